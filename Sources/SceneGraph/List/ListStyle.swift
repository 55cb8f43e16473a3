import Foundation

// What: the list styles and the metrics each draws with (docs/SEMANTICS.md §13).
//
// Every number a list draws with is named here once, with where it comes from. iOS documents
// few of them; the rest are chosen to look like iOS 17 on an iPhone and say so:
// - Colours (UIKit's named colours, Color.swift): the grouped styles draw on
//   `systemGroupedBackground` (#F2F2F7 light, black dark) with cells in
//   `secondarySystemGroupedBackground` (white light, #1C1C1E dark); the plain styles draw on
//   `systemBackground` with cells in it. Separators are `separator` (60, 60, 67) at 29 %, which
//   over a white cell is #C6C6C8; a pressed button row is `systemGray4` (#D1D1D6), UIKit's
//   selected-cell colour since iOS 13.
// - 44 pt: the minimum row height, `EnvironmentValues.defaultMinListRowHeight`'s default and
//   UIKit's `UITableView.rowHeight` since iOS 7.
// - Card margins: an inset card keeps the table's layout margins, which UIKit sets to 16 pt on
//   iPhones narrower than 414 pt (the 375–402 pt screens) and 20 pt on the Plus and Max sizes.
//   The corner radius is 10 pt, iOS 13's inset-grouped radius (TOInsetGroupedTableView, which
//   re-creates the style for iOS 12, hard-codes it "with the same value as in iOS 13"); the
//   corners are circular, as that re-creation draws them.
// - Row insets (chosen): 20 pt leading and trailing inside the card, where SwiftUI's rows
//   start on an iPhone (UIKit's own cells start 16 pt in); 6 pt above and below, which keeps a
//   row holding a 31-pt switch at 44 pt as in iOS (any vertical inset above 6.5 would grow it).
// - Section spacing: 35 pt between two cards, half above and half below each section
//   (UIKit's grouped tables leave 17.5 pt of empty header and footer each); a section header
//   sits 12 pt below that and 7 pt above its card, a footer 7 pt below its card (chosen).
// - Headers: footnote, `secondaryLabel`, upper-cased; `.headerProminence(.increased)` and the
//   sidebar style use the headline font in `label`, as written (chosen). Footers: footnote,
//   `secondaryLabel`.
// What it refuses to do: the iPad and Mac looks (a sidebar on iPhone is drawn inset-grouped
// without separators), iOS 26's larger radius and taller rows, and Dynamic Type sizes.

/// The look of a `List`: SwiftUI's list styles.
///
/// Set it with `.listStyle(_:)`; the innermost one around a list wins. `.automatic` is
/// `.insetGrouped`, a list's look on an iPhone since iOS 15.
public protocol ListStyle {
  /// Which of Flipbook's looks the style draws.
  var _kind: ListStyleKind { get }
}

/// Which look a list style draws: one of the built-in styles.
public struct ListStyleKind: Hashable, Sendable {
  enum Look: Hashable, Sendable { case automatic, insetGrouped, grouped, inset, plain, sidebar }
  let look: Look
}

/// The platform's list style: inset-grouped on iPhone.
public struct DefaultListStyle: ListStyle {
  public init() {}
  public var _kind: ListStyleKind { ListStyleKind(look: .automatic) }
}

/// Sections as rounded cards inset from the edges, on the grouped background.
public struct InsetGroupedListStyle: ListStyle {
  public init() {}
  public var _kind: ListStyleKind { ListStyleKind(look: .insetGrouped) }
}

/// Sections as full-width bands on the grouped background, with hairlines above and below.
public struct GroupedListStyle: ListStyle {
  public init() {}
  public var _kind: ListStyleKind { ListStyleKind(look: .grouped) }
}

/// Rows inset from the edges like the inset-grouped style's, on the plain background.
public struct InsetListStyle: ListStyle {
  public init() {}
  public var _kind: ListStyleKind { ListStyleKind(look: .inset) }
}

/// Edge-to-edge rows on the plain background.
public struct PlainListStyle: ListStyle {
  public init() {}
  public var _kind: ListStyleKind { ListStyleKind(look: .plain) }
}

/// A sidebar; on iPhone, inset-grouped cards without separators under prominent headers.
public struct SidebarListStyle: ListStyle {
  public init() {}
  public var _kind: ListStyleKind { ListStyleKind(look: .sidebar) }
}

extension ListStyle where Self == DefaultListStyle {
  public static var automatic: DefaultListStyle { DefaultListStyle() }
}

