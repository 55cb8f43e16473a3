import Drawing
import Flipbook
import Testing

// Layout, against the rules of docs/SEMANTICS.md §7, with every expected frame worked out by
// hand in the test's comment. Frames are global, in points, read from `runtime.frames`.

/// Lays `view` out on a canvas at time 0.
private func layout<V: View>(_ view: V, _ width: Double, _ height: Double) -> SceneRuntime {
  let runtime = SceneRuntime(view, canvasSize: CGSize(width: width, height: height))
  runtime.advance(to: 0)
  return runtime
}

@Suite struct LayoutTests {
  /// A 50 × 30 colour in a 200 × 100 fixed frame on a 200 × 100 canvas (frame at the origin):
  /// x = (200 − 50)·h, y = (100 − 30)·v for the alignment's fractions h, v.
  @Test(arguments: [
    (Alignment.topLeading, 0.0, 0.0), (.top, 75, 0), (.topTrailing, 150, 0),
    (.leading, 0, 35), (.center, 75, 35), (.trailing, 150, 35),
    (.bottomLeading, 0, 70), (.bottom, 75, 70), (.bottomTrailing, 150, 70),
  ])
  func fixedFrameAlignsItsChild(alignment: Alignment, x: Double, y: Double) {
    let r = layout(Color.red.frame(width: 50, height: 30).frame(width: 200, height: 100, alignment: alignment), 200, 100)
    #expect(r.frames("Color") == [CGRect(x: x, y: y, width: 50, height: 30)])
  }

  /// `.frame(width: 200)` alone: the child is proposed (200, 100); an inner `.frame(height: 30)`
  /// makes the colour 200 × 30, so the outer frame is 200 × 30 (height from the child) and is
  /// centred on the 300 × 100 canvas: (50, 35).
  @Test func frameWithOnlyWidthTakesTheChildsHeight() {
    let r = layout(Color.red.frame(height: 30).frame(width: 200), 300, 100)
    #expect(r.frames("Color") == [CGRect(x: 50, y: 35, width: 200, height: 30)])
  }

  /// `maxWidth: .infinity` takes the whole proposed 300 (and the child's 20 height); a
  /// leading-aligned 30 × 20 child then sits at x = 0, a trailing one at 300 − 30 = 270;
  /// the frame is centred vertically: y = (100 − 20)/2 = 40.
  @Test func flexibleFrameWithInfiniteMaxWidthTakesTheWholeWidth() {
    let leading = layout(Color.red.frame(width: 30, height: 20).frame(maxWidth: .infinity, alignment: .leading), 300, 100)
    #expect(leading.frames("Color") == [CGRect(x: 0, y: 40, width: 30, height: 20)])
    let trailing = layout(Color.red.frame(width: 30, height: 20).frame(maxWidth: .infinity, alignment: .trailing), 300, 100)
    #expect(trailing.frames("Color") == [CGRect(x: 270, y: 40, width: 30, height: 20)])
  }

  /// min/max both set with a proposal: clamp(300, 50, 120) = 120 wide, without the child's
  /// say; the greedy colour is proposed and fills 120 × 100, centred: x = 90.
  @Test func flexibleFrameClampsTheProposal() {
    let r = layout(Color.red.frame(minWidth: 50, maxWidth: 120), 300, 100)
    #expect(r.frames("Color") == [CGRect(x: 90, y: 0, width: 120, height: 100)])
  }

  /// `.padding()` is 16 on every edge: a greedy colour on a 200 × 100 canvas is proposed and
  /// takes 168 × 68 at (16, 16).
  @Test func defaultPaddingIsSixteen() {
    let r = layout(Color.red.padding(), 200, 100)
    #expect(r.frames("Color") == [CGRect(x: 16, y: 16, width: 168, height: 68)])
  }

  /// `.padding(.horizontal, 10)`: 180 × 100 at (10, 0).
  @Test func horizontalPaddingInsetsOnlyTheSides() {
    let r = layout(Color.red.padding(.horizontal, 10), 200, 100)
    #expect(r.frames("Color") == [CGRect(x: 10, y: 0, width: 180, height: 100)])
  }

