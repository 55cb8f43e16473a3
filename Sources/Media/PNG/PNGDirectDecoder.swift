// Flipbook's own PNG decoder, for the files it writes and the many like them.
//
// What: 8-bit RGB and RGBA, not interlaced, with no chunk that changes what the colours mean
// (no PLTE, tRNS, gAMA, cHRM, iCCP or sBIT; sRGB, text, time, physical size, background and
// Exif are allowed): the image data is inflated straight into one buffer of exactly the rows
// the header declares, unfiltered in place (PNG specification §9), and premultiplied into the
// pixmap. Any other file, and any file in which this decoder finds something wrong (a CRC that
// does not match, a stream that ends short or runs past the image, a filter type out of
// range, chunks out of order), is left to libpng, which decodes it or reports the fault in its
// own words. On the files decoded here libpng's simplified reader converts nothing, so the
// pixels are the same either way (the tests decode both ways and compare).
// Why: reading PNG sequences (`render inspect`, `check`, `compare`, goldens) spent its time in
// the libpng path: the structure check inflates every file once to bound what libpng will
// inflate, libpng inflates it again, both compute the Adler-32, and libpng unfilters and
// converts row by row. Here the image data, its chunks' CRCs checked, is inflated once by
// libdeflate into a buffer the size of the image (a stream that would run past it fails at
// once; the libpng path keeps its trial inflate). libdeflate rather than zlib: a Flipbook frame
// is mostly long matches of the row above, which zlib 1.2.13's inflate copies a byte at a
// time and libdeflate a word at a time — a 1170 × 2100 frame inflates in 0.6–0.8 ms instead of
// 15–19 ms (measured on the hero's frames, one thread).

@_implementationOnly import CDeflate
@_implementationOnly import CPNG
import Raster

enum PNGDirectDecoder {
  /// Ancillary chunks that say nothing about the colours of the pixels.
  static let harmlessChunks: Set<String> = ["sRGB", "pHYs", "tEXt", "zTXt", "iTXt", "tIME", "bKGD", "eXIf"]

  /// The pixels of the PNG in `source`, or `nil` when it is not a file this decoder takes or
  /// something in it is wrong (then libpng decides).
  static func decode(_ source: PNGSource) -> Pixmap? {
    guard let layout = layout(of: source) else { return nil }
    let stride = layout.width * layout.channels + 1
    let needed = stride * layout.height
    let raw = UnsafeMutablePointer<UInt8>.allocate(capacity: needed)
    defer { raw.deallocate() }
    guard inflate(layout.imageData, of: source, into: raw, count: needed),
      unfilter(raw, width: layout.width, height: layout.height, channels: layout.channels)
    else { return nil }
    return Pixmap(
      width: layout.width, height: layout.height,
      premultipliedRGBA: premultiplied(raw, width: layout.width, height: layout.height, channels: layout.channels))
  }

  /// What a file this decoder takes holds: its size, 3 or 4 channels, and where its image data
  /// chunks are (offset of the chunk, length of its data).
  private struct Layout {
    var width = 0, height = 0, channels = 0
    var imageData: [(offset: Int, count: Int)] = []
  }

