import Drawing
import Foundation
import Geometry

/// A colour, in gamma-encoded sRGB (light appearance). As a view it fills the space offered.
public struct Color: Hashable, Sendable {
  let resolved: RGBAColor

  init(resolved: RGBAColor) { self.resolved = resolved }

  /// A colour from sRGB components in 0…1.
  public init(red: Double, green: Double, blue: Double, opacity: Double = 1) {
    resolved = RGBAColor(red: red, green: green, blue: blue, alpha: opacity)
  }

  /// A grey of `white` (0 black … 1 white).
  public init(white: Double, opacity: Double = 1) {
    resolved = RGBAColor(red: white, green: white, blue: white, alpha: opacity)
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
    resolved = RGBAColor(red: r + m, green: g + m, blue: b + m, alpha: opacity)
  }

  /// A system colour, as `Color(.systemGroupedBackground)` in SwiftUI code.
  public init(_ color: UIColor) { resolved = color.resolved }

  public init(uiColor color: UIColor) { resolved = color.resolved }

  /// This colour with its opacity multiplied by `opacity`.
  public func opacity(_ opacity: Double) -> Color {
    Color(resolved: resolved.multipliedAlpha(opacity))
  }

  // Light-mode values of iOS 15–18 (semantics notes §8).
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
  /// The default colour of text and shapes: black in light mode.
  public static let primary = Color(UIColor.label)
  public static let secondary = Color(UIColor.secondaryLabel)
  public static let accentColor = Color(UIColor.systemBlue)
}

/// UIKit's named system colours, for `Color(.systemGroupedBackground)` and friends.
/// Light-mode sRGB values (semantics notes §8).
public struct UIColor: Hashable, Sendable {
  let resolved: RGBAColor

  public init(red: Double, green: Double, blue: Double, alpha: Double) {
    resolved = RGBAColor(red: red, green: green, blue: blue, alpha: alpha)
  }

  init(_ r: Int, _ g: Int, _ b: Int, _ a: Double = 1) {
    resolved = RGBAColor(r8: r, g8: g, b8: b, alpha: a)
  }

  public static let systemBackground = UIColor(255, 255, 255)
  public static let secondarySystemBackground = UIColor(242, 242, 247)
  public static let tertiarySystemBackground = UIColor(255, 255, 255)
  public static let systemGroupedBackground = UIColor(242, 242, 247)
  public static let secondarySystemGroupedBackground = UIColor(255, 255, 255)
  public static let tertiarySystemGroupedBackground = UIColor(242, 242, 247)
  public static let label = UIColor(0, 0, 0)
  public static let secondaryLabel = UIColor(60, 60, 67, 0.6)
  public static let tertiaryLabel = UIColor(60, 60, 67, 0.3)
  public static let quaternaryLabel = UIColor(60, 60, 67, 0.18)
  public static let separator = UIColor(60, 60, 67, 0.29)
  public static let systemFill = UIColor(120, 120, 128, 0.2)
  public static let systemBlue = UIColor(0, 122, 255)
  public static let systemGreen = UIColor(52, 199, 89)
  public static let systemOrange = UIColor(255, 149, 0)
  public static let systemRed = UIColor(255, 59, 48)
  public static let systemYellow = UIColor(255, 204, 0)
  public static let systemCyan = UIColor(50, 173, 230)
  public static let systemTeal = UIColor(48, 176, 199)
  public static let systemMint = UIColor(0, 199, 190)
  public static let systemIndigo = UIColor(88, 86, 214)
  public static let systemPurple = UIColor(175, 82, 222)
  public static let systemPink = UIColor(255, 45, 85)
  public static let systemBrown = UIColor(162, 132, 94)
  public static let systemGray = UIColor(142, 142, 147)
  public static let systemGray5 = UIColor(229, 229, 234)
  public static let systemGray6 = UIColor(242, 242, 247)
  public static let white = UIColor(255, 255, 255)
  public static let black = UIColor(0, 0, 0)
  public static let clear = UIColor(0, 0, 0, 0)
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

extension Color: ShapeStyle {
  public func _resolveColor(in environment: EnvironmentValues) -> RGBAColor { resolved }
}

/// The environment's foreground style (black unless set).
public struct ForegroundStyle: ShapeStyle {
  public init() {}
  public func _resolveColor(in environment: EnvironmentValues) -> RGBAColor {
    environment.foregroundColor ?? Color.primary.resolved
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
}

extension Color: PrimitiveView {
  package func makeNode(_ resolver: inout Resolver, _ identity: ViewIdentity) -> Node {
    ColorNode(identity: identity, color: resolved)
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
