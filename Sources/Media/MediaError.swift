#if canImport(Glibc)
import Glibc
#endif
@_implementationOnly import CFFmpeg

/// Why a read or write of an image or video failed.
///
/// Every case names the file (or `<memory>` for in-memory codecs) and the failing call, so the
/// description alone says what to fix: `avcodec_open2 failed for out.mp4: Invalid argument`.
public enum MediaError: Error, Equatable, Sendable, CustomStringConvertible {
  /// A POSIX call (`open`, `write`, `rename`, …) failed with `errno`.
  case system(call: String, path: String, errno: Int32)
  /// libpng rejected the data; `message` is libpng's own text.
  case png(call: String, path: String, message: String)
  /// An FFmpeg call failed with the `AVERROR` code `code`.
  case ffmpeg(call: String, path: String, code: Int32)
  /// The request cannot be honoured as asked (odd video size, no video stream, writer closed…).
  case invalidInput(path: String, reason: String)

  /// The path used in errors about in-memory data.
  public static let memoryPath = "<memory>"

  public var description: String {
    switch self {
    case .system(let call, let path, let code):
      return "\(call) failed for \(path): \(String(cString: strerror(code)))"
    case .png(let call, let path, let message):
      return "\(call) failed for \(path): \(message)"
    case .ffmpeg(let call, let path, let code):
      return "\(call) failed for \(path): \(MediaError.ffmpegMessage(code))"
    case .invalidInput(let path, let reason):
      return "\(path): \(reason)"
    }
  }

  /// FFmpeg's text for an `AVERROR` code (`av_strerror`).
  package static func ffmpegMessage(_ code: Int32) -> String {
    var buffer = [CChar](repeating: 0, count: 256)
    if av_strerror(code, &buffer, buffer.count) < 0 { return "error \(code)" }
    return buffer.withUnsafeBufferPointer { String(cString: $0.baseAddress!) }
  }
}
