// Path flattening for the rasterizer: curves to line segments at a device-space tolerance.
//
// What: walks a `Path`, maps every point and control point through a transform first, and
// hands straight segments to a sink. Quadratic and cubic Béziers are cut into `n` equal
// parameter steps, with `n` from Wang's formula, so the chord never strays more than
// `tolerance` from the curve, and then balanced: a chord of a convex arc lies wholly inside
// it, 2/3 of its sag on average, which made every filled curve a little too small (a bias,
// not noise). Each interior vertex moves outward by B''(t)·Δt²/12 — a twelfth of the curve's
// second difference there, which is exact for Béziers — so the chords cut the curve, as
// much area left out as taken in. Curve ends stay put (they join other elements).
// Why its own flattener (Geometry's `Path.flattened(tolerance:)` serves measuring and
// trimming): this one maps points through the transform first, so the tolerance is in device
// pixels, replaces curves wholly off the canvas by their chord, balances chords for area,
// and streams straight into the edge list with nothing allocated per curve.
// Refuses: nothing is allocated per curve; a curve whose control polygon lies wholly outside
// `cull` is replaced by its chord (its winding contribution inside `cull` is the same, because
// curve plus reversed chord is a closed loop that encloses no point of `cull`); the segment
// count per curve is capped, so absurd coordinates cost bounded time.

import Foundation
import Geometry

/// Receives the flattened contours of a path, already in the target coordinate space.
protocol FlatteningSink {
  /// Starts a new contour at `p`.
  mutating func move(to p: CGPoint)
  /// Adds a straight segment from the current point to `p`.
  mutating func line(to p: CGPoint)
  /// Marks the current contour as explicitly closed.
  mutating func closeContour()
}

/// The most line segments one curve may become. A 45° cubic arc of radius r has second
/// differences of 0.106·r, so at 0.006 px it needs √(13·r) segments: 4096 covers r ≈ 1.3·10⁶ px.
let maximumSegmentsPerCurve = 4096

/// Flattens `path`, mapped through `transform`, into `sink`.
///
/// - Parameters:
///   - tolerance: the largest distance between a curve and its chords, in target units
///     (device pixels for fills); must be > 0.
///   - cull: curves whose control points all lie on the far side of one edge of this
///     rectangle are replaced by their chord. Pass `.infinite` to flatten everything.
func flatten<Sink: FlatteningSink>(
  _ path: Path, transform: Transform, tolerance: Double, cull: CGRect, into sink: inout Sink
) {
  let t = transform
  var current = CGPoint.zero
  for element in path.elements {
    switch element {
    case .move(let p):
      current = t.apply(p)
      sink.move(to: current)
    case .line(let p):
      current = t.apply(p)
      sink.line(to: current)
    case .quadCurve(let p, let c):
      let (c1, p1) = (t.apply(c), t.apply(p))
      flattenQuad(current, c1, p1, tolerance: tolerance, cull: cull, into: &sink)
      current = p1
    case .curve(let p, let c1, let c2):
      let (q1, q2, p1) = (t.apply(c1), t.apply(c2), t.apply(p))
      flattenCubic(current, q1, q2, p1, tolerance: tolerance, cull: cull, into: &sink)
      current = p1
    case .closeSubpath:
      sink.closeContour()
    }
  }
}

/// Whether the box spanned by `x` and `y` lies wholly beyond one edge of `rect`.
@inline(__always)
private func isOutside(minX: Double, maxX: Double, minY: Double, maxY: Double, _ rect: CGRect) -> Bool {
  maxX < rect.minX || minX > rect.maxX || maxY < rect.minY || minY > rect.maxY
}

/// Segments for a curve whose second differences have length `m`, Wang's formula with
/// `k = d(d−1)/8` for degree d, clamped to 1…`maximumSegmentsPerCurve`.
@inline(__always)
private func segmentCount(k: Double, m: Double, tolerance: Double) -> Int {
  let n = (k * m / tolerance).squareRoot().rounded(.up)
  guard n.isFinite, n > 1 else { return 1 }
  return Int(min(n, Double(maximumSegmentsPerCurve)))
}

