import Drawing
import Flipbook
import Foundation
import Testing

// Scroll target behaviors against docs/SEMANTICS.md §7 (scroll targets): where a released
// drag comes to rest, measured from rendered pixels (one pixel per point). Drags are scripted
// at constant speed, so the finger's velocity at the lift is the drag's distance over its
// duration; the content stops 10 pt (the slop) short of the finger's travel.

private let grey = Color(red: 0.5, green: 0.5, blue: 0.5)

/// Five 100-wide pages in a 100 × 100 horizontal scroll view filling the canvas; page 1 is
/// red, page 2 blue, the others grey. Page k's left edge is at 100k − offset.
private func pages(_ script: Script) -> SceneRuntime {
  let view = ScrollView(.horizontal) {
    HStack(spacing: 0) {
      ForEach(0..<5, id: \.self) { i in
        (i == 1 ? Paints.a : i == 2 ? Paints.b : grey).frame(width: 100)
      }
    }
  }
  .scrollTargetBehavior(.paging)
  return SceneRuntime(view, canvasSize: CGSize(width: 100, height: 100), script: script)
}

/// A drag leftwards by `distance` over `duration` from x = 90, starting at 0.5 s.
private func leftwards(_ distance: CGFloat, over duration: Double) -> Script {
  Script().wait(0.5).drag(from: CGPoint(x: 90, y: 50), to: CGPoint(x: 90 - distance, y: 50), duration: duration)
}

@Suite struct PagingTests {
  /// A fast flick: 50 pt in 0.1 s (500 pt/s = 0.5 pt/ms, over UIKit's 0.3) lifts at offset 40
  /// and turns to the next page, offset 100: red fills the view. (A free coast would have gone
  /// on 500 · 0.4995 = 250 pt, to offset 290.)
  @Test func fastFlickTurnsToTheNextPage() {
    let r = pages(leftwards(50, over: 0.1))
    #expect(r.pixels(at: 2.6).box(of: Paints.aRGB) == CGRect(x: 0, y: 0, width: 100, height: 100))
    #expect(r.isSettled)
  }

  /// A slow flick: 50 pt in 0.5 s (100 pt/s, under the threshold) lifts at offset 40, 0.4 of a
  /// page, and settles on the nearest page, 0: red back at 100…, off the view.
  @Test func slowFlickReturnsToTheNearestPage() {
    let r = pages(leftwards(50, over: 0.5))
    #expect(r.pixels(at: 1.0).box(of: Paints.aRGB) == CGRect(x: 60, y: 0, width: 40, height: 100))
    #expect(r.pixels(at: 3).box(of: Paints.aRGB) == nil)
  }

  /// A slow drag past half a page: 70 pt in 0.7 s (100 pt/s) lifts at offset 60 and settles
  /// on page 1.
  @Test func slowDragPastHalfAPageSettlesOnTheNextPage() {
    let r = pages(leftwards(70, over: 0.7))
    #expect(r.pixels(at: 3.2).box(of: Paints.aRGB) == CGRect(x: 0, y: 0, width: 100, height: 100))
  }

  /// However hard the flick, one page at a time: 80 pt in 0.05 s (1600 pt/s) from offset 0
  /// lifts at 70 and stops at 100, not further.
  @Test func hardFlickTurnsOnlyOnePage() {
    let r = pages(leftwards(80, over: 0.05))
    #expect(r.pixels(at: 2.6).box(of: Paints.aRGB) == CGRect(x: 0, y: 0, width: 100, height: 100))
  }

  /// The move to the page is UIKit's paging spring stepped per millisecond: from offset 40 at
  /// 0.5 pt/ms towards 100, with pull 0.000359090909 − 1.84659091e−7 · 100 and friction
  /// 0.966818182 + 9.94318182e−6 · 100 for the 100-wide view. Stepping it by hand (below, an
  /// independent loop of the published recurrence), 100 ms after the lift the content is at
  /// x(100); red's left edge at 100 − x(100).
  @Test func pageTurnFollowsUIKitsPagingSpring() {
    let pull = 0.000359090909 - 0.000000184659091 * 100
    let friction = 0.966818182 + 0.00000994318182 * 100
    var (x, v) = (40.0, 0.5)
    for _ in 0..<100 {
      v = (v + (100 - x) * pull) * friction
      x += v
    }
    // x(100) = 83.71: well past the lift, short of the page (red's edge at 16.29).
    #expect(abs(x - 83.71) < 0.01)
    let r = pages(leftwards(50, over: 0.1))
    let left = r.pixels(at: 0.7).box(of: Paints.aRGB)?.minX ?? -1
    #expect(abs(left - (100 - x).rounded(.up)) <= 1)
  }

