import Foundation

/// Empty space that grows along the axis of the enclosing `HStack` or `VStack`.
///
/// In a stack it is `max(proposal, minLength)` long along the stack's axis (its ideal length is
/// `minLength`) and 0 thick across it; it is sized after the other children (docs/SEMANTICS.md §7)
/// and no default gap is put next to it. Outside any stack it grows in both dimensions, with
/// `minLength` as the least and ideal length of each. Draws nothing.
public struct Spacer: PrimitiveView {
  /// The least length in points; `nil` means 8, iOS's standard spacing.
  public var minLength: CGFloat?

  public init(minLength: CGFloat? = nil) { self.minLength = minLength }

  package func makeNode(_ resolver: inout Resolver, _ identity: ViewIdentity) -> Node {
    SpacerNode(identity: identity, minLength: max(minLength ?? 8, 0), axis: resolver.environment[StackAxisKey.self])
  }
}

final class SpacerNode: Node {
  let minLength: CGFloat
  /// The axis of the enclosing stack; `nil` outside any.
  let axis: Axis?

  init(identity: ViewIdentity, minLength: CGFloat, axis: Axis?) {
    self.minLength = minLength
    self.axis = axis
    super.init(identity: identity)
  }

  override func sizeThatFits(_ proposal: ProposedViewSize, _ pass: Pass) -> CGSize {
    func grow(_ p: CGFloat?) -> CGFloat { max(p ?? minLength, minLength) }
    switch axis {
    case .horizontal?: return CGSize(width: grow(proposal.width), height: 0)
    case .vertical?: return CGSize(width: 0, height: grow(proposal.height))
    case nil: return CGSize(width: grow(proposal.width), height: grow(proposal.height))
    }
  }

  override func place(at origin: CGPoint, size: CGSize, proposal: ProposedViewSize, _ pass: Pass) {
    pass.record("Spacer", identity, pass.presentedFrame(key("frame"), CGRect(origin: origin, size: size)))
  }
}
