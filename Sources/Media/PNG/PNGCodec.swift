// PNG encoding with Flipbook's own row filters and zlib; decoding through our own decoder for
// plain 8-bit RGB/RGBA files (`PNGDirectDecoder`) and libpng for everything else.
//
// What: 8-bit straight-alpha RGBA PNGs with an sRGB chunk, from and to premultiplied pixmaps.
// Why this setup: docs/RENDERING.md §5. Rendered frames are mostly flat: most rows repeat the
// one above, filter (Up) to zeros and are coded most cheaply and quickly by zlib's run-length
// strategy (matches at distance 1 only). The rows with content are the rest, and for them the
// stream switches to zlib's lazy matching on the unfiltered pixels: an antialiased edge recurs
// in the row above a few pixels along, a repeat matching finds and no filter expresses. Rows
// that shade smoothly (blurs, gradients) rarely repeat exactly, so they keep a filter chosen
// per row (`PNGRow`, minimum sum of absolute differences). On the peer comparison's ring frames
// that is 7 % smaller than filtering every row and coding runs, and 4 % smaller than Blend2D's
// files; the catalog's frames are 30 % smaller. The sRGB chunk states what the pixels are
// without a bare gAMA that some viewers misapply.
// The encoder writes the chunks itself and calls only zlib, which returns codes (libpng's
// writer reports errors by longjmp, which Swift cannot cross); the libpng fallback uses its
// simplified `png_image_*` API, which returns codes itself. Both keep all state per call, so
// they are thread-safe, and frames are encoded in parallel by the render pipeline; a large
// image's two halves are also deflated at once (`Deflated`).
// Files are decoded through stdio rather than read into memory first, so a file costs its
// pixels, not its size; `PNGStructure` checks every input before libpng sees it.
// Refuses: 16-bit, palette or interlaced *output*, and any colour management beyond what the
// simplified reader does (it converts files with other gammas to sRGB, 16-bit to 8-bit; a 16-bit
// file without gamma information is read as sRGB, like an 8-bit one, not as linear).

@_implementationOnly import CPNG
import Dispatch
import Raster

#if canImport(Glibc)
import Glibc
#endif

/// How PNG rows are filtered before compression.
public enum PNGFilter: Sendable {
  /// Every row unfiltered: fastest, best for noise-like content.
  case none
  /// Every row as the difference from the pixel to its left.
  case sub
  /// Every row as the difference from the row above: small files for vertical gradients.
  case up
  /// Every row with the Paeth predictor (left, above or upper-left, whichever is nearest).
  case paeth
  /// A filter chosen per row: the one whose filtered bytes, read as signed, have the smallest
  /// sum of magnitudes (None, Sub, Up or Paeth; ties go to Up, then Sub, Paeth, None). The
  /// default. With the default compression only rows that shade smoothly are chosen so; a
  /// row repeating the one above is Up and any other None. See docs/RENDERING.md §5.
  case adaptive
}

/// Reads and writes pixmaps as PNG.
public enum PNGCodec {
  /// The PNG file signature, `\x89PNG\r\n\x1a\n`.
  public static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

