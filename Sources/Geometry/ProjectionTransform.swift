// Projective transforms of the plane: SwiftUI's `ProjectionTransform`.
//
// What: a 3 × 3 matrix acting on row vectors `[x y 1]`, as Core Graphics and Core Animation
// write their matrices, so `m31`, `m32` are the translation and `m13`, `m23`, `m33` the
// perspective row:
//
//     x' = (m11·x + m21·y + m31) / w,   y' = (m12·x + m22·y + m32) / w,
//     w  =  m13·x + m23·y + m33.
//
// An affine `Transform` is the special case `m13 = m23 = 0`, `m33 = 1`. Composition reads in
// the order the transforms apply, as `Transform.concatenating` does.
// Why its own type and not CATransform3D: SwiftUI only ever keeps the 3 × 3 part (its view
// effects project onto the view's plane; z is dropped), and a 4 × 4 matrix type would invite
// z-buffering and back-face culling, which SwiftUI does not do. Code that builds a
// `CATransform3D` (CATransform3D.swift) converts it here, and its z is dropped.
// Refuses: points with `w ≤ 0` lie behind the eye and have no image; `projected(_:)` returns nil
// for them, and renderers clip geometry at a small positive `w` (see `minimumW`).

import Foundation

/// A projective transform of the plane (SwiftUI's `ProjectionTransform`); see the file note for
/// the matrix convention.
public struct ProjectionTransform: Hashable, Sendable {
  public var m11: Double = 1, m12: Double = 0, m13: Double = 0
  public var m21: Double = 0, m22: Double = 1, m23: Double = 0
  public var m31: Double = 0, m32: Double = 0, m33: Double = 1

  /// The identity.
  public init() {}

  public init(
    m11: Double, m12: Double, m13: Double, m21: Double, m22: Double, m23: Double,
    m31: Double, m32: Double, m33: Double
  ) {
    (self.m11, self.m12, self.m13) = (m11, m12, m13)
    (self.m21, self.m22, self.m23) = (m21, m22, m23)
    (self.m31, self.m32, self.m33) = (m31, m32, m33)
  }

  /// The affine transform `m` as a projection (`m13 = m23 = 0`, `m33 = 1`).
  public init(_ m: Transform) {
    self.init(m11: m.a, m12: m.b, m13: 0, m21: m.c, m22: m.d, m23: 0, m31: m.tx, m32: m.ty, m33: 1)
  }

  public static let identity = ProjectionTransform()

  /// Points whose `w` falls below this are treated as behind the eye: geometry is clipped at
  /// this plane before the division, so coordinates stay finite (at most about 10⁶ × the
  /// input's).
  public static let minimumW = 1e-6

  public var isIdentity: Bool { self == .identity }

  /// Whether the transform is affine (no perspective row), as SwiftUI defines it.
  public var isAffine: Bool { m13 == 0 && m23 == 0 && m33 == 1 }

  /// The affine part, meaningful when `isAffine`.
  public var affine: Transform { Transform(a: m11, b: m12, c: m21, d: m22, tx: m31, ty: m32) }

  /// The transform that applies `self` first and `rhs` second (the matrix product `self · rhs`).
  public func concatenating(_ rhs: ProjectionTransform) -> ProjectionTransform {
    let l = self, r = rhs
    return ProjectionTransform(
      m11: l.m11 * r.m11 + l.m12 * r.m21 + l.m13 * r.m31,
      m12: l.m11 * r.m12 + l.m12 * r.m22 + l.m13 * r.m32,
      m13: l.m11 * r.m13 + l.m12 * r.m23 + l.m13 * r.m33,
      m21: l.m21 * r.m11 + l.m22 * r.m21 + l.m23 * r.m31,
      m22: l.m21 * r.m12 + l.m22 * r.m22 + l.m23 * r.m32,
      m23: l.m21 * r.m13 + l.m22 * r.m23 + l.m23 * r.m33,
      m31: l.m31 * r.m11 + l.m32 * r.m21 + l.m33 * r.m31,
      m32: l.m31 * r.m12 + l.m32 * r.m22 + l.m33 * r.m32,
      m33: l.m31 * r.m13 + l.m32 * r.m23 + l.m33 * r.m33)
  }

