import Foundation

// The state machine behind one `Animation` driving one value (SwiftUI's animation state and
// context, docs/SEMANTICS.md §0 and §1).
//
// What: `animate(value:time:)` returns the offset (from zero toward `value`, the interval) at
// `time` seconds on the animation's own clock, or nil once finished; `merging` and `combining`
// implement what happens when a new animated change arrives while this one runs.
// Why an enum tree: an animation is a tree of engines (fluid spring, timing curve, interpolating
// spring) and wrappers (delay, speed, repeat, logical completion, combination); each node keeps
// exactly the state it needs, and the whole thing stays a value type, so copying a run (to
// fork a completion listener) copies its state.
// What it refuses to do: know about clocks or frames. Times are plain seconds.

/// The running state of an animation tree for values of type `Value`.
package indirect enum AnimationEvaluator<Value: VectorArithmetic>: Sendable {
  case fluidSpring(FluidSpring, FluidSpringState<Value>)
  case bezier(BezierTimingCurve, duration: Double)
  case interpolatingSpring(Spring, initialVelocity: Double, settlingDuration: Double)
  case delay(Double, AnimationEvaluator)
  case speed(Double, AnimationEvaluator)
  case repeating(RepeatState<Value>)
  case logicallyComplete(after: Double, AnimationEvaluator)
  /// Animations started while earlier ones were running, oldest first (docs/SEMANTICS.md §0,
  /// "Combine").
  case combined([CombinedEntry<Value>])

  /// An animation that has already ended at `interval`: it reports nil and no velocity, merges
  /// and combines as an animation resting at its end.
  package static func finished(interval: Value) -> AnimationEvaluator {
    .combined([CombinedEntry(evaluator: nil, cumulativeInterval: interval, startTime: 0)])
  }

  /// A fresh state for `kind`, not yet evaluated.
  package init(_ kind: Animation.Kind) {
    switch kind {
    case .fluidSpring(let response, let dampingFraction, let blendDuration):
      self = .fluidSpring(
        FluidSpring(
          response: response, dampingFraction: dampingFraction, blendDuration: blendDuration),
        FluidSpringState())
    case .bezier(let curve, let duration):
      self = .bezier(curve, duration: duration)
    case .interpolatingSpring(let mass, let stiffness, let damping, let initialVelocity):
      let spring = Spring(mass: mass, stiffness: stiffness, damping: damping)
      self = .interpolatingSpring(
        spring, initialVelocity: initialVelocity,
        settlingDuration: spring.settlingDuration(
          target: 1.0, initialVelocity: initialVelocity, epsilon: 0.001))
    case .delay(let delay, let base):
      self = .delay(delay, AnimationEvaluator(base))
    case .speed(let speed, let base):
      self = .speed(speed, AnimationEvaluator(base))
    case .repeating(let count, let autoreverses, let base):
      self = .repeating(
        RepeatState(
          count: count, autoreverses: autoreverses, base: base, current: AnimationEvaluator(base)))
    case .logicallyComplete(let after, let base):
      self = .logicallyComplete(after: after, AnimationEvaluator(base))
    }
  }
}

/// A repeating animation: the play in progress and how many have ended.
package struct RepeatState<Value: VectorArithmetic>: Sendable {
  var count: Int?
  var autoreverses: Bool
  /// The animation each play starts afresh from.
  var base: Animation.Kind
  var current: AnimationEvaluator<Value>
  /// Plays that have ended.
  var index = 0
  /// When the current play started, on the repeat's clock.
  var timeOffset = 0.0

  var isReversed: Bool { autoreverses && index % 2 == 1 }
}

/// One animation inside a combination.
package struct CombinedEntry<Value: VectorArithmetic>: Sendable {
  /// The state, or nil once this animation has finished.
  var evaluator: AnimationEvaluator<Value>?
  /// The total interval up to and including this animation's change.
  var cumulativeInterval: Value
  /// When this animation started, on the combination's clock.
  var startTime: Double
  var isLogicallyComplete = false
}

// MARK: - Evaluation

