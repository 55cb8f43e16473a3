import Foundation
import Testing
@testable import Geometry

@Suite struct ArcTests {
  let center = CGPoint(x: 50, y: 40)
  let r = 20.0

  func arc(from start: Double, to end: Double, clockwise: Bool) -> Path {
    var path = Path()
    path.addArc(
      center: center, radius: r, startAngle: .degrees(start), endAngle: .degrees(end),
      clockwise: clockwise)
    return path
  }

  @Test func counterClockwiseFlagRunsClockwiseOnScreen() {
    // clockwise: false from 0° to 90° is the short quarter through 45°, downwards on screen.
    let path = arc(from: 0, to: 90, clockwise: false)
    #expect(distance(path.currentPoint ?? .zero, CGPoint(x: 50, y: 60)) <= 1e-12)
    #expect(abs(path.length - Double.pi * r / 2) <= ellipseRadialError * Double.pi * r / 2)
    #expect(path.boundingRect.maxY > 59)
  }

  @Test func clockwiseFlagRunsCounterClockwiseOnScreen() {
    // clockwise: true from 0° to 90° goes the long way, over the top (y < centre).
    let path = arc(from: 0, to: 90, clockwise: true)
    #expect(distance(path.currentPoint ?? .zero, CGPoint(x: 50, y: 60)) <= 1e-12)
    #expect(abs(path.length - 1.5 * Double.pi * r) <= ellipseRadialError * 1.5 * Double.pi * r)
    #expect(path.boundingRect.minY < 21)
  }

  @Test func arcStartsASubpathAtItsStartPoint() {
    #expect(arc(from: 180, to: 270, clockwise: false).elements.first == .move(to: CGPoint(x: 30, y: 40)))
  }

  @Test func arcAfterAPointIsJoinedByALine() {
    var path = Path()
    path.move(to: .zero)
    path.addArc(center: center, radius: r, startAngle: .zero, endAngle: .degrees(90), clockwise: false)
    #expect(path.elements[1] == .line(to: CGPoint(x: 70, y: 40)))
  }

  @Test func wholeTurnDrawsAFullCircle() {
    let path = arc(from: 30, to: 390, clockwise: false)
    #expect(abs(path.length - 2 * Double.pi * r) <= ellipseRadialError * 2 * Double.pi * r)
  }

  @Test func equalAnglesDrawNoArc() {
    #expect(arc(from: 30, to: 30, clockwise: true).length == 0)
  }

  @Test func roundedRectHasTheRoundedPerimeter() {
    var path = Path()
    path.addRoundedRect(in: CGRect(x: 0, y: 0, width: 100, height: 60), cornerSize: CGSize(width: 10, height: 10))
    let expected = 2 * (100 + 60) - 8 * 10 + 2 * Double.pi * 10
    // The cubic corners bulge outwards by at most ellipseRadialError of their radius.
    #expect(path.length >= expected - 1e-9)
    #expect(path.length <= expected + ellipseRadialError * 2 * Double.pi * 10)
    #expect(path.boundingRect == CGRect(x: 0, y: 0, width: 100, height: 60))
  }

  @Test func roundedRectAreaLosesTheCornerRemnants() {
    var path = Path()
    path.addRoundedRect(in: CGRect(x: 0, y: 0, width: 100, height: 60), cornerSize: CGSize(width: 10, height: 10))
    let polygon = path.flattened(tolerance: 0.001)[0].points
    let expected = 100 * 60 - (4 - Double.pi) * 100
    // Chords within 0.001 of the corners lose at most 0.001 × the arc length.
    #expect(abs(abs(signedArea(polygon)) - expected) <= 0.001 * 2 * Double.pi * 10 + 1e-6)
  }

  @Test func oversizedCornersAreClampedToHalfTheSide() {
    var path = Path()
    path.addRoundedRect(in: CGRect(x: 0, y: 0, width: 40, height: 40), cornerSize: CGSize(width: 50, height: 50))
    // Radius 20 on a 40 square: a circle.
    #expect(abs(path.length - 2 * Double.pi * 20) <= ellipseRadialError * 2 * Double.pi * 20)
  }
}

@Suite struct StrokeAccuracyTests {
  @Test func strokedCubicOutlineStaysHalfAWidthFromTheCurve() {
    let (p0, p1, p2, p3) = (
      CGPoint(x: 0, y: 0), CGPoint(x: 80, y: -40), CGPoint(x: 170, y: 140), CGPoint(x: 250, y: 60)
    )
    var path = Path()
    path.move(to: p0)
    path.addCurve(to: p3, control1: p1, control2: p2)
    let h = 10.0, tolerance = 0.01
    let outline = contours(of: path.strokedPath(StrokeStyle(lineWidth: 2 * h), tolerance: tolerance))
    #expect(outline.count == 1)
    let samples = (0...2000).map { bezier(p0, p1, p2, p3, Double($0) / 2000) }
    func distanceToCurve(_ q: CGPoint) -> Double {
      let nearest = samples.indices.min { distance(samples[$0], q) < distance(samples[$1], q) } ?? 0
      var best = Double.infinity
      for i in max(1, nearest - 2)...min(samples.count - 1, nearest + 2) {
        best = min(best, distance(q, toSegment: samples[i - 1], samples[i]))
      }
      return best
    }
    // Butt caps: every outline vertex and chord midpoint is h from the curve, except along
    // the two cap lines, which are skipped by looking only at points away from the ends.
    var worst = 0.0
    let polygon = outline.first ?? []
    for i in polygon.indices {
      let a = polygon[i], b = polygon[(i + 1) % polygon.count]
      if distance(a, p0) < h + 1 || distance(a, p3) < h + 1 { continue }
      if distance(b, p0) < h + 1 || distance(b, p3) < h + 1 { continue }
      let mid = CGPoint(x: (a.x + b.x) / 2, y: (a.y + b.y) / 2)
      worst = max(worst, abs(distanceToCurve(a) - h), abs(distanceToCurve(mid) - h))
    }
    #expect(worst <= tolerance)
  }
}
