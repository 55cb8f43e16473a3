// What: SwiftUI's `Layout` protocol — a container that sizes itself from its subviews and
// places them — with `LayoutSubviews`, `LayoutSubview`, `ViewSpacing`, `LayoutValueKey` and
// `LayoutProperties`, and `LayoutNode`, the node that runs any layout in a pass.
//
// Why this approach: the protocol is the node protocol with public names. A subview is a
// handle on one item of the container (`ItemNode`): asking it for a size measures the item
// (answers cached per proposal for the pass, so nested layouts stay linear), and placing it
// records a frame that the node hands to `placeItems` once `placeSubviews` returns. So a
// custom layout gets everything a built-in container has — transitions, removal in the frame
// last had (docs/SEMANTICS.md §4), z-index order, frame animations of the leaves — and the
// built-in stacks are written on it too (`StackLayouts.swift`).
//
// Rules as SwiftUI documents them:
// - A subview the layout does not place is centred in the layout's bounds, proposed what the
//   layout was proposed.
// - A subview being removed is not among the subviews: the layout is recomputed without it.
// - `explicitAlignment` returning nil (the default) merges the subviews' explicit guides where
//   they were placed: the first (last) text baseline is the first (last) subview's that has
//   one, any other guide the mean of the explicit values.
// - The default `spacing` is the union of the subviews' preferences on every edge.
// - `layoutProperties.stackOrientation` is the axis a `Spacer` (or `Divider`) inside grows
//   along.
//
// What it refuses to do: an `Animatable` layout's data is not interpolated (its subviews'
// frames animate, leaf by leaf, as in any container, but a layout that bends them along a
// path draws straight-line flights); caches live for one pass (`updateCache` is never called,
// every pass makes a new cache, which gives the same sizes).

import Foundation
import Motion

/// A container that sizes itself from its subviews and places them: SwiftUI's `Layout`.
///
///     struct Diagonal: Layout {
///       func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
///         subviews.reduce(.zero) { size, view in
///           let s = view.sizeThatFits(.unspecified)
///           return CGSize(width: size.width + s.width, height: size.height + s.height)
///         }
///       }
///       func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
///         var point = bounds.origin
///         for view in subviews {
///           view.place(at: point, proposal: .unspecified)
///           let s = view.sizeThatFits(.unspecified)
///           point = CGPoint(x: point.x + s.width, y: point.y + s.height)
///         }
///       }
///     }
///
///     Diagonal { Color.red.frame(width: 20, height: 20); Color.blue.frame(width: 20, height: 20) }
public protocol Layout: Animatable {
  /// Values the layout computes once and reuses between sizing and placing.
  associatedtype Cache = Void
  typealias Subviews = LayoutSubviews

  /// Properties of the layout, such as the axis a `Spacer` inside grows along.
  static var layoutProperties: LayoutProperties { get }

  /// A new cache for `subviews`.
  func makeCache(subviews: Subviews) -> Cache
  /// Brings `cache` up to date with changed `subviews`.
  func updateCache(_ cache: inout Cache, subviews: Subviews)
  /// The spacing preferences of the container as a whole, for its own parent.
  func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing
  /// The container's size for `proposal`.
  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize
  /// Places every subview, in the coordinates of `bounds` (the container's frame as its
  /// parent placed it, whose origin need not be zero).
  func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache)
  /// The container's explicit value of a horizontal guide, in the coordinates of `bounds`;
  /// `nil` merges its subviews' explicit values.
  func explicitAlignment(
    of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews,
    cache: inout Cache
  ) -> CGFloat?
  /// The container's explicit value of a vertical guide, in the coordinates of `bounds`;
  /// `nil` merges its subviews' explicit values.
  func explicitAlignment(
    of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews,
    cache: inout Cache
  ) -> CGFloat?
}

extension Layout where Cache == Void {
  public func makeCache(subviews: Subviews) {}
}

extension Layout {
  public static var layoutProperties: LayoutProperties { LayoutProperties() }

  public func updateCache(_ cache: inout Cache, subviews: Subviews) {
    cache = makeCache(subviews: subviews)
  }

  /// The union of the subviews' spacing preferences on every edge.
  public func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing {
    subviews.reduce(into: ViewSpacing.none) { $0.formUnion($1.spacing) }
  }

  public func explicitAlignment(
    of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews,
    cache: inout Cache
  ) -> CGFloat? { nil }

