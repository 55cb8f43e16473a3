import Flipbook
import Testing

// Long presses and tap gestures driven by scripted touches: a press succeeds at touch-down +
// minimumDuration while the finger stays within maximumDistance, fails if it lifts or moves
// away first. Times from the script; the pressed look measured from the pixels.

/// A 40-pt square centred in 100 × 100 that logs its press.
private func square(_ log: Log, duration: Double = 0.5) -> some View {
  Paints.a.frame(width: 40, height: 40)
    .onLongPressGesture(minimumDuration: duration) { log.append("perform") } onPressingChanged: { log.append("pressing \($0)") }
}

/// A square that grows to 60 pt while a long press on it is pressing.
private struct HoldToGrow: View {
  @GestureState private var pressing = false
  @State private var done = false

  var body: some View {
    Paints.b.frame(width: pressing ? 60 : 40, height: pressing ? 60 : 40)
      .gesture(LongPressGesture(minimumDuration: 1).updating($pressing) { value, state, _ in state = value }.onEnded { _ in done = true })
      .overlay { if done { Paints.c.frame(width: 10, height: 10) } }
  }
}

@Suite struct LongPressTests {
  private let canvas = CGSize(width: 100, height: 100)
  private let centre = CGPoint(x: 50, y: 50)

  /// Down at 0.2 for 0.8 s: the press succeeds at 0.7, with the finger still down.
  @Test func aLongPressSucceedsAtItsMinimumDuration() {
    let log = Log()
    let r = SceneRuntime(square(log), canvasSize: canvas, script: Script().wait(0.2).press(at: centre, duration: 0.8).wait(0.2))
    r.advance(to: 0.3)
    #expect(log.entries == ["pressing true"])
    r.advance(to: 0.69)
    #expect(log.entries == ["pressing true"])
    r.advance(to: 0.7)
    #expect(log.entries == ["pressing true", "pressing false", "perform"])
    r.advance(to: 1.2)
    #expect(log.entries.count == 3)
  }

  /// Lifted after 0.3 s of the 0.5 needed: it fails.
  @Test func aShortPressFails() {
    let log = Log()
    let r = SceneRuntime(square(log), canvasSize: canvas, script: Script().wait(0.2).press(at: centre, duration: 0.3).wait(1))
    r.advance(to: 1.5)
    #expect(log.entries == ["pressing true", "pressing false"])
  }

  /// Moving 20 pt (more than 10) before the press is long enough makes it fail.
  @Test func movingAwayFails() {
    let log = Log()
    let script = Script().wait(0.2).drag(from: centre, to: CGPoint(x: 70, y: 50), duration: 0.2).wait(1)
    let r = SceneRuntime(square(log), canvasSize: canvas, script: script)
    r.advance(to: 1.5)
    #expect(log.entries == ["pressing true", "pressing false"])
  }

  /// While pressing the square is 60 pt (at 20…80); when the 1 s press succeeds, at 1.2 s,
  /// its gesture state resets (40 pt at 30…70) and the green mark shows.
  @Test func aGestureStateFollowsThePress() {
    let r = SceneRuntime(HoldToGrow(), canvasSize: canvas, script: Script().wait(0.2).press(at: centre, duration: 1.5).wait(0.5))
    #expect(r.pixels(at: 0.1).box(of: Paints.bRGB) == CGRect(x: 30, y: 30, width: 40, height: 40))
    #expect(r.pixels(at: 0.5).box(of: Paints.bRGB) == CGRect(x: 20, y: 20, width: 60, height: 60))
    let after = r.pixels(at: 1.3)
    #expect(after.box(of: Paints.bRGB) == CGRect(x: 30, y: 30, width: 40, height: 40))
    #expect(after.box(of: Paints.cRGB) == CGRect(x: 45, y: 45, width: 10, height: 10))
  }

  /// `TapGesture(count: 2)` through `.gesture` fires on a double tap.
  @Test func aTapGestureIsATapAction() {
    let log = Log()
    let view = Paints.a.frame(width: 40, height: 40).gesture(TapGesture(count: 2).onEnded { log.append("double") })
    let r = SceneRuntime(view, canvasSize: canvas, script: Script().wait(0.2).tap(at: centre, count: 2).wait(0.5))
    r.advance(to: 1)
    #expect(log.entries == ["double"])
  }
}
