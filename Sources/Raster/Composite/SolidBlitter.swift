// Source-over compositing of a solid colour through 8-bit coverage.
//
// What: `dst = src·c + dst·(1 − srcα·c)` on premultiplied RGBA8, blending the encoded sRGB
// values directly (no linearisation, as Core Animation and SwiftUI's default `.nonLinear`
// working space do). Every product is rounded exactly with `Pixmap.mulDiv255`'s formula.
// Why two lanes: a pixel is one UInt32 (bytes r, g, b, a in memory, so r is the low byte on
// the little-endian machines we run on); masking with 0x00FF00FF lets one multiply handle
// two channels, and the rounding term stays inside each 16-bit lane (x·a + 128 ≤ 65153).
// Opaque colour at full coverage is a plain store; zero coverage touches nothing.
// Offsets and counts use wrapping arithmetic: they index one pixmap row, whose size in bytes
// is an Int that already exists, so they cannot overflow.
// Refuses: big-endian hosts (the byte order is checked once in `Rasterizer`).

@_implementationOnly import CLibcExtras
import Drawing

/// Premultiplied RGBA8 packed as bytes r, g, b, a in memory order (little-endian UInt32).
typealias PackedPixel = UInt32

/// `round(channel · factor / 255)` for all four channels of `p` at once; `factor` in 0…255.
@inline(__always)
func scaled(_ p: PackedPixel, by factor: UInt32) -> PackedPixel {
  var rb = (p & 0x00FF_00FF) &* factor &+ 0x0080_0080
  rb = ((rb &+ ((rb >> 8) & 0x00FF_00FF)) >> 8) & 0x00FF_00FF
  var ag = ((p >> 8) & 0x00FF_00FF) &* factor &+ 0x0080_0080
  ag = (ag &+ ((ag >> 8) & 0x00FF_00FF)) & 0xFF00_FF00
  return rb | ag
}

/// Source-over of premultiplied `src` onto premultiplied `dst`; never overflows a channel,
/// since `src.c ≤ src.a` and `round(dst.c·(255 − src.a)/255) ≤ 255 − src.a`.
@inline(__always)
func sourceOver(_ src: PackedPixel, _ dst: PackedPixel) -> PackedPixel {
  src &+ scaled(dst, by: 255 &- (src >> 24))
}

/// Stores `pixel` into `count` consecutive pixels from `row`.
@inline(__always)
func fillPixels(_ row: UnsafeMutableRawPointer, count: Int, with pixel: PackedPixel) {
  if count >= 64 {
    // Long runs (a background is a whole frame): the C library's 32-bit fill, `wmemset`
    // (wchar_t is four bytes on Linux; see `CLibcExtras`), picks the widest stores the CPU has;
    // measured on a 1170 × 2100 frame, 18 % faster than the SSE2 loop below.
    row.withMemoryRebound(to: wchar_t.self, capacity: count) {
      _ = wmemset($0, wchar_t(bitPattern: pixel), count)
    }
    return
  }
  // Sixteen pixels (64 bytes, one cache line's worth) per step, then four at a time: the
  // loop overhead was most of the instructions of a whole-frame background fill.
  let four = SIMD4<UInt32>(repeating: pixel)
  var i = 0
  while i &+ 16 <= count {
    let at = row + i &* 4
    at.storeBytes(of: four, as: SIMD4<UInt32>.self)
    at.storeBytes(of: four, toByteOffset: 16, as: SIMD4<UInt32>.self)
    at.storeBytes(of: four, toByteOffset: 32, as: SIMD4<UInt32>.self)
    at.storeBytes(of: four, toByteOffset: 48, as: SIMD4<UInt32>.self)
    i &+= 16
  }
  while i &+ 4 <= count {
    row.storeBytes(of: four, toByteOffset: i &* 4, as: SIMD4<UInt32>.self)
    i &+= 4
  }
  while i < count {
    row.storeBytes(of: pixel, toByteOffset: i &* 4, as: UInt32.self)
    i &+= 1
  }
}

