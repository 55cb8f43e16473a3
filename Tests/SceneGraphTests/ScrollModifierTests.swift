import Drawing
import Flipbook
import Foundation
import Testing

// The scroll settings modifiers against docs/SEMANTICS.md §7, measured from rendered pixels
// (one pixel per point). Each test that shows a modifier changing something has a control
// without it, so the check can fail.

private let grey = Color(red: 0.5, green: 0.5, blue: 0.5)

/// Three 100-tall bands, red, blue, green: content 300 tall.
private func bands() -> some View {
  VStack(spacing: 0) {
    Paints.a.frame(height: 100)
    Paints.b.frame(height: 100)
    Paints.c.frame(height: 100)
  }
}

/// A drag 60 pt up in 0.6 s from 0.5 s: the content follows 10 pt behind, 50 − 10 = 40 at
/// 1.0 s.
private let dragUp = Script().wait(0.5).drag(from: CGPoint(x: 50, y: 150), to: CGPoint(x: 50, y: 90), duration: 0.6)

@Suite struct ScrollModifierTests {
  /// 30-pt top margin: the content starts 30 down; its largest offset grows by the margin
  /// (300 + 30 − 200 = 130), and a hard flick to the end shows green's bottom at the view's
  /// bottom, 200.
  @Test func contentMarginsInsetTheContent() {
    let view = ScrollView { bands() }.contentMargins(.top, 30)
    let r = SceneRuntime(
      view, canvasSize: CGSize(width: 100, height: 200),
      script: Script().wait(0.5).drag(from: CGPoint(x: 50, y: 190), to: CGPoint(x: 50, y: 40), duration: 0.1))
    #expect(r.pixels(at: 0).box(of: Paints.aRGB) == CGRect(x: 0, y: 30, width: 100, height: 100))
    #expect(r.pixels(at: 5).box(of: Paints.cRGB) == CGRect(x: 0, y: 100, width: 100, height: 100))
  }

  /// Margins across a vertical scroll view narrow the content: 10 on each side of 100 leave
  /// 80 for the bands.
  @Test func horizontalMarginsNarrowAVerticalScrollViewsContent() {
    let p = SceneRuntime(ScrollView { bands() }.contentMargins(.horizontal, 10), canvasSize: CGSize(width: 100, height: 200))
      .pixels(at: 0)
    #expect(p.box(of: Paints.aRGB) == CGRect(x: 10, y: 0, width: 80, height: 100))
  }

  /// A 100-tall scroll view centred on a 100 × 300 canvas (at y = 100): clipped, blue (content
  /// 100…200) is hidden below it; with `scrollClipDisabled()` it draws at 200…300.
  @Test func scrollClipDisabledDrawsOutsideTheBounds() {
    let clipped = SceneRuntime(ScrollView { bands() }.frame(height: 100), canvasSize: CGSize(width: 100, height: 300))
    #expect(clipped.pixels(at: 0).box(of: Paints.bRGB) == nil)
    let open = SceneRuntime(
      ScrollView { bands() }.frame(height: 100).scrollClipDisabled(), canvasSize: CGSize(width: 100, height: 300))
    #expect(open.pixels(at: 0).box(of: Paints.bRGB) == CGRect(x: 0, y: 200, width: 100, height: 100))
  }

  /// `scrollDisabled(true)`: the drag moves nothing (blue stays at 100); without it blue is at
  /// 100 − 40 = 60 at 1.0 s.
  @Test func scrollDisabledIgnoresDrags() {
    let canvas = CGSize(width: 100, height: 200)
    let still = SceneRuntime(ScrollView { bands() }.scrollDisabled(true), canvasSize: canvas, script: dragUp)
    #expect(still.pixels(at: 1.0).box(of: Paints.bRGB)?.minY == 100)
    let control = SceneRuntime(ScrollView { bands() }, canvasSize: canvas, script: dragUp)
    #expect(control.pixels(at: 1.0).box(of: Paints.bRGB)?.minY == 60)
  }

  /// Content that fits (a 50-tall red band in a 200-tall view), pulled down 60 pt in 0.6 s:
  /// by default it rubber-bands, at 1.0 s 40 past the slop shows as
  /// (1 − 1 / (40 · 0.55 / 200 + 1)) · 200 = 19.82 (red's box from 19: the partly covered
  /// pixel counts, nothing else is drawn above it); `.basedOnSize` keeps it at 0.
  @Test func basedOnSizeBounceKeepsContentThatFits() {
    let canvas = CGSize(width: 100, height: 200)
    let down = Script().wait(0.5).drag(from: CGPoint(x: 50, y: 50), to: CGPoint(x: 50, y: 110), duration: 0.6)
    let bouncing = SceneRuntime(ScrollView { Paints.a.frame(height: 50) }, canvasSize: canvas, script: down)
    #expect(bouncing.pixels(at: 1.0).box(of: Paints.aRGB)?.minY == 19)
    let fixed = SceneRuntime(
      ScrollView { Paints.a.frame(height: 50) }.scrollBounceBehavior(.basedOnSize), canvasSize: canvas, script: down)
    #expect(fixed.pixels(at: 1.0).box(of: Paints.aRGB)?.minY == 0)
  }

