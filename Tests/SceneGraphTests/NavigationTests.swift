import Drawing
import Flipbook
import Foundation
import Testing

// Navigation stacks measured from pixels: pushes and pops by link, back button, path and
// dismiss; the slide's geometry against the documented spring; the edge swipe and the zoom's
// pull-down following the finger and ending by their rules; the zoom growing out of its source
// and shrinking back into where the source is now.
//
// Canvas 200 × 300 pt with no safe area: the bar (44 pt) starts at the top. Screens pushed
// here are a red `Color` that ignores the safe area, so their pixels' box is the screen's
// drawn frame; the root shows a green field or a green source.

/// The fraction of a critically damped spring of `response` left after `t`: e^(−ωt)(1 + ωt).
private func springLeft(_ t: Double, response: Double) -> Double {
  let w = 2 * Double.pi / response
  return exp(-w * t) * (1 + w * t)
}

private let canvas = CGSize(width: 200, height: 300)

/// A root with a link to the value 1, whose destination is red.
private struct LinkScene: View {
  var body: some View {
    NavigationStack {
      VStack {
        NavigationLink("Open", value: 1)
      }
      .navigationTitle("Root")
      .navigationBarTitleDisplayMode(.inline)
      .navigationDestination(for: Int.self) { _ in RedScreen() }
    }
  }
}

private struct RedScreen: View {
  @Environment(\.dismiss) private var dismiss
  var body: some View {
    ZStack {
      Paints.a.ignoresSafeArea()
      Button("Close") { dismiss() }
    }
  }
}

@Suite struct NavigationTests {
  @Test func linkPushesAndBackButtonPops() {
    let script = Script().wait(0.1).tap(label: "Open").wait(1.0).tap(label: "Root").wait(1.0)
    let runtime = SceneRuntime(LinkScene(), canvasSize: canvas, script: script)
    runtime.advance(to: 0)
    #expect(runtime.pixels(at: 0.05).box(of: Paints.aRGB) == nil)
    // Pushed and settled: the red screen covers the canvas.
    #expect(runtime.pixels(at: 1.0).box(of: Paints.aRGB) == CGRect(x: 0, y: 0, width: 200, height: 300))
    // The back button ("< Root") popped it.
    #expect(runtime.pixels(at: 2.1).box(of: Paints.aRGB) == nil)
  }

  @Test func dismissPopsThePushedScreen() {
    let script = Script().wait(0.1).tap(label: "Open").wait(1.0).tap(label: "Close").wait(1.0)
    let runtime = SceneRuntime(LinkScene(), canvasSize: canvas, script: script)
    runtime.advance(to: 0)
    #expect(runtime.pixels(at: 1.0).box(of: Paints.aRGB) != nil)
    #expect(runtime.pixels(at: 2.1).box(of: Paints.aRGB) == nil)
  }

  /// The incoming screen's leading edge is at W · (1 − p) for the spring's progress p, and
  /// the root under it is dimmed by 10 % · p (its green channel is 255 · (1 − 0.1 p)).
  @Test func pushSlidesInFromTheTrailingEdgeOnTheSpring() {
    struct Scene: View {
      var body: some View {
        NavigationStack {
          ZStack {
            Paints.c.ignoresSafeArea()
            NavigationLink("Open", value: 1)
          }
          .navigationDestination(for: Int.self) { _ in RedScreen() }
        }
      }
    }
    let t0 = 0.1
    let runtime = SceneRuntime(Scene(), canvasSize: canvas, script: Script().wait(t0).tap(label: "Open").wait(1))
    runtime.advance(to: 0)
    for dt in [0.05, 0.1, 0.2] {
      let p = 1 - springLeft(dt, response: 0.35)
      let pixmap = runtime.pixels(at: t0 + dt)
      let box = pixmap.box(of: Paints.aRGB)
      let expected = 200 * (1 - p)
      #expect(box.map { abs($0.minX - expected) <= 1 } == true, "at \(dt) s: red starts at \(String(describing: box?.minX)), expected \(expected)")
      let green = Double(pixmap[2, 200][1])
      #expect(abs(green - 255 * (1 - 0.1 * p)) <= 2, "at \(dt) s: green \(green), p \(p)")
    }
  }

