import Foundation
import Media
import Raster

/// Where rendered video frames go.
///
/// The renderer calls ``prepare(_:index:)`` for the frames of a batch in parallel (the work
/// that does not depend on order, such as PNG encoding), then ``write(_:index:)`` for each
/// in order, then ``finish()`` once, or ``cancel()`` on any failure or interruption.
public protocol VideoFrameSink: AnyObject {
  /// Does the order-independent work on video frame `index` (its number in the whole video,
  /// `Timeline.number(ofFrame:)`). Called from several threads at once, each with its own
  /// frame; must not touch state that `write` uses.
  func prepare(_ pixmap: Pixmap, index: Int) throws -> PreparedFrame
  /// Takes video frame `index` (consecutive numbers in order: 0, 1, 2, …, or from the
  /// timeline's first frame number), as `prepare` left it.
  func write(_ frame: PreparedFrame, index: Int) throws
  /// Completes the output and puts it in place.
  func finish() throws
  /// Abandons the output, leaving whatever was at the target before.
  func cancel()
  /// The temporary that holds the output until `finish()`, if any: what a process that must
  /// exit at once (a second Ctrl-C) removes on its way out.
  var temporaryPath: String? { get }
}

extension VideoFrameSink {
  /// By default nothing is prepared: `write` gets the pixels.
  public func prepare(_ pixmap: Pixmap, index: Int) throws -> PreparedFrame { PreparedFrame(pixmap: pixmap) }
  public var temporaryPath: String? { nil }
}

/// A video frame on its way from the renderer to a sink: its pixels and whatever the sink's
/// `prepare` made of them.
public struct PreparedFrame: @unchecked Sendable {
  /// The rendered pixels (a copy-on-write share of the renderer's buffer).
  public let pixmap: Pixmap
  /// Encoded bytes, for sinks that encode in `prepare` (PNG).
  public let bytes: [UInt8]?
  /// The frame converted for video, for sinks that convert in `prepare` (MP4).
  public let video: YUV420Frame?

  public init(pixmap: Pixmap, bytes: [UInt8]? = nil, video: YUV420Frame? = nil) {
    self.pixmap = pixmap
    self.bytes = bytes
    self.video = video
  }
}

/// Writes an H.264 or HEVC MP4, atomically (see `VideoWriter`). Frames are converted to
/// Y′CbCr in `prepare`, so in parallel; the encoder takes them in order.
public final class MP4Sink: VideoFrameSink, @unchecked Sendable {
  let writer: VideoWriter

  /// - Parameter codec: `.h264` (default) or `.hevc`.
  /// - Throws: `MediaError` when the video cannot be opened, e.g. `.invalidInput` naming
  ///   libx265 when HEVC is asked for and this libavcodec has no libx265, or for
  ///   `.prores4444`, which goes into a MOV (``MOVSink``).
  public init(path: String, size: PixelSize, fps: Int, preset: VideoPreset, codec: VideoCodec = .h264) throws {
    guard codec != .prores4444 else {
      throw MediaError.invalidInput(path: path, reason: "ProRes 4444 goes into a QuickTime movie (NAME.mov), not an MP4")
    }
    writer = try VideoWriter(path: path, width: size.width, height: size.height, fps: fps, preset: preset, codec: codec)
  }

  /// Why libx264 was not used (it is missing), when another encoder writes the video.
  public var fallbackWarning: String? { writer.fallbackWarning }

  public func prepare(_ pixmap: Pixmap, index: Int) throws -> PreparedFrame {
    PreparedFrame(pixmap: pixmap, video: YUV420Frame(converting: pixmap))
  }

  public func write(_ frame: PreparedFrame, index: Int) throws {
    if let video = frame.video { try writer.append(video) } else { try writer.append(frame.pixmap) }
  }

  public func finish() throws { try writer.finish() }

  public func cancel() { writer.cancel() }

  public var temporaryPath: String? { writer.temporaryPath }
}

/// Writes an Apple ProRes 4444 QuickTime movie with alpha, atomically (see `VideoWriter`):
/// the frames' transparency is kept, as straight alpha. Any size, odd included.
public final class MOVSink: VideoFrameSink, @unchecked Sendable {
  let writer: VideoWriter

  public init(path: String, size: PixelSize, fps: Int) throws {
    writer = try VideoWriter(path: path, width: size.width, height: size.height, fps: fps, codec: .prores4444)
  }

  public func write(_ frame: PreparedFrame, index: Int) throws { try writer.append(frame.pixmap) }

  public func finish() throws { try writer.finish() }

  public func cancel() { writer.cancel() }

  public var temporaryPath: String? { writer.temporaryPath }
}

/// Writes an animated PNG, atomically: frames are encoded as PNGs in `prepare`, so in
/// parallel, and their image data goes into the file in order (`APNGWriter`).
public final class APNGSink: VideoFrameSink, @unchecked Sendable {
  private let file: AtomicFile
  private var writer: APNGWriter

  public init(path: String, size: PixelSize, fps: Int, frameCount: Int) throws {
    writer = try APNGWriter(frameCount: frameCount, fps: fps, width: size.width, height: size.height)
    file = try AtomicFile(path: path)
  }

  public func prepare(_ pixmap: Pixmap, index: Int) throws -> PreparedFrame {
    PreparedFrame(pixmap: pixmap, bytes: try PNGCodec.encode(pixmap, compressionLevel: 6))
  }

  public func write(_ frame: PreparedFrame, index: Int) throws {
    let png = try frame.bytes ?? PNGCodec.encode(frame.pixmap, compressionLevel: 6)
    try file.write(writer.chunks(forEncoded: png, width: frame.pixmap.width, height: frame.pixmap.height))
  }

