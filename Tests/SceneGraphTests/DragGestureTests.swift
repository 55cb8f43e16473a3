import Drawing
import Flipbook
import Testing

// Scripted drags on a 50 × 50 square centred on a 200 × 200 canvas (it sits at (75, 75)).
// Expected values are hand-computed from the script: the finger moves linearly and is
// sampled at 120 Hz from the touch-down, so k samples in it has covered k/120 s of the drag.

/// The square's drawn bounds on the canvas at `time`.
private func squareBounds(_ r: SceneRuntime, at time: Double) -> CGRect {
  r.displayList(at: time).items(painted: .black).first?.canvasBounds ?? .null
}

/// A card that follows the finger and springs back when it lets go.
private struct SpringBackCard: View {
  @State var offset = CGSize.zero
  var body: some View {
    Color.black.frame(width: 50, height: 50)
      .offset(offset)
      .gesture(
        DragGesture()
          .onChanged { value in offset = value.translation }
          .onEnded { _ in withAnimation(.spring) { offset = .zero } })
  }
}

/// A square whose drag reports its values to `log`.
private func loggingSquare(
  _ log: DragLog, minimumDistance: CGFloat = 10, coordinateSpace: CoordinateSpace = .local
) -> some View {
  Color.black.frame(width: 50, height: 50)
    .onTapGesture { log.taps += 1 }
    .gesture(
      DragGesture(minimumDistance: minimumDistance, coordinateSpace: coordinateSpace)
        .onChanged { log.changed.append($0) }
        .onEnded { log.ended.append($0) })
}

private final class DragLog: @unchecked Sendable {
  var changed: [DragGesture.Value] = []
  var ended: [DragGesture.Value] = []
  var taps = 0
}

private let canvas = CGSize(width: 200, height: 200)

@Suite struct DragGestureTests {
  /// Drag (100,100) → (200,150) over 0.5 s from t = 0.1. At t = 0.352 the latest sample is
  /// the 30th (0.25 s in, halfway): translation (50, 25), so the square is at (125, 100).
  @Test func offsetFollowsTheFingerMidDrag() {
    let script = Script().wait(0.1).drag(from: CGPoint(x: 100, y: 100), to: CGPoint(x: 200, y: 150), duration: 0.5)
    let r = SceneRuntime(SpringBackCard(), canvasSize: canvas, script: script)
    #expect(close(squareBounds(r, at: 0.352), CGRect(x: 125, y: 100, width: 50, height: 50)))
  }

  /// At the release (t = 0.6) the square is at the full translation (100, 50); the spring in
  /// `onEnded` brings it back to (75, 75), where it rests 3 s later.
  @Test func cardSpringsBackToRestAfterRelease() {
    let script = Script().wait(0.1).drag(from: CGPoint(x: 100, y: 100), to: CGPoint(x: 200, y: 150), duration: 0.5)
    let r = SceneRuntime(SpringBackCard(), canvasSize: canvas, script: script)
    #expect(close(squareBounds(r, at: 0.6), CGRect(x: 175, y: 125, width: 50, height: 50)))
    let moving = squareBounds(r, at: 0.8)
    #expect(moving.minX > 75 && moving.minX < 175)
    #expect(close(squareBounds(r, at: 3.6), CGRect(x: 75, y: 75, width: 50, height: 50)))
  }

  /// A 5 pt drag is shorter than the default 10 pt minimum: no callbacks. A tap on the same
  /// view still runs its action.
  @Test func dragShorterThanMinimumDistanceReportsNothing() {
    let log = DragLog()
    let script = Script().wait(0.1).drag(from: CGPoint(x: 100, y: 100), to: CGPoint(x: 105, y: 100), duration: 0.2)
      .wait(0.1).tap(at: CGPoint(x: 100, y: 100))
    let r = SceneRuntime(loggingSquare(log), canvasSize: canvas, script: script)
    r.advance(to: 1)
    #expect(log.changed.isEmpty && log.ended.isEmpty)
    #expect(log.taps == 1)
  }

  /// 30 pt over 0.25 s is 1 pt per sample, so with a 9.5 pt minimum the first report is the
  /// 10th sample: translation 10, at 0.1 + 10/120 s; the drag then reports every sample
  /// (the 10th to the 30th, 21 in all) and ends once.
  @Test func dragStartsOnceTheFingerTravelsMinimumDistance() {
    let log = DragLog()
    let script = Script().wait(0.1).drag(from: CGPoint(x: 100, y: 100), to: CGPoint(x: 130, y: 100), duration: 0.25)
    let r = SceneRuntime(loggingSquare(log, minimumDistance: 9.5), canvasSize: canvas, script: script)
    r.advance(to: 1)
    #expect(close(log.changed.first?.translation.width ?? 0, 10, 1e-9))
    #expect(close(log.changed.first?.time.timeIntervalSinceReferenceDate ?? 0, 0.1 + 10.0 / 120, 1e-12))
    #expect(log.changed.count == 21)
    #expect(log.ended.count == 1)
  }

  /// A linear drag of (100, 50) over 0.5 s moves at (200, 100) pt/s.
  @Test func linearDragVelocityIsDistanceOverDuration() {
    let log = DragLog()
    let script = Script().wait(0.1).drag(from: CGPoint(x: 100, y: 100), to: CGPoint(x: 200, y: 150), duration: 0.5)
    let r = SceneRuntime(loggingSquare(log), canvasSize: canvas, script: script)
    r.advance(to: 1)
    let v = log.ended.first?.velocity ?? .zero
    #expect(close(v.width, 200, 1e-6) && close(v.height, 100, 1e-6))
  }

