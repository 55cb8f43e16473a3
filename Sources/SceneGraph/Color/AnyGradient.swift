import Drawing
import Foundation
import Geometry

/// A gradient with no geometry of its own, used as a shape style: it runs from the top of the
/// shape's frame to its bottom, as SwiftUI resolves one. `Color.gradient` is one.
public struct AnyGradient: PaintedStyle, Hashable {
  let gradient: Gradient

  public init(_ gradient: Gradient) { self.gradient = gradient }

  public func _resolveColor(in environment: EnvironmentValues) -> RGBAColor {
    gradient._resolveColor(in: environment)
  }

  public func _resolvePaint(in environment: EnvironmentValues, rect: CGRect) -> Paint {
    gradient._resolvePaint(in: environment, rect: rect)
  }
}

/// A `Gradient` is itself a shape style, top to bottom (SwiftUI since iOS 16).
extension Gradient: PaintedStyle {
  public func _resolveColor(in environment: EnvironmentValues) -> RGBAColor {
    stops.first?.color.resolved(in: environment) ?? .clear
  }

  public func _resolvePaint(in environment: EnvironmentValues, rect: CGRect) -> Paint {
    .linearGradient(resolved(in: environment), startPoint: rect.point(.top), endPoint: rect.point(.bottom))
  }
}

extension Color {
  /// A subtle top-to-bottom gradient of this colour: a lighter version at the top, the colour
  /// itself at the bottom.
  ///
  /// Apple does not say how much lighter. The top colour here is the colour with its HSL
  /// lightness raised by `gradientLightening` (0.15, clamped at 1), hue, saturation and opacity
  /// kept, in each colour scheme; docs/SEMANTICS.md §14 gives the evidence for that number.
  public var gradient: AnyGradient {
    let top = Color(light: lightened(light, by: Self.gradientLightening), dark: lightened(dark, by: Self.gradientLightening))
    return AnyGradient(Gradient(colors: [top, self]))
  }

  /// How much `gradient` raises the HSL lightness (0…1) of its top colour.
  static let gradientLightening = 0.15
}

/// `color` with its HSL lightness raised by `amount` (clamped to 0…1); hue, saturation and
/// alpha kept.
func lightened(_ color: RGBAColor, by amount: Double) -> RGBAColor {
  let (r, g, b) = (color.red, color.green, color.blue)
  let (high, low) = (max(r, g, b), min(r, g, b))
  let lightness = (high + low) / 2
  let chroma = high - low
  let saturation = chroma == 0 ? 0 : chroma / (1 - abs(2 * lightness - 1))
  var hue = 0.0  // in sextants, 0..<6
  if chroma > 0 {
    if high == r { hue = ((g - b) / chroma).truncatingRemainder(dividingBy: 6) }
    else if high == g { hue = (b - r) / chroma + 2 }
    else { hue = (r - g) / chroma + 4 }
    if hue < 0 { hue += 6 }
  }
  let newLightness = min(max(lightness + amount, 0), 1)
  let newChroma = (1 - abs(2 * newLightness - 1)) * saturation
  let x = newChroma * (1 - abs(hue.truncatingRemainder(dividingBy: 2) - 1))
  let (r1, g1, b1): (Double, Double, Double) =
    switch Int(hue) {
    case 0: (newChroma, x, 0)
    case 1: (x, newChroma, 0)
    case 2: (0, newChroma, x)
    case 3: (0, x, newChroma)
    case 4: (x, 0, newChroma)
    default: (newChroma, 0, x)
    }
  let m = newLightness - newChroma / 2
  return RGBAColor(red: r1 + m, green: g1 + m, blue: b1 + m, alpha: color.alpha)
}
