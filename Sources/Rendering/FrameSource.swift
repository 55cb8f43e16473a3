import Drawing
import Foundation
import SceneGraph

/// Something that yields the display list of each video frame, in order.
public protocol VideoFrameSource {
  /// The canvas size, in points.
  var canvasSize: CGSize { get }
  /// How many video frames there are.
  var frameCount: Int { get }
  /// The display list of video frame `index`; called with 0, 1, 2, … in order.
  mutating func displayList(forFrame index: Int) -> DisplayList
}

/// A scene played by its script: video frame k shows time k / fps.
public struct SceneFrameSource: VideoFrameSource {
  let runtime: SceneRuntime
  /// Frames per second.
  public let fps: Int
  public let frameCount: Int

  public var canvasSize: CGSize { runtime.canvasSize }

  /// - Parameters:
  ///   - duration: seconds of video; the frame count is `round(duration · fps)`, at least 1.
  public init(runtime: SceneRuntime, fps: Int, duration: Double) {
    self.runtime = runtime
    self.fps = fps
    self.frameCount = max(1, Int((duration * Double(fps)).rounded()))
  }

  public mutating func displayList(forFrame index: Int) -> DisplayList {
    runtime.displayList(at: Double(index) / Double(fps))
  }
}

/// The size in pixels of a canvas of `points` at `scale`, rounded up to whole pixels and,
/// when `even` is set (H.264 4:2:0 needs it), up to even numbers.
public func pixelSize(of points: CGSize, scale: Double, even: Bool) -> (width: Int, height: Int) {
  func px(_ v: Double) -> Int {
    let n = Int((v * scale - 1e-9).rounded(.up))
    return even && n % 2 == 1 ? n + 1 : n
  }
  return (px(points.width), px(points.height))
}