extension ListStyle where Self == InsetGroupedListStyle {
  public static var insetGrouped: InsetGroupedListStyle { InsetGroupedListStyle() }
}

extension ListStyle where Self == GroupedListStyle {
  public static var grouped: GroupedListStyle { GroupedListStyle() }
}

extension ListStyle where Self == InsetListStyle {
  public static var inset: InsetListStyle { InsetListStyle() }
}

extension ListStyle where Self == PlainListStyle {
  public static var plain: PlainListStyle { PlainListStyle() }
}

extension ListStyle where Self == SidebarListStyle {
  public static var sidebar: SidebarListStyle { SidebarListStyle() }
}

extension View {
  /// Draws the lists in this view with `style`.
  public func listStyle<S: ListStyle>(_ style: S) -> some View {
    modifier(_EnvironmentModifier { $0.listStyleLook = style._kind.look })
  }
}

/// The metrics and colours of one list style (the file's note says where each comes from).
struct ListLook: Equatable {
  let style: ListStyleKind.Look

  init(_ style: ListStyleKind.Look) {
    self.style = style == .automatic ? .insetGrouped : style
  }

  /// The minimum height of a row, in points (`defaultMinListRowHeight`'s default).
  static let minimumRowHeight: CGFloat = 44
  /// The insets of a row's content inside its cell (chosen; see the file's note).
  static let rowInsets = EdgeInsets(top: 6, leading: 20, bottom: 6, trailing: 20)
  /// The corner radius of an inset card, in points (iOS 13–18).
  static let cornerRadius: CGFloat = 10
  /// The gap between two sections' cards, in points; half of it above and half below each.
  static let sectionSpacing: CGFloat = 35
  /// From the top of a section's header space to its header text (chosen).
  static let headerTopPadding: CGFloat = 12
  /// Between a header's text and its card, and between a card and its footer's text (chosen).
  static let headerCardGap: CGFloat = 7

  /// Whether the sections are cards on the grouped background (as opposed to plain rows).
  var isGrouped: Bool { style == .insetGrouped || style == .grouped || style == .sidebar }

  /// Whether cards stand off the screen's edges with rounded corners.
  var isInset: Bool { style == .insetGrouped || style == .inset || style == .sidebar }

  /// Whether rows are separated by hairlines.
  var drawsRowSeparators: Bool { style != .sidebar }

  /// Whether a grouped band has full-width hairlines above its first row and below its last.
  var drawsSectionSeparators: Bool { style == .grouped }

  /// Whether headers are prominent by default.
  var hasProminentHeaders: Bool { style == .sidebar }

  /// How far a card stands off each side of a list `width` points wide (UIKit's layout
  /// margins on iPhone: 16 pt below 414 pt, 20 pt from there); 0 for edge-to-edge styles.
  func cardMargin(width: CGFloat) -> CGFloat {
    guard isInset else { return 0 }
    return width >= 414 ? 20 : 16
  }

  /// The corner radius of a card.
  var cardCornerRadius: CGFloat { isInset ? Self.cornerRadius : 0 }

  /// The colour behind the sections.
  var background: UIColor { isGrouped ? .systemGroupedBackground : .systemBackground }

  /// The colour of a cell.
  var cellBackground: UIColor { isGrouped ? .secondarySystemGroupedBackground : .systemBackground }

  /// The space above a section's header (or card, without a header) and below its footer (or
  /// card), in points: half the section spacing for the grouped styles, none for the plain.
  func sectionMargin(spacing: CGFloat?) -> CGFloat {
    guard isGrouped else { return 0 }
    return (spacing ?? Self.sectionSpacing) / 2
  }
}

/// How prominent a section header is: SwiftUI's `Prominence`.
public enum Prominence: Hashable, Sendable {
  /// The style's own header look.
  case standard
  /// A larger header in the primary colour, as written.
  case increased
}

/// The space between adjacent sections of a list: SwiftUI's `ListSectionSpacing`.
public struct ListSectionSpacing: Hashable, Sendable {
  let points: CGFloat?
  /// The style's spacing: 35 pt in the grouped styles.
  public static let `default` = ListSectionSpacing(points: nil)
  /// Tighter spacing: 20 pt (chosen; iOS documents no value).
  public static let compact = ListSectionSpacing(points: 20)
  /// `spacing` points.
  public static func custom(_ spacing: CGFloat) -> ListSectionSpacing { ListSectionSpacing(points: spacing) }
}

