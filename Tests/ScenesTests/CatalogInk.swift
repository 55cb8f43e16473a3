import Foundation
import Media
import Raster

// Measurements of the catalog's scenes from their pixels, at one pixel per point, over the
// white window: a pixel's ink is how far its most-covered channel is below white
// (255 − the smallest channel), which for an opaque-coloured shape with one channel at 0 is
// exactly 255 × its opacity. Nothing here reads the scene graph.

/// What one frame's ink says about the shape drawn there.
struct InkStats {
  /// The summed ink (0…255 a pixel): proportional to the shape's opacity while all of it
  /// is on the canvas.
  var total = 0.0
  /// The ink-weighted centroid, in points.
  var x = 0.0, y = 0.0
  /// The ink-weighted central second moments, in square points.
  var xx = 0.0, yy = 0.0, xy = 0.0

  /// The orientation of the ink's long axis, in degrees, clockwise on screen from the
  /// x axis: ½ atan2(2μ₁₁, μ₂₀ − μ₀₂), y pointing down.
  var angle: Double { 0.5 * atan2(2 * xy, xx - yy) * 180 / .pi }
}

/// The ink of a pixel: 255 − its smallest channel.
func ink(_ p: SIMD4<UInt8>) -> Double { 255 - Double(min(p[0], p[1], p[2])) }

/// The ink statistics of the rows `rows` of `pixmap`.
func inkStats(_ pixmap: Pixmap, rows: Range<Int>? = nil) -> InkStats {
  let rows = rows ?? 0..<pixmap.height
  var s = InkStats()
  var sx = 0.0, sy = 0.0, sxx = 0.0, syy = 0.0, sxy = 0.0
  for py in rows {
    let y = Double(py) + 0.5
    for px in 0..<pixmap.width {
      let w = ink(pixmap[px, py])
      guard w > 0 else { continue }
      let x = Double(px) + 0.5
      s.total += w
      sx += w * x; sy += w * y
      sxx += w * x * x; syy += w * y * y; sxy += w * x * y
    }
  }
  guard s.total > 0 else { return s }
  s.x = sx / s.total
  s.y = sy / s.total
  s.xx = sxx / s.total - s.x * s.x
  s.yy = syy / s.total - s.y * s.y
  s.xy = sxy / s.total - s.x * s.y
  return s
}

/// A box of pixels, edges inclusive-exclusive, in pixels.
struct PixelBox: Equatable, CustomStringConvertible {
  var minX: Int, minY: Int, maxX: Int, maxY: Int
  var midX: Double { Double(minX + maxX) / 2 }
  var midY: Double { Double(minY + maxY) / 2 }
  var edges: [Int] { [minX, minY, maxX, maxY] }
  var description: String { "x \(minX)..<\(maxX) y \(minY)..<\(maxY)" }
}

/// The connected groups (4-neighbours) of pixels for which `isInk` holds, as boxes, largest
/// first; groups under `minimumArea` pixels are dropped.
func inkComponents(_ pixmap: Pixmap, minimumArea: Int = 4, _ isInk: (SIMD4<UInt8>) -> Bool) -> [PixelBox] {
  let w = pixmap.width, h = pixmap.height
  var mask = [Bool](repeating: false, count: w * h)
  for y in 0..<h { for x in 0..<w { mask[y * w + x] = isInk(pixmap[x, y]) } }
  var seen = [Bool](repeating: false, count: w * h)
  var found: [(area: Int, box: PixelBox)] = []
  for start in 0..<(w * h) where mask[start] && !seen[start] {
    var stack = [start]
    seen[start] = true
    var area = 0
    var box = PixelBox(minX: .max, minY: .max, maxX: .min, maxY: .min)
    while let i = stack.popLast() {
      area += 1
      let x = i % w, y = i / w
      box.minX = min(box.minX, x); box.maxX = max(box.maxX, x + 1)
      box.minY = min(box.minY, y); box.maxY = max(box.maxY, y + 1)
      for (nx, ny) in [(x - 1, y), (x + 1, y), (x, y - 1), (x, y + 1)] where nx >= 0 && nx < w && ny >= 0 && ny < h {
        let j = ny * w + nx
        if mask[j] && !seen[j] { seen[j] = true; stack.append(j) }
      }
    }
    if area >= minimumArea { found.append((area, box)) }
  }
  return found.sorted { $0.area > $1.area }.map(\.box)
}

/// Writes `frames` side by side to `path` when FLIPBOOK_CATALOG_DUMP is set (for looking at
/// a flight while writing its test).
func dumpStrip(_ frames: [Pixmap], to path: String) {
  guard ProcessInfo.processInfo.environment["FLIPBOOK_CATALOG_DUMP"] != nil, let first = frames.first else { return }
  var strip = Pixmap(width: first.width * frames.count, height: first.height)
  for (k, frame) in frames.enumerated() { strip.copyPixels(from: frame, x: k * first.width, y: 0) }
  try? PNGCodec.write(strip, to: path)
}

/// Whether every edge of `boxes` moves one way only, from the first box towards the last,
/// never past either.
func edgesMoveOneWay(_ boxes: [PixelBox]) -> Bool {
  let start = boxes.first!.edges, end = boxes.last!.edges
  for e in 0..<4 {
    let values = boxes.map { $0.edges[e] }
    let up = end[e] >= start[e]
    guard zip(values, values.dropFirst()).allSatisfy({ up ? $1 >= $0 : $1 <= $0 }) else { return false }
  }
  return true
}