  public func explicitAlignment(
    of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews,
    cache: inout Cache
  ) -> CGFloat? { nil }

  /// The layout as a container of `content`: `MyLayout { … }`.
  public func callAsFunction<V: View>(@ViewBuilder _ content: () -> V) -> some View {
    _LayoutView(layout: self, content: content())
  }
}

/// Properties of a layout container.
public struct LayoutProperties: Sendable {
  /// The container's major axis, if it is stack-like: what a `Spacer` inside grows along.
  /// `nil` (default): spacers grow in both dimensions.
  public var stackOrientation: Axis?

  public init() {}
}

/// How much space a view wants next to its neighbours, edge by edge.
///
/// Two neighbours are `distance(to:along:)` apart: the larger of their preferences on the
/// facing edges. An ordinary view prefers iOS's standard 8 points on every edge; a `Spacer`
/// has no preference, and nothing is put next to it. (SwiftUI keeps preferences by category —
/// text to text differs from text to an image; Flipbook has the one category, 8 points.)
public struct ViewSpacing: Sendable, CustomStringConvertible {
  /// The preference on each edge, top, leading, bottom, trailing; `nil`: none.
  private var edges: (top: CGFloat?, leading: CGFloat?, bottom: CGFloat?, trailing: CGFloat?)

  /// An ordinary view's spacing: 8 points on every edge.
  public init() { edges = (8, 8, 8, 8) }

  private init(all value: CGFloat?) { edges = (value, value, value, value) }

  /// Zero points on every edge.
  public static let zero = ViewSpacing(all: 0)

  /// No preference on any edge (a `Spacer`): no gap next to it.
  static let none = ViewSpacing(all: nil)

  private func value(_ edge: Edge) -> CGFloat? {
    switch edge {
    case .top: edges.top
    case .leading: edges.leading
    case .bottom: edges.bottom
    case .trailing: edges.trailing
    }
  }

  private mutating func set(_ edge: Edge, _ value: CGFloat?) {
    switch edge {
    case .top: edges.top = value
    case .leading: edges.leading = value
    case .bottom: edges.bottom = value
    case .trailing: edges.trailing = value
    }
  }

  /// Takes, on each of `edges`, the larger of the two preferences.
  public mutating func formUnion(_ other: ViewSpacing, edges: Edge.Set = .all) {
    for edge in Edge.allCases where edges.contains(Edge.Set(edge)) {
      switch (value(edge), other.value(edge)) {
      case let (a?, b?): set(edge, max(a, b))
      case (nil, let b): set(edge, b)
      case (_, nil): break
      }
    }
  }

  /// This spacing with `other`'s merged on `edges` (see ``formUnion(_:edges:)``).
  public func union(_ other: ViewSpacing, edges: Edge.Set = .all) -> ViewSpacing {
    var result = self
    result.formUnion(other, edges: edges)
    return result
  }

  /// The gap between this view and `next`, which follows it along `axis`: the larger of the
  /// preferences on the facing edges, 0 when either has none.
  public func distance(to next: ViewSpacing, along axis: Axis) -> CGFloat {
    let (mine, theirs) = axis == .horizontal
      ? (value(.trailing), next.value(.leading)) : (value(.bottom), next.value(.top))
    guard let mine, let theirs else { return 0 }
    return max(mine, theirs)
  }

  public var description: String {
    "ViewSpacing(top: \(String(describing: edges.top)), leading: \(String(describing: edges.leading)), "
      + "bottom: \(String(describing: edges.bottom)), trailing: \(String(describing: edges.trailing)))"
  }
}

/// A value a view hands to the custom layout that contains it: `.layoutValue(key:value:)` on
/// the view, `subview[Key.self]` in the layout.
public protocol LayoutValueKey {
  associatedtype Value
  /// The value of a subview that sets none.
  static var defaultValue: Value { get }
}

extension View {
  /// Gives this view `value` for `key`, read by the enclosing layout as `subview[key]`.
  /// Passes through other modifiers, as a trait of the view.
  public func layoutValue<K: LayoutValueKey>(key: K.Type, value: K.Value) -> some View {
    modifier(_LayoutValueModifier(key: ObjectIdentifier(key), value: value))
  }
}

public struct _LayoutValueModifier: WrappingModifier {
  let key: ObjectIdentifier
  let value: Any

