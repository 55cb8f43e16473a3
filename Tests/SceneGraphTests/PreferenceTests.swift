import Flipbook
import Testing

// Preferences, used as app code uses them: measuring a view with a `GeometryReader` in its
// background, the widest of several views, an underline found through anchors, transforms of
// the value, change actions, named coordinate spaces. Places worked out by hand, measured
// from the pixels where something is drawn.

private struct WidthKey: PreferenceKey {
  static let defaultValue: CGFloat = 0
  static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) { value = max(value, nextValue()) }
}

private struct BoundsKey: PreferenceKey {
  static let defaultValue: [Int: Anchor<CGRect>] = [:]
  static func reduce(value: inout [Int: Anchor<CGRect>], nextValue: () -> [Int: Anchor<CGRect>]) {
    value.merge(nextValue()) { $1 }
  }
}

private struct CountKey: PreferenceKey {
  static let defaultValue = 0
  static func reduce(value: inout Int, nextValue: () -> Int) { value += nextValue() }
}

extension View {
  /// Hands up this view's width through a reader in its background.
  fileprivate func reportingWidth() -> some View {
    background(GeometryReader { proxy in Color.clear.preference(key: WidthKey.self, value: proxy.size.width) })
  }
}

/// Views 20, 50 and 30 wide report their widths; a bar below is as wide as the widest, once
/// the change action has stored it.
private struct WidestBar: View {
  @State private var width: CGFloat = 0

  var body: some View {
    VStack(spacing: 0) {
      HStack(spacing: 0) {
        Paints.a.frame(width: 20, height: 10).reportingWidth()
        Paints.a.frame(width: 50, height: 10).reportingWidth()
        Paints.a.frame(width: 30, height: 10).reportingWidth()
      }
      Paints.b.frame(width: width, height: 10)
    }
    .onPreferenceChange(WidthKey.self) { width = $0 }
  }
}

/// Three 30-pt tabs; an underline under the selected one, found through its anchor.
private struct Tabs: View {
  let selected: Int
  var shift: CGFloat = 0

  var body: some View {
    HStack(spacing: 10) {
      ForEach(0..<3) { i in
        Paints.a.frame(width: 30, height: 20)
          .anchorPreference(key: BoundsKey.self, value: .bounds) { [i: $0] }
      }
    }
    .offset(x: shift)
    .overlayPreferenceValue(BoundsKey.self) { anchors in
      GeometryReader { proxy in
        if let anchor = anchors[selected] {
          let bounds = proxy[anchor]
          Paints.b.frame(width: bounds.width, height: 4).offset(x: bounds.minX, y: bounds.maxY + 2)
        }
      }
    }
  }
}

@Suite struct PreferenceTests {
  /// The widest of 20, 50 and 30 is 50: the blue bar is 50 wide, centred in 100 like the
  /// 100-wide row, at 25.
  @Test func aChangeActionGetsTheReducedValue() {
    let r = SceneRuntime(WidestBar(), canvasSize: CGSize(width: 100, height: 20))
    r.advance(to: 0.1)
    #expect(r.pixels(at: 0.1).box(of: Paints.bRGB) == CGRect(x: 25, y: 10, width: 50, height: 10))
  }

  /// The row of tabs is 110 × 20 at (15, 10) in 140 × 40, tabs at 15, 55 and 95 (the
  /// overlay takes no room): the underline under tab 1 is 30 wide at 55, 2 pt below the tab,
  /// at 10 + 20 + 2 = 32.
  @Test func anAnchorResolvesToTheViewsBoundsInTheReader() {
    let pixels = SceneRuntime(Tabs(selected: 1), canvasSize: CGSize(width: 140, height: 40)).pixels(at: 0)
    let tab = try! #require(pixels.box(of: Paints.aRGB))
    #expect(tab == CGRect(x: 15, y: 10, width: 110, height: 20))
    #expect(pixels.box(of: Paints.bRGB) == CGRect(x: 55, y: 32, width: 30, height: 4))
  }

  /// An `.offset` on the tabs moves where they are drawn, and the anchors with them: the
  /// underline under tab 2 is at 95 + 7.
  @Test func anchorsFollowRenderEffects() {
    let pixels = SceneRuntime(Tabs(selected: 2, shift: 7), canvasSize: CGSize(width: 140, height: 40)).pixels(at: 0)
    #expect(pixels.box(of: Paints.bRGB) == CGRect(x: 102, y: 32, width: 30, height: 4))
  }

