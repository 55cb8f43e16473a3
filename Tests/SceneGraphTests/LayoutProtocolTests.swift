import Flipbook
import Testing

// The `Layout` protocol, used as app code uses it: an equal-width row and a radial layout as
// Apple's "Composing custom layouts" sample writes them (our own code), a layout value that
// orders subviews, a layout's own alignment guide, spacers in a layout with a stack
// orientation, and `AnyLayout` switching a row into a column with an animation. Every place
// is worked out by hand from the layout's own arithmetic and measured from the pixels.

/// Every subview as wide as the widest one's ideal width, side by side, spaced by their
/// spacing preferences.
private struct EqualWidthHStack: Layout {
  var anchor: UnitPoint = .topLeading

  private func cell(_ subviews: Subviews) -> CGSize {
    subviews.map { $0.sizeThatFits(.unspecified) }.reduce(.zero) {
      CGSize(width: max($0.width, $1.width), height: max($0.height, $1.height))
    }
  }

  private func gaps(_ subviews: Subviews) -> [CGFloat] {
    subviews.indices.map { i in
      i == subviews.indices.last ? 0 : subviews[i].spacing.distance(to: subviews[i + 1].spacing, along: .horizontal)
    }
  }

  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
    guard !subviews.isEmpty else { return .zero }
    let cell = cell(subviews)
    return CGSize(width: cell.width * CGFloat(subviews.count) + gaps(subviews).reduce(0, +), height: cell.height)
  }

  func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
    let cell = cell(subviews)
    let gaps = gaps(subviews)
    var x = bounds.minX
    for index in subviews.indices {
      let point = CGPoint(x: x + anchor.x * cell.width, y: bounds.minY + anchor.y * cell.height)
      subviews[index].place(at: point, anchor: anchor, proposal: ProposedViewSize(cell))
      x += cell.width + gaps[index]
    }
  }
}

/// Subviews around a circle of `radius`, the first at the top, clockwise, centred on their
/// points.
private struct RadialLayout: Layout {
  var radius: CGFloat

  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
    proposal.replacingUnspecifiedDimensions()
  }

  func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
    for (i, subview) in subviews.enumerated() {
      let angle = 2 * Double.pi * Double(i) / Double(subviews.count) - Double.pi / 2
      let point = CGPoint(x: bounds.midX + radius * cos(angle), y: bounds.midY + radius * sin(angle))
      subview.place(at: point, anchor: .center, proposal: .unspecified)
    }
  }
}

private struct Rank: LayoutValueKey {
  static let defaultValue = 0
}

/// Subviews left to right by their `Rank`, 20 pt apart.
private struct RankedRow: Layout {
  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout [Int]) -> CGSize {
    CGSize(width: 20 * CGFloat(subviews.count), height: 20)
  }

  func makeCache(subviews: Subviews) -> [Int] {
    subviews.indices.sorted { subviews[$0][Rank.self] < subviews[$1][Rank.self] }
  }

  func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout [Int]) {
    for (slot, index) in cache.enumerated() {
      subviews[index].place(at: CGPoint(x: bounds.minX + 20 * CGFloat(slot), y: bounds.minY), proposal: .unspecified)
    }
  }
}

/// One subview, its leading guide declared 15 pt in.
private struct IndentedLeading: Layout {
  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
    subviews.first?.sizeThatFits(proposal) ?? .zero
  }

  func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
    subviews.first?.place(at: bounds.origin, proposal: proposal)
  }

  func explicitAlignment(
    of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()
  ) -> CGFloat? {
    guide == .leading ? bounds.minX + 15 : nil
  }
}

/// Report what their first subview answers a 50 × 50 proposal, and place nothing.
private struct VerticalProbe: Layout {
  let log: Log
  static var layoutProperties: LayoutProperties {
    var properties = LayoutProperties()
    properties.stackOrientation = .vertical
    return properties
  }

  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
    let size = subviews[0].sizeThatFits(ProposedViewSize(width: 50, height: 50))
    log.append("\(size.width)x\(size.height)")
    return .zero
  }

  func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}
}

