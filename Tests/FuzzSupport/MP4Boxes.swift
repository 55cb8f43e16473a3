/// The boxes of an ISO-BMFF file (MP4, MOV), read by ISO/IEC 14496-12 §4.2: a 32-bit
/// big-endian size (1: a 64-bit size follows the type; 0: to the end of the file), a 4-byte
/// type, the payload. This is the harness's own reading, so mutations can aim at one field
/// of one box.
public struct MP4Box: Sendable {
  /// The four type letters, e.g. `stsz`.
  public let type: String
  /// Where the box starts in the file.
  public let offset: Int
  /// Header bytes: 8, or 16 with a 64-bit size.
  public let headerSize: Int
  /// Size of the whole box in bytes.
  public let size: Int

  /// Where the payload starts.
  public var payload: Int { offset + headerSize }
}

/// Reading an ISO-BMFF file into its boxes, and the fields of them a demuxer trusts.
public enum MP4Boxes {
  /// Boxes whose payload is a list of boxes.
  static let containers: Set<String> = ["moov", "trak", "mdia", "minf", "stbl", "dinf", "edts", "udta", "mvex", "moof", "traf"]
  /// Boxes whose payload is boxes after a fixed part: `stsd` after its version, flags and
  /// entry count (8 bytes); video sample entries after their 78 bytes of fields.
  static let prefixed: [String: Int] = ["stsd": 8, "avc1": 78, "hvc1": 78, "hev1": 78, "mp4v": 78, "vp09": 78, "av01": 78]

  /// Every box of `file` that parses, depth first; empty when the file is not a box list.
  public static func boxes(of file: [UInt8]) -> [MP4Box] {
    var found: [MP4Box] = []
    walk(file, from: 0, to: file.count, depth: 0, into: &found)
    return found
  }

  /// The boxes of `file` between `start` and `end`, `depth` containers deep (at most 8); stops
  /// at the first that does not fit.
  private static func walk(_ file: [UInt8], from start: Int, to end: Int, depth: Int, into found: inout [MP4Box]) {
    var offset = start
    while offset + 8 <= end, depth < 8 {
      var size = Int(readBigEndian(file, at: offset))
      var header = 8
      if size == 1 {
        guard offset + 16 <= end else { return }
        let large = (UInt64(readBigEndian(file, at: offset + 8)) << 32) | UInt64(readBigEndian(file, at: offset + 12))
        guard large <= UInt64(end - offset) else { return }
        size = Int(large)
        header = 16
      } else if size == 0 {
        size = end - offset
      }
      guard size >= header, size <= end - offset else { return }
      let type = String(decoding: file[(offset + 4)..<(offset + 8)], as: UTF8.self)
      let box = MP4Box(type: type, offset: offset, headerSize: header, size: size)
      found.append(box)
      if containers.contains(type) {
        walk(file, from: box.payload, to: offset + size, depth: depth + 1, into: &found)
      } else if let skip = prefixed[type], box.payload + skip <= offset + size {
        walk(file, from: box.payload + skip, to: offset + size, depth: depth + 1, into: &found)
      }
      offset += size
    }
  }

  /// Offsets (from the payload) of the 32-bit fields of a box that a demuxer sizes its
  /// tables or clocks by: counts, sizes, time scales, durations and dimensions (version-0
  /// layouts; ISO/IEC 14496-12 §8).
  public static let fields: [String: [Int]] = [
    "mvhd": [12, 16],  // timescale, duration
    "mdhd": [12, 16],
    "tkhd": [20, 76, 80],  // duration, width, height (16.16)
    "elst": [4, 8, 12],  // entry count, segment duration, media time
    "stsd": [4],  // entry count
    "stts": [4, 8, 12],  // entry count, first sample count and delta
    "ctts": [4, 8, 12],
    "stss": [4, 8],  // entry count, first sync sample
    "stsc": [4, 8, 12],  // entry count, first chunk, samples per chunk
    "stsz": [4, 8, 12],  // sample size, sample count, first entry
    "stco": [4, 8],  // entry count, first chunk offset
    "co64": [4],
    "avc1": [24, 26],  // width and height are 16-bit: the word at 24 holds both
    "avcC": [4],  // NAL length size and SPS count
  ]
}
