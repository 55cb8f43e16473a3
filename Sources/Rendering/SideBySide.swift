import Drawing
import Foundation
import Geometry
import SceneGraph

/// Two scenes on one clock, next to each other, each under a header that names it and shows
/// the running time and video frame number: the design-review layout.
///
/// Both panels advance together, so frame k of the video shows both scenes at k / fps.
/// The headers are ordinary views drawn by the scene graph, so they use Flipbook's own text.
public struct SideBySideSource: VideoFrameSource {
  /// A panel: a scene and its title.
  public struct Panel {
    public let title: String
    let runtime: SceneRuntime

    public init(title: String, runtime: SceneRuntime) {
      self.title = title
      self.runtime = runtime
    }
  }

  let left: Panel
  let right: Panel
  public let fps: Int
  public let frameCount: Int

  /// Height of the header above each panel, in points.
  static let headerHeight: CGFloat = 44
  /// Gap between the two panels, in points.
  static let gutter: CGFloat = 8

  public init(left: Panel, right: Panel, fps: Int, duration: Double) {
    self.left = left
    self.right = right
    self.fps = fps
    self.frameCount = max(1, Int((duration * Double(fps)).rounded()))
  }

  var panelSize: CGSize {
    CGSize(
      width: max(left.runtime.canvasSize.width, right.runtime.canvasSize.width),
      height: max(left.runtime.canvasSize.height, right.runtime.canvasSize.height))
  }

  public var canvasSize: CGSize {
    CGSize(width: panelSize.width * 2 + Self.gutter, height: panelSize.height + Self.headerHeight)
  }

  /// Panels first, then the chrome (gutter and headers) on top: scenes are drawn unclipped,
  /// as SwiftUI draws views that overflow their frame, so anything a panel draws past its
  /// edges (the naive hero overshoots its corner) is covered by the gutter and the header
  /// rather than bleeding into them.
  public mutating func displayList(forFrame index: Int) -> DisplayList {
    let time = Double(index) / Double(fps)
    let chrome = Paint(color: RGBAColor(r8: 28, g8: 28, b8: 30))
    var list = DisplayList(size: canvasSize)
    list.append(.fill(Path(CGRect(origin: .zero, size: canvasSize)), rule: .nonZero, paint: chrome, transform: .identity))
    for (column, panel) in [left, right].enumerated() {
      list.append(contentsOf: panel.runtime.displayList(at: time), offset: CGPoint(x: x(column), y: Self.headerHeight))
    }
    let gutter = CGRect(x: panelSize.width, y: 0, width: Self.gutter, height: canvasSize.height)
    list.append(.fill(Path(gutter), rule: .nonZero, paint: chrome, transform: .identity))
    for (column, panel) in [left, right].enumerated() {
      let header = PanelHeader(title: panel.title, time: time, frame: index)
      let headerList = SceneRuntime(header, canvasSize: CGSize(width: panelSize.width, height: Self.headerHeight))
        .displayList(at: 0)
      list.append(contentsOf: headerList, offset: CGPoint(x: x(column), y: 0))
    }
    return list
  }

  private func x(_ column: Int) -> CGFloat { CGFloat(column) * (panelSize.width + Self.gutter) }
}

/// The label above a panel: its title on the left, time and frame number on the right.
struct PanelHeader: View {
  let title: String
  let time: Double
  let frame: Int

  var body: some View {
    ZStack(alignment: .leading) {
      Color(red: 0.11, green: 0.11, blue: 0.118)
      Text(title)
        .font(.system(size: 20, weight: .semibold))
        .foregroundColor(.white)
        .padding(.leading, 14)
      Text(String(format: "%.3f s   #%03d", time, frame))
        .font(.system(size: 15, weight: .medium, design: .monospaced))
        .foregroundColor(Color(white: 0.75))
        .frame(maxWidth: .infinity, alignment: .trailing)
        .padding(.trailing, 14)
    }
  }
}

