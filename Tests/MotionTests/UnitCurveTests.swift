import Foundation
import Testing

@testable import Motion

/// `UnitCurve` against the closed forms of docs/SEMANTICS.md §1.1 and the Bézier vectors of §1.6.
@Suite struct UnitCurveTests {
  @Test func circularCurvesFollowTheirCircleFormulas() {
    // Hand-picked so that every square root is exact: √0.64 = 0.8.
    #expect(isClose(UnitCurve.circularEaseIn.value(at: 0.6), 0.2, within: 1e-12))
    #expect(isClose(UnitCurve.circularEaseOut.value(at: 0.4), 0.8, within: 1e-12))
    // inOut, first half: (1 − √(1 − 4·0.09))/2 = (1 − 0.8)/2.
    #expect(isClose(UnitCurve.circularEaseInOut.value(at: 0.3), 0.1, within: 1e-12))
    // inOut, second half: (√((8 − 2.8)·0.7 − 3) + 1)/2 = (√0.64 + 1)/2.
    #expect(isClose(UnitCurve.circularEaseInOut.value(at: 0.7), 0.9, within: 1e-12))
  }

  @Test func circularSlopesMatchFiniteDifferences() {
    let h = 1e-6
    let curves = [
      UnitCurve.circularEaseIn, .circularEaseOut, .circularEaseInOut, .circularEaseInOut.inverse,
    ]
    for curve in curves {
      for p in [0.1, 0.3, 0.45, 0.55, 0.8, 0.9] {
        let difference = (curve.value(at: p + h) - curve.value(at: p - h)) / (2 * h)
        #expect(isClose(curve.velocity(at: p), difference, within: 1e-5), "\(curve) at \(p)")
      }
    }
  }

  @Test func progressIsClampedToTheUnitInterval() {
    #expect(UnitCurve.circularEaseIn.value(at: 1.5) == 1)
    #expect(UnitCurve.circularEaseOut.value(at: -0.5) == 0)
    #expect(UnitCurve.linear.value(at: 2) == 1)
    #expect(UnitCurve.easeInOut.value(at: -1) == 0)
  }

  @Test func namedBeziersMatchTheReferenceVectors() {
    #expect(isClose(UnitCurve.easeInOut.value(at: 0.25), 0.12916, within: 1e-5))
    #expect(isClose(UnitCurve.easeInOut.value(at: 0.9), 0.98028, within: 1e-5))
    #expect(isClose(UnitCurve.easeIn.value(at: 0.5), 0.31536, within: 1e-5))
    #expect(isClose(UnitCurve.easeOut.value(at: 0.5), 0.68464, within: 1e-5))
  }

  /// The Bézier's y at x = p, found here by bisecting x(u) in Bernstein form to 1e-12. The
  /// curve solves x to 2⁻²⁰ and rounds y to 2⁻²⁰ (as Core Animation does), so it may differ
  /// by slope · 2⁻²⁰ + 2⁻²¹: under 5e-6 for this curve, whose slope stays below 4.
  @Test func bezierValuesMatchAnIndependentSolver() {
    let (x1, y1, x2, y2) = (0.3, 0.1, 0.2, 0.9)
    let unit = UnitCurve.bezier(startControlPoint: (x1, y1), endControlPoint: (x2, y2))
    func bernstein(_ c1: Double, _ c2: Double, _ u: Double) -> Double {
      let s = 1 - u
      return 3 * s * s * u * c1 + 3 * s * u * u * c2 + u * u * u
    }
    for p in stride(from: 0.0, through: 1.0, by: 0.05) {
      var (low, high) = (0.0, 1.0)
      while high - low > 1e-12 {
        let mid = (low + high) / 2
        if bernstein(x1, x2, mid) < p { low = mid } else { high = mid }
      }
      #expect(isClose(unit.value(at: p), bernstein(y1, y2, (low + high) / 2), within: 5e-6), "p \(p)")
    }
  }