/// Source-over of the constant premultiplied `src` onto `count` pixels from `row`.
///
/// Four pixels per step as eight 16-bit lanes: masking the low bytes gives r and b, shifting
/// gives g and a, each small enough that `x·(255 − α) + 128` fits a lane; this is SSE2's
/// `pmullw` (no wider ISA is assumed) with exactly the rounding of `scaled(_:by:)`.
@inline(__always)
func blendPixels(_ row: UnsafeMutableRawPointer, count: Int, with src: PackedPixel) {
  let inverse = UInt16(truncatingIfNeeded: 255 &- (src >> 24))
  let source = unsafeBitCast(SIMD4<UInt32>(repeating: src), to: SIMD8<UInt16>.self)
  var i = 0
  while i &+ 4 <= count {
    let v = row.loadUnaligned(fromByteOffset: i &* 4, as: SIMD8<UInt16>.self)
    var low = (v & 0x00FF) &* inverse &+ 128
    low = (low &+ (low &>> 8)) &>> 8
    var high = (v &>> 8) &* inverse &+ 128
    high = (high &+ (high &>> 8)) & 0xFF00
    row.storeBytes(of: (low | high) &+ source, toByteOffset: i &* 4, as: SIMD8<UInt16>.self)
    i &+= 4
  }
  while i < count {
    let dst = row.loadUnaligned(fromByteOffset: i &* 4, as: UInt32.self)
    row.storeBytes(of: sourceOver(src, dst), toByteOffset: i &* 4, as: UInt32.self)
    i &+= 1
  }
}

/// Paints one premultiplied colour through coverage into a pixmap's bytes.
struct SolidBlitter: SpanBlitter {
  /// The pixmap's first byte.
  let pixels: UnsafeMutableRawPointer
  /// The pixmap width in pixels (row stride is `4 · width` bytes).
  let width: Int
  /// The premultiplied colour.
  let color: PackedPixel
  /// Whether `color` is opaque.
  private let opaque: Bool
  /// `color`'s r, b (low) and g, a (high) channels in 16-bit lanes, four pixels' worth.
  private let colorLow: SIMD8<UInt16>, colorHigh: SIMD8<UInt16>

  init(pixels: UnsafeMutableRawPointer, width: Int, color: PackedPixel) {
    self.pixels = pixels
    self.width = width
    self.color = color
    opaque = color >> 24 == 255
    let lanes = unsafeBitCast(SIMD4<UInt32>(repeating: color), to: SIMD8<UInt16>.self)
    colorLow = lanes & 0x00FF
    colorHigh = lanes &>> 8
  }

  @inline(__always)
  private func address(_ x: Int, _ y: Int) -> UnsafeMutableRawPointer {
    pixels + (y &* width &+ x) &* 4
  }

  func blitRun(x: Int, y: Int, count: Int, coverage: UInt8) {
    let row = address(x, y)
    let src = coverage == 255 ? color : scaled(color, by: UInt32(coverage))
    if src >> 24 == 255 {
      fillPixels(row, count: count, with: src)
    } else if src != 0 {
      blendPixels(row, count: count, with: src)
    }
  }

  /// Four pixels per step (all-clear and all-covered opaque groups take shortcuts), a tail of
  /// two or three as one more group when the row has room, a lone pixel by itself; both give exactly `sourceOver(scaled(color, by: c), dst)` per pixel.
  func blitMask(x: Int, y: Int, coverage: UnsafePointer<UInt8>, count: Int) {
    let row = address(x, y)
    var i = 0
    while i &+ 4 <= count {
      let group = UnsafeRawPointer(coverage + i).loadUnaligned(as: UInt32.self)
      if group == 0 {
        i &+= 4
        continue
      }
      if group == 0xFFFF_FFFF && opaque {
        row.storeBytes(of: SIMD4<UInt32>(repeating: color), toByteOffset: i &* 4, as: SIMD4<UInt32>.self)
        i &+= 4
        continue
      }
      blendFour(row + i &* 4, coverage: group, colorLow: colorLow, colorHigh: colorHigh)
      i &+= 4
    }
    if count &- i >= 2, x &+ i &+ 4 <= width {
      // A tail of two or three: one more group whose missing lanes have coverage 0, which
      // leaves those pixels (still inside this row) exactly as they were.
      var group = UInt32(coverage[i]) | UInt32(coverage[i &+ 1]) << 8
      if count &- i == 3 { group |= UInt32(coverage[i &+ 2]) << 16 }
      if group != 0 {
        blendFour(row + i &* 4, coverage: group, colorLow: colorLow, colorHigh: colorHigh)
      }
      return
    }
    while i < count {
      let c = coverage[i]
      let at = i &* 4
      i &+= 1
      if c == 0 { continue }
      if c == 255 && opaque {
        row.storeBytes(of: color, toByteOffset: at, as: UInt32.self)
        continue
      }
      let src = c == 255 ? color : scaled(color, by: UInt32(c))
      let dst = row.loadUnaligned(fromByteOffset: at, as: UInt32.self)
      row.storeBytes(of: sourceOver(src, dst), toByteOffset: at, as: UInt32.self)
    }
  }
}

