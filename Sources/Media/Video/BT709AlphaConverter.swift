// Premultiplied RGBA8 → 10-bit Y′CbCr 4:4:4 with straight alpha (yuva444p10le), BT.709 matrix,
// limited ("tv") range for Y′CbCr and full range for alpha, as ProRes 4444 takes it.
//
// What: each pixel's colour is un-premultiplied (R′ = r / a, exactly, in floating point: never
// through an 8-bit straight value, which would round twice), then
//   Y′ = 64 + 876·(Kr·R′ + Kg·G′ + Kb·B′),  Cb = 512 + 896·(B′ − E′y)/(2(1 − Kb)),
//   Cr = 512 + 896·(R′ − E′y)/(2(1 − Kr)),  A = 1023·a/255,
// each rounded to nearest (ITU-R BT.709-6 table 3 with 10-bit code values; Kr 0.2126,
// Kb 0.0722). A fully transparent pixel has no colour: it is written as black, Y′ 64, Cb = Cr
// = 512, A 0.
// Why straight alpha: ProRes 4444 stores the colour unassociated with alpha (as QuickTime and
// compositing apps read it); the renderer's pixels are premultiplied (Raster's `Pixmap`).
// No subsampling: 4:4:4 has a chroma sample per pixel, so any size, odd included, converts.
// Samples are little-endian UInt16 (the `le` of the pixel format; every platform Flipbook runs
// on is little-endian, which the precondition below checks).

/// The conversion for ProRes 4444: premultiplied RGBA8 → yuva444p10le, BT.709, tv-range colour.
package enum BT709AlphaConverter {
  private static let kr = 0.2126, kb = 0.0722, kg = 1 - 0.2126 - 0.0722

  /// One 16-bit plane of the destination: its first sample and the distance between rows, in
  /// bytes (libavutil's `linesize`).
  package struct Plane {
    package var base: UnsafeMutableRawPointer
    package var rowBytes: Int
    package init(base: UnsafeMutableRawPointer, rowBytes: Int) {
      self.base = base
      self.rowBytes = rowBytes
    }
  }

  /// The 10-bit code values of one premultiplied pixel: Y′, Cb, Cr and alpha.
  @inline(__always)
  package static func codes(r: UInt8, g: UInt8, b: UInt8, a: UInt8) -> (y: UInt16, cb: UInt16, cr: UInt16, a: UInt16) {
    guard a > 0 else { return (64, 512, 512, 0) }
    // Premultiplied colour never exceeds alpha; min() keeps malformed input inside the range.
    let inverse = 1 / Double(a)
    let red = min(1, Double(r) * inverse), green = min(1, Double(g) * inverse), blue = min(1, Double(b) * inverse)
    let e = kr * red + kg * green + kb * blue
    let y = 64 + 876 * e
    let cb = 512 + 896 * (blue - e) / (2 * (1 - kb))
    let cr = 512 + 896 * (red - e) / (2 * (1 - kr))
    let alpha = Double(a) * 1023 / 255
    return (UInt16(y + 0.5), UInt16(cb + 0.5), UInt16(cr + 0.5), UInt16(alpha + 0.5))
  }

  /// Converts `width × height` premultiplied RGBA pixels (no row padding) into four planes of
  /// `width × height` samples each.
  package static func convert(
    rgba: UnsafeBufferPointer<UInt8>, width: Int, height: Int, y: Plane, cb: Plane, cr: Plane, alpha: Plane
  ) {
    precondition(1.littleEndian == 1, "yuva444p10le samples are written in host order, which must be little-endian")
    precondition(rgba.count == width * height * 4, "expected \(width * height * 4) bytes, got \(rgba.count)")
    guard let source = rgba.baseAddress, width > 0, height > 0 else { return }
    for row in 0..<height {
      let pixels = source + row * width * 4
      let yRow = (y.base + row * y.rowBytes).assumingMemoryBound(to: UInt16.self)
      let cbRow = (cb.base + row * cb.rowBytes).assumingMemoryBound(to: UInt16.self)
      let crRow = (cr.base + row * cr.rowBytes).assumingMemoryBound(to: UInt16.self)
      let aRow = (alpha.base + row * alpha.rowBytes).assumingMemoryBound(to: UInt16.self)
      for x in 0..<width {
        let p = pixels + 4 * x
        let c = codes(r: p[0], g: p[1], b: p[2], a: p[3])
        yRow[x] = c.y
        cbRow[x] = c.cb
        crRow[x] = c.cr
        aRow[x] = c.a
      }
    }
  }
}
