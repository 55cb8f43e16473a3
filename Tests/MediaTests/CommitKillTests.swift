import Foundation
import FuzzSupport
import Testing

@testable import Media

/// Outputs are all or nothing also against SIGKILL: a real process (`commit-probe`, built
/// from Tests/Probes) writes an output and kills itself right after its Nth change to the file
/// system, for every N from 0 (before the first) to the last. No timing is involved: the
/// changes are counted by `AtomicDirectory`'s step observer, so run N stops at the same moment
/// every time.
///
/// After each kill the test checks what is left (the old output or the new one, whole; the
/// target missing only between the fallback's two renames, its old directory complete under
/// the `.old` name), then what the next run leaves when it gives up (exactly the same output,
/// every temporary gone), then what a next run that commits leaves (exactly its frames).
@Suite struct CommitKillTests {
  /// A file tree: each file's path relative to the root with its bytes, each directory's with
  /// a trailing `/` and no bytes.
  typealias Tree = [String: Data]

  /// What the old directory holds: five frames of an earlier, longer render, a file and a
  /// folder of the user's.
  static let old: Tree = [
    "frame_0000.png": Data("old 0".utf8), "frame_0001.png": Data("old 1".utf8),
    "frame_0002.png": Data("old 2".utf8), "frame_0003.png": Data("old 3".utf8),
    "frame_0004.png": Data("old 4".utf8), "notes.txt": Data("the user's".utf8),
    "extras/": Data(), "extras/credits.txt": Data("also the user's".utf8),
  ]

  /// The three frames the probe renders.
  static let frames: Tree = [
    "frame_0000.png": Data("new 0".utf8), "frame_0001.png": Data("new 1".utf8), "frame_0002.png": Data("new 2".utf8),
  ]

  /// `frames` with the user's entries of `previous` carried over: what a commit over
  /// `previous` puts in place.
  static func committed(over previous: Tree?) -> Tree {
    frames.merging((previous ?? [:]).filter { !$0.key.hasPrefix("frame_") }) { new, _ in new }
  }

  /// The probe's arguments for a directory render of `frames`.
  static func directoryRender(fallback: Bool) -> [String] {
    (fallback ? ["--fallback"] : []) + frames.sorted { $0.key < $1.key }.map { "\($0.key)=\(String(decoding: $0.value, as: UTF8.self))" }
  }

  // MARK: - Directories

  @Test func aKillAtAnyStepOfAnExchangeLeavesTheOldOrTheNewDirectory() throws {
    let steps = try Self.killAtEveryStep(Self.directoryRender(fallback: false)) { try Self.make($0 + "/frames", Self.old) }
    // The kills covered staging, the swap and the removal of every old entry after it.
    #expect(steps.filter { $0.call == "write" }.count == 3)
    #expect(steps.filter { $0.call == "renameat2" }.count == 1)
    #expect(!steps.contains { $0.call == "rename" })
    #expect(steps.filter { $0.call == "unlink" || $0.call == "rmdir" }.count == Self.old.count + 1)
  }

  @Test func aKillAtAnyStepOfTheRenamingFallbackLeavesTheOldOrTheNewDirectory() throws {
    let steps = try Self.killAtEveryStep(Self.directoryRender(fallback: true)) { try Self.make($0 + "/frames", Self.old) }
    // Old aside, new in, the aside renamed to a `.partial` name before it is emptied.
    let renames = steps.filter { $0.call == "rename" }.map { PathParts($0.path).name }
    #expect(renames.count == 3 && renames[1] == "frames", "\(renames)")
    #expect(renames.first?.hasPrefix(".frames.old-") == true && renames.last?.hasPrefix(".frames.partial-") == true, "\(renames)")
    #expect(steps.filter { $0.call == "unlink" || $0.call == "rmdir" }.count == Self.old.count + 1)
  }

  @Test func aKillAtAnyStepOfAFirstRenderLeavesNothingOrTheNewDirectory() throws {
    let steps = try Self.killAtEveryStep(Self.directoryRender(fallback: false)) { _ in }
    #expect(steps.map(\.call) == ["mkdir", "write", "write", "write", "rename"])
  }

  /// The one state a kill leaves without a target (between the fallback's renames), and a
  /// next run killed at each of its own steps, from putting the old directory back on.
  @Test func aKillAtAnyStepOfTheRunThatRecoversFromAKilledFallbackLeavesTheOldOrTheNewDirectory() throws {
    let fallback = Self.directoryRender(fallback: true)
    let probe = ScratchDirectory()
    defer { probe.remove() }
    try Self.make(probe.path + "/frames", Self.old)
    let steps = try Probe.run(["directory", probe.path + "/frames", "never"] + fallback).steps
    let aside = try #require(steps.firstIndex { $0.call == "rename" && $0.path.contains("/.frames.old-") }) + 1
    let recovery = try Self.killAtEveryStep(Self.directoryRender(fallback: false)) { scratch in
      try Self.make(scratch + "/frames", Self.old)
      let killed = try Probe.run(["directory", scratch + "/frames", "\(aside)"] + fallback)
      #expect(killed.wasKilled, "\(killed)")
      #expect(Self.tree(scratch + "/frames") == nil)
    }
    // The kills covered putting the old directory back, which is the next run's first step.
    #expect(recovery.first?.call == "rename" && recovery.first?.path.hasSuffix("/frames") == true, "\(recovery)")
  }

