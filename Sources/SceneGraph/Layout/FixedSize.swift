import Foundation

extension View {
  /// Gives the view its ideal size in both dimensions, whatever it is offered.
  public func fixedSize() -> some View {
    modifier(_FixedSizeLayout(horizontal: true, vertical: true))
  }

  /// Gives the view its ideal size in the dimensions chosen, whatever it is offered there.
  public func fixedSize(horizontal: Bool, vertical: Bool) -> some View {
    modifier(_FixedSizeLayout(horizontal: horizontal, vertical: vertical))
  }
}

/// `.fixedSize`: proposes `nil` (the ideal size) to the child in the fixed dimensions and
/// takes the child's answer as its size.
public struct _FixedSizeLayout: WrappingModifier {
  let horizontal: Bool
  let vertical: Bool

  package func node(wrapping child: Node, _ identity: ViewIdentity) -> Node {
    FixedSizeNode(identity: identity, child: child, modifier: self)
  }
}

final class FixedSizeNode: EffectNode<_FixedSizeLayout> {
  private func childProposal(_ p: ProposedViewSize) -> ProposedViewSize {
    ProposedViewSize(width: modifier.horizontal ? nil : p.width, height: modifier.vertical ? nil : p.height)
  }

  override func sizeThatFits(_ proposal: ProposedViewSize, _ pass: Pass) -> CGSize {
    child.sizeThatFits(childProposal(proposal), pass)
  }

  override func place(at origin: CGPoint, size: CGSize, proposal: ProposedViewSize, _ pass: Pass) {
    child.place(at: origin, size: size, proposal: childProposal(proposal), pass)
  }

  override func explicitGuide(_ key: GuideKey, size: CGSize, proposal: ProposedViewSize, _ pass: Pass) -> CGFloat? {
    child.explicitGuide(key, size: size, proposal: childProposal(proposal), pass)
  }
}
