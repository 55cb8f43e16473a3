import Drawing
import Flipbook
import Testing

// Lists measured from their pixels, on canvases without a safe area, at one pixel per point
// (hairlines are one pixel: the views set `displayScale` 1) unless a test says otherwise.
//
// The numbers expected, worked out by hand from iOS's metrics (docs/SEMANTICS.md §13):
// - A 390-pt-wide inset-grouped list: cards from x = 16 to 374 (UIKit's 16-pt layout margin);
//   the first card 35 pt down (half the 35-pt section spacing above the list and half above
//   the section); rows 44 pt tall (iOS's minimum row height, above a 17-pt line's 20.29 pt plus
//   6 + 6), so rows at 35, 79, 123, … and a row's separator on its last pixel row: 78, 122, ….
// - Colours: the grouped background (242, 242, 247), white cells, and `separator` (60, 60, 67)
//   at 29 % over white: 255 − 0.29 · (255 − c) = (198.45, 198.45, 200.48), #C6C6C8.

private let groupedBackground = [242.0, 242, 247]
private let white = [255.0, 255, 255]
private let separatorOverWhite = [198.45, 198.45, 200.48]

private func rgb(_ p: Pixmap, _ x: Int, _ y: Int) -> [Double] {
  let c = p[x, y]
  return [Double(c[0]), Double(c[1]), Double(c[2])]
}

/// Whether the pixel is `expected` within `tolerance` levels per channel (8-bit rounding of a
/// blend is within one level).
private func isColor(_ p: Pixmap, _ x: Int, _ y: Int, _ expected: [Double], tolerance: Double = 1) -> Bool {
  zip(rgb(p, x, y), expected).allSatisfy { abs($0 - $1) <= tolerance }
}

/// The pixel rows at column `x` drawn in the separator's colour over a white cell.
private func separatorRows(_ p: Pixmap, x: Int) -> [Int] {
  (0..<p.height).filter { isColor(p, x, $0, separatorOverWhite) }
}

/// The runs of white pixels down column `x`, as (first, end) pixel rows.
private func whiteRuns(_ p: Pixmap, x: Int) -> [(Int, Int)] {
  var runs: [(Int, Int)] = []
  var start: Int?
  for y in 0...p.height {
    let isWhite = y < p.height && isColor(p, x, y, white, tolerance: 0)
    if isWhite, start == nil { start = y }
    if !isWhite, let s = start {
      runs.append((s, y))
      start = nil
    }
  }
  return runs
}

private func render<V: View>(_ view: V, width: CGFloat = 390, height: CGFloat = 240, at time: Double = 0) -> Pixmap {
  SceneRuntime(view.environment(\.displayScale, 1), canvasSize: CGSize(width: width, height: height)).pixels(at: time)
}

@Suite struct ListMetricsTests {
  /// Separators on the last pixel row of each row but the last, 44 apart; the card's white
  /// runs from 35 to 35 + 3 · 44 = 167 (see the file's note).
  @Test func rowsAreFortyFourPointsTall() {
    let p = render(List { Text("One"); Text("Two"); Text("Three") })
    #expect(separatorRows(p, x: 200) == [78, 122])
    #expect(whiteRuns(p, x: 200).first.map { $0 == (35, 78) } == true)
    #expect(isColor(p, 200, 166, white, tolerance: 0) && isColor(p, 200, 167, groupedBackground, tolerance: 0))
  }

  /// A row holding a 31-pt switch stays 44 pt: 31 + 6 + 6 = 43 is under the minimum.
  @Test func aToggleRowIsFortyFourPointsTall() {
    let p = render(List { Toggle("Wi-Fi", isOn: .constant(true)); Text("Next") })
    #expect(separatorRows(p, x: 200) == [78])
  }

