import Drawing
import Flipbook
import Testing

// Animated state changes, measured on the drawn paint alpha of a black square whose
// `.opacity` depends on the state. Expected values: linear progress by hand, the spring table
// of docs/SEMANTICS.md §1.4, and a closed-form critically damped spring (§1.3).

/// A 50 × 50 black square whose opacity is `on ? onOpacity : offOpacity`.
private func fadingSquare(
  from: Bool = false, at t0: Double, animation: Animation?, onOpacity: Double = 1, offOpacity: Double = 0
) -> SceneRuntime {
  flipping(from: from, to: !from, at: t0, animation: animation) { on in
    Color.black.frame(width: 50, height: 50).opacity(on ? onOpacity : offOpacity)
  }
}

private func alpha(_ runtime: SceneRuntime, at t: Double) -> Double {
  runtime.displayList(at: t).alpha(of: .black)
}

@Suite struct AnimationTests {
  /// Linear over 1 s from 0 to 1: a quarter of the way through, opacity 0.25.
  @Test func linearOpacityIsProportionalToElapsedTime() {
    let r = fadingSquare(at: 0.5, animation: .linear(duration: 1))
    #expect(close(alpha(r, at: 0.75), 0.25))
    #expect(close(alpha(r, at: 1.0), 0.5))
    #expect(close(alpha(r, at: 1.25), 0.75))
  }

  /// Flipbook starts an animation at the event time (SceneRuntime's documented deviation from
  /// SwiftUI's one-frame-late start, docs/SEMANTICS.md §0): at exactly t₀ the from-value 1 is
  /// drawn, and 1/60 s later a 1 → 0 linear 1 s fade has moved by 1/60.
  @Test func animationStartsAtTheEventTime() {
    let r = fadingSquare(at: 0.5, animation: .linear(duration: 1), onOpacity: 0, offOpacity: 1)
    #expect(close(alpha(r, at: 0.5), 1))
    // Timing curves round their output to a multiple of 2⁻²⁰ (docs/SEMANTICS.md §1.6).
    #expect(close(alpha(r, at: 0.5 + 1.0 / 60), 1 - 1.0 / 60, 0x1p-20))
  }

  /// Before the event nothing moves.
  @Test func nothingMovesBeforeTheEvent() {
    let r = fadingSquare(at: 0.5, animation: .linear(duration: 1), onOpacity: 0, offOpacity: 1)
    #expect(close(alpha(r, at: 0), 1))
    #expect(close(alpha(r, at: 0.49), 1))
  }

  /// A change without animation is shown at once, at the event time.
  @Test func changeWithoutAnimationIsImmediate() {
    let r = fadingSquare(at: 0.5, animation: nil, onOpacity: 0.3, offOpacity: 1)
    #expect(close(alpha(r, at: 0.4), 1))
    #expect(close(alpha(r, at: 0.5), 0.3))
  }

  /// A linear animation ends exactly at its duration and stays at the target.
  @Test func linearAnimationSettlesAtTheTarget() {
    let r = fadingSquare(at: 0.5, animation: .linear(duration: 1), onOpacity: 0.6, offOpacity: 0.2)
    #expect(close(alpha(r, at: 1.5), 0.6))
    #expect(close(alpha(r, at: 3), 0.6))
  }

  /// `.spring(duration: 0.5)` (ζ = 1) from 0 to 1: x(0.1) = 0.371 in the docs/SEMANTICS.md §1.4
  /// table (smooth), within 0.5 %.
  @Test func springOpacityFollowsTheFluidSpringTable() {
    let r = fadingSquare(at: 0, animation: .spring(duration: 0.5))
    let table: [(Double, Double)] = [(0.1, 0.371), (0.2, 0.721), (0.3, 0.887), (0.4, 0.957), (0.5, 0.985)]
    for (t, expected) in table {
      let value = alpha(r, at: t)
      #expect(abs(value - expected) <= 0.005 * expected, "x(\(t)) = \(value), table \(expected)")
    }
  }

  /// The same spring against the closed form of a critically damped spring sampled where the
  /// 300 Hz integrator stands (docs/SEMANTICS.md §1.4: within about 0.5 % of the integrator).
  @Test func springOpacityMatchesTheClosedFormAtIntegratorSteps() {
    let t0 = 0.25
    let r = fadingSquare(at: t0, animation: .spring(duration: 0.5))
    for i in 1...40 {
      let t = t0 + Double(i) / 60
      let expected = criticalSpring(response: 0.5, at: integratorTime(t - t0))
      #expect(abs(alpha(r, at: t) - expected) <= 0.005, "at \(t)")
    }
  }

