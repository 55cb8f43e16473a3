// The run's failure report: one self-contained HTML page of every golden that failed.
//
// What: each failing golden of a test run adds itself to `.build/golden-failures/report.html`
// in the package: a still with its expected and actual pictures to compare side by side, by
// swiping, as an onion skin or flickering; a flight with both versions to scrub or play frame
// by frame, each frame marked when it differs; a geometry golden with the measured curves
// (expected against actual, in points over time). Pictures are inlined as data URLs and the
// page carries its own script and style, so it opens from disk, is attached to a CI run as one
// file, and needs no network. The first failure of a process starts a new report (style and
// script first); each failure then appends its own data element, so the page is complete
// whenever the run stops and a run of n failures writes each picture once. The script runs
// when the page has loaded and builds one section per data element.
// Why: a red test says a frame changed; a designer decides whether the change is right by
// looking, and motion is judged in motion.

import Foundation
import Media
import Raster

enum FailureReport {
  private static let lock = NSLock()
  /// The package roots whose report this process has started.
  nonisolated(unsafe) private static var started: Set<String> = []

  /// The report's path for the package at `root`.
  static func path(root: String) -> String { "\(root)/.build/golden-failures/report.html" }

  /// Adds `entry` to the report of the package at `root`: the first failure of the process
  /// replaces any earlier run's report with a new page; each one appends its data.
  static func add(_ entry: ReviewEntry, root: String) {
    lock.lock()
    defer { lock.unlock() }
    let path = path(root: root)
    if !started.contains(root) {
      try? FileManager.default.createDirectory(
        atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
      guard (try? AtomicFile.write(Array(ReviewPage.header(title: "Goldens failed", counting: ("golden", "failed")).utf8), to: path)) != nil else { return }
      started.insert(root)
    }
    guard let file = FileHandle(forWritingAtPath: path) else { return }
    defer { try? file.close() }
    _ = try? file.seekToEnd()
    try? file.write(contentsOf: Data(ReviewPage.element(entry).utf8))
  }
}
