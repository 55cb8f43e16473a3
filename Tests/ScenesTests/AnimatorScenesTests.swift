import Flipbook
import FlipbookTesting
import Foundation
import Scenes
import Testing

// The phase- and keyframe-animator scenes of the catalog, measured from pixels. What moves is
// warm-coloured (the dog emoji's beige and browns, the orange bell) and nothing else on the
// canvas is (the button is blue and white), so each frame's moving object is its warm ink:
// every pixel weighted by how much redder than blue it is, which counts an edge pixel by its
// coverage. Its centroid gives position, its width size, and its second central moments the
// orientation of its principal axis (½ atan2(2μ₁₁, μ₂₀ − μ₀₂), clockwise on screen as y
// points down), which turns with the object whatever it is scaled by.

private func ink(_ scene: FlipbookScene, variant: String? = nil, at times: [Double], scale: Double = 1) -> [WarmInk] {
  scene.pixmaps(at: times, variant: variant, scale: scale).map { WarmInk($0, scale: scale) }
}

/// A critically damped spring of `response`, `t` seconds in, from rest: 1 − e^(−ωt)(1 + ωt).
private func critical(response: Double, _ t: Double) -> Double {
  let omega = 2 * Double.pi / response
  return t <= 0 ? 0 : 1 - exp(-omega * t) * (1 + omega * t)
}

@Suite struct AnimatorScenesTests {
  private let frames60 = { (from: Double, to: Double) in
    Array(stride(from: from, through: to + 1e-9, by: 1.0 / 60))
  }

  /// Looping without a trigger, the emoji bobs between rest and 40 pt up with the default
  /// spring (response 0.55 s, critically damped), each step starting as the last is logically
  /// complete: up at 0.55 s + k · 1.1 s, down at 1.1 s + k · 1.1 s, where the spring has
  /// covered 1 − e^(−2π)(1 + 2π) = 98.6 % of its way; the later cycles repeat one another.
  @Test func theBobIsPeriodicWithTheDefaultSpringsSteps() {
    let times = frames60(0, 3.3)
    let y = ink(BuiltInScenes.phasesBob, at: times).map(\.y)
    let rest = y[0]
    let covered = critical(response: 0.55, 0.55)
    #expect(abs(covered - 0.9863) < 1e-3)
    // At 0.55 s (frame 33) the first rise is 98.6 % done.
    #expect(abs((rest - y[33]) - 40 * covered) < 0.3, "up \(rest - y[33]) pt at 0.55 s")
    // The highest point of each cycle comes within a frame of 0.55 s + k · 1.1 s.
    for k in 0..<3 {
      let window = (33 + 66 * k - 6)...min(33 + 66 * k + 6, y.count - 1)
      let top = window.min { y[$0] < y[$1] }!
      #expect(abs(top - (33 + 66 * k)) <= 1, "cycle \(k) tops at frame \(top)")
      #expect(abs((rest - y[top]) - 40) < 0.8, "cycle \(k) rises \(rest - y[top]) pt")
    }
    // The second cycle and the third are the same motion, 1.1 s (66 frames) apart.
    for i in 66..<132 where i + 66 < y.count {
      #expect(abs(y[i] - y[i + 66]) < 0.05, "frame \(i): \(y[i]) vs \(y[i + 66])")
    }
  }

  /// Triggered by the like count, each tap runs exactly one cycle — up and back — and the
  /// emoji rests before the first tap and between the cycles.
  @Test func eachLikeRunsOneCycle() {
    let times = frames60(0, 3.7)
    let y = ink(BuiltInScenes.phasesLike, at: times).map(\.y)
    let rest = y[0]
    #expect(y[0..<18].allSatisfy { abs($0 - rest) < 0.05 }, "moved before the tap")
    var excursions = 0
    var up = false
    for value in y {
      if !up && rest - value > 20 { excursions += 1 }
      up = rest - value > 20
    }
    #expect(excursions == 2)
    #expect(abs(y[114] - rest) < 0.2, "not back at rest at 1.9 s: \(rest - y[114]) pt")
    #expect(abs(y.last! - rest) < 0.1)
  }

