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

  /// docs/SEMANTICS.md §7: the union of the children's sizes under the same proposal, aligned: with
  /// plain fractional guides the largest width and height; otherwise, on that axis, the length of
  /// the union of the children set on one guide line.
  override func sizeThatFits(_ proposal: ProposedViewSize, _ pass: Pass) -> CGSize {
    let keys = (alignment.horizontal.key, alignment.vertical.key)
    var size = CGSize.zero
    var before = CGPoint.zero
    var after = CGPoint.zero
    for item in items where item.phase != .removing {
      let s = item.sizeThatFits(proposal, pass)
      size.width = max(size.width, s.width)
      size.height = max(size.height, s.height)
      if fixedFraction(of: keys.0) == nil {
        let guide = item.guide(keys.0, size: s, proposal: proposal, pass)
        before.x = max(before.x, guide)
        after.x = max(after.x, s.width - guide)
      }
      if fixedFraction(of: keys.1) == nil {
        let guide = item.guide(keys.1, size: s, proposal: proposal, pass)
        before.y = max(before.y, guide)
        after.y = max(after.y, s.height - guide)
      }
    }
    return CGSize(
      width: fixedFraction(of: keys.0) == nil ? before.x + after.x : size.width,
      height: fixedFraction(of: keys.1) == nil ? before.y + after.y : size.height)
  }

  /// Every child is proposed the stack's size and aligned inside it.
  /// Children are placed in drawing order: by z-index, ties in list order.
  override func place(at origin: CGPoint, size: CGSize, proposal: ProposedViewSize, _ pass: Pass) {
    let children = frames(size: size, pass)
    for child in drawingOrder(items).map({ children[$0] }) {
      child.item.place(
        at: CGPoint(x: origin.x + child.origin.x, y: origin.y + child.origin.y), size: child.size,
        proposal: ProposedViewSize(size), pass)
    }
  }

  /// The children's explicit values of `key`, where they sit, combined by the guide's rule;
  /// `nil` when none has one.
  override func explicitGuide(_ key: GuideKey, size: CGSize, proposal: ProposedViewSize, _ pass: Pass) -> CGFloat? {
    guard explicitGuideKeys.contains(key) else { return nil }
    let p = ProposedViewSize(size)
    let children = frames(size: size, pass).filter { $0.item.phase != .removing }
    return key.combine(count: children.count) { i in
      let child = children[i]
      guard child.item.explicitGuideKeys.contains(key) else { return nil }
      return child.item.explicitGuide(key, size: child.size, proposal: p, pass).map { $0 + key.axis.coordinate(of: child.origin) }
    }
  }

  override func makeExplicitGuideKeys() -> Set<GuideKey> {
    items.reduce(into: []) { $0.formUnion($1.explicitGuideKeys) }
  }


  /// Each child's frame relative to the stack's origin. On each axis, plain fractional guides
  /// align inside the stack's size; other guides meet on the line of the union of the children
  /// (the stack's edge plus the farthest reach before the line).
  private func frames(size: CGSize, _ pass: Pass) -> [(item: ItemNode, origin: CGPoint, size: CGSize)] {
    let p = ProposedViewSize(size)
    let keys = (alignment.horizontal.key, alignment.vertical.key)
    let sized = items.map { item in
      let s = item.sizeThatFits(p, pass)
      let guide = CGPoint(
        x: item.guide(keys.0, size: s, proposal: p, pass), y: item.guide(keys.1, size: s, proposal: p, pass))
      return (item: item, size: s, guide: guide)
    }
    let present = sized.filter { $0.item.phase != .removing }
    let line = CGPoint(
      x: fixedFraction(of: keys.0).map { $0 * size.width } ?? present.reduce(0) { max($0, $1.guide.x) },
      y: fixedFraction(of: keys.1).map { $0 * size.height } ?? present.reduce(0) { max($0, $1.guide.y) })
    return sized.map { child in
      (child.item, CGPoint(x: line.x - child.guide.x, y: line.y - child.guide.y), child.size)
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
