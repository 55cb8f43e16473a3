import Drawing
import Flipbook
import Testing

// Insertion and removal transitions (docs/SEMANTICS.md §4). The subject is a 50 × 50 square
// painted `Paints.a`, shown when the state is on, in a 200 × 200 frame: at rest it is drawn at
// (75, 75, 50, 50). The state flips at t₀ = 0.5 s with a linear 1 s animation unless noted, so
// at t₀ + s the transition's progress toward identity is exactly s.

private let t0 = 0.5
private let rest = CGRect(x: 75, y: 75, width: 50, height: 50)

private func square(
  _ transition: AnyTransition?, inserting: Bool = true, animation: Animation? = .linear(duration: 1)
) -> SceneRuntime {
  flipping(from: !inserting, to: inserting, at: t0, animation: animation) { on in
    ZStack {
      if on {
        if let transition {
          Paints.a.frame(width: 50, height: 50).transition(transition)
        } else {
          Paints.a.frame(width: 50, height: 50)
        }
      }
    }
    .frame(width: 200, height: 200)
  }
}

private extension SceneRuntime {
  /// The subject's drawn bounds and alpha at `t`, or nil when it is not drawn.
  func subject(at t: Double) -> (bounds: CGRect, alpha: Double)? {
    guard let item = displayList(at: t).items(painted: Paints.aRGB).first else { return nil }
    return (item.canvasBounds, item.alpha)
  }
}

@Suite struct TransitionTests {
  /// Default transition = opacity: drawn at alpha 0 at the insertion instant (nothing visible,
  /// but laid out), 0.25 a quarter of the way in, 1 at the end.
  @Test func insertedViewFadesInByDefault() {
    let r = square(nil)
    #expect(r.subject(at: t0) == nil)
    #expect(r.frames("Color") == [rest])
    #expect(close(r.subject(at: t0 + 0.25)?.alpha ?? -1, 0.25))
    #expect(close(r.subject(at: t0 + 1)?.alpha ?? -1, 1))
  }

  /// A removed view stays drawn, and in `frames`, while it fades out (alpha 0.5 halfway), and
  /// is gone once the 1 s fade has ended.
  @Test func removedViewStaysUntilItsFadeEnds() {
    let r = square(nil, inserting: false)
    let halfway = r.subject(at: t0 + 0.5)
    #expect(close(halfway?.alpha ?? -1, 0.5))
    #expect(close(halfway?.bounds ?? .null, rest))
    #expect(r.frames("Color") == [rest])
    #expect(r.subject(at: t0 + 1.1) == nil)
    #expect(r.frames("Color").isEmpty)
  }

  /// With a spring the removal lasts until the spring is *finished* (its 1 % / 0.06 thresholds,
  /// about 0.825 s for a 0 → 1 change with `.smooth`, docs/SEMANTICS.md §1.4 table), not until it
  /// is logically complete (0.5 s): still laid out at 0.75 s, gone at 0.9 s.
  @Test func removalWaitsForTheSpringToFinishNotToCompleteLogically() {
    let r = square(nil, inserting: false, animation: .spring(duration: 0.5))
    r.advance(to: t0 + 0.6)
    #expect(r.frames("Color") == [rest])
    r.advance(to: t0 + 0.75)
    #expect(r.frames("Color") == [rest])
    r.advance(to: t0 + 0.9)
    #expect(r.frames("Color").isEmpty)
  }

  /// Removal without animation is immediate.
  @Test func removalWithoutAnimationIsImmediate() {
    let r = square(nil, inserting: false, animation: nil)
    r.advance(to: t0)
    #expect(r.frames("Color").isEmpty)
  }

  /// `.transition(.identity)` removes at once even in an animated change.
  @Test func identityTransitionRemovesAtOnce() {
    let r = square(.identity, inserting: false)
    r.advance(to: t0)
    #expect(r.frames("Color").isEmpty)
    #expect(r.displayList(at: t0 + 0.1).items.isEmpty)
  }

  /// `.transition(.identity)` inserts at full opacity at once.
  @Test func identityTransitionInsertsAtOnce() {
    let r = square(.identity)
    #expect(close(r.subject(at: t0)?.alpha ?? -1, 1))
  }