  /// The per-phase closure is handed the phase being animated to: the rise (to `true`) takes
  /// `.bouncy` and overshoots 40 pt, while the same scene with the default spring never does;
  /// the fall (to `false`) takes the critically damped default and does not dip below rest.
  @Test func perPhaseAnimationsRiseBouncyAndFallWithTheDefault() {
    let times = frames60(0.3, 1.9)
    let plain = ink(BuiltInScenes.phasesLike, at: times).map(\.y)
    let perPhase = ink(BuiltInScenes.phasesPerPhase, at: times).map(\.y)
    let rest = plain[0]
    let plainPeak = plain.map { rest - $0 }.max()!
    let bouncyPeak = perPhase.map { rest - $0 }.max()!
    #expect(plainPeak < 40.05, "the default spring overshot: \(plainPeak) pt")
    #expect(bouncyPeak > 41, "the .bouncy rise did not overshoot: \(bouncyPeak) pt")
    #expect(perPhase.map { $0 - rest }.max()! < 0.3, "the default fall dipped below rest")
  }

  /// Three phases: the emoji rises 64 pt at 1.1 × (`.easeInOut(duration: 0.3)`), then swells to
  /// 1.8 × with a bouncy spring (overshooting it), then settles back to rest at 1 ×.
  @Test func threePhasesRiseThenSwellThenSettle() {
    let times = frames60(0, 2.5)
    let frames = ink(BuiltInScenes.phasesThree, at: times)
    let rest = frames[0]
    // The rise is over (0.3 s after the tap at 0.3 s) before the swell passes 1.15 ×.
    let risen = frames.firstIndex { rest.y - $0.y > 60 }!
    #expect(frames[risen].size / rest.size < 1.15, "swelled before rising: \(frames[risen].size / rest.size)")
    #expect(abs(Double(risen) / 60 - 0.6) < 0.05, "risen at \(Double(risen) / 60) s")
    let peak = frames.map { $0.size / rest.size }.max()!
    #expect(peak > 1.8 && peak < 2.3, "peak scale \(peak)")
    #expect(abs(frames.last!.y - rest.y) < 0.2 && abs(frames.last!.size / rest.size - 1) < 0.01)
  }

  /// The keyframe reaction's wobble, read from the emoji's orientation against its own at
  /// rest: the angle track's cubic keyframes pass through +16°, −16°, +16° and 0° at 0.705,
  /// 0.83, 0.955 and 1.08 s after the tap (0.58 s + n · 0.125 s). The vertical stretch is
  /// then within 3 % of 1 and the jump and swell do not turn the principal axis, hence ±1.5°.
  /// The scale-only variant swells to about 1.5 × and never turns; with no tracks nothing moves.
  @Test func theKeyframeWobbleMatchesTheAngleTrack() {
    let tap = 0.3
    let times = [0.2] + [0.705, 0.83, 0.955, 1.08].map { tap + $0 }
    let frames = ink(BuiltInScenes.keyframesReaction, variant: "all", at: times, scale: 2)
    let rest = frames[0].orientation
    for (expected, frame) in zip([16.0, -16, 16, 0], frames.dropFirst()) {
      var turned = frame.orientation - rest
      turned = (turned + 90).truncatingRemainder(dividingBy: 180) - 90
      #expect(abs(turned - expected) < 1.5, "turned \(turned)°, the track says \(expected)°")
    }
    let scaled = ink(BuiltInScenes.keyframesReaction, variant: "scale", at: frames60(0, 2.8))
    let peak = scaled.map { $0.size / scaled[0].size }.max()!
    #expect(peak > 1.45 && peak < 1.7, "scale-only peak \(peak)")
    #expect(scaled.allSatisfy { abs($0.orientation - scaled[0].orientation) < 0.5 })
    let still = ink(BuiltInScenes.keyframesReaction, variant: "none", at: [0.2, 1.0, 1.5])
    #expect(still.allSatisfy { abs($0.y - still[0].y) < 0.01 && abs($0.size - still[0].size) < 0.01 })
  }

