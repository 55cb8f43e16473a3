import Testing

@testable import Motion

@Suite struct TimingCurveTests {
  /// docs/SEMANTICS.md §1.6 test vectors.
  @Test func easeInOutMatchesReferenceVectors() {
    let expected: [(Double, Double)] = [
      (0.1, 0.01972), (0.25, 0.12916), (0.5, 0.5), (0.75, 0.87084), (0.9, 0.98028),
    ]
    for (progress, value) in expected {
      let actual = BezierTimingCurve.easeInOut.value(at: progress)
      #expect(isClose(actual, value, within: 1e-5), "easeInOut(\(progress)) = \(actual)")
    }
  }

  @Test func easeInAndEaseOutMatchReferenceVectors() {
    #expect(isClose(BezierTimingCurve.easeIn.value(at: 0.5), 0.31536, within: 1e-5))
    #expect(isClose(BezierTimingCurve.easeOut.value(at: 0.5), 0.68464, within: 1e-5))
  }

  @Test func valuesAreMultiplesOfTwoToTheMinusTwenty() {
    for progress in stride(from: 0.0, through: 1.0, by: 0.037) {
      let scaled = BezierTimingCurve(0.3, 0.1, 0.2, 0.9).value(at: progress) * 1_048_576
      #expect(scaled == scaled.rounded())
    }
  }

  @Test func curveSolverInvertsX() {
    // Brute force: for a curve parameter u, x(u) and y(u) from the Bernstein form; the curve's
    // value at progress x(u) must be y(u) (to the 2⁻²⁰ rounding plus solver tolerance).
    let (p1x, p1y, p2x, p2y) = (0.25, 0.1, 0.25, 1.0)
    let curve = BezierTimingCurve(p1x, p1y, p2x, p2y)
    for u in stride(from: 0.0, through: 1.0, by: 0.05) {
      let s = 1 - u
      let x = 3 * s * s * u * p1x + 3 * s * u * u * p2x + u * u * u
      let y = 3 * s * s * u * p1y + 3 * s * u * u * p2y + u * u * u
      #expect(isClose(curve.value(at: x), y, within: 1e-5), "u \(u)")
    }
  }

  @Test func bezierRunReachesIntervalAtDurationThenFinishes() {
    var run = AnimationRun(animation: .easeInOut(duration: 0.5), interval: 8.0, startTime: 1)
    #expect(run.logicalCompletionTime(generation: 0) == 1.5)
    #expect(run.offset(at: 1.25) == 4)
    #expect(!run.isLogicallyComplete)
    // Logically complete at its end, which it still shows; removed just after.
    #expect(run.offset(at: 1.5) == 8)
    #expect(run.isLogicallyComplete && !run.isFinished)
    #expect(run.logicalCompletionTime(generation: 0) == nil)
    #expect(run.offset(at: 1.5001) == nil)
    #expect(run.isFinished && run.isLogicallyComplete)
  }

  @Test func bezierRunReportsNoVelocity() {
    var run = AnimationRun(animation: .linear, interval: 1.0, startTime: 0)
    _ = run.offset(at: 0.1)
    #expect(run.velocity == nil)
  }

  @Test func delayHoldsTheStartThenShiftsTheCurve() {
    var run = AnimationRun(animation: .linear(duration: 1).delay(0.5), interval: 10.0, startTime: 0)
    #expect(run.offset(at: 0.25) == 0)
    #expect(isClose(run.offset(at: 1.0) ?? .nan, 5, within: 1e-5))
    #expect(run.offset(at: 1.5) != nil)
    #expect(run.offset(at: 1.51) == nil)
  }

  @Test func speedScalesTime() {
    var run = AnimationRun(animation: .linear(duration: 1).speed(2), interval: 10.0, startTime: 0)
    #expect(isClose(run.offset(at: 0.25) ?? .nan, 5, within: 1e-5))
    #expect(run.offset(at: 0.49) != nil)
    #expect(run.offset(at: 0.51) == nil)
  }

  @Test func speedScalesSpringTime() {
    var fast = AnimationRun(animation: Animation.smooth.speed(2), interval: 1.0, startTime: 0)
    var normal = AnimationRun(animation: .smooth, interval: 1.0, startTime: 0)
    #expect(fast.offset(at: 0.1) == normal.offset(at: 0.2))
  }

  @Test func repeatCountAutoreversesAndStops() {
    let animation = Animation.linear(duration: 1).repeatCount(3, autoreverses: true)
    var run = AnimationRun(animation: animation, interval: 1.0, startTime: 0)
    // Each play starts at the evaluation after the previous one ended (docs/SEMANTICS.md §1.7).
    let expected: [(Double, Double?)] = [
      (0.5, 0.5),  // play 1 forward
      (1.05, 1.0),  // play 1 ended: its end value; play 2 starts at 1.05
      (1.55, 0.5),  // play 2 backward: 1 − 0.5
      (2.1, 0.0),  // play 2 ended at its end (0); play 3 starts at 2.1
      (2.6, 0.5),  // play 3 forward
      (3.2, nil),  // play 3 ended: three plays done
    ]
    for (time, value) in expected {
      let actual = run.offset(at: time)
      if let value {
        #expect(
          isClose(actual ?? .nan, value, within: 1e-5), "t \(time): \(String(describing: actual))")
      } else {
        #expect(actual == nil, "t \(time)")
      }
    }
  }

  @Test func repeatForeverWithoutReverseRestartsFromZero() {
    var run = AnimationRun(
      animation: Animation.linear(duration: 1).repeatForever(autoreverses: false), interval: 1.0,
      startTime: 0)
    _ = run.offset(at: 0.9)
    _ = run.offset(at: 1.1)  // play 1 ends, play 2 starts at 1.1
    #expect(isClose(run.offset(at: 1.35) ?? .nan, 0.25, within: 1e-5))
    #expect(run.offset(at: 100) != nil)
  }

  @Test func logicallyCompleteAfterOverridesTheCurve() {
    var run = AnimationRun(
      animation: Animation.linear(duration: 1).logicallyComplete(after: 0.3), interval: 1.0,
      startTime: 0)
    _ = run.offset(at: 0.29)
    #expect(!run.isLogicallyComplete)
    _ = run.offset(at: 0.3)
    #expect(run.isLogicallyComplete)
  }
}
