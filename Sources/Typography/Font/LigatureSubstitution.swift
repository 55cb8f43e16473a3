// Ligature substitution from an OpenType GSUB table (LookupType 4, also wrapped in
// extension lookups, LookupType 7).
//
// What: reads, once and eagerly, the ligature lookups that the 'ccmp' and 'liga' features of
// the default language system of script 'DFLT' (else 'latn') refer to, into dictionaries
// keyed by each ligature's first glyph. Applying them follows the OpenType order: lookups
// run one after another in LookupList order (whichever feature named them); each passes
// over the glyph run from the left and, at each position, replaces the first ligature of
// the font's list for that glyph whose other components follow (fonts list the longest
// first: it is their order of preference), then carries on after the ligature glyph.
// Why: Noto Color Emoji spells every emoji ZWJ sequence, skin-tone modifier, flag
// (regional-indicator pair), keycap and subdivision flag (tag sequence) as a ligature of
// the glyphs of its code points in one 'ccmp' lookup; this is all a renderer of emoji
// clusters needs, without a shaping engine.
// Refuses: every other lookup type (single, multiple, alternate, contextual, chained
// contextual, reverse chained): Noto's other 'ccmp' lookups only turn unmatched flag pairs
// and tag sequences into its "unknown flag" glyph. Lookup flags are not honoured (without
// a GDEF table there are no glyph classes to skip; Noto sets none), nor feature variations,
// other scripts, language systems or features. A table that is truncated, points outside
// itself, or asks for more entries than its size can hold is refused as a whole: the
// initializer throws, and callers then substitute nothing.

/// The ligature lookups of a GSUB table, ready to apply to runs of glyph ids.
package struct LigatureSubstitution: Sendable, Equatable {
  /// One ligature: the glyphs after the first, and the glyph that replaces them all.
  struct Ligature: Sendable, Equatable {
    let components: [UInt16]
    let glyph: UInt16
  }

  /// One lookup: ligatures by first glyph, each list in the font's order of preference.
  typealias Lookup = [UInt16: [Ligature]]

  /// The feature tags whose lookups are read.
  package static let features: Set<String> = ["ccmp", "liga"]

  /// The ligature lookups, in the order they apply.
  let lookups: [Lookup]

  /// Reads the ligature lookups of the GSUB table `bytes`.
  ///
  /// A table without the default script or language system, or whose features name no
  /// ligature lookup, reads as empty.
  ///
  /// - Throws: `FontTableError` when the table is truncated or malformed anywhere this
  ///   reader looks.
  package init(gsub bytes: [UInt8]) throws(FontTableError) {
    var parser = Parser(table: FontTableReader(bytes: bytes, tag: "GSUB"))
    lookups = try parser.ligatureLookups()
  }

  /// The number of ligatures read, over all lookups.
  package var ligatureCount: Int {
    lookups.reduce(0) { $0 + $1.values.reduce(0) { $0 + $1.count } }
  }

  /// `glyphs` with the ligatures applied, lookup by lookup; unchanged when none matches.
  /// Glyph ids above 65535 never match (GSUB glyph ids are 16-bit).
  package func apply(to glyphs: [UInt32]) -> [UInt32] {
    var run = glyphs
    for lookup in lookups where !lookup.isEmpty {
      var i = 0
      while i < run.count {
        if let first = UInt16(exactly: run[i]), let candidates = lookup[first],
          let match = candidates.first(where: { Self.components($0.components, follow: i, in: run) })
        {
          run.replaceSubrange(i...(i + match.components.count), with: [UInt32(match.glyph)])
        }
        i += 1
      }
    }
    return run
  }

  /// Whether `components` are the glyphs right after position `i` of `run`.
  private static func components(_ components: [UInt16], follow i: Int, in run: [UInt32]) -> Bool {
    guard i + components.count < run.count else { return false }
    for (k, component) in components.enumerated() where run[i + 1 + k] != UInt32(component) { return false }
    return true
  }
}

/// Walks a GSUB table from its header to the ligatures of the selected lookups.
private struct Parser {
  let table: FontTableReader
  /// Entries (covered glyphs, ligatures, components) still allowed: each takes at least two
  /// bytes of a well-formed table, so a table that yields more shares offsets to inflate
  /// itself and is refused.
  var budget: Int
  /// Ligature sets already read, by position; sets may be shared between coverage entries.
  var ligatureSets: [Int: [LigatureSubstitution.Ligature]] = [:]

  init(table: FontTableReader) {
    self.table = table
    budget = table.bytes.count
  }

