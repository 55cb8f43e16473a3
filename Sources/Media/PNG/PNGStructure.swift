// The checks a PNG passes before libpng decodes it.
//
// What: a walk over the chunk headers (PNG specification §5.3: a 4-byte length, a 4-byte type,
// the data, a CRC) and a trial inflate of the image data, both bounded by what the file is
// and what its header declares. A file that fails one is refused with an `.invalidInput`
// naming the chunk or the size; anything else (bad CRCs, bad headers, corrupt streams) is
// left for libpng to report in its own words.
// Why: libpng allocates, and zero-fills, as many bytes as a text chunk's length field says
// before it finds the data missing (a 350 KB file declaring a 2³¹ − 1 byte zTXt took 2.1 GB),
// and it inflates all the image data a file holds, also past the last row (a 4 MB file
// declaring 1 × 1 pixels inflated 4 GiB for 5 s). Both costs are checked here first, at most
// one image's worth of inflating.
// Refuses: chunks that claim more bytes than follow them, chunks other than image data over
// 8 MB (libpng's own configured ceiling for a chunk it allocates, which this build does not
// apply to text chunks), and image data that inflates to more than the image needs plus
// 64 KiB.

@_implementationOnly import CPNG

#if canImport(Glibc)
import Glibc
#endif

/// Where the bytes of a PNG come from: memory, or a file read piece by piece.
enum PNGSource {
  case memory(UnsafeRawBufferPointer)
  /// An open descriptor of a regular file of `size` bytes, read with `pread`.
  case file(descriptor: Int32, size: Int)

  /// The number of bytes.
  var size: Int {
    switch self {
    case .memory(let bytes): return bytes.count
    case .file(_, let size): return size
    }
  }

  /// Calls `body` with consecutive pieces (at most 1 MiB each) of the bytes
  /// `offset ..< offset + count`, fewer at the end of the data or of a failed read, until
  /// `body` returns false.
  func pieces(at offset: Int, count: Int, _ body: (UnsafeRawBufferPointer) -> Bool) {
    let end = min(size, offset + count)
    switch self {
    case .memory(let bytes):
      var start = offset
      while start < end {
        let stop = min(end, start + (1 << 20))
        guard body(UnsafeRawBufferPointer(rebasing: bytes[start..<stop])) else { return }
        start = stop
      }
    case .file(let descriptor, _):
      var buffer = [UInt8](repeating: 0, count: min(1 << 20, max(0, end - offset)))
      var start = offset
      while start < end {
        let wanted = min(end - start, buffer.count)
        let got = buffer.withUnsafeMutableBytes { pread(descriptor, $0.baseAddress, wanted, off_t(start)) }
        if got < 0 && errno == EINTR { continue }
        guard got > 0, buffer.withUnsafeBytes({ body(UnsafeRawBufferPointer(rebasing: $0[0..<got])) }) else { return }
        start += got
      }
    }
  }

  /// The bytes `offset ..< offset + count`, fewer at the end of the data.
  func bytes(at offset: Int, count: Int) -> [UInt8] {
    var out: [UInt8] = []
    pieces(at: offset, count: count) { out += $0; return true }
    return out
  }
}

/// The chunk walk and the trial inflate; see the file's note.
enum PNGStructure {
  /// The most bytes a chunk other than IDAT may hold: 8 000 000, libpng's configured
  /// `PNG_USER_CHUNK_MALLOC_MAX`. Critical chunks other than IDAT are at most 768 bytes;
  /// only text, ICC profiles, palettes of suggestions and Exif come near it.
  static let maximumChunkBytes = 8_000_000

  /// Inflated bytes allowed past what the image needs.
  static let inflateSlack = 64 << 10

