import Foundation
import Geometry
import Motion

// What: SwiftUI's `TabView` in its two iPhone looks — the tab bar (default) and the paging
// carousel (`.tabViewStyle(.page)`) — with `.tabItem`, `.tag`, iOS 18's `Tab`, and a selection
// binding or none.
//
// The tabs are the views of the content, tagged as a `Picker`'s options are (`.tag(_:)`, else a
// `ForEach` element's id of the selection's type); without a selection binding the first tab
// starts selected and a tap on another selects it.
//
// The tab bar (`UITabBar` on an iPhone in portrait): 49 pt tall above the bottom safe area,
// into which its background extends; the items share the width equally, each an icon over a
// 10-pt medium title (icons in their filled form, as iOS 15 and later draw tab-bar symbols),
// in the tint when selected and `systemGray` otherwise. Icons are symbols
// at 23 pt (UIKit configures tab-bar symbols as the 17-pt body style at large scale), centred
// 18 pt from the bar's top, and titles sit on a baseline 42 pt from it — our reading of iOS
// 17–18 screenshots; Apple documents only the bar's height. The background
// is the bar material of a scrolled-under bar (`.bar`, a light translucent grey) with a
// one-pixel `separator` line on top; iOS 15 and later draw no background while no content
// scrolls beneath the bar, which Flipbook does not track (a deliberate choice: the bar stays
// visible in every frame). A tap on an item switches tabs at once, as UIKit does, with no
// animation. Each tab's content is laid out above the bar.
//
// The page style is a horizontally paging scroll view of full-width pages: drags and flicks
// page with UIKit's paging (docs/SEMANTICS.md §7), the selection follows the page the scroll
// settles on, and setting the selection scrolls there (animated inside `withAnimation`). The
// page dots (`UIPageControl`) are 7-pt circles 9 pt apart in white (the current one opaque,
// others 30 %), centred 26 pt above the bottom; `.indexViewStyle(.page(backgroundDisplayMode:
// .always))` puts them on a translucent dark capsule. `indexDisplayMode: .never` hides them.

/// A view that switches between tabs: SwiftUI's `TabView`.
public struct TabView<SelectionValue: Hashable, Content: View>: PrimitiveView {
  let selection: Binding<SelectionValue>?
  let content: Content

  public init(selection: Binding<SelectionValue>?, @ViewBuilder content: () -> Content) {
    self.selection = selection
    self.content = content()
  }

  package func makeNode(_ resolver: inout Resolver, _ identity: ViewIdentity) -> Node {
    var items: [(view: any View, identity: ViewIdentity)] = []
    Resolver.collect(content, identity.appending(.content), into: &items)
    let tabs = items.map { item in
      TabPage(
        view: IdentifiedView(view: item.view, identity: item.identity), tag: Self.tag(of: item),
        label: (item.view as? any TabItemReading)?.tabItemLabel)
    }
    let chooser = selection.map { binding in
      TabChooser(
        selected: tabs.firstIndex { $0.tag == AnyHashable(binding.wrappedValue) },
        choose: { index in if let value = tabs[index].tag?.base as? SelectionValue { binding.wrappedValue = value } })
    }
    let style = resolver.environment.tabViewStyle
    let look: any View =
      style.isPage
      ? PagedTabs(tabs: tabs, chooser: chooser, dots: style.showsIndex, dotsBackground: resolver.environment.pageIndexBackground)
      : TabBarTabs(tabs: tabs, chooser: chooser)
    return resolver.resolve(look, identity.appending(.body))
  }

  private static func tag(of item: (view: any View, identity: ViewIdentity)) -> AnyHashable? {
    selectionTag(of: item, as: SelectionValue.self)
  }
}

extension TabView where SelectionValue == Int {
  /// Tabs with no selection binding: the first starts selected.
  public init(@ViewBuilder content: () -> Content) {
    self.init(selection: nil, content: content)
  }
}