  @Test func bezierSlopeMatchesTheParametricDerivative() {
    // Bernstein form, written here: at curve parameter u the slope is y′(u)/x′(u).
    let (x1, y1, x2, y2) = (0.3, 0.1, 0.2, 0.9)
    let curve = UnitCurve.bezier(startControlPoint: (x1, y1), endControlPoint: (x2, y2))
    func derivative(_ c1: Double, _ c2: Double, _ u: Double) -> Double {
      let s = 1 - u
      return 3 * s * s * c1 + 6 * s * u * (c2 - c1) + 3 * u * u * (1 - c2)
    }
    for u in [0.1, 0.35, 0.6, 0.85] {
      let s = 1 - u
      let x = 3 * s * s * u * x1 + 3 * s * u * u * x2 + u * u * u
      let slope = derivative(y1, y2, u) / derivative(x1, x2, u)
      #expect(isClose(curve.velocity(at: x), slope, within: 1e-4), "u \(u)")
    }
  }

  /// The end slopes SwiftUI itself reports (measured on Apple's framework by compatibility
  /// suites of other SwiftUI implementations): `easeOut.velocity(at: 0)` is 1 and
  /// `easeIn.velocity(at: 1)` is 0, not the geometric tangent 1 / 0.58 of the control polygon.
  @Test func bezierEndSlopesAreSwiftUIs() {
    #expect(UnitCurve.easeOut.velocity(at: 0) == 1)
    #expect(UnitCurve.easeIn.velocity(at: 1) == 0)
    // easeInOut leaves (0, 0) toward (0.42, 0) and reaches (1, 1) from (0.58, 1): flat at
    // both ends, in SwiftUI as in the geometry; so are easeIn's start and easeOut's end.
    #expect(UnitCurve.easeInOut.velocity(at: 0) == 0)
    #expect(UnitCurve.easeInOut.velocity(at: 1) == 0)
    #expect(UnitCurve.easeIn.velocity(at: 0) == 0)
    #expect(UnitCurve.easeOut.velocity(at: 1) == 0)
  }

  @Test func bezierClampsControlXButNotY() {
    let wild = UnitCurve.bezier(startControlPoint: (-0.5, 0.2), endControlPoint: (1.5, 1.4))
    let clamped = UnitCurve.bezier(startControlPoint: (0, 0.2), endControlPoint: (1, 1.4))
    for p in stride(from: 0.0, through: 1.0, by: 0.1) {
      #expect(wild.value(at: p) == clamped.value(at: p))
    }
    // y = 1.4 is kept: the curve overshoots 1 before the end.
    #expect(stride(from: 0.0, through: 1.0, by: 0.01).contains { wild.value(at: $0) > 1 })
  }

  @Test func inverseUndoesTheCurve() {
    let curves: [UnitCurve] = [
      .linear, .easeIn, .easeOut, .easeInOut, .circularEaseIn, .circularEaseOut,
      .circularEaseInOut, .circularEaseInOut.inverse,
      .bezier(startControlPoint: (0.3, 0.1), endControlPoint: (0.2, 0.9)),
    ]
    for curve in curves {
      for p in stride(from: 0.1, through: 0.9, by: 0.1) {
        let back = curve.inverse.value(at: curve.value(at: p))
        #expect(isClose(back, p, within: 1e-4), "\(curve) at \(p): \(back)")
      }
    }
  }

  @Test func inverseOfCircularEaseInIsCircularEaseOut() {
    #expect(UnitCurve.circularEaseIn.inverse == .circularEaseOut)
    #expect(UnitCurve.circularEaseOut.inverse == .circularEaseIn)
    #expect(UnitCurve.circularEaseInOut.inverse.inverse == .circularEaseInOut)
  }

  @Test func circularEaseInOutIsNotItsOwnInverse() {
    // Mirrored in the diagonal, the first half solves (1 − √(1 − 4p²))/2 = y for p:
    // p = √(1 − (1 − 2y)²)/2. At y = 0.1: √0.36/2 = 0.3.
    #expect(isClose(UnitCurve.circularEaseInOut.inverse.value(at: 0.1), 0.3, within: 1e-12))
  }
}
