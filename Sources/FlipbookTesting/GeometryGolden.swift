// Geometry goldens: what a flight measures, frame by frame, compared in points.
//
// What: `expectGeometryGolden(scene, over: 0.5...1.3, fps: 20)` measures the blobs of every
// video frame of the stretch (`Segmenter`, boxes in points) and compares them with
// `Golden/<scene>/<variant>/geometry-t<ms>-t<ms>.json`, the same JSON `render inspect --json`
// writes. Each frame must have as many blobs as the golden's, and each blob, paired with the
// golden blob nearest its centre, the same box within `tolerance` points. Why: an image golden
// fails for a changed anti-aliasing or a new font hinting and says nothing about motion; a
// geometry golden fails only when things are where they were not, and says where, when and by
// how much. Record modes are the stills' (`GoldenRecordMode`).

import Flipbook
import Foundation
import Inspect
// What a measured track is made of, for tests that read one (`measuredTrack`).
@_exported import struct Inspect.Track
@_exported import struct Inspect.FrameMeasurement
@_exported import struct Inspect.MeasuredBlob
import Media
import Raster
import Testing

/// One blob's box in points, as a geometry golden stores it.
struct GoldenBox {
  var x, y, width, height: Double
  var centre: (x: Double, y: Double) { (x + width / 2, y + height / 2) }
}

extension GoldenStore {
  /// The path, relative to `Golden/<scene>/`, of the geometry golden of `variant` over `span`.
  public static func geometryPath(variant: String, over span: ClosedRange<Double>) -> String {
    func ms(_ t: Double) -> String { String(format: "t%04d", Int((t * 1000).rounded())) }
    return "\(variant)/geometry-\(ms(span.lowerBound))-\(ms(span.upperBound)).json"
  }

  /// Compares `track` with its geometry golden, recording as the mode says.
  public func checkGeometry(
    _ track: Track, scene: String, variant: String, over span: ClosedRange<Double>, tolerance: Double = 0.5
  ) -> GoldenOutcome {
    let relative = GoldenStore.geometryPath(variant: variant, over: span)
    let path = "\(root)/Golden/\(scene)/\(relative)"
    GoldenUsage.note(root: root, scene: scene, relative: relative)
    guard FileManager.default.fileExists(atPath: path) else {
      guard mode != .never else { return .missing(path: path) }
      return recordGeometry(track, scene: scene, relative: relative, path: path)
    }
    if mode == .all { return recordGeometry(track, scene: scene, relative: relative, path: path) }
    let failed = { (message: String) -> GoldenOutcome in
      if self.mode == .failed { _ = self.recordGeometry(track, scene: scene, relative: relative, path: path) }
      return .mismatch("\(scene)/\(relative): \(message)")
    }
    guard let golden = Self.readGeometry(path) else { return failed("cannot read the golden as a track") }
    guard golden.count == track.frames.count else {
      return failed("the golden has \(golden.count) frames, the flight \(track.frames.count)")
    }
    var problems: [(time: Double, message: String, deviation: Double)] = []
    for (frame, expected) in zip(track.frames, golden) {
      let seen = frame.blobs.map { GoldenBox(x: $0.x, y: $0.y, width: $0.width, height: $0.height) }
      let at = String(format: "at t = %.3f s", frame.time)
      guard seen.count == expected.count else {
        problems.append((frame.time, "\(at): \(seen.count) blobs, the golden has \(expected.count)", .infinity))
        continue
      }
      // Pair each golden blob with the nearest measured one not yet taken.
      var free = Array(seen.indices)
      var worst: (message: String, deviation: Double)?
      for box in expected {
        let nearest = free.min { a, b in distance(seen[a].centre, box.centre) < distance(seen[b].centre, box.centre) }!
        free.removeAll { $0 == nearest }
        let measured = seen[nearest]
        let offsets = [
          ("x", measured.x - box.x), ("y", measured.y - box.y), ("width", measured.width - box.width),
          ("height", measured.height - box.height),
        ]
        let (name, offset) = offsets.max { abs($0.1) < abs($1.1) }!
        guard abs(offset) > tolerance, abs(offset) > (worst?.deviation ?? 0) else { continue }
        worst = (
          String(
            format: "%@: the blob at (%.1f, %.1f) is %.1f × %.1f pt, the golden's (%.1f, %.1f) %.1f × %.1f pt (%@ off by %.2f pt, tolerance %.2f)",
            at, measured.x, measured.y, measured.width, measured.height, box.x, box.y, box.width, box.height, name,
            abs(offset), tolerance),
          abs(offset)
        )
      }
      if let worst { problems.append((frame.time, worst.message, worst.deviation)) }
    }
    guard let first = problems.first else { return .matched }
    let worst = problems.max { $0.deviation < $1.deviation }!
    var message = "\(problems.count) of \(track.frames.count) frames off; first \(first.message)"
    if worst.time != first.time { message += "; worst \(worst.message)" }
    FailureReport.add(
      ReviewEntry(
        kind: .geometry, title: "\(scene)/\(relative)", message: message, times: track.frames.map(\.time),
        curves: Self.principalCurves(expected: golden, measured: track)),
      root: root)
    return failed(message)
  }

