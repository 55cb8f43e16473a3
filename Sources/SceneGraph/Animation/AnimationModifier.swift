import Foundation
import Motion

extension View {
  /// Animates changes in this view with `animation` whenever `value` changes (docs/SEMANTICS.md
  /// §2): the subtree's transaction takes this animation, overriding `withAnimation`'s; `nil`
  /// makes the changes immediate. When `value` did not change, the transaction passes through.
  public func animation<V: Equatable>(_ animation: Animation?, value: V) -> some View {
    modifier(_ValueAnimationModifier(animation: animation, value: value))
  }

  /// Animates every change in this view with `animation` (deprecated in SwiftUI in favour of
  /// `animation(_:value:)`, still common in real code).
  public func animation(_ animation: Animation?) -> some View {
    modifier(_TransactionModifier { $0.animation = animation })
  }

  /// Edits the transaction of every change in this view, e.g. `{ $0.animation = nil }`.
  public func transaction(_ transform: @escaping (inout Transaction) -> Void) -> some View {
    modifier(_TransactionModifier(transform: transform))
  }
}

/// `.animation(_:value:)`.
struct _ValueAnimationModifier<Value: Equatable>: PrimitiveModifier {
  let animation: Animation?
  let value: Value

  func makeNode(content: any View, _ resolver: inout Resolver, _ identity: ViewIdentity) -> Node {
    let changed = resolver.runtime.valueChanged(at: identity, to: value)
    let disabled = resolver.transaction?.disablesAnimations ?? false
    guard changed && !disabled else { return resolver.resolve(content, identity.appending(.body)) }
    let child = resolver.resolve(content, identity.appending(.body), animation: animation)
    return AnimationOverrideNode(identity: identity, child: child, modifier: animation)
  }
}

/// `.transaction { }` and the value-less `.animation(_:)`.
struct _TransactionModifier: PrimitiveModifier {
  let transform: (inout Transaction) -> Void

  func makeNode(content: any View, _ resolver: inout Resolver, _ identity: ViewIdentity) -> Node {
    var transaction = resolver.transaction ?? Transaction()
    transaction.animation = resolver.animation
    transform(&transaction)
    let child = resolver.resolve(content, identity.appending(.body), animation: transaction.animation)
    return AnimationOverrideNode(identity: identity, child: child, modifier: transaction.animation)
  }
}

/// Places its subtree with another animation for changes.
final class AnimationOverrideNode: EffectNode<Animation?> {
  override func place(at origin: CGPoint, size: CGSize, proposal: ProposedViewSize, _ pass: Pass) {
    pass.withAnimation(modifier) { child.place(at: origin, size: size, proposal: proposal, pass) }
  }
}

extension SceneRuntime {
  /// Whether `value` differs from the value seen at `identity` in the previous pass; records it.
  func valueChanged<V: Equatable>(at identity: ViewIdentity, to value: V) -> Bool {
    defer { observedValues[identity] = value }
    guard let old = observedValues[identity] else { return false }
    return (old as? V) != value
  }
}
