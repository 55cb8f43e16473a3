/// zlib streams (RFC 1950) made by hand, so the harness can build any PNG (libpng's writer
/// only makes what Flipbook writes) and zlib bombs of any size without linking zlib.
///
/// Two shapes are enough: stored blocks (RFC 1951 §3.2.4) carry any bytes uncompressed, and
/// a run of zeros coded with the fixed Huffman codes (§3.2.6) as matches of length 258 at
/// distance 1, 13 bits per 258 bytes: a file of n bytes that inflates to about 159·n.
public enum Zlib {
  /// CMF 0x78 (deflate, 32 KiB window), FLG 0x01 (no dictionary; 0x7801 is a multiple of 31).
  static let header: [UInt8] = [0x78, 0x01]

  /// `data` in stored blocks of at most 65 535 bytes.
  public static func stored(_ data: [UInt8]) -> [UInt8] {
    var out = header
    var start = 0
    repeat {
      let end = min(data.count, start + 65_535)
      out += storedBlock(data[start..<end], final: end == data.count)
      start = end
    } while start < data.count
    return out + bigEndian(adler32(data))
  }

  /// A stream that inflates to `count` zero bytes, in about count / 159 bytes.
  public static func zeros(_ count: Int) -> [UInt8] {
    // One zero byte stored first gives the matches a byte to copy and leaves the stream
    // byte-aligned; short runs are stored whole.
    guard count > 1 + 258 else { return stored([UInt8](repeating: 0, count: count)) }
    var out = header + storedBlock([0], final: false)
    var left = count - 1
    var bits = BitWriter()
    bits.write(0b011, count: 3)  // BFINAL = 1, BTYPE = 01 (fixed Huffman), low bit first
    bits.writeMatch258()
    left -= 258
    // 3 + 13 bits is two whole bytes: from here, every 8 matches (104 bits) are the same 13
    // bytes, which are copied rather than coded bit by bit.
    out += bits.bytes
    var unit = BitWriter()
    for _ in 0..<8 { unit.writeMatch258() }
    let groups = left / (8 * 258)
    out.reserveCapacity(out.count + groups * 13 + 64)
    for _ in 0..<groups { out += unit.bytes }
    left -= groups * 8 * 258
    var tail = BitWriter()
    for _ in 0..<(left / 258) { tail.writeMatch258() }
    for _ in 0..<(left % 258) { tail.writeCode(0x30, count: 8) }  // literal 0
    tail.writeCode(0, count: 7)  // end of block (256); the last byte's unused bits stay 0
    // Adler-32 of zeros: A stays 1, B gains 1 per byte.
    return out + tail.bytes + bigEndian(UInt32(count % 65_521) << 16 | 1)
  }

  /// Adler-32 (RFC 1950 §8.2).
  public static func adler32(_ data: [UInt8]) -> UInt32 {
    var a: UInt32 = 1, b: UInt32 = 0
    for byte in data {
      a = (a + UInt32(byte)) % 65_521
      b = (b + a) % 65_521
    }
    return b << 16 | a
  }

  /// One stored block: the 3 header bits padded to a byte, LEN and its complement NLEN
  /// (little-endian), the bytes.
  private static func storedBlock(_ data: ArraySlice<UInt8>, final: Bool) -> [UInt8] {
    let length = UInt16(data.count)
    return [final ? 1 : 0, UInt8(length & 0xFF), UInt8(length >> 8), UInt8(~length & 0xFF), UInt8(~length >> 8)] + data
  }
}

/// Deflate's bit order: fields low bit first, Huffman codes high bit first (RFC 1951 §3.1.1).
private struct BitWriter {
  var bytes: [UInt8] = []
  private var used = 0  // bits of the last byte in use; 0 when it is full or there is none

  /// `count` bits of `value`, low bit first.
  mutating func write(_ value: UInt32, count: Int) {
    for k in 0..<count { writeBit(value >> k & 1) }
  }

  /// A Huffman code of `count` bits, high bit first.
  mutating func writeCode(_ code: UInt32, count: Int) {
    for k in (0..<count).reversed() { writeBit(code >> k & 1) }
  }

  /// Length 258 (code 285, 8 bits 11000101, no extra bits) at distance 1 (code 0, 5 bits).
  mutating func writeMatch258() {
    writeCode(0b1100_0101, count: 8)
    writeCode(0, count: 5)
  }

  /// Appends one bit, starting a new byte when the last is full.
  private mutating func writeBit(_ bit: UInt32) {
    if used == 0 { bytes.append(0) }
    bytes[bytes.count - 1] |= UInt8(bit) << UInt8(used)
    used = (used + 1) % 8
  }
}
