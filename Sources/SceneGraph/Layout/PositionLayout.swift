import Foundation
import Geometry

extension View {
  /// Centres the view at (x, y) in the coordinates of a box that takes the whole proposal.
  public func position(x: CGFloat = 0, y: CGFloat = 0) -> some View {
    modifier(_PositionLayout(position: CGPoint(x: x, y: y)))
  }

  public func position(_ position: CGPoint) -> some View {
    modifier(_PositionLayout(position: position))
  }

  /// Shifts the view by (x, y) without changing the layout of anything else. Animatable.
  public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some View {
    modifier(_OffsetEffect(offset: CGSize(width: x, height: y)))
  }

  public func offset(_ offset: CGSize) -> some View {
    modifier(_OffsetEffect(offset: offset))
  }

}

/// `.position` (docs/SEMANTICS.md §7): takes the whole proposal (nil dimensions become the child's)
/// and puts the child's centre at the position. The child is proposed the position view's full
/// size.
public struct _PositionLayout: WrappingModifier {
  let position: CGPoint

  package func node(wrapping child: Node, _ identity: ViewIdentity) -> Node {
    PositionNode(identity: identity, child: child, modifier: self)
  }
}

final class PositionNode: EffectNode<_PositionLayout> {
  override func sizeThatFits(_ proposal: ProposedViewSize, _ pass: Pass) -> CGSize {
    if let w = proposal.width, let h = proposal.height { return CGSize(width: w, height: h) }
    let c = child.sizeThatFits(proposal, pass)
    return CGSize(width: proposal.width ?? c.width, height: proposal.height ?? c.height)
  }

  override func place(at origin: CGPoint, size: CGSize, proposal: ProposedViewSize, _ pass: Pass) {
    let p = ProposedViewSize(size)
    let c = child.sizeThatFits(p, pass)
    child.place(
      at: CGPoint(x: origin.x + modifier.position.x - c.width / 2, y: origin.y + modifier.position.y - c.height / 2),
      size: c, proposal: p, pass)
  }

  /// The child's guides where the position puts it.
  override func explicitGuide(_ key: GuideKey, size: CGSize, proposal: ProposedViewSize, _ pass: Pass) -> CGFloat? {
    let p = ProposedViewSize(size)
    let c = child.sizeThatFits(p, pass)
    let corner = CGPoint(x: modifier.position.x - c.width / 2, y: modifier.position.y - c.height / 2)
    return child.explicitGuide(key, size: c, proposal: p, pass).map { $0 + key.axis.coordinate(of: corner) }
  }
}

/// `.offset`: moves the subtree's modifier.position; visible to geometry readers and matched geometry.
public struct _OffsetEffect: WrappingModifier {
  let offset: CGSize

  package func node(wrapping child: Node, _ identity: ViewIdentity) -> Node {
    OffsetNode(identity: identity, child: child, modifier: self)
  }
}

final class OffsetNode: EffectNode<_OffsetEffect> {
  override func place(at origin: CGPoint, size: CGSize, proposal: ProposedViewSize, _ pass: Pass) {
    let d = pass.presented(key("offset"), AnimatableRect(x: modifier.offset.width, y: modifier.offset.height, width: 0, height: 0))
    child.place(at: CGPoint(x: origin.x + d.x, y: origin.y + d.y), size: size, proposal: proposal, pass)
  }
}