  mutating func ligatureLookups() throws(FontTableError) -> [LigatureSubstitution.Lookup] {
    let major = try table.uint16(at: 0)
    guard major == 1 else { throw table.failure("version \(major).x, expected 1.x", at: 0) }
    let scriptList = try table.offset16(from: 0, at: 4)
    let featureList = try table.offset16(from: 0, at: 6)
    let lookupList = try table.offset16(from: 0, at: 8)
    guard let languageSystem = try defaultLanguageSystem(scriptList: scriptList) else { return [] }
    let indices = try lookupIndices(languageSystem: languageSystem, featureList: featureList)
    let lookupCount = try table.count(at: lookupList)
    try table.require(records: lookupCount, of: 2, at: lookupList + 2)
    var lookups: [LigatureSubstitution.Lookup] = []
    for index in indices.sorted() {
      guard index < lookupCount else {
        throw table.failure("a feature names lookup \(index) of \(lookupCount)", at: lookupList)
      }
      let lookup = try table.offset16(from: lookupList, at: lookupList + 2 + 2 * index)
      lookups.append(try ligatures(inLookup: lookup))
    }
    return lookups
  }

  /// The default language system of script 'DFLT', else 'latn'; `nil` when neither has one.
  func defaultLanguageSystem(scriptList: Int) throws(FontTableError) -> Int? {
    let count = try table.count(at: scriptList)
    try table.require(records: count, of: 6, at: scriptList + 2)
    var scripts: [String: Int] = [:]
    for i in 0..<count {
      let record = scriptList + 2 + 6 * i
      let tag = try table.tag(at: record)
      if scripts[tag] == nil { scripts[tag] = try table.offset16(from: scriptList, at: record + 4) }
    }
    guard let script = scripts["DFLT"] ?? scripts["latn"] else { return nil }
    // A zero offset means the script has no default language system.
    guard try table.count(at: script) != 0 else { return nil }
    return try table.offset16(from: script, at: script)
  }

  /// The indices of the lookups that the selected features of `languageSystem` name, the
  /// required feature included.
  func lookupIndices(languageSystem: Int, featureList: Int) throws(FontTableError) -> Set<Int> {
    // LangSys: lookupOrderOffset (reserved), requiredFeatureIndex, featureIndexCount, indices.
    var features: [Int] = []
    let required = try table.count(at: languageSystem + 2)
    if required != 0xFFFF { features.append(required) }
    let featureIndexCount = try table.count(at: languageSystem + 4)
    try table.require(records: featureIndexCount, of: 2, at: languageSystem + 6)
    for i in 0..<featureIndexCount { features.append(try table.count(at: languageSystem + 6 + 2 * i)) }

    let featureCount = try table.count(at: featureList)
    try table.require(records: featureCount, of: 6, at: featureList + 2)
    var lookups = Set<Int>()
    for index in features {
      guard index < featureCount else {
        throw table.failure("language system names feature \(index) of \(featureCount)", at: languageSystem)
      }
      let record = featureList + 2 + 6 * index
      guard LigatureSubstitution.features.contains(try table.tag(at: record)) else { continue }
      // Feature: featureParamsOffset, lookupIndexCount, lookup indices.
      let feature = try table.offset16(from: featureList, at: record + 4)
      let lookupIndexCount = try table.count(at: feature + 2)
      try table.require(records: lookupIndexCount, of: 2, at: feature + 4)
      for j in 0..<lookupIndexCount { lookups.insert(try table.count(at: feature + 4 + 2 * j)) }
    }
    return lookups
  }

  /// The ligatures of the lookup at `lookup`: empty unless it is a ligature lookup, directly
  /// or through extension subtables.
  mutating func ligatures(inLookup lookup: Int) throws(FontTableError) -> LigatureSubstitution.Lookup {
    // Lookup: lookupType, lookupFlag, subTableCount, subtable offsets.
    let type = try table.uint16(at: lookup)
    let subtableCount = try table.count(at: lookup + 4)
    try table.require(records: subtableCount, of: 2, at: lookup + 6)
    var result: LigatureSubstitution.Lookup = [:]
    for s in 0..<subtableCount {
      var subtable = try table.offset16(from: lookup, at: lookup + 6 + 2 * s)
      var subtableType = type
      if type == 7 {
        // Extension: format 1, the wrapped lookup type, a 32-bit offset from this subtable.
        let format = try table.uint16(at: subtable)
        guard format == 1 else { throw table.failure("extension format \(format)", at: subtable) }
        subtableType = try table.uint16(at: subtable + 2)
        guard subtableType != 7 else { throw table.failure("extension wraps an extension", at: subtable) }
        subtable = try table.offset32(from: subtable, at: subtable + 4)
      }
      guard subtableType == 4 else { continue }
      try readLigatureSubtable(at: subtable, into: &result)
    }
    return result
  }

