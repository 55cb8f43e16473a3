import Foundation

/// Builds the keyframes of one track from a block: the keyframes play in the order written.
///
/// Supports `if`, `if`/`else`, `switch`, `for` loops and `#available` checks.
@resultBuilder
public struct KeyframeTrackContentBuilder<Value: Animatable> {
  public static func buildExpression<Content: KeyframeTrackContent>(
    _ content: Content
  ) -> KeyframeList<Value> where Content.Value == Value {
    var list = KeyframeList<Value>()
    content._appendKeyframes(to: &list)
    return list
  }

  public static func buildBlock(_ parts: KeyframeList<Value>...) -> KeyframeList<Value> {
    KeyframeList(parts.flatMap(\.keyframes))
  }

  public static func buildOptional(_ part: KeyframeList<Value>?) -> KeyframeList<Value> {
    part ?? KeyframeList()
  }

  public static func buildEither(first part: KeyframeList<Value>) -> KeyframeList<Value> { part }

  public static func buildEither(second part: KeyframeList<Value>) -> KeyframeList<Value> { part }

  public static func buildArray(_ parts: [KeyframeList<Value>]) -> KeyframeList<Value> {
    KeyframeList(parts.flatMap(\.keyframes))
  }

  public static func buildLimitedAvailability(_ part: KeyframeList<Value>) -> KeyframeList<Value> {
    part
  }
}

/// Builds the tracks of a timeline from a block: `KeyframeTrack`s, which play in parallel, or
/// keyframes written directly, which animate the whole value in sequence.
///
/// Supports `if`, `if`/`else`, `switch`, `for` loops and `#available` checks.
@resultBuilder
public struct KeyframesBuilder<Value> {
  public static func buildExpression<Content: Keyframes>(
    _ content: Content
  ) -> KeyframeTrackList<Value> where Content.Value == Value {
    var list = KeyframeTrackList<Value>()
    content._appendTracks(to: &list)
    return list
  }

  /// A keyframe outside any track animates the whole value.
  public static func buildExpression<Content: KeyframeTrackContent>(
    _ content: Content
  ) -> KeyframeTrackList<Value> where Content.Value == Value {
    var keyframes = KeyframeList<Value>()
    content._appendKeyframes(to: &keyframes)
    var list = KeyframeTrackList<Value>()
    list.items.append(.wholeValue(WholeValueKeyframeList(keyframes: keyframes)))
    return list
  }

  public static func buildBlock(_ parts: KeyframeTrackList<Value>...) -> KeyframeTrackList<Value> {
    joined(parts)
  }

  public static func buildOptional(_ part: KeyframeTrackList<Value>?) -> KeyframeTrackList<Value> {
    part ?? KeyframeTrackList()
  }

  public static func buildEither(first part: KeyframeTrackList<Value>) -> KeyframeTrackList<Value> {
    part
  }

  public static func buildEither(second part: KeyframeTrackList<Value>) -> KeyframeTrackList<Value>
  {
    part
  }

  public static func buildArray(_ parts: [KeyframeTrackList<Value>]) -> KeyframeTrackList<Value> {
    joined(parts)
  }

  public static func buildLimitedAvailability(
    _ part: KeyframeTrackList<Value>
  ) -> KeyframeTrackList<Value> {
    part
  }

  private static func joined(_ parts: [KeyframeTrackList<Value>]) -> KeyframeTrackList<Value> {
    var list = KeyframeTrackList<Value>()
    list.items = parts.flatMap(\.items)
    return list
  }
}
