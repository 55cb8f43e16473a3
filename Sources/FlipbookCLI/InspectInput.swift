import Dispatch
import Drawing
import Foundation
import Media
import Raster
import Flipbook

/// Video frames to measure, read in batches: a built-in scene, a video file or a PNG sequence.
///
/// Batches let the expensive per-frame work (rasterizing, PNG decoding, measuring) run on every
/// core while frames still arrive in order.
protocol FrameStream: AnyObject {
  /// What is measured, as the summary, CSV and plot name it (`naive`, `out.mp4`, …).
  var name: String { get }
  /// Video frames per second; time of frame k is k / fps.
  var fps: Double { get }
  /// The number of video frames, when known before reading.
  var expectedCount: Int? { get }
  /// Up to `limit` next video frames; empty after the last one.
  func nextBatch(limit: Int) throws(CLIError) -> [Pixmap]
}

/// Opens the frame stream a command-line input names: a file (video), a directory or a
/// `%d` pattern (PNG sequence); `threads` decode a video (`nil`: one per core).
func openFrameStream(path: String, fps: Double?, threads: Int? = nil) throws(CLIError) -> FrameStream {
  var isDirectory: ObjCBool = false
  let exists = FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory)
  if let (folder, names) = try pngPattern(path) {
    return try PNGSequenceStream(folder: folder, names: names, fps: fps ?? 60)
  }
  guard exists else { throw .failure("cannot read \(path): no such file or directory") }
  if isDirectory.boolValue { return try PNGSequenceStream(directory: path, fps: fps ?? 60) }
  if path.lowercased().hasSuffix(".png") {
    return try PNGSequenceStream(files: [path], name: path, fps: fps ?? 60)
  }
  // libavformat would wait forever on a FIFO with no writer, or read a device without end.
  var info = stat()
  if stat(path, &info) == 0, info.st_mode & S_IFMT != S_IFREG {
    throw .failure("cannot read video \(path): not a regular file (a FIFO, socket or device); a video must be a file")
  }
  return try VideoStream(path: path, fps: fps, threads: threads)
}

/// The files input `path` reads: the frames of a PNG sequence (a directory or a pattern), or
/// the file itself.
func filesRead(byInput path: String) throws(CLIError) -> [String] {
  if let (folder, names) = try pngPattern(path) { return try PNGSequenceFiles.list(folder: folder, pattern: names) }
  var isDirectory: ObjCBool = false
  if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue {
    return try PNGSequenceFiles.list(directory: path)
  }
  return [path]
}

/// The PNG sequence an input such as `DIR/frame_%04d.png` names (a `.png` path with `%` in its
/// file name): the folder as typed, up to its last `/`, and the file name pattern; `nil` for
/// any other input. A pattern that is not a ``FramePattern`` is a usage error.
func pngPattern(_ path: String) throws(CLIError) -> (folder: String, names: FramePattern)? {
  let slash = path.lastIndex(of: "/").map(path.index(after:)) ?? path.startIndex
  let folder = String(path[..<slash]), name = String(path[slash...])
  guard name.contains("%") && name.lowercased().hasSuffix(".png") else { return nil }
  do {
    return (folder, try FramePattern(name))
  } catch {
    throw .usage("\(path): \(error)")
  }
}

/// A source of the render pipeline (a scene, a playground file, two side by side), read in
/// batches.
final class SourceStream: FrameStream {
  let name: String
  var fps: Double { Double(source.timeline.fps) }
  var expectedCount: Int? { source.timeline.frameCount }
  private var source: any VideoFrameSource
  private var next = 0

  init(name: String, source: any VideoFrameSource) {
    self.name = name
    self.source = source
  }

  func nextBatch(limit: Int) throws(CLIError) -> [Pixmap] {
    let count = min(limit, source.timeline.frameCount - next)
    guard count > 0 else { return [] }
    let size = source.pixelSize
    var pixmaps = (0..<count).map { _ in Pixmap(width: size.width, height: size.height) }
    do {
      try source.render(next..<(next + count), into: &pixmaps)
    } catch let error as CLIError {
      throw error
    } catch {
      throw .failure("\(name): \(error)")
    }
    next += count
    return pixmaps
  }
}

