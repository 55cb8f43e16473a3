import Drawing
import Flipbook
import Foundation
import Testing

// ScrollViewReader against docs/SEMANTICS.md §7 (programmatic scrolling), measured from
// rendered pixels (one pixel per point).
//
// The scene: a 100 × 200 scroll view filling the canvas, ten 100-tall rows identified 0…9:
// content 1000 tall, largest offset 800. Row 3 is red, row 5 blue, the others grey, so row k's
// top on the canvas is 100k − offset.

/// Hands a reader's proxy to a script.
final class ProxyHolder: @unchecked Sendable {
  var proxy: ScrollViewProxy?
}

private let grey = Color(red: 0.5, green: 0.5, blue: 0.5)

private func rows(_ holder: ProxyHolder) -> some View {
  ScrollViewReader { proxy in
    let _ = holder.proxy = proxy
    ScrollView {
      VStack(spacing: 0) {
        ForEach(0..<10, id: \.self) { i in
          (i == 3 ? Paints.a : i == 5 ? Paints.b : grey).frame(height: 100)
        }
      }
    }
  }
}

/// A runtime whose script runs `scroll` with the proxy at 0.5 s.
private func scrolling(_ scroll: @escaping @Sendable (ScrollViewProxy) -> Void) -> SceneRuntime {
  let holder = ProxyHolder()
  let script = Script().wait(0.5).perform { holder.proxy.map(scroll) }
  return SceneRuntime(rows(holder), canvasSize: CGSize(width: 100, height: 200), script: script)
}

@Suite struct ScrollToTests {
  /// Without an animation the offset jumps: `.top` puts row 5's top (500) at the top, so
  /// blue fills 0…100 from the moment of the call.
  @Test func scrollToWithoutAnimationJumps() {
    let r = scrolling { $0.scrollTo(5, anchor: .top) }
    #expect(r.pixels(at: 0.4).box(of: Paints.bRGB) == nil)
    #expect(r.pixels(at: 0.5).box(of: Paints.bRGB) == CGRect(x: 0, y: 0, width: 100, height: 100))
  }

  /// Inside `withAnimation(.linear(duration: 1))` from 0.5 s the offset runs 0 → 500 in a
  /// straight line: at 1.0 s it is 250, so red (row 3, 300…400) shows at 50…150; at 1.25 s
  /// it is 375: red at −75…25, blue (500…600) at 125…200 (cut by the bottom edge).
  @Test func animatedScrollToFollowsTheTransactionsAnimation() {
    let r = scrolling { proxy in withAnimation(.linear(duration: 1)) { proxy.scrollTo(5, anchor: .top) } }
    #expect(r.pixels(at: 1.0).box(of: Paints.aRGB) == CGRect(x: 0, y: 50, width: 100, height: 100))
    let p = r.pixels(at: 1.25)
    #expect(p.box(of: Paints.aRGB) == CGRect(x: 0, y: 0, width: 100, height: 25))
    #expect(p.box(of: Paints.bRGB) == CGRect(x: 0, y: 125, width: 100, height: 75))
    #expect(r.pixels(at: 2).box(of: Paints.bRGB) == CGRect(x: 0, y: 0, width: 100, height: 100))
  }

  /// `.center` aligns the rows' centres: 550 − 100 = 450, blue at 50…150.
  @Test func centerAnchorCentresTheView() {
    let r = scrolling { $0.scrollTo(5, anchor: .center) }
    #expect(r.pixels(at: 0.5).box(of: Paints.bRGB) == CGRect(x: 0, y: 50, width: 100, height: 100))
  }

  /// No anchor scrolls as little as shows the row: row 5 (500…600) is below the 200-tall
  /// view, so its bottom comes to the bottom: offset 400, blue at 100…200.
  @Test func nilAnchorScrollsTheLeastThatShowsTheView() {
    let r = scrolling { $0.scrollTo(5) }
    #expect(r.pixels(at: 0.5).box(of: Paints.bRGB) == CGRect(x: 0, y: 100, width: 100, height: 100))
  }

