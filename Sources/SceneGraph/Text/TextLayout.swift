// Text layout: glyphs per character, greedy line breaking, tail truncation, alignment.
//
// What: a string is mapped once to clusters (one per `Character`: its glyphs and its
// advance in font units, tabular digit cells and tracking included); a layout for a
// proposed width then only does arithmetic on prefix sums of those advances. Lines break
// greedily at spaces: a line takes words while its ink (trailing spaces excluded) fits the
// width; the spaces at a soft break hang and are dropped; "\n" always breaks; a word wider
// than the whole width breaks between characters (at least one per line). A `nil` or
// infinite width gives one line per paragraph. Past `lineLimit` lines, the last kept line
// shows as much of the rest of its paragraph as fits before a "…" (tail truncation).
// Concatenated text (`Text + Text`) is shaped run by run, each in its own face and size;
// the layout sees the runs as one sequence of clusters whose widths are each run's advances
// at its own scale, so words, breaks and truncation cross run boundaries freely. A line is
// as tall as the largest font on it and its runs share one baseline, that font's ascent
// below the line's top (CoreText's rule); the "…" takes the style of the run it follows.
// Why greedy: it is what CoreText does for UI text, and it is predictable to the point.
// Refuses: shaping (no HarfBuzz: no ligatures in text faces, no kerning pairs, no
// contextual forms, no bidirectional reordering), hyphenation, break opportunities other than spaces and "\n"
// (no UAX #14: CJK text breaks only where a line overflows), fallback fonts for characters
// the face lacks (they are skipped) other than colour emoji, and truncation modes other
// than `.tail`. The proposed height does not truncate either: only `lineLimit` does.
// Emoji: a character in emoji presentation (its first scalar has Emoji_Presentation and no
// U+FE0E follows, or U+FE0F is in it), or an emoji scalar the text face lacks, is drawn from
// Noto Color Emoji's colour bitmaps (`ColorGlyphFace`), scaled from the strike to the text
// size: advance and bitmap placement are the strike's pixels × size / pixels-per-em, so an
// emoji counts in line breaking like any other cluster. Emoji sequences (a character of
// several code points shown as emoji, or an emoji followed by a joiner, a skin-tone
// modifier or tags) go through the emoji font's GSUB ligatures first: the glyphs of its
// code points that the font maps (Noto maps U+200D and the tags, not U+FE0F, and its
// ligatures are spelled that way) become the ligature glyph(s), drawn with their own
// advances, so 👩‍💻, 🇯🇵, 👍🏽, 1️⃣ and 🏴󠁧󠁢󠁳󠁣󠁴󠁿 are one glyph each. A sequence no ligature
// matches shows its components side by side (the fallback rendering of UTS #51). Joiners,
// variation selectors and tags never draw. A missing emoji font is a diagnostic naming its
// Debian package (emoji are skipped); a malformed GSUB table is one too (sequences show
// their components).

import Drawing
import Foundation
import Geometry
import Typography

/// A string turned into glyphs of one face: clusters with advances, ready to break into lines.
struct ShapedText {
  struct Glyph {
    /// The outline in font units, y down, origin on the baseline.
    let outline: Path
    /// The glyph origin's offset from the start of its cluster, in font units.
    let dx: Double
    /// A colour bitmap drawn instead of `outline` (an emoji); `nil` for outline glyphs.
    var bitmap: Bitmap? = nil
  }

  /// A colour bitmap glyph placed in the text face's font units.
  struct Bitmap {
    /// Premultiplied RGBA at the emoji font's strike (shares the face's cached bytes).
    let image: DrawingImage
    /// Where the bitmap goes, in font units, y down, relative to the glyph origin on the
    /// baseline.
    let rect: CGRect
  }

  struct Cluster {
    enum Kind { case space, newline, other }
    let kind: Kind
    let glyphs: [Glyph]
    /// The pen advance, in font units, tracking included.
    let advance: Double
  }

