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
// Why greedy: it is what CoreText does for UI text, and it is predictable to the point.
// Refuses: shaping (no HarfBuzz: no ligatures, no kerning pairs, no contextual forms, no
// bidirectional reordering), hyphenation, break opportunities other than spaces and "\n"
// (no UAX #14: CJK text breaks only where a line overflows), fallback fonts for characters
// the face lacks (they are skipped), and truncation modes other than `.tail`. The proposed
// height does not truncate either: only `lineLimit` does.

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
    func cluster(_ character: Character) -> Cluster {
      let kind: Cluster.Kind = character.isNewline ? .newline : character == " " || character == "\t" ? .space : .other
      if kind == .newline { return Cluster(kind: kind, glyphs: [], advance: 0) }
      var glyphs: [Glyph] = []
      var pen = 0.0
      for scalar in character.unicodeScalars {
        guard let g = face.glyphIndex(for: scalar) else { continue }
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
  }

  var lines: [Line]
  /// The text's size: the widest line by the lines' heights and the spacing between them.
  var size: CGSize

  /// Lays `text` out in `width` points (`nil`: unlimited).
  ///
  /// - Parameters:
  ///   - width: the proposed width; `nil`, infinite or NaN mean one line per paragraph;
  ///     negative is taken as 0.
  ///   - lineLimit: the most lines shown, `nil` for no limit; values below 1 act as 1.
  ///   - lineSpacing: points added between lines (not after the last); negative is allowed
  ///     as in SwiftUI.
  init(_ text: ShapedText, width: CGFloat?, lineLimit: Int?, alignment: TextAlignment, lineSpacing: CGFloat) {
    let maxWidth: Double? = width.flatMap { $0.isFinite ? Double(max($0, 0)) : nil }
    let n = text.clusters.count
    func isSpace(_ i: Int) -> Bool { text.clusters[i].kind == .space }
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
      while p1 < n && text.clusters[p1].kind != .newline { p1 += 1 }
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
      let mark = text.ellipsisWidth
      var e = inkEnd(a, rest)
      if !fits(a, e, extra: mark) {
        e = a
        while e < rest && fits(a, e + 1, extra: mark) { e += 1 }
        e = inkEnd(a, e)
      }
      lines[keep - 1] = Line(clusters: a..<e, width: text.width(a, e) + mark, truncated: true)
    }

    let widest = lines.reduce(0) { max($0, $1.width) }
    let fraction: Double = switch alignment {
    case .leading: 0
    case .center: 0.5
    case .trailing: 1
    }
    for i in lines.indices { lines[i].x = (widest - lines[i].width) * fraction }
    self.lines = lines
    let count = Double(lines.count)
    size = CGSize(width: widest, height: count * text.font.lineHeight + (count - 1) * lineSpacing)
  }
}