  @Test func typedPathBindingPushesAndPopsInCode() {
    let remote = Remote<[Int]>()
    let script = Script().wait(0.1).perform { remote.set([1], animation: nil) }.wait(1).perform { remote.set([], animation: nil) }.wait(1)
    let scene = Driven([Int](), remote) { _ in
      NavigationStack(path: remote.binding ?? .constant([])) {
        Paints.c.navigationDestination(for: Int.self) { _ in RedScreen() }
      }
    }
    let runtime = SceneRuntime(scene, canvasSize: canvas, script: script)
    runtime.advance(to: 0)
    #expect(runtime.pixels(at: 0.05).box(of: Paints.aRGB) == nil)
    // Mid-push (a change in code animates too), then settled.
    #expect(runtime.pixels(at: 0.2).box(of: Paints.aRGB).map { $0.minX > 0 && $0.minX < 200 } == true)
    #expect(runtime.pixels(at: 1.05).box(of: Paints.aRGB) == CGRect(x: 0, y: 0, width: 200, height: 300))
    #expect(runtime.pixels(at: 2.1).box(of: Paints.aRGB) == nil)
  }

  @Test func navigationPathBindingPushesTwoLevels() {
    let remote = Remote<NavigationPath>()
    let script = Script().wait(0.1).perform { remote.set(NavigationPath(["a", "b"]), animation: nil) }.wait(1)
    let scene = Driven(NavigationPath(), remote) { _ in
      NavigationStack(path: remote.binding ?? .constant(NavigationPath())) {
        Paints.c.navigationDestination(for: String.self) { value in
          (value == "b" ? Paints.b : Paints.a).ignoresSafeArea()
        }
      }
    }
    let runtime = SceneRuntime(scene, canvasSize: canvas, script: script)
    runtime.advance(to: 0)
    // The top screen (blue, "b") shows; the one under it (red) is not drawn once it settles.
    let pixmap = runtime.pixels(at: 1.05)
    #expect(pixmap.box(of: Paints.bRGB) == CGRect(x: 0, y: 0, width: 200, height: 300))
    #expect(pixmap.box(of: Paints.aRGB) == nil)
  }

  // MARK: The edge swipe

  /// A red screen already pushed (an initial path shows at once), swiped from the edge.
  private func swiped(to x: CGFloat, duration: Double = 0.5) -> SceneRuntime {
    struct Swiped: View {
      @State var path = [1]
      var body: some View {
        NavigationStack(path: $path) {
          Paints.c.ignoresSafeArea().navigationDestination(for: Int.self) { _ in Paints.a.ignoresSafeArea() }
        }
      }
    }
    let script = Script().wait(0.1).drag(from: CGPoint(x: 2, y: 150), to: CGPoint(x: x, y: 150), duration: duration).wait(1)
    return SceneRuntime(Swiped(), canvasSize: canvas, script: script)
  }

  @Test func edgeSwipeFollowsTheFingerAndCompletesPastHalf() {
    let runtime = swiped(to: 122)
    runtime.advance(to: 0)
    #expect(runtime.pixels(at: 0.05).box(of: Paints.aRGB)?.minX == 0)
    // Halfway through the drag the finger is at 2 + 120 · 0.5 = 62: moved 60 pt.
    let mid = runtime.pixels(at: 0.1 + 0.25).box(of: Paints.aRGB)
    #expect(mid.map { abs($0.minX - 60) <= 1 } == true, "red starts at \(String(describing: mid?.minX))")
    // Let go at 120 pt (past 100, half the width) at 240 pt/s (under the 300 pt/s flick): it pops.
    #expect(runtime.pixels(at: 1.5).box(of: Paints.aRGB) == nil)
  }

