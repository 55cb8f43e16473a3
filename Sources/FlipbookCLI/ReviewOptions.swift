import Flipbook
import Foundation
import Media

/// `--still`, `--frames`, `--speed` and `--burn-in` of `render`: one picture at a time, a part
/// of the video, the video at another speed, a timecode on every frame.
///
/// A still shows the scene at exactly its time (not the nearest video frame); a part keeps the
/// frame numbers and times of the whole render, so its PNGs are byte for byte the whole
/// render's; a speed scales the clock, so video time t shows scene time t · speed.
struct ReviewOptions {
  /// `--still T`: the scene time of the one picture, in seconds; `nil` for a video.
  var still: Double?
  /// `--frames A..B`: the video frames written, numbers of the whole render; `nil` for all.
  var frames: ClosedRange<Int>?
  /// `--speed S`: scene seconds per second of video; 0 < S ≤ ``maximumSpeed``, default 1.
  var speed = 1.0
  /// `--burn-in`: every frame carries its timecode and video frame number in a corner.
  var burnIn = false

  /// The fastest `--speed`: 16.
  static let maximumSpeed = 16.0

  init(_ args: inout Arguments) throws(CLIError) {
    still = try args.optionalNumber("--still", in: 0...3600, unit: " s")
    if let text = try args.value("--frames") { frames = try Self.frameRange(text) }
    if let text = try args.value("--speed") {
      guard let speed = Double(text), speed > 0, speed <= Self.maximumSpeed else {
        throw .usage("--speed must be a number more than 0 and at most \(Int(Self.maximumSpeed)), got '\(text)'")
      }
      self.speed = speed
    }
    burnIn = args.flag("--burn-in")
    if still != nil && frames != nil { throw .usage("give --still or --frames, not both") }
    if still != nil && speed != 1 { throw .usage("--speed does not apply to a still: --still takes a scene time") }
  }

  /// `A..B`: two whole numbers ≥ 0, the second not less than the first.
  private static func frameRange(_ text: String) throws(CLIError) -> ClosedRange<Int> {
    let parts = text.components(separatedBy: "..")
    guard parts.count == 2, let first = Int(parts[0]), let last = Int(parts[1]) else {
      throw .usage("--frames takes FIRST..LAST, video frame numbers like 30..60, got '\(text)'")
    }
    guard first >= 0, last >= 0 else { throw .usage("--frames \(text): video frame numbers start at 0") }
    guard last >= first else { throw .usage("--frames \(text): the last video frame (\(last)) comes before the first (\(first))") }
    return first...last
  }

  /// The timeline of a render whose scene lasts `sceneDuration` seconds (a still's is one
  /// frame at its time, whatever the duration): every video frame at ``speed``, or those of
  /// ``frames``. A range that starts past the last video frame is an error; one that ends past
  /// it stops there, with a warning.
  func timeline(fps: Int, sceneDuration: () throws(CLIError) -> Double, _ context: CLIContext) throws(CLIError) -> Timeline {
    if let still { return Timeline(fps: fps, frameCount: 1, start: still) }
    let whole = Timeline(fps: fps, sceneDuration: try sceneDuration(), speed: speed)
    guard let frames else { return whole }
    let last = whole.frameCount - 1
    let described = "the render has \(whole.frameCount) video frame\(whole.frameCount == 1 ? "" : "s"), 0–\(last) at \(fps) fps"
    guard frames.lowerBound <= last else {
      throw .usage("--frames \(frames.lowerBound)..\(frames.upperBound): video frame \(frames.lowerBound) is past the last one (\(described))")
    }
    if frames.upperBound > last {
      context.warn("--frames \(frames.lowerBound)..\(frames.upperBound) ends past the last video frame (\(described)); writing \(frames.lowerBound)..\(last)")
    }
    return whole.frames(frames.lowerBound, through: min(frames.upperBound, last))
  }

  /// `source`, with its timecode burnt in when ``burnIn`` is set (a still's shows no frame
  /// number, as its side-by-side headers show none); `source` itself otherwise, so frames
  /// without the option are what they were, byte for byte.
  func burnedIn(_ source: any VideoFrameSource, scale: Double) -> any VideoFrameSource {
    burnIn ? BurnInSource(source, scale: scale, showsFrameNumbers: still == nil) : source
  }

  /// Checks that a still can go to `path`: a PNG file, not a video or a sequence.
  static func checkStill(path: String) throws(CLIError) {
    let lower = path.lowercased()
    if lower.hasSuffix(".png") { return }
    if lower.hasSuffix(".mp4") { throw .usage("--still writes one PNG picture, not a video: give -o NAME.png, not \(path)") }
    throw .usage("--still writes one PNG picture: give -o NAME.png, got '\(path)'")
  }
}

/// Writes the one video frame of a still to a PNG file, atomically: the file appears when
/// the render finishes, and a failed or interrupted render leaves what was there.
final class StillSink: VideoFrameSink {
  let path: String
  private let file: AtomicFile
  private var written = false

  /// Opens the temporary beside `path`, so an unwritable place fails before any rendering.
  init(path: String) throws(MediaError) {
    self.path = path
    file = try AtomicFile(path: path)
  }

  var temporaryPath: String? { file.temporaryPath }

  func prepare(_ pixmap: Pixmap, index: Int) throws -> PreparedFrame {
    PreparedFrame(pixmap: pixmap, bytes: try PNGCodec.encode(pixmap))
  }

  func write(_ frame: PreparedFrame, index: Int) throws {
    precondition(!written, "a still has one video frame; \(path) got a second (\(index))")
    try file.write(frame.bytes ?? PNGCodec.encode(frame.pixmap))
    written = true
  }

  func finish() throws { try file.commit() }

  func cancel() { file.discard() }
}
