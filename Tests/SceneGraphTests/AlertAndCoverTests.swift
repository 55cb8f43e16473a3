import Drawing
import Flipbook
import Testing

// Full-screen covers, alerts and confirmation dialogs, measured from pixels at one pixel per
// point on a 400 × 800 pt canvas with 50 pt of status bar and 30 pt of home indicator. The
// presenting screen is black, so whatever is not black is the presentation (a black dimming
// over black stays black).

private let canvas = CGSize(width: 400, height: 800)
private let insets = EdgeInsets(top: 50, leading: 0, bottom: 30, trailing: 0)

/// A runtime whose black screen runs `present` on a tap at 0.1 s, then plays `then`.
private func runtime<Screen: View>(_ screen: Screen, then: (Script) -> Script = { $0 }) -> SceneRuntime {
  let script = then(Script().wait(0.1).tap(at: CGPoint(x: 200, y: 400)))
  let runtime = SceneRuntime(screen, canvasSize: canvas, safeAreaInsets: insets, script: script)
  runtime.advance(to: 0)
  return runtime
}

/// The box of every pixel that is not black, in pixels.
private func drawn(_ pixmap: Pixmap) -> CGRect? { pixmap.box(of: RGBAColor(red: 1, green: 1, blue: 1)) }

/// The box of the pixels `matching` their (r, g, b), in pixels.
private func box(_ pixmap: Pixmap, matching: (Int, Int, Int) -> Bool) -> CGRect? {
  var (x0, y0, x1, y1) = (Int.max, Int.max, Int.min, Int.min)
  for y in 0..<pixmap.height {
    for x in 0..<pixmap.width {
      let p = pixmap[x, y]
      guard matching(Int(p[0]), Int(p[1]), Int(p[2])) else { continue }
      (x0, y0, x1, y1) = (min(x0, x), min(y0, y), max(x1, x + 1), max(y1, y + 1))
    }
  }
  return x0 == .max ? nil : CGRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
}

/// The tint's blue labels and the destructive red ones, on the card's light grey.
private func blueLabels(_ p: Pixmap) -> CGRect? { box(p) { r, _, b in b > r + 80 } }
private func redLabels(_ p: Pixmap) -> CGRect? { box(p) { r, g, b in r > b + 80 && r > g + 80 } }

/// An alert with two buttons over a black screen, logging which one ran.
private struct AlertScreen: View {
  @State private var isPresented = false
  let log: Log
  var threeButtons = false

  var body: some View {
    Color.black.ignoresSafeArea()
      .onTapGesture { isPresented = true }
      .alert("Delete Photo?", isPresented: $isPresented) {
        Button("Delete", role: .destructive) { log.append("delete") }
        if threeButtons { Button("Keep") { log.append("keep") } }
        Button("Cancel", role: .cancel) { log.append("cancel") }
      } message: {
        Text("It will be gone.")
      }
  }
}

@Suite struct AlertTests {
  /// Appearing at 0.1 s, the alert's visibility v follows a critically damped spring of
  /// response 0.4 s; its card is 270 pt wide scaled by 1.2 − 0.2 v (324 pt at first) and
  /// its pixels are v of their settled brightness. Both measured: the width from the box of
  /// what is drawn, v from a pixel of the card's background (left of its centre, clear of
  /// the texts), within the integrator's 0.5 % and a grey level.
  @Test func theAlertScalesDownAndFadesIn() throws {
    let runtime = runtime(AlertScreen(log: Log()))
    let settled = runtime.pixels(at: 2)
    let settledBox = try #require(drawn(settled))
    #expect(abs(settledBox.width - 270) <= 1)
    let (px, py) = (Int(settledBox.minX) + 8, Int(settledBox.minY) + 8)
    let full = Double(settled[px, py][0])
    #expect(full > 150)
    let later = Self.runtimeFor(AlertScreen(log: Log()))
    let (cx, cy) = (settledBox.midX, settledBox.midY)
    for t in [0.15, 0.2, 0.3, 0.4, 0.6] {
      let v = criticalSpring(response: 0.4, at: integratorTime(t - 0.1))
      let scale = 1.2 - 0.2 * v
      let pixmap = later.pixels(at: t)
      let box = try #require(drawn(pixmap))
      // The box counts the partly covered pixel at each edge: up to 2 px more than the width.
      #expect(box.width - 270 * scale >= -0.5 && box.width - 270 * scale <= 2, "at \(t) s: width \(box.width), v \(v)")
      // The same point of the card, where the scale about the card's centre has put it.
      let (x, y) = (Int(cx + (Double(px) + 0.5 - cx) * scale), Int(cy + (Double(py) + 0.5 - cy) * scale))
      let measured = Double(pixmap[x, y][0]) / full
      #expect(abs(measured - v) < 0.02, "at \(t) s: brightness \(measured), v \(v)")
    }
  }

