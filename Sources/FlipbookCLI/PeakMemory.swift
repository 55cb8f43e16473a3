import Flipbook
import Foundation
import Raster

/// The peak memory part of `render bench`: the real pipeline run as child processes of this
/// very binary (an MP4 at the bench's length and at four times it, and a PNG sequence), and
/// x264 alone (the `ffmpeg` command line, with the encoder settings of Flipbook's MP4 writer)
/// encoding the same frames, fed raw on its standard input. Each child's peak resident set
/// comes from `wait4`'s rusage.
///
/// The kernel counts into a spawned child's peak the spawning process's own peak resident set
/// at the spawn (`exec` records the address space it leaves, which `posix_spawn` shares with
/// the parent). So the bench spawns these children first, while it holds no more than the
/// process base every child also has; every child then reads its own peak.
struct PeakMemory {
  /// Peak resident set sizes in bytes.
  var mp4 = 0, mp4Long = 0, png = 0
  /// x264 alone; `nil` when it could not be measured, and `x264Missing` says why.
  var x264Alone: Int?
  var x264Missing: String?

  /// The x264 settings of Flipbook's MP4 writer (VideoEncoding, VideoWriter), as ffmpeg
  /// options: the yardstick encodes as Flipbook does. x264 medium looks ahead 40 frames.
  static let x264Options = ["-preset", "medium", "-crf", "18", "-tune", "animation", "-threads", "2", "-g", "120"]

  /// Runs the children in a fresh directory under `directory`.
  ///
  /// - Parameters:
  ///   - reference: the scene as `render` names it, `NAME` or `NAME:VARIANT`.
  ///   - sceneFlags: what makes `render` draw the bench's frames (its `--tap-at`).
  ///   - frames: the bench's video frames at 60 fps; the long MP4 has four times as many.
  ///   - render: draws video frame `k` of the bench into the pixmap, for x264 alone.
  static func measure(
    reference: String, sceneFlags: [String], scale: Double, frames: Int, size: PixelSize, in directory: String,
    render: (Int, inout Pixmap) -> Void
  ) throws(CLIError) -> PeakMemory {
    guard let executable = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe") else {
      throw .failure("bench: cannot find this program's own binary (/proc/self/exe) to measure memory with")
    }
    func renderChild(frames: Int, output: String) throws(CLIError) -> Int {
      // Shortest decimal of frames / 60: `render` rounds duration · 60 back to `frames`.
      let arguments = [reference] + sceneFlags + ["--scale", "\(scale)", "--duration", "\(Double(frames) / 60)", "-o", output]
      guard let child = try Child(executable, arguments, errors: directory + "/render.err", searchingPath: false) else {
        throw .failure("bench: this program's own binary \(executable) is gone")
      }
      return try child.wait(naming: "render " + arguments.joined(separator: " "))
    }
    var peaks = PeakMemory()
    peaks.mp4 = try renderChild(frames: frames, output: directory + "/bench.mp4")
    peaks.mp4Long = try renderChild(frames: 4 * frames, output: directory + "/bench.mp4")
    peaks.png = try renderChild(frames: frames, output: directory + "/frames/")
    let arguments = ["-nostats", "-loglevel", "error", "-f", "rawvideo", "-pix_fmt", "rgba", "-s", "\(size.width)x\(size.height)",
      "-r", "60", "-i", "-", "-c:v", "libx264", "-pix_fmt", "yuv420p"] + x264Options + ["-y", directory + "/x264.mp4"]
    guard let ffmpeg = try Child("ffmpeg", arguments, errors: directory + "/ffmpeg.err", searchingPath: true, feeding: true) else {
      peaks.x264Missing = "ffmpeg is not on PATH (scripts/bootstrap installs it)"
      return peaks
    }
    // The frames, drawn once here (untimed) and streamed; a broken pipe (ffmpeg failed) ends
    // the feeding, and its status says why.
    signal(SIGPIPE, SIG_IGN)
    var pixmap = Pixmap(width: size.width, height: size.height)
    for k in 0..<frames where !Interrupt.isRequested() {
      render(k, &pixmap)
      guard ffmpeg.feed(pixmap.data) else { break }
    }
    peaks.x264Alone = try ffmpeg.wait(naming: "ffmpeg " + arguments.joined(separator: " "))
    return peaks
  }
}

