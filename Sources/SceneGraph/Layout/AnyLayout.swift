import Foundation

/// A type-erased layout: lets one container switch between layouts — a row and a column, say
/// — keeping its subviews' identities, so the change animates each subview from its old frame
/// to its new one.
///
///     let layout = isWide ? AnyLayout(HStackLayout()) : AnyLayout(VStackLayout())
///     layout { Badge(); Title(); Detail() }
public struct AnyLayout: Layout {
  /// The wrapped layout's cache.
  public struct Cache {
    var storage: Any?
  }

  let base: any Layout

  public init<L: Layout>(_ layout: L) {
    base = (layout as? AnyLayout)?.base ?? layout
  }

  /// The wrapped layout's stack orientation (what a `Spacer` inside grows along).
  var stackOrientation: Axis? { type(of: base).layoutProperties.stackOrientation }

  /// Whether the wrapped layout is one of Flipbook's own.
  var isBuiltIn: Bool { base is any BuiltInLayout }

  public func makeCache(subviews: Subviews) -> Cache { Cache(storage: makeCache(base, subviews)) }

  private func makeCache<L: Layout>(_ layout: L, _ subviews: Subviews) -> Any { layout.makeCache(subviews: subviews) }

  public func updateCache(_ cache: inout Cache, subviews: Subviews) {
    cache = makeCache(subviews: subviews)
  }

  /// Runs `body` with the wrapped layout and its cache, taken from `cache` (made afresh when
  /// the container switched layouts since).
  private func with<L: Layout, T>(_ layout: L, _ cache: inout Cache, _ subviews: Subviews, _ body: (L, inout L.Cache) -> T) -> T {
    var inner = cache.storage as? L.Cache ?? layout.makeCache(subviews: subviews)
    defer { cache.storage = inner }
    return body(layout, &inner)
  }

  public func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing {
    func open<L: Layout>(_ layout: L) -> ViewSpacing {
      with(layout, &cache, subviews) { $0.spacing(subviews: subviews, cache: &$1) }
    }
    return open(base)
  }

  public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize {
    func open<L: Layout>(_ layout: L) -> CGSize {
      with(layout, &cache, subviews) { $0.sizeThatFits(proposal: proposal, subviews: subviews, cache: &$1) }
    }
    return open(base)
  }

  public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) {
    func open<L: Layout>(_ layout: L) {
      with(layout, &cache, subviews) { $0.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &$1) }
    }
    open(base)
  }

  public func explicitAlignment(
    of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews,
    cache: inout Cache
  ) -> CGFloat? {
    func open<L: Layout>(_ layout: L) -> CGFloat? {
      with(layout, &cache, subviews) {
        $0.explicitAlignment(of: guide, in: bounds, proposal: proposal, subviews: subviews, cache: &$1)
      }
    }
    return open(base)
  }

  public func explicitAlignment(
    of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews,
    cache: inout Cache
  ) -> CGFloat? {
    func open<L: Layout>(_ layout: L) -> CGFloat? {
      with(layout, &cache, subviews) {
        $0.explicitAlignment(of: guide, in: bounds, proposal: proposal, subviews: subviews, cache: &$1)
      }
    }
    return open(base)
  }
}
