import Drawing
import Foundation
import Geometry
import Media
import Raster
import SceneGraph

extension FlipbookScene {
  /// The timeline of a render of `variant` at `fps`: the scene's duration (see ``Duration``),
  /// and a warning when an automatic duration gave up waiting for the scene to settle.
  public func timeline(variant: String? = nil, fps: Int = 60) -> (timeline: Timeline, warning: String?) {
    let (seconds, warning) = ScenePlayer.duration(of: self, variant: variant, fps: fps)
    return (Timeline(fps: fps, duration: seconds), warning)
  }

  /// The pictures of `variant` at `times` (seconds, in any order), at `scale` pixels per
  /// point, in the order of `times`.
  public func pixmaps(at times: [Double], variant: String? = nil, scale: Double = 3) -> [Pixmap] {
    guard !times.isEmpty else { return [] }
    let order = times.indices.sorted { times[$0] < times[$1] }
    let player = ScenePlayer(self, variant: variant, displayScale: scale)
    let size = PixelSize(points: player.canvasSize, scale: scale, even: false)
    var sorted = [Pixmap](repeating: Pixmap(width: size.width, height: size.height), count: times.count)
    let lists = order.map { player.displayList(at: times[$0]) }
    sorted.withUnsafeMutableBufferPointer { buffer in
      let shared = UnsafeSendable(buffer)
      DispatchQueue.concurrentPerform(iterations: lists.count) { i in shared.value[i].render(lists[i], scale: scale) }
    }
    var result = sorted
    for (k, index) in order.enumerated() { result[index] = sorted[k] }
    return result
  }

  /// The picture of `variant` at `time` (seconds), at `scale` pixels per point.
  public func pixmap(at time: Double, variant: String? = nil, scale: Double = 3) -> Pixmap {
    pixmaps(at: [time], variant: variant, scale: scale)[0]
  }

  /// Renders `variant` to `path`: `NAME.mp4` (H.264), `NAME.mov` (ProRes 4444 with alpha),
  /// `NAME.apng`, `NAME.gif`, `DIR/` or `DIR/NAME_%04d.png` (one PNG per video frame). The
  /// output appears only when complete; a failure leaves what was there.
  ///
  /// - Parameters:
  ///   - fps: video frames per second; default 60.
  ///   - scale: pixels per point; default 3 (an iPhone's @3x).
  ///   - preset: the H.264 speed/size trade-off; default `.medium`.
  /// - Returns: the timeline rendered.
  @discardableResult
  public func render(
    to path: String, variant: String? = nil, fps: Int = 60, scale: Double = 3, preset: VideoPreset = .medium
  ) throws -> Timeline {
    let output = try RenderOutput(path)
    let (timeline, _) = self.timeline(variant: variant, fps: fps)
    let source = SceneFrameSource(self, variant: variant, timeline: timeline, scale: scale, evenDimensions: output.needsEvenSize)
    let sink = try output.makeSink(size: source.pixelSize, fps: fps, frameCount: timeline.frameCount, preset: preset)
    try VideoRenderer().render(source, to: sink)
    return timeline
  }
}

extension FlipbookScene {
  /// The pictures of `variant` at `times`, side by side on dark chrome with an 8-pt gutter and
  /// each one's time under it: a filmstrip for a page (`render catalog --page`).
  public func filmstrip(at times: [Double], variant: String? = nil, scale: Double = 1) -> Pixmap {
    let frames = pixmaps(at: times, variant: variant, scale: scale)
    return Filmstrip.compose(frames, labels: times.map { String(format: "%.2f s", $0) }, scale: scale)
  }
}

/// Pictures of one size laid out left to right, `columns` to a row and rows top to bottom, on
/// SideBySideSource's dark chrome: a ``gutter`` around and between them (the separators) and
/// each one's label centred in a ``labelHeight`` band under it. `render catalog --page` and
/// `render sheet` draw their filmstrips with it.
///
/// Picture k sits at pixel x `g + (k % columns)·(w + g)`, y `g + (k / columns)·(h + l + g)`,
/// where g and l are the gutter and the label band in pixels (rounded) and w × h the size of
/// a picture; the strip is `columns·(w + g) + g` wide and `rows·(g + h + l) + g` high.
public enum Filmstrip {
  /// The gap around and between pictures, in points.
  public static let gutter: CGFloat = 8
  /// The height of the band under each picture that holds its label, in points.
  public static let labelHeight: CGFloat = 24

  /// The strip of `frames` (all one size), each over its label, `columns` to a row (default
  /// all in one row), at `scale` pixels per point for the chrome and the labels.
  public static func compose(_ frames: [Pixmap], labels: [String], scale: Double, columns: Int? = nil) -> Pixmap {
    guard let first = frames.first else { return Pixmap(width: 1, height: 1) }
    precondition(labels.count == frames.count, "\(frames.count) pictures need as many labels, got \(labels.count)")
    precondition(frames.allSatisfy { $0.width == first.width && $0.height == first.height }, "a filmstrip's pictures are all one size")
    let columns = max(1, min(columns ?? frames.count, frames.count))
    let rows = (frames.count + columns - 1) / columns
    let gutter = Int((Self.gutter * scale).rounded())
    let label = Int((Self.labelHeight * scale).rounded())
    let width = columns * (first.width + gutter) + gutter
    let height = rows * (gutter + first.height + label) + gutter
    var strip = Pixmap(width: width, height: height)
    strip.fill(color: SideBySideSource.chrome)
    var list = DisplayList(size: CGSize(width: Double(width) / scale, height: Double(height) / scale))
    for (k, (frame, text)) in zip(frames, labels).enumerated() {
      let x = gutter + (k % columns) * (first.width + gutter)
      let y = gutter + (k / columns) * (first.height + label + gutter)
      strip.copyPixels(from: frame, x: x, y: y)
      let caption = FilmstripCaption(text: text)
      let size = CGSize(width: Double(first.width) / scale, height: Self.labelHeight)
      list.append(
        contentsOf: SceneRuntime(caption, canvasSize: size).displayList(at: 0),
        offset: CGPoint(x: Double(x) / scale, y: Double(y + first.height) / scale))
    }
    strip.draw(list, scale: scale)
    return strip
  }
}

/// A filmstrip picture's label (its time), centred under it.
struct FilmstripCaption: View {
  let text: String

  var body: some View {
    Text(text)
      .font(.system(size: 13, weight: .medium, design: .monospaced))
      .foregroundColor(Color(white: 0.75))
      .frame(maxWidth: .infinity, maxHeight: .infinity)
  }
}
