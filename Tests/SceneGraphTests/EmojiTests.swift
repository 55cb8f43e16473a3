import Drawing
import Flipbook
import Foundation
import Testing
import Typography

// Colour emoji in Text. Expected geometry comes from the strike's own metrics (pixels at
// `pixelsPerEm`, which RasterTests checks against FreeType's raw face record) scaled by
// size / pixelsPerEm, and from Inter Regular's advances scaled by size / unitsPerEm; the
// baseline is SF Pro's ascent, 1950/2048 of the size, below the top of the text's frame.

private let size = 20.0

private func inter() throws -> FontFace {
  try FontFace(path: "/usr/share/fonts/opentype/inter/Inter-Regular.otf")
}

/// The advance of `scalar` in Inter Regular, in points at `size`.
private func advance(_ scalar: Unicode.Scalar, _ face: FontFace) throws -> Double {
  face.advance(of: try #require(face.glyphIndex(for: scalar))) * size / Double(face.unitsPerEm)
}

/// Noto Color Emoji's bitmap glyph for `scalar`, with the strike's points per pixel at `size`.
private func emoji(_ scalar: Unicode.Scalar) throws -> (glyph: ColorGlyph, pointsPerPixel: Double) {
  let face = try ColorGlyphFace.emoji()
  let glyph = try #require(face.glyphIndex(for: scalar).flatMap { face.glyph($0) })
  return (glyph, size / face.pixelsPerEm)
}

private func laidOut<V: View>(_ view: V) -> SceneRuntime {
  let runtime = SceneRuntime(view, canvasSize: CGSize(width: 400, height: 300))
  runtime.advance(to: 0)
  return runtime
}

/// The image-painted fills of a display list, with their images.
private func imageFills(_ list: DisplayList) -> [(item: DisplayItem, image: DrawingImage, opacity: Double)] {
  list.items.compactMap { item in
    guard case .fill(_, _, let paint, _) = item, case .image(let image, _) = paint.shading else { return nil }
    return (item, image, paint.opacity)
  }
}

/// The bounds of the outline (solid-painted) fills of a display list, in drawing order.
private func outlineFills(_ list: DisplayList) -> [CGRect] {
  list.items.filter {
    guard case .fill(_, _, let paint, _) = $0, case .solid = paint.shading else { return false }
    return true
  }.map(\.canvasBounds)
}

@Suite struct EmojiTests {
  /// One emoji: as wide as its advance scaled from the strike, as tall as one line. By hand:
  /// Noto Color Emoji 2.042 advances 🙂 by 136 px at 109 px per em, so at 20 pt it is
  /// 136 · 20 / 109 ≈ 24.95 pt, about 1.25 em (Noto's emoji are wider than square).
  @Test func singleEmojiIsItsScaledAdvanceWideAndOneLineTall() throws {
    let (glyph, k) = try emoji("🙂")
    let r = laidOut(Text("🙂").font(.system(size: size)))
    let frame = try #require(r.frames("Text").first)
    #expect(abs(frame.width - glyph.advance * k) < 1e-9)
    #expect(abs(frame.width - 136.0 * 20 / 109) < 1e-9)
    #expect(abs(frame.width / size - 1) < 0.3)
    #expect(abs(frame.height - size * 2444 / 2048) < 1e-9)
  }

  /// The emoji is one image fill covering the bitmap's rectangle: left bearing and top
  /// bearing (pixels above the baseline) scaled by size / pixelsPerEm, placed at the frame's
  /// leading edge on the baseline.
  @Test func emojiIsAnImageFillOfItsBitmapRectangleOnTheBaseline() throws {
    let (glyph, k) = try emoji("🙂")
    let r = laidOut(Text("🙂").font(.system(size: size)))
    let frame = try #require(r.frames("Text").first)
    let fills = imageFills(r.displayList(at: 0))
    try #require(fills.count == 1)
    let baseline = frame.minY + size * 1950 / 2048
    let expected = CGRect(
      x: frame.minX + glyph.left * k, y: baseline - glyph.top * k,
      width: Double(glyph.width) * k, height: Double(glyph.height) * k)
    #expect(close(fills[0].item.canvasBounds, expected, 1e-9))
    #expect(fills[0].image.width == glyph.width && fills[0].image.height == glyph.height)
  }

  @Test func emojiImageIsInColourNotGrey() throws {
    let r = laidOut(Text("🙂").font(.system(size: size)))
    let image = try #require(imageFills(r.displayList(at: 0)).first?.image)
    let px = image.premultipliedRGBA
    #expect(stride(from: 0, to: px.count, by: 4).contains { px[$0 + 3] > 0 && px[$0] != px[$0 + 1] })
  }

  /// "A🙂B": A and B keep Inter's advances; the text is w(A) + emoji advance + w(B) wide and
  /// B's outline moves right by exactly the emoji advance compared with "AB".
  @Test func lettersAroundAnEmojiKeepTheirAdvances() throws {
    let face = try inter()
    let (glyph, k) = try emoji("🙂")
    let mixed = laidOut(Text("A🙂B").font(.system(size: size)))
    let plain = laidOut(Text("AB").font(.system(size: size)))
    let mixedFrame = try #require(mixed.frames("Text").first)
    let plainFrame = try #require(plain.frames("Text").first)
    let wA = try advance("A", face), wB = try advance("B", face)
    #expect(abs(mixedFrame.width - (wA + glyph.advance * k + wB)) < 1e-9)
    #expect(abs(plainFrame.width - (wA + wB)) < 1e-9)
    // Outline fills (non-image) in order: A then B; positions relative to each frame.
    let m = outlineFills(mixed.displayList(at: 0)), p = outlineFills(plain.displayList(at: 0))
    try #require(m.count == 2 && p.count == 2)
    #expect(abs((m[0].minX - mixedFrame.minX) - (p[0].minX - plainFrame.minX)) < 1e-9)
    #expect(abs((m[1].minX - mixedFrame.minX) - (p[1].minX - plainFrame.minX) - glyph.advance * k) < 1e-9)
  }

  /// Three emoji separated by spaces in a width of two emoji and a space plus half an emoji:
  /// greedy breaking puts two on the first line and one on the second, so emoji advances
  /// count in wrapping.
  @Test func emojiAdvancesCountInLineBreaking() throws {
    let (glyph, k) = try emoji("🙂")
    let space = try advance(" ", try inter())
    let e = glyph.advance * k
    let r = laidOut(Text("🙂 🙂 🙂").font(.system(size: size)).frame(width: 2.5 * e + space))
    let frame = try #require(r.frames("Text").first)
    #expect(abs(frame.height - 2 * size * 2444 / 2048) < 1e-9)
    #expect(abs(frame.width - (2 * e + space)) < 1e-9)
  }

  /// U+2764 U+FE0F (red heart, emoji presentation by the variation selector) is one image;
  /// the selector itself draws nothing and adds no advance.
  @Test func variationSelector16GivesOneColourGlyph() throws {
    let (glyph, k) = try emoji("\u{2764}")
    let r = laidOut(Text("\u{2764}\u{FE0F}").font(.system(size: size)))
    #expect(imageFills(r.displayList(at: 0)).count == 1)
    let frame = try #require(r.frames("Text").first)
    #expect(abs(frame.width - glyph.advance * k) < 1e-9)
  }

  /// Sequences the font spells as one ligature (its GSUB 'ccmp'): a ZWJ sequence, a flag
  /// (two regional indicators), a skin-tone modifier, a keycap (digit, U+FE0F, U+20E3), a
  /// family of three joined by two ZWJs, and a subdivision flag (black flag, tags, cancel
  /// tag) each draw exactly one colour glyph and no outline, and that glyph is not the
  /// sequence's first code point drawn alone (the ligature replaced it).
  @Test(arguments: [
    "👩\u{200D}💻", "🇯🇵", "👍🏽", "1\u{FE0F}\u{20E3}", "👨\u{200D}👩\u{200D}👧",
    "🏴\u{E0067}\u{E0062}\u{E0073}\u{E0063}\u{E0074}\u{E007F}",
  ])
  func emojiSequenceDrawsOneLigatureGlyph(_ sequence: String) throws {
    try #require(sequence.count == 1)
    let r = laidOut(Text(sequence).font(.system(size: size)))
    let list = r.displayList(at: 0)
    let images = imageFills(list)
    #expect(images.count == 1)
    #expect(outlineFills(list).isEmpty)
    let first = try emoji(try #require(sequence.unicodeScalars.first)).glyph
    #expect(images.first?.image.premultipliedRGBA != first.premultipliedRGBA)
  }

  /// A ligature advances like any Noto emoji: every glyph of the font has the same advance
  /// (2550 units in its hmtx, 136 pixels in its strike, by fontTools), so 👩‍💻 is as wide as 🙂.
  @Test func ligatureHasTheLigatureGlyphsAdvance() throws {
    let (glyph, k) = try emoji("🙂")
    let r = laidOut(Text("👩\u{200D}💻").font(.system(size: size)))
    let frame = try #require(r.frames("Text").first)
    #expect(abs(frame.width - glyph.advance * k) < 1e-9)
    #expect(abs(frame.width - 136.0 * 20 / 109) < 1e-9)
  }

  /// "👩‍💻a": the ligature and the letter, two glyphs; the letter starts one ligature
  /// advance after the frame's leading edge plus its own left bearing, as after 🙂.
  @Test func letterAfterALigatureIsTheSecondOfTwoGlyphs() throws {
    let sequence = laidOut(Text("👩\u{200D}💻a").font(.system(size: size))).displayList(at: 0)
    let single = laidOut(Text("🙂a").font(.system(size: size))).displayList(at: 0)
    #expect(imageFills(sequence).count == 1 && outlineFills(sequence).count == 1)
    let a = try #require(outlineFills(sequence).first), b = try #require(outlineFills(single).first)
    #expect(abs(a.minX - b.minX) < 1e-9)
  }

  /// A ZWJ sequence the font has no ligature for (🙂 ZWJ 🎉, one grapheme cluster) shows its
  /// parts side by side, UTS #51's fallback; the joiner draws nothing and takes no room.
  @Test func zwjSequenceWithoutLigatureFallsBackToItsParts() throws {
    let (glyph, k) = try emoji("🙂")
    let text = "🙂\u{200D}🎉"
    try #require(text.count == 1)
    let r = laidOut(Text(text).font(.system(size: size)))
    #expect(imageFills(r.displayList(at: 0)).count == 2)
    let frame = try #require(r.frames("Text").first)
    #expect(abs(frame.width - 2 * glyph.advance * k) < 1e-9)
  }

  /// A tag sequence the font does not know (black flag, tags "zz", cancel tag) shows the
  /// black flag alone: tags are invisible.
  @Test func unknownTagSequenceShowsItsBaseAlone() throws {
    let text = "🏴\u{E007A}\u{E007A}\u{E007F}"
    try #require(text.count == 1)
    let r = laidOut(Text(text).font(.system(size: size)))
    #expect(imageFills(r.displayList(at: 0)).count == 1)
  }

  /// Emoji are not tinted by the foreground colour, but opacity applies to them.
  @Test func opacityFadesEmojiAndForegroundColourDoesNot() throws {
    let r = laidOut(Text("🙂").font(.system(size: size)).foregroundColor(.clear).opacity(0.5))
    let fills = imageFills(r.displayList(at: 0))
    try #require(fills.count == 1)
    #expect(abs(fills[0].opacity - 0.5) < 1e-12)
  }
}
