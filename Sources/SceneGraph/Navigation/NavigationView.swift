import Foundation

// What: `NavigationView`, deprecated since iOS 16 and still in much published code. On an
// iPhone its stack style is what shows, so it is a `NavigationStack` of its content; the
// column styles an iPad would show are not drawn (`.navigationViewStyle(_:)` is accepted).

/// A navigation container (deprecated in SwiftUI): a `NavigationStack` here.
public struct NavigationView<Content: View>: View {
  let content: Content

  public init(@ViewBuilder content: () -> Content) { self.content = content() }

  public var body: some View {
    NavigationStack { content }
  }
}

/// A look of `NavigationView`: every one is the stack on an iPhone.
public protocol NavigationViewStyle {}

public struct DefaultNavigationViewStyle: NavigationViewStyle { public init() {} }
public struct StackNavigationViewStyle: NavigationViewStyle { public init() {} }
public struct ColumnNavigationViewStyle: NavigationViewStyle { public init() {} }
public struct DoubleColumnNavigationViewStyle: NavigationViewStyle { public init() {} }

extension NavigationViewStyle where Self == DefaultNavigationViewStyle {
  public static var automatic: DefaultNavigationViewStyle { DefaultNavigationViewStyle() }
}

extension NavigationViewStyle where Self == StackNavigationViewStyle {
  public static var stack: StackNavigationViewStyle { StackNavigationViewStyle() }
}

extension NavigationViewStyle where Self == ColumnNavigationViewStyle {
  public static var columns: ColumnNavigationViewStyle { ColumnNavigationViewStyle() }
}

extension View {
  /// The look of the navigation views in this view (accepted: the stack shows on an iPhone).
  public func navigationViewStyle<S: NavigationViewStyle>(_ style: S) -> some View { self }

  /// The title of a navigation bar, iOS 13's spelling (`navigationTitle` with a display mode).
  @available(*, deprecated, message: "use navigationTitle(_:) and navigationBarTitleDisplayMode(_:)")
  public func navigationBarTitle<S: StringProtocol>(_ title: S, displayMode: NavigationBarItem.TitleDisplayMode = .automatic) -> some View {
    navigationTitle(title).navigationBarTitleDisplayMode(displayMode)
  }

  @available(*, deprecated, message: "use navigationTitle(_:)")
  public func navigationBarTitle(_ title: Text) -> some View { navigationTitle(title) }
}
