// What: modifiers that configure a container around the view — a navigation bar, a toolbar,
// a tab bar, the status bar — accepted where no such container is, and doing nothing there,
// as in SwiftUI: a screen written for a `NavigationStack` renders on its own with its title
// and toolbar simply absent.

import Foundation

extension View {
  /// The title a navigation container shows for this view (none here: no navigation bar).
  public func navigationTitle(_ title: Text) -> some View { self }
  public func navigationTitle<S: StringProtocol>(_ title: S) -> some View { self }
  public func navigationTitle(_ titleKey: LocalizedStringKey) -> some View { self }

  /// How a navigation bar shows the title (no navigation bar here).
  public func navigationBarTitleDisplayMode(_ displayMode: NavigationBarItem.TitleDisplayMode) -> some View { self }

  /// Hides the navigation bar's back button (no navigation bar here).
  public func navigationBarBackButtonHidden(_ hidesBackButton: Bool = true) -> some View { self }

  /// Hides the status bar (the canvas draws none).
  public func statusBarHidden(_ hidden: Bool = true) -> some View { self }

  /// Items a toolbar shows (no toolbar here): the content is accepted and not drawn.
  public func toolbar<Content: View>(@ViewBuilder content: () -> Content) -> some View { self }

  /// Shows or hides the bars of `bars` (none here).
  public func toolbar(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View { self }

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

/// One item of a toolbar; as a view, its content.
public struct ToolbarItem<ID, Content: View>: View {
  let content: Content

  public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) where ID == () {
    self.content = content()
  }

  public init(id: String, placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content)
  where ID == String {
    self.content = content()
  }

  public var body: some View { content }
}

/// Several items of a toolbar; as a view, their content.
public struct ToolbarItemGroup<Content: View>: View {
  let content: Content

  public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
    self.content = content()
  }

  public var body: some View { content }
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