  /// A view being removed takes no taps: the second tap falls through to the view below.
  @Test func removedViewTakesNoTaps() {
    struct Scene: View {
      let log: Log
      @State var shown = true
      var body: some View {
        ZStack {
          Color.red.frame(width: 100, height: 100).onTapGesture { log.append("below") }
          if shown {
            Color.blue.frame(width: 50, height: 50).onTapGesture {
              log.append("removed")
              withAnimation(.linear(duration: 1)) { shown = false }
            }
          }
        }
      }
    }
    let log = Log()
    let centre = CGPoint(x: 100, y: 100)
    let script = Script().wait(0.2).tap(at: centre).wait(0.3).tap(at: centre)
    let r = SceneRuntime(Scene(log: log), canvasSize: CGSize(width: 200, height: 200), script: script)
    r.advance(to: 0.5)
    // Still drawn, 0.3 s into its 1 s fade (curve output rounded to 2⁻²⁰, docs/SEMANTICS.md §1.6),
    // but the tap went through it.
    #expect(close(r.displayList(at: 0.5).items.last?.alpha ?? -1, 0.7, 0x1p-20))
    #expect(log.entries == ["removed", "below"])
  }

  /// `.scale`: at the insertion instant the square is scaled to (effectively) nothing about
  /// its centre (100, 100); halfway the scale is 1 + (10⁻⁵ − 1)/2 ≈ 0.5.
  @Test func scaleTransitionGrowsFromTheCentre() {
    let r = square(.scale)
    let start = r.subject(at: t0)?.bounds ?? .null
    #expect(close(start.midX, 100) && close(start.midY, 100))
    #expect(start.width < 0.01 && start.height < 0.01)
    let s = 1 + (1e-5 - 1) * 0.5
    let mid = r.subject(at: t0 + 0.5)?.bounds ?? .null
    #expect(close(mid, CGRect(x: 100 - 25 * s, y: 100 - 25 * s, width: 50 * s, height: 50 * s), 1e-6))
  }

  /// `.scale(scale: 0.5, anchor: .topLeading)`: the top-left corner stays at (75, 75) and the
  /// square starts 25 × 25.
  @Test func scaleTransitionWithAnchorKeepsTheAnchorFixed() {
    let r = square(.scale(scale: 0.5, anchor: .topLeading))
    #expect(close(r.subject(at: t0)?.bounds ?? .null, CGRect(x: 75, y: 75, width: 25, height: 25)))
  }

  /// `.move(edge: .leading)`: the active state is shifted by the view's own width: x = 25 at
  /// the insertion instant, 50 halfway. It is a layout shift, so `frames` show it too.
  @Test func moveFromLeadingShiftsByTheViewsWidth() {
    let r = square(.move(edge: .leading))
    #expect(close(r.subject(at: t0)?.bounds ?? .null, CGRect(x: 25, y: 75, width: 50, height: 50)))
    #expect(r.frames("Color") == [CGRect(x: 25, y: 75, width: 50, height: 50)])
    #expect(close(r.subject(at: t0 + 0.5)?.bounds ?? .null, CGRect(x: 50, y: 75, width: 50, height: 50)))
  }

  /// `.move(edge: .bottom)`: shifted down by the view's height, y = 125; not faded.
  @Test func moveFromBottomShiftsByTheViewsHeight() {
    let r = square(.move(edge: .bottom))
    let s = r.subject(at: t0)
    #expect(close(s?.bounds ?? .null, CGRect(x: 75, y: 125, width: 50, height: 50)))
    #expect(close(s?.alpha ?? -1, 1))
  }

  /// `.offset(x: 30, y: −20)`: the active state is the square shifted by (30, −20).
  @Test func offsetTransitionStartsShifted() {
    let r = square(.offset(x: 30, y: -20))
    #expect(close(r.subject(at: t0)?.bounds ?? .null, CGRect(x: 105, y: 55, width: 50, height: 50)))
    #expect(close(r.subject(at: t0 + 0.5)?.bounds ?? .null, CGRect(x: 90, y: 65, width: 50, height: 50)))
  }

