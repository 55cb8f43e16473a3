import Foundation
import Testing
@testable import Geometry

@Suite struct LengthTests {
  @Test func straightCubicMeasuresItsChord() {
    // Control points on the chord but unevenly spaced: the speed varies, the length does not.
    var path = Path()
    path.move(to: CGPoint(x: 0, y: 0))
    path.addCurve(to: CGPoint(x: 30, y: 40), control1: CGPoint(x: 3, y: 4), control2: CGPoint(x: 27, y: 36))
    #expect(abs(path.length - 50) <= 1e-12 * 50)
  }

  @Test func rectangleMeasuresItsPerimeter() {
    #expect(Path(CGRect(x: 5, y: 5, width: 30, height: 20)).length == 100)
  }

  @Test func circleLengthMatchesBruteForceChordSum() {
    let path = circlePath(center: CGPoint(x: 40, y: 60), radius: 100)
    var bruteForce = 0.0
    var current = CGPoint.zero
    for element in path.elements {
      switch element {
      case .move(let p): current = p
      case .curve(let p, let c1, let c2):
        // Chord sums undershoot by about L·(Δθ)²/24: here (π/4/20000)²/24 ≈ 6e-11 relative.
        var previous = current
        for k in 1...20000 {
          let q = bezier(current, c1, c2, p, Double(k) / 20000)
          bruteForce += distance(previous, q)
          previous = q
        }
        current = p
      default: break
      }
    }
    #expect(abs(path.length - bruteForce) <= 1e-9 * bruteForce)
  }

  @Test func circleLengthIsTwoPiRWithinTheCubicConstructionError() {
    let r = 100.0
    let length = circlePath(center: .zero, radius: r).length
    // The cubics bulge outwards by at most ellipseRadialError·R, which bounds the excess length.
    #expect(length >= 2 * Double.pi * r * (1 - 1e-12))
    #expect(length <= 2 * Double.pi * r * (1 + ellipseRadialError))
  }

  @Test func nonFinitePathHasZeroLength() {
    var path = Path()
    path.move(to: .zero)
    path.addLine(to: CGPoint(x: Double.nan, y: 0))
    #expect(path.length == 0)
  }
}

@Suite struct TrimTests {
  let center = CGPoint(x: 150, y: 120)
  let radius = 100.0
  var circle: Path { circlePath(center: center, radius: radius) }

  @Test func trimmedCircleStartsAtThreeOClock() {
    let start = circle.trimmedPath(from: 0, to: 0.62).elements.first
    #expect(start == .move(to: CGPoint(x: center.x + radius, y: center.y)))
  }

  @Test func trimmedCircleEndsClockwiseOnScreenAtTheFractionOfATurn() {
    let theta = 0.62 * 2 * Double.pi
    let expected = CGPoint(x: center.x + radius * cos(theta), y: center.y + radius * sin(theta))
    let end = circle.trimmedPath(from: 0, to: 0.62).currentPoint ?? .zero
    #expect(distance(end, expected) <= 1e-4 * radius)
  }

  @Test func trimmedCircleHasTheFractionOfTheLength() {
    let trimmed = circle.trimmedPath(from: 0, to: 0.62)
    #expect(abs(trimmed.length - 0.62 * circle.length) <= 1e-9 * circle.length)
    #expect(abs(trimmed.length / (0.62 * 2 * Double.pi * radius) - 1) <= ellipseRadialError)
  }

  @Test func trimmedCircleKeepsCurvesAsCurves() {
    let elements = circle.trimmedPath(from: 0.1, to: 0.62).elements
    #expect(elements.dropFirst().allSatisfy { if case .curve = $0 { true } else { false } })
  }

  @Test func trimmedClosedSubpathIsOpen() {
    let trimmed = circle.trimmedPath(from: 0, to: 0.99)
    #expect(!trimmed.elements.contains(.closeSubpath))
  }

  @Test func wholeRangeReturnsThePathUnchanged() {
    #expect(circle.trimmedPath(from: 0, to: 1) == circle)
    #expect(circle.trimmedPath(from: -0.5, to: 3) == circle)
  }

  @Test func emptyRangeGivesAnEmptyPath() {
    #expect(circle.trimmedPath(from: 0.5, to: 0.5).isEmpty)
    #expect(circle.trimmedPath(from: 0.7, to: 0.2).isEmpty)
    #expect(circle.trimmedPath(from: 1.5, to: 2).isEmpty)
    #expect(circle.trimmedPath(from: .nan, to: 0.5).isEmpty)
  }

  @Test func trimCutsCurvesByArcLengthNotByParameter() {
    // A straight cubic with uneven control spacing: parameter and arc length disagree.
    var path = Path()
    path.move(to: CGPoint(x: 0, y: 0))
    path.addCurve(to: CGPoint(x: 100, y: 0), control1: CGPoint(x: 5, y: 0), control2: CGPoint(x: 60, y: 0))
    let trimmed = path.trimmedPath(from: 0.3, to: 0.6)
    guard case .move(let start) = trimmed.elements.first, let end = trimmed.currentPoint else {
      Issue.record("trimmed path has no start"); return
    }
    #expect(abs(start.x - 30) <= 1e-9 && abs(end.x - 60) <= 1e-9)
  }

  @Test func trimFractionsSpanAllSubpaths() {
    var path = Path()
    path.addLines([CGPoint(x: 0, y: 0), CGPoint(x: 10, y: 0)])
    path.addLines([CGPoint(x: 0, y: 5), CGPoint(x: 10, y: 5)])
    let trimmed = path.trimmedPath(from: 0.25, to: 0.75)
    #expect(trimmed.elements == [
      .move(to: CGPoint(x: 5, y: 0)), .line(to: CGPoint(x: 10, y: 0)),
      .move(to: CGPoint(x: 0, y: 5)), .line(to: CGPoint(x: 5, y: 5)),
    ])
  }

  @Test func trimOfClosedRectangleIncludesTheClosingSide() {
    // Perimeter 40, running (0,0) → (10,0) → (10,10) → (0,10) → back: 30…35 lies on the
    // closing side, from (0, 10) up to (0, 5).
    let rect = Path(CGRect(x: 0, y: 0, width: 10, height: 10))
    let trimmed = rect.trimmedPath(from: 0.75, to: 0.875)
    #expect(trimmed.elements == [.move(to: CGPoint(x: 0, y: 10)), .line(to: CGPoint(x: 0, y: 5))])
  }
}