  private func recordGeometry(_ track: Track, scene: String, relative: String, path: String) -> GoldenOutcome {
    GoldenStore.manifestLock.lock()
    defer { GoldenStore.manifestLock.unlock() }
    do {
      try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
      let bytes = Array((track.json() + "\n").utf8)
      try AtomicFile.write(bytes, to: path)
      try updateManifest(
        scene: scene, relative: relative, entry: ["sha256": sha256Hex(bytes), "frames": track.frames.count, "fps": track.fps])
    } catch {
      return .mismatch("cannot record golden \(path): \(error)")
    }
    return .recorded(path: path)
  }

  /// The principal blob's centre, width and height on every frame, expected and measured.
  static func principalCurves(expected: [[GoldenBox]], measured: Track) -> [ReviewEntry.Curve] {
    func principal(_ boxes: [GoldenBox]) -> GoldenBox? { boxes.max { max($0.width, $0.height) < max($1.width, $1.height) } }
    let goldens = expected.map(principal)
    let seen = measured.frames.map { $0.principal.map { GoldenBox(x: $0.x, y: $0.y, width: $0.width, height: $0.height) } }
    let measures: [(String, (GoldenBox) -> Double)] = [
      ("centre x", { $0.centre.x }), ("centre y", { $0.centre.y }), ("width", { $0.width }), ("height", { $0.height }),
    ]
    return measures.map { name, value in
      ReviewEntry.Curve(name: name, expected: goldens.map { $0.map(value) }, actual: seen.map { $0.map(value) })
    }
  }

  /// The boxes of each frame of a track's JSON, or nil for a file that is not one.
  static func readGeometry(_ path: String) -> [[GoldenBox]]? {
    guard let data = FileManager.default.contents(atPath: path),
      let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
      let frames = object["frames"] as? [[String: Any]]
    else { return nil }
    var result: [[GoldenBox]] = []
    for frame in frames {
      guard let blobs = frame["blobs"] as? [[String: Any]] else { return nil }
      var boxes: [GoldenBox] = []
      for blob in blobs {
        guard let x = blob["x"] as? Double, let y = blob["y"] as? Double, let width = blob["width"] as? Double,
          let height = blob["height"] as? Double
        else { return nil }
        boxes.append(GoldenBox(x: x, y: y, width: width, height: height))
      }
      result.append(boxes)
    }
    return result
  }
}

private func distance(_ a: (x: Double, y: Double), _ b: (x: Double, y: Double)) -> Double {
  ((a.x - b.x) * (a.x - b.x) + (a.y - b.y) * (a.y - b.y)).squareRoot()
}

/// The track of `scene` over `span`: the blobs of every video frame, `fps` a second, in points.
public func measuredTrack(
  _ scene: FlipbookScene, over span: ClosedRange<Double>, fps: Double = 20, variant: String? = nil,
  scale: Double = 1, segmenter: Segmenter = Segmenter(minimumArea: 4)
) -> Track {
  let times = Timeline.frameTimes(over: span, fps: fps)
  let frames = scene.pixmaps(at: times, variant: variant, scale: scale)
  let measured = zip(times, frames).enumerated().map { index, entry in
    FrameMeasurement(index: index, time: entry.0, blobs: segmenter.blobs(in: entry.1).map { MeasuredBlob($0, scale: scale) })
  }
  return Track(
    name: variant.map { "\(scene.name):\($0)" } ?? scene.name, scale: scale, fps: fps,
    pixelWidth: frames.first?.width ?? 0, pixelHeight: frames.first?.height ?? 0, frames: measured)
}

/// Measures the blobs of every video frame of `span` and records a test issue unless they
/// are where the scene's geometry golden (`Golden/<scene>/<variant>/geometry-t<ms>-t<ms>.json`)
/// says, within `tolerance` points.
///
/// ```swift
/// expectGeometryGolden(BuiltInScenes.restTimer, over: 0.5...1.3, variant: "fixed",
///   segmenter: Segmenter(key: SIMD4(0x32, 0xAD, 0xE6, 0xFF)))
/// ```
public func expectGeometryGolden(
  _ scene: FlipbookScene, over span: ClosedRange<Double>, fps: Double = 20, variant: String? = nil, scale: Double = 1,
  segmenter: Segmenter = Segmenter(minimumArea: 4), tolerance: Double = 0.5, fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
) {
  let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
  let track = measuredTrack(scene, over: span, fps: fps, variant: variant, scale: scale, segmenter: segmenter)
  let name = variant ?? scene.variants.first ?? "default"
  let outcome = GoldenStore(filePath: site.path).checkGeometry(
    track, scene: scene.name, variant: name, over: span, tolerance: tolerance)
  if outcome != .matched {
    site.fail(outcome.description)
  }
}
