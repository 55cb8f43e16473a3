/// Hostile PNGs made on purpose rather than by chance: one of each trick known to hurt
/// decoders (claimed sizes, bombs, chunk floods, cut files), small enough to try them all on
/// every run.
public enum PNGHostile {
  /// A named hostile file.
  public struct Case: Sendable {
    public let name: String
    public let bytes: [UInt8]
  }

  /// Every case, each deterministic; made once (some take a second to build in a debug build).
  public static let cases: [Case] = makeCases()

  /// Builds ``cases``.
  private static func makeCases() -> [Case] {
    var generator = SplitMix64(seed: 0x9E57_11E5)
    let seed = PNGImage(width: 7, height: 5, colorType: 6, bitDepth: 8).file(using: &generator)
    let chunks = PNGChunks.chunks(of: seed)!
    let ihdr = chunks[0], idat = chunks.first { $0.name == "IDAT" }!
    /// A grey 8-bit image of the given claimed size whose data is `data`.
    func claiming(_ width: UInt32, _ height: UInt32, depth: UInt8 = 8, type: UInt8 = 0, data: [UInt8]) -> [UInt8] {
      PNGChunks.file([
        PNGChunk("IHDR", PNGChunks.header(width: width, height: height, bitDepth: depth, colorType: type)),
        PNGChunk("IDAT", data), PNGChunk("IEND", []),
      ])
    }
    var cases: [Case] = [
      Case(name: "empty file", bytes: []),
      Case(name: "signature only", bytes: PNGChunks.signature),
      Case(name: "signature and IHDR only", bytes: PNGChunks.file([ihdr])),
      Case(name: "no IEND", bytes: PNGChunks.file([ihdr, idat])),
      Case(name: "no IDAT", bytes: PNGChunks.file([ihdr, PNGChunk("IEND", [])])),
      Case(name: "IDAT before IHDR", bytes: PNGChunks.file([idat, ihdr, PNGChunk("IEND", [])])),
      Case(name: "junk after IEND", bytes: seed + [UInt8](repeating: 0xAB, count: 4096)),
      Case(name: "IDAT length 2^31-1", bytes: PNGChunks.file([ihdr, PNGChunk("IDAT", idat.data, declaredLength: 0x7FFF_FFFF)])),
      Case(name: "IDAT length 2^32-1", bytes: PNGChunks.file([ihdr, PNGChunk("IDAT", idat.data, declaredLength: 0xFFFF_FFFF)])),
      Case(name: "IHDR length 2^31", bytes: PNGChunks.file([PNGChunk("IHDR", ihdr.data, declaredLength: 0x8000_0000), idat])),
    ]
    for (width, height) in [(0, 0), (0, 1), (1, 0), (0x7FFF_FFFF, 1), (1, 0x7FFF_FFFF), (0x7FFF_FFFF, 0x7FFF_FFFF),
                            (0x8000_0000, 1), (23_000, 23_000), (5_793, 5_793), (1 << 25, 1), (1, 1 << 25 + 1)] as [(UInt32, UInt32)] {
      cases.append(Case(name: "claims \(width)x\(height)", bytes: claiming(width, height, data: Zlib.zeros(1 << 16))))
    }
    cases += [
      Case(name: "5792x5792 with one row of data", bytes: claiming(5_792, 5_792, data: Zlib.zeros(5_793))),
      Case(name: "1x1 whose data inflates to 1 GiB", bytes: claiming(1, 1, data: Zlib.zeros(1 << 30))),
      Case(name: "1x1 whose data is 100000 IDATs", bytes: PNGChunks.file(
        [PNGChunk("IHDR", PNGChunks.header(width: 1, height: 1, bitDepth: 8, colorType: 0))]
          + Zlib.zeros(2).map { PNGChunk("IDAT", [$0]) }
          + [PNGChunk]((0..<100_000).map { _ in PNGChunk("IDAT", []) }) + [PNGChunk("IEND", [])])),
      Case(name: "10000 unknown ancillary chunks", bytes: PNGChunks.file(
        [ihdr] + (0..<10_000).map { _ in PNGChunk("prVt", [0]) } + [idat, PNGChunk("IEND", [])])),
      Case(name: "zTXt inflating to 64 MiB", bytes: PNGChunks.file(
        [ihdr, PNGChunk("zTXt", Array("Comment".utf8) + [0, 0] + PNGMutation.bomb), idat, PNGChunk("IEND", [])])),
      Case(name: "iCCP inflating to 64 MiB", bytes: PNGChunks.file(
        [ihdr, PNGChunk("iCCP", Array("icc".utf8) + [0, 0] + PNGMutation.bomb), idat, PNGChunk("IEND", [])])),
      Case(name: "16 MiB tEXt", bytes: PNGChunks.file(
        [ihdr, PNGChunk("tEXt", Array("Comment".utf8) + [0] + [UInt8](repeating: 0x41, count: 16 << 20)), idat, PNGChunk("IEND", [])])),
      Case(name: "palette of 0 entries", bytes: PNGChunks.file(
        [PNGChunk("IHDR", PNGChunks.header(width: 1, height: 1, bitDepth: 8, colorType: 3)), PNGChunk("PLTE", []),
         PNGChunk("IDAT", Zlib.stored([0, 0])), PNGChunk("IEND", [])])),
      Case(name: "palette index beyond the palette", bytes: PNGChunks.file(
        [PNGChunk("IHDR", PNGChunks.header(width: 2, height: 1, bitDepth: 8, colorType: 3)), PNGChunk("PLTE", [1, 2, 3]),
         PNGChunk("IDAT", Zlib.stored([0, 0, 200])), PNGChunk("IEND", [])])),
      Case(name: "filter type 5 on every row", bytes: claiming(4, 4, data: Zlib.stored([UInt8]((0..<4).flatMap { _ in [5, 1, 2, 3, 4] })))),
      Case(name: "16-bit RGBA interlaced 1x1", bytes: PNGImage(width: 1, height: 1, colorType: 6, bitDepth: 16, interlaced: true).file(using: &generator)),
    ]
    return cases
  }

  /// Files at Flipbook's pixel budget (2²⁵ pixels) that decode: what costs the most memory a
  /// PNG input may cost, in 130–540 KB of zlib bomb each (8-bit grey and 16-bit RGBA).
  public static func atBudget() -> [Case] {
    [(0, 8), (6, 16)].map { (type: UInt8, depth: UInt8) in
      let image = PNGImage(width: 5_792, height: 5_792, colorType: type, bitDepth: depth)
      return Case(name: "5792x5792 type \(type) depth \(depth)", bytes: PNGChunks.file(
        [image.header, PNGChunk("IDAT", Zlib.zeros(image.rawSize)), PNGChunk("IEND", [])]))
    }
  }
}
