/// PNG files built by hand in every colour type, bit depth and interlace method the PNG
/// specification allows (§11.2.2), with seeded pixels: the valid starting points of PNG
/// fuzzing that Flipbook's own writer (8-bit RGBA only) cannot make.
public struct PNGImage: Sendable {
  public var width: Int, height: Int
  /// 0 grey, 2 RGB, 3 palette, 4 grey + alpha, 6 RGBA.
  public var colorType: UInt8
  public var bitDepth: UInt8
  /// Adam7 when true.
  public var interlaced: Bool

  /// An image of `width` × `height` pixels of `colorType` at `bitDepth`, Adam7 when `interlaced`.
  public init(width: Int, height: Int, colorType: UInt8, bitDepth: UInt8, interlaced: Bool = false) {
    self.width = width
    self.height = height
    self.colorType = colorType
    self.bitDepth = bitDepth
    self.interlaced = interlaced
  }

  /// The bit depths each colour type allows.
  public static let allowedDepths: [UInt8: [UInt8]] = [0: [1, 2, 4, 8, 16], 2: [8, 16], 3: [1, 2, 4, 8], 4: [8, 16], 6: [8, 16]]

  /// Samples per pixel of a colour type.
  public static func channels(_ colorType: UInt8) -> Int {
    switch colorType {
    case 2: return 3
    case 4: return 2
    case 6: return 4
    default: return 1
    }
  }

  /// The sub-images the scanlines are stored in: the whole image, or Adam7's seven passes
  /// (§8.2: starting column and row, column and row step), each as width × height.
  public var passes: [(width: Int, height: Int)] {
    guard interlaced else { return [(width, height)] }
    let adam7 = [(0, 0, 8, 8), (4, 0, 8, 8), (0, 4, 4, 8), (2, 0, 4, 4), (0, 2, 2, 4), (1, 0, 2, 2), (0, 1, 1, 2)]
    return adam7.map { x0, y0, dx, dy in
      (width > x0 ? (width - x0 + dx - 1) / dx : 0, height > y0 ? (height - y0 + dy - 1) / dy : 0)
    }
  }

  /// Bytes of one scanline of `pixels` pixels, without its filter byte.
  public func rowBytes(_ pixels: Int) -> Int {
    (pixels * PNGImage.channels(colorType) * Int(bitDepth) + 7) / 8
  }

  /// Bytes the image data inflates to: a filter byte and the samples of every scanline of
  /// every non-empty pass.
  public var rawSize: Int {
    passes.reduce(0) { sum, pass in pass.width == 0 || pass.height == 0 ? sum : sum + pass.height * (1 + rowBytes(pass.width)) }
  }

  /// The scanlines with filter type 0 (None) and seeded samples. Palette indices stay below
  /// the palette's 2^depth entries that `file` writes.
  public func scanlines(using generator: inout SplitMix64) -> [UInt8] {
    var out: [UInt8] = []
    out.reserveCapacity(rawSize)
    for pass in passes where pass.width > 0 && pass.height > 0 {
      for _ in 0..<pass.height { out += [0] + generator.bytes(rowBytes(pass.width)) }
    }
    return out
  }

  /// The IHDR chunk.
  public var header: PNGChunk {
    PNGChunk("IHDR", PNGChunks.header(
      width: UInt32(width), height: UInt32(height), bitDepth: bitDepth, colorType: colorType, interlace: interlaced ? 1 : 0))
  }

  /// A complete file: IHDR; for palette images a PLTE of 2^depth seeded colours and a tRNS
  /// making a few of them translucent; `ancillary` chunks; one IDAT of stored blocks; IEND.
  public func file(ancillary: [PNGChunk] = [], using generator: inout SplitMix64) -> [UInt8] {
    var chunks = [header]
    if colorType == 3 {
      let entries = 1 << Int(bitDepth)
      chunks.append(PNGChunk("PLTE", generator.bytes(3 * entries)))
      chunks.append(PNGChunk("tRNS", generator.bytes(min(entries, 3))))
    }
    chunks += ancillary
    chunks.append(PNGChunk("IDAT", Zlib.stored(scanlines(using: &generator))))
    chunks.append(PNGChunk("IEND", []))
    return PNGChunks.file(chunks)
  }

  /// Ancillary chunks a real file may carry, with well-formed contents: text (plain,
  /// compressed, international), gamma, chromaticities, sRGB, physical size, time, an ICC
  /// profile name with a stored stream, and a private chunk.
  public static let typicalAncillary: [PNGChunk] = [
    PNGChunk("gAMA", bigEndian(45_455)),
    PNGChunk("cHRM", [31_270, 32_900, 64_000, 33_000, 30_000, 60_000, 15_000, 6_000].flatMap { bigEndian($0) }),
    PNGChunk("sRGB", [0]),
    PNGChunk("pHYs", bigEndian(2835) + bigEndian(2835) + [1]),
    PNGChunk("tIME", [0x07, 0xE8, 1, 2, 3, 4, 5]),
    PNGChunk("tEXt", Array("Comment".utf8) + [0] + Array("made by hand".utf8)),
    PNGChunk("zTXt", Array("Comment".utf8) + [0, 0] + Zlib.stored(Array("compressed".utf8))),
    PNGChunk("iTXt", Array("Title".utf8) + [0, 0, 0] + Array("en".utf8) + [0, 0] + Array("Tïtle".utf8)),
    PNGChunk("iCCP", Array("profile".utf8) + [0, 0] + Zlib.stored([UInt8](repeating: 0, count: 132))),
    PNGChunk("prVt", [1, 2, 3]),
  ]

  /// One valid image of every colour type and allowed depth, plain and interlaced, at small
  /// odd sizes (so the last byte of a row is partly padding and Adam7 passes are uneven),
  /// plus 1 × 1 images and one carrying ``typicalAncillary``.
  public static func seeds(using generator: inout SplitMix64) -> [(name: String, bytes: [UInt8])] {
    var seeds: [(String, [UInt8])] = []
    for colorType in allowedDepths.keys.sorted() {
      for depth in allowedDepths[colorType]! {
        for interlaced in [false, true] {
          let image = PNGImage(width: 7, height: 5, colorType: colorType, bitDepth: depth, interlaced: interlaced)
          seeds.append(("7x5 type \(colorType) depth \(depth)\(interlaced ? " interlaced" : "")", image.file(using: &generator)))
        }
      }
    }
    seeds.append(("1x1 grey", PNGImage(width: 1, height: 1, colorType: 0, bitDepth: 8).file(using: &generator)))
    seeds.append(("1x1 rgba interlaced", PNGImage(width: 1, height: 1, colorType: 6, bitDepth: 8, interlaced: true).file(using: &generator)))
    seeds.append(("9x9 rgb ancillary", PNGImage(width: 9, height: 9, colorType: 2, bitDepth: 8).file(ancillary: typicalAncillary, using: &generator)))
    return seeds
  }
}
