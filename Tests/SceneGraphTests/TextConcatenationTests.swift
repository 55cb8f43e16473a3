import Drawing
import Flipbook
import Testing
import Typography

// `Text + Text`: one text of several runs. Expected values are properties against texts
// laid out on their own (a concatenation is as wide as its parts) or sums of advances read
// here from the Inter files, scaled by size / unitsPerEm; line heights and ascents are SF
// Pro's, 2444/2048 and 1950/2048 of the size (docs/SEMANTICS.md §7 Text), worked out by hand below.
// Glyphs are located through the display list: one fill per glyph with ink, in order.

private let size = 20.0

/// Inter Regular, the face `.default` text draws with at weight 400.
private func inter() throws -> FontFace {
  try FontFace(path: "/usr/share/fonts/opentype/inter/Inter-Regular.otf")
}

/// The width of `s` in points at `points`: the sum of its glyphs' advances.
private func width(_ s: String, _ face: FontFace, at points: Double = size) -> Double {
  s.unicodeScalars.reduce(0) { sum, scalar in
    sum + (face.glyphIndex(for: scalar).map { face.advance(of: $0) } ?? 0) * points / Double(face.unitsPerEm)
  }
}

/// The outline bounds of `scalar` at `points`, relative to its pen on the baseline.
private func inkBounds(_ scalar: Unicode.Scalar, _ face: FontFace, at points: Double) throws -> CGRect {
  let r = face.outline(of: try #require(face.glyphIndex(for: scalar))).boundingRect
  let s = points / Double(face.unitsPerEm)
  return CGRect(x: r.minX * s, y: r.minY * s, width: r.width * s, height: r.height * s)
}

/// Lays `view` out on a 400 × 300 canvas at time 0.
private func laidOut<V: View>(_ view: V) -> SceneRuntime {
  let runtime = SceneRuntime(view, canvasSize: CGSize(width: 400, height: 300))
  runtime.advance(to: 0)
  return runtime
}

private func textFrame<V: View>(_ view: V) throws -> CGRect {
  try #require(laidOut(view).frames("Text").first)
}

@Suite struct TextConcatenationTests {
  static let sentence = "The quick brown fox jumps over the lazy dog"
  /// The sentence cut into runs inside words ("qu|ick", "jum|ps"), so a run boundary is
  /// never a break opportunity.
  static let pieces = ["The qu", "ick brown fox jum", "ps over the lazy dog"]

  static func concatenated(_ pieces: [String]) -> Text {
    pieces.dropFirst().reduce(Text(pieces[0])) { $0 + Text($1) }
  }

  /// "ab" + "cd" in one font is "abcd": the same width, and every glyph in the same place.
  @Test func concatenationLaysOutLikeTheJoinedString() throws {
    let joined = laidOut(Text("abcd").font(.system(size: size)))
    let split = laidOut((Text("ab") + Text("cd")).font(.system(size: size)))
    let a = try #require(joined.frames("Text").first), b = try #require(split.frames("Text").first)
    #expect(close(a, b, 1e-9))
    let glyphsA = joined.displayList(at: 0).items.map(\.canvasBounds)
    let glyphsB = split.displayList(at: 0).items.map(\.canvasBounds)
    #expect(glyphsA.count == 4 && glyphsB.count == 4)
    #expect(zip(glyphsA, glyphsB).allSatisfy { close($0, $1, 1e-9) })
  }

  /// "b" at 12 pt + "A" at 40 pt: the line is the 40-pt line, 40 × 2444/2048 = 47.734375 pt
  /// tall (not the first run's 12 × 2444/2048 = 14.3203125), and both glyphs sit on its
  /// baseline, 40 × 1950/2048 = 38.0859375 pt below the top; "A" starts after the 12-pt "b".
  @Test func mixedSizesShareTheLargestLineAndOneBaseline() throws {
    let face = try inter()
    let r = laidOut(Text("b").font(.system(size: 12)) + Text("A").font(.system(size: 40)))
    let frame = try #require(r.frames("Text").first)
    #expect(close(frame.height, 47.734375))
    #expect(close(frame.width, width("b", face, at: 12) + width("A", face, at: 40)))
    let glyphs = r.displayList(at: 0).items.map(\.canvasBounds)
    try #require(glyphs.count == 2)
    let baseline = frame.minY + 38.0859375
    let inkB = try inkBounds("b", face, at: 12), inkA = try inkBounds("A", face, at: 40)
    #expect(close(glyphs[0].maxY, baseline + inkB.maxY, 1e-6))
    #expect(close(glyphs[1].maxY, baseline + inkA.maxY, 1e-6))
    #expect(close(glyphs[1].minX, frame.minX + width("b", face, at: 12) + inkA.minX, 1e-6))
  }

  /// A container's first-text baseline is the shared one: a 40 pt + 12 pt text next to a
  /// 12-pt text on `.firstTextBaseline` puts the lone text's baseline 38.0859375 pt below
  /// the pair's top, not 12 × 1950/2048 = 11.42578125.
  @Test func baselineAlignmentUsesTheLargestRunsAscent() throws {
    let r = laidOut(
      HStack(alignment: .firstTextBaseline) {
        Text("A").font(.system(size: 40)) + Text("b").font(.system(size: 12))
        Text("c").font(.system(size: 12))
      })
    let frames = r.frames("Text")
    try #require(frames.count == 2)
    #expect(close(frames[1].minY + 11.42578125, frames[0].minY + 38.0859375, 1e-9))
  }

  /// The sentence in three runs cut inside words wraps where the single text does, at a
  /// width W = w("The quick brown fox") + 1: "The quick brown fox" / "jumps over the lazy"
  /// / "dog" (the breaks checked here by sums), three lines as wide as the widest.
  @Test func wrapsAtSpacesAcrossRunBoundaries() throws {
    let face = try inter()
    let w = width("The quick brown fox", face) + 1
    try #require(width("The quick brown fox jumps", face) > w)
    try #require(width("jumps over the lazy", face) <= w && width("jumps over the lazy dog", face) > w)
    let r = laidOut(Self.concatenated(Self.pieces).font(.system(size: size)).frame(width: w))
    let frame = try #require(r.frames("Text").first)
    #expect(close(frame.height, 3 * size * 2444 / 2048))
    #expect(close(frame.width, max(width("The quick brown fox", face), width("jumps over the lazy", face))))
    // 'j' (the 17th glyph with ink) starts line 2 at the text's left edge, although its run
    // began on line 1.
    let j = r.displayList(at: 0).items.map(\.canvasBounds)[16], ink = try inkBounds("j", face, at: size)
    #expect(close(j.minX, frame.minX + ink.minX, 1e-6))
  }

  /// `.lineLimit(1)` at that width: one line of the longest prefix p (found by trying every
  /// prefix) with w(p) + w("…") ≤ W, trailing spaces dropped, then "…" as the last glyph.
  @Test func lineLimitTruncatesTheConcatenationAtItsEnd() throws {
    let face = try inter()
    let w = width("The quick brown fox", face) + 1
    let mark = width("…", face)
    var prefix = ""
    for k in 0...Self.sentence.count where width(String(Self.sentence.prefix(k)), face) + mark <= w {
      prefix = String(Self.sentence.prefix(k))
    }
    while prefix.hasSuffix(" ") { prefix.removeLast() }
    let r = laidOut(Self.concatenated(Self.pieces).font(.system(size: size)).lineLimit(1).frame(width: w))
    let frame = try #require(r.frames("Text").first)
    #expect(close(frame.height, size * 2444 / 2048))
    #expect(close(frame.width, width(prefix, face) + mark))
    let glyphs = r.displayList(at: 0).items.map(\.canvasBounds)
    #expect(glyphs.count == prefix.filter { $0 != " " }.count + 1)
    let last = try #require(glyphs.last), ink = try inkBounds("…", face, at: size)
    #expect(close(last.minX, frame.minX + width(prefix, face) + ink.minX, 1e-6))
  }

  /// A bold run uses the face `.bold()` gives a text of its own: "a" bold + "b" is as wide
  /// as the two texts laid out separately, and wider than plain "ab".
  @Test func boldRunUsesTheBoldFace() throws {
    let font = Font.system(size: size)
    let together = try textFrame((Text("a").bold() + Text("b")).font(font)).width
    let apart = try textFrame(Text("a").bold().font(font)).width + textFrame(Text("b").font(font)).width
    #expect(close(together, apart))
    #expect(together > (try textFrame(Text("ab").font(font)).width) + 1e-6)
  }

  /// An italic run likewise: "a" + italic "b" is as wide as the two texts apart.
  @Test func italicRunUsesTheItalicFace() throws {
    let font = Font.system(size: size)
    let together = try textFrame((Text("a") + Text("b").italic()).font(font)).width
    let apart = try textFrame(Text("a").font(font)).width + textFrame(Text("b").italic().font(font)).width
    #expect(close(together, apart))
  }

  /// `.font` after `+` reaches only the runs without a font of their own; the environment
  /// fills in likewise: both give w40("a") + w12("b").
  @Test func aRunsOwnFontWinsOverOuterAndEnvironmentFonts() throws {
    let face = try inter()
    let expected = width("a", face, at: 40) + width("b", face, at: 12)
    let outer = try textFrame((Text("a").font(.system(size: 40)) + Text("b")).font(.system(size: 12)))
    #expect(close(outer.width, expected))
    let environment = try textFrame(
      VStack { Text("a").font(.system(size: 40)) + Text("b") }.font(.system(size: 12)))
    #expect(close(environment.width, expected))
  }

  /// `.bold()` after `+` makes every run bold: as wide as bold "ab".
  @Test func outerBoldAppliesToEveryRun() throws {
    let font = Font.system(size: size)
    let concatenated = try textFrame((Text("a") + Text("b")).bold().font(font)).width
    #expect(close(concatenated, try textFrame(Text("ab").bold().font(font)).width))
  }

  /// Each run keeps its colour, and the colour after `+` fills in the run without one: red,
  /// then green from outside, then blue.
  @Test func runsKeepTheirOwnColours() throws {
    let red = Color(red: 1, green: 0, blue: 0), green = Color(red: 0, green: 1, blue: 0)
    let blue = Color(red: 0, green: 0, blue: 1)
    let r = laidOut((Text("a").foregroundColor(red) + Text("b") + Text("c").foregroundColor(blue)).foregroundColor(green))
    let colors: [RGBAColor] = r.displayList(at: 0).items.compactMap {
      if case .fill(_, _, let paint, _) = $0 { paint.color } else { nil }
    }
    #expect(colors.map(\.red) == [1, 0, 0] && colors.map(\.green) == [0, 1, 0] && colors.map(\.blue) == [0, 0, 1])
  }
}
