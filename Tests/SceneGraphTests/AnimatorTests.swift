import Drawing
import Flipbook
import Testing

/// Phase and keyframe animators, colour animation and Reduce Motion (docs/SEMANTICS.md §5, §6, §8,
/// §9).
@Suite struct AnimatorTests {
  /// Keyframes loop from the moment the view appears: a linear 0 → 100 over 1 s then back
  /// over 1 s is 25 at 0.25 s, 100 at 1 s, 50 at 1.5 s and 25 again at 2.25 s.
  @Test func repeatingKeyframesLoop() {
    let view = KeyframeAnimator(initialValue: 0.0) { x in
      Color.black.frame(width: 10, height: 10).offset(x: x)
    } keyframes: { _ in
      LinearKeyframe(100.0, duration: 1)
      LinearKeyframe(0.0, duration: 1)
    }
    let r = SceneRuntime(view, canvasSize: CGSize(width: 300, height: 100))
    for (t, x) in [(0.0, 0.0), (0.25, 25.0), (1.0, 100.0), (1.5, 50.0), (2.25, 25.0)] {
      r.advance(to: t)
      let frame = r.frames("Color").first!
      #expect(abs(frame.minX - (145 + x)) < 1e-9, "t = \(t): \(frame)")
    }
  }

  /// With a trigger, the keyframes play once per change, from the value shown at that moment.
  @Test func triggeredKeyframesPlayOncePerChange() {
    let r = flipping(at: 1, animation: nil, canvas: CGSize(width: 300, height: 100)) { on in
      KeyframeAnimator(initialValue: 0.0, trigger: on) { x in
        Color.black.frame(width: 10, height: 10).offset(x: x)
      } keyframes: { start in
        LinearKeyframe(start + 50, duration: 0.5)
      }
    }
    r.advance(to: 0.9)
    #expect(r.frames("Color").first!.minX == 145)
    r.advance(to: 1.25)
    #expect(abs(r.frames("Color").first!.minX - 170) < 1e-9)
    r.advance(to: 3)
    #expect(abs(r.frames("Color").first!.minX - 195) < 1e-9)
  }

  /// A looping phase animator steps through its phases, each step starting when the previous
  /// linear 0.5 s step ends: opacity phases 0 → 1 → 0.5 → 0 … Each step starts at the moment
  /// the previous one is logically complete (its end), whatever the sampling (120 Hz here;
  /// the tolerance of 0.02 is the resolution of the 8-bit alpha).
  @Test func phasesAdvanceWhenEachStepCompletes() {
    let view = PhaseAnimator([0.0, 1.0, 0.5]) { phase in
      Color.black.frame(width: 10, height: 10).opacity(phase)
    } animation: { _ in .linear(duration: 0.5) }
    let r = SceneRuntime(view, canvasSize: CGSize(width: 20, height: 20))
    let alphas = sampled(r, until: 2, rate: 120)
    #expect(alphas[0] == 0)
    #expect(abs(alphas[30] - 0.5) < 0.02)  // 0.25 s: halfway to phase 1
    #expect(abs(alphas[60] - 1) < 0.02)  // 0.5 s: phase 1 reached; the step to 0.5 starts
    #expect(abs(alphas[90] - 0.75) < 0.02)  // 0.75 s: halfway from 1 to 0.5
    #expect(abs(alphas[150] - 0.25) < 0.02)  // 1.25 s: halfway from 0.5 back to 0
    // 1.75 s: round again, phase 0 → 1, started at exactly 1.5 s: alpha (1.75 − 1.5) / 0.5.
    #expect(abs(alphas[210] - 0.5) < 1e-3)
  }

  /// The steps of a phase animator fall on the same moments however the scene is sampled:
  /// evaluated at 0 s and then at 1.75 s, at 4 Hz or at 120 Hz, the alpha is the same (0.5, as above),
  /// and so is a spring-stepped animator's.
  @Test func phaseStepsDoNotDependOnTheSampling() {
    for animation in [Animation.linear(duration: 0.5), .bouncy, .easeIn(duration: 0.3).delay(0.1)] {
      let make = {
        SceneRuntime(
          PhaseAnimator([0.0, 1.0, 0.5]) { Color.black.frame(width: 10, height: 10).opacity($0) } animation: { _ in
            animation
          }, canvasSize: CGSize(width: 20, height: 20))
      }
      let once = make()
      _ = once.displayList(at: 0)
      let alone = once.displayList(at: 1.75).alpha(of: .black)
      let slow = sampled(make(), until: 1.75, rate: 4).last!
      let fast = sampled(make(), until: 1.75, rate: 120).last!
      #expect(alone == fast && slow == fast, "\(animation): \(alone), \(slow), \(fast)")
    }
  }

