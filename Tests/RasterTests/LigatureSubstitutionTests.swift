import Foundation
import FuzzSupport
import Testing
import Typography

// GSUB ligatures. The small tables here are laid out by hand from the OpenType GSUB
// chapter, every offset counted in the comments; the expectations for Noto Color Emoji
// 2.042 were read with fontTools 4.68 (`TTFont(...)['GSUB']`, glyph names from its glyph
// order), independently of this reader.

/// A hand-made GSUB table: script 'DFLT' whose default language system has features
/// 'ccmp' (lookup 0) and 'smcp' (lookup 1). Lookup 0 ligates 10 11 12 → 50 and 10 11 → 51,
/// in that order; lookup 1 ligates 20 21 → 60 but is not read ('smcp' is not a selected
/// feature). With `wrapped`, lookup 0 is an extension lookup (type 7) wrapping its
/// ligature subtable, which then sits 8 bytes later.
private func handMadeGSUB(wrapped: Bool = false) -> [UInt8] {
  let e = wrapped ? 8 : 0
  let tagDFLT: [UInt16] = [0x4446, 0x4C54], tagCcmp: [UInt16] = [0x6363, 0x6D70], tagSmcp: [UInt16] = [0x736D, 0x6370]
  var words: [UInt16] = [
    1, 0, 10, 32, 58,  // 0: version 1.0, ScriptList at 10, FeatureList at 32, LookupList at 58
    1,  // 10: ScriptList: one script
  ]
  words += tagDFLT + [8]  // 12: 'DFLT', Script at 10 + 8 = 18
  words += [4, 0]  // 18: Script: default LangSys at 18 + 4 = 22, no other language systems
  words += [0, 0xFFFF, 2, 0, 1]  // 22: LangSys: no required feature, features 0 and 1
  words += [2] + tagCcmp + [14] + tagSmcp + [20]  // 32: FeatureList: 'ccmp' at 46, 'smcp' at 52
  words += [0, 1, 0]  // 46: Feature 'ccmp': lookup 0
  words += [0, 1, 1]  // 52: Feature 'smcp': lookup 1
  words += [2, 6, UInt16(48 + e)]  // 58: LookupList: lookup 0 at 64, lookup 1 at 106 + e
  words += [wrapped ? 7 : 4, 0, 1, 8]  // 64: Lookup 0: one subtable at 72
  if wrapped {
    words += [1, 4, 0, 8]  // 72: Extension format 1 of type 4, 32-bit offset 8 → 80
  }
  words += [1, 8, 1, 14]  // 72 + e: LigatureSubst: Coverage at +8, one LigatureSet at +14
  words += [1, 1, 10]  // 80 + e: Coverage format 1: glyph 10
  words += [2, 6, 14]  // 86 + e: LigatureSet: ligatures at +6 and +14
  words += [50, 3, 11, 12]  // 92 + e: Ligature 10 11 12 → 50
  words += [51, 2, 11]  // 100 + e: Ligature 10 11 → 51
  words += [4, 0, 1, 8]  // 106 + e: Lookup 1: one subtable at +8
  words += [1, 8, 1, 14]  // 114 + e: LigatureSubst: Coverage at +8, LigatureSet at +14
  words += [1, 1, 20]  // 122 + e: Coverage: glyph 20
  words += [1, 4]  // 128 + e: LigatureSet: one ligature at +4
  words += [60, 2, 21]  // 132 + e: Ligature 20 21 → 60
  return words.flatMap { [UInt8($0 >> 8), UInt8($0 & 0xFF)] }
}

/// `handMadeGSUB()` with lookup 0's subtable replaced: 1000 ligature sets, all at the one set
/// that ligates g 11 → 50, and a format 2 coverage of `ranges` ranges, each glyphs 0…999
/// from coverage index 0 (overlapping, as no valid font has them).
private func sharedSetGSUB(ranges: Int) -> [UInt8] {
  let sets = 1000
  let coverage = 72 + 6 + 2 * sets  // after substFormat, coverage offset, count, set offsets
  let set = coverage + 4 + 6 * ranges
  var subtable: [UInt16] = [1, UInt16(coverage - 72), UInt16(sets)]
  subtable += Array(repeating: UInt16(set - 72), count: sets)
  subtable += [2, UInt16(ranges)] + (0..<ranges).flatMap { _ in [0, 999, 0] as [UInt16] }
  subtable += [1, 4, 50, 2, 11]  // LigatureSet: one ligature at +4, g 11 → 50
  var bytes = handMadeGSUB()
  bytes.replaceSubrange(72..., with: subtable.flatMap { [UInt8($0 >> 8), UInt8($0 & 0xFF)] })
  return bytes
}

