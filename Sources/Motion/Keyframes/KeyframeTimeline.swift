import Foundation

/// The value that a set of keyframe tracks describes at any moment: SwiftUI's
/// `KeyframeTimeline`, and the engine under `keyframeAnimator`.
///
/// The keyframes alone define the path: the timeline starts at `initialValue` and ignores any
/// other animation. Tracks play in parallel and are applied in declaration order, so the last
/// one wins where two animate the same property. A track that has ended holds its last
/// keyframe's value. The tracks are compiled once, when the timeline is made; `value(time:)`
/// then costs a binary search and one closed form per track, so it can be asked every frame.
public struct KeyframeTimeline<Value> {
  private let initialValue: Value
  private let tracks: [any CompiledKeyframeTrack<Value>]

  /// The length of the longest track, in seconds.
  public let duration: TimeInterval

  /// A timeline of the tracks in `content`, starting from `initialValue`.
  public init(
    initialValue: Value, @KeyframesBuilder<Value> content: () -> some Keyframes<Value>
  ) {
    var list = KeyframeTrackList<Value>()
    content()._appendTracks(to: &list)
    self.initialValue = initialValue
    tracks = list.plans.map { $0.compile(initialValue) }
    duration = tracks.map(\.duration).max() ?? 0
  }

  /// The value `time` seconds into the timeline; `time` is clamped to [0, `duration`].
  public func value(time: Double) -> Value {
    let t = time.isNaN ? 0 : min(max(time, 0), duration)
    var value = initialValue
    for track in tracks {
      track.apply(to: &value, time: t)
    }
    return value
  }

  /// The value at `progress` (clamped to [0, 1]) of the timeline's duration.
  public func value(progress: Double) -> Value {
    value(time: min(max(progress, 0), 1) * duration)
  }
}