  /// The layout of `source`, or `nil` when its header or chunks are not ones this decoder
  /// takes. Every chunk's CRC is checked here but the image data's, which `inflate` checks as
  /// it reads them.
  private static func layout(of source: PNGSource) -> Layout? {
    let head = source.bytes(at: 0, count: 33)
    guard head.count == 33, Array(head[0..<8]) == PNGCodec.signature, bigEndian(head, 8) == 13,
      String(decoding: head[12..<16], as: UTF8.self) == "IHDR", checksum(head[12..<29]) == bigEndian(head, 29)
    else { return nil }
    var layout = Layout()
    layout.width = bigEndian(head, 16)
    layout.height = bigEndian(head, 20)
    let (depth, colorType, compression, filter, interlace) = (head[24], head[25], head[26], head[27], head[28])
    guard layout.width > 0, layout.height > 0, layout.width <= PNGCodec.maximumPixels, layout.height <= PNGCodec.maximumPixels,
      layout.width * layout.height <= PNGCodec.maximumPixels,
      depth == 8, colorType == 2 || colorType == 6, compression == 0, filter == 0, interlace == 0
    else { return nil }
    layout.channels = colorType == 6 ? 4 : 3
    var offset = 33
    var imageDataEnded = false
    while true {
      let prefix = source.bytes(at: offset, count: 8)
      guard prefix.count == 8 else { return nil }  // no IEND
      let length = bigEndian(prefix, 0)
      guard length <= 0x7FFF_FFFF, length <= source.size - offset - 12 else { return nil }
      let type = String(decoding: prefix[4..<8], as: UTF8.self)
      if type == "IDAT" {
        guard !imageDataEnded else { return nil }  // image data must be consecutive
        layout.imageData.append((offset, length))
      } else {
        imageDataEnded = !layout.imageData.isEmpty
        guard type == "IEND" || harmlessChunks.contains(type), length <= PNGStructure.maximumChunkBytes else { return nil }
        let chunk = source.bytes(at: offset + 4, count: length + 8)
        guard chunk.count == length + 8, checksum(chunk[0..<length + 4]) == bigEndian(chunk, length + 4) else { return nil }
        if type == "IEND" { return layout.imageData.isEmpty ? nil : layout }
      }
      offset += 12 + length
    }
  }

  /// Inflates the image data into `count` bytes at `raw`; false unless every chunk's CRC
  /// matches and the zlib stream — the chunks' data end to end — fills them exactly, its
  /// Adler-32 matching and nothing after it.
  private static func inflate(
    _ chunks: [(offset: Int, count: Int)], of source: PNGSource, into raw: UnsafeMutablePointer<UInt8>, count: Int
  ) -> Bool {
    // Even stored (uncompressed) blocks add only 5 bytes per 65 535: more data than this is
    // padding (empty blocks) or a stream running past the image, left to libpng's limits
    // rather than read into memory here.
    let total = chunks.reduce(0) { $0 + $1.count }
    guard total <= count + count / 1024 + 64 else { return false }
    var stream: [UInt8] = []
    stream.reserveCapacity(total)
    let typeCRC = Array("IDAT".utf8).withUnsafeBufferPointer { crc32(0, $0.baseAddress, 4) }
    for chunk in chunks {
      let start = stream.count
      source.pieces(at: chunk.offset + 8, count: chunk.count) { piece in
        stream.append(contentsOf: piece.bindMemory(to: UInt8.self))
        return true
      }
      let stored = source.bytes(at: chunk.offset + 8 + chunk.count, count: 4)
      guard stream.count - start == chunk.count, stored.count == 4 else { return false }
      let whole = stream.withUnsafeBufferPointer { data in
        UInt32(crc32(typeCRC, data.baseAddress! + start, UInt32(chunk.count)))
      }
      guard bigEndian(stored, 0) == Int(whole) else { return false }
    }
    guard let decompressor = libdeflate_alloc_decompressor() else { return false }
    defer { libdeflate_free_decompressor(decompressor) }
    var consumed = 0, produced = 0
    let result = stream.withUnsafeBufferPointer { data in
      libdeflate_zlib_decompress_ex(decompressor, data.baseAddress, data.count, raw, count, &consumed, &produced)
    }
    return result == LIBDEFLATE_SUCCESS && consumed == stream.count && produced == count
  }

  /// Undoes the row filters in place: row `y` is its filter type byte and then its bytes, and
  /// each row is reconstructed from the one above it, already reconstructed (zeros above the
  /// first). False for a filter type over 4.
  private static func unfilter(_ raw: UnsafeMutablePointer<UInt8>, width: Int, height: Int, channels: Int) -> Bool {
    let n = width * channels
    let zeros = UnsafeMutablePointer<UInt8>.allocate(capacity: n)
    zeros.initialize(repeating: 0, count: n)
    defer { zeros.deallocate() }
    let b = channels
    for y in 0..<height {
      let row = raw + y * (n + 1)
      let cur = row + 1
      let up = y == 0 ? UnsafePointer(zeros) : UnsafePointer(row - n)
      switch row[0] {
      case 0: break
      case 1:
        var i = b
        while i < n { cur[i] &+= cur[i &- b]; i &+= 1 }
      case 2:
        for i in 0..<n { cur[i] &+= up[i] }
      case 3:
        for i in 0..<b { cur[i] &+= up[i] >> 1 }
        var i = b
        while i < n {
          cur[i] &+= UInt8(truncatingIfNeeded: (UInt16(cur[i &- b]) &+ UInt16(up[i])) >> 1)
          i &+= 1
        }
      case 4:
        // With a = c = 0 (the first pixel), Paeth predicts b: the Up filter.
        for i in 0..<b { cur[i] &+= up[i] }
        var i = b
        while i < n {
          cur[i] &+= PNGRow.paeth(cur[i &- b], up[i], up[i &- b])
          i &+= 1
        }
      default:
        return false
      }
    }
    return true
  }

