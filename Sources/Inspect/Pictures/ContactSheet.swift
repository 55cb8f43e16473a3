// Contact sheets: video frames in a grid with what was measured drawn on top.
//
// What: one row per input, each video frame shrunk by an integer box filter (averaging
// premultiplied pixels is exact compositing-wise), with every blob's bounding box and centre
// overlaid and the time and frame number under it. Why: a check verdict is only trusted when
// one can see what was measured; the overlay shows at a glance whether the blob is the element.
// Refuses: non-integer resampling and thumbnails larger than the frames.

import Drawing
import Foundation
import Geometry
import Raster
import Typography

/// Draws video frames with their measurements.
public enum ContactSheet {
  /// One input's row: its name and the chosen video frames with their measurements.
  public struct Row {
    public var name: String
    /// Pixels per point of the frames (the track's scale).
    public var scale: Double
    public var frames: [(pixmap: Pixmap, measurement: FrameMeasurement)]

    public init(name: String, scale: Double, frames: [(pixmap: Pixmap, measurement: FrameMeasurement)]) {
      (self.name, self.scale, self.frames) = (name, scale, frames)
    }
  }

  /// The widest thumbnail, in pixels, unless told otherwise.
  public static let thumbnailWidth = 180

  /// The sheet: thumbnails at most `thumbnailWidth` pixels wide (default 180).
  ///
  /// - Throws: `TypographyError` when the label font is missing.
  public static func render(_ rows: [Row], thumbnailWidth: Int = ContactSheet.thumbnailWidth) throws(TypographyError) -> Pixmap {
    let label = try Label()
    let frameWidth = rows.flatMap(\.frames).map(\.pixmap.width).max() ?? 0
    let frameHeight = rows.flatMap(\.frames).map(\.pixmap.height).max() ?? 0
    let columns = rows.map(\.frames.count).max() ?? 0
    guard frameWidth > 0, frameHeight > 0, columns > 0 else { return Pixmap(width: 0, height: 0) }
    let factor = max(1, (frameWidth + thumbnailWidth - 1) / thumbnailWidth)
    let (tw, th) = (frameWidth / factor, frameHeight / factor)
    let (pad, caption, header) = (12, 34, 28)
    let cellW = tw + pad, cellH = header + th + caption
    var sheet = Pixmap(width: pad + columns * cellW, height: pad + rows.count * cellH)
    sheet.fill(color: RGBAColor(r8: 28, g8: 28, b8: 30))
    let text = Paint(color: RGBAColor(r8: 235, g8: 235, b8: 245))
    let box = Paint(color: RGBAColor(r8: 255, g8: 45, b8: 85))
    let secondary = Paint(color: RGBAColor(r8: 255, g8: 204, b8: 0))
    for (r, row) in rows.enumerated() {
      let y0 = pad + r * cellH
      sheet.fill(label.path(row.name, size: 16, x: Double(pad), baseline: Double(y0 + 18)), paint: text)
      for (c, frame) in row.frames.enumerated() {
        let x0 = pad + c * cellW, ty = y0 + header
        let thumb = downsample(frame.pixmap, by: factor)
        blit(thumb, into: &sheet, x: x0, y: ty)
        // Overlays: points → frame pixels → thumbnail pixels → sheet.
        let k = row.scale / Double(factor)
        for (n, blob) in frame.measurement.blobs.enumerated() {
          let rect = CGRect(x: Double(x0) + blob.x * k, y: Double(ty) + blob.y * k, width: blob.width * k, height: blob.height * k)
          let paint = blob == frame.measurement.principal ? box : secondary
          sheet.stroke(Path(rect), style: StrokeStyle(lineWidth: 1.5), paint: paint)
          let c = (x: rect.midX, y: rect.midY)
          var cross = Path()
          cross.move(to: CGPoint(x: c.x - 4, y: c.y)); cross.addLine(to: CGPoint(x: c.x + 4, y: c.y))
          cross.move(to: CGPoint(x: c.x, y: c.y - 4)); cross.addLine(to: CGPoint(x: c.x, y: c.y + 4))
          sheet.stroke(cross, style: StrokeStyle(lineWidth: 1.5), paint: paint)
          if n >= 8 { break }
        }
        let m = frame.measurement
        let first = String(format: "%.3f s  #%d", m.time, m.index)
        let second = m.principal.map { String(format: "%d blob%@  ⌀ %.1f pt", m.blobs.count, m.blobs.count == 1 ? "" : "s", $0.diameter) }
          ?? "nothing visible"
        sheet.fill(label.path(first, size: 12, x: Double(x0), baseline: Double(ty + th + 14)), paint: text)
        sheet.fill(label.path(second, size: 12, x: Double(x0), baseline: Double(ty + th + 29)), paint: text)
      }
    }
    return sheet
  }

  /// The mean of each `factor` × `factor` block (partial blocks at the edges are dropped).
  public static func downsample(_ pixmap: Pixmap, by factor: Int) -> Pixmap {
    let (w, h) = (pixmap.width / factor, pixmap.height / factor)
    guard factor > 1 else { return pixmap }
    var out = [UInt8](repeating: 0, count: w * h * 4)
    let n = factor * factor
    pixmap.data.withUnsafeBufferPointer { src in
      out.withUnsafeMutableBufferPointer { dst in
        for y in 0..<h {
          for x in 0..<w {
            var sum = SIMD4<Int>.zero
            for dy in 0..<factor {
              var i = ((y * factor + dy) * pixmap.width + x * factor) * 4
              for _ in 0..<factor {
                sum &+= SIMD4(Int(src[i]), Int(src[i + 1]), Int(src[i + 2]), Int(src[i + 3]))
                i += 4
              }
            }
            let o = (y * w + x) * 4
            for c in 0..<4 { dst[o + c] = UInt8((sum[c] + n / 2) / n) }
          }
        }
      }
    }
    return Pixmap(width: w, height: h, premultipliedRGBA: out)
  }

  /// Copies `source` into `target` at (x, y), composited over what is there (source-over).
  static func blit(_ source: Pixmap, into target: inout Pixmap, x: Int, y: Int) {
    for sy in 0..<source.height where y + sy < target.height {
      for sx in 0..<source.width where x + sx < target.width {
        let s = source[sx, sy]
        let d = target[x + sx, y + sy]
        let inv = UInt32(255 - s.w)
        target[x + sx, y + sy] = SIMD4(
          s.x &+ Pixmap.mulDiv255(UInt32(d.x), inv), s.y &+ Pixmap.mulDiv255(UInt32(d.y), inv),
          s.z &+ Pixmap.mulDiv255(UInt32(d.z), inv), s.w &+ Pixmap.mulDiv255(UInt32(d.w), inv))
      }
    }
  }
}
