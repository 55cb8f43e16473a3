/// Hostile videos made on purpose rather than by chance (the corpus keeps those that need an
/// encoder).
public enum VideoHostile {
  /// `stream` (an H.264 elementary stream) behind two NAL units whose bytes also read as
  /// ISO-BMFF boxes: an access unit delimiter and zero padding, which read as a box of size 1
  /// with a 64-bit size of 16, then an SEI (user data unregistered) at byte 16, which reads
  /// as one of size 1 with a 64-bit size of 2⁶³ − 1. A walk of the top-level boxes that adds
  /// sizes to its offset overflows there; libavformat reads the file as H.264 all the same.
  public static func boxSizeOverflow(before stream: [UInt8]) -> [UInt8] {
    let delimiter: [UInt8] = [0, 0, 0, 1, 0x09, 0x10, 0, 0] + [0, 0, 0, 0, 0, 0, 0, 16]
    let sei: [UInt8] = [0, 0, 0, 1, 0x06, 0x05, 0x10, 0x20] + [0x7F] + [UInt8](repeating: 0xFF, count: 7)
      + [UInt8](repeating: 0, count: 8) + [0x80]
    return delimiter + sei + stream
  }
}
