import Foundation

extension View {
  /// Insets the view by `length` points on every edge (16 when `nil`, iOS's default padding).
  public func padding(_ length: CGFloat) -> some View {
    modifier(_PaddingLayout(insets: EdgeInsets(.all, length)))
  }

  /// Insets the view on `edges` by `length` points (16 when `nil`).
  public func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View {
    modifier(_PaddingLayout(insets: EdgeInsets(edges, length ?? 16)))
  }

  /// Insets the view by `insets`.
  public func padding(_ insets: EdgeInsets) -> some View {
    modifier(_PaddingLayout(insets: insets))
  }
}

/// Padding (docs/SEMANTICS.md §7): the child is proposed the proposal minus the insets (never below
/// 0) and placed at (leading, top); the padded size is the child's size plus the insets.
public struct _PaddingLayout: WrappingModifier {
  let insets: EdgeInsets

  package func node(wrapping child: Node, _ identity: ViewIdentity) -> Node {
    PaddingNode(identity: identity, child: child, modifier: self)
  }
}

final class PaddingNode: EffectNode<_PaddingLayout> {
  private func childProposal(_ p: ProposedViewSize) -> ProposedViewSize {
    ProposedViewSize(
      width: p.width.map { max(0, $0 - modifier.insets.leading - modifier.insets.trailing) },
      height: p.height.map { max(0, $0 - modifier.insets.top - modifier.insets.bottom) })
  }

  override func sizeThatFits(_ proposal: ProposedViewSize, _ pass: Pass) -> CGSize {
    let s = child.sizeThatFits(childProposal(proposal), pass)
    return CGSize(width: s.width + modifier.insets.leading + modifier.insets.trailing, height: s.height + modifier.insets.top + modifier.insets.bottom)
  }

  override func place(at origin: CGPoint, size: CGSize, proposal: ProposedViewSize, _ pass: Pass) {
    let p = childProposal(proposal)
    let childSize = CGSize(
      width: max(0, size.width - modifier.insets.leading - modifier.insets.trailing),
      height: max(0, size.height - modifier.insets.top - modifier.insets.bottom))
    child.place(at: CGPoint(x: origin.x + modifier.insets.leading, y: origin.y + modifier.insets.top), size: childSize, proposal: p, pass)
  }

  /// The child's guides, moved by the leading and top insets.
  override func explicitGuide(_ key: GuideKey, size: CGSize, proposal: ProposedViewSize, _ pass: Pass) -> CGFloat? {
    let childSize = CGSize(
      width: max(0, size.width - modifier.insets.leading - modifier.insets.trailing),
      height: max(0, size.height - modifier.insets.top - modifier.insets.bottom))
    return child.explicitGuide(key, size: childSize, proposal: childProposal(proposal), pass)
      .map { $0 + (key.axis == .horizontal ? modifier.insets.leading : modifier.insets.top) }
  }
}