/// `round(x · f / 255)` in every 16-bit lane (x, f ≤ 255), `scaled(_:by:)`'s rounding.
@inline(__always)
private func mulDiv255(_ x: SIMD8<UInt16>, _ f: SIMD8<UInt16>) -> SIMD8<UInt16> {
  let v = x &* f &+ 128
  return (v &+ (v &>> 8)) &>> 8
}

/// Source-over of the colour (split into r,b lanes `colorLow` and g,a lanes `colorHigh`)
/// scaled by four coverage bytes (`coverage`, first pixel in the low byte) onto the four
/// pixels at `at`. Lanes hold one channel each, so every product and sum fits 16 bits, and
/// a zero coverage leaves its pixel as it was.
@inline(__always)
private func blendFour(
  _ at: UnsafeMutableRawPointer, coverage: UInt32,
  colorLow: SIMD8<UInt16>, colorHigh: SIMD8<UInt16>
) {
  let c = SIMD4<UInt32>(coverage & 0xFF, (coverage >> 8) & 0xFF, (coverage >> 16) & 0xFF, coverage >> 24)
  let factor = unsafeBitCast(c | (c &<< 16), to: SIMD8<UInt16>.self)
  let srcLow = mulDiv255(colorLow, factor), srcHigh = mulDiv255(colorHigh, factor)
  let alpha = unsafeBitCast(srcHigh, to: SIMD4<UInt32>.self) &>> 16
  let inverse32 = 255 &- alpha
  let inverse = unsafeBitCast(inverse32 | (inverse32 &<< 16), to: SIMD8<UInt16>.self)
  let dst = at.loadUnaligned(as: SIMD8<UInt16>.self)
  let low = srcLow &+ mulDiv255(dst & 0x00FF, inverse)
  let high = srcHigh &+ mulDiv255(dst &>> 8, inverse)
  at.storeBytes(of: low | (high &<< 8), as: SIMD8<UInt16>.self)
}

/// Source-over of `count` premultiplied pixels of `layer`, each first scaled by `factor`
/// (0…255, 255 for none), onto `destination`: per pixel exactly
/// `sourceOver(scaled(src, by: factor), dst)`, the rounding of drawing translucent items.
///
/// Four pixels per step in 16-bit lanes, as `blendFour`: a group whose layer pixels are all
/// transparent is skipped and an unscaled group of four opaque pixels is a plain copy (both
/// what the formula gives: `scaled(dst, by: 255)` is `dst`, `scaled(dst, by: 0)` is 0).
/// A layer is mostly one or the other: the background under a clip's rounded corners, the
/// untouched margin of a shadow's buffer, the inside of an opaque card.
func sourceOverRow(
  _ layer: UnsafeRawPointer, onto destination: UnsafeMutableRawPointer, count: Int, factor: UInt32
) {
  let scaling = factor != 255
  let f = SIMD8<UInt16>(repeating: UInt16(truncatingIfNeeded: factor))
  var i = 0
  while i &+ 4 <= count {
    let offset = i &* 4
    i &+= 4
    let pixels = layer.loadUnaligned(fromByteOffset: offset, as: SIMD4<UInt32>.self)
    if pixels == .zero { continue }
    if !scaling && pixels & 0xFF00_0000 == SIMD4(repeating: 0xFF00_0000) {
      destination.storeBytes(of: pixels, toByteOffset: offset, as: SIMD4<UInt32>.self)
      continue
    }
    let lanes = unsafeBitCast(pixels, to: SIMD8<UInt16>.self)
    var srcLow = lanes & 0x00FF, srcHigh = lanes &>> 8
    if scaling {
      srcLow = mulDiv255(srcLow, f)
      srcHigh = mulDiv255(srcHigh, f)
    }
    let alpha = unsafeBitCast(srcHigh, to: SIMD4<UInt32>.self) &>> 16
    let inverse32 = 255 &- alpha
    let inverse = unsafeBitCast(inverse32 | (inverse32 &<< 16), to: SIMD8<UInt16>.self)
    let dst = destination.loadUnaligned(fromByteOffset: offset, as: SIMD8<UInt16>.self)
    let low = srcLow &+ mulDiv255(dst & 0x00FF, inverse)
    let high = srcHigh &+ mulDiv255(dst &>> 8, inverse)
    destination.storeBytes(of: low | (high &<< 8), toByteOffset: offset, as: SIMD8<UInt16>.self)
  }
  while i < count {
    let offset = i &* 4
    i &+= 1
    var src = layer.loadUnaligned(fromByteOffset: offset, as: UInt32.self)
    if scaling { src = scaled(src, by: factor) }
    if src == 0 { continue }
    let dst = destination.loadUnaligned(fromByteOffset: offset, as: UInt32.self)
    destination.storeBytes(of: sourceOver(src, dst), toByteOffset: offset, as: UInt32.self)
  }
}

