import CFreeType
import Foundation
import Testing
import Typography

// Colour bitmap glyphs from Noto Color Emoji (Debian `fonts-noto-color-emoji`). The strike
// size is read here straight from FreeType's face record, not through `ColorGlyphFace`;
// colours are checked against what the emoji depict (a red square is red).

@Suite struct ColorGlyphFaceTests {
  /// The strike's pixels per em, read with FreeType directly: `available_sizes[0].y_ppem`
  /// (26.6 fixed point).
  static func strikePixelsPerEm() throws -> Double {
    var library: FT_Library?
    try #require(FT_Init_FreeType(&library) == 0)
    defer { FT_Done_FreeType(library) }
    var face: FT_Face?
    try #require(FT_New_Face(library, ColorGlyphFace.emojiPath, 0, &face) == 0)
    let f = try #require(face)
    defer { FT_Done_Face(f) }
    try #require(f.pointee.num_fixed_sizes == 1)
    return Double(f.pointee.available_sizes[0].y_ppem) / 64
  }

  @Test func emojiFontLoadsAtItsOnlyStrikeOf109PixelsPerEm() throws {
    let face = try ColorGlyphFace.emoji()
    #expect(face.pixelsPerEm == (try Self.strikePixelsPerEm()))
    // Noto Color Emoji is drawn at 109 ppem (its CBLC strike; the font's own build notes).
    #expect(face.pixelsPerEm == 109)
  }

  @Test func smileHasAColourBitmapAboutOneEmSquare() throws {
    let face = try ColorGlyphFace.emoji()
    let glyph = try #require(face.glyphIndex(for: "🙂").flatMap { face.glyph($0) })
    #expect(glyph.width > 0 && glyph.height > 0)
    #expect(glyph.premultipliedRGBA.count == glyph.width * glyph.height * 4)
    // About an em on each side (within a quarter), advance included.
    for extent in [Double(glyph.width), Double(glyph.height), glyph.advance] {
      #expect(abs(extent / face.pixelsPerEm - 1) < 0.25)
    }
    // Coloured, not grey: some pixel has red ≠ green.
    let px = glyph.premultipliedRGBA
    #expect(stride(from: 0, to: px.count, by: 4).contains { px[$0 + 3] > 0 && px[$0] != px[$0 + 1] })
  }

  @Test func bitmapIsPremultipliedNoChannelAboveAlpha() throws {
    let face = try ColorGlyphFace.emoji()
    let glyph = try #require(face.glyphIndex(for: "🙂").flatMap { face.glyph($0) })
    let px = glyph.premultipliedRGBA
    var partial = 0
    for i in stride(from: 0, to: px.count, by: 4) {
      #expect(px[i] <= px[i + 3] && px[i + 1] <= px[i + 3] && px[i + 2] <= px[i + 3])
      if px[i + 3] > 0 && px[i + 3] < 255 { partial += 1 }
    }
    // The anti-aliased rim has partial alpha, so the check above has something to bite on.
    #expect(partial > 0)
  }

  /// Large red square U+1F7E5 and large blue square U+1F7E6: the middle pixel is
  /// opaque and mostly red (resp. blue), which pins the BGRA → RGBA reordering.
  @Test func channelsAreInRGBAOrder() throws {
    let face = try ColorGlyphFace.emoji()
    for (scalar, channel) in [("\u{1F7E5}" as Unicode.Scalar, 0), ("\u{1F7E6}", 2)] {
      let glyph = try #require(face.glyphIndex(for: scalar).flatMap { face.glyph($0) })
      let i = 4 * ((glyph.height / 2) * glyph.width + glyph.width / 2)
      let px = glyph.premultipliedRGBA
      #expect(px[i + 3] == 255)
      // The square's own channel is the largest and far above the swapped one (Noto's blue
      // square is a sky blue, so green is mid-range).
      #expect(px[i + channel] > 150)
      for other in [0, 1, 2] where other != channel { #expect(px[i + other] < px[i + channel]) }
      #expect(px[i + 2 - channel] < 100)
    }
  }

  @Test func missingFontNamesTheDebianPackage() {
    #expect(throws: TypographyError.fontFileMissing(path: "/nonexistent/NotoColorEmoji.ttf", debianPackage: "fonts-noto-color-emoji")) {
      try ColorGlyphFace(path: "/nonexistent/NotoColorEmoji.ttf", debianPackage: ColorGlyphFace.emojiPackage)
    }
    let message = TypographyError.fontFileMissing(path: "x", debianPackage: ColorGlyphFace.emojiPackage).description
    #expect(message.contains("apt-get install fonts-noto-color-emoji"))
  }

  @Test func outlineFontWithoutColourTablesIsRefused() {
    let path = "/usr/share/fonts/opentype/inter/Inter-Regular.otf"
    #expect(throws: TypographyError.malformedFont(path: path, reason: "no colour glyph tables")) {
      try ColorGlyphFace(path: path)
    }
  }
}
