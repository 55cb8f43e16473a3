import Foundation
import Geometry
import Motion

// The built-in button styles, as iOS 17/18 draws them outside lists.
//
// Each is a primitive style whose body is the button itself with an internal look that
// draws the pressed state, as SwiftUI builds them. What Apple documents: the borderless label
// in the tint (the accent colour, system blue), `.bordered` a translucent tint fill behind a
// tinted label, `.borderedProminent` a tint fill behind a white label, a destructive role in
// red. What it does not, and Flipbook chose:
// - Pressed: the label (borderless, plain) or the whole button (bordered) goes to
//   `pressedOpacity` at once, and fades back on release with `easeOut` over 0.25 s (Core
//   Animation's default implicit-animation duration), as UIKit's system buttons flash.
//   0.2 is the alpha of UIKit's highlighted system-button title; 0.6 for the filled styles
//   is an approximation of iOS 17's look.
// - The bordered fill is the tint at 15 % opacity; disabled controls draw their label in
//   `tertiaryLabel` and their fill in `tertiarySystemFill`.
// - Bordered metrics per control size (`BorderedMetrics`): approximations of iOS 17, which
//   documents none; a regular bordered button is 34 pt tall for a body-sized label.

/// How a pressed button fades back, and how far it dims.
enum PressedLook {
  /// The label's opacity while a borderless or plain button is pressed.
  static let labelOpacity = 0.2
  /// The button's opacity while a bordered button is pressed.
  static let filledOpacity = 0.6
  /// The animation of the release (the press itself shows at once).
  static let release = Animation.easeOut(duration: 0.25)
}

/// The style a button gets when none is set: on iOS, borderless outside lists and the
/// tinted, whole-row button in a list row (`List/ListRow.swift`).
public struct DefaultButtonStyle: PrimitiveButtonStyle {
  public init() {}

  public func makeBody(configuration: Configuration) -> some View {
    EnvironmentReader { env in
      if env.isInListRow {
        Button(configuration).buttonStyle(ListRowButtonLook())
      } else {
        Button(configuration).buttonStyle(BorderlessLook(tinted: true))
      }
    }
  }
}

/// The label in the tint colour, dimming while pressed: iOS's default.
public struct BorderlessButtonStyle: PrimitiveButtonStyle {
  public init() {}

  public func makeBody(configuration: Configuration) -> some View {
    Button(configuration).buttonStyle(BorderlessLook(tinted: true))
  }
}

/// The label as it is (no tint), dimming while pressed.
public struct PlainButtonStyle: PrimitiveButtonStyle {
  public init() {}

  public func makeBody(configuration: Configuration) -> some View {
    Button(configuration).buttonStyle(BorderlessLook(tinted: false))
  }
}

/// A tinted label on a translucent tint fill.
public struct BorderedButtonStyle: PrimitiveButtonStyle {
  public init() {}

  public func makeBody(configuration: Configuration) -> some View {
    Button(configuration).buttonStyle(BorderedLook(prominent: false))
  }
}

/// A white label on a tint fill: the one action a screen leads with.
public struct BorderedProminentButtonStyle: PrimitiveButtonStyle {
  public init() {}

  public func makeBody(configuration: Configuration) -> some View {
    Button(configuration).buttonStyle(BorderedLook(prominent: true))
  }
}

extension PrimitiveButtonStyle where Self == DefaultButtonStyle {
  /// The platform's default: borderless on iOS.
  public static var automatic: DefaultButtonStyle { DefaultButtonStyle() }
}

extension PrimitiveButtonStyle where Self == BorderlessButtonStyle {
  public static var borderless: BorderlessButtonStyle { BorderlessButtonStyle() }
}

extension PrimitiveButtonStyle where Self == PlainButtonStyle {
  public static var plain: PlainButtonStyle { PlainButtonStyle() }
}

extension PrimitiveButtonStyle where Self == BorderedButtonStyle {
  public static var bordered: BorderedButtonStyle { BorderedButtonStyle() }
}

extension PrimitiveButtonStyle where Self == BorderedProminentButtonStyle {
  public static var borderedProminent: BorderedProminentButtonStyle { BorderedProminentButtonStyle() }
}

/// The tint a button draws with: red for a destructive role, else the environment's.
private func buttonTint(_ role: ButtonRole?, _ environment: EnvironmentValues) -> Color {
  role == .destructive ? .red : environment.controlTint
}

/// Borderless and plain buttons: the label alone, dimmed while pressed.
struct BorderlessLook: ButtonStyle {
  /// Whether the label takes the tint (borderless) or keeps its colours (plain).
  let tinted: Bool

  func makeBody(configuration: Configuration) -> some View {
    EnvironmentReader { env in
      configuration.label
        .foregroundColor(labelColor(configuration.role, env))
        .opacity(configuration.isPressed ? PressedLook.labelOpacity : 1)
        .animation(configuration.isPressed ? nil : PressedLook.release, value: configuration.isPressed)
    }
  }