  /// Without a behavior the same fast flick coasts freely: offset 40 + 250 = 290 → red off the
  /// view, blue (200…300) at −90…10.
  @Test func controlWithoutPagingCoastsFreely() {
    let view = ScrollView(.horizontal) {
      HStack(spacing: 0) {
        ForEach(0..<5, id: \.self) { i in (i == 1 ? Paints.a : i == 2 ? Paints.b : grey).frame(width: 100) }
      }
    }
    let r = SceneRuntime(view, canvasSize: CGSize(width: 100, height: 100), script: leftwards(50, over: 0.1))
    #expect(r.pixels(at: 8).box(of: Paints.bRGB) == CGRect(x: 0, y: 0, width: 10, height: 100))
  }
}

/// Cards 80 wide, 10 apart, in a 100-wide view (card k's leading edge at 90k); card 1 red,
/// card 2 blue.
private func cards(limit: ViewAlignedScrollTargetBehavior.LimitBehavior, _ script: Script) -> SceneRuntime {
  let view = ScrollView(.horizontal) {
    HStack(spacing: 10) {
      ForEach(0..<6, id: \.self) { i in (i == 1 ? Paints.a : i == 2 ? Paints.b : grey).frame(width: 80) }
    }
    .scrollTargetLayout()
  }
  .scrollTargetBehavior(.viewAligned(limitBehavior: limit))
  return SceneRuntime(view, canvasSize: CGSize(width: 100, height: 100), script: script)
}

@Suite struct ViewAlignedTests {
  /// 60 pt in 0.3 s (200 pt/s) lifts at offset 50; a free coast would end at
  /// 50 + 200 · 0.4995 = 149.9, nearest to card 2's edge, 180 (30.1 away; card 1's, 90, is
  /// 59.9 away). Unlimited, the content settles with card 2 at the leading edge.
  @Test func settlesOnTheViewNearestTheNaturalEnd() {
    let r = cards(limit: .never, leftwards(60, over: 0.3))
    #expect(r.pixels(at: 10).box(of: Paints.bRGB) == CGRect(x: 0, y: 0, width: 80, height: 100))
  }

  /// The re-aimed deceleration keeps the release velocity: rate r' = e^(−200 / (1000 · 130))
  /// = 0.998463 per ms (a little gentler than the normal 0.998: the target is past the
  /// natural end), so 0.2 s after the lift the content has gone
  /// 200 · (1 − r'^200) / (−1000 · ln r') = 200 · 0.264805 / 1.53846 = 34.43 more: offset
  /// 84.43, blue's left edge at 180 − 84.43 = 95.57: its box from 95 (the partly covered
  /// pixel counts, the gap left of the card is empty).
  @Test func theCoastIsReaimedAtTheView() {
    let rate = exp(-200.0 / (1000 * 130))
    let gone = 200 * (1 - pow(rate, 200)) / (-1000 * log(rate))
    #expect(abs(gone - 34.43) < 0.01)
    let r = cards(limit: .never, leftwards(60, over: 0.3))
    #expect(r.pixels(at: 1.0).box(of: Paints.bRGB)?.minX == 95)
  }

  /// A horizontal scroll view is limited by default on an iPhone: no further than one scroll
  /// view length (100) from the drag's start, 0, so card 1 (90) instead of card 2 (180).
  @Test func automaticLimitStopsWithinOneLengthHorizontally() {
    let r = cards(limit: .automatic, leftwards(60, over: 0.3))
    #expect(r.pixels(at: 10).box(of: Paints.aRGB) == CGRect(x: 0, y: 0, width: 80, height: 100))
  }
}

/// A behavior of the app's own: the target snapped to multiples of 30.
private struct ThirtyPointGrid: ScrollTargetBehavior {
  func updateTarget(_ target: inout ScrollTarget, context: TargetContext) {
    target.rect.origin.x = (target.rect.origin.x / 30).rounded() * 30
  }
}

@Suite struct CustomScrollTargetBehaviorTests {
  /// 60 pt in 0.3 s: natural end 149.9 → 150 on the 30-pt grid; card 2 (180) at 30, so its
  /// box starts at x = 30.
  @Test func customBehaviorMovesTheTarget() {
    let view = ScrollView(.horizontal) {
      HStack(spacing: 10) {
        ForEach(0..<6, id: \.self) { i in (i == 1 ? Paints.a : i == 2 ? Paints.b : grey).frame(width: 80) }
      }
    }
    .scrollTargetBehavior(ThirtyPointGrid())
    let r = SceneRuntime(view, canvasSize: CGSize(width: 100, height: 100), script: leftwards(60, over: 0.3))
    #expect(r.pixels(at: 10).box(of: Paints.bRGB)?.minX == 30)
  }
}