private struct PlainProbe: Layout {
  let log: Log

  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
    let size = subviews[0].sizeThatFits(ProposedViewSize(width: 50, height: 50))
    log.append("\(size.width)x\(size.height)")
    return .zero
  }

  func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}
}

/// Places nothing.
private struct Lazy: Layout {
  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize { CGSize(width: 100, height: 100) }
  func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}
}

@Suite struct LayoutProtocolTests {
  private static let red = Paints.a, blue = Paints.b, green = Paints.c

  /// Widths 20, 50, 30 (30 tall) in cells of the widest, 50, with 8 pt between (two ordinary
  /// views' spacing): 3 · 50 + 2 · 8 = 166 wide, centred in 200 × 50 at (17, 10). Top-leading
  /// anchors put each view at its cell's start: 17, 75, 133.
  @Test func anEqualWidthRowPlacesEachViewInItsCell() {
    let view = EqualWidthHStack {
      Self.red.frame(width: 20, height: 30)
      Self.blue.frame(width: 50, height: 30)
      Self.green.frame(width: 30, height: 30)
    }
    let pixels = SceneRuntime(view, canvasSize: CGSize(width: 200, height: 50)).pixels(at: 0)
    #expect(pixels.box(of: Paints.aRGB) == CGRect(x: 17, y: 10, width: 20, height: 30))
    #expect(pixels.box(of: Paints.bRGB) == CGRect(x: 75, y: 10, width: 50, height: 30))
    #expect(pixels.box(of: Paints.cRGB) == CGRect(x: 133, y: 10, width: 30, height: 30))
  }

  /// With centre anchors each view is centred in its cell: red at 17 + 25 − 10 = 32, green at
  /// 133 + 25 − 15 = 143.
  @Test func anAnchorIsThePointPlacedAtThePosition() {
    let view = EqualWidthHStack(anchor: .center) {
      Self.red.frame(width: 20, height: 30)
      Self.blue.frame(width: 50, height: 30)
      Self.green.frame(width: 30, height: 30)
    }
    let pixels = SceneRuntime(view, canvasSize: CGSize(width: 200, height: 50)).pixels(at: 0)
    #expect(pixels.box(of: Paints.aRGB) == CGRect(x: 32, y: 10, width: 20, height: 30))
    #expect(pixels.box(of: Paints.cRGB) == CGRect(x: 143, y: 10, width: 30, height: 30))
  }

  /// A `Spacer` between two views has no spacing preference: the row closes up to
  /// 3 · 50 = 150 wide, at x = 25; the spacer's cell starts at 75 with no gap either side.
  @Test func noGapIsPutNextToASpacer() {
    let view = EqualWidthHStack {
      Self.red.frame(width: 50, height: 30)
      Spacer()
      Self.green.frame(width: 50, height: 30)
    }
    let pixels = SceneRuntime(view, canvasSize: CGSize(width: 200, height: 50)).pixels(at: 0)
    #expect(pixels.box(of: Paints.aRGB) == CGRect(x: 25, y: 10, width: 50, height: 30))
    #expect(pixels.box(of: Paints.cRGB) == CGRect(x: 125, y: 10, width: 50, height: 30))
  }

