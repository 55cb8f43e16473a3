// PNG encoding and decoding through libpng.
//
// What: 8-bit straight-alpha RGBA PNGs with an sRGB chunk, from and to premultiplied pixmaps.
// Why this setup: docs/RENDERING.md §5 measured a single fixed row filter with zlib level 2–3 at
// about 5× the speed of libpng's default (adaptive filter, level 6) for about 1.4× the size; frames
// are encoded in parallel, one per core, so per-frame speed matters more than bytes. The sRGB
// chunk states what the pixels are without a bare gAMA that some viewers misapply.
// libpng reports errors by longjmp, so the encoder lives in C (`cpng_encode_rgba8` in the CPNG
// shim) and Swift only sees a return code; the decoder uses the simplified `png_image_*` API,
// which returns codes itself. Both keep all state per call, so they are thread-safe.
// Files are decoded through stdio rather than read into memory first, so a file costs its
// pixels, not its size; `PNGStructure` checks every input before libpng sees it.
// Refuses: 16-bit, palette or interlaced *output*, and any colour management beyond what the
// simplified reader does (it converts files with other gammas to sRGB, 16-bit to 8-bit; a 16-bit
// file without gamma information is read as sRGB, like an 8-bit one, not as linear).

@_implementationOnly import CPNG
import Raster

#if canImport(Glibc)
import Glibc
#endif

/// The single PNG row filter applied to every row (no per-row adaptive choice).
public enum PNGFilter: Sendable {
  /// No filtering: fastest, best for flat colour.
  case none
  /// Difference from the row above: much smaller files for vertical gradients.
  case up

  var libpngMask: Int32 {
    switch self {
    case .none: return PNG_FILTER_NONE
    case .up: return PNG_FILTER_UP
    }
  }
}

/// Reads and writes pixmaps as PNG.
public enum PNGCodec {
  /// The PNG file signature, `\x89PNG\r\n\x1a\n`.
  public static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

  /// Encodes `pixmap` as an 8-bit RGBA PNG (straight alpha, sRGB chunk).
  ///
  /// - Parameters:
  ///   - compressionLevel: zlib level 0–9; default 3 (fast, see the design note).
  ///   - filter: the one row filter used for every row; default `.up`.
  /// - Throws: `.png(call: "png_write", …)` if libpng fails (e.g. a zero-size pixmap).
  public static func encode(
    _ pixmap: Pixmap, compressionLevel: Int = 3, filter: PNGFilter = .up
  ) throws(MediaError) -> [UInt8] {
    precondition((0...9).contains(compressionLevel), "zlib level must be 0…9, got \(compressionLevel)")
    let straight = pixmap.straightRGBA()
    var output: UnsafeMutablePointer<UInt8>? = nil
    var outputSize = 0
    var message = [CChar](repeating: 0, count: 256)
    let status = straight.withUnsafeBufferPointer { rgba in
      cpng_encode_rgba8(
        rgba.baseAddress, UInt32(pixmap.width), UInt32(pixmap.height), Int32(compressionLevel),
        filter.libpngMask, &output, &outputSize, &message, message.count)
    }
    guard status == 0, let output else {
      throw .png(call: "png_write", path: MediaError.memoryPath, message: string(message))
    }
    defer { free(output) }
    return Array(UnsafeBufferPointer(start: output, count: outputSize))
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
    _ pixmap: Pixmap, to path: String, compressionLevel: Int = 3, filter: PNGFilter = .up
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
    try PNGStructure.check(.file(descriptor: fd, size: Int(status.st_size)), path: path)
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

  private static func decode(_ bytes: [UInt8], path: String) throws(MediaError) -> Pixmap {
    // The simplified API reads from `bytes` during both calls, so both stay in this closure.
    let result: Result<Pixmap, MediaError> = bytes.withUnsafeBytes { input in
      do throws(MediaError) {
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

  private static func string(_ buffer: [CChar]) -> String {
    buffer.withUnsafeBufferPointer { String(cString: $0.baseAddress!) }
  }
}