  private static func runtimeFor(_ screen: AlertScreen) -> SceneRuntime { runtime(screen) }

  /// Two buttons sit side by side, the cancel one leading: the blue Cancel label left of the
  /// red Delete, on the same row.
  @Test func twoButtonsSitSideBySideCancelLeading() throws {
    let pixmap = runtime(AlertScreen(log: Log())).pixels(at: 2)
    let cancel = try #require(blueLabels(pixmap))
    let delete = try #require(redLabels(pixmap))
    #expect(cancel.midX < 200 && delete.midX > 200 && abs(cancel.midY - delete.midY) <= 1)
  }

  /// Three buttons stack, 44 pt apart, the cancel one last: the red Delete above the two blue
  /// labels, which span two rows.
  @Test func moreButtonsStackCancelLast() throws {
    let pixmap = runtime(AlertScreen(log: Log(), threeButtons: true)).pixels(at: 2)
    let blue = try #require(blueLabels(pixmap))
    let red = try #require(redLabels(pixmap))
    #expect(red.maxY < blue.minY)
    #expect(abs((blue.maxY - blue.minY) - (44 + red.height)) <= 2)
  }

  /// Tapping a button runs its action and dismisses: the alert fades out over 0.2 s at its
  /// settled size, and is gone after.
  @Test func tappingAButtonRunsItsActionAndDismisses() throws {
    let log = Log()
    let runtime = runtime(AlertScreen(log: log), then: { $0.wait(1).tap(label: "Delete") })
    #expect(drawn(runtime.pixels(at: 1.05)) != nil)
    let fading = try #require(drawn(runtime.pixels(at: 1.2)))
    #expect(abs(fading.width - 270) <= 1)
    #expect(log.entries == ["delete"])
    #expect(drawn(runtime.pixels(at: 1.35)) == nil)
  }

  /// A tap beside an alert does nothing: the alert stays, no action runs.
  @Test func aTapBesideAnAlertDoesNothing() {
    let log = Log()
    let runtime = runtime(AlertScreen(log: log), then: { $0.wait(1).tap(at: CGPoint(x: 20, y: 100)) })
    #expect(drawn(runtime.pixels(at: 2)) != nil)
    #expect(log.entries.isEmpty)
  }

  /// With no buttons, an OK button dismisses the alert.
  @Test func anAlertWithoutButtonsHasOK() {
    struct Screen: View {
      @State private var isPresented = false
      var body: some View {
        Color.black.ignoresSafeArea().onTapGesture { isPresented = true }
          .alert("Saved", isPresented: $isPresented) {}
      }
    }
    let runtime = runtime(Screen(), then: { $0.wait(1).tap(label: "OK") })
    #expect(drawn(runtime.pixels(at: 1)) != nil)
    #expect(drawn(runtime.pixels(at: 1.6)) == nil)
  }
}

/// A confirmation dialog over a black screen.
private struct DialogScreen: View {
  @State private var isPresented = false
  let log: Log

  var body: some View {
    Color.black.ignoresSafeArea()
      .onTapGesture { isPresented = true }
      .confirmationDialog("Delete Photo?", isPresented: $isPresented, titleVisibility: .visible) {
        Button("Delete", role: .destructive) { log.append("delete") }
      }
  }
}

