import Flipbook
import Foundation

/// The side of a playground file's program that another `render` talks to: hidden commands
/// that describe the file's scene and stream its video frames (see `StreamedFrameSource`).
struct LiveViewServer {
  static let describeCommand = "__describe-live-view"
  static let framesCommand = "__stream-live-view"

  /// `__describe-live-view --fps N [scene options]`: one JSON line with the canvas in points
  /// and the automatic duration.
  static func describe(_ args: inout Arguments, _ catalog: SceneCatalog) throws(CLIError) {
    let fps = try args.number("--fps", default: 60, in: 1...240)
    let scene = try self.scene(&args, catalog)
    let (seconds, warning) = ScenePlayer.duration(of: scene, variant: nil, fps: fps)
    print(LiveViewDescription.json(size: scene.canvasSize(), duration: seconds, warning: warning))
  }

  /// `__stream-live-view --fps N --frames N --scale S [--even] [--first-frame N] [--speed S]
  /// [--start S] [scene options]`: the header and the raw frames on standard output; the last
  /// three are the ``Timeline``'s fields of the same names.
  static func stream(_ args: inout Arguments, _ catalog: SceneCatalog) throws(CLIError) {
    let fps = try args.number("--fps", default: 60, in: 1...240)
    let count = try args.number("--frames", default: 1, in: 1...10_000_000)
    let scale = try args.number("--scale", default: 3.0, in: 0.25...8)
    let even = args.flag("--even")
    let first = try args.number("--first-frame", default: 0, in: 0...10_000_000)
    let speed = try args.number("--speed", default: 1.0, in: Double.leastNonzeroMagnitude...ReviewOptions.maximumSpeed)
    let start = try args.number("--start", default: 0.0, in: 0...3600)
    let scene = try self.scene(&args, catalog)
    let timeline = Timeline(fps: fps, frameCount: count, firstFrame: first, speed: speed, start: start)
    let source = SceneFrameSource(scene, timeline: timeline, scale: scale, evenDimensions: even)
    let sink = RawFrameSink(size: source.pixelSize, count: count)
    signal(SIGPIPE, SIG_IGN)
    do {
      try VideoRenderer().render(source, to: sink)
    } catch {
      throw .failure("streaming the live view: \(error)")
    }
  }

  private static func scene(_ args: inout Arguments, _ catalog: SceneCatalog) throws(CLIError) -> FlipbookScene {
    let options = try SceneOptions(&args)
    try args.finish()
    guard let scene = catalog.scenes.first else { throw .failure("no live view to play") }
    return try options.applied(to: scene)
  }
}

/// Writes video frames raw to standard output, after a header (see `StreamedFrameSource`).
final class RawFrameSink: VideoFrameSink {
  private let output = FileHandle.standardOutput

  init(size: PixelSize, count: Int) {
    var header = Array("FBFR".utf8)
    for value in [size.width, size.height, count] {
      for byte in 0..<4 { header.append(UInt8(truncatingIfNeeded: value >> (8 * byte))) }
    }
    output.write(Data(header))
  }

  func write(_ frame: PreparedFrame, index: Int) throws {
    try frame.pixmap.data.withUnsafeBytes { bytes in
      var done = 0
      while done < bytes.count {
        let n = Glibc.write(output.fileDescriptor, bytes.baseAddress! + done, bytes.count - done)
        if n < 0 && errno == EINTR { continue }
        guard n > 0 else { throw RenderError.output("the reader of the video frames went away") }
        done += n
      }
    }
  }

  func finish() throws {}
  func cancel() {}
}
