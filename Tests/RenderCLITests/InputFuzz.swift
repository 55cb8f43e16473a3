import Foundation
import FuzzSupport

/// What every fuzz case of the `render` command line checks, in one place: the child is run
/// with raw-byte arguments, killed after ``FuzzTally/hangSeconds``, and must end with one of
/// `render`'s exit codes within ``memoryLimit`` of peak memory.
enum InputFuzz {
  /// The most resident memory any case may take: 400 MB.
  static let memoryLimit = 400_000_000
  /// `render`'s exit codes for success, failure and a usage error.
  static let exitCodes: Set<Int32> = [0, 1, 64]

  /// Runs the built `render` with `arguments` in `directory`.
  static func render(_ arguments: [[UInt8]], in directory: String) throws -> ChildProcess.Result {
    try ChildProcess.run(RenderProcess.executable.path, arguments, in: directory, timeout: FuzzTally.hangSeconds)
  }

  /// Records in `tally` what is wrong with `result` of the command `line` (case `index`):
  /// a crash, a hang, too much memory, or an exit code `render` does not use.
  static func check(_ result: ChildProcess.Result, _ line: String, case index: Int, into tally: inout FuzzTally) {
    let said = result.errorText.suffix(300)
    if result.timedOut {
      tally.record(.hung, case: index, "\(line): killed after \(Int(FuzzTally.hangSeconds)) s")
    } else if let signal = result.signal {
      tally.record(.crashed, case: index, "\(line): signal \(signal): \(said)")
    } else if let status = result.status, !exitCodes.contains(status) {
      tally.record(.failed, case: index, "\(line): exit \(status): \(said)")
    }
    if result.peakMemory >= memoryLimit {
      tally.record(.overMemory, case: index, "\(line): \(result.peakMemory >> 20) MiB")
    }
  }
}
