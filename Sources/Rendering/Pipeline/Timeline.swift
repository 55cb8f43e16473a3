import Foundation

/// The video frames of a render: how many, and which scene time each one shows.
///
/// By default video frame k shows time k / fps, so frame 0 is at time 0 and a render of
/// `frameCount` frames ends one frame period before `duration`. A timeline can also be part
/// of a longer one and play the scene at another speed: the video frame at position k of
/// this timeline is video frame number `firstFrame + k` of the whole video and shows scene
/// time `start + (firstFrame + k) · speed / fps`. The time is computed from the frame number
/// in that order, so a part of a timeline (same `speed`, `start` 0) shows exactly, to the
/// bit, the times the whole one shows at those numbers, and at speed ½ frame 2k shows exactly
/// the time frame k shows at speed 1.
public struct Timeline: Sendable, Equatable, CustomStringConvertible {
  /// Video frames per second, ≥ 1.
  public let fps: Int
  /// How many video frames, ≥ 1.
  public let frameCount: Int
  /// The number of this timeline's first video frame in the whole video, ≥ 0; default 0.
  public let firstFrame: Int
  /// Scene seconds per second of video, > 0; default 1. Below 1 is slow motion.
  public let speed: Double
  /// The scene time added to every frame's, in seconds; default 0 (a still at one time is a
  /// one-frame timeline that starts there).
  public let start: Double

  public init(fps: Int, frameCount: Int, firstFrame: Int = 0, speed: Double = 1, start: Double = 0) {
    precondition(fps >= 1, "fps must be ≥ 1, got \(fps)")
    precondition(frameCount >= 1, "a timeline has at least one video frame, got \(frameCount)")
    precondition(firstFrame >= 0, "the first video frame number must be ≥ 0, got \(firstFrame)")
    precondition(speed > 0 && speed.isFinite, "speed must be a finite number > 0, got \(speed)")
    precondition(start >= 0 && start.isFinite, "start must be a finite time ≥ 0, got \(start)")
    self.fps = fps
    self.frameCount = frameCount
    self.firstFrame = firstFrame
    self.speed = speed
    self.start = start
  }

  /// The times of the video frames, `fps` a second, from the start of `span` to its end, both
  /// included when the span is a whole number of frame periods: `lowerBound + k / fps` for
  /// k = 0 … ⌊length · fps⌋. The floor forgives 1e-9 frames of rounding, so 0.5…1.3 at 30 fps
  /// has its 25 frames even though (1.3 − 0.5) · 30 is 23.999999999999996.
  public static func frameTimes(over span: ClosedRange<Double>, fps: Double) -> [Double] {
    precondition(fps > 0 && fps.isFinite, "fps must be a finite number > 0, got \(fps)")
    let count = max(Int(((span.upperBound - span.lowerBound) * fps + 1e-9).rounded(.down)), 0) + 1
    return (0..<count).map { span.lowerBound + Double($0) / fps }
  }

  /// `round(duration · fps)` video frames, at least one.
  public init(fps: Int, duration: Double) {
    let count = duration.isFinite ? (duration * Double(fps)).rounded() : 1
    self.init(fps: fps, frameCount: max(1, Int(min(count, 10_000_000))))
  }

  /// The video frames that show `sceneDuration` seconds of scene at `speed`:
  /// `round(sceneDuration / speed · fps)`, at least one.
  public init(fps: Int, sceneDuration: Double, speed: Double) {
    let count = (sceneDuration / speed * Double(fps)).rounded()
    self.init(fps: fps, frameCount: max(1, Int(min(count.isFinite ? count : 1, 10_000_000))), speed: speed)
  }

  /// Video frames `first` through `last` of this timeline (numbers of the whole video, within
  /// this timeline's), at the same times.
  public func frames(_ first: Int, through last: Int) -> Timeline {
    precondition(
      first >= firstFrame && first <= last && last < firstFrame + frameCount,
      "video frames \(first)…\(last) are not all in \(firstFrame)…\(firstFrame + frameCount - 1)")
    return Timeline(fps: fps, frameCount: last - first + 1, firstFrame: first, speed: speed, start: start)
  }

  /// The number in the whole video of the video frame at position `index` of this timeline.
  public func number(ofFrame index: Int) -> Int { firstFrame + index }

  /// The scene time video frame `index` (a position in this timeline) shows, in seconds.
  public func time(ofFrame index: Int) -> Double { start + Double(firstFrame + index) * speed / Double(fps) }

  /// Every frame's time, in order.
  public var times: [Double] { (0..<frameCount).map(time(ofFrame:)) }

  /// The length of the video, `frameCount / fps` seconds.
  public var duration: Double { Double(frameCount) / Double(fps) }

  public var description: String {
    "\(frameCount) video frames at \(fps) fps (\(String(format: "%.2f", duration)) s)"
      + (firstFrame == 0 ? "" : ", from video frame \(firstFrame)")
      + (speed == 1 ? "" : ", speed \(speed)")
      + (start == 0 ? "" : ", from scene time \(start) s")
  }
}
