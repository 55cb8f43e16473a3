import Foundation

/// The executables SwiftPM builds beside the test bundle (`render`, `commit-probe`), found
/// from the running test binary upwards.
public enum BuiltExecutable {
  public static func url(named name: String) -> URL {
    let bundle = Bundle.main.executableURL ?? URL(fileURLWithPath: CommandLine.arguments[0])
    var dir = bundle.deletingLastPathComponent()
    while !FileManager.default.fileExists(atPath: dir.appendingPathComponent(name).path), dir.path != "/" {
      dir = dir.deletingLastPathComponent()
    }
    return dir.appendingPathComponent(name)
  }
}

extension BuiltExecutable {
  /// How a run ended and what it printed.
  public struct Run: Sendable {
    public let status: Int32
    public let reason: Process.TerminationReason
    public let stdout: String
    public let stderr: String
  }

  /// Runs the built executable `name` with `arguments` (in `directory`, with `environment`
  /// added to this process's) until it exits or dies, collecting both outputs;
  /// `whileRunning` gets the started process first (to signal it, say).
  public static func run(
    _ name: String, _ arguments: [String], in directory: String? = nil, environment: [String: String] = [:],
    whileRunning: (Process) -> Void = { _ in }
  ) throws -> Run {
    let process = Process()
    process.executableURL = url(named: name)
    process.arguments = arguments
    if let directory { process.currentDirectoryURL = URL(fileURLWithPath: directory) }
    if !environment.isEmpty {
      process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
    }
    let out = Pipe(), err = Pipe()
    process.standardOutput = out
    process.standardError = err
    try process.run()
    whileRunning(process)
    let outData = out.fileHandleForReading.readDataToEndOfFile()
    let errData = err.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return Run(
      status: process.terminationStatus, reason: process.terminationReason,
      stdout: String(decoding: outData, as: UTF8.self), stderr: String(decoding: errData, as: UTF8.self))
  }
}
