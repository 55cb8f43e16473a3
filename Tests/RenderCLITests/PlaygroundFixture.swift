import Foundation
import Media
import Raster

/// A scratch directory holding playground files, rendered by `render` as a user would run it.
///
/// Each fixture has its own build cache (`FLIPBOOK_CACHE_DIR` inside the scratch directory),
/// so no test sees another's builds and nothing is written to `$HOME`. A build takes under a
/// second, so sharing a cache would buy little and cost isolation.
struct PlaygroundFixture {
  /// The test's scratch directory; files and outputs go here.
  let directory: String
  /// The build cache `render` is told to use.
  var cache: String { directory + "/cache" }

  /// A fresh scratch directory, once the playground library is known to be next to `render`.
  init() throws {
    try PlaygroundLibrary.require()
    directory = try RenderProcess.scratch()
  }

  /// Writes `source` as `name` (e.g. `Grow.swift`) in the scratch directory.
  func write(_ name: String, _ source: String) throws {
    try Data(source.utf8).write(to: URL(fileURLWithPath: directory + "/" + name))
  }

  /// Runs `render arguments` in the scratch directory with the fixture's build cache.
  func render(_ arguments: [String]) throws -> RenderProcess.Result {
    try RenderProcess.run(arguments, in: directory, environment: ["FLIPBOOK_CACHE_DIR": cache])
  }

  /// The PNGs in `subdirectory`, decoded, in file-name order.
  func frames(_ subdirectory: String) throws -> [Pixmap] {
    try pngFrames(in: directory + "/" + subdirectory)
  }
}

/// The PNGs in `directory`, decoded, in file-name order.
func pngFrames(in directory: String) throws -> [Pixmap] {
  try RenderProcess.listing(directory).filter { $0.hasSuffix(".png") }.map { name throws in
    try PNGCodec.read(contentsOf: directory + "/" + name)
  }
}

/// Rendering a playground file needs `libFlipbookPlayground.so` next to `render`
/// (`PlaygroundBuilder.runtimeDirectory`). `swift build --build-tests` builds it along with
/// everything else; when it is missing (only `render` and the tests were built), this builds
/// it once, and a test that cannot get it fails with the reason instead of being skipped.
enum PlaygroundLibrary {
  struct Missing: Error, CustomStringConvertible {
    let description: String
  }

  /// The package root: this file is `Tests/RenderCLITests/PlaygroundFixture.swift`.
  static let packageRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().path

  static var path: String {
    RenderProcess.executable.deletingLastPathComponent().appendingPathComponent("libFlipbookPlayground.so").path
  }

  /// Whether the library is older than the modules next to it (render refuses it then).
  static var isStale: Bool {
    func date(_ path: String) -> Date? { (try? FileManager.default.attributesOfItem(atPath: path))?[.modificationDate] as? Date }
    let modules = RenderProcess.executable.deletingLastPathComponent().appendingPathComponent("Modules/Flipbook.swiftmodule").path
    guard let library = date(path), let module = date(modules) else { return false }
    return module.timeIntervalSince(library) > 1
  }

  /// Throws, naming the library and what was tried, unless the library is there.
  static func require() throws {
    if let failure = setUp { throw Missing(description: failure) }
  }

  /// `nil` once the library is there; else why it is not. Runs at most once per test process.
  private static let setUp: String? = {
    if FileManager.default.fileExists(atPath: path) && !isStale { return nil }
    // The build folder is SCRATCH/TRIPLE/CONFIG; build the product into that same folder.
    let folder = RenderProcess.executable.deletingLastPathComponent()
    let configuration = folder.lastPathComponent
    let scratch = folder.deletingLastPathComponent().deletingLastPathComponent().path
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    // `swift test` may still hold the build folder's lock while the tests run; the build it
    // guards is finished, so this one skips the lock instead of waiting for it forever.
    process.arguments = [
      "swift", "build", "--product", "FlipbookPlayground", "-c", configuration, "--scratch-path", scratch,
      "--ignore-lock",
    ]
    process.currentDirectoryURL = URL(fileURLWithPath: packageRoot)
    let output = Pipe()
    process.standardOutput = output
    process.standardError = output
    do { try process.run() } catch {
      return "\(path) is missing and `swift build --product FlipbookPlayground` could not start: \(error)"
    }
    let log = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    guard process.terminationStatus == 0, FileManager.default.fileExists(atPath: path) else {
      return "\(path) is missing and `swift build --product FlipbookPlayground -c \(configuration)` in \(packageRoot) "
        + "did not make it (exit status \(process.terminationStatus)):\n\(log.suffix(2000))"
    }
    return nil
  }()
}

// MARK: Measuring pixels

extension Pixmap {
  /// The pixel at (`x`, `y`) as opaque RGB (every frame `render` writes is opaque).
  func rgb(_ x: Int, _ y: Int) -> SIMD3<UInt8> {
    let p = self[x, y]
    return SIMD3(p.x, p.y, p.z)
  }

  /// The four corner pixels, top left, top right, bottom left, bottom right.
  var corners: [SIMD3<UInt8>] {
    [rgb(0, 0), rgb(width - 1, 0), rgb(0, height - 1), rgb(width - 1, height - 1)]
  }

  /// The columns in `xs` × rows in `ys` whose pixel satisfies `test`: their bounding box's
  /// width and height in pixels, (0, 0) when none does.
  func extent(x xs: Range<Int>? = nil, y ys: Range<Int>? = nil, where test: (SIMD3<UInt8>) -> Bool) -> (width: Int, height: Int) {
    var minX = Int.max, maxX = Int.min, minY = Int.max, maxY = Int.min
    for y in ys ?? 0..<height {
      for x in xs ?? 0..<width where test(rgb(x, y)) {
        minX = min(minX, x); maxX = max(maxX, x)
        minY = min(minY, y); maxY = max(maxY, y)
      }
    }
    return minX > maxX ? (0, 0) : (maxX - minX + 1, maxY - minY + 1)
  }
}

/// iOS's `systemRed` in light mode, (255, 59, 48) (Apple's Human Interface Guidelines,
/// Color), which SwiftUI's `Color.red` is; a loose match so anti-aliased edges do not count.
func isSystemRed(_ c: SIMD3<UInt8>) -> Bool { c.x > 240 && c.y < 80 && c.z < 70 }

let whitePixel = SIMD3<UInt8>(255, 255, 255)
let blackPixel = SIMD3<UInt8>(0, 0, 0)
