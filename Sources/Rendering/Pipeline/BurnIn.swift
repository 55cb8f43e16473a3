import Drawing
import Foundation
import Geometry
import Raster
import SceneGraph

/// Which moment a video frame shows, in the words of the pictures that label it: the scene
/// time and, for a video (a still has none), the video frame number. The side-by-side
/// headers (``SideBySideSource/showsFrameNumbers``) and the burn-in (``BurnInSource``) say it.
public struct FrameStamp: Sendable, Equatable {
  /// The scene time, in seconds.
  public let time: Double
  /// The video frame number in the whole render; `nil` for a still.
  public let frame: Int?

  public init(time: Double, frame: Int?) {
    self.time = time
    self.frame = frame
  }

  /// Video frame `index` of `timeline`, with its number when `showsFrameNumbers`.
  public init(_ timeline: Timeline, frame index: Int, showsFrameNumbers: Bool) {
    self.init(time: timeline.time(ofFrame: index), frame: showsFrameNumbers ? timeline.number(ofFrame: index) : nil)
  }

  /// A header's wording: `0.450 s   #027`, or `0.450 s` for a still.
  public var header: String {
    frame.map { String(format: "%.3f s   #%03d", time, $0) } ?? String(format: "%.3f s", time)
  }

  /// A timecode's wording, minutes, seconds and milliseconds: `00:00.450  f27`, or
  /// `00:00.450` for a still.
  public var timecode: String {
    let milliseconds = Int((time * 1000).rounded())
    let clock = String(format: "%02d:%02d.%03d", milliseconds / 60_000, milliseconds / 1000 % 60, milliseconds % 1000)
    return frame.map { clock + "  f\($0)" } ?? clock
  }
}

/// Another source's frames with a small timecode burnt into the bottom leading corner of each:
/// its ``FrameStamp/timecode`` (scene time, video frame number) in white monospaced digits on
/// a translucent dark pill, so a frame pulled out of a video or a PNG sequence still says
/// which one it is.
///
/// The label is an ordinary view drawn by the scene graph over the frame, in Flipbook's own
/// text, at the frames' scale (12-pt type, legible at 1 pixel per point). Only the pill's
/// rectangle changes; without the wrapper the frames are the source's, byte for byte.
public struct BurnInSource: VideoFrameSource {
  var base: any VideoFrameSource
  /// Pixels per point of the frames, for the label.
  public let scale: Double
  /// Whether the label shows the video frame number (a still has none).
  public let showsFrameNumbers: Bool

  /// The gap between the pill and the frame's edges, in points.
  public static let margin: CGFloat = 6

  public init(_ base: any VideoFrameSource, scale: Double, showsFrameNumbers: Bool = true) {
    self.base = base
    self.scale = scale
    self.showsFrameNumbers = showsFrameNumbers
  }

  public var timeline: Timeline { base.timeline }
  public var pixelSize: PixelSize { base.pixelSize }

  public mutating func render(_ frames: Range<Int>, into pixmaps: inout [Pixmap]) throws {
    try base.render(frames, into: &pixmaps)
    let size = CGSize(width: Double(pixelSize.width) / scale, height: Double(pixelSize.height) / scale)
    for (k, index) in frames.enumerated() {
      let stamp = FrameStamp(timeline, frame: index, showsFrameNumbers: showsFrameNumbers)
      pixmaps[k].draw(SceneRuntime(BurnInLabel(text: stamp.timecode), canvasSize: size).displayList(at: 0), scale: scale)
    }
  }
}

/// The burnt-in timecode: a pill in the bottom leading corner of a frame-sized canvas.
struct BurnInLabel: View {
  let text: String

  var body: some View {
    Text(text)
      .monospacedDigit()
      .font(.system(size: 12, weight: .semibold, design: .monospaced))
      .foregroundColor(.white)
      .lineLimit(1)
      .padding(.horizontal, 7)
      .padding(.vertical, 3)
      .background(Capsule().fill(Color.black.opacity(0.6)))
      .padding(BurnInSource.margin)
      .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .bottomLeading)
  }
}