  public func finish() throws {
    guard writer.isComplete else {
      throw MediaError.invalidInput(path: file.path, reason: "the animation announced \(writer.frameCount) frames and got fewer")
    }
    try file.write(writer.trailer)
    try file.commit()
  }

  public func cancel() { file.discard() }

  public var temporaryPath: String? { file.temporaryPath }
}

/// Writes a looping animated GIF, atomically (see `GIFEncoder`).
///
/// GIF has one palette for the whole animation here, and it can be chosen only once every
/// frame is known, so nothing is encoded before `finish()`: `write` keeps each frame's changed
/// rectangle (the first frame whole) as RGB, 3 bytes per pixel, and `finish()` picks the
/// palette, encodes and puts the file in place. Memory is therefore what changed over the
/// whole render: little for a UI animation, `3 · width · height` bytes per frame at worst. A
/// palette from the first frames alone would miss colours that appear later (a sheet sliding
/// in), so all frames are kept rather than a sample.
public final class GIFSink: VideoFrameSink, @unchecked Sendable {
  private let file: AtomicFile
  private var encoder: GIFEncoder

  /// - Throws: `.invalidInput` for a size or rate GIF cannot hold (`fps` must be 1…100);
  ///   `.system(call: "open", …)` when `path` cannot be written.
  public init(path: String, size: PixelSize, fps: Int) throws {
    encoder = try GIFEncoder(width: size.width, height: size.height, fps: fps)
    file = try AtomicFile(path: path)
  }

  public func write(_ frame: PreparedFrame, index: Int) throws { try encoder.append(frame.pixmap) }

  public func finish() throws {
    try file.write(encoder.encode())
    try file.commit()
  }

  public func cancel() { file.discard() }

  public var temporaryPath: String? { file.temporaryPath }
}

/// Writes one PNG per video frame into a directory, all or nothing.
///
/// Frames are written into a hidden staging directory beside the target, and `finish()` swaps
/// the whole staging directory in for the target (`AtomicDirectory`): afterwards the target
/// holds exactly this render's frames, with no frame left over from an earlier, longer render;
/// after a failure, an interruption or a kill it is exactly as it was. Files in the target whose
/// names are not frame names of `pattern` (notes, a README, other sequences) are carried over
/// into the new directory, so a render replaces frames, never the user's other files; a file
/// that fits the pattern (`frame_0042.png`, `frame_12345.png`) is a frame and goes with the
/// old ones. Temporaries that a killed run left beside the target are removed on the way in.
public final class PNGSequenceSink: VideoFrameSink, @unchecked Sendable {
  /// The directory the frames end up in.
  public let directory: String
  /// The file name pattern with one number, e.g. `frame_%04d.png` (see ``FramePattern``).
  public let pattern: String
  private let names: FramePattern
  /// The directory that receives the frames until `finish()` (and its swap).
  package let output: AtomicDirectory
  private var done = false

  /// - Parameters:
  ///   - directory: the target directory; created if missing (its parent must exist).
  ///   - pattern: the file name pattern; default `frame_%04d.png`. Throws when it is not a
  ///     ``FramePattern``.
  public init(directory: String, pattern: String = "frame_%04d.png") throws {
    self.directory = directory
    self.pattern = pattern
    self.names = try FramePattern(pattern)
    let parent = PathParts(directory).directory
    var isDir: ObjCBool = false
    if FileManager.default.fileExists(atPath: directory, isDirectory: &isDir), !isDir.boolValue {
      throw RenderError.output("\(directory) exists and is not a directory")
    }
    var parentIsDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: parent, isDirectory: &parentIsDirectory), parentIsDirectory.boolValue else {
      throw RenderError.output("cannot create \(directory): its folder \(parent) does not exist")
    }
    do {
      output = try AtomicDirectory(path: directory)
    } catch {
      throw RenderError.output("cannot create \(directory): \(error)")
    }
  }

  deinit { cancel() }

  public var temporaryPath: String? { output.stagingPath }

  public func fileName(for index: Int) -> String { names.fileName(for: index) }

  /// Whether `name` is a frame file of `pattern`: its text around the number, and only
  /// digits in between.
  public func isFrameName(_ name: String) -> Bool { names.matches(name) }

  public func prepare(_ pixmap: Pixmap, index: Int) throws -> PreparedFrame {
    PreparedFrame(pixmap: pixmap, bytes: try PNGCodec.encode(pixmap))
  }

  public func write(_ frame: PreparedFrame, index: Int) throws {
    let name = fileName(for: index)
    let bytes = try frame.bytes ?? PNGCodec.encode(frame.pixmap)
    guard FileManager.default.createFile(atPath: output.stagingPath + "/" + name, contents: Data(bytes)) else {
      throw RenderError.output("cannot write \(output.stagingPath)/\(name)")
    }
  }

  public func finish() throws {
    done = true
    do {
      try output.commit { [self] name in !isFrameName(name) }
    } catch {
      throw RenderError.output("cannot put the frames in \(directory): \(error)")
    }
  }

  public func cancel() {
    guard !done else { return }
    done = true
    output.discard()
  }
}

/// Keeps every frame in memory: for tests and tools.
public final class MemorySink: VideoFrameSink {
  public private(set) var frames: [Pixmap] = []
  public init() {}
  public func write(_ frame: PreparedFrame, index: Int) throws { frames.append(frame.pixmap) }
  public func finish() throws {}
  public func cancel() { frames = [] }
}

/// Why a render failed.
public enum RenderError: Error, CustomStringConvertible, Equatable {
  /// The output could not be written.
  case output(String)
  /// The render was interrupted (Ctrl-C); nothing was left at the target.
  case cancelled

  public var description: String {
    switch self {
    case .output(let message): message
    case .cancelled: "interrupted; nothing was written"
    }
  }
}
