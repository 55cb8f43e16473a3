// Core Animation's 4 × 4 transform, as code written for iOS builds it: `CATransform3D` and its
// functions (`CATransform3DIdentity`, `CATransform3DMakeRotation`, `CATransform3DRotate`, …).
//
// What: the matrix acts on row vectors `[x y z 1]`, as in Core Animation, so `m41`…`m43` are
// the translation and `m14`, `m24`, `m34` the perspective column (`m34 = −1 / d` puts the eye
// at distance `d`). `CATransform3DConcat(a, b)` applies `a` first; `CATransform3DRotate(t, …)`
// and its kin apply the new step first and `t` after it, as Core Animation does.
// Why: SwiftUI code draws flips and folds through `GeometryEffect` with these functions and
// hands the result to `ProjectionTransform(_:)`, which keeps the plane's part (rows and columns
// 1, 2 and 4) and drops z. Nothing else here uses the z row: views are flat, there is no depth
// buffer (see ProjectionTransform.swift).

import Foundation

/// A 4 × 4 homogeneous transform, Core Animation's `CATransform3D`.
public struct CATransform3D: Hashable, Sendable {
  public var m11: CGFloat, m12: CGFloat, m13: CGFloat, m14: CGFloat
  public var m21: CGFloat, m22: CGFloat, m23: CGFloat, m24: CGFloat
  public var m31: CGFloat, m32: CGFloat, m33: CGFloat, m34: CGFloat
  public var m41: CGFloat, m42: CGFloat, m43: CGFloat, m44: CGFloat

  /// The zero matrix, as Core Animation's memberwise-less initializer gives.
  public init() {
    (m11, m12, m13, m14) = (0, 0, 0, 0)
    (m21, m22, m23, m24) = (0, 0, 0, 0)
    (m31, m32, m33, m34) = (0, 0, 0, 0)
    (m41, m42, m43, m44) = (0, 0, 0, 0)
  }

  public init(
    m11: CGFloat, m12: CGFloat, m13: CGFloat, m14: CGFloat,
    m21: CGFloat, m22: CGFloat, m23: CGFloat, m24: CGFloat,
    m31: CGFloat, m32: CGFloat, m33: CGFloat, m34: CGFloat,
    m41: CGFloat, m42: CGFloat, m43: CGFloat, m44: CGFloat
  ) {
    (self.m11, self.m12, self.m13, self.m14) = (m11, m12, m13, m14)
    (self.m21, self.m22, self.m23, self.m24) = (m21, m22, m23, m24)
    (self.m31, self.m32, self.m33, self.m34) = (m31, m32, m33, m34)
    (self.m41, self.m42, self.m43, self.m44) = (m41, m42, m43, m44)
  }

  fileprivate var rows: [[CGFloat]] {
    [[m11, m12, m13, m14], [m21, m22, m23, m24], [m31, m32, m33, m34], [m41, m42, m43, m44]]
  }

  fileprivate init(rows r: [[CGFloat]]) {
    self.init(
      m11: r[0][0], m12: r[0][1], m13: r[0][2], m14: r[0][3],
      m21: r[1][0], m22: r[1][1], m23: r[1][2], m24: r[1][3],
      m31: r[2][0], m32: r[2][1], m33: r[2][2], m34: r[2][3],
      m41: r[3][0], m42: r[3][1], m43: r[3][2], m44: r[3][3])
  }
}

/// The identity transform.
public let CATransform3DIdentity = CATransform3D(
  m11: 1, m12: 0, m13: 0, m14: 0, m21: 0, m22: 1, m23: 0, m24: 0,
  m31: 0, m32: 0, m33: 1, m34: 0, m41: 0, m42: 0, m43: 0, m44: 1)

/// Whether `t` is the identity.
public func CATransform3DIsIdentity(_ t: CATransform3D) -> Bool { t == CATransform3DIdentity }

/// Whether `t` maps the plane affinely (no z and no perspective).
public func CATransform3DIsAffine(_ t: CATransform3D) -> Bool {
  t.m13 == 0 && t.m23 == 0 && t.m31 == 0 && t.m32 == 0 && t.m33 == 1 && t.m43 == 0
    && t.m14 == 0 && t.m24 == 0 && t.m34 == 0 && t.m44 == 1
}

/// `a` then `b`: the matrix product `a · b`.
public func CATransform3DConcat(_ a: CATransform3D, _ b: CATransform3D) -> CATransform3D {
  let l = a.rows, r = b.rows
  return CATransform3D(rows: (0..<4).map { i in (0..<4).map { j in (0..<4).reduce(0) { $0 + l[i][$1] * r[$1][j] } } })
}

