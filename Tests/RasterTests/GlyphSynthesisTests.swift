import Foundation
import Geometry
import Testing
@testable import Typography

// Synthetic weights and slant, and the serif family. Stem widths are measured here by
// intersecting the outline's own segments (lines, and quadratic/cubic Béziers solved by
// sign change and bisection, no flattening) with the horizontal line through the middle of
// the glyph: an independent measurement of the outline FreeType produced.

/// The x positions where the horizontal line y = `y` crosses `path`, sorted.
private func crossings(of path: Path, atY y: Double) -> [Double] {
  var xs: [Double] = []
  var start = CGPoint.zero, current = CGPoint.zero
  func bezier(_ p: [CGPoint], _ t: Double) -> CGPoint {
    var q = p
    while q.count > 1 {
      q = zip(q, q.dropFirst()).map { CGPoint(x: $0.x + ($1.x - $0.x) * t, y: $0.y + ($1.y - $0.y) * t) }
    }
    return q[0]
  }
  func cross(_ p: [CGPoint]) {
    // Sample 256 parameter steps; refine every sign change by 60 bisections.
    let n = 256
    var t0 = 0.0, f0 = p[0].y - y
    for k in 1...n {
      let t1 = Double(k) / Double(n), f1 = bezier(p, t1).y - y
      if (f0 <= 0) != (f1 <= 0) {
        var lo = t0, hi = t1
        for _ in 0..<60 {
          let mid = (lo + hi) / 2
          if (bezier(p, mid).y - y <= 0) == (f0 <= 0) { lo = mid } else { hi = mid }
        }
        xs.append(bezier(p, (lo + hi) / 2).x)
      }
      t0 = t1; f0 = f1
    }
  }
  for element in path.elements {
    switch element {
    case .move(let p): start = p; current = p
    case .line(let p): cross([current, p]); current = p
    case .quadCurve(let p, let c): cross([current, c, p]); current = p
    case .curve(let p, let c1, let c2): cross([current, c1, c2, p]); current = p
    case .closeSubpath: if current != start { cross([current, start]) }; current = start
    }
  }
  return xs.sorted()
}

/// The width of the leftmost ink span of `scalar` through the middle of its ink, font units.
private func stem(_ face: FontFace, _ scalar: Unicode.Scalar) throws -> Double {
  let outline = face.outline(of: try #require(face.glyphIndex(for: scalar)))
  var minY = Double.infinity, maxY = -Double.infinity
  for element in outline.elements {
    switch element {
    case .move(let p), .line(let p), .quadCurve(let p, _), .curve(let p, _, _):
      minY = min(minY, p.y); maxY = max(maxY, p.y)
    case .closeSubpath: break
    }
  }
  let xs = crossings(of: outline, atY: (minY + maxY) / 2)
  try #require(xs.count >= 2)
  return xs[1] - xs[0]
}

@Suite struct GlyphSynthesisTests {
  static let quicksand = "/usr/share/fonts/truetype/quicksand/Quicksand-"

  @Test func quicksandSemiboldStemLiesStrictlyBetweenMediumAndBold() throws {
    let medium = try FontFace(path: Self.quicksand + "Medium.ttf")
    let bold = try FontFace(path: Self.quicksand + "Bold.ttf")
    let semibold = try FontFace.styled(design: .rounded, weight: 600)
    let (m, s, b) = (try stem(medium, "l"), try stem(semibold, "l"), try stem(bold, "l"))
    // Where between them is set by ink, not stems (SyntheticWeightTests).
    #expect(m < s && s < b, "stems: medium \(m), semibold \(s), bold \(b)")
  }

  @Test func quicksandSemiboldIsSynthesisedFromMediumNotTheNearestFile() throws {
    let semibold = try FontFace.styled(design: .rounded, weight: 600)
    #expect(semibold.path.hasSuffix("Quicksand-Medium.ttf"))
    #expect(semibold.synthesis.emboldenX > 0)
  }

  @Test func emboldeningWidensAdvancesByTheStrength() throws {
    let plain = try FontFace(path: Self.quicksand + "Medium.ttf")
    let bold = try FontFace(path: Self.quicksand + "Medium.ttf", synthesis: FaceSynthesis(emboldenX: 20))
    let l = try #require(plain.glyphIndex(for: "l"))
    #expect(bold.advance(of: l) == plain.advance(of: l) + 20)
    // FreeType keeps the left edge and grows the stem by the full strength.
    #expect(abs(try stem(bold, "l") - (try stem(plain, "l") + 20)) <= 1)
  }

  @Test func existingWeightUsesItsOwnFileUnchanged() throws {
    let face = try FontFace.styled(design: .rounded, weight: 700)
    #expect(face.path.hasSuffix("Quicksand-Bold.ttf") && face.synthesis == .none)
    #expect(face === (try FontFace.system(design: .rounded, weight: 700)))
  }

  @Test func serifResolvesToDejaVuSerif() throws {
    #expect(try FontFace.styled(design: .serif).path.hasSuffix("/DejaVuSerif.ttf"))
    #expect(try FontFace.styled(design: .serif, weight: 700).path.hasSuffix("/DejaVuSerif-Bold.ttf"))
    #expect(FontFace.systemFontFile(design: .serif, weight: 400).path.hasSuffix("/DejaVuSerif.ttf"))
  }

  @Test func interItalicUsesTheItalicFiles() throws {
    #expect(try FontFace.styled(design: .default, italic: true).path.hasSuffix("/Inter-Italic.otf"))
    #expect(try FontFace.styled(design: .default, weight: 600, italic: true).path.hasSuffix("/Inter-SemiBoldItalic.otf"))
  }

  /// Quicksand has no italic: the upright sheared by tan 12° ≈ 0.2126, so every outline
  /// point at height h above the baseline (y = −h, y down) moves right by 0.2126 h, within
  /// FreeType's rounding to whole font units.
  @Test func quicksandItalicIsATwelveDegreeOblique() throws {
    let upright = try FontFace(path: Self.quicksand + "Regular.ttf")
    let oblique = try FontFace.styled(design: .rounded, italic: true)
    #expect(oblique.synthesis.oblique && oblique.path.hasSuffix("Quicksand-Regular.ttf"))
    let g = try #require(upright.glyphIndex(for: "l"))
    let a = upright.outline(of: g).elements, b = oblique.outline(of: g).elements
    try #require(a.count == b.count && a.count > 4)
    let shear = tan(12 * Double.pi / 180)
    func points(_ e: Path.Element) -> [CGPoint] {
      switch e {
      case .move(let p), .line(let p): [p]
      case .quadCurve(let p, let c): [p, c]
      case .curve(let p, let c1, let c2): [p, c1, c2]
      case .closeSubpath: []
      }
    }
    for (ea, eb) in zip(a, b) {
      for (p, q) in zip(points(ea), points(eb)) {
        #expect(q.y == p.y && abs(q.x - (p.x - shear * p.y)) <= 1, "\(p) → \(q)")
      }
    }
  }

  @Test func dejaVuMediumIsSynthesisedBetweenBookAndBold() throws {
    let book = try FontFace(path: "/usr/share/fonts/truetype/dejavu/DejaVuSerif.ttf")
    let bold = try FontFace(path: "/usr/share/fonts/truetype/dejavu/DejaVuSerif-Bold.ttf")
    let medium = try FontFace.styled(design: .serif, weight: 500)
    let (a, m, b) = (try stem(book, "l"), try stem(medium, "l"), try stem(bold, "l"))
    #expect(a < m && m < b, "stems: book \(a), medium \(m), bold \(b)")
  }
}
