import Flipbook
import Testing

// Multi-tap expectations come from iOS, not from the code: UIKit counts a tap as the next of
// a multi-tap when it comes less than 0.35 s after the previous one and lands within 45 pt
// of the first, and SwiftUI runs `onTapGesture(count: 2) { … }.onTapGesture { … }` as a
// double tap that fires alone and a single tap that fires once the double tap has given up,
// 0.35 s after it. The canvas is 200 × 200 and the target fills it unless a test says not.

private let canvas = CGSize(width: 200, height: 200)
private let centre = CGPoint(x: 100, y: 100)

/// The log's entries after running `view` with `script` up to `time`.
private func entries<V: View>(_ view: V, _ log: Log, _ script: Script, until time: Double) -> [String] {
  let runtime = SceneRuntime(view, canvasSize: canvas, script: script)
  runtime.advance(to: time)
  return log.entries
}

@Suite struct TapGestureTests {
  /// `.disabled(true)` turns a tap gesture off, as it does a control; `.disabled(false)` and
  /// no modifier leave it on.
  @Test func aDisabledViewTakesNoTaps() {
    let tap = Script().wait(0.5).tap(at: centre)
    let off = Log()
    #expect(entries(Color.red.onTapGesture { off.append("tap") }.disabled(true), off, tap, until: 2) == [])
    let on = Log()
    #expect(entries(Color.red.onTapGesture { on.append("tap") }.disabled(false), on, tap, until: 2) == ["tap"])
  }

  /// A disabled scroll view does not scroll: its red top band stays at the top.
  @Test func aDisabledScrollViewDoesNotScroll() {
    let view = ScrollView {
      VStack(spacing: 0) { Color.red.frame(height: 200); Color.blue.frame(height: 200) }
    }
    let drag = Script().wait(0.5).drag(from: CGPoint(x: 100, y: 180), to: CGPoint(x: 100, y: 40), duration: 0.2)
    let disabled = SceneRuntime(view.disabled(true), canvasSize: canvas, script: drag)
    disabled.advance(to: 0)
    #expect(disabled.pixels(at: 3).alpha(100, 5) == 1 && disabled.pixels(at: 3)[100, 5] == SIMD4<UInt8>(255, 59, 48, 255))
    let enabled = SceneRuntime(view, canvasSize: canvas, script: drag)
    enabled.advance(to: 0)
    #expect(enabled.pixels(at: 3)[100, 5] != SIMD4<UInt8>(255, 59, 48, 255))
  }
  @Test func doubleTapRunsACountTwoActionOnce() {
    let log = Log()
    let view = Color.red.onTapGesture(count: 2) { log.append("double") }
    #expect(entries(view, log, Script().wait(0.5).tap(at: centre, count: 2), until: 2) == ["double"])
  }

  @Test func singleTapDoesNotRunACountTwoAction() {
    let log = Log()
    let view = Color.red.onTapGesture(count: 2) { log.append("double") }
    #expect(entries(view, log, Script().wait(0.5).tap(at: centre), until: 2) == [])
  }

  @Test func tapsLessThanTheIntervalApartAddUp() {
    let log = Log()
    let view = Color.red.onTapGesture(count: 2) { log.append("double") }
    let script = Script().wait(0.5).tap(at: centre).wait(0.3).tap(at: centre)
    #expect(entries(view, log, script, until: 2) == ["double"])
  }

  @Test func tapsMoreThanTheIntervalApartDoNotAddUp() {
    let log = Log()
    let view = Color.red.onTapGesture(count: 2) { log.append("double") }
    let script = Script().wait(0.5).tap(at: centre).wait(0.4).tap(at: centre)
    #expect(entries(view, log, script, until: 2) == [])
  }

  /// 40 pt (a 24-32-40 triangle) is within UIKit's 45-pt allowable movement.
  @Test func aSecondTapWithinTheAllowableMovementAddsUp() {
    let log = Log()
    let view = Color.red.onTapGesture(count: 2) { log.append("double") }
    let script = Script().wait(0.5).tap(at: centre).wait(0.1).tap(at: CGPoint(x: 124, y: 132))
    #expect(entries(view, log, script, until: 2) == ["double"])
  }

  /// 50 pt (a 30-40-50 triangle) is beyond UIKit's 45-pt allowable movement.
  @Test func aSecondTapBeyondTheAllowableMovementStartsOver() {
    let log = Log()
    let view = Color.red.onTapGesture(count: 2) { log.append("double") }
    let script = Script().wait(0.5).tap(at: centre).wait(0.1).tap(at: CGPoint(x: 130, y: 140))
    #expect(entries(view, log, script, until: 2) == [])
  }

  @Test func countThreeFiresOnTheThirdTap() {
    let log = Log()
    let view = Color.red.onTapGesture(count: 3) { log.append("triple") }
    // Taps at 0.5, 0.65 and 0.8 s.
    let runtime = SceneRuntime(view, canvasSize: canvas, script: Script().wait(0.5).tap(at: centre, count: 3))
    runtime.advance(to: 0.79)
    #expect(log.entries == [])
    runtime.advance(to: 0.81)
    #expect(log.entries == ["triple"])
  }

