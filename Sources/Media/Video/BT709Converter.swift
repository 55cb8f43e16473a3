// Premultiplied RGBA8 → Y′CbCr 4:2:0, BT.709 matrix, limited ("tv") range.
//
// What: Y′ = 16 + 219·(Kr·R′ + Kg·G′ + Kb·B′)/255 per pixel, and Cb, Cr from the mean of each
// 2×2 block (a box filter), with Kr = 0.2126, Kb = 0.0722 (ITU-R BT.709-6 table 3).
// Why our own instead of swscale: docs/RENDERING.md §4 measured swscale's only exact setting
// (SWS_AREA | SWS_ACCURATE_RND) at 6–11 ms per 1170×2100 frame; this integer loop is as exact
// (±0.5 LSB, it rounds once), faster, and identical on every CPU, which keeps video bytes
// repeatable without asking whether swscale's SIMD paths are.
// Alpha: the colour channels are premultiplied, i.e. already composited over black, so alpha is
// simply dropped. The box chroma is centre-sited; H.264's default siting is left, a quarter
// pixel away, which no viewer can see on flat art.
// Refuses: odd sizes (H.264 4:2:0 needs even ones; callers pad) and any other matrix.
// A 2×2 block whose eight bytes per row equal the block before it reuses that block's results
// (the same inputs give the same outputs, so the bytes do not change): flat areas, most of a UI
// frame, cost two loads and a compare a block.
// The loop uses wrapping arithmetic (`&+`, `&*`) with no overflow checks: channels are ≤ 255 and
// coefficients below 2¹⁶, so a luma sum stays below 2²⁶ and a chroma sum (four pixels) below
// 2²⁸, nowhere near Int's range; offsets are below `rgba.count`.