  /// Adds the ligatures of the format 1 ligature substitution subtable at `subtable` to
  /// `lookup`, after those of earlier subtables (which take precedence).
  mutating func readLigatureSubtable(at subtable: Int, into lookup: inout LigatureSubstitution.Lookup)
    throws(FontTableError)
  {
    // LigatureSubstFormat1: substFormat, coverageOffset, ligatureSetCount, set offsets.
    let format = try table.uint16(at: subtable)
    guard format == 1 else { throw table.failure("ligature substitution format \(format)", at: subtable) }
    let coverage = try table.offset16(from: subtable, at: subtable + 2)
    let setCount = try table.count(at: subtable + 4)
    try table.require(records: setCount, of: 2, at: subtable + 6)
    for (glyph, index) in try coveredGlyphs(coverage: coverage, setCount: setCount) {
      let set = try table.offset16(from: subtable, at: subtable + 6 + 2 * index)
      lookup[glyph, default: []].append(contentsOf: try ligatureSet(at: set))
    }
  }

  /// The glyphs of the coverage table at `coverage` with their coverage indices, each of
  /// which must name one of `setCount` ligature sets.
  mutating func coveredGlyphs(coverage: Int, setCount: Int) throws(FontTableError) -> [(UInt16, Int)] {
    let format = try table.uint16(at: coverage)
    let count = try table.count(at: coverage + 2)
    var covered: [(UInt16, Int)] = []
    switch format {
    case 1:
      // A sorted glyph array; the coverage index is the position in it.
      guard count <= setCount else {
        throw table.failure("coverage of \(count) glyphs for \(setCount) ligature sets", at: coverage)
      }
      try table.require(records: count, of: 2, at: coverage + 4)
      try spend(count, at: coverage)
      for i in 0..<count { covered.append((try table.uint16(at: coverage + 4 + 2 * i), i)) }
    case 2:
      // Ranges: startGlyphID, endGlyphID, startCoverageIndex.
      try table.require(records: count, of: 6, at: coverage + 4)
      for i in 0..<count {
        let record = coverage + 4 + 6 * i
        let start = try table.uint16(at: record), end = try table.uint16(at: record + 2)
        let startIndex = try table.count(at: record + 4)
        guard start <= end, startIndex + Int(end - start) < setCount else {
          throw table.failure("coverage range \(start)…\(end) from index \(startIndex) for \(setCount) sets", at: record)
        }
        try spend(Int(end - start) + 1, at: record)
        for k in 0...Int(end - start) { covered.append((start + UInt16(k), startIndex + k)) }
      }
    default:
      throw table.failure("coverage format \(format)", at: coverage)
    }
    return covered
  }

  /// The ligatures of the ligature set at `set`, in the font's order.
  mutating func ligatureSet(at set: Int) throws(FontTableError) -> [LigatureSubstitution.Ligature] {
    if let known = ligatureSets[set] { return known }
    // LigatureSet: ligatureCount, ligature offsets from the set.
    let count = try table.count(at: set)
    try table.require(records: count, of: 2, at: set + 2)
    var ligatures: [LigatureSubstitution.Ligature] = []
    for i in 0..<count {
      // Ligature: ligatureGlyph, componentCount (the first included), the other components.
      let ligature = try table.offset16(from: set, at: set + 2 + 2 * i)
      let glyph = try table.uint16(at: ligature)
      let componentCount = try table.count(at: ligature + 2)
      guard componentCount >= 1 else { throw table.failure("ligature of no components", at: ligature) }
      try table.require(records: componentCount - 1, of: 2, at: ligature + 4)
      try spend(componentCount, at: ligature)
      var components: [UInt16] = []
      components.reserveCapacity(componentCount - 1)
      for k in 1..<componentCount { components.append(try table.uint16(at: ligature + 2 + 2 * k)) }
      ligatures.append(.init(components: components, glyph: glyph))
    }
    ligatureSets[set] = ligatures
    return ligatures
  }

  /// Takes `entries` from the budget, failing once the table yields more than it can hold.
  mutating func spend(_ entries: Int, at offset: Int) throws(FontTableError) {
    budget -= entries
    guard budget >= 0 else { throw table.failure("more entries than a table of \(table.bytes.count) bytes holds", at: offset) }
  }
}
