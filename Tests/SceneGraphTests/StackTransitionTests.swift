import Drawing
import Flipbook
import Testing

// Insertion and removal inside H/VStacks: the siblings' leaf frames animate to their new
// places (docs/SEMANTICS.md §0), and a removed child keeps its slot until its transition ends.
// The state flips at t₀ = 0.5 s with a linear 1 s animation, so at t₀ + s the progress is s.

private let t0 = 0.5

/// A (50 × 50, shown when on) above B (50 × 50), spacing 0, in a 200 × 200 frame.
/// B alone: the stack is 50 × 50 at (75, 75). Both: 50 × 100 at (75, 50), B at y = 100.
private func column(inserting: Bool) -> SceneRuntime {
  flipping(from: !inserting, to: inserting, at: t0, animation: .linear(duration: 1)) { on in
    VStack(spacing: 0) {
      if on { Paints.a.frame(width: 50, height: 50) }
      Paints.b.frame(width: 50, height: 50)
    }
    .frame(width: 200, height: 200)
  }
}

@Suite struct StackTransitionTests {
  /// Inserting A moves B from y = 75 to y = 100: halfway through the linear animation B is at
  /// 75 + 0.5 · 25 = 87.5, while A is already in its slot (50) fading in at alpha 0.5.
  @Test func insertionAnimatesTheSiblingsPositions() {
    let r = column(inserting: true)
    r.advance(to: t0 + 0.5)
    #expect(r.frames("Color") == [CGRect(x: 75, y: 50, width: 50, height: 50), CGRect(x: 75, y: 87.5, width: 50, height: 50)])
    #expect(close(r.displayList(at: t0 + 0.5).alpha(of: Paints.aRGB), 0.5))
    r.advance(to: t0 + 1)
    #expect(r.frames("Color").last == CGRect(x: 75, y: 100, width: 50, height: 50))
  }

  /// Removing A: while A fades out B keeps its place (y = 100) because A keeps its slot; in the
  /// first pass after the 1 s fade, A is gone and B sits alone at y = 75.
  @Test func removedChildKeepsItsSpaceUntilItsTransitionEnds() {
    let r = column(inserting: false)
    r.advance(to: t0 + 0.5)
    #expect(r.frames("Color") == [CGRect(x: 75, y: 50, width: 50, height: 50), CGRect(x: 75, y: 100, width: 50, height: 50)])
    r.advance(to: t0 + 1.1)
    #expect(r.frames("Color") == [CGRect(x: 75, y: 75, width: 50, height: 50)])
  }

  /// In an HStack the removed child keeps its default 8-pt gap too: 40 + 8 + 40 = 88 wide at
  /// x = 56 on 200, B at 104, while A fades out.
  @Test func removedChildKeepsItsGapInAnHStack() {
    let r = flipping(from: true, to: false, at: t0, animation: .linear(duration: 1)) { on in
      HStack {
        if on { Paints.a.frame(width: 40, height: 40) }
        Paints.b.frame(width: 40, height: 40)
      }
      .frame(width: 200, height: 200)
    }
    r.advance(to: t0 + 0.5)
    #expect(r.frames("Color").map(\.minX) == [56, 104])
  }
}
