import Foundation
@testable import Geometry

// Independent helpers for the tests: they re-derive what they measure from first principles
// (Bernstein polynomials, the shoelace formula, winding numbers) instead of calling the code
// under test.

/// A circle of radius `r` around `c`, built by `addEllipse(in:)`.
func circlePath(center c: CGPoint, radius r: Double) -> Path {
  Path(ellipseIn: CGRect(x: c.x - r, y: c.y - r, width: 2 * r, height: 2 * r))
}

/// The largest radial error of the eight 45° tangent-matched cubics that `addEllipse` uses,
/// relative to the radius: (2/27)·sin⁶(θ/4)/cos²(θ/4) for θ = 45° (the classic bound for
/// 4/3·tan(θ/4) control arms; it gives the well-known 2.7e-4 for a 90° arc), about 4.25e-6.
let ellipseRadialError: Double = {
  let q = Double.pi / 16
  return 2.0 / 27.0 * pow(sin(q), 6) / (cos(q) * cos(q)) * (1 + 1e-9)
}()

/// A cubic Bézier point by the Bernstein form.
func bezier(_ p0: CGPoint, _ p1: CGPoint, _ p2: CGPoint, _ p3: CGPoint, _ t: Double) -> CGPoint {
  let s = 1 - t
  let b0 = s * s * s, b1 = 3 * s * s * t, b2 = 3 * s * t * t, b3 = t * t * t
  return CGPoint(
    x: b0 * p0.x + b1 * p1.x + b2 * p2.x + b3 * p3.x,
    y: b0 * p0.y + b1 * p1.y + b2 * p2.y + b3 * p3.y)
}

func distance(_ a: CGPoint, _ b: CGPoint) -> Double { hypot(a.x - b.x, a.y - b.y) }

/// Distance from `p` to the segment `a`–`b`.
func distance(_ p: CGPoint, toSegment a: CGPoint, _ b: CGPoint) -> Double {
  let dx = b.x - a.x, dy = b.y - a.y
  let len2 = dx * dx + dy * dy
  let t = len2 > 0 ? min(max(((p.x - a.x) * dx + (p.y - a.y) * dy) / len2, 0), 1) : 0
  return distance(p, CGPoint(x: a.x + t * dx, y: a.y + t * dy))
}

/// The closed polygons of a path made only of move / line / close elements.
func contours(of path: Path) -> [[CGPoint]] {
  var result: [[CGPoint]] = []
  var current: [CGPoint] = []
  for element in path.elements {
    switch element {
    case .move(let p):
      if !current.isEmpty { result.append(current) }
      current = [p]
    case .line(let p): current.append(p)
    case .closeSubpath:
      if !current.isEmpty { result.append(current) }
      current = []
    case .quadCurve, .curve:
      preconditionFailure("contours(of:) expects lines only")
    }
  }
  if !current.isEmpty { result.append(current) }
  return result
}

/// Signed shoelace area (positive when the points run clockwise on screen, y down).
func signedArea(_ polygon: [CGPoint]) -> Double {
  var sum = 0.0
  for i in polygon.indices {
    let a = polygon[i], b = polygon[(i + 1) % polygon.count]
    sum += a.x * b.y - b.x * a.y
  }
  return sum / 2
}

/// The absolute sum of the signed areas of the path's polygons: the nonzero area when the
/// polygons neither overlap nor self-intersect (holes wound against their outline subtract).
func shoelaceArea(_ path: Path) -> Double {
  abs(contours(of: path).map(signedArea).reduce(0, +))
}

/// The area where the winding number of the path's polygons is not zero.
///
/// The covered width w(y) jumps only at vertex heights and is otherwise piecewise linear
/// (kinks where edges cross), so each band between consecutive vertex heights is integrated
/// with the midpoint rule on fine sub-strips: exact on linear pieces, O(dy²) at kinks.
func nonzeroArea(_ path: Path, strips: Int = 4000) -> Double {
  var edges: [(CGPoint, CGPoint)] = []
  var heights: [Double] = []
  for polygon in contours(of: path) {
    for i in polygon.indices {
      let a = polygon[i], b = polygon[(i + 1) % polygon.count]
      edges.append((a, b))
      heights.append(a.y)
    }
  }
  heights = Array(Set(heights)).sorted()
  guard let minY = heights.first, let maxY = heights.last, minY < maxY else { return 0 }
  var crossings: [(x: Double, winding: Int)] = []
  func coveredWidth(at y: Double) -> Double {
    crossings.removeAll(keepingCapacity: true)
    for (a, b) in edges where (a.y <= y && y < b.y) || (b.y <= y && y < a.y) {
      let x = a.x + (y - a.y) * (b.x - a.x) / (b.y - a.y)
      crossings.append((x, b.y > a.y ? 1 : -1))
    }
    crossings.sort { $0.x < $1.x }
    var winding = 0, width = 0.0
    for i in crossings.indices {
      winding += crossings[i].winding
      if winding != 0, i + 1 < crossings.count { width += crossings[i + 1].x - crossings[i].x }
    }
    return width
  }
  var area = 0.0
  for (y0, y1) in zip(heights, heights.dropFirst()) {
    let count = max(1, Int((Double(strips) * (y1 - y0) / (maxY - minY)).rounded(.up)))
    let dy = (y1 - y0) / Double(count)
    for k in 0..<count { area += coveredWidth(at: y0 + (Double(k) + 0.5) * dy) * dy }
  }
  return area
}

/// Every point of a path, in element order (end points only).
func endPoints(_ path: Path) -> [CGPoint] {
  path.elements.compactMap { element in
    switch element {
    case .move(let p), .line(let p), .quadCurve(let p, _), .curve(let p, _, _): return p
    case .closeSubpath: return nil
    }
  }
}
