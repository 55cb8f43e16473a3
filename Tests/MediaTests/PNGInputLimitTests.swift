import Foundation
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
    let crc = crc32(bytes[12..<29])
    for k in 0..<4 { bytes[29 + k] = UInt8(truncatingIfNeeded: crc >> (24 - 8 * k)) }
    return bytes
  }

  /// CRC-32 as PNG defines it (ISO 3309, reflected polynomial 0xEDB88320), bit by bit.
  static func crc32(_ data: ArraySlice<UInt8>) -> UInt32 {
    var crc: UInt32 = 0xFFFF_FFFF
    for byte in data {
      crc ^= UInt32(byte)
      for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
    }
    return ~crc
  }

  @Test func theCRCMatchesTheEncodersOwn() throws {
    // The control for `claiming`: recomputing the CRC of an untouched file changes nothing.
    let bytes = try PNGCodec.encode(Pixmap(width: 1, height: 1))
    let stored = bytes[29..<33].reduce(UInt32(0)) { $0 << 8 | UInt32($1) }
    #expect(Self.crc32(bytes[12..<29]) == stored)
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
}
