import Flipbook
import Foundation

/// A compiled playground file: an executable that is the `render` command line over the
/// file's live view.
struct PlaygroundProgram {
  /// The file, as the command line named it.
  let path: String
  /// Its name without `.swift`: the panel title and the scene name.
  let title: String
  let executable: String
  /// Where the playground library is.
  let runtime: String

  /// The environment the program runs in.
  ///
  /// The playground library is preloaded: it defines `dispatch_async` and `dispatch_after` to
  /// run main-queue work on the scene clock (`Lifecycle/MainQueue.swift`), and its definitions
  /// must come before libdispatch's, which the program's own links list first.
  var environment: [String: String] {
    var environment = ProcessInfo.processInfo.environment
    environment["FLIPBOOK_PLAYGROUND_NAME"] = title
    environment["FLIPBOOK_RUNTIME_DIR"] = runtime
    let library = runtime + "/lib\(PlaygroundBuilder.libraryName).so"
    environment["LD_PRELOAD"] = ([library] + (environment["LD_PRELOAD"].map { [$0] } ?? [])).joined(separator: ":")
    return environment
  }

  /// Replaces this process by the program, running `arguments`: the whole command goes to
  /// the file's own command line, which renders its live view as its only scene.
  func execute(_ arguments: [String]) throws(CLIError) -> Never {
    let argv = ([executable] + arguments).map { strdup($0) } + [nil]
    let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
    execve(executable, argv, envp)
    throw .failure("cannot run the build of \(path) (\(executable)): \(String(cString: strerror(errno)))")
  }

  /// What the file's scene is with `options`: its canvas and its automatic duration at `fps`.
  func describe(options: SceneOptions, fps: Int) throws(CLIError) -> LiveViewDescription {
    let output = try run([LiveViewServer.describeCommand, "--fps", "\(fps)"] + options.forwarded)
    guard let description = LiveViewDescription(json: output) else {
      throw .failure("\(path): its program described its scene as '\(String(decoding: output, as: UTF8.self))'")
    }
    return description
  }

  /// The file's video frames on `timeline`, streamed from its program.
  func frameSource(options: SceneOptions, timeline: Timeline, scale: Double, even: Bool) throws(CLIError) -> any VideoFrameSource {
    var arguments = [
      LiveViewServer.framesCommand, "--fps", "\(timeline.fps)", "--frames", "\(timeline.frameCount)", "--scale", "\(scale)",
    ]
    if even { arguments.append("--even") }
    if timeline.firstFrame != 0 { arguments += ["--first-frame", "\(timeline.firstFrame)"] }
    if timeline.speed != 1 { arguments += ["--speed", "\(timeline.speed)"] }
    if timeline.start != 0 { arguments += ["--start", "\(timeline.start)"] }
    return try StreamedFrameSource(program: self, arguments: arguments + options.forwarded, timeline: timeline)
  }

  /// Runs the program to its end; its standard output (standard error passes through).
  private func run(_ arguments: [String]) throws(CLIError) -> Data {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = arguments
    process.environment = environment
    let pipe = Pipe()
    process.standardOutput = pipe
    do { try process.run() } catch { throw .failure("cannot run the build of \(path): \(error.localizedDescription)") }
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    guard process.terminationReason == .exit, process.terminationStatus == 0 else {
      throw CLIError(
        process.terminationStatus == 64 ? .usage : .failure,
        "\(path): its live view could not be played (exit status \(process.terminationStatus); messages above)")
    }
    return data
  }
}

/// What a playground file's program says about its scene.
struct LiveViewDescription {
  /// The canvas in points.
  let size: CGSize
  let duration: (seconds: Double, warning: String?)

  init?(json data: Data) {
    guard let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
      let width = object["width"] as? Double, let height = object["height"] as? Double,
      let seconds = object["duration"] as? Double
    else { return nil }
    size = CGSize(width: width, height: height)
    duration = (seconds, object["warning"] as? String)
  }

  static func json(size: CGSize, duration: Double, warning: String?) -> String {
    var fields: [String: Any] = ["width": Double(size.width), "height": Double(size.height), "duration": duration]
    if let warning { fields["warning"] = warning }
    let data = (try? JSONSerialization.data(withJSONObject: fields, options: [.sortedKeys])) ?? Data("{}".utf8)
    return String(decoding: data, as: UTF8.self)
  }
}

/// Video frames read from a playground program's standard output, in order: a header
/// (`FBFR`, then width, height and frame count as little-endian 32-bit numbers) and then
/// each frame's premultiplied RGBA bytes, row by row.
final class StreamedFrameSource: VideoFrameSource, @unchecked Sendable {
  let timeline: Timeline
  let pixelSize: PixelSize
  private let process: Process
  private let input: FileHandle
  private let name: String

  init(program: PlaygroundProgram, arguments: [String], timeline: Timeline) throws(CLIError) {
    self.timeline = timeline
    name = program.path
    process = Process()
    process.executableURL = URL(fileURLWithPath: program.executable)
    process.arguments = arguments
    process.environment = program.environment
    let pipe = Pipe()
    process.standardOutput = pipe
    input = pipe.fileHandleForReading
    do { try process.run() } catch { throw .failure("cannot run the build of \(program.path): \(error.localizedDescription)") }
    var header = [UInt8](repeating: 0, count: 16)
    guard Self.read(input, into: &header), header[0..<4].elementsEqual("FBFR".utf8) else {
      process.waitUntilExit()
      throw .failure("\(program.path): its live view could not be played (exit status \(process.terminationStatus); messages above)")
    }
    func word(_ offset: Int) -> Int { (0..<4).reduce(0) { $0 | Int(header[offset + $1]) << (8 * $1) } }
    pixelSize = PixelSize(width: word(4), height: word(8))
    guard word(12) == timeline.frameCount else {
      throw .failure("\(program.path): its program sends \(word(12)) video frames, \(timeline.frameCount) were asked for")
    }
  }

  deinit {
    if process.isRunning { process.terminate() }
  }

  func render(_ frames: Range<Int>, into pixmaps: inout [Pixmap]) throws {
    for k in pixmaps.indices {
      let complete = pixmaps[k].data.withUnsafeMutableBytes { Self.read(input, into: $0) }
      guard complete else {
        process.waitUntilExit()
        throw CLIError.failure(
          "\(name): its program stopped after \(frames.lowerBound + k) of \(timeline.frameCount) video frames "
            + "(exit status \(process.terminationStatus))")
      }
    }
    if frames.upperBound == timeline.frameCount { process.waitUntilExit() }
  }

  /// Fills `buffer` from `handle`; false at the end of the stream first.
  static func read(_ handle: FileHandle, into buffer: UnsafeMutableRawBufferPointer) -> Bool {
    var done = 0
    while done < buffer.count {
      let n = Glibc.read(handle.fileDescriptor, buffer.baseAddress! + done, buffer.count - done)
      if n < 0 && errno == EINTR { continue }
      guard n > 0 else { return false }
      done += n
    }
    return true
  }

  static func read(_ handle: FileHandle, into bytes: inout [UInt8]) -> Bool {
    bytes.withUnsafeMutableBytes { read(handle, into: $0) }
  }
}
