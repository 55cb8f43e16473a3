import Drawing
import Foundation
import Geometry

// Colours and the colour scheme.
//
// A `Color` or `UIColor` holds one value per colour scheme and is resolved where it is drawn,
// against the `colorScheme` of the environment at that point, as SwiftUI resolves its
// dynamic system colours. Custom colours (`Color(red:green:blue:)`, `.white`, `.black`) hold
// the same value for both. Only the base level of iOS's background colours is modelled: the
// lighter "elevated" variants that dark sheets and popovers use are not.
//
// Values are gamma-encoded sRGB 0–255, iOS 15–18, default contrast:
// - light values and the tints' dark values as OpenSwiftUI's system colour table
//   (`DefaultSystemColorDefinition_PhoneTV`) gives them; the light values also match
//   UIKit's measured iOS 13+ values (ColorCompatibility);
// - dark backgrounds, greys and separators from Apple's Human Interface Guidelines colour
//   tables (dark: systemBackground #000000, secondary #1C1C1E, tertiary #2C2C2E; the grouped
//   family the same; systemGray2…6 #636366 #48484A #3A3A3C #2C2C2E #1C1C1E; separator
//   (84, 84, 88) α 0.6; opaqueSeparator #38383A), which agree with values printed from UIKit
//   on iOS 13 (secondarySystemGroupedBackground dark 0.1098, 0.1098, 0.1176 = #1C1C1E;
//   secondaryLabel dark (235, 235, 245) α 0.6).
// iOS 17 and later draw `separator` slightly stronger (light α 0.36, dark α 0.65); the
// iOS 13–16 values are kept here, matching the light table in use before this file knew
// dark mode. iOS 26 changes several tints; these are the iOS 15–18 values.

/// A colour, in gamma-encoded sRGB, with a value for each colour scheme. As a view it fills
/// the space offered.
public struct Color: Hashable, Sendable {
  /// The value in the light scheme.
  let light: RGBAColor
  /// The value in the dark scheme.
  let dark: RGBAColor

  init(light: RGBAColor, dark: RGBAColor) {
    self.light = light
    self.dark = dark
  }

  /// A colour that is the same in both schemes.
  init(resolved: RGBAColor) { self.init(light: resolved, dark: resolved) }

  /// A colour from sRGB components in 0…1, the same in both schemes.
  public init(red: Double, green: Double, blue: Double, opacity: Double = 1) {
    self.init(resolved: RGBAColor(red: red, green: green, blue: blue, alpha: opacity))
  }

  /// A grey of `white` (0 black … 1 white).
  public init(white: Double, opacity: Double = 1) {
    self.init(resolved: RGBAColor(red: white, green: white, blue: white, alpha: opacity))
  }

  /// A colour from hue, saturation and brightness, each 0…1.
  public init(hue: Double, saturation: Double, brightness: Double, opacity: Double = 1) {
    let h = (hue - hue.rounded(.down)) * 6
    let c = brightness * saturation
    let x = c * (1 - abs(h.truncatingRemainder(dividingBy: 2) - 1))
    let (r, g, b): (Double, Double, Double)
    switch Int(h) {
    case 0: (r, g, b) = (c, x, 0)
    case 1: (r, g, b) = (x, c, 0)
    case 2: (r, g, b) = (0, c, x)
    case 3: (r, g, b) = (0, x, c)
    case 4: (r, g, b) = (x, 0, c)
    default: (r, g, b) = (c, 0, x)
    }
    let m = brightness - c
    self.init(resolved: RGBAColor(red: r + m, green: g + m, blue: b + m, alpha: opacity))
  }

  /// A system colour, as `Color(.systemGroupedBackground)` in SwiftUI code. It follows the
  /// colour scheme as the UIKit colour does.
  public init(_ color: UIColor) { self.init(light: color.light, dark: color.dark) }

  public init(uiColor color: UIColor) { self.init(color) }

