import Drawing
import Foundation
import Motion

/// A colour as it animates: linear-light sRGB components and alpha, interpolated
/// component-wise (semantics notes §8: apps linked against iOS 18 interpolate colours in
/// linear sRGB). Converting back applies the sRGB transfer curve (IEC 61966-2-1).
struct AnimatableColor: VectorArithmetic, Hashable {
  var red: Double, green: Double, blue: Double, alpha: Double

  init(red: Double, green: Double, blue: Double, alpha: Double) {
    (self.red, self.green, self.blue, self.alpha) = (red, green, blue, alpha)
  }

  init(_ color: RGBAColor) {
    self.init(
      red: Self.linear(color.red), green: Self.linear(color.green), blue: Self.linear(color.blue),
      alpha: color.alpha)
  }

  var color: RGBAColor {
    RGBAColor(
      red: Self.encoded(red), green: Self.encoded(green), blue: Self.encoded(blue),
      alpha: min(1, max(0, alpha)))
  }

  static func linear(_ v: Double) -> Double {
    v <= 0.04045 ? v / 12.92 : pow((v + 0.055) / 1.055, 2.4)
  }

  static func encoded(_ v: Double) -> Double {
    let c = min(1, max(0, v))
    return c <= 0.0031308 ? 12.92 * c : 1.055 * pow(c, 1 / 2.4) - 0.055
  }

  static var zero: AnimatableColor { AnimatableColor(red: 0, green: 0, blue: 0, alpha: 0) }

  static func + (l: Self, r: Self) -> Self {
    Self(red: l.red + r.red, green: l.green + r.green, blue: l.blue + r.blue, alpha: l.alpha + r.alpha)
  }

  static func - (l: Self, r: Self) -> Self {
    Self(red: l.red - r.red, green: l.green - r.green, blue: l.blue - r.blue, alpha: l.alpha - r.alpha)
  }

  mutating func scale(by rhs: Double) {
    red *= rhs; green *= rhs; blue *= rhs; alpha *= rhs
  }

  var magnitudeSquared: Double { red * red + green * green + blue * blue + alpha * alpha }
}

extension Pass {
  /// The presented colour of a view's paint: eased in linear sRGB when it changes.
  func presentedColor(_ key: AnimatedAttributes.Key, _ color: RGBAColor) -> RGBAColor {
    let eased = presented(key, AnimatableColor(color))
    return eased == AnimatableColor(color) ? color : eased.color
  }
}
