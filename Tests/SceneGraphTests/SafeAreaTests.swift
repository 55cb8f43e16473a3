import Flipbook
import Testing

// Safe areas on an iPhone 16 Pro in portrait: a 402 × 874 pt canvas whose status bar reaches
// 62 pt down and whose home indicator reaches 34 pt up (Apple's published safe-area insets for
// the device). The safe area is therefore (0, 62, 402, 778): 874 − 62 − 34 = 778 tall, its
// bottom at 62 + 778 = 840. Every expected frame below is worked out from those numbers.

private let iPhone16Pro = CGSize(width: 402, height: 874)
private let iPhoneInsets = EdgeInsets(top: 62, leading: 0, bottom: 34, trailing: 0)

private func onIPhone<V: View>(_ view: V) -> SceneRuntime {
  let runtime = SceneRuntime(view, canvasSize: iPhone16Pro, safeAreaInsets: iPhoneInsets)
  _ = runtime.displayList(at: 0)
  return runtime
}

/// The frames of the colour views, in the order they were placed.
private func colorFrames(_ runtime: SceneRuntime) -> [CGRect] {
  runtime.frames.filter { $0.kind == "Color" }.map(\.frame)
}

private func rect(_ x: Double, _ y: Double, _ w: Double, _ h: Double) -> CGRect {
  CGRect(x: x, y: y, width: w, height: h)
}

/// Keeps what a geometry reader's content saw.
private final class ProxyBox: @unchecked Sendable {
  var insets: EdgeInsets?
}

@Suite struct SafeAreaTests {
  @Test func rootColourFillsTheSafeArea() {
    #expect(colorFrames(onIPhone(Color.red)) == [rect(0, 62, 402, 778)])
  }

  @Test func rootColourIgnoringTheSafeAreaFillsTheCanvas() {
    #expect(colorFrames(onIPhone(Color.red.ignoresSafeArea())) == [rect(0, 0, 402, 874)])
  }

  @Test func ignoringTheTopEdgeOnlyGrowsUpward() {
    // Top moves from 62 to 0; the bottom stays at 840.
    #expect(colorFrames(onIPhone(Color.red.ignoresSafeArea(edges: .top))) == [rect(0, 0, 402, 840)])
  }

  @Test func edgesIgnoringSafeAreaGrowsOnTheGivenEdge() {
    // Bottom moves from 840 to 874: 778 + 34 = 812 tall.
    #expect(colorFrames(onIPhone(Color.red.edgesIgnoringSafeArea(.bottom))) == [rect(0, 62, 402, 812)])
  }

  /// Only the keyboard region is ignored, and a canvas has no keyboard insets.
  @Test func ignoringOnlyTheKeyboardRegionDoesNotGrow() {
    #expect(colorFrames(onIPhone(Color.red.ignoresSafeArea(.keyboard))) == [rect(0, 62, 402, 778)])
  }

  /// A 100-pt square is centred in the safe area, not on the canvas: x = (402 − 100) / 2 =
  /// 151, y = 62 + (778 − 100) / 2 = 401 (centred on the canvas it would be at y 387).
  @Test func rootIsCentredInTheSafeArea() {
    #expect(colorFrames(onIPhone(Color.red.frame(width: 100, height: 100))) == [rect(151, 401, 100, 100)])
  }

  /// A view in the middle of the screen touches no safe-area boundary, so ignoring the safe
  /// area changes nothing.
  @Test func viewAwayFromTheBoundaryDoesNotGrow() {
    let view = Color.red.ignoresSafeArea().frame(width: 100, height: 100)
    #expect(colorFrames(onIPhone(view)) == [rect(151, 401, 100, 100)])
  }

  /// The stack fills the safe area and splits it into two 389-pt halves. The top half
  /// touches the top boundary and grows to the canvas top (0…451); its bottom edge is
  /// inside the safe area and stays. The bottom half does not ignore the safe area.
  @Test func stackChildTouchingTheTopGrowsIntoIt() {
    let view = VStack(spacing: 0) {
      Color.red.ignoresSafeArea()
      Color.green
    }
    #expect(colorFrames(onIPhone(view)) == [rect(0, 0, 402, 451), rect(0, 451, 402, 389)])
  }

