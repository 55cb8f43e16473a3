import Foundation

// Button styles: how a button looks (`ButtonStyle`, which sees whether the button is pressed)
// or how it looks and when it fires (`PrimitiveButtonStyle`, which triggers the action
// itself). `.buttonStyle(_:)` sets either for a subtree.
//
// Nesting. The styles set around a button form a stack, the innermost on top. A button draws
// with the top style; a primitive style's body is resolved with that style popped, so a
// `Button(configuration)` inside it draws with the next style out (and, at the bottom, the
// automatic one) instead of recursing into itself. The built-in styles are primitive styles
// whose body is such a button with an internal `ButtonStyle` that draws the pressed look.

/// A button's appearance, made from its label and whether it is pressed.
///
///     struct PressableStyle: ButtonStyle {
///       func makeBody(configuration: Configuration) -> some View {
///         configuration.label
///           .scaleEffect(configuration.isPressed ? 0.9 : 1)
///           .animation(.easeOut, value: configuration.isPressed)
///       }
///     }
///
/// The button keeps the taps: the action runs when a touch lifts inside it, and
/// `isPressed` is true while a touch is down on it (see `Control/ButtonPress.swift`).
public protocol ButtonStyle {
  associatedtype Body: View
  typealias Configuration = ButtonStyleConfiguration

  /// The button's view for `configuration`.
  @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// What a ``ButtonStyle`` draws from.
public struct ButtonStyleConfiguration {
  /// The button's label as a view.
  public typealias Label = StyledContent

  /// The button's role, if it has one.
  public let role: ButtonRole?
  /// The button's label.
  public let label: ButtonStyleConfiguration.Label
  /// Whether a touch is down on the button (and has not left it).
  public let isPressed: Bool
}

/// A button's appearance and interaction: the style decides when the action runs by calling
/// `configuration.trigger()`.
public protocol PrimitiveButtonStyle {
  associatedtype Body: View
  typealias Configuration = PrimitiveButtonStyleConfiguration

  /// The button's view for `configuration`.
  @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// What a ``PrimitiveButtonStyle`` draws from.
public struct PrimitiveButtonStyleConfiguration {
  /// The button's label as a view.
  public typealias Label = StyledContent

  /// The button's role, if it has one.
  public let role: ButtonRole?
  /// The button's label.
  public let label: PrimitiveButtonStyleConfiguration.Label
  let action: () -> Void

  /// Runs the button's action.
  public func trigger() { action() }
}

/// A style as set by `.buttonStyle(_:)`.
enum AnyButtonStyle {
  case standard(any ButtonStyle)
  case primitive(any PrimitiveButtonStyle)
}

/// The styles set around a point of the tree, innermost last.
struct ButtonStylesKey: EnvironmentKey { static var defaultValue: [AnyButtonStyle] { [] } }

extension EnvironmentValues {
  var buttonStyles: [AnyButtonStyle] {
    get { self[ButtonStylesKey.self] }
    set { self[ButtonStylesKey.self] = newValue }
  }
}

extension View {
  /// Draws the buttons in this view with `style`.
  public func buttonStyle<S: ButtonStyle>(_ style: S) -> some View {
    modifier(_EnvironmentModifier { $0.buttonStyles.append(.standard(style)) })
  }

  /// Draws the buttons in this view with `style`, which also decides when they fire.
  public func buttonStyle<S: PrimitiveButtonStyle>(_ style: S) -> some View {
    modifier(_EnvironmentModifier { $0.buttonStyles.append(.primitive(style)) })
  }
}

extension ButtonStyle {
  /// The body for `configuration`, type-erased.
  func erasedBody(_ configuration: ButtonStyleConfiguration) -> any View { makeBody(configuration: configuration) }
}

extension PrimitiveButtonStyle {
  func erasedBody(_ configuration: PrimitiveButtonStyleConfiguration) -> any View {
    makeBody(configuration: configuration)
  }
}
