import Flipbook
import Testing

// Sheets, measured from pixels at one pixel per point, on a 400 × 800 pt canvas with a device's
// kind of safe area: 50 pt above (the status bar), 30 pt below (the home indicator).
//
// Worked geometry (docs/SEMANTICS.md §16): a large sheet's top edge is 10 pt under the status
// bar, at 60; the large detent is 800 − 60 − 30 = 710 pt of content, the medium one half of
// it, 355 pt, so a medium sheet's top edge is at 800 − 30 − 355 = 415. The presenting screen is
// red, the sheet's background blue, so the sheet's top edge in any column away from the
// grabber is the canvas height less the column's blue (the blue channel is the sheet's
// coverage exactly: nothing else drawn there has any blue).

private let canvas = CGSize(width: 400, height: 800)
private let insets = EdgeInsets(top: 50, leading: 0, bottom: 30, trailing: 0)

/// A red screen that presents `sheet` when tapped, logging "dismissed" from `onDismiss`.
private struct Presenter<Sheet: View>: View {
  @State private var isPresented = false
  let log: Log
  @ViewBuilder let sheet: () -> Sheet

  var body: some View {
    Paints.a.ignoresSafeArea()
      .onTapGesture { isPresented = true }
      .sheet(isPresented: $isPresented, onDismiss: { log.append("dismissed") }) { sheet() }
  }
}

/// A runtime presenting `sheet` with a tap at `presentAt` seconds, then playing `then`.
private func presenting<Sheet: View>(
  at presentAt: Double = 0.1, log: Log = Log(), then: (Script) -> Script = { $0 }, @ViewBuilder _ sheet: @escaping () -> Sheet
) -> SceneRuntime {
  let script = then(Script().wait(presentAt).tap(at: CGPoint(x: 200, y: 400)))
  let runtime = SceneRuntime(Presenter(log: log, sheet: sheet), canvasSize: canvas, safeAreaInsets: insets, script: script)
  runtime.advance(to: 0)
  return runtime
}

/// The sheet's top edge in column `x` (points), from the blue in it.
private func sheetTop(_ pixmap: Pixmap, x: Int = 100) -> Double {
  let blue = (0..<pixmap.height).reduce(0.0) { $0 + Double(pixmap[x, $1][2]) }
  return Double(pixmap.height) - blue / 255
}

@Suite struct SheetTests {
  /// Presented at 0.1 s, the top edge rises from the bottom (800) to the large detent (60)
  /// along the presentation spring, critically damped with response 0.5 s:
  /// top(t) = 60 + 740 · (1 − x(t − 0.1)), x the unit critical spring, within the fluid
  /// integrator's 0.5 % of the travel (docs/SEMANTICS.md §1.4; 3.7 pt) and half a pixel; and
  /// within a pixel of a plain view moved by `.offset` under `withAnimation` with that spring.
  @Test func theTopEdgeFollowsThePresentationSpring() {
    let runtime = presenting { Color.clear.presentationBackground(Paints.b) }
    let reference = flipping(at: 0.1, animation: .spring(response: 0.5, dampingFraction: 1), canvas: canvas) { shown in
      Rectangle().fill(Paints.b).frame(width: 400, height: 800).offset(y: shown ? 60 : 800)
    }
    reference.advance(to: 0)
    for t in stride(from: 0.15, through: 1.1, by: 0.05) {
      let expected = 60 + 740 * (1 - criticalSpring(response: 0.5, at: integratorTime(t - 0.1)))
      let measured = sheetTop(runtime.pixels(at: t))
      #expect(abs(measured - expected) < 0.005 * 740 + 0.5, "at \(t) s: top \(measured), expected \(expected)")
      let moved = sheetTop(reference.pixels(at: t))
      #expect(abs(measured - moved) < 1, "at \(t) s: top \(measured), offset view \(moved)")
    }
  }

  /// A finger on a resting large sheet moves it exactly as far as the finger has moved: half
  /// way through a 300-pt drag over 0.5 s the finger is 150 pt down (the 30th of the 120-Hz
  /// samples), so the top edge is at 60 + 150 = 210.
  @Test func aDraggedSheetFollowsTheFinger() {
    let runtime = presenting(then: { $0.wait(1.4).drag(from: CGPoint(x: 200, y: 200), to: CGPoint(x: 200, y: 500), duration: 0.5) }) {
      Color.clear.presentationBackground(Paints.b)
    }
    #expect(abs(sheetTop(runtime.pixels(at: 1.5)) - 60) < 0.1)
    for (dt, finger) in [(0.125, 75.0), (0.25, 150.0), (0.375, 225.0)] {
      let measured = sheetTop(runtime.pixels(at: 1.5 + dt))
      #expect(abs(measured - (60 + finger)) < 1, "at \(dt) s into the drag: top \(measured)")
    }
  }