extension AnimationEvaluator {
  /// Advances to `time` (seconds on this animation's clock) and returns the offset toward
  /// `value`, or nil once the animation has finished. Sets `isLogicallyComplete` when the
  /// animation reaches its logical end; never clears it.
  package mutating func animate(
    value: Value, time: Double, isLogicallyComplete: inout Bool
  ) -> Value? {
    switch self {
    case .fluidSpring(let spring, var state):
      let result = spring.animate(
        target: value, time: time, state: &state, isLogicallyComplete: &isLogicallyComplete)
      self = .fluidSpring(spring, state)
      return result

    case .bezier(let curve, let duration):
      // Logical completion and removal coincide for timing curves (docs/SEMANTICS.md §1.6):
      // complete at the end, removed just after it.
      guard duration > 0, time <= duration else { return nil }
      if time >= duration - Self.completionTolerance { isLogicallyComplete = true }
      return value.scaled(by: curve.value(at: time / duration))

    case .interpolatingSpring(let spring, let initialVelocity, let settlingDuration):
      if time >= Self.logicalDuration(of: spring) - Self.completionTolerance { isLogicallyComplete = true }
      let fraction = spring.value(target: 1.0, initialVelocity: initialVelocity, time: time)
      guard time < settlingDuration, fraction.isFinite else { return nil }
      return value.scaled(by: fraction)

    case .delay(let delay, var base):
      let result = base.animate(
        value: value, time: max(0, time - delay), isLogicallyComplete: &isLogicallyComplete)
      self = .delay(delay, base)
      return result

    case .speed(let speed, var base):
      let result = base.animate(
        value: value, time: time * speed, isLogicallyComplete: &isLogicallyComplete)
      self = .speed(speed, base)
      return result

    case .repeating(var state):
      let result = state.animate(
        value: value, time: time, isLogicallyComplete: &isLogicallyComplete)
      self = .repeating(state)
      return result

    case .logicallyComplete(let after, var base):
      if time >= after - Self.completionTolerance { isLogicallyComplete = true }
      var ignored = false
      let result = base.animate(value: value, time: time, isLogicallyComplete: &ignored)
      self = .logicallyComplete(after: after, base)
      return result

    case .combined(var entries):
      let result = Self.animateCombination(
        &entries, time: time, isLogicallyComplete: &isLogicallyComplete)
      self = .combined(entries)
      return result
    }
  }

  /// `off = r(k−1) + A_k(I_k − r(k−1))` for each entry in turn: every animation carries the
  /// value from where the ones before it currently are to its own cumulative target. A
  /// finished entry holds its target. The combination finishes with its newest animation.
  private static func animateCombination(
    _ entries: inout [CombinedEntry<Value>], time: Double, isLogicallyComplete: inout Bool
  ) -> Value? {
    var result = Value.zero
    for index in entries.indices {
      let isNewest = index == entries.count - 1
      guard var evaluator = entries[index].evaluator else {
        result = entries[index].cumulativeInterval
        if isNewest { return nil }
        continue
      }
      let remaining = entries[index].cumulativeInterval - result
      let offset = evaluator.animate(
        value: remaining, time: time - entries[index].startTime,
        isLogicallyComplete: &entries[index].isLogicallyComplete)
      if let offset {
        entries[index].evaluator = evaluator
        result += offset
      } else {
        entries[index].evaluator = nil
        entries[index].isLogicallyComplete = true
        result = entries[index].cumulativeInterval
      }
      if isNewest {
        if entries[index].isLogicallyComplete { isLogicallyComplete = true }
        return offset == nil ? nil : result
      }
    }
    return nil
  }

  /// The offset's velocity (units/s) at `time`, or nil when this kind of animation cannot say
  /// (timing curves and combinations, as in SwiftUI; a spring merging into them starts at rest).
  /// The fluid spring reports the velocity of its last integrated step.
  package func velocity(value: Value, time: Double) -> Value? {
    switch self {
    case .fluidSpring(_, let state):
      return state.velocity
    case .bezier, .combined:
      return nil
    case .interpolatingSpring(let spring, let initialVelocity, let settlingDuration):
      guard time < settlingDuration else { return .zero }
      let rate = spring.velocity(target: 1.0, initialVelocity: initialVelocity, time: time)
      return value.scaled(by: rate)
    case .delay(let delay, let base):
      return time < delay ? .zero : base.velocity(value: value, time: time - delay)
    case .speed(let speed, let base):
      return base.velocity(value: value, time: time * speed)?.scaled(by: speed)
    case .repeating(let state):
      let velocity = state.current.velocity(value: value, time: time - state.timeOffset)
      return state.isReversed ? velocity.map { .zero - $0 } : velocity
    case .logicallyComplete(_, let base):
      return base.velocity(value: value, time: time)
    }
  }
}

extension RepeatState {
  /// Runs the current play; when it ends, starts the next one from the same `time` and outputs
  /// the end value of the play that ended (docs/SEMANTICS.md §1.7).
  mutating func animate(value: Value, time: Double, isLogicallyComplete: inout Bool) -> Value? {
    let reversed = isReversed
    if let offset = current.animate(
      value: value, time: time - timeOffset, isLogicallyComplete: &isLogicallyComplete)
    {
      return reversed ? value - offset : offset
    }
    index += 1
    timeOffset = time
    current = AnimationEvaluator(base)
    if let count, index >= count { return nil }
    return reversed ? .zero : value
  }
}

// MARK: - Logical completion time

extension AnimationEvaluator {
  /// How far before its due time an animation already counts as logically complete: the
  /// rounding of `start + duration − start`, so that evaluating at the due time itself
  /// completes it.
  package static var completionTolerance: Double { 1e-9 }