/// The bytes of Noto Color Emoji's GSUB table.
private func notoGSUB() throws -> [UInt8] {
  try #require(try ColorGlyphFace.emoji().tableBytes("GSUB"))
}

@Suite struct LigatureSubstitutionTests {
  @Test func handMadeTableReadsItsTwoLigaturesOfTheSelectedFeatureOnly() throws {
    let table = try LigatureSubstitution(gsub: handMadeGSUB())
    #expect(table.ligatureCount == 2)
  }

  @Test func firstListedMatchingLigatureWinsAndRunsContinueAfterIt() throws {
    let table = try LigatureSubstitution(gsub: handMadeGSUB())
    #expect(table.apply(to: [10, 11, 12]) == [50])
    #expect(table.apply(to: [10, 11]) == [51])
    #expect(table.apply(to: [9, 10, 11, 12, 10, 11, 7]) == [9, 50, 51, 7])
    #expect(table.apply(to: [10, 12]) == [10, 12])
    #expect(table.apply(to: [10]) == [10])
    #expect(table.apply(to: []) == [])
  }

  @Test func lookupsOfUnselectedFeaturesDoNotApply() throws {
    let table = try LigatureSubstitution(gsub: handMadeGSUB())
    #expect(table.apply(to: [20, 21]) == [20, 21])
  }

  @Test func extensionLookupWrapsTheSameLigatures() throws {
    let table = try LigatureSubstitution(gsub: handMadeGSUB(wrapped: true))
    #expect(table.ligatureCount == 2)
    #expect(table.apply(to: [10, 11, 12, 10, 11]) == [50, 51])
  }

  @Test func glyphIdsBeyondSixteenBitsPassThrough() throws {
    let table = try LigatureSubstitution(gsub: handMadeGSUB())
    #expect(table.apply(to: [0x1_000A, 11]) == [0x1_000A, 11])
  }

  // MARK: Malformed tables

  /// The reader looks at bytes 0..<106 (lookup 1, after them, belongs to an unselected
  /// feature): every cut into those is refused, and a cut after them reads the same table.
  @Test func everyTruncationOfTheHandMadeTableIsRefusedOrReadsTheSame() throws {
    let bytes = handMadeGSUB()
    let full = try LigatureSubstitution(gsub: bytes)
    for length in 0..<bytes.count {
      let cut = try? LigatureSubstitution(gsub: Array(bytes[..<length]))
      if length < 106 {
        #expect(cut == nil, "truncated to \(length) bytes")
      } else {
        #expect(cut == full, "truncated to \(length) bytes")
      }
    }
  }

  @Test func offsetPastTheEndIsRefusedNamingWhere() {
    var bytes = handMadeGSUB()
    bytes[8] = 0xFF  // LookupList offset 0xFF3A
    let error = #expect(throws: FontTableError.self) { try LigatureSubstitution(gsub: bytes) }
    #expect(error?.description == "malformed GSUB table at byte 8: offset to 65338 past the end (138 bytes)")
  }

  @Test func coverageRangeBeyondTheLigatureSetsIsRefused() {
    var bytes = handMadeGSUB()
    // Coverage at 80 becomes format 2 with one range 0…0xFFFF from index 0 (1 set).
    bytes.replaceSubrange(80..<92, with: [0, 2, 0, 1, 0, 0, 0xFF, 0xFF, 0, 0, 0, 0])
    #expect(throws: FontTableError.self) { try LigatureSubstitution(gsub: bytes) }
  }

  /// Overlapping coverage ranges that all point at one ligature set would make a table of
  /// under 3 kB yield a hundred thousand entries; the reader refuses instead of inflating it,
  /// while the same layout with one range (a thousand entries) reads.
  @Test func tableThatYieldsMoreEntriesThanItsSizeIsRefused() throws {
    #expect(throws: FontTableError.self) { try LigatureSubstitution(gsub: sharedSetGSUB(ranges: 100)) }
    let single = try LigatureSubstitution(gsub: sharedSetGSUB(ranges: 1))
    #expect(single.apply(to: [999, 11]) == [50])
  }