  /// Padding adds to the child's size: 40 + 2·16 = 72, placed top-leading in a 200 × 200 frame,
  /// so the colour sits at (16, 16).
  @Test func paddingAddsTheInsetsToTheChildsSize() {
    let r = layout(
      Color.red.frame(width: 40, height: 40).padding().frame(width: 200, height: 200, alignment: .topLeading), 200, 200)
    #expect(r.frames("Color") == [CGRect(x: 16, y: 16, width: 40, height: 40)])
  }

  /// `.position` takes the whole 200 × 100 proposal (origin 0, 0) and centres the 20 × 10
  /// child at (50, 30): origin (40, 25).
  @Test func positionCentresTheChildAtThePoint() {
    let r = layout(Color.red.frame(width: 20, height: 10).position(x: 50, y: 30), 200, 100)
    #expect(r.frames("Color") == [CGRect(x: 40, y: 25, width: 20, height: 10)])
  }

  /// The child of `.position` is proposed the position view's full size: a greedy colour is
  /// 200 × 100 and centred at (50, 30): origin (−50, −20).
  @Test func positionProposesItsFullSizeToTheChild() {
    let r = layout(Color.red.position(x: 50, y: 30), 200, 100)
    #expect(r.frames("Color") == [CGRect(x: -50, y: -20, width: 200, height: 100)])
  }

  /// A 40 × 40 colour centred on 200 × 200 is at (80, 80); `.offset(x: 30, y: 5)` moves it to
  /// (110, 85).
  @Test func offsetMovesTheView() {
    let r = layout(Color.red.frame(width: 40, height: 40).offset(x: 30, y: 5), 200, 200)
    #expect(r.frames("Color") == [CGRect(x: 110, y: 85, width: 40, height: 40)])
  }

