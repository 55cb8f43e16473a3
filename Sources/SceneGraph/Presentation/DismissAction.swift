// What: `@Environment(\.dismiss)` and `@Environment(\.isPresented)`, shared by the containers
// that present a view — a navigation stack's pushed screen, a sheet, a full-screen cover.
//
// Each container puts its own action in the environment of what it presents: calling it pops
// the screen or dismisses the presentation, under the transaction of the call (so
// `withAnimation { dismiss() }` and a plain `dismiss()` both animate as the container does).
// Outside any presentation the action does nothing, as in SwiftUI.

import Foundation

/// Dismisses the view that reads it: pops it from its navigation stack, or closes the sheet
/// or cover that presents it. Read it with `@Environment(\.dismiss)` and call it.
public struct DismissAction: @unchecked Sendable {
  private let action: (() -> Void)?

  /// An action that runs `action`; containers put one in the environment of what they present.
  init(_ action: @escaping () -> Void) { self.action = action }

  /// The action outside any presentation: it does nothing.
  init() { action = nil }

  /// Dismisses the presentation (does nothing when nothing presents this view).
  public func callAsFunction() { action?() }
}

private struct DismissKey: EnvironmentKey {
  static let defaultValue = DismissAction()
}

private struct IsPresentedKey: EnvironmentKey {
  static let defaultValue = false
}

extension EnvironmentValues {
  /// Dismisses the current presentation; see ``DismissAction``.
  public internal(set) var dismiss: DismissAction {
    get { self[DismissKey.self] }
    set { self[DismissKey.self] = newValue }
  }

  /// Whether the view is presented: pushed on a navigation stack or shown in a sheet or cover.
  public internal(set) var isPresented: Bool {
    get { self[IsPresentedKey.self] }
    set { self[IsPresentedKey.self] = newValue }
  }
}