  /// The predicted end adds the coasting distance v · 0.998 / (1000 · 0.002) = v · 0.499 s:
  /// (100, 50) + (99.8, 49.9).
  @Test func predictedEndCoastsAtScrollViewDeceleration() {
    let log = DragLog()
    let script = Script().wait(0.1).drag(from: CGPoint(x: 100, y: 100), to: CGPoint(x: 200, y: 150), duration: 0.5)
    let r = SceneRuntime(loggingSquare(log), canvasSize: canvas, script: script)
    r.advance(to: 1)
    let p = log.ended.first?.predictedEndTranslation ?? .zero
    #expect(close(p.width, 199.8, 1e-6) && close(p.height, 99.9, 1e-6))
  }

  /// Touching (100, 100) on the square at (75, 75): `.local` starts at (25, 25), `.global` at
  /// (100, 100); the translation is the same in both.
  @Test func locationsAreInTheGesturesCoordinateSpace() {
    let local = DragLog(), global = DragLog()
    let script = Script().drag(from: CGPoint(x: 100, y: 100), to: CGPoint(x: 140, y: 100), duration: 0.1)
    let r1 = SceneRuntime(loggingSquare(local), canvasSize: canvas, script: script)
    let r2 = SceneRuntime(loggingSquare(global, coordinateSpace: .global), canvasSize: canvas, script: script)
    r1.advance(to: 1)
    r2.advance(to: 1)
    #expect(local.ended.first?.startLocation == CGPoint(x: 25, y: 25))
    #expect(local.ended.first?.location == CGPoint(x: 65, y: 25))
    #expect(global.ended.first?.startLocation == CGPoint(x: 100, y: 100))
    #expect(global.ended.first?.translation == CGSize(width: 40, height: 0))
  }

  /// A drag that starts outside every view reaches no gesture.
  @Test func dragStartingOutsideTheViewReportsNothing() {
    let log = DragLog()
    let script = Script().drag(from: CGPoint(x: 10, y: 10), to: CGPoint(x: 100, y: 100), duration: 0.2)
    let r = SceneRuntime(loggingSquare(log), canvasSize: canvas, script: script)
    r.advance(to: 1)
    #expect(log.changed.isEmpty && log.ended.isEmpty)
  }

  /// The innermost `.gesture` wins over an enclosing one; a `.simultaneousGesture` on the
  /// container hears the drag as well.
  @Test func innermostGestureWinsAndSimultaneousOnesJoin() {
    var order: [String] = []
    let log = { (name: String) in { (_: DragGesture.Value) in if !order.contains(name) { order.append(name) } } }
    let view = ZStack {
      Color.black.frame(width: 50, height: 50).gesture(DragGesture().onEnded(log("inner")))
    }
    .gesture(DragGesture().onEnded(log("outer")))
    .simultaneousGesture(DragGesture().onEnded(log("simultaneous")))
    let script = Script().drag(from: CGPoint(x: 100, y: 100), to: CGPoint(x: 150, y: 100), duration: 0.2)
    SceneRuntime(view, canvasSize: canvas, script: script).advance(to: 1)
    #expect(order.sorted() == ["inner", "simultaneous"])
  }

  /// `@GestureState` follows `updating` during the drag and is back at its initial value
  /// right at the release: at 0.352 the square is offset by (50, 25); at 0.6 it is home.
  @Test func gestureStateResetsWhenTheDragEnds() {
    struct Square: View {
      @GestureState var drag = CGSize.zero
      var body: some View {
        Color.black.frame(width: 50, height: 50)
          .offset(drag)
          .gesture(DragGesture().updating($drag) { value, state, _ in state = value.translation })
      }
    }
    let script = Script().wait(0.1).drag(from: CGPoint(x: 100, y: 100), to: CGPoint(x: 200, y: 150), duration: 0.5)
    let r = SceneRuntime(Square(), canvasSize: canvas, script: script)
    #expect(close(squareBounds(r, at: 0.352), CGRect(x: 125, y: 100, width: 50, height: 50)))
    #expect(close(squareBounds(r, at: 0.6), CGRect(x: 75, y: 75, width: 50, height: 50)))
  }

  /// A frame depends only on its time: stepping through many frames or jumping straight to
  /// t = 0.43 draws the same picture.
  @Test func midDragFrameIsAFunctionOfTime() {
    let script = Script().wait(0.1).drag(from: CGPoint(x: 100, y: 100), to: CGPoint(x: 200, y: 150), duration: 0.5)
    let stepped = SceneRuntime(SpringBackCard(), canvasSize: canvas, script: script)
    for i in 0..<43 { _ = stepped.displayList(at: Double(i) / 100) }
    let jumped = SceneRuntime(SpringBackCard(), canvasSize: canvas, script: script)
    #expect(stepped.displayList(at: 0.43) == jumped.displayList(at: 0.43))
  }

  /// A path drag goes through each point, each segment taking an equal share of the time:
  /// (100,100) → (140,100) → (140,140) over 0.5 s is at (140, 100) at 0.25 s.
  @Test func pathDragPassesThroughItsPoints() {
    let log = DragLog()
    let path = [CGPoint(x: 100, y: 100), CGPoint(x: 140, y: 100), CGPoint(x: 140, y: 140)]
    let script = Script().drag(along: path, duration: 0.5)
    let r = SceneRuntime(loggingSquare(log, coordinateSpace: .global), canvasSize: canvas, script: script)
    r.advance(to: 1)
    let atQuarter = log.changed.first { abs($0.time.timeIntervalSinceReferenceDate - 0.25) < 1e-9 }
    #expect(atQuarter?.location == CGPoint(x: 140, y: 100))
    #expect(log.ended.first?.location == CGPoint(x: 140, y: 140))
    #expect(script.duration == 0.5)
  }
}