  /// Encodes `pixmap` as an 8-bit RGBA PNG (straight alpha, sRGB chunk).
  ///
  /// - Parameters:
  ///   - compressionLevel: `nil` (the default) for runs where rows repeat the one above and
  ///     zlib's matching at level 6 on the others (see the design note), the smallest and
  ///     fastest choice measured on animation frames; with a filter other than `.adaptive`,
  ///     zlib's run-length strategy on every row. A zlib level 0–9 uses zlib's default
  ///     strategy at that level on every row instead; level 9, the goldens' choice, searches
  ///     hardest, in several times the time.
  ///   - filter: how rows are filtered; default `.adaptive`: chosen per row (with the default
  ///     compression: Up for a repeated row, the minimum-sum rule for a smooth one, None for
  ///     the others).
  /// - Throws: `.png(call: "png_write", …)` for a pixmap without pixels or too large for the
  ///   format, `.png(call: "deflate", …)` if zlib fails.
  public static func encode(
    _ pixmap: Pixmap, compressionLevel: Int? = nil, filter: PNGFilter = .adaptive
  ) throws(MediaError) -> [UInt8] {
    if let level = compressionLevel {
      precondition((0...9).contains(level), "zlib level must be 0…9, got \(level)")
    }
    guard pixmap.width > 0, pixmap.height > 0 else {
      throw .png(call: "png_write", path: MediaError.memoryPath, message: "Image width or height is zero in IHDR")
    }
    // A row and its type byte must fit zlib's 32-bit counts; the format allows 2³¹ − 1 rows.
    guard pixmap.width < 1 << 29, pixmap.height <= Int(Int32.max) else {
      throw .png(call: "png_write", path: MediaError.memoryPath, message: "\(pixmap.width)×\(pixmap.height) is too large for a PNG")
    }
    let (width, height) = (pixmap.width, pixmap.height)
    var out = signature
    var header = bigEndian(UInt32(width)) + bigEndian(UInt32(height))
    header += [8, 6, 0, 0, 0]  // 8 bits per channel, RGBA, deflate, adaptive filtering, no interlace
    appendChunk("IHDR", header, to: &out)
    appendChunk("sRGB", [0], to: &out)  // perceptual rendering intent
    let straight = pixmap.straightRGBA()
    let start = out.count
    out += [0, 0, 0, 0] + Array("IDAT".utf8)
    // A large image is deflated in two halves at once (see `Deflated`); where it is cut depends
    // on its height alone, so the bytes never depend on threads.
    let halves = width * 4 * height >= splitBytes && height >= 2
    let parts = halves ? [0..<height / 2, height / 2..<height] : [0..<height]
    let deflation: Deflation =
      if let level = compressionLevel { .level(Int32(level)) } else if filter == .adaptive { .mixed } else { .runLength }
    let deflated = straight.withUnsafeBufferPointer { rgba in
      let image = SharedRows(base: rgba.baseAddress!, width: width)
      var results = [Deflated](repeating: Deflated(), count: parts.count)
      results.withUnsafeMutableBufferPointer { buffer in
        let slots = SharedSlots(base: buffer.baseAddress!)
        DispatchQueue.concurrentPerform(iterations: parts.count) { i in
          slots.base[i] = deflate(
            rows: parts[i], of: image, filter: filter, deflation: deflation, last: i == parts.count - 1)
        }
      }
      return results
    }
    if let failed = deflated.first(where: { $0.status != Z_OK }) {
      throw .png(call: "deflate", path: MediaError.memoryPath, message: "zlib status \(failed.status)")
    }
    out += [0x78, 0x01]  // deflate, 32 KiB window, no dictionary (0x7801 is a multiple of 31)
    var adler = deflated[0].adler
    for (k, part) in deflated.enumerated() {
      out += part.bytes
      if k > 0 { adler.append(part.adler, length: part.length) }
    }
    out += bigEndian(adler.value)
    let length = out.count - start - 8
    guard length <= Int(Int32.max) else {
      throw .png(call: "png_write", path: MediaError.memoryPath, message: "image data over 2 GiB")
    }
    out.replaceSubrange(start..<start + 4, with: bigEndian(UInt32(length)))
    out += bigEndian(crc(out[(start + 4)...]))
    appendChunk("IEND", [], to: &out)
    return out
  }

  /// Decodes a PNG of any colour type and bit depth into a premultiplied pixmap.
  ///
  /// - Throws: `.png(call: "png_image_begin_read" or "png_image_finish_read", …)` for data
  ///   that is not a readable PNG; `.invalidInput` for one over the pixel budget or failing
  ///   `PNGStructure`'s checks (chunks longer than the data, image data inflating past the
  ///   image).
  public static func decode(_ bytes: [UInt8]) throws(MediaError) -> Pixmap {
    try decode(bytes, path: MediaError.memoryPath)
  }

