import Foundation
import Testing
@testable import Geometry

@Suite struct FlattenTests {
  let center = CGPoint(x: 150, y: 120)
  let radius = 100.0
  let tolerance = 0.01

  func flattenedCircle() -> Polyline {
    let polylines = circlePath(center: center, radius: radius).flattened(tolerance: tolerance)
    precondition(polylines.count == 1)
    return polylines[0]
  }

  @Test func circleFlattensToOneClosedPolyline() {
    let polylines = circlePath(center: center, radius: radius).flattened(tolerance: tolerance)
    #expect(polylines.count == 1)
    #expect(polylines.first?.isClosed == true)
  }

  @Test func flattenedCircleVerticesLieOnTheCircle() {
    // The cubics themselves stray from the circle by at most ellipseRadialError·R, outwards.
    let worst = flattenedCircle().points.map { abs(distance($0, center) - radius) }.max() ?? 0
    #expect(worst <= ellipseRadialError * radius + 1e-9)
  }

  @Test func flattenedCircleChordsSagAtMostTheTolerance() {
    let points = flattenedCircle().points
    var worst = 0.0
    for i in points.indices {
      let a = points[i], b = points[(i + 1) % points.count]
      let mid = CGPoint(x: (a.x + b.x) / 2, y: (a.y + b.y) / 2)
      worst = max(worst, radius - distance(mid, center))
    }
    #expect(worst <= tolerance)
    #expect(worst > tolerance / 10)  // and it does not waste chords far below the tolerance
  }

  @Test func flattenedCircleUsesAtMostTwiceTheOptimalChordCount() {
    let optimal = (Double.pi / acos(1 - tolerance / radius)).rounded(.up)
    #expect(Double(flattenedCircle().points.count) <= 2 * optimal)
  }

  @Test func flattenedCubicStaysWithinToleranceOfTheCurve() {
    let (p0, p1, p2, p3) = (
      CGPoint(x: 0, y: 0), CGPoint(x: 120, y: -80), CGPoint(x: -40, y: 160), CGPoint(x: 90, y: 70)
    )
    var path = Path()
    path.move(to: p0)
    path.addCurve(to: p3, control1: p1, control2: p2)
    let points = path.flattened(tolerance: 0.05)[0].points
    var worst = 0.0
    for k in 0...4000 {
      let q = bezier(p0, p1, p2, p3, Double(k) / 4000)
      var best = Double.infinity
      for i in 1..<points.count { best = min(best, distance(q, toSegment: points[i - 1], points[i])) }
      worst = max(worst, best)
    }
    #expect(worst <= 0.05)
  }

  @Test func flattenedQuadStaysWithinToleranceOfTheCurve() {
    let (a, c, b) = (CGPoint(x: 0, y: 0), CGPoint(x: 50, y: 200), CGPoint(x: 100, y: 0))
    var path = Path()
    path.move(to: a)
    path.addQuadCurve(to: b, control: c)
    let points = path.flattened(tolerance: 0.02)[0].points
    var worst = 0.0
    for k in 0...4000 {
      let t = Double(k) / 4000, s = 1 - t
      let q = CGPoint(
        x: s * s * a.x + 2 * s * t * c.x + t * t * b.x, y: s * s * a.y + 2 * s * t * c.y + t * t * b.y)
      var best = Double.infinity
      for i in 1..<points.count { best = min(best, distance(q, toSegment: points[i - 1], points[i])) }
      worst = max(worst, best)
    }
    #expect(worst <= 0.02)
    #expect(points.first == a && points.last == b)
  }

  @Test func rectangleFlattensToItsFourCorners() {
    let polylines = Path(CGRect(x: 1, y: 2, width: 3, height: 4)).flattened(tolerance: 0.01)
    #expect(polylines == [Polyline(points: [
      CGPoint(x: 1, y: 2), CGPoint(x: 4, y: 2), CGPoint(x: 4, y: 6), CGPoint(x: 1, y: 6),
    ], isClosed: true)])
  }

  @Test func eachSubpathIsItsOwnPolyline() {
    var path = Path()
    path.addLines([CGPoint(x: 0, y: 0), CGPoint(x: 10, y: 0)])
    path.addLines([CGPoint(x: 0, y: 5), CGPoint(x: 10, y: 5), CGPoint(x: 10, y: 9)])
    let polylines = path.flattened(tolerance: 0.01)
    #expect(polylines.map(\.points.count) == [2, 3])
    #expect(polylines.allSatisfy { !$0.isClosed })
  }

  @Test func emptyPathFlattensToNothing() {
    #expect(Path().flattened(tolerance: 0.01).isEmpty)
  }

  @Test func nonFinitePathFlattensToNothing() {
    var nan = Path()
    nan.move(to: .zero)
    nan.addCurve(to: CGPoint(x: 10, y: 0), control1: CGPoint(x: Double.nan, y: 1), control2: .zero)
    var infinite = Path()
    infinite.move(to: .zero)
    infinite.addLine(to: CGPoint(x: Double.infinity, y: 0))
    #expect(nan.flattened(tolerance: 0.01).isEmpty)
    #expect(infinite.flattened(tolerance: 0.01).isEmpty)
  }

  @Test func zeroToleranceIsCappedNotEndless() {
    let points = circlePath(center: center, radius: radius).flattened(tolerance: 0)[0].points
    #expect(points.count <= 8 * 10_000)
    #expect(points.count > 8 * 1_000)
  }

  @Test func hugeCurveIsCappedNotEndless() {
    var path = Path()
    path.move(to: .zero)
    path.addCurve(
      to: CGPoint(x: 1e300, y: 0), control1: CGPoint(x: 0, y: 1e300), control2: CGPoint(x: 1e300, y: 1e300))
    let count = path.flattened(tolerance: 0.01).first?.points.count ?? 0
    #expect(count <= 10_001)
  }
}
