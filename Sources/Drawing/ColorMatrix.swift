import Foundation

/// A 4 × 5 matrix that maps one straight-alpha colour to another: SwiftUI's colour effects
/// (`hueRotation`, `saturation`, `brightness`, `contrast`, `colorMultiply`, `grayscale`,
/// `colorInvert`) as one value a layer filter carries.
///
/// With the components of a colour as a column `(r, g, b, a, 1)` (gamma-encoded sRGB, not
/// premultiplied, 0…1), row k of the matrix gives output component k:
/// `r' = m[0]·r + m[1]·g + m[2]·b + m[3]·a + m[4]`, and so on for g', b', a'. Results are
/// clamped to 0…1. This is the layout of SVG's `feColorMatrix`, whose formulas the
/// constructors below follow (Filter Effects Module Level 1, §9.6 and §12), with Rec. 709
/// luminance weights 0.2126, 0.7152, 0.0722.
public struct ColorMatrix: Equatable, Sendable {
  /// The 20 entries, row by row.
  public var entries: [Double]

  /// A matrix from its 20 entries, row by row.
  public init(_ entries: [Double]) {
    precondition(entries.count == 20, "a colour matrix has 20 entries, got \(entries.count)")
    self.entries = entries
  }

  /// Changes nothing.
  public static let identity = ColorMatrix([
    1, 0, 0, 0, 0,
    0, 1, 0, 0, 0,
    0, 0, 1, 0, 0,
    0, 0, 0, 1, 0,
  ])

  /// Whether the matrix changes nothing.
  public var isIdentity: Bool { self == .identity }

  /// The matrix that applies `self`, then `other`.
  public func followed(by other: ColorMatrix) -> ColorMatrix {
    var result = [Double](repeating: 0, count: 20)
    for row in 0..<4 {
      for column in 0..<5 {
        var sum = column == 4 ? other.entries[row * 5 + 4] : 0
        for k in 0..<4 { sum += other.entries[row * 5 + k] * entries[k * 5 + column] }
        result[row * 5 + column] = sum
      }
    }
    return ColorMatrix(result)
  }

  /// The luminance weights of Rec. 709, which `feColorMatrix` uses.
  static let luma = (r: 0.2126, g: 0.7152, b: 0.0722)

  /// Scales the saturation: 0 is grey (each colour replaced by its luminance), 1 changes
  /// nothing, above 1 saturates more (`feColorMatrix type="saturate"`).
  public static func saturation(_ s: Double) -> ColorMatrix {
    let (lr, lg, lb) = luma
    return ColorMatrix([
      lr + (1 - lr) * s, lg - lg * s, lb - lb * s, 0, 0,
      lr - lr * s, lg + (1 - lg) * s, lb - lb * s, 0, 0,
      lr - lr * s, lg - lg * s, lb + (1 - lb) * s, 0, 0,
      0, 0, 0, 1, 0,
    ])
  }

  /// Rotates hues by `radians` around the grey axis, keeping luminance
  /// (`feColorMatrix type="hueRotate"`).
  public static func hueRotation(radians: Double) -> ColorMatrix {
    let (c, s) = (cos(radians), sin(radians))
    let (lr, lg, lb) = luma
    // The spec's constants are the Rec. 709 weights and their rotation terms.
    return ColorMatrix([
      lr + c * (1 - lr) - s * lr, lg - c * lg - s * lg, lb - c * lb + s * (1 - lb), 0, 0,
      lr - c * lr + s * 0.143, lg + c * (1 - lg) + s * 0.140, lb - c * lb - s * 0.283, 0, 0,
      lr - c * lr - s * (1 - lr), lg - c * lg + s * lg, lb + c * (1 - lb) + s * lb, 0, 0,
      0, 0, 0, 1, 0,
    ])
  }

  /// Adds `amount` to red, green and blue: 0 changes nothing, 1 is white, −1 black.
  public static func brightness(_ amount: Double) -> ColorMatrix {
    ColorMatrix([
      1, 0, 0, 0, amount,
      0, 1, 0, 0, amount,
      0, 0, 1, 0, amount,
      0, 0, 0, 1, 0,
    ])
  }

  /// Scales red, green and blue away from mid-grey: `(x − ½)·amount + ½`; 1 changes nothing,
  /// 0 is mid-grey, negative values invert.
  public static func contrast(_ amount: Double) -> ColorMatrix {
    let offset = 0.5 * (1 - amount)
    return ColorMatrix([
      amount, 0, 0, 0, offset,
      0, amount, 0, 0, offset,
      0, 0, amount, 0, offset,
      0, 0, 0, 1, 0,
    ])
  }

  /// Multiplies every component, alpha included, by `color`'s.
  public static func multiply(_ color: RGBAColor) -> ColorMatrix {
    ColorMatrix([
      color.red, 0, 0, 0, 0,
      0, color.green, 0, 0, 0,
      0, 0, color.blue, 0, 0,
      0, 0, 0, color.alpha, 0,
    ])
  }

  /// Replaces red, green and blue by `1 − x`.
  public static let inversion = ColorMatrix([
    -1, 0, 0, 0, 1,
    0, -1, 0, 0, 1,
    0, 0, -1, 0, 1,
    0, 0, 0, 1, 0,
  ])

  /// `colour` mapped through the matrix, clamped to 0…1.
  public func apply(to color: RGBAColor) -> RGBAColor {
    let v = [color.red, color.green, color.blue, color.alpha]
    func row(_ k: Int) -> Double {
      let e = entries[k * 5..<k * 5 + 5]
      let sum = zip(e.prefix(4), v).reduce(e.last!) { $0 + $1.0 * $1.1 }
      return min(max(sum, 0), 1)
    }
    return RGBAColor(red: row(0), green: row(1), blue: row(2), alpha: row(3))
  }
}