/// One tab: its content, its tag and its tab-bar label.
struct TabPage {
  let view: IdentifiedView
  let tag: AnyHashable?
  let label: (any View)?
}

/// The selection binding seen as indices of the tabs.
struct TabChooser {
  /// The selected tab; nil when the binding's value tags none.
  let selected: Int?
  let choose: (Int) -> Void
}

// MARK: The tab bar

/// The tab bar look: the selected tab's content above the bar.
private struct TabBarTabs: View {
  let tabs: [TabPage]
  let chooser: TabChooser?
  @State private var chosen = 0

  static let barHeight: CGFloat = 49

  private var selected: Int? { chooser.map(\.selected) ?? chosen }

  var body: some View {
    VStack(spacing: 0) {
      ZStack {
        if let selected, tabs.indices.contains(selected) {
          tabs[selected].view.id(selected)
        }
      }
      .frame(maxWidth: .infinity, maxHeight: .infinity)
      bar
    }
  }

  private var bar: some View {
    HStack(spacing: 0) {
      ForEach(tabs.indices, id: \.self) { index in
        TabBarItem(label: tabs[index].label, isSelected: index == selected)
          .contentShape(Rectangle())
          .onTapGesture {
            if let chooser { chooser.choose(index) } else { chosen = index }
          }
      }
    }
    .frame(height: Self.barHeight)
    .background(alignment: .top) {
      Rectangle().fill(.bar).ignoresSafeArea(edges: .bottom)
        .overlay(alignment: .top) { Rectangle().fill(Color(UIColor.separator)).frame(height: 1.0 / 3) }
    }
  }
}

/// One item of the tab bar: the icon and title of its `.tabItem` label — a `Label`, or an
/// image and a text (`.tabItem { Image(…); Text(…) }`), the first view being the icon.
private struct TabBarItem: PrimitiveView {
  let label: (any View)?
  let isSelected: Bool

  func makeNode(_ resolver: inout Resolver, _ identity: ViewIdentity) -> Node {
    var items: [(view: any View, identity: ViewIdentity)] = []
    if let label { Resolver.collect(label, identity.appending(.content), into: &items) }
    let look: AnyView
    if items.count >= 2 {
      look = AnyView(TabItemLook(
        icon: IdentifiedView(view: items[0].view, identity: items[0].identity),
        title: IdentifiedView(view: items[1].view, identity: items[1].identity)))
    } else if let label {
      look = AnyView(AnyView(label).labelStyle(TabItemLabelStyle()))
    } else {
      look = AnyView(EmptyView())
    }
    let item = look
      .foregroundStyle(isSelected ? AnyShapeStyle(.tint) : AnyShapeStyle(Color(UIColor.systemGray)))
      .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .top)
    return resolver.resolve(item, identity.appending(.body))
  }
}

/// A label as a tab item draws it.
private struct TabItemLabelStyle: LabelStyle {
  func makeBody(configuration: Configuration) -> some View {
    TabItemLook(icon: configuration.icon, title: configuration.title)
  }
}

/// The icon centred 18 pt below the bar's top, the title on a baseline 42 pt below it.
private struct TabItemLook<Icon: View, Title: View>: View {
  let icon: Icon
  let title: Title

  var body: some View {
    ZStack(alignment: .top) {
      icon.font(.system(size: 23)).symbolVariant(.fill).frame(height: 36)
      title.font(.system(size: 10, weight: .medium)).lineLimit(1)
        .alignmentGuide(.top) { d in d[.lastTextBaseline] - 42 }
    }
  }
}

// MARK: Pages

/// The page look: a paging carousel with the page dots over it.
private struct PagedTabs: View {
  let tabs: [TabPage]
  let chooser: TabChooser?
  let dots: Bool
  let dotsBackground: Bool
  @State private var page: Int? = 0

  private var current: Int { chooser.map { $0.selected ?? 0 } ?? page ?? 0 }

