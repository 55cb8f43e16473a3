import Foundation
import Testing

@testable import Media
import Raster

/// PNGs Flipbook writes, read by something other than Flipbook: the ffmpeg tool's PNG decoder,
/// and the bytes themselves parsed by hand from the PNG specification (ISO/IEC 15948, chunk
/// layout, IHDR fields, filter types) and RFC 1950/1951 (zlib header, stored deflate blocks,
/// Adler-32).
///
/// Why: Flipbook's own decoder premultiplies what its encoder un-premultiplied, so a PNG that
/// stores premultiplied colour round-trips through Flipbook unchanged and only looks wrong
/// (dark fringes on every translucent edge) in every other program. These tests read the file
/// as every other program does.
@Suite struct PNGReferenceTests {
  /// Premultiplied pixels (as `Pixmap` holds them) and the straight RGBA a PNG must store,
  /// worked out by hand from the documented conversion, c·255/a rounded to nearest
  /// (`Pixmap.straightRGBA`), with 0 colour where alpha is 0.
  ///
  /// A file storing the premultiplied values instead differs on every translucent pixel here,
  /// by 55 to 254 levels in its most changed channel.
  static let table: [(premultiplied: SIMD4<UInt8>, straight: SIMD4<UInt8>)] = [
    // 50·255/128 = 99.61 → 100, 100·255/128 = 199.22 → 199, 25·255/128 = 49.80 → 50.
    ([50, 100, 25, 128], [100, 199, 50, 128]),
    // 150·255/200 = 191.25 → 191, 37·255/200 = 47.18 → 47, 200·255/200 = 255.
    ([150, 37, 200, 200], [191, 47, 255, 200]),
    // 1·255/3 = 85 exactly, 0 → 0.
    ([1, 0, 1, 3], [85, 0, 85, 3]),
    // Alpha 1: any non-zero colour is full intensity.
    ([1, 1, 0, 1], [255, 255, 0, 1]),
    // 7·255/9 = 198.33 → 198, 3·255/9 = 85, 5·255/9 = 141.67 → 142.
    ([7, 3, 5, 9], [198, 85, 142, 9]),
    // 10·255/40 = 63.75 → 64, 21·255/40 = 133.88 → 134, 30·255/40 = 191.25 → 191.
    ([10, 21, 30, 40], [64, 134, 191, 40]),
    // Opaque: unchanged.
    ([12, 34, 56, 255], [12, 34, 56, 255]),
    ([255, 255, 255, 255], [255, 255, 255, 255]),
    // Fully transparent: nothing to divide; stored as 0, 0, 0, 0.
    ([0, 0, 0, 0], [0, 0, 0, 0]),
  ]

  /// The table as a 3 × 3 pixmap, row by row.
  static var pixmap: Pixmap {
    Pixmap(width: 3, height: 3, premultipliedRGBA: premultipliedBytes)
  }

  /// The premultiplied bytes of the table, as a pixmap holds them.
  static var premultipliedBytes: [UInt8] {
    table.flatMap { [$0.premultiplied.x, $0.premultiplied.y, $0.premultiplied.z, $0.premultiplied.w] }
  }

  /// The straight RGBA bytes the table says the file holds.
  static var straightBytes: [UInt8] { table.flatMap { [$0.straight.x, $0.straight.y, $0.straight.z, $0.straight.w] } }

  // MARK: Decoded by ffmpeg

  @Test(arguments: [
    (3, PNGFilter.up), (9, PNGFilter.up), (3, PNGFilter.none), (nil, PNGFilter.adaptive), (nil, PNGFilter.sub),
    (nil, PNGFilter.paeth), (6, PNGFilter.adaptive),
  ])
  func ffmpegDecodesTheHandComputedStraightRGBA(level: Int?, filter: PNGFilter) throws {
    let scratch = ScratchDirectory()
    defer { scratch.remove() }
    let path = scratch.path + "/translucent.png"
    try PNGCodec.write(Self.pixmap, to: path, compressionLevel: level, filter: filter)
    let decoded = try ExternalTool.decodeRaw(path, pixelFormat: "rgba")
    #expect(decoded == Self.straightBytes)
  }

