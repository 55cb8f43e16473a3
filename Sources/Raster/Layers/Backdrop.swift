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
// within 0.9/255 at σ = 12 and 20 px (`BackdropTests`). Warped layers (`ProjectedLayers.swift`)
// blur their supersampled buffers the same way; every other blur stays exact.
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
    // Each filter only needs to leave right what the filters after it read: past the last
    // wide one, the work shrinks to the box (a material's saturation runs on its own pixels).
    var origin = region
    for (i, filter) in filters.enumerated() {
      let remaining = filters[(i + 1)...].reduce(0) { $0 + $1.inputReach }
      let needed = box.grown(by: remaining).intersection(origin)
      if case .blur = filter.kind, filter.sigma > directBlurLimit {
        let keep = needed.offsetBy(x: -origin.x0, y: -origin.y0)
        copy.data.withUnsafeMutableBufferPointer { pixels in
          reducedBlur(pixels.baseAddress!, width: copy.width, height: copy.height, sigma: filter.sigma, keep: keep)
        }
      } else {
        filter.apply(to: &copy)
      }
      if needed != origin {
        crop(&copy, from: origin, to: needed)
        origin = needed
      }
    }
    let (width, sourceWidth) = (box.width, origin.width)
    let (dx, dy) = (box.x0 - origin.x0, box.y0 - origin.y0)
    copy.data.withUnsafeBytes { source in
      buffer.data.withUnsafeMutableBytes { destination in
        for y in 0..<box.height {
          let from = source.baseAddress! + ((y + dy) * sourceWidth + dx) * 4
          (destination.baseAddress! + y * width * 4).copyMemory(from: from, byteCount: width * 4)
        }
      }
    }
  }
}

