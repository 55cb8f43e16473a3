// The `hhea` table's line metrics, read straight from the font file.
//
// FreeType's `FT_Face.ascender` may come from the OS/2 table instead of `hhea` depending on
// the font and the FreeType version, so the 36-byte `hhea` table is found through the sfnt
// table directory and read here, before any FreeType face exists. Only single fonts (not
// .ttc collections) are supported.

import Foundation

/// Ascender, descender and line gap from a font file's `hhea` table, in font units.
struct HorizontalHeader {
  var ascender: Int
  var descender: Int
  var lineGap: Int

  init(contentsOf path: String) throws(TypographyError) {
    guard let file = FileHandle(forReadingAtPath: path) else {
      throw .fontFileMissing(path: path, debianPackage: nil)
    }
    defer { try? file.close() }
    func read(at offset: UInt64, count: Int) -> [UInt8]? {
      guard (try? file.seek(toOffset: offset)) != nil,
        let data = try? file.read(upToCount: count), data.count == count
      else { return nil }
      return [UInt8](data)
    }
    guard let header = read(at: 0, count: 12) else { throw .malformedFont(path: path, reason: "file shorter than an sfnt header") }
    let version = UInt32(bigEndian: header, at: 0)
    guard version == 0x0001_0000 || version == 0x4F54_544F /* OTTO */ || version == 0x7472_7565 /* true */ else {
      throw .malformedFont(path: path, reason: "not an OpenType or TrueType font (sfnt version \(version))")
    }
    let tableCount = Int(UInt16(bigEndian: header, at: 4))
    guard let directory = read(at: 12, count: 16 * tableCount) else {
      throw .malformedFont(path: path, reason: "truncated table directory")
    }
    for i in 0..<tableCount where UInt32(bigEndian: directory, at: 16 * i) == 0x6868_6561 /* hhea */ {
      let offset = UInt64(UInt32(bigEndian: directory, at: 16 * i + 8))
      guard let hhea = read(at: offset, count: 10) else { break }
      ascender = Int(Int16(bitPattern: UInt16(bigEndian: hhea, at: 4)))
      descender = Int(Int16(bitPattern: UInt16(bigEndian: hhea, at: 6)))
      lineGap = Int(Int16(bitPattern: UInt16(bigEndian: hhea, at: 8)))
      return
    }
    throw .malformedFont(path: path, reason: "no readable hhea table")
  }
}

extension UInt32 {
  fileprivate init(bigEndian bytes: [UInt8], at i: Int) {
    self = UInt32(bytes[i]) << 24 | UInt32(bytes[i + 1]) << 16 | UInt32(bytes[i + 2]) << 8 | UInt32(bytes[i + 3])
  }
}

extension UInt16 {
  fileprivate init(bigEndian bytes: [UInt8], at i: Int) {
    self = UInt16(bytes[i]) << 8 | UInt16(bytes[i + 1])
  }
}
