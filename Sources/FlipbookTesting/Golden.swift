// Golden-image checks for animation frames.
//
// What: compares a rendered video frame with a reference PNG at
// `Golden/<Scene>/<mode>/t<milliseconds>.png` (addressed by time, so a new frame rate does not
// invalidate it) and keeps `Golden/<Scene>/manifest.json` with each file's SHA-256 and the
// geometry measured from its pixels. Why: mid-flight frames are where a hero animation is fake,
// so they are what must not change unnoticed. Comparison is on straight RGBA with a per-channel
// tolerance (default 0: renders are byte-identical) and no pixel allowed over it; a failure
// writes expected | actual | diff to `.build/golden-failures/` and reports what differs and
// where. Record mode comes from
// FLIPBOOK_GOLDEN_RECORD: missing (default: write a missing golden AND fail), all, failed, never
// (CI). Refuses: to compare PNG bytes (zlib versions change bytes, not pixels).

import Flipbook
import Foundation
import Inspect
import Media
import Raster
import Testing

@_exported import struct Media.ImageDifference

/// When goldens are written.
public enum GoldenRecordMode: String, Sendable {
  /// Write goldens that do not exist yet, and fail the test.
  case missing
  /// Rewrite every golden, and fail the test.
  case all
  /// Rewrite goldens that do not match, and fail the test.
  case failed
  /// Never write; a missing golden fails (for CI).
  case never

  /// The mode from the environment variable FLIPBOOK_GOLDEN_RECORD, else the one a
  /// `.recordGoldens(_:)` trait gives the running test, else `.missing`. The environment wins,
  /// so CI's `never` holds whatever a test asks for.
  public static var current: GoldenRecordMode {
    ProcessInfo.processInfo.environment["FLIPBOOK_GOLDEN_RECORD"].flatMap(GoldenRecordMode.init) ?? traitMode ?? .missing
  }

  /// The mode a `.recordGoldens(_:)` trait set for the running test.
  @TaskLocal static var traitMode: GoldenRecordMode?
}

/// A trait that sets the golden record mode of a test or a suite: `@Test(.recordGoldens(.failed))`.
/// FLIPBOOK_GOLDEN_RECORD, when set, still decides.
public struct GoldenRecordTrait: TestTrait, SuiteTrait, TestScoping {
  public let mode: GoldenRecordMode
  public var isRecursive: Bool { true }

  public func provideScope(
    for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void
  ) async throws {
    try await GoldenRecordMode.$traitMode.withValue(mode) { try await function() }
  }
}

extension Trait where Self == GoldenRecordTrait {
  /// Records goldens in `mode` in this test (or every test of this suite).
  public static func recordGoldens(_ mode: GoldenRecordMode) -> Self { GoldenRecordTrait(mode: mode) }
}

/// The outcome of one golden check.
public enum GoldenOutcome: Equatable, Sendable, CustomStringConvertible {
  case matched
  /// A golden was written; the test must fail so a person looks at it.
  case recorded(path: String)
  case missing(path: String)
  case mismatch(String)

  public var description: String {
    switch self {
    case .matched: "matched"
    case .recorded(let path): "recorded a new golden at \(path); look at it, then re-run"
    case .missing(let path): "no golden at \(path) (FLIPBOOK_GOLDEN_RECORD=never)"
    case .mismatch(let message): message
    }
  }
}

/// Where goldens live and how they are compared.
public struct GoldenStore: Sendable {
  /// The package root (the folder holding Package.swift).
  public let root: String
  public let mode: GoldenRecordMode

  /// The store of the package that holds `filePath` (pass `#filePath`).
  public init(filePath: String, mode: GoldenRecordMode = .current) {
    var dir = (filePath as NSString).deletingLastPathComponent
    while dir != "/" && !FileManager.default.fileExists(atPath: dir + "/Package.swift") {
      dir = (dir as NSString).deletingLastPathComponent
    }
    root = dir
    self.mode = mode
  }

  /// The path, relative to `Golden/<scene>/`, of the golden for `mode` at `time` seconds.
  public static func relativePath(mode: String, time: Double) -> String {
    "\(mode)/t" + String(format: "%04d", Int((time * 1000).rounded())) + ".png"
  }

