import Foundation

/// A property wrapper giving a view a unique namespace for `matchedGeometryEffect` ids.
@propertyWrapper
public struct Namespace: DynamicPropertyLink {
  /// A namespace, unique within a scene.
  public struct ID: Hashable, Sendable, CustomStringConvertible {
    let value: Int
    public var description: String { "Namespace.ID(\(value))" }
  }

  let location = StateLocation<Int>(initial: 0)

  public init() {}

  public var wrappedValue: ID {
    if location.value == 0 {
      Diagnostics.warn("Reading a Namespace's value outside View.body. This will result in identifiers that never match any other identifier.")
    }
    return ID(value: location.value)
  }

  func link(to store: StateStore, key: ViewIdentity, environment: EnvironmentValues) {
    location.link(store: store, key: key)
    if location.value == 0 { location.setQuietly(store.makeNamespace()) }
  }
}

