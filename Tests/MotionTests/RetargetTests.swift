import Testing

@testable import Motion

/// A new animated change while a run is in flight (docs/SEMANTICS.md §0).
@Suite struct RetargetTests {
  /// The value on screen: `model − interval + offset`.
  private func presented(model: Double, _ run: inout AnimationRun<Double>, at t: Double) -> Double?
  {
    run.offset(at: t).map { model - run.interval + $0 }
  }

  /// Reversing a spring just as it comes to rest (|v| and |F| under 0.06 but not yet reported
  /// finished) sends it back: the change's total interval is then 0, so the 1 % tolerance says
  /// nothing, and the merged spring has not yet pulled toward its new target. It must run —
  /// a fresh `.smooth` spring is at .371 of its way 0.1 s in (docs/SEMANTICS.md §1.4 table),
  /// and a merged one within a few hundredths of that — not end at once.
  @Test func reversingASpringAsItSettlesRunsBack() {
    var run = AnimationRun(animation: .smooth, interval: 100.0, startTime: 0)
    var t = 0.0
    // Find the last 1/300-s step at which the first spring still runs.
    while run.offset(at: t + 1.0 / 300) != nil { t += 1.0 / 300 }
    var reversed = run
    reversed.retarget(animation: .smooth, interval: -100, at: t)
    #expect(presented(model: 0, &reversed, at: t) != nil)
    let back = presented(model: 0, &reversed, at: t + 0.1) ?? .nan
    #expect(abs(back - (100 - 37.1)) < 3, "\(back)")
  }

  @Test func mergingSpringKeepsThePresentedValue() {
    var run = AnimationRun(animation: .smooth, interval: 100.0, startTime: 0)
    let before = presented(model: 100, &run, at: 0.2) ?? .nan
    run.retarget(animation: .snappy, interval: 50, at: 0.2)
    let after = presented(model: 150, &run, at: 0.2) ?? .nan
    #expect(isClose(before, after, within: 1e-9), "\(before) → \(after)")
  }

  @Test func mergingSpringKeepsTheVelocity() {
    var run = AnimationRun(animation: .smooth, interval: 100.0, startTime: 0)
    _ = run.offset(at: 0.2)
    let before = run.velocity ?? .nan
    run.retarget(animation: .bouncy, interval: -30, at: 0.21)
    let after = run.velocity ?? .nan
    // Between 0.2 and 0.21 the smooth spring decelerates by at most k·|I| = (4π)²·100 per s²;
    // the merged spring must start within that much of the old velocity, not at rest.
    #expect(isClose(after, before, within: 0.01 * 158 * 100), "\(before) → \(after)")
    #expect(after > 0.5 * before)
  }

  @Test func mergedSpringHasNoKinkOnTheNextFrames() {
    // Slopes of the presented value just before and just after the merge agree (1/300 s steps,
    // one integrator step each): no jump in velocity.
    var run = AnimationRun(animation: .smooth, interval: 100.0, startTime: 0)
    let h = 1.0 / 300
    let a = presented(model: 100, &run, at: 0.3 - h) ?? .nan
    let b = presented(model: 100, &run, at: 0.3) ?? .nan
    run.retarget(animation: .smooth, interval: 40, at: 0.3)
    let c = presented(model: 140, &run, at: 0.3 + h) ?? .nan
    let (slopeBefore, slopeAfter) = ((b - a) / h, (c - b) / h)
    #expect(isClose(slopeAfter, slopeBefore, within: 0.05 * abs(slopeBefore) + 1))
  }

  @Test func mergedSpringSettlesOnTheNewTarget() {
    var run = AnimationRun(animation: .smooth, interval: 100.0, startTime: 0)
    _ = run.offset(at: 0.2)
    run.retarget(animation: .smooth, interval: 50, at: 0.2)
    var last = Double.nan
    for frame in 25...300 {
      guard let offset = run.offset(at: Double(frame) / 120) else { break }
      last = offset
    }
    #expect(run.isFinished && run.interval == 150)
    #expect(isClose(last, 150, within: 1.5))  // settles within 1 % of the interval
  }

  @Test func mergedSpringLogicallyCompletesAResponseAfterTheMerge() {
    var run = AnimationRun(animation: .smooth, interval: 1.0, startTime: 0)
    _ = run.offset(at: 0.2)
    run.retarget(animation: .snappy, interval: 1, at: 0.2)
    _ = run.offset(at: 0.68)
    #expect(!run.isLogicallyComplete)
    _ = run.offset(at: 0.72)
    #expect(run.isLogicallyComplete)
  }

  @Test func earlierGenerationCompletesWhenItWouldHaveAlone() {
    // docs/SEMANTICS.md §0 / §2: listeners from before a retarget fire when the old animation alone
    // would have logically completed (smooth: 0.5 s), not with the merged one (0.2 + 0.5 s).
    var run = AnimationRun(animation: .smooth, interval: 1.0, startTime: 0)
    _ = run.offset(at: 0.2)
    run.retarget(animation: .smooth, interval: 1, at: 0.2)
    _ = run.offset(at: 0.49)
    #expect(!run.isLogicallyComplete(generation: 0))
    _ = run.offset(at: 0.55)
    #expect(run.isLogicallyComplete(generation: 0))
    #expect(!run.isLogicallyComplete(generation: 1))
  }

