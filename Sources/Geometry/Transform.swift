import Foundation

/// A 2-D affine transform: `x' = a·x + c·y + tx`, `y' = b·x + d·y + ty`.
///
/// Composition reads left to right in the order the transforms apply to a point:
/// `a.concatenating(b)` first applies `a`, then `b` (as CGAffineTransform does).
/// Foundation on Linux has no `CGAffineTransform`, and its `AffineTransform` is a
/// reference-flavoured Objective-C port, so Flipbook keeps its own small value type.
public struct Transform: Hashable, Sendable {
  public var a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double

  public init(a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double) {
    (self.a, self.b, self.c, self.d, self.tx, self.ty) = (a, b, c, d, tx, ty)
  }

  public static let identity = Transform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

  public init(translationX x: Double, y: Double) {
    self.init(a: 1, b: 0, c: 0, d: 1, tx: x, ty: y)
  }

  public init(scaleX sx: Double, y sy: Double) {
    self.init(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0)
  }

  /// A rotation by `angle`; positive angles turn clockwise on screen (y down).
  public init(rotation angle: Angle) {
    let (s, c) = (sin(angle.radians), cos(angle.radians))
    self.init(a: c, b: s, c: -s, d: c, tx: 0, ty: 0)
  }

  public var isIdentity: Bool { self == .identity }

  /// The transform that applies `self` first and `other` second.
  public func concatenating(_ other: Transform) -> Transform {
    Transform(
      a: a * other.a + b * other.c,
      b: a * other.b + b * other.d,
      c: c * other.a + d * other.c,
      d: c * other.b + d * other.d,
      tx: tx * other.a + ty * other.c + other.tx,
      ty: tx * other.b + ty * other.d + other.ty)
  }

  public func translatedBy(x: Double, y: Double) -> Transform {
    Transform(translationX: x, y: y).concatenating(self)
  }

  public func scaledBy(x: Double, y: Double) -> Transform {
    Transform(scaleX: x, y: y).concatenating(self)
  }

  /// The inverse, or `nil` when the transform is singular.
  public func inverted() -> Transform? {
    let det = a * d - b * c
    guard det != 0, det.isFinite else { return nil }
    return Transform(
      a: d / det, b: -b / det, c: -c / det, d: a / det,
      tx: (c * ty - d * tx) / det, ty: (b * tx - a * ty) / det)
  }

  /// The factor by which the transform scales lengths, as the square root of the
  /// absolute determinant (exact for similarity transforms).
  public var meanScale: Double { (abs(a * d - b * c)).squareRoot() }

  @inlinable
  public func apply(_ p: CGPoint) -> CGPoint {
    CGPoint(x: a * p.x + c * p.y + tx, y: b * p.x + d * p.y + ty)
  }
}

extension CGPoint {
  public func applying(_ t: Transform) -> CGPoint { t.apply(self) }
}

/// Core Graphics' name for an affine transform, which SwiftUI code uses (`CGAffineTransform(
/// rotationAngle:)`, `GraphicsContext.transform`); Foundation on Linux has none.
public typealias CGAffineTransform = Transform

extension Transform {
  /// A rotation by `angle` radians (clockwise on screen, where y points down).
  public init(rotationAngle angle: Double) { self.init(rotation: Angle(radians: angle)) }
}
