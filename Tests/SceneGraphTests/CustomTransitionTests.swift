import Drawing
import Flipbook
import Testing

/// A user modifier that shifts a view right by `dx`, animatable.
private struct ShiftRight: ViewModifier, Animatable {
  var dx: Double
  var animatableData: Double {
    get { dx }
    set { dx = newValue }
  }
  func body(content: Content) -> some View { content.offset(x: dx) }
}

/// Transitions built from user modifiers, `.push(from:)` and a transition's own animation.
@Suite struct CustomTransitionTests {
  func inserting(_ transition: AnyTransition, animation: Animation?) -> SceneRuntime {
    flipping(at: 0.5, animation: animation) { on in
      ZStack { if on { Color.black.frame(width: 50, height: 50).transition(transition) } }
        .frame(width: 200, height: 200)
    }
  }

  /// `.modifier(active: ShiftRight(100), identity: ShiftRight(0))` animates the modifier's data
  /// from the active value: halfway through a linear 1-s insertion the square is 50 pt right
  /// of its place (75 + 50 = 125).
  @Test func modifierTransitionAnimatesTheUserModifier() {
    let r = inserting(.modifier(active: ShiftRight(dx: 100), identity: ShiftRight(dx: 0)), animation: .linear(duration: 1))
    let square = r.displayList(at: 1.0).items(painted: .black).first?.canvasBounds
    #expect(square.map { abs($0.minX - 125) < 1e-6 } == true, "\(String(describing: square))")
    let done = r.displayList(at: 2.0).items(painted: .black).first?.canvasBounds
    #expect(done == CGRect(x: 75, y: 75, width: 50, height: 50))
  }

  /// `.push(from: .bottom)`: inserted from one own height below, fading in; halfway (linear)
  /// it is 25 pt below its place at opacity 0.5.
  @Test func pushComesInFromTheEdgeWhileFading() {
    let r = inserting(.push(from: .bottom), animation: .linear(duration: 1))
    let item = r.displayList(at: 1.0).items(painted: .black).first
    #expect(item.map { abs($0.canvasBounds.minY - 100) < 1e-6 } == true)
    #expect(item.map { abs($0.alpha - 0.5) < 1e-6 } == true)
  }

  /// A transition with its own animation animates even when the change had none: a linear
  /// 1-s fade is at 0.25 a quarter in.
  @Test func transitionAnimationAppliesWithoutWithAnimation() {
    let r = inserting(.opacity.animation(.linear(duration: 1)), animation: nil)
    #expect(abs(r.displayList(at: 0.75).alpha(of: .black) - 0.25) < 1e-6)
  }
}
