/// What the cases of one fuzz run did: how many were tried and every failure by kind, each
/// with a line naming its case, so a report says at once what broke and how to replay it.
public struct FuzzTally: Sendable {
  /// The kinds of failure a case can have; one case may have several (a crash that also left
  /// files behind).
  public enum Failure: String, Sendable, CaseIterable {
    /// Died by a signal, or trapped.
    case crashed
    /// Still running at its time limit, and killed.
    case hung
    /// Peak resident memory over the limit.
    case overMemory = "over-memory"
    /// An input changed, or a file that was there before is gone or different.
    case destroyed
    /// Anything else the case checks: an unexpected exit code, a leftover file, a wrong
    /// result.
    case failed
  }

  /// Seconds after which a case counts as hung: a debug build decodes the slowest valid
  /// input within the budgets (a 5792 × 5792 PNG of 16-bit samples or of a translucent
  /// palette) in about 7 s, and renders the small CLI cases in under 2 s.
  public static let hangSeconds = 30.0

  public let run: FuzzRun
  /// Cases started.
  public var tried = 0
  /// Failures of each kind.
  public private(set) var counts: [Failure: Int] = [:]
  /// One line per failure: kind, family, seed, case and what happened.
  public private(set) var details: [String] = []

  /// An empty tally of `run`.
  public init(run: FuzzRun) { self.run = run }

  /// Records a failure of `kind` in case `index`.
  public mutating func record(_ kind: Failure, case index: Int, _ detail: String) {
    counts[kind, default: 0] += 1
    details.append("\(kind.rawValue): \(run.family) seed \(hex(run.seed)) case \(index): \(detail)")
  }

  /// Whether no case failed.
  public var isClean: Bool { details.isEmpty }

  /// One line for logs and `scripts/fuzz`:
  /// `fuzz tally: png-decode seed=0x5eed tried=800 crashed=0 hung=0 over-memory=0 destroyed=0 failed=0`.
  public var summary: String {
    let kinds = Failure.allCases.map { "\($0.rawValue)=\(counts[$0, default: 0])" }.joined(separator: " ")
    return "fuzz tally: \(run.family) seed=\(hex(run.seed)) tried=\(tried) \(kinds)"
  }

  /// The summary and, below it, the first `limit` failures.
  public func report(limit: Int = 20) -> String {
    ([summary] + details.prefix(limit) + (details.count > limit ? ["… \(details.count - limit) more"] : []))
      .joined(separator: "\n")
  }
}
