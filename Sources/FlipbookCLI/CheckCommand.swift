import Flipbook
import Foundation
import Inspect

/// `render check [INPUT…] [--mode …] --expect LIST [check options]`: measures every video frame
/// and exits 0 when every expectation holds, 1 naming the first failing video frame otherwise.
struct CheckCommand {
  let options: InspectOptions
  let expectations: [Expectation]
  let checkOptions: CheckOptions

  init(_ args: inout Arguments, catalog: SceneCatalog, context: CLIContext) throws(CLIError) {
    let lists = try args.values("--expect")
    guard !lists.isEmpty else {
      throw .usage("check needs --expect LIST (one or more of \(Expectation.allCases.map(\.rawValue).joined(separator: ",")))")
    }
    // `--expect a --expect b` is `--expect a,b`: every expectation named runs, each once.
    var expectations: [Expectation] = []
    for list in lists {
      let names = list.split(separator: ",", omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: .whitespaces) }
      guard !names.allSatisfy(\.isEmpty) else { throw .usage("--expect '\(list)' names no expectation") }
      for name in names {
        guard let e = Expectation(rawValue: name) else {
          throw .usage(
            "unknown expectation '\(name)' in --expect '\(list)' (known: \(Expectation.allCases.map(\.rawValue).joined(separator: ", ")))")
        }
        if !expectations.contains(e) { expectations.append(e) }
      }
    }
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
      let parts = try coordinates(text, count: 2, flag: "--to-centre", shape: "x,y")
      o.toCentre = (parts[0], parts[1])
    }
    checkOptions = o
    options = try InspectOptions(&args, catalog: catalog, context: context)
    try args.finish()
  }

  func run() throws(CLIError) {
    Interrupt.install()
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
  guard let v = Double(text), v.isFinite, (0...maximumPoints).contains(v) else {
    throw .usage("\(name) must be a size between 0 and \(Int(maximumPoints)) points, got '\(text)'")
  }
  return v
}

/// `render check NAME…` without `--expect`: runs the checks the scenes carry
/// (`FlipbookScene.checks`), printing each one's verdict; exits 1 when any finds a problem.
struct SceneChecksCommand {
  let scenes: [FlipbookScene]

  init(_ args: inout Arguments, catalog: SceneCatalog) throws(CLIError) {
    let names = args.popPositionals()
    try args.finish()
    guard !names.isEmpty else {
      let carrying = catalog.scenes.filter { !$0.checks.isEmpty }.map(\.name)
      throw .usage(
        "check needs --expect LIST, or the name of a scene that carries its own checks"
          + (carrying.isEmpty ? "" : " (\(carrying.joined(separator: ", ")))"))
    }
    var scenes: [FlipbookScene] = []
    for name in names {
      guard let scene = catalog.scene(named: name) else {
        let carrying = catalog.scenes.filter { !$0.checks.isEmpty }.map(\.name)
        throw .usage(
          "check needs --expect LIST to measure \(name): it is not a scene of the catalog"
            + (carrying.isEmpty ? "" : " (scenes that carry their own checks: \(carrying.joined(separator: ", ")))"))
      }
      guard !scene.checks.isEmpty else {
        throw .usage("scene \(name) carries no checks: give --expect LIST to measure it (render check --help)")
      }
      scenes.append(scene)
    }
    self.scenes = scenes
  }

  func run() throws(CLIError) {
    Interrupt.install()
    var failed: [String] = []
    for scene in scenes {
      for check in scene.checks {
        try Interrupt.check()
        let problems = check.run(on: scene)
        print("\(scene.name): \(check.name): " + (problems.isEmpty ? "ok" : "FAIL: " + problems.joined(separator: "; ")))
        if !problems.isEmpty { failed.append("\(scene.name): \(check.name)") }
      }
    }
    if !failed.isEmpty { throw .failure("check failed: " + failed.joined(separator: ", ")) }
  }
}