  let font: Font
  let clusters: [Cluster]
  /// `pens[i]` is the sum of the advances of clusters before `i`, in font units; one more
  /// entry than `clusters`.
  let pens: [Double]
  /// The truncation mark, "…" (or "..." where the face lacks it).
  let ellipsis: Cluster
  /// Points per font unit; 0 when no face could be loaded (nothing is drawn, widths are 0).
  let scale: Double

  /// Maps `string` to glyphs of the face for `font`.
  ///
  /// - Parameters:
  ///   - monospacedDigits: digits are centred in cells of the widest digit's advance.
  ///   - tracking: points added to every cluster's advance, the last one included.
  init(_ string: String, font: Font, monospacedDigits: Bool, tracking: Double) {
    self.font = font
    guard
      let face = try? FontFace.styled(
        design: font.design.typefaceDesign, weight: font.weight.value, italic: font.isItalic),
      font.size.isFinite, font.size > 0
    else {
      Diagnostics.warn("No font for \(font.design) weight \(font.weight.value); text is not drawn.")
      clusters = []
      pens = [0]
      ellipsis = Cluster(kind: .other, glyphs: [], advance: 0)
      scale = 0
      return
    }
    let scale = font.size / Double(face.unitsPerEm)
    let extra = tracking.isFinite ? tracking / scale : 0
    var digitCell: Double = 0
    if monospacedDigits {
      for d in "0123456789".unicodeScalars {
        if let g = face.glyphIndex(for: d) { digitCell = max(digitCell, face.advance(of: g)) }
      }
    }
    // The emoji font, opened the first time a character needs it.
    var emojiFace: ColorGlyphFace??
    func emojiFont() -> ColorGlyphFace? {
      if emojiFace == nil {
        do throws(TypographyError) {
          let opened = try ColorGlyphFace.emoji()
          if case .failure(let error) = opened.ligatures {
            Diagnostics.warn("Emoji sequences are drawn as their parts: \(error)")
          }
          emojiFace = .some(opened)
        } catch {
          Diagnostics.warn("Colour emoji are not drawn: \(error)")
          emojiFace = .some(nil)
        }
      }
      return emojiFace ?? nil
    }
    /// Glyph `index` of the emoji font with its origin `pen` font units into its cluster, and
    /// its advance in font units; `nil` when the glyph has no colour bitmap.
    func emojiGlyph(_ index: UInt32, of emojiFace: ColorGlyphFace, at pen: Double) -> (glyph: Glyph, advance: Double)? {
      guard let bitmap = emojiFace.glyph(index) else { return nil }
      let k = Double(face.unitsPerEm) / emojiFace.pixelsPerEm
      let rect = CGRect(
        x: bitmap.left * k, y: -bitmap.top * k, width: Double(bitmap.width) * k, height: Double(bitmap.height) * k)
      let image = DrawingImage(width: bitmap.width, height: bitmap.height, premultipliedRGBA: bitmap.premultipliedRGBA)
      return (Glyph(outline: Path(), dx: pen, bitmap: Bitmap(image: image, rect: rect)), bitmap.advance * k)
    }
    /// The glyphs and advance (font units) of an emoji sequence drawn through the emoji
    /// font's ligatures, or `nil` when no ligature applies to it.
    func emojiLigatures(_ scalars: Character.UnicodeScalarView) -> (glyphs: [Glyph], advance: Double)? {
      guard let emojiFace = emojiFont() else { return nil }
      // The ligatures are spelled in the glyphs of the sequence's code points, the joiners
      // and tags included; Noto maps no glyph to U+FE0F, and its ligatures leave it out.
      var nominal: [UInt32] = []
      var invisible = Set<UInt32>()
      for scalar in scalars {
        guard let index = emojiFace.glyphIndex(for: scalar) else { continue }
        nominal.append(index)
        if scalar.isInvisibleInEmoji { invisible.insert(index) }
      }
      let substituted = emojiFace.substitutingLigatures(in: nominal)
      guard substituted != nominal else { return nil }
      var glyphs: [Glyph] = []
      var pen = 0.0
      for index in substituted where !invisible.contains(index) {
        guard let placed = emojiGlyph(index, of: emojiFace, at: pen) else { continue }
        glyphs.append(placed.glyph)
        pen += placed.advance
      }
      return (glyphs, pen)
    }
    func cluster(_ character: Character) -> Cluster {
      let kind: Cluster.Kind = character.isNewline ? .newline : character == " " || character == "\t" ? .space : .other
      if kind == .newline { return Cluster(kind: kind, glyphs: [], advance: 0) }
      let scalars = character.unicodeScalars
      let presentsEmoji =
        scalars.contains("\u{FE0F}")
        || (scalars.first?.properties.isEmojiPresentation ?? false) && !scalars.contains("\u{FE0E}")
      if character.isEmojiSequence(presentsEmoji: presentsEmoji), let sequence = emojiLigatures(scalars) {
        return Cluster(kind: kind, glyphs: sequence.glyphs, advance: sequence.glyphs.isEmpty ? 0 : sequence.advance + extra)
      }
      var glyphs: [Glyph] = []
      var pen = 0.0
      for scalar in scalars where !scalar.isInvisibleInEmoji {
        let textGlyph = face.glyphIndex(for: scalar)
        if scalar.properties.isEmoji && (presentsEmoji || textGlyph == nil), let emojiFace = emojiFont(),
          let index = emojiFace.glyphIndex(for: scalar), let placed = emojiGlyph(index, of: emojiFace, at: pen)
        {
          glyphs.append(placed.glyph)
          pen += placed.advance
          continue
        }
        guard let g = textGlyph else { continue }
        let advance = face.advance(of: g)
        if monospacedDigits && ("0"..."9").contains(scalar) {
          glyphs.append(Glyph(outline: face.outline(of: g), dx: pen + (digitCell - advance) / 2))
          pen += digitCell
        } else {
          glyphs.append(Glyph(outline: face.outline(of: g), dx: pen))
          pen += advance
        }
      }
      return Cluster(kind: kind, glyphs: glyphs, advance: glyphs.isEmpty ? 0 : pen + extra)
    }
    clusters = string.map(cluster)
    var pens = [0.0]
    pens.reserveCapacity(clusters.count + 1)
    for c in clusters { pens.append(pens[pens.count - 1] + c.advance) }
    self.pens = pens
    let mark = cluster("…")
    if mark.glyphs.isEmpty {
      let dot = cluster(".")
      ellipsis = Cluster(
        kind: .other,
        glyphs: (0..<3).flatMap { i in dot.glyphs.map { Glyph(outline: $0.outline, dx: $0.dx + Double(i) * dot.advance) } },
        advance: 3 * dot.advance)
    } else {
      ellipsis = mark
    }
    self.scale = scale
  }

