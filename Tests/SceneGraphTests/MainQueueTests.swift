import Dispatch
import Flipbook
import Testing

// `DispatchQueue.main.async` and `asyncAfter` on the scene clock: work a scene sends to the
// main queue runs as an event at the scene time it was due. Widths worked out by hand from
// the delays, measured from the pixels.
//
// Flipbook's `View` is not main-actor isolated as SwiftUI's is, so in Swift 6 mode a closure
// sent to the main queue may not capture the view; these views hand it their bindings in an
// unchecked box (a playground file, compiled in Swift 5 mode, writes it as app code does).

/// A value sent along with main-queue work; the scene runs that work on its own thread.
private struct Sent<T>: @unchecked Sendable {
  let value: T
}

/// Widens from 20 to 60 over a linear second, 0.5 s after it appears.
private struct DelayedBar: View {
  @State private var wide = false

  var body: some View {
    Paints.a.frame(width: wide ? 60 : 20, height: 10).frame(width: 100, height: 10, alignment: .leading)
      .onAppear {
        let wide = Sent(value: $wide)
        DispatchQueue.main.asyncAfter(deadline: .now() + 0.5) {
          withAnimation(.linear(duration: 1)) { wide.value.wrappedValue = true }
        }
      }
  }
}

/// Steps 10 pt at a time: once at once (`async`), then every 0.25 s, three times in all.
private struct Stepper3: View {
  @State private var steps = 0

  var body: some View {
    Paints.b.frame(width: CGFloat(10 + 10 * steps), height: 10).frame(width: 100, height: 10, alignment: .leading)
      .onAppear {
        let steps = Sent(value: $steps)
        DispatchQueue.main.async { Self.step(steps) }
      }
  }

  private static func step(_ steps: Sent<Binding<Int>>) {
    steps.value.wrappedValue += 1
    if steps.value.wrappedValue < 3 { DispatchQueue.main.asyncAfter(deadline: .now() + .milliseconds(250)) { step(steps) } }
  }
}


/// Counts the work a scene sends and the bodies it runs, across a test.
private final class Tally: @unchecked Sendable {
  var sent = 0
  var bodies = 0
}

/// Reports, from every pass, whether its bar is wide, through main-queue work, as hand-written
/// flip effects report which face shows: the report writes the value the state already has
/// except once, when the bar has just widened.
private struct Reporting: View {
  let tally: Tally
  @State private var wide = false
  @State private var reportedWide = false

  var body: some View {
    tally.bodies += 1
    let report = Sent(value: $reportedWide)
    let value = wide
    // At most 1000, so that a runtime that passes again for every report fails the test
    // instead of spinning at one instant for ever.
    if tally.sent < 1000 {
      tally.sent += 1
      DispatchQueue.main.async { report.value.wrappedValue = value }
    }
    return Paints.a.frame(width: reportedWide ? 60 : 20, height: 10).frame(width: 100, height: 10, alignment: .leading)
      .onTapGesture { wide = true }
  }
}

@Suite struct MainQueueTests {
  private let canvas = CGSize(width: 100, height: 10)

  /// Due at 0.5 s, over 0.5…1.5: 20 at 0.45, 40 at 1.0, 60 at 1.5.
  @Test func asyncAfterRunsAtItsSceneTime() {
    let r = SceneRuntime(DelayedBar(), canvasSize: canvas)
    #expect(r.pixels(at: 0).box(of: Paints.aRGB)?.width == 20)
    #expect(r.pixels(at: 0.45).box(of: Paints.aRGB)?.width == 20)
    #expect(r.pixels(at: 1).box(of: Paints.aRGB)?.width == 40)
    #expect(r.pixels(at: 1.5).box(of: Paints.aRGB)?.width == 60)
  }

  /// `async` runs after the appearing update, at its time; the steps then come at 0.25 and
  /// 0.5 s: 20 wide at 0.1, 30 at 0.3, 40 from 0.5 on.
  @Test func asyncRunsAfterTheUpdate() {
    let r = SceneRuntime(Stepper3(), canvasSize: canvas)
    #expect(r.pixels(at: 0).box(of: Paints.bRGB)?.width == 10)
    #expect(r.pixels(at: 0.1).box(of: Paints.bRGB)?.width == 20)
    #expect(r.pixels(at: 0.3).box(of: Paints.bRGB)?.width == 30)
    #expect(r.pixels(at: 0.5).box(of: Paints.bRGB)?.width == 40)
    #expect(r.pixels(at: 2).box(of: Paints.bRGB)?.width == 40)
  }

  /// Work that every pass sends runs once per pass and, writing the value the state has, is
  /// no change: the scene goes on (a write of an equal value updates nothing, as in SwiftUI).
  /// Widened by a tap at 0.2 s, the report lands at that time and the bar is 60 wide.
  @Test func workEveryPassSendsDoesNotHoldTheClock() {
    let tally = Tally()
    let r = SceneRuntime(Reporting(tally: tally), canvasSize: canvas, script: Script().wait(0.2).tap(at: CGPoint(x: 5, y: 5)))
    for frame in 0...30 { _ = r.displayList(at: Double(frame) / 60) }
    #expect(r.pixels(at: 0.5).box(of: Paints.aRGB)?.width == 60)
    #expect(tally.sent < 100, "\(tally.sent) reports sent in 31 frames")
    // The control: the passes did run, and each sent its report.
    #expect(tally.sent == tally.bodies && tally.bodies >= 31, "\(tally.sent) sent, \(tally.bodies) bodies")
  }

  /// Setting state to the value it has runs no body again: with nothing else changing, each
  /// video frame runs the body once, the pass of its time, and the report the previous pass
  /// sent (writing the value `reportedWide` already has) adds none.
  @Test func writingAnEqualValueIsNoChange() {
    let tally = Tally()
    let r = SceneRuntime(Reporting(tally: tally), canvasSize: canvas)
    _ = r.displayList(at: 0)
    let before = tally.bodies
    for frame in 1...10 { _ = r.displayList(at: Double(frame) / 60) }
    #expect(tally.bodies - before == 10, "\(tally.bodies - before) bodies in 10 frames")
  }

  /// Main-queue work outside any scene still reaches libdispatch: a block sent from a test
  /// thread to a global queue runs.
  @Test func otherWorkGoesOnToLibdispatch() async {
    await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
      DispatchQueue.global().async { done.resume() }
    }
  }
}