  /// This colour with its opacity multiplied by `opacity`, in both schemes.
  public func opacity(_ opacity: Double) -> Color {
    Color(light: light.multipliedAlpha(opacity), dark: dark.multipliedAlpha(opacity))
  }

  /// The value of this colour in `colorScheme`.
  func resolved(for colorScheme: ColorScheme) -> RGBAColor {
    colorScheme == .dark ? dark : light
  }

  /// The value of this colour in the colour scheme of `environment`.
  func resolved(in environment: EnvironmentValues) -> RGBAColor { resolved(for: environment.colorScheme) }

  /// The components of this colour in the colour scheme of `environment`, as SwiftUI's
  /// `Color.resolve(in:)` gives them (gamma-encoded sRGB, 0…1).
  public func resolve(in environment: EnvironmentValues) -> Resolved {
    Resolved(resolved(in: environment))
  }

  /// A colour's concrete components in one environment.
  public struct Resolved: Hashable, Sendable {
    /// Gamma-encoded sRGB components and opacity, 0…1.
    public var red: Float, green: Float, blue: Float, opacity: Float

    public init(red: Float, green: Float, blue: Float, opacity: Float = 1) {
      (self.red, self.green, self.blue, self.opacity) = (red, green, blue, opacity)
    }

    init(_ color: RGBAColor) {
      self.init(red: Float(color.red), green: Float(color.green), blue: Float(color.blue), opacity: Float(color.alpha))
    }

    /// The same components as a display-list colour, for a renderer.
    public var rgbaColor: RGBAColor {
      RGBAColor(red: Double(red), green: Double(green), blue: Double(blue), alpha: Double(opacity))
    }
  }

  public static let black = Color(resolved: .black)
  public static let white = Color(resolved: .white)
  public static let clear = Color(resolved: .clear)
  public static let gray = Color(UIColor.systemGray)
  public static let red = Color(UIColor.systemRed)
  public static let orange = Color(UIColor.systemOrange)
  public static let yellow = Color(UIColor.systemYellow)
  public static let green = Color(UIColor.systemGreen)
  public static let mint = Color(UIColor.systemMint)
  public static let teal = Color(UIColor.systemTeal)
  public static let cyan = Color(UIColor.systemCyan)
  public static let blue = Color(UIColor.systemBlue)
  public static let indigo = Color(UIColor.systemIndigo)
  public static let purple = Color(UIColor.systemPurple)
  public static let pink = Color(UIColor.systemPink)
  public static let brown = Color(UIColor.systemBrown)
  /// The default colour of text and shapes: `label`, black in light mode, white in dark.
  public static let primary = Color(UIColor.label)
  public static let secondary = Color(UIColor.secondaryLabel)
  public static let accentColor = Color(UIColor.systemBlue)
}

/// UIKit's named system colours, for `Color(.systemGroupedBackground)` and friends, each
/// with its light and dark value (the table at the top of this file).
public struct UIColor: Hashable, Sendable {
  let light: RGBAColor
  let dark: RGBAColor

  /// A colour that is the same in both schemes, components 0…1.
  public init(red: Double, green: Double, blue: Double, alpha: Double) {
    light = RGBAColor(red: red, green: green, blue: blue, alpha: alpha)
    dark = light
  }

  /// 8-bit light and dark components; `alpha` applies to the light value, `darkAlpha`
  /// (default: the same) to the dark one.
  init(_ light: (Int, Int, Int), _ dark: (Int, Int, Int), alpha: Double = 1, darkAlpha: Double? = nil) {
    self.light = RGBAColor(r8: light.0, g8: light.1, b8: light.2, alpha: alpha)
    self.dark = RGBAColor(r8: dark.0, g8: dark.1, b8: dark.2, alpha: darkAlpha ?? alpha)
  }

  /// The value of this colour in `colorScheme`, as UIKit's `resolvedColor(with:)` gives it
  /// for a trait collection of that interface style: what a renderer paints a window with.
  public func resolvedColor(for colorScheme: ColorScheme) -> RGBAColor {
    colorScheme == .dark ? dark : light
  }

