import Foundation

// The fluid spring: SwiftUI's runtime for every `spring(...)` animation (docs/SEMANTICS.md §1.4).
//
// What: a unit-mass damped spring pulling the animated offset toward the change's interval,
// advanced by a fixed-step leapfrog (velocity-Verlet) integrator at 300 Hz.
// Why integrate instead of using the closed form: the target can move under the spring (merging
// a new change keeps position and velocity and just moves the target; a blend changes the
// stiffness over time), and SwiftUI itself integrates. Its output at time t is the state at the
// first 1/300 s step at or after t, up to 3.3 ms ahead of the analytic curve; we match that.
// "Finished" follows SwiftUI's absolute thresholds: |v| and |F| at most 0.06 in the value's own
// units, and within 1 % of the interval, so a 100-point move settles later than an opacity fade.
// Deliberate difference: SwiftUI integrates only the last 1/60 s after a gap of more than 1 s
// (an app that stalled should not replay the stall). Flipbook catches up on gaps, because a
// video frame must be a function of its time alone: rendering one golden frame at 2.5 s must
// give the same picture as rendering every frame before it. Only gaps longer than ten minutes
// are cut short (no useful spring is still moving then), so a wild time cannot hang the loop.

/// The parameters of a fluid spring animation.
package struct FluidSpring: Hashable, Sendable {
  /// The undamped period in seconds; ≤ 0 means an infinitely stiff spring (stiffness clamps).
  package var response: Double
  /// ζ: 1 is critical, below 1 bounces.
  package var dampingFraction: Double
  /// Seconds over which a change of response (when merging) is eased in; 0 switches at once.
  package var blendDuration: Double

  /// The integrator step, 1/300 s.
  package static let step = 1.0 / 300
  /// The longest gap between evaluations that is integrated step by step, in seconds.
  package static let longestCatchUp = 600.0
  /// Stiffness never exceeds this (it keeps the explicit integrator stable at 300 Hz).
  package static let maximumStiffness = 45_000.0
}

/// The mutable state of one fluid spring. Times are on the animation's clock (seconds).
package struct FluidSpringState<Value: VectorArithmetic>: Sendable {
  /// The displacement from the start of the change, running toward the interval.
  package var offset: Value = .zero
  package var velocity: Value = .zero
  /// The last computed force (acceleration, as the mass is 1).
  package var force: Value = .zero
  /// The time the integrator has reached.
  package var time = 0.0
  /// When this spring took over (0, or the time it merged with a previous animation).
  package var startTime = 0.0
  /// When the response blend started, and how much longer the previous response was.
  package var blendStart = 0.0
  package var blendInterval = 0.0

  package init() {}
}

extension FluidSpring {
  /// The response in effect at `time`: the previous spring's response blended into ours with a
  /// smoothstep over `blendDuration`.
  private func effectiveResponse<Value>(at time: Double, state: FluidSpringState<Value>) -> Double {
    guard blendDuration > 0, state.blendInterval != 0 else { return response }
    let p = min(max((time - state.blendStart) / blendDuration, 0), 1)
    return response + state.blendInterval * (1 - p * p * (3 - 2 * p))
  }

  /// The first time at which `response` (as blended at that time) has elapsed since the spring
  /// started: the spring's logical completion. Without a blend that is `startTime + response`;
  /// with one, the root of `t − startTime − r(t)`, found by scanning in 1-ms steps and
  /// bisecting the first crossing.
  package func logicalCompletionTime<Value>(state: FluidSpringState<Value>) -> Double {
    let lag = { (t: Double) in t - state.startTime - self.effectiveResponse(at: t, state: state) }
    guard blendDuration > 0, state.blendInterval != 0 else { return state.startTime + response }
    var low = state.startTime
    let end = state.startTime + max(response, response + state.blendInterval)
    var high = low
    while high < end, lag(high) < 0 { low = high; high = min(end, high + 0.001) }
    guard lag(high) >= 0 else { return end }
    for _ in 0..<50 where high - low > 1e-12 {
      let middle = (low + high) / 2
      if lag(middle) >= 0 { high = middle } else { low = middle }
    }
    return high
  }

  /// Integrates `state` up to `time` toward `target` and returns the offset, or `nil` once the
  /// spring has settled. Sets `isLogicallyComplete` once `response` (plus blend) has elapsed
  /// since the spring started.
  package func animate<Value: VectorArithmetic>(
    target: Value, time: Double, state: inout FluidSpringState<Value>,
    isLogicallyComplete: inout Bool
  ) -> Value? {
    let r = effectiveResponse(at: time, state: state)
    let stiffness = min(
      r > 0 ? (2 * Double.pi / r) * (2 * Double.pi / r) : 1, Self.maximumStiffness)
    let damping = 2 * stiffness.squareRoot() * dampingFraction
    if time - state.startTime >= r - AnimationEvaluator<Value>.completionTolerance { isLogicallyComplete = true }
    if time - state.time > Self.longestCatchUp { state.time = time - Self.longestCatchUp }

    let h = Self.step
    while state.time < time {
      let halfVelocity = state.velocity + state.force.scaled(by: h / 2)
      state.offset += halfVelocity.scaled(by: h)
      state.force = (target - state.offset).scaled(by: stiffness) - halfVelocity.scaled(by: damping)
      state.velocity = halfVelocity + state.force.scaled(by: h / 2)
      state.time += h
    }

    // Not one step since the spring started or merged: its force is not yet the one toward
    // this target (a merge keeps the old spring's velocity, not its force), so whether it has
    // settled cannot be told yet. Deciding from the stale values would end a spring merged just
    // as the previous one came to rest — a reversed flight would snap to its end.
    if state.time <= state.startTime { return state.offset }
    // Still moving: |v| or |F| above 0.06.
    if max(state.velocity.magnitudeSquared, state.force.magnitudeSquared) > 0.0036 {
      return state.offset
    }
    let tolerance = target.scaled(by: 0.01).magnitudeSquared
    if tolerance > 0 && tolerance < (target - state.offset).magnitudeSquared {
      return state.offset
    }
    return nil
  }
}
