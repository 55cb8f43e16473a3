import Foundation
import Inspect
import Raster

extension SceneCheck {
  /// A check of a stretch of motion with the checks of `render check`: every video frame from
  /// the start of `span` to its end, `fps` a second, is segmented into blobs by `segmenter`
  /// and the track of them must meet `expectations` — one blob per frame, a diameter that only
  /// shrinks (or grows) between the sizes in `options`, a centre path without a jump, never
  /// two blobs of one colour.
  ///
  /// ```swift
  /// SceneCheck.motion("the circle grows as one", [.oneBlob, .monotonicSize], over: 0.3...1.7,
  ///   segmenter: Segmenter(key: SIMD4(255, 149, 0, 255)),
  ///   options: CheckOptions(from: 50, to: 160, direction: .grow))
  /// ```
  ///
  /// Each problem names the expectation, the video frame and its time, and what was measured
  /// there, in points.
  public static func motion(
    _ name: String, _ expectations: [Expectation], over span: ClosedRange<Double>, fps: Double = 60,
    variant: String? = nil, scale: Double = 1, reduceMotion: Bool? = nil, segmenter: Segmenter = Segmenter(),
    options: CheckOptions = CheckOptions()
  ) -> SceneCheck {
    let times = Timeline.frameTimes(over: span, fps: fps)
    return SceneCheck(name, at: times, variant: variant, scale: scale, reduceMotion: reduceMotion) { frames in
      let measured = zip(times, frames).enumerated().map { index, entry in
        FrameMeasurement(
          index: index, time: entry.0, blobs: segmenter.blobs(in: entry.1).map { MeasuredBlob($0, scale: scale) })
      }
      let track = Track(
        name: name, scale: scale, fps: fps, pixelWidth: frames.first?.width ?? 0,
        pixelHeight: frames.first?.height ?? 0, frames: measured)
      return track.check(expectations, options: options).results.compactMap { $0.failure.map(\.description) }
    }
  }
}
