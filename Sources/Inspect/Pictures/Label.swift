import Foundation
import Geometry
import Typography

/// Text for plot and sheet labels: glyph outlines of a system face as one fillable path.
///
/// No shaping, kerning or wrapping: labels are short ASCII (numbers, units, names).
struct Label {
  let face: FontFace

  /// The default face at `weight` (Inter); throws when the font is not installed.
  init(weight: Int = 500) throws(TypographyError) {
    face = try FontFace.system(design: .default, weight: weight)
  }

  /// The width of `text` at `size` points.
  func width(_ text: String, size: Double) -> Double {
    let scale = size / Double(face.unitsPerEm)
    return text.unicodeScalars.reduce(0) { $0 + (face.glyphIndex(for: $1).map { face.advance(of: $0) } ?? 0) * scale }
  }

  /// `text` at `size` points with its baseline at `baseline`, starting at `x` (or ending there
  /// for `anchor` 1, centred on it for 0.5).
  func path(_ text: String, size: Double, x: Double, baseline: Double, anchor: Double = 0) -> Path {
    let scale = size / Double(face.unitsPerEm)
    var pen = x - anchor * width(text, size: size)
    var path = Path()
    for scalar in text.unicodeScalars {
      guard let glyph = face.glyphIndex(for: scalar) else { continue }
      path.addPath(
        face.outline(of: glyph),
        transform: Transform(scaleX: scale, y: scale).concatenating(Transform(translationX: pen, y: baseline)))
      pen += face.advance(of: glyph) * scale
    }
    return path
  }
}
