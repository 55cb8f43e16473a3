// Flipbook's own PNG decoder against libpng.
//
// What: files built here byte by byte (chunks, CRCs, zlib's `compress`, rows filtered by this
// file's own code with every filter type, Average included) and files from the encoder are
// decoded both ways; the pixels must be the same, and the direct decoder must have taken the
// files it is meant to take. Files it must leave to libpng (other colour types, depths,
// interlacing, colour chunks, damage) must come back `nil` from it, and `PNGCodec` must then
// still decode them or fail as libpng does.

import CPNG
import Foundation
@testable import Media
import Raster
import Testing

@Suite struct PNGDirectDecoderTests {
  // MARK: Building files

  static func bigEndian(_ value: Int) -> [UInt8] { (0..<4).map { UInt8(truncatingIfNeeded: value >> (24 - 8 * $0)) } }

  static func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
    let body = Array(type.utf8) + data
    let crc = body.withUnsafeBufferPointer { Int(crc32(0, $0.baseAddress, UInt32($0.count))) }
    return bigEndian(data.count) + body + bigEndian(crc)
  }

  static func zlibCompressed(_ bytes: [UInt8]) -> [UInt8] {
    var size = compressBound(UInt(bytes.count))
    var out = [UInt8](repeating: 0, count: Int(size))
    let status = out.withUnsafeMutableBufferPointer { o in bytes.withUnsafeBufferPointer { compress(o.baseAddress, &size, $0.baseAddress, UInt(bytes.count)) } }
    precondition(status == Z_OK)
    return Array(out[0..<Int(size)])
  }

  /// `pixels` (straight, `channels` bytes a pixel) with row `y` filtered by type `y % 5`,
  /// the filters written out from the PNG specification (§9.2).
  static func filteredRows(_ pixels: [UInt8], width: Int, height: Int, channels: Int) -> [UInt8] {
    let n = width * channels
    var out: [UInt8] = []
    for y in 0..<height {
      let type = UInt8(y % 5)
      out.append(type)
      for i in 0..<n {
        let x = Int(pixels[y * n + i])
        let a = i >= channels ? Int(pixels[y * n + i - channels]) : 0
        let b = y > 0 ? Int(pixels[(y - 1) * n + i]) : 0
        let c = i >= channels && y > 0 ? Int(pixels[(y - 1) * n + i - channels]) : 0
        let predicted = [0, a, b, (a + b) / 2, PNGFilterTests.paeth(a, b, c)][Int(type)]
        out.append(UInt8(truncatingIfNeeded: x - predicted))
      }
    }
    return out
  }

  /// A PNG of 8-bit `pixels`: colour type 6 (RGBA) or 2 (RGB), `extra` chunks before the
  /// image data, the zlib stream of `imageData` (default: the rows filtered as above) split
  /// into chunks of `split` bytes.
  static func file(
    _ pixels: [UInt8], width: Int, height: Int, colorType: UInt8 = 6, extra: [[UInt8]] = [],
    imageData: [UInt8]? = nil, split: Int = 1 << 20, header: [UInt8]? = nil
  ) -> [UInt8] {
    let channels = colorType == 6 ? 4 : 3
    let stream = imageData ?? zlibCompressed(filteredRows(pixels, width: width, height: height, channels: channels))
    var png = PNGCodec.signature
    png += chunk("IHDR", header ?? bigEndian(width) + bigEndian(height) + [8, colorType, 0, 0, 0])
    for e in extra { png += e }
    var start = 0
    repeat {
      png += chunk("IDAT", Array(stream[start..<min(stream.count, start + split)]))
      start += split
    } while start < stream.count
    return png + chunk("IEND", [])
  }

  static func noise(_ count: Int, seed: UInt64) -> [UInt8] {
    var state = seed
    return (0..<count).map { _ in
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return UInt8(truncatingIfNeeded: state >> 33)
    }
  }

  /// Decodes `png` with the direct decoder and with libpng; both must succeed and agree.
  static func expectSameBothWays(_ png: [UInt8], _ label: String) throws {
    let direct = png.withUnsafeBytes { PNGDirectDecoder.decode(.memory($0)) }
    #expect(direct != nil, "\(label): the direct decoder refused it")
    let libpng = try PNGCodec.decode(png, path: "test", direct: false)
    #expect(direct == libpng, "\(label): pixels differ")
  }

  // MARK: Files it takes

  @Test func everyFilterTypeRgbAndRgbaMatchLibpng() throws {
    for (width, height) in [(1, 1), (1, 7), (7, 1), (33, 12), (300, 9)] {
      for colorType: UInt8 in [6, 2] {
        let channels = colorType == 6 ? 4 : 3
        var pixels = Self.noise(width * height * channels, seed: UInt64(width * 31 + height))
        // Smooth rows too, where the predictors predict: a ramp in every channel.
        for y in stride(from: 1, to: height, by: 3) {
          for i in 0..<width * channels { pixels[y * width * channels + i] = UInt8(truncatingIfNeeded: i + y) }
        }
        if colorType == 6 {
          // Alpha 0, 255 and in between, so premultiplying is tested on every kind.
          for p in 0..<width * height { pixels[p * 4 + 3] = [0, 255, pixels[p * 4 + 3]][p % 3] }
        }
        let png = Self.file(pixels, width: width, height: height, colorType: colorType, split: 17)
        try Self.expectSameBothWays(png, "\(width)×\(height) colour type \(colorType)")
      }
    }
  }

  @Test func theEncodersFilesMatchLibpng() throws {
    for (name, pixmap) in PNGFilterTests.images {
      for (level, filter) in PNGFilterTests.settings {
        try Self.expectSameBothWays(
          PNGCodec.encode(pixmap, compressionLevel: level, filter: filter), "\(name), level \(String(describing: level)), \(filter)")
      }
    }
  }

  @Test func harmlessChunksAreSkipped() throws {
    let pixels = Self.noise(5 * 4 * 4, seed: 3)
    let extra = [
      Self.chunk("sRGB", [0]), Self.chunk("pHYs", Self.bigEndian(2835) + Self.bigEndian(2835) + [1]),
      Self.chunk("tEXt", Array("Software\0Flipbook".utf8)),
    ]
    try Self.expectSameBothWays(Self.file(pixels, width: 5, height: 4, extra: extra), "sRGB, pHYs, tEXt")
  }

  // MARK: Files it leaves to libpng

  @Test func filesOfOtherKindsAreLeftToLibpng() throws {
    let pixels = Self.noise(6 * 5 * 4, seed: 4)
    let rgba = Self.bigEndian(6) + Self.bigEndian(5)
    let cases: [(String, [UInt8])] = [
      ("gAMA", Self.file(pixels, width: 6, height: 5, extra: [Self.chunk("gAMA", Self.bigEndian(100_000))])),
      ("iCCP", Self.file(pixels, width: 6, height: 5, extra: [Self.chunk("iCCP", Array("p\0\0".utf8) + Self.zlibCompressed([1, 2]))])),
      ("tRNS on RGB", Self.file(pixels, width: 6, height: 5, colorType: 2, extra: [Self.chunk("tRNS", [0, 1, 0, 2, 0, 3])])),
      ("16-bit", Self.file(pixels, width: 6, height: 5, imageData: Self.zlibCompressed([UInt8](repeating: 0, count: 5 * 49)), header: rgba + [16, 6, 0, 0, 0])),
      ("grey", Self.file(pixels, width: 6, height: 5, imageData: Self.zlibCompressed([UInt8](repeating: 0, count: 5 * 7)), header: rgba + [8, 0, 0, 0, 0])),
      ("interlaced", Self.file(pixels, width: 6, height: 5, imageData: Self.zlibCompressed([UInt8](repeating: 0, count: 200)), header: rgba + [8, 6, 0, 0, 1])),
    ]
    for (name, png) in cases {
      #expect(png.withUnsafeBytes { PNGDirectDecoder.decode(.memory($0)) } == nil, "\(name)")
    }
    // libpng decodes the colour-managed ones itself.
    _ = try PNGCodec.decode(cases[0].1)
    _ = try PNGCodec.decode(cases[2].1)
  }

  @Test func damagedFilesAreLeftToLibpngWhichReportsThem() throws {
    let (width, height) = (8, 6)
    let pixels = Self.noise(width * height * 4, seed: 5)
    let rows = Self.filteredRows(pixels, width: width, height: height, channels: 4)
    let good = Self.file(pixels, width: width, height: height, split: 40)
    var badCRC = good
    badCRC[badCRC.count - 12 - 5] ^= 1  // the last IDAT chunk's CRC
    var badFilter = rows
    badFilter[(width * 4 + 1) * 2] = 5  // filter type 5 on the third row
    let cases: [(String, [UInt8])] = [
      ("IDAT CRC", badCRC),
      ("filter type 5", Self.file(pixels, width: width, height: height, imageData: Self.zlibCompressed(badFilter))),
      ("stream one row short", Self.file(pixels, width: width, height: height, imageData: Self.zlibCompressed(Array(rows.dropLast(width * 4 + 1))))),
      ("a row past the image", Self.file(pixels, width: width, height: height, imageData: Self.zlibCompressed(rows + rows.suffix(width * 4 + 1)))),
      ("bytes after the stream", Self.file(pixels, width: width, height: height, imageData: Self.zlibCompressed(rows) + [0, 0])),
      ("no IEND", Array(good.dropLast(12))),
    ]
    for (name, png) in cases {
      #expect(png.withUnsafeBytes { PNGDirectDecoder.decode(.memory($0)) } == nil, "\(name)")
    }
    #expect(throws: MediaError.self) { try PNGCodec.decode(cases[0].1) }
    #expect(throws: MediaError.self) { try PNGCodec.decode(cases[1].1) }
    #expect(throws: MediaError.self) { try PNGCodec.decode(cases[2].1) }
  }

  @Test func filesAreReadDirectlyToo() throws {
    let pixels = Self.noise(40 * 30 * 4, seed: 6)
    let png = Self.file(pixels, width: 40, height: 30, split: 100)
    let path = FileManager.default.temporaryDirectory.appendingPathComponent("direct-\(UUID().uuidString).png").path
    try Data(png).write(to: URL(fileURLWithPath: path))
    defer { try? FileManager.default.removeItem(atPath: path) }
    #expect(try PNGCodec.read(contentsOf: path) == PNGCodec.decode(png, path: path, direct: false))
  }
}
