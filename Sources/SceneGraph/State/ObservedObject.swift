// What: `@StateObject`, `@ObservedObject` and `@EnvironmentObject`: views that re-render when
// an `ObservableObject` announces a change.
//
// Each wrapper, when its view is linked before the body runs, subscribes the scene's state
// store to the object's `objectWillChange` (once per view and object). An announcement counts
// as a state change made in the transaction current at that moment, so
// `withAnimation { model.isOpen.toggle() }` animates exactly as a `@State` change would; it
// joins the change batch of its `withAnimation` call (`StateStore.noteObjectChange`).
// What it refuses to do: an object's properties cannot be set back for the batches of an event
// the way `@State` values are, so when one event changes an object in several `withAnimation`
// calls, every pass of the event already sees the object's final values (each change still
// animates with its own call's animation where the values differ).

import Combine
import Foundation

/// An observable object a view creates once and keeps for its lifetime.
@propertyWrapper
public struct StateObject<ObjectType: ObservableObject>: DynamicPropertyLink {
  private let make: () -> ObjectType
  private let holder = ObjectHolder()

  /// `thunk` runs once, the first time the view is placed in a scene.
  public init(wrappedValue thunk: @autoclosure @escaping () -> ObjectType) { make = thunk }

  public var wrappedValue: ObjectType {
    if let object = holder.object as? ObjectType { return object }
    // Read before the view was placed (in its initializer): an object of its own.
    let object = make()
    holder.object = object
    return object
  }

  /// Bindings to the object's properties: `$model.name`.
  public var projectedValue: ObservedObject<ObjectType>.Wrapper { ObservedObject<ObjectType>.Wrapper(root: wrappedValue) }

  func link(to store: StateStore, key: ViewIdentity, environment: EnvironmentValues) {
    let stored = store.box(for: key, initial: ObjectHolder()).value as! ObjectHolder
    if stored.object == nil { stored.object = holder.object ?? make() }
    holder.object = stored.object
    if let object = stored.object as? ObjectType { store.observe(object, for: key) }
  }
}

/// An observable object owned elsewhere, passed in.
@propertyWrapper
public struct ObservedObject<ObjectType: ObservableObject>: DynamicPropertyLink {
  /// Bindings to the object's properties, made by dynamic member lookup.
  @dynamicMemberLookup
  public struct Wrapper {
    let root: ObjectType

    public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>) -> Binding<Subject> {
      let root = self.root
      return Binding(get: { root[keyPath: keyPath] }, set: { root[keyPath: keyPath] = $0 })
    }
  }

  public var wrappedValue: ObjectType

  public init(wrappedValue: ObjectType) { self.wrappedValue = wrappedValue }

  public init(initialValue: ObjectType) { self.init(wrappedValue: initialValue) }

  public var projectedValue: Wrapper { Wrapper(root: wrappedValue) }

  func link(to store: StateStore, key: ViewIdentity, environment: EnvironmentValues) {
    store.observe(wrappedValue, for: key)
  }
}

/// An observable object put in the environment by an ancestor's `.environmentObject(_:)`.
@propertyWrapper
public struct EnvironmentObject<ObjectType: ObservableObject>: DynamicPropertyLink {
  private let holder = ObjectHolder()

  public init() {}

  public var wrappedValue: ObjectType {
    guard let object = holder.object as? ObjectType else {
      preconditionFailure(
        "No ObservableObject of type \(ObjectType.self) found. A View.environmentObject(_:) for \(ObjectType.self) may be missing as an ancestor of this view.")
    }
    return object
  }

  public var projectedValue: ObservedObject<ObjectType>.Wrapper { ObservedObject<ObjectType>.Wrapper(root: wrappedValue) }

  func link(to store: StateStore, key: ViewIdentity, environment: EnvironmentValues) {
    holder.object = environment[EnvironmentObjectsKey.self][ObjectIdentifier(ObjectType.self)]
    if let object = holder.object as? ObjectType { store.observe(object, for: key) }
  }
}

extension View {
  /// Puts `object` in the environment of this view's subtree, for `@EnvironmentObject`.
  public func environmentObject<T: ObservableObject>(_ object: T) -> some View {
    modifier(_EnvironmentModifier { $0[EnvironmentObjectsKey.self][ObjectIdentifier(T.self)] = object })
  }
}

/// The environment's objects, by type.
struct EnvironmentObjectsKey: EnvironmentKey {
  nonisolated(unsafe) static let defaultValue: [ObjectIdentifier: AnyObject] = [:]
}

/// A reference to an object, shared by a wrapper's copies.
final class ObjectHolder {
  var object: AnyObject?
}

extension StateStore {
  /// Re-renders the scene when `object` announces a change; once per view and object.
  func observe<O: ObservableObject>(_ object: O, for key: ViewIdentity) {
    let id = ObjectIdentifier(object)
    if observations[key]?.object == id { return }
    let subscription = object.objectWillChange.sink { [weak self] _ in self?.noteObjectChange() }
    observations[key] = (id, subscription)
  }
}
