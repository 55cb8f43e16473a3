import Flipbook
import Testing

// Symbol effects, measured from the pixels of a 40-pt square (the effect scales and fades the
// view it is on about its centre), against the curves `Effect/SymbolEffects.swift` chose:
// bounce 85 % at 0.075 s, 110 % at 0.25 s, back at 0.5 s; pulse 30 % opacity mid-cycle;
// scale.up 120 %.

@Suite struct SymbolEffectTests {
  private let canvas = CGSize(width: 100, height: 100)

  /// The value changes at 0.5 s: 40 · 0.85 = 34 wide at 0.575 (33…67), 40 · 1.1 = 44 at
  /// 0.75 (28…72), 40 again from 1.0.
  @Test func aBounceDipsOvershootsAndSettles() {
    let r = flipping(at: 0.5, animation: nil, canvas: canvas) { on in
      Paints.b.frame(width: 40, height: 40).symbolEffect(.bounce, value: on)
    }
    #expect(r.pixels(at: 0.4).box(of: Paints.bRGB) == CGRect(x: 30, y: 30, width: 40, height: 40))
    #expect(r.pixels(at: 0.575).box(of: Paints.bRGB) == CGRect(x: 33, y: 33, width: 34, height: 34))
    #expect(r.pixels(at: 0.75).box(of: Paints.bRGB) == CGRect(x: 28, y: 28, width: 44, height: 44))
    #expect(r.pixels(at: 1.1).box(of: Paints.bRGB) == CGRect(x: 30, y: 30, width: 40, height: 40))
  }

  /// Active from the start, a pulse is at 1 − 0.7 = 30 % opacity half a second into each
  /// one-second cycle, and opaque on the cycle's boundaries.
  @Test func aPulseDimsTheViewEachSecond() {
    let r = SceneRuntime(Paints.b.frame(width: 40, height: 40).symbolEffect(.pulse), canvasSize: canvas)
    #expect(r.pixels(at: 0).alpha(50, 50) > 0.99)
    #expect(abs(r.pixels(at: 1.5).alpha(50, 50) - 0.3) < 0.01)
    #expect(r.pixels(at: 2).alpha(50, 50) > 0.99)
  }

  /// `.scale.up` while active: 48 pt; inactive: 40.
  @Test(arguments: [true, false])
  func scaleUpEnlargesWhileActive(active: Bool) {
    let r = SceneRuntime(Paints.b.frame(width: 40, height: 40).symbolEffect(.scale.up, isActive: active), canvasSize: canvas)
    #expect(r.pixels(at: 0).box(of: Paints.bRGB)?.width == (active ? 48 : 40))
  }

  /// Haptics draw nothing: a view with sensory feedback draws as without it.
  @Test func sensoryFeedbackDrawsNothing() {
    let plain = SceneRuntime(Paints.b.frame(width: 40, height: 40), canvasSize: canvas).pixels(at: 0)
    let felt = SceneRuntime(Paints.b.frame(width: 40, height: 40).sensoryFeedback(.success, trigger: 1), canvasSize: canvas).pixels(at: 0)
    #expect(plain == felt)
  }
}
