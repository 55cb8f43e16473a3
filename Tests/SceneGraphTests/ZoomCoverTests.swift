import Drawing
import Flipbook
import Foundation
import Testing

// The iOS 18 zoom on a full-screen cover, and who a drag over a scroll view moves when the
// scroll view sits in something that is itself dragged (a zoomed cover or screen, a sheet),
// measured from pixels at one pixel per point.
//
// Canvas 200 × 300 pt with no safe area. The source is a green 40-pt button at (20, 60); the
// cover is red (a `Color` that ignores the safe area), so the red pixels' box is the cover's
// drawn frame. Where the cover holds a scroll view, its content is a red column 1,000 pt tall
// with a blue 20-pt band at its top, so the band's box tells how far the content scrolled.

private let canvas = CGSize(width: 200, height: 300)
private let sourceFrame = CGRect(x: 20, y: 60, width: 40, height: 40)
private let fullFrame = CGRect(x: 0, y: 0, width: 200, height: 300)

/// A green source that presents a red cover zooming out of it; `moved` moves the source
/// 100 pt down; the cover holds a scroll view when `scrolls`.
private struct CoverScene: View {
  let remote: Remote<Bool>
  var scrolls = false
  var presented = false
  @State private var isPresented = false
  @Namespace private var namespace

  var body: some View {
    Driven(false, remote) { moved in
      VStack(alignment: .leading, spacing: 0) {
        Color.clear.frame(height: moved ? 160 : 60)
        Button { isPresented = true } label: { Paints.c.frame(width: 40, height: 40) }
          .buttonStyle(FlatStyle())
          .matchedTransitionSource(id: 1, in: namespace)
          .padding(.leading, 20)
        Spacer(minLength: 0)
      }
      .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
      .fullScreenCover(isPresented: $isPresented) {
        content.navigationTransition(.zoom(sourceID: 1, in: namespace))
      }
      .onAppear { if presented { isPresented = true } }
    }
  }

  @ViewBuilder private var content: some View {
    if scrolls {
      ScrollView {
        VStack(spacing: 0) {
          Paints.b.frame(height: 20)
          Paints.a.frame(height: 980)
        }
      }
    } else {
      Paints.a.ignoresSafeArea()
    }
  }
}

extension Pixmap {
  /// The box of the pixels at least half covered (opacity ≥ 50 %) in `rgb`'s hue: each
  /// channel that is 0 in `rgb` at most a quarter of the pixel's opacity (a red edge over the
  /// white it is drawn on keeps its green under c · (1 − c) ≤ ¼), each other at least half. Unlike `box(of:)`, it grows
  /// and shrinks with the shape pixel by pixel: a pixel's coverage only grows as the shape does.
  func coveredBox(of rgb: RGBAColor) -> CGRect? {
    var x0 = Int.max, y0 = Int.max, x1 = Int.min, y1 = Int.min
    let zero = [rgb.red == 0, rgb.green == 0, rgb.blue == 0]
    for y in 0..<height {
      for x in 0..<width {
        let p = self[x, y]
        guard p[3] >= 128 else { continue }
        let channels = [p[0], p[1], p[2]]
        guard zip(channels, zero).allSatisfy({ $1 ? Int($0) * 4 <= Int(p[3]) : Int($0) * 2 >= Int(p[3]) }) else { continue }
        x0 = min(x0, x); y0 = min(y0, y); x1 = max(x1, x + 1); y1 = max(y1, y + 1)
      }
    }
    return x0 == .max ? nil : CGRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
  }
}

/// Draws the label as it is, pressed or not.
private struct FlatStyle: ButtonStyle {
  func makeBody(configuration: Configuration) -> some View { configuration.label }
}

