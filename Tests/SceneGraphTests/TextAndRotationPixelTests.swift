import Drawing
import Flipbook
import Testing
import Typography

/// Text spacing, text styles and rotation, measured from rendered pixels (4 px per point).
/// Expected values come from the font file's advances, Apple's Dynamic Type table and plane
/// geometry.
@Suite struct TextAndRotationPixelTests {
  static let scale = 4.0

  /// `view` centred on a `width` × `height` pt canvas, rendered at 4 px per point.
  static func render(_ view: some View, width: Double = 200, height: Double = 80) -> Pixmap {
    let runtime = SceneRuntime(view, canvasSize: CGSize(width: width, height: height))
    var pixmap = Pixmap(width: Int(width * scale), height: Int(height * scale))
    pixmap.render(runtime.displayList(at: 0), scale: scale)
    return pixmap
  }

  /// Runs of pixel columns where some pixel is more than half covered, in points:
  /// (left edge, right edge) of each stem of ink.
  static func inkRuns(_ p: Pixmap) -> [(Double, Double)] {
    var runs: [(Double, Double)] = []
    var start: Int?
    for x in 0...p.width {
      let inked = x < p.width && (0..<p.height).contains { p[x, $0][3] > 127 }
      if inked, start == nil { start = x }
      if !inked, let s = start {
        runs.append((Double(s) / scale, Double(x) / scale))
        start = nil
      }
    }
    return runs
  }

  /// Inter Regular's advance of "I" at `size`, in points.
  static func advanceOfI(size: Double) throws -> Double {
    let face = try FontFace(path: "/usr/share/fonts/opentype/inter/Inter-Regular.otf")
    return face.advance(of: try #require(face.glyphIndex(for: "I"))) * size / Double(face.unitsPerEm)
  }

  /// The distance from one "I" stem's left edge to the next: the advance plus what
  /// `.kerning`/`.tracking` add after every character.
  @Test(arguments: [
    ("none", 0.0), ("kerning 6", 6), ("tracking 6", 6), ("kerning -2", -2), ("tracking over kerning", 9),
  ])
  func spacingAddsToTheAdvance(name: String, extra: Double) throws {
    let base = Text("II").font(.system(size: 16))
    let text: Text = switch name {
    case "kerning 6": base.kerning(6)
    case "tracking 6": base.tracking(6)
    case "kerning -2": base.kerning(-2)
    case "tracking over kerning": base.kerning(3).tracking(9)
    default: base
    }
    let runs = Self.inkRuns(Self.render(text.foregroundColor(.black)))
    try #require(runs.count == 2, "\(name): \(runs)")
    let expected = try Self.advanceOfI(size: 16) + extra
    #expect(abs((runs[1].0 - runs[0].0) - expected) <= 0.25, "\(name): \(runs[1].0 - runs[0].0) pt, expected \(expected)")
  }

  /// Apple's Dynamic Type sizes at the default (Large) content size, with Headline semibold
  /// (Human Interface Guidelines, Typography, "iOS, iPadOS Dynamic Type sizes").
  static let dynamicType: [(Font, Double, Font.Weight)] = [
    (.largeTitle, 34, .regular), (.title, 28, .regular), (.title2, 22, .regular), (.title3, 20, .regular),
    (.headline, 17, .semibold), (.body, 17, .regular), (.callout, 16, .regular), (.subheadline, 15, .regular),
    (.footnote, 13, .regular), (.caption, 12, .regular), (.caption2, 11, .regular),
  ]

  @Test(arguments: 0..<11)
  func textStylesDrawAtApplesSizes(index: Int) {
    let (style, size, weight) = Self.dynamicType[index]
    let sample = { (font: Font) in Self.render(Text("Hamburgefonstiv").font(font).foregroundColor(.black), width: 300) }
    let drawn = sample(style)
    #expect(drawn.data == sample(.system(size: size, weight: weight)).data, "\(style) is not \(size) pt \(weight)")
    // The control: one point larger draws differently, so equal pixels mean equal sizes.
    #expect(drawn.data != sample(.system(size: size + 1, weight: weight)).data)
  }

  /// A 40 × 10 pt bar turned by θ covers a box 40|cos θ| + 10|sin θ| wide and 40|sin θ| +
  /// 10|cos θ| tall about the same centre (the canvas centre, 100, 40).
  @Test(arguments: [0.0, 30, 45, 90, 135])
  func rotationTurnsAboutTheCentre(degrees: Double) {
    let bar = Color.black.frame(width: 40, height: 10).rotationEffect(.degrees(degrees))
    let p = Self.render(bar)
    let θ = degrees * .pi / 180
    let (w, h) = (40 * abs(cos(θ)) + 10 * abs(sin(θ)), 40 * abs(sin(θ)) + 10 * abs(cos(θ)))
    let columns = Self.inkRuns(p)
    #expect(columns.count == 1, "\(columns)")
    // Half-covered pixels mark the edge: within a pixel (0.25 pt) of the exact box, wider on
    // the diagonal where the corner itself is cut.
    let slack = degrees.truncatingRemainder(dividingBy: 90) == 0 ? 0.26 : 0.6
    if let run = columns.first {
      #expect(abs(run.0 - (100 - w / 2)) <= slack && abs(run.1 - (100 + w / 2)) <= slack, "\(degrees)°: \(run), width \(w)")
    }
    var rows: [Int] = []
    for y in 0..<p.height where (0..<p.width).contains(where: { p[$0, y][3] > 127 }) { rows.append(y) }
    let top = Double(rows.first ?? 0) / Self.scale, bottom = Double((rows.last ?? 0) + 1) / Self.scale
    #expect(abs(top - (40 - h / 2)) <= slack && abs(bottom - (40 + h / 2)) <= slack, "\(degrees)°: \(top)…\(bottom), height \(h)")
  }
}
