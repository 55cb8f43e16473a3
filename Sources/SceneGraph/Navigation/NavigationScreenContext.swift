import Foundation

// What a navigation stack learns about each of its screens while it resolves them: the
// title, display mode and toolbar of its bar, whether the back button, the bar and the status
// bar show, how it is pushed (`navigationTransition`), and what its first scroll view shows.
//
// The configuration modifiers (`ContainerConfiguration.swift`) write into the context the
// environment carries; outside a stack there is none, and they do nothing, as in SwiftUI. A
// context is made afresh for each screen in each pass, so it never holds a stale value.

/// What resolving one screen of a navigation stack found out about it.
final class NavigationScreenContext {
  /// The title, from the outermost `.navigationTitle` of the screen.
  var title: Text?
  /// The display mode, from the outermost `.navigationBarTitleDisplayMode`.
  var displayMode: NavigationBarItem.TitleDisplayMode?
  /// The content of every `.toolbar { … }` of the screen, outermost first.
  var toolbars: [any View] = []
  /// Whether any `.navigationBarBackButtonHidden(true)` is on the screen.
  var backButtonHidden = false
  /// The navigation bar's visibility from `.toolbar(_:for: .navigationBar)`, outermost first.
  var barVisibility: Visibility?
  /// From the outermost `.statusBarHidden(_:)`.
  var statusBarHidden: Bool?
  /// The screen's `.navigationTransition(_:)`, outermost first.
  var transition: _NavigationTransitionStyle?
  /// The content offset (points, positive scrolled down) the screen's first vertical scroll
  /// view that extends under the bar showed in this pass; `nil` before one is placed.
  var scrollOffset: CGFloat?

  /// The title as plain characters, for the next screen's back button.
  var titleString: String { title.map { $0.runs.map(\.content).joined() } ?? "" }
}

/// The stack the views of a screen are pushed on, with the screen's own context.
struct NavigationEnvironment: @unchecked Sendable {
  let stack: NavigationStackModel
  let screen: NavigationScreenContext
  /// The destinations declared so far in this pass, for the links of this screen.
  let destinations: NavigationDestinations
}

private struct NavigationEnvironmentKey: EnvironmentKey {
  static let defaultValue: NavigationEnvironment? = nil
}

private struct PresentedScreenKey: EnvironmentKey {
  static var defaultValue: NavigationScreenContext? { nil }
}

private struct ScrollsUnderBarsKey: EnvironmentKey {
  static let defaultValue = false
}

extension EnvironmentValues {
  /// The navigation stack around this point, `nil` outside any.
  var navigation: NavigationEnvironment? {
    get { self[NavigationEnvironmentKey.self] }
    set { self[NavigationEnvironmentKey.self] = newValue }
  }

  /// The context a presented cover's content writes its `navigationTransition` into, `nil`
  /// elsewhere (`FullScreenCover.swift`).
  var presentedScreen: NavigationScreenContext? {
    get { self[PresentedScreenKey.self] }
    set { self[PresentedScreenKey.self] = newValue }
  }

  /// Whether a scroll view here extends under the bars of its navigation stack: true inside
  /// a stack's screen, until the first scroll view (`ScrollViewport.swift`).
  var scrollsUnderBars: Bool {
    get { self[ScrollsUnderBarsKey.self] }
    set { self[ScrollsUnderBarsKey.self] = newValue }
  }
}

/// Writes into the screen context of the stack around it while it is resolved (or of the
/// full-screen cover it is presented in); elsewhere it does nothing.
public struct _NavigationScreenModifier: PrimitiveModifier {
  let write: (NavigationScreenContext) -> Void

  package func makeNode(content: any View, _ resolver: inout Resolver, _ identity: ViewIdentity) -> Node {
    if let screen = resolver.environment.navigation?.screen ?? resolver.environment.presentedScreen { write(screen) }
    return resolver.resolve(content, identity.appending(.body))
  }
}
