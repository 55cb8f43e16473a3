import Foundation
import Testing
@testable import Geometry

// ProjectionTransform against its defining formulas, worked out by hand:
// x' = (m11·x + m21·y + m31) / w, y' = (m12·x + m22·y + m32) / w, w = m13·x + m23·y + m33.

@Suite struct ProjectionTransformTests {
  /// w = 1 + x/10 and a shift of (3, −2) after it.
  static let perspective = ProjectionTransform(m11: 1, m12: 0, m13: 0.1, m21: 0, m22: 1, m23: 0, m31: 0, m32: 0, m33: 1)
    .concatenating(ProjectionTransform(Transform(translationX: 3, y: -2)))

  @Test func mapsPointsByTheHomogeneousFormula() throws {
    // (10, 4): w = 2, (5, 2), then shifted: (8, 0).
    let p = try #require(Self.perspective.projected(CGPoint(x: 10, y: 4)))
    #expect(abs(p.x - 8) < 1e-12 && abs(p.y - 0) < 1e-12)
    // x = −10 gives w = 0: behind the eye.
    #expect(Self.perspective.projected(CGPoint(x: -10, y: 4)) == nil)
  }

  @Test func concatenationAppliesTheLeftTransformFirst() throws {
    let a = Transform(rotation: .degrees(30)), b = Transform(scaleX: 2, y: 3).translatedBy(x: 1, y: 5)
    let composed = ProjectionTransform(a).concatenating(ProjectionTransform(b))
    let q = CGPoint(x: 1.5, y: -2)
    let expected = b.apply(a.apply(q))
    let got = try #require(composed.projected(q))
    #expect(abs(got.x - expected.x) < 1e-12 && abs(got.y - expected.y) < 1e-12)
    #expect(composed.isAffine)
  }

  @Test func inverseUndoesTheProjection() throws {
    let inverse = try #require(Self.perspective.inverse)
    for q in [CGPoint(x: 10, y: 4), CGPoint(x: -3, y: 7), CGPoint(x: 40, y: -12)] {
      let image = try #require(Self.perspective.projected(q))
      let back = try #require(inverse.projected(image))
      #expect(abs(back.x - q.x) < 1e-9 && abs(back.y - q.y) < 1e-9, "\(q) came back as \(back)")
    }
    // A singular matrix has no inverse; `inverted()` then returns it unchanged, as SwiftUI's.
    let flat = ProjectionTransform(Transform(scaleX: 0, y: 1))
    #expect(flat.inverse == nil && flat.inverted() == flat)
  }

  @Test func localScaleIsTheLargerStretchOfTheJacobian() throws {
    // For w = 1 + x/10 at (10, 0): ∂x'/∂x = 1/w² = 1/4 and ∂y'/∂y = 1/w = 1/2, no shear on the
    // x axis, so the larger stretch is 1/2; a plain scale by 3 stretches by 3 everywhere.
    let stretch = try #require(Self.perspective.localScale(at: CGPoint(x: 10, y: 0)))
    #expect(abs(stretch - 0.5) < 1e-12)
    let scale = try #require(ProjectionTransform(Transform(scaleX: 3, y: 3)).localScale(at: CGPoint(x: 7, y: -1)))
    #expect(abs(scale - 3) < 1e-12)
  }

  @Test func conjugationMovesTheProjectionIntoAnotherSpace() throws {
    // Seen in a space twice as large, the same projection maps 2·q to 2·P(q).
    let doubled = try #require(Self.perspective.conjugated(by: Transform(scaleX: 2, y: 2)))
    let q = CGPoint(x: 10, y: 4)
    let direct = try #require(Self.perspective.projected(q))
    let moved = try #require(doubled.projected(CGPoint(x: 20, y: 8)))
    #expect(abs(moved.x - 2 * direct.x) < 1e-12 && abs(moved.y - 2 * direct.y) < 1e-12)
  }
}