  package func node(wrapping child: Node, _ identity: ViewIdentity) -> Node {
    LayoutValueNode(identity: identity, child: child, modifier: self)
  }
}

final class LayoutValueNode: EffectNode<_LayoutValueModifier> {}

/// The writing direction layouts place in; Flipbook lays out left to right.
public enum LayoutDirection: Hashable, Sendable, CaseIterable {
  case leftToRight, rightToLeft
}

// MARK: Subviews

/// The subviews of a layout container, in order: a collection of ``LayoutSubview``.
public struct LayoutSubviews: RandomAccessCollection, Equatable {
  public typealias Element = LayoutSubview
  public typealias Index = Int
  public typealias SubSequence = LayoutSubviews

  let context: LayoutContext
  let range: Range<Int>

  init(context: LayoutContext, range: Range<Int>) {
    self.context = context
    self.range = range
  }

  public var startIndex: Int { range.lowerBound }
  public var endIndex: Int { range.upperBound }
  public subscript(index: Int) -> LayoutSubview { LayoutSubview(context: context, index: index) }
  public subscript(bounds: Range<Int>) -> LayoutSubviews { LayoutSubviews(context: context, range: bounds) }

  /// The direction the container lays out in: left to right.
  public var layoutDirection: LayoutDirection { .leftToRight }

  public static func == (a: LayoutSubviews, b: LayoutSubviews) -> Bool { a.context === b.context && a.range == b.range }
}

/// One subview of a layout container: ask its size, then place it.
public struct LayoutSubview: Equatable {
  let context: LayoutContext
  /// The subview's position among the container's subviews.
  let index: Int

  /// The subview's size for `proposal`.
  public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { context.measure(index, proposal) }

  /// The subview's size and alignment guides for `proposal`.
  public func dimensions(in proposal: ProposedViewSize) -> ViewDimensions {
    let size = context.measure(index, proposal)
    return context.node(index).dimensions(size: size, proposal: proposal, context.pass)
  }

  /// Places the subview with its `anchor` point at `position` (the coordinates of the bounds
  /// the layout was given), sized as it answers `proposal`. Calls outside `placeSubviews` are
  /// ignored.
  public func place(at position: CGPoint, anchor: UnitPoint = .topLeading, proposal: ProposedViewSize) {
    context.place(index, at: position, anchor: anchor, proposal: proposal)
  }

  /// The subview's layout priority (`.layoutPriority(_:)`); default 0.
  public var priority: Double { layoutPriority(of: context.node(index)) }

  /// The subview's spacing preferences.
  public var spacing: ViewSpacing { context.spacing(index) }

  /// The subview's value for `key` (`.layoutValue(key:value:)`), else the key's default.
  public subscript<K: LayoutValueKey>(key: K.Type) -> K.Value {
    let id = ObjectIdentifier(key)
    for case let trait as LayoutValueNode in modifierChain(of: context.node(index)) where trait.modifier.key == id {
      if let value = trait.modifier.value as? K.Value { return value }
    }
    return K.defaultValue
  }

  public static func == (a: LayoutSubview, b: LayoutSubview) -> Bool { a.context === b.context && a.index == b.index }
}

/// What the subviews of one container in one pass share: the items taking part in layout
/// (the container's items less those being removed), their answers by proposal, and the
/// frames `placeSubviews` gives them.
final class LayoutContext {
  let items: [ItemNode]
  /// The indices into `items` of the subviews, in order.
  let members: [Int]
  /// The pass the container is being asked in (containers live for one pass).
  unowned(unsafe) var pass: Pass
  private var measured: [[ProposedViewSize: CGSize]]
  /// Frames recorded by `place`, by subview, relative to the origin of the bounds asked with;
  /// `nil` outside `placeSubviews`.
  private var placements: [Int: (origin: CGPoint, size: CGSize, proposal: ProposedViewSize)]?

  init(items: [ItemNode], pass: Pass) {
    self.items = items
    self.members = items.indices.filter { items[$0].phase != .removing }
    self.pass = pass
    measured = Array(repeating: [:], count: members.count)
  }

  func node(_ index: Int) -> ItemNode { items[members[index]] }

  /// The subview's size for `proposal`, asked once per pass.
  func measure(_ index: Int, _ proposal: ProposedViewSize) -> CGSize {
    if let size = measured[index][proposal] { return size }
    let size = node(index).sizeThatFits(proposal, pass)
    measured[index][proposal] = size
    return size
  }