  /// The width of clusters `a..<b`, in points.
  func width(_ a: Int, _ b: Int) -> Double { (pens[b] - pens[a]) * scale }

  /// The width of the ellipsis, in points.
  var ellipsisWidth: Double { ellipsis.advance * scale }
}

/// The shaped runs of one concatenated text, addressed as one sequence of clusters.
struct ShapedRuns {
  /// At least one run.
  let runs: [ShapedText]
  /// `starts[r]` is the index of run `r`'s first cluster; one more entry than `runs`, the
  /// last being the number of clusters.
  let starts: [Int]
  /// The run each cluster belongs to.
  let runIndex: [Int]

  init(_ runs: [ShapedText]) {
    precondition(!runs.isEmpty, "a text has at least one run")
    self.runs = runs
    var starts = [0]
    var runIndex: [Int] = []
    for (r, run) in runs.enumerated() {
      starts.append(starts[r] + run.clusters.count)
      runIndex += repeatElement(r, count: run.clusters.count)
    }
    self.starts = starts
    self.runIndex = runIndex
  }

  var count: Int { runIndex.count }

  /// Cluster `i` of the whole text.
  func cluster(_ i: Int) -> ShapedText.Cluster { runs[runIndex[i]].clusters[i - starts[runIndex[i]]] }