  /// Writes `pixmap` as a PNG file atomically (temporary file + rename).
  public static func write(
    _ pixmap: Pixmap, to path: String, compressionLevel: Int? = nil, filter: PNGFilter = .adaptive
  ) throws(MediaError) {
    let bytes: [UInt8]
    do {
      bytes = try encode(pixmap, compressionLevel: compressionLevel, filter: filter)
    } catch {
      guard case .png(let call, _, let message) = error else { throw error }
      throw .png(call: call, path: path, message: message)
    }
    try AtomicFile.write(bytes, to: path)
  }

  /// The most pixels a decoded PNG may have: 2²⁵ (a 5792 × 5792 square, 128 MiB of RGBA).
  /// The size a file declares is checked against it before anything is allocated, so a tiny
  /// file that claims to be huge costs nothing; the decoder then inflates into a buffer of
  /// exactly that size, and `PNGStructure` has refused data that would inflate far beyond it.
  public static let maximumPixels = 1 << 25

  /// The largest PNG file read: 512 MiB.
  public static let maximumFileBytes = 512 << 20

  /// Reads and decodes the PNG file at `path`: a regular file (a directory, FIFO or device
  /// is an error, not a hang) of at most ``maximumFileBytes`` holding at most
  /// ``maximumPixels`` pixels, whose chunks pass `PNGStructure`'s checks.
  public static func read(contentsOf path: String) throws(MediaError) -> Pixmap {
    // O_NONBLOCK: opening a FIFO must not wait for a writer; a regular file ignores it.
    let fd = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
    guard fd >= 0 else { throw .system(call: "open", path: path, errno: errno) }
    defer { close(fd) }
    var status = stat()
    guard fstat(fd, &status) == 0 else { throw .system(call: "fstat", path: path, errno: errno) }
    guard status.st_mode & S_IFMT == S_IFREG else {
      let kind = status.st_mode & S_IFMT == S_IFDIR ? "a directory" : "not a regular file (a FIFO, socket or device)"
      throw .invalidInput(path: path, reason: "\(kind); a PNG must be a file")
    }
    guard Int(status.st_size) <= maximumFileBytes else {
      throw .invalidInput(path: path, reason: "\(status.st_size) bytes, more than the \(maximumFileBytes) a PNG may have")
    }
    let source = PNGSource.file(descriptor: fd, size: Int(status.st_size))
    if let pixmap = PNGDirectDecoder.decode(source) { return pixmap }
    try PNGStructure.check(source, path: path)
    // stdio gets a descriptor of its own (fclose closes it); reading starts at byte 0.
    guard let file = fdopen(dup(fd), "rb") else { throw .system(call: "fdopen", path: path, errno: errno) }
    defer { fclose(file) }
    return try decode(path: path) { image in png_image_begin_read_from_stdio(&image, file) }
  }

  /// The width and height the PNG file at `path` declares in its IHDR chunk, read without
  /// decoding anything (so a caller can tell what decoding it will cost); `nil` when the file
  /// cannot be read or does not start with a signature and an IHDR.
  public static func declaredSize(contentsOf path: String) -> (width: Int, height: Int)? {
    let fd = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
    guard fd >= 0 else { return nil }
    defer { close(fd) }
    var status = stat()
    guard fstat(fd, &status) == 0, status.st_mode & S_IFMT == S_IFREG else { return nil }
    let head = PNGSource.file(descriptor: fd, size: Int(status.st_size)).bytes(at: 0, count: 24)
    guard head.count == 24, Array(head[0..<8]) == signature, Array(head[12..<16]) == Array("IHDR".utf8) else { return nil }
    return (head[16..<20].reduce(0) { $0 << 8 | Int($1) }, head[20..<24].reduce(0) { $0 << 8 | Int($1) })
  }

  // MARK: Private

