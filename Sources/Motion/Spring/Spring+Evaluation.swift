import Foundation

// Closed-form evaluation of a damped spring (docs/SEMANTICS.md §1.3).
//
// What: the displacement x(t) and velocity x′(t) of a unit-mass spring released at x = 0 with
// velocity v0 and pulled toward a target T, plus its settling time.
// Why this shape: x is linear in T and v0, so each branch (under-, critically, overdamped) is
// written as two scalar coefficients, `x = T·α(t) + v0·β(t)`. That makes one formula serve
// every VectorArithmetic type, and the velocity is the pair of coefficient derivatives.
// What it refuses to do: it never integrates numerically (the fluid spring animation does,
// on purpose, in FluidSpringIntegrator); non-finite parameters produce non-finite results.

extension Spring {
  /// The coefficients of `T` and `v0` in the displacement at `t`, and their time derivatives.
  private func coefficients(time t: Double) -> (
    target: Double, velocity: Double, targetRate: Double, velocityRate: Double
  ) {
    if omega > 0 {
      let envelope = exp(-decay * t)
      let (s, c) = (sin(omega * t), cos(omega * t))
      return (
        target: 1 - envelope * (c + decay * s / omega),
        velocity: envelope * s / omega,
        targetRate: envelope * s * (decay * decay + omega * omega) / omega,
        velocityRate: envelope * (c - decay * s / omega)
      )
    } else if omega == 0 {
      let envelope = exp(-decay * t)
      return (
        target: 1 - envelope * (1 + decay * t),
        velocity: envelope * t,
        targetRate: envelope * decay * decay * t,
        velocityRate: envelope * (1 - decay * t)
      )
    } else {
      let slow = -omega - decay  // the root nearer zero
      let fast = omega - decay
      let (slowTerm, fastTerm) = (exp(slow * t), exp(fast * t))
      let gap = slow - fast  // −2ω > 0
      return (
        target: 1 + (fast * slowTerm - slow * fastTerm) / gap,
        velocity: (slowTerm - fastTerm) / gap,
        targetRate: slow * fast * (slowTerm - fastTerm) / gap,
        velocityRate: (slow * slowTerm - fast * fastTerm) / gap
      )
    }
  }

  /// The displacement from the start toward `target` after `time` seconds, for a spring released
  /// at rest position 0 with `initialVelocity` (units/s).
  public func value<V: VectorArithmetic>(
    target: V, initialVelocity: V = .zero, time: TimeInterval
  ) -> V {
    let k = coefficients(time: time)
    return target.scaled(by: k.target) + initialVelocity.scaled(by: k.velocity)
  }

  /// The velocity (units/s) after `time` seconds of the motion
  /// `value(target:initialVelocity:time:)`.
  public func velocity<V: VectorArithmetic>(
    target: V, initialVelocity: V = .zero, time: TimeInterval
  ) -> V {
    let k = coefficients(time: time)
    return target.scaled(by: k.targetRate) + initialVelocity.scaled(by: k.velocityRate)
  }

  /// The value after `time` seconds of a spring moving from `fromValue` to `toValue`.
  public func value<V: VectorArithmetic>(
    fromValue: V, toValue: V, initialVelocity: V = .zero, time: TimeInterval
  ) -> V {
    fromValue + value(target: toValue - fromValue, initialVelocity: initialVelocity, time: time)
  }

  /// The velocity after `time` seconds of a spring moving from `fromValue` to `toValue`.
  public func velocity<V: VectorArithmetic>(
    fromValue: V, toValue: V, initialVelocity: V = .zero, time: TimeInterval
  ) -> V {
    velocity(target: toValue - fromValue, initialVelocity: initialVelocity, time: time)
  }

  /// Advances `value` and `velocity` by `deltaTime` seconds toward `target`, exactly.
  public func update<V: VectorArithmetic>(
    value: inout V, velocity: inout V, target: V, deltaTime: TimeInterval
  ) {
    let remaining = target - value
    let newVelocity = self.velocity(target: remaining, initialVelocity: velocity, time: deltaTime)
    value += self.value(target: remaining, initialVelocity: velocity, time: deltaTime)
    velocity = newVelocity
  }

  /// The force on the mass at `position` moving at `velocity`:
  /// `k·(target − position) − c·velocity`.
  public func force<V: VectorArithmetic>(target: V, position: V, velocity: V) -> V {
    (target - position).scaled(by: stiffness) - velocity.scaled(by: damping)
  }

  /// The time (seconds) after which the motion stays within `epsilon` of `target`.
  ///
  /// Underdamped springs use the envelope bound `ln((|T·decay − v0| + |T|)/ε)/decay`.
  /// Critically and overdamped springs are scanned in 0.1 s steps (at most 1024) for the first
  /// time from which the distance stays below `epsilon` for more than 1 s, so that answer is a
  /// multiple of 0.1 s, as SwiftUI's (docs/SEMANTICS.md §1.3). An undamped spring never settles
  /// (`.infinity`).
  public func settlingDuration<V: VectorArithmetic>(
    target: V, initialVelocity: V = .zero, epsilon: Double
  ) -> TimeInterval {
    guard decay > 0 else { return .infinity }
    if omega > 0 {
      let reach =
        (target.scaled(by: decay) - initialVelocity).magnitudeSquared.squareRoot()
        + target.magnitudeSquared.squareRoot()
      return max(0, -log(epsilon / reach) / decay)
    }
    let step = 0.1
    var settledSince: Double? = nil
    for index in 0..<1024 {
      let t = Double(index) * step
      let distance = (target - value(target: target, initialVelocity: initialVelocity, time: t))
        .magnitudeSquared.squareRoot()
      if distance < epsilon {
        let since = settledSince ?? t
        if t - since > 1 { return since }
        settledSince = since
      } else {
        settledSince = nil
      }
    }
    return settledSince ?? Double(1024) * step
  }
}
