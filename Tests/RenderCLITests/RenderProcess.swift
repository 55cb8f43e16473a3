import Foundation
import FuzzSupport
import Media

/// Runs the built `render` executable, as a user would, and captures what it says.
struct RenderProcess {
  struct Result {
    let status: Int32
    let stdout: String
    let stderr: String
  }

  /// The `render` binary next to the test bundle (SwiftPM builds both into one folder).
  static var executable: URL { BuiltExecutable.url(named: "render") }

  /// Runs `render` with `arguments` in `directory`.
  ///
  /// - Parameter environment: variables set on top of this process's environment.
  static func run(_ arguments: [String], in directory: String, environment: [String: String] = [:]) throws -> Result {
    let run = try BuiltExecutable.run("render", arguments, in: directory, environment: environment)
    return Result(status: run.status, stdout: run.stdout, stderr: run.stderr)
  }

  /// Runs `render` with `arguments` in `directory` and sends it `signals` as soon as `ready`
  /// holds for its process id (polled every 10 ms; a process that never gets ready is killed
  /// after 60 s, a hang the caller's expectations then report). Each signal is sent once the
  /// one before has been delivered: two sent while neither is delivered would merge into one.
  static func run(
    _ arguments: [String], in directory: String, environment: [String: String] = [:], sending signals: [Int32],
    once ready: (pid_t) -> Bool
  ) throws -> Result {
    let run = try BuiltExecutable.run("render", arguments, in: directory, environment: environment) { process in
      let deadline = Date().addingTimeInterval(60)
      while !ready(process.processIdentifier) && process.isRunning && Date() < deadline { Thread.sleep(forTimeInterval: 0.01) }
      if !process.isRunning || Date() >= deadline { kill(process.processIdentifier, SIGKILL) }
      for signal in signals {
        while process.isRunning && isPending(signal, pid: process.processIdentifier) { Thread.sleep(forTimeInterval: 0.001) }
        kill(process.processIdentifier, signal)
      }
    }
    return Result(status: run.status, stdout: run.stdout, stderr: run.stderr)
  }

  /// Whether process `pid` has a handler for `signal` (its `SigCgt` mask in /proc says so):
  /// from then on the signal is the command's to handle, not the default action's.
  static func catches(_ signal: Int32, pid: pid_t) -> Bool {
    signalMask("SigCgt", pid: pid).map { $0 & (1 << UInt64(signal - 1)) != 0 } ?? false
  }

  /// Whether `signal` was sent to process `pid` and not yet delivered (its process-wide
  /// `ShdPnd` mask in /proc says so).
  static func isPending(_ signal: Int32, pid: pid_t) -> Bool {
    signalMask("ShdPnd", pid: pid).map { $0 & (1 << UInt64(signal - 1)) != 0 } ?? false
  }

  /// One of the signal masks in /proc/PID/status (`SigCgt`, `ShdPnd`, …).
  private static func signalMask(_ field: String, pid: pid_t) -> UInt64? {
    guard let status = try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8),
      let line = status.split(separator: "\n").first(where: { $0.hasPrefix(field + ":") })
    else { return nil }
    return UInt64(line.dropFirst(field.count + 1).trimmingCharacters(in: .whitespaces), radix: 16)
  }

  /// Whether `dir` holds a hidden staging entry (`.NAME.partial-…`).
  static func isStaging(_ dir: String) -> Bool {
    listing(dir).contains { $0.hasPrefix(".") && $0.contains(".partial-") }
  }

  /// A fresh empty scratch directory, in this process's `ScratchRoot`: it goes when the test
  /// process exits, so a test need not remove it.
  static func scratch() throws -> String {
    let dir = ScratchRoot.path + "/" + UUID().uuidString
    try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
    return dir
  }

  /// Every entry in `dir`, hidden ones included.
  static func listing(_ dir: String) -> [String] {
    ((try? FileManager.default.contentsOfDirectory(atPath: dir)) ?? []).sorted()
  }
}

/// The one folder in the temporary directory that holds every scratch directory of this test
/// process: `flipbook-cli-<pid>`, removed with all it holds when the process exits.
///
/// Why one root per process: the CLI tests make some thirty scratch directories, most of them
/// handed to `render` and inspected afterwards; removing the root at exit cleans them all up
/// without every test having to. A test process that dies without running its exit handlers (a
/// crash, a kill) leaves its root behind; the next test process removes every root whose pid is
/// no longer running, and never one of a live process (a test run going on in parallel).
enum ScratchRoot {
  static let prefix = "flipbook-cli-"

  /// This process's root, made on first use (which also removes the roots of dead processes).
  static let path: String = {
    let temporary = NSTemporaryDirectory()
    let root = (temporary.hasSuffix("/") ? temporary : temporary + "/") + prefix + "\(getpid())"
    sweep(PathParts(root).directory)
    atexit { removeTree(ScratchRoot.path) { _ in } }
    return root
  }()

  /// Removes the roots in `directory` that belong to processes no longer running.
  static func sweep(_ directory: String) {
    for entry in (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? [] {
      guard entry.hasPrefix(prefix), let pid = pid_t(entry.dropFirst(prefix.count)), pid > 0, pid != getpid(),
        !TemporaryName.isAlive(pid)
      else { continue }
      removeTree(directory + "/" + entry) { _ in }
    }
  }
}
