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

  /// §7: the union of the children's sizes under the same proposal, aligned: with fractional
  /// guides the largest width and height; with a text baseline, the height of the union of the
  /// children set on one baseline.
  override func sizeThatFits(_ proposal: ProposedViewSize, _ pass: Pass) -> CGSize {
    var size = CGSize.zero
    var (above, below): (CGFloat, CGFloat) = (0, 0)
    for item in items where item.phase != .removing {
      let s = item.sizeThatFits(proposal, pass)
      size.width = max(size.width, s.width)
      size.height = max(size.height, s.height)
      if case .fraction = alignment.vertical.kind { continue }
      let guide = item.guide(alignment.vertical.kind, size: s, proposal: proposal, pass)
      above = max(above, guide)
      below = max(below, s.height - guide)
    }
    if case .fraction = alignment.vertical.kind { return size }
    return CGSize(width: size.width, height: above + below)
  }

  /// Every child is proposed the stack's size and aligned inside it.
  override func place(at origin: CGPoint, size: CGSize, proposal: ProposedViewSize, _ pass: Pass) {
    for child in frames(size: size, pass) {
      child.item.place(
        at: CGPoint(x: origin.x + child.origin.x, y: origin.y + child.origin.y), size: child.size,
        proposal: ProposedViewSize(size), pass)
    }
  }

  /// The baseline of the first (last) child with text, where it sits; `nil` when none has.
  override func explicitBaseline(last: Bool, size: CGSize, proposal: ProposedViewSize, _ pass: Pass) -> CGFloat? {
    let p = ProposedViewSize(size)
    let children = frames(size: size, pass).filter { $0.item.phase != .removing }
    for child in last ? Array(children.reversed()) : children {
      if let y = child.item.explicitBaseline(last: last, size: child.size, proposal: p, pass) {
        return child.origin.y + y
      }
    }
    return nil
  }

  /// Each child's frame relative to the stack's origin: fractional guides align inside the
  /// stack's size; text baselines meet on the line of the union of the children (the stack's
  /// top plus the highest reach above the line).
  private func frames(size: CGSize, _ pass: Pass) -> [(item: ItemNode, origin: CGPoint, size: CGSize)] {
    let p = ProposedViewSize(size)
    let kind = alignment.vertical.kind
    let sized = items.map { item in
      let s = item.sizeThatFits(p, pass)
      return (item: item, size: s, guide: item.guide(kind, size: s, proposal: p, pass))
    }
    var line: CGFloat?
    if case .fraction = kind {} else {
      line = sized.filter { $0.item.phase != .removing }.reduce(0) { max($0, $1.guide) }
    }
    return sized.map { child in
      let x = (size.width - child.size.width) * alignment.horizontal.fraction
      let y = (line ?? Node.defaultGuide(kind, length: size.height)) - child.guide
      return (child.item, CGPoint(x: x, y: y), child.size)
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
