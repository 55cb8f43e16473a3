// What: modifiers that configure a container around the view — a navigation bar, a toolbar,
// a tab bar, the status bar. Inside a `NavigationStack` the navigation ones write into the
// context of the screen they are on, which the stack draws (`Navigation/`); where no such
// container is they do nothing, as in SwiftUI: a screen written for a `NavigationStack`
// renders on its own with its title and toolbar simply absent.

import Foundation

extension View {
  /// The title the navigation stack around this screen shows (nothing outside a stack). The
  /// outermost title of a screen wins.
  public func navigationTitle(_ title: Text) -> some View {
    modifier(_NavigationScreenModifier { if $0.title == nil { $0.title = title } })
  }
  public func navigationTitle<S: StringProtocol>(_ title: S) -> some View { navigationTitle(Text(title)) }
  public func navigationTitle(_ titleKey: LocalizedStringKey) -> some View { navigationTitle(Text(titleKey)) }

  /// How the navigation bar shows the title: large (collapsing as the content scrolls),
  /// inline, or `.automatic`, the previous screen's choice (large on the root).
  public func navigationBarTitleDisplayMode(_ displayMode: NavigationBarItem.TitleDisplayMode) -> some View {
    modifier(_NavigationScreenModifier { if $0.displayMode == nil { $0.displayMode = displayMode } })
  }

  /// Hides the navigation bar's back button, and with it the swipe back from the edge.
  public func navigationBarBackButtonHidden(_ hidesBackButton: Bool = true) -> some View {
    modifier(_NavigationScreenModifier { if hidesBackButton { $0.backButtonHidden = true } })
  }

  /// Hides the status bar while this screen is on top of a navigation stack (the canvas
  /// draws a status bar only under a stack).
  public func statusBarHidden(_ hidden: Bool = true) -> some View {
    modifier(_NavigationScreenModifier { if $0.statusBarHidden == nil { $0.statusBarHidden = hidden } })
  }

  /// Items the navigation bar shows, placed by their `ToolbarItem`s (a view that is not in
  /// one goes trailing). Outside a navigation stack the content is not drawn.
  public func toolbar<Content: View>(@ViewBuilder content: () -> Content) -> some View {
    let content = content()
    return modifier(_NavigationScreenModifier { $0.toolbars.append(content) })
  }

  /// Shows or hides the bars of `bars`: `.hidden` for `.navigationBar` (or `.automatic`)
  /// hides the navigation bar of the screen; the other bars are not drawn.
  public func toolbar(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View {
    let applies = bars.contains(.navigationBar) || bars.contains(.automatic)
    return modifier(_NavigationScreenModifier { if applies && $0.barVisibility == nil { $0.barVisibility = visibility } })
  }

  /// The background of the bars of `bars` (none here).
  public func toolbarBackground<S: ShapeStyle>(_ style: S, for bars: ToolbarPlacement...) -> some View { self }
  public func toolbarBackground(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View { self }
}

/// Items of a navigation bar.
public enum NavigationBarItem {
  /// How the title shows: large, inline, or the container's choice.
  public enum TitleDisplayMode: Hashable, Sendable {
    case automatic, inline, large
  }
}

/// Whether something shows.
public enum Visibility: Hashable, Sendable, CaseIterable {
  case automatic, visible, hidden
}

/// Bars a toolbar modifier addresses.
public struct ToolbarPlacement: Hashable, Sendable {
  let name: String
  public static let automatic = ToolbarPlacement(name: "automatic")
  public static let navigationBar = ToolbarPlacement(name: "navigationBar")
  public static let tabBar = ToolbarPlacement(name: "tabBar")
  public static let bottomBar = ToolbarPlacement(name: "bottomBar")
}

/// Where in a toolbar an item goes.
public struct ToolbarItemPlacement: Hashable, Sendable {
  let name: String
  public static let automatic = ToolbarItemPlacement(name: "automatic")
  public static let principal = ToolbarItemPlacement(name: "principal")
  public static let navigation = ToolbarItemPlacement(name: "navigation")
  public static let primaryAction = ToolbarItemPlacement(name: "primaryAction")
  public static let secondaryAction = ToolbarItemPlacement(name: "secondaryAction")
  public static let confirmationAction = ToolbarItemPlacement(name: "confirmationAction")
  public static let cancellationAction = ToolbarItemPlacement(name: "cancellationAction")
  public static let destructiveAction = ToolbarItemPlacement(name: "destructiveAction")
  public static let topBarLeading = ToolbarItemPlacement(name: "topBarLeading")
  public static let topBarTrailing = ToolbarItemPlacement(name: "topBarTrailing")
  public static let navigationBarLeading = ToolbarItemPlacement(name: "navigationBarLeading")
  public static let navigationBarTrailing = ToolbarItemPlacement(name: "navigationBarTrailing")
  public static let bottomBar = ToolbarItemPlacement(name: "bottomBar")
  public static let keyboard = ToolbarItemPlacement(name: "keyboard")
  public static let status = ToolbarItemPlacement(name: "status")
}

/// One item of a toolbar, in its placement; as a plain view, its content.
public struct ToolbarItem<ID, Content: View>: PrimitiveView {
  let placement: ToolbarItemPlacement
  let content: Content

  public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) where ID == () {
    self.placement = placement
    self.content = content()
  }

  public init(id: String, placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content)
  where ID == String {
    self.placement = placement
    self.content = content()
  }

  package func makeNode(_ resolver: inout Resolver, _ identity: ViewIdentity) -> Node {
    guard let collector = resolver.environment.toolbarCollector else { return resolver.resolve(content, identity) }
    collector.items.append((placement, AnyView(content)))
    return EmptyNode(identity: identity)
  }
}

/// Several items of a toolbar in one placement; as a plain view, their content.
public struct ToolbarItemGroup<Content: View>: PrimitiveView {
  let placement: ToolbarItemPlacement
  let content: Content

  public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
    self.placement = placement
    self.content = content()
  }

  package func makeNode(_ resolver: inout Resolver, _ identity: ViewIdentity) -> Node {
    guard let collector = resolver.environment.toolbarCollector else { return resolver.resolve(content, identity) }
    // The group's views go side by side in its placement.
    collector.items.append((placement, AnyView(HStack(spacing: NavigationBarMetrics.itemSpacing) { content })))
    return EmptyNode(identity: identity)
  }
}

extension View {
  /// Isolates this view's geometry from its parent's for animation (iOS 17). Accepted and
  /// drawn unchanged: Flipbook animates each view's own frame, so children inserted into an
  /// animating parent do not follow its interpolated frame as they would with the group.
  public func geometryGroup() -> some View { self }
}

/// A pointer's effect on an iPad (accepted: there is no pointer).
public struct HoverEffect: Sendable {
  let name: String
  public static let automatic = HoverEffect(name: "automatic")
  public static let highlight = HoverEffect(name: "highlight")
  public static let lift = HoverEffect(name: "lift")
}

extension View {
  /// What the pointer's hovering does on an iPad (accepted; there is no pointer).
  public func hoverEffect(_ effect: HoverEffect = .automatic, isEnabled: Bool = true) -> some View { self }
  /// Runs when a pointer enters or leaves the view (never: there is no pointer).
  public func onHover(perform action: @escaping (Bool) -> Void) -> some View { self }
}
