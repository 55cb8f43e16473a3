import Foundation

/// How a value changes over time: a spring, a timing curve, or one of those delayed, sped up or
/// repeated (SwiftUI's `Animation`).
///
/// An `Animation` is a plain description; it holds no state and no clock. `AnimationRun` is the
/// running state of one animation applied to one value change.
public struct Animation: Hashable, Sendable {
  /// What an animation is, as a tree of engines and wrappers.
  package indirect enum Kind: Hashable, Sendable {
    /// SwiftUI's `FluidSpringAnimation` (every `spring(...)`, `.smooth`, `.snappy`, `.bouncy`,
    /// `interactiveSpring` and `.default`): the 300 Hz integrator of docs/SEMANTICS.md §1.4; always
    /// merges.
    case fluidSpring(response: Double, dampingFraction: Double, blendDuration: Double)
    /// A timing curve over `duration` seconds (docs/SEMANTICS.md §1.6).
    case bezier(BezierTimingCurve, duration: Double)
    /// SwiftUI's `SpringAnimation` (`interpolatingSpring`): closed form on a unit fraction
    /// (docs/SEMANTICS.md §1.5); never merges.
    case interpolatingSpring(
      mass: Double, stiffness: Double, damping: Double, initialVelocity: Double)
    /// The base starts `delay` seconds later.
    case delay(Double, base: Kind)
    /// The base runs `speed` times faster.
    case speed(Double, base: Kind)
    /// The base runs `count` times (`nil`: forever), every other run backwards if `autoreverses`.
    case repeating(count: Int?, autoreverses: Bool, base: Kind)
    /// The base, reported logically complete `after` seconds.
    case logicallyComplete(after: Double, base: Kind)
  }

  /// The engine and wrappers this animation runs.
  package var kind: Kind

  package init(kind: Kind) {
    self.kind = kind
  }
}

// MARK: - Modifiers

extension Animation {
  /// The same animation, started `delay` seconds later (the value holds still until then).
  public func delay(_ delay: TimeInterval) -> Animation {
    Animation(kind: .delay(delay, base: kind))
  }

  /// The same animation played `speed` times as fast (2 halves every duration).
  public func speed(_ speed: Double) -> Animation {
    Animation(kind: .speed(speed, base: kind))
  }

  /// The animation played `repeatCount` times; with `autoreverses` (default true) every second
  /// play runs backwards. Each play starts on the first evaluation after the previous one ended,
  /// so plays can drift by up to one video frame each (docs/SEMANTICS.md §1.7).
  public func repeatCount(_ repeatCount: Int, autoreverses: Bool = true) -> Animation {
    Animation(kind: .repeating(count: repeatCount, autoreverses: autoreverses, base: kind))
  }

  /// The animation played over and over for as long as the value is displayed.
  public func repeatForever(autoreverses: Bool = true) -> Animation {
    Animation(kind: .repeating(count: nil, autoreverses: autoreverses, base: kind))
  }

  /// The same animation, but reported logically complete once `duration` seconds have passed.
  public func logicallyComplete(after duration: TimeInterval) -> Animation {
    Animation(kind: .logicallyComplete(after: duration, base: kind))
  }
}

// MARK: - Description

extension Animation: CustomStringConvertible {
  /// A SwiftUI-like spelling of the animation, e.g. `easeInOut(duration: 0.35).delay(0.1)`.
  public var description: String { Self.describe(kind) }

  private static func describe(_ kind: Kind) -> String {
    switch kind {
    case .fluidSpring(let response, let dampingFraction, let blendDuration):
      return "spring(response: \(response), dampingFraction: \(dampingFraction), "
        + "blendDuration: \(blendDuration))"
    case .bezier(let curve, let duration):
      switch curve {
      case .linear: return "linear(duration: \(duration))"
      case .easeIn: return "easeIn(duration: \(duration))"
      case .easeOut: return "easeOut(duration: \(duration))"
      case .easeInOut: return "easeInOut(duration: \(duration))"
      default:
        return "timingCurve(\(curve.p1x), \(curve.p1y), \(curve.p2x), \(curve.p2y), "
          + "duration: \(duration))"
      }
    case .interpolatingSpring(let mass, let stiffness, let damping, let initialVelocity):
      return "interpolatingSpring(mass: \(mass), stiffness: \(stiffness), damping: \(damping), "
        + "initialVelocity: \(initialVelocity))"
    case .delay(let delay, let base):
      return "\(describe(base)).delay(\(delay))"
    case .speed(let speed, let base):
      return "\(describe(base)).speed(\(speed))"
    case .repeating(let count?, let autoreverses, let base):
      return "\(describe(base)).repeatCount(\(count), autoreverses: \(autoreverses))"
    case .repeating(nil, let autoreverses, let base):
      return "\(describe(base)).repeatForever(autoreverses: \(autoreverses))"
    case .logicallyComplete(let after, let base):
      return "\(describe(base)).logicallyComplete(after: \(after))"
    }
  }
}
