// Xcode previews, as app code declares them: a `PreviewProvider`, the `#Preview` macro and
// the `preview…` modifiers. Flipbook has no canvas; these exist so that a view's file
// compiles unchanged, and they change nothing that is rendered. A scene renders the view it
// is given, never a preview's settings (its device, layout or orientation).
//
// `#Preview` is expanded by the `FlipbookMacros` plugin, which expands every use to nothing:
// the compiler still type-checks the preview's closure against the macro's signature, so a
// preview that would not compile in Xcode does not compile here either (docs/PREVIEWS.md).

import Foundation

// MARK: - PreviewProvider

/// A type that declares views for Xcode's preview canvas, as SwiftUI's protocol does.
///
/// Flipbook never calls `previews` itself; a test or a scene may, like any static property.
/// The requirements are isolated to the main actor, as SwiftUI's are, so that a provider's
/// `previews` may build views that are main-actor isolated under Swift 6.
@MainActor @preconcurrency
public protocol PreviewProvider {
  /// The type of view `previews` returns.
  associatedtype Previews: View

  /// The views to preview.
  @ViewBuilder @MainActor @preconcurrency static var previews: Previews { get }

  /// The platform the previews are meant for; `nil` (the default) leaves it to the tool.
  @MainActor @preconcurrency static var platform: PreviewPlatform? { get }
}

extension PreviewProvider {
  /// No platform hint.
  @MainActor @preconcurrency public static var platform: PreviewPlatform? { nil }
}

/// The operating systems a preview can ask to run on.
public enum PreviewPlatform: Sendable {
  case iOS
  case macOS
  case tvOS
  case watchOS
}

// MARK: - Preview modifiers

/// The size of the container a preview is shown in.
public enum PreviewLayout: Sendable {
  /// The screen of the preview's device.
  case device
  /// The size the view asks for when offered no size.
  case sizeThatFits
  /// A container of the given size, in points.
  case fixed(width: CGFloat, height: CGFloat)
}

/// A simulator device a preview runs on, named as Xcode names it (`"iPhone 15 Pro"`).
public struct PreviewDevice: RawRepresentable, ExpressibleByStringLiteral, Sendable {
  /// The device's name.
  public var rawValue: String

  public init(rawValue: String) { self.rawValue = rawValue }

  public init(stringLiteral: String) { self.rawValue = stringLiteral }
}

/// Which way up the interface is, from the user's point of view.
public struct InterfaceOrientation: CaseIterable, Identifiable, Hashable, Sendable {
  /// The orientation's name, which identifies it.
  public let id: String

  private init(_ id: String) { self.id = id }

  /// Upright, the home button (or indicator) at the bottom.
  public static let portrait = InterfaceOrientation("portrait")
  /// Upside down.
  public static let portraitUpsideDown = InterfaceOrientation("portraitUpsideDown")
  /// Turned so that the top of the interface is on the device's left.
  public static let landscapeLeft = InterfaceOrientation("landscapeLeft")
  /// Turned so that the top of the interface is on the device's right.
  public static let landscapeRight = InterfaceOrientation("landscapeRight")

  public static let allCases: [InterfaceOrientation] = [.portrait, .portraitUpsideDown, .landscapeLeft, .landscapeRight]
}

extension View {
  /// Sets the container size of this view's preview. Nothing changes in a Flipbook render:
  /// the scene's canvas size (`render --device`) is what the view is laid out in.
  public func previewLayout(_ value: PreviewLayout) -> some View { self }

  /// Sets the device of this view's preview; `nil` leaves it to the tool. Nothing changes in
  /// a Flipbook render.
  public func previewDevice(_ value: PreviewDevice?) -> some View { self }

  /// Names this view's preview in the canvas; `nil` keeps the default name. Nothing changes
  /// in a Flipbook render.
  public func previewDisplayName(_ value: String?) -> some View { self }

  /// Sets the orientation of this view's preview. Nothing changes in a Flipbook render.
  public func previewInterfaceOrientation(_ value: InterfaceOrientation) -> some View { self }
}

// MARK: - #Preview

/// The namespace of a preview's traits, as Xcode's `Preview` type is for `#Preview`.
///
/// Flipbook keeps only what `#Preview`'s signature names; a preview is never built.
public struct Preview {
  /// The traits a view preview can have.
  public enum ViewTraits {}
}

/// A setting of a `#Preview`, such as its layout or orientation. Ignored by Flipbook.
public struct PreviewTrait<T>: Sendable {
  private init() {}
}

extension PreviewTrait where T == Preview.ViewTraits {
  /// The preview's device screen, the default.
  public static var defaultLayout: PreviewTrait<T> { PreviewTrait() }
  /// The size the view asks for when offered no size.
  public static var sizeThatFitsLayout: PreviewTrait<T> { PreviewTrait() }
  /// A container of the given size, in points.
  public static func fixedLayout(width: CGFloat, height: CGFloat) -> PreviewTrait<T> { PreviewTrait() }
  /// Upright.
  public static var portrait: PreviewTrait<T> { PreviewTrait() }
  /// Upside down.
  public static var portraitUpsideDown: PreviewTrait<T> { PreviewTrait() }
  /// Turned so that the top of the interface is on the device's left.
  public static var landscapeLeft: PreviewTrait<T> { PreviewTrait() }
  /// Turned so that the top of the interface is on the device's right.
  public static var landscapeRight: PreviewTrait<T> { PreviewTrait() }
}

/// Declares a preview of the view `body` builds, named `name`: `#Preview { Card() }`.
///
/// Expands to nothing. The closure is still type-checked, so it must compile.
@freestanding(declaration)
public macro Preview(_ name: String? = nil, @ViewBuilder body: @escaping @MainActor () -> any View) =
  #externalMacro(module: "FlipbookMacros", type: "PreviewMacro")

/// Declares a preview with traits: `#Preview("Wide", traits: .landscapeLeft) { Card() }`.
///
/// Expands to nothing, as ``Preview(_:body:)`` does.
@freestanding(declaration)
public macro Preview(
  _ name: String? = nil, traits: PreviewTrait<Preview.ViewTraits>, _ additionalTraits: PreviewTrait<Preview.ViewTraits>...,
  @ViewBuilder body: @escaping @MainActor () -> any View
) = #externalMacro(module: "FlipbookMacros", type: "PreviewMacro")

/// Marks a variable declared inside a `#Preview` closure, typically `@State`, as the
/// preview's own: `@Previewable @State var isOn = false`. Expands to nothing.
@attached(peer)
public macro Previewable() = #externalMacro(module: "FlipbookMacros", type: "PreviewableMacro")
