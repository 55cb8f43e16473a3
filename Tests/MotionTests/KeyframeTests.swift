import Foundation
import Testing

@testable import Motion

// Expected values are computed here from the formulas of docs/SEMANTICS.md §6 and §1.3, written out
// independently of the implementation: Hermite basis, hand-derived tangents, spring closed forms.

/// Cubic Hermite on one segment: `s` in [0, 1], tangents in units per second over `duration`.
private func hermite(
  _ p0: Double, _ m0: Double, _ p1: Double, _ m1: Double, duration d: Double, at s: Double
) -> Double {
  let h00 = (1 + 2 * s) * (1 - s) * (1 - s)
  let h10 = s * (1 - s) * (1 - s)
  let h01 = s * s * (3 - 2 * s)
  let h11 = s * s * (s - 1)
  return h00 * p0 + h10 * d * m0 + h01 * p1 + h11 * d * m1
}

/// A critically damped spring of perceptual duration `response` (ω = 2π/response) released at 0
/// with velocity `v0` toward `target`: `T − e^(−ωt)·(T + (T·ω − v0)·t)`.
private func criticalSpring(
  target: Double, initialVelocity v0: Double = 0, response: Double, time t: Double
) -> Double {
  let omega = 2 * Double.pi / response
  return target - exp(-omega * t) * (target + (target * omega - v0) * t)
}

/// A value with two animated properties.
private struct Pose {
  var x: Double = 0
  var y: Double = 0
}

@Suite struct KeyframeTests {
  @Test func linearKeyframesInterpolateInSequence() {
    let timeline = KeyframeTimeline(initialValue: 0.0) {
      KeyframeTrack {
        LinearKeyframe(10.0, duration: 2)
        LinearKeyframe(4.0, duration: 1)
      }
    }
    #expect(timeline.duration == 3)
    let expected: [(Double, Double)] = [(0, 0), (0.5, 2.5), (2, 10), (2.5, 7), (3, 4)]
    for (time, value) in expected {
      #expect(isClose(timeline.value(time: time), value, within: 1e-12), "t \(time)")
    }
  }

  @Test func linearKeyframeShapesProgressWithItsTimingCurve() {
    let timeline = KeyframeTimeline(initialValue: 0.0) {
      KeyframeTrack {
        LinearKeyframe(10.0, duration: 1, timingCurve: .circularEaseIn)
        LinearKeyframe(20.0, duration: 2, timingCurve: .easeInOut)
      }
    }
    // circularEaseIn at 0.6: 1 − √(1 − 0.36) = 0.2.
    #expect(isClose(timeline.value(time: 0.6), 2, within: 1e-12))
    // easeInOut at 0.25 (docs/SEMANTICS.md §1.6 vector 0.12916), from 10 to 20.
    #expect(isClose(timeline.value(time: 1.5), 10 + 10 * 0.12916, within: 1e-4))
  }

  @Test func timeIsClampedToTheTimeline() {
    let timeline = KeyframeTimeline(initialValue: 1.0) {
      LinearKeyframe(3.0, duration: 2)
    }
    #expect(timeline.value(time: -1) == 1)
    #expect(timeline.value(time: 10) == 3)
  }

  @Test func consecutiveCubicKeyframesFormATimeWeightedCatmullRomSpline() {
    // Points 0 → 1 → 3 → 2 at times 0, 1, 3, 4. Tangents by hand:
    // start 0 (at rest), at 1: (3 − 0)/(3 − 0) = 1, at 3: (2 − 1)/(4 − 1) = 1/3, end 0.
    let timeline = KeyframeTimeline(initialValue: 0.0) {
      KeyframeTrack {
        CubicKeyframe(1.0, duration: 1)
        CubicKeyframe(3.0, duration: 2)
        CubicKeyframe(2.0, duration: 1)
      }
    }
    let expected: [(time: Double, value: Double)] = [
      (0.5, hermite(0, 0, 1, 1, duration: 1, at: 0.5)),
      (1.5, hermite(1, 1, 3, 1.0 / 3, duration: 2, at: 0.25)),
      (2, hermite(1, 1, 3, 1.0 / 3, duration: 2, at: 0.5)),
      (3.6, hermite(3, 1.0 / 3, 2, 0, duration: 1, at: 0.6)),
    ]
    for (time, value) in expected {
      #expect(isClose(timeline.value(time: time), value, within: 1e-12), "t \(time)")
    }
    // Spot check of the hand arithmetic: at t = 2, 0.5 + 0.25 + 1.5 − 1/12.
    #expect(isClose(timeline.value(time: 2), 2.25 - 1.0 / 12, within: 1e-12))
  }

