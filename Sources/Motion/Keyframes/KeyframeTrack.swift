import Foundation

/// Keyframe tracks for a value of type `Value`, played in parallel by a `KeyframeTimeline`.
///
/// Conform only through `KeyframeTrack` and the groups `KeyframesBuilder` makes; user-defined
/// keyframes with a `body` are not supported yet.
public protocol Keyframes<Value> {
  /// The type the tracks animate (the timeline's value).
  associatedtype Value

  /// Appends this content's tracks, in declaration order. An implementation detail of the
  /// builders; do not call it.
  func _appendTracks(to list: inout KeyframeTrackList<Value>)
}

/// A sequence of keyframes that animates one property of `Root` (or all of it).
///
/// The track starts from the property's value in the timeline's initial value and plays its
/// keyframes one after another.
public struct KeyframeTrack<Root, Value: Animatable, Content: KeyframeTrackContent>: Keyframes
where Content.Value == Value {
  private let keyPath: WritableKeyPath<Root, Value>
  private let content: Content

  /// A track that animates the property at `keyPath`.
  public init(
    _ keyPath: WritableKeyPath<Root, Value>,
    @KeyframeTrackContentBuilder<Value> content: () -> Content
  ) {
    self.keyPath = keyPath
    self.content = content()
  }

  public func _appendTracks(to list: inout KeyframeTrackList<Root>) {
    var keyframes = KeyframeList<Value>()
    content._appendKeyframes(to: &keyframes)
    list.items.append(.track(KeyframeTrackPlan(keyPath: keyPath, keyframes: keyframes)))
  }
}

extension KeyframeTrack where Root == Value {
  /// A track that animates the whole value.
  public init(@KeyframeTrackContentBuilder<Root> content: () -> Content) {
    self.init(\.self, content: content)
  }
}

/// Tracks in declaration order: what `KeyframesBuilder` makes of a block.
///
/// Keyframes written directly in the block, outside any `KeyframeTrack`, animate the whole
/// value; consecutive ones form a single track.
public struct KeyframeTrackList<Root>: Keyframes {
  package enum Item {
    case track(KeyframeTrackPlan<Root>)
    case wholeValue(any WholeValueKeyframes<Root>)
  }

  package var items: [Item] = []

  package init() {}

  public func _appendTracks(to list: inout KeyframeTrackList<Root>) {
    list.items += items
  }

  /// The tracks to compile, with consecutive whole-value keyframes joined into one track.
  package var plans: [KeyframeTrackPlan<Root>] {
    var plans: [KeyframeTrackPlan<Root>] = []
    var pending: (any WholeValueKeyframes<Root>)? = nil
    for item in items {
      switch item {
      case .track(let plan):
        if let run = pending { plans.append(run.plan) }
        pending = nil
        plans.append(plan)
      case .wholeValue(let keyframes):
        pending = pending.map { $0.appending(keyframes) } ?? keyframes
      }
    }
    if let run = pending { plans.append(run.plan) }
    return plans
  }
}

/// An uncompiled track: compiled once the timeline's initial value is known.
package struct KeyframeTrackPlan<Root> {
  package let compile: (Root) -> any CompiledKeyframeTrack<Root>

  package init<Value: Animatable>(
    keyPath: WritableKeyPath<Root, Value>, keyframes: KeyframeList<Value>
  ) {
    compile = { root in
      PropertyKeyframeTrack(keyPath: keyPath, initialValue: root[keyPath: keyPath], keyframes)
    }
  }
}

/// Keyframes that animate the whole value, waiting to be joined with their neighbours.
package protocol WholeValueKeyframes<Root> {
  associatedtype Root
  /// These keyframes followed by `next`'s.
  func appending(_ next: any WholeValueKeyframes<Root>) -> any WholeValueKeyframes<Root>
  var plan: KeyframeTrackPlan<Root> { get }
}

/// The one kind of whole-value keyframes: a keyframe list on the root type itself.
package struct WholeValueKeyframeList<Value: Animatable>: WholeValueKeyframes {
  package typealias Root = Value
  package var keyframes: KeyframeList<Value>

  package func appending(_ next: any WholeValueKeyframes<Value>) -> any WholeValueKeyframes<Value>
  {
    guard let next = next as? Self else {
      preconditionFailure("whole-value keyframes of \(Value.self) in two representations")
    }
    return Self(keyframes: KeyframeList(keyframes.keyframes + next.keyframes.keyframes))
  }

  package var plan: KeyframeTrackPlan<Value> {
    KeyframeTrackPlan(keyPath: \.self, keyframes: keyframes)
  }
}

/// A compiled track, ready to write its property at any time.
package protocol CompiledKeyframeTrack<Root> {
  associatedtype Root
  /// In seconds: the sum of the track's keyframe durations.
  var duration: Double { get }
  /// Writes the track's value at `time` (seconds from the timeline's start) into `root`.
  func apply(to root: inout Root, time: Double)
}

/// A track on the property at a key path, compiled to a `KeyframePath` on its animatable data.
///
/// Parts of the value outside `animatableData` come from the keyframe being played (they jump
/// when it starts, as a non-animatable property does in any SwiftUI animation).
package struct PropertyKeyframeTrack<Root, Value: Animatable>: CompiledKeyframeTrack {
  private let keyPath: WritableKeyPath<Root, Value>
  private let path: KeyframePath<Value.AnimatableData>
  /// Keyframe i's target, whole.
  private let targets: [Value]

  package init(
    keyPath: WritableKeyPath<Root, Value>, initialValue: Value, _ keyframes: KeyframeList<Value>
  ) {
    self.keyPath = keyPath
    targets = keyframes.keyframes.map(\.to)
    var steps: [KeyframeStep<Value.AnimatableData>] = []
    for keyframe in keyframes.keyframes { steps.append(Self.step(keyframe)) }
    path = KeyframePath(initialValue: initialValue.animatableData, steps: steps)
  }

  private static func step(_ keyframe: Keyframe<Value>) -> KeyframeStep<Value.AnimatableData> {
    let shape: KeyframeStep<Value.AnimatableData>.Shape
    var duration = keyframe.duration
    switch keyframe.shape {
    case .linear(let curve):
      shape = .linear(curve)
    case .cubic(let start, let end):
      shape = .cubic(startVelocity: start?.animatableData, endVelocity: end?.animatableData)
    case .spring(let spring, let start):
      shape = .spring(spring, startVelocity: start?.animatableData)
      duration = duration ?? spring.settlingDuration
    case .move:
      shape = .move
    }
    return KeyframeStep(to: keyframe.to.animatableData, duration: duration ?? 0, shape: shape)
  }

  package var duration: Double { path.duration }

  package func apply(to root: inout Root, time: Double) {
    guard let last = targets.last else { return }
    guard let index = path.segmentIndex(at: time) else {
      if time >= path.duration { root[keyPath: keyPath] = last }
      return
    }
    var value = targets[index]
    value.animatableData = path.value(inSegment: index, at: time)
    root[keyPath: keyPath] = value
  }
}
