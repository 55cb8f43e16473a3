import Foundation

/// Overlays its children, aligned by `alignment`; later children draw on top.
public struct ZStack<Content: View>: PrimitiveView {
  let alignment: Alignment
  let content: Content

  public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {
    self.alignment = alignment
    self.content = content()
  }

  package func makeNode(_ resolver: inout Resolver, _ identity: ViewIdentity) -> Node {
    StackNode(identity: identity, items: resolver.items(of: content, identity), alignment: alignment)
  }
}

/// A ZStack-like overlay of items: also what a bare view list lays out as.
class StackNode: Node {
  let items: [ItemNode]
  let alignment: Alignment

  init(identity: ViewIdentity, items: [ItemNode], alignment: Alignment) {
    self.items = items
    self.alignment = alignment
    super.init(identity: identity)
  }

  /// §7: the union of the children's sizes under the same proposal.
  override func sizeThatFits(_ proposal: ProposedViewSize, _ pass: Pass) -> CGSize {
    var size = CGSize.zero
    for item in items where item.phase != .removing {
      let s = item.sizeThatFits(proposal, pass)
      size.width = max(size.width, s.width)
      size.height = max(size.height, s.height)
    }
    return size
  }

  /// Every child is proposed the stack's size and aligned inside it.
  override func place(at origin: CGPoint, size: CGSize, proposal: ProposedViewSize, _ pass: Pass) {
    let p = ProposedViewSize(size)
    for item in items {
      let s = item.sizeThatFits(p, pass)
      let offset = alignment.offset(of: s, in: size)
      item.place(at: CGPoint(x: origin.x + offset.x, y: origin.y + offset.y), size: s, proposal: p, pass)
    }
  }

  override var transition: AnyTransition? { items.count == 1 ? items[0].transition : nil }
}

/// A bare list of views (several statements in a body): laid out as a centred overlay.
final class GroupNode: StackNode {
  init(identity: ViewIdentity, items: [ItemNode]) {
    super.init(identity: identity, items: items, alignment: .center)
  }
}
