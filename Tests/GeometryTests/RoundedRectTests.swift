import Foundation
import Testing
@testable import Geometry

// Expected values come from formulas: the area of a circular rounded rectangle is
// w·h − (4 − π)·r², its tangent points are r from each corner, the continuous corner leaves
// the edge 1.528665·r from the corner (PaintCode's measurement of Apple's corner), and
// curvature is computed from Bézier derivatives here, not by the code under test.

/// Points along every segment of `path` (Bernstein form), `steps` per curve, per subpath.
private func sampledPolygons(_ path: Path, steps: Int = 64) -> [[CGPoint]] {
  var polygons: [[CGPoint]] = []
  var current: [CGPoint] = []
  for element in path.elements {
    switch element {
    case .move(let p):
      if !current.isEmpty { polygons.append(current) }
      current = [p]
    case .line(let p): current.append(p)
    case .quadCurve(let p, let c):
      let p0 = current.last!
      for k in 1...steps {
        let t = Double(k) / Double(steps), s = 1 - t
        current.append(CGPoint(
          x: s * s * p0.x + 2 * s * t * c.x + t * t * p.x, y: s * s * p0.y + 2 * s * t * c.y + t * t * p.y))
      }
    case .curve(let p, let c1, let c2):
      let p0 = current.last!
      for k in 1...steps { current.append(bezier(p0, c1, c2, p, Double(k) / Double(steps))) }
    case .closeSubpath:
      polygons.append(current)
      current = []
    }
  }
  if !current.isEmpty { polygons.append(current) }
  return polygons
}

/// The enclosed area of the sampled outline. Chords of θ = 1/256 of a 45° piece cut off
/// r²·2π·θ²/12 ≈ 5·10⁻⁶·r² in all around four corners of radius r, well under the 10⁻⁵
/// relative tolerance of the area checks.
private func area(_ path: Path) -> Double {
  abs(sampledPolygons(path, steps: 256).map(signedArea).reduce(0, +))
}

/// The cubic pieces of `path` with their start points.
private func cubics(_ path: Path) -> [(CGPoint, CGPoint, CGPoint, CGPoint)] {
  var result: [(CGPoint, CGPoint, CGPoint, CGPoint)] = []
  var current = CGPoint.zero
  for element in path.elements {
    switch element {
    case .move(let p), .line(let p): current = p
    case .curve(let p, let c1, let c2):
      result.append((current, c1, c2, p))
      current = p
    case .quadCurve(let p, _): current = p
    case .closeSubpath: break
    }
  }
  return result
}

/// Signed curvature of a cubic at t = 0 or 1 from its first and second derivatives.
private func curvature(_ c: (CGPoint, CGPoint, CGPoint, CGPoint), atEnd: Bool) -> Double {
  let (p0, p1, p2, p3) = c
  let d1: CGPoint, d2: CGPoint
  if atEnd {
    d1 = CGPoint(x: 3 * (p3.x - p2.x), y: 3 * (p3.y - p2.y))
    d2 = CGPoint(x: 6 * (p3.x - 2 * p2.x + p1.x), y: 6 * (p3.y - 2 * p2.y + p1.y))
  } else {
    d1 = CGPoint(x: 3 * (p1.x - p0.x), y: 3 * (p1.y - p0.y))
    d2 = CGPoint(x: 6 * (p2.x - 2 * p1.x + p0.x), y: 6 * (p2.y - 2 * p1.y + p0.y))
  }
  let speed = hypot(d1.x, d1.y)
  return (d1.x * d2.y - d1.y * d2.x) / (speed * speed * speed)
}

@Suite struct RoundedRectTests {
  let rect = CGRect(x: 10, y: 20, width: 100, height: 60)

  @Test func circularAreaMatchesFormula() {
    let r = 15.0
    let path = Path(roundedRect: rect, cornerRadius: r, style: .circular)
    let expected = 100 * 60 - (4 - Double.pi) * r * r
    #expect(abs(area(path) - expected) < 1e-5 * expected)
  }