  var body: some View {
    let position = Binding<Int?>(
      get: { current },
      set: { index in
        guard let index else { return }
        if let chooser { chooser.choose(index) } else { page = index }
      })
    ScrollView(.horizontal) {
      LazyHStack(spacing: 0) {
        ForEach(tabs.indices, id: \.self) { index in
          tabs[index].view.containerRelativeFrame([.horizontal, .vertical])
        }
      }
      .scrollTargetLayout()
    }
    .scrollTargetBehavior(.paging)
    .scrollPosition(id: position)
    .scrollIndicators(.hidden)
    .overlay(alignment: .bottom) {
      if dots && tabs.count > 1 { PageDots(count: tabs.count, current: current, background: dotsBackground) }
    }
  }
}

/// `UIPageControl`'s dots.
private struct PageDots: View {
  let count: Int
  let current: Int
  let background: Bool

  var body: some View {
    HStack(spacing: 9) {
      ForEach(0..<count, id: \.self) { index in
        Circle().fill(Color.white.opacity(index == current ? 1 : 0.3)).frame(width: 7, height: 7)
      }
    }
    .padding(.horizontal, 10)
    .frame(height: 26)
    .background { if background { Capsule().fill(Color.black.opacity(0.25)) } }
    .padding(.bottom, 13)
  }
}

// MARK: Tab items, tags and iOS 18's Tab

extension View {
  /// The label the tab bar shows for this tab: a `Label`, or an `Image` and a `Text`.
  public func tabItem<V: View>(@ViewBuilder _ label: () -> V) -> some View {
    modifier(_TabItemModifier(label: label()))
  }

  /// A badge on this tab's item (accepted; the tab bar draws no badges).
  public func badge(_ count: Int) -> some View { self }
  public func badge<S: StringProtocol>(_ label: S?) -> some View { self }
  public func badge(_ label: Text?) -> some View { self }
}

public struct _TabItemModifier: WrappingModifier {
  let label: any View

  package func node(wrapping child: Node, _ identity: ViewIdentity) -> Node { child }
}

/// A view that may carry a tab item label somewhere in its chain of modifiers.
protocol TabItemReading {
  var tabItemLabel: (any View)? { get }
}

extension ModifiedContent: TabItemReading {
  var tabItemLabel: (any View)? {
    (modifier as? _TabItemModifier)?.label ?? (content as? any TabItemReading)?.tabItemLabel
  }
}

/// A tab of a `TabView` (iOS 18): its title, image, value and content.
public struct Tab<Value: Hashable, Content: View, TabLabel: View>: View, TagReading, TabItemReading {
  let value: Value?
  let label: TabLabel
  let content: Content

  public var body: some View { content }

  var tagValue: AnyHashable? { value.map(AnyHashable.init) }
  var tabItemLabel: (any View)? { label }
}

extension Tab where TabLabel == Label<Text, Image> {
  public init<S: StringProtocol>(_ title: S, systemImage: String, value: Value, @ViewBuilder content: () -> Content) {
    self.init(value: value, label: Label(title, systemImage: systemImage), content: content())
  }

  public init(_ titleKey: LocalizedStringKey, systemImage: String, value: Value, @ViewBuilder content: () -> Content) {
    self.init(value: value, label: Label(titleKey, systemImage: systemImage), content: content())
  }
}

extension Tab where Value == Never, TabLabel == Label<Text, Image> {
  public init<S: StringProtocol>(_ title: S, systemImage: String, @ViewBuilder content: () -> Content) {
    self.init(value: nil, label: Label(title, systemImage: systemImage), content: content())
  }

  public init(_ titleKey: LocalizedStringKey, systemImage: String, @ViewBuilder content: () -> Content) {
    self.init(value: nil, label: Label(titleKey, systemImage: systemImage), content: content())
  }
}

// MARK: Styles

/// How a ``TabView`` looks: the tab bar or pages.
public protocol TabViewStyle {
  var _tabViewLook: TabViewLook { get }
}

