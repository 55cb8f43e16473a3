import Foundation

/// A reusable change to a view: SwiftUI's `ViewModifier`.
public protocol ViewModifier {
  associatedtype Body: View
  typealias Content = _ViewModifier_Content<Self>

  @ViewBuilder func body(content: Content) -> Body
}

/// The view a modifier's `body(content:)` receives.
public struct _ViewModifier_Content<Modifier: ViewModifier>: PrimitiveView {
  let view: any View
  let identity: ViewIdentity

  package func makeNode(_ resolver: inout Resolver, _ identity: ViewIdentity) -> Node {
    resolver.resolve(view, self.identity)
  }
}

/// A view with a modifier applied.
public struct ModifiedContent<Content, Modifier> {
  public var content: Content
  public var modifier: Modifier

  public init(content: Content, modifier: Modifier) {
    self.content = content
    self.modifier = modifier
  }
}

extension ModifiedContent: View, PrimitiveView where Content: View, Modifier: ViewModifier {
  public typealias Body = Never

  package func makeNode(_ resolver: inout Resolver, _ identity: ViewIdentity) -> Node {
    if let primitive = modifier as? any PrimitiveModifier {
      return primitive.makeNode(content: content, &resolver, identity)
    }
    if let effect = modifier as? any GeometryEffect {
      return geometryEffectNode(effect, content: content, &resolver, identity)
    }
    return resolveCustom(modifier, &resolver, identity)
  }

  private func resolveCustom<M: ViewModifier>(_ modifier: M, _ resolver: inout Resolver, _ identity: ViewIdentity) -> Node {
    let modifier = resolver.animated(modifier, identity)
    let body = modifier.body(content: _ViewModifier_Content<M>(view: content, identity: identity.appending(.content)))
    return resolver.resolve(body, identity.appending(.body))
  }
}

extension View {
  /// Applies `modifier` to this view.
  public func modifier<T>(_ modifier: T) -> ModifiedContent<Self, T> {
    ModifiedContent(content: self, modifier: modifier)
  }
}

/// A modifier the scene graph implements itself.
package protocol PrimitiveModifier: ViewModifier where Body == Never {
  func makeNode(content: any View, _ resolver: inout Resolver, _ identity: ViewIdentity) -> Node
}

/// A primitive modifier whose node just wraps the node of its content.
package protocol WrappingModifier: PrimitiveModifier {
  /// The node of this modifier around `child`, the node of its content.
  func node(wrapping child: Node, _ identity: ViewIdentity) -> Node
}

extension WrappingModifier {
  package func makeNode(content: any View, _ resolver: inout Resolver, _ identity: ViewIdentity) -> Node {
    node(wrapping: resolver.resolve(content, identity.appending(.body)), identity)
  }
}

extension PrimitiveModifier {
  public func body(content: Content) -> Never {
    preconditionFailure("body(content:) should not be called on \(Self.self).")
  }
}