  /// When an interpolating spring is logically complete: one undamped period, `2π/√k`.
  static func logicalDuration(of spring: Spring) -> Double { 2 * Double.pi / spring.stiffness.squareRoot() }

  /// The time on this animation's clock at which it becomes logically complete, as last
  /// evaluated; nil when it never does (a repeat without end whose first play is a custom
  /// animation) or already has. The scene graph evaluates the scene at this moment, so a
  /// completion runs when it is due and not at whichever frame comes next.
  package var logicalCompletionTime: Double? {
    switch self {
    case .fluidSpring(let spring, let state):
      return spring.logicalCompletionTime(state: state)
    case .bezier(_, let duration):
      return max(0, duration)
    case .interpolatingSpring(let spring, _, _):
      return Self.logicalDuration(of: spring)
    case .delay(let delay, let base):
      return base.logicalCompletionTime.map { $0 + delay }
    case .speed(let speed, let base):
      guard speed > 0 else { return nil }
      return base.logicalCompletionTime.map { $0 / speed }
    case .repeating(let state):
      // The first play's logical completion completes the repeat.
      guard state.index == 0 else { return nil }
      return state.current.logicalCompletionTime.map { $0 + state.timeOffset }
    case .logicallyComplete(let after, _):
      return after
    case .combined(let entries):
      guard let newest = entries.last, let evaluator = newest.evaluator, !newest.isLogicallyComplete else { return nil }
      return evaluator.logicalCompletionTime.map { $0 + newest.startTime }
    }
  }
}

// MARK: - Retargeting

extension AnimationEvaluator {
  /// The state of `kind` taking over from `previous` if `kind` merges with it (docs/SEMANTICS.md
  /// §0, "Merge"), or nil if it does not. `value` is the interval so far and `time` the current
  /// time on the previous animation's clock, which the merged animation keeps.
  ///
  /// Fluid springs always merge: they start from the previous offset and velocity (a previous
  /// animation that cannot report a velocity gives zero; one that has just finished gives its
  /// full interval and zero velocity, which is what a removed animation would have shown).
  /// Delay, speed and logical-completion wrappers merge when their parameters are equal and
  /// their bases merge. Nothing else merges.
  package static func merging(
    _ kind: Animation.Kind, previous: inout AnimationEvaluator, value: Value, time: Double
  ) -> AnimationEvaluator? {
    switch (kind, previous) {
    case (.fluidSpring(let response, let dampingFraction, let blendDuration), _):
      var state = FluidSpringState<Value>()
      var ignored = false
      let offset = previous.animate(value: value, time: time, isLogicallyComplete: &ignored)
      state.offset = offset ?? value
      // Read after advancing, so it is the velocity at `time`. SwiftUI reads it before, from
      // the last evaluated frame; the difference is under one frame of acceleration.
      state.velocity = offset == nil ? .zero : previous.velocity(value: value, time: time) ?? .zero
      state.time = time
      state.startTime = time
      if case .fluidSpring(let old, _) = previous, old.response != response {
        state.blendInterval = old.response - response
        state.blendStart = time
      }
      return .fluidSpring(
        FluidSpring(
          response: response, dampingFraction: dampingFraction, blendDuration: blendDuration),
        state)

    case (.delay(let delay, let base), .delay(let previousDelay, var previousBase))
    where delay == previousDelay:
      guard
        let merged = merging(
          base, previous: &previousBase, value: value, time: max(0, time - delay))
      else { return nil }
      return .delay(delay, merged)

    case (.speed(let speed, let base), .speed(let previousSpeed, var previousBase))
    where speed == previousSpeed:
      guard let merged = merging(base, previous: &previousBase, value: value, time: time * speed)
      else { return nil }
      return .speed(speed, merged)

    case (
      .logicallyComplete(let after, let base),
      .logicallyComplete(let previousAfter, var previousBase)
    ) where after == previousAfter:
      guard let merged = merging(base, previous: &previousBase, value: value, time: time)
      else { return nil }
      return .logicallyComplete(after: after, merged)

    default:
      return nil
    }
  }

  /// `previous` (running with interval `value`) and a new animation `kind` for a further change
  /// of `newValue` that starts at `time`, run side by side (docs/SEMANTICS.md §0, "Combine").
  package static func combining(
    _ previous: AnimationEvaluator, value: Value, isLogicallyComplete: Bool,
    with kind: Animation.Kind, newValue: Value, time: Double
  ) -> AnimationEvaluator {
    let newEntry = CombinedEntry(
      evaluator: AnimationEvaluator(kind), cumulativeInterval: value + newValue, startTime: time)
    if case .combined(var entries) = previous {
      entries.append(newEntry)
      return .combined(entries)
    }
    let oldEntry = CombinedEntry(
      evaluator: previous, cumulativeInterval: value, startTime: 0,
      isLogicallyComplete: isLogicallyComplete)
    return .combined([oldEntry, newEntry])
  }
}
