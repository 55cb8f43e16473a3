import Foundation

// Cubic Bézier timing curves (docs/SEMANTICS.md §1.6).
//
// What: maps linear progress p ∈ [0, 1] to eased progress y, for the curve from (0, 0) to (1, 1)
// with control points (p1x, p1y) and (p2x, p2y).
// Why this approach: it mirrors Core Animation / SwiftUI exactly, down to the numerics that show
// in pixels: solve x(u) = p by Newton's method (at most 8 steps, tolerance 2⁻²⁰), fall back to
// bisection, evaluate y(u) in Horner form and round it to a multiple of 2⁻²⁰. The rounding makes
// our in-between values land on the same representable steps as SwiftUI's.
// What it refuses to do: x control points outside [0, 1] would make x(u) non-monotonic, so they
// are clamped; y control points are kept, so overshooting curves (y > 1) still work.

/// A cubic Bézier timing curve through (0, 0) and (1, 1).
package struct BezierTimingCurve: Hashable, Sendable {
  package var p1x: Double, p1y: Double, p2x: Double, p2y: Double

  package init(_ p1x: Double, _ p1y: Double, _ p2x: Double, _ p2y: Double) {
    (self.p1x, self.p1y, self.p2x, self.p2y) = (p1x, p1y, p2x, p2y)
  }

  package static let linear = BezierTimingCurve(0, 0, 1, 1)
  package static let easeIn = BezierTimingCurve(0.42, 0, 1, 1)
  package static let easeOut = BezierTimingCurve(0, 0, 0.58, 1)
  package static let easeInOut = BezierTimingCurve(0.42, 0, 0.58, 1)

  /// Power-basis coefficients of one coordinate: `f(u) = ((a·u + b)·u + c)·u`.
  private struct Cubic {
    var a: Double, b: Double, c: Double

    init(_ control1: Double, _ control2: Double) {
      c = 3 * control1
      b = 3 * (control2 - control1) - c
      a = 1 - c - b
    }

    func value(_ u: Double) -> Double { ((a * u + b) * u + c) * u }
    func slope(_ u: Double) -> Double { (3 * a * u + 2 * b) * u + c }
  }

  private static let tolerance = 1.0 / 1_048_576  // 2⁻²⁰

  private var xCubic: Cubic { Cubic(min(max(p1x, 0), 1), min(max(p2x, 0), 1)) }
  private var yCubic: Cubic { Cubic(p1y, p2y) }

  /// The curve parameter u whose x equals `progress` (in [0, 1]).
  private func parameter(forProgress progress: Double) -> Double {
    let x = xCubic
    var u = progress
    for _ in 0..<8 {
      let error = x.value(u) - progress
      if abs(error) < Self.tolerance { return u }
      let slope = x.slope(u)
      if abs(slope) < 1e-6 { break }
      u -= error / slope
    }
    var (low, high) = (0.0, 1.0)
    u = progress
    for _ in 0..<64 {
      let value = x.value(u)
      if abs(value - progress) < Self.tolerance { break }
      if progress > value { low = u } else { high = u }
      u = low + (high - low) / 2
    }
    return u
  }

  /// The eased progress for linear `progress` (clamped to [0, 1]), rounded to a multiple of 2⁻²⁰.
  package func value(at progress: Double) -> Double {
    let p = min(max(progress, 0), 1)
    let y = yCubic.value(parameter(forProgress: p))
    return (y / Self.tolerance).rounded() * Self.tolerance
  }

  /// dy/dp at `progress`: the eased progress's rate per unit of linear progress (unrounded).
  package func velocity(at progress: Double) -> Double {
    let u = parameter(forProgress: min(max(progress, 0), 1))
    let dx = xCubic.slope(u)
    return dx == 0 ? 0 : yCubic.slope(u) / dx
  }
}