  /// Decodes `bytes` with Flipbook's own decoder where it takes the file (`direct`), else
  /// with libpng.
  static func decode(_ bytes: [UInt8], path: String, direct: Bool = true) throws(MediaError) -> Pixmap {
    // The simplified API reads from `bytes` during both calls, so both stay in this closure.
    let result: Result<Pixmap, MediaError> = bytes.withUnsafeBytes { input in
      do throws(MediaError) {
        if direct, let pixmap = PNGDirectDecoder.decode(.memory(input)) { return .success(pixmap) }
        try PNGStructure.check(.memory(input), path: path)
        return .success(try decode(path: path) { image in png_image_begin_read_from_memory(&image, input.baseAddress, input.count) })
      } catch {
        return .failure(error)
      }
    }
    return try result.get()
  }

  /// Decodes the PNG that `begin` starts reading (`png_image_begin_read_from_*`), checking
  /// the size it declares against the pixel budget before anything is allocated.
  private static func decode(path: String, begin: (inout png_image) -> Int32) throws(MediaError) -> Pixmap {
    var image = png_image()
    image.version = UInt32(PNG_IMAGE_VERSION)
    guard begin(&image) != 0 else { throw failure(&image, "png_image_begin_read", path) }
    let width = Int(image.width)
    let height = Int(image.height)
    let (pixels, overflow) = width.multipliedReportingOverflow(by: height)
    guard !overflow, pixels <= maximumPixels else {
      png_image_free(&image)
      throw .invalidInput(
        path: path, reason: "PNG declares \(width)×\(height) pixels, more than the \(maximumPixels) Flipbook decodes")
    }
    image.format = CPNG_FORMAT_RGBA
    // Without this, a 16-bit file that has no gAMA or sRGB chunk is taken as linear light
    // and brightened on the way to 8 bits (mid grey 0x8080 → 186); viewers take it as sRGB.
    image.flags |= UInt32(PNG_IMAGE_FLAG_16BIT_sRGB)
    var straight = [UInt8](repeating: 0, count: pixels * 4)
    let finished = straight.withUnsafeMutableBytes { pixels in
      png_image_finish_read(&image, nil, pixels.baseAddress, Int32(width * 4), nil)
    }
    guard finished != 0 else { throw failure(&image, "png_image_finish_read", path) }
    return Pixmap(width: width, height: height, straightRGBA: straight)
  }

  /// The error for a failed simplified-API call; frees the image's internal state.
  private static func failure(_ image: inout png_image, _ call: String, _ path: String) -> MediaError {
    let message = withUnsafeBytes(of: image.message) { raw in
      String(decoding: raw.prefix(while: { $0 != 0 }), as: UTF8.self)
    }
    png_image_free(&image)
    return .png(call: call, path: path, message: message)
  }

  /// How rows are deflated.
  private enum Deflation {
    /// zlib's default strategy at this level, every row filtered as asked.
    case level(Int32)
    /// zlib's run-length strategy, every row filtered as asked.
    case runLength
    /// The default. Rows repeating the one above are Up (zeros), coded with the run-length
    /// strategy; rows with content are coded with zlib's lazy matching (`matchingLevel`),
    /// unfiltered so that it finds an edge again in the row above where it has moved a few
    /// pixels, or with the adaptive filter where they shade smoothly (`PNGRow.isSmooth`). The
    /// stream switches back to runs after `repeatsBeforeRuns` repeated rows. See the design note.
    case mixed
  }

  /// The zlib level of the rows with content in the default encoding.
  static let matchingLevel: Int32 = 6

  /// How many rows repeating the one above in a row switch the default encoding back to runs.
  static let repeatsBeforeRuns = 4

  /// Images of at least this many bytes of pixels (2 MiB, a 1024 × 512 frame) are deflated as
  /// two halves in parallel.
  static let splitBytes = 1 << 21

  /// The rows of an image, shared read-only by the threads deflating its halves.
  private struct SharedRows: @unchecked Sendable {
    let base: UnsafePointer<UInt8>
    let width: Int
  }

  /// Where each thread stores its half; each writes only its own slot.
  private struct SharedSlots: @unchecked Sendable {
    let base: UnsafeMutablePointer<Deflated>
  }