/// Fixed-point BT.709 limited-range coefficients and the conversion loop.
package enum BT709Converter {
  private static let kr = 0.2126, kb = 0.0722, kg = 1 - 0.2126 - 0.0722

  /// Fractional bits of the luma coefficients; chroma uses two more (it divides a 4-pixel sum).
  private static let shift = 16

  /// Luma coefficients scaled by 2¹⁶·219/255; they sum exactly to round(2¹⁶·219/255), so
  /// white maps to 235 and black to 16 with no rounding drift.
  private static let (yR, yG, yB): (Int, Int, Int) = {
    let scale = Double(1 << shift) * 219 / 255
    let r = Int((kr * scale).rounded()), b = Int((kb * scale).rounded())
    return (r, Int(scale.rounded()) - r - b, b)
  }()

  /// Cb coefficients scaled by 2¹⁶·224/255; they sum to exactly 0, so greys map to 128.
  private static let (cbR, cbG, cbB): (Int, Int, Int) = {
    let scale = Double(1 << shift) * 224 / 255
    let r = Int((-kr / (2 * (1 - kb)) * scale).rounded())
    let g = Int((-kg / (2 * (1 - kb)) * scale).rounded())
    return (r, g, -r - g)
  }()

  /// Cr coefficients scaled by 2¹⁶·224/255; they sum to exactly 0.
  private static let (crR, crG, crB): (Int, Int, Int) = {
    let scale = Double(1 << shift) * 224 / 255
    let g = Int((-kg / (2 * (1 - kr)) * scale).rounded())
    let b = Int((-kb / (2 * (1 - kr)) * scale).rounded())
    return (-g - b, g, b)
  }()

  /// One plane of the destination: the first byte and the distance between rows, in bytes.
  package struct Plane {
    package var base: UnsafeMutablePointer<UInt8>
    package var stride: Int
    package init(base: UnsafeMutablePointer<UInt8>, stride: Int) {
      self.base = base
      self.stride = stride
    }
  }

  /// Converts `width × height` premultiplied RGBA pixels (no row padding) into three planes:
  /// `y` of `width × height`, `cb` and `cr` of `width/2 × height/2`.
  ///
  /// `width` and `height` must be even and `rgba.count` must be `width · height · 4`.
  package static func convert(
    rgba: UnsafeBufferPointer<UInt8>, width: Int, height: Int, y: Plane, cb: Plane, cr: Plane
  ) {
    precondition(width % 2 == 0 && height % 2 == 0, "4:2:0 needs even sizes, got \(width)×\(height)")
    precondition(rgba.count == width * height * 4, "expected \(width * height * 4) bytes, got \(rgba.count)")
    precondition(1.littleEndian == 1, "two Y′ samples are stored as one little-endian UInt16")
    guard let source = rgba.baseAddress, width > 0, height > 0 else { return }
    let (yR, yG, yB) = (self.yR, self.yG, self.yB)
    let (cbR, cbG, cbB) = (self.cbR, self.cbG, self.cbB)
    let (crR, crG, crB) = (self.crR, self.crG, self.crB)
    let lumaOffset = (16 << shift) + (1 << (shift - 1))
    let chromaOffset = (128 << (shift + 2)) + (1 << (shift + 1))
    let rowBytes = width * 4

    @inline(__always) func luma(_ r: Int, _ g: Int, _ b: Int) -> UInt8 {
      UInt8(truncatingIfNeeded: (yR &* r &+ yG &* g &+ yB &* b &+ lumaOffset) &>> shift)
    }
    @inline(__always) func chroma(_ kr: Int, _ kg: Int, _ kb: Int, _ r: Int, _ g: Int, _ b: Int) -> UInt8 {
      UInt8(truncatingIfNeeded: (kr &* r &+ kg &* g &+ kb &* b &+ chromaOffset) &>> (shift + 2))
    }
    for pairRow in 0..<(height / 2) {
      let top = source + 2 &* pairRow &* rowBytes
      let bottom = top + rowBytes
      let yTop = y.base + 2 &* pairRow &* y.stride
      let yBottom = yTop + y.stride
      let cbRow = cb.base + pairRow &* cb.stride
      let crRow = cr.base + pairRow &* cr.stride
      // The block before, as read and as converted: a block the same as it (flat art, most of
      // a UI frame) takes its results without the arithmetic. Nothing matches before the first.
      var previous: (top: UInt64, bottom: UInt64)? = nil
      var converted: (yTop: UInt16, yBottom: UInt16, cb: UInt8, cr: UInt8) = (0, 0, 0, 0)
      for pairColumn in 0..<(width / 2) {
        let p = 8 &* pairColumn
        let x = 2 &* pairColumn
        let pixels = (
          top: UnsafeRawPointer(top + p).loadUnaligned(as: UInt64.self),
          bottom: UnsafeRawPointer(bottom + p).loadUnaligned(as: UInt64.self))
        if let previous, previous == pixels {
          UnsafeMutableRawPointer(yTop + x).storeBytes(of: converted.yTop, as: UInt16.self)
          UnsafeMutableRawPointer(yBottom + x).storeBytes(of: converted.yBottom, as: UInt16.self)
          cbRow[pairColumn] = converted.cb
          crRow[pairColumn] = converted.cr
          continue
        }
        previous = pixels
        let r0 = Int(top[p]), g0 = Int(top[p &+ 1]), b0 = Int(top[p &+ 2])
        let r1 = Int(top[p &+ 4]), g1 = Int(top[p &+ 5]), b1 = Int(top[p &+ 6])
        let r2 = Int(bottom[p]), g2 = Int(bottom[p &+ 1]), b2 = Int(bottom[p &+ 2])
        let r3 = Int(bottom[p &+ 4]), g3 = Int(bottom[p &+ 5]), b3 = Int(bottom[p &+ 6])
        let r = r0 &+ r1 &+ r2 &+ r3, g = g0 &+ g1 &+ g2 &+ g3, b = b0 &+ b1 &+ b2 &+ b3
        converted = (
          yTop: UInt16(luma(r0, g0, b0)) | UInt16(luma(r1, g1, b1)) << 8,
          yBottom: UInt16(luma(r2, g2, b2)) | UInt16(luma(r3, g3, b3)) << 8,
          cb: chroma(cbR, cbG, cbB, r, g, b), cr: chroma(crR, crG, crB, r, g, b))
        UnsafeMutableRawPointer(yTop + x).storeBytes(of: converted.yTop, as: UInt16.self)
        UnsafeMutableRawPointer(yBottom + x).storeBytes(of: converted.yBottom, as: UInt16.self)
        cbRow[pairColumn] = converted.cb
        crRow[pairColumn] = converted.cr
      }
    }
  }
}
