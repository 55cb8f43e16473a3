import Drawing
import Flipbook
import Foundation
import FuzzSupport
import Raster
import Testing

// A fuzz of the drawing pipeline with hostile input, bounded by a count of cases: random paths
// (NaN, infinities, 1e300 coordinates, zero-length pieces), random and singular transforms,
// random stroke styles, and random shapes with degenerate sizes and radii through
// ImageRenderer. It asserts no crash and, where the input is finite, that no pixel is drawn
// outside the bound that follows from the convex-hull property of Bézier curves (plus the
// stroke's reach). The generator is seeded, so a failure names the seed and case that
// reproduce it (FLIPBOOK_FUZZ_SEED and FLIPBOOK_FUZZ_COUNT run other and more cases).

private extension SplitMix64 {
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
  @Test func randomPathsAndTransformsNeverCrashOrDrawOutsideTheirBounds() throws {
    let red = Paint(color: RGBAColor(red: 1, green: 0, blue: 0))
    let run = try FuzzRun(family: "drawing-paths", seed: 0x5EED_F11B, count: 1000)
    let tally = run.forEachCase { index, random, tally in
      let path = random.path()
      let transform = random.transform()
      var pixmap = Pixmap(width: 48, height: 48)
      if Bool.random(using: &random) {
        pixmap.fill(path, rule: Bool.random(using: &random) ? .nonZero : .evenOdd, paint: red, transform: transform)
        if let bound = hull(path, transform), case let stray = strayCount(pixmap, outside: bound), stray > 0 {
          tally.record(.failed, case: index, "fill drew \(stray) pixels outside its bound")
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
          let stray = strayCount(pixmap, outside: bound.grown(by: reach))
          if stray > 0 {
            tally.record(.failed, case: index, "stroke drew \(stray) pixels outside its bound: \(path.elements) \(style) \(transform)")
          }
        }
      }
    }
    print(tally.summary)
    #expect(tally.isClean, "\(tally.report())")
  }

  /// Found by the random paths (seed 0x5eedf11b case 198, the curve cut to its last piece):
  /// a control point at y = −1e300 puts outline points 1e296 px above the pixmap, and the
  /// edge list interpolated the crossing of y = 0 from that far end, where no digit of it
  /// survives; it drew a stray edge from the top-left corner. It interpolates from the near
  /// end now.
  @Test func aCurveReachingOneE300StrokesOnlyNearItself() throws {
    var path = Path()
    path.move(to: CGPoint(x: 47.64466338861335, y: -18.577406900761034))
    path.addCurve(
      to: CGPoint(x: 1e12, y: 50.97748305238348), control1: CGPoint(x: 17.743429283232558, y: 7.568233425607371),
      control2: CGPoint(x: -19.19205488421996, y: -1e300))
    let transform = Transform(
      a: 0.5505036571199851, b: 0.05103003668084276, c: -0.039760889549404446, d: 0.7065290071255889,
      tx: 20.438911333136787, ty: 35.36693254623537)
    let style = StrokeStyle(lineWidth: 3.563821160429594, lineCap: .round, lineJoin: .miter, miterLimit: 7.057486028141038)
    var pixmap = Pixmap(width: 48, height: 48)
    pixmap.stroke(path, style: style, paint: Paint(color: RGBAColor(red: 1, green: 0, blue: 0)), transform: transform)
    // The curve's points map to x ≥ 29.9 px (its first control point; the far ones are far
    // right), so with the stroke's reach (7.06 · 1.78 · 0.89 ≈ 11.2 px) nothing may be drawn
    // left of about 18 px.
    let bound = try #require(hull(path, transform))
    #expect(strayCount(pixmap, outside: bound.grown(by: 11.2)) == 0)
    // From its start at (47.4, 24.6) the curve heads almost straight up (towards the control
    // point, along x ≈ 47.4 + 0.056 · (24.6 − y)): at y = 18 it is on pixel 47.
    #expect(pixmap[47, 18].w > 0)
  }

  @Test func randomShapesWithDegenerateSizesRenderOnlyInsideTheirFrames() throws {
    let run = try FuzzRun(family: "drawing-shapes", seed: 0xC0FFEE, count: 400)
    let tally = run.forEachCase { index, random, tally in
      func dimension() -> CGFloat {
        [0, -5, .nan, 1e-9, CGFloat.random(in: 0...40, using: &random)][Int.random(in: 0..<5, using: &random)]
      }
      func radius() -> CGFloat {
        [.nan, -3, .infinity, 1e9, CGFloat.random(in: 0...30, using: &random)][Int.random(in: 0..<5, using: &random)]
      }
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
      guard let pixmap = renderer.pixmap else { return }
      // With valid dimensions the frame is (4, 4, w, h) points inside the padding.
      if w >= 0, h >= 0 {
        let s = renderer.scale
        let frame = Bound(minX: 4 * s, minY: 4 * s, maxX: (4 + w) * s, maxY: (4 + h) * s)
        let stray = strayCount(pixmap, outside: frame)
        if stray > 0 { tally.record(.failed, case: index, "\(w)×\(h) drew \(stray) pixels outside its frame") }
      }
    }
    print(tally.summary)
    #expect(tally.isClean, "\(tally.report())")
  }
}
