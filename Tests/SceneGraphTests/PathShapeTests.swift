import Drawing
import Flipbook
import Testing

// `Path` is a `Shape`: it takes the shape modifiers and draws in its frame's coordinates.

@Suite struct PathShapeTests {
  /// A 40-pt horizontal line stroked 4 pt wide with butt caps covers 40 × 4 pt; drawn at the
  /// top-leading corner of a 100-pt frame whose corner is at (50, 50) on a 200-pt canvas.
  @Test func aStrokedPathDrawsInItsFrame() {
    let view = Path { p in
      p.move(to: CGPoint(x: 10, y: 20))
      p.addLine(to: CGPoint(x: 50, y: 20))
    }
    .stroke(Paints.a, lineWidth: 4)
    .frame(width: 100, height: 100)
    let pixmap = SceneRuntime(view, canvasSize: CGSize(width: 200, height: 200)).pixels(at: 0)
    #expect(pixmap.box(of: Paints.aRGB) == CGRect(x: 60, y: 68, width: 40, height: 4))
  }

  @Test func aPathTrimsLikeAnyShape() {
    let line = Path { p in
      p.move(to: CGPoint(x: 0, y: 10))
      p.addLine(to: CGPoint(x: 100, y: 10))
    }
    let view = line.trim(from: 0, to: 0.5).stroke(Paints.a, lineWidth: 2).frame(width: 100, height: 20)
    let pixmap = SceneRuntime(view, canvasSize: CGSize(width: 100, height: 20)).pixels(at: 0)
    #expect(pixmap.box(of: Paints.aRGB) == CGRect(x: 0, y: 9, width: 50, height: 2))
  }

  @Test func aPathFillsWithTheForegroundByDefault() {
    let square = Path(CGRect(x: 0, y: 0, width: 10, height: 10))
    let list = SceneRuntime(square.foregroundColor(Paints.b), canvasSize: CGSize(width: 10, height: 10)).displayList(at: 0)
    #expect(list.items.map(\.color) == [Paints.bRGB])
  }
}