  /// The card covers x 16…373 at its middle (clear of the corners) on a 390-pt list, 20…409 on a 430-pt one (the
  /// Plus and Max widths get UIKit's 20-pt margins).
  @Test func theCardStandsOffTheEdgesByTheLayoutMargin() {
    for (width, margin) in [(390, 16), (430, 20)] {
      let p = render(List { Text("A") }, width: CGFloat(width))
      let row = (0..<width).filter { isColor(p, $0, 57, white, tolerance: 0) }
      #expect(row.first == margin && row.last == width - margin - 1, "width \(width): \(String(describing: row.first))…\(String(describing: row.last))")
    }
  }

  /// A circular 10-pt corner crosses the card's diagonal r · (1 − 1/√2) = 2.93 pt from the
  /// corner: at 4 px/pt, 11.7 px. Pixel k along the diagonal (spanning k…k + 1 px from the
  /// corner) is wholly outside when its inner corner is outside, k + 1 ≤ 11.7, and wholly
  /// inside when its outer corner is inside, k ≥ 11.7: pixel 10 is the background, 12 white.
  /// (An 8-pt radius would make pixel 10 white; a 12-pt one pixel 12 partly grey.) The grouped
  /// style's square corners are the control: there pixel 10 is white.
  @Test func cardCornersAreRoundedWithATenPointRadius() {
    func corner(inset: Bool, margin: Int) -> (outside: [Double], inside: [Double]) {
      let scene = FlipbookScene("corner", canvas: .size(width: 390, height: 100)) {
        if inset { List { Text("A") }.listStyle(.insetGrouped) } else { List { Text("A") }.listStyle(.grouped) }
      }
      let p = scene.pixmap(at: 0, scale: 4)
      let (x0, y0) = (margin * 4, 35 * 4)
      return (rgb(p, x0 + 10, y0 + 10), rgb(p, x0 + 12, y0 + 12))
    }
    let inset = corner(inset: true, margin: 16)
    #expect(inset.outside == groupedBackground && inset.inside == white)
    let square = corner(inset: false, margin: 0)
    #expect(square.outside == white)
  }

  /// A row's separator starts at its first text: past a label's icon, where the title's ink
  /// begins (within the glyph's side bearing), and at 16 + 20 = 36 for a row of text alone.
  @Test func separatorsStartAtTheTextPastALabelsIcon() {
    let p = render(List { Label("Wi-Fi", systemImage: "star.fill"); Label("Bell", systemImage: "bell.fill") })
    let start = (0..<390).first { isColor(p, $0, 78, separatorOverWhite) }
    // The icon is tinted (system blue): its ink, and the title's black ink, in the first row.
    let inked = { (test: ([Double]) -> Bool) in
      (36..<200).filter { x in (40..<74).contains { test(rgb(p, x, $0)) } }
    }
    let icon = inked { $0[2] > 250 && $0[0] < 200 }
    let title = inked { $0.allSatisfy { $0 < 128 } }
    guard let start, let iconEnd = icon.last, let titleStart = title.first else {
      Issue.record("no separator, icon or title found")
      return
    }
    #expect(iconEnd < start && titleStart >= start && titleStart <= start + 2)
    let plain = render(List { Text("Wi-Fi"); Text("Bell") })
    #expect((0..<390).first { isColor(plain, $0, 78, separatorOverWhite) } == 36)
  }

  /// Two sections without headers: cards 35…79 and 79 + 35 = 114…158.
  @Test func sectionsAreThirtyFivePointsApart() {
    let p = render(List { Section { Text("A") }; Section { Text("B") } })
    #expect(whiteRuns(p, x: 200).map { [$0.0, $0.1] } == [[35, 79], [114, 158]])
  }

  /// Grouped headers are upper-cased: "Favorites" draws as "FAVORITES" does, and
  /// `.textCase(nil)` keeps it as written (the control: it draws differently).
  @Test func headersAreUpperCasedUnlessTextCaseIsNil() {
    let written = render(List { Section("Favorites") { Text("A") } })
    let capitals = render(List { Section("FAVORITES") { Text("A") } })
    let asWritten = render(List { Section("Favorites") { Text("A") }.textCase(nil) })
    #expect(written == capitals)
    #expect(asWritten != capitals)
  }