  /// An explicit foreground colour around the button wins over the tint, as in SwiftUI.
  private func labelColor(_ role: ButtonRole?, _ env: EnvironmentValues) -> Color? {
    if !env.isEnabled { return Color(.tertiaryLabel) }
    if !tinted { return env.foregroundColor }
    return env.foregroundColor ?? buttonTint(role, env)
  }
}

/// Bordered and bordered-prominent buttons: the label padded on a fill of the border shape.
struct BorderedLook: ButtonStyle {
  let prominent: Bool

  func makeBody(configuration: Configuration) -> some View {
    EnvironmentReader { env in
      let metrics = BorderedMetrics(env.controlSize)
      let tint = buttonTint(configuration.role, env)
      let fill: Color = !env.isEnabled ? Color(.tertiarySystemFill) : prominent ? tint : tint.opacity(0.15)
      let text: Color? = !env.isEnabled ? Color(.tertiaryLabel) : env.foregroundColor ?? (prominent ? .white : tint)
      configuration.label
        .font(env.font ?? metrics.font)
        .foregroundColor(text)
        .padding(.vertical, metrics.verticalPadding)
        .padding(.horizontal, metrics.horizontalPadding)
        .background(fill, in: env.buttonBorderShape.resolved(cornerRadius: metrics.cornerRadius))
        .opacity(configuration.isPressed ? PressedLook.filledOpacity : 1)
        .animation(configuration.isPressed ? nil : PressedLook.release, value: configuration.isPressed)
    }
  }
}

/// The font, padding and corner radius of a bordered button of one control size, in points
/// (see the file's note: approximations, Apple documents none).
struct BorderedMetrics {
  let font: Font
  let verticalPadding: CGFloat
  let horizontalPadding: CGFloat
  let cornerRadius: CGFloat

  init(_ size: ControlSize) {
    switch size {
    case .mini: (font, verticalPadding, horizontalPadding, cornerRadius) = (.footnote, 3, 8, 5)
    case .small: (font, verticalPadding, horizontalPadding, cornerRadius) = (.subheadline, 5, 10, 6)
    case .regular: (font, verticalPadding, horizontalPadding, cornerRadius) = (.body, 7, 12, 8)
    case .large: (font, verticalPadding, horizontalPadding, cornerRadius) = (.body, 14, 20, 12)
    case .extraLarge: (font, verticalPadding, horizontalPadding, cornerRadius) = (.body, 17, 24, 14)
    }
  }
}

/// The outline of a bordered button: SwiftUI's `ButtonBorderShape`.
///
/// `.automatic` is a rounded rectangle whose radius follows the control size.
public struct ButtonBorderShape: Shape, Equatable {
  enum Kind: Equatable {
    case automatic, capsule, circle
    case roundedRectangle(radius: CGFloat?)
  }

  let kind: Kind

  public static let automatic = ButtonBorderShape(kind: .automatic)
  public static let capsule = ButtonBorderShape(kind: .capsule)
  public static let circle = ButtonBorderShape(kind: .circle)
  /// A rounded rectangle with the control size's radius.
  public static let roundedRectangle = ButtonBorderShape(kind: .roundedRectangle(radius: nil))

  /// A rounded rectangle with corners of `radius` points.
  public static func roundedRectangle(radius: CGFloat) -> ButtonBorderShape {
    ButtonBorderShape(kind: .roundedRectangle(radius: radius))
  }

  /// This shape with a radius filled in where it follows the control size.
  func resolved(cornerRadius: CGFloat) -> ButtonBorderShape {
    switch kind {
    case .automatic, .roundedRectangle(radius: nil): .roundedRectangle(radius: cornerRadius)
    default: self
    }
  }

  public func path(in rect: CGRect) -> Path {
    switch kind {
    case .capsule: Capsule().path(in: rect)
    case .circle: Circle().path(in: rect)
    case .roundedRectangle(let radius?): RoundedRectangle(cornerRadius: radius).path(in: rect)
    case .automatic, .roundedRectangle(radius: nil): RoundedRectangle(cornerRadius: 8).path(in: rect)
    }
  }
}

struct ButtonBorderShapeKey: EnvironmentKey { static let defaultValue = ButtonBorderShape.automatic }

extension EnvironmentValues {
  var buttonBorderShape: ButtonBorderShape {
    get { self[ButtonBorderShapeKey.self] }
    set { self[ButtonBorderShapeKey.self] = newValue }
  }
}

extension View {
  /// Sets the outline of the bordered buttons in this view.
  public func buttonBorderShape(_ shape: ButtonBorderShape) -> some View {
    modifier(_EnvironmentModifier { $0.buttonBorderShape = shape })
  }
}
