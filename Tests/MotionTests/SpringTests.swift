import Foundation
import Testing

@testable import Motion

/// A spring case: the SwiftUI description, and the physical constants computed here from the
/// docs/SEMANTICS.md §1.2 relations (k = (2π/response)², c = 2√k·ζ, m = 1), independently of
/// `Spring`.
struct SpringCase: Sendable, CustomTestStringConvertible {
  var name: String
  var spring: Spring
  var mass: Double
  var stiffness: Double
  var damping: Double
  var testDescription: String { name }

  static func response(_ response: Double, ratio: Double, name: String) -> SpringCase {
    let k = pow(2 * Double.pi / response, 2)
    return SpringCase(
      name: name, spring: Spring(response: response, dampingRatio: ratio), mass: 1,
      stiffness: k, damping: 2 * k.squareRoot() * ratio)
  }

  static let all: [SpringCase] = [
    .response(0.5, ratio: 0.6, name: "underdamped"),
    .response(0.4, ratio: 1.0, name: "critically damped"),
    .response(0.3, ratio: 1.7, name: "overdamped"),
    SpringCase(
      name: "overdamped, mass 2",
      spring: Spring(mass: 2, stiffness: 300, damping: 80, allowOverDamping: true),
      mass: 2, stiffness: 300, damping: 80),
  ]
}

@Suite struct SpringTests {
  @Test(arguments: SpringCase.all)
  func closedFormValueMatchesNumericIntegration(_ c: SpringCase) {
    for t in [0.05, 0.17, 0.4, 0.9] {
      let reference = rk4Spring(
        mass: c.mass, stiffness: c.stiffness, damping: c.damping, target: 2,
        initialVelocity: -3, time: t)
      let value = c.spring.value(target: 2.0, initialVelocity: -3.0, time: t)
      #expect(isClose(value, reference.value, within: 1e-6), "t \(t): \(value) vs \(reference)")
    }
  }

  @Test(arguments: SpringCase.all)
  func closedFormVelocityMatchesNumericIntegration(_ c: SpringCase) {
    for t in [0.05, 0.17, 0.4, 0.9] {
      let reference = rk4Spring(
        mass: c.mass, stiffness: c.stiffness, damping: c.damping, target: 2,
        initialVelocity: -3, time: t)
      let velocity = c.spring.velocity(target: 2.0, initialVelocity: -3.0, time: t)
      #expect(
        isClose(velocity, reference.velocity, within: 1e-5), "t \(t): \(velocity) vs \(reference)")
    }
  }

  @Test(arguments: SpringCase.all)
  func physicalConstantsMatchTheDescription(_ c: SpringCase) {
    #expect(isClose(c.spring.stiffness, c.stiffness, within: 1e-9 * c.stiffness))
    #expect(isClose(c.spring.damping, c.damping, within: 1e-9 * c.damping))
    #expect(c.spring.mass == c.mass)
  }

  @Test func updateAdvancesLikeTheClosedForm() {
    let spring = Spring.bouncy
    var (value, velocity) = (0.0, 0.0)
    for _ in 0..<10 {
      spring.update(value: &value, velocity: &velocity, target: 5, deltaTime: 0.03)
    }
    let reference = rk4Spring(
      stiffness: spring.stiffness, damping: spring.damping, target: 5, initialVelocity: 0,
      time: 0.3)
    #expect(isClose(value, reference.value, within: 1e-6))
    #expect(isClose(velocity, reference.velocity, within: 1e-5))
  }

  @Test func settlingDurationsMatchNotes() {
    // docs/SEMANTICS.md §1.3 (computed): smooth 0.800 s, snappy 0.877 s, bouncy 1.045 s.
    #expect(isClose(Spring.smooth.settlingDuration, 0.800, within: 0.0005))
    #expect(isClose(Spring.snappy.settlingDuration, 0.877, within: 0.0005))
    #expect(isClose(Spring.bouncy.settlingDuration, 1.045, within: 0.0005))
  }

  @Test func settlingDurationKeepsTheSpringWithinEpsilon() {
    // Brute force: after the settling time the distance never again exceeds ε.
    for spring in [Spring.snappy, .bouncy, Spring(duration: 0.3, bounce: -0.4)] {
      let settle = spring.settlingDuration
      let worst =
        stride(from: settle, through: settle + 3, by: 0.001).map {
          abs(1 - spring.value(target: 1.0, time: $0))
        }.max() ?? .nan
      #expect(worst < 0.001, "\(spring): \(worst)")
    }
  }

  @Test func bounceMapsToDampingRatio() {
    // docs/SEMANTICS.md §1.2: ζ = 1 − b for b ≥ 0, 1/(1 + b) for b < 0.
    #expect(isClose(Spring(duration: 0.5, bounce: 0.3).dampingRatio, 0.7, within: 1e-12))
    #expect(isClose(Spring(duration: 0.5, bounce: 0).dampingRatio, 1, within: 1e-12))
    #expect(isClose(Spring(duration: 0.5, bounce: -0.5).dampingRatio, 2, within: 1e-12))
    #expect(isClose(Spring(duration: 0.5, bounce: -0.2).dampingRatio, 1.25, within: 1e-12))
  }

  @Test func durationAndBounceRoundTrip() {
    for (duration, bounce) in [(0.5, 0.3), (0.8, 0.0), (0.35, -0.4)] {
      let spring = Spring(duration: duration, bounce: bounce)
      #expect(isClose(spring.duration, duration, within: 1e-12))
      #expect(isClose(spring.bounce, bounce, within: 1e-12))
    }
  }

  @Test func physicalInitDerivesResponseAndRatio() {
    // k = 100, c = 10, m = 1: ω0 = 10 rad/s, period 2π/10, ζ = c/(2√k) = 0.5.
    let spring = Spring(mass: 1, stiffness: 100, damping: 10)
    #expect(isClose(spring.response, 2 * Double.pi / 10, within: 1e-12))
    #expect(isClose(spring.dampingRatio, 0.5, within: 1e-12))
  }

  @Test func overdampedPhysicalInputClampsToCritical() {
    let spring = Spring(mass: 1, stiffness: 100, damping: 40)
    #expect(isClose(spring.dampingRatio, 1, within: 1e-12))
    #expect(isClose(spring.stiffness, 100, within: 1e-9))
  }

  @Test func presetsHaveNotesBounces() {
    #expect(isClose(Spring.smooth.bounce, 0, within: 1e-12))
    #expect(isClose(Spring.snappy.bounce, 0.15, within: 1e-12))
    #expect(isClose(Spring.bouncy.bounce, 0.3, within: 1e-12))
    #expect(isClose(Spring.snappy(duration: 0.8, extraBounce: 0.1).bounce, 0.25, within: 1e-12))
    #expect(isClose(Spring.bouncy(duration: 0.8).duration, 0.8, within: 1e-12))
  }

  @Test func vectorValueIsComponentwise() {
    let spring = Spring.snappy
    let pair = spring.value(
      target: AnimatablePair(2.0, -1.0), initialVelocity: AnimatablePair(1.0, 4.0), time: 0.2)
    #expect(pair.first == spring.value(target: 2.0, initialVelocity: 1.0, time: 0.2))
    #expect(pair.second == spring.value(target: -1.0, initialVelocity: 4.0, time: 0.2))
  }
}
