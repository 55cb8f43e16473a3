import Foundation

extension View {
  /// Draws this view above siblings of a lower z-index in its container (and below those of
  /// a higher one); siblings of equal z-index keep their order. Default 0. Taps go to what is
  /// drawn on top, so the order of hit testing follows.
  public func zIndex(_ value: Double) -> some View {
    modifier(_ZIndexModifier(value: value))
  }

  /// Whether this view and its content take taps and gestures; default true. With false,
  /// touches pass through it to what lies below.
  public func allowsHitTesting(_ enabled: Bool) -> some View {
    modifier(_HitTestingModifier(enabled: enabled))
  }
}

/// `.zIndex(_:)`: a trait the enclosing container reads; no layout or drawing of its own.
public struct _ZIndexModifier: WrappingModifier {
  let value: Double

  package func node(wrapping child: Node, _ identity: ViewIdentity) -> Node {
    ZIndexNode(identity: identity, child: child, modifier: self)
  }
}

final class ZIndexNode: EffectNode<_ZIndexModifier> {}

/// The z-index of `node`: set by the outermost `.zIndex(_:)` on its chain of modifiers, else 0.
func zIndex(of node: Node) -> Double {
  for case let trait as ZIndexNode in modifierChain(of: node) { return trait.modifier.value }
  return 0
}

/// Places a container's items in drawing order: each laid-out one in its frame (relative to
/// `origin`, or in global coordinates when `relative` is false), each one missing from
/// `frames` — being removed — where it last was (`ItemNode.place` ignores the frame it is
/// given then).
func placeItems(
  _ items: [ItemNode], at origin: CGPoint,
  frames: [Int: (origin: CGPoint, size: CGSize, proposal: ProposedViewSize)], relative: Bool = true, _ pass: Pass
) {
  for index in drawingOrder(items) {
    guard let frame = frames[index] else {
      items[index].place(at: origin, size: .zero, proposal: ProposedViewSize(.zero), pass)
      continue
    }
    let at = relative ? CGPoint(x: origin.x + frame.origin.x, y: origin.y + frame.origin.y) : frame.origin
    items[index].place(at: at, size: frame.size, proposal: frame.proposal, pass)
  }
}

/// The indices of `items` in drawing order: by z-index, ties in list order.
func drawingOrder(_ items: [ItemNode]) -> [Int] {
  let z = items.map { zIndex(of: $0) }
  guard z.contains(where: { $0 != 0 }) else { return Array(items.indices) }
  return items.indices.sorted { (z[$0], $0) < (z[$1], $1) }
}

public struct _HitTestingModifier: WrappingModifier {
  let enabled: Bool

  package func node(wrapping child: Node, _ identity: ViewIdentity) -> Node {
    HitTestingNode(identity: identity, child: child, modifier: self)
  }
}

final class HitTestingNode: EffectNode<_HitTestingModifier> {
  override func place(at origin: CGPoint, size: CGSize, proposal: ProposedViewSize, _ pass: Pass) {
    guard !modifier.enabled else { return child.place(at: origin, size: size, proposal: proposal, pass) }
    pass.withSavedState {
      pass.isHitTestable = false
      child.place(at: origin, size: size, proposal: proposal, pass)
    }
  }
}