  /// A second animated change during a spring retargets it: the opacity carries on from where
  /// it was, with no jump. Sampled every 1/240 s around the second change; a critically damped
  /// 0.5 s spring moves at most ω/e ≈ 4.6 per second, so 1/240 s steps stay under 0.02 for a
  /// single spring; a merged reversal at most doubles that. A jump back to a from-value would be
  /// about 0.5.
  @Test func retargetingDuringASpringDoesNotJump() {
    let remote = Remote<Bool>()
    let script = Script()
      .wait(0.5).perform { remote.set(true, animation: .spring(duration: 0.5)) }
      .wait(0.15).perform { remote.set(false, animation: .spring(duration: 0.5)) }
    let r = SceneRuntime(
      Driven(false, remote) { on in Color.black.frame(width: 50, height: 50).opacity(on ? 1 : 0) },
      canvasSize: CGSize(width: 100, height: 100), script: script)
    var previous = alpha(r, at: 0.5)
    var maxStep = 0.0
    var peak = 0.0
    for i in 1...240 {
      let value = alpha(r, at: 0.5 + Double(i) / 240)
      maxStep = max(maxStep, abs(value - previous))
      peak = max(peak, value)
      previous = value
    }
    #expect(maxStep < 0.04)
    // It turned back: it never reached the first target and ends at the second.
    #expect(peak < 0.9)
    #expect(previous < 0.01)
  }

  /// A timing-curve animation interrupted by another also continues without a jump (combine).
  @Test func retargetingDuringALinearAnimationDoesNotJump() {
    let remote = Remote<Bool>()
    let script = Script()
      .wait(0.5).perform { remote.set(true, animation: .linear(duration: 1)) }
      .wait(0.5).perform { remote.set(false, animation: .linear(duration: 1)) }
    let r = SceneRuntime(
      Driven(false, remote) { on in Color.black.frame(width: 50, height: 50).opacity(on ? 1 : 0) },
      canvasSize: CGSize(width: 100, height: 100), script: script)
    #expect(close(alpha(r, at: 1.0 - 1e-6), 0.5, 1e-4))
    #expect(close(alpha(r, at: 1.0), 0.5, 1e-9))
    #expect(close(alpha(r, at: 1.0 + 1e-3), 0.5, 3e-3))
    #expect(close(alpha(r, at: 2.5), 0))
  }

  /// `@State` lives in the runtime: three taps count to three (the width is 10 + 10·count),
  /// and a tap where no view has `onTapGesture` does nothing.
  @Test func stateSurvivesReevaluationAndTapsOutsideDoNothing() {
    struct Counter: View {
      @State var count = 0
      var body: some View {
        ZStack(alignment: .topLeading) {
          Color.black.frame(width: 10 + 10 * CGFloat(count), height: 10)
          Color.red.frame(width: 10, height: 10).offset(y: 50).onTapGesture { count += 1 }
        }
        .frame(width: 100, height: 100, alignment: .topLeading)
      }
    }
    let tapTarget = CGPoint(x: 5, y: 55)
    let nowhere = CGPoint(x: 90, y: 90)
    let script = Script()
      .wait(0.1).tap(at: tapTarget).wait(0.1).tap(at: tapTarget).wait(0.1).tap(at: nowhere)
      .wait(0.1).tap(at: tapTarget)
    let r = SceneRuntime(Counter(), canvasSize: CGSize(width: 100, height: 100), script: script)
    r.advance(to: 0.25)
    #expect(r.frames("Color").first?.width == 30)
    r.advance(to: 0.35)
    #expect(r.frames("Color").first?.width == 30)
    r.advance(to: 0.5)
    #expect(r.frames("Color").first?.width == 40)
  }

  /// Tapping where two views overlap runs only the topmost one's action.
  @Test func tapGoesToTheTopmostView() {
    let log = Log()
    let view = ZStack {
      Color.red.frame(width: 80, height: 80).onTapGesture { log.append("bottom") }
      Color.blue.frame(width: 40, height: 40).onTapGesture { log.append("top") }
    }
    let script = Script().wait(0.1).tap(at: CGPoint(x: 50, y: 50)).wait(0.1).tap(at: CGPoint(x: 15, y: 15))
    let r = SceneRuntime(view, canvasSize: CGSize(width: 100, height: 100), script: script)
    r.advance(to: 1)
    #expect(log.entries == ["top", "bottom"])
  }