  /// A slow, short drag (100 pt over 1 s: 100 pt/s, projected 50 pt further, so 210) is
  /// nearer the large detent (60) than the bottom (800): the sheet springs back.
  @Test func aShortSlowDragSpringsBack() {
    let log = Log()
    let runtime = presenting(log: log, then: { $0.wait(1.4).drag(from: CGPoint(x: 200, y: 200), to: CGPoint(x: 200, y: 300), duration: 1) }) {
      Color.clear.presentationBackground(Paints.b)
    }
    #expect(abs(sheetTop(runtime.pixels(at: 2.5)) - 160) < 1)
    #expect(abs(sheetTop(runtime.pixels(at: 4)) - 60) < 0.1)
    #expect(log.entries.isEmpty)
  }

  /// Released past half-way (300 pt in 0.3 s: at 360, projected 1000 pt/s · 0.499 s further)
  /// the sheet goes down and `onDismiss` runs once it has gone.
  @Test func aLongDragDismisses() {
    let log = Log()
    let runtime = presenting(log: log, then: { $0.wait(1.4).drag(from: CGPoint(x: 200, y: 200), to: CGPoint(x: 200, y: 500), duration: 0.3) }) {
      Color.clear.presentationBackground(Paints.b)
    }
    let release = 1.8
    let justAfter = sheetTop(runtime.pixels(at: release + 0.1))
    #expect(justAfter > 360 && justAfter < 800)
    #expect(runtime.pixels(at: release + 1.5).box(of: Paints.bRGB) == nil)
    #expect(log.entries == ["dismissed"])
  }

  /// Once a dragged-away sheet has gone, the screen behind takes taps again: a tap presents
  /// the sheet once more.
  @Test func theScreenTakesTapsAgainAfterADragDismissal() {
    let runtime = presenting(then: {
      $0.wait(1.4).drag(from: CGPoint(x: 200, y: 200), to: CGPoint(x: 200, y: 500), duration: 0.3)
        .wait(1.5).tap(at: CGPoint(x: 200, y: 400))
    }) {
      Color.clear.presentationBackground(Paints.b)
    }
    #expect(runtime.pixels(at: 3.2).box(of: Paints.bRGB) == nil)
    #expect(abs(sheetTop(runtime.pixels(at: 5)) - 60) < 0.1)
  }

  /// A flick dismisses by its speed alone: 120 pt in 0.1 s is 1200 pt/s, projected to
  /// 60 + 120 + 599 = 779, nearer the bottom than the detent, though 120 pt on its own is not.
  @Test func aFlickDismisses() {
    let log = Log()
    let runtime = presenting(log: log, then: { $0.wait(1.4).drag(from: CGPoint(x: 200, y: 200), to: CGPoint(x: 200, y: 320), duration: 0.1) }) {
      Color.clear.presentationBackground(Paints.b)
    }
    #expect(runtime.pixels(at: 3.5).box(of: Paints.bRGB) == nil)
    #expect(log.entries == ["dismissed"])
  }

  /// With `interactiveDismissDisabled()` the same flick springs back.
  @Test func interactiveDismissDisabledKeepsTheSheet() {
    let log = Log()
    let runtime = presenting(log: log, then: { $0.wait(1.4).drag(from: CGPoint(x: 200, y: 200), to: CGPoint(x: 200, y: 320), duration: 0.1) }) {
      Color.clear.presentationBackground(Paints.b).interactiveDismissDisabled()
    }
    #expect(abs(sheetTop(runtime.pixels(at: 3.5)) - 60) < 0.1)
    #expect(log.entries.isEmpty)
  }

  /// A sheet with medium and large detents opens at medium (415). Dragged up 200 pt over 1 s
  /// (to 215, projected 100 pt higher, 115: 55 from large, 300 from medium) it settles at large.
  @Test func aDragBetweenDetentsSnapsToTheNearest() {
    let runtime = presenting(then: { $0.wait(1.4).drag(from: CGPoint(x: 200, y: 450), to: CGPoint(x: 200, y: 250), duration: 1) }) {
      Color.clear.presentationBackground(Paints.b).presentationDetents([.medium, .large])
    }
    #expect(abs(sheetTop(runtime.pixels(at: 1.5)) - 415) < 0.1)
    #expect(abs(sheetTop(runtime.pixels(at: 2.0)) - (415 - 100)) < 1)
    #expect(abs(sheetTop(runtime.pixels(at: 4.5)) - 60) < 0.1)
  }