  /// Throws when `source` (the PNG called `path`) fails one of the checks.
  static func check(_ source: PNGSource, path: String) throws(MediaError) {
    guard source.bytes(at: 0, count: 8) == PNGCodec.signature else { return }
    var header: [UInt8]?
    var imageData: [(offset: Int, count: Int)] = []
    var offset = 8
    while offset + 8 <= source.size {
      let prefix = source.bytes(at: offset, count: 8)
      guard prefix.count == 8 else { return }
      let length = prefix[0..<4].reduce(0) { $0 << 8 | Int($1) }
      let type = String(decoding: prefix[4..<8], as: UTF8.self)
      guard length <= 0x7FFF_FFFF else { return }  // libpng: "PNG unsigned integer out of range"
      let left = source.size - offset - 12
      guard length <= left else {
        throw .invalidInput(
          path: path,
          reason: "PNG chunk \(type) at byte \(offset) declares \(length) bytes, but only \(max(0, left)) follow it")
      }
      if type != "IDAT", length > maximumChunkBytes {
        throw .invalidInput(
          path: path,
          reason: "PNG chunk \(type) at byte \(offset) holds \(length) bytes, more than the \(maximumChunkBytes) Flipbook reads in a chunk other than image data")
      }
      if type == "IHDR", offset == 8, length == 13 { header = source.bytes(at: offset + 8, count: 13) }
      if type == "IDAT" { imageData.append((offset + 8, length)) }
      if type == "IEND" { break }
      offset += 12 + length
    }
    guard let header, let needed = rawSize(header) else { return }
    if inflatesPast(needed + inflateSlack, imageData, in: source) {
      let width = header[0..<4].reduce(0) { $0 << 8 | Int($1) }, height = header[4..<8].reduce(0) { $0 << 8 | Int($1) }
      throw .invalidInput(
        path: path,
        reason: "PNG image data inflates to more than the \(needed) bytes a \(width)×\(height) image of its kind needs (a zlib bomb, or data after the image)")
    }
  }

  /// The bytes the image data of a PNG with IHDR data `header` inflates to (a filter byte and
  /// the packed samples of every row of every Adam7 pass), or `nil` for a header libpng will
  /// refuse or the pixel budget will.
  static func rawSize(_ header: [UInt8]) -> Int? {
    let width = header[0..<4].reduce(0) { $0 << 8 | Int($1) }, height = header[4..<8].reduce(0) { $0 << 8 | Int($1) }
    let depth = Int(header[8]), colorType = header[9], interlace = header[12]
    let depths: [UInt8: [Int]] = [0: [1, 2, 4, 8, 16], 2: [8, 16], 3: [1, 2, 4, 8], 4: [8, 16], 6: [8, 16]]
    // The sides are checked first, so their product cannot overflow; the budget then caps
    // every sum below.
    guard let allowed = depths[colorType], allowed.contains(depth), interlace <= 1,
      width > 0, height > 0, width <= PNGCodec.maximumPixels, height <= PNGCodec.maximumPixels,
      width * height <= PNGCodec.maximumPixels
    else { return nil }
    let channels = [0: 1, 2: 3, 3: 1, 4: 2, 6: 4][colorType]!
    let passes = interlace == 0
      ? [(0, 0, 1, 1)] : [(0, 0, 8, 8), (4, 0, 8, 8), (0, 4, 4, 8), (2, 0, 4, 4), (0, 2, 2, 4), (1, 0, 2, 2), (0, 1, 1, 2)]
    return passes.reduce(0) { sum, pass in
      let (x0, y0, dx, dy) = pass
      let columns = width > x0 ? (width - x0 + dx - 1) / dx : 0, rows = height > y0 ? (height - y0 + dy - 1) / dy : 0
      return columns == 0 || rows == 0 ? sum : sum + rows * (1 + (columns * channels * depth + 7) / 8)
    }
  }

  /// Whether the image data chunks `pieces` of `source`, inflated in order, produce more than
  /// `limit` bytes; stops inflating there. Corrupt data is left for libpng.
  private static func inflatesPast(_ limit: Int, _ chunks: [(offset: Int, count: Int)], in source: PNGSource) -> Bool {
    var probe = cpng_inflate_probe()
    guard cpng_inflate_probe_begin(&probe, UInt64(limit)) == 0 else { return false }
    defer { cpng_inflate_probe_end(&probe) }
    var status: Int32 = 0
    for chunk in chunks where status == 0 {
      source.pieces(at: chunk.offset, count: chunk.count) { piece in
        status = cpng_inflate_probe_feed(&probe, piece.baseAddress?.assumingMemoryBound(to: UInt8.self), piece.count)
        return status == 0
      }
    }
    return status == 2
  }
}
