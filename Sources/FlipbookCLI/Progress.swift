import Foundation
import Flipbook

/// Shows render progress: a live bar on a terminal, nothing until the summary otherwise.
final class ProgressReporter {
  let total: Int
  let label: String
  let isTerminal = isatty(STDERR_FILENO) == 1
  private var drawn = false

  init(total: Int, label: String) {
    self.total = total
    self.label = label
  }

  func update(_ p: VideoRenderer.Progress) {
    guard isTerminal else { return }
    let width = 28
    let filled = total == 0 ? width : width * p.framesDone / total
    let rate = Double(p.framesDone) / max(p.elapsed, 1e-9)
    let eta = Double(total - p.framesDone) / max(rate, 1e-9)
    let bar = String(repeating: "█", count: filled) + String(repeating: "░", count: width - filled)
    let line = String(format: "\r%@ %@ %d/%d video frames  %.1f fps  ETA %.0f s ", label, bar, p.framesDone, total, rate, eta)
    FileHandle.standardError.write(Data(line.utf8))
    drawn = true
  }

  func finish() {
    if drawn { FileHandle.standardError.write(Data("\n".utf8)) }
  }

  func abandon() { finish() }
}

/// Ctrl-C (or SIGTERM, SIGHUP, SIGQUIT) during a command: the first one asks the work to stop
/// cleanly at its next batch (a render's sink removes its temporary output; inspect, check and
/// bench stop before writing anything); a second one, or the work not stopping within
/// ``gracePeriod`` of the first (blocked in a library call, say), exits at once with code 130
/// after removing the temporary output itself.
///
/// The handlers only set a flag and write one byte to a pipe (what a signal handler may do);
/// the forced exit runs on a thread that waits on that pipe, so it may use the file system
/// freely. A render still writing into the temporary while it is removed only fails to write:
/// the process ends before it can notice.
enum Interrupt {
  nonisolated(unsafe) private static var requested: sig_atomic_t = 0
  nonisolated(unsafe) private static var wakeUp: Int32 = -1
  nonisolated(unsafe) private static var temporaryPath: String?

  /// The signals that stop a render cleanly.
  static let signals = [SIGINT, SIGTERM, SIGHUP, SIGQUIT]

  /// Installs the handlers. Call it before creating the output's temporary, so that no
  /// signal finds the temporary there and the default action (exit, leaving it) in place.
  static func install() {
    var ends: [Int32] = [-1, -1]
    if wakeUp < 0, pipe(&ends) == 0 {
      wakeUp = ends[1]
      let reader = ends[0]
      let thread = Thread { Interrupt.exitWhenWoken(reading: reader) }
      thread.start()
    }
    // A parent may have started us with these signals blocked (test runners do); unblock them.
    var set = sigset_t()
    sigemptyset(&set)
    for signal in signals { sigaddset(&set, signal) }
    pthread_sigmask(SIG_UNBLOCK, &set, nil)
    for signal in signals {
      Glibc.signal(signal) { _ in
        let again = Interrupt.requested != 0
        Interrupt.requested = 1
        guard Interrupt.wakeUp >= 0 else {
          if again { _exit(130) }
          return
        }
        var byte: UInt8 = 1
        _ = write(Interrupt.wakeUp, &byte, 1)
      }
    }
  }

  /// How long the work has to stop by itself after the first signal.
  static let gracePeriod: Int32 = 5_000  // ms

  static func isRequested() -> Bool { requested != 0 }

  /// Throws the interruption once a signal asked the command to stop.
  static func check() throws(CLIError) {
    if requested != 0 { throw CLIError(.interrupted, "interrupted; nothing was written") }
  }

  /// What a second signal removes before it exits (a file or a directory); nil for nothing.
  /// Set it before the render starts; it is read from the exiting thread.
  static func removeOnForcedExit(_ path: String?) { temporaryPath = path }

  /// Blocks until a first signal writes to the pipe, then until a second one or the end of
  /// the grace period; then removes the temporary and exits with 130.
  private static func exitWhenWoken(reading fd: Int32) {
    var byte: UInt8 = 0
    while read(fd, &byte, 1) != 1 {
      if errno != EINTR { return }  // the pipe broke: a second signal then does nothing more
    }
    var waiting = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
    while poll(&waiting, 1, gracePeriod) < 0 && errno == EINTR {}
    if let path = temporaryPath {
      // A writer may add a file between the listing and the rmdir; try again a few times.
      for _ in 0..<8 where FileManager.default.fileExists(atPath: path) {
        try? FileManager.default.removeItem(atPath: path)
      }
    }
    FileHandle.standardError.write(Data("\nerror: interrupted; stopped at once, nothing was written\n".utf8))
    _exit(130)
  }
}
