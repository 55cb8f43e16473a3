import Foundation
import Media
import Raster

/// Where rendered video frames go.
///
/// The renderer calls ``prepare(_:index:)`` for the frames of a batch in parallel (the work
/// that does not depend on order, such as PNG encoding), then ``write(_:index:)`` for each
/// in order, then ``finish()`` once, or ``cancel()`` on any failure or interruption.
public protocol VideoFrameSink: AnyObject {
  /// Does the order-independent work on video frame `index`. Called from several threads at
  /// once, each with its own frame; must not touch state that `write` uses.
  func prepare(_ pixmap: Pixmap, index: Int) throws -> PreparedFrame
  /// Takes video frame `index` (0, 1, 2, … in order), as `prepare` left it.
  func write(_ frame: PreparedFrame, index: Int) throws
  /// Completes the output and puts it in place.
  func finish() throws
  /// Abandons the output, leaving whatever was at the target before.
  func cancel()
}

extension VideoFrameSink {
  /// By default nothing is prepared: `write` gets the pixels.
  public func prepare(_ pixmap: Pixmap, index: Int) throws -> PreparedFrame { PreparedFrame(pixmap: pixmap) }
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

/// Writes an H.264 MP4, atomically (see `VideoWriter`). Frames are converted to Y′CbCr in
/// `prepare`, so in parallel; the encoder takes them in order.
public final class MP4Sink: VideoFrameSink, @unchecked Sendable {
  let writer: VideoWriter

  public init(path: String, size: PixelSize, fps: Int, preset: VideoPreset) throws {
    writer = try VideoWriter(path: path, width: size.width, height: size.height, fps: fps, preset: preset)
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
}

/// Writes one PNG per video frame into a directory, all or nothing.
///
/// Frames are written into a hidden staging directory beside the target and moved into the
/// target only when every frame is done, so an interrupted render leaves the target as it was.
/// Files in the target with other names are left alone; files with the same names are replaced.
public final class PNGSequenceSink: VideoFrameSink, @unchecked Sendable {
  /// The directory the frames end up in.
  public let directory: String
  /// The file name pattern with one number, e.g. `frame_%04d.png` (see ``FramePattern``).
  public let pattern: String
  private let names: FramePattern
  let staging: String
  private var written: [String] = []
  private var done = false

  /// - Parameters:
  ///   - directory: the target directory; created if missing (its parent must exist).
  ///   - pattern: the file name pattern; default `frame_%04d.png`. Throws when it is not a
  ///     ``FramePattern``.
  public init(directory: String, pattern: String = "frame_%04d.png") throws {
    self.directory = directory
    self.pattern = pattern
    self.names = try FramePattern(pattern)
    let parts = PathParts(directory)
    let (parent, base) = (parts.directory, parts.name)
    let fm = FileManager.default
    var isDir: ObjCBool = false
    if fm.fileExists(atPath: directory, isDirectory: &isDir), !isDir.boolValue {
      throw RenderError.output("\(directory) exists and is not a directory")
    }
    var parentIsDirectory: ObjCBool = false
    guard fm.fileExists(atPath: parent, isDirectory: &parentIsDirectory), parentIsDirectory.boolValue else {
      throw RenderError.output("cannot create \(directory): its folder \(parent) does not exist")
    }
    staging = parent + "/.\(base).partial-\(getpid())-\(UInt32.random(in: .min ... .max))"
    do {
      try fm.createDirectory(atPath: staging, withIntermediateDirectories: false)
    } catch {
      throw RenderError.output("cannot create \(directory): \(PNGSequenceSink.reason(error))")
    }
  }

  deinit { cancel() }

  public func fileName(for index: Int) -> String { names.fileName(for: index) }

  public func prepare(_ pixmap: Pixmap, index: Int) throws -> PreparedFrame {
    PreparedFrame(pixmap: pixmap, bytes: try PNGCodec.encode(pixmap))
  }

  public func write(_ frame: PreparedFrame, index: Int) throws {
    let name = fileName(for: index)
    let bytes = try frame.bytes ?? PNGCodec.encode(frame.pixmap)
    guard FileManager.default.createFile(atPath: staging + "/" + name, contents: Data(bytes)) else {
      throw RenderError.output("cannot write \(staging)/\(name)")
    }
    written.append(name)
  }

  public func finish() throws {
    let fm = FileManager.default
    do {
      try fm.createDirectory(atPath: directory, withIntermediateDirectories: false)
    } catch CocoaError.fileWriteFileExists {
    } catch {
      var isDir: ObjCBool = false
      if !(fm.fileExists(atPath: directory, isDirectory: &isDir) && isDir.boolValue) {
        cancel()
        throw RenderError.output("cannot create \(directory): \(PNGSequenceSink.reason(error))")
      }
    }
    for name in written where rename(staging + "/" + name, directory + "/" + name) != 0 {
      let code = errno
      cancel()
      throw RenderError.output("cannot move \(name) into \(directory): \(String(cString: strerror(code)))")
    }
    try? fm.removeItem(atPath: staging)
    done = true
  }

  public func cancel() {
    guard !done else { return }
    done = true
    try? FileManager.default.removeItem(atPath: staging)
  }

  static func reason(_ error: Error) -> String {
    (error as NSError).localizedFailureReason ?? (error as NSError).localizedDescription
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
