import Drawing
import Foundation
import Geometry
import Raster
import SceneGraph

/// Sources played one after another in one video, each under a header that names it and
/// shows its own running time and video frame number: a catalog's review reel.
///
/// Every segment runs at the reel's frame rate on its own clock from 0, so a segment looks
/// exactly as it does rendered alone. The reel is as large as the largest segment; a smaller
/// one is centred horizontally at the top of the frame, on the headers' dark chrome.
public struct ReelSource: VideoFrameSource {
  /// One segment: a title and the source whose frames it plays (a side-by-side panel's parts).
  public typealias Segment = SideBySideSource.Panel

  var segments: [Segment]
  /// Pixels per point, for the headers.
  public let scale: Double
  public let timeline: Timeline
  public let pixelSize: PixelSize
  let headerHeight: Int
  /// The reel frame each segment starts at.
  let starts: [Int]
  private var buffers: [Pixmap] = []

  /// - Precondition: at least one segment, and every segment at the same frame rate.
  public init(_ segments: [Segment], scale: Double, evenDimensions: Bool = false) {
    precondition(!segments.isEmpty, "a reel needs a segment")
    let fps = segments[0].source.timeline.fps
    precondition(segments.allSatisfy { $0.source.timeline.fps == fps }, "a reel plays every segment at one frame rate")
    self.segments = segments
    self.scale = scale
    var starts: [Int] = []
    var total = 0
    for segment in segments {
      starts.append(total)
      total += segment.source.timeline.frameCount
    }
    self.starts = starts
    timeline = Timeline(fps: fps, frameCount: total)
    headerHeight = Int((SideBySideSource.headerHeight * scale).rounded())
    var width = segments.map(\.source.pixelSize.width).max()!
    var height = headerHeight + segments.map(\.source.pixelSize.height).max()!
    if evenDimensions {
      width += width % 2
      height += height % 2
    }
    pixelSize = PixelSize(width: width, height: height)
  }

  /// The segment reel frame `index` belongs to, and the frame's index within it.
  func locate(_ index: Int) -> (segment: Int, frame: Int) {
    let segment = (starts.lastIndex { $0 <= index }) ?? 0
    return (segment, index - starts[segment])
  }

  public mutating func render(_ frames: Range<Int>, into pixmaps: inout [Pixmap]) throws {
    var k = 0
    var index = frames.lowerBound
    // A range may span segments: each part is rendered by its own source, in order.
    while index < frames.upperBound {
      let (segment, local) = locate(index)
      let end = min(frames.upperBound, starts[segment] + segments[segment].source.timeline.frameCount)
      let count = end - index
      let size = segments[segment].source.pixelSize
      buffers = (0..<count).map { i in
        i < buffers.count && buffers[i].width == size.width && buffers[i].height == size.height
          ? buffers[i] : Pixmap(width: size.width, height: size.height)
      }
      try segments[segment].source.render(local..<(local + count), into: &buffers)
      for i in 0..<count {
        pixmaps[k + i].fill(color: SideBySideSource.chrome)
        pixmaps[k + i].copyPixels(from: buffers[i], x: (pixelSize.width - size.width) / 2, y: headerHeight)
        let header = PanelHeader(
          title: segments[segment].title,
          stamp: FrameStamp(time: segments[segment].source.timeline.time(ofFrame: local + i), frame: local + i))
        let points = CGSize(width: Double(pixelSize.width) / scale, height: SideBySideSource.headerHeight)
        var list = DisplayList(size: CGSize(width: Double(pixelSize.width) / scale, height: Double(pixelSize.height) / scale))
        list.append(contentsOf: SceneRuntime(header, canvasSize: points).displayList(at: 0), offset: .zero)
        pixmaps[k + i].draw(list, scale: scale)
      }
      k += count
      index = end
    }
  }
}
