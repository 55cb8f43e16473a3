import Drawing
import Flipbook
import Testing

// `.background` and `.overlay`: the secondary view is proposed the primary's size and aligned
// in it; layout is the primary's alone.

private func layout<V: View>(_ view: V, _ width: Double, _ height: Double) -> SceneRuntime {
  let runtime = SceneRuntime(view, canvasSize: CGSize(width: width, height: height))
  runtime.advance(to: 0)
  return runtime
}

private func rect(_ x: Double, _ y: Double, _ w: Double, _ h: Double) -> CGRect {
  CGRect(x: x, y: y, width: w, height: h)
}

@Suite struct BackgroundOverlayTests {
  /// A greedy colour behind a 50 × 30 view takes exactly its frame, (75, 35) on 200 × 100, and
  /// draws first.
  @Test func backgroundTakesThePrimarysFrameAndDrawsBehind() {
    let r = layout(Paints.a.frame(width: 50, height: 30).background(Paints.b), 200, 100)
    #expect(r.frames("Color") == [rect(75, 35, 50, 30), rect(75, 35, 50, 30)])
    #expect(r.displayList(at: 0).items.map(\.color) == [Paints.bRGB, Paints.aRGB])
  }

  /// `.overlay(alignment: .topLeading) { 10 × 10 }` sits at the primary's corner and draws last.
  @Test func overlayIsAlignedInThePrimaryAndDrawsInFront() {
    let r = layout(
      Paints.a.frame(width: 50, height: 30).overlay(alignment: .topLeading) { Paints.c.frame(width: 10, height: 10) },
      200, 100)
    #expect(r.frames("Color") == [rect(75, 35, 50, 30), rect(75, 35, 10, 10)])
    #expect(r.displayList(at: 0).items.map(\.color) == [Paints.aRGB, Paints.cRGB])
  }

  /// A 120 × 60 background behind a 50 × 30 view in an HStack(spacing: 0) with a 20 × 30
  /// sibling: the stack stays 70 × 30 at (65, 35); the background is centred on its view,
  /// overflowing: (65 − 35, 35 − 15) = (30, 20); the sibling at 115.
  @Test func backgroundDoesNotChangeLayout() {
    let r = layout(
      HStack(spacing: 0) {
        Paints.a.frame(width: 50, height: 30).background(Paints.b.frame(width: 120, height: 60))
        Paints.c.frame(width: 20, height: 30)
      }, 200, 100)
    #expect(r.frames("Color") == [rect(30, 20, 120, 60), rect(65, 35, 50, 30), rect(115, 35, 20, 30)])
  }

  /// `.background(.blue, in: Circle())` behind 60 × 40 at (70, 30): the circle is proposed
  /// 60 × 40, answers 40 × 40 (its shorter side) and is centred: (80, 30).
  @Test func backgroundShapeIsProposedThePrimarysSize() {
    let r = layout(Paints.a.frame(width: 60, height: 40).background(.blue, in: Circle()), 200, 100)
    #expect(r.frames("Circle") == [rect(80, 30, 40, 40)])
  }

  /// The iOS 15 builder form and the ShapeStyle form both fill the primary's frame.
  @Test func backgroundBuilderAndStyleFormsFillTheFrame() {
    let built = layout(Paints.a.frame(width: 50, height: 30).background { Paints.b }, 200, 100)
    #expect(built.frames("Color").last == rect(75, 35, 50, 30))
    let styled = layout(Paints.a.frame(width: 50, height: 30).background(.blue), 200, 100)
    #expect(styled.frames("Color").first == rect(75, 35, 50, 30))
  }
}