/// The look a tab view style picks.
public struct TabViewLook: Hashable, Sendable {
  let isPage: Bool
  let showsIndex: Bool
}

public struct DefaultTabViewStyle: TabViewStyle {
  public init() {}
  public var _tabViewLook: TabViewLook { TabViewLook(isPage: false, showsIndex: false) }
}

public struct PageTabViewStyle: TabViewStyle {
  /// Whether the page dots show.
  public struct IndexDisplayMode: Hashable, Sendable {
    let shows: Bool
    public static let automatic = IndexDisplayMode(shows: true)
    public static let always = IndexDisplayMode(shows: true)
    public static let never = IndexDisplayMode(shows: false)
  }

  let indexDisplayMode: IndexDisplayMode

  public init(indexDisplayMode: IndexDisplayMode = .automatic) { self.indexDisplayMode = indexDisplayMode }
  public var _tabViewLook: TabViewLook { TabViewLook(isPage: true, showsIndex: indexDisplayMode.shows) }
}

extension TabViewStyle where Self == DefaultTabViewStyle {
  public static var automatic: DefaultTabViewStyle { DefaultTabViewStyle() }
}

extension TabViewStyle where Self == PageTabViewStyle {
  public static var page: PageTabViewStyle { PageTabViewStyle() }
  public static func page(indexDisplayMode: PageTabViewStyle.IndexDisplayMode) -> PageTabViewStyle {
    PageTabViewStyle(indexDisplayMode: indexDisplayMode)
  }
}

/// How the page dots of a paged tab view are drawn.
public protocol IndexViewStyle {
  var _backgroundShown: Bool { get }
}

public struct PageIndexViewStyle: IndexViewStyle {
  /// Whether the dots sit on a background.
  public struct BackgroundDisplayMode: Hashable, Sendable {
    let shown: Bool
    public static let automatic = BackgroundDisplayMode(shown: false)
    public static let interactive = BackgroundDisplayMode(shown: false)
    public static let always = BackgroundDisplayMode(shown: true)
    public static let never = BackgroundDisplayMode(shown: false)
  }

  let backgroundDisplayMode: BackgroundDisplayMode

  public init(backgroundDisplayMode: BackgroundDisplayMode = .automatic) { self.backgroundDisplayMode = backgroundDisplayMode }
  public var _backgroundShown: Bool { backgroundDisplayMode.shown }
}

extension IndexViewStyle where Self == PageIndexViewStyle {
  public static var page: PageIndexViewStyle { PageIndexViewStyle() }
  public static func page(backgroundDisplayMode: PageIndexViewStyle.BackgroundDisplayMode) -> PageIndexViewStyle {
    PageIndexViewStyle(backgroundDisplayMode: backgroundDisplayMode)
  }
}

private struct TabViewStyleKey: EnvironmentKey { static let defaultValue = TabViewLook(isPage: false, showsIndex: false) }
private struct PageIndexBackgroundKey: EnvironmentKey { static let defaultValue = false }

extension EnvironmentValues {
  var tabViewStyle: TabViewLook {
    get { self[TabViewStyleKey.self] }
    set { self[TabViewStyleKey.self] = newValue }
  }

  var pageIndexBackground: Bool {
    get { self[PageIndexBackgroundKey.self] }
    set { self[PageIndexBackgroundKey.self] = newValue }
  }

}

extension View {
  /// Draws the tab views in this view with `style`.
  public func tabViewStyle<S: TabViewStyle>(_ style: S) -> some View {
    modifier(_EnvironmentModifier { $0.tabViewStyle = style._tabViewLook })
  }

  /// Draws the page dots of paged tab views in this view with `style`.
  public func indexViewStyle<S: IndexViewStyle>(_ style: S) -> some View {
    modifier(_EnvironmentModifier { $0.pageIndexBackground = style._backgroundShown })
  }
}
