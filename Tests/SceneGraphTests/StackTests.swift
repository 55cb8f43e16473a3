import Drawing
import Flipbook
import Testing

// HStack / VStack / Spacer / layoutPriority / fixedSize, against the stack algorithm of
// docs/SEMANTICS.md §7. Every expected frame is worked out by hand in the test's comment; frames
// are global, in points, read from `runtime.frames`. The root is centred on the canvas.

/// Lays `view` out on a canvas at time 0.
private func layout<V: View>(_ view: V, _ width: Double, _ height: Double) -> SceneRuntime {
  let runtime = SceneRuntime(view, canvasSize: CGSize(width: width, height: height))
  runtime.advance(to: 0)
  return runtime
}

private func rect(_ x: Double, _ y: Double, _ w: Double, _ h: Double) -> CGRect {
  CGRect(x: x, y: y, width: w, height: h)
}

@Suite struct StackTests {
  // MARK: Fixed children, spacing, alignment

  /// 50 × 30 and 40 × 20 with the default 8-pt gap: 98 × 30, centred on 300 × 100 at
  /// (101, 35); the second starts at 101 + 50 + 8 = 159 and is centred vertically: 35 + 5.
  @Test func fixedChildrenAreSpacedByEightPointsByDefault() {
    let r = layout(
      HStack {
        Paints.a.frame(width: 50, height: 30)
        Paints.b.frame(width: 40, height: 20)
      }, 300, 100)
    #expect(r.frames("Color") == [rect(101, 35, 50, 30), rect(159, 40, 40, 20)])
  }

  /// VStack(alignment: .leading, spacing: 5) of 80 × 20 and 40 × 30: 80 × 55 at (60, 72.5)
  /// on 200 × 200; both start at x = 60, the second at y = 72.5 + 20 + 5 = 97.5.
  @Test func vStackAlignsLeadingEdges() {
    let r = layout(
      VStack(alignment: .leading, spacing: 5) {
        Paints.a.frame(width: 80, height: 20)
        Paints.b.frame(width: 40, height: 30)
      }, 200, 200)
    #expect(r.frames("Color") == [rect(60, 72.5, 80, 20), rect(60, 97.5, 40, 30)])
  }

  /// Trailing: the narrower child ends where the wider one does: x = 60 + 80 − 40 = 100.
  @Test func vStackAlignsTrailingEdges() {
    let r = layout(
      VStack(alignment: .trailing, spacing: 5) {
        Paints.a.frame(width: 80, height: 20)
        Paints.b.frame(width: 40, height: 30)
      }, 200, 200)
    #expect(r.frames("Color") == [rect(60, 72.5, 80, 20), rect(100, 97.5, 40, 30)])
  }

  /// HStack(alignment: .bottom) of 50 × 30 and 40 × 20: 98 × 30 at (51, 85); the shorter one's
  /// bottom at 115 too: y = 95.
  @Test func hStackAlignsBottomEdges() {
    let r = layout(
      HStack(alignment: .bottom) {
        Paints.a.frame(width: 50, height: 30)
        Paints.b.frame(width: 40, height: 20)
      }, 200, 200)
    #expect(r.frames("Color") == [rect(51, 85, 50, 30), rect(109, 95, 40, 20)])
  }

  /// `EmptyView` is no child: no slot and no gap. 50 + 8 + 50 = 108 wide at x = 46 on 200.
  @Test func emptyViewTakesNoSlotAndNoGap() {
    let r = layout(
      HStack {
        Paints.a.frame(width: 50, height: 50)
        EmptyView()
        Paints.b.frame(width: 50, height: 50)
      }, 200, 200)
    #expect(r.frames("Color") == [rect(46, 75, 50, 50), rect(104, 75, 50, 50)])
  }

  /// Open question 7: next to `Text` the gap is 8 pt (an approximation of SwiftUI's
  /// font-metric spacing).
  @Test func textIsSpacedByEightPointsAsAnApproximation() {
    let r = layout(
      HStack {
        Text("Hi")
        Paints.a.frame(width: 10, height: 10)
      }, 300, 100)
    let text = r.frames("Text")[0]
    let color = r.frames("Color")[0]
    #expect(close(color.minX - text.maxX, 8))
  }

  // MARK: Sharing space

