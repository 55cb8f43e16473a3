import Drawing
import Flipbook
import Foundation
import Raster
import Flipbook
import Testing

// A bounded-time fuzz of the drawing pipeline with hostile input: random paths (NaN,
// infinities, 1e300 coordinates, zero-length pieces), random and singular transforms, random
// stroke styles, and random shapes with degenerate sizes and radii through ImageRenderer. It
// asserts no crash and, where the input is finite, that no pixel is drawn outside the bound
// that follows from the convex-hull property of Bézier curves (plus the stroke's reach).
// The generator is seeded, so a failure names the seed and iteration that reproduce it.

/// SplitMix64: small, deterministic, good enough to fuzz with.
private struct SeededGenerator: RandomNumberGenerator {
  var state: UInt64
  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}

private extension SeededGenerator {
  /// Mostly on-canvas values, sometimes hostile ones.
  mutating func coordinate() -> Double {
    switch Int.random(in: 0..<40, using: &self) {
    case 0: return .nan
    case 1: return .infinity
    case 2: return -1e300
    case 3: return 1e12
    case 4: return -1e7
    default: return Double.random(in: -20...70, using: &self)
    }
  }

  mutating func point() -> CGPoint { CGPoint(x: coordinate(), y: coordinate()) }

  mutating func path() -> Path {
    var path = Path()
    for _ in 0..<Int.random(in: 0...8, using: &self) {
      switch Int.random(in: 0..<6, using: &self) {
      case 0: path.move(to: point())
      case 1, 2: path.addLine(to: point())
      case 3: path.addQuadCurve(to: point(), control: point())
      case 4: path.addCurve(to: point(), control1: point(), control2: point())
      default: path.closeSubpath()
      }
    }
    return path
  }

  mutating func transform() -> Transform {
    switch Int.random(in: 0..<12, using: &self) {
    case 0: return Transform(scaleX: 0, y: 1)  // singular
    case 1: return Transform(scaleX: 1e9, y: 1e9)
    case 2: return Transform(translationX: .nan, y: 0)
    default:
      return Transform(rotation: .degrees(Double.random(in: 0..<360, using: &self)))
        .concatenating(Transform(
          scaleX: Double.random(in: 0.1...3, using: &self), y: Double.random(in: 0.1...3, using: &self)))
        .concatenating(Transform(
          translationX: Double.random(in: -10...40, using: &self), y: Double.random(in: -10...40, using: &self)))
    }
  }
}

/// An axis-aligned box kept as its four edges: `CGRect` stores an origin and a size, and
/// `minX + width` loses a small `maxX` entirely when `minX` is −1e300.
private struct Bound {
  var minX, minY, maxX, maxY: Double

  func grown(by d: Double) -> Bound { Bound(minX: minX - d, minY: minY - d, maxX: maxX + d, maxY: maxY + d) }

  /// Whether the pixel square (x, y) reaches into the box.
  func touches(pixelX x: Int, y: Int) -> Bool {
    Double(x + 1) > minX && Double(x) < maxX && Double(y + 1) > minY && Double(y) < maxY
  }
}

/// The box of every point and control point of `path` mapped by `t`, or `nil` if one is not
/// finite; an empty path gives an empty box.
private func hull(_ path: Path, _ t: Transform) -> Bound? {
  var points: [CGPoint] = []
  for element in path.elements {
    switch element {
    case .move(let p), .line(let p): points.append(p)
    case .quadCurve(let p, let c): points += [p, c]
    case .curve(let p, let c1, let c2): points += [p, c1, c2]
    case .closeSubpath: break
    }
  }
  let mapped = points.map(t.apply)
  guard mapped.allSatisfy({ $0.x.isFinite && $0.y.isFinite }) else { return nil }
  let xs = mapped.map(\.x), ys = mapped.map(\.y)
  guard let minX = xs.min(), let maxX = xs.max(), let minY = ys.min(), let maxY = ys.max() else {
    return Bound(minX: 0, minY: 0, maxX: 0, maxY: 0)
  }
  return Bound(minX: minX, minY: minY, maxX: maxX, maxY: maxY)
}

/// Pixels with any alpha whose square lies wholly outside `bound` grown by one pixel.
private func strayCount(_ p: Pixmap, outside bound: Bound) -> Int {
  let grown = bound.grown(by: 1)
  var count = 0
  for y in 0..<p.height {
    for x in 0..<p.width where p[x, y].w != 0 && !grown.touches(pixelX: x, y: y) { count += 1 }
  }
  return count
}