@Suite struct ZoomCoverTests {
  @Test func theCoverGrowsOutOfTheSourceAndShrinksBackIntoWhereItIsNow() {
    let remote = Remote<Bool>()
    let script = Script().wait(0.1).tap(at: CGPoint(x: 40, y: 80)).wait(1.0)
    let runtime = SceneRuntime(CoverScene(remote: remote), canvasSize: canvas, script: script)
    runtime.advance(to: 0)
    #expect(runtime.pixels(at: 0.05).box(of: Paints.cRGB) == sourceFrame)

    // In: every frame one red object containing the last, the source hidden; the first at
    // the source's frame, the last the whole canvas.
    var last: CGRect?
    for k in 0...45 {
      let pixmap = runtime.pixels(at: 0.1 + Double(k) / 60)
      guard let red = pixmap.coveredBox(of: Paints.aRGB) else {
        Issue.record("in, frame \(k): no cover")
        continue
      }
      if let last { #expect(red.contains(last), "in, frame \(k): \(red) does not contain \(last)") }
      if k == 0 {
        #expect(abs(red.minX - 20) <= 1 && abs(red.minY - 60) <= 1 && abs(red.width - 40) <= 2, "first frame \(red)")
      }
      #expect(pixmap.box(of: Paints.cRGB) == nil, "in, frame \(k): the source is drawn too")
      last = red
    }
    #expect(last == fullFrame)
  }

  /// Dismissed by a pull: after the source moved to y = 160 under the cover, the cover
  /// shrinks every frame from where the finger let go and lands on the source's new frame,
  /// and then the source shows there.
  @Test func theDismissedCoverLandsOnTheSourcesCurrentFrame() {
    let remote = Remote<Bool>()
    let dismissAt = 1.2
    let script = Script().wait(0.1).tap(at: CGPoint(x: 40, y: 80)).wait(1.0)
      .perform { remote.set(true, animation: nil) }
      .wait(0.1).drag(from: CGPoint(x: 100, y: 100), to: CGPoint(x: 100, y: 250), duration: 0.3)
      .wait(1.0)
    let runtime = SceneRuntime(CoverScene(remote: remote), canvasSize: canvas, script: script)
    runtime.advance(to: 0)
    let moved = CGRect(x: 20, y: 160, width: 40, height: 40)
    // Let go at 1.5 s, 150 pt down at 500 pt/s: past the 120-pt threshold.
    let release = dismissAt + 0.3
    var last: CGRect?
    var landing: CGRect?
    for k in 1...40 {
      let pixmap = runtime.pixels(at: release + Double(k) / 60)
      guard let red = pixmap.coveredBox(of: Paints.aRGB) else { break }
      // From the release rectangle (25, 175, 150, 225: its bottom below the canvas) to the
      // source at (20, 160, 40, 40) every edge moves one way: up and to the leading side.
      if let last {
        let monotonic = red.minX <= last.minX + 1 && red.minY <= last.minY + 1
          && red.maxX <= last.maxX + 1 && red.maxY <= last.maxY + 1 && red.width <= last.width + 1
        #expect(monotonic, "out, frame \(k): \(red) after \(last)")
      }
      #expect(pixmap.box(of: Paints.cRGB) == nil, "out, frame \(k): the source is drawn too")
      last = red
      landing = red
    }
    if let landing {
      #expect(abs(landing.midX - moved.midX) <= 3 && abs(landing.midY - moved.midY) <= 3, "last frame out \(landing)")
    } else {
      Issue.record("no frame of the flight out")
    }
    #expect(runtime.pixels(at: release + 1.0).box(of: Paints.cRGB) == moved)
    #expect(runtime.pixels(at: release + 1.0).box(of: Paints.aRGB) == nil)
  }

  /// A cover presented from the start, pulled down from (100, 100) by `pull` over `duration`.
  private func pulled(
    by pull: CGFloat, from start: CGPoint = CGPoint(x: 100, y: 100), duration: Double = 0.5, scrolls: Bool = false,
    before: (Script) -> Script = { $0 }
  ) -> SceneRuntime {
    let script = before(Script().wait(1.0))
      .drag(from: start, to: CGPoint(x: start.x, y: start.y + pull), duration: duration).wait(1.2)
    let runtime = SceneRuntime(CoverScene(remote: Remote(), scrolls: scrolls, presented: true), canvasSize: canvas, script: script)
    runtime.advance(to: 0)
    return runtime
  }

  /// Mid-drag the finger has moved t; the cover is scaled by k = 1 − t / (2 · 300) about the
  /// touch-down point (100, 100) and moved by t: its box is (100 − 100k, 100 − 100k + t,
  /// 200k, 300k), to within a pixel (its edges are fractional).
  @Test func thePulledCoverFollowsTheFingerAndDismissesPastTheThreshold() {
    let runtime = pulled(by: 150)
    for f in [0.3, 0.5, 0.8] {
      let t = 150 * f
      let k = 1 - t / 600
      let expected = CGRect(x: 100 - 100 * k, y: 100 - 100 * k + t, width: 200 * k, height: 300 * k)
        .intersection(fullFrame)
      let time = 1.0 + 0.5 * f
      guard let box = runtime.pixels(at: time).box(of: Paints.aRGB) else {
        Issue.record("no red at \(time)")
        continue
      }
      #expect(abs(box.minX - expected.minX) <= 1 && abs(box.minY - expected.minY) <= 1, "at \(f): \(box) vs \(expected)")
      #expect(abs(box.maxX - expected.maxX) <= 1 && abs(box.maxY - expected.maxY) <= 1, "at \(f): \(box) vs \(expected)")
    }
    // Let go 150 pt down (past 120): it zooms back into the source and the source shows.
    #expect(runtime.pixels(at: 2.6).box(of: Paints.aRGB) == nil)
    #expect(runtime.pixels(at: 2.65).box(of: Paints.cRGB) == sourceFrame)
  }

  @Test func aShortSlowPullSpringsBack() {
    // 80 pt over 0.5 s: 160 pt/s, under both 120 pt and 800 pt/s.
    let runtime = pulled(by: 80)
    #expect(runtime.pixels(at: 1.4).box(of: Paints.aRGB).map { $0.width < 195 } == true)
    #expect(runtime.pixels(at: 2.6).box(of: Paints.aRGB) == fullFrame)
  }

  // MARK: Scroll views in dragged containers

  /// With its scroll view at the top, a pull down moves the cover, not the content: mid-pull
  /// the cover has shrunk, and the blue band is still the content's first 20 pt of it.
  @Test func aScrollViewAtItsTopHandsThePullToTheCover() {
    let runtime = pulled(by: 150, scrolls: true)
    let pixmap = runtime.pixels(at: 1.25)
    guard let red = pixmap.box(of: Paints.aRGB), let blue = pixmap.box(of: Paints.bRGB) else {
      Issue.record("nothing drawn")
      return
    }
    // The finger moved 75 pt: k = 0.875, the cover's top at 100 − 87.5 + 75 = 87.5.
    #expect(abs(red.width - 175) <= 1 && abs(blue.minY - 87.5) <= 1, "cover \(red), band \(blue)")
    // The band is as tall as the content's 20 pt scaled by k: the content did not rubber-band.
    #expect(abs(blue.height - 17.5) <= 1, "band \(blue)")
    #expect(runtime.pixels(at: 2.6).box(of: Paints.aRGB) == nil)
  }

  /// Scrolled 200 pt first, the same pull scrolls the content back (the cover stays full
  /// screen) and does not dismiss.
  @Test func aScrolledScrollViewKeepsThePull() {
    let runtime = pulled(by: 150, scrolls: true) { script in
      script.drag(from: CGPoint(x: 100, y: 250), to: CGPoint(x: 100, y: 40), duration: 1.0).wait(1.5)
    }
    // The finger lifted at 2.0 s moving 210 pt/s: the content coasts on, then rests; the
    // band has scrolled off the top.
    #expect(runtime.pixels(at: 3.4).box(of: Paints.bRGB) == nil)
    // Pulled from 3.5 s to 4.0 s and after: the cover still covers the canvas's corners (the
    // root under it is transparent there) and the source stays hidden.
    for time in [3.7, 4.0, 5.5] {
      let pixmap = runtime.pixels(at: time)
      let corners = [pixmap[0, 0], pixmap[199, 0], pixmap[0, 299], pixmap[199, 299]]
      #expect(corners.allSatisfy { $0[3] == 255 }, "at \(time): corners \(corners)")
      #expect(pixmap.box(of: Paints.cRGB) == nil, "at \(time): the source shows")
    }
  }

  /// Each drag is decided afresh, even one starting where the last did: scrolled down and
  /// dragged back past the top from (100, 200), the content rubber-bands and the cover stays;
  /// pulled again from (100, 200) with the content at rest at its top, the cover goes.
  @Test func eachDragIsDecidedAfresh() {
    let runtime = pulled(by: 150, from: CGPoint(x: 100, y: 200), scrolls: true) { script in
      script.drag(from: CGPoint(x: 100, y: 200), to: CGPoint(x: 100, y: 120), duration: 0.8).wait(0.5)
        .drag(from: CGPoint(x: 100, y: 200), to: CGPoint(x: 100, y: 290), duration: 0.8).wait(1.5)
    }
    // 2.3 s … 3.1 s: the second drag, which started with the content scrolled, scrolls it
    // back; at 4.5 s the cover is whole and the content at rest at its top.
    let settled = runtime.pixels(at: 4.5)
    #expect([settled[0, 0], settled[199, 299]].allSatisfy { $0[3] == 255 }, "the cover moved")
    #expect(settled.box(of: Paints.bRGB).map { abs($0.minY) <= 1 } == true, "the content is not at its top")
    // The pull from 4.6 s: dismissed, the source shows again.
    #expect(runtime.pixels(at: 6.2).box(of: Paints.cRGB) == sourceFrame)
  }

  /// The same rule in a zoomed screen of a navigation stack: at the top the pull shrinks the
  /// screen, the content does not move in it.
  @Test func aScrollViewInAZoomedScreenHandsThePullOverAtItsTop() {
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
            ScrollView {
              VStack(spacing: 0) {
                Paints.b.frame(height: 20)
                Paints.a.frame(height: 980)
              }
            }
            .toolbar(.hidden, for: .navigationBar)
            .navigationTransition(.zoom(sourceID: 1, in: namespace))
          }
        }
      }
    }
    let script = Script().wait(0.1).drag(from: CGPoint(x: 100, y: 100), to: CGPoint(x: 100, y: 250), duration: 0.5).wait(1.2)
    let runtime = SceneRuntime(Pushed(), canvasSize: canvas, script: script)
    runtime.advance(to: 0)
    let pixmap = runtime.pixels(at: 0.35)
    guard let red = pixmap.box(of: Paints.aRGB), let blue = pixmap.box(of: Paints.bRGB) else {
      Issue.record("nothing drawn")
      return
    }
    #expect(abs(red.width - 175) <= 1 && abs(blue.minY - 87.5) <= 1 && abs(blue.height - 17.5) <= 1, "screen \(red), band \(blue)")
    // The root's source sits under its 44-pt bar.
    #expect(runtime.pixels(at: 1.6).box(of: Paints.cRGB) == CGRect(x: 20, y: 104, width: 40, height: 40))
  }
}

