import Foundation

/// Debian's Chromium, headless: loads a page from disk, lets its scripts run, and prints the
/// DOM or takes a screenshot, so tests check an HTML page as a browser shows it.
public enum HeadlessChromium {
  /// A missing browser, with how to get it.
  public struct Missing: Error, CustomStringConvertible {
    public let description = "chromium is not installed; run scripts/bootstrap (HTML pages are checked in a real browser)"
  }

  /// The Chromium binary `scripts/bootstrap` installs.
  public static func path() throws -> String {
    for path in ["/usr/bin/chromium", "/usr/bin/chromium-browser"] where FileManager.default.isExecutableFile(atPath: path) {
      return path
    }
    throw Missing()
  }

  /// Runs Chromium on the file `page` with `arguments` (`--dump-dom`, `--screenshot=PATH`, …)
  /// in a profile of its own, giving the page 2 s of virtual time, and returns what it printed.
  public static func run(_ arguments: [String], page: String) throws -> String {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: try path())
    let profile = NSTemporaryDirectory() + "flipbook-chromium-\(UUID().uuidString)"
    defer { try? FileManager.default.removeItem(atPath: profile) }
    process.arguments = [
      "--headless", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--user-data-dir=\(profile)",
      "--virtual-time-budget=2000",
    ] + arguments + ["file://" + page]
    let out = Pipe()
    process.standardOutput = out
    process.standardError = FileHandle.nullDevice
    try process.run()
    let data = out.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return String(decoding: data, as: UTF8.self)
  }

  /// How many times `needle` occurs in `text`.
  public static func occurrences(of needle: String, in text: String) -> Int {
    text.components(separatedBy: needle).count - 1
  }
}
