import Flipbook
import Testing

// `Grid` and `GridRow`: columns as wide as their widest cell, rows as tall as their tallest,
// 8-pt gaps, cells centred in their boxes unless a column, a row or the cell says otherwise.
// Places worked out by hand from those rules, measured from the pixels.

/// Red 20 × 10 and blue 40 × 10 over green 30 × 20 and a clear 10 × 10: columns 30 and 40,
/// rows 10 and 20, so the grid is 30 + 8 + 40 = 78 by 10 + 8 + 20 = 38, at (11, 11) in
/// 100 × 60. Boxes: (11, 11, 30, 10), (49, 11, 40, 10), (11, 29, 30, 20), (49, 29, 40, 20).
private func table(leadingColumn: Bool = false, topRow: Bool = false) -> some View {
  Grid {
    GridRow(alignment: topRow ? .top : nil) {
      Paints.a.frame(width: 20, height: 10).gridColumnAlignment(leadingColumn ? .leading : .center)
      Paints.b.frame(width: 40, height: 10)
    }
    GridRow(alignment: topRow ? .top : nil) {
      Paints.c.frame(width: 30, height: 20)
      Color.clear.frame(width: 10, height: 10)
    }
  }
}

@Suite struct GridTests {
  private let canvas = CGSize(width: 100, height: 60)

  @Test func columnsAndRowsFitTheirLargestCells() {
    let pixels = SceneRuntime(table(), canvasSize: canvas).pixels(at: 0)
    // Red centred in its 30-wide box: 11 + 5.
    #expect(pixels.box(of: Paints.aRGB) == CGRect(x: 16, y: 11, width: 20, height: 10))
    #expect(pixels.box(of: Paints.bRGB) == CGRect(x: 49, y: 11, width: 40, height: 10))
    #expect(pixels.box(of: Paints.cRGB) == CGRect(x: 11, y: 29, width: 30, height: 20))
  }

  /// `gridColumnAlignment(.leading)` on one cell aligns its whole column: red at the
  /// column's start, 11.
  @Test func aColumnAlignmentAppliesToTheColumn() {
    let pixels = SceneRuntime(table(leadingColumn: true), canvasSize: canvas).pixels(at: 0)
    #expect(pixels.box(of: Paints.aRGB)?.minX == 11)
    #expect(pixels.box(of: Paints.cRGB)?.minX == 11)
  }

  /// A `GridRow(alignment: .top)` puts a short cell at the top of its row, a centred one in
  /// its middle: the clear cell shows nothing, so check a cell in a taller row instead.
  @Test func aRowAlignmentAppliesToTheRow() {
    let view = Grid {
      GridRow(alignment: .top) {
        Paints.a.frame(width: 20, height: 10)
        Paints.b.frame(width: 20, height: 30)
      }
    }
    // 48 × 30 at (26, 15): red at the top of its 30-tall row.
    let pixels = SceneRuntime(view, canvasSize: canvas).pixels(at: 0)
    #expect(pixels.box(of: Paints.aRGB) == CGRect(x: 26, y: 15, width: 20, height: 10))
    let centred = SceneRuntime(Grid { GridRow { Paints.a.frame(width: 20, height: 10); Paints.b.frame(width: 20, height: 30) } }, canvasSize: canvas)
      .pixels(at: 0)
    #expect(centred.box(of: Paints.aRGB)?.minY == 25)
  }

  /// A view outside any row spans every column without widening the grid: a 4-pt green band
  /// across the 78-pt table, in a row of its own between the two (rows 10, 4, 10 high with
  /// 8-pt gaps: 40 tall at y = 10).
  @Test func aLoneViewSpansTheGrid() {
    let view = Grid {
      GridRow { Paints.a.frame(width: 30, height: 10); Paints.b.frame(width: 40, height: 10) }
      Paints.c.frame(height: 4).gridCellUnsizedAxes(.horizontal)
      GridRow { Paints.a.frame(width: 30, height: 10); Paints.b.frame(width: 40, height: 10) }
    }
    let pixels = SceneRuntime(view, canvasSize: canvas).pixels(at: 0)
    #expect(pixels.box(of: Paints.cRGB) == CGRect(x: 11, y: 28, width: 78, height: 4))
    #expect(pixels.box(of: Paints.aRGB) == CGRect(x: 11, y: 10, width: 30, height: 40))
  }

  /// `gridCellColumns(2)` gives a flexible cell both columns and the gap: 30 + 8 + 40. The
  /// grid is 28 tall, at y = 16; the second row at 16 + 10 + 8 = 34.
  @Test func aCellCanSpanColumns() {
    let view = Grid {
      GridRow { Paints.a.frame(width: 30, height: 10); Paints.b.frame(width: 40, height: 10) }
      GridRow { Paints.c.frame(height: 10).gridCellColumns(2) }
    }
    let pixels = SceneRuntime(view, canvasSize: canvas).pixels(at: 0)
    #expect(pixels.box(of: Paints.cRGB) == CGRect(x: 11, y: 34, width: 78, height: 10))
  }

  /// Flexible cells share the proposed width like a stack's children: two columns of colour
  /// in 100 pt are (100 − 8) / 2 = 46 wide each.
  @Test func flexibleColumnsShareTheWidth() {
    let view = Grid(horizontalSpacing: 8) {
      GridRow { Paints.a.frame(height: 10); Paints.b.frame(height: 10) }
    }
    let pixels = SceneRuntime(view, canvasSize: CGSize(width: 100, height: 10)).pixels(at: 0)
    #expect(pixels.box(of: Paints.aRGB) == CGRect(x: 0, y: 0, width: 46, height: 10))
    #expect(pixels.box(of: Paints.bRGB) == CGRect(x: 54, y: 0, width: 46, height: 10))
  }

  /// Removing a row inside `withAnimation`: the row below moves up at once while the removed
  /// one fades where it was. Rows of 10 with 8 between: the grid of three (46 tall at 7)
  /// becomes two (28 tall at 16); the last row flies from 43 to 34, halfway at 38.5.
  @Test func aRemovedRowFadesWhereItWas() {
    let r = flipping(from: true, to: false, at: 0.5, animation: .linear(duration: 1), canvas: CGSize(width: 60, height: 60)) { on in
      Grid {
        GridRow { Paints.a.frame(width: 20, height: 10) }
        if on { GridRow { Paints.b.frame(width: 20, height: 10) } }
        GridRow { Paints.c.frame(width: 20, height: 10) }
      }
    }
    #expect(r.pixels(at: 0.4).box(of: Paints.bRGB) == CGRect(x: 20, y: 25, width: 20, height: 10))
    let halfway = r.pixels(at: 1)
    #expect(halfway.box(of: Paints.bRGB) == CGRect(x: 20, y: 25, width: 20, height: 10))
    #expect(abs(halfway.alpha(30, 30) - 0.5) < 0.01)
    #expect(halfway.box(of: Paints.cRGB) == CGRect(x: 20, y: 38, width: 20, height: 11))
  }
}
