import Foundation

/// A damped spring, described the ways SwiftUI's iOS 17 `Spring` accepts: perceptual duration and
/// bounce, response and damping ratio, or physical mass, stiffness and damping.
///
/// Internally a spring is a decay constant and a *signed* angular frequency (docs/SEMANTICS.md
/// §1.3): `ω > 0` is underdamped (it oscillates at ω rad/s), `ω = 0` is critically damped and
/// `ω < 0` is overdamped (|ω| is then the distance of the two real roots from `−decay`). Every
/// other description is derived from that pair and the mass, so they always agree.
public struct Spring: Hashable, Sendable {
  /// How fast oscillations die out, in 1/s: the displacement's envelope is `e^(−decay·t)`.
  package var decay: Double
  /// The signed angular frequency in rad/s (see the type's discussion).
  package var omega: Double
  /// The mass of the moving object; 1 unless given. Only the physical description uses it.
  public private(set) var mass: Double

  package init(decay: Double, omega: Double, mass: Double = 1) {
    self.decay = decay
    self.omega = omega
    self.mass = mass
  }

  /// A spring with a perceptual `duration` (seconds, default 0.5) and a `bounce` (default 0).
  ///
  /// `bounce` 0 is critically damped, up to 1 is increasingly bouncy (1 never stops),
  /// down to −1 increasingly overdamped. The damping ratio is `1 − bounce` for `bounce ≥ 0`
  /// and `1 / (1 + bounce)` below 0 (docs/SEMANTICS.md §1.2).
  public init(duration: TimeInterval = 0.5, bounce: Double = 0.0) {
    self.init(response: duration, dampingRatio: Spring.dampingRatio(bounce: bounce))
  }

  /// A spring whose undamped period is `response` seconds, damped by `dampingRatio` (ζ; 1 is
  /// critical, below 1 bounces, above 1 is overdamped).
  public init(response: Double, dampingRatio: Double) {
    let naturalFrequency = 2 * Double.pi / response
    let sign: Double = dampingRatio <= 1 ? 1 : -1
    self.init(
      decay: dampingRatio * naturalFrequency,
      omega: sign * (abs(1 - dampingRatio * dampingRatio)).squareRoot() * naturalFrequency)
  }

  /// A spring from physical constants: `mass` (default 1), `stiffness` k, `damping` c.
  ///
  /// Overdamped input (`c² > 4mk`) is clamped to critical damping unless `allowOverDamping`.
  public init(
    mass: Double = 1.0, stiffness: Double, damping: Double, allowOverDamping: Bool = false
  ) {
    let decay = damping / (2 * mass)
    let omegaSquared = stiffness / mass - decay * decay
    if omegaSquared >= 0 {
      self.init(decay: decay, omega: omegaSquared.squareRoot(), mass: mass)
    } else if allowOverDamping {
      self.init(decay: decay, omega: -(-omegaSquared).squareRoot(), mass: mass)
    } else {
      self.init(decay: (stiffness / mass).squareRoot(), omega: 0, mass: mass)
    }
  }

  /// The damping ratio for a SwiftUI `bounce` (docs/SEMANTICS.md §1.2).
  package static func dampingRatio(bounce: Double) -> Double {
    bounce < 0 ? 1 / (1 + bounce) : 1 - bounce
  }

  /// `decay² ± ω²`: the squared natural frequency `k/m`.
  private var naturalFrequencySquared: Double { decay * decay + omega * abs(omega) }

  /// The perceptual duration in seconds: the period of the undamped spring, `2π/√(k/m)`.
  public var duration: TimeInterval { 2 * Double.pi / naturalFrequencySquared.squareRoot() }

  /// The same number as `duration`, under its `response` name.
  public var response: Double { duration }

  /// The damping ratio ζ: `c / (2√(mk))`.
  public var dampingRatio: Double { decay / naturalFrequencySquared.squareRoot() }

  /// How bouncy the spring is: `1 − ζ` when it bounces or is critical, `1/ζ − 1` when overdamped.
  public var bounce: Double { omega >= 0 ? 1 - dampingRatio : 1 / dampingRatio - 1 }

  /// The spring constant k: `m·(k/m)`.
  public var stiffness: Double { mass * naturalFrequencySquared }

  /// The damping coefficient c: `2·m·decay`.
  public var damping: Double { 2 * mass * decay }

  /// The time for a unit move from rest to stay within 0.001 of its target.
  public var settlingDuration: TimeInterval {
    settlingDuration(target: 1.0, initialVelocity: 0.0, epsilon: 0.001)
  }
}

// MARK: - Presets

extension Spring {
  /// No bounce, 0.5 s.
  public static var smooth: Spring { smooth() }
  /// Bounce 0.15, 0.5 s.
  public static var snappy: Spring { snappy() }
  /// Bounce 0.3, 0.5 s.
  public static var bouncy: Spring { bouncy() }

  /// Bounce `0 + extraBounce`, `duration` seconds (default 0.5).
  public static func smooth(duration: TimeInterval = 0.5, extraBounce: Double = 0.0) -> Spring {
    Spring(duration: duration, bounce: extraBounce)
  }

  /// Bounce `0.15 + extraBounce`, `duration` seconds (default 0.5).
  public static func snappy(duration: TimeInterval = 0.5, extraBounce: Double = 0.0) -> Spring {
    Spring(duration: duration, bounce: 0.15 + extraBounce)
  }

  /// Bounce `0.3 + extraBounce`, `duration` seconds (default 0.5).
  public static func bouncy(duration: TimeInterval = 0.5, extraBounce: Double = 0.0) -> Spring {
    Spring(duration: duration, bounce: 0.3 + extraBounce)
  }
}

extension Spring: CustomStringConvertible {
  public var description: String {
    "Spring(duration: \(duration), bounce: \(bounce), mass: \(mass))"
  }
}
