import Drawing
import Flipbook
import Testing

// LazyVStack / LazyHStack against docs/SEMANTICS.md §7 (lazy stacks): a lazy stack takes the
// whole proposal across its axis and proposes every child nil along it. Expected boxes are
// worked out by hand in each comment; they are measured from rendered pixels (one pixel per
// point) on a 200 × 200 canvas whose root view is centred.

private func runtime<V: View>(_ view: V) -> SceneRuntime {
  SceneRuntime(view, canvasSize: CGSize(width: 200, height: 200))
}

@Suite struct LazyStackTests {
  /// A 50 × 30 and a 40 × 20 child, 8 apart: the lazy stack is 200 wide (the whole proposal)
  /// and 30 + 8 + 20 = 58 tall, at y = (200 − 58) / 2 = 71; its green background shows it.
  @Test func lazyVStackTakesTheWholeProposedWidth() {
    let pixels = runtime(
      LazyVStack {
        Paints.a.frame(width: 50, height: 30)
        Paints.b.frame(width: 40, height: 20)
      }
      .background(Paints.c)
    ).pixels(at: 0)
    #expect(pixels.box(of: Paints.cRGB) == CGRect(x: 0, y: 71, width: 200, height: 58))
  }

  /// Control: the same children in a `VStack` give a background only as wide as the widest
  /// child, 50 at x = 75, so the check above can tell the two apart. The red child covers the
  /// background's top 30 rows, so green shows from the gap down: y = 71 + 30 = 101, 28 tall.
  @Test func vStackHugsItsWidestChildForContrast() {
    let pixels = runtime(
      VStack {
        Paints.a.frame(width: 50, height: 30)
        Paints.b.frame(width: 40, height: 20)
      }
      .background(Paints.c)
    ).pixels(at: 0)
    #expect(pixels.box(of: Paints.cRGB) == CGRect(x: 75, y: 101, width: 50, height: 28))
  }

  /// Leading alignment works across the whole width: the 40-wide child starts at x = 0, not
  /// at the 50-wide child's edge (75) as it would in a `VStack`. Second child at y = 71 + 38.
  @Test func lazyVStackAlignsChildrenInItsFullWidth() {
    let pixels = runtime(
      LazyVStack(alignment: .leading) {
        Paints.a.frame(width: 50, height: 30)
        Paints.b.frame(width: 40, height: 20)
      }
    ).pixels(at: 0)
    #expect(pixels.box(of: Paints.bRGB) == CGRect(x: 0, y: 109, width: 40, height: 20))
  }

  /// A lazy stack does not share out its height: in a 200-tall frame the `Spacer` is proposed
  /// nil and shrinks to its 8-pt minimum, so 30 + 8 + 20 = 58 is centred at y = 71 and the
  /// blue child sits at 71 + 38 = 109 (in a `VStack` the spacer would push it to the bottom).
  @Test func spacerInALazyVStackTakesItsMinimumLength() {
    let pixels = runtime(
      LazyVStack(spacing: 0) {
        Paints.a.frame(width: 50, height: 30)
        Spacer()
        Paints.b.frame(width: 40, height: 20)
      }
      .frame(height: 200)
    ).pixels(at: 0)
    #expect(pixels.box(of: Paints.bRGB) == CGRect(x: 80, y: 109, width: 40, height: 20))
  }

  /// LazyHStack(alignment: .top) of 30 × 50 and 20 × 40: 58 wide at x = 71 and 200 tall, so
  /// both children hang from y = 0; the second at x = 71 + 38 = 109.
  @Test func lazyHStackTakesTheWholeProposedHeight() {
    let pixels = runtime(
      LazyHStack(alignment: .top) {
        Paints.a.frame(width: 30, height: 50)
        Paints.b.frame(width: 20, height: 40)
      }
    ).pixels(at: 0)
    #expect(pixels.box(of: Paints.aRGB) == CGRect(x: 71, y: 0, width: 30, height: 50))
    #expect(pixels.box(of: Paints.bRGB) == CGRect(x: 109, y: 0, width: 20, height: 40))
  }

  /// Removal as in a stack: A (40 tall) leaves with a linear 1 s animation at t = 0.5. B moves
  /// from y = 56 + 48 = 104 (two rows 88 tall at y = 56) to y = 80 (alone), halfway 92.
  @Test func removalInALazyVStackClosesTheGapAnimated() {
    let r = flipping(from: true, to: false, at: 0.5, animation: .linear(duration: 1)) { on in
      LazyVStack {
        if on { Paints.a.frame(width: 40, height: 40) }
        Paints.b.frame(width: 40, height: 40)
      }
    }
    #expect(r.pixels(at: 1.0).box(of: Paints.bRGB) == CGRect(x: 80, y: 92, width: 40, height: 40))
  }
}
