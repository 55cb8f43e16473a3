import Drawing
import Flipbook
import Testing

// Content transitions of text, measured from the pixels: the default cross-fade, and numeric
// text rolling its changed digits (up when counting up) while the unchanged ones stay. The
// state flips at 0.5 s inside a linear second, so at 0.5 + s the transition is s of the way.

/// The rows `y0..<y1` of `pixels` that hold any ink in columns `x0..<x1`, as (first, last).
private func inkRows(_ pixels: Pixmap, columns: Range<Int>) -> (Int, Int)? {
  let rows = (0..<pixels.height).filter { y in columns.contains { pixels.alpha($0, y) > 0.05 } }
  return rows.first.map { ($0, rows.last!) }
}

private func counter(_ from: String, _ to: String, _ transition: ContentTransition?) -> SceneRuntime {
  flipping(at: 0.5, animation: .linear(duration: 1), canvas: CGSize(width: 120, height: 120)) { on in
    let text = Text(on ? to : from).font(.system(size: 60)).foregroundStyle(Color(red: 0, green: 0, blue: 1))
    if let transition { text.contentTransition(transition) } else { text }
  }
}

@Suite struct ContentTransitionTests {
  /// By default the old text fades out as the new fades in: halfway, a stroke pixel the two
  /// glyphs do not share is at half opacity ("-" becoming "_", far apart vertically).
  @Test func textCrossFadesByDefault() {
    let r = counter("-", "_", nil)
    let before = r.pixels(at: 0.4)
    let (top, bottom) = try! #require(inkRows(before, columns: 0..<120))
    let middle = (top + bottom) / 2
    let x = (0..<120).max { before.alpha($0, middle) < before.alpha($1, middle) }!
    #expect(before.alpha(x, middle) > 0.95)
    #expect(abs(r.pixels(at: 1).alpha(x, middle) - before.alpha(x, middle) * 0.5) < 0.02)
    #expect(r.pixels(at: 1.6).alpha(x, middle) < 0.01)
  }

  /// `.identity` shows the new text at once: a tenth of the way through the animation the
  /// old "-" is gone and the new "_" is fully opaque.
  @Test func identityShowsTheNewTextAtOnce() {
    let r = counter("-", "_", .identity)
    let before = r.pixels(at: 0.4)
    let (top, bottom) = try! #require(inkRows(before, columns: 0..<120))
    let middle = (top + bottom) / 2
    let after = r.pixels(at: 0.6)
    #expect((0..<120).allSatisfy { after.alpha($0, middle) < 0.01 })
    #expect((0..<120).contains { x in (0..<120).contains { after.alpha(x, $0) > 0.95 } })
  }

  /// Counting up, the changed digit rolls: the new one rises from half a line below, the old
  /// one rises out by as much. At a quarter of the way (0.75 s) the old digit is a quarter
  /// up and the new one three quarters down; so the ink reaches 3 times as far below the
  /// still digit's rows as above them (both digits have the same height in this font).
  @Test func numericTextRollsTheChangedDigitUp() {
    let r = counter("2", "3", .numericText())
    let still = try! #require(inkRows(r.pixels(at: 0.4), columns: 0..<120))
    let quarter = try! #require(inkRows(r.pixels(at: 0.75), columns: 0..<120))
    let above = Double(still.0 - quarter.0), below = Double(quarter.1 - still.1)
    #expect(above > 3 && below > 3)
    #expect(abs(below / above - 3) < 0.35)
    let down = counter("3", "2", .numericText(countsDown: true))
    let stillDown = try! #require(inkRows(down.pixels(at: 0.4), columns: 0..<120))
    let quarterDown = try! #require(inkRows(down.pixels(at: 0.75), columns: 0..<120))
    // Counting down, mirrored: 3 times as far above as below.
    #expect(abs(Double(stillDown.0 - quarterDown.0) / Double(quarterDown.1 - stillDown.1) - 3) < 0.35)
  }

  /// A digit that stays ("1" in the tens of 12 → 13) does not move: its columns' ink rows are
  /// the still ones halfway through.
  @Test func numericTextKeepsTheDigitsThatStay() {
    let r = counter("12", "13", .numericText())
    let before = r.pixels(at: 0.4)
    let columns = (0..<120).filter { x in (0..<120).contains { before.alpha(x, $0) > 0.05 } }
    let tens = columns.first!..<(columns.first! + 20)
    let still = try! #require(inkRows(before, columns: tens))
    #expect(inkRows(r.pixels(at: 1), columns: tens)! == still)
  }
}