  /// Compares `pixmap` with its golden, recording as the mode says.
  public func check(_ pixmap: Pixmap, scene: String, mode variant: String, time: Double, tolerance: Int = 0) -> GoldenOutcome {
    let relative = GoldenStore.relativePath(mode: variant, time: time)
    let path = "\(root)/Golden/\(scene)/\(relative)"
    GoldenUsage.note(root: root, scene: scene, relative: relative)
    let exists = FileManager.default.fileExists(atPath: path)
    if !exists {
      guard mode != .never else { return .missing(path: path) }
      return record(pixmap, scene: scene, relative: relative, path: path)
    }
    if mode == .all { return record(pixmap, scene: scene, relative: relative, path: path) }
    let expected: Pixmap
    do { expected = try PNGCodec.read(contentsOf: path) } catch {
      // A golden that cannot be read does not match: `failed` rewrites it like any other.
      if mode == .failed { _ = record(pixmap, scene: scene, relative: relative, path: path) }
      return .mismatch("cannot read golden \(path): \(error)")
    }
    guard let difference = ImageDifference(expected: expected, actual: pixmap, tolerance: tolerance) else {
      return .matched
    }
    let failure = "\(root)/.build/golden-failures/\(scene)/\(relative)"
    try? FileManager.default.createDirectory(atPath: (failure as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
    try? PNGCodec.write(difference.triptych(expected: expected, actual: pixmap), to: failure)
    FailureReport.add(
      ReviewEntry(
        kind: .still, title: "\(scene)/\(relative)", message: difference.description,
        expected: [ReviewPage.encoded(expected)], actual: [ReviewPage.encoded(pixmap)]),
      root: root)
    if mode == .failed { _ = record(pixmap, scene: scene, relative: relative, path: path) }
    return .mismatch(
      "\(scene)/\(relative): \(difference); expected | actual | diff written to \(failure); all failures: \(FailureReport.path(root: root))")
  }

  /// Serialises manifest updates: parameterised tests record concurrently.
  static let manifestLock = NSLock()

  private func record(_ pixmap: Pixmap, scene: String, relative: String, path: String) -> GoldenOutcome {
    GoldenStore.manifestLock.lock()
    defer { GoldenStore.manifestLock.unlock() }
    do {
      try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
      let bytes = try PNGCodec.encode(pixmap, compressionLevel: 9)
      try AtomicFile.write(bytes, to: path)
      try updateManifest(scene: scene, relative: relative, bytes: bytes, pixmap: pixmap)
    } catch {
      return .mismatch("cannot record golden \(path): \(error)")
    }
    return .recorded(path: path)
  }

  /// Adds or replaces the manifest entry: SHA-256 of the file and the largest blobs measured
  /// against the border colour, in pixels.
  private func updateManifest(scene: String, relative: String, bytes: [UInt8], pixmap: Pixmap) throws {
    let finder = BlobFinder(background: BlobFinder.borderBackground(of: pixmap), threshold: 12, minimumArea: 16)
    let blobs = finder.blobs(in: pixmap).prefix(4).map { b -> [String: Any] in
      ["x": b.minX, "y": b.minY, "width": b.width, "height": b.height, "area": b.area]
    }
    try updateManifest(
      scene: scene, relative: relative,
      entry: [
        "sha256": sha256Hex(bytes), "width": pixmap.width, "height": pixmap.height,
        "largest_blobs_px": Array(blobs),
      ])
  }

  /// Adds or replaces the manifest entry of `relative`. Callers hold `manifestLock`.
  func updateManifest(scene: String, relative: String, entry: [String: Any]) throws {
    let path = "\(root)/Golden/\(scene)/manifest.json"
    var manifest: [String: Any] = [:]
    if let data = FileManager.default.contents(atPath: path),
      let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any]
    {
      manifest = object
    }
    var files = manifest["files"] as? [String: Any] ?? [:]
    files[relative] = entry
    manifest["files"] = files
    manifest["about"] = "Goldens of \(scene): video frames by mode and time (t<ms>.png) and flights as animated PNGs (flight-t<ms>-t<ms>.png). Geometry is measured from the pixels against the border colour; sizes in pixels."
    let data = try JSONSerialization.data(withJSONObject: manifest, options: [.prettyPrinted, .sortedKeys])
    try AtomicFile.write(Array(data), to: path)
  }
}

/// Checks `pixmap` against its golden and records a test issue unless it matched.
public func expectGolden(
  _ pixmap: Pixmap, scene: String, mode: String, time: Double, tolerance: Int = 0,
  fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
) {
  let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
  expectGolden(pixmap, scene: scene, mode: mode, time: time, tolerance: tolerance, in: GoldenStore(filePath: site.path), site)
}

/// Checks `pixmap` against its golden in `store` and reports a failure at `site` unless it matched.
func expectGolden(
  _ pixmap: Pixmap, scene: String, mode: String, time: Double, tolerance: Int, in store: GoldenStore, _ site: CallSite
) {
  let outcome = store.check(pixmap, scene: scene, mode: mode, time: time, tolerance: tolerance)
  if outcome != .matched { site.fail(outcome.description) }
}

/// Checks the pictures of `scene` at `times` (seconds) against their goldens and records a
/// test issue for each that does not match.
///
/// The goldens are `Golden/<scene name>/<variant>/t<milliseconds>.png` in the package that
/// holds the test file (`variant`: the one given, else the scene's first, else `default`),
/// rendered at `scale` pixels per point exactly as `render` renders the scene. A missing
/// golden is written and the test fails, so someone looks at it (see ``GoldenRecordMode``).
public func expectGolden(
  _ scene: FlipbookScene, at times: [Double], variant: String? = nil, scale: Double = 2, tolerance: Int = 0,
  fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
) {
  let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
  let name = variant ?? scene.variants.first ?? "default"
  let store = GoldenStore(filePath: site.path)
  for (time, pixmap) in zip(times, scene.pixmaps(at: times, variant: variant, scale: scale)) {
    expectGolden(pixmap, scene: scene.name, mode: name, time: time, tolerance: tolerance, in: store, site)
  }
}