/// A translation by `(tx, ty, tz)`.
public func CATransform3DMakeTranslation(_ tx: CGFloat, _ ty: CGFloat, _ tz: CGFloat) -> CATransform3D {
  var t = CATransform3DIdentity
  (t.m41, t.m42, t.m43) = (tx, ty, tz)
  return t
}

/// A scale by `(sx, sy, sz)`.
public func CATransform3DMakeScale(_ sx: CGFloat, _ sy: CGFloat, _ sz: CGFloat) -> CATransform3D {
  var t = CATransform3DIdentity
  (t.m11, t.m22, t.m33) = (sx, sy, sz)
  return t
}

/// A rotation by `angle` radians about the axis `(x, y, z)` through the origin; the identity
/// for a zero axis. About z, a positive angle turns x towards y (clockwise on screen, where y
/// points down); about y, the side at positive x turns towards negative z, away from an eye
/// that `m34 < 0` puts at positive z.
public func CATransform3DMakeRotation(_ angle: CGFloat, _ x: CGFloat, _ y: CGFloat, _ z: CGFloat) -> CATransform3D {
  let length = (x * x + y * y + z * z).squareRoot()
  guard length > 0, length.isFinite else { return CATransform3DIdentity }
  let (x, y, z) = (x / length, y / length, z / length)
  let (c, s) = (cos(angle), sin(angle))
  let t = 1 - c
  // Row i is where axis i goes (row vectors).
  return CATransform3D(
    m11: t * x * x + c, m12: t * x * y + s * z, m13: t * x * z - s * y, m14: 0,
    m21: t * x * y - s * z, m22: t * y * y + c, m23: t * y * z + s * x, m24: 0,
    m31: t * x * z + s * y, m32: t * y * z - s * x, m33: t * z * z + c, m34: 0,
    m41: 0, m42: 0, m43: 0, m44: 1)
}

/// The translation by `(tx, ty, tz)`, then `t`.
public func CATransform3DTranslate(_ t: CATransform3D, _ tx: CGFloat, _ ty: CGFloat, _ tz: CGFloat) -> CATransform3D {
  CATransform3DConcat(CATransform3DMakeTranslation(tx, ty, tz), t)
}

/// The scale by `(sx, sy, sz)`, then `t`.
public func CATransform3DScale(_ t: CATransform3D, _ sx: CGFloat, _ sy: CGFloat, _ sz: CGFloat) -> CATransform3D {
  CATransform3DConcat(CATransform3DMakeScale(sx, sy, sz), t)
}

/// The rotation by `angle` about `(x, y, z)`, then `t`.
public func CATransform3DRotate(
  _ t: CATransform3D, _ angle: CGFloat, _ x: CGFloat, _ y: CGFloat, _ z: CGFloat
) -> CATransform3D {
  CATransform3DConcat(CATransform3DMakeRotation(angle, x, y, z), t)
}

/// The inverse of `t`, or `t` itself when it is singular, as Core Animation's.
public func CATransform3DInvert(_ t: CATransform3D) -> CATransform3D {
  // Gauss–Jordan elimination with partial pivoting on [t | I].
  var a = t.rows.enumerated().map { i, row in row + (0..<4).map { $0 == i ? 1 : 0 } }
  for column in 0..<4 {
    guard let pivot = (column..<4).max(by: { abs(a[$0][column]) < abs(a[$1][column]) }),
      a[pivot][column] != 0, a[pivot][column].isFinite
    else { return t }
    a.swapAt(column, pivot)
    let scale = a[column][column]
    a[column] = a[column].map { $0 / scale }
    for row in 0..<4 where row != column {
      let factor = a[row][column]
      a[row] = zip(a[row], a[column]).map { $0 - factor * $1 }
    }
  }
  return CATransform3D(rows: a.map { Array($0[4...]) })
}

/// The 3-D transform of an affine transform of the plane.
public func CATransform3DMakeAffineTransform(_ m: Transform) -> CATransform3D {
  var t = CATransform3DIdentity
  (t.m11, t.m12, t.m21, t.m22, t.m41, t.m42) = (m.a, m.b, m.c, m.d, m.tx, m.ty)
  return t
}

extension ProjectionTransform {
  /// The part of `m` that acts on the plane z = 0, with z dropped from the result: rows and
  /// columns 1, 2 and 4 of the 4 × 4 matrix, as SwiftUI's `ProjectionTransform(_: CATransform3D)`.
  public init(_ m: CATransform3D) {
    self.init(
      m11: m.m11, m12: m.m12, m13: m.m14, m21: m.m21, m22: m.m22, m23: m.m24,
      m31: m.m41, m32: m.m42, m33: m.m44)
  }
}
