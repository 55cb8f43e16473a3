// Motion and curve assertions: what an animation does, measured from the pixels of every video
// frame of a stretch of it.
//
// What: `expectMotion` runs the checks of `render check` (one blob, monotonic size, a centre
// path without a jump, no double) on a scene's frames; `expectCurve` fits one measured number
// of the principal blob (its centre's x or y, its width, height or diameter) against the curve
// an animation declares: "this element's x follows `.spring(duration: 0.6)` from 20 to 220
// within 0.5 pt". Why: a golden image says that something changed; these say what is wrong
// with the motion, in points and seconds, and they keep passing when anti-aliasing changes.
// The declared curve is evaluated by Flipbook's own animation engine, the one the scene runs
// on, so a scene that animates with another curve, a delay, or in steps fails.
// Refuses: to read the scene graph's frames. Everything is measured from pixels.

import Flipbook
import Foundation
import Inspect
import Motion
import Raster
import Testing

/// A number measured from one blob, in points.
public enum BlobMeasure: String, Sendable, CaseIterable {
  case centreX = "centre x", centreY = "centre y", width, height, diameter

  func value(of blob: MeasuredBlob) -> Double {
    switch self {
    case .centreX: blob.centre.x
    case .centreY: blob.centre.y
    case .width: blob.width
    case .height: blob.height
    case .diameter: blob.diameter
    }
  }
}

/// How a measured track compares with a declared curve.
public struct CurveReport: Sendable, CustomStringConvertible {
  /// One video frame: its time, the measured value and the curve's, in points.
  public struct Sample: Sendable {
    public let time: Double
    /// `nil` when nothing was visible in the frame.
    public let measured: Double?
    public let expected: Double
  }

  public let measure: BlobMeasure
  public let animation: String
  public let tolerance: Double
  public let samples: [Sample]

  /// The samples off the curve by more than the tolerance, or with nothing visible.
  public var failures: [Sample] {
    samples.filter { sample in sample.measured.map { abs($0 - sample.expected) > tolerance } ?? true }
  }

  public var passed: Bool { failures.isEmpty }

  /// The largest distance between the measured and the declared value, and where.
  public var worst: (time: Double, deviation: Double)? {
    samples.compactMap { s in s.measured.map { (s.time, abs($0 - s.expected)) } }.max { $0.1 < $1.1 }
  }

  public var description: String {
    guard let first = failures.first else {
      return "\(measure.rawValue) follows \(animation) within \(points(tolerance))"
        + (worst.map { " (worst \(points($0.deviation)) at t = \(seconds($0.time)))" } ?? "")
    }
    guard let measured = first.measured else {
      return "\(measure.rawValue): nothing visible at t = \(seconds(first.time))"
    }
    var text = "\(measure.rawValue) at t = \(seconds(first.time)) is \(points(measured)); \(animation) puts it at "
      + "\(points(first.expected)) (off by \(points(abs(measured - first.expected))), tolerance \(points(tolerance)))"
    if let worst { text += "; worst \(points(worst.deviation)) at t = \(seconds(worst.time))" }
    return text + "; \(failures.count) of \(samples.count) video frames off the curve"
  }
}

private func points(_ value: Double) -> String { String(format: "%.2f pt", value) }
private func seconds(_ value: Double) -> String { String(format: "%.3f s", value) }

/// The fraction of the way `animation` has gone at each of `times` (seconds after it started,
/// ascending): 0 at the start, 1 once it has finished (a spring may pass 1 on the way).
///
/// One evaluator is stepped forward, as the runtime steps it, in increments of at most
/// 1/240 s from 0, and read at every sample time on the way, so n samples cost one pass.
func progress(of animation: Animation, at times: [Double]) -> [Double] {
  precondition(zip(times, times.dropFirst()).allSatisfy { $0 <= $1 }, "sample times must ascend")
  var evaluator = AnimationEvaluator<Double>(animation.kind)
  var complete = false
  var finished = false
  let step = 1.0 / 240
  var t = 0.0
  return times.map { time in
    guard time > 0 else { return 0 }
    if finished { return 1 }
    while t + step < time {
      t += step
      if evaluator.animate(value: 1, time: t, isLogicallyComplete: &complete) == nil {
        finished = true
        return 1
      }
    }
    t = time
    guard let value = evaluator.animate(value: 1, time: time, isLogicallyComplete: &complete) else {
      finished = true
      return 1
    }
    return value
  }
}

