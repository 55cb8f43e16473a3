import Foundation

// What: the modifiers that tell a list how to draw a row — its background, insets and
// separators — and those that only configure list editing.
//
// A row trait is SwiftUI's view trait: written on a row's view, read by the list that lays the
// row out. Here a trait modifier is a view that is also a list of views: on a `ForEach`, a
// `Group` or a `Section` it applies to each of their rows, as in SwiftUI, instead of wrapping
// them into one. Where a trait modifier wraps a row's view it leaves a `ListRowTraitNode` in
// the row's chain of modifier nodes, which the row reads (the outermost of a kind wins); it also
// hands the trait down in the environment, so a trait written on a `Section` reaches the rows
// inside it (the rows' own traits win). Outside a list a trait changes nothing.

/// One thing a row modifier sets.
enum ListRowTrait {
  /// The row's background view; `nil` for the style's cell colour.
  case background((any View)?)
  /// The insets of the row's content; `nil` for the style's.
  case insets(EdgeInsets?)
  case separator(Visibility, VerticalEdge.Set)
  case separatorTint(Color?, VerticalEdge.Set)
  case sectionSeparator(Visibility, VerticalEdge.Set)
  case sectionSeparatorTint(Color?, VerticalEdge.Set)
}

/// A row's traits, each `nil` while nothing set it.
struct ListRowTraits {
  /// Set (possibly to `nil`, the style's cell) when a modifier chose the background.
  var background: (any View)??
  var insets: EdgeInsets??
  var separatorTop: Visibility?
  var separatorBottom: Visibility?
  var separatorTintTop: Color??
  var separatorTintBottom: Color??
  var sectionSeparatorTop: Visibility?
  var sectionSeparatorBottom: Visibility?
  var sectionSeparatorTintTop: Color??
  var sectionSeparatorTintBottom: Color??

  /// Records `trait`; with `overwriting` false, only what is still unset.
  mutating func record(_ trait: ListRowTrait, overwriting: Bool) {
    func set<T>(_ slot: inout T?, _ value: T) { if overwriting || slot == nil { slot = value } }
    switch trait {
    case .background(let view): set(&background, view)
    case .insets(let value): set(&insets, value)
    case .separator(let visibility, let edges):
      if edges.contains(.top) { set(&separatorTop, visibility) }
      if edges.contains(.bottom) { set(&separatorBottom, visibility) }
    case .separatorTint(let color, let edges):
      if edges.contains(.top) { set(&separatorTintTop, color) }
      if edges.contains(.bottom) { set(&separatorTintBottom, color) }
    case .sectionSeparator(let visibility, let edges):
      if edges.contains(.top) { set(&sectionSeparatorTop, visibility) }
      if edges.contains(.bottom) { set(&sectionSeparatorBottom, visibility) }
    case .sectionSeparatorTint(let color, let edges):
      if edges.contains(.top) { set(&sectionSeparatorTintTop, color) }
      if edges.contains(.bottom) { set(&sectionSeparatorTintBottom, color) }
    }
  }

  /// These traits where set, `outer`'s where not.
  func filled(from outer: ListRowTraits) -> ListRowTraits {
    var result = self
    result.background = background ?? outer.background
    result.insets = insets ?? outer.insets
    result.separatorTop = separatorTop ?? outer.separatorTop
    result.separatorBottom = separatorBottom ?? outer.separatorBottom
    result.separatorTintTop = separatorTintTop ?? outer.separatorTintTop
    result.separatorTintBottom = separatorTintBottom ?? outer.separatorTintBottom
    result.sectionSeparatorTop = sectionSeparatorTop ?? outer.sectionSeparatorTop
    result.sectionSeparatorBottom = sectionSeparatorBottom ?? outer.sectionSeparatorBottom
    result.sectionSeparatorTintTop = sectionSeparatorTintTop ?? outer.sectionSeparatorTintTop
    result.sectionSeparatorTintBottom = sectionSeparatorTintBottom ?? outer.sectionSeparatorTintBottom
    return result
  }

  /// The traits set on the chain of modifier nodes from `node` down, the outermost of each
  /// kind winning.
  static func chain(of node: Node) -> ListRowTraits {
    var traits = ListRowTraits()
    for case let carrier as ListRowTraitNode in modifierChain(of: node) {
      traits.record(carrier.trait, overwriting: false)
    }
    return traits
  }
}

struct InheritedListRowTraitsKey: EnvironmentKey { static var defaultValue: ListRowTraits { ListRowTraits() } }

extension EnvironmentValues {
  /// The row traits written around this point (on a section or a list), for the rows inside.
  var inheritedListRowTraits: ListRowTraits {
    get { self[InheritedListRowTraitsKey.self] }
    set { self[InheritedListRowTraitsKey.self] = newValue }
  }
}

/// A row trait on a view: on a list of views (a `ForEach`, a `Group`, a `Section`), on each.
public struct _ListRowTraitView<Content: View>: PrimitiveView, ViewList {
  let content: Content
  let trait: ListRowTrait