@Suite struct ConfirmationDialogTests {
  /// Down the column x = 20 (inside both cards, clear of the corners' curves at that height):
  /// the cancel card, 57 pt tall, rests on the home indicator's inset (rows 713…769), 8 pt
  /// below the upper card (which ends at 705), whose last button row is 57 pt tall above that.
  @Test func theCancelButtonIsACardOfItsOwnAtTheBottom() {
    let pixmap = runtime(DialogScreen(log: Log())).pixels(at: 2)
    var runs: [(top: Int, end: Int)] = []
    var start: Int?
    for y in 0...800 {
      let lit = y < 800 && (0..<3).contains { pixmap[20, y][$0] > 0 }
      if lit, start == nil { start = y }
      if !lit, let s = start { runs.append((s, y)); start = nil }
    }
    #expect(runs.count == 2)
    #expect(runs.last.map { $0 == (713, 770) } == true)
    #expect(runs.first.map { $0.end == 705 && 705 - $0.top > 57 } == true)
  }

  /// The cards slide up from below the screen along the presentation spring: the cancel
  /// card's bottom edge is at 770 + (1 − x(t)) · travel, travel the cards' height plus 30.
  @Test func theDialogSlidesUp() throws {
    let reference = try #require(drawn(runtime(DialogScreen(log: Log())).pixels(at: 2)))
    let travel = 800 - reference.minY
    let moving = runtime(DialogScreen(log: Log()))
    for t in [0.2, 0.3, 0.45] {
      let x = criticalSpring(response: 0.5, at: integratorTime(t - 0.1))
      let box = try #require(drawn(moving.pixels(at: t)))
      #expect(abs(box.minY - (reference.minY + (1 - x) * travel)) <= 0.005 * travel + 1, "at \(t) s")
    }
  }

  /// A button runs its action and dismisses; a tap beside the cards dismisses without one.
  @Test func buttonsAndTapsBesideDismiss() {
    let log = Log()
    let tapped = runtime(DialogScreen(log: log), then: { $0.wait(1).tap(label: "Delete") })
    #expect(drawn(tapped.pixels(at: 3)) == nil && log.entries == ["delete"])
    let other = Log()
    let beside = runtime(DialogScreen(log: other), then: { $0.wait(1).tap(at: CGPoint(x: 200, y: 100)) })
    #expect(drawn(beside.pixels(at: 3)) == nil && other.entries.isEmpty)
  }
}

@Suite struct FullScreenCoverTests {
  private struct Screen: View {
    @State private var isPresented = false
    var body: some View {
      Paints.a.ignoresSafeArea()
        .onTapGesture { isPresented = true }
        .fullScreenCover(isPresented: $isPresented) { Cover() }
    }
  }

  private struct Cover: View {
    @Environment(\.dismiss) private var dismiss
    var body: some View {
      ZStack {
        Paints.b.ignoresSafeArea()
        Button("Done") { dismiss() }
      }
    }
  }

  /// The cover slides up over everything along the presentation spring, top edge
  /// 800 · (1 − x(t)), while the screen behind keeps its size: red spans the full width above
  /// it. `dismiss()` slides it back down.
  @Test func theCoverSlidesUpAndDown() throws {
    let runtime = runtime(Screen(), then: { $0.wait(1.5).tap(label: "Done") })
    for t in [0.2, 0.3, 0.5] {
      let x = criticalSpring(response: 0.5, at: integratorTime(t - 0.1))
      let pixmap = runtime.pixels(at: t)
      let blue = try #require(pixmap.box(of: Paints.bRGB))
      #expect(abs(blue.minY - 800 * (1 - x)) <= 0.005 * 800 + 1, "at \(t) s")
      let red = try #require(pixmap.box(of: Paints.aRGB))
      #expect(red.minX == 0 && red.maxX == 400 && red.minY == 0)
    }
    #expect(runtime.pixels(at: 1.5).box(of: Paints.aRGB) == nil)
    let leaving = try #require(runtime.pixels(at: 1.8).box(of: Paints.bRGB))
    #expect(leaving.minY > 100 && leaving.maxY == 800)
    #expect(runtime.pixels(at: 3).box(of: Paints.bRGB) == nil)
  }
}
