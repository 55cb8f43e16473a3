// Synthetic weight and slant, applied to FreeType outlines in font units.
//
// What: a family that lacks a weight (Quicksand has no SemiBold, DejaVu has only Book and
// Bold) gets it by dilating the next lighter file's outlines with `FT_Outline_EmboldenXY`;
// a family without italic files (Quicksand) gets an oblique by shearing with
// `FT_Outline_Transform`. Both run on the integer outline straight after `FT_Load_Glyph`
// with `FT_LOAD_NO_SCALE`, before conversion to a `Path`, so the result is deterministic.
// Why dilation: a semibold picked as the nearest file (Bold) is visibly too heavy next to a
// real one; dilating Medium lands in between. How far to dilate is chosen by
// WeightCalibration.swift, which matches ink rather than stems. Refuses: optical
// corrections (counters shrink as stems grow; acute corners may over-shoot, as FreeType
// documents), and true italic letterforms.

@_implementationOnly import CFreeType
import Foundation
import Geometry

/// What a ``FontFace`` synthesises on top of its file's outlines.
public struct FaceSynthesis: Hashable, Sendable {
  /// How much wider every outline grows, in font units: each vertical stem thickens by this
  /// much, the right edge moves right by it and the left edge stays (FreeType's convention),
  /// and every advance grows by it. 0 (default) leaves outlines alone. Even values keep
  /// FreeType's halving exact.
  public var emboldenX: Int
  /// How much taller every outline grows, in font units: horizontal bars thicken by this
  /// much and the bottom edge stays, so glyphs keep standing on the baseline. Default 0.
  public var emboldenY: Int
  /// Whether outlines are sheared to an oblique: x += y · tan 12° (FreeType's
  /// `FT_GlyphSlot_Oblique` angle, 0x0366A in 16.16), so tops lean right. Default false.
  public var oblique: Bool

  public init(emboldenX: Int = 0, emboldenY: Int = 0, oblique: Bool = false) {
    self.emboldenX = emboldenX
    self.emboldenY = emboldenY
    self.oblique = oblique
  }

  /// No synthesis: the file's outlines as they are.
  public static let none = FaceSynthesis()

  /// tan 12° in 16.16 fixed point, as FreeType's own oblique uses.
  static let obliqueShear: FT_Fixed = 0x0366A

  /// Emboldens, then shears, `outline` in place (font units, y up).
  func apply(to outline: inout FT_Outline) {
    if emboldenX != 0 || emboldenY != 0 {
      _ = FT_Outline_EmboldenXY(&outline, FT_Pos(emboldenX), FT_Pos(emboldenY))
    }
    if oblique {
      var matrix = FT_Matrix(xx: 0x10000, xy: Self.obliqueShear, yx: 0, yy: 0x10000)
      FT_Outline_Transform(&outline, &matrix)
    }
  }
}

extension FontFace {
  /// The width of the first ink span that a horizontal line through the middle of the
  /// outline of `scalar` crosses, in font units: the stem width of 'l' or 'I'. `nil` when the
  /// font has no such glyph or the line crosses no ink.
  package func stemWidth(of scalar: Unicode.Scalar) -> Double? {
    guard let glyph = glyphIndex(for: scalar) else { return nil }
    let outline = outline(of: glyph)
    let bounds = outline.boundingRect
    guard !bounds.isNull, bounds.height > 0 else { return nil }
    let y = bounds.midY
    var crossings: [Double] = []
    for polyline in outline.flattened(tolerance: 0.25) where polyline.isClosed {
      let points = polyline.points
      for i in points.indices {
        let a = points[i], b = points[(i + 1) % points.count]
        guard (a.y <= y) != (b.y <= y) else { continue }
        crossings.append(a.x + (y - a.y) / (b.y - a.y) * (b.x - a.x))
      }
    }
    crossings.sort()
    return crossings.count >= 2 ? crossings[1] - crossings[0] : nil
  }

  /// The height of the ink of `scalar`'s outline in font units (the bar thickness of '-').
  package func inkHeight(of scalar: Unicode.Scalar) -> Double? {
    guard let glyph = glyphIndex(for: scalar) else { return nil }
    let bounds = outline(of: glyph).boundingRect
    return bounds.isNull ? nil : bounds.height
  }
}