  /// Let go, the sheet's spring starts at the finger's speed. The drag above ends at 2.5 s at
  /// 215 moving up 200 pt/s; towards the large detent (60) the top edge follows the critically
  /// damped spring of response 0.5 s with that initial velocity: with x the distance left,
  /// x(t) = (x₀ + (v₀ + ωx₀)t)e^(−ωt), x₀ = 155, v₀ = −200, ω = 2π / 0.5. (From rest it would
  /// be 5.7 pt lower at 0.1 s.)
  @Test func aReleasedSheetSpringsOnAtTheFingersSpeed() {
    let runtime = presenting(then: { $0.wait(1.4).drag(from: CGPoint(x: 200, y: 450), to: CGPoint(x: 200, y: 250), duration: 1) }) {
      Color.clear.presentationBackground(Paints.b).presentationDetents([.medium, .large])
    }
    let w = 2 * Double.pi / 0.5
    for t in [0.05, 0.1, 0.2, 0.3] {
      let expected = 60 + (155 + (-200 + w * 155) * t) * exp(-w * t)
      let measured = sheetTop(runtime.pixels(at: 2.5 + t))
      #expect(abs(measured - expected) < 0.5, "at +\(t): top \(measured), expected \(expected)")
    }
  }

  /// `.fraction` and `.height` detents: 0.25 of 710 pt is 177.5 (top 592.5); 200 pt puts
  /// the top at 570. The smallest opens. (At 592.5 the background's edge and the sheet's clip
  /// each cover half of pixel row 592, which so shows a quarter: the column reads 592.75.)
  @Test func fractionAndHeightDetents() {
    let fraction = presenting { Color.clear.presentationBackground(Paints.b).presentationDetents([.fraction(0.25), .large]) }
    #expect(abs(sheetTop(fraction.pixels(at: 2)) - 592.75) < 0.01)
    let height = presenting { Color.clear.presentationBackground(Paints.b).presentationDetents([.height(200)]) }
    #expect(abs(sheetTop(height.pixels(at: 2)) - 570) < 0.1)
  }

  /// Behind a large sheet with a clear background, the presenting screen stands 16 pt in from
  /// each side: scaled by 368 / 400 = 0.92, its top at the bottom of the status bar (50), so
  /// it spans x 16…384 and y 50…786 (50 + 0.92 · 800).
  @Test func thePresentingScreenShrinksBehindALargeSheet() throws {
    let runtime = presenting { Color.clear.presentationBackground(Color.clear) }
    let box = try #require(runtime.pixels(at: 2).box(of: Paints.aRGB))
    #expect(abs(box.minX - 16) <= 1 && abs(box.maxX - 384) <= 1)
    #expect(abs(box.minY - 50) <= 1 && abs(box.maxY - 786) <= 1)
    #expect(abs(box.width / 400 - 0.92) < 0.005)
  }

  /// Behind a medium sheet the presenting screen keeps its size, dimmed by black at 0.4:
  /// red 255 becomes 153.
  @Test func aMediumSheetDimsWithoutShrinking() throws {
    let runtime = presenting { Color.clear.presentationBackground(Paints.b).presentationDetents([.medium]) }
    let pixmap = runtime.pixels(at: 2)
    let box = try #require(pixmap.box(of: Paints.aRGB))
    #expect(box.minX == 0 && box.maxX == 400 && box.minY == 0)
    #expect(abs(Int(pixmap[200, 200][0]) - 153) <= 1)
  }

  /// A tap on the dimmed screen beside a medium sheet dismisses it; not with
  /// `interactiveDismissDisabled()`, and not beside a large sheet.
  @Test func aTapBesideAMediumSheetDismissesIt() {
    func tapBeside(@ViewBuilder _ sheet: @escaping () -> some View) -> (Log, Pixmap) {
      let log = Log()
      let runtime = presenting(log: log, then: { $0.wait(1.4).tap(at: CGPoint(x: 200, y: 55)) }, sheet)
      return (log, runtime.pixels(at: 3.5))
    }
    let (dismissed, after) = tapBeside { Color.clear.presentationBackground(Paints.b).presentationDetents([.medium]) }
    #expect(dismissed.entries == ["dismissed"] && after.box(of: Paints.bRGB) == nil)
    let (kept, stays) = tapBeside {
      Color.clear.presentationBackground(Paints.b).presentationDetents([.medium]).interactiveDismissDisabled()
    }
    #expect(kept.entries.isEmpty && stays.box(of: Paints.bRGB) != nil)
    let (large, shown) = tapBeside { Color.clear.presentationBackground(Paints.b) }
    #expect(large.entries.isEmpty && shown.box(of: Paints.bRGB) != nil)
  }

