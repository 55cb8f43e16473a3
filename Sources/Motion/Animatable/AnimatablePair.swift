import Foundation

/// Two animatable values animated together as one vector (SwiftUI's `AnimatablePair`).
///
/// Nest pairs to animate more components: a rectangle is
/// `AnimatablePair<AnimatablePair<CGFloat, CGFloat>, AnimatablePair<CGFloat, CGFloat>>`.
@frozen
public struct AnimatablePair<First: VectorArithmetic, Second: VectorArithmetic>:
  VectorArithmetic
{
  /// The first component.
  public var first: First
  /// The second component.
  public var second: Second

  public init(_ first: First, _ second: Second) {
    self.first = first
    self.second = second
  }

  public static var zero: Self { Self(.zero, .zero) }

  public static func + (lhs: Self, rhs: Self) -> Self {
    Self(lhs.first + rhs.first, lhs.second + rhs.second)
  }

  public static func += (lhs: inout Self, rhs: Self) {
    lhs.first += rhs.first
    lhs.second += rhs.second
  }

  public static func - (lhs: Self, rhs: Self) -> Self {
    Self(lhs.first - rhs.first, lhs.second - rhs.second)
  }

  public static func -= (lhs: inout Self, rhs: Self) {
    lhs.first -= rhs.first
    lhs.second -= rhs.second
  }

  public mutating func scale(by rhs: Double) {
    first.scale(by: rhs)
    second.scale(by: rhs)
  }

  public var magnitudeSquared: Double { first.magnitudeSquared + second.magnitudeSquared }
}

extension AnimatablePair: Hashable where First: Hashable, Second: Hashable {}

extension AnimatablePair: CustomStringConvertible {
  public var description: String { "(\(first), \(second))" }
}

/// The animatable data of a type that has nothing to animate.
@frozen public struct EmptyAnimatableData: VectorArithmetic, Hashable {
  public init() {}

  public static var zero: Self { Self() }
  public static func + (lhs: Self, rhs: Self) -> Self { lhs }
  public static func += (lhs: inout Self, rhs: Self) {}
  public static func - (lhs: Self, rhs: Self) -> Self { lhs }
  public static func -= (lhs: inout Self, rhs: Self) {}
  public mutating func scale(by rhs: Double) {}
  public var magnitudeSquared: Double { 0 }
}