@Suite struct DegenerateInputFuzzTests {
  @Test func randomPathsAndTransformsNeverCrashOrDrawOutsideTheirBounds() {
    let seed: UInt64 = 0x5EED_F11B
    var random = SeededGenerator(state: seed)
    let deadline = Date().addingTimeInterval(1)
    var iteration = 0
    let red = Paint(color: RGBAColor(red: 1, green: 0, blue: 0))
    while Date() < deadline {
      iteration += 1
      let path = random.path()
      let transform = random.transform()
      var pixmap = Pixmap(width: 48, height: 48)
      if Bool.random(using: &random) {
        pixmap.fill(path, rule: Bool.random(using: &random) ? .nonZero : .evenOdd, paint: red, transform: transform)
        if let bound = hull(path, transform) {
          #expect(strayCount(pixmap, outside: bound) == 0, "fill, seed \(seed) iteration \(iteration)")
        }
      } else {
        let width = [0, -1, .nan, Double.random(in: 0.1...8, using: &random)][Int.random(in: 0..<4, using: &random)]
        let style = StrokeStyle(
          lineWidth: width, lineCap: [.butt, .round, .square][Int.random(in: 0..<3, using: &random)],
          lineJoin: [.miter, .round, .bevel][Int.random(in: 0..<3, using: &random)],
          miterLimit: Double.random(in: 1...10, using: &random))
        pixmap.stroke(path, style: style, paint: red, transform: transform)
        if let bound = hull(path, transform), width.isFinite, width > 0 {
          // A stroke reaches at most miterLimit · w/2 (miter joins; square caps reach
          // √2 · w/2 ≤ 1.5 · w/2) from its centre line, scaled by at most the transform's norm.
          let norm = (transform.a * transform.a + transform.b * transform.b
            + transform.c * transform.c + transform.d * transform.d).squareRoot()
          let reach = width / 2 * max(style.miterLimit, 1.5) * norm
          #expect(strayCount(pixmap, outside: bound.grown(by: reach)) == 0,
                  "stroke, seed \(seed) iteration \(iteration): \(path.elements) \(style) \(transform)")
        }
      }
    }
    #expect(iteration > 10)
  }

  @Test func randomShapesWithDegenerateSizesRenderOnlyInsideTheirFrames() {
    let seed: UInt64 = 0xC0FFEE
    var random = SeededGenerator(state: seed)
    let deadline = Date().addingTimeInterval(1)
    var iteration = 0
    func dimension() -> CGFloat {
      [0, -5, .nan, 1e-9, CGFloat.random(in: 0...40, using: &random)][Int.random(in: 0..<5, using: &random)]
    }
    func radius() -> CGFloat {
      [.nan, -3, .infinity, 1e9, CGFloat.random(in: 0...30, using: &random)][Int.random(in: 0..<5, using: &random)]
    }
    while Date() < deadline {
      iteration += 1
      let (w, h) = (dimension(), dimension())
      let style: RoundedCornerStyle = Bool.random(using: &random) ? .continuous : .circular
      let shape: AnyView
      switch Int.random(in: 0..<5, using: &random) {
      case 0: shape = AnyView(RoundedRectangle(cornerRadius: radius(), style: style).fill(Color.black))
      case 1: shape = AnyView(RoundedRectangle(cornerSize: CGSize(width: radius(), height: radius()), style: style).fill(Color.black))
      case 2: shape = AnyView(Capsule(style: style).fill(Color.black))
      case 3:
        shape = AnyView(UnevenRoundedRectangle(
          topLeadingRadius: radius(), bottomLeadingRadius: radius(), bottomTrailingRadius: radius(),
          topTrailingRadius: radius(), style: style).fill(Color.black))
      default:
        shape = AnyView(RoundedRectangle(cornerRadius: radius(), style: style)
          .strokeBorder(Color.black, lineWidth: CGFloat.random(in: 0...12, using: &random)))
      }
      let renderer = ImageRenderer(content: shape.frame(width: w, height: h).padding(4))
      renderer.scale = [1, 2, 3][Int.random(in: 0..<3, using: &random)]
      guard let pixmap = renderer.pixmap else { continue }
      // With valid dimensions the frame is (4, 4, w, h) points inside the padding.
      if w >= 0, h >= 0 {
        let s = renderer.scale
        let frame = Bound(minX: 4 * s, minY: 4 * s, maxX: (4 + w) * s, maxY: (4 + h) * s)
        #expect(strayCount(pixmap, outside: frame) == 0,
                "seed \(seed) iteration \(iteration): \(w)×\(h)")
      }
    }
    #expect(iteration > 10)
  }
}
