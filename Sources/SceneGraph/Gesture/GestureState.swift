import Foundation

/// A value a gesture sets while it runs, back to its initial value when the gesture ends or
/// is cancelled. SwiftUI's `@GestureState`.
///
/// Scene code reads it; only a gesture's `updating($state) { value, state, transaction in … }`
/// writes it. Storage lives in the runtime like `@State`'s. The reset is a state change made
/// in the reset transaction (default: no animation), so a reset can animate back.
@propertyWrapper
public struct GestureState<Value>: DynamicPropertyLink {
  let location: StateLocation<Value>
  let resetTransaction: Transaction

  /// - Parameters:
  ///   - value: the initial value, which the state returns to when the gesture ends.
  ///   - resetTransaction: the transaction of that return; default none (immediate).
  public init(wrappedValue value: Value, resetTransaction: Transaction = Transaction()) {
    location = StateLocation(initial: value)
    self.resetTransaction = resetTransaction
  }

  public init(initialValue value: Value, resetTransaction: Transaction = Transaction()) {
    self.init(wrappedValue: value, resetTransaction: resetTransaction)
  }

  /// The current value: what the running gesture last set, or the initial value.
  public var wrappedValue: Value { location.value }

  /// The state itself, to hand to `updating(_:body:)`.
  public var projectedValue: GestureState<Value> { self }

  /// Puts the initial value back, in the reset transaction.
  func reset() {
    withTransaction(resetTransaction) { location.set(location.initial) }
  }

  func link(to store: StateStore, key: ViewIdentity, environment: EnvironmentValues) {
    location.link(store: store, key: key)
  }
}

extension GestureState where Value: ExpressibleByNilLiteral {
  public init(resetTransaction: Transaction = Transaction()) {
    self.init(wrappedValue: nil, resetTransaction: resetTransaction)
  }
}
