// Blob measurement from pixels.
//
// What: splits an image into foreground and background by colour distance from a reference,
// then labels 8-connected foreground components and measures each one's bounding box,
// centre and area. Why: a check that can fail must measure what was drawn, not what the scene
// graph believes it drew (docs/ARCHITECTURE.md §5, "The lesson the check must capture"). Refuses:
// to read the scene graph, and to guess at shapes (a blob is its pixels; diameter = max(width,
// height)).

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
  /// Mean premultiplied colour of the pixels.
  public let meanColor: SIMD4<UInt8>

  public init(minX: Int, minY: Int, width: Int, height: Int, area: Int, centroid: (x: Double, y: Double), meanColor: SIMD4<UInt8> = .zero) {
    (self.minX, self.minY, self.width, self.height, self.area) = (minX, minY, width, height, area)
    self.centroid = centroid
    self.meanColor = meanColor
  }

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
///
/// The original, simpler interface over `Segmenter`: one background colour and the largest
/// channel difference (`ColorDistance.maxChannel`), as the golden manifests were measured.
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

  /// The most common colour on `pixmap`'s border: right for scenes whose edges show the
  /// backdrop, even when the backdrop's colour changes over time.
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
    let segmenter = Segmenter(
      reference: .solid(background), distance: .maxChannel, threshold: threshold,
      region: region.map { PixelRect(x: $0.x, y: $0.y, width: $0.width, height: $0.height) },
      minimumArea: minimumArea)
    return segmenter.blobs(in: pixmap)
  }
}
