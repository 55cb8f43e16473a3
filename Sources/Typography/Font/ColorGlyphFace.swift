// Colour bitmap glyphs (CBDT/CBLC, as in Noto Color Emoji), loaded with FreeType.
//
// What: opens a bitmap-only colour font, selects its first fixed strike (`FT_Select_Size`;
// Noto Color Emoji has one, 109 pixels per em), and loads glyphs with `FT_LOAD_COLOR`, which
// decodes the embedded PNG into an `FT_PIXEL_MODE_BGRA` bitmap. FreeType documents that
// bitmap as premultiplied by alpha and in sRGB (freetype.h, `FT_LOAD_COLOR`); the test
// suite checks that no channel exceeds alpha. Here the bytes are only reordered to RGBA,
// the layout Flipbook's images use, and cached per glyph with the strike's metrics in
// pixels. Scaling to the text size is left to the caller (the rasterizer's bilinear image
// sampling): one strike, drawn at every size, keeps emoji consistent while text scales.
// Sequences: the font's GSUB ligatures ('ccmp', 'liga'; `LigatureSubstitution`) are read
// from the raw table (`FT_Load_Sfnt_Table`) the first time they are asked for and kept with
// the face, so a caller can turn the glyphs of an emoji ZWJ sequence, a skin-tone modifier,
// a flag, a keycap or a tag sequence into the one glyph the font draws for it. A missing or
// malformed table leaves glyphs as they are (the error is kept for a diagnostic).
// Refuses: outline colour fonts (COLR/CPAL, SVG), strikes other than the first, and GSUB
// lookups other than ligatures.

@_implementationOnly import CFreeType
import Foundation
import Synchronization

/// One glyph of a colour bitmap font at its fixed strike, ready to paint.
public struct ColorGlyph: Sendable {
  /// Bitmap width in pixels, ≥ 0.
  public let width: Int
  /// Bitmap height in pixels, ≥ 0.
  public let height: Int
  /// `width · height · 4` bytes, r, g, b, a per pixel, rows top to bottom, colour already
  /// multiplied by alpha, gamma-encoded sRGB.
  public let premultipliedRGBA: [UInt8]
  /// From the pen position to the bitmap's left edge, in strike pixels (x right).
  public let left: Double
  /// From the baseline up to the bitmap's top edge, in strike pixels (positive above).
  public let top: Double
  /// The horizontal advance, in strike pixels.
  public let advance: Double
}

/// A bitmap-only colour font, read at its first fixed strike. Thread-safe; glyphs are cached.
public final class ColorGlyphFace: @unchecked Sendable {
  /// The font file.
  public let path: String
  /// The strike's size in pixels per em (the bitmaps' scale): 109 for Noto Color Emoji.
  public let pixelsPerEm: Double

  private let face: FT_Face
  private let faceLock = Mutex(())
  /// Loaded glyphs by index; `nil` records a glyph that has no colour bitmap.
  private let glyphs = Mutex<[UInt32: ColorGlyph?]>([:])
  /// The GSUB ligatures once read: `nil` inside for a font without a GSUB table.
  private let ligatureTable = Mutex<Result<LigatureSubstitution?, FontTableError>?>(nil)

  /// Opens the colour bitmap font at `path` and selects its first strike.
  ///
  /// - Throws: `fontFileMissing` when the file cannot be read, `freeTypeFailed` when
  ///   FreeType cannot open it or select its strike, `malformedFont` when it has no colour
  ///   glyphs or no fixed strike.
  public init(path: String, debianPackage: String? = nil) throws(TypographyError) {
    guard FileManager.default.isReadableFile(atPath: path) else {
      throw .fontFileMissing(path: path, debianPackage: debianPackage)
    }
    var opened: FT_Face?
    let error = FreeTypeLibrary.withLibrary { library -> FT_Error in
      guard let library else { return FT_Error(FT_Err_Cannot_Open_Resource) }
      return FT_New_Face(library, path, 0, &opened)
    }
    guard error == 0, let opened else {
      throw .freeTypeFailed(call: "FT_New_Face", path: path, code: error)
    }
    func fail(_ error: TypographyError) -> TypographyError {
      FreeTypeLibrary.withLibrary { _ in _ = FT_Done_Face(opened) }
      return error
    }
    guard opened.pointee.face_flags & FT_Long(FT_FACE_FLAG_COLOR) != 0 else {
      throw fail(.malformedFont(path: path, reason: "no colour glyph tables"))
    }
    guard opened.pointee.num_fixed_sizes > 0, let sizes = opened.pointee.available_sizes else {
      throw fail(.malformedFont(path: path, reason: "no bitmap strike"))
    }
    let selected = FT_Select_Size(opened, 0)
    guard selected == 0 else { throw fail(.freeTypeFailed(call: "FT_Select_Size", path: path, code: selected)) }
    // y_ppem is 26.6 fixed point; fall back to the nominal height for fonts that leave it 0.
    let ppem = sizes[0].y_ppem > 0 ? Double(sizes[0].y_ppem) / 64 : Double(sizes[0].height)
    guard ppem > 0 else { throw fail(.malformedFont(path: path, reason: "strike of zero pixels per em")) }
    self.path = path
    self.face = opened
    self.pixelsPerEm = ppem
  }

  deinit {
    let face = self.face
    FreeTypeLibrary.withLibrary { _ in _ = FT_Done_Face(face) }
  }

