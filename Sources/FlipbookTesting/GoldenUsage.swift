// Orphaned goldens: files in `Golden/` that no test of a run compares.
//
// What: every golden a process compares or records is noted. With FLIPBOOK_GOLDEN_ORPHANS=1 in
// the environment, the process writes what it used to `.build/golden-usage/<framework>.txt` of
// the package when it exits (one file for its XCTest run, one for its Swift Testing run: `swift
// test` runs them as two processes), then lists every golden of the package that neither list
// names in `.build/golden-usage/orphans.txt` and says how many on standard error (the XCTest
// process stays quiet when a Swift Testing list exists: that run comes second and reports).
// A golden is a file `Golden/<scene>/<variant>/` named `t<ms>.png`, `flight-….png` or
// `geometry-….json`; manifests and other folders (pictures a scene loads) are not goldens.
// Why: a golden no test compares still costs review time and repository space, and hides a
// test that was deleted or renamed. Only a run of the whole suite can tell, so the report is
// asked for (CI asks), not printed after every filtered run.

import Foundation
import Testing

enum GoldenUsage {
  private static let lock = NSLock()
  /// Package root → the goldens used, as `scene/variant/file`, and by which framework.
  nonisolated(unsafe) private static var used: [String: Set<String>] = [:]
  nonisolated(unsafe) private static var frameworks: Set<String> = []
  nonisolated(unsafe) private static var registered = false

  /// Whether this run reports orphans (read once: the environment does not change mid-run).
  static let enabled = ProcessInfo.processInfo.environment["FLIPBOOK_GOLDEN_ORPHANS"] == "1"

  /// Notes that a test compared (or recorded) `Golden/<scene>/<relative>` of the package at `root`.
  static func note(root: String, scene: String, relative: String) {
    guard enabled else { return }
    lock.lock()
    defer { lock.unlock() }
    used[root, default: []].insert("\(scene)/\(relative)")
    frameworks.insert(Test.current != nil ? "swift-testing" : "xctest")
    if !registered {
      registered = true
      atexit { GoldenUsage.finish() }
    }
  }

  /// Writes this process's usage and the orphans of every package it used goldens of.
  static func finish() {
    lock.lock()
    defer { lock.unlock() }
    let framework = frameworks.count == 1 ? frameworks.first! : "mixed"
    // A scratch package a test made and removed is skipped.
    for (root, paths) in used where FileManager.default.fileExists(atPath: root + "/Package.swift") {
      let directory = root + "/.build/golden-usage"
      try? FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
      try? Data(paths.sorted().map { $0 + "\n" }.joined().utf8).write(
        to: URL(fileURLWithPath: "\(directory)/\(framework).txt"), options: .atomic)
      let orphans = orphans(root: root)
      try? Data(orphans.map { $0 + "\n" }.joined().utf8).write(
        to: URL(fileURLWithPath: "\(directory)/orphans.txt"), options: .atomic)
      // `swift test` runs XCTest first: when Swift Testing tests also use goldens, their run
      // reports, once both lists are written.
      if framework == "xctest" && FileManager.default.fileExists(atPath: directory + "/swift-testing.txt") { continue }
      let message = orphans.isEmpty
        ? "FlipbookTesting: every golden in \(root)/Golden was compared by this run\n"
        : "FlipbookTesting: \(orphans.count) golden\(orphans.count == 1 ? "" : "s") in \(root)/Golden no test of this run compared "
          + "(listed in \(directory)/orphans.txt): " + orphans.prefix(5).joined(separator: ", ")
          + (orphans.count > 5 ? ", …" : "") + "\n"
      FileHandle.standardError.write(Data(message.utf8))
    }
  }

  /// The goldens of the package at `root` that no usage list in `.build/golden-usage` names.
  static func orphans(root: String) -> [String] {
    let directory = root + "/.build/golden-usage"
    var named = Set<String>()
    for file in (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
    where file.hasSuffix(".txt") && file != "orphans.txt" {
      let text = (try? String(contentsOfFile: "\(directory)/\(file)", encoding: .utf8)) ?? ""
      named.formUnion(text.split(separator: "\n").map(String.init))
    }
    return goldens(root: root).filter { !named.contains($0) }
  }

  /// Every golden of the package at `root`, as `scene/variant/file`, sorted.
  static func goldens(root: String) -> [String] {
    let fm = FileManager.default
    let base = root + "/Golden"
    var found: [String] = []
    for scene in (try? fm.contentsOfDirectory(atPath: base)) ?? [] {
      for variant in (try? fm.contentsOfDirectory(atPath: "\(base)/\(scene)")) ?? [] {
        for file in (try? fm.contentsOfDirectory(atPath: "\(base)/\(scene)/\(variant)")) ?? [] where isGolden(file) {
          found.append("\(scene)/\(variant)/\(file)")
        }
      }
    }
    return found.sorted()
  }

  /// Whether a file name is one a golden check writes.
  static func isGolden(_ file: String) -> Bool {
    (file.hasPrefix("t") && file.hasSuffix(".png") && Int(file.dropFirst().dropLast(4)) != nil)
      || (file.hasPrefix("flight-t") && file.hasSuffix(".png"))
      || (file.hasPrefix("geometry-t") && file.hasSuffix(".json"))
  }
}
