import Foundation

/// A premultiplied RGBA8 image in gamma-encoded sRGB, rows top to bottom, no padding.
///
/// Pixel (x, y) occupies bytes `4·(y·width + x) ..< +4` as r, g, b, a, with every colour
/// channel already multiplied by alpha (so r, g, b ≤ a). Blending happens on these encoded
/// values, as Core Animation does. A pixmap is a value; copies share storage until written.
public struct Pixmap: Equatable, Sendable {
  /// Width in pixels, ≥ 0.
  public let width: Int
  /// Height in pixels, ≥ 0.
  public let height: Int
  /// `width · height · 4` bytes of premultiplied RGBA.
  public var data: [UInt8]

  /// A fully transparent pixmap.
  public init(width: Int, height: Int) {
    precondition(width >= 0 && height >= 0, "Pixmap size must be ≥ 0, got \(width)×\(height)")
    self.width = width
    self.height = height
    self.data = [UInt8](repeating: 0, count: width * height * 4)
  }

  /// Wraps premultiplied RGBA bytes; `data.count` must be `width · height · 4`.
  public init(width: Int, height: Int, premultipliedRGBA data: [UInt8]) {
    precondition(data.count == width * height * 4, "expected \(width * height * 4) bytes, got \(data.count)")
    self.width = width
    self.height = height
    self.data = data
  }

  /// Builds a pixmap from straight (not premultiplied) RGBA bytes, as PNG stores them.
  public init(width: Int, height: Int, straightRGBA: [UInt8]) {
    precondition(straightRGBA.count == width * height * 4)
    self.width = width
    self.height = height
    var out = straightRGBA
    for i in stride(from: 0, to: out.count, by: 4) {
      let a = UInt32(out[i + 3])
      if a == 255 { continue }
      for c in 0..<3 { out[i + c] = Pixmap.mulDiv255(UInt32(out[i + c]), a) }
    }
    self.data = out
  }

  /// The pixels as straight RGBA bytes (colour divided by alpha, rounded to nearest).
  public func straightRGBA() -> [UInt8] {
    // Opaque pixels are the same premultiplied or not: an opaque frame (every video frame of
    // a scene with a background) is returned as is, sharing storage, without a copy.
    // The scan keeps its checked `+=`: with it LLVM knows `i` cannot wrap and unrolls the
    // loop, which a wrapping `&+=` stopped. Below, indices stay under `data.count` and channels
    // are ≤ 255 (so c · 255 + a / 2 < 2¹⁷): that loop wraps unchecked.
    let firstTranslucent: Int? = data.withUnsafeBufferPointer { bytes in
      var i = 3
      while i < bytes.count {
        if bytes[i] != 255 { return i - 3 }
        i += 4
      }
      return nil
    }
    guard let start = firstTranslucent else { return data }
    var out = data
    out.withUnsafeMutableBufferPointer { out in
      for i in stride(from: start, to: out.count, by: 4) {
        let a = UInt32(out[i &+ 3])
        if a == 255 { continue }
        if a == 0 { out[i] = 0; out[i &+ 1] = 0; out[i &+ 2] = 0; continue }
        for c in 0..<3 {
          out[i &+ c] = UInt8(truncatingIfNeeded: min(255, (UInt32(out[i &+ c]) &* 255 &+ a / 2) / a))
        }
      }
    }
    return out
  }

  /// Replaces the pixels under `other` placed with its top-left corner at (`x`, `y`) by
  /// `other`'s pixels (no blending); whatever falls outside this pixmap is dropped.
  public mutating func copyPixels(from other: Pixmap, x: Int, y: Int) {
    let x0 = max(0, x), x1 = min(width, x + other.width)
    let y0 = max(0, y), y1 = min(height, y + other.height)
    guard x0 < x1, y0 < y1 else { return }
    let rowBytes = (x1 - x0) * 4
    let width = self.width
    other.data.withUnsafeBytes { source in
      data.withUnsafeMutableBytes { target in
        for row in y0..<y1 {
          let from = source.baseAddress! + ((row - y) * other.width + (x0 - x)) * 4
          let to = target.baseAddress! + (row * width + x0) * 4
          to.copyMemory(from: from, byteCount: rowBytes)
        }
      }
    }
  }

  /// The premultiplied (r, g, b, a) of pixel (x, y).
  public subscript(x: Int, y: Int) -> SIMD4<UInt8> {
    get {
      let i = (y * width + x) * 4
      return SIMD4(data[i], data[i + 1], data[i + 2], data[i + 3])
    }
    set {
      let i = (y * width + x) * 4
      data[i] = newValue.x; data[i + 1] = newValue.y; data[i + 2] = newValue.z; data[i + 3] = newValue.w
    }
  }

  /// `round(x · a / 255)` for x, a in 0…255, exactly.
  @inlinable @inline(__always)
  public static func mulDiv255(_ x: UInt32, _ a: UInt32) -> UInt8 {
    let t = x * a + 128
    return UInt8(truncatingIfNeeded: (t + (t >> 8)) >> 8)
  }
}
