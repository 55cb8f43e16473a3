import Drawing
import Foundation

/// A scrolling column of rows in sections: SwiftUI's `List`.
///
/// Rows are the views of the content (a `ForEach` gives one per element); a `Section` groups
/// rows under a header and over a footer, and rows outside sections group by themselves. The
/// look comes from `.listStyle(_:)`, `.insetGrouped` on iPhone when none is set (the metrics
/// are in `List/ListStyle.swift`). The list scrolls as a `ScrollView` does (scripted drags,
/// the rubber band, deceleration) and reaches under the bars of a device's canvas.
///
/// Rows inserted or removed by an animated change fade in and out while the others slide, in
/// UIKit's row timing rather than the transaction's (`List/ListLayout.swift`). Selection is
/// accepted and not drawn; `onDelete` and `onMove` are accepted, and Flipbook has no editing
/// gestures to call them.
public struct List<SelectionValue: Hashable, Content: View>: View {
  let content: Content
  @State private var scrolling = ScrollOffsetTracker()

  init(content: Content) { self.content = content }

  public var body: some View {
    let scrolling = scrolling
    return _ListViewport(content: content, position: scrolling, look: nil)
      .modifier(_ScrollDragModifier(tracker: scrolling))
  }
}

extension List where SelectionValue == Never {
  /// A list of the rows and sections of `content`.
  public init(@ViewBuilder content: () -> Content) { self.init(content: content()) }

  /// A list with one row per element of `data`, identified by the element's `id`.
  public init<Data: RandomAccessCollection, RowContent: View>(
    _ data: Data, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  ) where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
    self.init(content: ForEach(data, content: rowContent))
  }

  /// A list with one row per element of `data`, identified by the element's value at `id`.
  public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
    _ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  ) where Content == ForEach<Data, ID, RowContent> {
    self.init(content: ForEach(data, id: id, content: rowContent))
  }

  /// A list with one row per integer of a constant range.
  public init<RowContent: View>(_ data: Range<Int>, @ViewBuilder rowContent: @escaping (Int) -> RowContent)
  where Content == ForEach<Range<Int>, Int, RowContent> {
    self.init(content: ForEach(data, content: rowContent))
  }
}

extension List {
  /// A list whose rows can be selected one at a time. Accepted: Flipbook draws no selection.
  public init(selection: Binding<SelectionValue?>?, @ViewBuilder content: () -> Content) {
    self.init(content: content())
  }

  /// A list whose rows can be selected several at a time. Accepted: Flipbook draws no
  /// selection.
  public init(selection: Binding<Set<SelectionValue>>?, @ViewBuilder content: () -> Content) {
    self.init(content: content())
  }

  /// A selectable list with one row per element of `data`. Accepted: no selection is drawn.
  public init<Data: RandomAccessCollection, RowContent: View>(
    _ data: Data, selection: Binding<SelectionValue?>?, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  ) where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
    self.init(content: ForEach(data, content: rowContent))
  }

  public init<Data: RandomAccessCollection, RowContent: View>(
    _ data: Data, selection: Binding<Set<SelectionValue>>?,
    @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  ) where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
    self.init(content: ForEach(data, content: rowContent))
  }

  public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
    _ data: Data, id: KeyPath<Data.Element, ID>, selection: Binding<SelectionValue?>?,
    @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  ) where Content == ForEach<Data, ID, RowContent> {
    self.init(content: ForEach(data, id: id, content: rowContent))
  }

  public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
    _ data: Data, id: KeyPath<Data.Element, ID>, selection: Binding<Set<SelectionValue>>?,
    @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  ) where Content == ForEach<Data, ID, RowContent> {
    self.init(content: ForEach(data, id: id, content: rowContent))
  }
}

/// A container of grouped controls, as in a settings screen: SwiftUI's `Form`.
///
/// On iPhone a form is an inset-grouped list (whatever `.listStyle` says): its sections are
/// cards, its controls draw as in a list row (a toggle's switch at the trailing edge, a menu
/// picker's choice in the secondary colour, a button's label tinted across the row).
public struct Form<Content: View>: View {
  let content: Content
  @State private var scrolling = ScrollOffsetTracker()

  public init(@ViewBuilder content: () -> Content) { self.content = content() }

  public var body: some View {
    let scrolling = scrolling
    return _ListViewport(content: content, position: scrolling, look: .insetGrouped)
      .modifier(_ScrollDragModifier(tracker: scrolling))
  }
}

/// The look of a `Form`: SwiftUI's form styles. On iPhone every style draws the grouped form.
public protocol FormStyle {}

/// The platform's form style: grouped on iPhone.
public struct AutomaticFormStyle: FormStyle { public init() {} }
/// Sections as inset cards.
public struct GroupedFormStyle: FormStyle { public init() {} }
/// Labels and controls in two columns (macOS); on iPhone, the grouped form.
public struct ColumnsFormStyle: FormStyle { public init() {} }

extension FormStyle where Self == AutomaticFormStyle {
  public static var automatic: AutomaticFormStyle { AutomaticFormStyle() }
}

extension FormStyle where Self == GroupedFormStyle {
  public static var grouped: GroupedFormStyle { GroupedFormStyle() }
}

extension FormStyle where Self == ColumnsFormStyle {
  public static var columns: ColumnsFormStyle { ColumnsFormStyle() }
}

extension View {
  /// Sets the style of the forms in this view; on iPhone every style is the grouped form.
  public func formStyle<S: FormStyle>(_ style: S) -> some View { self }
}

/// A list's or form's scroll view of sections (see `List/ListLayout.swift`).
struct _ListViewport<Content: View>: PrimitiveView {
  let content: Content
  let position: ScrollOffsetTracker
  /// The look this container always has (a form's), `nil` to follow `.listStyle`.
  let look: ListStyleKind.Look?

  func makeNode(_ resolver: inout Resolver, _ identity: ViewIdentity) -> Node {
    let look = ListLook(self.look ?? resolver.environment.listStyleLook)
    let contentIdentity = identity.appending(.content)
    // The entries: rows and whole sections, flattened through `ForEach`, `Group` and
    // conditionals.
    var entries: [(view: any View, identity: ViewIdentity)] = []
    ListContentCollection.$keepsSections.withValue(true) {
      Resolver.collect(content, contentIdentity, into: &entries)
    }
    let saved = (resolver.environment, resolver.animation)
    defer { (resolver.environment, resolver.animation) = saved }
    resolver.environment.enclosingListLook = look
    resolver.environment.inheritedListRowTraits = ListRowTraits()
    resolver.animation = ListLook.animation(for: resolver.animation)
    let items = resolver.rowItems(entries, contentIdentity)
    let environment = resolver.environment
    let column = ListContentNode(identity: contentIdentity, entries: items, look: look, environment: environment)
    let viewport = ScrollViewportNode(
      identity: identity.appending(.property("viewport")), child: column, axes: .vertical, position: position,
      configuration: ScrollConfiguration(environment))
    let background = environment.scrollContentBackground == .hidden ? nil : Color(look.background).resolved(in: environment)
    return ListFrameNode(identity: identity, viewport: viewport, content: column, background: background)
  }
}