  /// A tap inside a view with an action on a container reaches the container's action.
  @Test func tapOnAChildRunsTheEnclosingAction() {
    let log = Log()
    let view = ZStack {
      Color.red.frame(width: 20, height: 20)
      Color.blue.frame(width: 10, height: 10)
    }
    .onTapGesture { log.append("stack") }
    let script = Script().wait(0.1).tap(at: CGPoint(x: 50, y: 50))
    let r = SceneRuntime(view, canvasSize: CGSize(width: 100, height: 100), script: script)
    r.advance(to: 1)
    #expect(log.entries == ["stack"])
  }

  /// An offset animated by withAnimation moves the view 100 pt linearly.
  @Test func offsetAnimatesLinearly() {
    let r = flipping(at: 0.5, animation: .linear(duration: 1)) { on in
      Color.black.frame(width: 20, height: 20).offset(x: on ? 100 : 0)
    }
    r.advance(to: 0.9)
    // Centred at (90, 90) on 200 × 200; 40 % of 100 pt further right (the curve is rounded
    // to 2⁻²⁰, docs/SEMANTICS.md §1.6, so 100 pt are exact to 1e-4).
    let frames = r.frames("Color")
    #expect(frames.map { close($0, CGRect(x: 130, y: 90, width: 20, height: 20), 1e-4) } == [true], "\(frames)")
  }

  /// A scale effect animates 1 → 2 about the view's centre; the layout frame does not change.
  @Test func scaleEffectAnimatesAboutTheCentre() {
    let r = flipping(at: 0, animation: .linear(duration: 1), canvas: CGSize(width: 100, height: 100)) { on in
      Color.black.frame(width: 20, height: 20).scaleEffect(on ? 2 : 1)
    }
    // At 0.5: scale 1.5 about (50, 50): 30 × 30 at (35, 35).
    let item = r.displayList(at: 0.5).items(painted: .black).first
    #expect(close(item?.canvasBounds ?? .null, CGRect(x: 35, y: 35, width: 30, height: 30), 1e-9))
  }

  /// A leaf's layout frame is animated like any other input (docs/SEMANTICS.md §0, "What is
  /// animated"): a 50 → 100 wide square centred on 200 × 200, linear 1 s, is 75 wide at
  /// (62.5, 75) halfway.
  @Test func leafFrameChangeAnimates() {
    let r = flipping(at: 0.5, animation: .linear(duration: 1)) { on in
      Color.black.frame(width: on ? 100 : 50, height: 50)
    }
    r.advance(to: 1.0)
    #expect(r.frames("Color").map { close($0, CGRect(x: 62.5, y: 75, width: 75, height: 50), 1e-4) } == [true], "\(r.frames("Color"))")
    r.advance(to: 2)
    #expect(r.frames("Color") == [CGRect(x: 50, y: 75, width: 100, height: 50)])
  }

  /// The tappable area is what is drawn: a 100 × 100 square scaled to half about its centre
  /// (drawn 75…125 on a 200 × 200 canvas) takes a tap at (100, 100) but not at (60, 60), which is
  /// inside its layout frame only.
  @Test func tapAreaFollowsTheScaledDrawing() {
    let log = Log()
    let view = Color.black.frame(width: 100, height: 100).scaleEffect(0.5).onTapGesture { log.append("hit") }
    let script = Script().wait(0.1).tap(at: CGPoint(x: 60, y: 60)).wait(0.1).tap(at: CGPoint(x: 100, y: 100))
    let r = SceneRuntime(view, canvasSize: CGSize(width: 200, height: 200), script: script)
    r.advance(to: 0.15)
    #expect(log.entries.isEmpty)
    r.advance(to: 0.3)
    #expect(log.entries == ["hit"])
  }

  /// An invisible view (opacity 0) takes no taps.
  @Test func fullyTransparentViewTakesNoTaps() {
    let log = Log()
    let view = Color.black.frame(width: 100, height: 100).opacity(0).onTapGesture { log.append("hit") }
    let script = Script().wait(0.1).tap(at: CGPoint(x: 100, y: 100))
    let r = SceneRuntime(view, canvasSize: CGSize(width: 200, height: 200), script: script)
    r.advance(to: 0.3)
    #expect(log.entries.isEmpty)
  }
}