  /// The pop takes over at the finger's speed. Let go at 0.6 s 120 pt across a 200-pt screen
  /// (presence p₀ = 0.4) moving 240 pt/s (dp/dt = −1.2 /s), the presence follows the
  /// critically damped spring of response 0.35 s started with that velocity,
  /// p(t) = (p₀ + (v₀ + ωp₀)t)e^(−ωt), ω = 2π / 0.35; the red screen's leading edge is at
  /// 200 · (1 − p). (From rest it would be 5 pt behind at 0.05 s.)
  @Test func edgeSwipeHandsTheFingersVelocityToThePop() {
    let runtime = swiped(to: 122)
    runtime.advance(to: 0)
    let w = 2 * Double.pi / 0.35
    for t in [0.05, 0.1, 0.15] {
      let p = (0.4 + (-1.2 + w * 0.4) * t) * exp(-w * t)
      let expected = 200 * (1 - p)
      let box = runtime.pixels(at: 0.6 + t).box(of: Paints.aRGB)
      #expect(box.map { abs($0.minX - expected) <= 1 } == true, "at +\(t): red from \(String(describing: box?.minX)), expected \(expected)")
    }
  }

  @Test func edgeSwipeShortOfHalfCancels() {
    let runtime = swiped(to: 82)
    runtime.advance(to: 0)
    let mid = runtime.pixels(at: 0.1 + 0.25).box(of: Paints.aRGB)
    #expect(mid.map { abs($0.minX - 40) <= 1 } == true, "red starts at \(String(describing: mid?.minX))")
    #expect(runtime.pixels(at: 1.5).box(of: Paints.aRGB) == CGRect(x: 0, y: 0, width: 200, height: 300))
  }

  @Test func edgeSwipeFlickCompletesShortOfHalf() {
    // 60 pt in 0.1 s: 600 pt/s, past the 300 pt/s flick.
    let runtime = swiped(to: 62, duration: 0.1)
    runtime.advance(to: 0)
    #expect(runtime.pixels(at: 1.5).box(of: Paints.aRGB) == nil)
  }

  // MARK: The zoom

  /// A green 40-pt source at (20, top) in the root, the red destination zooming out of it.
  private struct ZoomScene: View {
    let remote: Remote<Bool>
    @State var path: [Int] = []
    @Namespace var namespace
    var body: some View {
      Driven(false, remote) { moved in
        NavigationStack(path: $path) {
          VStack(alignment: .leading, spacing: 0) {
            Color.clear.frame(height: moved ? 160 : 60)
            NavigationLink(value: 1) { Paints.c.frame(width: 40, height: 40) }
              .matchedTransitionSource(id: 1, in: namespace)
              .padding(.leading, 20)
            Spacer(minLength: 0)
          }
          .frame(maxWidth: .infinity, alignment: .leading)
          .navigationDestination(for: Int.self) { _ in
            Paints.a.ignoresSafeArea().navigationTransition(.zoom(sourceID: 1, in: namespace))
          }
        }
      }
    }
  }

  /// The source sits below the 44-pt bar: at (20, 44 + 60) = (20, 104), 40 × 40.
  static let sourceFrame = CGRect(x: 20, y: 104, width: 40, height: 40)

