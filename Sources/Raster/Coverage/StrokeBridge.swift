// Stroke bridge: the one place the rasterizer turns a stroke into a fillable outline.
//
// Integration: replace the body of `strokeOutline` with `path.strokedPath(style, tolerance:)`
// from Geometry and delete everything below it.
//
// Until then this is a small stand-in: each flattened contour is offset by half the line
// width on both sides, with round joins on the outer side of every turn (the inner side is
// cut at the offsets' intersection) and butt, round or square caps on open contours. It
// ignores `lineJoin`, `miterLimit` and dashes.

import Foundation
import Geometry

/// The outline of `path` stroked with `style`, in the path's own coordinates, to be filled
/// with the non-zero rule; made of line segments only.
///
/// - Parameter tolerance: the largest deviation of curves and round parts from the ideal
///   outline, in the path's units; must be > 0.
func strokeOutline(_ path: Path, _ style: StrokeStyle, tolerance: Double) -> Path {
  let h = Double(style.lineWidth) / 2
  guard h > 0, h.isFinite, tolerance > 0 else { return Path() }
  var collector = PolylineCollector()
  flatten(path, transform: .identity, tolerance: tolerance, cull: .infinite, into: &collector)
  // The angle one chord of a round part may span: sagitta h·(1 − cos(step/2)) = tolerance.
  let step = 2 * acos(max(-1, 1 - tolerance / h))
  var out = Path()
  for contour in collector.contours {
    var points: [CGPoint] = []
    for p in contour.points where p != points.last { points.append(p) }
    if contour.isClosed, points.count > 2, points.first == points.last { points.removeLast() }
    if points.count == 1 {
      addDot(at: points[0], h, style.lineCap, step, into: &out)
    } else if contour.isClosed && points.count > 2 {
      out.addLines(Array(offsetSide(points + [points[0], points[1]], h, step).dropFirst()))
      out.closeSubpath()
      let reversed = Array(points.reversed())
      out.addLines(Array(offsetSide(reversed + [reversed[0], reversed[1]], h, step).dropFirst()))
      out.closeSubpath()
    } else if points.count > 1 {
      var outline = offsetSide(points, h, step)
      addCap(at: points[points.count - 1], from: points[points.count - 2], h, style.lineCap, step, &outline)
      outline += offsetSide(points.reversed(), h, step)
      addCap(at: points[0], from: points[1], h, style.lineCap, step, &outline)
      out.addLines(outline)
      out.closeSubpath()
    }
  }
  return out
}

/// The left unit normal of the direction `a → b` (the direction turned by +90°).
private func normal(_ a: CGPoint, _ b: CGPoint) -> CGPoint {
  let (dx, dy) = (b.x - a.x, b.y - a.y)
  let l = (dx * dx + dy * dy).squareRoot()
  return CGPoint(x: -dy / l, y: dx / l)
}

/// Points `h` to the left of the polyline `points`, round on the outer side of each turn.
///
/// On the inner side of a turn the two offset lines are cut at their intersection. (Going
/// through the vertex instead, as some strokers do, leaves overlapping slivers that reach
/// the edge; an area-accumulating rasterizer adds their winding instead of clamping it and
/// over-covers the inner edge of a curve by about `h / (r − h)`.) Only a turn too sharp for
/// the intersection to lie on both segments goes through the vertex.
private func offsetSide<C: Collection>(_ points: C, _ h: Double, _ step: Double) -> [CGPoint]
where C.Element == CGPoint {
  let p = Array(points)
  var out: [CGPoint] = []
  for i in 0..<(p.count - 1) {
    let n = normal(p[i], p[i + 1])
    let start = CGPoint(x: p[i].x + n.x * h, y: p[i].y + n.y * h)
    if i == 0 {
      out.append(start)
    } else {
      let previous = normal(p[i - 1], p[i])
      let turn = atan2(previous.x * n.y - previous.y * n.x, previous.x * n.x + previous.y * n.y)
      let cut = h * tan(abs(turn) / 2)
      if turn <= 0 {
        addArc(around: p[i], h, from: atan2(previous.y, previous.x), sweep: turn, step, &out)
        out.append(start)
      } else if cut <= min(distance(p[i - 1], p[i]), distance(p[i], p[i + 1])) {
        // Back up along the previous offset (direction = previous turned by −90°).
        out[out.count - 1] = CGPoint(
          x: p[i].x + previous.x * h - previous.y * cut, y: p[i].y + previous.y * h + previous.x * cut)
      } else {
        out.append(p[i])
        out.append(start)
      }
    }
    out.append(CGPoint(x: p[i + 1].x + n.x * h, y: p[i + 1].y + n.y * h))
  }
  return out
}

private func distance(_ a: CGPoint, _ b: CGPoint) -> Double {
  ((b.x - a.x) * (b.x - a.x) + (b.y - a.y) * (b.y - a.y)).squareRoot()
}

/// Interior points of the arc of radius `h` around `c` from angle `a0` over `sweep` radians.
private func addArc(around c: CGPoint, _ h: Double, from a0: Double, sweep: Double, _ step: Double, _ out: inout [CGPoint]) {
  let count = (abs(sweep) / step).rounded(.up)
  guard count.isFinite else { return }
  let n = Int(min(max(count, 1), Double(maximumSegmentsPerCurve)))
  for k in 1..<n {
    let a = a0 + sweep * Double(k) / Double(n)
    out.append(CGPoint(x: c.x + h * cos(a), y: c.y + h * sin(a)))
  }
}

/// The cap at `end` of a segment arriving from `from`, between its left and right offsets.
private func addCap(at end: CGPoint, from: CGPoint, _ h: Double, _ cap: CGLineCap, _ step: Double, _ out: inout [CGPoint]) {
  let n = normal(from, end)
  let d = CGPoint(x: n.y, y: -n.x)  // the direction of travel
  switch cap {
  case .butt: break
  case .round: addArc(around: end, h, from: atan2(n.y, n.x), sweep: -.pi, step, &out)
  case .square:
    out.append(CGPoint(x: end.x + (n.x + d.x) * h, y: end.y + (n.y + d.y) * h))
    out.append(CGPoint(x: end.x + (d.x - n.x) * h, y: end.y + (d.y - n.y) * h))
  }
}

/// A zero-length contour: a disc for round caps, a square for square caps, nothing for butt.
private func addDot(at c: CGPoint, _ h: Double, _ cap: CGLineCap, _ step: Double, into out: inout Path) {
  switch cap {
  case .butt: return
  case .round:
    var points = [CGPoint(x: c.x + h, y: c.y)]
    addArc(around: c, h, from: 0, sweep: 2 * .pi, step, &points)
    out.addLines(points)
  case .square: out.addLines([
    CGPoint(x: c.x - h, y: c.y - h), CGPoint(x: c.x + h, y: c.y - h),
    CGPoint(x: c.x + h, y: c.y + h), CGPoint(x: c.x - h, y: c.y + h)])
  }
  out.closeSubpath()
}