  /// Some consecutive rows, filtered and deflated: raw deflate blocks, their Adler-32 and how
  /// many bytes that sums.
  ///
  /// Deflate blocks may follow each other from independent compressors, as pigz does: a part
  /// other than the last ends with a sync flush (its blocks end on a byte boundary, none marked
  /// final) and the next part's compressor starts with an empty window, so it refers to nothing
  /// before it. The Adler-32s combine (`adler32_combine`). Splitting costs a block header, about
  /// a hundred bytes.
  private struct Deflated {
    var status: Int32 = Z_OK
    var bytes: [UInt8] = []
    var adler = Adler32()
    var length = 0
  }

  /// Filters `rows` of the straight RGBA `image` (each row against the one above it, also
  /// across the cut) and deflates them, type byte first, as raw deflate blocks; the last part
  /// ends the stream. One filtered row is fed to zlib at a time, so nothing image-sized is
  /// allocated.
  ///
  /// zlib writes raw deflate and `encode` the zlib wrapper around it (RFC 1950: header,
  /// Adler-32 of the filtered bytes), because a row equal to the one above filters to a type
  /// byte and zeros, whose Adler-32 is a formula; zlib would sum them byte by byte, which on a
  /// mostly flat frame cost more than deflating them.
  private static func deflate(
    rows: Range<Int>, of image: SharedRows, filter: PNGFilter, deflation: Deflation, last: Bool
  ) -> Deflated {
    var result = Deflated()
    var stream = z_stream()
    result.status =
      switch deflation {
      case .level(let level): cpng_deflate_begin(&stream, level, Z_DEFAULT_STRATEGY, 8)
      case .runLength, .mixed: cpng_deflate_begin(&stream, 1, Z_RLE, 8)
      }
    guard result.status == Z_OK else { return result }
    defer { deflateEnd(&stream) }
    let rowBytes = image.width * 4
    let zeros = UnsafeMutablePointer<UInt8>.allocate(capacity: rowBytes)
    zeros.initialize(repeating: 0, count: rowBytes)
    let row = UnsafeMutablePointer<UInt8>.allocate(capacity: rowBytes + 1)
    let chunkSize = 1 << 16
    let chunk = UnsafeMutablePointer<UInt8>.allocate(capacity: chunkSize)
    defer {
      zeros.deallocate()
      row.deallocate()
      chunk.deallocate()
    }
    result.length = rows.count * (rowBytes + 1)
    // `.mixed`: whether the stream is matching (zlib's lazy level) rather than coding runs,
    // and how many rows in a row have repeated the one above.
    var matching = false
    var repeats = 0
    for y in rows {
      let current = image.base + y * rowBytes
      let previous = y == 0 ? UnsafePointer(zeros) : current - rowBytes
      let repeatsAbove = memcmp(current, previous, rowBytes) == 0
      let filtering = PNGRow(current: current, previous: previous, count: rowBytes)
      let type: PNGRowFilterType
      if case .mixed = deflation {
        repeats = repeatsAbove ? repeats + 1 : 0
        let matches = !repeatsAbove || (matching && repeats < Self.repeatsBeforeRuns)
        if matches != matching {
          matching = matches
          let status = setParameters(
            &stream, level: matching ? Self.matchingLevel : 1, strategy: matching ? Z_DEFAULT_STRATEGY : Z_RLE,
            chunk: chunk, chunkSize: chunkSize, into: &result.bytes)
          guard status == Z_OK else {
            result.status = status
            return result
          }
        }
        type = repeatsAbove ? .up : filtering.isSmooth ? filtering.adaptiveChoice(repeatsAbove: false) : .none
      } else {
        switch filter {
        case .none: type = .none
        case .sub: type = .sub
        case .up: type = .up
        case .paeth: type = .paeth
        case .adaptive: type = filtering.adaptiveChoice(repeatsAbove: repeatsAbove)
        }
      }
      row[0] = type.rawValue
      if type == .up && repeatsAbove {
        (row + 1).update(repeating: 0, count: rowBytes)
        result.adler.add(row[0], thenZeros: rowBytes)
      } else {
        filtering.apply(type, to: row + 1)
        result.adler.add(row, count: rowBytes + 1)
      }
      stream.next_in = row
      stream.avail_in = UInt32(rowBytes + 1)
      let flush = y < rows.upperBound - 1 ? Z_NO_FLUSH : last ? Z_FINISH : Z_SYNC_FLUSH
      // Until zlib has taken the whole row (and, after the part's last, written all it holds).
      while true {
        stream.next_out = chunk
        stream.avail_out = UInt32(chunkSize)
        let status = CPNG.deflate(&stream, flush)
        guard status == Z_OK || status == Z_STREAM_END || (status == Z_BUF_ERROR && flush != Z_FINISH) else {
          result.status = status
          return result
        }
        result.bytes.append(contentsOf: UnsafeBufferPointer(start: chunk, count: chunkSize - Int(stream.avail_out)))
        if status == Z_STREAM_END { return result }
        if flush != Z_FINISH && stream.avail_in == 0 && stream.avail_out != 0 { break }
      }
    }
    if last { result.status = Z_STREAM_ERROR }  // not reached: the last row's Z_FINISH ends the stream
    return result
  }