  /// In dark mode the list is black and its cells #1C1C1E (28, 28, 30).
  @Test func darkModeDrawsBlackBehindDarkGreyCells() {
    let p = render(List { Text("A") }.environment(\.colorScheme, .dark))
    #expect(isColor(p, 5, 5, [0, 0, 0], tolerance: 0) && isColor(p, 200, 70, [28, 28, 30], tolerance: 0))
  }

  /// `.scrollContentBackground(.hidden)` leaves the grouped grey undrawn, so the red behind
  /// shows; the cells keep their white.
  @Test func hiddenContentBackgroundShowsWhatIsBehind() {
    let behind = { (visibility: Visibility) in
      render(ZStack { Color(red: 1, green: 0, blue: 0); List { Text("A") }.scrollContentBackground(visibility) })
    }
    let hidden = behind(.hidden)
    #expect(isColor(hidden, 5, 5, [255, 0, 0], tolerance: 0) && isColor(hidden, 200, 70, white, tolerance: 0))
    #expect(isColor(behind(.automatic), 5, 5, groupedBackground, tolerance: 0))
  }

  /// A row with no insets fills its cell (16…374 × 35…79); with its separator hidden, its last
  /// pixel row stays red, where the control's separator is drawn over it.
  @Test func rowInsetsAndHiddenSeparators() {
    let red = RGBAColor(red: 1, green: 0, blue: 0)
    let hidden = render(List {
      Color(red: 1, green: 0, blue: 0).listRowInsets(EdgeInsets()).listRowSeparator(.hidden)
      Text("B")
    })
    #expect(hidden.box(of: red) == CGRect(x: 16, y: 35, width: 358, height: 44))
    #expect(isColor(hidden, 200, 78, [255, 0, 0], tolerance: 0))
    let shown = render(List { Color(red: 1, green: 0, blue: 0).listRowInsets(EdgeInsets()); Text("B") })
    #expect(!isColor(shown, 200, 78, [255, 0, 0], tolerance: 0))
  }

  /// The plain style: white, rows edge to edge from the top, separators from 20 pt to the edge.
  @Test func plainRowsRunEdgeToEdge() {
    let p = render(List { Text("A"); Text("B") }.listStyle(.plain))
    #expect(isColor(p, 0, 10, white, tolerance: 0))
    #expect(separatorRows(p, x: 200) == [43])
    #expect((0..<390).filter { isColor(p, $0, 43, separatorOverWhite) } == Array(20..<390))
  }
}

@Suite struct ListControlTests {
  /// A button in a row takes taps across the whole row: a tap at x = 360, far past its label,
  /// in the middle of the row (35…79), runs it; one below the card does not.
  @Test func aButtonRowTakesTapsAcrossTheRow() {
    for (y, expected) in [(57.0, ["tap"]), (100.0, [])] {
      let log = Log()
      let script = Script().wait(0.1).tap(at: CGPoint(x: 360, y: y))
      let runtime = SceneRuntime(List { Button("Add") { log.append("tap") } }, canvasSize: CGSize(width: 390, height: 200), script: script)
      runtime.advance(to: 0.5)
      #expect(log.entries == expected, "tap at y = \(y)")
    }
  }

  /// Its label is drawn in the tint, system blue (0, 122, 255): its fully covered pixels are
  /// that blue, and none is black.
  @Test func aButtonRowDrawsItsLabelInTheTint() {
    let p = render(List { Button("Add Timer") {} })
    let label = (36..<150).flatMap { x in (40..<74).map { rgb(p, x, $0) } }
    #expect(label.contains { zip($0, [0.0, 122, 255]).allSatisfy { abs($0 - $1) <= 2 } })
    #expect(!label.contains { $0.allSatisfy { $0 < 100 } })
  }
}

