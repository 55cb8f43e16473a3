import Foundation
import Testing
import Geometry
import Drawing
@testable import Raster

// Perspective drawing, measured against references computed here: the projected corners by
// the homography's formula written out by hand, exact pixel areas by clipping the projected
// quadrilateral to each pixel square (Sutherland–Hodgman and the shoelace formula), and the
// colour a gradient must show where the perspective is undone by solving for the source x.

/// `w = 1 + s·x`: x' = x / (1 + s·x), y' = y / (1 + s·x); the right side recedes.
private func recede(_ s: Double) -> ProjectionTransform {
  ProjectionTransform(m11: 1, m12: 0, m13: s, m21: 0, m22: 1, m23: 0, m31: 0, m32: 0, m33: 1)
}

private func recedePoint(_ p: CGPoint, _ s: Double) -> CGPoint {
  let w = 1 + s * p.x
  return CGPoint(x: p.x / w, y: p.y / w)
}

/// Area of the intersection of the convex polygon `polygon` with the unit pixel square (x, y).
private func overlap(_ polygon: [CGPoint], pixel x: Int, _ y: Int) -> Double {
  var poly = polygon
  let (x0, x1, y0, y1) = (Double(x), Double(x + 1), Double(y), Double(y + 1))
  // Clip against each half-plane in turn: keep points where `inside` holds.
  func clip(_ inside: (CGPoint) -> Bool, _ cross: (CGPoint, CGPoint) -> CGPoint) {
    var out: [CGPoint] = []
    for i in poly.indices {
      let (a, b) = (poly[i], poly[(i + 1) % poly.count])
      if inside(a) { out.append(a) }
      if inside(a) != inside(b) { out.append(cross(a, b)) }
    }
    poly = out
  }
  func atX(_ v: Double) -> (CGPoint, CGPoint) -> CGPoint {
    { a, b in CGPoint(x: v, y: a.y + (b.y - a.y) * (v - a.x) / (b.x - a.x)) }
  }
  func atY(_ v: Double) -> (CGPoint, CGPoint) -> CGPoint {
    { a, b in CGPoint(x: a.x + (b.x - a.x) * (v - a.y) / (b.y - a.y), y: v) }
  }
  clip({ $0.x >= x0 }, atX(x0)); if poly.isEmpty { return 0 }
  clip({ $0.x <= x1 }, atX(x1)); if poly.isEmpty { return 0 }
  clip({ $0.y >= y0 }, atY(y0)); if poly.isEmpty { return 0 }
  clip({ $0.y <= y1 }, atY(y1)); if poly.isEmpty { return 0 }
  var twice = 0.0
  for i in poly.indices {
    let (a, b) = (poly[i], poly[(i + 1) % poly.count])
    twice += a.x * b.y - b.x * a.y
  }
  return abs(twice) / 2
}

private func fill(_ rect: CGRect, _ paint: Paint) -> DisplayItem {
  .fill(Path(rect), rule: .nonZero, paint: paint, transform: .identity)
}

private func render(_ items: [DisplayItem], width: Int, height: Int, background: RGBAColor? = nil) -> Pixmap {
  var list = DisplayList(size: CGSize(width: width, height: height))
  if let background { list.append(fill(CGRect(x: 0, y: 0, width: width, height: height), Paint(color: background))) }
  for item in items { list.append(item) }
  var pixmap = Pixmap(width: width, height: height)
  pixmap.render(list, scale: 1)
  return pixmap
}

private func largestDifference(_ a: Pixmap, _ b: Pixmap, where include: (Int, Int) -> Bool = { _, _ in true }) -> Int {
  var worst = 0
  for y in 0..<a.height {
    for x in 0..<a.width where include(x, y) {
      let (p, q) = (a[x, y], b[x, y])
      for c in 0..<4 { worst = max(worst, abs(Int(p[c]) - Int(q[c]))) }
    }
  }
  return worst
}

