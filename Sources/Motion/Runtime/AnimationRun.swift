import Foundation

/// The running state of one animation driving one value change (SwiftUI's animator state,
/// docs/SEMANTICS.md §0).
///
/// The scene graph keeps one run per animated property. Each video frame it calls
/// `offset(at:)` and presents `model − interval + offset`; when that returns nil it presents the
/// model and drops the run. A further animated change while the run is alive goes to
/// `retarget(animation:interval:at:)`; a non-animated change needs nothing from the run (the
/// model moves and the in-flight curve shifts with it).
///
/// Times are absolute seconds on the caller's clock and must not decrease. The run measures its
/// own elapsed time from `startTime` and applies no start delay: SwiftUI shows the first frame
/// of motion one frame late (docs/SEMANTICS.md §0, "Start-of-animation timing"); whether to
/// reproduce that is the scene graph's decision.
public struct AnimationRun<Value: VectorArithmetic>: Sendable {
  /// The total change this run animates (grows when retargeted).
  public private(set) var interval: Value
  /// True once the animation is logically complete (springs: `response` after they started,
  /// plus any blend; timing curves: when they end). Cleared by `retarget`, because the run then
  /// animates something new; the old animation's completion stays visible through
  /// `isLogicallyComplete(generation:)`.
  public private(set) var isLogicallyComplete = false
  /// Whether `offset(at:)` has returned nil.
  public private(set) var isFinished = false
  /// The clock time (seconds) the run started; its elapsed time is measured from here.
  public let startTime: Double
  /// How many times the run has been retargeted. Generation g is the run as it stood after its
  /// g-th retarget (0 = as started).
  public private(set) var generation = 0

  private var evaluator: AnimationEvaluator<Value>
  /// The last elapsed time evaluated.
  private var elapsed = 0.0
  /// For each earlier generation, the animation as it stood before the next retarget, still
  /// running alone so that its logical completion can be reported (docs/SEMANTICS.md §0, "forked"
  /// completion listeners). A nil evaluator means that generation has completed.
  private var forks: [Fork] = []

  private struct Fork: Sendable {
    var evaluator: AnimationEvaluator<Value>?
    var interval: Value
  }

  /// Starts `animation` for a change of `interval` (new − old) at clock time `startTime` (seconds).
  public init(animation: Animation, interval: Value, startTime: Double) {
    self.interval = interval
    self.startTime = startTime
    self.evaluator = AnimationEvaluator(animation.kind)
  }

  /// Advances to `time` (seconds on the same clock, non-decreasing) and returns the current
  /// offset, which runs from `.zero` toward `interval`; nil once the animation has finished
  /// ("removed"), and on every call after that. The presented value is `model − interval + offset`.
  public mutating func offset(at time: Double) -> Value? {
    guard !isFinished else { return nil }
    elapsed = time - startTime
    advanceForks()
    let offset = evaluator.animate(
      value: interval, time: elapsed, isLogicallyComplete: &isLogicallyComplete)
    if offset == nil {
      isFinished = true
      isLogicallyComplete = true
      evaluator = .finished(interval: interval)
      // Nothing of any earlier generation is left to wait for either.
      for index in forks.indices { forks[index].evaluator = nil }
    }
    return offset
  }

  /// The offset's velocity (units per second) at the time last passed to `offset(at:)` or
  /// `retarget`, or nil when the animation cannot report one (timing curves and combined
  /// animations, as in SwiftUI) or has finished.
  public var velocity: Value? {
    guard !isFinished else { return nil }
    return evaluator.velocity(value: interval, time: elapsed)
  }

  /// A new animated change of `interval` at `time` while this one runs (docs/SEMANTICS.md §0,
  /// retargeting): fluid springs merge (keep offset and velocity, retarget, blend response),
  /// everything else combines (the old keeps running, the new interpolates from the old's moving
  /// value).
  /// `interval` grows by the new one, and `generation` by one.
  ///
  /// Retargeting a run that has already finished continues from its end value: the result is
  /// the same as a fresh run of the new change, but on this run's clock.
  public mutating func retarget(animation: Animation, interval newInterval: Value, at time: Double)
  {
    elapsed = time - startTime
    advanceForks()
    forks.append(Fork(evaluator: isLogicallyComplete ? nil : evaluator, interval: interval))
    if let merged = AnimationEvaluator.merging(
      animation.kind, previous: &evaluator, value: interval, time: elapsed)
    {
      evaluator = merged
    } else {
      evaluator = .combining(
        evaluator, value: interval, isLogicallyComplete: isLogicallyComplete,
        with: animation.kind, newValue: newInterval, time: elapsed)
    }
    interval += newInterval
    generation += 1
    isLogicallyComplete = false
    isFinished = false
  }

  /// Whether the run as it stood in `generation` — ignoring every later retarget — has reached
  /// its logical completion. For the current generation this is `isLogicallyComplete`.
  /// `withAnimation(…, completionCriteria: .logicallyComplete)` completions registered in a
  /// generation fire when this turns true (docs/SEMANTICS.md §2).
  /// Once the run has finished, every generation counts as complete.
  public func isLogicallyComplete(generation: Int) -> Bool {
    if generation >= self.generation { return isLogicallyComplete }
    guard generation >= 0 else { return true }
    return forks[generation].evaluator == nil
  }

  /// The clock time at which the run as it stood in `generation` becomes logically complete,
  /// or nil when it already is (or never will be, or cannot say). See
  /// `isLogicallyComplete(generation:)`.
  public func logicalCompletionTime(generation: Int) -> Double? {
    guard !isFinished else { return nil }
    if generation >= self.generation {
      return isLogicallyComplete ? nil : evaluator.logicalCompletionTime.map { startTime + $0 }
    }
    guard generation >= 0, let fork = forks[generation].evaluator else { return nil }
    return fork.logicalCompletionTime.map { startTime + $0 }
  }

  /// Runs each still-incomplete earlier generation alone up to the current elapsed time.
  private mutating func advanceForks() {
    for index in forks.indices {
      guard var evaluator = forks[index].evaluator else { continue }
      var complete = false
      let offset = evaluator.animate(
        value: forks[index].interval, time: elapsed, isLogicallyComplete: &complete)
      forks[index].evaluator = complete || offset == nil ? nil : evaluator
    }
  }
}