  @Test func cubicKeyframeTakesVelocityFromALinearNeighbour() {
    // Linear 0 → 2 over 1 s ends at 2/s; the cubic starts with it and ends at rest.
    let after = KeyframeTimeline(initialValue: 0.0) {
      LinearKeyframe(2.0, duration: 1)
      CubicKeyframe(4.0, duration: 2)
    }
    #expect(isClose(after.value(time: 2), hermite(2, 2, 4, 0, duration: 2, at: 0.5), within: 1e-12))
    // A cubic before a linear 2 → 5 over 1 s ends at 3/s.
    let before = KeyframeTimeline(initialValue: 0.0) {
      CubicKeyframe(2.0, duration: 1)
      LinearKeyframe(5.0, duration: 1)
    }
    #expect(
      isClose(before.value(time: 0.5), hermite(0, 0, 2, 3, duration: 1, at: 0.5), within: 1e-12))
  }

  @Test func explicitCubicVelocitiesOverrideTheDerivedOnes() {
    let timeline = KeyframeTimeline(initialValue: 0.0) {
      CubicKeyframe(1.0, duration: 1, startVelocity: 2, endVelocity: -1)
    }
    #expect(
      isClose(timeline.value(time: 0.3), hermite(0, 2, 1, -1, duration: 1, at: 0.3), within: 1e-12))
  }

  @Test func springKeyframeFollowsTheSpringClosedForm() {
    // Spring(duration: 0.5) is critically damped with ω = 4π.
    let timeline = KeyframeTimeline(initialValue: 0.0) {
      SpringKeyframe(1.0, duration: 1, spring: Spring(duration: 0.5))
    }
    for t in [0.05, 0.1, 0.25, 0.6] {
      let expected = criticalSpring(target: 1, response: 0.5, time: t)
      #expect(isClose(timeline.value(time: t), expected, within: 1e-12), "t \(t)")
    }
  }

  @Test func underdampedSpringKeyframeOvershoots() {
    // ζ = 0.5, ω0 = 2π: decay π, ωd = 2π√0.75. From 2 toward 3 (T = 1), at rest.
    let timeline = KeyframeTimeline(initialValue: 2.0) {
      SpringKeyframe(3.0, duration: 2, spring: Spring(duration: 1, bounce: 0.5))
    }
    let (decay, omega) = (Double.pi, 2 * Double.pi * 0.75.squareRoot())
    for t in [0.2, 0.45, 0.9] {
      let x = 1 - exp(-decay * t) * (decay * sin(omega * t) / omega + cos(omega * t))
      #expect(isClose(timeline.value(time: t), 2 + x, within: 1e-12), "t \(t)")
    }
    #expect(timeline.value(time: 0.45) > 3)
  }

  @Test func springKeyframeStartsWithThePreviousKeyframesVelocity() {
    // Linear 0 → 1 over 1 s ends at 1/s; the spring then moves 1 → 3 (T = 2) with v0 = 1.
    let timeline = KeyframeTimeline(initialValue: 0.0) {
      LinearKeyframe(1.0, duration: 1)
      SpringKeyframe(3.0, duration: 0.5, spring: Spring(duration: 0.5))
    }
    let expected = 1 + criticalSpring(target: 2, initialVelocity: 1, response: 0.5, time: 0.2)
    #expect(isClose(timeline.value(time: 1.2), expected, within: 1e-12))
  }

  @Test func explicitSpringStartVelocityWins() {
    let timeline = KeyframeTimeline(initialValue: 0.0) {
      LinearKeyframe(1.0, duration: 1)
      SpringKeyframe(3.0, duration: 0.5, spring: Spring(duration: 0.5), startVelocity: -4)
    }
    let expected = 1 + criticalSpring(target: 2, initialVelocity: -4, response: 0.5, time: 0.2)
    #expect(isClose(timeline.value(time: 1.2), expected, within: 1e-12))
  }

  @Test func springKeyframeWithoutDurationRunsForItsSettlingDuration() {
    // docs/SEMANTICS.md §1.3: Spring.smooth (the default Spring()) settles in 0.8 s.
    let timeline = KeyframeTimeline(initialValue: 0.0) {
      SpringKeyframe(1.0)
    }
    #expect(isClose(timeline.duration, 0.8, within: 1e-9))
  }

  /// Open question 5, our reading: a cut spring hands its `to` to the next keyframe.
  @Test func cutSpringHandsItsTargetToTheNextKeyframe() {
    let timeline = KeyframeTimeline(initialValue: 0.0) {
      SpringKeyframe(10.0, duration: 0.1, spring: Spring(duration: 0.5))
      LinearKeyframe(20.0, duration: 1)
    }
    // The spring has covered only 1 − e^(−0.4π)(1 + 0.4π) ≈ 36% by 0.1 s.
    #expect(timeline.value(time: 0.0999) < 5)
    #expect(timeline.value(time: 0.1) == 10)
    #expect(isClose(timeline.value(time: 0.6), 15, within: 1e-12))
  }

  /// Open question 5, our reading: a cubic before a spring with no start velocity takes the
  /// Catmull-Rom tangent across their shared point, and the spring starts with it.
  @Test func cubicBeforeSpringSharesTheCatmullRomTangent() {
    // Points 0 → 1 → 3 at times 0, 1, 2: tangent at 1 is (3 − 0)/(2 − 0) = 1.5.
    let timeline = KeyframeTimeline(initialValue: 0.0) {
      CubicKeyframe(1.0, duration: 1)
      SpringKeyframe(3.0, duration: 1, spring: Spring(duration: 0.5))
    }
    #expect(
      isClose(timeline.value(time: 0.5), hermite(0, 0, 1, 1.5, duration: 1, at: 0.5), within: 1e-12))
    let spring = 1 + criticalSpring(target: 2, initialVelocity: 1.5, response: 0.5, time: 0.2)
    #expect(isClose(timeline.value(time: 1.2), spring, within: 1e-12))
  }

  @Test func cubicAfterSpringStartsWithTheSpringsEndVelocity() {
    // Critical spring from rest, T = 1: velocity T·ω²·t·e^(−ωt), ω = 4π, at t = 0.2.
    let omega = 4 * Double.pi
    let v = omega * omega * 0.2 * exp(-omega * 0.2)
    let timeline = KeyframeTimeline(initialValue: 0.0) {
      SpringKeyframe(1.0, duration: 0.2, spring: Spring(duration: 0.5))
      CubicKeyframe(2.0, duration: 1)
    }
    #expect(
      isClose(timeline.value(time: 0.7), hermite(1, v, 2, 0, duration: 1, at: 0.5), within: 1e-9))
  }

  @Test func moveKeyframeJumpsWithoutTakingTime() {
    let timeline = KeyframeTimeline(initialValue: 0.0) {
      LinearKeyframe(5.0, duration: 1)
      MoveKeyframe(100.0)
      LinearKeyframe(200.0, duration: 1)
    }
    #expect(timeline.duration == 2)
    #expect(isClose(timeline.value(time: 0.999), 4.995, within: 1e-9))
    #expect(timeline.value(time: 1) == 100)
    #expect(isClose(timeline.value(time: 1.5), 150, within: 1e-12))
  }

  @Test func cubicAfterMoveStartsAtRest() {
    let timeline = KeyframeTimeline(initialValue: 0.0) {
      LinearKeyframe(5.0, duration: 1)
      MoveKeyframe(10.0)
      CubicKeyframe(12.0, duration: 1)
    }
    #expect(
      isClose(timeline.value(time: 1.5), hermite(10, 0, 12, 0, duration: 1, at: 0.5), within: 1e-12))
  }

  @Test func tracksAnimateTheirOwnPropertiesInParallel() {
    let timeline = KeyframeTimeline(initialValue: Pose(x: 1, y: 2)) {
      KeyframeTrack(\.x) { LinearKeyframe(11, duration: 1) }
      KeyframeTrack(\.y) { LinearKeyframe(6, duration: 2) }
    }
    let pose = timeline.value(time: 0.5)
    #expect(isClose(pose.x, 6, within: 1e-12) && isClose(pose.y, 3, within: 1e-12))
  }

  @Test func timelineLastsAsLongAsItsLongestTrackAndEndedTracksHold() {
    let timeline = KeyframeTimeline(initialValue: Pose()) {
      KeyframeTrack(\.x) { LinearKeyframe(10, duration: 1) }
      KeyframeTrack(\.y) {
        LinearKeyframe(4, duration: 1.5)
        LinearKeyframe(0, duration: 1.5)
      }
    }
    #expect(timeline.duration == 3)
    let pose = timeline.value(time: 2.25)
    #expect(pose.x == 10)
    #expect(isClose(pose.y, 2, within: 1e-12))
  }

  @Test func progressScalesTheTimelinesDuration() {
    let timeline = KeyframeTimeline(initialValue: Pose()) {
      KeyframeTrack(\.x) { LinearKeyframe(10, duration: 1) }
      KeyframeTrack(\.y) { LinearKeyframe(4, duration: 2) }
    }
    let quarter = timeline.value(progress: 0.25)  // t = 0.5
    #expect(isClose(quarter.x, 5, within: 1e-12) && isClose(quarter.y, 1, within: 1e-12))
    let beyond = timeline.value(progress: 3)
    #expect(beyond.x == 10 && beyond.y == 4)
  }

  @Test func lastDeclaredTrackWinsOnTheSameProperty() {
    let timeline = KeyframeTimeline(initialValue: Pose()) {
      KeyframeTrack(\.x) { LinearKeyframe(10, duration: 1) }
      KeyframeTrack(\.x) { LinearKeyframe(-10, duration: 2) }
    }
    #expect(isClose(timeline.value(time: 0.5).x, -2.5, within: 1e-12))
    #expect(isClose(timeline.value(time: 1.5).x, -7.5, within: 1e-12))
  }

  @Test func keyframesOutsideATrackFormOneWholeValueTrack() {
    let timeline = KeyframeTimeline(initialValue: 0.0) {
      LinearKeyframe(1.0, duration: 1)
      LinearKeyframe(3.0, duration: 1)
    }
    #expect(timeline.duration == 2)
    #expect(isClose(timeline.value(time: 1.5), 2, within: 1e-12))
  }

  @Test func multiComponentValuesAnimateEveryComponent() {
    let timeline = KeyframeTimeline(initialValue: CGPoint(x: 0, y: 10)) {
      KeyframeTrack {
        LinearKeyframe(CGPoint(x: 4, y: 0), duration: 2)
      }
    }
    #expect(timeline.value(time: 0.5) == CGPoint(x: 1, y: 7.5))
  }

  @Test func buildersAcceptConditionalsAndLoops() {
    let bounce = true
    let timeline = KeyframeTimeline(initialValue: Pose()) {
      KeyframeTrack(\.x) {
        for step in 1...3 {
          LinearKeyframe(Double(step), duration: 1)
        }
        if bounce {
          MoveKeyframe(0)
        }
      }
      if !bounce {
        KeyframeTrack(\.y) { LinearKeyframe(1, duration: 10) }
      }
    }
    #expect(timeline.duration == 3)
    #expect(isClose(timeline.value(time: 2.5).x, 2.5, within: 1e-12))
  }

  @Test func emptyTimelineHoldsItsInitialValue() {
    let timeline = KeyframeTimeline(initialValue: Pose(x: 3, y: 4)) {
      KeyframeTrack(\.x) {}
    }
    #expect(timeline.duration == 0)
    #expect(timeline.value(time: 1).x == 3)
  }
}
