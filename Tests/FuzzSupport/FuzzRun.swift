import Foundation

/// Which cases one fuzz family tries: a seed and a count, fixed in the test so that every CI
/// run tries exactly the same cases in about the same time (a count, never a clock, bounds a
/// run), and overridable by hand for longer runs.
///
/// `FLIPBOOK_FUZZ_SEED` (decimal, or hex with `0x`) replaces every family's seed and
/// `FLIPBOOK_FUZZ_COUNT` every family's count; `scripts/fuzz` sets both. Case `k` draws from a
/// generator of its own, derived from the seed and `k`, so a failure reported as "seed S case
/// k" is replayed alone by that seed, `FLIPBOOK_FUZZ_FIRST=k` and a count of k + 1.
///
/// With `FLIPBOOK_FUZZ_TRACE` naming a directory, the family keeps the number of the case it
/// is on in a file named after the family there, and removes the file when it is done: when a
/// case kills the test process itself (an in-process decoder trapping), the files left behind
/// name the cases that were running.
public struct FuzzRun: Sendable {
  /// A short name for reports and trace files: `png-decode`, `video-cli`, …
  public let family: String
  public let seed: UInt64
  /// Cases `first..<count` run.
  public let count: Int
  public let first: Int
  private let traceDirectory: String?

  /// Why the environment's fuzz settings cannot be used.
  public struct BadSetting: Error, CustomStringConvertible {
    public let description: String
  }

  /// The family's run: `seed` and `count` unless the environment overrides them.
  public init(
    family: String, seed: UInt64, count: Int,
    environment: [String: String] = ProcessInfo.processInfo.environment
  ) throws(BadSetting) {
    self.family = family
    self.seed = try environment["FLIPBOOK_FUZZ_SEED"].map(FuzzRun.seed) ?? seed
    self.count = try environment["FLIPBOOK_FUZZ_COUNT"].map { text throws(BadSetting) in try FuzzRun.number(text, "FLIPBOOK_FUZZ_COUNT") } ?? count
    first = try environment["FLIPBOOK_FUZZ_FIRST"].map { text throws(BadSetting) in try FuzzRun.number(text, "FLIPBOOK_FUZZ_FIRST") } ?? 0
    traceDirectory = environment["FLIPBOOK_FUZZ_TRACE"].flatMap { $0.isEmpty ? nil : $0 }
  }

  /// The generator of case `index`: the run's seed and the index mixed by one SplitMix64 step,
  /// so neighbouring cases do not share a stream.
  public func generator(forCase index: Int) -> SplitMix64 {
    var mixer = SplitMix64(seed: seed ^ (UInt64(index) &* 0xD6E8_FEB8_6659_FD93))
    return SplitMix64(seed: mixer.next())
  }

  /// Runs `body` for every case in order with its index and generator, keeping the trace file
  /// (if any) on the current case, and returns what the cases recorded.
  public func forEachCase(_ body: (Int, inout SplitMix64, inout FuzzTally) throws -> Void) rethrows -> FuzzTally {
    var tally = FuzzTally(run: self)
    let trace = traceDirectory.map { $0 + "/" + family }
    for index in first..<max(first, count) {
      if let trace { try? Data("\(family) seed \(hex(seed)) case \(index)\n".utf8).write(to: URL(fileURLWithPath: trace)) }
      var generator = generator(forCase: index)
      tally.tried += 1
      try body(index, &generator, &tally)
    }
    if let trace { try? FileManager.default.removeItem(atPath: trace) }
    return tally
  }

  /// `text` as a seed: decimal, or hex after `0x`.
  private static func seed(_ text: String) throws(BadSetting) -> UInt64 {
    let parsed = text.lowercased().hasPrefix("0x") ? UInt64(text.dropFirst(2), radix: 16) : UInt64(text)
    guard let parsed else { throw BadSetting(description: "FLIPBOOK_FUZZ_SEED must be a number, got '\(text)'") }
    return parsed
  }

  /// `text` as a whole number ≥ 0 for the setting `name`.
  private static func number(_ text: String, _ name: String) throws(BadSetting) -> Int {
    guard let parsed = Int(text), parsed >= 0 else {
      throw BadSetting(description: "\(name) must be a whole number ≥ 0, got '\(text)'")
    }
    return parsed
  }
}

/// `0x…` for a seed.
func hex(_ value: UInt64) -> String { "0x" + String(value, radix: 16) }