  // Backgrounds (base level).
  public static let systemBackground = UIColor((255, 255, 255), (0, 0, 0))
  public static let secondarySystemBackground = UIColor((242, 242, 247), (28, 28, 30))
  public static let tertiarySystemBackground = UIColor((255, 255, 255), (44, 44, 46))
  public static let systemGroupedBackground = UIColor((242, 242, 247), (0, 0, 0))
  public static let secondarySystemGroupedBackground = UIColor((255, 255, 255), (28, 28, 30))
  public static let tertiarySystemGroupedBackground = UIColor((242, 242, 247), (44, 44, 46))
  // Labels and text.
  public static let label = UIColor((0, 0, 0), (255, 255, 255))
  public static let secondaryLabel = UIColor((60, 60, 67), (235, 235, 245), alpha: 0.6)
  public static let tertiaryLabel = UIColor((60, 60, 67), (235, 235, 245), alpha: 0.3)
  public static let quaternaryLabel = UIColor((60, 60, 67), (235, 235, 245), alpha: 0.18, darkAlpha: 0.16)
  public static let placeholderText = UIColor((60, 60, 67), (235, 235, 245), alpha: 0.3)
  public static let link = UIColor((0, 122, 255), (9, 132, 255))
  // Separators.
  public static let separator = UIColor((60, 60, 67), (84, 84, 88), alpha: 0.29, darkAlpha: 0.6)
  public static let opaqueSeparator = UIColor((198, 198, 200), (56, 56, 58))
  // Fills.
  public static let systemFill = UIColor((120, 120, 128), (120, 120, 128), alpha: 0.2, darkAlpha: 0.36)
  public static let secondarySystemFill = UIColor((120, 120, 128), (120, 120, 128), alpha: 0.16, darkAlpha: 0.32)
  public static let tertiarySystemFill = UIColor((118, 118, 128), (118, 118, 128), alpha: 0.12, darkAlpha: 0.24)
  public static let quaternarySystemFill = UIColor((116, 116, 128), (116, 116, 128), alpha: 0.08, darkAlpha: 0.18)
  // Tints.
  public static let systemBlue = UIColor((0, 122, 255), (10, 132, 255))
  public static let systemGreen = UIColor((52, 199, 89), (48, 209, 88))
  public static let systemOrange = UIColor((255, 149, 0), (255, 159, 10))
  public static let systemRed = UIColor((255, 59, 48), (255, 69, 58))
  public static let systemYellow = UIColor((255, 204, 0), (255, 214, 10))
  public static let systemCyan = UIColor((50, 173, 230), (100, 210, 255))
  public static let systemTeal = UIColor((48, 176, 199), (64, 200, 224))
  public static let systemMint = UIColor((0, 199, 190), (99, 230, 226))
  public static let systemIndigo = UIColor((88, 86, 214), (94, 92, 230))
  public static let systemPurple = UIColor((175, 82, 222), (191, 90, 242))
  public static let systemPink = UIColor((255, 45, 85), (255, 55, 95))
  public static let systemBrown = UIColor((162, 132, 94), (172, 142, 104))
  // Greys.
  public static let systemGray = UIColor((142, 142, 147), (142, 142, 147))
  public static let systemGray2 = UIColor((174, 174, 178), (99, 99, 102))
  public static let systemGray3 = UIColor((199, 199, 204), (72, 72, 74))
  public static let systemGray4 = UIColor((209, 209, 214), (58, 58, 60))
  public static let systemGray5 = UIColor((229, 229, 234), (44, 44, 46))
  public static let systemGray6 = UIColor((242, 242, 247), (28, 28, 30))
  // Fixed.
  public static let white = UIColor((255, 255, 255), (255, 255, 255))
  public static let black = UIColor((0, 0, 0), (0, 0, 0))
  public static let clear = UIColor((0, 0, 0), (0, 0, 0), alpha: 0)
}