  /// The bell turns about the top of its frame, so its centroid moves on a circle around that
  /// point: from its rest position by dx = −d sin θ, dy = −d (1 − cos θ), which gives
  /// θ = 2 atan(dy / dx) without knowing the anchor or d. Tapped at 0.3 s it rocks to −20°
  /// (the first step, 98.6 % done when the next starts at 0.85 s), then to +20°, then back to
  /// 0: the minimum comes before the maximum, each within a degree of ±20 · 98.6 %.
  @Test func theBellRocksMinusTwentyThenPlusTwentyThenBack() {
    let times = frames60(0, 2.7)
    let frames = ink(BuiltInScenes.phasesBell, at: times, scale: 2)
    let rest = frames[0]
    let angles = frames.map { frame -> Double in
      let dx = frame.x - rest.x, dy = frame.y - rest.y
      return abs(dx) < 1e-3 ? 0 : 2 * atan(dy / dx) * 180 / .pi
    }
    let low = angles.indices.min { angles[$0] < angles[$1] }!
    let high = angles.indices.max { angles[$0] < angles[$1] }!
    #expect(low < high, "rocked to + before −")
    let reach = 20 * critical(response: 0.55, 0.55)
    #expect(abs(angles[low] + reach) < 1, "lowest \(angles[low])°")
    #expect(abs(angles[high] - 20) < 1.2, "highest \(angles[high])°")
    // At 0.85 s, the first step is as far as the closed-form spring says.
    #expect(abs(angles[51] + 20 * critical(response: 0.55, 0.55)) < 0.5, "at 0.85 s: \(angles[51])°")
    #expect(abs(angles.last!) < 0.3)
    #expect(angles[0..<18].allSatisfy { $0 == 0 })
  }

  /// Mid-flight frames of each scene, looked at when recorded.
  @Test func animatorFrames() {
    expectGolden(BuiltInScenes.phasesBob, at: [0.3, 0.8])
    expectGolden(BuiltInScenes.phasesLike, at: [0.5, 2.2])
    expectGolden(BuiltInScenes.phasesPerPhase, at: [0.45, 0.7])
    expectGolden(BuiltInScenes.phasesThree, at: [0.5, 0.8])
    expectGolden(BuiltInScenes.keyframesReaction, at: [0.5, 1.0, 1.4])
    expectGolden(BuiltInScenes.phasesBell, at: [0.6, 1.1])
  }
}

/// The checks the catalog's scenes carry (`render check NAME` runs the same ones).
@Suite struct DeclaredChecksTests {
  /// Every built-in scene passes the checks it carries.
  @Test(arguments: BuiltInScenes.all.filter { !$0.checks.isEmpty }.map(\.name))
  func everyDeclaredCheckPasses(name: String) {
    let scene = BuiltInScenes.all.first { $0.name == name }!
    for (check, problems) in scene.runChecks() {
      #expect(problems.isEmpty, "\(name): \(check): \(problems)")
    }
  }

  /// The bell's check fails a bell that rocks the other way first, and the bob's check a bob
  /// with a slower spring.
  @Test func theChecksCatchTheWrongAnimation() {
    let bell = FlipbookScene(
      "wrong-bell", canvas: .size(RockingBell.canvasSize), script: RockingBell.script, duration: .untilScriptEnds
    ) { RightFirstBell() }
    #expect(!RockingBell.rocksLeftThenRightThenBack.run(on: bell).isEmpty)
    let bob = FlipbookScene("slow-bob", canvas: .size(BouncyEmoji.canvasSize), duration: .seconds(3.3)) {
      Text("🐶")
        .font(.system(size: 64))
        .phaseAnimator([false, true]) { content, phase in content.offset(y: phase ? -40 : 0) } animation: { _ in
          .spring(response: 0.7)
        }
    }
    #expect(!BobbingEmoji.bobsEvery1_1Seconds.run(on: bob).isEmpty)
  }
}

/// The rocking bell with its phases in the wrong order: +20° first.
private struct RightFirstBell: View {
  @State private var notifications = 0

  var body: some View {
    VStack(spacing: 48) {
      Image(systemName: "bell.fill")
        .font(.system(size: 72))
        .foregroundStyle(.orange)
        .phaseAnimator([0, 20, -20, 0], trigger: notifications) { content, angle in
          content.rotationEffect(.degrees(angle), anchor: .top)
        }
      Button("Notify") { notifications += 1 }
        .buttonStyle(.bordered)
    }
  }
}
