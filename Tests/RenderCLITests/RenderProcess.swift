import Foundation

/// Runs the built `render` executable, as a user would, and captures what it says.
struct RenderProcess {
  struct Result {
    let status: Int32
    let stdout: String
    let stderr: String
  }

  /// The `render` binary next to the test bundle (SwiftPM builds both into one folder).
  static var executable: URL {
    let bundle = Bundle.main.executableURL ?? URL(fileURLWithPath: CommandLine.arguments[0])
    var dir = bundle.deletingLastPathComponent()
    while !FileManager.default.fileExists(atPath: dir.appendingPathComponent("render").path), dir.path != "/" {
      dir = dir.deletingLastPathComponent()
    }
    return dir.appendingPathComponent("render")
  }

  /// Runs `render` with `arguments` in `directory`; optionally sends SIGINT after `interruptAfter` seconds.
  ///
  /// - Parameter environment: variables set on top of this process's environment.
  static func run(
    _ arguments: [String], in directory: String, environment: [String: String] = [:], interruptAfter: Double? = nil
  ) throws -> Result {
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    process.currentDirectoryURL = URL(fileURLWithPath: directory)
    if !environment.isEmpty {
      process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
    }
    let out = Pipe(), err = Pipe()
    process.standardOutput = out
    process.standardError = err
    try process.run()
    if let interruptAfter {
      Thread.sleep(forTimeInterval: interruptAfter)
      process.interrupt()
    }
    let outData = out.fileHandleForReading.readDataToEndOfFile()
    let errData = err.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return Result(
      status: process.terminationStatus, stdout: String(decoding: outData, as: UTF8.self),
      stderr: String(decoding: errData, as: UTF8.self))
  }

  /// Runs `render` with `arguments` in `directory` and sends it `signals`, 50 ms apart, as
  /// soon as `ready` holds for its process id (polled every 10 ms, for at most 60 s).
  static func run(
    _ arguments: [String], in directory: String, environment: [String: String] = [:], sending signals: [Int32],
    once ready: (pid_t) -> Bool
  ) throws -> Result {
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    process.currentDirectoryURL = URL(fileURLWithPath: directory)
    if !environment.isEmpty {
      process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
    }
    let out = Pipe(), err = Pipe()
    process.standardOutput = out
    process.standardError = err
    try process.run()
    let deadline = Date().addingTimeInterval(60)
    while !ready(process.processIdentifier) && process.isRunning && Date() < deadline { Thread.sleep(forTimeInterval: 0.01) }
    for (k, signal) in signals.enumerated() {
      // Signals sent back to back coalesce into one; 50 ms apart, each is handled on its own.
      if k > 0 { Thread.sleep(forTimeInterval: 0.05) }
      kill(process.processIdentifier, signal)
    }
    let outData = out.fileHandleForReading.readDataToEndOfFile()
    let errData = err.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return Result(
      status: process.terminationStatus, stdout: String(decoding: outData, as: UTF8.self),
      stderr: String(decoding: errData, as: UTF8.self))
  }

  /// Whether process `pid` has a handler for `signal` (its `SigCgt` mask in /proc says so):
  /// from then on the signal is the command's to handle, not the default action's.
  static func catches(_ signal: Int32, pid: pid_t) -> Bool {
    guard let status = try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8),
      let line = status.split(separator: "\n").first(where: { $0.hasPrefix("SigCgt:") }),
      let mask = UInt64(line.dropFirst("SigCgt:".count).trimmingCharacters(in: .whitespaces), radix: 16)
    else { return false }
    return mask & (1 << UInt64(signal - 1)) != 0
  }

  /// Whether `dir` holds a hidden staging entry (`.NAME.partial-…`).
  static func isStaging(_ dir: String) -> Bool {
    listing(dir).contains { $0.hasPrefix(".") && $0.contains(".partial-") }
  }

  /// A fresh empty scratch directory.
  static func scratch() throws -> String {
    let dir = NSTemporaryDirectory() + "flipbook-cli-\(UUID().uuidString)"
    try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
    return dir
  }

  /// Every entry in `dir`, hidden ones included.
  static func listing(_ dir: String) -> [String] {
    ((try? FileManager.default.contentsOfDirectory(atPath: dir)) ?? []).sorted()
  }
}
