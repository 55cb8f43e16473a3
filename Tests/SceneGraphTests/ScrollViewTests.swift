import Drawing
import Flipbook
import Foundation
import Testing

// ScrollView against docs/SEMANTICS.md §7 (scroll views): layout, clipping and scripted
// scrolling. Expected boxes are worked out by hand in each comment and measured from
// rendered pixels (one pixel per point). `box(of:)` counts only pixels of one hue, so a pixel
// that two bands share at a fractional edge belongs to neither: a band whose top edge at y
// touches the band above starts its box at ⌈y⌉.
//
// The scene for scrolling: a 100 × 200 scroll view centred on a 200 × 300 canvas, at
// (50, 50), holding three 150-tall bands, red, blue and green: content 450 tall, so the
// largest offset is 250. Band k's top is at 50 + 150k − offset.

private func bands() -> some View {
  ScrollView {
    VStack(spacing: 0) {
      Paints.a.frame(height: 150)
      Paints.b.frame(height: 150)
      Paints.c.frame(height: 150)
    }
  }
  .frame(width: 100, height: 200)
}

private func scrolled(_ script: Script) -> SceneRuntime {
  SceneRuntime(bands(), canvasSize: CGSize(width: 200, height: 300), script: script)
}

@Suite struct ScrollViewTests {
  /// At rest the offset is 0: red fills 50…200, blue shows from 200 to the scroll view's
  /// bottom at 250 and is clipped there (unclipped it would reach the canvas's bottom, 300).
  @Test func contentStartsAtTheTopAndIsClippedToTheBounds() {
    let p = scrolled(Script()).pixels(at: 0)
    #expect(p.box(of: Paints.aRGB) == CGRect(x: 50, y: 50, width: 100, height: 150))
    #expect(p.box(of: Paints.bRGB) == CGRect(x: 50, y: 200, width: 100, height: 50))
    #expect(p.box(of: Paints.cRGB) == nil)
  }

  /// A 40 × 40 content in a 200 × 200 scroll view: the scroll view takes the whole canvas
  /// (its green background fills it around the content); the content is centred across
  /// (x = 80) and starts at the top (y = 0), not centred vertically.
  @Test func scrollViewTakesTheProposalAndPutsShortContentAtTheTop() {
    let p = SceneRuntime(
      ScrollView { Paints.a.frame(width: 40, height: 40) }.background(Paints.c),
      canvasSize: CGSize(width: 200, height: 200)
    ).pixels(at: 0)
    #expect(p.box(of: Paints.aRGB) == CGRect(x: 80, y: 0, width: 40, height: 40))
    #expect(p.box(of: Paints.cRGB) == CGRect(x: 0, y: 0, width: 200, height: 200))
  }

  /// Content is proposed nil along the scroll axis: a plain `Color` is then 10 tall (its
  /// ideal), where outside a scroll view it would fill the 200-pt height.
  @Test func contentIsProposedItsIdealLengthAlongTheScrollAxis() {
    let p = SceneRuntime(ScrollView { Paints.a }, canvasSize: CGSize(width: 200, height: 200)).pixels(at: 0)
    #expect(p.box(of: Paints.aRGB) == CGRect(x: 0, y: 0, width: 200, height: 10))
  }

  /// The finger goes up 100 pt in 1 s from t = 0.5. At t = 1.004 it has moved 50 (the sample
  /// at 1.0); less the 10-pt slop the content has moved 40: blue's top at 200 − 40 = 160.
  @Test func contentFollowsTheFingerAfterTheSlop() {
    let r = scrolled(Script().wait(0.5).drag(from: CGPoint(x: 100, y: 240), to: CGPoint(x: 100, y: 140), duration: 1))
    #expect(r.pixels(at: 1.004).box(of: Paints.bRGB)?.minY == 160)
  }

  /// A flick: 100 pt up in 0.5 s from t = 0.5, so the finger moves at 200 pt/s and lifts
  /// at t = 1 with the content scrolled 90 (100 less the slop). Coasting at 0.998 per ms,
  /// after 0.5 s it has gone 200 · (1 − 0.998^500) / (−1000 · ln 0.998) = 63.19 more:
  /// offset 153.19, green's top at 350 − 153.19 = 196.81, box from 197 (196 with the slop
  /// coasted too, 198 with 1 pt less coast).
  @Test func releasedContentDeceleratesAtUIScrollViewsRate() {
    let r = scrolled(Script().wait(0.5).drag(from: CGPoint(x: 100, y: 240), to: CGPoint(x: 100, y: 140), duration: 0.5))
    #expect(r.pixels(at: 1.5).box(of: Paints.cRGB)?.minY == 197)
  }