  /// Three 10-pt dots on a circle of radius 40 round (50, 50): at −90°, 30° and 150°, so their
  /// centres are (50, 10), (50 + 40 cos 30°, 70) = (84.64, 70) and (15.36, 70).
  @Test func aRadialLayoutPutsEachViewsCentreOnTheCircle() {
    let view = RadialLayout(radius: 40) {
      Circle().fill(Self.red).frame(width: 10, height: 10)
      Circle().fill(Self.blue).frame(width: 10, height: 10)
      Circle().fill(Self.green).frame(width: 10, height: 10)
    }
    .frame(width: 100, height: 100)
    let pixels = SceneRuntime(view, canvasSize: CGSize(width: 100, height: 100)).pixels(at: 0)
    let expected = [(Paints.aRGB, CGPoint(x: 50, y: 10)), (Paints.bRGB, CGPoint(x: 84.64, y: 70)), (Paints.cRGB, CGPoint(x: 15.36, y: 70))]
    for (color, centre) in expected {
      let box = try! #require(pixels.box(of: color))
      // The anti-aliased box of a dot centred at c spans the pixels c − 5 … c + 5 touches.
      #expect(box.minX == (centre.x - 5).rounded(.down) && box.maxX == (centre.x + 5).rounded(.up))
      #expect(box.minY == (centre.y - 5).rounded(.down) && box.maxY == (centre.y + 5).rounded(.up))
    }
  }

  /// Ranks 2, 0, 1 order the row blue (rank 0) at 0, green (1) at 20, red (2) at 40; the
  /// `.opacity` outside blue's value does not hide it.
  @Test func layoutValuesReachTheLayoutThroughModifiers() {
    let view = RankedRow {
      Self.red.frame(width: 20, height: 20).layoutValue(key: Rank.self, value: 2)
      Self.blue.frame(width: 20, height: 20).layoutValue(key: Rank.self, value: 0).opacity(1)
      Self.green.frame(width: 20, height: 20).layoutValue(key: Rank.self, value: 1)
    }
    .frame(width: 60, height: 20)
    let pixels = SceneRuntime(view, canvasSize: CGSize(width: 60, height: 20)).pixels(at: 0)
    #expect(pixels.box(of: Paints.bRGB)?.minX == 0)
    #expect(pixels.box(of: Paints.cRGB)?.minX == 20)
    #expect(pixels.box(of: Paints.aRGB)?.minX == 40)
  }

  /// In a leading-aligned column the layout's declared leading guide (15 pt in) lines up with
  /// red's leading edge: the column is 15 + 40 = 55 wide at x = (100 − 55) / 2 = 22.5, so red
  /// spans 37.5…77.5 and the layout's blue 22.5…62.5 (the half pixels show as half coverage).
  @Test func aLayoutsExplicitGuideAlignsItInAStack() {
    let view = VStack(alignment: .leading, spacing: 0) {
      Self.red.frame(width: 40, height: 20)
      IndentedLeading { Self.blue.frame(width: 40, height: 20) }
    }
    let pixels = SceneRuntime(view, canvasSize: CGSize(width: 100, height: 60)).pixels(at: 0)
    #expect(pixels.box(of: Paints.aRGB) == CGRect(x: 37, y: 10, width: 41, height: 20))
    #expect(pixels.box(of: Paints.bRGB) == CGRect(x: 22, y: 30, width: 41, height: 20))
    #expect(abs(pixels.alpha(37, 15) - 0.5) < 0.01 && abs(pixels.alpha(22, 40) - 0.5) < 0.01)
  }

  /// A `Spacer` grows along the layout's stack orientation: 0 × 50 in a vertical layout,
  /// 50 × 50 in a layout without one.
  @Test func spacersGrowAlongTheLayoutsOrientation() {
    let log = Log()
    _ = SceneRuntime(HStack { VerticalProbe(log: log) { Spacer() } }, canvasSize: CGSize(width: 10, height: 10)).pixels(at: 0)
    #expect(log.entries.first == "0.0x50.0")
    let plain = Log()
    _ = SceneRuntime(HStack { PlainProbe(log: plain) { Spacer() } }, canvasSize: CGSize(width: 10, height: 10)).pixels(at: 0)
    #expect(plain.entries.first == "50.0x50.0")
  }

  /// A subview the layout does not place is centred in its bounds: a 20-pt square in the
  /// 100 × 100 layout at (40, 40).
  @Test func anUnplacedSubviewIsCentred() {
    let pixels = SceneRuntime(Lazy { Self.red.frame(width: 20, height: 20) }, canvasSize: CGSize(width: 100, height: 100)).pixels(at: 0)
    #expect(pixels.box(of: Paints.aRGB) == CGRect(x: 40, y: 40, width: 20, height: 20))
  }