/// A sheet whose content zooms out of a source (iOS 18): it grows from the source's frame into
/// the large sheet's, and a drag that dismisses it flies it from where it was let go back into
/// the source. Canvas 200 × 300 pt without a safe area: the large sheet rests at (0, 10, 200,
/// 290), 10 pt below the top.
@Suite struct ZoomSheetTests {
  private struct Scene: View {
    @State private var isPresented = false
    @Namespace private var namespace
    var body: some View {
      VStack(alignment: .leading, spacing: 0) {
        Color.clear.frame(height: 60)
        Button { isPresented = true } label: { Paints.c.frame(width: 40, height: 40) }
          .matchedTransitionSource(id: 1, in: namespace)
          .padding(.leading, 20)
        Spacer(minLength: 0)
      }
      .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
      .sheet(isPresented: $isPresented) {
        Paints.a.navigationTransition(.zoom(sourceID: 1, in: namespace))
      }
    }
  }

  private static let sheetFrame = CGRect(x: 0, y: 10, width: 200, height: 290)

  @Test func theSheetGrowsOutOfTheSourceAndIsDraggedBackIntoIt() {
    let script = Script().wait(0.1).tap(at: CGPoint(x: 40, y: 80)).wait(1.0)
      .drag(from: CGPoint(x: 100, y: 100), to: CGPoint(x: 100, y: 350), duration: 0.3).wait(1.0)
    let runtime = SceneRuntime(Scene(), canvasSize: canvas, script: script)
    runtime.advance(to: 0)
    var last: CGRect?
    for k in 0...45 {
      let pixmap = runtime.pixels(at: 0.1 + Double(k) / 60)
      guard let red = pixmap.coveredBox(of: Paints.aRGB) else {
        Issue.record("in, frame \(k): no sheet")
        continue
      }
      if let last { #expect(red.contains(last), "in, frame \(k): \(red) does not contain \(last)") }
      if k == 0 { #expect(abs(red.minX - 20) <= 1 && abs(red.minY - 60) <= 1 && abs(red.width - 40) <= 2, "first frame \(red)") }
      #expect(pixmap.box(of: Paints.cRGB) == nil, "in, frame \(k): the source is drawn too")
      last = red
    }
    #expect(last == Self.sheetFrame)
    // Dragged 250 pt down at 833 pt/s from 1.1 s and let go at 1.4 s: dismissed, the sheet
    // flies from (0, 260, 200, 40) into the source, every edge moving one way.
    last = nil
    var frames = 0
    for k in 1...50 {
      let pixmap = runtime.pixels(at: 1.4 + Double(k) / 60)
      guard let red = pixmap.coveredBox(of: Paints.aRGB) else { break }
      frames += 1
      if let last {
        let monotonic = red.minX >= last.minX - 1 && red.minY <= last.minY + 1 && red.maxX <= last.maxX + 1 && red.maxY <= last.maxY + 1
        #expect(monotonic, "out, frame \(k): \(red) after \(last)")
      }
      #expect(pixmap.box(of: Paints.cRGB) == nil, "out, frame \(k): the source is drawn too")
      last = red
    }
    #expect(frames > 10)
    if let last { #expect(abs(last.midX - 40) <= 3 && abs(last.midY - 80) <= 3, "last frame out \(last)") }
    #expect(runtime.pixels(at: 2.5).box(of: Paints.cRGB) == sourceFrame)
  }
}

/// A sheet whose content is a scroll view: the drags its scroll view hands over move the sheet.
@Suite struct SheetScrollHandoffTests {
  /// A red screen presenting, from the start, a sheet with `detents` whose content is a blue
  /// column 2,000 pt tall in a scroll view, with a green 20-pt band at its top.
  private struct Presenter: View {
    let detents: Set<PresentationDetent>
    @State private var isPresented = false
    var body: some View {
      Paints.a.ignoresSafeArea()
        .sheet(isPresented: $isPresented) {
          ScrollView {
            VStack(spacing: 0) {
              Paints.c.frame(height: 20)
              Paints.b.frame(height: 1980)
            }
          }
          .presentationDetents(detents)
        }
        .onAppear { isPresented = true }
    }
  }

  private static let canvas = CGSize(width: 400, height: 800)
  private static let insets = EdgeInsets(top: 50, leading: 0, bottom: 30, trailing: 0)

  private func runtime(_ detents: Set<PresentationDetent>, _ script: Script) -> SceneRuntime {
    let runtime = SceneRuntime(Presenter(detents: detents), canvasSize: Self.canvas, safeAreaInsets: Self.insets, script: script)
    runtime.advance(to: 0)
    return runtime
  }

  /// A large sheet (top edge at 60) pulled down from its content's top follows the finger:
  /// mid-drag the green band (the content's top) is as far below 60 as the finger has moved,
  /// and 20 pt tall (the content did not rubber-band); let go 400 pt down, it dismisses.
  @Test func aPullAtTheTopMovesTheSheet() {
    let script = Script().wait(1.0).drag(from: CGPoint(x: 200, y: 300), to: CGPoint(x: 200, y: 700), duration: 1.0).wait(1.5)
    let runtime = runtime([.large], script)
    let resting = runtime.pixels(at: 0.95).box(of: Paints.cRGB)
    #expect(resting.map { abs($0.minY - 60) <= 1 } == true, "resting band \(String(describing: resting))")
    // Mid-drag (1.5 s) the finger has moved 200 pt: the sheet's top edge, and the band with it, at 260.
    let band = runtime.pixels(at: 1.5).box(of: Paints.cRGB)
    #expect(band.map { abs($0.minY - 260) <= 1 && abs($0.height - 20) <= 1 } == true, "band \(String(describing: band))")
    // Let go 400 pt down: gone.
    #expect(runtime.pixels(at: 3.0).box(of: Paints.bRGB) == nil)
  }

  /// A medium sheet dragged up from its content grows to the large detent instead of
  /// scrolling: mid-drag the band is the finger's 100 pt higher, at the top of the sheet.
  @Test func anUpwardDragOnAMediumSheetGrowsIt() {
    // Medium: top edge at 800 − 30 − 355 = 415.
    let script = Script().wait(1.0).drag(from: CGPoint(x: 200, y: 600), to: CGPoint(x: 200, y: 400), duration: 1.0).wait(1.5)
    let runtime = runtime([.medium, .large], script)
    let resting = runtime.pixels(at: 0.95).box(of: Paints.cRGB)
    #expect(resting.map { abs($0.minY - 415) <= 1 } == true, "resting band \(String(describing: resting))")
    let band = runtime.pixels(at: 1.5).box(of: Paints.cRGB)
    #expect(band.map { abs($0.minY - 315) <= 1 && abs($0.height - 20) <= 1 } == true, "band \(String(describing: band))")
    // Let go 200 pt up, nearer the large detent's edge (60) than the medium's: large.
    let settled = runtime.pixels(at: 3.4).box(of: Paints.cRGB)
    #expect(settled.map { abs($0.minY - 60) <= 1 } == true, "settled band \(String(describing: settled))")
  }

  /// A large sheet dragged up scrolls its content: the band leaves the top of the sheet and
  /// the sheet stays where it is (its blue reaches up to 60).
  @Test func anUpwardDragOnALargeSheetScrolls() {
    let script = Script().wait(1.0).drag(from: CGPoint(x: 200, y: 600), to: CGPoint(x: 200, y: 400), duration: 1.0).wait(1.5)
    let runtime = runtime([.large], script)
    let pixmap = runtime.pixels(at: 1.5)
    #expect(pixmap.box(of: Paints.cRGB) == nil)
    #expect(pixmap.box(of: Paints.bRGB).map { abs($0.minY - 60) <= 1 } == true)
  }
}

/// A scroll view that starts scrolling releases the button the finger pressed, untapped.
@Suite struct ScrollCancelsPressTests {
  private struct Scene: View {
    let log: Log
    let inScrollView: Bool
    var body: some View {
      let button = Button { log.append("tapped") } label: { Paints.a.frame(width: 200, height: 200) }
      if inScrollView {
        ScrollView { VStack(spacing: 0) { button; Paints.b.frame(height: 600) } }
      } else {
        VStack(spacing: 0) { button; Spacer() }
      }
    }
  }

  /// A 40-pt drag up over 0.4 s from 0.1 s that starts and ends on the button: the finger
  /// has moved the 10-pt slop at 0.2 s and lifts at 0.5 s.
  private func dragged(inScrollView: Bool) -> (SceneRuntime, Log) {
    let log = Log()
    let script = Script().wait(0.1).drag(from: CGPoint(x: 100, y: 150), to: CGPoint(x: 100, y: 110), duration: 0.4).wait(0.5)
    let runtime = SceneRuntime(Scene(log: log, inScrollView: inScrollView), canvasSize: CGSize(width: 200, height: 400), script: script)
    runtime.advance(to: 0)
    return (runtime, log)
  }

  /// The button's release eases out over 0.25 s from the cancel at 0.2 s: at 0.47 s, with the
  /// finger still down, it is drawn exactly as at rest; the content has scrolled (the red's
  /// bottom edge is higher); the lift taps nothing.
  @Test func scrollingReleasesThePressedButtonUntapped() {
    let (runtime, log) = dragged(inScrollView: true)
    let rest = runtime.pixels(at: 0.05)
    let moving = runtime.pixels(at: 0.47)
    let shift = (rest.box(of: Paints.aRGB)?.maxY ?? 0) - (moving.box(of: Paints.aRGB)?.maxY ?? 0)
    #expect(shift > 20, "the content scrolled \(shift) pt")
    #expect(moving[100, 20] == rest[100, 20], "the button is drawn pressed: \(moving[100, 20]) vs \(rest[100, 20])")
    runtime.advance(to: 1.0)
    #expect(log.entries.isEmpty)
  }

  /// The control: the same drag on a button outside a scroll view keeps it pressed (its
  /// pixels at 0.47 s differ from those at rest) and, ending on it, taps it.
  @Test func theSameDragOutsideAScrollViewKeepsThePressAndTaps() {
    let (runtime, log) = dragged(inScrollView: false)
    let rest = runtime.pixels(at: 0.05)
    #expect(runtime.pixels(at: 0.47)[100, 20] != rest[100, 20])
    runtime.advance(to: 1.0)
    #expect(log.entries == ["tapped"])
  }
}