  /// An offset does not change layout: the ZStack stays 40 × 40 (centred at (80, 80)), the
  /// sibling stays put and only the offset view moves, 100 pt right. If the offset counted,
  /// the stack would be 140 wide and start at x = 30.
  @Test func offsetDoesNotMoveSiblings() {
    let r = layout(
      ZStack(alignment: .topLeading) {
        Paints.a.frame(width: 40, height: 40).offset(x: 100)
        Paints.b.frame(width: 40, height: 40)
      }, 200, 200)
    #expect(r.frames("Color") == [
      CGRect(x: 180, y: 80, width: 40, height: 40), CGRect(x: 80, y: 80, width: 40, height: 40),
    ])
  }

  /// ZStack(alignment: .bottomLeading) of 80 × 40 and 30 × 60: size 80 × 60, centred on
  /// 200 × 200 at (60, 70); the first child's bottom-left corner at (60, 130) → (60, 90), the
  /// second fills the height → (60, 70).
  @Test func zStackIsTheUnionOfItsChildrenAligned() {
    let r = layout(
      ZStack(alignment: .bottomLeading) {
        Paints.a.frame(width: 80, height: 40)
        Paints.b.frame(width: 30, height: 60)
      }, 200, 200)
    #expect(r.frames("Color") == [
      CGRect(x: 60, y: 90, width: 80, height: 40), CGRect(x: 60, y: 70, width: 30, height: 60),
    ])
  }

  /// ZStack children draw in order: the later one on top (last in the display list).
  @Test func zStackDrawsLaterChildrenOnTop() {
    let r = SceneRuntime(
      ZStack { Paints.a.frame(width: 40, height: 40); Paints.b.frame(width: 20, height: 20) },
      canvasSize: CGSize(width: 100, height: 100))
    let list = r.displayList(at: 0)
    #expect(list.items.map(\.color) == [Paints.aRGB, Paints.bRGB])
  }

  /// GeometryReader takes the whole proposal (a 100 × 60 frame, centred on 200 × 100 at
  /// (50, 20)), hands its content that size and puts the content at its top-leading corner.
  @Test func geometryReaderIsGreedyAndPlacesContentTopLeading() {
    let log = Log()
    let r = layout(
      GeometryReader { proxy in
        let _ = log.append("\(proxy.size.width)x\(proxy.size.height)")
        Color.red.frame(width: 20, height: 10)
      }
      .frame(width: 100, height: 60), 200, 100)
    #expect(r.frames("Color") == [CGRect(x: 50, y: 20, width: 20, height: 10)])
    #expect(log.entries.last == "100.0x60.0")
  }

  /// Circle in a 300 × 100 proposal is the 100 × 100 square of the shorter side, centred:
  /// (100, 0) (docs/SEMANTICS.md §7 Shapes, open question 6: the OpenSwiftUI reading).
  @Test func circleTakesTheSquareOfTheShorterSideCentred() {
    let r = layout(Circle(), 300, 100)
    #expect(r.frames("Circle") == [CGRect(x: 100, y: 0, width: 100, height: 100)])
  }

  /// A rectangle, by contrast, fills the whole proposal.
  @Test func rectangleFillsTheProposal() {
    let r = layout(Rectangle(), 300, 100)
    #expect(r.frames("Rectangle") == [CGRect(x: 0, y: 0, width: 300, height: 100)])
  }

  /// SF Pro's line height is (1950 + 494)/2048 of the size: 20 pt → 23.8671875 pt.
  @Test func textHeightIsTheSFLineHeight() {
    let r = layout(Text("Hello").font(.system(size: 20)), 300, 100)
    let frames = r.frames("Text")
    #expect(frames.count == 1)
    #expect(close(frames.first?.height ?? 0, 20 * 2444.0 / 2048))
    // Centred vertically: (100 − h)/2.
    #expect(close(frames.first?.minY ?? 0, (100 - 20 * 2444.0 / 2048) / 2))
  }

  /// With tabular digits, "0:11" and "0:44" are equally wide (two digits in each swap for two
  /// others of the same cell width).
  @Test func monospacedDigitMakesNumbersEquallyWide() {
    func width(_ s: String) -> CGFloat {
      layout(Text(s).font(.system(size: 30, design: .rounded)).monospacedDigit(), 300, 100).frames("Text").first?.width ?? -1
    }
    let a = width("0:11"), b = width("0:44")
    #expect(a > 0)
    #expect(close(a, b))
  }

  /// The view-level `.monospacedDigit()` reaches the text inside it as well.
  @Test func monospacedDigitModifierAppliesToContainedText() {
    func width(_ s: String) -> CGFloat {
      layout(ZStack { Text(s).font(.system(size: 30, design: .rounded)) }.monospacedDigit(), 300, 100)
        .frames("Text").first?.width ?? -1
    }
    #expect(close(width("0:11"), width("0:44")))
  }

  /// A root smaller than the canvas is centred: 50 × 30 on 200 × 100 → (75, 35).
  @Test func smallRootIsCentredOnTheCanvas() {
    let r = layout(Color.red.frame(width: 50, height: 30), 200, 100)
    #expect(r.frames("Color") == [CGRect(x: 75, y: 35, width: 50, height: 30)])
  }

  /// A negative width is ignored (the width comes from the child, 300 here as the colour is
  /// greedy), and the warning of docs/SEMANTICS.md §7 is logged.
  @Test func negativeFrameDimensionIsIgnoredWithAWarning() {
    let (r, warnings) = Diagnostics.collecting { layout(Color.red.frame(width: -5, height: 30), 300, 100) }
    #expect(r.frames("Color") == [CGRect(x: 0, y: 35, width: 300, height: 30)])
    #expect(warnings.contains("Invalid frame dimension (negative or non-finite)."), "\(warnings)")
  }

  /// Leaf shapes draw in global coordinates on the canvas: a filled 40 × 40 rectangle centred
  /// on 100 × 100 covers (30, 30)–(70, 70).
  @Test func drawnItemCoversTheLaidOutFrame() {
    let r = SceneRuntime(Rectangle().fill(Paints.a).frame(width: 40, height: 40), canvasSize: CGSize(width: 100, height: 100))
    let items = r.displayList(at: 0).items(painted: Paints.aRGB)
    #expect(items.count == 1)
    #expect(close(items.first?.canvasBounds ?? .null, CGRect(x: 30, y: 30, width: 40, height: 40)))
  }

  /// An ideal outside min…max is contradictory (docs/SEMANTICS.md §7: the warning fires when
  /// min ≤ ideal ≤ max is violated), even when min ≤ max holds.
  @Test func idealBelowMinimumWarnsOfContradictoryConstraints() {
    let warnings = Diagnostics.warnings { _ = layout(Color.red.frame(minWidth: 50, idealWidth: 10, maxWidth: 100), 300, 100) }
    #expect(warnings == ["Contradictory frame constraints specified."])
  }
}
