import Drawing
import Foundation
import Geometry
import Typography

/// Text drawn with Flipbook's own rasterizer from unhinted font outlines.
///
/// Its size follows SwiftUI: lines break greedily at spaces to fit the proposed width (a `nil`
/// width keeps each paragraph on one line), the width is the widest line's (not the
/// proposal's), and the height is the number of lines times SF Pro's line height plus
/// `lineSpacing` between lines. `lineLimit`, `multilineTextAlignment`, `lineSpacing` and
/// `truncationMode` come from the environment. No shaping and no kerning pairs: glyphs sit
/// at their advances (see TextLayout.swift). Frames do not stretch text; they position it.
/// Emoji are drawn in colour from Noto Color Emoji (Debian package `fonts-noto-color-emoji`),
/// with the font's ligatures for sequences: a ZWJ sequence, a skin tone, a flag, a keycap or
/// a subdivision flag is one glyph when the font has one for it, its parts side by side
/// otherwise.
public struct Text: PrimitiveView, Equatable {
  let content: String
  var font: Font?
  var weight: Font.Weight?
  var isItalic = false
  var color: Color?
  var monospacedDigits = false
  /// Points added to every character's advance, from `kerning(_:)`.
  var kerning: CGFloat = 0
  /// Points added to every character's advance, from `tracking(_:)`; replaces `kerning`.
  var tracking: CGFloat?

  public init<S: StringProtocol>(_ content: S) { self.content = String(content) }

  public init(verbatim content: String) { self.content = content }

  public func font(_ font: Font?) -> Text {
    var copy = self
    copy.font = font
    return copy
  }

  /// Overrides the weight of the font this text resolves to (its own or the environment's).
  public func fontWeight(_ weight: Font.Weight?) -> Text {
    var copy = self
    copy.weight = weight
    return copy
  }

  public func bold() -> Text { fontWeight(.bold) }

  /// Italic: Inter's and DejaVu's italic files; a 12° oblique for Quicksand, which has none.
  public func italic() -> Text {
    var copy = self
    copy.isItalic = true
    return copy
  }

  /// Adds `kerning` points after every character (the last one too), as SwiftUI's does for
  /// fonts without ligatures. Default 0.
  public func kerning(_ kerning: CGFloat) -> Text {
    var copy = self
    copy.kerning = kerning
    return copy
  }

  /// Adds `tracking` points after every character (the last one too). When both are set,
  /// tracking wins over kerning, as in SwiftUI.
  public func tracking(_ tracking: CGFloat) -> Text {
    var copy = self
    copy.tracking = tracking
    return copy
  }

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
    let environment = resolver.environment
    var font = font ?? environment.font ?? .body
    if let weight { font = font.weight(weight) }
    if isItalic { font = font.italic() }
    let color = color?.resolved ?? environment.foregroundColor ?? Color.primary.resolved
    let shaped = ShapedText(
      content, font: font, monospacedDigits: monospacedDigits || environment.monospacedDigit,
      tracking: tracking ?? kerning)
    return TextNode(
      identity: identity, text: shaped, color: color, lineLimit: environment.lineLimit,
      alignment: environment.multilineTextAlignment, lineSpacing: environment.lineSpacing)
  }
}

extension Font.Design {
  var typefaceDesign: TypefaceDesign {
    switch self {
    case .default: .default
    case .serif: .serif
    case .rounded: .rounded
    case .monospaced: .monospaced
    }
  }
}

/// Lays out and draws one `Text`.
final class TextNode: Node {
  let text: ShapedText
  let color: RGBAColor
  let lineLimit: Int?
  let alignment: TextAlignment
  let lineSpacing: CGFloat

  init(
    identity: ViewIdentity, text: ShapedText, color: RGBAColor, lineLimit: Int?, alignment: TextAlignment,
    lineSpacing: CGFloat
  ) {
    self.text = text
    self.color = color
    self.lineLimit = lineLimit
    self.alignment = alignment
    self.lineSpacing = lineSpacing.isFinite ? lineSpacing : 0
    super.init(identity: identity)
  }

  func layout(_ proposal: ProposedViewSize) -> TextLayout {
    TextLayout(text, width: proposal.width, lineLimit: lineLimit, alignment: alignment, lineSpacing: lineSpacing)
  }

  override func sizeThatFits(_ proposal: ProposedViewSize, _ pass: Pass) -> CGSize {
    layout(proposal).size
  }

  /// The baseline of the first or last laid-out line: the font's ascent below the line's top,
  /// lines `lineHeight + lineSpacing` apart, as `place` draws them.
  override func explicitBaseline(last: Bool, size: CGSize, proposal: ProposedViewSize, _ pass: Pass) -> CGFloat? {
    let index = last ? max(layout(proposal).lines.count - 1, 0) : 0
    return text.font.ascent + Double(index) * (text.font.lineHeight + lineSpacing)
  }

  override func place(at origin: CGPoint, size: CGSize, proposal: ProposedViewSize, _ pass: Pass) {
    // Text keeps its natural size for the proposal; only its position animates.
    let layout = layout(proposal)
    let frame = pass.presentedFrame(key("frame"), CGRect(origin: origin, size: layout.size))
    pass.record("Text", identity, frame)
    let color = pass.presentedColor(key("color"), self.color)
    guard text.scale > 0 else { return }
    let paint = pass.paint(color)
    let scale = text.scale
    let advance = text.font.lineHeight + lineSpacing
    func draw(_ glyph: ShapedText.Glyph, x: Double, baseline: Double) {
      let t = Transform(scaleX: scale, y: scale)
        .concatenating(Transform(translationX: x, y: baseline))
        .concatenating(pass.transform)
      if let bitmap = glyph.bitmap {
        // Emoji keep their own colours (the foreground colour does not tint them); only the
        // opacity applies. The image's pixels map onto `rect` (font units); the rasterizer
        // scales them bilinearly.
        let image = bitmap.image, rect = bitmap.rect
        guard image.width > 0, image.height > 0, !rect.isEmpty else { return }
        let toRect = Transform(scaleX: rect.width / Double(image.width), y: rect.height / Double(image.height))
          .concatenating(Transform(translationX: rect.minX, y: rect.minY))
        let paint = Paint.image(image, imageTransform: toRect).multipliedOpacity(pass.opacity)
        pass.draw(.fill(Path(rect), rule: .nonZero, paint: paint, transform: t), bounds: frame)
        return
      }
      guard color.alpha > 0, !glyph.outline.isEmpty else { return }
      pass.draw(.fill(glyph.outline, rule: .nonZero, paint: paint, transform: t), bounds: frame)
    }
    for (i, line) in layout.lines.enumerated() {
      let baseline = frame.minY + text.font.ascent + Double(i) * advance
      let start = text.pens[line.clusters.lowerBound]
      for c in line.clusters {
        let pen = text.pens[c] - start
        for glyph in text.clusters[c].glyphs {
          draw(glyph, x: frame.minX + (line.x + (pen + glyph.dx) * scale), baseline: baseline)
        }
      }
      if line.truncated {
        let pen = text.pens[line.clusters.upperBound] - start
        for glyph in text.ellipsis.glyphs {
          draw(glyph, x: frame.minX + (line.x + (pen + glyph.dx) * scale), baseline: baseline)
        }
      }
    }
  }
}