  /// In place (a target that cannot be swapped): a kill leaves old and new entries side by
  /// side with the temporaries that say which way the commit goes; the next run — giving up
  /// or committing — finds exactly the old output before the commit point (the rename to
  /// `.committed-…`) and exactly the new one after it, and no temporary.
  @Test func aKillAtAnyStepOfAnInPlaceCommitIsUndoneOrFinishedByTheNextRun() throws {
    let arguments = ["--in-place"] + Self.directoryRender(fallback: false)
    let uncut = ScratchDirectory()
    defer { uncut.remove() }
    try Self.make(uncut.path + "/frames", Self.old)
    let steps = try Probe.run(["directory", uncut.path + "/frames", "never"] + arguments).steps
    #expect(Self.tree(uncut.path + "/frames") == Self.committed(over: Self.old))
    let point = try #require(steps.firstIndex { $0.call == "rename" && $0.path.contains("/.flipbook-output.committed-") }) + 1
    // Staging (mkdir, 3 writes), the aside, 5 old frames moved out, the commit point, 3 in.
    #expect(point == 1 + 3 + 1 + 5 + 1, "\(steps)")
    for n in 0...steps.count {
      let scratch = ScratchDirectory()
      defer { scratch.remove() }
      let target = scratch.path + "/frames"
      try Self.make(target, Self.old)
      let result = try Probe.run(["directory", target, "\(n)"] + arguments)
      let label = "kill after step \(n) of \(steps.count) (\(n == 0 ? "none" : steps[n - 1].description))"
      #expect(result.wasKilled, "\(label): \(result)")
      let expected = n < point ? Self.old : Self.committed(over: Self.old)
      try AtomicDirectory(path: target, inPlace: true).discard()
      #expect(Self.tree(target) == expected, "\(label), then a run that gave up")
      let again = try AtomicDirectory(path: target, inPlace: true)
      try Self.make(again.stagingPath, ["frame_0000.png": Data("next".utf8)])
      try again.commit { !$0.hasPrefix("frame_") }
      #expect(Self.tree(target) == Self.committed(over: Self.old).filter { !$0.key.hasPrefix("frame_") }.merging(["frame_0000.png": Data("next".utf8)]) { $1 }, "\(label), then a run that committed")
    }
  }

  // MARK: - Files

  /// A single file has one step that matters (its rename); killed before it the old file
  /// stays, after it the new one is there, and a temporary in between goes with the next run.
  @Test func aKillAtAnyStepOfAFileWriteLeavesTheOldOrTheNewFile() throws {
    let uncut = ScratchDirectory()
    defer { uncut.remove() }
    let chunks = ["new ", "bytes"]
    let steps = try Probe.run(["file", uncut.path + "/clip.mp4", "never"] + chunks).steps
    #expect(steps.map(\.call) == ["open", "write", "write", "rename"])
    for n in 0...steps.count {
      let scratch = ScratchDirectory()
      defer { scratch.remove() }
      let target = scratch.path + "/clip.mp4"
      try AtomicFile.write(Array("old bytes".utf8), to: target)
      let result = try Probe.run(["file", target, "\(n)"] + chunks)
      #expect(result.wasKilled, "kill after step \(n): \(result)")
      let expected = Data((n < steps.count ? "old bytes" : "new bytes").utf8)
      #expect(FileManager.default.contents(atPath: target) == expected, "kill after step \(n)")
      try AtomicFile(path: target).discard()
      #expect(scratch.entries() == ["clip.mp4"], "kill after step \(n)")
      #expect(FileManager.default.contents(atPath: target) == expected, "kill after step \(n)")
    }
  }

  // MARK: - Harness