  /// Counting views: `.preference` on a container replaces its children's values, and
  /// `transformPreference` changes its subtree's value on the way up.
  @Test func writersReplaceAndTransformersChange() {
    let log = Log()
    let view = VStack {
      Color.clear.preference(key: CountKey.self, value: 1)
      VStack {
        Color.clear.preference(key: CountKey.self, value: 1)
        Color.clear.preference(key: CountKey.self, value: 1)
      }
      .preference(key: CountKey.self, value: 10)
      HStack {
        Color.clear.preference(key: CountKey.self, value: 1)
      }
      .transformPreference(CountKey.self) { $0 *= 100 }
    }
    .onPreferenceChange(CountKey.self) { log.append("\($0)") }
    let r = SceneRuntime(view, canvasSize: CGSize(width: 50, height: 50))
    r.advance(to: 0.1)
    // 1 + 10 + 100.
    #expect(log.entries == ["111"])
  }

  /// A change action runs once for the first value and again only when the value changes.
  @Test func aChangeActionRunsOnChangesOnly() {
    let log = Log()
    let r = flipping(at: 0.5, animation: nil, canvas: CGSize(width: 100, height: 20)) { wide in
      HStack {
        Color.clear.frame(width: wide ? 60 : 40, height: 10).reportingWidth()
        Color.clear.frame(width: 20, height: 10).reportingWidth()
      }
      .onPreferenceChange(WidthKey.self) { log.append("\($0)") }
    }
    r.advance(to: 0.2)
    r.advance(to: 0.4)
    r.advance(to: 0.7)
    r.advance(to: 0.9)
    #expect(log.entries == ["40.0", "60.0"])
  }

  /// A reader's frame in a named space is relative to the named view: the second of two
  /// 30-pt rows with 8 between is at y = 38 in the column's space, whatever the column's own
  /// place on the canvas.
  @Test func aNamedSpaceIsTheNamedViewsCoordinates() {
    let log = Log()
    let view = VStack(spacing: 8) {
      Color.clear.frame(height: 30)
      GeometryReader { proxy in
        Color.clear.onAppear { log.append("\(proxy.frame(in: .named("column")).minY) \(proxy.frame(in: .global).minY)") }
      }
      .frame(height: 30)
    }
    .coordinateSpace(name: "column")
    .padding(.top, 20)
    let r = SceneRuntime(view, canvasSize: CGSize(width: 100, height: 200))
    r.advance(to: 0.1)
    // The padded column is 88 tall, centred in 200 at 56; its content starts 20 lower, at 76.
    #expect(log.entries.first == "38.0 114.0")
  }

  /// A background built from a preference is drawn under its content: a 20-pt red square
  /// over a blue band as wide as the square reports.
  @Test func aPreferenceBackgroundDrawsBelow() {
    let view = Paints.a.frame(width: 20, height: 20).reportingWidth()
      .backgroundPreferenceValue(WidthKey.self) { width in Paints.b.frame(width: width + 20, height: 10) }
    let pixels = SceneRuntime(view, canvasSize: CGSize(width: 60, height: 20)).pixels(at: 0)
    #expect(pixels[30, 10] == SIMD4(255, 0, 0, 255))
    #expect(pixels.box(of: Paints.bRGB) == CGRect(x: 10, y: 5, width: 40, height: 10))
  }

  /// Selecting tab 1 inside a linear second moves the underline from tab 0 (x = 15) to tab 1
  /// (55): halfway, at 35.
  @Test func anUnderlineFromAnAnchorAnimates() {
    let r = flipping(at: 0.5, animation: .linear(duration: 1), canvas: CGSize(width: 140, height: 40)) { second in
      Tabs(selected: second ? 1 : 0)
    }
    #expect(r.pixels(at: 0.4).box(of: Paints.bRGB)?.minX == 15)
    #expect(r.pixels(at: 1).box(of: Paints.bRGB)?.minX == 35)
    #expect(r.pixels(at: 1.6).box(of: Paints.bRGB)?.minX == 55)
  }
}
