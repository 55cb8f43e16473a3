// What: `@Observable` models (the Observation module, which ships with the Swift toolchain on
// Linux as it does on Apple's platforms): views re-render when a property their body read
// changes, `@Environment(Model.self)` with `.environment(model)`, and `@Bindable`.
//
// Why this approach: every pass resolves and places the tree inside
// `withObservationTracking`, so every observable property read on the way — in bodies and in
// the closures containers call later (`ForEach` rows, `GeometryReader` contents, overlays) —
// is tracked; the first change to one of them (Observation calls back before the value is
// set, on the thread and inside the `withAnimation` call that sets it) opens a change batch
// with that call's transaction (`StateStore.noteObjectChange`), and the next pass re-evaluates
// the tree with the new values, animating as the transaction says. The granularity is the
// whole scene: a scene re-evaluates every view in every pass anyway.
// What it refuses to do: an object's properties cannot be set back between the batches of one
// event the way `@State` values are (see `ObservedObject.swift`). Observation cannot drop a
// tracking that never fired, so each pass leaves one small registration per property it read
// until that property next changes.

import Foundation
import Observation

/// A value that may cross to Observation's change callback, which is `@Sendable`: the store
/// it reaches is only touched on the scene's own thread, where the change is made.
private struct StoreReference: @unchecked Sendable {
  unowned let store: StateStore
}

extension StateStore {
  /// Evaluates `body` tracking the observable properties it reads; a change to any of them
  /// becomes a state change of this store, in the transaction it is made in.
  func tracking<T>(_ body: () -> T) -> T {
    let reference = StoreReference(store: self)
    return withObservationTracking(body) { reference.store.noteObjectChange() }
  }
}

extension Environment {
  /// Reads the `@Observable` object of type `objectType` that an ancestor put in the
  /// environment with `.environment(_:)`; reading it without one is an error.
  public init(_ objectType: Value.Type) where Value: AnyObject & Observable {
    self.init(reading: { environment in
      guard let object = environment[EnvironmentObjectsKey.self][ObjectIdentifier(Value.self)] as? Value else {
        preconditionFailure(
          "No Observable object of type \(Value.self) found. A View.environment(_:) for \(Value.self) may be missing as an ancestor of this view.")
      }
      return object
    })
  }

  /// Reads the `@Observable` object of type `objectType` an ancestor put in the environment,
  /// `nil` without one.
  public init<T: AnyObject & Observable>(_ objectType: T.Type) where Value == T? {
    self.init(reading: { $0[EnvironmentObjectsKey.self][ObjectIdentifier(T.self)] as? T })
  }
}

extension View {
  /// Puts an `@Observable` object in the environment of this view's subtree, for
  /// `@Environment(Model.self)`; `nil` removes it.
  public func environment<T: AnyObject & Observable>(_ object: T?) -> some View {
    modifier(_EnvironmentModifier { $0[EnvironmentObjectsKey.self][ObjectIdentifier(T.self)] = object })
  }
}

/// Bindings to the properties of an `@Observable` object: `$model.name` with
/// `@Bindable var model`, or `Bindable(model).name`.
@propertyWrapper
@dynamicMemberLookup
public struct Bindable<Value: AnyObject & Observable> {
  public var wrappedValue: Value

  public init(wrappedValue: Value) { self.wrappedValue = wrappedValue }
  public init(_ wrappedValue: Value) { self.wrappedValue = wrappedValue }

  public var projectedValue: Bindable<Value> { self }

  /// A binding that reads and writes `keyPath` of the object.
  public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<Value, Subject>) -> Binding<Subject> {
    let object = wrappedValue
    return Binding(get: { object[keyPath: keyPath] }, set: { object[keyPath: keyPath] = $0 })
  }
}