  /// `HStackLayout` as a container is an `HStack`.
  @Test func theStackLayoutsAreTheStacks() {
    let canvas = CGSize(width: 100, height: 60)
    let layout = SceneRuntime(
      HStackLayout(alignment: .top, spacing: 4) { Self.red.frame(width: 20, height: 30); Self.blue.frame(width: 30, height: 20) },
      canvasSize: canvas
    ).pixels(at: 0)
    let stack = SceneRuntime(
      HStack(alignment: .top, spacing: 4) { Self.red.frame(width: 20, height: 30); Self.blue.frame(width: 30, height: 20) },
      canvasSize: canvas
    ).pixels(at: 0)
    #expect(layout == stack)
    // 54 wide, 30 tall at (23, 15); blue top-aligned at 23 + 24 = 47.
    #expect(layout.box(of: Paints.bRGB) == CGRect(x: 47, y: 15, width: 30, height: 20))
  }

  /// `AnyLayout` switching a row of two 20-pt squares (spacing 0) into a column keeps their
  /// identities, so each flies from its place in the row to its place in the column. In
  /// 100 × 100: row 40 × 20 at (30, 40), so red (30, 40), blue (50, 40); column 20 × 40 at
  /// (40, 30), red (40, 30), blue (40, 50). Halfway through a linear second: red (35, 35),
  /// blue (45, 45).
  @Test func anyLayoutAnimatesARowIntoAColumn() {
    let r = flipping(at: 0.5, animation: .linear(duration: 1), canvas: CGSize(width: 100, height: 100)) { column in
      let layout = column ? AnyLayout(VStackLayout(spacing: 0)) : AnyLayout(HStackLayout(spacing: 0))
      layout {
        Self.red.frame(width: 20, height: 20)
        Self.blue.frame(width: 20, height: 20)
      }
    }
    let before = r.pixels(at: 0.4)
    #expect(before.box(of: Paints.aRGB) == CGRect(x: 30, y: 40, width: 20, height: 20))
    #expect(before.box(of: Paints.bRGB) == CGRect(x: 50, y: 40, width: 20, height: 20))
    let halfway = r.pixels(at: 1)
    #expect(halfway.box(of: Paints.aRGB) == CGRect(x: 35, y: 35, width: 20, height: 20))
    #expect(halfway.box(of: Paints.bRGB) == CGRect(x: 45, y: 45, width: 20, height: 20))
    let after = r.pixels(at: 1.6)
    #expect(after.box(of: Paints.bRGB) == CGRect(x: 40, y: 50, width: 20, height: 20))
  }

  /// A subview removed inside `withAnimation` leaves a custom layout at once: the row of two
  /// 20-pt cells (48 wide at 76) becomes one (20 wide at 90) while the leaving blue fades
  /// where it was, at 104. Halfway red is at 83 and blue half opaque.
  @Test func aRemovedSubviewLeavesACustomLayoutAtOnce() {
    let r = flipping(from: true, to: false, at: 0.5, animation: .linear(duration: 1), canvas: CGSize(width: 200, height: 50)) { on in
      EqualWidthHStack {
        Self.red.frame(width: 20, height: 30)
        if on { Self.blue.frame(width: 20, height: 30) }
      }
    }
    #expect(r.pixels(at: 0.4).box(of: Paints.aRGB)?.minX == 76)
    let halfway = r.pixels(at: 1)
    #expect(halfway.box(of: Paints.aRGB) == CGRect(x: 83, y: 10, width: 20, height: 30))
    #expect(halfway.box(of: Paints.bRGB) == CGRect(x: 104, y: 10, width: 20, height: 30))
    #expect(abs(halfway.alpha(110, 20) - 0.5) < 0.01)
    #expect(r.pixels(at: 1.6).box(of: Paints.bRGB) == nil)
  }
}