  /// The width of clusters `a..<b`, in points: each run's part at its own scale. With one
  /// run, exactly that run's width.
  func width(_ a: Int, _ b: Int) -> Double {
    guard a < b else { return 0 }
    var sum = 0.0
    for r in runIndex[a]...runIndex[b - 1] {
      let s = starts[r]
      sum += runs[r].width(max(a, s) - s, min(b, starts[r + 1]) - s)
    }
    return sum
  }

  /// The run whose style a line showing `clusters` ends in (its ellipsis takes that run's
  /// font and colour): the run of its last cluster, or for an empty line the run it starts
  /// in.
  func run(ending clusters: Range<Int>) -> Int {
    guard count > 0 else { return 0 }
    let i = clusters.isEmpty ? clusters.lowerBound : clusters.upperBound - 1
    return runIndex[min(max(i, 0), count - 1)]
  }

  /// The runs a line showing `clusters` (and perhaps an ellipsis) draws from.
  func runs(on clusters: Range<Int>) -> ClosedRange<Int> {
    guard count > 0 else { return 0...0 }
    let first = runIndex[min(clusters.lowerBound, count - 1)]
    return first...max(first, run(ending: clusters))
  }
}

/// Where text alignment puts lines shorter than the text's width.
public enum TextAlignment: Hashable, Sendable, CaseIterable {
  case leading, center, trailing
}

/// Lines of shaped text for one proposed width.
struct TextLayout {
  struct Line {
    /// The clusters shown, before any ellipsis.
    var clusters: Range<Int>
    /// The line's width in points, the ellipsis included.
    var width: Double
    /// Whether a "…" follows the clusters.
    var truncated = false
    /// The offset of the line from the text's leading edge, in points, by alignment.
    var x = 0.0
    /// The distance from the text's top to the line's top, in points.
    var top = 0.0
    /// The distance from the line's top to its baseline, in points: the largest ascent of
    /// the fonts on the line.
    var ascent = 0.0
  }

  var lines: [Line]
  /// The text's size: the widest line by the lines' heights and the spacing between them.
  var size: CGSize

