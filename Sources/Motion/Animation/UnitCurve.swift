import Foundation

// Unit curves: SwiftUI's iOS 17 `UnitCurve` (docs/SEMANTICS.md §1.1, §1.6).
//
// What: a function from input progress in [0, 1] to output progress, with its slope and its
// inverse (the curve mirrored in the diagonal). Keyframes use it to shape a `LinearKeyframe`.
// Why this approach: the Bézier case reuses `BezierTimingCurve`, so a `UnitCurve.easeInOut`
// and an `Animation.easeInOut` land on exactly the same 2⁻²⁰ steps; the circular curves are
// the closed forms of docs/SEMANTICS.md §1.1.
// Where we depart from OpenSwiftUI's reading, on purpose:
// - Progress is clamped to [0, 1] for every curve (Apple documents the clamp; OpenSwiftUI only
//   clamps for Bézier curves, so circular curves give NaN outside [0, 1]).
// - Only the x coordinates of Bézier control points are clamped, as Apple documents;
//   OpenSwiftUI also clamps y in `value(at:)` (but not in `velocity(at:)`).
// - The slopes at the ends are SwiftUI's own, measured values (1 for `easeOut` at 0, 0 for
//   `easeIn` at 1), not the geometric limit 1/0.58 of a cubic whose control point coincides
//   with its end (`endSlope(of:atEnd:)`); keyframes that hand a curve's end slope on as a
//   velocity hand on SwiftUI's.
// - `circularEaseInOut.inverse` is the curve mirrored in the diagonal, as the name promises;
//   OpenSwiftUI returns `circularEaseInOut` itself, which is not its inverse.
// What it refuses to do: it does not round slopes to 2⁻²⁰; a vertical tangent gives ±infinity.

/// A curve from (0, 0) to (1, 1) that maps linear input progress to eased output progress.
///
/// Bézier curves take their control points as `(x, y)` pairs here, because `UnitPoint` lives
/// in SceneGraph; SceneGraph adds the `bezier(startControlPoint: UnitPoint, endControlPoint:
/// UnitPoint)` overload that SwiftUI code calls.
public struct UnitCurve: Hashable, Sendable {
  package enum Function: Hashable, Sendable {
    case linear
    case circularEaseIn
    case circularEaseOut
    case circularEaseInOut
    /// The inverse of `circularEaseInOut`: fast, level in the middle, fast again.
    case circularEaseOutIn
    /// Control points as given (x is clamped when evaluated, not when stored, so `inverse`
    /// swaps the caller's numbers).
    case bezier(BezierTimingCurve)
  }

  package var function: Function

  package init(function: Function) {
    self.function = function
  }

  /// Output progress equal to input progress.
  public static let linear = UnitCurve(function: .linear)
  /// Bézier with control points (0.42, 0) and (1, 1).
  public static let easeIn = UnitCurve(function: .bezier(.easeIn))
  /// Bézier with control points (0, 0) and (0.58, 1).
  public static let easeOut = UnitCurve(function: .bezier(.easeOut))
  /// Bézier with control points (0.42, 0) and (0.58, 1).
  public static let easeInOut = UnitCurve(function: .bezier(.easeInOut))
  /// A quarter circle that starts flat: `1 − √(1 − p²)`.
  public static let circularEaseIn = UnitCurve(function: .circularEaseIn)
  /// A quarter circle that ends flat: `√(1 − (1 − p)²)`.
  public static let circularEaseOut = UnitCurve(function: .circularEaseOut)
  /// `circularEaseIn` squeezed into the first half, `circularEaseOut` into the second.
  public static let circularEaseInOut = UnitCurve(function: .circularEaseInOut)

  /// A cubic Bézier curve from (0, 0) to (1, 1) with the given control points.
  ///
  /// The x coordinates are clamped to [0, 1] when the curve is evaluated, so the curve stays a
  /// function of progress; y coordinates outside [0, 1] overshoot.
  public static func bezier(
    startControlPoint: (x: Double, y: Double), endControlPoint: (x: Double, y: Double)
  ) -> UnitCurve {
    UnitCurve(
      function: .bezier(
        BezierTimingCurve(
          startControlPoint.x, startControlPoint.y, endControlPoint.x, endControlPoint.y)))
  }

  /// The output progress at input `progress` (clamped to [0, 1]).
  public func value(at progress: Double) -> Double {
    let p = min(max(progress, 0), 1)
    switch function {
    case .linear:
      return p
    case .circularEaseIn:
      return 1 - (1 - p * p).squareRoot()
    case .circularEaseOut:
      return (1 - (1 - p) * (1 - p)).squareRoot()
    case .circularEaseInOut:
      return p < 0.5
        ? (1 - (1 - 4 * p * p).squareRoot()) / 2
        : (((8 - 4 * p) * p - 3).squareRoot() + 1) / 2
    case .circularEaseOutIn:
      let q = 2 * p - 1
      return p < 0.5 ? (1 - q * q).squareRoot() / 2 : 1 - (1 - q * q).squareRoot() / 2
    case .bezier(let curve):
      return curve.value(at: p)
    }
  }

