// The PNG encoder's row filters, read back out of its files.
//
// What: every file is inflated here with zlib's own `uncompress` and unfiltered by this file's
// code, straight from the PNG spec (§9), so the checks do not lean on the encoder or on
// libpng: the stored bytes must be exactly the straight RGBA of the pixmap, and the filter
// type of each row must be the one the minimum-sum-of-absolute-differences rule, computed
// here independently, picks.
// Why: the per-row choice is what keeps files small (docs/RENDERING.md §5); a regression that
// silently fell back to one filter would only show as bigger files, so the size of a rendered
// frame is bounded too.

import CPNG
import Foundation
@testable import Media
import Raster
import Testing

@Suite struct PNGFilterTests {
  // MARK: Reading a file back

  /// The concatenated IDAT data and the width and height of a PNG made by `PNGCodec`.
  static func imageData(_ png: [UInt8]) -> (width: Int, height: Int, zlib: [UInt8]) {
    var offset = 8
    var width = 0, height = 0
    var data: [UInt8] = []
    while offset + 8 <= png.count {
      let length = png[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) }
      let type = String(decoding: png[offset + 4..<offset + 8], as: UTF8.self)
      let body = Array(png[offset + 8..<offset + 8 + length])
      if type == "IHDR" {
        width = body[0..<4].reduce(0) { $0 << 8 | Int($1) }
        height = body[4..<8].reduce(0) { $0 << 8 | Int($1) }
      }
      if type == "IDAT" { data += body }
      offset += 12 + length
    }
    return (width, height, data)
  }

  /// The filtered rows, type byte first, inflated by zlib.
  static func filteredRows(_ png: [UInt8]) throws -> (width: Int, rows: [[UInt8]]) {
    let (width, height, zlib) = imageData(png)
    let stride = 1 + width * 4
    var raw = [UInt8](repeating: 0, count: stride * height)
    var size = UInt(raw.count)
    let status = raw.withUnsafeMutableBufferPointer { out in
      zlib.withUnsafeBufferPointer { input in uncompress(out.baseAddress, &size, input.baseAddress, UInt(input.count)) }
    }
    try #require(status == Z_OK && Int(size) == raw.count, "uncompress: status \(status), \(size) of \(raw.count) bytes")
    return (width, (0..<height).map { Array(raw[$0 * stride..<($0 + 1) * stride]) })
  }

  /// The Paeth predictor exactly as the spec's pseudo-code states it.
  static func paeth(_ a: Int, _ b: Int, _ c: Int) -> Int {
    let p = a + b - c
    let pa = abs(p - a), pb = abs(p - b), pc = abs(p - c)
    if pa <= pb && pa <= pc { return a }
    if pb <= pc { return b }
    return c
  }

  /// The prediction filter `type` makes for byte `i` of `row`, given the row above (decoded).
  static func prediction(_ type: UInt8, _ row: [UInt8], _ above: [UInt8], _ i: Int) -> Int {
    let a = i >= 4 ? Int(row[i - 4]) : 0
    let b = Int(above[i])
    let c = i >= 4 ? Int(above[i - 4]) : 0
    switch type {
    case 0: return 0
    case 1: return a
    case 2: return b
    case 3: return (a + b) / 2
    case 4: return paeth(a, b, c)
    default: Issue.record("filter type \(type)"); return 0
    }
  }

  /// Undoes the filters: the straight RGBA bytes the file holds.
  static func unfiltered(_ png: [UInt8]) throws -> [UInt8] {
    let (width, rows) = try filteredRows(png)
    var above = [UInt8](repeating: 0, count: width * 4)
    var out: [UInt8] = []
    for filtered in rows {
      var row = [UInt8](repeating: 0, count: width * 4)
      for i in row.indices {
        row[i] = UInt8(truncatingIfNeeded: Int(filtered[i + 1]) + prediction(filtered[0], row, above, i))
      }
      out += row
      above = row
    }
    return out
  }

  /// The filter the minimum-sum-of-absolute-differences rule picks for `row` under `above`:
  /// filtered bytes read as signed, magnitudes summed, smallest wins; ties in the order Up, Sub,
  /// Paeth, None (Average is not a candidate).
  static func expectedFilter(_ row: [UInt8], _ above: [UInt8]) -> UInt8 {
    var best: (type: UInt8, sum: Int)? = nil
    for type: UInt8 in [2, 1, 4, 0] {
      let sum = row.indices.reduce(0) { total, i in
        total + abs(Int(Int8(bitPattern: UInt8(truncatingIfNeeded: Int(row[i]) - prediction(type, row, above, i)))))
      }
      if best == nil || sum < best!.sum { best = (type, sum) }
    }
    return best!.type
  }

  /// Whether `row` shades smoothly by the default encoding's rule: more than an eighth of its
  /// pixels differ from their left neighbour by 1–4 in their most different channel.
  static func isSmooth(_ row: [UInt8]) -> Bool {
    let pixels = row.count / 4
    let smooth = (1..<max(1, pixels)).filter { x in
      let largest = (0..<4).map { abs(Int(row[4 * x + $0]) - Int(row[4 * x - 4 + $0])) }.max()!
      return (1...4).contains(largest)
    }.count
    return smooth * 8 > pixels
  }

  /// The filter the default encoding writes: Up for a row equal to the one above, the
  /// minimum-sum rule for a smooth row, None for any other.
  static func expectedDefaultFilter(_ row: [UInt8], _ above: [UInt8]) -> UInt8 {
    row == above ? 2 : isSmooth(row) ? expectedFilter(row, above) : 0
  }

  // MARK: Images

  static func image(_ width: Int, _ height: Int, _ pixel: (Int, Int) -> SIMD4<UInt8>) -> Pixmap {
    var bytes: [UInt8] = []
    for y in 0..<height {
      for x in 0..<width {
        let p = pixel(x, y)
        bytes += [p.x, p.y, p.z, p.w]
      }
    }
    return Pixmap(width: width, height: height, straightRGBA: bytes)
  }

  static func noise(_ width: Int, _ height: Int, seed: UInt64, alpha: Bool) -> Pixmap {
    var state = seed
    return image(width, height) { _, _ in
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      let v = state >> 24
      return SIMD4(UInt8(v & 0xFF), UInt8(v >> 8 & 0xFF), UInt8(v >> 16 & 0xFF), alpha ? UInt8(v >> 24 & 0xFF) : 255)
    }
  }

  /// Flat, gradients, noise, alpha edges, and the smallest and odd sizes.
  static let images: [(String, Pixmap)] = [
    ("flat", image(64, 40) { _, _ in SIMD4(242, 242, 247, 255) }),
    ("horizontal gradient", image(255, 9) { x, _ in SIMD4(UInt8(x), UInt8(255 - x), 128, 255) }),
    ("vertical gradient", image(7, 255) { _, y in SIMD4(UInt8(y), 40, UInt8(255 - y), 255) }),
    ("diagonal gradient", image(101, 77) { x, y in SIMD4(UInt8((3 * x + 2 * y) % 256), UInt8(y), UInt8(x), 255) }),
    ("noise", noise(33, 31, seed: 1, alpha: false)),
    ("translucent noise", noise(17, 19, seed: 2, alpha: true)),
    ("alpha edge", image(41, 23) { x, y in
      let alpha = UInt8(max(0, min(255, (x - 10) * 20 + y)))
      return SIMD4(50, 173, 230, alpha)
    }),
    ("transparent", Pixmap(width: 5, height: 3)),
    ("1×1", image(1, 1) { _, _ in SIMD4(9, 8, 7, 255) }),
    ("1×1 translucent", image(1, 1) { _, _ in SIMD4(200, 100, 50, 60) }),
    ("1 wide", image(1, 50) { _, y in SIMD4(UInt8(y * 5), 0, 0, 255) }),
    ("1 tall", image(50, 1) { x, _ in SIMD4(UInt8(x * 5), 0, 0, 255) }),
    ("odd width, wider than a block", noise(1171, 3, seed: 3, alpha: false)),
  ]

  static let settings: [(Int?, PNGFilter)] = [
    (nil, .adaptive), (nil, .none), (nil, .sub), (nil, .up), (nil, .paeth), (1, .adaptive), (6, .adaptive), (9, .paeth), (0, .adaptive),
  ]

  // MARK: Tests

  @Test(arguments: settings.indices)
  func everyImageRoundTripsExactly(setting: Int) throws {
    let (level, filter) = Self.settings[setting]
    for (name, pixmap) in Self.images {
      let png = try PNGCodec.encode(pixmap, compressionLevel: level, filter: filter)
      // The file holds exactly the straight bytes, and libpng reads back the same pixels.
      #expect(try Self.unfiltered(png) == pixmap.straightRGBA(), "\(name), level \(level.map(String.init) ?? "RLE"), \(filter)")
      let decoded = try PNGCodec.decode(png)
      #expect(decoded == Pixmap(width: pixmap.width, height: pixmap.height, straightRGBA: pixmap.straightRGBA()), "\(name)")
    }
  }

  @Test func fixedFiltersWriteTheirTypeOnEveryRow() throws {
    let pixmap = Self.image(20, 12) { x, y in SIMD4(UInt8(x * 9), UInt8(y * 13), UInt8(x * y), 255) }
    for (filter, type) in [(PNGFilter.none, UInt8(0)), (.sub, 1), (.up, 2), (.paeth, 4)] {
      let rows = try Self.filteredRows(PNGCodec.encode(pixmap, filter: filter)).rows
      #expect(rows.allSatisfy { $0[0] == type }, "\(filter)")
    }
  }

  /// Bands of rows that favour different filters: flat (Up filters it to zeros), stripes
  /// that run down one half and across the other (Paeth predicts both exactly), smooth horizontal ramps under rows of noise (Sub),
  /// and noise. Every row's type must be the rule's, and the bands must differ.
  @Test func adaptiveFilterChoosesPerRowByTheMinimumSumRule() throws {
    let pixmap = Self.bands
    let width = pixmap.width
    let png = try PNGCodec.encode(pixmap, compressionLevel: 6)
    let rows = try Self.filteredRows(png).rows
    let straight = pixmap.straightRGBA()
    var above = [UInt8](repeating: 0, count: width * 4)
    var chosen: [UInt8] = []
    for y in 0..<pixmap.height {
      let row = Array(straight[y * width * 4..<(y + 1) * width * 4])
      chosen.append(rows[y][0])
      #expect(rows[y][0] == Self.expectedFilter(row, above), "row \(y): type \(rows[y][0])")
      above = row
    }
    #expect(chosen[1..<20].allSatisfy { $0 == 2 }, "flat rows: \(chosen[1..<20])")
    #expect(chosen[21..<40].allSatisfy { $0 == 4 }, "plane rows: \(chosen[21..<40])")
    #expect(stride(from: 40, to: 60, by: 2).allSatisfy { chosen[$0] == 1 }, "ramp rows: \(chosen[40..<60])")
    #expect(Set(chosen).count >= 3)
  }

  /// The same bands with the defaults: a row repeating the one above is Up, a smooth row (the
  /// ramps, one step a pixel) takes the minimum-sum rule's filter, and every other row (the
  /// first flat row, the stripes, the noise) is written unfiltered for zlib's matching.
  @Test func defaultEncodingFiltersRepeatsUpSmoothRowsByTheRuleAndTheRestNot() throws {
    let pixmap = Self.bands
    let width = pixmap.width
    let rows = try Self.filteredRows(PNGCodec.encode(pixmap)).rows
    let straight = pixmap.straightRGBA()
    var above = [UInt8](repeating: 0, count: width * 4)
    var chosen: [UInt8] = []
    for y in 0..<pixmap.height {
      let row = Array(straight[y * width * 4..<(y + 1) * width * 4])
      chosen.append(rows[y][0])
      #expect(rows[y][0] == Self.expectedDefaultFilter(row, above), "row \(y): type \(rows[y][0])")
      above = row
    }
    #expect(chosen[0] == 0 && chosen[1..<20].allSatisfy { $0 == 2 }, "flat rows: \(chosen[0..<20])")
    #expect(chosen[21..<40].allSatisfy { $0 == 0 }, "stripes: \(chosen[21..<40])")
    #expect(stride(from: 40, to: 60, by: 2).allSatisfy { chosen[$0] == 1 }, "ramp rows: \(chosen[40..<60])")
    #expect(chosen[60..<80].allSatisfy { $0 == 0 }, "noise: \(chosen[60..<80])")
  }

  /// Flat rows, stripes down one half and across the other, smooth ramps between rows of
  /// noise, and noise: 300 × 80.
  static var bands: Pixmap {
    let width = 300
    let noise = Self.noise(width, 80, seed: 7, alpha: false)
    return Self.image(width, 80) { x, y in
      switch y {
      case 0..<20: return SIMD4(242, 242, 247, 255)
      case 20..<40:
        // Vertical stripes on the left, horizontal ones on the right: above predicts one
        // half, left the other, and only Paeth follows both.
        let v = x < width / 2 ? noise[x, 0].x : noise[0, y].y
        return SIMD4(v, v / 2, 255 &- v, 255)
      case 40..<60 where y % 2 == 0:
        let v = UInt8(truncatingIfNeeded: 2 * x + y)
        return SIMD4(v, v, 255 &- v, 255)
      default:
        return noise[x, y]
      }
    }
  }

  /// An image over `PNGCodec.splitBytes` is deflated as two halves, concatenated: the stream
  /// must still inflate whole (zlib checks the combined Adler-32), rows on both sides of the
  /// cut must be filtered against the rows above them, and the pixels must come back.
  @Test(arguments: [nil, 6] as [Int?])
  func aLargeImageDeflatedInHalvesIsOneValidStream(level: Int?) throws {
    let (width, height) = (300, 1800)
    #expect(width * height * 4 >= PNGCodec.splitBytes)
    let noise = Self.noise(width, 64, seed: 11, alpha: false)
    // Flat, then noise rows across the cut (row 900), then a repeated band.
    let pixmap = Self.image(width, height) { x, y in
      (880..<920).contains(y) ? noise[x, y - 880] : y > 1200 ? SIMD4(UInt8(x % 200), 30, 60, 255) : SIMD4(242, 242, 247, 255)
    }
    let png = try PNGCodec.encode(pixmap, compressionLevel: level)
    let straight = pixmap.straightRGBA()
    #expect(try Self.unfiltered(png) == straight)
    let rows = try Self.filteredRows(png).rows
    for y in [899, 900, 901, 920, 1201] {
      let row = Array(straight[y * width * 4..<(y + 1) * width * 4])
      let above = Array(straight[(y - 1) * width * 4..<y * width * 4])
      let expected = level == nil ? Self.expectedDefaultFilter(row, above) : Self.expectedFilter(row, above)
      #expect(rows[y][0] == expected, "row \(y)")
    }
    #expect(try PNGCodec.decode(png) == pixmap)
  }

  /// A rendered frame of the hero morph mid-flight (the golden at 0.6 s, 780 × 1400): encoded
  /// with the defaults it measured 27 309 bytes when they became runs for repeated rows and
  /// matching for the others (every row filtered by the minimum-sum rule and coded as runs
  /// measured 32 268; the fixed Up filter at zlib level 3 before that, about 55 700); the bound
  /// is 1.1 × the measurement, so files growing back fail here.
  @Test func renderedFrameStaysSmall() throws {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    let frame = try PNGCodec.read(contentsOf: root.appendingPathComponent("Golden/RestTimerHero/fixed/t0600.png").path)
    let png = try PNGCodec.encode(frame)
    #expect(png.count <= 27_309 * 11 / 10, "\(png.count) bytes")
    #expect(try PNGCodec.decode(png) == frame)
  }
}
