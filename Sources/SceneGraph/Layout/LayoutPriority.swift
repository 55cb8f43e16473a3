import Foundation

extension View {
  /// Sets the priority with which a stack gives this view space; default 0.
  ///
  /// A stack sizes its higher-priority children first, after setting aside the minimum lengths
  /// of the lower-priority ones. Passes through other modifiers, as a trait of the view.
  public func layoutPriority(_ value: Double) -> some View {
    modifier(_LayoutPriorityModifier(value: value))
  }
}

/// `.layoutPriority(_:)`: a trait read by the enclosing stack; no layout or drawing of its own.
public struct _LayoutPriorityModifier: WrappingModifier {
  let value: Double

  package func node(wrapping child: Node, _ identity: ViewIdentity) -> Node {
    LayoutPriorityNode(identity: identity, child: child, modifier: self)
  }
}

final class LayoutPriorityNode: EffectNode<_LayoutPriorityModifier> {}