  /// The premultiplied (64, 0, 0, 128) of the issue: 64·255/128 = 127.5 exactly, a tie, so
  /// either neighbour is a correct rounding; the premultiplied 64 is not.
  @Test func halfAlphaRedIsStoredAsStraight127Or128() throws {
    let scratch = ScratchDirectory()
    defer { scratch.remove() }
    let path = scratch.path + "/red.png"
    try PNGCodec.write(Pixmap(width: 1, height: 1, premultipliedRGBA: [64, 0, 0, 128]), to: path)
    let decoded = try ExternalTool.decodeRaw(path, pixelFormat: "rgba")
    #expect(decoded.count == 4)
    #expect([127, 128].contains(decoded.first), "red stored as \(decoded)")
    #expect(Array(decoded.dropFirst()) == [0, 0, 128])
  }

  /// A larger frame with a soft edge (alpha ramping 0…255 over every colour), decoded by ffmpeg
  /// and premultiplied back by the formula round(c·a/255): within the ±0.5·a/255 the straight
  /// rounding allows, so 0 levels off, of every premultiplied channel.
  @Test func ffmpegDecodeOfARampPremultipliesBackExactly() throws {
    let scratch = ScratchDirectory()
    defer { scratch.remove() }
    let path = scratch.path + "/ramp.png"
    var pixmap = Pixmap(width: 256, height: 8)
    for y in 0..<8 {
      for x in 0..<256 {
        let a = x, colour = [(x * 7 + y * 31) % 256, (x * 3) % 256, 255 - x]
        pixmap[x, y] = SIMD4(colour.map { UInt8(($0 * a + 127) / 255) } + [UInt8(a)])
      }
    }
    try PNGCodec.write(pixmap, to: path)
    let decoded = try ExternalTool.decodeRaw(path, pixelFormat: "rgba")
    #expect(decoded.count == pixmap.data.count)
    var worst = 0
    for i in stride(from: 0, to: min(decoded.count, pixmap.data.count), by: 4) {
      let a = Double(decoded[i + 3])
      #expect(decoded[i + 3] == pixmap.data[i + 3])
      for c in 0..<3 {
        let back = Int((Double(decoded[i + c]) * a / 255).rounded())
        worst = max(worst, abs(back - Int(pixmap.data[i + c])))
      }
    }
    #expect(worst == 0, "premultiplying ffmpeg's straight decode back is off by up to \(worst) levels")
  }

  // MARK: The bytes, by hand

  /// One chunk: its type, data and whether its CRC-32 is right.
  struct Chunk {
    let type: String
    let data: [UInt8]
    let crcIsValid: Bool
  }

