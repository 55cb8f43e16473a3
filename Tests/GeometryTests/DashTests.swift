import Foundation
import Testing
@testable import Geometry

@Suite struct DashTests {
  /// A straight line from (0, 0) to (`length`, 0).
  func line(_ length: Double, y: Double = 0) -> Path {
    Path { $0.addLines([CGPoint(x: 0, y: y), CGPoint(x: length, y: y)]) }
  }

  /// The horizontal dashes [from, to] along y = `y`, each as `move` + `line`.
  func horizontalDashes(_ spans: [(Double, Double)], y: Double = 0) -> [Path.Element] {
    spans.flatMap { [Path.Element.move(to: CGPoint(x: $0.0, y: y)), .line(to: CGPoint(x: $0.1, y: y))] }
  }

  /// `count` intervals `first + k·period … first + k·period + on`, clipped to 0…`length`.
  func periodicSpans(first: Double, on: Double, period: Double, count: Int, length: Double) -> [(Double, Double)] {
    var spans: [(Double, Double)] = []
    for k in 0..<count {
      let start = first + Double(k) * period
      spans.append((max(start, 0), min(start + on, length)))
    }
    return spans
  }

  /// Whether two element lists have the same kinds in order with points within `tolerance`.
  func nearlyEqual(_ a: [Path.Element], _ b: [Path.Element], tolerance: Double = 1e-9) -> Bool {
    func points(_ e: Path.Element) -> (kind: Int, points: [CGPoint]) {
      switch e {
      case .move(let p): return (0, [p])
      case .line(let p): return (1, [p])
      case .quadCurve(let p, let c): return (2, [p, c])
      case .curve(let p, let c1, let c2): return (3, [p, c1, c2])
      case .closeSubpath: return (4, [])
      }
    }
    guard a.count == b.count else { return false }
    return zip(a, b).allSatisfy { x, y in
      let (px, py) = (points(x), points(y))
      return px.kind == py.kind && zip(px.points, py.points).allSatisfy { distance($0, $1) <= tolerance }
    }
  }

  /// The subpaths of a path, each as its own path.
  func subpaths(of path: Path) -> [Path] {
    var result: [Path] = []
    for element in path.elements {
      if case .move = element { result.append(Path()) }
      result[result.count - 1].append(element)
    }
    return result
  }

  @Test func lineDashesStartEveryPeriodAndRunTheOnLength() {
    // [10, 5] has period 15: dashes at 15k … 15k + 10 while 15k < 100, the last one 90…100.
    let spans = periodicSpans(first: 0, on: 10, period: 15, count: 7, length: 100)
    let dashed = line(100).dashedPath(pattern: [10, 5], phase: 0)
    #expect(nearlyEqual(dashed.elements, horizontalDashes(spans)))
  }

  @Test func phaseShiftsThePatternBackAlongThePath() {
    // Phase 3: the first dash has 7 left; the others start at 15k − 3.
    let spans = periodicSpans(first: -3, on: 10, period: 15, count: 7, length: 100)
    let dashed = line(100).dashedPath(pattern: [10, 5], phase: 3)
    #expect(nearlyEqual(dashed.elements, horizontalDashes(spans)))
  }

  @Test func negativePhaseWrapsModuloThePeriod() {
    // −3 ≡ 12 (mod 15): start 2 into the 5-gap, leaving 3 off; dashes at 15k + 3 … 15k + 13.
    let spans = periodicSpans(first: 3, on: 10, period: 15, count: 7, length: 100)
    let dashed = line(100).dashedPath(pattern: [10, 5], phase: -3)
    #expect(nearlyEqual(dashed.elements, horizontalDashes(spans)))
  }

  @Test func phaseOfWholePeriodsChangesNothing() {
    let path = line(100)
    #expect(path.dashedPath(pattern: [10, 5], phase: 45) == path.dashedPath(pattern: [10, 5], phase: 0))
  }

  @Test func oddPatternIsUsedTwice() {
    let path = line(100)
    let dashed = path.dashedPath(pattern: [10], phase: 0)
    #expect(dashed == path.dashedPath(pattern: [10, 10], phase: 0))
    let spans = periodicSpans(first: 0, on: 10, period: 20, count: 5, length: 100)
    #expect(nearlyEqual(dashed.elements, horizontalDashes(spans)))
  }

  @Test func oddThreeEntryPatternAlternatesOnAndOff() {
    // [4, 2, 1] twice = on 4, off 2, on 1, off 4, on 2, off 1: period 14.
    let dashed = line(14).dashedPath(pattern: [4, 2, 1], phase: 0)
    #expect(nearlyEqual(dashed.elements, horizontalDashes([(0, 4), (6, 7), (11, 13)])))
  }

  @Test func patternRestartsAtEverySubpath() {
    var path = line(20)
    path.addPath(line(20, y: 5))
    let dashed = path.dashedPath(pattern: [10, 5], phase: 3)
    let expected = horizontalDashes([(0, 7), (12, 20)]) + horizontalDashes([(0, 7), (12, 20)], y: 5)
    #expect(nearlyEqual(dashed.elements, expected))
  }

  @Test func zeroOnEntriesGiveZeroLengthSubpathsForCapsToDraw() {
    let dashed = line(25).dashedPath(pattern: [0, 10], phase: 0)
    #expect(nearlyEqual(dashed.elements, horizontalDashes([(0, 0), (10, 10), (20, 20)])))
  }

