import Foundation
import Testing

// The ffmpeg command-line tools as an independent reference: a second decoder and prober for
// what Flipbook writes, and a source of videos Flipbook did not make.
//
// Why a failure rather than a skip when a tool is missing: a test that skips on a machine
// without ffmpeg passes there while checking nothing, and CI would then vouch for formats no
// one checked. `scripts/bootstrap` installs the tools, so a missing one is a setup error and
// the test says how to fix it.

/// Why an external tool could not be used; thrown, so the calling test fails with the message.
struct ExternalToolError: Error, CustomStringConvertible {
  let description: String
}

/// Runs a command-line tool that `scripts/bootstrap` installs (ffmpeg, ffprobe, sha256sum).
enum ExternalTool {
  /// The folders searched, in order, before `PATH`.
  static let folders = ["/usr/bin", "/usr/local/bin", "/bin"]

  /// The absolute path of `name`, or a thrown error telling how to install it.
  static func path(of name: String) throws -> String {
    let pathFolders = (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":").map(String.init)
    for folder in folders + pathFolders where FileManager.default.isExecutableFile(atPath: folder + "/" + name) {
      return folder + "/" + name
    }
    throw ExternalToolError(
      description: "the \(name) tool is not installed (not in \(folders.joined(separator: ", ")) or on PATH); "
        + "run scripts/bootstrap, which installs it: this test compares Flipbook with it and does not skip")
  }

  /// Runs `name` with `arguments` and returns its standard output; a non-zero exit throws
  /// with the command line and what the tool wrote to standard error.
  @discardableResult
  static func run(_ name: String, _ arguments: [String]) throws -> Data {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: try path(of: name))
    process.arguments = arguments
    let out = Pipe(), err = Pipe()
    process.standardOutput = out
    process.standardError = err
    process.standardInput = FileHandle.nullDevice
    try process.run()
    // Standard error is drained on another thread so that neither pipe can fill and block
    // the tool while the other is read.
    nonisolated(unsafe) var errorBytes = Data()
    let drained = DispatchSemaphore(value: 0)
    DispatchQueue.global().async {
      errorBytes = err.fileHandleForReading.readDataToEndOfFile()
      drained.signal()
    }
    let output = out.fileHandleForReading.readDataToEndOfFile()
    drained.wait()
    process.waitUntilExit()
    guard process.terminationReason == .exit, process.terminationStatus == 0 else {
      throw ExternalToolError(
        description: "\(name) \(arguments.joined(separator: " ")) exited with \(process.terminationStatus): "
          + String(decoding: errorBytes, as: UTF8.self))
    }
    return output
  }

  /// `ffmpeg -v error -nostdin -y ARGUMENTS`: quiet, never prompting, overwriting.
  @discardableResult
  static func ffmpeg(_ arguments: [String]) throws -> Data {
    try run("ffmpeg", ["-v", "error", "-nostdin", "-y"] + arguments)
  }

  /// `ffprobe -show_streams -show_format` of `path` as JSON: the first video stream's fields
  /// and the format's fields.
  static func ffprobe(_ path: String) throws -> (stream: [String: Any], format: [String: Any]) {
    let json = try run(
      "ffprobe", ["-v", "error", "-select_streams", "v:0", "-show_streams", "-show_format", "-of", "json", path])
    guard let object = try JSONSerialization.jsonObject(with: json) as? [String: Any],
      let streams = object["streams"] as? [[String: Any]], let stream = streams.first,
      let format = object["format"] as? [String: Any]
    else {
      throw ExternalToolError(description: "ffprobe printed no video stream for \(path): \(String(decoding: json, as: UTF8.self))")
    }
    return (stream, format)
  }

  /// The frames of `path` decoded by the ffmpeg tool as packed samples of `pixelFormat`
  /// (`rgba`, `rgb24`, `rgba64be` …), after the `filter` graph if one is given;
  /// `inputOptions` go before `-i` (e.g. `-f image2` for a numbered PNG sequence). Frames come
  /// out as they are decoded, none duplicated or dropped.
  static func decodeRaw(_ path: String, pixelFormat: String, filter: String? = nil, inputOptions: [String] = []) throws -> [UInt8] {
    var arguments = inputOptions + ["-i", path]
    if let filter { arguments += ["-vf", filter] }
    // Every decoded frame once, as decoded: by default ffmpeg would duplicate or drop frames to
    // keep a constant rate, hiding a frame missing from the file.
    arguments += ["-fps_mode", "passthrough", "-f", "rawvideo", "-pix_fmt", pixelFormat, "-"]
    return Array(try ffmpeg(arguments))
  }
}

/// A missing tool is a failure that says how to fix it, never a skip.
@Suite struct ExternalToolTests {
  @Test func aMissingToolThrowsAndPointsToBootstrap() {
    let error = #expect(throws: ExternalToolError.self) { try ExternalTool.run("flipbook-no-such-tool", []) }
    #expect(error?.description.contains("run scripts/bootstrap") == true, "\(String(describing: error))")
  }

  @Test func aToolThatFailsThrowsWithWhatItSaid() {
    let error = #expect(throws: ExternalToolError.self) { try ExternalTool.ffmpeg(["-i", "/nonexistent/input.mp4"]) }
    #expect(error?.description.contains("No such file or directory") == true, "\(String(describing: error))")
  }
}
