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

/// Ctrl-C during a render: the first one asks the render to stop cleanly (the temporary
/// output is removed); a second one exits at once.
enum Interrupt {
  nonisolated(unsafe) private static var requested: sig_atomic_t = 0

  static func install() {
    // A parent may have started us with these signals blocked (test runners do); unblock them.
    var set = sigset_t()
    sigemptyset(&set)
    sigaddset(&set, SIGINT)
    sigaddset(&set, SIGTERM)
    pthread_sigmask(SIG_UNBLOCK, &set, nil)
    signal(SIGINT) { _ in
      if Interrupt.requested != 0 { _exit(130) }
      Interrupt.requested = 1
    }
    signal(SIGTERM) { _ in Interrupt.requested = 1 }
  }

  static func isRequested() -> Bool { requested != 0 }
}
