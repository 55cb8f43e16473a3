import Flipbook
import Testing

// `ViewThatFits` shows the first child whose ideal size fits the offer along its axes, else
// the last; `LabeledContent` puts its value at the trailing edge. Measured from the pixels.

@Suite struct ViewThatFitsTests {
  private func choice(width: CGFloat, axes: Axis.Set = [.horizontal, .vertical]) -> Pixmap {
    let view = ViewThatFits(in: axes) {
      Paints.a.frame(width: 200, height: 20)
      Paints.b.frame(width: 80, height: 20)
      Paints.c.frame(width: 300, height: 20)
    }
    .frame(width: width, height: 40)
    return SceneRuntime(view, canvasSize: CGSize(width: 400, height: 40)).pixels(at: 0)
  }

  /// Offered 250, the 200-pt red fits and shows (alone); offered 150, the 80-pt blue.
  @Test func theFirstChildThatFitsShows() {
    let wide = choice(width: 250)
    #expect(wide.box(of: Paints.aRGB)?.width == 200)
    #expect(wide.box(of: Paints.bRGB) == nil && wide.box(of: Paints.cRGB) == nil)
    let narrow = choice(width: 150)
    #expect(narrow.box(of: Paints.bRGB)?.width == 80)
    #expect(narrow.box(of: Paints.aRGB) == nil)
  }

  /// Offered 60, nothing fits: the last child shows, at its own 300 pt.
  @Test func theLastShowsWhenNoneFits() {
    #expect(choice(width: 60).box(of: Paints.cRGB)?.width == 300)
  }

  /// Fitting only vertically, the widths are not compared: the first child shows in 150.
  @Test func onlyTheGivenAxesAreCompared() {
    #expect(choice(width: 150, axes: .vertical).box(of: Paints.aRGB)?.width == 200)
  }

  /// The value of a `LabeledContent` ends at the trailing edge of its 300-pt row (x = 350
  /// in a 400-pt canvas), its label starts at the leading one (50).
  @Test func labeledContentSpreadsLabelAndValue() {
    let view = LabeledContent {
      Paints.b.frame(width: 40, height: 20)
    } label: {
      Paints.a.frame(width: 60, height: 20)
    }
    .frame(width: 300)
    let pixels = SceneRuntime(view, canvasSize: CGSize(width: 400, height: 20)).pixels(at: 0)
    #expect(pixels.box(of: Paints.aRGB)?.minX == 50)
    #expect(pixels.box(of: Paints.bRGB)?.maxX == 350)
  }
}