@Suite struct ListScrollTests {
  /// A drag up by 180 pt (the finger 0.45 s into a 0.5-s, 200-pt drag) scrolls the rows up by
  /// 180 − 10 (the pan slop the content lags by): separators at 78 + 44k − 170, so 40, 84, 128.
  @Test func aDragScrollsTheRows() {
    let script = Script().wait(0.1).drag(from: CGPoint(x: 300, y: 250), to: CGPoint(x: 300, y: 50), duration: 0.5)
    let view = List { ForEach(0..<30, id: \.self) { Text("Row \($0)") } }.environment(\.displayScale, 1)
    let p = SceneRuntime(view, canvasSize: CGSize(width: 390, height: 300), script: script).pixels(at: 0.55)
    #expect(separatorRows(p, x: 300).prefix(3) == [40, 84, 128])
  }
}

// MARK: Row animations

/// Rows as coloured cells (red, blue, green for ids 0, 1, 2), so each is found by its hue.
private struct ColouredRows: View {
  let ids: [Int]
  /// A transition each row asks for (a list ignores it).
  var transition: AnyTransition = .opacity
  static let colors = [Color(red: 1, green: 0, blue: 0), Color(red: 0, green: 0, blue: 1), Color(red: 0, green: 1, blue: 0)]

  var body: some View {
    List {
      ForEach(ids, id: \.self) { id in
        Color.clear.listRowBackground(Self.colors[id]).transition(transition)
      }
    }
    .environment(\.displayScale, 1)
  }
}

private let blue = RGBAColor(red: 0, green: 0, blue: 1)
private let green = RGBAColor(red: 0, green: 1, blue: 0)

/// A runtime showing rows `from`, changed to `to` at 0.2 s with `animation`.
private func rowChange(
  from: [Int], to: [Int], animation: Animation?, transition: AnyTransition = .opacity
) -> SceneRuntime {
  let remote = Remote<[Int]>()
  let script = Script().wait(0.2).perform { remote.set(to, animation: animation) }
  return SceneRuntime(
    Driven(from, remote) { ColouredRows(ids: $0, transition: transition) }, canvasSize: CGSize(width: 390, height: 240),
    script: script)
}

// The list's row animation is 0.3 s ease-in-ease-out (UIKit's timing, docs/SEMANTICS.md §13):
// the curve is symmetric, so half-way through (0.15 s) it is at exactly one half.

@Suite struct ListRowAnimationTests {
  /// Green is inserted between red (35…79) and blue (79…123). Half-way, blue has slid half of
  /// the 44 pt down, to 101…145, and green, at 79…123 under it, is at half opacity over the
  /// grey: (0 + 242, 255 + 242, 0 + 247) / 2 = (121, 248.5, 123.5). At the end blue is at 123.
  @Test func anInsertedRowFadesInWhileTheRowsBelowSlideDown() {
    let runtime = rowChange(from: [0, 1], to: [0, 2, 1], animation: .default)
    let mid = runtime.pixels(at: 0.35)
    #expect(mid.box(of: blue) == CGRect(x: 16, y: 101, width: 358, height: 44))
    #expect(isColor(mid, 200, 90, [121, 248.5, 123.5], tolerance: 1.5))
    let end = runtime.pixels(at: 1)
    #expect(end.box(of: blue) == CGRect(x: 16, y: 123, width: 358, height: 44))
    #expect(end.box(of: green) == CGRect(x: 16, y: 79, width: 358, height: 44))
  }

  /// Blue (79…123) is deleted from red, blue, green. Half-way, green has slid half-way up, from
  /// 123 to 101, over blue, which shows above it at half opacity: (121, 121, 251). At the end
  /// green is at 79 and no blue is left.
  @Test func aDeletedRowFadesOutWhileTheRowsBelowSlideUp() {
    let runtime = rowChange(from: [0, 1, 2], to: [0, 2], animation: .default)
    let mid = runtime.pixels(at: 0.35)
    #expect(mid.box(of: green) == CGRect(x: 16, y: 101, width: 358, height: 44))
    #expect(isColor(mid, 200, 90, [121, 121, 251], tolerance: 1.5))
    let end = runtime.pixels(at: 1)
    #expect(end.box(of: green) == CGRect(x: 16, y: 79, width: 358, height: 44))
    #expect(end.box(of: blue) == nil)
  }