  /// `.asymmetric(insertion: .move(edge: .top), removal: .scale)`: inserting starts 50 pt
  /// up at full opacity.
  @Test func asymmetricUsesItsInsertionOnInsert() {
    let r = square(.asymmetric(insertion: .move(edge: .top), removal: .scale))
    let s = r.subject(at: t0)
    #expect(close(s?.bounds ?? .null, CGRect(x: 75, y: 25, width: 50, height: 50)))
    #expect(close(s?.alpha ?? -1, 1))
  }

  /// … and removing scales down about the centre, unmoved: halfway it is ≈ 25 × 25.
  @Test func asymmetricUsesItsRemovalOnRemove() {
    let r = square(.asymmetric(insertion: .move(edge: .top), removal: .scale), inserting: false)
    let s = 1 + (1e-5 - 1) * 0.5
    #expect(close(r.subject(at: t0 + 0.5)?.bounds ?? .null, CGRect(x: 100 - 25 * s, y: 100 - 25 * s, width: 50 * s, height: 50 * s), 1e-6))
  }

  /// `.slide` removes toward the trailing edge: halfway it is 25 pt right of rest.
  @Test func slideRemovesTowardTheTrailingEdge() {
    let r = square(.slide, inserting: false)
    #expect(close(r.subject(at: t0 + 0.5)?.bounds ?? .null, CGRect(x: 100, y: 75, width: 50, height: 50)))
  }

  /// `.opacity.combined(with: .move(edge: .trailing))`: halfway, alpha 0.5 and 25 pt right.
  @Test func combinedTransitionAppliesBoth() {
    let r = square(AnyTransition.opacity.combined(with: .move(edge: .trailing)))
    let s = r.subject(at: t0 + 0.5)
    #expect(close(s?.alpha ?? -1, 0.5))
    #expect(close(s?.bounds ?? .null, CGRect(x: 100, y: 75, width: 50, height: 50)))
  }

  /// `.scale.combined(with: .offset(x: 40))`: at the insertion instant the tiny square sits
  /// at the shifted centre (140, 100).
  @Test func combinedScaleAndOffsetScaleAboutTheShiftedCentre() {
    let r = square(AnyTransition.scale.combined(with: .offset(x: 40)))
    let b = r.subject(at: t0)?.bounds ?? .null
    #expect(close(b.midX, 140, 1e-3) && close(b.midY, 100, 1e-3))
  }

  /// Re-inserting while the removal runs carries on from the current opacity (docs/SEMANTICS.md §0
  /// combine rule): removal 1 → 0 from 0.5 s, re-insertion at 1.0 s (opacity 0.5), both linear
  /// 1 s. With r₀(t) = −(t − 0.5) and f₁ = t − 1, presented = 1 + r₀ + f₁·(0 − r₀):
  /// 1.25 s → 1 − 0.75·0.75 = 0.4375, 1.5 s → 1 − 1 + 0.5 = 0.5, and no step in between is
  /// larger than the fastest rate (2 per second) allows.
  @Test func reinsertionDuringRemovalAnimatesBackWithoutAJump() {
    let remote = Remote<Bool>()
    let script = Script()
      .wait(0.5).perform { remote.set(false, animation: .linear(duration: 1)) }
      .wait(0.5).perform { remote.set(true, animation: .linear(duration: 1)) }
    let r = SceneRuntime(
      Driven(true, remote) { on in
        ZStack { if on { Paints.a.frame(width: 50, height: 50) } }.frame(width: 200, height: 200)
      },
      canvasSize: CGSize(width: 200, height: 200), script: script)
    func a(_ t: Double) -> Double { r.subject(at: t)?.alpha ?? 0 }
    var previous = a(0.9)
    var maxStep = 0.0
    for i in 1...240 {
      let t = 0.9 + Double(i) / 240
      let value = a(t)
      maxStep = max(maxStep, abs(value - previous))
      previous = value
      if i == 84 { #expect(close(value, 0.4375, 1e-5), "at 1.25 s") }  // 0.9 + 84/240 = 1.25
      if i == 144 { #expect(close(value, 0.5, 1e-5), "at 1.5 s") }  // 0.9 + 144/240 = 1.5
    }
    #expect(maxStep <= 2.0 / 240 + 1e-6)
    #expect(close(a(2.5), 1))
    #expect(r.frames("Color") == [rest])
  }
}