/// Anything a shape can be filled or stroked with.
public protocol ShapeStyle: Sendable {
  /// The colour this style paints with, in `environment` (for gradients: a representative).
  func _resolveColor(in environment: EnvironmentValues) -> RGBAColor
  /// The paint for a shape whose frame is `rect` (local coordinates).
  func _resolvePaint(in environment: EnvironmentValues, rect: CGRect) -> Paint
}

extension ShapeStyle {
  public func _resolvePaint(in environment: EnvironmentValues, rect: CGRect) -> Paint {
    Paint(color: _resolveColor(in: environment))
  }
}

/// Any shape style, its type erased: `isSelected ? AnyShapeStyle(.tint) : AnyShapeStyle(.gray)`.
public struct AnyShapeStyle: ShapeStyle {
  /// The wrapped style.
  let base: any ShapeStyle

  public init<S: ShapeStyle>(_ style: S) { base = (style as? AnyShapeStyle)?.base ?? style }

  public func _resolveColor(in environment: EnvironmentValues) -> RGBAColor { base._resolveColor(in: environment) }

  public func _resolvePaint(in environment: EnvironmentValues, rect: CGRect) -> Paint {
    base._resolvePaint(in: environment, rect: rect)
  }
}

extension Color: ShapeStyle {
  public func _resolveColor(in environment: EnvironmentValues) -> RGBAColor { resolved(in: environment) }
}

/// The environment's foreground style (`.primary` unless set).
public struct ForegroundStyle: ShapeStyle {
  public init() {}
  public func _resolveColor(in environment: EnvironmentValues) -> RGBAColor {
    environment.foregroundColor(default: .primary)
  }
}

extension ShapeStyle where Self == ForegroundStyle {
  public static var foreground: ForegroundStyle { ForegroundStyle() }
}

extension ShapeStyle where Self == Color {
  public static var black: Color { .black }
  public static var white: Color { .white }
  public static var clear: Color { .clear }
  public static var gray: Color { .gray }
  public static var red: Color { .red }
  public static var orange: Color { .orange }
  public static var yellow: Color { .yellow }
  public static var green: Color { .green }
  public static var mint: Color { .mint }
  public static var teal: Color { .teal }
  public static var cyan: Color { .cyan }
  public static var blue: Color { .blue }
  public static var indigo: Color { .indigo }
  public static var purple: Color { .purple }
  public static var pink: Color { .pink }
  public static var brown: Color { .brown }
  public static var primary: Color { .primary }
  public static var secondary: Color { .secondary }
  /// The third level of content: `tertiaryLabel` (SwiftUI's hierarchical style, for content
  /// in the primary colour).
  public static var tertiary: Color { Color(UIColor.tertiaryLabel) }
  /// The fourth level of content: `quaternaryLabel`.
  public static var quaternary: Color { Color(UIColor.quaternaryLabel) }
}

extension Color: PrimitiveView {
  package func makeNode(_ resolver: inout Resolver, _ identity: ViewIdentity) -> Node {
    ColorNode(identity: identity, color: resolved(in: resolver.environment))
  }
}

/// A colour view: takes the whole proposal and paints it.
final class ColorNode: Node {
  let color: RGBAColor

  init(identity: ViewIdentity, color: RGBAColor) {
    self.color = color
    super.init(identity: identity)
  }

  override func sizeThatFits(_ proposal: ProposedViewSize, _ pass: Pass) -> CGSize {
    proposal.replacingUnspecifiedDimensions()
  }

  override func place(at origin: CGPoint, size: CGSize, proposal: ProposedViewSize, _ pass: Pass) {
    let rect = pass.presentedFrame(key("frame"), CGRect(origin: origin, size: size))
    pass.record("Color", identity, rect)
    let color = pass.presentedColor(key("color"), self.color)
    guard color.alpha > 0 else { return }  // clear draws nothing and takes no taps
    pass.draw(
      .fill(Path(rect), rule: .nonZero, paint: pass.paint(color), transform: pass.transform), bounds: rect)
  }
}