  /// Learns the steps of the probe run `arguments` into `scratch/frames` from an uncut run in
  /// a state made by `prepare(scratch)`, then for each N from 0 to their count kills a run
  /// after step N in a fresh such state and checks it, the next run that gives up, and the
  /// next run that commits. Returns the uncut run's steps.
  static func killAtEveryStep(_ arguments: [String], prepare: (String) throws -> Void) throws -> [OutputStep] {
    let uncut = ScratchDirectory()
    defer { uncut.remove() }
    try prepare(uncut.path)
    let start = Moment(content: visible(uncut.path), isTargetAside: tree(uncut.path + "/frames") == nil && visible(uncut.path) != nil)
    let run = try Probe.run(["directory", uncut.path + "/frames", "never"] + arguments)
    #expect(run.status == 0 && run.reason == .exit, "\(run)")
    #expect(tree(uncut.path + "/frames") == committed(over: start.content))
    let moments = start.all(after: run.steps, target: uncut.path + "/frames")
    for (n, moment) in moments.enumerated() {
      let scratch = ScratchDirectory()
      defer { scratch.remove() }
      try prepare(scratch.path)
      let target = scratch.path + "/frames"
      let result = try Probe.run(["directory", target, "\(n)"] + arguments)
      let label = "kill after step \(n) of \(run.steps.count) (\(n == 0 ? "none" : run.steps[n - 1].description))"
      #expect(result.wasKilled, "\(label): \(result)")
      // What the kill left.
      let asides = scratch.entries().filter { $0.hasPrefix(".frames.old-") }
      for aside in asides {
        #expect(tree(scratch.path + "/" + aside) == old, "\(label): \(aside) is not the whole old directory")
      }
      if moment.isTargetAside {
        #expect(tree(target) == nil, "\(label)")
        #expect(asides.count == 1, "\(label): \(scratch.entries())")
      } else {
        #expect(tree(target) == moment.content, "\(label)")
      }
      // The next run, giving up: the same output, whole, and no temporary.
      try AtomicDirectory(path: target).discard()
      #expect(tree(target) == moment.content, "\(label), then a run that gave up")
      #expect(scratch.entries() == (moment.content == nil ? [] : ["frames"]), "\(label), then a run that gave up")
      // The next run, committing: exactly its frames and the user's files.
      let again = try AtomicDirectory(path: target)
      try make(again.stagingPath, frames)
      try again.commit { !$0.hasPrefix("frame_") }
      #expect(tree(target) == committed(over: moment.content), "\(label), then a run that committed")
      #expect(scratch.entries() == ["frames"], "\(label), then a run that committed")
    }
    return run.steps
  }

  /// What the target should be after some steps of a run: computed from the steps alone.
  struct Moment {
    /// The output the target holds, or would hold again once a next run puts the `.old`
    /// aside back; nil: no output.
    var content: Tree?
    /// Whether the target is missing because its directory is aside under an `.old` name.
    var isTargetAside = false

    /// This moment and the one after each of `steps` of a run into `target`: the target
    /// goes aside on a rename to an `.old` name, and a rename onto the target brings back the
    /// old output (before the run made its staging directory) or puts the new one in (after).
    func all(after steps: [OutputStep], target: String) -> [Moment] {
      var moment = self
      var moments = [moment]
      var staged = false
      for step in steps {
        if step.call == "mkdir" { staged = true }
        if step.call == "rename", step.path.contains("/.frames.old-") { moment.isTargetAside = true }
        if step.call == "rename" || step.call == "renameat2", step.path == target {
          moment.isTargetAside = false
          if staged { moment.content = committed(over: moment.content) }
        }
        moments.append(moment)
      }
      return moments
    }
  }

  /// The output a run into `scratch/frames` starts from: the target, or the `.old` aside a
  /// killed run left in its place.
  static func visible(_ scratch: String) -> Tree? {
    if let target = tree(scratch + "/frames") { return target }
    let entries = (try? FileManager.default.contentsOfDirectory(atPath: scratch)) ?? []
    return entries.first { $0.hasPrefix(".frames.old-") }.flatMap { tree(scratch + "/" + $0) }
  }

  /// Every file and folder under `root`; nil when `root` is not a directory.
  static func tree(_ root: String) -> Tree? {
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: root, isDirectory: &isDirectory), isDirectory.boolValue else { return nil }
    var tree: Tree = [:]
    for entry in (try? FileManager.default.contentsOfDirectory(atPath: root)) ?? [] {
      if let inner = Self.tree(root + "/" + entry) {
        tree[entry + "/"] = Data()
        for (path, bytes) in inner { tree[entry + "/" + path] = bytes }
      } else {
        tree[entry] = FileManager.default.contents(atPath: root + "/" + entry) ?? Data()
      }
    }
    return tree
  }

  /// Creates the directory `root` holding `tree`.
  static func make(_ root: String, _ tree: Tree) throws {
    try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
    for (path, bytes) in tree.sorted(by: { $0.key < $1.key }) {
      if path.hasSuffix("/") {
        try FileManager.default.createDirectory(atPath: root + "/" + path, withIntermediateDirectories: true)
      } else {
        #expect(FileManager.default.createFile(atPath: root + "/" + path, contents: bytes))
      }
    }
  }
}

/// Runs `commit-probe`, the executable built from Tests/Probes/commit-probe.
enum Probe {
  struct Result: CustomStringConvertible {
    let status: Int32
    let reason: Process.TerminationReason
    /// The changes the probe made, in order.
    let steps: [OutputStep]
    let stderr: String

    var wasKilled: Bool { reason == .uncaughtSignal && status == SIGKILL }
    var description: String {
      "\(reason == .exit ? "exit" : "signal") \(status), \(steps.count) steps, stderr: \(stderr)"
    }
  }

  /// Runs the probe with `arguments` until it exits or dies.
  static func run(_ arguments: [String]) throws -> Result {
    let run = try BuiltExecutable.run("commit-probe", arguments)
    let steps = run.stdout.split(separator: "\n").map { line in
      let parts = line.split(separator: "\t", maxSplits: 1).map(String.init)
      return OutputStep(parts[0], parts.count > 1 ? parts[1] : "")
    }
    return Result(status: run.status, reason: run.reason, steps: steps, stderr: run.stderr)
  }
}
