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

/// A user modifier that is not `Animatable`: its body's effects animate anyway.
private struct Tilt: ViewModifier {
  let degrees: Double
  let opacity: Double
  func body(content: Content) -> some View {
    content.rotationEffect(.degrees(degrees), anchor: .bottomLeading).opacity(opacity)
  }
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

  /// A modifier that is not `Animatable` animates what its body changes, on insertion as on
  /// removal: `Tilt` turns the 50-pt square about its bottom-leading corner (75, 125) and fades
  /// it. Halfway through a linear 1-s insertion from (−90°, 0) it is turned −45° at alpha
  /// 0.5: its corners (75, 125), (75, 75) and (125, 125) map to (75, 125), (39.6, 89.6) and
  /// (110.4, 89.6), and the far corner to (75, 54.3) — a diamond 70.7 pt wide from 39.6 and
  /// 70.7 pt tall from 54.3, measured from the pixels.
  @Test(arguments: [false, true])
  func nonAnimatableModifierTransitionAnimatesItsBody(removing: Bool) {
    let tilt = AnyTransition.modifier(active: Tilt(degrees: -90, opacity: 0), identity: Tilt(degrees: 0, opacity: 1))
    let r = flipping(from: removing, to: !removing, at: 0.5, animation: .linear(duration: 1)) { on in
      ZStack { if on { Paints.a.frame(width: 50, height: 50).transition(tilt) } }
        .frame(width: 200, height: 200)
    }
    let pixels = r.pixels(at: 1.0)
    let box = pixels.box(of: Paints.aRGB)
    let expected = CGRect(x: 75 - 25 * 2.0.squareRoot(), y: 125 - 50 * 2.0.squareRoot(), width: 50 * 2.0.squareRoot(), height: 50 * 2.0.squareRoot())
    #expect(box.map { abs($0.minX - expected.minX) <= 1 && abs($0.minY - expected.minY) <= 1 } == true, "\(String(describing: box))")
    #expect(box.map { abs($0.width - expected.width) <= 2 && abs($0.height - expected.height) <= 2 } == true, "\(String(describing: box))")
    #expect(close(pixels.alpha(75, 90), 0.5, 1 / 255))
  }

  /// The same `Tilt` on the only child of a `ZStack` that stands in a `VStack` (the
  /// ZStack reports its child's transition as its own, and the VStack must not re-wrap the
  /// ZStack in it when the child arrives): halfway in, the square (75…125, 100…150) is turned
  /// −45° about (75, 150) at alpha 0.5, and its unturned bottom-trailing corner is empty.
  @Test func modifierTransitionOfAZStacksOnlyChildInAStackAnimates() {
    let tilt = AnyTransition.modifier(active: Tilt(degrees: -90, opacity: 0), identity: Tilt(degrees: 0, opacity: 1))
    let r = flipping(at: 0.5, animation: .linear(duration: 1)) { on in
      VStack(spacing: 0) {
        Color.clear.frame(height: 50)
        ZStack { if on { Paints.a.frame(width: 50, height: 50).transition(tilt) } }
          .frame(width: 200, height: 150)
      }
    }
    let pixels = r.pixels(at: 1.0)
    #expect(close(pixels.alpha(75, 115), 0.5, 1 / 255), "alpha \(pixels.alpha(75, 115))")
    #expect(pixels.alpha(120, 145) == 0, "alpha \(pixels.alpha(120, 145))")
    #expect(close(r.pixels(at: 2.0).alpha(120, 145), 1, 1 / 255))
  }

  /// `.asymmetric(insertion: modifier, removal: .opacity)` keeps the insertion's modifier:
  /// halfway in, the square is 50 pt right of its place (ShiftRight 100 → 0).
  @Test func asymmetricKeepsTheInsertionsModifier() {
    let t = AnyTransition.asymmetric(insertion: .modifier(active: ShiftRight(dx: 100), identity: ShiftRight(dx: 0)), removal: .opacity)
    let r = inserting(t, animation: .linear(duration: 1))
    let pixels = r.pixels(at: 1.0)
    let columns = (0..<200).filter { x in (0..<200).contains { pixels[x, $0][3] > 0 } }
    #expect(columns.first == 125 && columns.last == 174, "\(columns.first ?? -1)–\(columns.last ?? -1)")
  }

  /// `.modifier(…).combined(with: .modifier(…))` applies both modifiers: halfway, ShiftRight
  /// 100 → 0 and a `Tilt` of opacity 0 → 1 give a square 50 pt right at alpha 0.5.
  @Test func combinedModifierTransitionsApplyBoth() {
    let t = AnyTransition.modifier(active: ShiftRight(dx: 100), identity: ShiftRight(dx: 0))
      .combined(with: .modifier(active: Tilt(degrees: 0, opacity: 0), identity: Tilt(degrees: 0, opacity: 1)))
    let r = flipping(at: 0.5, animation: .linear(duration: 1)) { on in
      ZStack { if on { Paints.a.frame(width: 50, height: 50).transition(t) } }
        .frame(width: 200, height: 200)
    }
    let pixels = r.pixels(at: 1.0)
    #expect(pixels.box(of: Paints.aRGB) == CGRect(x: 125, y: 75, width: 50, height: 50))
    #expect(close(pixels.alpha(150, 100), 0.5, 1 / 255))
  }

  /// The iOS 17 `Transition` protocol, written as app code writes it: a tilt about the
  /// bottom-leading corner plus a fade, halfway in at −45° and alpha 0.5 (the same pixels as
  /// the `Tilt` modifier's, above).
  @Test func transitionProtocolAnimatesItsBody() {
    struct TiltIn: Transition {
      func body(content: Content, phase: TransitionPhase) -> some View {
        content
          .rotationEffect(.degrees(phase.isIdentity ? 0 : -90), anchor: .bottomLeading)
          .opacity(phase.isIdentity ? 1 : 0)
      }
    }
    let r = flipping(at: 0.5, animation: .linear(duration: 1)) { on in
      ZStack { if on { Paints.a.frame(width: 50, height: 50).transition(TiltIn()) } }
        .frame(width: 200, height: 200)
    }
    let box = r.pixels(at: 1.0).box(of: Paints.aRGB)
    #expect(box.map { abs($0.minX - 39.6) <= 1 && abs($0.minY - 54.3) <= 1 && abs($0.width - 70.7) <= 2 } == true, "\(String(describing: box))")
    #expect(close(r.pixels(at: 1.0).alpha(75, 90), 0.5, 1 / 255))
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
