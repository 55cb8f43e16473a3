import Foundation

/// A keyframe, or a sequence of keyframes, that one `KeyframeTrack` plays in order.
///
/// Conform only through the keyframe types of this module (`LinearKeyframe`, `CubicKeyframe`,
/// `SpringKeyframe`, `MoveKeyframe`) and the sequences `KeyframeTrackContentBuilder` makes;
/// user-defined content with a `body` is not supported yet.
public protocol KeyframeTrackContent<Value> {
  /// The type the keyframes move.
  associatedtype Value: Animatable

  /// Appends this content's keyframes, in play order. An implementation detail of the
  /// builders; do not call it.
  func _appendKeyframes(to list: inout KeyframeList<Value>)
}

/// Keyframes in play order: what `KeyframeTrackContentBuilder` makes of a block.
public struct KeyframeList<Value: Animatable>: KeyframeTrackContent {
  package var keyframes: [Keyframe<Value>]

  package init(_ keyframes: [Keyframe<Value>] = []) {
    self.keyframes = keyframes
  }

  public func _appendKeyframes(to list: inout KeyframeList<Value>) {
    list.keyframes += keyframes
  }
}

/// One keyframe of any kind: where it goes, for how long and along which shape.
package struct Keyframe<Value: Animatable> {
  package enum Shape {
    case linear(UnitCurve)
    case cubic(startVelocity: Value?, endVelocity: Value?)
    /// `duration` nil: the spring's settling duration.
    case spring(Spring, startVelocity: Value?)
    case move
  }

  /// The value the keyframe reaches at its end.
  package var to: Value
  /// In seconds; nil only for a spring that runs for its settling duration.
  package var duration: TimeInterval?
  package var shape: Shape
}

/// Moves from the previous keyframe's value to `to` along `timingCurve`.
public struct LinearKeyframe<Value: Animatable>: KeyframeTrackContent {
  package var keyframe: Keyframe<Value>

  /// Reaches `to` after `duration` seconds, with output progress `timingCurve(elapsed/duration)`
  /// (default `.linear`).
  public init(_ to: Value, duration: TimeInterval, timingCurve: UnitCurve = .linear) {
    keyframe = Keyframe(to: to, duration: duration, shape: .linear(timingCurve))
  }

  public func _appendKeyframes(to list: inout KeyframeList<Value>) {
    list.keyframes.append(keyframe)
  }
}

/// Moves to `to` along a cubic curve whose end velocities match its neighbours.
///
/// Unset velocities come from the neighbours (see `KeyframePath` for the rules): consecutive
/// cubic keyframes form a Catmull-Rom spline, other keyframe kinds lend their own velocity at
/// the shared point, and the ends of a track are at rest.
public struct CubicKeyframe<Value: Animatable>: KeyframeTrackContent {
  package var keyframe: Keyframe<Value>

  /// Reaches `to` after `duration` seconds. `startVelocity` and `endVelocity` are in value
  /// units per second; nil (the default) derives them from the neighbouring keyframes.
  public init(
    _ to: Value, duration: TimeInterval, startVelocity: Value? = nil, endVelocity: Value? = nil
  ) {
    keyframe = Keyframe(
      to: to, duration: duration,
      shape: .cubic(startVelocity: startVelocity, endVelocity: endVelocity))
  }

  public func _appendKeyframes(to list: inout KeyframeList<Value>) {
    list.keyframes.append(keyframe)
  }
}

/// Moves to `to` as a spring released from the previous keyframe's value.
///
/// The spring starts with `startVelocity`, or else with the velocity the previous keyframe ends
/// with. A `duration` shorter than the spring's settling time cuts it: the next keyframe starts
/// from `to`, not from where the spring was (docs/SEMANTICS.md §6, open question 5; our chosen
/// reading).
public struct SpringKeyframe<Value: Animatable>: KeyframeTrackContent {
  package var keyframe: Keyframe<Value>

  /// Reaches `to` after `duration` seconds (nil, the default: `spring.settlingDuration`),
  /// moving as `spring` (default `Spring()`: 0.5 s, no bounce). `startVelocity` is in value
  /// units per second.
  public init(
    _ to: Value, duration: TimeInterval? = nil, spring: Spring = Spring(),
    startVelocity: Value? = nil
  ) {
    keyframe = Keyframe(
      to: to, duration: duration, shape: .spring(spring, startVelocity: startVelocity))
  }

  public func _appendKeyframes(to list: inout KeyframeList<Value>) {
    list.keyframes.append(keyframe)
  }
}

/// Jumps to `to` immediately; it takes no time and hands on no velocity.
public struct MoveKeyframe<Value: Animatable>: KeyframeTrackContent {
  package var keyframe: Keyframe<Value>

  /// Jumps to `to`.
  public init(_ to: Value) {
    keyframe = Keyframe(to: to, duration: 0, shape: .move)
  }

  public func _appendKeyframes(to list: inout KeyframeList<Value>) {
    list.keyframes.append(keyframe)
  }
}
