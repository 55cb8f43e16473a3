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
    makeLayoutNode(
      ZStackLayout(alignment: alignment), content, &resolver, identity, keepsStackAxis: true, passesTransitionThrough: true)
  }
}

/// The node of a bare list of views (several statements in a body, a `Group`, a `ForEach`):
/// laid out as a centred overlay.
func groupNode(identity: ViewIdentity, items: [ItemNode]) -> Node {
  LayoutNode(identity: identity, layout: ZStackLayout(), items: items, passesTransitionThrough: true)
}

/// The layout of a `ZStack`: every child proposed the stack's size and aligned inside it.
///
/// As a value it makes a container of its own (`ZStackLayout() { … }`) and can stand in an
/// ``AnyLayout``.
public struct ZStackLayout: Layout, BuiltInLayout {
  public var alignment: Alignment

  public init(alignment: Alignment = .center) { self.alignment = alignment }

  private var keys: (GuideKey, GuideKey) { (alignment.horizontal.key, alignment.vertical.key) }

  /// Where the children line up on `key`, as a fraction of the stack, when that is where
  /// they line up: a fractional guide none of them gives an explicit value for.
  private func fixedFraction(of key: GuideKey, _ subviews: Subviews) -> CGFloat? {
    guard case .fraction(let f) = key.kind, !subviews.context.hasExplicitGuide(key) else { return nil }
    return f
  }

  /// docs/SEMANTICS.md §7: the union of the children's sizes under the same proposal, aligned:
  /// with plain fractional guides the largest width and height; otherwise, on that axis, the
  /// length of the union of the children set on one guide line.
  public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
    let (h, v) = keys
    let (fx, fy) = (fixedFraction(of: h, subviews), fixedFraction(of: v, subviews))
    let context = subviews.context
    var size = CGSize.zero
    var before = CGPoint.zero
    var after = CGPoint.zero
    for index in subviews.indices {
      let s = subviews[index].sizeThatFits(proposal)
      size.width = max(size.width, s.width)
      size.height = max(size.height, s.height)
      if fx == nil {
        let guide = context.node(index).guide(h, size: s, proposal: proposal, context.pass)
        before.x = max(before.x, guide)
        after.x = max(after.x, s.width - guide)
      }
      if fy == nil {
        let guide = context.node(index).guide(v, size: s, proposal: proposal, context.pass)
        before.y = max(before.y, guide)
        after.y = max(after.y, s.height - guide)
      }
    }
    return CGSize(width: fx == nil ? before.x + after.x : size.width, height: fy == nil ? before.y + after.y : size.height)
  }

  /// On each axis, plain fractional guides align inside the stack's size; other guides meet
  /// on the line of the union of the children (the stack's edge plus the farthest reach
  /// before the line).
  public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
    let p = ProposedViewSize(bounds.size)
    let (h, v) = keys
    let context = subviews.context
    let sized = subviews.indices.map { index in
      let s = subviews[index].sizeThatFits(p)
      let node = context.node(index)
      return (size: s, guide: CGPoint(x: node.guide(h, size: s, proposal: p, context.pass), y: node.guide(v, size: s, proposal: p, context.pass)))
    }
    let line = CGPoint(
      x: fixedFraction(of: h, subviews).map { $0 * bounds.width } ?? sized.reduce(0) { max($0, $1.guide.x) },
      y: fixedFraction(of: v, subviews).map { $0 * bounds.height } ?? sized.reduce(0) { max($0, $1.guide.y) })
    for (index, child) in zip(subviews.indices, sized) {
      subviews[index].place(
        at: CGPoint(x: bounds.minX + (line.x - child.guide.x), y: bounds.minY + (line.y - child.guide.y)), proposal: p)
    }
  }

  /// An ordinary view's preferences, as ``HStackLayout``'s.
  public func spacing(subviews: Subviews, cache: inout ()) -> ViewSpacing { ViewSpacing() }
}
