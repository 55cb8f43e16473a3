import Foundation
import Inspect

/// `render check [INPUT…] [--mode …] --expect LIST [check options]`: measures every video frame
/// and exits 0 when every expectation holds, 1 naming the first failing video frame otherwise.
struct CheckCommand {
  let options: InspectOptions
  let expectations: [Expectation]
  let checkOptions: CheckOptions

  init(_ args: inout Arguments, catalog: SceneCatalog, context: CLIContext) throws(CLIError) {
    guard let list = try args.value("--expect") else {
      throw .usage("check needs --expect LIST (one or more of \(Expectation.allCases.map(\.rawValue).joined(separator: ",")))")
    }
    var expectations: [Expectation] = []
    for name in list.split(separator: ",") {
      guard let e = Expectation(rawValue: name.trimmingCharacters(in: .whitespaces)) else {
        throw .usage("unknown expectation '\(name)' (known: \(Expectation.allCases.map(\.rawValue).joined(separator: ", ")))")
      }
      expectations.append(e)
    }
    guard !expectations.isEmpty else { throw .usage("--expect needs at least one expectation") }
    self.expectations = expectations

    var o = CheckOptions()
    o.from = try args.value("--from").map { text throws(CLIError) in try positive("--from", text) }
    o.to = try args.value("--to").map { text throws(CLIError) in try positive("--to", text) }
    o.tolerance = try args.number("--tolerance", default: 2.0, in: 0...10_000, unit: " pt")
    o.jumpFactor = try args.number("--jump-factor", default: 4.0, in: 1...1000)
    if let text = try args.value("--direction") {
      guard let d = SizeDirection(rawValue: text) else { throw .usage("--direction must be shrink or grow, got '\(text)'") }
      o.direction = d
    }
    if let text = try args.value("--to-centre", "--to-center") {
      let parts = text.split(separator: ",").compactMap { Double($0.trimmingCharacters(in: .whitespaces)) }
      guard parts.count == 2, parts.allSatisfy(\.isFinite) else { throw .usage("--to-centre must be x,y in points, got '\(text)'") }
      o.toCentre = (parts[0], parts[1])
    }
    checkOptions = o
    options = try InspectOptions(&args, catalog: catalog, context: context)
    try args.finish()
  }

  func run() throws(CLIError) {
    var failures: [String] = []
    for input in options.inputs {
      let (track, _) = try options.measure(input)
      let report = track.check(expectations, options: checkOptions)
      for (expectation, failure) in report.results {
        print("\(track.name): \(expectation.rawValue): " + (failure.map { "FAIL at video frame \($0.frame) (t = \(fmtCLI($0.time, 3)) s): \($0.reason)" } ?? "ok"))
      }
      if let first = report.firstFailure { failures.append("\(track.name): \(first)") }
    }
    if !failures.isEmpty { throw .failure("check failed: " + failures.joined(separator: "; ")) }
  }
}

private func positive(_ name: String, _ text: String) throws(CLIError) -> Double {
  guard let v = Double(text), v.isFinite, v >= 0 else { throw .usage("\(name) must be a size in points ≥ 0, got '\(text)'") }
  return v
}
