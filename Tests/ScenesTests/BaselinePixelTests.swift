import Flipbook
import Raster
import Flipbook
import Testing

// Baseline alignment seen in pixels: an "x" sits on the baseline (its flat feet end there,
// no overshoot), so two "x" of different sizes on one baseline end their ink on the same
// pixel row, whatever the layout code computed.

/// The rows and columns with ink (alpha ≥ 128) of `p`, as column runs separated by blank
/// columns, each with its last inked row.
private func inkBottoms(_ p: Pixmap) -> [(columns: ClosedRange<Int>, bottom: Int)] {
  func inked(_ x: Int, _ y: Int) -> Bool { p[x, y].w >= 128 }
  var runs: [(columns: ClosedRange<Int>, bottom: Int)] = []
  var start: Int?
  var bottom = -1
  for x in 0...p.width {
    let column = x < p.width ? (0..<p.height).last { inked(x, $0) } : nil
    if let column {
      if start == nil { (start, bottom) = (x, -1) }
      bottom = max(bottom, column)
    } else if let s = start {
      runs.append((s...(x - 1), bottom))
      start = nil
    }
  }
  return runs
}

@Suite struct BaselinePixelTests {
  @Test(arguments: [VerticalAlignment.firstTextBaseline, .lastTextBaseline])
  func xOfTwoSizesEndOnTheSameRow(alignment: VerticalAlignment) throws {
    let view = HStack(alignment: alignment, spacing: 20) {
      Text("x").font(.system(size: 48))
      Text("x").font(.system(size: 14))
    }
    .foregroundColor(.black)
    let renderer = ImageRenderer(content: view)
    renderer.scale = 2
    let p = try #require(renderer.pixmap)
    let runs = inkBottoms(p)
    try #require(runs.count == 2)
    #expect(abs(runs[0].bottom - runs[1].bottom) <= 1)
    // Aligned by their bottoms instead, the small x ends lower, by the difference of the
    // descenders, (48 − 14) × 494/2048 × 2 ≈ 16 px: the check can tell the two apart.
    let bottom = ImageRenderer(content: HStack(alignment: .bottom, spacing: 20) {
      Text("x").font(.system(size: 48))
      Text("x").font(.system(size: 14))
    }.foregroundColor(.black))
    bottom.scale = 2
    let q = inkBottoms(try #require(bottom.pixmap))
    try #require(q.count == 2)
    #expect(q[1].bottom - q[0].bottom > 10)
  }
}
