import Drawing
import Flipbook
import Testing

// Insertion and removal inside containers: the siblings' leaf frames animate to their new
// places (docs/SEMANTICS.md §0). On removal SwiftUI lays the container out without the leaving
// child at once — its siblings animate to their new places while it plays its transition in
// the frame it last had (docs/SEMANTICS.md §4). Expected places are worked out by hand from the
// stack rules; the removal cases are measured from the rendered pixels too.
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

  /// Removing A: B moves up from y = 100 to y = 75 at once, halfway at 87.5, while A fades
  /// out where it was (y = 50); after the 1 s fade B sits alone at y = 75.
  @Test func removalAnimatesTheSiblingsToTheirNewPlacesAtOnce() {
    let r = column(inserting: false)
    r.advance(to: t0 + 0.5)
    #expect(r.frames("Color") == [CGRect(x: 75, y: 50, width: 50, height: 50), CGRect(x: 75, y: 87.5, width: 50, height: 50)])
    let pixels = r.pixels(at: t0 + 0.5)
    // B (87.5–137.5) overlaps the leaving A (50–100) and draws over it: pure red ends at row 87,
    // whose lower half is B's; pure blue starts at row 88 and ends in row 137, half covered.
    #expect(pixels.box(of: Paints.aRGB) == CGRect(x: 75, y: 50, width: 50, height: 37))
    #expect(pixels.box(of: Paints.bRGB) == CGRect(x: 75, y: 88, width: 50, height: 50))
    #expect(close(pixels.alpha(100, 60), 0.5, 1 / 255))
    r.advance(to: t0 + 1.1)
    #expect(r.frames("Color") == [CGRect(x: 75, y: 75, width: 50, height: 50)])
  }

  /// In an HStack: 40 + 8 + 40 = 88 wide at x = 56 on 200 (B at 104) before; B alone at 80
  /// after; halfway B is at 92 while A fades out at 56.
  @Test func removalInAnHStackClosesTheGapAtOnce() {
    let r = flipping(from: true, to: false, at: t0, animation: .linear(duration: 1)) { on in
      HStack {
        if on { Paints.a.frame(width: 40, height: 40) }
        Paints.b.frame(width: 40, height: 40)
      }
      .frame(width: 200, height: 200)
    }
    r.advance(to: t0 + 0.5)
    #expect(r.frames("Color").map(\.minX) == [56, 92])
  }

  /// The case, from the pixels: three 40-pt boxes 20 pt apart (160 wide at x = 20 on
  /// 200: A 20, B 80, C 140), B removed. A and C close up to a 100-wide pair at x = 50 (A 50,
  /// C 110), both moving at once: halfway A is at 35 and C at 125, while B fades at 80.
  @Test func removingTheMiddleOfThreeMovesBothNeighboursAtOnce() {
    let r = flipping(from: true, to: false, at: t0, animation: .linear(duration: 1)) { on in
      HStack(spacing: 20) {
        Paints.a.frame(width: 40, height: 40)
        if on { Paints.b.frame(width: 40, height: 40) }
        Paints.c.frame(width: 40, height: 40)
      }
      .frame(width: 200, height: 200)
    }
    let quarter = r.pixels(at: t0 + 0.5)
    #expect(quarter.box(of: Paints.aRGB) == CGRect(x: 35, y: 80, width: 40, height: 40))
    #expect(quarter.box(of: Paints.bRGB) == CGRect(x: 80, y: 80, width: 40, height: 40))
    #expect(quarter.box(of: Paints.cRGB) == CGRect(x: 125, y: 80, width: 40, height: 40))
    #expect(close(quarter.alpha(100, 100), 0.5, 1 / 255))
    let end = r.pixels(at: t0 + 1.1)
    #expect(end.box(of: Paints.aRGB) == CGRect(x: 50, y: 80, width: 40, height: 40))
    #expect(end.box(of: Paints.bRGB) == nil)
    #expect(end.box(of: Paints.cRGB) == CGRect(x: 110, y: 80, width: 40, height: 40))
  }

  /// A top-leading ZStack of A (100 × 100) under B (40 × 40), centred in 200: 100 wide at 50
  /// with both, 40 wide at 80 without A. B moves from 50 to 80 (65 halfway); A fades where it
  /// was, not re-aligned in the smaller stack.
  @Test func aZStackShrinksWithoutItsLeavingChild() {
    let r = flipping(from: true, to: false, at: t0, animation: .linear(duration: 1)) { on in
      ZStack(alignment: .topLeading) {
        if on { Paints.a.frame(width: 100, height: 100) }
        Paints.b.frame(width: 40, height: 40)
      }
      .frame(width: 200, height: 200)
    }
    let halfway = r.pixels(at: t0 + 0.5)
    #expect(halfway.box(of: Paints.aRGB) == CGRect(x: 50, y: 50, width: 100, height: 100))
    #expect(halfway.box(of: Paints.bRGB) == CGRect(x: 65, y: 65, width: 40, height: 40))
    #expect(close(halfway.alpha(140, 140), 0.5, 1 / 255))
  }

  /// A parent whose only child leaves: a full-width 40-pt band (0, 80)–(200, 120) in a
  /// VStack, a ZStack or a bare `if` fades in place while its parent collapses to nothing —
  /// not shrinking towards the centre with it.
  @Test(arguments: ["VStack", "ZStack", "bare"])
  func anEmptiedParentsLastChildFadesInPlace(parent: String) {
    let r = flipping(from: true, to: false, at: t0, animation: .linear(duration: 1)) { on in
      Group {
        switch parent {
        case "VStack": VStack { if on { Paints.a.frame(height: 40) } }
        case "ZStack": ZStack { if on { Paints.a.frame(height: 40) } }
        default: if on { Paints.a.frame(height: 40) }
        }
      }
      .frame(width: 200, height: 200)
    }
    let halfway = r.pixels(at: t0 + 0.5)
    #expect(halfway.box(of: Paints.aRGB) == CGRect(x: 0, y: 80, width: 200, height: 40), "\(parent)")
    #expect(close(halfway.alpha(100, 100), 0.5, 1 / 255), "\(parent)")
    #expect(r.pixels(at: t0 + 1.1).box(of: Paints.aRGB) == nil, "\(parent)")
  }
}
