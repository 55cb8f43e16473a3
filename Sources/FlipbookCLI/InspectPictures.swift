import Drawing
import Inspect
import Raster

/// Video frames kept for a contact sheet, with their measurements.
struct SheetRow {
  var frames: [(pixmap: Pixmap, measurement: FrameMeasurement)] = []

  mutating func add(_ pixmap: Pixmap, _ measurement: FrameMeasurement) { frames.append((pixmap, measurement)) }

  /// `n` frame numbers spread evenly over `count` video frames, first and last included.
  static func evenlySpaced(_ n: Int, of count: Int) -> Set<Int> {
    guard count > 0 else { return [] }
    guard n > 1, count > 1 else { return [0] }
    return Set((0..<n).map { Int((Double($0) * Double(count - 1) / Double(n - 1)).rounded()) })
  }

  /// Drops all but `n` evenly spaced frames (when the count was not known up front).
  mutating func keepEvenlySpaced(_ n: Int) {
    let keep = SheetRow.evenlySpaced(n, of: frames.count)
    frames = frames.enumerated().filter { keep.contains($0.offset) }.map(\.element)
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
        zip(rows, tracks).map { row, track in ContactSheet.Row(name: track.name, scale: track.scale, frames: row.frames) })
    } catch {
      throw .failure("cannot draw the sheet: \(error)")
    }
  }
}
