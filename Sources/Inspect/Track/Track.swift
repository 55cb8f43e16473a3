// Tracks: per-video-frame measurements in points, and their CSV and JSON forms.
//
// What: the blobs of every video frame converted from pixels to points (÷ scale, area ÷ scale²),
// with the frame's time, and writers for CSV (one row per blob, or one empty row for a frame
// with none) and JSON. Why points: the checks and the design speak in points (a 220-pt ring
// with a 12-pt line is 232 pt across), whatever the display scale of the video.
// Refuses: to pair blobs across video frames (identity is not knowable from pixels alone; the
// checks follow the principal blob, documented there).

import Foundation

/// One blob of one video frame, in points.
public struct MeasuredBlob: Hashable, Sendable {
  /// Bounding box: left, top, width, height, in points.
  public var x: Double, y: Double, width: Double, height: Double
  /// Area in square points (pixel count ÷ scale²).
  public var area: Double
  /// Mean premultiplied colour of the blob's pixels.
  public var color: SIMD4<UInt8>

  public init(x: Double, y: Double, width: Double, height: Double, area: Double, color: SIMD4<UInt8> = .zero) {
    (self.x, self.y, self.width, self.height, self.area, self.color) = (x, y, width, height, area, color)
  }

  /// Converts a blob measured in pixels at `scale` pixels per point.
  public init(_ blob: Blob, scale: Double) {
    self.init(
      x: Double(blob.minX) / scale, y: Double(blob.minY) / scale,
      width: Double(blob.width) / scale, height: Double(blob.height) / scale,
      area: Double(blob.area) / (scale * scale), color: blob.meanColor)
  }

  /// Centre of the bounding box, in points.
  public var centre: (x: Double, y: Double) { (x + width / 2, y + height / 2) }
  /// The larger side of the bounding box, in points.
  public var diameter: Double { max(width, height) }
}

/// The blobs of one video frame.
public struct FrameMeasurement: Hashable, Sendable {
  /// Video frame number, from 0.
  public var index: Int
  /// Time shown by the video frame, in seconds.
  public var time: Double
  /// Blobs, largest area first.
  public var blobs: [MeasuredBlob]

  public init(index: Int, time: Double, blobs: [MeasuredBlob]) {
    (self.index, self.time, self.blobs) = (index, time, blobs)
  }

  /// The blob the checks follow: the one with the largest diameter (then the largest area).
  ///
  /// An animated element is usually the biggest thing that moves; when it is drawn twice the
  /// other copy shows up in `blobs` and fails `one-blob`, whichever one this picks.
  public var principal: MeasuredBlob? {
    blobs.max { a, b in a.diameter != b.diameter ? a.diameter < b.diameter : a.area < b.area }
  }
}

/// Measurements of every video frame of one input.
public struct Track: Hashable, Sendable {
  /// What was measured, e.g. `naive` or `out.mp4`.
  public var name: String
  /// Pixels per point used for the conversion.
  public var scale: Double
  /// Video frames per second (0 when unknown).
  public var fps: Double
  /// Size of the video frames in pixels.
  public var pixelWidth: Int, pixelHeight: Int
  /// One entry per video frame, in order.
  public var frames: [FrameMeasurement]

  public init(name: String, scale: Double, fps: Double, pixelWidth: Int, pixelHeight: Int, frames: [FrameMeasurement] = []) {
    (self.name, self.scale, self.fps, self.pixelWidth, self.pixelHeight, self.frames) =
      (name, scale, fps, pixelWidth, pixelHeight, frames)
  }

  /// The CSV header shared by every track.
  public static let csvHeader =
    "input,frame,time,blob_count,blob,x,y,width,height,centre_x,centre_y,diameter,area,color"

  /// CSV rows (no header): one per blob, blobs numbered from 0 in `blobs` order; a frame without
  /// blobs gets one row with the blob fields empty. Lengths in points, 3 decimals.
  public func csvRows() -> [String] {
    let input = Track.csvField(name)
    var rows: [String] = []
    for frame in frames {
      let head = "\(input),\(frame.index),\(fmt(frame.time, 4)),\(frame.blobs.count)"
      if frame.blobs.isEmpty {
        rows.append(head + ",,,,,,,,,,")
        continue
      }
      for (n, b) in frame.blobs.enumerated() {
        let c = b.centre
        rows.append(
          head + ",\(n),\(fmt(b.x)),\(fmt(b.y)),\(fmt(b.width)),\(fmt(b.height)),\(fmt(c.x)),\(fmt(c.y)),"
            + "\(fmt(b.diameter)),\(fmt(b.area)),\(hexString(b.color))")
      }
    }
    return rows
  }

  /// The whole CSV document for `tracks`.
  public static func csv(_ tracks: [Track]) -> String {
    ([csvHeader] + tracks.flatMap { $0.csvRows() }).joined(separator: "\n") + "\n"
  }

  /// This track as a JSON object (lengths in points).
  public func json() -> String {
    var out = "{\"input\": \(Track.jsonString(name)), \"scale\": \(fmt(scale)), \"fps\": \(fmt(fps)), "
    out += "\"width_px\": \(pixelWidth), \"height_px\": \(pixelHeight), \"frames\": [\n"
    out += frames.map { frame in
      let blobs = frame.blobs.map { b in
        let c = b.centre
        return "{\"x\": \(fmt(b.x)), \"y\": \(fmt(b.y)), \"width\": \(fmt(b.width)), \"height\": \(fmt(b.height)), "
          + "\"centre\": [\(fmt(c.x)), \(fmt(c.y))], \"diameter\": \(fmt(b.diameter)), \"area\": \(fmt(b.area)), "
          + "\"color\": \"\(hexString(b.color))\"}"
      }
      return "  {\"frame\": \(frame.index), \"time\": \(fmt(frame.time, 4)), \"blob_count\": \(frame.blobs.count), "
        + "\"blobs\": [\(blobs.joined(separator: ", "))]}"
    }.joined(separator: ",\n")
    out += "\n]}"
    return out
  }

  /// The JSON document for `tracks`: `{"tracks": [...]}`.
  public static func json(_ tracks: [Track]) -> String {
    "{\"tracks\": [\n" + tracks.map { $0.json() }.joined(separator: ",\n") + "\n]}\n"
  }

  static func csvField(_ s: String) -> String {
    s.contains(",") || s.contains("\"") || s.contains("\n") ? "\"" + s.replacingOccurrences(of: "\"", with: "\"\"") + "\"" : s
  }

  static func jsonString(_ s: String) -> String {
    var out = "\""
    for scalar in s.unicodeScalars {
      switch scalar {
      case "\"": out += "\\\""
      case "\\": out += "\\\\"
      case "\n": out += "\\n"
      case _ where scalar.value < 0x20: out += String(format: "\\u%04x", scalar.value)
      default: out.unicodeScalars.append(scalar)
      }
    }
    return out + "\""
  }
}

/// A number with `digits` decimals, without a trailing `.000`-style noise for whole numbers
/// kept (fixed decimals keep columns aligned and diffs readable).
func fmt(_ v: Double, _ digits: Int = 3) -> String { String(format: "%.\(digits)f", v) }
