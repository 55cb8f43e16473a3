import Drawing
import Flipbook
import Testing

// LazyVGrid / LazyHGrid and GridItem against the track sizing of docs/SEMANTICS.md §7 (lazy
// grids). Expected boxes are worked out by hand in each comment and measured from rendered
// pixels (one pixel per point) on a 200 × 200 canvas whose root view is centred. Cells are
// colours with a fixed height, so each is exactly as wide as its column.

private func pixels<V: View>(_ view: V) -> Pixmap {
  SceneRuntime(view, canvasSize: CGSize(width: 200, height: 200)).pixels(at: 0)
}

@Suite struct LazyGridTests {
  /// [.fixed(50), .flexible(), .flexible()] in 200: 200 − 2·8 − 50 = 134 left, 67 each;
  /// columns at 0, 58 and 133. One 20-tall row at y = 90.
  @Test func flexibleColumnsShareWhatFixedColumnsLeave() {
    let p = pixels(
      LazyVGrid(columns: [GridItem(.fixed(50)), GridItem(.flexible()), GridItem(.flexible())]) {
        Paints.a.frame(height: 20)
        Paints.b.frame(height: 20)
        Paints.c.frame(height: 20)
      })
    #expect(p.box(of: Paints.aRGB) == CGRect(x: 0, y: 90, width: 50, height: 20))
    #expect(p.box(of: Paints.bRGB) == CGRect(x: 58, y: 90, width: 67, height: 20))
    #expect(p.box(of: Paints.cRGB) == CGRect(x: 133, y: 90, width: 67, height: 20))
  }

  /// [.flexible(maximum: 40), .flexible()]: the first is offered 192 / 2 = 96 and clamps to
  /// 40; the second gets the 152 left, from x = 48.
  @Test func flexibleColumnClampsToItsMaximumAndTheNextTakesTheRest() {
    let p = pixels(
      LazyVGrid(columns: [GridItem(.flexible(maximum: 40)), GridItem(.flexible())]) {
        Paints.a.frame(height: 20)
        Paints.b.frame(height: 20)
      })
    #expect(p.box(of: Paints.aRGB) == CGRect(x: 0, y: 90, width: 40, height: 20))
    #expect(p.box(of: Paints.bRGB) == CGRect(x: 48, y: 90, width: 152, height: 20))
  }

  /// .adaptive(minimum: 80) in 200: ⌊(200 + 8) / (80 + 8)⌋ = 2 columns of (200 − 8) / 2 = 96.
  /// Three cells make two rows, 20 + 8 + 20 = 48 tall at y = 76: the third at (0, 104).
  @Test func adaptiveColumnPacksAsManyAsFitOfAtLeastTheMinimum() {
    let p = pixels(
      LazyVGrid(columns: [GridItem(.adaptive(minimum: 80))]) {
        Paints.a.frame(height: 20)
        Paints.b.frame(height: 20)
        Paints.c.frame(height: 20)
      })
    #expect(p.box(of: Paints.bRGB) == CGRect(x: 104, y: 76, width: 96, height: 20))
    #expect(p.box(of: Paints.cRGB) == CGRect(x: 0, y: 104, width: 96, height: 20))
  }

  /// A grid of two .fixed(40) columns is as wide as they are, 88, not the 200 offered: its
  /// green background runs from x = 56 to 144 (rows 20 + 4 + 20 = 44 at y = 78).
  @Test func gridOfFixedColumnsIsAsWideAsItsColumns() {
    let p = pixels(
      LazyVGrid(columns: [GridItem(.fixed(40)), GridItem(.fixed(40))], spacing: 4) {
        Paints.a.frame(height: 20)
        Paints.b.frame(height: 20)
        Paints.a.frame(height: 20)
      }
      .background(Paints.c))
    #expect(p.box(of: Paints.cRGB) == CGRect(x: 56, y: 78, width: 88, height: 44))
  }