  /// The animation closure is given the phase being animated *to* (docs/SEMANTICS.md §5, open
  /// question 4: the observed reading): the step 0 → 1 uses `animation(1)`, a 1-s curve, so it is
  /// halfway at 0.5 s; were it given the current phase 0 it would use 0.2 s and be done.
  @Test func animationClosureReceivesTheTargetPhase() {
    let view = PhaseAnimator([0.0, 1.0]) { phase in
      Color.black.frame(width: 10, height: 10).opacity(phase)
    } animation: { phase in phase == 1 ? .linear(duration: 1) : .linear(duration: 0.2) }
    let r = SceneRuntime(view, canvasSize: CGSize(width: 20, height: 20))
    #expect(abs(sampled(r, until: 0.5, rate: 120).last! - 0.5) < 1e-3)
  }

  /// A triggered phase animator runs one cycle ([1], then back to [0]) and stops.
  @Test func triggeredPhasesRunOneCycle() {
    let r = flipping(at: 0.5, animation: nil, canvas: CGSize(width: 20, height: 20)) { on in
      PhaseAnimator([1.0, 0.0], trigger: on) { phase in
        Color.black.frame(width: 10, height: 10).opacity(phase)
      } animation: { _ in .linear(duration: 0.5) }
    }
    let alphas = sampled(r, until: 3, rate: 120)
    #expect(alphas[48] == 1)  // 0.4 s: before the trigger
    #expect(abs(alphas[90] - 0.5) < 0.02)  // 0.75 s: halfway to phase [1] = 0
    #expect(abs(alphas[120]) < 0.02)  // 1.0 s: there
    #expect(abs(alphas[150] - 0.5) < 0.03)  // 1.25 s: halfway back to phase [0] = 1
    #expect(alphas[360] == 1)  // 3 s: stopped at phase [0]
  }

  /// The black square's alpha at every 1/rate s from 0 to `until`.
  private func sampled(_ r: SceneRuntime, until end: Double, rate: Int) -> [Double] {
    (0...Int(end * Double(rate))).map { k in r.displayList(at: Double(k) / Double(rate)).alpha(of: .black) }
  }

  /// Colours animate in linear sRGB: halfway from black to white (linear 0 → 1) is linear 0.5,
  /// which encodes to sRGB 0.7354 (IEC 61966-2-1: 1.055 · 0.5^(1/2.4) − 0.055).
  @Test func colourAnimatesInLinearLight() {
    let r = flipping(at: 0, animation: .linear(duration: 1)) { on in
      (on ? Color.white : Color.black).frame(width: 50, height: 50)
    }
    let item = r.displayList(at: 0.5).items.first { $0.canvasBounds.width == 50 }!
    let expected = 1.055 * pow(0.5, 1 / 2.4) - 0.055
    #expect(abs(item.color.red - expected) < 1e-6)
  }

  /// Under Reduce Motion a moving transition becomes a cross-fade: a view inserted with
  /// `.move(edge: .leading)` sits at its place at the insertion instant, at opacity 0.
  @Test func reduceMotionReplacesMotionWithACrossFade() {
    var environment = EnvironmentValues()
    environment.accessibilityReduceMotion = true
    let remote = Remote<Bool>()
    let view = Driven(false, remote) { on in
      ZStack {
        if on { Color.black.frame(width: 50, height: 50).transition(.move(edge: .leading)) }
      }
      .frame(width: 200, height: 200)
    }
    let script = Script().wait(0.5).perform { remote.set(true, animation: .linear(duration: 1)) }
    let r = SceneRuntime(view, canvasSize: CGSize(width: 200, height: 200), script: script, environment: environment)
    let list = r.displayList(at: 1.0)
    let item = list.items(painted: .black).first!
    #expect(item.canvasBounds == CGRect(x: 75, y: 75, width: 50, height: 50))
    #expect(abs(item.alpha - 0.5) < 1e-3)
  }

  /// `@Environment(\.accessibilityReduceMotion)` reads the runtime's environment.
  @Test func environmentPropertyReadsReduceMotion() {
    struct Probe: View {
      @Environment(\.accessibilityReduceMotion) var reduceMotion
      var body: some View { Color.black.frame(width: reduceMotion ? 20 : 10, height: 10) }
    }
    var environment = EnvironmentValues()
    environment.accessibilityReduceMotion = true
    let r = SceneRuntime(Probe(), canvasSize: CGSize(width: 100, height: 100), environment: environment)
    r.advance(to: 0)
    #expect(r.frames("Color").first!.width == 20)
  }
}
