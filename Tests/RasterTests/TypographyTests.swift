import CFreeType
import Foundation
import Testing
import Geometry
import Drawing
import Synchronization
@testable import Raster
@testable import Typography

@Suite struct FontFaceTests {
  static let quicksandBold = "/usr/share/fonts/truetype/quicksand/Quicksand-Bold.ttf"

  @Test func quicksandBoldEightAdvancesBy588Of1000Units() throws {
    // docs/RENDERING.md §3, measured with FreeType 2.12.1: upm 1000, advance 588.
    let face = try FontFace(path: Self.quicksandBold)
    let eight = try #require(face.glyphIndex(for: "8"))
    #expect(face.unitsPerEm == 1000)
    #expect(face.advance(of: eight) == 588)
  }

  @Test func quicksandBoldLineMetricsComeFromHhea() throws {
    // hhea bytes read independently (a Python struct reader): ascender 1000, descender −250.
    let face = try FontFace(path: Self.quicksandBold)
    #expect(face.ascender == 1000 && face.descender == -250 && face.lineGap == 0)
  }

  @Test func quicksandOutlineIsQuadraticAndYDown() throws {
    let face = try FontFace(path: Self.quicksandBold)
    let outline = face.outline(of: try #require(face.glyphIndex(for: "8")))
    let bounds = outline.boundingRect
    #expect(outline.elements.contains { if case .quadCurve = $0 { true } else { false } })
    // A digit stands on the baseline: it spans upwards, i.e. to negative y.
    #expect(bounds.minY < -500 && bounds.minY > -Double(face.ascender))
    #expect(abs(bounds.maxY) < 30)
    #expect(bounds.minX > 0 && bounds.maxX < 588)
  }

  @Test func interSemiBoldLoadsWithCubicOutlines() throws {
    let face = try FontFace.system(design: .default, weight: 600)
    #expect(face.path.hasSuffix("Inter-SemiBold.otf"))
    let outline = face.outline(of: try #require(face.glyphIndex(for: "8")))
    #expect(outline.elements.contains { if case .curve = $0 { true } else { false } })
    #expect(face.advance(of: try #require(face.glyphIndex(for: "8"))) > 0)
  }

  @Test func unmappedScalarHasNoGlyph() throws {
    let face = try FontFace(path: Self.quicksandBold)
    #expect(face.glyphIndex(for: "\u{4E2D}") == nil)  // a CJK ideograph Quicksand lacks
  }

  @Test func spaceHasAdvanceButNoOutline() throws {
    let face = try FontFace(path: Self.quicksandBold)
    let space = try #require(face.glyphIndex(for: " "))
    #expect(face.outline(of: space).isEmpty)
    #expect(face.advance(of: space) > 0)
  }

  @Test func missingFontFileErrorNamesFile() {
    #expect(throws: TypographyError.fontFileMissing(path: "/nonexistent/Nope.ttf", debianPackage: nil)) {
      try FontFace(path: "/nonexistent/Nope.ttf")
    }
  }

  @Test func missingSystemFontErrorNamesFileAndPackage() {
    let error = TypographyError.fontFileMissing(
      path: "/usr/share/fonts/truetype/quicksand/Quicksand-Bold.ttf", debianPackage: "fonts-quicksand")
    #expect(error.description.contains("Quicksand-Bold.ttf") && error.description.contains("fonts-quicksand"))
  }

  @Test func systemFacesAreSharedPerFile() throws {
    let a = try FontFace.system(design: .rounded, weight: 700)
    let b = try FontFace.system(design: .rounded, weight: 600)
    #expect(a === b)
  }
}

@Suite struct SystemFontResolutionTests {
  @Test(arguments: [
    (TypefaceDesign.default, 100, "Inter-Thin.otf", "fonts-inter"),
    (.default, 600, "Inter-SemiBold.otf", "fonts-inter"),
    (.default, 900, "Inter-Black.otf", "fonts-inter"),
    (.rounded, 300, "Quicksand-Light.ttf", "fonts-quicksand"),
    (.rounded, 500, "Quicksand-Medium.ttf", "fonts-quicksand"),
    (.rounded, 600, "Quicksand-Bold.ttf", "fonts-quicksand"),
    (.monospaced, 400, "DejaVuSansMono.ttf", "fonts-dejavu-core"),
    (.monospaced, 700, "DejaVuSansMono-Bold.ttf", "fonts-dejavu-core"),
  ])
  func weightResolvesToFile(design: TypefaceDesign, weight: Int, file: String, package: String) {
    let resolved = FontFace.systemFontFile(design: design, weight: weight)
    #expect(resolved.path.hasSuffix("/" + file))
    #expect(resolved.package == package)
  }

  @Test func everyResolvedFileExists() {
    for design in [TypefaceDesign.default, .rounded, .monospaced] {
      for weight in stride(from: 100, through: 900, by: 100) {
        let path = FontFace.systemFontFile(design: design, weight: weight).path
        #expect(FileManager.default.fileExists(atPath: path), "\(path)")
      }
    }
  }
}

@Suite struct GlyphRasterTests {
  /// Renders Quicksand-Bold '8' at 100 px per em with the pen at (12, 100).
  static func renderEight() throws -> (Pixmap, FontFace) {
    let face = try FontFace(path: FontFaceTests.quicksandBold)
    let glyph = try #require(face.glyphIndex(for: "8"))
    var pixmap = Pixmap(width: 80, height: 120)
    let transform = Transform(scaleX: 0.1, y: 0.1).concatenating(Transform(translationX: 12, y: 100))
    pixmap.fill(face.outline(of: glyph), paint: .opaqueBlack, transform: transform)
    return (pixmap, face)
  }

