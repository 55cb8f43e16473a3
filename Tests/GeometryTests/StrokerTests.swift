import Foundation
import Testing
@testable import Geometry

@Suite struct StrokerTests {
  let center = CGPoint(x: 150, y: 120)
  let radius = 100.0
  let width = 12.0
  var h: Double { width / 2 }

  func line(from a: CGPoint, to b: CGPoint) -> Path {
    var path = Path()
    path.move(to: a)
    path.addLine(to: b)
    return path
  }

  /// An L: right along y = 0 for 100, then down (on screen) for 100.
  func corner(_ join: CGLineJoin, miterLimit: CGFloat = 10) -> Path {
    var path = Path()
    path.addLines([CGPoint(x: 0, y: 0), CGPoint(x: 100, y: 0), CGPoint(x: 100, y: 100)])
    return path.strokedPath(StrokeStyle(lineWidth: 10, lineJoin: join, miterLimit: miterLimit))
  }

  /// Records what a stroker streams, as path elements.
  final class RecordingSink: StrokeOutlineSink {
    var elements: [Path.Element] = []
    func move(to p: CGPoint) { elements.append(.move(to: p)) }
    func line(to p: CGPoint) { elements.append(.line(to: p)) }
    func closeContour() { elements.append(.closeSubpath) }
  }

  @Test func streamedOutlineIsStrokedPathMappedPointForPoint() {
    // The sink route must send exactly strokedPath's polygons, each point through the
    // transform (a rotation, scale and shift, mapped here with the 2×3 matrix by hand).
    var path = circlePath(center: center, radius: radius).trimmedPath(from: 0, to: 0.7)
    path.addLine(to: CGPoint(x: 20, y: 30))
    let style = StrokeStyle(lineWidth: 9, lineCap: .round, lineJoin: .miter, dash: [40, 15])
    let t = Transform(a: 2.4, b: 0.7, c: -0.7, d: 2.4, tx: 13, ty: -5)
    let sink = RecordingSink()
    path.strokeOutline(style, tolerance: 0.004, transform: t, into: sink)
    func map(_ p: CGPoint) -> CGPoint {
      CGPoint(x: 2.4 * p.x - 0.7 * p.y + 13, y: 0.7 * p.x + 2.4 * p.y - 5)
    }
    let expected = path.strokedPath(style, tolerance: 0.004).elements
    #expect(sink.elements.count == expected.count)
    for (got, want) in zip(sink.elements, expected) {
      switch (got, want) {
      case (.move(let a), .move(let b)), (.line(let a), .line(let b)):
        #expect((a - map(b)).length < 1e-9)
      case (.closeSubpath, .closeSubpath): break
      default: Issue.record("element kinds differ: \(got) vs \(want)")
      }
    }
  }

