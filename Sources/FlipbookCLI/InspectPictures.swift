import Drawing
import Inspect
import Raster

/// Video frames kept for a contact sheet, with their measurements.
///
/// Frames are kept already shrunk to thumbnail size (by the integer factor the sheet would
/// use), so a sheet of large frames costs kilobytes per frame while the measuring goes on,
/// not the frames themselves.
struct SheetRow {
  var frames: [(pixmap: Pixmap, measurement: FrameMeasurement)] = []
  /// Frame pixels per kept pixel.
  private(set) var shrink = 1

  mutating func add(_ pixmap: Pixmap, _ measurement: FrameMeasurement) {
    shrink = max(1, (pixmap.width + ContactSheet.thumbnailWidth - 1) / ContactSheet.thumbnailWidth)
    frames.append((ContactSheet.downsample(pixmap, by: shrink), measurement))
  }

  /// `n` frame numbers spread evenly over `count` video frames, first and last included.
  static func evenlySpaced(_ n: Int, of count: Int) -> Set<Int> {
    guard count > 0 else { return [] }
    guard n > 1, count > 1 else { return [0] }
    return Set((0..<n).map { Int((Double($0) * Double(count - 1) / Double(n - 1)).rounded()) })
  }
}

/// Draws plots and sheets with Flipbook's own rasterizer.
enum PicturesCLI {
  /// Pixels per point of the pictures.
  static let scale = 2.0

  static func plot(_ tracks: [Track]) throws(CLIError) -> Pixmap {
    let list: DisplayList
    do {
      list = try TrackPlot.displayList(tracks)
    } catch {
      throw .failure("cannot draw the plot: \(error)")
    }
    var pixmap = Pixmap(width: Int(list.size.width * scale), height: Int(list.size.height * scale))
    pixmap.draw(list, scale: scale)
    return pixmap
  }

  static func sheet(_ rows: [SheetRow], tracks: [Track]) throws(CLIError) -> Pixmap {
    do {
      return try ContactSheet.render(
        zip(rows, tracks).map { row, track in ContactSheet.Row(name: track.name, scale: track.scale / Double(row.shrink), frames: row.frames) })
    } catch {
      throw .failure("cannot draw the sheet: \(error)")
    }
  }
}