  /// The slope d(output)/d(input) at input `progress` (clamped to [0, 1]).
  ///
  /// Infinite where the curve is vertical (`circularEaseIn` at 1, `circularEaseOut` at 0).
  public func velocity(at progress: Double) -> Double {
    let p = min(max(progress, 0), 1)
    switch function {
    case .linear:
      return 1
    case .circularEaseIn:
      return p / (1 - p * p).squareRoot()
    case .circularEaseOut:
      return (1 - p) / (1 - (1 - p) * (1 - p)).squareRoot()
    case .circularEaseInOut:
      return p < 0.5
        ? 2 * p / (1 - 4 * p * p).squareRoot()
        : (2 - 2 * p) / ((8 - 4 * p) * p - 3).squareRoot()
    case .circularEaseOutIn:
      let q = 2 * p - 1
      return abs(q) / (1 - q * q).squareRoot()
    case .bezier(let curve):
      if p == 0 || p == 1 { return Self.endSlope(of: curve, atEnd: p == 1) }
      return curve.velocity(at: p)
    }
  }

  /// The curve mirrored in the diagonal: `inverse.value(at: value(at: p)) ≈ p`.
  ///
  /// Bézier control points swap x and y; the circular ease-in and ease-out swap with each
  /// other; linear is its own inverse. The inverse of `circularEaseInOut` is its true mirror
  /// (steep, level, steep), not `circularEaseInOut` itself as OpenSwiftUI returns.
  public var inverse: UnitCurve {
    switch function {
    case .linear: .linear
    case .circularEaseIn: .circularEaseOut
    case .circularEaseOut: .circularEaseIn
    case .circularEaseInOut: UnitCurve(function: .circularEaseOutIn)
    case .circularEaseOutIn: .circularEaseInOut
    case .bezier(let c): UnitCurve(function: .bezier(BezierTimingCurve(c.p1y, c.p1x, c.p2y, c.p2x)))
    }
  }

  /// The slope at an end of a Bézier curve, as SwiftUI reports it.
  ///
  /// SwiftUI divides the derivatives of the curve's power-basis polynomials, dy/du by dx/du,
  /// at the end's parameter (0 or 1), and answers 1 when the two are equal and ±∞ when only
  /// dx/du is 0. Where both vanish the true slope is a limit (1/0.58 for `easeOut` at 0 and
  /// `easeIn` at 1), but SwiftUI does not take it: `easeOut.velocity(at: 0)` is exactly 1
  /// (both derivatives are exactly 0) and `easeIn.velocity(at: 1)` is exactly 0 (dx/du comes
  /// out as a rounding residue of about 10⁻¹⁶, dy/du as exactly 0). These values were
  /// measured on Apple's framework by the compatibility suites other SwiftUI implementations
  /// run; the arithmetic below is ordered so the same residues arise.
  private static func endSlope(of curve: BezierTimingCurve, atEnd: Bool) -> Double {
    let (x1, x2) = (min(max(curve.p1x, 0), 1), min(max(curve.p2x, 0), 1))
    let (y1, y2) = (curve.p1y, curve.p2y)
    // x(u) = ((ax·u + bx)·u + cx)·u, likewise y(u).
    let cx = x1 * 3
    let bx = (x2 - x1) * 3 - cx
    let ax = 1 - cx - bx
    let cy = y1 * 3
    let by = (y2 - y1) * 3 - cy
    let ay = 1 - cy - by
    let u: Double = atEnd ? 1 : 0
    let dx = cx + ((bx + bx) + ax * 3 * u) * u
    let dy = cy + ((by + by) + ay * 3 * u) * u
    if dx == dy { return 1 }
    if dx == 0 { return dy < 0 ? -.infinity : .infinity }
    return dy / dx
  }
}

extension UnitCurve {
  /// The Bézier timing curve with the same control points.
  package init(_ curve: BezierTimingCurve) {
    self.init(function: .bezier(curve))
  }
}

extension UnitCurve: CustomStringConvertible {
  public var description: String {
    switch function {
    case .linear: "linear"
    case .circularEaseIn: "circularEaseIn"
    case .circularEaseOut: "circularEaseOut"
    case .circularEaseInOut: "circularEaseInOut"
    case .circularEaseOutIn: "circularEaseInOut.inverse"
    case .bezier(let c): "bezier((\(c.p1x), \(c.p1y)), (\(c.p2x), \(c.p2y)))"
    }
  }
}