  @Test func zoomGrowsOutOfTheSourceAndShrinksBackIntoWhereItIsNow() {
    let remote = Remote<Bool>()
    let script = Script().wait(0.1).tap(at: CGPoint(x: 40, y: 124)).wait(1.0)
      .perform { remote.set(true, animation: nil) }  // the source moves 100 pt down while covered
      .wait(0.1).tap(label: "Back")  // no title under: the back button says "Back"
      .wait(1.0)
    let runtime = SceneRuntime(ZoomScene(remote: remote), canvasSize: canvas, script: script)
    runtime.advance(to: 0)
    #expect(runtime.pixels(at: 0.05).box(of: Paints.cRGB) == Self.sourceFrame)

    // Push: every frame one red object, growing (each box contains the last), the source hidden.
    var last: CGRect?
    var frames = 0
    // 0.75 s: the 0.45-s spring is at rest (e^(−ωt)(1 + ωt) = 3.3e-4 < 5e-4).
    for k in 0...45 {
      let pixmap = runtime.pixels(at: 0.1 + Double(k) / 60)
      guard let red = pixmap.box(of: Paints.aRGB) else { continue }
      frames += 1
      if let last { #expect(red.contains(last), "push frame \(k): \(red) does not contain \(last)") }
      if k == 0 { #expect(abs(red.minX - 20) <= 1 && abs(red.minY - 104) <= 1 && abs(red.width - 40) <= 2, "first frame \(red)") }
      if k > 0 && k < 30 { #expect(pixmap.box(of: Paints.cRGB) == nil, "push frame \(k): the source is drawn too") }
      last = red
    }
    #expect(frames == 46)
    #expect(last == CGRect(x: 0, y: 0, width: 200, height: 300))

    // Pop, after the source moved to y = 204: every frame shrinks, and it lands on the source's new frame.
    let moved = CGRect(x: 20, y: 204, width: 40, height: 40)
    let popStart = 0.1 + 1.0 + 0.1
    last = nil
    var landing: CGRect?
    for k in 1...30 {
      let pixmap = runtime.pixels(at: popStart + Double(k) / 60)
      guard let red = pixmap.box(of: Paints.aRGB) else { break }
      if let last { #expect(last.contains(red), "pop frame \(k): \(red) is not inside \(last)") }
      #expect(pixmap.box(of: Paints.cRGB) == nil, "pop frame \(k): the source is drawn too")
      last = red
      landing = red
    }
    if let landing {
      #expect(abs(landing.midX - moved.midX) <= 3 && abs(landing.midY - moved.midY) <= 3, "last pop frame \(landing)")
    }
    #expect(runtime.pixels(at: popStart + 0.9).box(of: Paints.cRGB) == moved)
  }

  /// A pushed zoom screen pulled down from (100, 100) by 150 pt over 0.5 s.
  private func pulled(by pull: CGFloat, duration: Double = 0.5) -> SceneRuntime {
    struct Pushed: View {
      @State var path = [1]
      @Namespace var namespace
      var body: some View {
        NavigationStack(path: $path) {
          VStack(alignment: .leading, spacing: 0) {
            Color.clear.frame(height: 60)
            Paints.c.frame(width: 40, height: 40).matchedTransitionSource(id: 1, in: namespace).padding(.leading, 20)
            Spacer(minLength: 0)
          }
          .frame(maxWidth: .infinity, alignment: .leading)
          .navigationDestination(for: Int.self) { _ in
            Paints.a.ignoresSafeArea().navigationTransition(.zoom(sourceID: 1, in: namespace))
          }
        }
      }
    }
    let script = Script().wait(0.1).drag(from: CGPoint(x: 100, y: 100), to: CGPoint(x: 100, y: 100 + pull), duration: duration).wait(1.2)
    return SceneRuntime(Pushed(), canvasSize: canvas, script: script)
  }

  /// Mid-drag the finger has moved t; the screen is scaled by k = 1 − t / (2 · 300) about the
  /// touch-down point (100, 100) and moved by t, so its box is
  /// (100 − 100k, 100 − 100k + t, 200k, 300k).
  @Test func zoomPullDownFollowsTheFingerAndDismissesPastTheThreshold() {
    let runtime = pulled(by: 150)
    runtime.advance(to: 0)
    for f in [0.3, 0.5, 0.8] {
      let t = 150 * f
      let k = 1 - t / 600
      // What falls below the canvas is not drawn.
      let expected = CGRect(x: 100 - 100 * k, y: 100 - 100 * k + t, width: 200 * k, height: 300 * k)
        .intersection(CGRect(x: 0, y: 0, width: 200, height: 300))
      // The finger's latest sample at or before the time: multiples of 1/120 s.
      let time = 0.1 + 0.5 * f
      guard let box = runtime.pixels(at: time).box(of: Paints.aRGB) else {
        Issue.record("no red at \(time)")
        continue
      }
      // The box is whole pixels: the fractional edges round out by under a pixel.
      #expect(abs(box.minX - expected.minX) <= 1 && abs(box.minY - expected.minY) <= 1, "at \(f): \(box) vs \(expected)")
      #expect(abs(box.maxX - expected.maxX) <= 1 && abs(box.maxY - expected.maxY) <= 1, "at \(f): \(box) vs \(expected)")
    }
    // Let go 150 pt down (past 120): it zooms back into the source and the root shows.
    #expect(runtime.pixels(at: 1.5).box(of: Paints.aRGB) == nil)
    #expect(runtime.pixels(at: 1.55).box(of: Paints.cRGB) == Self.sourceFrame)
  }

  @Test func zoomPullDownShortOfTheThresholdSpringsBack() {
    // 80 pt over 0.5 s: 160 pt/s, under both 120 pt and 800 pt/s.
    let runtime = pulled(by: 80)
    runtime.advance(to: 0)
    #expect(runtime.pixels(at: 0.5).box(of: Paints.aRGB).map { $0.width < 200 } == true)
    #expect(runtime.pixels(at: 1.6).box(of: Paints.aRGB) == CGRect(x: 0, y: 0, width: 200, height: 300))
  }

  // MARK: The bar

  /// A large title scrolls away with the content: dragging the content 40 pt up (30 pt past
  /// the 10-pt slop) moves the title's dark pixels up by 30 pt.
  @Test func largeTitleCollapsesAsTheContentScrolls() {
    struct Scene: View {
      var body: some View {
        NavigationStack {
          ScrollView {
            Paints.c.frame(height: 1000)
          }
          .navigationTitle("Title")
        }
      }
    }
    let drag = Script().wait(0.1).drag(along: [CGPoint(x: 100, y: 250), CGPoint(x: 100, y: 210)], duration: 0.3)
    let runtime = SceneRuntime(Scene(), canvasSize: canvas, script: drag)
    runtime.advance(to: 0)
    func titleBox(_ pixmap: Pixmap) -> CGRect? {
      var y0 = Int.max, y1 = Int.min
      for y in 0..<pixmap.height {
        for x in 0..<pixmap.width {
          let p = pixmap[x, y]
          if p[3] > 200 && p[0] < 90 && p[1] < 90 && p[2] < 90 { y0 = min(y0, y); y1 = max(y1, y + 1) }
        }
      }
      return y0 == .max ? nil : CGRect(x: 0, y: y0, width: 1, height: y1 - y0)
    }
    let rest = titleBox(runtime.pixels(at: 0.05))
    // At rest the content starts under the 96-pt large-title bar.
    #expect(runtime.pixels(at: 0.05).box(of: Paints.cRGB)?.minY == 96)
    let scrolled = titleBox(runtime.pixels(at: 0.4))
    guard let rest, let scrolled else {
      Issue.record("no title: \(String(describing: rest)) \(String(describing: scrolled))")
      return
    }
    #expect(abs((rest.maxY - scrolled.maxY) - 30) <= 1, "title bottom \(rest.maxY) → \(scrolled.maxY)")
  }

  // MARK: Bar metrics

  /// Where a 50-pt green strip at the top of the root lands: under the 44-pt inline bar,
  /// under the 96-pt large-title bar, or at the top with the bar hidden.
  private func stripTop(_ configure: @escaping (AnyView) -> AnyView) -> CGFloat? {
    struct Scene: View {
      let configure: (AnyView) -> AnyView
      var body: some View {
        NavigationStack {
          configure(AnyView(Paints.c.frame(height: 50).frame(maxHeight: .infinity, alignment: .top)))
        }
      }
    }
    let runtime = SceneRuntime(Scene(configure: configure), canvasSize: canvas)
    runtime.advance(to: 0)
    return runtime.pixels(at: 0).box(of: Paints.cRGB)?.minY
  }

  @Test func barHeightsAreIOSs() {
    #expect(stripTop { AnyView($0.navigationTitle("T").navigationBarTitleDisplayMode(.inline)) } == 44)
    #expect(stripTop { AnyView($0.navigationTitle("T")) } == 96)
    #expect(stripTop { AnyView($0.navigationTitle("T").toolbar(.hidden, for: .navigationBar)) } == 0)
    // A screen without a title has the inline bar.
    #expect(stripTop { $0 } == 44)
  }

  /// The box of the tinted (systemBlue) pixels in the bar.
  private func tintBox(_ placement: ToolbarItemPlacement) -> CGRect? {
    struct Scene: View {
      let placement: ToolbarItemPlacement
      var body: some View {
        NavigationStack {
          Color.clear
            .navigationTitle("T").navigationBarTitleDisplayMode(.inline)
            .toolbar { ToolbarItem(placement: placement) { Button("Done") {} } }
        }
      }
    }
    let runtime = SceneRuntime(Scene(placement: placement), canvasSize: canvas)
    runtime.advance(to: 0)
    let pixmap = runtime.pixels(at: 0)
    var x0 = Int.max, x1 = Int.min
    for y in 0..<44 {
      for x in 0..<200 {
        let p = pixmap[x, y]
        if p[3] > 100 && p[2] > 150 && p[0] < 60 { x0 = min(x0, x); x1 = max(x1, x + 1) }
      }
    }
    return x0 == .max ? nil : CGRect(x: x0, y: 0, width: x1 - x0, height: 44)
  }

  /// Bar items sit in the 16-pt layout margins: trailing items end 16 pt from the trailing
  /// edge, leading ones start 16 pt from the leading edge (within a pixel of the glyphs'
  /// side bearings).
  @Test func toolbarItemsSitInTheMargins() {
    let trailing = tintBox(.topBarTrailing)
    #expect(trailing.map { abs($0.maxX - 184) <= 2 } == true, "trailing \(String(describing: trailing))")
    let leading = tintBox(.topBarLeading)
    #expect(leading.map { abs($0.minX - 16) <= 2 } == true, "leading \(String(describing: leading))")
    #expect(tintBox(.bottomBar) == nil)
  }

  @Test func hiddenBackButtonDisablesTheEdgeSwipe() {
    struct Scene: View {
      @State var path = [1]
      var body: some View {
        NavigationStack(path: $path) {
          Paints.c.navigationDestination(for: Int.self) { _ in
            Paints.a.ignoresSafeArea().navigationBarBackButtonHidden()
          }
        }
      }
    }
    let script = Script().wait(0.1).drag(from: CGPoint(x: 2, y: 150), to: CGPoint(x: 182, y: 150), duration: 0.3).wait(1)
    let runtime = SceneRuntime(Scene(), canvasSize: canvas, script: script)
    runtime.advance(to: 0)
    #expect(runtime.pixels(at: 0.25).box(of: Paints.aRGB)?.minX == 0)
    #expect(runtime.pixels(at: 1.4).box(of: Paints.aRGB) == CGRect(x: 0, y: 0, width: 200, height: 300))
  }

  @Test func presentedDestinationPushesWhileItsBindingIsTrue() {
    struct Scene: View {
      @State var show = false
      var body: some View {
        NavigationStack {
          Button("Show") { show = true }
            .navigationDestination(isPresented: $show) { RedScreen() }
        }
      }
    }
    // "Close" calls dismiss(), which sets the binding back to false.
    let script = Script().wait(0.1).tap(label: "Show").wait(1.0).tap(label: "Close").wait(1.0)
    let runtime = SceneRuntime(Scene(), canvasSize: canvas, script: script)
    runtime.advance(to: 0)
    #expect(runtime.pixels(at: 1.0).box(of: Paints.aRGB) == CGRect(x: 0, y: 0, width: 200, height: 300))
    #expect(runtime.pixels(at: 2.1).box(of: Paints.aRGB) == nil)
  }

  @Test func viewDestinationLinkPushesItsView() {
    struct Scene: View {
      var body: some View {
        NavigationStack {
          NavigationLink("Open") { RedScreen() }
        }
      }
    }
    let script = Script().wait(0.1).tap(label: "Open").wait(1.0).tap(label: "Back").wait(1.0)
    let runtime = SceneRuntime(Scene(), canvasSize: canvas, script: script)
    runtime.advance(to: 0)
    #expect(runtime.pixels(at: 1.0).box(of: Paints.aRGB) == CGRect(x: 0, y: 0, width: 200, height: 300))
    #expect(runtime.pixels(at: 2.1).box(of: Paints.aRGB) == nil)
  }
}