  /// A two-second linear transaction does not slow the rows: half-way through UIKit's 0.3 s
  /// blue is at 101 (the transaction's curve would have it at 79 + 44 · 0.075 = 82.3), and it
  /// has landed at 123 by 0.5 s.
  @Test func rowsAnimateInUIKitsTimingWhateverTheTransaction() {
    let runtime = rowChange(from: [0, 1], to: [0, 2, 1], animation: .linear(duration: 2))
    #expect(runtime.pixels(at: 0.35).box(of: blue) == CGRect(x: 16, y: 101, width: 358, height: 44))
    #expect(runtime.pixels(at: 0.5).box(of: blue) == CGRect(x: 16, y: 123, width: 358, height: 44))
  }

  /// A row's own transition is not used: one asking to slide in from the leading edge still
  /// fades in where it lands, its half-opaque green already at the card's leading edge, x 16
  /// (a slide would have it half-way in from off the list, its left edge near x −179).
  @Test func rowsFadeWhateverTransitionTheyAskFor() {
    let runtime = rowChange(from: [0, 1], to: [0, 2, 1], animation: .default, transition: .move(edge: .leading))
    let mid = runtime.pixels(at: 0.35)
    #expect(isColor(mid, 17, 90, [121, 248.5, 123.5], tolerance: 1.5) && isColor(mid, 370, 90, [121, 248.5, 123.5], tolerance: 1.5))
  }

  /// Without animation the row is there at once, opaque, and blue already at 123.
  @Test func aChangeWithoutAnimationInsertsAtOnce() {
    let p = rowChange(from: [0, 1], to: [0, 2, 1], animation: nil).pixels(at: 0.2)
    #expect(p.box(of: blue) == CGRect(x: 16, y: 123, width: 358, height: 44))
    #expect(p.box(of: green) == CGRect(x: 16, y: 79, width: 358, height: 44))
  }
}

// MARK: Structure

/// A section written in a view's body, as apps factor their screens.
private struct WrappedSection: View {
  let title: String
  var body: some View {
    Section { Text(title) }
  }
}

@Suite struct ListStructureTests {
  /// A section in a view's body is still a section: two cards, 35…79 and 114…158, as for
  /// two `Section`s written in place (`sectionsAreThirtyFivePointsApart`).
  @Test func aSectionInAViewsBodyIsASection() {
    let p = render(List { WrappedSection(title: "A"); WrappedSection(title: "B") })
    #expect(whiteRuns(p, x: 200).map { [$0.0, $0.1] } == [[35, 79], [114, 158]])
  }

  /// A row trait written on a section reaches its rows: the row's cell is red from x = 16 to
  /// 373 (at its middle, clear of the corners; the text's ink is at 36…50), where the
  /// control's is white.
  @Test func aRowTraitOnASectionReachesItsRows() {
    let red = render(List { Section { Text("A") }.listRowBackground(Color(red: 1, green: 0, blue: 0)) })
    let redColumns = (0..<390).filter { isColor(red, $0, 57, [255, 0, 0], tolerance: 0) }
    #expect(redColumns.first == 16 && redColumns.last == 373 && redColumns.filter { $0 > 60 } == Array(61..<374))
    let control = render(List { Section { Text("A") } })
    #expect(isColor(control, 300, 57, white, tolerance: 0))
  }

  /// Outside a list a section is its header and rows in sequence: in a `VStack`, the header's
  /// text above the row's.
  @Test func outsideAListASectionIsItsViewsInSequence() {
    let runtime = SceneRuntime(
      VStack { Section { Text("Row") } header: { Text("Header") } }, canvasSize: CGSize(width: 200, height: 200))
    runtime.advance(to: 0)
    let texts = runtime.frames("Text")
    #expect(texts.count == 2 && texts[0].maxY <= texts[1].minY)
  }
}