struct ListStyleLookKey: EnvironmentKey { static let defaultValue = ListStyleKind.Look.automatic }
struct HeaderProminenceKey: EnvironmentKey { static let defaultValue = Prominence.standard }
struct DefaultMinListRowHeightKey: EnvironmentKey { static let defaultValue = ListLook.minimumRowHeight }
struct DefaultMinListHeaderHeightKey: EnvironmentKey { static let defaultValue: CGFloat? = nil }
struct ListRowSpacingKey: EnvironmentKey { static let defaultValue: CGFloat? = nil }
struct ListSectionSpacingKey: EnvironmentKey { static let defaultValue: CGFloat? = nil }
struct ScrollContentBackgroundKey: EnvironmentKey { static let defaultValue = Visibility.automatic }
/// The look of the list being resolved, `nil` outside any list.
struct EnclosingListLookKey: EnvironmentKey { static let defaultValue: ListLook? = nil }
/// Whether the view is (inside) the content of a list row.
struct IsInListRowKey: EnvironmentKey { static let defaultValue = false }

extension EnvironmentValues {
  /// The style `.listStyle(_:)` set for lists here.
  var listStyleLook: ListStyleKind.Look {
    get { self[ListStyleLookKey.self] }
    set { self[ListStyleLookKey.self] = newValue }
  }

  /// How prominent section headers are here; set with `.headerProminence(_:)`. Default
  /// `.standard`.
  public var headerProminence: Prominence {
    get { self[HeaderProminenceKey.self] }
    set { self[HeaderProminenceKey.self] = newValue }
  }

  /// The minimum height of a list row, in points. Default 44.
  public var defaultMinListRowHeight: CGFloat {
    get { self[DefaultMinListRowHeightKey.self] }
    set { self[DefaultMinListRowHeightKey.self] = newValue }
  }

  /// The minimum height of a list section header, in points; `nil` (default) for none.
  public var defaultMinListHeaderHeight: CGFloat? {
    get { self[DefaultMinListHeaderHeightKey.self] }
    set { self[DefaultMinListHeaderHeightKey.self] = newValue }
  }

  /// The gap between rows set with `.listRowSpacing(_:)`, `nil` for none.
  var listRowSpacing: CGFloat? {
    get { self[ListRowSpacingKey.self] }
    set { self[ListRowSpacingKey.self] = newValue }
  }

  /// The gap between sections set with `.listSectionSpacing(_:)`, `nil` for the style's.
  var listSectionSpacing: CGFloat? {
    get { self[ListSectionSpacingKey.self] }
    set { self[ListSectionSpacingKey.self] = newValue }
  }

  /// Whether scrollable containers draw their background (`.scrollContentBackground(_:)`).
  var scrollContentBackground: Visibility {
    get { self[ScrollContentBackgroundKey.self] }
    set { self[ScrollContentBackgroundKey.self] = newValue }
  }

  /// The look of the enclosing list, `nil` outside lists.
  var enclosingListLook: ListLook? {
    get { self[EnclosingListLookKey.self] }
    set { self[EnclosingListLookKey.self] = newValue }
  }

  /// Whether this view is in a list row: buttons there draw as row buttons, pickers and
  /// labels as in a form.
  var isInListRow: Bool {
    get { self[IsInListRowKey.self] }
    set { self[IsInListRowKey.self] = newValue }
  }
}

extension View {
  /// Sets how prominent the section headers in this view are.
  public func headerProminence(_ prominence: Prominence) -> some View {
    modifier(_EnvironmentModifier { $0.headerProminence = prominence })
  }

  /// Puts `spacing` points between the rows of the lists in this view; in an inset style each
  /// row becomes a card of its own, without separators. `nil` goes back to none.
  public func listRowSpacing(_ spacing: CGFloat?) -> some View {
    modifier(_EnvironmentModifier { $0.listRowSpacing = spacing })
  }

  /// Sets the space between the sections of the lists in this view.
  public func listSectionSpacing(_ spacing: ListSectionSpacing) -> some View {
    modifier(_EnvironmentModifier { $0.listSectionSpacing = spacing.points })
  }

  /// Sets the space between the sections of the lists in this view, in points.
  public func listSectionSpacing(_ spacing: CGFloat) -> some View {
    modifier(_EnvironmentModifier { $0.listSectionSpacing = spacing })
  }

  /// Shows or hides the background of the scrollable views in this view: `.hidden` leaves a
  /// list's grouped or plain background undrawn (its cells keep theirs), so what is behind
  /// the list shows through.
  public func scrollContentBackground(_ visibility: Visibility) -> some View {
    modifier(_EnvironmentModifier { $0.scrollContentBackground = visibility })
  }
}
