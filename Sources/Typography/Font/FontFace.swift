// Font faces loaded with FreeType, as unhinted outlines in font units.
//
// What: opens a font file once, answers cmap look-ups, advances and outlines, and caches
// every glyph it has loaded. Glyphs are loaded with `FT_LOAD_NO_SCALE` (which implies no
// hinting): hinting snaps stems to the pixel grid differently at every size, which makes
// text shimmer while it scales, and the rasterizer draws the outlines at any transform.
// Why locks: an `FT_Face` must not be used by two threads at once and creating or freeing
// faces must be serialised on the `FT_Library`; one lock per face, one for the library.
// Synthesis: a face may embolden (`FT_Outline_EmboldenXY`) or slant (`FT_Outline_Transform`)
// every outline right after loading, in integer font units, before it becomes a `Path`; see
// `FaceSynthesis`.
// Refuses: font collections (.ttc), bitmap-only fonts and glyph hinting.

@_implementationOnly import CFreeType
import Foundation
import Geometry
import Synchronization

/// One font file, opened with FreeType. Thread-safe; outlines and advances are cached.
public final class FontFace: @unchecked Sendable {
  /// The font file.
  public let path: String
  /// Font units per em (1000 for Quicksand, 2816 for Inter 4, 2048 for DejaVu).
  public let unitsPerEm: Int
  /// Distance from the baseline up to the top of the line box, from the `hhea` table, in
  /// font units, positive.
  public let ascender: Int
  /// Distance from the baseline down to the bottom of the line box, from the `hhea` table,
  /// in font units, negative (as the table stores it).
  public let descender: Int
  /// Extra gap between line boxes from the `hhea` table, in font units.
  public let lineGap: Int
  /// What is synthesised on top of the file's outlines (nothing by default).
  public let synthesis: FaceSynthesis

  private struct Glyph {
    var advance: Double
    var outline: Path
  }

  private let face: FT_Face
  private let glyphs = Mutex<[UInt32: Glyph]>([:])
  /// Serialises every use of `face`.
  private let faceLock = Mutex(())

  /// Opens the font at `path` (an OpenType .otf or TrueType .ttf file).
  ///
  /// - Parameter synthesis: emboldening or slant applied to every outline; default none.
  public init(path: String, synthesis: FaceSynthesis = .none) throws(TypographyError) {
    guard FileManager.default.isReadableFile(atPath: path) else {
      throw .fontFileMissing(path: path, debianPackage: nil)
    }
    let metrics = try HorizontalHeader(contentsOf: path)
    var opened: FT_Face?
    let error = FreeTypeLibrary.withLibrary { library -> FT_Error in
      guard let library else { return FT_Error(FT_Err_Cannot_Open_Resource) }
      return FT_New_Face(library, path, 0, &opened)
    }
    guard error == 0, let opened else {
      throw .freeTypeFailed(call: "FT_New_Face", path: path, code: error)
    }
    guard opened.pointee.face_flags & FT_Long(FT_FACE_FLAG_SCALABLE) != 0 else {
      FreeTypeLibrary.withLibrary { _ in _ = FT_Done_Face(opened) }
      throw .malformedFont(path: path, reason: "no scalable outlines")
    }
    self.path = path
    self.synthesis = synthesis
    self.face = opened
    self.unitsPerEm = Int(opened.pointee.units_per_EM)
    self.ascender = metrics.ascender
    self.descender = metrics.descender
    self.lineGap = metrics.lineGap
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

  /// The horizontal advance of `glyph`, in font units, unhinted and widened by any synthetic
  /// emboldening; 0 for a glyph the font cannot load.
  public func advance(of glyph: UInt32) -> Double { loadGlyph(glyph)?.advance ?? 0 }

  /// The outline of `glyph` in font units, y pointing down, the origin on the baseline at the
  /// glyph's left side bearing origin. Fill it with the non-zero rule. Empty for a glyph
  /// without contours (a space) or one the font cannot load.
  public func outline(of glyph: UInt32) -> Path { loadGlyph(glyph)?.outline ?? Path() }

  /// The outline `glyph` would have if this face synthesised `synthesis` instead of its own,
  /// in the same units and orientation as ``outline(of:)``. Loaded afresh and not cached: it
  /// lets a candidate synthesis be measured without opening the file again.
  package func outline(of glyph: UInt32, synthesis: FaceSynthesis) -> Path {
    load(glyph, synthesis: synthesis)?.outline ?? Path()
  }

  private func loadGlyph(_ index: UInt32) -> Glyph? {
    if let cached = glyphs.withLock({ $0[index] }) { return cached }
    guard let loaded = load(index, synthesis: synthesis) else { return nil }
    glyphs.withLock { $0[index] = loaded }
    return loaded
  }

  /// Loads `index` from the file in font units and applies `synthesis` to its outline.
  private func load(_ index: UInt32, synthesis: FaceSynthesis) -> Glyph? {
    faceLock.withLock { _ in
      guard FT_Load_Glyph(face, index, Int32(FT_LOAD_NO_SCALE)) == 0, let slot = face.pointee.glyph else {
        return nil
      }
      var outline = Path()
      if slot.pointee.format == FT_GLYPH_FORMAT_OUTLINE {
        synthesis.apply(to: &slot.pointee.outline)
        outline = decomposeOutline(&slot.pointee.outline)
      }
      let advance = Double(slot.pointee.metrics.horiAdvance) + Double(synthesis.emboldenX)
      return Glyph(advance: advance, outline: outline)
    }
  }
}

/// The process-wide FreeType library, created on first use.
enum FreeTypeLibrary {
  /// The library handle; only touched under the mutex.
  private struct Handle: @unchecked Sendable {
    var library: FT_Library?
    var failed = false
  }

  private static let shared = Mutex(Handle())

  /// Runs `body` with the library (or `nil` if FreeType failed to initialise), holding the
  /// lock that serialises face creation and destruction.
  static func withLibrary<R>(_ body: (FT_Library?) -> R) -> R {
    shared.withLock { handle in
      if handle.library == nil && !handle.failed {
        var created: FT_Library?
        if FT_Init_FreeType(&created) == 0 { handle.library = created } else { handle.failed = true }
      }
      return body(handle.library)
    }
  }
}