/// A child process whose peak resident set is read when it ends.
private final class Child {
  let pid: pid_t
  let errors: String
  /// The write end of the child's standard input, when it is fed; -1 otherwise.
  private var input: Int32 = -1

  /// Starts `program` with `arguments`: standard output to /dev/null, standard error to the
  /// file `errors`, standard input a pipe when `feeding`, else /dev/null. `nil` when there is
  /// no such program.
  init?(_ program: String, _ arguments: [String], errors: String, searchingPath: Bool, feeding: Bool = false) throws(CLIError) {
    self.errors = errors
    var ends: [Int32] = [-1, -1]
    if feeding {
      guard pipe(&ends) == 0 else { throw .failure("bench: pipe: \(String(cString: strerror(errno)))") }
      // Neither end stays open in the child beyond its standard input: ffmpeg must see the end.
      for end in ends { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
    }
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    if feeding {
      posix_spawn_file_actions_adddup2(&actions, ends[0], 0)
    } else {
      posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
    }
    posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 2, errors, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
    let argv = ([program] + arguments).map { strdup($0) } + [nil]
    defer { argv.forEach { free($0) } }
    var pid: pid_t = 0
    let spawned = searchingPath
      ? posix_spawnp(&pid, program, &actions, nil, argv, environ) : posix_spawn(&pid, program, &actions, nil, argv, environ)
    if feeding { close(ends[0]) }
    guard spawned == 0 else {
      if feeding { close(ends[1]) }
      if spawned == ENOENT { return nil }
      throw .failure("bench: cannot start \(program): \(String(cString: strerror(spawned)))")
    }
    self.pid = pid
    input = ends[1]
  }

  /// Writes `bytes` to the child's standard input; false when it no longer reads.
  func feed(_ bytes: [UInt8]) -> Bool {
    bytes.withUnsafeBytes { buffer in
      var done = 0
      while done < buffer.count {
        let n = write(input, buffer.baseAddress! + done, buffer.count - done)
        if n < 0 && errno == EINTR { continue }
        guard n > 0 else { return false }
        done += n
      }
      return true
    }
  }

  /// Closes its input, waits for it to end and returns its peak resident set in bytes. On an
  /// interruption (Ctrl-C reaches the bench alone when sent by `kill`) the child is asked to
  /// stop too, and the interruption is thrown once it has; a child that fails throws its
  /// last line of standard error under `name`.
  func wait(naming name: String) throws(CLIError) -> Int {
    if input >= 0 { close(input) }
    input = -1
    var status: Int32 = 0
    var usage = rusage()
    var stopping = false
    while true {
      let ended = wait4(pid, &status, WNOHANG, &usage)
      if ended == pid { break }
      if ended < 0 && errno != EINTR { throw .failure("bench: waiting for \(name): \(String(cString: strerror(errno)))") }
      if Interrupt.isRequested() && !stopping {
        kill(pid, SIGTERM)
        stopping = true
      }
      usleep(10_000)
    }
    try Interrupt.check()
    guard status & 0x7f == 0, (status >> 8) & 0xff == 0 else {
      let said = (try? String(contentsOfFile: errors, encoding: .utf8))?.split(separator: "\n").last.map(String.init) ?? ""
      let how = status & 0x7f == 0 ? "exit status \((status >> 8) & 0xff)" : "signal \(status & 0x7f)"
      throw .failure("bench: \(name) failed (\(how))" + (said.isEmpty ? "" : ": \(said)"))
    }
    return usage.ru_maxrss * 1024  // KiB on Linux
  }
}