  /// The glyph the font's Unicode cmap maps `scalar` to, or `nil` when it has none.
  public func glyphIndex(for scalar: Unicode.Scalar) -> UInt32? {
    let index = faceLock.withLock { _ in FT_Get_Char_Index(face, FT_ULong(scalar.value)) }
    return index == 0 ? nil : UInt32(index)
  }

  /// The colour bitmap of `glyph` at the strike, or `nil` when FreeType cannot load it as a
  /// BGRA bitmap.
  public func glyph(_ index: UInt32) -> ColorGlyph? {
    if let cached = glyphs.withLock({ $0[index] }) { return cached }
    let loaded: ColorGlyph? = faceLock.withLock { _ in
      guard FT_Load_Glyph(face, index, Int32(FT_LOAD_COLOR)) == 0, let slot = face.pointee.glyph else {
        return nil
      }
      let bitmap = slot.pointee.bitmap
      guard bitmap.pixel_mode == UInt8(FT_PIXEL_MODE_BGRA.rawValue) else { return nil }
      let width = Int(bitmap.width), height = Int(bitmap.rows), pitch = Int(bitmap.pitch)
      var rgba = [UInt8](repeating: 0, count: width * height * 4)
      if width > 0, height > 0, let buffer = bitmap.buffer {
        // A negative pitch means rows are stored bottom-up; row y starts at y · pitch
        // from the first row either way (FreeType's `FT_Bitmap` convention).
        let first = pitch < 0 ? buffer + (height - 1) * -pitch : buffer
        rgba.withUnsafeMutableBufferPointer { out in
          for y in 0..<height {
            let row = first + y * pitch
            for x in 0..<width {
              let i = 4 * (y * width + x), p = row + 4 * x
              out[i] = p[2]
              out[i + 1] = p[1]
              out[i + 2] = p[0]
              out[i + 3] = p[3]
            }
          }
        }
      }
      return ColorGlyph(
        width: width, height: height, premultipliedRGBA: rgba,
        left: Double(slot.pointee.bitmap_left), top: Double(slot.pointee.bitmap_top),
        advance: Double(slot.pointee.advance.x) / 64)
    }
    glyphs.withLock { $0[index] = .some(loaded) }
    return loaded
  }

  // MARK: Ligatures

  /// The bytes of the font's sfnt table `tag` (four ASCII characters, such as "GSUB"), or
  /// `nil` when the font has no such table.
  package func tableBytes(_ tag: String) -> [UInt8]? {
    let ascii = Array(tag.utf8)
    guard ascii.count == 4 else { return nil }
    let code = ascii.reduce(FT_ULong(0)) { $0 << 8 | FT_ULong($1) }
    return faceLock.withLock { _ -> [UInt8]? in
      var length: FT_ULong = 0
      guard FT_Load_Sfnt_Table(face, code, 0, nil, &length) == 0, length > 0 else { return nil }
      var bytes = [UInt8](repeating: 0, count: Int(length))
      let error = bytes.withUnsafeMutableBufferPointer { FT_Load_Sfnt_Table(face, code, 0, $0.baseAddress, &length) }
      return error == 0 ? bytes : nil
    }
  }

  /// The font's GSUB ligatures, read on first use: `.success(nil)` for a font without a
  /// GSUB table, `.failure` naming what is wrong with a malformed one.
  package var ligatures: Result<LigatureSubstitution?, FontTableError> {
    if let known = ligatureTable.withLock({ $0 }) { return known }
    let read: Result<LigatureSubstitution?, FontTableError>
    if let bytes = tableBytes("GSUB") {
      do throws(FontTableError) {
        read = .success(try LigatureSubstitution(gsub: bytes))
      } catch {
        read = .failure(error)
      }
    } else {
      read = .success(nil)
    }
    ligatureTable.withLock { $0 = read }
    return read
  }

  /// `glyphs` (the font's glyphs for a sequence of code points, in order) with the font's
  /// ligatures applied; unchanged when the font has no usable GSUB table.
  package func substitutingLigatures(in glyphs: [UInt32]) -> [UInt32] {
    guard case .success(let table?) = ligatures else { return glyphs }
    return table.apply(to: glyphs)
  }

  // MARK: The emoji font

  /// Noto Color Emoji's file, from the Debian package ``emojiPackage``.
  public static let emojiPath = "/usr/share/fonts/truetype/noto/NotoColorEmoji.ttf"
  /// The Debian package that installs ``emojiPath``.
  public static let emojiPackage = "fonts-noto-color-emoji"

  private static let sharedEmoji = Mutex<Result<ColorGlyphFace, TypographyError>?>(nil)

  /// The shared Noto Color Emoji face, opened once (a failure is remembered too).
  ///
  /// - Throws: `fontFileMissing` naming ``emojiPackage`` when the font is not installed.
  public static func emoji() throws(TypographyError) -> ColorGlyphFace {
    let result = sharedEmoji.withLock { cached in
      if let cached { return cached }
      let opened: Result<ColorGlyphFace, TypographyError>
      do throws(TypographyError) {
        opened = .success(try ColorGlyphFace(path: emojiPath, debianPackage: emojiPackage))
      } catch {
        opened = .failure(error)
      }
      cached = opened
      return opened
    }
    return try result.get()
  }
}
