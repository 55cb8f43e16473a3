// Colour distance for segmentation.
//
// What: how far apart two premultiplied RGBA8 pixels look. Why this measure: the "redmean"
// weighted Euclidean distance in gamma-encoded sRGB (weights 2 + r̄/256, 4, 2 + (255 − r̄)/256)
// tracks perceived difference far better than a plain channel difference (green counts double,
// red and blue trade places with the mean red), yet costs a few integer multiplies per pixel,
// where CIELAB ΔE needs cube roots. It is scaled by 1/3 so that a uniform change of N levels on
// all three channels of a grey is distance N: thresholds read as "levels of 8-bit grey", 0…255.
// Alpha differences add in at the same scale (a pixel that differs only in alpha by N levels is
// distance N), so transparent PNG input segments too.
// Refuses: colour management (pixels are compared as stored) and square roots in the hot loop
// (thresholds are squared once instead).

/// Parses `#RRGGBB` or `#RRGGBBAA` (hex digits, either case) into an opaque (or given-alpha)
/// premultiplied pixel; `nil` for anything else.
///
/// Strict on purpose: no `#RGB` shorthand, no missing `#`, no sign (`UInt32(_:radix:)` alone
/// would take `#+12345`), so a typo is an error rather than some other colour.
public func parseHexColor(_ text: String) -> SIMD4<UInt8>? {
  guard text.hasPrefix("#") else { return nil }
  let hex = text.dropFirst()
  guard hex.count == 6 || hex.count == 8, hex.allSatisfy(\.isHexDigit), hex.allSatisfy(\.isASCII),
    let value = UInt32(hex, radix: 16)
  else { return nil }
  let rgba = hex.count == 6 ? value << 8 | 0xFF : value
  let a = UInt32(rgba & 0xFF)
  func channel(_ shift: UInt32) -> UInt8 { Pixmap_mulDiv255(rgba >> shift & 0xFF, a) }
  return SIMD4(channel(24), channel(16), channel(8), UInt8(a))
}

/// `round(x · a / 255)`, as Raster premultiplies.
@inline(__always) func Pixmap_mulDiv255(_ x: UInt32, _ a: UInt32) -> UInt8 {
  let t = x * a + 128
  return UInt8(truncatingIfNeeded: (t + (t >> 8)) >> 8)
}

/// Formats a premultiplied opaque pixel as `#RRGGBB`.
public func hexString(_ color: SIMD4<UInt8>) -> String {
  func two(_ v: UInt8) -> String { let s = String(v, radix: 16, uppercase: true); return s.count == 1 ? "0" + s : s }
  return "#" + two(color.x) + two(color.y) + two(color.z)
}

/// How pixel differences are measured.
public enum ColorDistance: Sendable, Hashable {
  /// The redmean perceptual distance on a 0…255 grey-level scale (see the design note).
  case perceptual
  /// The largest absolute channel difference, alpha included (0…255): what `BlobFinder`
  /// has always used.
  case maxChannel

  /// The squared distance, in the units `squaredLimit(_:)` returns, between two pixels.
  ///
  /// Channels are 0…255, so every term is below 2²⁶ and the arithmetic wraps unchecked.
  @inline(__always)
  func squared(_ r0: Int, _ g0: Int, _ b0: Int, _ a0: Int, _ r1: Int, _ g1: Int, _ b1: Int, _ a1: Int) -> Int {
    let dr = r0 &- r1, dg = g0 &- g1, db = b0 &- b1, da = a0 &- a1
    switch self {
    case .perceptual:
      let rMean = (r0 &+ r1) &>> 1
      return (((512 &+ rMean) &* dr &* dr) &>> 8) &+ 4 &* dg &* dg &+ (((767 &- rMean) &* db &* db) &>> 8)
        &+ 9 &* da &* da
    case .maxChannel:
      let m = max(max(abs(dr), abs(dg)), max(abs(db), abs(da)))
      return m * m
    }
  }

  /// The squared value a distance of `levels` corresponds to in `squared(…)`'s units.
  func squaredLimit(_ levels: Int) -> Int {
    switch self {
    case .perceptual: return 9 * levels * levels
    case .maxChannel: return levels * levels
    }
  }

  /// The distance between two pixels on the 0…255 scale.
  public func distance(_ p: SIMD4<UInt8>, _ q: SIMD4<UInt8>) -> Double {
    let s = squared(Int(p.x), Int(p.y), Int(p.z), Int(p.w), Int(q.x), Int(q.y), Int(q.z), Int(q.w))
    switch self {
    case .perceptual: return Double(s).squareRoot() / 3
    case .maxChannel: return Double(s).squareRoot()
    }
  }
}
