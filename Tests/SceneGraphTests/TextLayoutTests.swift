import Drawing
import Flipbook
import Testing
import Typography

// Multi-line text layout. Every expected width is a sum of advances read here from the
// `FontFace` of the same file (Inter Regular for `.default`, DejaVu Serif for `.serif`),
// scaled by size / unitsPerEm; break points and truncation prefixes are found here by brute
// force over those sums. Line height is SF Pro's, 2444/2048 of the size (docs/SEMANTICS.md §7
// Text). Glyphs are located through the display list: one fill per glyph with ink, in order.

private let size = 20.0
private let lineHeight = size * 2444 / 2048
private let ascent = size * 1950 / 2048

/// Inter Regular, the face `.default` text draws with at weight 400.
private func inter() throws -> FontFace {
  try FontFace(path: "/usr/share/fonts/opentype/inter/Inter-Regular.otf")
}

/// The width of `s` in points at `size`: the sum of its glyphs' advances.
private func width(_ s: String, _ face: FontFace, tracking: Double = 0) -> Double {
  s.unicodeScalars.reduce(0) { sum, scalar in
    sum + (face.glyphIndex(for: scalar).map { face.advance(of: $0) } ?? 0) * size / Double(face.unitsPerEm) + tracking
  }
}

/// The outline bounds of `scalar`, in points at `size`, relative to its pen on the baseline.
private func inkBounds(_ scalar: Unicode.Scalar, _ face: FontFace) throws -> CGRect {
  let r = face.outline(of: try #require(face.glyphIndex(for: scalar))).boundingRect
  let s = size / Double(face.unitsPerEm)
  return CGRect(x: r.minX * s, y: r.minY * s, width: r.width * s, height: r.height * s)
}

/// Lays `view` out on a 400 × 300 canvas at time 0.
private func laidOut<V: View>(_ view: V) -> SceneRuntime {
  let runtime = SceneRuntime(view, canvasSize: CGSize(width: 400, height: 300))
  runtime.advance(to: 0)
  return runtime
}

/// The canvas bounds of the glyph fills of `runtime`, in drawing order.
private func glyphBounds(_ runtime: SceneRuntime) -> [CGRect] {
  runtime.displayList(at: 0).items.map(\.canvasBounds)
}

private func textFrame(_ runtime: SceneRuntime) throws -> CGRect {
  try #require(runtime.frames("Text").first)
}

@Suite struct TextLayoutTests {
  static let sentence = "The quick brown fox jumps over the lazy dog"

  /// Width W = w("The quick brown fox") + 1 pt. Greedy lines, checked here by sums: line 1
  /// "The quick brown fox" fits and "… fox jumps" does not; line 2 "jumps over the lazy"
  /// fits and "… lazy dog" does not; line 3 "dog". So 3 lines, as wide as the widest.
  @Test func wrapsGreedilyAtSpacesToTheProposedWidth() throws {
    let face = try inter()
    let w = width("The quick brown fox", face) + 1
    try #require(width("The quick brown fox jumps", face) > w)
    try #require(width("jumps over the lazy", face) <= w && width("jumps over the lazy dog", face) > w)
    let r = laidOut(Text(Self.sentence).font(.system(size: size)).frame(width: w))
    let frame = try textFrame(r)
    let expectedWidth = max(width("The quick brown fox", face), width("jumps over the lazy", face), width("dog", face))
    #expect(close(frame.width, expectedWidth))
    #expect(close(frame.height, 3 * lineHeight))
    // 'j' is the 17th glyph with ink (T,h,e,q,u,i,c,k,b,r,o,w,n,f,o,x → 16 before it): it
    // starts line 2, at the text's left edge and one line height lower.
    let j = glyphBounds(r)[16], ink = try inkBounds("j", face)
    #expect(close(j.minX, frame.minX + ink.minX, 1e-6))
    #expect(close(j.minY, frame.minY + ascent + lineHeight + ink.minY, 1e-6))
  }

  /// A string narrower than the proposed 400 pt stays on one line as wide as its advances
  /// (its own width, not the proposal's).
  @Test func unconstrainedTextIsOneLineAsWideAsItsAdvances() throws {
    let face = try inter()
    let r = laidOut(Text("Hello there").font(.system(size: size)))
    let frame = try textFrame(r)
    #expect(close(frame.width, width("Hello there", face)))
    #expect(close(frame.height, lineHeight))
  }

  /// "\n" always breaks: "Hello\nWorld" is two lines, as wide as the wider word.
  @Test func newlineBreaksTheLine() throws {
    let face = try inter()
    let r = laidOut(Text("Hello\nWorld").font(.system(size: size)))
    let frame = try textFrame(r)
    #expect(close(frame.width, max(width("Hello", face), width("World", face))))
    #expect(close(frame.height, 2 * lineHeight))
  }

  /// A word wider than the width breaks between characters: at w("mmmm") + 0.5 pt (and
  /// "mmmmm" too wide, checked), ten m's are "mmmm" / "mmmm" / "mm".
  @Test func wordWiderThanTheWidthBreaksBetweenCharacters() throws {
    let face = try inter()
    let w = width("mmmm", face) + 0.5
    try #require(width("mmmmm", face) > w)
    let r = laidOut(Text("mmmmmmmmmm").font(.system(size: size)).frame(width: w))
    let frame = try textFrame(r)
    #expect(close(frame.height, 3 * lineHeight))
    #expect(close(frame.width, width("mmmm", face)))
    // The 9th glyph starts line 3 at the left edge.
    let m = glyphBounds(r)[8], ink = try inkBounds("m", face)
    #expect(close(m.minX, frame.minX + ink.minX, 1e-6))
    #expect(close(m.minY, frame.minY + ascent + 2 * lineHeight + ink.minY, 1e-6))
  }

  /// `.lineLimit(1)` at the wrapping width above: one line, ending in "…" after the longest
  /// prefix p (found here by trying every prefix) with w(p) + w("…") ≤ W, trailing spaces
  /// dropped; the text is no wider than W.
  @Test func lineLimitOneTruncatesTheTailWithAnEllipsisThatFits() throws {
    let face = try inter()
    let w = width("The quick brown fox", face) + 1
    let mark = width("…", face)
    var prefix = ""
    for k in 0...Self.sentence.count {
      let p = String(Self.sentence.prefix(k))
      if width(p, face) + mark <= w { prefix = p }
    }
    while prefix.hasSuffix(" ") { prefix.removeLast() }
    let r = laidOut(Text(Self.sentence).font(.system(size: size)).lineLimit(1).frame(width: w))
    let frame = try textFrame(r)
    #expect(close(frame.height, lineHeight))
    #expect(frame.width <= w)
    #expect(close(frame.width, width(prefix, face) + mark))
    // The last fill is the ellipsis, right after the prefix.
    let last = try #require(glyphBounds(r).last), ink = try inkBounds("…", face)
    #expect(close(last.minX, frame.minX + width(prefix, face) + ink.minX, 1e-6))
    #expect(glyphBounds(r).count == prefix.filter { $0 != " " }.count + 1)
  }

  /// `.lineLimit(2)` keeps two of the three lines; the second shows as much of "jumps over
  /// the lazy dog" as fits before "…".
  @Test func lineLimitKeepsThatManyLines() throws {
    let face = try inter()
    let w = width("The quick brown fox", face) + 1
    let r = laidOut(Text(Self.sentence).font(.system(size: size)).lineLimit(2).frame(width: w))
    #expect(close(try textFrame(r).height, 2 * lineHeight))
  }

  /// A limit the text does not reach changes nothing.
  @Test func lineLimitAboveTheLineCountChangesNothing() throws {
    let r = laidOut(Text("Hello\nWorld").font(.system(size: size)).lineLimit(5))
    #expect(close(try textFrame(r).height, 2 * lineHeight))
    #expect(glyphBounds(r).count == 10)
  }

  /// "Hello\nHi": the second line is shorter by d = w("Hello") − w("Hi"); its 'H' (the 6th
  /// glyph) starts d/2 in when centred, d in when trailing, 0 when leading.
  @Test(arguments: [(TextAlignment.leading, 0.0), (.center, 0.5), (.trailing, 1.0)])
  func multilineAlignmentOffsetsShorterLines(alignment: TextAlignment, fraction: Double) throws {
    let face = try inter()
    let d = width("Hello", face) - width("Hi", face)
    let r = laidOut(Text("Hello\nHi").font(.system(size: size)).multilineTextAlignment(alignment))
    let frame = try textFrame(r)
    let h = glyphBounds(r)[5], ink = try inkBounds("H", face)
    #expect(close(h.minX, frame.minX + d * fraction + ink.minX, 1e-6))
    #expect(close(h.minY, frame.minY + ascent + lineHeight + ink.minY, 1e-6))
  }

  /// `.lineSpacing(6)` adds 6 pt between the two lines (not after the last).
  @Test func lineSpacingAddsBetweenLines() throws {
    let r = laidOut(Text("Hello\nWorld").font(.system(size: size)).lineSpacing(6))
    #expect(close(try textFrame(r).height, 2 * lineHeight + 6))
  }

  /// `.tracking(3)` adds 3 pt to each of the 5 advances of "Hello".
  @Test func trackingAddsToEveryAdvance() throws {
    let face = try inter()
    let r = laidOut(Text("Hello").font(.system(size: size)).tracking(3))
    #expect(close(try textFrame(r).width, width("Hello", face) + 15, 1e-9))
  }

  /// `design: .serif` draws with DejaVu Serif: the width is the sum of its advances.
  @Test func serifTextUsesDejaVuSerif() throws {
    let face = try FontFace(path: "/usr/share/fonts/truetype/dejavu/DejaVuSerif.ttf")
    try #require(!close(width("Serif text", face), width("Serif text", try inter())))
    let r = laidOut(Text("Serif text").font(.system(size: size, design: .serif)))
    #expect(close(try textFrame(r).width, width("Serif text", face)))
  }

  /// `.italic()` on Inter draws Inter Italic: the width is the sum of its advances.
  @Test func italicTextUsesTheItalicFace() throws {
    let face = try FontFace(path: "/usr/share/fonts/opentype/inter/Inter-Italic.otf")
    try #require(!close(width("Slanted", face), width("Slanted", try inter())))
    let r = laidOut(Text("Slanted").font(.system(size: size)).italic())
    #expect(close(try textFrame(r).width, width("Slanted", face)))
  }

  /// Degenerate input lays out without trapping: an empty string is one empty line; a zero
  /// width puts each of the 3 characters on its own line; `lineLimit(0)` acts as 1.
  @Test func degenerateInputLaysOutWithoutTrapping() throws {
    let empty = laidOut(Text("").font(.system(size: size)))
    let emptyFrame = try textFrame(empty)
    #expect(close(emptyFrame.height, lineHeight) && close(emptyFrame.width, 0))
    let zero = laidOut(Text("abc").font(.system(size: size)).frame(width: 0))
    #expect(close(try textFrame(zero).height, 3 * lineHeight))
    let limited = laidOut(Text("a\nb").font(.system(size: size)).lineLimit(0))
    #expect(close(try textFrame(limited).height, lineHeight))
  }
}
