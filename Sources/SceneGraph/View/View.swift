import Foundation

/// A piece of user interface, described as a value: SwiftUI's central protocol.
///
/// A view either composes other views in its ``body`` or is one of the primitive views and
/// modifiers the scene graph resolves directly (their `Body` is `Never`).
public protocol View {
  /// The type of view this view is made of.
  associatedtype Body: View

  /// The content of this view.
  @ViewBuilder var body: Body { get }
}

extension Never: View {
  public typealias Body = Never
  public var body: Never { fatalError("Never has no body") }
}

/// A view the scene graph resolves itself, without calling `body`.
package protocol PrimitiveView: View where Body == Never {
  /// Turns this view into a layout node.
  func makeNode(_ resolver: inout Resolver, _ identity: ViewIdentity) -> Node
}

extension PrimitiveView {
  public var body: Never { preconditionFailure("body should not be called on \(Self.self).") }
}

/// A view that displays nothing and takes no space.
public struct EmptyView: PrimitiveView {
  public init() {}

  package func makeNode(_ resolver: inout Resolver, _ identity: ViewIdentity) -> Node {
    EmptyNode(identity: identity)
  }
}

/// A type-erased view.
public struct AnyView: PrimitiveView {
  let view: any View

  public init<V: View>(_ view: V) { self.view = view }

  public init<V: View>(erasing view: V) { self.view = view }

  package func makeNode(_ resolver: inout Resolver, _ identity: ViewIdentity) -> Node {
    resolver.resolve(view, identity)
  }
}
