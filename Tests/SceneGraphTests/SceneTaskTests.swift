import Flipbook
import Testing

// `.task` on the scene's clock: `Task.sleep` inside a scene sleeps scene time, so the state a
// task changes after sleeping changes at exactly that scene time. Bar widths worked out by
// hand from the sleeps, measured from the pixels.

/// A bar that widens from 20 to 60 over a linear second, one second after it appears.
private struct LateBar: View {
  @State private var wide = false

  var body: some View {
    Paints.a.frame(width: wide ? 60 : 20, height: 10).frame(width: 100, height: 10, alignment: .leading)
      .task {
        try? await Task.sleep(for: .seconds(1))
        withAnimation(.linear(duration: 1)) { wide = true }
      }
  }
}

/// A bar 10 pt longer for every half second it has been on screen, until it leaves at 1.2 s
/// (when `shown` turns false); logs how its task ends.
private struct Ticker: View {
  @State private var count = 0
  let log: Log

  var body: some View {
    Paints.b.frame(width: CGFloat(10 + 10 * count), height: 10).frame(width: 100, height: 10, alignment: .leading)
      .task {
        while !Task.isCancelled {
          do {
            try await Task.sleep(nanoseconds: 500_000_000)
          } catch {
            log.append("cancelled")
            return
          }
          count += 1
          log.append("tick")
        }
      }
  }
}

@Suite struct SceneTaskTests {
  private let canvas = CGSize(width: 100, height: 10)

  /// Appears at 0, sleeps to 1 s, widens over 1…2 s: 20 at 0.9, 40 at 1.5, 60 at 2.
  @Test func aSleepInATaskTakesSceneTime() {
    let r = SceneRuntime(LateBar(), canvasSize: canvas)
    #expect(r.pixels(at: 0).box(of: Paints.aRGB)?.width == 20)
    #expect(r.pixels(at: 0.9).box(of: Paints.aRGB)?.width == 20)
    #expect(r.pixels(at: 1.5).box(of: Paints.aRGB)?.width == 40)
    #expect(r.pixels(at: 2).box(of: Paints.aRGB)?.width == 60)
  }

  /// A task ticking every half second has ticked at 0.5, 1.0 and 1.5 by 1.6 s: 40 wide. The
  /// frame rate does not matter: one evaluation at 1.6 gives the same.
  @Test func aLoopTicksOnTheSceneClock() {
    let dense = SceneRuntime(Ticker(log: Log()), canvasSize: canvas)
    for step in 0...16 { dense.advance(to: Double(step) / 10) }
    #expect(dense.pixels(at: 1.6).box(of: Paints.bRGB)?.width == 40)
    let sparse = SceneRuntime(Ticker(log: Log()), canvasSize: canvas)
    #expect(sparse.pixels(at: 0).box(of: Paints.bRGB)?.width == 10)
    #expect(sparse.pixels(at: 1.6).box(of: Paints.bRGB)?.width == 40)
  }

  /// Removed at 1.2 s, the view's task is cancelled: after two ticks (30 wide at 1.1 s) its
  /// sleep throws, and nothing ticks after.
  @Test func aTaskIsCancelledWhenItsViewLeaves() {
    let log = Log()
    let r = flipping(from: true, to: false, at: 1.2, animation: nil, canvas: canvas) { shown in
      if shown { Ticker(log: log) }
    }
    r.advance(to: 0)
    #expect(r.pixels(at: 1.1).box(of: Paints.bRGB)?.width == 30)
    r.advance(to: 3)
    #expect(log.entries == ["tick", "tick", "cancelled"])
  }

  /// `.task(id:)` starts again when the id changes: changed at 0.3 s, the half-second sleep
  /// restarts and ends at 0.8, not 0.5.
  @Test func aTaskWithAnIDRestartsWhenItChanges() {
    let log = Log()
    let r = flipping(at: 0.3, animation: nil, canvas: canvas) { flag in
      Color.clear.task(id: flag) {
        do {
          try await Task.sleep(for: .milliseconds(500))
          log.append("woke \(flag)")
        } catch {
          log.append("cancelled \(flag)")
        }
      }
    }
    r.advance(to: 0)
    r.advance(to: 0.6)
    #expect(log.entries == ["cancelled false"])
    r.advance(to: 0.79)
    #expect(log.entries == ["cancelled false"])
    r.advance(to: 0.8)
    #expect(log.entries == ["cancelled false", "woke true"])
  }
}
