import Foundation

/// |a − b| ≤ tolerance.
func isClose(_ a: Double, _ b: Double, within tolerance: Double) -> Bool {
  abs(a - b) <= tolerance
}

/// The unit-mass-or-not damped spring `m·x″ = k·(T − x) − c·x′` with x(0) = 0, x′(0) = v0,
/// integrated by classical fourth-order Runge–Kutta with a fixed small step. An independent
/// reference for the closed forms.
func rk4Spring(
  mass: Double = 1, stiffness k: Double, damping c: Double, target: Double,
  initialVelocity v0: Double, time: Double, step: Double = 1e-4
) -> (value: Double, velocity: Double) {
  func acceleration(_ x: Double, _ v: Double) -> Double { (k * (target - x) - c * v) / mass }
  var (x, v) = (0.0, v0)
  let steps = Int((time / step).rounded())
  let h = time / Double(max(steps, 1))
  for _ in 0..<steps {
    let (k1x, k1v) = (v, acceleration(x, v))
    let (k2x, k2v) = (v + h / 2 * k1v, acceleration(x + h / 2 * k1x, v + h / 2 * k1v))
    let (k3x, k3v) = (v + h / 2 * k2v, acceleration(x + h / 2 * k2x, v + h / 2 * k2v))
    let (k4x, k4v) = (v + h * k3v, acceleration(x + h * k3x, v + h * k3v))
    x += h / 6 * (k1x + 2 * k2x + 2 * k3x + k4x)
    v += h / 6 * (k1v + 2 * k2v + 2 * k3v + k4v)
  }
  return (x, v)
}