  /// `.bottom` on row 3 asks for 400 − 200 = 200; then `.top` on row 9 asks for 900, which
  /// is clamped to the largest offset, 800: row 9 at 100…200, so row 8 (grey) above it and
  /// red nowhere.
  @Test func scrollToIsClampedToTheContent() {
    let r = scrolling { proxy in
      proxy.scrollTo(3, anchor: .bottom)
    }
    #expect(r.pixels(at: 0.5).box(of: Paints.aRGB) == CGRect(x: 0, y: 100, width: 100, height: 100))
    let clamped = scrolling { $0.scrollTo(9, anchor: .top) }
    let p = clamped.pixels(at: 0.5)
    #expect(p.box(of: Paints.aRGB) == nil && p.box(of: Paints.bRGB) == nil)
    // Row 7 (700…800) shows at −100…0 only if the offset were 800 + 100; at 800 grey fills all.
    #expect(p.alpha(50, 0) == 1 && p.alpha(50, 199) == 1)
  }

  /// An id no view has scrolls nothing.
  @Test func unknownIdentityScrollsNothing() {
    let r = scrolling { $0.scrollTo(42, anchor: .top) }
    #expect(r.pixels(at: 0.5).box(of: Paints.aRGB) == nil)
    #expect(r.pixels(at: 0.5).box(of: Paints.bRGB) == nil)
    #expect(r.isSettled)
  }

  /// The transaction's completion waits for the scroll: with a 1-s linear animation from
  /// 0.5 s it runs at 1.5 s, not at once.
  @Test func animatedScrollCompletesWithItsTransaction() {
    let log = Log()
    let r = scrolling { proxy in
      withAnimation(.linear(duration: 1)) { proxy.scrollTo(5, anchor: .top) } completion: { log.append("done") }
    }
    _ = r.displayList(at: 1.4)
    #expect(log.entries.isEmpty)
    _ = r.displayList(at: 1.6)
    #expect(log.entries == ["done"])
  }

  /// A drag that begins during an animated scroll stops it where it is. From 0.5 s the offset
  /// heads for 500 over 1 s. At 1.0 s a finger touches down and moves 40 down in 0.4 s
  /// (100 pt/s); it crosses the 10-pt slop at 1.1 s, when the animation has reached
  /// 250 + 50 = 300, and from there the content follows the finger: 300 − 30 = 270 when it
  /// lifts at 1.4 s (red's top at 300 − 270 = 30), then coasts 49.95 back up the content (not
  /// on to 500), to 220.05: red's top at 79.95, its box from 80 (the row above is grey).
  @Test func aDragInterruptsAnAnimatedScroll() {
    let holder = ProxyHolder()
    let script = Script().wait(0.5).perform { withAnimation(.linear(duration: 1)) { holder.proxy?.scrollTo(5, anchor: .top) } }
      .wait(0.5).drag(from: CGPoint(x: 50, y: 100), to: CGPoint(x: 50, y: 140), duration: 0.4)
    let r = SceneRuntime(rows(holder), canvasSize: CGSize(width: 100, height: 200), script: script)
    #expect(r.pixels(at: 1.4).box(of: Paints.aRGB)?.minY == 30)
    #expect(r.pixels(at: 8).box(of: Paints.aRGB)?.minY == 80)
  }
}

@Suite struct ScrollViewReaderTests {
  /// A reader around a `List` scrolls it too. Rows are 44 tall and the first card starts
  /// 35 pt down (no safe area here), so row 20's cell spans 35 + 20 · 44 = 915 … 959;
  /// `scrollTo(20, anchor: .top)` brings 915 to the list's top, and the row's 17-pt text
  /// (20.29 tall) is centred in it: its top at (44 − 20.29) / 2 = 11.86.
  @Test func readerScrollsAList() {
    let holder = ProxyHolder()
    let view = ScrollViewReader { proxy in
      let _ = holder.proxy = proxy
      List {
        ForEach(0..<30, id: \.self) { i in Text("Row \(i)") }
      }
    }
    let r = SceneRuntime(
      view, canvasSize: CGSize(width: 200, height: 300),
      script: Script().wait(0.5).perform { holder.proxy?.scrollTo(20, anchor: .top) })
    _ = r.displayList(at: 0.4)
    #expect(close(r.frames("Text")[20].minY, 915 + 11.86, 0.01))
    _ = r.displayList(at: 0.5)
    #expect(close(r.frames("Text")[20].minY, 11.86, 0.01))
  }
}
