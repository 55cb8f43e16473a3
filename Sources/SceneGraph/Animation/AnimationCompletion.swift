import Foundation
import Motion

/// When an animation's completion runs.
public enum AnimationCompletionCriteria: Hashable, Sendable {
  /// When the animation has logically completed (a spring at its duration; a curve at its end),
  /// while a spring's tail may still be settling. The default.
  case logicallyComplete
  /// When every animation of the change has fully finished and been removed.
  case removed
}

extension Transaction {
  /// Adds `completion`, run once when the animations this transaction starts complete by
  /// `criteria` — at once after the change when it starts none.
  public mutating func addAnimationCompletion(
    criteria: AnimationCompletionCriteria = .logicallyComplete, _ completion: @escaping () -> Void
  ) {
    completions.append(AnimationCompletionListener(criteria: criteria, action: completion))
  }
}

/// Runs `body` with state changes animated by `animation`, then `completion` once they
/// complete by `completionCriteria` (docs/SEMANTICS.md §2).
///
/// A completion runs at the moment it is due (the runtime evaluates the scene then), so its
/// changes start from that instant whatever frames a render samples (docs/SEMANTICS.md §2).
@discardableResult
public func withAnimation<Result>(
  _ animation: Animation? = .default, completionCriteria: AnimationCompletionCriteria = .logicallyComplete,
  _ body: () throws -> Result, completion: @escaping () -> Void
) rethrows -> Result {
  var transaction = Transaction.current
  transaction.animation = animation
  transaction.addAnimationCompletion(criteria: completionCriteria, completion)
  return try withTransaction(transaction, body)
}

/// One completion of one transaction, waiting on the animations the transaction started.
final class AnimationCompletionListener: @unchecked Sendable {
  let criteria: AnimationCompletionCriteria
  let action: () -> Void
  /// Animations started by the transaction that have not completed yet.
  private(set) var pending = 0
  private(set) var hasFired = false

  init(criteria: AnimationCompletionCriteria, action: @escaping () -> Void) {
    self.criteria = criteria
    self.action = action
  }

  func attach() { pending += 1 }

  /// One attached animation completed; returns true when this was the last one.
  func detach() -> Bool {
    pending -= 1
    return pending == 0 && !hasFired
  }

  func markFired() { hasFired = true }
}

/// A listener waiting on one run, at the run's generation when it was attached (a retarget
/// later forks it: it still completes when the animation as it was would have).
struct CompletionAttachment {
  let listener: AnimationCompletionListener
  let generation: Int

  /// Whether `run` has completed for this attachment; `finished` means the run returned nil.
  func isComplete<V>(_ run: AnimationRun<V>?, finished: Bool) -> Bool {
    switch listener.criteria {
    case .removed: return finished
    case .logicallyComplete: return finished || (run?.isLogicallyComplete(generation: generation) ?? true)
    }
  }
}

/// Collects the completions of the transactions made while the runtime applies one event, so
/// that those whose transaction changed nothing (and so started no animation) still run.
final class CompletionRegistry: @unchecked Sendable {
  var listeners: [AnimationCompletionListener] = []

  @TaskLocal static var current: CompletionRegistry?
}
