import Drawing
import Foundation
import Geometry
import Typography

/// Text drawn with Flipbook's own rasterizer from unhinted font outlines.
///
/// Its size follows SwiftUI: lines break greedily at spaces to fit the proposed width (a `nil`
/// width keeps each paragraph on one line), the width is the widest line's (not the
/// proposal's), and the height is the sum of the lines' heights (SF Pro's line height of the
/// largest font on each line) plus `lineSpacing` between lines. `lineLimit`,
/// `multilineTextAlignment`, `lineSpacing` and `truncationMode` come from the environment.
/// No shaping and no kerning pairs: glyphs sit at their advances (see TextLayout.swift).
/// Frames do not stretch text; they position it.
/// Emoji are drawn in colour from Noto Color Emoji (Debian package `fonts-noto-color-emoji`),
/// with the font's ligatures for sequences: a ZWJ sequence, a skin tone, a flag, a keycap or
/// a subdivision flag is one glyph when the font has one for it, its parts side by side
/// otherwise.
///
/// Texts concatenate with `+` into one text of several runs, each keeping its own font,
/// weight, italic, colour, kerning, tracking and digit style; lines wrap, truncate and align
/// across the runs, and the runs of a line share its baseline.
public struct Text: PrimitiveView, Equatable {
  /// What a run of text can set for itself. Unset attributes come from outside: from the
  /// modifiers applied to the whole text, then from the environment.
  struct Attributes: Equatable {
    var font: Font?
    var weight: Font.Weight?
    var isItalic = false
    var color: Color?
    var monospacedDigits = false
    /// Points added to every character's advance, from `kerning(_:)`.
    var kerning: CGFloat?
    /// Points added to every character's advance, from `tracking(_:)`; replaces `kerning`.
    var tracking: CGFloat?
    /// A line under the characters, in this colour (nil: the text's).
    var underline: Decoration?
    /// A line through the characters.
    var strikethrough: Decoration?

    /// A line drawn with the characters, in `color` or the text's own.
    struct Decoration: Equatable {
      var color: Color?
    }

    /// These attributes where they are set, `outer`'s where not: a run's own font or colour
    /// wins over one applied to the whole concatenation, as in SwiftUI; italic and tabular
    /// digits are on when either asks for them.
    func filled(from outer: Attributes) -> Attributes {
      Attributes(
        font: font ?? outer.font, weight: weight ?? outer.weight, isItalic: isItalic || outer.isItalic,
        color: color ?? outer.color, monospacedDigits: monospacedDigits || outer.monospacedDigits,
        kerning: kerning ?? outer.kerning, tracking: tracking ?? outer.tracking,
        underline: underline ?? outer.underline, strikethrough: strikethrough ?? outer.strikethrough)
    }
  }

  /// A string with the attributes it had when it was concatenated.
  struct Run: Equatable {
    let content: String
    var attributes = Attributes()
    /// A date shown relative to the scene's clock (`Text(_:style:)`): the characters are
    /// worked out at each pass, and `content` is unused.
    var date: DateRun?

    /// The characters this run shows in a pass at scene time `time`.
    func characters(at time: Double, _ environment: EnvironmentValues) -> String {
      date?.text(now: SceneClock.date(at: time), environment) ?? content
    }
  }

  /// One run for `Text("…")`, one per operand after `+`.
  var runs: [Run]
  /// What this text's modifiers set; every run's own attributes win over these.
  var attributes = Attributes()

  public init<S: StringProtocol>(_ content: S) { runs = [Run(content: String(content))] }

  public init(verbatim content: String) { runs = [Run(content: content)] }

  /// One text of `lhs`'s runs followed by `rhs`'s, each run keeping the attributes it had in
  /// its operand. Modifiers applied to the result fill in what a run does not set itself.
  public static func + (lhs: Text, rhs: Text) -> Text {
    func settled(_ text: Text) -> [Run] {
      text.runs.map { run in
        var settled = run
        settled.attributes = run.attributes.filled(from: text.attributes)
        return settled
      }
    }
    var result = lhs
    result.runs = settled(lhs) + settled(rhs)
    result.attributes = Attributes()
    return result
  }

