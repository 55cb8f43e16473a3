import Foundation

/// Spring animations (docs/SEMANTICS.md §1.1, §1.2).
///
/// Every `spring`, `smooth`, `snappy`, `bouncy`, `interactiveSpring` and `default` is the fluid
/// spring: a 300 Hz integrator that merges with whatever is running, keeping position and
/// velocity. `interpolatingSpring` is a different, closed-form engine that adds up with
/// overlapping animations instead.
extension Animation {
  /// A fluid spring with a perceptual `duration` (seconds, default 0.5) and `bounce` (default 0;
  /// damping ratio `1 − bounce`, or `1/(1 + bounce)` for negative bounce). `blendDuration`
  /// (seconds, default 0) eases a change of duration when this spring replaces another one.
  public static func spring(
    duration: TimeInterval = 0.5, bounce: Double = 0.0, blendDuration: Double = 0
  ) -> Animation {
    spring(
      response: duration, dampingFraction: Spring.dampingRatio(bounce: bounce),
      blendDuration: blendDuration)
  }

  /// A fluid spring with `response` (the undamped period, seconds, default 0.5), damping
  /// fraction ζ (default 0.825) and `blendDuration` (default 0). Disfavoured, as in SwiftUI, so
  /// that `spring()` picks the duration/bounce overload (ζ = 1).
  @_disfavoredOverload
  public static func spring(
    response: Double = 0.5, dampingFraction: Double = 0.825, blendDuration: TimeInterval = 0
  ) -> Animation {
    Animation(
      kind: .fluidSpring(
        response: response, dampingFraction: dampingFraction, blendDuration: blendDuration))
  }

  /// A fluid spring with the parameters of `spring`, blending changes of duration over
  /// `blendDuration` seconds (default 0).
  public static func spring(_ spring: Spring, blendDuration: TimeInterval = 0.0) -> Animation {
    Animation.spring(
      response: spring.response, dampingFraction: spring.dampingRatio, blendDuration: blendDuration)
  }

  /// `spring()`: duration 0.5, no bounce.
  public static var spring: Animation { spring() }

  /// A stiff fluid spring for following a finger: response 0.15, ζ 0.86, blend 0.25 s.
  @_disfavoredOverload
  public static func interactiveSpring(
    response: Double = 0.15, dampingFraction: Double = 0.86, blendDuration: TimeInterval = 0.25
  ) -> Animation {
    spring(response: response, dampingFraction: dampingFraction, blendDuration: blendDuration)
  }

  /// A stiff fluid spring: duration 0.15, bounce `0.15 + extraBounce`, blend 0.25 s.
  public static func interactiveSpring(
    duration: TimeInterval = 0.15, extraBounce: Double = 0.0, blendDuration: TimeInterval = 0.25
  ) -> Animation {
    spring(duration: duration, bounce: 0.15 + extraBounce, blendDuration: blendDuration)
  }

  /// `interactiveSpring()`: duration 0.15, bounce 0.15, blend 0.25 s.
  public static var interactiveSpring: Animation { interactiveSpring() }

  /// No bounce, 0.5 s.
  public static var smooth: Animation { smooth() }
  /// Bounce `0 + extraBounce` over `duration` seconds (default 0.5).
  public static func smooth(duration: TimeInterval = 0.5, extraBounce: Double = 0.0) -> Animation {
    spring(duration: duration, bounce: extraBounce)
  }

  /// Bounce 0.15 (ζ 0.85), 0.5 s.
  public static var snappy: Animation { snappy() }
  /// Bounce `0.15 + extraBounce` over `duration` seconds (default 0.5).
  public static func snappy(duration: TimeInterval = 0.5, extraBounce: Double = 0.0) -> Animation {
    spring(duration: duration, bounce: 0.15 + extraBounce)
  }

  /// Bounce 0.3 (ζ 0.7), 0.5 s.
  public static var bouncy: Animation { bouncy() }
  /// Bounce `0.3 + extraBounce` over `duration` seconds (default 0.5).
  public static func bouncy(duration: TimeInterval = 0.5, extraBounce: Double = 0.0) -> Animation {
    spring(duration: duration, bounce: 0.3 + extraBounce)
  }

  /// The animation `withAnimation` uses when given none: the iOS 17 default, a critically damped
  /// fluid spring with response **0.55 s** (ζ 1, no blend).
  ///
  /// Apple's documentation says response 0.55; OpenSwiftUI's code evaluates to 0.5 (its
  /// `.spring`). We follow Apple's text (docs/SEMANTICS.md §1.1, "Animation.default conflict"),
  /// which paces the motion about 10 % slower than 0.5 would. Before iOS 17 the default was
  /// `easeInOut`; Flipbook models iOS 17+.
  public static let `default` = Animation.spring(
    response: 0.55, dampingFraction: 1.0, blendDuration: 0.0)

  /// A closed-form spring from physical constants (`mass` default 1, `stiffness`, `damping`),
  /// starting with `initialVelocity` in fractions of the change per second (default 0).
  /// Overlapping changes add up instead of merging; an overdamped spring is evaluated as
  /// critically damped (docs/SEMANTICS.md §1.5).
  public static func interpolatingSpring(
    mass: Double = 1.0, stiffness: Double, damping: Double, initialVelocity: Double = 0.0
  ) -> Animation {
    Animation(
      kind: .interpolatingSpring(
        mass: mass, stiffness: stiffness, damping: damping, initialVelocity: initialVelocity))
  }

  /// A closed-form spring with a perceptual `duration` (default 0.5) and `bounce` (default 0):
  /// stiffness `(2π/duration)²`, damping `2√stiffness·ζ(bounce)`, mass 1.
  public static func interpolatingSpring(
    duration: TimeInterval = 0.5, bounce: Double = 0.0, initialVelocity: Double = 0.0
  ) -> Animation {
    interpolatingSpring(
      Spring(duration: duration, bounce: bounce), initialVelocity: initialVelocity)
  }

  /// A closed-form spring with the physical constants of `spring`.
  public static func interpolatingSpring(_ spring: Spring, initialVelocity: Double = 0.0)
    -> Animation
  {
    interpolatingSpring(
      mass: spring.mass, stiffness: spring.stiffness, damping: spring.damping,
      initialVelocity: initialVelocity)
  }

  /// `interpolatingSpring()`: duration 0.5, no bounce.
  public static var interpolatingSpring: Animation { interpolatingSpring() }
}
