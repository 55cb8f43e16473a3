import Drawing
import Flipbook
import Testing

/// SwiftUI's animatable value types: `Angle` animates in radians × 128 (SwiftUI's own
/// animatable data), so rotations settle by SwiftUI's thresholds; `Angle`, `UnitPoint` and
/// `EdgeInsets` animate in keyframe tracks; the animators' content closures are view builders.
@Suite struct AnimatableValuesTests {
  /// A rotation by 100/128 rad (44.8°) under `.smooth` is, in animatable data, a move of 100,
  /// which docs/SEMANTICS.md §1.4 finishes 1.267 s after the start (152/120 s, the first
  /// 1/120-s sample reporting finished). Animated in raw radians, a move of 0.78 would finish
  /// before the 0.825 s of a unit move. The `.removed` completion reports the finish.
  @Test func aRotationSpringSettlesByTheAnglesAnimatableData() {
    let log = Log()
    let remote = Remote<Bool>()
    let script = Script().wait(0.5).perform {
      withAnimation(.smooth, completionCriteria: .removed) { remote.binding?.wrappedValue = true } completion: {
        log.append("settled")
      }
    }
    let r = SceneRuntime(
      Driven(false, remote) { on in
        Color.black.frame(width: 50, height: 4).rotationEffect(on ? .radians(100.0 / 128) : .zero)
      },
      canvasSize: CGSize(width: 100, height: 100), script: script)
    var finished: Int?
    for k in 0...240 {
      r.advance(to: 0.5 + Double(k) / 120)
      if !log.entries.isEmpty {
        finished = k
        break
      }
    }
    #expect(finished == 152)
  }

  struct Values {
    var angle = Angle.zero
    var anchor = UnitPoint.center
    var insets = EdgeInsets()
  }

  /// Keyframe tracks of an `Angle`, a `UnitPoint` and `EdgeInsets`, written as app code
  /// writes them, with an `if` in the animator's content (a view builder). A cubic keyframe
  /// passes through its value at its end, so 0.5 s after the view appears the 100 × 2 bar is
  /// turned 16° (its ink is 100·sin 16° + 2·cos 16° = 29.5 pt tall), and flat again at 1 s.
  @Test func angleKeyframesTurnTheContent() {
    let view = Color.clear.frame(width: 160, height: 160)
      .keyframeAnimator(initialValue: Values()) { content, value in
        if value.angle.degrees > 100 {
          Color.red
        } else {
          Color.black.frame(width: 100, height: 2).rotationEffect(value.angle, anchor: value.anchor)
            .padding(value.insets)
        }
      } keyframes: { _ in
        KeyframeTrack(\.angle) {
          CubicKeyframe(.degrees(16), duration: 0.5)
          CubicKeyframe(.zero, duration: 0.5)
        }
        KeyframeTrack(\.anchor) { LinearKeyframe(UnitPoint.center, duration: 1) }
        KeyframeTrack(\.insets) { LinearKeyframe(EdgeInsets(), duration: 1) }
      }
    let r = SceneRuntime(view, canvasSize: CGSize(width: 160, height: 160))
    r.advance(to: 0)
    let pixels = r.pixels(at: 0.5)
    var rows = 0
    for y in 0..<pixels.height where (0..<pixels.width).contains(where: { pixels[$0, y][3] > 0 }) { rows += 1 }
    #expect(abs(Double(rows) - 29.5) <= 1.5, "\(rows) rows")
    let flat = r.pixels(at: 1.0)
    var flatRows = 0
    for y in 0..<flat.height where (0..<flat.width).contains(where: { flat[$0, y][3] > 0 }) { flatRows += 1 }
    #expect(flatRows == 2)
  }
}
