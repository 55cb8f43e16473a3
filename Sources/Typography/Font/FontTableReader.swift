// A bounds-checked big-endian view of one font table's bytes.
//
// What: reads the integer fields and offsets that OpenType tables are made of, every read
// checked against the table's length, so a truncated or corrupted table surfaces as a
// `FontTableError` naming the failing offset instead of a trap.
// Why: font tables are untrusted input; each parser built on this reader only states what
// it expects, and a bad offset anywhere makes the whole table unreadable.
// Refuses: writing, 24-bit and fixed-point fields (nothing here needs them yet).

/// Why a font table could not be read: which table, where, and what was wrong.
package struct FontTableError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The table's tag, such as "GSUB".
  package let table: String
  /// The byte offset in the table where reading failed.
  package let offset: Int
  /// What was wrong there.
  package let reason: String

  package var description: String { "malformed \(table) table at byte \(offset): \(reason)" }
}

/// Big-endian fields of one font table, read with bounds checks.
struct FontTableReader {
  /// The table's bytes.
  let bytes: [UInt8]
  /// The table's tag, for error messages.
  let tag: String

  /// The error for `reason` at `offset`.
  func failure(_ reason: String, at offset: Int) -> FontTableError {
    FontTableError(table: tag, offset: offset, reason: reason)
  }

  /// The 16-bit unsigned field at `offset`.
  func uint16(at offset: Int) throws(FontTableError) -> UInt16 {
    guard offset >= 0, offset <= bytes.count - 2 else { throw failure("16-bit field past the end", at: offset) }
    return UInt16(bytes[offset]) << 8 | UInt16(bytes[offset + 1])
  }

  /// The 32-bit unsigned field at `offset`.
  func uint32(at offset: Int) throws(FontTableError) -> UInt32 {
    guard offset >= 0, offset <= bytes.count - 4 else { throw failure("32-bit field past the end", at: offset) }
    return UInt32(try uint16(at: offset)) << 16 | UInt32(try uint16(at: offset + 2))
  }

  /// The 16-bit unsigned field at `offset` as an `Int`, for counts and indices.
  func count(at offset: Int) throws(FontTableError) -> Int { Int(try uint16(at: offset)) }

  /// The four-character tag at `offset`, as text.
  func tag(at offset: Int) throws(FontTableError) -> String {
    let value = try uint32(at: offset)
    let characters = (0..<4).map { Character(Unicode.Scalar(UInt8(truncatingIfNeeded: value >> (24 - 8 * $0)))) }
    return String(characters)
  }

  /// The absolute position of a subtable whose 16-bit offset, relative to `base`, is stored
  /// at `field`; the subtable's first byte must lie inside the table.
  func offset16(from base: Int, at field: Int) throws(FontTableError) -> Int {
    try position(base + (try count(at: field)), field: field)
  }

  /// The absolute position of a subtable whose 32-bit offset, relative to `base`, is stored
  /// at `field`; the subtable's first byte must lie inside the table.
  func offset32(from base: Int, at field: Int) throws(FontTableError) -> Int {
    let relative = try uint32(at: field)
    guard relative < UInt32(bytes.count) else { throw failure("offset \(relative) past the end", at: field) }
    return try position(base + Int(relative), field: field)
  }

  private func position(_ target: Int, field: Int) throws(FontTableError) -> Int {
    guard target < bytes.count else { throw failure("offset to \(target) past the end (\(bytes.count) bytes)", at: field) }
    return target
  }

  /// Checks that `count` records of `size` bytes starting at `offset` lie inside the table,
  /// before a loop reads them.
  func require(records count: Int, of size: Int, at offset: Int) throws(FontTableError) {
    guard offset >= 0, count >= 0, offset + count * size <= bytes.count else {
      throw failure("\(count) records of \(size) bytes run past the end", at: offset)
    }
  }
}