  /// spacing 10, greedy A, 40-wide B, greedy C in 300: available 300 − 20 = 280. B is the
  /// least flexible (0) and goes first: offered 280/3, takes 40. Then A and C (both ∞, equal
  /// minimum 0, in order) get 240/2 = 120 each. A at 0, B at 130, C at 180; all 100 tall.
  @Test func flexibleChildrenShareWhatTheFixedOnesLeave() {
    let r = layout(
      HStack(spacing: 10) {
        Paints.a
        Paints.b.frame(width: 40)
        Paints.c
      }, 300, 100)
    #expect(r.frames("Color") == [rect(0, 0, 120, 100), rect(130, 0, 40, 100), rect(180, 0, 120, 100)])
  }

  /// spacing 0, greedy A then B framed 50…100: B's flexibility 50 < ∞, so B is offered first,
  /// 300/2 = 150 → clamped to 100; A gets the remaining 200. (In declaration order A would
  /// take 150 and leave a 50-pt hole.)
  @Test func lessFlexibleChildIsOfferedSpaceFirst() {
    let r = layout(
      HStack(spacing: 0) {
        Paints.a
        Paints.b.frame(minWidth: 50, maxWidth: 100)
      }, 300, 100)
    #expect(r.frames("Color") == [rect(0, 0, 200, 100), rect(200, 0, 100, 100)])
  }

  /// spacing 0: A framed minWidth 40 (minimum 40, unbounded), B greedy with priority 1. B's
  /// group is sized first after reserving A's minimum: offered 300 − 40 = 260; A then gets 40.
  /// Without the reservation B would take all 300.
  @Test func higherPriorityChildLeavesTheMinimumsOfLowerOnes() {
    let r = layout(
      HStack(spacing: 0) {
        Paints.a.frame(minWidth: 40)
        Paints.b.layoutPriority(1)
      }, 300, 100)
    #expect(r.frames("Color") == [rect(0, 0, 40, 100), rect(40, 0, 260, 100)])
  }

  /// The priority passes through later modifiers: B `.layoutPriority(1).frame(height: 50)`
  /// still gets 260 (centred vertically: y = 25).
  @Test func layoutPriorityPassesThroughModifiers() {
    let r = layout(
      HStack(spacing: 0) {
        Paints.a.frame(minWidth: 40)
        Paints.b.layoutPriority(1).frame(height: 50)
      }, 300, 100)
    #expect(r.frames("Color") == [rect(0, 0, 40, 100), rect(40, 25, 260, 50)])
  }

  /// A child offered less than it needs overflows; one offered a negative share gets 0.
  /// spacing 0, priority-1 greedy A, 50-wide B, greedy C in 300: A gets 300 − 50 (B's minimum)
  /// = 250; then B (less flexible) offered 25 takes 50, and C is offered max(0, 0) = 0.
  @Test func lastChildGetsNothingWhenTheSpaceIsGone() {
    let r = layout(
      HStack(spacing: 0) {
        Paints.a.layoutPriority(1)
        Paints.b.frame(width: 50)
        Paints.c
      }, 300, 100)
    #expect(r.frames("Color") == [rect(0, 0, 250, 100), rect(250, 0, 50, 100), rect(300, 0, 0, 100)])
  }

  // MARK: Spacer

  /// A 50 × 50, Spacer, B 30 × 30 in 300 × 100: no gap next to the spacer; A and B take their
  /// sizes, the spacer (sized last) the rest: 300 − 80 = 220. The stack is 50 tall at y = 25;
  /// the spacer is 0 tall, centred: y = 50.
  @Test func spacerPushesItsNeighboursApart() {
    let r = layout(
      HStack {
        Paints.a.frame(width: 50, height: 50)
        Spacer()
        Paints.b.frame(width: 30, height: 30)
      }, 300, 100)
    #expect(r.frames("Color") == [rect(0, 25, 50, 50), rect(270, 35, 30, 30)])
    #expect(r.frames("Spacer") == [rect(50, 50, 220, 0)])
  }

  /// The spacer is sized after a greedy sibling, which leaves it only its 8-pt minimum:
  /// the colour gets 300 − 8 = 292.
  @Test func spacerIsSizedAfterAGreedySibling() {
    let r = layout(
      HStack {
        Paints.a
        Spacer()
      }, 300, 100)
    #expect(r.frames("Color") == [rect(0, 0, 292, 100)])
    #expect(r.frames("Spacer") == [rect(292, 50, 8, 0)])
  }

