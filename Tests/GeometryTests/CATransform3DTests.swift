import Foundation
import Geometry
import Testing

// Core Animation's transform functions against matrices and images worked out by hand, with
// row vectors [x y z 1] as Core Animation uses them.

/// The image of the plane point `p` under `t`: [x y 0 1]·t, divided by w.
private func image(_ p: CGPoint, _ t: CATransform3D) -> CGPoint {
  let w = p.x * t.m14 + p.y * t.m24 + t.m44
  return CGPoint(x: (p.x * t.m11 + p.y * t.m21 + t.m41) / w, y: (p.x * t.m12 + p.y * t.m22 + t.m42) / w)
}

private func close(_ a: CGPoint, _ b: CGPoint, _ tolerance: Double = 1e-9) -> Bool {
  abs(a.x - b.x) < tolerance && abs(a.y - b.y) < tolerance
}

@Suite struct CATransform3DTests {
  /// A quarter turn about z sends x to y: (1, 0) → (0, 1), clockwise on a y-down screen.
  @Test func aQuarterTurnAboutZSendsXToY() {
    let t = CATransform3DMakeRotation(.pi / 2, 0, 0, 1)
    #expect(close(image(CGPoint(x: 1, y: 0), t), CGPoint(x: 0, y: 1)))
    #expect(close(image(CGPoint(x: 0, y: 1), t), CGPoint(x: -1, y: 0)))
  }

  /// `CATransform3DRotate(t, …)` rotates first: a translation by 10 in x, then rotated by a
  /// quarter turn first, takes (1, 0) to (0, 1) and then to (10, 1).
  @Test func theNewStepAppliesBeforeTheGivenTransform() {
    let t = CATransform3DRotate(CATransform3DMakeTranslation(10, 0, 0), .pi / 2, 0, 0, 1)
    #expect(close(image(CGPoint(x: 1, y: 0), t), CGPoint(x: 10, y: 1)))
    let u = CATransform3DTranslate(CATransform3DMakeScale(2, 2, 1), 5, 0, 0)
    #expect(close(image(CGPoint(x: 1, y: 0), u), CGPoint(x: 12, y: 0)), "translate by 5, then scale by 2")
  }

  /// Turned 60° about y with the eye at d = 200 (m34 = −1/200): the point 100 to the right
  /// goes to z = −100·sin 60° = −86.6, so w = 1 + 86.6/200 = 1.433 and x = 100·cos 60°/w =
  /// 34.89; the one 100 to the left comes forward, w = 0.567, x = −88.19.
  @Test func perspectiveDividesByTheDepth() {
    var t = CATransform3DIdentity
    t.m34 = -1.0 / 200
    t = CATransform3DRotate(t, .pi / 3, 0, 1, 0)
    let projection = ProjectionTransform(t)
    let right = projection.projected(CGPoint(x: 100, y: 0))!, left = projection.projected(CGPoint(x: -100, y: 0))!
    let w = 1 + 100 * sin(Double.pi / 3) / 200
    #expect(abs(right.x - 50 / w) < 1e-9 && abs(left.x + 50 / (2 - w)) < 1e-9, "\(left.x) \(right.x)")
    #expect(abs(right.x - 34.89) < 0.01 && abs(left.x + 88.19) < 0.01)
    #expect(close(image(CGPoint(x: 100, y: 30), t), projection.projected(CGPoint(x: 100, y: 30))!))
  }

  /// The inverse undoes a mix of every step; a singular matrix comes back as it was.
  @Test func theInverseUndoesTheTransform() {
    var t = CATransform3DMakeRotation(0.7, 1, 2, 3)
    t = CATransform3DTranslate(t, 4, -5, 6)
    t = CATransform3DScale(t, 2, 0.5, 3)
    t.m34 = -1.0 / 500
    let product = CATransform3DConcat(t, CATransform3DInvert(t))
    let entries = [
      product.m11, product.m12, product.m13, product.m14, product.m21, product.m22, product.m23, product.m24,
      product.m31, product.m32, product.m33, product.m34, product.m41, product.m42, product.m43, product.m44,
    ]
    let identity: [CGFloat] = [1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1]
    #expect(zip(entries, identity).allSatisfy { abs($0 - $1) < 1e-12 }, "\(entries)")
    let singular = CATransform3DMakeScale(1, 0, 1)
    #expect(CATransform3DInvert(singular) == singular)
  }

  /// Identity, affine and a zero axis.
  @Test func predicates() {
    #expect(CATransform3DIsIdentity(CATransform3DIdentity))
    #expect(CATransform3DIsIdentity(CATransform3DMakeRotation(1, 0, 0, 0)))
    #expect(CATransform3DIsAffine(CATransform3DMakeRotation(1, 0, 0, 1)))
    #expect(!CATransform3DIsAffine(CATransform3DMakeRotation(1, 0, 1, 0)))
    let affine = CATransform3DMakeAffineTransform(Transform(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6))
    #expect(ProjectionTransform(affine) == ProjectionTransform(Transform(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6)))
  }
}
