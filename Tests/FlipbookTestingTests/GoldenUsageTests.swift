import Foundation
@testable import FlipbookTesting
import Testing

/// The orphan report's reading of a package: which files are goldens, and which of them no
/// usage list names. (The lists themselves are written at exit; `scripts/check-examples` runs
/// Examples/ with FLIPBOOK_GOLDEN_ORPHANS=1 and fails on any orphan.)
@Suite struct GoldenUsageTests {
  @Test func goldensAreTheFilesAGoldenCheckWrites() {
    #expect(GoldenUsage.isGolden("t0450.png"))
    #expect(GoldenUsage.isGolden("flight-t0500-t1300.png"))
    #expect(GoldenUsage.isGolden("geometry-t0500-t1300.json"))
    #expect(!GoldenUsage.isGolden("manifest.json"))
    #expect(!GoldenUsage.isGolden("thumbnail.png"))
    #expect(!GoldenUsage.isGolden("t0450.png.tmp"))
  }

  @Test func anOrphanIsAGoldenNoUsageListNames() throws {
    let package = try GoldenStoreTests.ScratchPackage()
    defer { package.remove() }
    let fm = FileManager.default
    func touch(_ relative: String) throws {
      let path = package.root + "/" + relative
      try fm.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
      #expect(fm.createFile(atPath: path, contents: Data([1])))
    }
    for file in [
      "Golden/pulse/fixed/t0300.png", "Golden/pulse/fixed/t0600.png", "Golden/pulse/fixed/flight-t0000-t0500.png",
      "Golden/pulse/naive/geometry-t0000-t0500.json", "Golden/pulse/manifest.json", "Golden/Assets/photo.png",
    ] { try touch(file) }
    #expect(GoldenUsage.goldens(root: package.root) == [
      "pulse/fixed/flight-t0000-t0500.png", "pulse/fixed/t0300.png", "pulse/fixed/t0600.png",
      "pulse/naive/geometry-t0000-t0500.json",
    ])
    // The two frameworks' lists together name all but one.
    try fm.createDirectory(atPath: package.root + "/.build/golden-usage", withIntermediateDirectories: true)
    try Data("pulse/fixed/t0300.png\npulse/fixed/flight-t0000-t0500.png\n".utf8).write(
      to: URL(fileURLWithPath: package.root + "/.build/golden-usage/swift-testing.txt"))
    try Data("pulse/naive/geometry-t0000-t0500.json\n".utf8).write(
      to: URL(fileURLWithPath: package.root + "/.build/golden-usage/xctest.txt"))
    #expect(GoldenUsage.orphans(root: package.root) == ["pulse/fixed/t0600.png"])
  }
}
