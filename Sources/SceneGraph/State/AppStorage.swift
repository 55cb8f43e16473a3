// What: `@AppStorage` and `@SceneStorage`: values an app keeps in `UserDefaults` (or per
// scene) that views read and write like `@State`.
//
// Why this approach: a render must not depend on what an earlier run left on disk, or two
// renders of the same scene could differ; so each key is stored in the scene's own state
// store, shared by every view that names it, starting from the wrapper's default value. A
// change is a state change like any other, animated by its transaction.
//
// What it refuses to do: reading or writing `UserDefaults` (the `store:` argument is accepted
// and ignored).

import Foundation

/// A value kept in the scene's state store under a name of its own, shared by every view
/// that names it: what ``AppStorage`` and ``SceneStorage`` hold.
struct KeyedLocation<Value> {
  /// The storage's name for the key (`"AppStorage theme"`).
  let name: String
  let location: StateLocation<Value>

  var binding: Binding<Value> {
    let location = self.location
    return Binding(get: { location.value }, set: { location.set($0) })
  }

  func link(to store: StateStore) {
    location.link(store: store, key: ViewIdentity.root.appending(.property(name)))
  }
}

/// A value kept under `key` for the scene, shared by every view that names the key; starts at
/// the default value on every render.
@propertyWrapper
public struct AppStorage<Value>: DynamicPropertyLink {
  let storage: KeyedLocation<Value>

  public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) {
    storage = KeyedLocation(name: "AppStorage \(key)", location: StateLocation(initial: wrappedValue))
  }

  public var wrappedValue: Value {
    get { storage.location.value }
    nonmutating set { storage.location.set(newValue) }
  }

  public var projectedValue: Binding<Value> { storage.binding }

  func link(to store: StateStore, key _: ViewIdentity, environment: EnvironmentValues) { storage.link(to: store) }
}

extension AppStorage where Value: ExpressibleByNilLiteral {
  public init(_ key: String, store: UserDefaults? = nil) { self.init(wrappedValue: nil, key, store: store) }
}

/// A value kept under `key` for the scene, as ``AppStorage`` is (a render is one scene).
@propertyWrapper
public struct SceneStorage<Value>: DynamicPropertyLink {
  let storage: KeyedLocation<Value>

  public init(wrappedValue: Value, _ key: String) {
    storage = KeyedLocation(name: "SceneStorage \(key)", location: StateLocation(initial: wrappedValue))
  }

  public var wrappedValue: Value {
    get { storage.location.value }
    nonmutating set { storage.location.set(newValue) }
  }

  public var projectedValue: Binding<Value> { storage.binding }

  func link(to store: StateStore, key _: ViewIdentity, environment: EnvironmentValues) { storage.link(to: store) }
}

extension SceneStorage where Value: ExpressibleByNilLiteral {
  public init(_ key: String) { self.init(wrappedValue: nil, key) }
}
