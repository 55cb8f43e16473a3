import Foundation

/// Builds a view from the statements of a closure: SwiftUI's result builder.
@resultBuilder
public enum ViewBuilder {
  public static func buildBlock() -> EmptyView { EmptyView() }

  public static func buildBlock<Content: View>(_ content: Content) -> Content { content }

  public static func buildBlock<each Content: View>(_ content: repeat each Content)
    -> TupleView<(repeat each Content)>
  {
    var children: [any View] = []
    for child in repeat each content { children.append(child) }
    return TupleView(value: (repeat each content), children: children)
  }

  public static func buildExpression<Content: View>(_ content: Content) -> Content { content }

  @available(*, unavailable, message: "this expression does not conform to 'View'")
  public static func buildExpression(_ invalid: Any) -> some View {
    fatalError()
  }

  public static func buildIf<Content: View>(_ content: Content?) -> Content? { content }

  public static func buildEither<TrueContent: View, FalseContent: View>(first: TrueContent)
    -> _ConditionalContent<TrueContent, FalseContent>
  {
    _ConditionalContent(storage: .trueContent(first))
  }

  public static func buildEither<TrueContent: View, FalseContent: View>(second: FalseContent)
    -> _ConditionalContent<TrueContent, FalseContent>
  {
    _ConditionalContent(storage: .falseContent(second))
  }

  public static func buildLimitedAvailability<Content: View>(_ content: Content) -> AnyView {
    AnyView(content)
  }
}

/// Several views in sequence, as a `ViewBuilder` block with more than one statement makes.
public struct TupleView<T>: PrimitiveView {
  public var value: T
  let children: [any View]

  init(value: T, children: [any View]) {
    self.value = value
    self.children = children
  }

  package func makeNode(_ resolver: inout Resolver, _ identity: ViewIdentity) -> Node {
    groupNode(identity: identity, items: resolver.items(of: self, identity))
  }
}

/// The result of an `if`/`else` in a `ViewBuilder`: one of two views, each with its own identity.
public struct _ConditionalContent<TrueContent: View, FalseContent: View>: PrimitiveView {
  enum Storage {
    case trueContent(TrueContent)
    case falseContent(FalseContent)
  }

  let storage: Storage

  package func makeNode(_ resolver: inout Resolver, _ identity: ViewIdentity) -> Node {
    groupNode(identity: identity, items: resolver.items(of: self, identity))
  }
}

extension Optional: View where Wrapped: View {
  public typealias Body = Never
  public var body: Never { preconditionFailure("body should not be called on Optional.") }
}

extension Optional: PrimitiveView where Wrapped: View {
  package func makeNode(_ resolver: inout Resolver, _ identity: ViewIdentity) -> Node {
    groupNode(identity: identity, items: resolver.items(of: self, identity))
  }
}

/// A view that is a list of child views to its container (TupleView, conditionals,
/// optionals): containers lay out and diff its items individually.
package protocol ViewList {
  /// Appends this view's items to `list`, each with its own identity.
  func collectItems(into list: inout [(view: any View, identity: ViewIdentity)], _ identity: ViewIdentity)
}

extension TupleView: ViewList {
  package func collectItems(into list: inout [(view: any View, identity: ViewIdentity)], _ identity: ViewIdentity) {
    for (index, child) in children.enumerated() {
      Resolver.collect(child, identity.appending(.index(index)), into: &list)
    }
  }
}

extension _ConditionalContent: ViewList {
  package func collectItems(into list: inout [(view: any View, identity: ViewIdentity)], _ identity: ViewIdentity) {
    switch storage {
    case .trueContent(let view): Resolver.collect(view, identity.appending(.branch(true)), into: &list)
    case .falseContent(let view): Resolver.collect(view, identity.appending(.branch(false)), into: &list)
    }
  }
}

extension Optional: ViewList where Wrapped: View {
  package func collectItems(into list: inout [(view: any View, identity: ViewIdentity)], _ identity: ViewIdentity) {
    if let view = self { Resolver.collect(view, identity.appending(.branch(true)), into: &list) }
  }
}
