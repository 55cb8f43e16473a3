/// Damage aimed at a PNG's structure, chunk by chunk, most of it behind correct CRCs so that
/// it reaches the header checks, the inflater, the row filters and the ancillary-chunk
/// readers rather than stopping at the CRC check.
public enum PNGMutation: CaseIterable, Sendable {
  /// An IHDR field set to a boundary or invalid value: width or height 0, 2³¹ − 1, 2³¹,
  /// 23 000, just over Flipbook's pixel budget; a bit depth and colour type the
  /// specification does not pair; a compression, filter or interlace method that does not
  /// exist.
  case header
  /// A chunk's length field huge, "negative" (≥ 2³¹), zero or off by one.
  case length
  /// A chunk's CRC wrong.
  case crc
  /// Format-blind damage inside one chunk's data, its CRC recomputed.
  case chunkBytes
  /// Format-blind damage anywhere, CRCs left as they were.
  case fileBytes
  /// The file cut at a chunk boundary, a few bytes either side.
  case truncate
  /// A chunk removed, repeated, or moved elsewhere (IHDR late, PLTE after IDAT, IEND early).
  case reorder
  /// The image data split into IDATs of one to a few bytes each.
  case splitData
  /// The image data replaced by a stream of zeros a little short of, exactly as long as, or
  /// much longer than the image needs (a zlib bomb behind a small IHDR).
  case dataLength
  /// A chunk added: a 1 MiB text chunk, a compressed text or ICC chunk that inflates to
  /// 64 MiB, an unknown critical chunk, a second IHDR or PLTE, an early IEND.
  case insert

  /// `file` with this damage; format-blind damage when `file` does not parse as chunks.
  public func apply(to file: [UInt8], using generator: inout SplitMix64) -> [UInt8] {
    guard var chunks = PNGChunks.chunks(of: file), !chunks.isEmpty else {
      return ByteMutation.random(file, using: &generator)
    }
    let index = generator.below(chunks.count)
    switch self {
    case .header:
      guard let ihdr = chunks.firstIndex(where: { $0.name == "IHDR" }), chunks[ihdr].data.count == 13 else {
        return ByteMutation.random(file, using: &generator)
      }
      var data = chunks[ihdr].data
      switch generator.below(4) {
      case 0, 1:
        let dimension = generator.pick([0, 1, 0x7FFF_FFFF, 0x8000_0000, 0xFFFF_FFFF, 23_000, 5_793, 1 << 25, 65_536] as [UInt32])
        let at = generator.pick([0, 4])
        data.replaceSubrange(at..<(at + 4), with: bigEndian(dimension))
        if generator.oneIn(2) { data.replaceSubrange((4 - at)..<(8 - at), with: bigEndian(generator.pick([1, 23_000, 5_792] as [UInt32]))) }
      case 2:
        data[8] = generator.pick([0, 1, 2, 3, 4, 5, 7, 8, 9, 16, 32, 255] as [UInt8])
        data[9] = generator.pick([0, 1, 2, 3, 4, 5, 6, 7, 8, 255] as [UInt8])
      default:
        data[10 + generator.below(3)] = generator.pick([1, 2, 255] as [UInt8])
      }
      chunks[ihdr].data = data
    case .length:
      chunks[index].declaredLength = generator.pick([
        0x7FFF_FFFF, 0x8000_0000, 0xFFFF_FFFF, 0, UInt32(chunks[index].data.count) + 1,
        UInt32(max(0, chunks[index].data.count - 1)), 1 << 24,
      ] as [UInt32])
    case .crc:
      chunks[index].declaredCRC = crc32(chunks[index].type, chunks[index].data) ^ UInt32(1 + generator.below(0xFFFF))
    case .chunkBytes:
      var chunk = chunks[index]
      if chunk.data.isEmpty || generator.oneIn(8) {
        chunk.type = ByteMutation.flipBit.apply(to: chunk.type, using: &generator)
      } else {
        chunk.data = ByteMutation.random(chunk.data, using: &generator)
      }
      chunks[index] = chunk
    case .fileBytes:
      return ByteMutation.random(file, using: &generator)
    case .truncate:
      let cut = generator.pick(PNGChunks.boundaries(of: file)) + generator.pick([-12, -8, -4, -1, 0, 0, 1, 4, 8])
      return Array(file.prefix(max(0, cut)))
    case .reorder:
      let chunk = chunks[index]
      switch generator.below(3) {
      case 0: chunks.remove(at: index)
      case 1: chunks.insert(chunk, at: generator.below(chunks.count + 1))
      default:
        chunks.remove(at: index)
        chunks.insert(chunk, at: generator.below(chunks.count + 1))
      }
    case .splitData:
      let data = chunks.filter { $0.name == "IDAT" }.flatMap(\.data)
      guard let first = chunks.firstIndex(where: { $0.name == "IDAT" }) else { return file }
      chunks.removeAll { $0.name == "IDAT" }
      let size = 1 + generator.below(4)
      let pieces = stride(from: 0, to: data.count, by: size).map { PNGChunk("IDAT", Array(data[$0..<min(data.count, $0 + size)])) }
      chunks.insert(contentsOf: pieces, at: first)
    case .dataLength:
      guard let first = chunks.firstIndex(where: { $0.name == "IDAT" }), let needed = PNGMutation.rawSize(chunks) else { return file }
      let length = generator.pick([needed - 1, needed, needed + 1, 2 * needed, needed + 16 << 20])
      chunks.removeAll { $0.name == "IDAT" }
      chunks.insert(PNGChunk("IDAT", Zlib.zeros(max(0, length))), at: first)
    case .insert:
      chunks.insert(PNGMutation.inserted(generator.below(9)), at: generator.below(chunks.count + 1))
    }
    return PNGChunks.file(chunks)
  }