  /// The chunks after the 8-byte signature (length, type, data, CRC-32 over type and data).
  static func chunks(_ bytes: [UInt8]) -> [Chunk] {
    var chunks: [Chunk] = []
    var offset = 8
    while offset + 12 <= bytes.count {
      let length = bytes[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) }
      guard offset + 12 + length <= bytes.count else { break }
      let typeAndData = Array(bytes[offset + 4..<offset + 8 + length])
      let stored = bytes[offset + 8 + length..<offset + 12 + length].reduce(UInt32(0)) { $0 << 8 | UInt32($1) }
      chunks.append(Chunk(
        type: String(decoding: typeAndData.prefix(4), as: UTF8.self), data: Array(typeAndData.dropFirst(4)),
        crcIsValid: crc32(typeAndData) == stored))
      offset += 12 + length
    }
    return chunks
  }

  /// CRC-32 as the PNG specification (Annex D) and zlib define it: reflected polynomial
  /// 0xEDB88320, initial value and final XOR 0xFFFFFFFF; bit by bit, no table.
  static func crc32(_ bytes: [UInt8]) -> UInt32 {
    var crc: UInt32 = 0xFFFF_FFFF
    for byte in bytes {
      crc ^= UInt32(byte)
      for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
    }
    return crc ^ 0xFFFF_FFFF
  }

  /// Adler-32 (RFC 1950 §8.2): two sums modulo 65521.
  static func adler32(_ bytes: [UInt8]) -> UInt32 {
    var a: UInt32 = 1, b: UInt32 = 0
    for byte in bytes {
      a = (a + UInt32(byte)) % 65521
      b = (b + a) % 65521
    }
    return b << 16 | a
  }

  /// Inflates a zlib stream made only of stored (uncompressed) deflate blocks, what zlib level
  /// 0 writes: a 2-byte header, then blocks of [BFINAL/BTYPE byte, LEN, ~LEN, LEN bytes], then
  /// the Adler-32 of the data. Nil when the stream is anything else.
  static func inflateStored(_ stream: [UInt8]) -> [UInt8]? {
    guard stream.count >= 6, stream[0] & 0x0F == 8, (Int(stream[0]) << 8 | Int(stream[1])) % 31 == 0,
      stream[1] & 0x20 == 0
    else { return nil }
    var out: [UInt8] = []
    var offset = 2
    while true {
      guard offset + 5 <= stream.count, stream[offset] >> 1 & 3 == 0 else { return nil }
      let final = stream[offset] & 1 == 1
      let length = Int(stream[offset + 1]) | Int(stream[offset + 2]) << 8
      let complement = Int(stream[offset + 3]) | Int(stream[offset + 4]) << 8
      guard length == ~complement & 0xFFFF, offset + 5 + length <= stream.count else { return nil }
      out += stream[offset + 5..<offset + 5 + length]
      offset += 5 + length
      if final { break }
    }
    guard offset + 4 == stream.count else { return nil }
    let stored = stream[offset..<offset + 4].reduce(UInt32(0)) { $0 << 8 | UInt32($1) }
    return stored == adler32(out) ? out : nil
  }

  @Test func checksumsMatchTheirPublishedCheckValues() {
    // "123456789": CRC-32's published check value (CRC-32/ISO-HDLC in the CRC catalogue) and
    // its Adler-32 (0x091E01DE, what zlib's adler32 returns for it).
    #expect(Self.crc32(Array("123456789".utf8)) == 0xCBF4_3926)
    #expect(Self.adler32(Array("123456789".utf8)) == 0x091E_01DE)
  }

  @Test func chunksAreIHDRThenSRGBThenDataWithValidCRCs() throws {
    let bytes = try PNGCodec.encode(Self.pixmap)
    #expect(Array(bytes.prefix(8)) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
    let chunks = Self.chunks(bytes)
    // The encoder documents an sRGB chunk and no bare gAMA: no gAMA, cHRM or iCCP at all.
    let types = chunks.map(\.type).reduce(into: [String]()) { if $0.last != $1 { $0.append($1) } }
    #expect(types == ["IHDR", "sRGB", "IDAT", "IEND"])
    #expect(chunks.allSatisfy { $0.crcIsValid })
    // IHDR: width 3, height 3 (4 bytes each, big-endian), bit depth 8, colour type 6 (truecolour
    // with alpha, i.e. RGBA), compression 0 (deflate), filter method 0, interlace 0 (none).
    #expect(chunks.first?.data == [0, 0, 0, 3, 0, 0, 0, 3, 8, 6, 0, 0, 0])
    // sRGB: one byte, the rendering intent; 0 is perceptual.
    #expect(chunks.first { $0.type == "sRGB" }?.data == [0])
    #expect(chunks.last?.data == [])
  }

  @Test func storedScanlinesHoldStraightRGBABehindFilterTypeNone() throws {
    // zlib level 0 stores the filtered scanlines as they are, so they can be read by hand:
    // per row a filter-type byte (0 = None) and the row's RGBA bytes.
    let bytes = try PNGCodec.encode(Self.pixmap, compressionLevel: 0, filter: .none)
    let idat = Self.chunks(bytes).filter { $0.type == "IDAT" }.flatMap(\.data)
    let scanlines = try #require(Self.inflateStored(idat), "IDAT is not a zlib stream of stored blocks")
    #expect(scanlines.count == 3 * (1 + 3 * 4))
    let rows = stride(from: 0, to: scanlines.count, by: 13).map { Array(scanlines[$0..<min($0 + 13, scanlines.count)]) }
    #expect(rows.map(\.first) == [0, 0, 0])
    #expect(rows.flatMap { $0.dropFirst() } == Self.straightBytes)
  }

  @Test func upFilteredScanlinesAreDifferencesFromTheRowAbove() throws {
    // Filter type 2 (Up): each byte minus the byte above it, modulo 256; the row above the
    // first is zero.
    let bytes = try PNGCodec.encode(Self.pixmap, compressionLevel: 0, filter: .up)
    let idat = Self.chunks(bytes).filter { $0.type == "IDAT" }.flatMap(\.data)
    let scanlines = try #require(Self.inflateStored(idat), "IDAT is not a zlib stream of stored blocks")
    #expect(scanlines.count == 39)
    guard scanlines.count == 39 else { return }
    let straight = Self.straightBytes
    for row in 0..<3 {
      #expect(scanlines[row * 13] == 2)
      for i in 0..<12 {
        let above = row == 0 ? 0 : straight[(row - 1) * 12 + i]
        #expect(scanlines[row * 13 + 1 + i] == straight[row * 12 + i] &- above)
      }
    }
  }

  // MARK: PNGs Flipbook did not write

  @Test func aPNGWrittenByFFmpegReadsAsThePremultipliedValues() throws {
    let scratch = ScratchDirectory()
    defer { scratch.remove() }
    // The table's straight bytes as raw video, turned into an RGBA PNG by the ffmpeg tool.
    let raw = scratch.path + "/pixels.rgba", png = scratch.path + "/ffmpeg.png"
    try Data(Self.straightBytes).write(to: URL(fileURLWithPath: raw))
    try ExternalTool.ffmpeg(["-f", "rawvideo", "-pix_fmt", "rgba", "-s", "3x3", "-i", raw, "-pix_fmt", "rgba", png])
    let pixmap = try PNGCodec.read(contentsOf: png)
    #expect(pixmap.width == 3 && pixmap.height == 3)
    // Premultiplying the straight values, round(c·a/255), gives back the table's left column
    // (each premultiplied value is the one that rounds to its straight value); transparent
    // pixels are 0.
    #expect(pixmap.data == Self.premultipliedBytes)
  }

  /// A 16-bit file from another tool, with no gAMA or sRGB chunk (ffmpeg writes none): its
  /// samples are sRGB like an 8-bit file's, so v·257 (the 16-bit spelling of 8-bit v) must read
  /// as v, premultiplied by the formula round(v·a/255). Read as linear light instead (libpng's
  /// simplified reader's default for 16-bit files) mid grey 0x8080 comes out as 186.
  @Test(arguments: ["rgba64be", "gray16be"])
  func a16BitPNGWithoutGammaReadsAsSRGB(pixelFormat: String) throws {
    let scratch = ScratchDirectory()
    defer { scratch.remove() }
    let raw = scratch.path + "/samples.raw", png = scratch.path + "/deep.png"
    // Row 0 opaque, rows 1–3 at alpha 200, 128 and 30 (RGBA only); every 8-bit value once.
    let rgba = pixelFormat == "rgba64be"
    let alphas = rgba ? [255, 200, 128, 30] : [255]
    var samples: [Int] = []
    for a in alphas {
      for v in 0..<256 { samples += rgba ? [v, 255 - v, v / 2, a] : [v] }
    }
    try Data(samples.flatMap { [UInt8($0), UInt8($0)] }).write(to: URL(fileURLWithPath: raw))
    try ExternalTool.ffmpeg(["-f", "rawvideo", "-pix_fmt", pixelFormat, "-s", "256x\(alphas.count)", "-i", raw,
                             "-pix_fmt", pixelFormat, png])
    // The premise: ffmpeg stored the samples unchanged, and no gamma information.
    #expect(try ExternalTool.decodeRaw(png, pixelFormat: pixelFormat) == samples.flatMap { [UInt8($0), UInt8($0)] })
    let types = Self.chunks(Array(try Data(contentsOf: URL(fileURLWithPath: png)))).map(\.type)
    #expect(!types.contains("gAMA") && !types.contains("sRGB") && !types.contains("iCCP"))

    let pixmap = try PNGCodec.read(contentsOf: png)
    #expect(pixmap.width == 256 && pixmap.height == alphas.count)
    let expected: [UInt8] = stride(from: 0, to: samples.count, by: rgba ? 4 : 1).flatMap { i -> [UInt8] in
      let (colour, a) = rgba ? (Array(samples[i..<i + 3]), samples[i + 3]) : ([samples[i], samples[i], samples[i]], 255)
      return colour.map { UInt8(($0 * a + 127) / 255) } + [UInt8(a)]
    }
    #expect(pixmap.data.count == expected.count)
    let worst = zip(pixmap.data, expected).map { abs(Int($0) - Int($1)) }.max() ?? 0
    #expect(worst == 0, "16-bit samples read up to \(worst) levels off their 8-bit values")
  }
}
