/// A PNG file as its chunks, read and written by the rules of the PNG specification (W3C,
/// 3rd edition, §5): an 8-byte signature, then chunks of a 4-byte big-endian length, a 4-byte
/// type, the data and a CRC-32 of type and data.
///
/// This is the fuzz harness's own reading, independent of libpng, so mutations can aim at one
/// chunk's fields and still carry a valid CRC (a damaged byte behind a wrong CRC only tests
/// the CRC check).
public struct PNGChunk: Equatable, Sendable {
  /// The four type letters, e.g. `IHDR`.
  public var type: [UInt8]
  public var data: [UInt8]
  /// The length field as stored; `nil` writes `data.count`.
  public var declaredLength: UInt32?
  /// The CRC as stored; `nil` writes the correct one.
  public var declaredCRC: UInt32?

  /// A chunk of `type` holding `data`, its length and CRC correct unless given.
  public init(_ type: String, _ data: [UInt8], declaredLength: UInt32? = nil, declaredCRC: UInt32? = nil) {
    self.type = Array(type.utf8)
    self.data = data
    self.declaredLength = declaredLength
    self.declaredCRC = declaredCRC
  }

  /// The type as text (`IHDR`).
  public var name: String { String(decoding: type, as: UTF8.self) }

  /// Length, type, data and CRC, as the file holds them.
  public var bytes: [UInt8] {
    bigEndian(declaredLength ?? UInt32(data.count)) + type + data + bigEndian(declaredCRC ?? crc32(type, data))
  }
}

/// Reading and writing whole PNG files as chunk lists.
public enum PNGChunks {
  /// `\x89PNG\r\n\x1a\n`.
  public static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

  /// The signature followed by `chunks`.
  public static func file(_ chunks: [PNGChunk]) -> [UInt8] { signature + chunks.flatMap(\.bytes) }

  /// The chunks of a well-formed file, with `declaredLength` and `declaredCRC` left `nil`;
  /// `nil` for a file whose signature or chunk lengths do not add up.
  public static func chunks(of file: [UInt8]) -> [PNGChunk]? {
    guard file.count >= 8, Array(file[0..<8]) == signature else { return nil }
    var chunks: [PNGChunk] = []
    var offset = 8
    while offset < file.count {
      guard offset + 12 <= file.count else { return nil }
      let length = Int(readBigEndian(file, at: offset))
      guard length <= file.count - offset - 12 else { return nil }
      let type = Array(file[(offset + 4)..<(offset + 8)])
      chunks.append(PNGChunk(String(decoding: type, as: UTF8.self), Array(file[(offset + 8)..<(offset + 8 + length)])))
      offset += 12 + length
    }
    return chunks
  }

  /// The offsets where the signature and each chunk end (and so where the next begins), the
  /// places a cut file most often stops.
  public static func boundaries(of file: [UInt8]) -> [Int] {
    guard let chunks = chunks(of: file) else { return [] }
    var ends = [8]
    for chunk in chunks { ends.append(ends[ends.count - 1] + 12 + chunk.data.count) }
    return ends
  }

  /// IHDR data: width, height, bit depth, colour type, compression, filter and interlace
  /// method (13 bytes).
  public static func header(
    width: UInt32, height: UInt32, bitDepth: UInt8, colorType: UInt8, interlace: UInt8 = 0,
    compression: UInt8 = 0, filter: UInt8 = 0
  ) -> [UInt8] {
    bigEndian(width) + bigEndian(height) + [bitDepth, colorType, compression, filter, interlace]
  }
}

/// `value` as four big-endian bytes.
public func bigEndian(_ value: UInt32) -> [UInt8] { (0..<4).map { UInt8(truncatingIfNeeded: value >> (24 - 8 * $0)) } }

/// The big-endian 32-bit value at `offset` of `bytes`.
public func readBigEndian(_ bytes: [UInt8], at offset: Int) -> UInt32 {
  bytes[offset..<(offset + 4)].reduce(0) { $0 << 8 | UInt32($1) }
}

/// CRC-32 as PNG defines it (ISO 3309, reflected polynomial 0xEDB88320), by the table method
/// of the specification's sample code (Annex D), over `parts` one after another (a chunk's
/// type and data, without joining them into a copy).
public func crc32(_ parts: [UInt8]...) -> UInt32 {
  crcTable.withUnsafeBufferPointer { table in
    var crc: UInt32 = 0xFFFF_FFFF
    for part in parts {
      part.withUnsafeBufferPointer { bytes in
        for byte in bytes { crc = table[Int((crc ^ UInt32(byte)) & 0xFF)] ^ (crc >> 8) }
      }
    }
    return ~crc
  }
}

/// The CRC of each byte value, eight shifts of the polynomial each.
private let crcTable: [UInt32] = (0..<256).map { (n: UInt32) -> UInt32 in
  var c = n
  for _ in 0..<8 { c = c & 1 == 1 ? 0xEDB8_8320 ^ (c >> 1) : c >> 1 }
  return c
}