  /// Whether any subview may have an explicit value for `key` (see `Node.explicitGuideKeys`).
  func hasExplicitGuide(_ key: GuideKey) -> Bool {
    members.contains { items[$0].explicitGuideKeys.contains(key) }
  }

  /// The subview's spacing preferences: none for a `Spacer` (also under modifiers such as
  /// `.frame`, not under padding), a nested custom layout's own, 8 points otherwise.
  func spacing(_ index: Int) -> ViewSpacing {
    for carrier in modifierChain(of: node(index)) {
      if carrier is SpacerNode { return .none }
      if carrier is PaddingNode { return ViewSpacing() }
      if let container = carrier as? any LayoutSpacing { return container.spacing(pass) }
    }
    return ViewSpacing()
  }

  func place(_ index: Int, at position: CGPoint, anchor: UnitPoint, proposal: ProposedViewSize) {
    guard placements != nil else { return }
    let size = measure(index, proposal)
    let origin = anchor == .topLeading
      ? position : CGPoint(x: position.x - anchor.x * size.width, y: position.y - anchor.y * size.height)
    placements![index] = (origin, size, proposal)
  }

  /// Runs `body` (a call of `placeSubviews`) and returns the frames it placed, by subview.
  func recordingPlacements(
    _ body: () -> Void
  ) -> [Int: (origin: CGPoint, size: CGSize, proposal: ProposedViewSize)] {
    let saved = placements
    placements = [:]
    body()
    defer { placements = saved }
    return placements ?? [:]
  }
}

/// A node whose spacing preferences come from its layout.
protocol LayoutSpacing {
  func spacing(_ pass: Pass) -> ViewSpacing
}

// MARK: The node

/// A layout over a view list: `MyLayout { … }`.
public struct _LayoutView<L: Layout, Content: View>: PrimitiveView {
  let layout: L
  let content: Content

  package func makeNode(_ resolver: inout Resolver, _ identity: ViewIdentity) -> Node {
    makeLayoutNode(layout, content, &resolver, identity)
  }
}

/// The node of `layout` over the items of `content`, resolved with the layout's stack
/// orientation in the environment, so the spacers among them know which way to grow.
///
/// `keepsStackAxis`: the items keep the enclosing stack's orientation (a `ZStack`'s spacers
/// grow along the stack around it, as they always have in Flipbook).
func makeLayoutNode<L: Layout>(
  _ layout: L, _ content: any View, _ resolver: inout Resolver, _ identity: ViewIdentity,
  keepsStackAxis: Bool = false, passesTransitionThrough: Bool = false
) -> Node {
  let saved = resolver.environment
  if !keepsStackAxis { resolver.environment[StackAxisKey.self] = stackOrientation(of: layout) }
  defer { resolver.environment = saved }
  return LayoutNode(
    identity: identity, layout: layout, items: resolver.items(of: content, identity),
    passesTransitionThrough: passesTransitionThrough)
}

/// The axis a `Spacer` inside `layout` grows along: a type-erased layout's own layout's.
func stackOrientation<L: Layout>(of layout: L) -> Axis? {
  (layout as? AnyLayout)?.stackOrientation ?? L.layoutProperties.stackOrientation
}

/// Runs a ``Layout`` over a container's items.
final class LayoutNode<L: Layout>: Node, LayoutSpacing {
  let layout: L
  let items: [ItemNode]
  /// Whether the container shows its single item's transition as its own: a `ZStack`, a
  /// `Group` or a bare view list, which only gather views.
  let passesTransitionThrough: Bool
  private var context: LayoutContext?
  private var cache: L.Cache?

  init(identity: ViewIdentity, layout: L, items: [ItemNode], passesTransitionThrough: Bool = false) {
    self.layout = layout
    self.items = items
    self.passesTransitionThrough = passesTransitionThrough
    super.init(identity: identity)
  }

  /// Runs `body` with the subviews and the cache, made on first use in this pass.
  private func withLayout<T>(_ pass: Pass, _ body: (LayoutSubviews, inout L.Cache) -> T) -> T {
    let context = self.context ?? LayoutContext(items: items, pass: pass)
    self.context = context
    context.pass = pass
    let subviews = LayoutSubviews(context: context, range: context.members.indices)
    var cache = self.cache ?? layout.makeCache(subviews: subviews)
    defer { self.cache = cache }
    return body(subviews, &cache)
  }

