import Dispatch
import Drawing
import Foundation
import Raster
import SceneGraph

/// Where the pictures of a render come from: video frames of a fixed pixel size on a
/// timeline, produced in order, a batch at a time.
///
/// A scene played in this process (``SceneFrameSource``), a scene played by another process
/// (a compiled playground file), two sources side by side: the renderer and every sink treat
/// them alike.
public protocol VideoFrameSource {
  /// The video frames: how many, at what rate.
  var timeline: Timeline { get }
  /// The size of every video frame, in pixels.
  var pixelSize: PixelSize { get }
  /// Draws video frames `frames` into `pixmaps` (one per frame, each `pixelSize`).
  ///
  /// Called with consecutive ranges in increasing order, starting at 0.
  mutating func render(_ frames: Range<Int>, into pixmaps: inout [Pixmap]) throws
}

/// A size in whole pixels.
public struct PixelSize: Sendable, Equatable, CustomStringConvertible {
  public var width: Int
  public var height: Int

  public init(width: Int, height: Int) {
    self.width = width
    self.height = height
  }

  /// The size of a canvas of `points` at `scale` pixels per point, rounded up to whole
  /// pixels and, when `even` is set (H.264's 4:2:0 sampling needs it), up to even numbers.
  public init(points: CGSize, scale: Double, even: Bool) {
    func px(_ v: Double) -> Int {
      let n = max(1, Int((v * scale - 1e-9).rounded(.up)))
      return even && n % 2 == 1 ? n + 1 : n
    }
    self.init(width: px(points.width), height: px(points.height))
  }

  public var description: String { "\(width)×\(height) px" }
}

/// One variant of a scene, played in this process: display lists in time order on the
/// calling thread (the scene graph is not thread-safe, and animation state depends on
/// order), then rasterized in parallel, one video frame per task.
///
/// Every frame is a function of its time, so the pixels do not depend on the batch size or
/// the number of threads.
public struct SceneFrameSource: VideoFrameSource {
  public let timeline: Timeline
  public let pixelSize: PixelSize
  /// Pixels per point.
  public let scale: Double
  let player: ScenePlayer

  /// - Parameters:
  ///   - timeline: the frames; by default `fps` frames per second for the scene's duration.
  ///   - scale: pixels per point (3 for an iPhone's @3x).
  ///   - evenDimensions: round the pixel size up to even numbers (for H.264).
  public init(
    _ scene: FlipbookScene, variant: String? = nil, timeline: Timeline, scale: Double, evenDimensions: Bool = false
  ) {
    player = ScenePlayer(scene, variant: variant, displayScale: scale)
    self.timeline = timeline
    self.scale = scale
    pixelSize = PixelSize(points: player.canvasSize, scale: scale, even: evenDimensions)
  }

  public mutating func render(_ frames: Range<Int>, into pixmaps: inout [Pixmap]) throws {
    let lists = frames.map { player.displayList(at: timeline.time(ofFrame: $0)) }
    let scale = self.scale
    pixmaps.withUnsafeMutableBufferPointer { buffer in
      let shared = UnsafeSendable(buffer)
      DispatchQueue.concurrentPerform(iterations: lists.count) { i in
        shared.value[i].render(lists[i], scale: scale)
      }
    }
  }
}

/// Hands a buffer to concurrent tasks that each touch only their own index.
struct UnsafeSendable<T>: @unchecked Sendable {
  let value: T
  init(_ value: T) { self.value = value }
}
