import Drawing
import Foundation
import Geometry
import Typography

/// A single line of text drawn with Flipbook's own rasterizer from unhinted font outlines.
///
/// Its size is its natural size (the sum of glyph advances by the SF line height); it is not
/// wrapped or truncated yet, and frames centre it.
public struct Text: PrimitiveView, Equatable {
  let content: String
  var font: Font?
  var color: Color?
  var monospacedDigits = false

  public init<S: StringProtocol>(_ content: S) { self.content = String(content) }

  public init(verbatim content: String) { self.content = content }

  public func font(_ font: Font?) -> Text {
    var copy = self
    copy.font = font
    return copy
  }

  public func fontWeight(_ weight: Font.Weight?) -> Text {
    var copy = self
    if let weight { copy.font = (font ?? .body).weight(weight) }
    return copy
  }

  public func bold() -> Text { fontWeight(.bold) }

  public func foregroundColor(_ color: Color?) -> Text {
    var copy = self
    copy.color = color
    return copy
  }

  /// Draws digits in equal-width cells (tabular figures), so changing numbers do not jitter.
  public func monospacedDigit() -> Text {
    var copy = self
    copy.monospacedDigits = true
    return copy
  }

  package func makeNode(_ resolver: inout Resolver, _ identity: ViewIdentity) -> Node {
    let font = font ?? resolver.environment.font ?? .body
    let color = color?.resolved ?? resolver.environment.foregroundColor ?? Color.primary.resolved
    return TextNode(identity: identity, line: TextLine.make(
        content, font: font, monospacedDigits: monospacedDigits || resolver.environment.monospacedDigit), color: color)
  }
}

/// A shaped line of text: glyph outlines and their pen positions, in points.
struct TextLine {
  struct Glyph {
    let outline: Path
    /// Pen position of the glyph's origin on the baseline, in points from the line start.
    let x: CGFloat
  }

  let glyphs: [Glyph]
  let width: CGFloat
  let font: Font
  /// Points per font unit.
  let scale: CGFloat

  static func make(_ string: String, font: Font, monospacedDigits: Bool) -> TextLine {
    guard let face = try? FontFace.system(design: font.design.typefaceDesign, weight: font.weight.value) else {
      Diagnostics.warn("No font for \(font.design) weight \(font.weight.value); text is not drawn.")
      return TextLine(glyphs: [], width: 0, font: font, scale: 0)
    }
    let scale = font.size / CGFloat(face.unitsPerEm)
    var digitCell: Double = 0
    if monospacedDigits {
      for d in "0123456789".unicodeScalars {
        if let g = face.glyphIndex(for: d) { digitCell = max(digitCell, face.advance(of: g)) }
      }
    }
    var pen: Double = 0
    var glyphs: [Glyph] = []
    for scalar in string.unicodeScalars {
      guard let g = face.glyphIndex(for: scalar) else { continue }
      let advance = face.advance(of: g)
      if monospacedDigits && ("0"..."9").contains(scalar) {
        glyphs.append(Glyph(outline: face.outline(of: g), x: (pen + (digitCell - advance) / 2) * scale))
        pen += digitCell
      } else {
        glyphs.append(Glyph(outline: face.outline(of: g), x: pen * scale))
        pen += advance
      }
    }
    return TextLine(glyphs: glyphs, width: pen * scale, font: font, scale: scale)
  }
}

extension Font.Design {
  var typefaceDesign: TypefaceDesign {
    switch self {
    case .default, .serif: .default
    case .rounded: .rounded
    case .monospaced: .monospaced
    }
  }
}

final class TextNode: Node {
  let line: TextLine
  let color: RGBAColor

  init(identity: ViewIdentity, line: TextLine, color: RGBAColor) {
    self.line = line
    self.color = color
    super.init(identity: identity)
  }

  override func sizeThatFits(_ proposal: ProposedViewSize, _ pass: Pass) -> CGSize {
    CGSize(width: line.width, height: line.font.lineHeight)
  }

  override func place(at origin: CGPoint, size: CGSize, proposal: ProposedViewSize, _ pass: Pass) {
    // Text keeps its natural size; only its position animates.
    let frame = pass.presentedFrame(
      key("frame"), CGRect(origin: origin, size: CGSize(width: line.width, height: line.font.lineHeight)))
    pass.record("Text", identity, frame)
    let color = pass.presentedColor(key("color"), self.color)
    guard color.alpha > 0 else { return }
    let baseline = frame.minY + line.font.ascent
    let paint = pass.paint(color)
    for glyph in line.glyphs where !glyph.outline.isEmpty {
      let t = Transform(scaleX: line.scale, y: line.scale)
        .concatenating(Transform(translationX: frame.minX + glyph.x, y: baseline))
        .concatenating(pass.transform)
      pass.draw(.fill(glyph.outline, rule: .nonZero, paint: paint, transform: t), bounds: frame)
    }
  }
}