@Suite struct ProjectedFillTests {
  @Test func projectedRectangleHasTheExactAreaOfItsQuadrilateral() {
    let s = 0.01
    let rect = CGRect(x: 4, y: 4, width: 32, height: 32)
    let layer = DisplayLayer(items: [fill(rect, Paint(color: .white))], projection: recede(s))
    let pixmap = render([.layer(layer)], width: 40, height: 40)
    // (4, 4) → (3.846, 3.846), (36, 4) → (26.47, 2.941), (36, 36) → (26.47, 26.47),
    // (4, 36) → (3.846, 34.62): a trapezoid narrowing to the right.
    let quad = [
      CGPoint(x: 4, y: 4), CGPoint(x: 36, y: 4), CGPoint(x: 36, y: 36), CGPoint(x: 4, y: 36),
    ].map { recedePoint($0, s) }
    var worst = 0.0
    for y in 0..<40 {
      for x in 0..<40 {
        let expected = overlap(quad, pixel: x, y) * 255
        worst = max(worst, abs(Double(pixmap[x, y][3]) - expected))
      }
    }
    #expect(worst <= 1, "largest coverage error \(worst)/255")
  }

  @Test func gradientIsSampledPerspectiveCorrectly() {
    // Black at x = 0 to white at x = 64 under w = 1 + x/64: the rectangle lands on 0…32. A
    // destination pixel centre X shows the source x = X / (1 − X/64), so grey = 255·x/64.
    // (Interpolating linearly on screen would give 255·X/32 instead: 131 rather than 89 at
    // X = 16.5.)
    let s = 1.0 / 64
    let gradient = ResolvedGradient(colors: [.black, .white])
    let paint = Paint.linearGradient(gradient, startPoint: .zero, endPoint: CGPoint(x: 64, y: 0))
    let layer = DisplayLayer(items: [fill(CGRect(x: 0, y: 0, width: 64, height: 8), paint)], projection: recede(s))
    let pixmap = render([.layer(layer)], width: 40, height: 8)
    for x in 1..<31 {
      let screen = Double(x) + 0.5
      let source = screen / (1 - s * screen)
      let expected = 255 * source / 64
      #expect(abs(Double(pixmap[x, 1][0]) - expected) <= 1, "pixel \(x): \(pixmap[x, 1][0]) vs \(expected)")
    }
  }

  @Test func identityProjectionDrawsWhatNoProjectionDraws() {
    let items: [DisplayItem] = [
      .fill(Path(ellipseIn: CGRect(x: 3.3, y: 2.7, width: 20, height: 14)), rule: .nonZero,
            paint: Paint(color: RGBAColor(red: 1, green: 0.5, blue: 0)), transform: .identity),
      .stroke(Path(CGRect(x: 5.5, y: 5.5, width: 14, height: 9)), style: StrokeStyle(lineWidth: 1.5),
              paint: Paint(color: .black), transform: Transform(rotation: .degrees(10))),
    ]
    let plain = render(items, width: 28, height: 22, background: .white)
    let projected = render([.layer(DisplayLayer(items: items, projection: .identity))], width: 28, height: 22, background: .white)
    #expect(largestDifference(plain, projected) <= 1)
  }

  @Test func geometryBehindTheEyeIsClippedNotFolded() {
    // w = 1 − x/50 reaches 0 at x = 50: the rectangle 0…100 × 0…100 sends x → 50 to infinity
    // and x > 50 behind the eye. Every canvas pixel (x', y') has a source point in front
    // (x = 50·x'/(50 + x'), y = y'·50/(50 + x') ≤ 100), so the 40 × 40 canvas is covered;
    // folding the points behind the eye would instead paint mirrored parts at negative x'.
    let layer = DisplayLayer(items: [fill(CGRect(x: 0, y: 0, width: 100, height: 100), Paint(color: .white))], projection: recede(-1.0 / 50))
    let pixmap = render([.layer(layer)], width: 40, height: 40)
    var uncovered = 0
    for y in 0..<40 { for x in 0..<40 where pixmap[x, y][3] != 255 { uncovered += 1 } }
    #expect(uncovered == 0)
  }