  /// Cuts through Noto's table either are refused or, past the ligature lookups (its
  /// contextual lookups come last), read the same ligatures: never a silently partial table.
  @Test func truncatedNotoTableIsRefusedOrReadsTheSame() throws {
    let bytes = try notoGSUB()
    let full = try LigatureSubstitution(gsub: bytes)
    var refused = 0
    for length in stride(from: 0, to: bytes.count, by: max(1, bytes.count / 97)) {
      if let cut = try? LigatureSubstitution(gsub: Array(bytes[..<length])) {
        let same = cut == full
        #expect(same, "truncated to \(length) bytes: \(cut.ligatureCount) ligatures")
      } else {
        refused += 1
      }
    }
    // The ligatures fill most of the table, so most cuts land in them.
    #expect(refused > 97 / 2)
  }

  /// Bytes overwritten at random never trap: the table either reads or is refused.
  @Test func corruptedNotoTableNeverTraps() throws {
    let bytes = try notoGSUB()
    var generator = SplitMix64(seed: 0x6753_5542)
    var refused = 0
    for _ in 0..<200 {
      var corrupted = bytes
      for _ in 0..<8 {
        // Mostly the first kilobyte, where the lists and lookup headers are.
        let limit = Bool.random(using: &generator) ? min(1024, bytes.count) : bytes.count
        corrupted[Int.random(in: 0..<limit, using: &generator)] = UInt8.random(in: 0...255, using: &generator)
      }
      if let table = try? LigatureSubstitution(gsub: corrupted) {
        _ = table.apply(to: [1639, 18, 2358, 7, 21])
      } else {
        refused += 1
      }
    }
    #expect(refused > 0)
  }

  // MARK: Noto Color Emoji

  @Test func notoReadsTheLigaturesOfItsTwoCcmpLigatureLookups() throws {
    // fontTools: 'ccmp' names lookups 0, 2, 3, 4; 0 and 3 are ligature lookups with 3983 and
    // 2 ligatures.
    let table = try LigatureSubstitution(gsub: try notoGSUB())
    #expect(table.ligatureCount == 3983 + 2)
  }

  /// Glyph ids by fontTools' glyph order: J 🇯 u1F1EF, P 🇵 u1F1F5 → flag uFE4E5 (1639); one
  /// + U+20E3 → keycap uFE82E (1471); 👩 + ZWJ (uni200D, 18) + 💻 → glyph02358.
  @Test func notoLigatesFlagKeycapAndZWJSequence() throws {
    let face = try ColorGlyphFace.emoji()
    func glyphs(_ scalars: [Unicode.Scalar]) throws -> [UInt32] {
      try scalars.map { try #require(face.glyphIndex(for: $0)) }
    }
    #expect(face.substitutingLigatures(in: try glyphs(["\u{1F1EF}", "\u{1F1F5}"])) == [1639])
    #expect(face.substitutingLigatures(in: try glyphs(["1", "\u{20E3}"])) == [1471])
    #expect(try glyphs(["\u{200D}"]) == [18])
    #expect(face.substitutingLigatures(in: try glyphs(["\u{1F469}", "\u{200D}", "\u{1F4BB}"])) == [2358])
  }

  /// The flag of Japan is a red disc on a white field: the ligature's bitmap is red in the
  /// middle and light, opaque cloth left and right of the disc; the letters 🇯 and 🇵
  /// drawn apart would have no red middle.
  @Test func japanFlagLigatureIsARedDiscOnWhite() throws {
    let face = try ColorGlyphFace.emoji()
    let letters = try [Unicode.Scalar("\u{1F1EF}"), "\u{1F1F5}"].map { try #require(face.glyphIndex(for: $0)) }
    let ligature = face.substitutingLigatures(in: letters)
    try #require(ligature.count == 1)
    let flag = try #require(face.glyph(ligature[0]))
    func pixel(_ fx: Double, _ fy: Double) -> (r: Int, g: Int, b: Int, a: Int) {
      let x = Int(fx * Double(flag.width)), y = Int(fy * Double(flag.height))
      let i = 4 * (y * flag.width + x), p = flag.premultipliedRGBA
      return (Int(p[i]), Int(p[i + 1]), Int(p[i + 2]), Int(p[i + 3]))
    }
    let centre = pixel(0.5, 0.5)
    #expect(centre.a == 255 && centre.r > 150 && centre.g < 80 && centre.b < 80)
    for side in [pixel(0.15, 0.5), pixel(0.85, 0.5)] {
      #expect(side.a == 255 && min(side.r, side.g, side.b) > 200)
    }
  }
}