  /// The same flick comes to rest 200 / (−1000 · ln 0.998) = 99.90 past the release: offset
  /// 189.90, green's top at 350 − 189.90 = 160.10, box from 161 (without the coast it would
  /// stop at 260).
  @Test func releasedContentComesToRestAfterTheCoastingDistance() {
    let r = scrolled(Script().wait(0.5).drag(from: CGPoint(x: 100, y: 240), to: CGPoint(x: 100, y: 140), duration: 0.5))
    #expect(r.pixels(at: 6).box(of: Paints.cRGB)?.minY == 161)
    #expect(r.isSettled)
  }

  /// A hard flick: 150 pt up in 0.1 s (1500 pt/s) would coast 749 pt; the coast stops at the
  /// content's end, offset 250: green's top at 350 − 250 = 100 and its bottom at 250.
  @Test func coastStopsAtTheEndOfTheContent() {
    let r = scrolled(Script().wait(0.5).drag(from: CGPoint(x: 100, y: 240), to: CGPoint(x: 100, y: 90), duration: 0.1))
    #expect(r.pixels(at: 5).box(of: Paints.cRGB) == CGRect(x: 50, y: 100, width: 100, height: 150))
  }

  /// Pulling down past the top: at t = 1.004 the finger has moved 55 down, 45 past the slop,
  /// and the content shows (1 − 1 / (45 · 0.55 / 200 + 1)) · 200 = 22.02 of it: red's top
  /// at 72.02, so the first fully red row is 73 (1:1 tracking would put it at 95).
  @Test func pullingPastTheTopRubberBands() {
    let r = scrolled(Script().wait(0.5).drag(from: CGPoint(x: 100, y: 100), to: CGPoint(x: 100, y: 210), duration: 1))
    let p = r.pixels(at: 1.004)
    #expect(p.alpha(100, 72) < 1)
    #expect(p.alpha(100, 73) == 1)
  }

  /// Released past the top, the content springs back to offset 0: red fills 50…200 again.
  @Test func releasedPastTheTopReturnsToTheTop() {
    let r = scrolled(Script().wait(0.5).drag(from: CGPoint(x: 100, y: 100), to: CGPoint(x: 100, y: 210), duration: 1))
    #expect(r.pixels(at: 4).box(of: Paints.aRGB) == CGRect(x: 50, y: 50, width: 100, height: 150))
  }

  /// A horizontal scroll view proposes nil width: three 60-wide bands in a 100-wide view;
  /// dragging 50 left in 1 s from t = 0.5, halfway (t = 1) the finger has moved 25, the
  /// content 15: blue (from x = 50 + 60) starts at 110 − 15 = 95.
  @Test func horizontalScrollViewScrollsSideways() {
    let view = ScrollView(.horizontal, showsIndicators: false) {
      HStack(spacing: 0) {
        Paints.a.frame(width: 60)
        Paints.b.frame(width: 60)
        Paints.c.frame(width: 60)
      }
    }
    .frame(width: 100, height: 100)
    let r = SceneRuntime(
      view, canvasSize: CGSize(width: 200, height: 100),
      script: Script().wait(0.5).drag(from: CGPoint(x: 120, y: 50), to: CGPoint(x: 70, y: 50), duration: 1))
    #expect(r.pixels(at: 1.0).box(of: Paints.bRGB)?.minX == 95)
    // The finger lifts at t = 1.5 (40 scrolled) moving at 50 pt/s; by t = 5 the content has
    // coasted 50 · 0.4995 = 24.98 more, offset 64.98: green at 170 − 64.98 = 105.02, box
    // from 106 (130 without the coast).
    #expect(r.pixels(at: 5).box(of: Paints.cRGB)?.minX == 106)
  }
}

@Suite struct ScrollViewHitTestingTests {
  /// A 50-tall header above a 150-tall scroll view of 100-tall rows, on 200 × 200. A flick of
  /// 100 pt up in 0.2 s scrolls the rows under the header's place (row 0's frame moves above
  /// y = 50); a tap on the header at (100, 25) once the coast is over must reach the header,
  /// not the hidden row drawn after it.
  @Test func contentClippedOutOfAScrollViewTakesNoTaps() {
    let log = Log()
    let view = VStack(spacing: 0) {
      Paints.a.frame(height: 50).onTapGesture { log.append("header") }
      ScrollView {
        VStack(spacing: 0) {
          ForEach(0..<5, id: \.self) { i in
            Paints.b.frame(height: 100).onTapGesture { log.append("row \(i)") }
          }
        }
      }
      .frame(height: 150)
    }
    let script = Script().wait(0.5)
      .drag(from: CGPoint(x: 100, y: 180), to: CGPoint(x: 100, y: 80), duration: 0.2)
      .wait(4).tap(at: CGPoint(x: 100, y: 25))
    let r = SceneRuntime(view, canvasSize: CGSize(width: 200, height: 200), script: script)
    r.advance(to: 5)
    #expect(log.entries == ["header"])
  }
}
