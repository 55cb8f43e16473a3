import Foundation

// What: the few UIKit names animation code calls from SwiftUI views — the screen's size and
// haptic feedback — so that code compiles unchanged (on iOS, `import SwiftUI` brings UIKit).
//
// `UIScreen.main.bounds` is the canvas of the scene being evaluated: a device's whole screen
// (safe area included), or the explicit size. Read before any scene evaluates (in the
// initializer of a root view a file builds before handing it over) it is the default
// device's screen, the iPhone 16 Pro's 402 × 874 pt. Haptics do nothing: video has no touch.

/// The screen a scene is shown on: UIKit's `UIScreen`, as far as views read it.
public final class UIScreen: Sendable {
  /// The screen of the scene being evaluated.
  public static var main: UIScreen { UIScreen() }

  /// The screen in points, origin at zero.
  public var bounds: CGRect {
    CGRect(origin: .zero, size: SceneRuntime.currentOnThread?.canvasSize ?? CGSize(width: 402, height: 874))
  }

  /// Pixels per point: 3, the scale of the iPhones Flipbook's devices model.
  public var scale: CGFloat { 3 }
}

/// Haptic feedback for an impact (does nothing: video has no touch).
public final class UIImpactFeedbackGenerator: Sendable {
  public enum FeedbackStyle: Int, Sendable { case light, medium, heavy, soft, rigid }
  public init(style: FeedbackStyle = .medium) {}
  public init() {}
  public func prepare() {}
  public func impactOccurred() {}
  public func impactOccurred(intensity: CGFloat) {}
}

/// Haptic feedback for a change of selection (does nothing).
public final class UISelectionFeedbackGenerator: Sendable {
  public init() {}
  public func prepare() {}
  public func selectionChanged() {}
}

/// Haptic feedback for a success, warning or error (does nothing).
public final class UINotificationFeedbackGenerator: Sendable {
  public enum FeedbackType: Int, Sendable { case success, warning, error }
  public init() {}
  public func prepare() {}
  public func notificationOccurred(_ notificationType: FeedbackType) {}
}