/// Measures `measure` of the principal blob on every video frame of `span` (`fps` a second)
/// and compares it with `animation` carrying the value from `start` to `end`, started at the
/// span's first moment.
public func curveReport(
  _ scene: FlipbookScene, over span: ClosedRange<Double>, _ measure: BlobMeasure, follows animation: Animation,
  from start: Double, to end: Double, tolerance: Double = 0.5, fps: Double = 60, variant: String? = nil,
  scale: Double = 3, segmenter: Segmenter = Segmenter()
) -> CurveReport {
  let times = Timeline.frameTimes(over: span, fps: fps)
  let frames = scene.pixmaps(at: times, variant: variant, scale: scale)
  let fractions = progress(of: animation, at: times.map { $0 - span.lowerBound })
  let samples = zip(zip(times, frames), fractions).map { entry, fraction -> CurveReport.Sample in
    let (time, frame) = entry
    let blobs = segmenter.blobs(in: frame).map { MeasuredBlob($0, scale: scale) }
    let principal = FrameMeasurement(index: 0, time: time, blobs: blobs).principal
    let expected = start + (end - start) * fraction
    return CurveReport.Sample(time: time, measured: principal.map(measure.value), expected: expected)
  }
  return CurveReport(
    measure: measure, animation: String(describing: animation), tolerance: tolerance, samples: samples)
}

/// Records a test issue unless `measure` of the principal blob follows `animation` from
/// `start` to `end` within `tolerance` points on every video frame of `span`.
///
/// ```swift
/// expectCurve(scene, over: 0.3...1.5, .centreX, follows: .spring(duration: 0.6), from: 40, to: 200)
/// ```
public func expectCurve(
  _ scene: FlipbookScene, over span: ClosedRange<Double>, _ measure: BlobMeasure, follows animation: Animation,
  from start: Double, to end: Double, tolerance: Double = 0.5, fps: Double = 60, variant: String? = nil,
  scale: Double = 3, segmenter: Segmenter = Segmenter(), fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
) {
  let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
  let report = curveReport(
    scene, over: span, measure, follows: animation, from: start, to: end, tolerance: tolerance, fps: fps,
    variant: variant, scale: scale, segmenter: segmenter)
  if !report.passed {
    site.fail("\(scene.name): \(report)")
  }
}

/// Records a test issue for each of `expectations` that the frames of `span` break: the
/// checks of `render check --expect` (`.oneBlob`, `.monotonicSize`, `.centrePath`,
/// `.noDouble`), with the video frame, its time and what was measured there.
///
/// ```swift
/// expectMotion(hero, [.oneBlob, .monotonicSize], over: 0.3...1.2,
///   segmenter: Segmenter(key: SIMD4(0x32, 0xAD, 0xE6, 0xFF)), options: CheckOptions(from: 232, to: 54))
/// ```
public func expectMotion(
  _ scene: FlipbookScene, _ expectations: [Expectation], over span: ClosedRange<Double>, fps: Double = 60,
  variant: String? = nil, scale: Double = 1, segmenter: Segmenter = Segmenter(), options: CheckOptions = CheckOptions(),
  fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
) {
  let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
  let check = SceneCheck.motion(
    scene.name, expectations, over: span, fps: fps, variant: variant, scale: scale, segmenter: segmenter,
    options: options)
  for problem in check.run(on: scene) {
    site.fail("\(scene.name): \(problem)")
  }
}