  @Test func dashesCutCurvesByArcLength() {
    // A straight cubic with uneven control spacing: parameter and arc length disagree, so a
    // dash ending at parameter 0.1 would end near x = 2.9, not at the arc length 10.
    var path = Path()
    path.move(to: .zero)
    path.addCurve(to: CGPoint(x: 100, y: 0), control1: CGPoint(x: 5, y: 0), control2: CGPoint(x: 60, y: 0))
    let dashes = subpaths(of: path.dashedPath(pattern: [10, 20], phase: 0))
    let ends = dashes.compactMap { $0.currentPoint?.x }
    #expect(ends.count == 4)
    #expect(zip(ends, [10.0, 40, 70, 100]).allSatisfy { abs($0 - $1) <= 1e-9 })
  }

  @Test func circleDashesKeepCurvesAsCurves() {
    let dashed = circlePath(center: CGPoint(x: 60, y: 60), radius: 50).dashedPath(pattern: [3.5, 3.5], phase: 0)
    #expect(dashed.elements.allSatisfy {
      switch $0 {
      case .move, .curve: true
      default: false
      }
    })
  }

  @Test func circleDashCountIsTheNumberOfStartedPeriods() {
    // Circumference 2π·50 ≈ 314.16 over period 7 is 44.9 periods: the last one ends in its
    // gap, so no dash wraps through the start and every started period gives one dash.
    let r = 50.0, l = 3.5
    let dashed = circlePath(center: CGPoint(x: 60, y: 60), radius: r).dashedPath(pattern: [l, l], phase: 0)
    #expect(subpaths(of: dashed).count == Int((2 * Double.pi * r / (2 * l)).rounded(.up)))
  }

  @Test func circleDashesCoverHalfTheCircumference() {
    // Every dash is whole here (see above), so the on-length is 45·3.5 = 157.5; half the
    // circumference is 157.08, off by less than one dash.
    let r = 50.0, l = 3.5
    let dashed = circlePath(center: CGPoint(x: 60, y: 60), radius: r).dashedPath(pattern: [l, l], phase: 0)
    let onLength = subpaths(of: dashed).map(\.length).reduce(0, +)
    #expect(abs(onLength - 45 * l) <= 1e-9)
    #expect(abs(onLength - Double.pi * r) <= l)
  }

  @Test func dashSpanningACornerIsOneSubpath() {
    // Perimeter 40 from (0,0) clockwise on screen. [14, 6]: 0…14 turns the first corner,
    // 20…34 turns the third and runs 4 up the closing side.
    let rect = Path(CGRect(x: 0, y: 0, width: 10, height: 10))
    let dashed = rect.dashedPath(pattern: [14, 6], phase: 0)
    let expected: [Path.Element] = [
      .move(to: CGPoint(x: 0, y: 0)), .line(to: CGPoint(x: 10, y: 0)), .line(to: CGPoint(x: 10, y: 4)),
      .move(to: CGPoint(x: 10, y: 10)), .line(to: CGPoint(x: 0, y: 10)), .line(to: CGPoint(x: 0, y: 6)),
    ]
    #expect(nearlyEqual(dashed.elements, expected))
  }

  @Test func dashThroughTheStartOfAClosedSubpathIsOneSubpath() {
    // [12, 4] on perimeter 40: dashes 0…12, 16…28 and 32…44, which wraps to 0…12.
    let rect = Path(CGRect(x: 0, y: 0, width: 10, height: 10))
    let dashed = rect.dashedPath(pattern: [12, 4], phase: 0)
    let expected: [Path.Element] = [
      .move(to: CGPoint(x: 10, y: 6)), .line(to: CGPoint(x: 10, y: 10)), .line(to: CGPoint(x: 2, y: 10)),
      .move(to: CGPoint(x: 0, y: 8)), .line(to: CGPoint(x: 0, y: 0)), .line(to: CGPoint(x: 10, y: 0)),
      .line(to: CGPoint(x: 10, y: 2)),
    ]
    #expect(nearlyEqual(dashed.elements, expected))
  }

  @Test func dashLongerThanAClosedSubpathLeavesItClosed() {
    let rect = Path(CGRect(x: 0, y: 0, width: 10, height: 10))
    #expect(rect.dashedPath(pattern: [50, 5], phase: 0) == rect)
  }

  @Test func invalidPatternsReturnThePathUnchanged() {
    let path = line(100)
    let invalid: [[CGFloat]] = [[], [0], [0, 0, 0], [10, -5], [-10], [.nan, 5], [10, .infinity]]
    for pattern in invalid {
      #expect(path.dashedPath(pattern: pattern, phase: 0) == path, "pattern \(pattern)")
    }
  }

  @Test func nonFinitePhaseCountsAsZero() {
    let path = line(100)
    #expect(path.dashedPath(pattern: [10, 5], phase: .nan) == path.dashedPath(pattern: [10, 5], phase: 0))
  }

  @Test func tinyPatternOnAHugePathIsIgnoredInsteadOfHanging() {
    // 1e7 / 2e-3 = 5e9 dashes, far past the cap: the path comes back solid.
    let path = line(1e7)
    #expect(path.dashedPath(pattern: [1e-3, 1e-3], phase: 0) == path)
  }

  @Test func nonFinitePathGivesNothing() {
    var path = Path()
    path.move(to: .zero)
    path.addLine(to: CGPoint(x: Double.nan, y: 0))
    #expect(path.dashedPath(pattern: [10, 5], phase: 0).isEmpty)
  }
}