/// A video file decoded by libavformat/libavcodec (any codec and pixel format FFmpeg reads).
final class VideoStream: FrameStream {
  let name: String
  let fps: Double
  let expectedCount: Int?
  private let reader: VideoReader

  /// - Parameter threads: decoder threads; `nil` for one per core (the decoded pixels are the
  ///   same with any number).
  init(path: String, fps: Double?, threads: Int? = nil) throws(CLIError) {
    name = path
    do {
      let probe = try VideoProbe.probe(path: path)
      reader = try VideoReader(path: path, threads: threads ?? ProcessInfo.processInfo.activeProcessorCount)
      expectedCount = probe.frameCount > 0 ? probe.frameCount : nil
      let rate = probe.frameRate.value > 0 ? probe.frameRate.value : reader.frameRate
      self.fps = fps ?? (rate > 0 ? rate : 60)
    } catch {
      throw .failure("cannot read video \(path): \(error)")
    }
  }

  func nextBatch(limit: Int) throws(CLIError) -> [Pixmap] {
    do {
      // Converted on all cores; at most FrameBatch.maximumBytes of pixmaps, as hasRoom allows.
      return try reader.nextFrames(limit: limit, maximumBytes: FrameBatch.maximumBytes)
    } catch {
      throw .failure("cannot decode \(name): \(error)")
    }
  }
}

/// PNG files in video frame order (see ``PNGSequenceFiles``), decoded a batch at a time.
final class PNGSequenceStream: FrameStream {
  let name: String
  let fps: Double
  let files: [String]
  var expectedCount: Int? { files.count }
  private var next = 0

  init(files: [String], name: String, fps: Double) throws(CLIError) {
    guard !files.isEmpty else { throw .failure("\(name): no PNG files") }
    self.files = files
    self.name = name
    self.fps = fps
  }

  convenience init(directory: String, fps: Double) throws(CLIError) {
    try self.init(files: PNGSequenceFiles.list(directory: directory), name: directory, fps: fps)
  }

  convenience init(folder: String, names: FramePattern, fps: Double) throws(CLIError) {
    try self.init(files: PNGSequenceFiles.list(folder: folder, pattern: names), name: folder + names.text, fps: fps)
  }

  /// Up to `limit` next frames, fewer when their declared sizes exceed
  /// `FrameBatch.maximumBytes` together (never none while files remain).
  func nextBatch(limit: Int) throws(CLIError) -> [Pixmap] {
    let candidates = files[next..<min(files.count, next + limit)]
    // By the sizes the files declare, before any is decoded (an unreadable one counts as
    // empty: decoding it reports why).
    let declared = candidates.map { path in PNGCodec.declaredSize(contentsOf: path).map { $0.width * $0.height } ?? 0 }
    let paths = Array(candidates.prefix(FrameBatch.count(ofFramesOf: declared)))
    next += paths.count
    let decoded = parallelMap(paths) { path -> Result<Pixmap, MediaError> in
      do throws(MediaError) { return .success(try PNGCodec.read(contentsOf: path)) } catch { return .failure(error) }
    }
    var batch: [Pixmap] = []
    for result in decoded {
      switch result {
      case .success(let pixmap): batch.append(pixmap)
      case .failure(let error): throw .failure("cannot read PNG: \(error)")
      }
    }
    return batch
  }
}

/// `transform` applied to every element on all cores; results in order.
func parallelMap<T, R>(_ items: [T], _ transform: (T) -> R) -> [R] {
  guard items.count > 1 else { return items.map(transform) }
  let results = UnsafeMutableBufferPointer<R?>.allocate(capacity: items.count)
  results.initialize(repeating: nil)
  defer { results.deinitialize(); results.deallocate() }
  withoutActuallyEscaping(transform) { transform in
    let box = UncheckedBox(items: items, results: results, transform: transform)
    DispatchQueue.concurrentPerform(iterations: items.count) { i in
      box.results[i] = box.transform(box.items[i])
    }
  }
  return results.map { $0! }
}

/// Hands the batch and its result slots to the concurrent tasks; each touches only its index.
private struct UncheckedBox<T, R>: @unchecked Sendable {
  let items: [T]
  let results: UnsafeMutableBufferPointer<R?>
  let transform: (T) -> R
}
