import Drawing
import Flipbook
import Foundation
import Testing

/// `.onAppear`, `.onDisappear`, `.onChange` and `TimelineView` on the scene's virtual clock,
/// written as app code writes them; what they do is measured from the pixels.
@Suite struct LifecycleTests {
  /// The extent of the pixels with any ink: (width, height) in pixels.
  static func inkExtent(_ p: Pixmap) -> (width: Int, height: Int) {
    let columns = (0..<p.width).filter { x in (0..<p.height).contains { p[x, $0][3] > 0 } }
    let rows = (0..<p.height).filter { y in (0..<p.width).contains { p[$0, y][3] > 0 } }
    return ((columns.last ?? -1) - (columns.first ?? 0) + 1, (rows.last ?? -1) - (rows.first ?? 0) + 1)
  }

  /// The spinner pattern: the loop starts in `onAppear`. A 100 × 2 bar turning once a second
  /// from rest is flat at 0 s, upright (90°) at 0.25 s and flat again at 0.5 s.
  @Test func aLoopStartedInOnAppearSpins() {
    struct Spinner: View {
      @State private var spinning = false
      var body: some View {
        Color.black.frame(width: 100, height: 2)
          .rotationEffect(.degrees(spinning ? 360 : 0))
          .onAppear {
            withAnimation(.linear(duration: 1).repeatForever(autoreverses: false)) { spinning = true }
          }
      }
    }
    let r = SceneRuntime(Spinner(), canvasSize: CGSize(width: 120, height: 120))
    #expect(Self.inkExtent(r.pixels(at: 0)) == (100, 2))
    let upright = Self.inkExtent(r.pixels(at: 0.25))
    #expect(upright.height == 100 && upright.width <= 3, "\(upright)")
    let flat = Self.inkExtent(r.pixels(at: 0.5))
    #expect(flat.width == 100 && flat.height <= 3, "\(flat)")
    #expect(!r.isSettled)
  }

  /// A change made in `onAppear` without an animation is in the first frame.
  @Test func aPlainChangeInOnAppearIsInTheFirstFrame() {
    struct Screen: View {
      @State private var ready = false
      var body: some View {
        (ready ? Paints.b : Paints.a).frame(width: 50, height: 50).onAppear { ready = true }
      }
    }
    let r = SceneRuntime(Screen(), canvasSize: CGSize(width: 100, height: 100))
    let first = r.pixels(at: 0)
    #expect(first.box(of: Paints.bRGB) == CGRect(x: 25, y: 25, width: 50, height: 50))
    #expect(first.box(of: Paints.aRGB) == nil)
  }

  /// `onAppear` runs when a change inserts the view; `onDisappear` when a change removes it,
  /// once its 1-s removal transition has ended — not while it is still fading.
  @Test func insertionAndRemovalRunTheActionsAtTheirTimes() {
    let log = Log()
    let remote = Remote<Bool>()
    let script = Script()
      .wait(0.5).perform { remote.set(true, animation: .linear(duration: 1)) }
      .wait(1.5).perform { remote.set(false, animation: .linear(duration: 1)) }
    let r = SceneRuntime(
      Driven(false, remote) { on in
        ZStack {
          if on {
            Paints.a.frame(width: 50, height: 50)
              .onAppear { log.append("appear") }
              .onDisappear { log.append("disappear") }
          }
        }
        .frame(width: 100, height: 100)
      },
      canvasSize: CGSize(width: 100, height: 100), script: script)
    r.advance(to: 0.4)
    #expect(log.entries.isEmpty)
    r.advance(to: 0.5)
    #expect(log.entries == ["appear"])
    r.advance(to: 2.5)
    #expect(log.entries == ["appear"])  // still fading out
    r.advance(to: 3.1)
    #expect(log.entries == ["appear", "disappear"])
  }

  /// `onChange(of:)` gets the old and the new value after each change (not when a value is set
  /// to what it was); with `initial: true` it runs once more when the view appears. The
  /// zero-parameter form runs on each change.
  @Test func onChangeSeesEachChange() {
    let log = Log()
    let plain = Log()
    let remote = Remote<Int>()
    let script = Script()
      .wait(0.5).perform { remote.set(1, animation: nil) }
      .wait(0.5).perform { remote.set(2, animation: nil) }
      .wait(0.5).perform { remote.set(2, animation: nil) }
    let r = SceneRuntime(
      Driven(0, remote) { value in
        Color.black.frame(width: 10, height: 10)
          .onChange(of: value) { old, new in log.append("\(old)→\(new)") }
          .onChange(of: value, initial: true) { plain.append("changed") }
      },
      canvasSize: CGSize(width: 20, height: 20), script: script)
    r.advance(to: 2)
    #expect(log.entries == ["0→1", "1→2"])
    #expect(plain.entries == ["changed", "changed", "changed"])
  }

  /// A periodic timeline shows the latest whole second since the scene's start: a bar 10 pt
  /// per second is 20 pt wide at 2.5 s. An animation timeline shows every frame's own date:
  /// 25 pt at 2.5 s. Both keep the scene from settling; a paused one shows the date it
  /// appeared at (0 s) and lets the scene settle.
  @Test func timelinesFollowTheVirtualClock() {
    func bar(_ date: Date) -> some View {
      Paints.a.frame(width: 10 * date.timeIntervalSince(SceneClock.startDate), height: 10)
        .frame(width: 100, height: 20, alignment: .leading)
    }
    let periodic = SceneRuntime(
      TimelineView(.periodic(from: SceneClock.startDate, by: 1)) { context in bar(context.date) },
      canvasSize: CGSize(width: 100, height: 20))
    #expect(periodic.pixels(at: 2.5).box(of: Paints.aRGB)?.width == 20)
    #expect(!periodic.isSettled)
    let live = SceneRuntime(
      TimelineView(.animation) { context in bar(context.date) }, canvasSize: CGSize(width: 100, height: 20))
    #expect(live.pixels(at: 2.5).box(of: Paints.aRGB)?.width == 25)
    let paused = SceneRuntime(
      TimelineView(.animation(minimumInterval: nil, paused: true)) { context in bar(context.date) },
      canvasSize: CGSize(width: 100, height: 20))
    paused.advance(to: 0)
    #expect(paused.pixels(at: 2.5).box(of: Paints.aRGB) == nil)
    #expect(paused.isSettled)
  }
}