  package func collectItems(into list: inout [(view: any View, identity: ViewIdentity)], _ identity: ViewIdentity) {
    var items: [(view: any View, identity: ViewIdentity)] = []
    Resolver.collect(content, identity, into: &items)
    for item in items { list.append((_ListRowTraitItem(content: item.view, trait: trait), item.identity)) }
  }

  package func makeNode(_ resolver: inout Resolver, _ identity: ViewIdentity) -> Node {
    _ListRowTraitItem(content: content, trait: trait).makeNode(&resolver, identity)
  }
}

/// One view with a row trait.
struct _ListRowTraitItem: PrimitiveView {
  let content: any View
  let trait: ListRowTrait

  func makeNode(_ resolver: inout Resolver, _ identity: ViewIdentity) -> Node {
    let trait = self.trait
    let child = resolver.resolve(content, identity.appending(.body)) {
      $0.inheritedListRowTraits.record(trait, overwriting: true)
    }
    return ListRowTraitNode(identity: identity, child: child, trait: trait)
  }
}

/// A row trait in a row's chain of modifier nodes; lays out as its content.
final class ListRowTraitNode: ModifierNode {
  let trait: ListRowTrait

  init(identity: ViewIdentity, child: Node, trait: ListRowTrait) {
    self.trait = trait
    super.init(identity: identity, child: child)
  }
}

extension View {
  /// Draws `view` behind this list row, in the whole cell, instead of the style's cell
  /// colour (clipped to the card's rounded corners in the inset styles); `nil` goes back to
  /// the style's.
  public func listRowBackground<V: View>(_ view: V?) -> _ListRowTraitView<Self> {
    _ListRowTraitView(content: self, trait: .background(view.map { $0 as any View }))
  }

  /// Insets this list row's content by `insets` inside its cell instead of the style's
  /// (6 pt above and below, 20 pt at the sides); `nil` goes back to the style's.
  public func listRowInsets(_ insets: EdgeInsets?) -> _ListRowTraitView<Self> {
    _ListRowTraitView(content: self, trait: .insets(insets))
  }

  /// Shows or hides the separators on `edges` of this list row (the one above it is the
  /// bottom separator of the row before). Default edges: both.
  public func listRowSeparator(_ visibility: Visibility, edges: VerticalEdge.Set = .all) -> _ListRowTraitView<Self> {
    _ListRowTraitView(content: self, trait: .separator(visibility, edges))
  }

  /// Colours the separators on `edges` of this list row; `nil` for the style's `separator`.
  public func listRowSeparatorTint(_ color: Color?, edges: VerticalEdge.Set = .all) -> _ListRowTraitView<Self> {
    _ListRowTraitView(content: self, trait: .separatorTint(color, edges))
  }

  /// Shows or hides the full-width separators on `edges` of the section this row is in (the
  /// grouped style draws them; `.visible` draws them in the others too).
  public func listSectionSeparator(_ visibility: Visibility, edges: VerticalEdge.Set = .all) -> _ListRowTraitView<Self> {
    _ListRowTraitView(content: self, trait: .sectionSeparator(visibility, edges))
  }

  /// Colours the section separators on `edges` of the section this row is in.
  public func listSectionSeparatorTint(_ color: Color?, edges: VerticalEdge.Set = .all) -> _ListRowTraitView<Self> {
    _ListRowTraitView(content: self, trait: .sectionSeparatorTint(color, edges))
  }

  /// Buttons revealed by swiping this row. Accepted for source compatibility: Flipbook has no
  /// swipe gesture on rows, so the content is not drawn.
  public func swipeActions<T: View>(
    edge: HorizontalEdge = .trailing, allowsFullSwipe: Bool = true, @ViewBuilder content: () -> T
  ) -> some View {
    self
  }

  /// Keeps this row from being deleted by the list's editing gestures (none here).
  public func deleteDisabled(_ isDisabled: Bool) -> some View { self }

  /// Keeps this row from being moved by the list's editing gestures (none here).
  public func moveDisabled(_ isDisabled: Bool) -> some View { self }

  /// The tint of the list items in this view (accepted; list items take the accent colour).
  public func listItemTint(_ tint: Color?) -> some View { self }
}

/// Where a row's separator starts: SwiftUI's `listRowSeparatorLeading` guide. A row whose
/// content sets it (`.alignmentGuide(.listRowSeparatorLeading) { _ in 0 }`) starts its
/// separator there; otherwise at its first text.
enum ListRowSeparatorLeadingID: AlignmentID {
  static func defaultValue(in context: ViewDimensions) -> CGFloat { 0 }
}

/// Where a row's separator ends: SwiftUI's `listRowSeparatorTrailing` guide.
enum ListRowSeparatorTrailingID: AlignmentID {
  static func defaultValue(in context: ViewDimensions) -> CGFloat { context.width }
}

extension HorizontalAlignment {
  /// The guide a list row's separator starts at.
  public static let listRowSeparatorLeading = HorizontalAlignment(ListRowSeparatorLeadingID.self)
  /// The guide a list row's separator ends at.
  public static let listRowSeparatorTrailing = HorizontalAlignment(ListRowSeparatorTrailingID.self)
}
