import Flipbook
import Testing

// Custom alignment: `.alignmentGuide(_:computeValue:)`, `ViewDimensions` and `AlignmentID`.
// Every expected frame is worked out by hand in the test's comment; frames are global, in
// points, and the root is centred on the canvas. A stack lines its children up so that their
// guides (explicit if set, else the default) meet on one line, and is as thick as the union of
// the children so placed.

/// Lays `view` out on a 200 × 200 canvas at time 0.
private func laidOut<V: View>(_ view: V) -> SceneRuntime {
  let runtime = SceneRuntime(view, canvasSize: CGSize(width: 200, height: 200))
  runtime.advance(to: 0)
  return runtime
}

private func rect(_ x: Double, _ y: Double, _ w: Double, _ h: Double) -> CGRect {
  CGRect(x: x, y: y, width: w, height: h)
}

/// A guide that defaults to a view's vertical centre, as apps write one.
private struct MarkerID: AlignmentID {
  static func defaultValue(in d: ViewDimensions) -> CGFloat { d[VerticalAlignment.center] }
}

extension VerticalAlignment {
  fileprivate static let marker = VerticalAlignment(MarkerID.self)
}

/// What a guide closure saw.
private final class Seen: @unchecked Sendable {
  var values: [String: CGFloat?] = [:]
}

@Suite struct AlignmentGuideTests {
  /// VStack(alignment: .leading, spacing: 0) of an 80 × 20 frame around a text (guide 0)
  /// and a 50 × 10 rectangle whose leading guide is its middle (25). The guides meet: the
  /// union reaches 25 before the line and max(80, 25) after it, so the stack is 105 × 30 at
  /// ((200 − 105)/2, (200 − 30)/2) = (47.5, 85); the line is at x 72.5. The text's frame (and
  /// its leading-aligned text) starts there; the rectangle at 72.5 − 25 = 47.5, y 85 + 20.
  @Test func leadingGuideAtTheMiddleCentresTheViewOnTheLeadingEdge() {
    let r = laidOut(
      VStack(alignment: .leading, spacing: 0) {
        Text("Title").frame(width: 80, height: 20, alignment: .leading)
        Rectangle().frame(width: 50, height: 10).alignmentGuide(.leading) { d in d.width / 2 }
      })
    #expect(r.frames("Rectangle") == [rect(47.5, 105, 50, 10)])
    #expect(r.frames("Text").map(\.minX) == [72.5])
  }

