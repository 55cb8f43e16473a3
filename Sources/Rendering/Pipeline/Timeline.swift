import Foundation

/// The video frames of a render: how many, and when each one is.
///
/// Video frame k shows time k / fps, so frame 0 is at time 0 and a render of `frameCount`
/// frames ends one frame period before `duration`.
public struct Timeline: Sendable, Equatable, CustomStringConvertible {
  /// Video frames per second, ≥ 1.
  public let fps: Int
  /// How many video frames, ≥ 1.
  public let frameCount: Int

  public init(fps: Int, frameCount: Int) {
    precondition(fps >= 1, "fps must be ≥ 1, got \(fps)")
    precondition(frameCount >= 1, "a timeline has at least one video frame, got \(frameCount)")
    self.fps = fps
    self.frameCount = frameCount
  }

  /// `round(duration · fps)` video frames, at least one.
  public init(fps: Int, duration: Double) {
    let count = duration.isFinite ? (duration * Double(fps)).rounded() : 1
    self.init(fps: fps, frameCount: max(1, Int(min(count, 10_000_000))))
  }

  /// The time video frame `index` shows, in seconds.
  public func time(ofFrame index: Int) -> Double { Double(index) / Double(fps) }

  /// Every frame's time, in order.
  public var times: [Double] { (0..<frameCount).map(time(ofFrame:)) }

  /// The length of the video, `frameCount / fps` seconds.
  public var duration: Double { Double(frameCount) / Double(fps) }

  public var description: String {
    "\(frameCount) video frames at \(fps) fps (\(String(format: "%.2f", duration)) s)"
  }
}