  override func sizeThatFits(_ proposal: ProposedViewSize, _ pass: Pass) -> CGSize {
    withLayout(pass) { layout.sizeThatFits(proposal: proposal, subviews: $0, cache: &$1) }
  }

  func spacing(_ pass: Pass) -> ViewSpacing {
    withLayout(pass) { layout.spacing(subviews: $0, cache: &$1) }
  }

  /// The frames `placeSubviews` gives the subviews in `bounds`, by index into `items`; every
  /// present item the layout leaves unplaced is centred in the bounds, proposed the
  /// container's proposal.
  private func frames(
    in bounds: CGRect, proposal: ProposedViewSize, _ pass: Pass
  ) -> [Int: (origin: CGPoint, size: CGSize, proposal: ProposedViewSize)] {
    withLayout(pass) { subviews, cache in
      let context = subviews.context
      var placed = context.recordingPlacements {
        layout.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
      }
      for index in context.members.indices where placed[index] == nil {
        let size = context.measure(index, proposal)
        placed[index] = (CGPoint(x: bounds.midX - size.width / 2, y: bounds.midY - size.height / 2), size, proposal)
      }
      return Dictionary(uniqueKeysWithValues: placed.map { (context.members[$0.key], $0.value) })
    }
  }

  /// Items are placed in drawing order (z-index, then list order); leaving ones where they
  /// last were (`placeItems`).
  override func place(at origin: CGPoint, size: CGSize, proposal: ProposedViewSize, _ pass: Pass) {
    placeItems(
      items, at: origin, frames: frames(in: CGRect(origin: origin, size: size), proposal: proposal, pass), relative: false,
      pass)
  }

  /// The layout's explicit value of the guide, else the subviews' explicit values where they
  /// sit, combined by the guide's rule.
  override func explicitGuide(_ key: GuideKey, size: CGSize, proposal: ProposedViewSize, _ pass: Pass) -> CGFloat? {
    let bounds = CGRect(origin: .zero, size: size)
    if !isBuiltIn(layout) {
      let own = withLayout(pass) { subviews, cache in
        key.axis == .horizontal
          ? layout.explicitAlignment(
            of: HorizontalAlignment(kind: key.kind), in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
          : layout.explicitAlignment(
            of: VerticalAlignment(kind: key.kind), in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
      }
      if let own { return own }
    }
    guard items.contains(where: { $0.explicitGuideKeys.contains(key) }) else { return nil }
    let placed = frames(in: bounds, proposal: proposal, pass).sorted { $0.key < $1.key }
    return key.combine(count: placed.count) { i in
      let (index, frame) = placed[i]
      guard items[index].explicitGuideKeys.contains(key) else { return nil }
      return items[index].explicitGuide(key, size: frame.size, proposal: frame.proposal, pass)
        .map { $0 + key.axis.coordinate(of: frame.origin) }
    }
  }

  /// The subviews' guides; a custom layout may answer any standard guide itself.
  override func makeExplicitGuideKeys() -> Set<GuideKey> {
    let keys = items.reduce(into: Set<GuideKey>()) { $0.formUnion($1.explicitGuideKeys) }
    return isBuiltIn(layout) ? keys : keys.union(standardGuideKeys)
  }

  override var transition: AnyTransition? { passesTransitionThrough && items.count == 1 ? items[0].transition : nil }
}

/// The layouts Flipbook writes itself, which answer no guide but their subviews'.
protocol BuiltInLayout {}

/// Whether `layout` is one of Flipbook's own, also behind an ``AnyLayout``.
private func isBuiltIn(_ layout: some Layout) -> Bool {
  (layout as? AnyLayout)?.isBuiltIn ?? (layout is any BuiltInLayout)
}

/// The guides a custom layout's `explicitAlignment` may answer without any subview having
/// one: the fractions and baselines on both axes (a custom `AlignmentID` only through a
/// subview that sets it).
private let standardGuideKeys: Set<GuideKey> = {
  let kinds: [GuideKind] = [.fraction(0), .fraction(0.5), .fraction(1), .firstTextBaseline, .lastTextBaseline]
  return Set(Axis.allCases.flatMap { axis in kinds.map { GuideKey(axis: axis, kind: $0) } })
}()
