/// Damage aimed at a video file: at the MP4 index (sizes, counts, durations, sample tables),
/// inside the coded frames, and at the box structure itself; format-blind damage for the
/// other containers.
public enum VideoMutation: CaseIterable, Sendable {
  /// A count, size, time scale, duration or dimension field of the index set to a boundary
  /// value (0, 1, 2³¹ − 1, 2³², …).
  case indexField
  /// A box's size field wrong: zero, one (a 64-bit size follows), smaller than its header,
  /// off by one, or past the end of the file.
  case boxSize
  /// A box's 32-bit size turned into a 64-bit one past anything the file could hold (the
  /// header walk must not overflow adding it).
  case hugeLargeSize
  /// Format-blind damage inside the coded frames (`mdat`).
  case mediaBytes
  /// Format-blind damage inside the index (`moov`).
  case indexBytes
  /// Format-blind damage anywhere.
  case fileBytes
  /// The file cut at a box boundary, a few bytes either side, or anywhere.
  case truncate

  /// `file` with this damage; non-MP4 files get format-blind damage or a cut.
  public func apply(to file: [UInt8], using generator: inout SplitMix64) -> [UInt8] {
    let boxes = MP4Boxes.boxes(of: file)
    guard !boxes.isEmpty, boxes.contains(where: { $0.type == "moov" }) else {
      if self == .truncate, !file.isEmpty { return Array(file.prefix(generator.below(file.count))) }
      return ByteMutation.random(file, using: &generator)
    }
    var out = file
    /// Writes `value` big-endian at `offset` of the output, when it fits.
    func put(_ value: UInt32, at offset: Int) {
      guard offset >= 0, offset + 4 <= out.count else { return }
      out.replaceSubrange(offset..<(offset + 4), with: bigEndian(value))
    }
    let words: [UInt32] = [0, 1, 2, 0xFFFF, 0x7FFF_FFFF, 0x8000_0000, 0xFFFF_FFFF, 0x1000_0000]
    switch self {
    case .indexField:
      let tables = boxes.filter { MP4Boxes.fields[$0.type] != nil }
      guard !tables.isEmpty else { return ByteMutation.random(file, using: &generator) }
      let box = generator.pick(tables)
      put(generator.pick(words), at: box.payload + generator.pick(MP4Boxes.fields[box.type]!))
    case .boxSize:
      let box = generator.pick(boxes)
      let size = UInt32(truncatingIfNeeded: box.size)
      put(generator.pick([0, 1, 7, size &- 1, size &+ 1, size &+ 1_000_000, 0xFFFF_FFFF] as [UInt32]), at: box.offset)
    case .hugeLargeSize:
      // Only boxes before the last, so that a walk that reads this header has a place to go.
      let box = generator.pick(boxes.count > 1 ? boxes.dropLast() : boxes[...])
      let huge: UInt64 = generator.pick([0x7FFF_FFFF_FFFF_FFFF, 0x7FFF_FFFF_FFFF_FFF0, 0x8000_0000_0000_0000, 0xFFFF_FFFF_FFFF_FFFF])
      put(1, at: box.offset)
      out.insert(contentsOf: bigEndian(UInt32(huge >> 32)) + bigEndian(UInt32(truncatingIfNeeded: huge)), at: box.offset + 8)
    case .mediaBytes, .indexBytes:
      guard let box = boxes.first(where: { $0.type == (self == .mediaBytes ? "mdat" : "moov") }) else {
        return ByteMutation.random(file, using: &generator)
      }
      return ByteMutation.random(file, most: 8, within: box.payload..<(box.offset + box.size), using: &generator)
    case .fileBytes:
      return ByteMutation.random(file, using: &generator)
    case .truncate:
      let cuts = boxes.flatMap { [$0.offset, $0.payload, $0.offset + $0.size] } + [generator.below(file.count)]
      return Array(file.prefix(max(0, generator.pick(cuts) + generator.pick([-4, -1, 0, 0, 1, 8]))))
    }
    return out
  }
}
