import Drawing
import Foundation
import Motion

/// A colour as it animates: linear-light sRGB components and alpha, interpolated
/// component-wise (docs/SEMANTICS.md §8: apps linked against iOS 18 interpolate colours in
/// linear sRGB). Converting back applies the sRGB transfer curve (IEC 61966-2-1).
typealias AnimatableColor = AnimatableVector4

extension AnimatableVector4 {
  init(_ color: RGBAColor) {
    self.init(SIMD4(Self.linear(color.red), Self.linear(color.green), Self.linear(color.blue), color.alpha))
  }

  var color: RGBAColor {
    RGBAColor(
      red: Self.encoded(storage.x), green: Self.encoded(storage.y), blue: Self.encoded(storage.z),
      alpha: min(1, max(0, storage.w)))
  }

  static func linear(_ v: Double) -> Double {
    v <= 0.04045 ? v / 12.92 : pow((v + 0.055) / 1.055, 2.4)
  }

  static func encoded(_ v: Double) -> Double {
    let c = min(1, max(0, v))
    return c <= 0.0031308 ? 12.92 * c : 1.055 * pow(c, 1 / 2.4) - 0.055
  }
}

extension Pass {
  /// The presented colour of a view's paint: eased in linear sRGB when it changes.
  func presentedColor(_ key: AnimatedAttributes.Key, _ color: RGBAColor) -> RGBAColor {
    let eased = presented(key, AnimatableColor(color))
    return eased == AnimatableColor(color) ? color : eased.color
  }
}