  @Test func circularCornersMeetTheEdgesOneRadiusFromEachCorner() {
    let r = 15.0
    let points = Set(endPoints(Path(roundedRect: rect, cornerRadius: r, style: .circular)).map {
      CGPoint(x: ($0.x * 1e6).rounded() / 1e6, y: ($0.y * 1e6).rounded() / 1e6)
    })
    let tangentPoints = [
      CGPoint(x: 95, y: 20), CGPoint(x: 110, y: 35), CGPoint(x: 110, y: 65), CGPoint(x: 95, y: 80),
      CGPoint(x: 25, y: 80), CGPoint(x: 10, y: 65), CGPoint(x: 10, y: 35), CGPoint(x: 25, y: 20),
    ]
    for p in tangentPoints { #expect(points.contains(p), "missing tangent point \(p)") }
  }

  @Test func circularCornerPointsLieOnTheirCircles() {
    let r = 15.0
    let centres = [
      CGPoint(x: 25, y: 35), CGPoint(x: 95, y: 35), CGPoint(x: 25, y: 65), CGPoint(x: 95, y: 65),
    ]
    for p in sampledPolygons(Path(roundedRect: rect, cornerRadius: r, style: .circular)).joined() {
      let onEdge = abs(p.x - 10) < 1e-9 || abs(p.x - 110) < 1e-9 || abs(p.y - 20) < 1e-9 || abs(p.y - 80) < 1e-9
      let onArc = centres.contains { abs(distance(p, $0) - r) < 1e-4 }
      #expect(onEdge || onArc, "\(p) is neither on an edge nor on a corner circle")
    }
  }

  @Test func pathStartsAtThreeOClockAndRunsClockwise() {
    for style in [RoundedCornerStyle.circular, .continuous] {
      for r in [0.0, 10.0] {
        let path = Path(roundedRect: rect, cornerRadius: r, style: style)
        #expect(path.elements.first == .move(to: CGPoint(x: 110, y: 50)))
        // Clockwise on screen (y down) is a positive shoelace sum.
        #expect(sampledPolygons(path).map(signedArea).reduce(0, +) > 0)
      }
    }
  }

  @Test func continuousCornerLeavesTheEdgeAtAppleExtent() {
    let r = 10.0
    let points = endPoints(Path(roundedRect: rect, cornerRadius: r, style: .continuous))
    let extent = 1.528665 * r
    // Top-trailing corner: the top edge ends at maxX − extent, the side starts at minY + extent.
    #expect(points.contains { abs($0.x - (110 - extent)) < 1e-6 && $0.y == 20 })
    #expect(points.contains { $0.x == 110 && abs($0.y - (20 + extent)) < 1e-6 })
  }

  @Test func continuousCornerIsSymmetricAcrossItsDiagonalAndTheAxes() {
    let square = CGRect(x: -50, y: -50, width: 100, height: 100)
    let polygon = sampledPolygons(Path(roundedRect: square, cornerRadius: 20, style: .continuous), steps: 100)[0]
    func distanceToOutline(_ q: CGPoint) -> Double {
      polygon.indices.map { distance(q, toSegment: polygon[$0], polygon[($0 + 1) % polygon.count]) }.min()!
    }
    for p in stride(from: 0, to: polygon.count, by: 19).map({ polygon[$0] }) {
      for mirrored in [CGPoint(x: p.y, y: p.x), CGPoint(x: -p.x, y: p.y), CGPoint(x: p.x, y: -p.y)] {
        #expect(distanceToOutline(mirrored) < 1e-3, "mirror \(mirrored) of \(p) is off the outline")
      }
    }
  }

  @Test func continuousCornerLiesBetweenTheCircularCornersOfRadiusRAndOfItsExtent() {
    // Corner frame: the top-leading corner of a big rect at the origin, edges on the axes.
    let r = 10.0
    let extent = 1.528665 * r
    let path = Path(roundedRect: CGRect(x: 0, y: 0, width: 200, height: 200), cornerRadius: r, style: .continuous)
    var checked = 0
    for p in sampledPolygons(path, steps: 100).joined() where p.x < extent && p.y < extent {
      // Inside the circular corner of radius r (on or beyond its arc, seen from the corner).
      if p.x < r && p.y < r {
        // The arc is the usual cubic approximation, which strays by up to `ellipseRadialError`.
        #expect(distance(p, CGPoint(x: r, y: r)) <= r * (1 + ellipseRadialError) + 1e-9, "\(p) is outside the circular corner")
      }
      // Outside the circular corner of radius `extent`: closer to the corner than its arc.
      #expect(distance(p, CGPoint(x: extent, y: extent)) >= extent - 1e-6, "\(p) is inside the wide corner")
      // Inside the square.
      #expect(p.x >= -1e-9 && p.y >= -1e-9)
      checked += 1
    }
    #expect(checked > 100)
  }

  @Test func continuousCornerHasNoJumpInCurvature() {
    let r = 10.0
    let pieces = cubics(Path(roundedRect: rect, cornerRadius: r, style: .continuous))
    // Per corner: lead-in, one arc piece (a 42° arc), lead-out.
    #expect(pieces.count == 12)
    for corner in 0..<4 {
      let lead = pieces[3 * corner], arc = pieces[3 * corner + 1], out = pieces[3 * corner + 2]
      #expect(abs(curvature(lead, atEnd: false)) < 1e-9, "curvature leaving the edge")
      #expect(abs(abs(curvature(lead, atEnd: true)) - 1 / r) < 1e-6, "curvature entering the arc")
      #expect(abs(abs(curvature(arc, atEnd: false)) - 1 / r) < 1e-3)
      #expect(abs(abs(curvature(out, atEnd: false)) - 1 / r) < 1e-6, "curvature leaving the arc")
      #expect(abs(curvature(out, atEnd: true)) < 1e-9, "curvature meeting the edge")
    }
  }

  @Test func radiusOfHalfTheSideMakesASquareACircleInBothStyles() {
    for style in [RoundedCornerStyle.circular, .continuous] {
      for radius in [50.0, 80.0, 1e9] {
        let path = Path(roundedRect: CGRect(x: 0, y: 0, width: 100, height: 100), cornerRadius: radius, style: style)
        for p in sampledPolygons(path).joined() {
          #expect(abs(distance(p, CGPoint(x: 50, y: 50)) - 50) < 1e-3, "\(style) r=\(radius): \(p)")
        }
      }
    }
  }

  @Test func oversizedRadiusClampsToHalfTheShorterSide() {
    let clamped = Path(roundedRect: rect, cornerRadius: 500, style: .circular)
    let expected = 100 * 60 - (4 - Double.pi) * 30 * 30
    #expect(abs(area(clamped) - expected) < 1e-5 * expected)
  }

  @Test func negativeNaNAndInfiniteRadiiGiveAPlainRectangle() {
    for radius in [-5.0, .nan, -.infinity] {
      let path = Path(roundedRect: rect, cornerRadius: radius, style: .continuous)
      #expect(abs(area(path) - 6000) < 1e-9, "radius \(radius)")
      #expect(!path.elements.contains { if case .curve = $0 { true } else { false } })
    }
  }

  @Test func nonFiniteRectAddsNothingAndEmptyRectStaysFinite() {
    #expect(Path(roundedRect: CGRect(x: Double.nan, y: 0, width: 10, height: 10), cornerRadius: 3).isEmpty)
    #expect(Path(roundedRect: CGRect(x: 0, y: 0, width: Double.infinity, height: 10), cornerRadius: 3).isEmpty)
    for size in [CGSize.zero, CGSize(width: -20, height: 10), CGSize(width: 0, height: 30)] {
      let path = Path(roundedRect: CGRect(origin: CGPoint(x: 5, y: 5), size: size), cornerRadius: 4)
      #expect(endPoints(path).allSatisfy { $0.x.isFinite && $0.y.isFinite })
      #expect(area(path) < 1e-9 || size.width < 0)
    }
  }

  @Test func unevenCornersEachUseTheirOwnRadius() {
    var path = Path()
    let radii = RectangleCornerRadii(topLeading: 5, bottomLeading: 10, bottomTrailing: 20, topTrailing: 0)
    path.addRoundedRect(in: rect, cornerRadii: radii, style: .circular)
    let expected = 6000 - (4 - Double.pi) / 4 * (25 + 100 + 400)
    #expect(abs(area(path) - expected) < 1e-5 * expected)
    let points = endPoints(path)
    #expect(points.contains(CGPoint(x: 110, y: 20)), "square top-trailing corner")
    #expect(points.contains { abs($0.x - 15) < 1e-9 && $0.y == 20 }, "top-leading tangent point")
    #expect(points.contains { abs($0.x - 90) < 1e-9 && $0.y == 80 }, "bottom-trailing tangent point")
  }

  @Test func ellipticalCornerSizeUsesBothRadii() {
    let path = Path(roundedRect: rect, cornerSize: CGSize(width: 20, height: 10), style: .circular)
    let expected = 6000 - (4 - Double.pi) * 20 * 10
    #expect(abs(area(path) - expected) < 1e-5 * expected)
  }
}
