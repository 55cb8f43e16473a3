import Dispatch
import Foundation
import Raster
import SceneGraph

/// Renders every video frame of a source into a sink: the one frame pipeline that the
/// command line, the benchmark, `inspect` and golden tests all go through.
///
/// Frames go in batches: the source draws a batch (a scene rasterizes its frames in
/// parallel), the sink prepares them in parallel (PNG encoding), then writes them in order.
/// Pixel buffers are reused from batch to batch, so memory stays flat however long the video.
/// Every frame depends only on its time, so the output is the same whatever the number of
/// threads.
public struct VideoRenderer {
  /// Video frames per batch; default the core count, one frame per core to draw and prepare.
  /// Twice that rendered the hero no faster (to MP4 or PNGs) and held two more @3x frames and
  /// their Y′CbCr at the MP4's peak: 27 MB more (`render bench`, 2026-12-05).
  public var batchSize: Int

  public init(batchSize: Int = ProcessInfo.processInfo.activeProcessorCount) {
    self.batchSize = max(1, batchSize)
  }

  /// Progress after each batch.
  public struct Progress: Sendable {
    public let framesDone: Int
    public let frameCount: Int
    /// Seconds since the render started.
    public let elapsed: Double
  }

  /// What a finished render took.
  public struct Timings: Sendable {
    /// Wall time of the whole render, in seconds.
    public var wallSeconds: Double = 0
  }

  /// Renders all frames of `source` into `sink`, then finishes the sink.
  ///
  /// The sink sees each video frame under its number in the whole video
  /// (`Timeline.number(ofFrame:)`): a render of frames 30…60 of a timeline writes
  /// `frame_0030.png` … `frame_0060.png`.
  ///
  /// On any error, or when `isCancelled` returns true between batches, the sink is cancelled
  /// (nothing is left at its target) and the error (or `RenderError.cancelled`) is thrown.
  @discardableResult
  public func render<Source: VideoFrameSource>(
    _ source: Source, to sink: VideoFrameSink,
    isCancelled: () -> Bool = { false },
    progress: (Progress) -> Void = { _ in }
  ) throws -> Timings {
    Image.installPNGDecoder()  // named images in scenes load through libpng
    var source = source
    let timeline = source.timeline
    let count = timeline.frameCount
    let size = source.pixelSize
    let start = DispatchTime.now()
    var pixmaps = (0..<min(batchSize, count)).map { _ in Pixmap(width: size.width, height: size.height) }
    do {
      var next = 0
      while next < count {
        if isCancelled() { throw RenderError.cancelled }
        let batch = next..<min(next + batchSize, count)
        if pixmaps.count != batch.count { pixmaps.removeLast(pixmaps.count - batch.count) }
        try source.render(batch, into: &pixmaps)
        for (k, pixmap) in pixmaps.enumerated() where pixmap.width != size.width || pixmap.height != size.height {
          throw RenderError.output(
            "video frame \(timeline.number(ofFrame: batch.lowerBound + k)) is \(pixmap.width)×\(pixmap.height) px, the video is \(size)")
        }
        let first = timeline.number(ofFrame: batch.lowerBound)
        let prepared = try prepare(pixmaps, firstIndex: first, sink: sink)
        for (k, frame) in prepared.enumerated() { try sink.write(frame, index: first + k) }
        next = batch.upperBound
        progress(Progress(framesDone: next, frameCount: count, elapsed: seconds(since: start)))
      }
      if isCancelled() { throw RenderError.cancelled }
      try sink.finish()
    } catch {
      sink.cancel()
      throw error
    }
    return Timings(wallSeconds: seconds(since: start))
  }

  /// The sink's `prepare` on every frame of a batch, in parallel; the first error wins.
  private func prepare(_ pixmaps: [Pixmap], firstIndex: Int, sink: VideoFrameSink) throws -> [PreparedFrame] {
    var results = [Result<PreparedFrame, any Error>?](repeating: nil, count: pixmaps.count)
    results.withUnsafeMutableBufferPointer { buffer in
      let shared = UnsafeSendable((buffer, sink))
      DispatchQueue.concurrentPerform(iterations: pixmaps.count) { i in
        let (results, sink) = shared.value
        results[i] = Result { try sink.prepare(pixmaps[i], index: firstIndex + i) }
      }
    }
    return try results.map { try $0!.get() }
  }
}

func seconds(since start: DispatchTime) -> Double {
  Double(DispatchTime.now().uptimeNanoseconds - start.uptimeNanoseconds) / 1e9
}
