import Flipbook
import FlipbookTesting
import Foundation
import Scenes
import Testing

// The bouncy emoji of Apple's timing article, measured from pixels at one pixel per point:
// the emoji's vertical position is the centroid of its ink (255 − the mean of the channels,
// over the white window), which moves with it exactly; its rest position is read from the
// frame before the tap at 0.3 s.

/// The `.bouncy` spring: `.spring(duration: 0.5, bounce: 0.3)` is a unit-mass spring of
/// stiffness (2π / 0.5)² and damping ratio 1 − 0.3 = 0.7 (docs/SEMANTICS.md §1.3).
private let stiffness = pow(2 * Double.pi / 0.5, 2)
private let damping = 2 * 0.7 * stiffness.squareRoot()

/// Its closed-form step response τ seconds after it started:
/// 1 − e^(−ζω₀τ)(cos ω_d τ + ζω₀ / ω_d · sin ω_d τ).
private func bouncyClosedForm(_ tau: Double) -> Double {
  guard tau > 0 else { return 0 }
  let w0 = stiffness.squareRoot()
  let zeta = 0.7
  let wd = w0 * (1 - zeta * zeta).squareRoot()
  return 1 - exp(-zeta * w0 * tau) * (cos(wd * tau) + zeta * w0 / wd * sin(wd * tau))
}

/// The same spring as SwiftUI's runtime integrates it, written here from docs/SEMANTICS.md
/// §1.4 and not from Flipbook's code: velocity Verlet at 300 Hz (half-kick with the last force,
/// drift, force −c·v + k·(1 − x) from the half-kicked velocity, half-kick; a spring just
/// started has no last force), showing the state at the first step at or after τ.
private func bouncyIntegrated(_ tau: Double) -> Double {
  let h = 1.0 / 300
  let steps = Int((tau * 300).rounded(.up))
  var x = 0.0, v = 0.0
  var force = 0.0
  for _ in 0..<max(steps, 0) {
    v += force * h / 2
    x += v * h
    force = -damping * v + stiffness * (1 - x)
    v += force * h / 2
  }
  return x
}

/// The ink centroid's y, in points.
private func inkY(_ pixmap: Pixmap) -> Double {
  var sum = 0.0, weighted = 0.0
  for y in 0..<pixmap.height {
    for x in 0..<pixmap.width {
      let p = pixmap[x, y]
      let ink = 255 - (Double(p[0]) + Double(p[1]) + Double(p[2])) / 3
      sum += ink
      weighted += ink * (Double(y) + 0.5)
    }
  }
  return weighted / max(sum, 1)
}

@Suite struct TimingScenesTests {
  /// Mid-rise (0.4 s) and at the overshoot's peak (0.72 s); the completion's return under
  /// way at 1.0 s.
  @Test func timingFrames() {
    expectGolden(BuiltInScenes.timingBouncy, at: [0.4, 0.72])
    expectGolden(BuiltInScenes.timingBouncyCompletion, at: [1.0])
  }

  /// A completion runs when it is due, not at whichever frame is evaluated next: a frame
  /// rendered alone is the same picture as that moment of a 60-fps video, and of a 24-fps one.
  @Test func aCompletionRunsWhenItIsDueWhateverTheFramesSampled() {
    let alone = BuiltInScenes.timingBouncyCompletion.pixmaps(at: [1.0], scale: 1)[0]
    let at60 = BuiltInScenes.timingBouncyCompletion.pixmaps(at: (0...60).map { Double($0) / 60 }, scale: 1).last!
    let at24 = BuiltInScenes.timingBouncyCompletion.pixmaps(at: (0...24).map { Double($0) / 24 }, scale: 1).last!
    #expect(alone == at60)
    #expect(alone == at24)
  }

  /// Tapped at 0.3 s, the emoji rises along the spring: offset −40 · progress, within 0.1 pt
  /// of the integrated spring (the resampling of the emoji's edges) and 0.8 pt of the closed
  /// form (the integrator runs up to 1.5 % of the way ahead of it while it moves fastest),
  /// overshooting to about 41.8 pt, and at rest 40 pt up.
  @Test func theEmojiRisesFortyPointsWithTheBouncyOvershoot() {
    // Halfway between two of the integrator's steps, so that no rounding decides the step.
    let steps: [Double] = (1...20).map { (k: Int) -> Double in 0.3 + Double(k) * 0.05 + 1.0 / 600 }
    let times: [Double] = [0.2] + steps
    let frames = BuiltInScenes.timingBouncy.pixmaps(at: times, scale: 1)
    let rest = inkY(frames[0])
    var highest = 0.0
    for (time, frame) in zip(times.dropFirst(), frames.dropFirst()) {
      let offset = inkY(frame) - rest
      let integrated = -40 * bouncyIntegrated(time - 0.3)
      let closedForm = -40 * bouncyClosedForm(time - 0.3)
      #expect(abs(offset - integrated) < 0.1, "at \(time): \(offset) pt, the integrated spring says \(integrated)")
      #expect(abs(offset - closedForm) < 0.8, "at \(time): \(offset) pt, the closed form says \(closedForm)")
      highest = max(highest, -offset)
    }
    #expect(highest > 41.5 && highest < 42.2, "peak \(highest) pt")
    #expect(abs(inkY(BuiltInScenes.timingBouncy.pixmaps(at: [2.0], scale: 1)[0]) - rest + 40) < 0.1)
  }

  /// With the completion, on a 60-fps video's frames: until the first spring is logically
  /// complete (its 0.5-s response after the tap, at 0.8 s, where the completion runs and
  /// starts the return from that instant) every frame is the plain scene's; the next is
  /// lower; the emoji is back at rest by 2.0 s.
  @Test func theCompletionBringsTheEmojiBackAfterTheSpringIsLogicallyComplete() {
    let times = (18...48).map { Double($0) / 60 } + [49.0 / 60, 2.0]
    let plain = BuiltInScenes.timingBouncy.pixmaps(at: times, scale: 1)
    let returning = BuiltInScenes.timingBouncyCompletion.pixmaps(at: times, scale: 1)
    for k in 0..<(times.count - 2) {
      #expect(plain[k] == returning[k], "at \(times[k]) the frames differ")
    }
    let n = times.count
    #expect(inkY(returning[n - 2]) > inkY(plain[n - 2]) + 0.5, "not on its way down at 49/60 s")
    let rest = inkY(BuiltInScenes.timingBouncy.pixmaps(at: [0.2], scale: 1)[0])
    #expect(abs(inkY(returning[n - 1]) - rest) < 0.1)
  }
}
