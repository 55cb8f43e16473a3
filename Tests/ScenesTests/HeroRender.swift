import Flipbook
import Inspect
import Scenes

/// Renders the hero morph at chosen times, with its default collapse script (tap at 0.5 s),
/// as `render rest-timer:MODE` does.
struct HeroRender {
  let mode: RestTimerHero.Mode
  let scale: Double

  /// Frames of the scene at `times` (seconds), each drawn at `scale`.
  func frames(at times: [Double]) -> [Pixmap] {
    BuiltInScenes.restTimer.pixmaps(at: times, variant: mode.rawValue, scale: scale)
  }
}

/// One video frame's blobs, measured from the pixels against the frame's border colour.
struct MeasuredFrame {
  let time: Double
  /// Ring-sized blobs (the digits are separate, smaller blobs), largest first, in points.
  let rings: [(diameter: Double, centre: (x: Double, y: Double), box: (x: Double, y: Double, w: Double, h: Double))]

  init(_ pixmap: Pixmap, time: Double, scale: Double) {
    self.time = time
    let finder = BlobFinder(background: BlobFinder.borderBackground(of: pixmap), threshold: 10, minimumArea: 8)
    rings = finder.blobs(in: pixmap)
      .map { b in
        (diameter: Double(b.diameter) / scale,
         centre: (b.boxCentre.x / scale, b.boxCentre.y / scale),
         box: (Double(b.minX) / scale, Double(b.minY) / scale, Double(b.width) / scale, Double(b.height) / scale))
      }
      // A ring's bounding box is nearly square; the digits' box is wide and short.
      .filter { $0.box.h > 0.8 * $0.box.w && $0.diameter >= 20 }
      .sorted { $0.diameter > $1.diameter }
  }
}