  /// iOS 15's ShapeStyle background extends into the safe area by default: the stack stays
  /// in the safe area, its background fills the canvas.
  @Test func styleBackgroundOfAFullScreenStackFillsTheCanvas() {
    let view = VStack { Color.clear }.background(Color.blue)
    #expect(colorFrames(onIPhone(view)) == [rect(0, 0, 402, 874), rect(0, 62, 402, 778)])
  }

  @Test func styleBackgroundWithNoEdgesStaysInTheViewsBounds() {
    let view = VStack { Color.clear }.background(Color.blue, ignoresSafeAreaEdges: [])
    #expect(colorFrames(onIPhone(view)) == [rect(0, 62, 402, 778), rect(0, 62, 402, 778)])
  }

  @Test func styleBackgroundOfASmallViewDoesNotExtend() {
    let view = Color.clear.frame(width: 100, height: 100).background(.blue)
    #expect(colorFrames(onIPhone(view)) == [rect(151, 401, 100, 100), rect(151, 401, 100, 100)])
  }

  /// A reader filling the safe area could extend 62 pt up and 34 pt down.
  @Test func geometryReaderInTheSafeAreaReportsTheInsetsItTouches() {
    let box = ProxyBox()
    _ = onIPhone(GeometryReader { proxy in
      box.insets = proxy.safeAreaInsets
      return Color.clear
    })
    #expect(box.insets == EdgeInsets(top: 62, leading: 0, bottom: 34, trailing: 0))
  }

  /// A reader that already fills the canvas has nothing left to extend into.
  @Test func geometryReaderIgnoringTheSafeAreaReportsNoInsets() {
    let box = ProxyBox()
    _ = onIPhone(GeometryReader { proxy in
      box.insets = proxy.safeAreaInsets
      return Color.clear
    }.ignoresSafeArea())
    #expect(box.insets == EdgeInsets())
  }

  @Test func geometryReaderOnACanvasWithoutInsetsReportsNone() {
    let box = ProxyBox()
    let runtime = SceneRuntime(GeometryReader { proxy in
      box.insets = proxy.safeAreaInsets
      return Color.clear
    }, canvasSize: iPhone16Pro)
    _ = runtime.displayList(at: 0)
    #expect(box.insets == EdgeInsets())
  }

  /// On a 200-pt canvas: padding 20 leaves (20, 20, 160, 160).
  @Test func safeAreaPaddingInsetsTheContent() {
    let runtime = SceneRuntime(Color.red.safeAreaPadding(20), canvasSize: CGSize(width: 200, height: 200))
    _ = runtime.displayList(at: 0)
    #expect(colorFrames(runtime) == [rect(20, 20, 160, 160)])
  }

  /// Content that ignores the safe area reaches through `safeAreaPadding` to the padded
  /// view's edges; through plain `padding` it would not.
  @Test func contentIgnoringTheSafeAreaReachesThroughSafeAreaPadding() {
    let runtime = SceneRuntime(
      Color.red.ignoresSafeArea().safeAreaPadding(20), canvasSize: CGSize(width: 200, height: 200))
    _ = runtime.displayList(at: 0)
    #expect(colorFrames(runtime) == [rect(0, 0, 200, 200)])
  }

  @Test func contentIgnoringTheSafeAreaStaysInsidePlainPadding() {
    let runtime = SceneRuntime(Color.red.ignoresSafeArea().padding(20), canvasSize: CGSize(width: 200, height: 200))
    _ = runtime.displayList(at: 0)
    #expect(colorFrames(runtime) == [rect(20, 20, 160, 160)])
  }

  /// Without insets, ignoring the safe area lays out exactly as before.
  @Test func withoutInsetsIgnoringTheSafeAreaChangesNothing() {
    let runtime = SceneRuntime(Color.red.ignoresSafeArea().frame(width: 100, height: 50), canvasSize: iPhone16Pro)
    _ = runtime.displayList(at: 0)
    #expect(colorFrames(runtime) == [rect(151, 412, 100, 50)])
  }
}