  /// `dismiss()` from the sheet's content closes it.
  @Test func dismissFromTheContentClosesTheSheet() {
    struct Content: View {
      @Environment(\.dismiss) private var dismiss
      @Environment(\.isPresented) private var isPresented
      var body: some View {
        Button(isPresented ? "Close" : "Not presented") { dismiss() }.presentationBackground(Paints.b)
      }
    }
    let log = Log()
    let runtime = presenting(log: log, then: { $0.wait(1.4).tap(label: "Close") }) { Content() }
    #expect(runtime.pixels(at: 1.5).box(of: Paints.bRGB) != nil)
    #expect(runtime.pixels(at: 3.5).box(of: Paints.bRGB) == nil)
    #expect(log.entries == ["dismissed"])
  }

  /// The content has the sheet's own safe area: a view filling it stops 30 pt above the
  /// bottom (the home indicator), one ignoring it reaches the bottom; both start at the
  /// sheet's top edge.
  @Test func theContentHasTheHomeIndicatorInset() throws {
    let safe = presenting { Paints.c }
    let box = try #require(safe.pixels(at: 2).box(of: Paints.cRGB))
    #expect(box.minY == 60 && box.maxY == 770)
    let ignoring = presenting { Paints.c.ignoresSafeArea() }
    let full = try #require(ignoring.pixels(at: 2).box(of: Paints.cRGB))
    #expect(full.minY == 60 && full.maxY == 800)
  }

  /// With a `selection` binding, setting it moves the sheet along the spring, and a drag that
  /// settles elsewhere writes it. "Expand" sets `.large` (top 60); a slow drag of 300 pt over
  /// 1 s from there (to 360, projected 150 pt on, 510: 95 from medium's 415) settles at medium.
  @Test func theSelectionBindingMovesTheSheetAndADragWritesIt() {
    struct Screen: View {
      @State private var isPresented = false
      @State private var detent = PresentationDetent.medium
      let log: Log
      var body: some View {
        Paints.a.ignoresSafeArea()
          .onTapGesture { isPresented = true }
          .onChange(of: detent) { log.append(detent == .large ? "large" : "medium") }
          .sheet(isPresented: $isPresented) {
            Button("Expand") { detent = .large }
              .presentationBackground(Paints.b)
              .presentationDetents([.medium, .large], selection: $detent)
          }
      }
    }
    let log = Log()
    let script = Script().wait(0.1).tap(at: CGPoint(x: 200, y: 400)).wait(1.4).tap(label: "Expand")
      .wait(2).drag(from: CGPoint(x: 200, y: 100), to: CGPoint(x: 200, y: 400), duration: 1)
    let runtime = SceneRuntime(Screen(log: log), canvasSize: canvas, safeAreaInsets: insets, script: script)
    runtime.advance(to: 0)
    #expect(abs(sheetTop(runtime.pixels(at: 1.5)) - 415) < 0.1)
    let expected = 60 + 355 * (1 - criticalSpring(response: 0.5, at: integratorTime(0.2)))
    #expect(abs(sheetTop(runtime.pixels(at: 1.7)) - expected) < 0.005 * 355 + 0.5)
    #expect(abs(sheetTop(runtime.pixels(at: 3.5)) - 60) < 0.1)
    #expect(abs(sheetTop(runtime.pixels(at: 6.5)) - 415) < 0.1)
    #expect(log.entries == ["large", "medium"])
  }

  /// The item form shows the item's content while the item is set.
  @Test func theItemFormPresentsTheItem() {
    struct Item: Identifiable { let id: Int }
    struct Screen: View {
      @State private var item: Item?
      var body: some View {
        Paints.a.ignoresSafeArea()
          .onTapGesture { item = Item(id: 2) }
          .sheet(item: $item) { item in
            (item.id == 2 ? Paints.c : Paints.b)
          }
      }
    }
    let runtime = SceneRuntime(Screen(), canvasSize: canvas, safeAreaInsets: insets, script: Script().wait(0.1).tap(at: CGPoint(x: 200, y: 400)))
    runtime.advance(to: 0)
    #expect(runtime.pixels(at: 2).box(of: Paints.cRGB) != nil)
  }
}
