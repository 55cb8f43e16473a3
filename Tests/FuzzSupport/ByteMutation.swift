/// Format-blind damage to a file's bytes: what a bad disk, a cut download or a careless tool
/// does, and the first thing any fuzzer tries.
public enum ByteMutation: CaseIterable, Sendable {
  /// One bit inverted.
  case flipBit
  /// One byte set to a value parsers treat specially (0, 1, 0x7F, 0x80, 0xFF).
  case setByte
  /// Four bytes set to a boundary integer (0, 1, 0x7FFFFFFF, 0x80000000, 0xFFFFFFFF), as a
  /// length, count or size field would hold.
  case setWord
  /// A few random bytes inserted.
  case insert
  /// A short run of bytes deleted.
  case delete
  /// A run of bytes copied over another place.
  case duplicate
  /// Everything after some byte cut off.
  case truncate

  /// The boundary bytes of `setByte`.
  static let bytes: [UInt8] = [0, 1, 0x7F, 0x80, 0xFF]
  /// The boundary words of `setWord`.
  static let words: [UInt32] = [0, 1, 0x7FFF_FFFF, 0x8000_0000, 0xFFFF_FFFF]

  /// `bytes` with this damage done at a place chosen by `generator` within `range` (the whole
  /// file by default); an empty input stays empty.
  public func apply(to bytes: [UInt8], within range: Range<Int>? = nil, using generator: inout SplitMix64) -> [UInt8] {
    var out = bytes
    let span = (range ?? 0..<bytes.count).clamped(to: 0..<bytes.count)
    guard !span.isEmpty else { return out }
    let at = span.lowerBound + generator.below(span.count)
    switch self {
    case .flipBit:
      out[at] ^= 1 << UInt8(generator.below(8))
    case .setByte:
      out[at] = generator.pick(Self.bytes)
    case .setWord:
      let word = generator.pick(Self.words)
      for k in 0..<4 where at + k < out.count { out[at + k] = UInt8(truncatingIfNeeded: word >> (24 - 8 * k)) }
    case .insert:
      out.insert(contentsOf: generator.bytes(1 + generator.below(16)), at: at)
    case .delete:
      out.removeSubrange(at..<min(out.count, at + 1 + generator.below(16)))
    case .duplicate:
      let source = span.lowerBound + generator.below(span.count)
      let run = out[source..<min(out.count, source + 1 + generator.below(64))]
      out.replaceSubrange(at..<min(out.count, at + run.count), with: run)
    case .truncate:
      out.removeSubrange(at...)
    }
    return out
  }

  /// `bytes` with one to `most` random mutations applied in turn.
  public static func random(_ bytes: [UInt8], most: Int = 4, within range: Range<Int>? = nil, using generator: inout SplitMix64) -> [UInt8] {
    var out = bytes
    for _ in 0..<(1 + generator.below(most)) {
      out = generator.pick(allCases).apply(to: out, within: range, using: &generator)
    }
    return out
  }
}
