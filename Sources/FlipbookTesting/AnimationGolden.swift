// Animation goldens: a whole flight as one animated PNG, verified frame by frame.
//
// What: `expectAnimationGolden(scene, over: 0.3...1.2, fps: 30)` renders every video frame of
// the stretch and compares it with `Golden/<scene>/<variant>/flight-t<ms>-t<ms>.png`, an APNG
// holding the frames and their rate. A failure says how many frames differ and where the
// first and the worst are ("3 of 28 frames differ, first at t = 0.467 s …"), or that the frame
// count or the frame rate disagree, and writes the flight as rendered and the first differing
// frame's expected | actual | diff next to the still goldens' failures. Record modes are the
// stills' (`GoldenRecordMode`). Why one file per flight: a review tool shows it playing, and
// a frame-rate change is caught instead of silently resampled.

import Flipbook
import Foundation
import Media
import Raster
import Testing

extension GoldenStore {
  /// The path, relative to `Golden/<scene>/`, of the flight golden of `variant` over `span`.
  public static func flightPath(variant: String, over span: ClosedRange<Double>) -> String {
    func ms(_ t: Double) -> String { String(format: "t%04d", Int((t * 1000).rounded())) }
    return "\(variant)/flight-\(ms(span.lowerBound))-\(ms(span.upperBound)).png"
  }

  /// Compares the frames of a flight, shown `fps` times a second, with its animated golden,
  /// recording as the mode says.
  public func checkFlight(
    _ frames: [Pixmap], fps: Int, times: [Double], scene: String, variant: String, over span: ClosedRange<Double>,
    tolerance: Int = 0
  ) -> GoldenOutcome {
    let relative = GoldenStore.flightPath(variant: variant, over: span)
    let path = "\(root)/Golden/\(scene)/\(relative)"
    GoldenUsage.note(root: root, scene: scene, relative: relative)
    let failures = "\(root)/.build/golden-failures/\(scene)/\(relative)"
    guard FileManager.default.fileExists(atPath: path) else {
      guard mode != .never else { return .missing(path: path) }
      return recordFlight(frames, fps: fps, scene: scene, relative: relative, path: path)
    }
    if mode == .all { return recordFlight(frames, fps: fps, scene: scene, relative: relative, path: path) }
    let failed = { (message: String) -> GoldenOutcome in
      try? FileManager.default.createDirectory(
        atPath: (failures as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
      if let bytes = try? APNGCodec.encode(frames, fps: fps) { try? AtomicFile.write(bytes, to: failures) }
      if self.mode == .failed { _ = self.recordFlight(frames, fps: fps, scene: scene, relative: relative, path: path) }
      return .mismatch("\(scene)/\(relative): \(message); the flight as rendered is at \(failures)")
    }
    let golden: APNGAnimation
    do {
      let bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: path)))
      golden = try APNGCodec.decode(bytes, path: path)
    } catch {
      return failed("cannot read the golden: \(error)")
    }
    if let delay = golden.delays.first, abs(delay * Double(fps) - 1) > 1e-9 {
      return failed("the golden plays at \(String(format: "%g", 1 / delay)) fps, the flight is rendered at \(fps) fps")
    }
    let report = { (message: String, differs: [Bool]) in
      FailureReport.add(
        ReviewEntry(
          kind: .flight, title: "\(scene)/\(relative)", message: message, expected: golden.frames.map(ReviewPage.encoded),
          actual: frames.map(ReviewPage.encoded),
          times: golden.frames.indices.map { span.lowerBound + Double($0) * (golden.delays.first ?? 1 / Double(fps)) },
          differs: differs),
        root: self.root)
    }
    guard golden.frames.count == frames.count else {
      let message = "the golden has \(golden.frames.count) frames, the flight \(frames.count)"
      report(message, golden.frames.indices.map { $0 >= frames.count || golden.frames[$0].data != frames[$0].data })
      return failed(message)
    }
    var differing: [(index: Int, difference: ImageDifference)] = []
    for (index, (expected, actual)) in zip(golden.frames, frames).enumerated() {
      if let difference = ImageDifference(expected: expected, actual: actual, tolerance: tolerance) {
        differing.append((index, difference))
      }
    }
    guard let first = differing.first else { return .matched }
    let worst = differing.max { $0.difference.maxChannelDifference < $1.difference.maxChannelDifference }!
    let picture = (failures as NSString).deletingPathExtension + "-first-difference.png"
    try? FileManager.default.createDirectory(
      atPath: (failures as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
    try? PNGCodec.write(first.difference.triptych(expected: golden.frames[first.index], actual: frames[first.index]), to: picture)
    func at(_ index: Int) -> String { String(format: "t = %.3f s", times[index]) }
    let differs = Set(differing.map(\.index))
    report(
      "\(differing.count) of \(frames.count) frames differ, first at \(at(first.index)), worst at \(at(worst.index))",
      frames.indices.map { differs.contains($0) })
    return failed(
      "\(differing.count) of \(frames.count) frames differ, first at \(at(first.index)) (\(first.difference)), "
        + "worst at \(at(worst.index)) (max channel difference \(worst.difference.maxChannelDifference)); "
        + "expected | actual | diff of the first at \(picture)")
  }

  private func recordFlight(_ frames: [Pixmap], fps: Int, scene: String, relative: String, path: String) -> GoldenOutcome {
    GoldenStore.manifestLock.lock()
    defer { GoldenStore.manifestLock.unlock() }
    do {
      try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
      let bytes = try APNGCodec.encode(frames, fps: fps)
      try AtomicFile.write(bytes, to: path)
      try updateManifest(
        scene: scene, relative: relative,
        entry: [
          "sha256": sha256Hex(bytes), "width": frames[0].width, "height": frames[0].height, "frames": frames.count,
          "fps": fps,
        ])
    } catch {
      return .mismatch("cannot record golden \(path): \(error)")
    }
    return .recorded(path: path)
  }
}

/// Checks every video frame of `span`, `fps` a second, against the scene's animated golden
/// (`Golden/<scene>/<variant>/flight-t<ms>-t<ms>.png`) and records a test issue unless all
/// match.
///
/// ```swift
/// expectAnimationGolden(BuiltInScenes.restTimer, over: 0.5...1.3, fps: 30, variant: "fixed")
/// ```
public func expectAnimationGolden(
  _ scene: FlipbookScene, over span: ClosedRange<Double>, fps: Int = 30, variant: String? = nil, scale: Double = 1,
  tolerance: Int = 0, fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
) {
  let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
  precondition(fps >= 1 && fps <= 1000, "fps must be 1…1000, got \(fps)")
  let times = Timeline.frameTimes(over: span, fps: Double(fps))
  let name = variant ?? scene.variants.first ?? "default"
  let frames = scene.pixmaps(at: times, variant: variant, scale: scale)
  let outcome = GoldenStore(filePath: site.path).checkFlight(
    frames, fps: fps, times: times, scene: scene.name, variant: name, over: span, tolerance: tolerance)
  if outcome != .matched {
    site.fail(outcome.description)
  }
}
