// Blob measurement from pixels.
//
// What: splits an image into foreground and background by colour distance from a reference,
// then labels 8-connected foreground components and measures each one's bounding box,
// centre and area. Why: a check that can fail must measure what was drawn, not what the scene
// graph believes it drew (DESIGN.md, "The lesson the check must capture"). Refuses: to read
// the scene graph, and to guess at shapes (a blob is its pixels; diameter = max(width, height)).

import Foundation
import Raster

/// One connected region of foreground pixels.
public struct Blob: Hashable, Sendable {
  /// Bounding box in pixels: min x, min y, width, height (whole pixels).
  public let minX: Int, minY: Int, width: Int, height: Int
  /// Number of pixels.
  public let area: Int
  /// Mean position of the pixels' centres, in pixels.
  public let centroid: (x: Double, y: Double)

  /// The larger side of the bounding box, in pixels.
  public var diameter: Int { max(width, height) }

  /// The centre of the bounding box, in pixels.
  public var boxCentre: (x: Double, y: Double) { (Double(minX) + Double(width) / 2, Double(minY) + Double(height) / 2) }

  public static func == (a: Blob, b: Blob) -> Bool {
    (a.minX, a.minY, a.width, a.height, a.area) == (b.minX, b.minY, b.width, b.height, b.area)
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(minX); hasher.combine(minY); hasher.combine(width); hasher.combine(height); hasher.combine(area)
  }
}

/// Finds blobs: foreground pixels that differ from a background colour.
public struct BlobFinder: Sendable {
  /// The background, premultiplied RGBA.
  public var background: SIMD4<UInt8>
  /// A pixel is foreground when its largest channel difference from the background exceeds
  /// this (0…255). Default 24.
  public var threshold: Int
  /// Blobs with fewer pixels are dropped as noise. Default 4.
  public var minimumArea: Int
  /// Only pixels inside this rectangle (pixels) are considered; `nil` for the whole image.
  public var region: (x: Int, y: Int, width: Int, height: Int)?

  public init(background: SIMD4<UInt8>, threshold: Int = 24, minimumArea: Int = 4, region: (x: Int, y: Int, width: Int, height: Int)? = nil) {
    self.background = background
    self.threshold = threshold
    self.minimumArea = minimumArea
    self.region = region
  }

  /// A finder whose background is the most common colour on `pixmap`'s border: right for
  /// scenes whose edges show the backdrop, even when the backdrop's colour changes over time.
  public static func borderBackground(of pixmap: Pixmap) -> SIMD4<UInt8> {
    var counts: [SIMD4<UInt8>: Int] = [:]
    let (w, h) = (pixmap.width, pixmap.height)
    guard w > 0, h > 0 else { return .zero }
    for x in 0..<w {
      counts[pixmap[x, 0], default: 0] += 1
      counts[pixmap[x, h - 1], default: 0] += 1
    }
    for y in 0..<h {
      counts[pixmap[0, y], default: 0] += 1
      counts[pixmap[w - 1, y], default: 0] += 1
    }
    // Ties go to the lexicographically smallest colour, so the answer never depends on hashing.
    func key(_ c: SIMD4<UInt8>) -> [UInt8] { [c.x, c.y, c.z, c.w] }
    return counts.max { a, b in
      a.value != b.value ? a.value < b.value : key(a.key).lexicographicallyPrecedes(key(b.key)) == false
    }!.key
  }

  /// The blobs of `pixmap`, largest first.
  public func blobs(in pixmap: Pixmap) -> [Blob] {
    let (w, h) = (pixmap.width, pixmap.height)
    let r = region ?? (0, 0, w, h)
    let x0 = max(0, r.x), y0 = max(0, r.y)
    let x1 = min(w, r.x + r.width), y1 = min(h, r.y + r.height)
    guard x1 > x0, y1 > y0 else { return [] }
    let rw = x1 - x0, rh = y1 - y0
    // Foreground mask of the region.
    var mask = [Bool](repeating: false, count: rw * rh)
    let bg = SIMD4<Int>(truncatingIfNeeded: background)
    pixmap.data.withUnsafeBufferPointer { data in
      for y in 0..<rh {
        for x in 0..<rw {
          let i = ((y + y0) * w + (x + x0)) * 4
          let p = SIMD4<Int>(Int(data[i]), Int(data[i + 1]), Int(data[i + 2]), Int(data[i + 3]))
          let d = p &- bg
          let m = max(max(abs(d.x), abs(d.y)), max(abs(d.z), abs(d.w)))
          mask[y * rw + x] = m > threshold
        }
      }
    }
    // 8-connected labelling by flood fill with an explicit stack.
    var seen = [Bool](repeating: false, count: rw * rh)
    var blobs: [Blob] = []
    var stack: [Int] = []
    for start in 0..<(rw * rh) where mask[start] && !seen[start] {
      seen[start] = true
      stack.append(start)
      var minX = Int.max, minY = Int.max, maxX = Int.min, maxY = Int.min, area = 0
      var sumX = 0.0, sumY = 0.0
      while let i = stack.popLast() {
        let x = i % rw, y = i / rw
        area += 1
        sumX += Double(x) + 0.5
        sumY += Double(y) + 0.5
        minX = min(minX, x); maxX = max(maxX, x); minY = min(minY, y); maxY = max(maxY, y)
        for dy in -1...1 {
          let ny = y + dy
          guard ny >= 0, ny < rh else { continue }
          for dx in -1...1 where dx != 0 || dy != 0 {
            let nx = x + dx
            guard nx >= 0, nx < rw else { continue }
            let j = ny * rw + nx
            if mask[j] && !seen[j] {
              seen[j] = true
              stack.append(j)
            }
          }
        }
      }
      guard area >= minimumArea else { continue }
      blobs.append(Blob(
        minX: minX + x0, minY: minY + y0, width: maxX - minX + 1, height: maxY - minY + 1,
        area: area, centroid: (sumX / Double(area) + Double(x0), sumY / Double(area) + Double(y0))))
    }
    return blobs.sorted { $0.area > $1.area }
  }
}