private func flattenQuad<Sink: FlatteningSink>(
  _ p0: CGPoint, _ c: CGPoint, _ p1: CGPoint, tolerance: Double, cull: CGRect,
  into sink: inout Sink
) {
  if isOutside(
    minX: min(p0.x, c.x, p1.x), maxX: max(p0.x, c.x, p1.x),
    minY: min(p0.y, c.y, p1.y), maxY: max(p0.y, c.y, p1.y), cull)
  {
    sink.line(to: p1)
    return
  }
  let ddx = p0.x - 2 * c.x + p1.x, ddy = p0.y - 2 * c.y + p1.y
  let n = segmentCount(k: 0.25, m: (ddx * ddx + ddy * ddy).squareRoot(), tolerance: tolerance)
  // B'' = 2·(p0 − 2c + p1) everywhere; the chord-balancing shift is −B''/(12n²).
  let shift = -1 / (6 * Double(n * n))
  let (sx, sy) = (shift * ddx, shift * ddy)
  for i in 1..<n {
    let u = Double(i) / Double(n), v = 1 - u
    let (a, b, d) = (v * v, 2 * u * v, u * u)
    sink.line(
      to: CGPoint(x: a * p0.x + b * c.x + d * p1.x + sx, y: a * p0.y + b * c.y + d * p1.y + sy))
  }
  sink.line(to: p1)
}

private func flattenCubic<Sink: FlatteningSink>(
  _ p0: CGPoint, _ c1: CGPoint, _ c2: CGPoint, _ p1: CGPoint, tolerance: Double, cull: CGRect,
  into sink: inout Sink
) {
  if isOutside(
    minX: min(p0.x, c1.x, c2.x, p1.x), maxX: max(p0.x, c1.x, c2.x, p1.x),
    minY: min(p0.y, c1.y, c2.y, p1.y), maxY: max(p0.y, c1.y, c2.y, p1.y), cull)
  {
    sink.line(to: p1)
    return
  }
  let ax = p0.x - 2 * c1.x + c2.x, ay = p0.y - 2 * c1.y + c2.y
  let bx = c1.x - 2 * c2.x + p1.x, by = c1.y - 2 * c2.y + p1.y
  let m = max(ax * ax + ay * ay, bx * bx + by * by).squareRoot()
  let n = segmentCount(k: 0.75, m: m, tolerance: tolerance)
  // B''(u) = 6·((1 − u)·A + u·B) with A, B the control polygon's second differences; the
  // chord-balancing shift −B''/(12n²) is then −((1 − u)·A + u·B)/(2n²).
  let shift = -1 / (2 * Double(n * n))
  for i in 1..<n {
    let u = Double(i) / Double(n), v = 1 - u
    let (a, b, c, d) = (v * v * v, 3 * u * v * v, 3 * u * u * v, u * u * u)
    sink.line(
      to: CGPoint(
        x: a * p0.x + b * c1.x + c * c2.x + d * p1.x + shift * (v * ax + u * bx),
        y: a * p0.y + b * c1.y + c * c2.y + d * p1.y + shift * (v * ay + u * by)))
  }
  sink.line(to: p1)
}

/// A sink that keeps each contour as a list of points: the input of the stroke fallback.
struct PolylineCollector: FlatteningSink {
  /// One flattened contour.
  struct Contour {
    var points: [CGPoint]
    var isClosed: Bool
  }

  private(set) var contours: [Contour] = []

  mutating func move(to p: CGPoint) { contours.append(Contour(points: [p], isClosed: false)) }

  mutating func line(to p: CGPoint) {
    if contours.isEmpty { contours.append(Contour(points: [.zero], isClosed: false)) }
    contours[contours.count - 1].points.append(p)
  }

  mutating func closeContour() {
    guard !contours.isEmpty else { return }
    contours[contours.count - 1].isClosed = true
  }
}