  /// The reconstructed rows as premultiplied RGBA: an opaque pixel as it is, any other with its
  /// colour multiplied by its alpha and rounded (`Pixmap.mulDiv255`, as `Pixmap(straightRGBA:)`);
  /// RGB pixels become opaque.
  private static func premultiplied(_ raw: UnsafePointer<UInt8>, width: Int, height: Int, channels: Int) -> [UInt8] {
    let n = width * channels
    return [UInt8](unsafeUninitializedCapacity: width * height * 4) { buffer, initialized in
      let out = UnsafeMutableRawPointer(buffer.baseAddress!)
      for y in 0..<height {
        let row = UnsafeRawPointer(raw + y * (n + 1) + 1)
        let target = out + y * width * 4
        if channels == 3 {
          for x in 0..<width {
            let r = UInt32(row.load(fromByteOffset: x &* 3, as: UInt8.self))
            let g = UInt32(row.load(fromByteOffset: x &* 3 &+ 1, as: UInt8.self))
            let b = UInt32(row.load(fromByteOffset: x &* 3 &+ 2, as: UInt8.self))
            target.storeBytes(of: r | g << 8 | b << 16 | 0xFF00_0000, toByteOffset: x &* 4, as: UInt32.self)
          }
          continue
        }
        // Four opaque pixels at a time are a copy (an opaque frame is nothing else).
        let opaque = SIMD4<UInt32>(repeating: 0xFF00_0000)
        var x = 0
        while x < width {
          if x &+ 4 <= width {
            let four = row.loadUnaligned(fromByteOffset: x &* 4, as: SIMD4<UInt32>.self)
            if four & opaque == opaque {
              target.storeBytes(of: four, toByteOffset: x &* 4, as: SIMD4<UInt32>.self)
              x &+= 4
              continue
            }
          }
          for i in x..<min(width, x &+ 4) {
            let p = row.loadUnaligned(fromByteOffset: i &* 4, as: UInt32.self)
            let a = p >> 24
            var q = p
            if a != 255 {
              // Red and blue in 16-bit lanes, green alone: c · a + 128 ≤ 65 153, so no lane
              // carries into the next; (t + t >> 8) >> 8 is `mulDiv255` in each.
              var rb = (p & 0x00FF_00FF) &* a &+ 0x0080_0080
              rb = ((rb &+ ((rb >> 8) & 0x00FF_00FF)) >> 8) & 0x00FF_00FF
              var g = ((p >> 8) & 0xFF) &* a &+ 128
              g = (g &+ (g >> 8)) >> 8
              q = rb | g << 8 | a << 24
            }
            target.storeBytes(of: q, toByteOffset: i &* 4, as: UInt32.self)
          }
          x = min(width, x &+ 4)
        }
      }
      initialized = width * height * 4
    }
  }

  /// The CRC-32 of `bytes`, as a chunk stores it.
  private static func checksum(_ bytes: ArraySlice<UInt8>) -> Int {
    bytes.withUnsafeBufferPointer { Int(crc32(0, $0.baseAddress, UInt32($0.count))) }
  }

  /// The big-endian 32-bit number at `offset` of `bytes`.
  private static func bigEndian<C: Collection<UInt8>>(_ bytes: C, _ offset: Int) -> Int where C.Index == Int {
    let start = bytes.startIndex + offset
    return (start..<start + 4).reduce(0) { $0 << 8 | Int(bytes[$1]) }
  }
}