  /// `defaultScrollAnchor(.bottom)` starts at the largest offset, 100: green at 100…200.
  @Test func defaultAnchorBottomStartsAtTheEnd() {
    let p = SceneRuntime(ScrollView { bands() }.defaultScrollAnchor(.bottom), canvasSize: CGSize(width: 100, height: 200))
      .pixels(at: 0)
    #expect(p.box(of: Paints.cRGB) == CGRect(x: 0, y: 100, width: 100, height: 100))
  }

  /// Content that fits sits at the alignment anchor: a 50-tall band at the bottom of 200.
  @Test func defaultAnchorAlignsShortContent() {
    let p = SceneRuntime(
      ScrollView { Paints.a.frame(height: 50) }.defaultScrollAnchor(.bottom), canvasSize: CGSize(width: 100, height: 200)
    ).pixels(at: 0)
    #expect(p.box(of: Paints.aRGB) == CGRect(x: 0, y: 150, width: 100, height: 50))
  }

  /// Anchored at the bottom, a scroll view that grows keeps its bottom in view: 10 rows → 12
  /// at 0.5 s (offset 800 → 1000), so the last row (red) stays at 100…200. Anchored only for
  /// the initial offset, the offset stays 800 and the last row is below the view.
  @Test func sizeChangesKeepTheAnchoredEnd() {
    func scene(_ anchored: Bool) -> SceneRuntime {
      let remote = Remote<Int>()
      let view = Driven(10, remote) { count in
        ScrollView {
          VStack(spacing: 0) {
            ForEach(0..<count, id: \.self) { i in (i == count - 1 ? Paints.a : grey).frame(height: 100) }
          }
        }
        .defaultScrollAnchor(.bottom, for: .initialOffset)
        .defaultScrollAnchor(anchored ? .bottom : nil, for: .sizeChanges)
      }
      return SceneRuntime(
        view, canvasSize: CGSize(width: 100, height: 200), script: Script().wait(0.5).perform { remote.set(12, animation: nil) })
    }
    #expect(scene(true).pixels(at: 1).box(of: Paints.aRGB) == CGRect(x: 0, y: 100, width: 100, height: 100))
    #expect(scene(false).pixels(at: 1).box(of: Paints.aRGB) == nil)
  }
}

@Suite struct ContainerRelativeFrameTests {
  /// In a 320-wide horizontal scroll view with 10-pt margins on each side, the container is
  /// 300 wide: three cells 10 apart are (300 − 2 · 10) / 3 = 93.33 each, the red second card
  /// starts at 10 + 93.33 + 10 = 113.33 and spans two cells, 2 · 93.33 + 10 = 196.67, to 310.
  @Test func countAndSpanDivideTheScrollViewsRegion() {
    let view = ScrollView(.horizontal) {
      HStack(spacing: 10) {
        Color(red: 0.5, green: 0.5, blue: 0.5).containerRelativeFrame(.horizontal, count: 3, spacing: 10)
        Paints.a.containerRelativeFrame(.horizontal, count: 3, span: 2, spacing: 10)
      }
    }
    .contentMargins(.horizontal, 10)
    let p = SceneRuntime(view, canvasSize: CGSize(width: 320, height: 50)).pixels(at: 0)
    // Pixel 113 is a third grey-free (the gap is empty), so the box starts there.
    #expect(p.box(of: Paints.aRGB) == CGRect(x: 113, y: 0, width: 197, height: 50))
  }

  /// Outside any scroll view the container is the canvas's safe area: a 390 × 844 canvas with
  /// insets 47 and 34 gives half its 763-pt height, 381.5.
  @Test func outsideAScrollViewTheContainerIsTheSafeArea() {
    let view = Paints.a.containerRelativeFrame(.vertical) { length, _ in length / 2 }.frame(width: 10)
    let r = SceneRuntime(
      view, canvasSize: CGSize(width: 390, height: 844), safeAreaInsets: EdgeInsets(top: 47, leading: 0, bottom: 34, trailing: 0))
    _ = r.displayList(at: 0)
    #expect(r.frames.contains { close($0.frame.height, 381.5) })
  }
}