  @Test func finishingCompletesEveryGeneration() {
    // The old 1 s curve alone would complete at 1.0, but the run ends with the new 0.2 s one.
    var run = AnimationRun(animation: .easeInOut(duration: 1), interval: 10.0, startTime: 0)
    _ = run.offset(at: 0.1)
    run.retarget(animation: .linear(duration: 0.2), interval: 10, at: 0.1)
    _ = run.offset(at: 0.35)
    #expect(run.isFinished && run.isLogicallyComplete(generation: 0))
  }

  @Test func blendedResponseEasesIntoTheNewSpring() {
    // A 1 s spring replaced by a 0.2 s one with blendDuration 0.5: at the merge the response is
    // still 1 s (smoothstep 0), so logical completion (t − start ≥ r) waits for the blend.
    var run = AnimationRun(animation: .spring(duration: 1), interval: 1.0, startTime: 0)
    _ = run.offset(at: 0.1)
    run.retarget(animation: .spring(duration: 0.2, blendDuration: 0.5), interval: 1, at: 0.1)
    // At 0.1 + 0.3: p = 0.6, r = 0.2 + 0.8·(1 − 0.36·1.8) = 0.4816 > 0.3.
    _ = run.offset(at: 0.4)
    #expect(!run.isLogicallyComplete)
    // At 0.1 + 0.5: p = 1, r = 0.2 ≤ 0.5.
    _ = run.offset(at: 0.6)
    #expect(run.isLogicallyComplete)
  }

  @Test func combinedTimingCurvesFollowTheCombineFormula() {
    // off(t) = r0(t) + f1(t − t1)·((I0 + I1) − r0(t)), docs/SEMANTICS.md §0. Old: easeInOut 1 s, I0
    // = 10; new at t1 = 0.4: linear 1 s, I1 = 10. At t = 0.9: r0 = 10·easeInOut(0.9) = 9.8028
    // (docs/SEMANTICS.md §1.6 vector), f1 = 0.5 → 9.8028 + 0.5·(20 − 9.8028) = 14.9014.
    var run = AnimationRun(animation: .easeInOut(duration: 1), interval: 10.0, startTime: 0)
    _ = run.offset(at: 0.4)
    run.retarget(animation: .linear(duration: 1), interval: 10, at: 0.4)
    #expect(isClose(run.offset(at: 0.9) ?? .nan, 14.9014, within: 1e-3))
  }

  @Test func combinationHoldsFinishedOldAnimationAtItsEnd() {
    // After the old curve ends (t > 1) r0 = I0 = 10; at t = 1.2, f1 = 0.8 → 10 + 0.8·10 = 18.
    var run = AnimationRun(animation: .easeInOut(duration: 1), interval: 10.0, startTime: 0)
    _ = run.offset(at: 0.4)
    run.retarget(animation: .linear(duration: 1), interval: 10, at: 0.4)
    _ = run.offset(at: 1.1)
    #expect(isClose(run.offset(at: 1.2) ?? .nan, 18, within: 1e-4))
  }

  @Test func combinationFinishesWithTheNewestAnimation() {
    var run = AnimationRun(animation: .easeInOut(duration: 1), interval: 10.0, startTime: 0)
    _ = run.offset(at: 0.4)
    run.retarget(animation: .linear(duration: 0.3), interval: 10, at: 0.4)
    #expect(run.offset(at: 0.7) != nil)
    #expect(run.offset(at: 0.71) == nil)  // the old curve would still run until 1.0
    #expect(run.interval == 20)
  }

  @Test func combiningKeepsThePresentedValue() {
    var run = AnimationRun(animation: .easeIn(duration: 1), interval: 10.0, startTime: 0)
    let before = presented(model: 10, &run, at: 0.5) ?? .nan
    run.retarget(animation: .easeOut(duration: 1), interval: -4, at: 0.5)
    let after = presented(model: 6, &run, at: 0.5) ?? .nan
    #expect(isClose(before, after, within: 1e-9))
  }

  @Test func springInterruptingACurveStartsAtRestFromItsValue() {
    // Timing curves report no velocity, so the merged spring starts at rest (docs/SEMANTICS.md
    // §1.4).
    var run = AnimationRun(animation: .linear(duration: 1), interval: 10.0, startTime: 0)
    _ = run.offset(at: 0.5)
    run.retarget(animation: .smooth, interval: 10, at: 0.5)
    #expect(run.velocity == 0)
    #expect(isClose(run.offset(at: 0.5) ?? .nan, 5, within: 1e-5))
  }

  @Test func retargetingAFinishedRunStartsFromItsEnd() {
    var run = AnimationRun(animation: .linear(duration: 0.2), interval: 10.0, startTime: 0)
    _ = run.offset(at: 0.3)
    #expect(run.isFinished)
    run.retarget(animation: .linear(duration: 1), interval: 10, at: 0.5)
    #expect(!run.isFinished)
    #expect(isClose(run.offset(at: 1.0) ?? .nan, 15, within: 1e-5))
  }
}
