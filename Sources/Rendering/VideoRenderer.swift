import Dispatch
import Drawing
import Foundation
import Media
import Raster
import SceneGraph

/// Renders every video frame of a source into a sink.
///
/// Display lists are produced in order on the calling thread (the scene graph is not
/// thread-safe, and animation state depends on order); rasterizing and PNG encoding then run
/// in parallel, one frame per task, each into a pixmap reused from batch to batch; frames
/// reach the sink in order. Every frame is independent of scheduling, so the output is the same
/// whatever the number of threads.
public struct VideoRenderer {
  /// Pixels per point.
  public var scale: Double
  /// Whether the pixel size is rounded up to even numbers (needed for H.264).
  public var evenDimensions: Bool
  /// Frames rendered concurrently per batch; default 2 × the core count.
  public var batchSize: Int

  public init(scale: Double, evenDimensions: Bool = true, batchSize: Int = 2 * ProcessInfo.processInfo.activeProcessorCount) {
    self.scale = scale
    self.evenDimensions = evenDimensions
    self.batchSize = max(1, batchSize)
  }

  /// Progress after each batch.
  public struct Progress: Sendable {
    public let framesDone: Int
    public let frameCount: Int
    /// Seconds since the render started.
    public let elapsed: Double
  }

  /// Time spent per video frame, in milliseconds, by stage.
  public struct Timings: Sendable {
    /// Scene evaluation, layout and animation (display list production).
    public var layout: [Double] = []
    /// Rasterizing (wall time of each frame's own task).
    public var raster: [Double] = []
    /// PNG or video encoding of each frame.
    public var encode: [Double] = []
    /// Wall time of the whole render, in seconds.
    public var wallSeconds: Double = 0
  }

  /// The pixel size of `source`'s frames.
  public func pixelSize<S: VideoFrameSource>(of source: S) -> (width: Int, height: Int) {
    Rendering.pixelSize(of: source.canvasSize, scale: scale, even: evenDimensions)
  }

  /// Renders all frames of `source` into `sink`, then finishes the sink.
  ///
  /// On any error, or when `isCancelled` returns true between batches, the sink is cancelled
  /// (nothing is left at its target) and the error (or `RenderError.cancelled`) is thrown.
  @discardableResult
  public func render<S: VideoFrameSource>(
    _ source: S, to sink: VideoFrameSink,
    isCancelled: () -> Bool = { false },
    progress: (Progress) -> Void = { _ in }
  ) throws -> Timings {
    Image.installPNGDecoder()  // named images in scenes load through libpng
    var source = source
    let (width, height) = pixelSize(of: source)
    let count = source.frameCount
    var timings = Timings()
    let start = DispatchTime.now()
    let workers = WorkerBuffers(count: min(batchSize, count), width: width, height: height)
    do {
      var next = 0
      while next < count {
        if isCancelled() { throw RenderError.cancelled }
        let batch = min(batchSize, count - next)
        var lists: [DisplayList] = []
        for index in next..<(next + batch) {
          let t0 = DispatchTime.now()
          lists.append(source.displayList(forFrame: index))
          timings.layout.append(milliseconds(since: t0))
        }
        let results = workers.rasterize(lists, scale: scale, encodePNG: sink.wantsPNG)
        for (offset, result) in results.enumerated() {
          timings.raster.append(result.rasterMS)
          let t0 = DispatchTime.now()
          try sink.write(workers.pixmaps[offset], png: result.png, index: next + offset)
          timings.encode.append(result.pngMS + milliseconds(since: t0))
        }
        next += batch
        progress(Progress(framesDone: next, frameCount: count, elapsed: milliseconds(since: start) / 1000))
      }
      if isCancelled() { throw RenderError.cancelled }
      try sink.finish()
    } catch {
      sink.cancel()
      throw error
    }
    timings.wallSeconds = milliseconds(since: start) / 1000
    return timings
  }
}

func milliseconds(since start: DispatchTime) -> Double {
  Double(DispatchTime.now().uptimeNanoseconds - start.uptimeNanoseconds) / 1e6
}

/// Pixmaps reused across batches, one per concurrent frame.
final class WorkerBuffers: @unchecked Sendable {
  struct Result {
    var rasterMS = 0.0
    var pngMS = 0.0
    var png: [UInt8]?
  }

  var pixmaps: [Pixmap]

  init(count: Int, width: Int, height: Int) {
    pixmaps = (0..<max(1, count)).map { _ in Pixmap(width: width, height: height) }
  }

  /// Draws `lists[i]` into `pixmaps[i]` concurrently; optionally encodes each to PNG.
  func rasterize(_ lists: [DisplayList], scale: Double, encodePNG: Bool) -> [Result] {
    var results = [Result](repeating: Result(), count: lists.count)
    pixmaps.withUnsafeMutableBufferPointer { pixmaps in
      results.withUnsafeMutableBufferPointer { results in
        let shared = SharedBuffers(pixmaps: pixmaps, results: results)
        DispatchQueue.concurrentPerform(iterations: lists.count) { i in
          let t0 = DispatchTime.now()
          shared.pixmaps[i].render(lists[i], scale: scale)
          shared.results[i].rasterMS = milliseconds(since: t0)
          if encodePNG {
            let t1 = DispatchTime.now()
            shared.results[i].png = try? PNGCodec.encode(shared.pixmaps[i])
            shared.results[i].pngMS = milliseconds(since: t1)
          }
        }
      }
    }
    return results
  }
}

/// Raw views of the batch buffers for the concurrent tasks; each task touches only index i.
private struct SharedBuffers: @unchecked Sendable {
  let pixmaps: UnsafeMutableBufferPointer<Pixmap>
  let results: UnsafeMutableBufferPointer<WorkerBuffers.Result>
}