  /// HStack(alignment: .marker, spacing: 10) of two columns. Left, VStack(spacing: 5) of
  /// 40 × 20, 40 × 30 and 40 × 10 with its marker at its centre: 70 tall, the last one at
  /// y 60, so the column's marker is 60 + 5 = 65. Right, VStack(spacing: 0) of a 60 × 30
  /// colour and a 60 × 20 rectangle marked at its top: 50 tall, marker 30. The row reaches
  /// max(65, 30) = 65 above the line and max(70 − 65, 50 − 30) = 20 below: 110 × 85 at
  /// (45, 57.5), line at y 122.5. Left column at y 122.5 − 65 = 57.5: (45, 57.5), (45, 82.5),
  /// (45, 117.5); right column at x 45 + 40 + 10 = 95, y 122.5 − 30 = 92.5: the colour at
  /// 92.5, the rectangle at 122.5, its top level with the small colour's centre.
  @Test func customGuideLinesUpViewsInTwoNestedColumns() {
    let r = laidOut(
      HStack(alignment: .marker, spacing: 10) {
        VStack(spacing: 5) {
          Paints.a.frame(width: 40, height: 20)
          Paints.b.frame(width: 40, height: 30)
          Paints.c.frame(width: 40, height: 10).alignmentGuide(.marker) { d in d[VerticalAlignment.center] }
        }
        VStack(spacing: 0) {
          Color.black.frame(width: 60, height: 30)
          Rectangle().frame(width: 60, height: 20).alignmentGuide(.marker) { d in d[.top] }
        }
      })
    #expect(
      r.frames("Color") == [rect(45, 57.5, 40, 20), rect(45, 82.5, 40, 30), rect(45, 117.5, 40, 10), rect(95, 92.5, 60, 30)])
    #expect(r.frames("Rectangle") == [rect(95, 122.5, 60, 20)])
  }

  /// Without explicit values a custom guide takes its default: MarkerID's is the centre, so
  /// an HStack on `.marker` of 40 × 20 and 40 × 60 centres them like `.center`: 88 × 60 at
  /// (56, 70); the small one at y 70 + 20.
  @Test func customGuideWithoutExplicitValuesUsesItsDefault() {
    let r = laidOut(
      HStack(alignment: .marker) {
        Paints.a.frame(width: 40, height: 20)
        Paints.b.frame(width: 40, height: 60)
      })
    #expect(r.frames("Color") == [rect(56, 90, 40, 20), rect(104, 70, 40, 60)])
  }

  /// ZStack(alignment: .top) of a 100 × 60 colour and a 40 × 20 one whose top guide is its
  /// bottom (20): the tops' line is 20 below the small one's top, so it sits on the big one.
  /// The stack is 100 wide and 20 + 60 = 80 tall, at (50, 60); the big one at y 60 + 20,
  /// the small one centred across at x 50 + 30 = 80, y 60.
  @Test func topGuideAtTheBottomStacksAViewOnTopOfTheOther() {
    let r = laidOut(
      ZStack(alignment: .top) {
        Paints.a.frame(width: 100, height: 60)
        Paints.b.frame(width: 40, height: 20).alignmentGuide(.top) { d in d[.bottom] }
      })
    #expect(r.frames("Color") == [rect(50, 80, 100, 60), rect(80, 60, 40, 20)])
  }

  /// A frame aligns its child by the child's explicit guide: in a 100 × 100 top-leading
  /// frame, a 20 × 20 colour whose leading is −10 and top is its centre lands at x 10, y −10
  /// in the frame, whose corner is at (50, 50).
  @Test func frameAlignsItsChildByExplicitGuides() {
    let r = laidOut(
      Paints.a.frame(width: 20, height: 20)
        .alignmentGuide(.leading) { _ in -10 }
        .alignmentGuide(.top) { d in d[VerticalAlignment.center] }
        .frame(width: 100, height: 100, alignment: .topLeading))
    #expect(r.frames("Color") == [rect(60, 40, 20, 20)])
  }

  /// The dimensions a closure sees: a 50 × 30 view's trailing guide is its width, its
  /// vertical centre half its height, it has no explicit leading, and it does have the
  /// explicit top (7) set inside it.
  @Test func viewDimensionsAnswerDefaultAndExplicitGuides() {
    let seen = Seen()
    _ = laidOut(
      VStack(alignment: .leading) {
        Paints.a.frame(width: 50, height: 30)
          .alignmentGuide(.top) { _ in 7 }
          .alignmentGuide(.leading) { d in
            seen.values["trailing"] = d[.trailing]
            seen.values["width"] = d.width
            seen.values["center"] = d[VerticalAlignment.center]
            seen.values["height"] = d.height
            seen.values["explicitLeading"] = d[explicit: .leading]
            seen.values["explicitTop"] = d[explicit: .top]
            seen.values["top"] = d[.top]
            return 0
          }
      })
    #expect(seen.values["trailing"] == 50)
    #expect(seen.values["width"] == 50)
    #expect(seen.values["center"] == 15)
    #expect(seen.values["height"] == 30)
    #expect(seen.values["explicitLeading"] == .some(nil))
    #expect(seen.values["explicitTop"] == .some(7))
    #expect(seen.values["top"] == 7)
  }

  /// A stack's explicit value of a guide is the mean of its children's, where they sit: a
  /// VStack(spacing: 0) of two 20 × 20 colours marked at their tops (0 and 20) has marker
  /// 10. In HStack(alignment: .marker, spacing: 0) next to a 20 × 20 colour (default centre,
  /// 10), the column (40 tall) and the colour top-align: row 40 × 40 at (80, 80).
  @Test func stackCombinesItsChildrensExplicitGuidesByTheirMean() {
    let r = laidOut(
      HStack(alignment: .marker, spacing: 0) {
        VStack(spacing: 0) {
          Paints.a.frame(width: 20, height: 20).alignmentGuide(.marker) { d in d[.top] }
          Paints.b.frame(width: 20, height: 20).alignmentGuide(.marker) { d in d[.top] }
        }
        Paints.c.frame(width: 20, height: 20)
      })
    #expect(r.frames("Color") == [rect(80, 80, 20, 20), rect(80, 100, 20, 20), rect(100, 80, 20, 20)])
  }
}
