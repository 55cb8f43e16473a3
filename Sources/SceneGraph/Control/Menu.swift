import Foundation

// What: controls whose second half Flipbook does not draw — `Menu` (its button, not the menu
// it opens), `EditButton`, `.contextMenu`, `.refreshable`, `.searchable` — so screens using
// them compile and draw what shows at rest.
//
// - A `Menu` draws its label as a borderless button (in the tint); a tap runs its
//   `primaryAction` when it has one and opens nothing.
// - `EditButton` draws "Edit" in the tint; a tap does nothing (lists have no edit mode here).
// - `.contextMenu` and `.refreshable` change nothing drawn (the long press and the pull that
//   would show them are not modelled); `.searchable` draws no field (its place is the
//   navigation bar's).

/// A button that opens a menu of actions: SwiftUI's `Menu`, drawn closed.
public struct Menu<Label: View, Content: View>: View {
  let label: Label
  let content: Content
  let primaryAction: (() -> Void)?

  public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
    self.content = content()
    self.label = label()
    primaryAction = nil
  }

  public init(
    @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label, primaryAction: @escaping () -> Void
  ) {
    self.content = content()
    self.label = label()
    self.primaryAction = primaryAction
  }

  public var body: some View {
    Button { primaryAction?() } label: { label }
      .buttonStyle(.borderless)
  }
}

extension Menu where Label == Text {
  public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
    self.init(content: content) { Text(title) }
  }

  public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
    self.init(content: content) { Text(titleKey) }
  }
}

extension Menu where Label == SceneGraph.Label<Text, Image> {
  public init<S: StringProtocol>(_ title: S, systemImage: String, @ViewBuilder content: () -> Content) {
    self.init(content: content) { SceneGraph.Label(title, systemImage: systemImage) }
  }
}

/// A look of menus (every one draws the label as a borderless button here).
public protocol MenuStyle {}

public struct DefaultMenuStyle: MenuStyle { public init() {} }
public struct ButtonMenuStyle: MenuStyle { public init() {} }
public struct BorderlessButtonMenuStyle: MenuStyle { public init() {} }

extension MenuStyle where Self == DefaultMenuStyle { public static var automatic: DefaultMenuStyle { DefaultMenuStyle() } }
extension MenuStyle where Self == ButtonMenuStyle { public static var button: ButtonMenuStyle { ButtonMenuStyle() } }
extension MenuStyle where Self == BorderlessButtonMenuStyle {
  public static var borderlessButton: BorderlessButtonMenuStyle { BorderlessButtonMenuStyle() }
}

/// The order of a menu's items (accepted).
public struct MenuOrder: Hashable, Sendable {
  let name: String
  public static let automatic = MenuOrder(name: "automatic")
  public static let priority = MenuOrder(name: "priority")
  public static let fixed = MenuOrder(name: "fixed")
}

/// The button that switches a list in and out of edit mode: "Edit" in the tint.
public struct EditButton: View {
  public init() {}

  public var body: some View {
    Button("Edit") {}.buttonStyle(.borderless)
  }
}

/// Where a search field goes (accepted).
public struct SearchFieldPlacement: Sendable {
  let name: String
  public static let automatic = SearchFieldPlacement(name: "automatic")
  public static let navigationBarDrawer = SearchFieldPlacement(name: "navigationBarDrawer")
  public static let toolbar = SearchFieldPlacement(name: "toolbar")
  public static let sidebar = SearchFieldPlacement(name: "sidebar")

  public enum NavigationBarDrawerDisplayMode: Sendable { case automatic, always }
  public static func navigationBarDrawer(displayMode: NavigationBarDrawerDisplayMode) -> SearchFieldPlacement {
    SearchFieldPlacement(name: "navigationBarDrawer")
  }
}

extension View {
  /// The look of the menus in this view (accepted).
  public func menuStyle<S: MenuStyle>(_ style: S) -> some View { self }
  /// The order of the menus' items (accepted).
  public func menuOrder(_ order: MenuOrder) -> some View { self }
  /// Whether menus show their indicator (accepted).
  public func menuIndicator(_ visibility: Visibility) -> some View { self }

  /// A menu a long press would show (not drawn: see `Menu.swift`).
  public func contextMenu<MenuItems: View>(@ViewBuilder menuItems: () -> MenuItems) -> some View { self }
  public func contextMenu<MenuItems: View, Preview: View>(
    @ViewBuilder menuItems: () -> MenuItems, @ViewBuilder preview: () -> Preview
  ) -> some View { self }

  /// What pulling the list down would refresh (never: the pull is not modelled).
  public func refreshable(action: @escaping @Sendable () async -> Void) -> some View { self }

  /// A search field for `text` (not drawn).
  public func searchable(
    text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: Text? = nil
  ) -> some View { self }
  public func searchable<S: StringProtocol>(
    text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: S
  ) -> some View { self }
  public func searchable(
    text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: LocalizedStringKey
  ) -> some View { self }
}
