import Drawing
import Flipbook
import Foundation
import Testing

// Scroll indicators (Scroll/ScrollIndicators.swift), measured from rendered pixels at one pixel
// per point: the indicator is found as the pixels of its column (x 94…97 of a 100-wide scroll
// view) darker than the same row of a column it never covers.

/// Three 100-tall bands, red, blue, green: content 300 tall in a 200-tall scroll view.
private func bands() -> some View {
  VStack(spacing: 0) {
    Paints.a.frame(height: 100)
    Paints.b.frame(height: 100)
    Paints.c.frame(height: 100)
  }
}

/// A finger 60 pt up over 0.45 s from 0.5 s, then still for 0.45 s before lifting at 1.4 s:
/// the content follows 10 pt behind it (offset 50 from 0.95 s) and nothing coasts, since the
/// finger is still for the last 0.1 s.
private let dragAndHold = Script().wait(0.5).drag(
  along: [CGPoint(x: 50, y: 150), CGPoint(x: 50, y: 90), CGPoint(x: 50, y: 90)], duration: 0.9)

/// The rows where column 95 is darker than column 50 in `pixmap`, and how much darker the
/// middle one is (0…1 of the reference's red, green and blue).
private func indicator(in pixmap: Pixmap) -> (rows: ClosedRange<Int>, darkening: Double)? {
  var rows: [Int] = []
  for y in 0..<pixmap.height {
    let a = pixmap[95, y], b = pixmap[50, y]
    if Int(a[0]) + Int(a[1]) + Int(a[2]) < Int(b[0]) + Int(b[1]) + Int(b[2]) - 3 { rows.append(y) }
  }
  guard let first = rows.first, let last = rows.last else { return nil }
  let mid = (first + last) / 2
  let (a, b) = (pixmap[95, mid], pixmap[50, mid])
  let sum = { (p: SIMD4<UInt8>) in Double(p[0]) + Double(p[1]) + Double(p[2]) }
  return (first...last, 1 - sum(a) / sum(b))
}

@Suite struct ScrollIndicatorTests {
  /// At rest nothing is drawn; while the finger scrolls the indicator is 35 % black over the
  /// content. Its length is 194 · 200/300 = 129.3 of the 194-pt track (200 less 3 at each
  /// end); at offset 50 of 100 it starts 3 + 0.5 · (194 − 129.3) = 35.3 pt down, ending at
  /// 164.7: rows 35…164.
  @Test func theIndicatorShowsTheVisibleFractionAndTheOffset() throws {
    let runtime = SceneRuntime(ScrollView { bands() }, canvasSize: CGSize(width: 100, height: 200), script: dragAndHold)
    #expect(indicator(in: runtime.pixels(at: 0)) == nil)
    let shown = try #require(indicator(in: runtime.pixels(at: 1.2)))
    #expect(shown.rows == 35...164, "rows \(shown.rows)")
    #expect(abs(shown.darkening - 0.35) < 0.02, "darkening \(shown.darkening)")
  }

  /// After the lift at 1.4 s (no coast) it holds for 0.5 s, then fades over 0.3 s: at 2.05 s
  /// it is half as dark, and from 2.2 s it is gone.
  @Test func itFadesAfterTheContentComesToRest() throws {
    let runtime = SceneRuntime(ScrollView { bands() }, canvasSize: CGSize(width: 100, height: 200), script: dragAndHold)
    _ = runtime.pixels(at: 0)
    let held = try #require(indicator(in: runtime.pixels(at: 1.85)))
    #expect(abs(held.darkening - 0.35) < 0.02)
    let fading = try #require(indicator(in: runtime.pixels(at: 2.05)))
    #expect(abs(fading.darkening - 0.175) < 0.02, "darkening \(fading.darkening)")
    #expect(indicator(in: runtime.pixels(at: 2.25)) == nil)
  }

  /// `.scrollIndicators(.hidden)` and `showsIndicators: false` draw none.
  @Test func hiddenIndicatorsAreNotDrawn() {
    let hidden = SceneRuntime(
      ScrollView { bands() }.scrollIndicators(.hidden), canvasSize: CGSize(width: 100, height: 200), script: dragAndHold)
    _ = hidden.pixels(at: 0)
    #expect(indicator(in: hidden.pixels(at: 1.2)) == nil)
    let off = SceneRuntime(
      ScrollView(showsIndicators: false) { bands() }, canvasSize: CGSize(width: 100, height: 200), script: dragAndHold)
    _ = off.pixels(at: 0)
    #expect(indicator(in: off.pixels(at: 1.2)) == nil)
    // Hiding the horizontal axis only leaves the vertical indicator.
    let vertical = SceneRuntime(
      ScrollView { bands() }.scrollIndicators(.hidden, axes: .horizontal), canvasSize: CGSize(width: 100, height: 200),
      script: dragAndHold)
    _ = vertical.pixels(at: 0)
    #expect(indicator(in: vertical.pixels(at: 1.2)) != nil)
  }

  /// Content that fits does not scroll, so it has no indicator, even while dragged (it
  /// rubber-bands).
  @Test func contentThatFitsHasNoIndicator() {
    let runtime = SceneRuntime(
      ScrollView { Paints.a.frame(height: 150) }, canvasSize: CGSize(width: 100, height: 200), script: dragAndHold)
    _ = runtime.pixels(at: 0)
    #expect(indicator(in: runtime.pixels(at: 1.2)) == nil)
  }
}