  /// Chunk `k` (0…8) of those `insert` adds, made only when chosen.
  static func inserted(_ k: Int) -> PNGChunk {
    switch k {
    case 0: return PNGChunk("tEXt", Array("Comment".utf8) + [0] + [UInt8](repeating: 0x41, count: 1 << 20))
    case 1: return PNGChunk("zTXt", Array("Comment".utf8) + [0, 0] + bomb)
    case 2: return PNGChunk("iCCP", Array("profile".utf8) + [0, 0] + bomb)
    case 3: return PNGChunk("iTXt", Array("Title".utf8) + [0, 1, 0, 0, 0] + bomb)
    case 4: return PNGChunk("abCD", [1, 2, 3])
    case 5: return PNGChunk("IHDR", PNGChunks.header(width: 23_000, height: 23_000, bitDepth: 8, colorType: 6))
    case 6: return PNGChunk("PLTE", [UInt8](repeating: 7, count: 3 * 257))
    case 7: return PNGChunk("tRNS", [UInt8](repeating: 0, count: 300))
    default: return PNGChunk("IEND", [])
    }
  }

  /// A zlib stream inflating to 64 MiB of zeros (about 420 KB), made once.
  public static let bomb = Zlib.zeros(64 << 20)

  /// What a sane IHDR says the image data inflates to, or `nil` for a header that is not
  /// sane or asks for more than 64 MiB (beyond that the replacement stream itself gets big).
  static func rawSize(_ chunks: [PNGChunk]) -> Int? {
    guard let ihdr = chunks.first(where: { $0.name == "IHDR" }), ihdr.data.count == 13 else { return nil }
    let width = Int(readBigEndian(ihdr.data, at: 0)), height = Int(readBigEndian(ihdr.data, at: 4))
    let image = PNGImage(width: width, height: height, colorType: ihdr.data[9], bitDepth: ihdr.data[8], interlaced: ihdr.data[12] == 1)
    guard width <= 1 << 16, height <= 1 << 16, (1...16).contains(image.bitDepth) else { return nil }
    let size = image.rawSize
    return size <= 64 << 20 ? size : nil
  }
}