  /// The determinant of the 3 × 3 matrix.
  public var determinant: Double {
    m11 * (m22 * m33 - m23 * m32) - m12 * (m21 * m33 - m23 * m31) + m13 * (m21 * m32 - m22 * m31)
  }

  /// The inverse, or nil when the matrix is singular or not finite.
  public var inverse: ProjectionTransform? {
    let det = determinant
    guard det != 0, det.isFinite else { return nil }
    let s = 1 / det
    return ProjectionTransform(
      m11: (m22 * m33 - m23 * m32) * s, m12: (m13 * m32 - m12 * m33) * s,
      m13: (m12 * m23 - m13 * m22) * s,
      m21: (m23 * m31 - m21 * m33) * s, m22: (m11 * m33 - m13 * m31) * s,
      m23: (m13 * m21 - m11 * m23) * s,
      m31: (m21 * m32 - m22 * m31) * s, m32: (m12 * m31 - m11 * m32) * s,
      m33: (m11 * m22 - m12 * m21) * s)
  }

  /// Inverts the transform in place; false (and unchanged) when it is singular, as SwiftUI's.
  @discardableResult
  public mutating func invert() -> Bool {
    guard let inverse else { return false }
    self = inverse
    return true
  }

  /// The inverse, or the transform itself when it is singular, as SwiftUI's `inverted()`.
  public func inverted() -> ProjectionTransform { inverse ?? self }

  /// The homogeneous image `(x', y', w)` of `p`, before the division.
  @inlinable
  public func homogeneous(_ p: CGPoint) -> (x: Double, y: Double, w: Double) {
    (m11 * p.x + m21 * p.y + m31, m12 * p.x + m22 * p.y + m32, m13 * p.x + m23 * p.y + m33)
  }

  /// The image of `p`, or nil when `p` lies behind the eye (`w < minimumW`).
  @inlinable
  public func projected(_ p: CGPoint) -> CGPoint? {
    let (x, y, w) = homogeneous(p)
    guard w >= Self.minimumW else { return nil }
    return CGPoint(x: x / w, y: y / w)
  }

  /// The largest factor by which the transform stretches lengths at `p` (the larger singular
  /// value of its Jacobian there), or nil behind the eye.
  public func localScale(at p: CGPoint) -> Double? {
    let (x, y, w) = homogeneous(p)
    guard w >= Self.minimumW else { return nil }
    // ∂(x/w)/∂px = (m11·w − x·m13)/w², and so on.
    let w2 = w * w
    let a = (m11 * w - x * m13) / w2, b = (m21 * w - x * m23) / w2
    let c = (m12 * w - y * m13) / w2, d = (m22 * w - y * m23) / w2
    // σ_max of [[a, b], [c, d]]: √((S + √(S² − 4·det²)) / 2) with S the squared Frobenius norm.
    let s = a * a + b * b + c * c + d * d, det = a * d - b * c
    return ((s + max(0, s * s - 4 * det * det).squareRoot()) / 2).squareRoot()
  }

  /// The same projection seen through another coordinate space: `space⁻¹`, then `self`, then
  /// `space`, so it does to points in `space`'s target what `self` does to points in its
  /// source. Nil when `space` is singular.
  public func conjugated(by space: Transform) -> ProjectionTransform? {
    guard let back = space.inverted() else { return nil }
    return ProjectionTransform(back).concatenating(self).concatenating(ProjectionTransform(space))
  }
}

extension CGPoint {
  /// The point mapped through `m` (SwiftUI's `applying(_:)`); behind the eye the division by a
  /// non-positive `w` is done anyway, as Core Graphics does.
  public func applying(_ m: ProjectionTransform) -> CGPoint {
    let (x, y, w) = m.homogeneous(self)
    return CGPoint(x: x / w, y: y / w)
  }
}