  /// The reported iOS measurement of two rounds: [.flexible(minimum: 100),
  /// .flexible(minimum: 180)] offered 300 sizes to 146 + 8 + 180 = 334, then lays out in 334:
  /// 326 / 2 = 163 for the first, 180 for the second. In a 300 frame centred on 400 the grid
  /// sits at 50 + (300 − 334) / 2 = 33; leading, the columns start there: 33 and 204.
  @Test func flexibleMinimumsWidenTheGridAndItsSecondRound() {
    let p = SceneRuntime(
      LazyVGrid(columns: [GridItem(.flexible(minimum: 100)), GridItem(.flexible(minimum: 180))], alignment: .leading) {
        Paints.a.frame(height: 20)
        Paints.b.frame(height: 20)
      }
      .frame(width: 300),
      canvasSize: CGSize(width: 400, height: 100)
    ).pixels(at: 0)
    #expect(p.box(of: Paints.aRGB) == CGRect(x: 33, y: 40, width: 163, height: 20))
    #expect(p.box(of: Paints.bRGB) == CGRect(x: 204, y: 40, width: 180, height: 20))
  }

  /// Columns of 60 (centred) and 60 aligned .bottomTrailing, 128 wide at x = 36: A (40 × 40)
  /// is centred in 36…96 at x = 46; the row is 40 tall at y = 80, so B (20 × 20) sits at the
  /// box's bottom-trailing corner: x = 104 + 60 − 20 = 144, y = 120 − 20 = 100.
  @Test func cellsSitInTheirBoxByTheItemsAlignment() {
    let p = pixels(
      LazyVGrid(columns: [GridItem(.fixed(60)), GridItem(.fixed(60), alignment: .bottomTrailing)]) {
        Paints.a.frame(width: 40, height: 40)
        Paints.b.frame(width: 20, height: 20)
      })
    #expect(p.box(of: Paints.aRGB) == CGRect(x: 46, y: 80, width: 40, height: 40))
    #expect(p.box(of: Paints.bRGB) == CGRect(x: 144, y: 100, width: 20, height: 20))
  }

  /// LazyHGrid with two .fixed(30) rows (68 tall at y = 66) and 40-wide cells: A and B fill
  /// the first column, C starts the second at x = 56 + 48 = 104 (columns 88 wide at x = 56).
  @Test func lazyHGridFillsRowsTopToBottomThenMovesOn() {
    let p = pixels(
      LazyHGrid(rows: [GridItem(.fixed(30)), GridItem(.fixed(30))]) {
        Paints.a.frame(width: 40)
        Paints.b.frame(width: 40)
        Paints.c.frame(width: 40)
      })
    #expect(p.box(of: Paints.bRGB) == CGRect(x: 56, y: 104, width: 40, height: 30))
    #expect(p.box(of: Paints.cRGB) == CGRect(x: 104, y: 66, width: 40, height: 30))
  }

  /// Three .fixed(40) columns, 136 wide at x = 32 (cells at 32, 80, 128). Removing A with a
  /// linear 1 s animation at t = 0.5 moves B from 80 to 32 at once: halfway, at x = 56.
  @Test func removalMovesTheFollowingCellsAnimated() {
    let r = flipping(from: true, to: false, at: 0.5, animation: .linear(duration: 1)) { on in
      LazyVGrid(columns: Array(repeating: GridItem(.fixed(40)), count: 3)) {
        if on { Paints.a.frame(height: 40) }
        Paints.b.frame(height: 40)
        Paints.c.frame(height: 40)
      }
    }
    #expect(r.pixels(at: 1.0).box(of: Paints.bRGB) == CGRect(x: 56, y: 80, width: 40, height: 40))
  }

  /// Inserting A before B and C (three .fixed(40) columns at 32, 80, 128) with a linear 1 s
  /// animation at t = 0.5: B slides from 32 to 80, halfway at 56, while A fades in at 32 with
  /// the default opacity transition, half opaque.
  @Test func insertionMovesTheFollowingCellsAndFadesTheNewOneIn() {
    let r = flipping(from: false, to: true, at: 0.5, animation: .linear(duration: 1)) { on in
      LazyVGrid(columns: Array(repeating: GridItem(.fixed(40)), count: 3)) {
        if on { Paints.a.frame(height: 40) }
        Paints.b.frame(height: 40)
        Paints.c.frame(height: 40)
      }
    }
    let p = r.pixels(at: 1.0)
    #expect(p.box(of: Paints.bRGB) == CGRect(x: 56, y: 80, width: 40, height: 40))
    #expect(abs(p.alpha(52, 100) - 0.5) < 0.01)
  }
}
