import Foundation

/// A value that animations can interpolate: it adds, subtracts, scales by a real number and
/// has a squared length.
///
/// Every animation in Flipbook works on the *change* of a value (its interval, `new − old`),
/// scaled by progress. The spring integrator also compares `magnitudeSquared` against absolute
/// thresholds (docs/SEMANTICS.md §1.4), so the magnitude must be in the value's own units.
public protocol VectorArithmetic: AdditiveArithmetic, Sendable {
  /// Multiplies every component by `rhs`.
  mutating func scale(by rhs: Double)

  /// The dot product of the value with itself (sum of the squared components).
  var magnitudeSquared: Double { get }
}

extension VectorArithmetic {
  /// A copy with every component multiplied by `rhs`.
  public func scaled(by rhs: Double) -> Self {
    var result = self
    result.scale(by: rhs)
    return result
  }

  /// Moves `self` by `amount` of the way toward `other` (0 keeps `self`, 1 reaches `other`).
  public mutating func interpolate(towards other: Self, amount: Double) {
    var step = other - self
    step.scale(by: amount)
    self += step
  }

  /// The value `amount` of the way from `self` to `other`.
  public func interpolated(towards other: Self, amount: Double) -> Self {
    var result = self
    result.interpolate(towards: other, amount: amount)
    return result
  }
}

extension Double: VectorArithmetic {
  public mutating func scale(by rhs: Double) { self *= rhs }
  public var magnitudeSquared: Double { self * self }
}

extension Float: VectorArithmetic {
  public mutating func scale(by rhs: Double) { self = Float(Double(self) * rhs) }
  public var magnitudeSquared: Double { Double(self) * Double(self) }
}

extension CGFloat: VectorArithmetic {
  public mutating func scale(by rhs: Double) { self = CGFloat(Double(self) * rhs) }
  public var magnitudeSquared: Double { Double(self) * Double(self) }
}