  @Test func eightAt100PxIsSolidAndStaysInsideItsAdvanceAndAscent() throws {
    let (pixmap, _) = try Self.renderEight()
    var solid = 0
    for y in 0..<pixmap.height {
      for x in 0..<pixmap.width where pixmap[x, y].w > 0 {
        if pixmap[x, y].w == 255 { solid += 1 }
        // Advance 58.8 px from x = 12; ascender 100 px above the baseline at y = 100.
        #expect(x >= 12 && x < 71 && y >= 0 && y < 103, "ink at (\(x), \(y))")
      }
    }
    #expect(solid > 500)
  }

  @Test func eightCoverageMatchesFreeTypesOwnRendererInTotal() throws {
    let (pixmap, _) = try Self.renderEight()
    let reference = try freeTypeBitmap(path: FontFaceTests.quicksandBold, character: "8", pixels: 100, penX: 12, penY: 100, width: 80, height: 120)
    var ours = 0.0, theirs = 0.0, maxDifference = 0
    for y in 0..<120 {
      for x in 0..<80 {
        let a = Int(pixmap[x, y].w), b = Int(reference[y * 80 + x])
        ours += Double(a); theirs += Double(b)
        maxDifference = max(maxDifference, abs(a - b))
      }
    }
    // FreeType flattens conics to about ¼ px, so single pixels may differ a lot; the ink
    // total must agree closely and no pixel may be inside for one and outside for the other.
    #expect(abs(ours - theirs) / theirs < 0.005, "ours \(ours / 255) px², FreeType \(theirs / 255) px²")
    #expect(maxDifference < 64, "max difference \(maxDifference)")
  }
}

/// Renders `character` with FreeType's own anti-aliased rasterizer, unhinted, at `pixels`
/// per em, with the pen at integer (penX, penY), into an 8-bit coverage image.
private func freeTypeBitmap(
  path: String, character: Unicode.Scalar, pixels: UInt32, penX: Int, penY: Int, width: Int, height: Int
) throws -> [UInt8] {
  var library: FT_Library?
  try #require(FT_Init_FreeType(&library) == 0)
  defer { FT_Done_FreeType(library) }
  var face: FT_Face?
  try #require(FT_New_Face(library, path, 0, &face) == 0)
  let f = try #require(face)
  defer { FT_Done_Face(f) }
  try #require(FT_Set_Pixel_Sizes(f, 0, pixels) == 0)
  let index = FT_Get_Char_Index(f, FT_ULong(character.value))
  try #require(FT_Load_Glyph(f, index, Int32(FT_LOAD_NO_HINTING | FT_LOAD_RENDER)) == 0)
  let slot = try #require(f.pointee.glyph)
  let bitmap = slot.pointee.bitmap
  var out = [UInt8](repeating: 0, count: width * height)
  for row in 0..<Int(bitmap.rows) {
    for column in 0..<Int(bitmap.width) {
      let x = penX + Int(slot.pointee.bitmap_left) + column
      let y = penY - Int(slot.pointee.bitmap_top) + row
      guard x >= 0, x < width, y >= 0, y < height else { continue }
      out[y * width + x] = bitmap.buffer[row * Int(bitmap.pitch) + column]
    }
  }
  return out
}

@Suite struct ConcurrencyTests {
  @Test func concurrentOutlineLoadsAgreeWithSerialOnes() throws {
    let face = try FontFace(path: "/usr/share/fonts/truetype/quicksand/Quicksand-Regular.ttf")
    let digits = (0..<10).map { Unicode.Scalar(UInt8(48 + $0)) }
    let glyphs = try digits.map { try #require(face.glyphIndex(for: $0)) }
    let results = Mutex<[Int: Path]>([:])
    DispatchQueue.concurrentPerform(iterations: 40) { i in
      let outline = face.outline(of: glyphs[i % 10])
      results.withLock { $0[i] = outline }
    }
    let fresh = try FontFace(path: "/usr/share/fonts/truetype/quicksand/Quicksand-Regular.ttf")
    let paths = results.withLock { $0 }
    for i in 0..<40 { #expect(paths[i] == fresh.outline(of: glyphs[i % 10])) }
  }

  @Test func concurrentFillsMatchSerialFill() {
    let path = Path(ellipseIn: CGRect(x: 3.3, y: 4.1, width: 40.7, height: 30.2))
    var serial = Pixmap(width: 48, height: 40)
    serial.fill(path, paint: .opaqueBlack)
    let images = Mutex<[Pixmap]>([])
    DispatchQueue.concurrentPerform(iterations: 16) { _ in
      var p = Pixmap(width: 48, height: 40)
      p.fill(path, paint: .opaqueBlack)
      images.withLock { $0.append(p) }
    }
    #expect(images.withLock { $0.count == 16 && $0.allSatisfy { $0 == serial } })
  }
}