/// Cuts `pixmap`, which covers `box`, down to `part` (inside `box`), keeping its storage.
private func crop(_ pixmap: inout Pixmap, from box: PixelBox, to part: PixelBox) {
  let (width, partWidth) = (box.width, part.width)
  let (dx, dy) = (part.x0 - box.x0, part.y0 - box.y0)
  var bytes = pixmap.data
  pixmap.data = []
  bytes.withUnsafeMutableBytes { raw in
    let base = raw.baseAddress!
    for y in 0..<part.height {
      // Rows move towards the start, so each copy reads bytes not yet overwritten.
      (base + y * partWidth * 4).copyMemory(from: base + ((y + dy) * width + dx) * 4, byteCount: partWidth * 4)
    }
  }
  bytes.removeLast(bytes.count - partWidth * part.height * 4)
  pixmap = Pixmap(width: partWidth, height: part.height, premultipliedRGBA: bytes)
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

/// Blurs `width × height` premultiplied RGBA8 `pixels` with standard deviation `sigma` px,
/// moved by (`shiftX`, `shiftY`) px, through a copy reduced by an integer factor (see the file
/// note); outside the buffer counts as transparent, as in `gaussianBlur`. Only the pixels
/// inside `keep` (buffer pixels; default all) are written.
func reducedBlur(
  _ pixels: UnsafeMutablePointer<UInt8>, width: Int, height: Int, sigma: Double,
  shiftX: Double = 0, shiftY: Double = 0, keep: PixelBox? = nil
) {
  let keep = (keep ?? PixelBox(x0: 0, y0: 0, x1: width, y1: height))
    .intersection(PixelBox(x0: 0, y0: 0, x1: width, y1: height))
  guard width > 0, height > 0, !keep.isEmpty else { return }
  let f = max(2, min(16, Int(sigma / 4)))
  let (sw, sh) = ((width + f - 1) / f, (height + f - 1) / f)
  var small = LayerBuffers.takeBytes(sw * sh * 4)
  defer { LayerBuffers.give(small) }
  small.withUnsafeMutableBytes { reduced in
    downsample(UnsafeRawPointer(pixels), width: width, height: height, by: f, into: reduced.baseAddress!)
  }
  var floats = LayerBuffers.takeFloats()
  defer { LayerBuffers.give(floats) }
  let reducedSigma = max(sigma * sigma - Double(f * f) / 4, 0).squareRoot() / Double(f)
  small.withUnsafeMutableBufferPointer { reduced in
    gaussianBlur(
      reduced.baseAddress!, width: sw, height: sh, sigma: reducedSigma, shiftX: shiftX / Double(f),
      shiftY: shiftY / Double(f), scratch: &floats)
  }
  small.withUnsafeBufferPointer { reduced in
    upsample(reduced.baseAddress!, width: sw, height: sh, by: f, into: UnsafeMutableRawPointer(pixels), width: width, keep: keep)
  }
}

/// Averages each `f × f` block of `pixels` into one pixel of `out` (`⌈width/f⌉ × ⌈height/f⌉`);
/// a block cut by the edge is averaged with the transparent pixels beyond it. Two channels
/// add up in the 16-bit halves of one word (f² · 255 < 2¹⁶ for f ≤ 16).
private func downsample(
  _ pixels: UnsafeRawPointer, width: Int, height: Int, by f: Int, into out: UnsafeMutableRawPointer
) {
  let (sw, sh) = ((width + f - 1) / f, (height + f - 1) / f)
  let n = UInt32(f * f)
  for j in 0..<sh {
    let y1 = min((j + 1) * f, height)
    for i in 0..<sw {
      let x1 = min((i + 1) * f, width)
      var redBlue: UInt32 = 0, greenAlpha: UInt32 = 0
      for y in (j * f)..<y1 {
        let row = pixels + y * width * 4
        for x in (i * f)..<x1 {
          let p = row.loadUnaligned(fromByteOffset: x * 4, as: UInt32.self)
          redBlue &+= p & 0x00FF_00FF
          greenAlpha &+= (p >> 8) & 0x00FF_00FF
        }
      }
      @inline(__always) func mean(_ v: UInt32) -> UInt32 { (v + n / 2) / n }
      let r = mean(redBlue & 0xFFFF), b = mean(redBlue >> 16)
      let g = mean(greenAlpha & 0xFFFF), a = mean(greenAlpha >> 16)
      out.storeBytes(of: r | g << 8 | b << 16 | a << 24, toByteOffset: (j * sw + i) * 4, as: UInt32.self)
    }
  }
}

/// Scales `small` (`width × height`) up by `f` into the pixels of `out` (rows `outWidth` wide)
/// inside `keep`, bilinearly, transparent beyond `small`'s edges: each output row interpolates
/// two small rows once, then each pixel two of their entries.
private func upsample(
  _ small: UnsafePointer<UInt8>, width sw: Int, height sh: Int, by f: Int,
  into out: UnsafeMutableRawPointer, width outWidth: Int, keep: PixelBox
) {
  let scale = 1 / Double(f)
  // Column i of the small image sits at entry i + 1; entries 0 and sw + 1 stay transparent.
  let row = UnsafeMutablePointer<SIMD4<Float>>.allocate(capacity: sw + 2)
  let columns = UnsafeMutablePointer<(Int, Float)>.allocate(capacity: keep.width)
  defer {
    row.deallocate()
    columns.deallocate()
  }
  row.initialize(repeating: .zero, count: sw + 2)
  for x in keep.x0..<keep.x1 {
    let u = (Double(x) + 0.5) * scale - 0.5
    let i = Int(u.rounded(.down))
    columns[x - keep.x0] = (min(max(i, -1), sw - 1) + 1, Float(u - Double(i)))
  }
  @inline(__always) func texel(_ i: Int, _ j: Int) -> SIMD4<Float> {
    guard j >= 0, j < sh else { return .zero }
    let p = small + (j * sw + i) * 4
    return SIMD4(Float(p[0]), Float(p[1]), Float(p[2]), Float(p[3]))
  }
  for y in keep.y0..<keep.y1 {
    let v = (Double(y) + 0.5) * scale - 0.5
    let j = Int(v.rounded(.down))
    let fy = Float(v - Double(j))
    for i in 0..<sw {
      let (top, bottom) = (texel(i, j), texel(i, j + 1))
      row[i + 1] = top + (bottom - top) * fy
    }
    let line = out + y * outWidth * 4
    for x in keep.x0..<keep.x1 {
      let (k, fx) = columns[x - keep.x0]
      let (a, b) = (row[k], row[min(k + 1, sw + 1)])
      line.storeBytes(of: packed(a + (b - a) * fx), toByteOffset: x * 4, as: UInt32.self)
    }
  }
}