  /// Sets the font of the runs that have none of their own; `nil` leaves it to the
  /// environment.
  public func font(_ font: Font?) -> Text {
    var copy = self
    copy.attributes.font = font
    return copy
  }

  /// Overrides the weight of the font this text resolves to (its own or the environment's).
  public func fontWeight(_ weight: Font.Weight?) -> Text {
    var copy = self
    copy.attributes.weight = weight
    return copy
  }

  /// Bold when `isActive` (default true); `bold(false)` leaves the weight to the font.
  public func bold(_ isActive: Bool = true) -> Text { isActive ? fontWeight(.bold) : self }

  /// Italic: Inter's and DejaVu's italic files; a 12° oblique for Quicksand, which has none.
  /// `italic(false)` changes nothing.
  public func italic(_ isActive: Bool = true) -> Text {
    var copy = self
    copy.attributes.isItalic = copy.attributes.isItalic || isActive
    return copy
  }

  /// Draws a line under the characters when `isActive`, in `color` or the text's colour.
  /// The line is a twelfth of the font size thick (at least half a point), its top a tenth of
  /// the size below the baseline — our reading of UIKit's for SF Pro; the font's own metrics
  /// are not read.
  public func underline(_ isActive: Bool = true, pattern: LinePattern = .solid, color: Color? = nil) -> Text {
    var copy = self
    copy.attributes.underline = isActive ? Attributes.Decoration(color: color) : nil
    return copy
  }

  /// Draws a line through the characters when `isActive`, at 0.28 of the font size above the
  /// baseline (half the x-height), as thick as an underline.
  public func strikethrough(_ isActive: Bool = true, pattern: LinePattern = .solid, color: Color? = nil) -> Text {
    var copy = self
    copy.attributes.strikethrough = isActive ? Attributes.Decoration(color: color) : nil
    return copy
  }

  /// How a decoration line is drawn (every pattern draws solid here).
  public enum LinePattern: Sendable {
    case solid, dot, dash, dashDot, dashDotDot
  }

  /// Adds `kerning` points after every character (the last one too), as SwiftUI's does for
  /// fonts without ligatures. Default 0.
  public func kerning(_ kerning: CGFloat) -> Text {
    var copy = self
    copy.attributes.kerning = kerning
    return copy
  }

  /// Adds `tracking` points after every character (the last one too). When both are set,
  /// tracking wins over kerning, as in SwiftUI.
  public func tracking(_ tracking: CGFloat) -> Text {
    var copy = self
    copy.attributes.tracking = tracking
    return copy
  }

  /// Colours the runs that have no colour of their own; `nil` leaves it to the environment.
  public func foregroundColor(_ color: Color?) -> Text {
    var copy = self
    copy.attributes.color = color
    return copy
  }

  /// Draws digits in equal-width cells (tabular figures), so changing numbers do not jitter.
  public func monospacedDigit() -> Text {
    var copy = self
    copy.attributes.monospacedDigits = true
    return copy
  }

