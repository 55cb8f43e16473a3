import Foundation
import Testing

@testable import Motion

@Suite struct InterpolatingSpringTests {
  /// docs/SEMANTICS.md §1.5, ζ < 1: s = 1 − e^(−ζω0t)[cos(ωd t) + ((ζω0 − v0)/ωd) sin(ωd t)].
  @Test func underdampedFollowsNotesFormula() {
    // k = 100, c = 10, m = 1: ω0 = 10, ζ = 0.5, ωd = 10·√0.75; v0 = 2 fractions/s.
    let (w0, zeta, v0) = (10.0, 0.5, 2.0)
    let wd = w0 * (1 - zeta * zeta).squareRoot()
    var run = AnimationRun(
      animation: .interpolatingSpring(stiffness: 100, damping: 10, initialVelocity: v0),
      interval: 4.0, startTime: 0)
    for t in [0.05, 0.2, 0.45] {
      let s = 1 - exp(-zeta * w0 * t) * (cos(wd * t) + (zeta * w0 - v0) / wd * sin(wd * t))
      #expect(isClose(run.offset(at: t) ?? .nan, 4 * s, within: 1e-9), "t \(t)")
    }
  }

  /// docs/SEMANTICS.md §1.5, ζ ≥ 1 is evaluated as critical: s = 1 − (1 + (ω0 − v0)t)e^(−ω0t).
  @Test func overdampedIsEvaluatedAsCritical() {
    var run = AnimationRun(
      animation: .interpolatingSpring(stiffness: 100, damping: 40), interval: 1.0, startTime: 0)
    for t in [0.05, 0.2, 0.45] {
      let s = 1 - (1 + 10 * t) * exp(-10 * t)
      #expect(isClose(run.offset(at: t) ?? .nan, s, within: 1e-9), "t \(t)")
    }
  }

  @Test func logicallyCompletesAfterOnePeriod() {
    // 2π/√k with k = 100.
    var run = AnimationRun(
      animation: .interpolatingSpring(stiffness: 100, damping: 10), interval: 1.0, startTime: 0)
    _ = run.offset(at: 2 * Double.pi / 10 - 0.001)
    #expect(!run.isLogicallyComplete)
    _ = run.offset(at: 2 * Double.pi / 10 + 0.001)
    #expect(run.isLogicallyComplete)
  }

  @Test func finishesAtSettlingTime() {
    // Envelope bound: ln((ζω0 + 1)/0.001)/(ζω0) = ln(6000)/5 ≈ 1.740 s.
    let settle = Foundation.log(6000.0) / 5
    var run = AnimationRun(
      animation: .interpolatingSpring(stiffness: 100, damping: 10), interval: 1.0, startTime: 0)
    #expect(run.offset(at: settle - 0.01) != nil)
    #expect(run.offset(at: settle + 0.01) == nil)
  }

  @Test func durationBounceFormUsesNotesConstants() {
    // stiffness (2π/d)², damping 2√k·ζ(b) with ζ(0.3) = 0.7.
    let k = pow(2 * Double.pi / 0.4, 2)
    let kind = Animation.interpolatingSpring(duration: 0.4, bounce: 0.3).kind
    guard case .interpolatingSpring(let mass, let stiffness, let damping, let velocity) = kind
    else {
      Issue.record("kind \(kind)")
      return
    }
    #expect(mass == 1 && velocity == 0)
    #expect(isClose(stiffness, k, within: 1e-9 * k))
    #expect(isClose(damping, 2 * k.squareRoot() * 0.7, within: 1e-9))
  }
}