  /// Switches `stream` to `level` and `strategy` between rows. zlib first ends the current
  /// block (a `Z_BLOCK` flush, so the rows before keep the old parameters) and answers
  /// `Z_BUF_ERROR` while that did not fit the output; the output is drained and the switch
  /// retried while it makes progress.
  private static func setParameters(
    _ stream: inout z_stream, level: Int32, strategy: Int32,
    chunk: UnsafeMutablePointer<UInt8>, chunkSize: Int, into bytes: inout [UInt8]
  ) -> Int32 {
    while true {
      stream.next_out = chunk
      stream.avail_out = UInt32(chunkSize)
      let status = deflateParams(&stream, level, strategy)
      let written = chunkSize - Int(stream.avail_out)
      bytes.append(contentsOf: UnsafeBufferPointer(start: chunk, count: written))
      if status != Z_BUF_ERROR || written == 0 { return status }
    }
  }

  /// Adler-32 (RFC 1950 §8.2), kept as its two sums modulo 65 521.
  private struct Adler32 {
    private var a: UInt64 = 1
    private var b: UInt64 = 0

    var value: UInt32 { UInt32(b << 16 | a) }

    /// Adds `count` bytes at `bytes`, summed by zlib.
    mutating func add(_ bytes: UnsafePointer<UInt8>, count: Int) {
      let v = UInt64(adler32(UInt(value), bytes, UInt32(count)))
      (a, b) = (v & 0xFFFF, v >> 16)
    }

    /// Extends the sum by the bytes that `other` summed, `length` of them, as if added here.
    mutating func append(_ other: Adler32, length: Int) {
      let v = UInt64(adler32_combine(UInt(value), UInt(other.value), length))
      (a, b) = (v & 0xFFFF, v >> 16)
    }

    /// Adds `first` and then `zeros` zero bytes: a zero leaves A as it is and adds A to B.
    mutating func add(_ first: UInt8, thenZeros zeros: Int) {
      a = (a + UInt64(first)) % 65_521
      b = (b + a * UInt64(zeros + 1)) % 65_521
    }
  }

  /// Appends a chunk: length, type, data and the CRC of type and data.
  private static func appendChunk(_ type: String, _ data: [UInt8], to out: inout [UInt8]) {
    let start = out.count
    out += bigEndian(UInt32(data.count)) + Array(type.utf8) + data
    out += bigEndian(crc(out[(start + 4)...]))
  }

  /// zlib's CRC-32 of `bytes`, the one PNG chunks carry.
  private static func crc(_ bytes: ArraySlice<UInt8>) -> UInt32 {
    bytes.withUnsafeBufferPointer { UInt32(crc32(0, $0.baseAddress, UInt32($0.count))) }
  }

  private static func bigEndian(_ value: UInt32) -> [UInt8] {
    [UInt8(value >> 24), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)]
  }
}