  /// minLength is honoured even when it overflows: 280 + 30 + 20 = 330 wide, centred on 300
  /// at x = −15; the spacer at 265, B at 295.
  @Test func spacerKeepsItsMinimumLength() {
    let r = layout(
      HStack {
        Paints.a.frame(width: 280)
        Spacer(minLength: 30)
        Paints.b.frame(width: 20)
      }, 300, 100)
    #expect(r.frames("Color") == [rect(-15, 0, 280, 100), rect(295, 0, 20, 100)])
    #expect(r.frames("Spacer") == [rect(265, 50, 30, 0)])
  }

  /// In a VStack the spacer grows vertically and is 0 wide: Spacer then 50 × 50 on 200 × 200:
  /// the spacer is 150 tall; the stack is 50 wide at x = 75, the spacer centred at x = 100.
  @Test func spacerGrowsAlongAVStack() {
    let r = layout(
      VStack {
        Spacer()
        Paints.a.frame(width: 50, height: 50)
      }, 200, 200)
    #expect(r.frames("Spacer") == [rect(100, 0, 0, 150)])
    #expect(r.frames("Color") == [rect(75, 150, 50, 50)])
  }

  /// Outside a stack a spacer takes the whole proposal in both dimensions.
  @Test func spacerOutsideAStackFillsBothDimensions() {
    let r = layout(Spacer(), 200, 100)
    #expect(r.frames("Spacer") == [rect(0, 0, 200, 100)])
  }

  // MARK: Unspecified proposals

  /// `.fixedSize(horizontal: true, vertical: false)` proposes (nil, 100): every child takes its
  /// ideal width (a colour 10, a 30-wide frame 30) and the stack's 100 height: 40 × 100 at
  /// x = 80 on 200.
  @Test func nilProposalGivesIdealLengths() {
    let r = layout(
      HStack(spacing: 0) {
        Paints.a
        Paints.b.frame(width: 30)
      }.fixedSize(horizontal: true, vertical: false), 200, 100)
    #expect(r.frames("Color") == [rect(80, 0, 10, 100), rect(90, 0, 30, 100)])
  }

  /// `.fixedSize()` sizes with (nil, nil): colour 10 × 10, frame 30 × 40, so the stack is
  /// 40 × 40 at (80, 80). Placement proposes the stack's own height when none was given, so
  /// the colour is placed 40 tall (the "equal heights" idiom).
  @Test func placementProposesTheStackHeightWhenNoneWasGiven() {
    let r = layout(
      HStack(spacing: 0) {
        Paints.a
        Paints.b.frame(width: 30, height: 40)
      }.fixedSize(), 200, 200)
    #expect(r.frames("Color") == [rect(80, 80, 10, 40), rect(90, 80, 30, 40)])
  }

  // MARK: Source compatibility

  /// A status bar as SwiftUI code writes it (docs/ARCHITECTURE.md §5, production mode): title,
  /// spacer, 50-pt placeholder, horizontal padding 16, on a 390-wide canvas. The placeholder is
  /// pushed to the trailing edge: x = 390 − 16 − 50 = 324, and the title starts at the padding, 16.
  @Test func statusBarPushesThePlaceholderToTheTrailingEdge() {
    struct StatusBar: View {
      var body: some View {
        HStack(alignment: .center) {
          Text("Workout").font(.system(size: 17, weight: .semibold))
          Spacer()
          Color.clear.frame(width: 50, height: 50)
        }
        .padding(.horizontal, 16)
        .background(Color(.systemGroupedBackground))
      }
    }
    let r = layout(StatusBar().frame(maxHeight: .infinity, alignment: .top), 390, 700)
    #expect(r.frames("Color").last == rect(324, 0, 50, 50))
    #expect(r.frames("Text").first?.minX == 16)
  }
}

@Suite struct ModifiedEmptyViewTests {
  /// A modified `EmptyView` is no item: no slot and no gap, so the red fill starts at 0 and the
  /// blue one after it is 20 pt (the spacing) away only once.
  @Test func aModifiedEmptyViewTakesNoSlotInAStack() {
    let view = HStack(spacing: 20) {
      EmptyView().font(.caption).padding()
      Paints.a.frame(width: 30)
      EmptyView().frame(width: 50)
      Paints.b.frame(width: 30)
    }
    .frame(width: 100, height: 10, alignment: .leading)
    let p = SceneRuntime(view, canvasSize: CGSize(width: 100, height: 10)).pixels(at: 0)
    #expect(p.box(of: Paints.aRGB) == CGRect(x: 0, y: 0, width: 30, height: 10))
    #expect(p.box(of: Paints.bRGB) == CGRect(x: 50, y: 0, width: 30, height: 10))
  }
}