  @Test func doubleTapWrittenFirstTakesADoubleTapAlone() {
    let log = Log()
    let view = Color.red
      .onTapGesture(count: 2) { log.append("double") }
      .onTapGesture { log.append("single") }
    #expect(entries(view, log, Script().wait(0.5).tap(at: centre, count: 2), until: 2) == ["double"])
  }

  /// The single tap at 0.5 s waits for the double tap until 0.5 + 0.35 = 0.85 s.
  @Test func singleTapWaitsUntilTheDoubleTapCanNoLongerCome() {
    let log = Log()
    let view = Color.red
      .onTapGesture(count: 2) { log.append("double") }
      .onTapGesture { log.append("single") }
    let runtime = SceneRuntime(view, canvasSize: canvas, script: Script().wait(0.5).tap(at: centre))
    runtime.advance(to: 0.84)
    #expect(log.entries == [])
    runtime.advance(to: 0.86)
    #expect(log.entries == ["single"])
  }

  @Test func singleTapWrittenFirstWinsEveryTap() {
    let log = Log()
    let view = Color.red
      .onTapGesture { log.append("single") }
      .onTapGesture(count: 2) { log.append("double") }
    #expect(entries(view, log, Script().wait(0.5).tap(at: centre, count: 2), until: 2) == ["single", "single"])
  }

  @Test func childDoubleTapHasPriorityOverItsContainersSingleTap() {
    let log = Log()
    let view = ZStack {
      Color.red.frame(width: 50, height: 50).onTapGesture(count: 2) { log.append("child") }
    }
    .frame(width: 200, height: 200)
    .onTapGesture { log.append("container") }
    let script = Script().wait(0.5).tap(at: centre, count: 2).wait(1).tap(at: centre)
    #expect(entries(view, log, script, until: 3) == ["child", "container"])
  }

  @Test func countBelowOneCountsAsOneAndWarns() {
    let log = Log()
    // The count is read (and the warning issued) when the modifier is applied.
    let warnings = Diagnostics.warnings {
      let view = Color.red.onTapGesture(count: 0) { log.append("tap") }
      #expect(entries(view, log, Script().wait(0.5).tap(at: centre), until: 2) == ["tap"])
    }
    #expect(warnings.contains("onTapGesture(count: 0) is treated as a single tap."), "\(warnings)")
  }

  @Test func tapWithACountSpacesItsTapsAndMovesTheTimeOn() {
    let script = Script().wait(0.5).tap(at: centre, count: 3)
    // 0.15 s apart: 0.5, 0.65, 0.8.
    #expect(script.events.map(\.time).map { ($0 * 1000).rounded() } == [500, 650, 800])
    #expect(close(script.duration, 0.8))
  }

  @Test func singleTapLeavesTheTimeWhereItIs() {
    #expect(Script().wait(0.5).tap(at: centre).duration == 0.5)
  }
}

/// Points and times are unique to each test: a warning is recorded once per distinct text.
@Suite struct TapMissTests {
  /// A 20-pt target at the canvas's top-leading corner; the rest of the canvas is empty.
  private func cornerTarget(_ log: Log) -> some View {
    ZStack(alignment: .topLeading) {
      Color.red.frame(width: 20, height: 20).onTapGesture { log.append("hit") }
    }
    .frame(width: 200, height: 200, alignment: .topLeading)
  }

  @Test func tapOnEmptyCanvasWarnsWithItsPointAndTime() {
    let runtime = SceneRuntime(cornerTarget(Log()), canvasSize: canvas, script: Script().wait(0.25).tap(at: CGPoint(x: 80, y: 90.5)))
    let warnings = Diagnostics.warnings { runtime.advance(to: 1) }
    #expect(warnings == ["Tap at (80, 90.5) at 0.250 s hit no view with a tap action."])
  }

  @Test func tapOnAViewWithoutATapActionWarns() {
    let runtime = SceneRuntime(Color.blue, canvasSize: canvas, script: Script().wait(0.125).tap(at: CGPoint(x: 33, y: 44)))
    let warnings = Diagnostics.warnings { runtime.advance(to: 1) }
    #expect(warnings == ["Tap at (33, 44) at 0.125 s hit no view with a tap action."])
  }

  /// The control: the same check on a tap that lands on the target finds no warning.
  @Test func tapOnATapActionDoesNotWarn() {
    let log = Log()
    let runtime = SceneRuntime(cornerTarget(log), canvasSize: canvas, script: Script().wait(0.375).tap(at: CGPoint(x: 7, y: 3)))
    let warnings = Diagnostics.warnings { runtime.advance(to: 1) }
    #expect(log.entries == ["hit"])
    #expect(warnings.isEmpty, "\(warnings)")
  }
}