/// Scales each of `count` premultiplied pixels by its own factor, `factors[i · stride]`
/// (0…255): per pixel exactly `scaled(p, by: factor)`. Clips and masks use it with coverage
/// (stride 1) or a mask's alpha bytes (stride 4). Four pixels per step; a group whose
/// factors are all 255 is left as it is and one whose factors are all 0 is cleared, which is
/// what the formula gives for them.
func scalePixels(
  _ pixels: UnsafeMutableRawPointer, count: Int, factors: UnsafePointer<UInt8>, stride: Int
) {
  var i = 0
  while i &+ 4 <= count {
    let c: SIMD4<UInt32>
    if stride == 1 {
      let four = UnsafeRawPointer(factors + i).loadUnaligned(as: UInt32.self)
      c = SIMD4(four & 0xFF, (four >> 8) & 0xFF, (four >> 16) & 0xFF, four >> 24)
    } else {
      let at = i &* stride
      c = SIMD4(
        UInt32(factors[at]), UInt32(factors[at &+ stride]), UInt32(factors[at &+ 2 &* stride]),
        UInt32(factors[at &+ 3 &* stride]))
    }
    let offset = i &* 4
    i &+= 4
    if c == SIMD4(repeating: 255) { continue }
    if c == .zero {
      pixels.storeBytes(of: SIMD4<UInt32>.zero, toByteOffset: offset, as: SIMD4<UInt32>.self)
      continue
    }
    let factor = unsafeBitCast(c | (c &<< 16), to: SIMD8<UInt16>.self)
    let lanes = pixels.loadUnaligned(fromByteOffset: offset, as: SIMD8<UInt16>.self)
    let low = mulDiv255(lanes & 0x00FF, factor), high = mulDiv255(lanes &>> 8, factor)
    pixels.storeBytes(of: low | (high &<< 8), toByteOffset: offset, as: SIMD8<UInt16>.self)
  }
  while i < count {
    let m = UInt32(factors[i &* stride])
    let offset = i &* 4
    i &+= 1
    if m == 255 { continue }
    let p = pixels.loadUnaligned(fromByteOffset: offset, as: UInt32.self)
    pixels.storeBytes(of: scaled(p, by: m), toByteOffset: offset, as: UInt32.self)
  }
}

/// The premultiplied RGBA8 of a straight-alpha colour: each component is clamped to 0…1
/// (NaN counts as 0), colour channels become `round(channel · alpha · 255)` and alpha
/// `round(alpha · 255)`, so a channel never exceeds alpha.
func packedPremultiplied(_ color: RGBAColor) -> PackedPixel {
  func clamp(_ v: Double) -> Double { v.isNaN ? 0 : min(max(v, 0), 1) }
  func byte(_ v: Double) -> UInt32 { UInt32((v * 255).rounded()) }
  let a = clamp(color.alpha)
  return byte(clamp(color.red) * a) | byte(clamp(color.green) * a) << 8
    | byte(clamp(color.blue) * a) << 16 | byte(a) << 24
}