  package func makeNode(_ resolver: inout Resolver, _ identity: ViewIdentity) -> Node {
    let environment = resolver.environment
    // `.textCase(_:)` changes the characters shown (and what a script's tap finds).
    let cased = { (string: String) in environment.textCase?.apply(to: string) ?? string }
    var shaped: [ShapedText] = []
    var colors: [RGBAColor] = []
    var decorations: [TextNode.Decorations] = []
    for run in runs {
      let attributes = run.attributes.filled(from: attributes)
      var font = attributes.font ?? environment.font ?? .body
      if attributes.font == nil, let design = environment.fontDesign { font.design = design }
      if let weight = attributes.weight ?? environment.fontWeight { font = font.weight(weight) }
      if attributes.isItalic || environment.isItalic { font = font.italic() }
      let color = (attributes.color ?? environment.foregroundColor ?? .primary).resolved(in: environment)
      colors.append(color)
      let underline = attributes.underline ?? environment.underline
      let strikethrough = attributes.strikethrough ?? environment.strikethrough
      decorations.append(TextNode.Decorations(
        underline: underline.map { $0.color?.resolved(in: environment) ?? color },
        strikethrough: strikethrough.map { $0.color?.resolved(in: environment) ?? color },
        size: font.size))
      shaped.append(
        ShapedText(
          cased(run.characters(at: resolver.pass.time, environment)), font: font,
          monospacedDigits: attributes.monospacedDigits || environment.monospacedDigit || font.usesMonospacedDigits,
          tracking: attributes.tracking ?? attributes.kerning ?? 0))
    }
    return TextNode(
      identity: identity, content: runs.map { cased($0.characters(at: resolver.pass.time, environment)) }.joined(),
      text: ShapedRuns(shaped), colors: colors,
      lineLimit: environment.lineLimit,
      alignment: environment.multilineTextAlignment, lineSpacing: environment.lineSpacing,
      contentTransition: environment.contentTransition, redacted: environment.drawsPlaceholders,
      decorations: decorations, reservedLines: environment.reservedLines)
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

/// Lays out and draws one `Text`, all of its runs.
final class TextNode: Node {
  /// The characters shown, every run's joined: what a script's tap on a text looks for.
  let content: String
  let text: ShapedRuns
  /// The colour of each run.
  let colors: [RGBAColor]
  let lineLimit: Int?
  let alignment: TextAlignment
  let lineSpacing: CGFloat
  /// How a change of `content` shows (`ContentTransition.swift`).
  let contentTransition: ContentTransition
  /// Whether the text draws as placeholder bars (`.redacted(reason: .placeholder)`).
  let redacted: Bool
  /// Each run's underline and strikethrough colours (nil: none) and its font size.
  let decorations: [Decorations]
  /// The lines the text is at least as tall as (`lineLimit(_:reservesSpace: true)`).
  let reservedLines: Int?

  struct Decorations {
    var underline: RGBAColor?
    var strikethrough: RGBAColor?
    var size: Double
  }

  init(
    identity: ViewIdentity, content: String, text: ShapedRuns, colors: [RGBAColor], lineLimit: Int?,
    alignment: TextAlignment, lineSpacing: CGFloat, contentTransition: ContentTransition = .opacity,
    redacted: Bool = false, decorations: [Decorations] = [], reservedLines: Int? = nil
  ) {
    self.reservedLines = reservedLines
    self.contentTransition = contentTransition
    self.redacted = redacted
    self.decorations = decorations
    precondition(colors.count == text.runs.count, "\(colors.count) colours for \(text.runs.count) runs")
    self.content = content
    self.text = text
    self.colors = colors
    self.lineLimit = lineLimit
    self.alignment = alignment
    self.lineSpacing = lineSpacing.isFinite ? lineSpacing : 0
    super.init(identity: identity)
  }

  func layout(_ proposal: ProposedViewSize) -> TextLayout {
    TextLayout(text, width: proposal.width, lineLimit: lineLimit, alignment: alignment, lineSpacing: lineSpacing)
  }

  override func sizeThatFits(_ proposal: ProposedViewSize, _ pass: Pass) -> CGSize {
    size(of: layout(proposal))
  }

  /// The text's size laid out as `layout`: its lines', or as many lines as it reserves
  /// (`lineLimit(_:reservesSpace: true)`), the missing ones below as tall as the first.
  func size(of layout: TextLayout) -> CGSize {
    guard let reservedLines, reservedLines > layout.lines.count, let first = layout.lines.first else { return layout.size }
    // The first line's height is the gap to the next line's top, or the whole text's.
    let lineHeight = layout.lines.count > 1 ? layout.lines[1].top - first.top - lineSpacing : layout.size.height
    let missing = Double(reservedLines - layout.lines.count)
    return CGSize(width: layout.size.width, height: layout.size.height + missing * (lineHeight + lineSpacing))
  }

  /// A text has its two baselines (and no other explicit guide).
  override func makeExplicitGuideKeys() -> Set<GuideKey> {
    [VerticalAlignment.firstTextBaseline.key, VerticalAlignment.lastTextBaseline.key]
  }

  /// The baseline of the first or last laid-out line: its largest font's ascent below the
  /// line's top, as `place` draws it.
  override func explicitGuide(_ key: GuideKey, size: CGSize, proposal: ProposedViewSize, _ pass: Pass) -> CGFloat? {
    let last: Bool
    switch key {
    case VerticalAlignment.firstTextBaseline.key: last = false
    case VerticalAlignment.lastTextBaseline.key: last = true
    default: return nil
    }
    let lines = layout(proposal).lines
    guard let line = last ? lines.last : lines.first else { return nil }
    return line.ascent + line.top
  }

  override func place(at origin: CGPoint, size: CGSize, proposal: ProposedViewSize, _ pass: Pass) {
    // Text keeps its natural size for the proposal; only its position animates.
    let layout = layout(proposal)
    let frame = pass.presentedFrame(key("frame"), CGRect(origin: origin, size: self.size(of: layout)))
    pass.record("Text", identity, frame)
    pass.recordLabel(content, frame)
    if redacted {
      // One bar per line, 70 % of the line's height, centred on it (Redaction.swift).
      let lineHeight = layout.size.height / Double(max(layout.lines.count, 1))
      for line in layout.lines {
        let bar = CGRect(
          x: frame.minX + line.x, y: frame.minY + line.top + lineHeight * 0.15, width: line.width, height: lineHeight * 0.7)
        pass.drawPlaceholder(bar, color: pass.presentedColor(key("color"), colors.first ?? .black))
      }
      return
    }
    // A change of content: the generation goes up, and eases there with the transaction.
    var history = pass.runtime.textHistories[identity] ?? TextHistory(current: self)
    if history.current.content != content {
      history.previous = history.current
      history.generation += 1
    }
    history.current = self
    pass.runtime.textHistories[identity] = history
    let generation = Double(history.generation)
    let presented = pass.withAnimation(contentTransition == .identity ? nil : pass.animation) {
      pass.presented(key("content"), generation)
    }
    let progress = min(max(1 - (generation - presented), 0), 1)
    guard progress < 1, let old = history.previous else {
      draw(layout, in: frame, proposal: proposal, pass)
      return
    }
    let lineHeight = layout.size.height / Double(max(layout.lines.count, 1))
    let looks = transitionLooks(from: old, progress: progress, lineHeight: lineHeight)
    let oldLayout = old.layout(proposal)
    // The old text is drawn over the new one: numbers lined up on their trailing digits,
    // anything else on its centre.
    var oldX = frame.minX + (layout.size.width - oldLayout.size.width) / 2
    if case .numeric = contentTransition.kind { oldX = frame.minX + layout.size.width - oldLayout.size.width }
    let oldFrame = CGRect(x: oldX, y: frame.minY, width: oldLayout.size.width, height: oldLayout.size.height)
    old.draw(oldLayout, in: oldFrame, proposal: proposal, pass, look: looks.old)
    draw(layout, in: frame, proposal: proposal, pass, look: looks.new)
  }

  /// Draws the text laid out as `layout` in `frame`, each character with its look.
  func draw(
    _ layout: TextLayout, in frame: CGRect, proposal: ProposedViewSize, _ pass: Pass,
    look: ((Int) -> ClusterLook)? = nil
  ) {
    // The first run's slot keeps the name a single-run text has always animated under.
    let colors = colors.indices.map { r in pass.presentedColor(key(r == 0 ? "color" : "color\(r)"), self.colors[r]) }
    let paints = colors.map { pass.paint($0) }
    func draw(_ glyph: ShapedText.Glyph, run r: Int, x: Double, baseline: Double, look: ClusterLook = ClusterLook()) {
      guard look.opacity > 0 else { return }
      let paints = look.opacity < 1 ? paints.map { $0.multipliedOpacity(look.opacity) } : paints
      let baseline = baseline + look.dy
      let scale = text.runs[r].scale
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
        let paint = Paint.image(image, imageTransform: toRect).multipliedOpacity(pass.opacity * look.opacity)
        pass.draw(.fill(Path(rect), rule: .nonZero, paint: paint, transform: t), bounds: frame)
        return
      }
      guard colors[r].alpha > 0, !glyph.outline.isEmpty else { return }
      pass.draw(.fill(glyph.outline, rule: .nonZero, paint: paints[r], transform: t), bounds: frame)
    }
    /// The x of the pen at cluster `c` of run `r` on `line`, relative to the line's start:
    /// the width of the line's earlier runs plus the pen advance inside run `r` (points).
    func pen(_ c: Int, run r: Int, on line: TextLayout.Line, plus dx: Double) -> Double {
      let a = line.clusters.lowerBound, runStart = max(a, text.starts[r])
      let run = text.runs[r]
      return line.x + text.width(a, runStart)
        + (run.pens[c - text.starts[r]] - run.pens[runStart - text.starts[r]] + dx) * run.scale
    }
    for line in layout.lines {
      let baseline = frame.minY + line.ascent + line.top
      for c in line.clusters {
        let r = text.runIndex[c]
        guard text.runs[r].scale > 0 else { continue }
        let clusterLook = look?(c) ?? ClusterLook()
        for glyph in text.runs[r].clusters[c - text.starts[r]].glyphs {
          draw(glyph, run: r, x: frame.minX + pen(c, run: r, on: line, plus: glyph.dx), baseline: baseline, look: clusterLook)
        }
      }
      drawDecorations(on: line, baseline: baseline, in: frame, pass, pen: pen)
      if line.truncated {
        let r = text.run(ending: line.clusters)
        guard text.runs[r].scale > 0 else { continue }
        for glyph in text.runs[r].ellipsis.glyphs {
          draw(glyph, run: r, x: frame.minX + pen(line.clusters.upperBound, run: r, on: line, plus: glyph.dx), baseline: baseline)
        }
      }
    }
  }
}

extension TextNode {
  /// Draws the underlines and strikethroughs of the runs on `line`: one bar per run, from its
  /// first character's pen to its last one's end (see `Text.underline(_:pattern:color:)`).
  func drawDecorations(
    on line: TextLayout.Line, baseline: Double, in frame: CGRect, _ pass: Pass,
    pen: (Int, Int, TextLayout.Line, Double) -> Double
  ) {
    guard decorations.contains(where: { $0.underline != nil || $0.strikethrough != nil }) else { return }
    for r in text.runs.indices where r < decorations.count {
      let decoration = decorations[r]
      guard decoration.underline != nil || decoration.strikethrough != nil else { continue }
      let runStart = text.starts[r], runEnd = runStart + text.runs[r].clusters.count
      let first = max(line.clusters.lowerBound, runStart), end = min(line.clusters.upperBound, runEnd)
      guard first < end else { continue }
      let x0 = frame.minX + pen(first, r, line, 0), x1 = frame.minX + pen(end, r, line, 0)
      let thickness = max(decoration.size / 12, 0.5)
      for (color, top) in [
        (decoration.underline, baseline + decoration.size * 0.1),
        (decoration.strikethrough, baseline - decoration.size * 0.28 - thickness / 2),
      ] {
        guard let color, color.alpha > 0 else { continue }
        let bar = CGRect(x: x0, y: top, width: x1 - x0, height: thickness)
        pass.draw(.fill(Path(bar), rule: .nonZero, paint: pass.paint(color), transform: pass.transform), bounds: bar)
      }
    }
  }
}
