import Foundation
import FuzzSupport
import Media
import Raster
import Testing

/// Hostile PNG inputs cost nothing: a tiny file that claims a huge size is refused before
/// anything is allocated, and what is not a regular file is an error, not a hang.
@Suite struct PNGInputLimitTests {
  /// A valid PNG with its IHDR width and height rewritten (and the chunk's CRC recomputed),
  /// the rest untouched: the shape of a "69-byte PNG claiming 23000 × 23000".
  static func claiming(width: UInt32, height: UInt32) throws -> [UInt8] {
    var bytes = try PNGCodec.encode(Pixmap(width: 1, height: 1))
    // Signature (8) + IHDR length (4) + "IHDR" (4): width at 16, height at 20, CRC at 29.
    for (offset, value) in [(16, width), (20, height)] {
      for k in 0..<4 { bytes[offset + k] = UInt8(truncatingIfNeeded: value >> (24 - 8 * k)) }
    }
    bytes.replaceSubrange(29..<33, with: bigEndian(crc32(Array(bytes[12..<29]))))
    return bytes
  }

  @Test func theCRCMatchesTheEncodersOwn() throws {
    // The control for `claiming`: recomputing the CRC of an untouched file changes nothing.
    let bytes = try PNGCodec.encode(Pixmap(width: 1, height: 1))
    let stored = bytes[29..<33].reduce(UInt32(0)) { $0 << 8 | UInt32($1) }
    #expect(crc32(Array(bytes[12..<29])) == stored)
  }

  @Test func aSmallFileClaimingAHugeImageIsRefusedByItsDeclaredSize() throws {
    let scratch = ScratchDirectory()
    defer { scratch.remove() }
    let path = scratch.path + "/bomb.png"
    try Data(try Self.claiming(width: 23_000, height: 23_000)).write(to: URL(fileURLWithPath: path))
    #expect(throws: MediaError.self) { try PNGCodec.read(contentsOf: path) }
    do {
      _ = try PNGCodec.read(contentsOf: path)
    } catch {
      #expect("\(error)".contains("23000×23000"), "\(error)")
    }
  }

  @Test func anImageWithinTheBudgetStillDecodes() throws {
    let scratch = ScratchDirectory()
    defer { scratch.remove() }
    let path = scratch.path + "/ok.png"
    try PNGCodec.write(Pixmap(width: 3, height: 2), to: path)
    #expect(try PNGCodec.read(contentsOf: path).width == 3)
  }

  @Test func aDirectoryIsAnErrorNotAFile() {
    let scratch = ScratchDirectory()
    defer { scratch.remove() }
    #expect(throws: MediaError.self) { try PNGCodec.read(contentsOf: scratch.path) }
  }

  @Test func aFIFOIsAnErrorNotAHang() throws {
    let scratch = ScratchDirectory()
    defer { scratch.remove() }
    let path = scratch.path + "/pipe.png"
    try #require(mkfifo(path, 0o600) == 0)
    #expect(throws: MediaError.self) { try PNGCodec.read(contentsOf: path) }
  }

  // Found by the PNG fuzz (PNGFuzzTests): each cost seconds or gigabytes before PNGStructure.

  /// Seed "7x5 type 0 depth 2 interlaced" + insert + length + length (seed 0x5eed0001 case
  /// 1038): a zTXt whose length field says 2³¹ − 1 in a 350 KB file. libpng allocated and
  /// zero-filled 2 GiB for it before finding the data missing (2.1 GB peak, 4.7 s).
  @Test func aChunkLongerThanTheFileIsRefusedBeforeLibpngAllocatesIt() throws {
    var generator = SplitMix64(seed: 1038)
    let image = PNGImage(width: 7, height: 5, colorType: 0, bitDepth: 2, interlaced: true)
    let bytes = PNGChunks.file([
      image.header,
      PNGChunk("zTXt", Array("Comment".utf8) + [0, 0] + PNGMutation.bomb, declaredLength: 0x7FFF_FFFF),
      PNGChunk("IDAT", Zlib.stored(image.scanlines(using: &generator))), PNGChunk("IEND", []),
    ])
    let error = #expect(throws: MediaError.self) { try PNGCodec.decode(bytes) }
    #expect(error == .invalidInput(
      path: MediaError.memoryPath, reason: "PNG chunk zTXt at byte 33 declares 2147483647 bytes, but only \(bytes.count - 45) follow it"))
  }

  /// PNGHostile's "1x1 whose data inflates to 1 GiB": libpng inflated all of it after the one
  /// row (1.3 s; a 512 MiB file of it would take minutes). It is refused after inflating
  /// what the image needs plus 64 KiB.
  @Test func imageDataInflatingPastTheImageIsRefused() throws {
    let bytes = PNGChunks.file([
      PNGChunk("IHDR", PNGChunks.header(width: 1, height: 1, bitDepth: 8, colorType: 0)),
      PNGChunk("IDAT", Zlib.zeros(1 << 30)), PNGChunk("IEND", []),
    ])
    let start = Date()
    let error = #expect(throws: MediaError.self) { try PNGCodec.decode(bytes) }
    #expect(error?.description.contains("inflates to more than the 2 bytes a 1×1 image") == true, "\(String(describing: error))")
    #expect(Date().timeIntervalSince(start) < 0.5)
  }

  /// The same stream, cut to what the 1 × 1 image needs and a little more, still decodes: the
  /// check leaves room past the image's own bytes.
  @Test func imageDataALittleLongerThanTheImageStillDecodes() throws {
    let bytes = PNGChunks.file([
      PNGChunk("IHDR", PNGChunks.header(width: 1, height: 1, bitDepth: 8, colorType: 0)),
      PNGChunk("IDAT", Zlib.zeros(2 + 1000)), PNGChunk("IEND", []),
    ])
    #expect(try PNGCodec.decode(bytes).data == [0, 0, 0, 255])
  }

  /// PNGHostile's "16 MiB tEXt": a text chunk over libpng's configured 8 MB ceiling, which
  /// this libpng build allocates anyway.
  @Test func aHugeTextChunkIsRefused() throws {
    let bytes = PNGChunks.file([
      PNGChunk("IHDR", PNGChunks.header(width: 1, height: 1, bitDepth: 8, colorType: 0)),
      PNGChunk("tEXt", Array("Comment".utf8) + [0] + [UInt8](repeating: 0x41, count: 8_000_000)),
      PNGChunk("IDAT", Zlib.stored([0, 0])), PNGChunk("IEND", []),
    ])
    let error = #expect(throws: MediaError.self) { try PNGCodec.decode(bytes) }
    #expect(error?.description.contains("tEXt at byte 33 holds 8000008 bytes") == true, "\(String(describing: error))")
  }

  /// Seed "7x5 type 6 depth 16" + chunkBytes + truncate (seed 0x5eed0001 case 12383, found by
  /// a 20 000-case run): an IHDR of 0x80000007 × 0xFFFFFFFF. PNGStructure's own size
  /// arithmetic multiplied the sides before checking them and trapped on the overflow.
  @Test func sidesWhoseProductOverflowsAreLeftToLibpngToRefuse() throws {
    let bytes = PNGChunks.file([
      PNGChunk("IHDR", [0x80, 0, 0, 7, 0xFF, 0xFF, 0xFF, 0xFF, 16, 6, 0, 0, 0]),
      PNGChunk("IDAT", Zlib.stored([0, 0])), PNGChunk("IEND", []),
    ])
    let error = #expect(throws: MediaError.self) { try PNGCodec.decode(bytes) }
    #expect(error?.description.contains("PNG unsigned integer out of range") == true, "\(String(describing: error))")
  }
}
