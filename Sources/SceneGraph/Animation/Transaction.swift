import Foundation
import Motion

/// The context of a state change: chiefly the animation it runs with.
public struct Transaction: Sendable {
  /// The animation of the change, or `nil` for an immediate change.
  public var animation: Animation?
  /// When true, `.animation(_:value:)` modifiers do not override `animation`.
  public var disablesAnimations: Bool = false
  /// Completions added with `addAnimationCompletion(criteria:_:)`.
  var completions: [AnimationCompletionListener] = []
  /// The `withTransaction` (or `withAnimation`) call the transaction is current in; `nil`
  /// outside any. State changes are grouped by it.
  fileprivate var scope: Scope?

  /// Marks one `withTransaction` call.
  fileprivate final class Scope: Sendable {}

  /// Whether both are the transaction of the same `withTransaction` call (or of none).
  func isSameScope(as other: Transaction) -> Bool { scope === other.scope }

  public init() { animation = nil }

  public init(animation: Animation?) { self.animation = animation }

  /// The transaction of the change being made right now, set by `withAnimation` and
  /// `withTransaction` for the duration of their body. Task-local, so scenes driven on
  /// different threads (parallel tests, parallel renders) never see each other's.
  @TaskLocal static var current = Transaction()
}

/// Runs `body` with state changes animated by `animation`, as SwiftUI's function does.
///
/// - Parameters:
///   - animation: the animation; default `.default`.
///   - body: the state changes to animate.
@discardableResult
public func withAnimation<Result>(
  _ animation: Animation? = .default, _ body: () throws -> Result
) rethrows -> Result {
  var transaction = Transaction.current
  transaction.animation = animation
  return try withTransaction(transaction, body)
}

/// Runs `body` inside `transaction`.
@discardableResult
public func withTransaction<Result>(
  _ transaction: Transaction, _ body: () throws -> Result
) rethrows -> Result {
  defer { CompletionRegistry.current?.listeners.append(contentsOf: transaction.completions) }
  var scoped = transaction
  scoped.scope = Transaction.Scope()
  return try Transaction.$current.withValue(scoped, operation: body)
}
