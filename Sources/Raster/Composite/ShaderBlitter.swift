// Source-over compositing of a shaded paint through 8-bit coverage.
//
// What: for each run or mask the shader writes the paint's colours into a scratch row, then
// every pixel gets `dst = src·c + dst·(1 − srcα·c)` with the exact rounding of
// `SolidBlitter` (`scaled`, `sourceOver`). The scratch row belongs to the `Rasterizer` and
// is as wide as the pixmap, so nothing is allocated per span.
// Refuses: nothing; the shader has already rejected what draws nothing.
// Offsets wrap unchecked (`&+`, `&*`): they address one row of the pixmap, whose byte count
// is an Int that already exists.

import Drawing

/// Paints a shader's colours through coverage into a pixmap's bytes: an affine `Shader`, or a
/// `ProjectiveShader` under a perspective projection.
struct ShaderBlitter<Source: RowShader>: SpanBlitter {
  /// The pixmap's first byte.
  let pixels: UnsafeMutableRawPointer
  /// The pixmap width in pixels (row stride is `4 · width` bytes).
  let width: Int
  let shader: Source
  /// At least `width` pixels of scratch.
  let scratch: UnsafeMutablePointer<PackedPixel>

  func blitRun(x: Int, y: Int, count: Int, coverage: UInt8) {
    shader.shade(x: x, y: y, count: count, into: scratch)
    let row = pixels + (y &* width &+ x) &* 4
    let c = UInt32(coverage)
    for i in 0..<count {
      let src = c == 255 ? scratch[i] : scaled(scratch[i], by: c)
      if src >> 24 == 255 {
        row.storeBytes(of: src, toByteOffset: i &* 4, as: UInt32.self)
      } else if src != 0 {
        let dst = row.loadUnaligned(fromByteOffset: i &* 4, as: UInt32.self)
        row.storeBytes(of: sourceOver(src, dst), toByteOffset: i &* 4, as: UInt32.self)
      }
    }
  }

  func blitMask(x: Int, y: Int, coverage: UnsafePointer<UInt8>, count: Int) {
    shader.shade(x: x, y: y, count: count, into: scratch)
    let row = pixels + (y &* width &+ x) &* 4
    for i in 0..<count {
      let c = UInt32(coverage[i])
      if c == 0 { continue }
      let src = c == 255 ? scratch[i] : scaled(scratch[i], by: c)
      let dst = row.loadUnaligned(fromByteOffset: i &* 4, as: UInt32.self)
      row.storeBytes(of: sourceOver(src, dst), toByteOffset: i &* 4, as: UInt32.self)
    }
  }
}

/// Writes coverage itself into an 8-bit mask (one byte per pixel, `width` per row), for
/// clip shapes. The mask starts zeroed; every pixel is written at most once per path.
struct CoverageMaskBlitter: SpanBlitter {
  let mask: UnsafeMutablePointer<UInt8>
  let width: Int

  func blitRun(x: Int, y: Int, count: Int, coverage: UInt8) {
    (mask + (y &* width &+ x)).update(repeating: coverage, count: count)
  }

  func blitMask(x: Int, y: Int, coverage: UnsafePointer<UInt8>, count: Int) {
    (mask + (y &* width &+ x)).update(from: coverage, count: count)
  }
}