  @Test func strokeIsMadeOfLinesOnly() {
    var path = circlePath(center: center, radius: radius).trimmedPath(from: 0, to: 0.62)
    path.addQuadCurve(to: CGPoint(x: 0, y: 0), control: CGPoint(x: 30, y: 90))
    let stroked = path.strokedPath(StrokeStyle(lineWidth: 5, lineCap: .round, lineJoin: .round))
    #expect(!stroked.isEmpty)
    #expect(stroked.elements.allSatisfy {
      switch $0 {
      case .move, .line, .closeSubpath: true
      case .quadCurve, .curve: false
      }
    })
  }

  @Test func strokedCircleAreaIsTheAnnulus() {
    let stroked = circlePath(center: center, radius: radius).strokedPath(StrokeStyle(lineWidth: width))
    let area = shoelaceArea(stroked)
    let expected = Double.pi * ((radius + h) * (radius + h) - (radius - h) * (radius - h))
    #expect(abs(area / expected - 1) <= 1e-3)
  }

  @Test func strokedCircleIsTwoOppositelyWoundContours() {
    let stroked = circlePath(center: center, radius: radius).strokedPath(StrokeStyle(lineWidth: width))
    let areas = contours(of: stroked).map(signedArea)
    #expect(areas.count == 2)
    #expect(areas.count == 2 && areas[0] * areas[1] < 0)
  }

  @Test func strokedCircleOuterContourIsOneSmoothConvexPolygon() {
    let stroked = circlePath(center: center, radius: radius).strokedPath(StrokeStyle(lineWidth: width))
    guard let outer = contours(of: stroked).max(by: { abs(signedArea($0)) < abs(signedArea($1)) }) else {
      Issue.record("no contours"); return
    }
    // Convex with small, same-signed turns everywhere: no join slivers, no seams.
    var turns: [Double] = []
    for i in outer.indices {
      let a = outer[i], b = outer[(i + 1) % outer.count], c = outer[(i + 2) % outer.count]
      let u = CGPoint(x: b.x - a.x, y: b.y - a.y), v = CGPoint(x: c.x - b.x, y: c.y - b.y)
      turns.append(atan2(u.x * v.y - u.y * v.x, u.x * v.x + u.y * v.y))
    }
    let sameSign = turns.allSatisfy { $0 > 0 } || turns.allSatisfy { $0 < 0 }
    #expect(sameSign)
    #expect(turns.map(abs).max() ?? 1 < 0.1)
    #expect(abs(abs(turns.reduce(0, +)) - 2 * Double.pi) < 1e-9)
  }

  @Test func strokedCircleOutlineIsWithinToleranceOfTheOffsetCircles() {
    let tolerance = 0.01
    let stroked = circlePath(center: center, radius: radius)
      .strokedPath(StrokeStyle(lineWidth: width), tolerance: tolerance)
    for polygon in contours(of: stroked) {
      let target = distance(polygon[0], center) > radius ? radius + h : radius - h
      for i in polygon.indices {
        let a = polygon[i], b = polygon[(i + 1) % polygon.count]
        let mid = CGPoint(x: (a.x + b.x) / 2, y: (a.y + b.y) / 2)
        // Vertices may sit off the circle by the cubics' own radial error.
        #expect(abs(distance(a, center) - target) <= tolerance)
        #expect(abs(distance(mid, center) - target) <= tolerance)
      }
    }
  }

  @Test func roundCappedArcAreaIsTheBandPlusOneDisc() {
    let arc = circlePath(center: center, radius: radius).trimmedPath(from: 0, to: 0.62)
    let stroked = arc.strokedPath(StrokeStyle(lineWidth: width, lineCap: .round))
    let polygons = contours(of: stroked)
    #expect(polygons.count == 1)
    let area = abs(polygons.map(signedArea).reduce(0, +))
    let band = 0.62 * Double.pi * ((radius + h) * (radius + h) - (radius - h) * (radius - h))
    let expected = band + Double.pi * h * h
    #expect(abs(area / expected - 1) <= 1e-3)
  }

  @Test func roundCapsOfTheTrimmedArcSitAtItsEnds() {
    // The cap's far point lies h beyond the arc's end along its tangent (clockwise on screen).
    let theta = 0.62 * 2 * Double.pi
    let end = CGPoint(x: center.x + radius * cos(theta), y: center.y + radius * sin(theta))
    let tangent = CGPoint(x: -sin(theta), y: cos(theta))
    let tip = CGPoint(x: end.x + h * tangent.x, y: end.y + h * tangent.y)
    let stroked = circlePath(center: center, radius: radius).trimmedPath(from: 0, to: 0.62)
      .strokedPath(StrokeStyle(lineWidth: width, lineCap: .round))
    let nearest = endPoints(stroked).map { distance($0, tip) }.min() ?? .infinity
    #expect(nearest <= 0.02)
  }

  @Test func buttCappedLineAreaIsLengthTimesWidth() {
    let stroked = line(from: CGPoint(x: 10, y: 20), to: CGPoint(x: 70, y: 100))  // length 100
      .strokedPath(StrokeStyle(lineWidth: 8))
    #expect(abs(shoelaceArea(stroked) - 800) <= 1e-9)
  }

  @Test func squareCapsAddHalfTheWidthSquaredPerEnd() {
    let stroked = line(from: CGPoint(x: 10, y: 20), to: CGPoint(x: 70, y: 100))
      .strokedPath(StrokeStyle(lineWidth: 8, lineCap: .square))
    let expected: Double = 800 + 2 * 8 * 8 / 2
    #expect(abs(shoelaceArea(stroked) - expected) <= 1e-9)
  }

  @Test func roundCapsAddOneDisc() {
    let stroked = line(from: CGPoint(x: 10, y: 20), to: CGPoint(x: 70, y: 100))
      .strokedPath(StrokeStyle(lineWidth: 8, lineCap: .round))
    let area = shoelaceArea(stroked)
    #expect(abs(area - (800 + Double.pi * 16)) <= 1e-3 * area)
  }

  @Test func miterJoinFillsTheCornerSquare() {
    // Two 100 × 10 bands overlapping in a 5 × 5 square, plus the 5 × 5 miter corner.
    #expect(abs(nonzeroArea(corner(.miter)) - 2000) <= 0.05)
  }

  @Test func bevelJoinCutsTheCornerDiagonally() {
    let expected: Double = 2000 - 12.5
    #expect(abs(nonzeroArea(corner(.bevel)) - expected) <= 0.05)
  }

  @Test func roundJoinIsAQuarterDisc() {
    let expected: Double = 2000 - 25 + Double.pi * 25 / 4
    #expect(abs(nonzeroArea(corner(.round)) - expected) <= 0.05)
  }

  @Test func miterBeyondTheLimitFallsBackToBevel() {
    // A right angle's miter is √2 widths long.
    #expect(abs(nonzeroArea(corner(.miter, miterLimit: 1.41)) - nonzeroArea(corner(.bevel))) <= 0.05)
    #expect(abs(nonzeroArea(corner(.miter, miterLimit: 1.42)) - 2000) <= 0.05)
  }

  @Test func crossingStrokesOfOppositeDirectionsDoNotCancel() {
    var path = Path()
    path.addLines([CGPoint(x: 0, y: 50), CGPoint(x: 100, y: 50)])
    path.addLines([CGPoint(x: 50, y: 100), CGPoint(x: 50, y: 0)])
    let stroked = path.strokedPath(StrokeStyle(lineWidth: 10))
    #expect(abs(nonzeroArea(stroked) - (2000 - 100)) <= 0.05)
  }

  @Test func closedSquareStrokeIsAFrame() {
    let stroked = Path(CGRect(x: 0, y: 0, width: 100, height: 100)).strokedPath(StrokeStyle(lineWidth: 10))
    #expect(abs(nonzeroArea(stroked) - (110 * 110 - 90 * 90)) <= 0.05)
  }

  @Test func zeroLengthSubpathWithRoundCapsIsADot() {
    let stroked = line(from: CGPoint(x: 5, y: 5), to: CGPoint(x: 5, y: 5))
      .strokedPath(StrokeStyle(lineWidth: 10, lineCap: .round))
    // An outline within the tolerance 0.01 of the disc's edge is within 0.01 × perimeter.
    #expect(abs(shoelaceArea(stroked) - Double.pi * 25) <= 0.01 * 2 * Double.pi * 5)
  }

  @Test func emptyPathStrokesToNothing() {
    #expect(Path().strokedPath(StrokeStyle(lineWidth: 4)).isEmpty)
  }

  @Test func zeroOrNegativeWidthStrokesToNothing() {
    let circle = circlePath(center: center, radius: radius)
    #expect(circle.strokedPath(StrokeStyle(lineWidth: 0)).isEmpty)
    #expect(circle.strokedPath(StrokeStyle(lineWidth: -3)).isEmpty)
    #expect(circle.strokedPath(StrokeStyle(lineWidth: .nan)).isEmpty)
  }

  @Test func nonFinitePathStrokesToNothing() {
    var path = Path()
    path.move(to: .zero)
    path.addLine(to: CGPoint(x: 1, y: Double.nan))
    #expect(path.strokedPath(StrokeStyle(lineWidth: 4, lineCap: .round)).isEmpty)
  }

  @Test func zeroToleranceStillFinishes() {
    let stroked = circlePath(center: center, radius: radius)
      .strokedPath(StrokeStyle(lineWidth: width, lineCap: .round), tolerance: 0)
    #expect(!stroked.isEmpty)
  }
}