  /// Lays `text` out in `width` points (`nil`: unlimited); each line is as tall as the
  /// largest font it shows.
  ///
  /// - Parameters:
  ///   - width: the proposed width; `nil`, infinite or NaN mean one line per paragraph;
  ///     negative is taken as 0.
  ///   - lineLimit: the most lines shown, `nil` for no limit; values below 1 act as 1.
  ///   - lineSpacing: points added between lines (not after the last); negative is allowed
  ///     as in SwiftUI.
  init(_ text: ShapedRuns, width: CGFloat?, lineLimit: Int?, alignment: TextAlignment, lineSpacing: CGFloat) {
    let maxWidth: Double? = width.flatMap { $0.isFinite ? Double(max($0, 0)) : nil }
    let n = text.count
    func isSpace(_ i: Int) -> Bool { text.cluster(i).kind == .space }
    // Tolerance for "fits": a width computed as a sum of the same advances must fit itself.
    let slack = 1e-9
    func fits(_ a: Int, _ b: Int, extra: Double = 0) -> Bool {
      guard let maxWidth else { return true }
      return text.width(a, b) + extra <= maxWidth + slack
    }
    /// The end of `a..<b` without trailing spaces.
    func inkEnd(_ a: Int, _ b: Int) -> Int {
      var e = b
      while e > a && isSpace(e - 1) { e -= 1 }
      return e
    }

    var lines: [Line] = []
    /// The end of the paragraph each line belongs to (exclusive, before the "\n").
    var paragraphEnds: [Int] = []
    var p0 = 0
    while p0 <= n {
      var p1 = p0
      while p1 < n && text.cluster(p1).kind != .newline { p1 += 1 }
      var start = p0
      repeat {
        var end = start, next = start
        while next < p1 {
          var wordStart = next
          while wordStart < p1 && isSpace(wordStart) { wordStart += 1 }
          if wordStart == p1 {
            next = p1
            end = p1  // trailing spaces of the paragraph hang on its last line
            break
          }
          var wordEnd = wordStart
          while wordEnd < p1 && !isSpace(wordEnd) { wordEnd += 1 }
          if fits(start, wordEnd) {
            end = wordEnd
            next = wordEnd
          } else if end == start {
            // The first word alone is too wide: break it between characters.
            end = start + 1
            while end < wordEnd && fits(start, end + 1) { end += 1 }
            next = end
            break
          } else {
            break
          }
        }
        let ink = text.width(start, inkEnd(start, end))
        let full = text.width(start, end)
        lines.append(Line(clusters: start..<end, width: maxWidth.map { min(full, max(ink, $0)) } ?? full))
        paragraphEnds.append(p1)
        start = next
        while start < p1 && isSpace(start) { start += 1 }
      } while start < p1
      p0 = p1 + 1
    }

    if let lineLimit, lines.count > max(lineLimit, 1) {
      let keep = max(lineLimit, 1)
      lines.removeLast(lines.count - keep)
      let a = lines[keep - 1].clusters.lowerBound
      let rest = paragraphEnds[keep - 1]
      /// The width of the ellipsis after `a..<e`, in the style of the run the line ends in.
      func mark(_ e: Int) -> Double { text.runs[text.run(ending: a..<e)].ellipsisWidth }
      var e = inkEnd(a, rest)
      if !fits(a, e, extra: mark(e)) {
        e = a
        while e < rest && fits(a, e + 1, extra: mark(e + 1)) { e += 1 }
        e = inkEnd(a, e)
      }
      lines[keep - 1] = Line(clusters: a..<e, width: text.width(a, e) + mark(e), truncated: true)
    }

    let widest = lines.reduce(0) { max($0, $1.width) }
    let fraction: Double = switch alignment {
    case .leading: 0
    case .center: 0.5
    case .trailing: 1
    }
    for i in lines.indices { lines[i].x = (widest - lines[i].width) * fraction }
    // Fonts scale SF Pro's metrics alike, so the largest font on a line has both its largest
    // ascent and its largest line height.
    let fonts = lines.map { line in text.runs(on: line.clusters).map { text.runs[$0].font }.max { $0.size < $1.size }! }
    let heights = fonts.map(\.lineHeight)
    let count = Double(lines.count)
    let height: Double
    if text.runs.count == 1 || heights.allSatisfy({ $0 == heights[0] }) {
      // One line height throughout (always so for a single run): tops are multiples.
      for i in lines.indices { lines[i].top = Double(i) * (heights[0] + lineSpacing) }
      height = count * heights[0] + (count - 1) * lineSpacing
    } else {
      var top = 0.0
      for i in lines.indices {
        lines[i].top = top
        top += heights[i] + lineSpacing
      }
      height = top - lineSpacing
    }
    for i in lines.indices { lines[i].ascent = fonts[i].ascent }
    self.lines = lines
    size = CGSize(width: widest, height: height)
  }
}

extension Character {
  /// Whether this character is a sequence for the emoji font's ligatures: more than one
  /// code point, and either shown as emoji (`presentsEmoji`) or a non-ASCII emoji followed by
  /// a joiner, a skin-tone modifier or tags (as 🏳‍🌈 and ☝🏽 are without U+FE0F), not asked
  /// for as text with U+FE0E.
  fileprivate func isEmojiSequence(presentsEmoji: Bool) -> Bool {
    let scalars = unicodeScalars
    guard let first = scalars.first, scalars.count > 1, !scalars.contains("\u{FE0E}") else { return false }
    if presentsEmoji { return true }
    return first.properties.isEmoji && !first.isASCII
      && scalars.dropFirst().contains { $0.properties.isEmojiModifier || $0.isInvisibleInEmoji }
  }
}

extension Unicode.Scalar {
  /// Zero width joiner, variation selectors and tag characters: they steer which emoji is
  /// shown and draw nothing themselves.
  fileprivate var isInvisibleInEmoji: Bool {
    switch value {
    case 0x200D, 0xFE00...0xFE0F, 0xE0020...0xE007F, 0xE0100...0xE01EF: true
    default: false
    }
  }
}
