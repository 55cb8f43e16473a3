// Backdrops: what lies behind a layer, filtered, as the start of its buffer (materials).
//
// What: the destination pixels under the layer's buffer box, grown by how far its backdrop
// filters read, are copied (pixels beyond the destination's edges repeat its edge pixels, so a
// blur near the canvas edge does not fade to transparent), filtered in order, and the box's
// part becomes the layer's buffer before its items are drawn (`DisplayLayer`, step 1).
// Why a reduced blur for wide radii: a material blurs with a standard deviation of tens of
// points, over a hundred device pixels at @3x, and the exact separable blur costs 6σ taps per
// pixel and pass. Above `directBlurLimit` px the copy is averaged down by an integer factor f
// (f × f boxes), blurred there, and scaled back up bilinearly. Box and tent add a variance of
// about f²/12 + f²/6 px², so the reduced blur takes σ' = √(σ² − f²/4) / f, and f ≤ σ/4
// keeps that correction under 2 % of σ: measured against the exact profile of a blurred step
// within 0.9/255 at σ = 12 and 20 px (`BackdropTests`).
// Refuses: nothing; a layer whose box is empty has no backdrop to read.

import Foundation
import Geometry

/// The largest standard deviation, in pixels, blurred at full resolution in a backdrop.
let directBlurLimit = 8.0

extension LayerRenderer {
  /// Fills `buffer` (whose pixel (0, 0) is destination pixel `box.x0, box.y0`) with the pixels
  /// of `target` under it, filtered by `filters`; see the file note.
  func copyBackdrop(
    of target: Pixmap, at box: PixelBox, filteredBy filters: [PixelFilter], into buffer: inout Pixmap
  ) {
    guard target.width > 0, target.height > 0 else { return }
    let reach = filters.reduce(0) { $0 + $1.inputReach }
    let region = box.grown(by: reach)
    var copy = Pixmap(
      width: region.width, height: region.height,
      premultipliedRGBA: LayerBuffers.takeBytes(region.width * region.height * 4))
    defer { LayerBuffers.give(copy.data) }
    copyClamped(target, region: region, into: &copy)
    for filter in filters {
      if case .blur = filter.kind, filter.sigma > directBlurLimit {
        reducedBlur(&copy, sigma: filter.sigma)
      } else {
        filter.apply(to: &copy)
      }
    }
    let (width, sourceWidth) = (box.width, region.width)
    copy.data.withUnsafeBytes { source in
      buffer.data.withUnsafeMutableBytes { destination in
        for y in 0..<box.height {
          let from = source.baseAddress! + ((y + reach) * sourceWidth + reach) * 4
          (destination.baseAddress! + y * width * 4).copyMemory(from: from, byteCount: width * 4)
        }
      }
    }
  }
}

/// Copies the pixels of `target` under `region` into `copy` (`region`'s size), repeating the
/// edge pixels of `target` beyond its bounds.
private func copyClamped(_ target: Pixmap, region: PixelBox, into copy: inout Pixmap) {
  let (tw, th) = (target.width, target.height)
  let width = region.width
  target.data.withUnsafeBytes { source in
    copy.data.withUnsafeMutableBytes { destination in
      let src = source.baseAddress!, dst = destination.baseAddress!
      for y in 0..<region.height {
        let sy = min(max(region.y0 + y, 0), th - 1)
        let row = dst + y * width * 4
        // Inside columns in one copy; outside ones repeat the nearest edge pixel.
        let inside0 = min(max(0 - region.x0, 0), width), inside1 = max(min(tw - region.x0, width), inside0)
        if inside1 > inside0 {
          row.advanced(by: inside0 * 4).copyMemory(
            from: src + (sy * tw + region.x0 + inside0) * 4, byteCount: (inside1 - inside0) * 4)
        }
        let left = src.loadUnaligned(fromByteOffset: sy * tw * 4, as: UInt32.self)
        let right = src.loadUnaligned(fromByteOffset: (sy * tw + tw - 1) * 4, as: UInt32.self)
        for x in 0..<inside0 { row.storeBytes(of: left, toByteOffset: x * 4, as: UInt32.self) }
        for x in inside1..<width { row.storeBytes(of: right, toByteOffset: x * 4, as: UInt32.self) }
      }
    }
  }
}

/// Blurs `pixmap` with standard deviation `sigma` px through a copy reduced by an integer factor
/// (see the file note).
func reducedBlur(_ pixmap: inout Pixmap, sigma: Double) {
  let f = max(2, min(16, Int(sigma / 4)))
  let (width, height) = (pixmap.width, pixmap.height)
  let (sw, sh) = ((width + f - 1) / f, (height + f - 1) / f)
  guard width > 0, height > 0 else { return }
  var small = LayerBuffers.takeBytes(sw * sh * 4)
  defer { LayerBuffers.give(small) }
  pixmap.data.withUnsafeBufferPointer { full in
    small.withUnsafeMutableBufferPointer { reduced in
      for j in 0..<sh {
        for i in 0..<sw {
          var sum = SIMD4<UInt32>(repeating: 0)
          let (x1, y1) = (min((i + 1) * f, width), min((j + 1) * f, height))
          for y in (j * f)..<y1 {
            for x in (i * f)..<x1 {
              let p = (y * width + x) * 4
              sum &+= SIMD4(UInt32(full[p]), UInt32(full[p + 1]), UInt32(full[p + 2]), UInt32(full[p + 3]))
            }
          }
          let n = UInt32((x1 - i * f) * (y1 - j * f))
          let mean = (sum &+ n / 2) / n
          let q = (j * sw + i) * 4
          for c in 0..<4 { reduced[q + c] = UInt8(truncatingIfNeeded: mean[c]) }
        }
      }
    }
  }
  var floats = LayerBuffers.takeFloats()
  defer { LayerBuffers.give(floats) }
  let reducedSigma = max(sigma * sigma - Double(f * f) / 4, 0).squareRoot() / Double(f)
  small.withUnsafeMutableBufferPointer { reduced in
    gaussianBlur(reduced.baseAddress!, width: sw, height: sh, sigma: reducedSigma, scratch: &floats)
  }
  let scale = 1 / Double(f)
  small.withUnsafeBufferPointer { reduced in
    pixmap.data.withUnsafeMutableBytes { full in
      for y in 0..<height {
        let v = (Double(y) + 0.5) * scale
        for x in 0..<width {
          let p = bilinear(reduced.baseAddress!, width: sw, height: sh, (Double(x) + 0.5) * scale, v, opacity: 1)
          full.storeBytes(of: p, toByteOffset: (y * width + x) * 4, as: UInt32.self)
        }
      }
    }
  }
}
