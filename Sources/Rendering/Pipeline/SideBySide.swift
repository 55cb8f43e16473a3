import Drawing
import Foundation
import Geometry
import Raster
import SceneGraph

/// Two sources on one clock, next to each other, each under a header that names it and shows
/// the running time and video frame number: the design-review layout.
///
/// Both panels advance together, so video frame k shows both at the timeline's time of k. Each panel is drawn
/// on its own, at its own size, and copied in whole pixels; a panel smaller than the other
/// sits at the top left of its slot. The headers are ordinary views drawn by the scene graph,
/// so they use Flipbook's own text.
public struct SideBySideSource: VideoFrameSource {
  /// A panel: a source and its title.
  public struct Panel {
    public let title: String
    public var source: any VideoFrameSource

    public init(title: String, source: any VideoFrameSource) {
      self.title = title
      self.source = source
    }
  }

  var left: Panel
  var right: Panel
  /// Pixels per point, for the headers and the gutter.
  public let scale: Double
  public let timeline: Timeline
  public let pixelSize: PixelSize
  let panelSize: PixelSize
  let headerHeight: Int
  let gutter: Int
  /// Whether the headers show the video frame number beside the time (a still has none).
  public let showsFrameNumbers: Bool
  private var leftPixmaps: [Pixmap] = []
  private var rightPixmaps: [Pixmap] = []

  /// Height of the header above each panel, in points.
  public static let headerHeight: CGFloat = 44
  /// Gap between the two panels, in points.
  public static let gutter: CGFloat = 8
  /// The colour of the headers and the gutter: iOS's dark `secondarySystemBackground`.
  static let chrome = RGBAColor(r8: 28, g8: 28, b8: 30)

  /// - Parameter showsFrameNumbers: the headers show the video frame number beside the time;
  ///   default true (false for a still, one picture at a time that no video frame has).
  /// - Precondition: both sources have the same timeline.
  public init(left: Panel, right: Panel, scale: Double, evenDimensions: Bool = false, showsFrameNumbers: Bool = true) {
    precondition(
      left.source.timeline == right.source.timeline,
      "side by side needs one clock: \(left.source.timeline) vs \(right.source.timeline)")
    self.left = left
    self.right = right
    self.scale = scale
    self.showsFrameNumbers = showsFrameNumbers
    timeline = left.source.timeline
    panelSize = PixelSize(
      width: max(left.source.pixelSize.width, right.source.pixelSize.width),
      height: max(left.source.pixelSize.height, right.source.pixelSize.height))
    headerHeight = Int((Self.headerHeight * scale).rounded())
    gutter = Int((Self.gutter * scale).rounded())
    var width = 2 * panelSize.width + gutter, height = headerHeight + panelSize.height
    if evenDimensions {
      width += width % 2
      height += height % 2
    }
    pixelSize = PixelSize(width: width, height: height)
  }

  public mutating func render(_ frames: Range<Int>, into pixmaps: inout [Pixmap]) throws {
    try Self.render(&left.source, frames, into: &leftPixmaps)
    try Self.render(&right.source, frames, into: &rightPixmaps)
    for (k, index) in frames.enumerated() {
      pixmaps[k].fill(color: Self.chrome)
      pixmaps[k].copyPixels(from: leftPixmaps[k], x: 0, y: headerHeight)
      pixmaps[k].copyPixels(from: rightPixmaps[k], x: panelSize.width + gutter, y: headerHeight)
      for (column, panel) in [left, right].enumerated() {
        let x = column * (panelSize.width + gutter)
        let header = PanelHeader(title: panel.title, stamp: FrameStamp(timeline, frame: index, showsFrameNumbers: showsFrameNumbers))
        let size = CGSize(width: Double(panelSize.width) / scale, height: Self.headerHeight)
        var list = DisplayList(size: CGSize(width: Double(pixelSize.width) / scale, height: Double(pixelSize.height) / scale))
        list.append(contentsOf: SceneRuntime(header, canvasSize: size).displayList(at: 0), offset: CGPoint(x: Double(x) / scale, y: 0))
        pixmaps[k].draw(list, scale: scale)
      }
    }
  }

  /// Draws `frames` of one panel's source into its own reused buffers.
  private static func render(_ source: inout any VideoFrameSource, _ frames: Range<Int>, into pixmaps: inout [Pixmap]) throws {
    let size = source.pixelSize
    if pixmaps.count > frames.count { pixmaps.removeLast(pixmaps.count - frames.count) }
    while pixmaps.count < frames.count { pixmaps.append(Pixmap(width: size.width, height: size.height)) }
    try source.render(frames, into: &pixmaps)
  }
}

/// The label above a panel: its title on the left, time and frame number on the right.
struct PanelHeader: View {
  let title: String
  /// The time, and the video frame number (`nil` shows the time alone).
  let stamp: FrameStamp

  var body: some View {
    ZStack(alignment: .leading) {
      Color(red: 0.11, green: 0.11, blue: 0.118)
      Text(title)
        .font(.system(size: 20, weight: .semibold))
        .foregroundColor(.white)
        .lineLimit(1)
        .padding(.leading, 14)
        .padding(.trailing, 150)
      Text(stamp.header)
        .font(.system(size: 15, weight: .medium, design: .monospaced))
        .foregroundColor(Color(white: 0.75))
        .frame(maxWidth: .infinity, alignment: .trailing)
        .padding(.trailing, 14)
    }
  }
}