  @Test func nestedProjectionsCompose() {
    let inner = recede(0.01)
    let outer = ProjectionTransform(Transform(rotation: .degrees(8)).translatedBy(x: 6, y: -2))
    let items = [fill(CGRect(x: 6, y: 6, width: 20, height: 14), Paint(color: .black))]
    let nested = DisplayLayer(items: [.layer(DisplayLayer(items: items, projection: inner))], projection: outer)
    let combined = DisplayLayer(items: items, projection: inner.concatenating(outer))
    let a = render([.layer(nested)], width: 36, height: 30, background: .white)
    let b = render([.layer(combined)], width: 36, height: 30, background: .white)
    #expect(largestDifference(a, b) <= 1)
  }
}

@Suite struct WarpedLayerTests {
  /// A gradient rectangle under a receding projection, drawn leaf by leaf (exact coverage) or,
  /// inside a clip that forces a buffer, warped through the projection (bilinear resampling).
  static func scene(warped: Bool) -> Pixmap {
    let gradient = ResolvedGradient(colors: [RGBAColor(red: 0.1, green: 0.3, blue: 0.9), RGBAColor(red: 1, green: 0.8, blue: 0.2)])
    let paint = Paint.linearGradient(gradient, startPoint: CGPoint(x: 4, y: 0), endPoint: CGPoint(x: 44, y: 20))
    let content = fill(CGRect(x: 4, y: 4, width: 40, height: 24), paint)
    let item: DisplayItem = warped
      ? .layer(DisplayLayer(items: [content], clip: LayerClip(Path(CGRect(x: 0, y: 0, width: 48, height: 32)))))
      : content
    return render([.layer(DisplayLayer(items: [item], projection: recede(0.015)))], width: 48, height: 32, background: .white)
  }

  @Test func warpedGroupMatchesItsLeavesDrawnThroughTheProjection() {
    let (leaves, warped) = (Self.scene(warped: false), Self.scene(warped: true))
    // Interior: the resampled gradient is within two levels of the exact shading (measured: 1);
    // edges: the resampled anti-aliasing within a fifth of full coverage (measured: 37/255).
    let quad = [CGPoint(x: 4, y: 4), CGPoint(x: 44, y: 4), CGPoint(x: 44, y: 28), CGPoint(x: 4, y: 28)].map { recedePoint($0, 0.015) }
    let interior = { (x: Int, y: Int) in overlap(quad, pixel: x, y) == 1 && overlap(quad, pixel: x - 1, y - 1) == 1 && overlap(quad, pixel: x + 1, y + 1) == 1 }
    #expect(largestDifference(leaves, warped, where: interior) <= 2)
    #expect(largestDifference(leaves, warped) <= 51)
  }

  @Test func warpedGroupKeepsItsOpacityAndCoversTheProjectedArea() {
    // A white square at opacity ½ in a projected group: over black, the covered area of the
    // trapezoid times 127.5 is what the red channel sums to, within 1 %.
    let s = 0.01
    let group = DisplayLayer(items: [fill(CGRect(x: 4, y: 4, width: 32, height: 32), Paint(color: .white))], opacity: 0.5)
    let pixmap = render([.layer(DisplayLayer(items: [.layer(group)], projection: recede(s)))], width: 40, height: 40, background: .black)
    let quad = [CGPoint(x: 4, y: 4), CGPoint(x: 36, y: 4), CGPoint(x: 36, y: 36), CGPoint(x: 4, y: 36)].map { recedePoint($0, s) }
    var area = 0.0, sum = 0.0
    for y in 0..<40 { for x in 0..<40 { area += overlap(quad, pixel: x, y); sum += Double(pixmap[x, y][0]) } }
    #expect(abs(sum / 127.5 - area) / area < 0.01, "sum \(sum / 127.5) vs area \(area)")
  }
}
