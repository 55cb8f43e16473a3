import Drawing
import Flipbook
import Testing

// Buttons: the action on a tap, the pressed state under a scripted touch (UIKit's
// touch-up-inside with its 70-pt slop), and the built-in looks. Colours come from the iOS
// table in docs/SEMANTICS.md §8 (system blue (0, 122, 255), red (255, 59, 48)); curve values
// from §1.6 (easeOut at half its duration is 0.68464). The canvas is 200 × 200 unless a test
// says otherwise, and the button is centred in it.

private let canvas = CGSize(width: 200, height: 200)
private let centre = CGPoint(x: 100, y: 100)
private let systemBlue = RGBAColor(r8: 0, g8: 122, b8: 255)
private let systemRed = RGBAColor(r8: 255, g8: 59, b8: 48)

/// Draws the label at half opacity while pressed, with no animation.
private struct DimWhenPressed: ButtonStyle {
  func makeBody(configuration: Configuration) -> some View {
    configuration.label.opacity(configuration.isPressed ? 0.5 : 1)
  }
}

/// The pressed scale of the brief: 0.9 while pressed, eased out over 0.35 s.
private struct ShrinkWhenPressed: ButtonStyle {
  func makeBody(configuration: Configuration) -> some View {
    configuration.label
      .scaleEffect(configuration.isPressed ? 0.9 : 1)
      .animation(.easeOut, value: configuration.isPressed)
  }
}

/// Fires only on a double tap: a primitive style decides when the action runs.
private struct DoubleTapStyle: PrimitiveButtonStyle {
  func makeBody(configuration: Configuration) -> some View {
    configuration.label.onTapGesture(count: 2) { configuration.trigger() }
  }
}

/// A 100-pt red square button that logs "tap", drawn with `DimWhenPressed`.
private func square(_ log: Log) -> some View {
  Button { log.append("tap") } label: { Paints.a.frame(width: 100, height: 100) }
    .buttonStyle(DimWhenPressed())
}

@Suite struct ButtonTests {
  @Test func aTapRunsTheAction() {
    let log = Log()
    let runtime = SceneRuntime(Button("Save") { log.append("save") }, canvasSize: canvas, script: Script().wait(0.5).tap(at: centre))
    runtime.advance(to: 0.49)
    #expect(log.entries == [])
    runtime.advance(to: 0.5)
    #expect(log.entries == ["save"])
  }

  @Test func aTapOutsideTheButtonDoesNothing() {
    let log = Log()
    let runtime = SceneRuntime(square(log), canvasSize: canvas, script: Script().wait(0.5).tap(at: CGPoint(x: 20, y: 20)))
    runtime.advance(to: 1)
    #expect(log.entries == [])
  }

  @Test func aTouchPressesTheButtonWhileItIsDown() {
    let log = Log()
    let script = Script().wait(0.2).press(at: centre, duration: 0.5)
    let runtime = SceneRuntime(square(log), canvasSize: canvas, script: script)
    #expect(runtime.displayList(at: 0.1).alpha(of: Paints.aRGB) == 1)
    #expect(runtime.displayList(at: 0.4).alpha(of: Paints.aRGB) == 0.5)
    #expect(log.entries == [])
  }

  @Test func liftingInsideReleasesAndRunsTheAction() {
    let log = Log()
    let script = Script().wait(0.2).press(at: centre, duration: 0.5)
    let runtime = SceneRuntime(square(log), canvasSize: canvas, script: script)
    runtime.advance(to: 0.69)
    #expect(log.entries == [])
    #expect(runtime.displayList(at: 0.7).alpha(of: Paints.aRGB) == 1)
    #expect(log.entries == ["tap"])
  }

  /// The button spans 150…250 on a 400-pt canvas; the finger moves 100 pt/s from x = 200, so
  /// it is 40 pt outside (inside the 70-pt slop) at 0.9 s and 80 pt outside at 1.3 s.
  @Test func draggingBeyondTheSlopLetsGoAndCancels() {
    let log = Log()
    let start = CGPoint(x: 200, y: 200)
    let script = Script().drag(from: start, to: CGPoint(x: 340, y: 200), duration: 1.4)
    let runtime = SceneRuntime(square(log), canvasSize: CGSize(width: 400, height: 400), script: script)
    #expect(runtime.displayList(at: 0.9).alpha(of: Paints.aRGB) == 0.5)
    #expect(runtime.displayList(at: 1.3).alpha(of: Paints.aRGB) == 1)
    runtime.advance(to: 2)
    #expect(log.entries == [])
  }

  @Test func draggingBackInPressesAgainAndFires() {
    let log = Log()
    let start = CGPoint(x: 200, y: 200)
    let script = Script().drag(along: [start, CGPoint(x: 390, y: 200), start], duration: 1)
    let runtime = SceneRuntime(square(log), canvasSize: CGSize(width: 400, height: 400), script: script)
    #expect(runtime.displayList(at: 0.5).alpha(of: Paints.aRGB) == 1)  // at x = 390, 140 pt out
    #expect(runtime.displayList(at: 0.95).alpha(of: Paints.aRGB) == 0.5)
    runtime.advance(to: 1.5)
    #expect(log.entries == ["tap"])
  }

  /// Pressed at 0.5 s; easeOut (0.35 s) is at 0.68464 half-way, so the 100-pt square is
  /// 100 · (1 − 0.1 · 0.68464) = 93.1536 pt wide at 0.675 s.
  @Test func aPressedStyleAnimatesWithItsOwnAnimation() {
    let button = Button {} label: { Paints.a.frame(width: 100, height: 100) }.buttonStyle(ShrinkWhenPressed())
    let runtime = SceneRuntime(button, canvasSize: canvas, script: Script().wait(0.5).press(at: centre, duration: 1))
    let width = runtime.displayList(at: 0.675).items(painted: Paints.aRGB).first?.canvasBounds.width ?? 0
    #expect(close(width, 93.1536, 1e-3))
    let rest = runtime.displayList(at: 1.2).items(painted: Paints.aRGB).first?.canvasBounds.width ?? 0
    #expect(close(rest, 90, 1e-6))
  }

  /// A scripted tap flashes the default style: 20 % at the tap, fading back with easeOut over
  /// 0.25 s, so 0.2 + 0.8 · 0.68464 = 0.747712 at 0.125 s after it.
  @Test func aQuickTapFlashesTheDefaultPressedLook() {
    let runtime = SceneRuntime(Button("Go") {}, canvasSize: canvas, script: Script().wait(0.5).tap(at: centre))
    #expect(runtime.displayList(at: 0.4).alpha(of: systemBlue) == 1)
    #expect(close(runtime.displayList(at: 0.5).alpha(of: systemBlue), 0.2, 1e-9))
    #expect(close(runtime.displayList(at: 0.625).alpha(of: systemBlue), 0.747712, 1e-4))
    #expect(runtime.displayList(at: 0.8).alpha(of: systemBlue) == 1)
  }

  @Test func theDefaultLabelIsSystemBlue() {
    let list = SceneRuntime(Button("Go") {}, canvasSize: canvas).displayList(at: 0)
    #expect(!list.items.isEmpty)
    #expect(list.items.allSatisfy { $0.color == systemBlue })
  }

  @Test func tintAndTheDestructiveRoleRecolourTheLabel() {
    let tinted = SceneRuntime(Button("Go") {}.tint(.red), canvasSize: canvas).displayList(at: 0)
    #expect(!tinted.items.isEmpty && tinted.items.allSatisfy { $0.color == systemRed })
    let destructive = SceneRuntime(Button("Delete", role: .destructive) {}, canvasSize: canvas).displayList(at: 0)
    #expect(!destructive.items.isEmpty && destructive.items.allSatisfy { $0.color == systemRed })
  }

  @Test func thePlainStyleKeepsTheLabelsColour() {
    let list = SceneRuntime(Button("Go") {}.buttonStyle(.plain), canvasSize: canvas).displayList(at: 0)
    #expect(!list.items.isEmpty && list.items.allSatisfy { $0.color == .black })
  }

  /// `.borderedProminent` is a system-blue fill: a pixel inside it, left of the text, is
  /// exactly (0, 122, 255); the text is white.
  @Test func borderedProminentFillsWithTheTint() {
    let runtime = SceneRuntime(Button("Continue") {}.buttonStyle(.borderedProminent), canvasSize: canvas)
    let pixmap = runtime.pixels(at: 0)
    let box = pixmap.box(of: systemBlue)!
    let p = pixmap[Int(box.minX) + 6, Int(box.midY)]
    #expect(p == SIMD4<UInt8>(0, 122, 255, 255))
    #expect(runtime.displayList(at: 0).items(painted: .white).count == "Continue".count)
  }

  /// `.bordered` fills with the tint at 15 %: over white, 255 − 0.15 · (255 − c) =
  /// (216.75, 235.05, 255), so (217, 235, 255).
  @Test func borderedFillsWithTheTintAtLowOpacity() {
    let view = ZStack { Color.white; Button("Edit") {}.buttonStyle(.bordered) }
    let pixmap = SceneRuntime(view, canvasSize: canvas).pixels(at: 0)
    // The button is centred; 100 pt left of its text's centre is inside the fill only if
    // the fill is wide enough, so probe 4 pt inside its left edge, found from the blue-free
    // background: the first non-white pixel on the middle row.
    let row = (0..<200).map { pixmap[$0, 100] }
    let white = SIMD4<UInt8>(255, 255, 255, 255)
    guard let left = row.firstIndex(where: { $0 != white }) else {
      Issue.record("no fill on the middle row")
      return
    }
    let p = pixmap[left + 4, 100]
    #expect(abs(Int(p[0]) - 217) <= 1 && abs(Int(p[1]) - 235) <= 1 && p[2] == 255)
  }

  /// A regular bordered button is the label's line (17-pt body: 17 · 2444 / 2048 = 20.287 pt)
  /// plus 7 pt above and below: 34.287 pt tall.
  @Test func aRegularBorderedButtonIsThirtyFourPointsTall() {
    let runtime = SceneRuntime(Button("Edit") {}.buttonStyle(.bordered), canvasSize: canvas)
    let list = runtime.displayList(at: 0)
    let fill = list.items.first { $0.color.alpha < 1 }
    #expect(close(fill?.canvasBounds.height ?? 0, 34.287, 1e-3))
  }

  @Test func aLargeControlSizePadsMore() {
    let runtime = SceneRuntime(Button("Edit") {}.buttonStyle(.bordered).controlSize(.large), canvasSize: canvas)
    let fill = runtime.displayList(at: 0).items.first { $0.color.alpha < 1 }
    #expect(close(fill?.canvasBounds.height ?? 0, 20.287 + 28, 1e-3))
  }

  @Test func aDisabledButtonTakesNoTaps() {
    let log = Log()
    let view = Button("Save") { log.append("save") }.disabled(true)
    SceneRuntime(view, canvasSize: canvas, script: Script().wait(0.5).tap(at: centre)).advance(to: 1)
    #expect(log.entries == [])
  }

  @Test func aPrimitiveStyleDecidesWhenTheActionRuns() {
    let log = Log()
    let view = Button { log.append("tap") } label: { Paints.a.frame(width: 100, height: 100) }.buttonStyle(DoubleTapStyle())
    SceneRuntime(view, canvasSize: canvas, script: Script().wait(0.5).tap(at: centre)).advance(to: 1.5)
    #expect(log.entries == [])
    SceneRuntime(view, canvasSize: canvas, script: Script().wait(0.5).tap(at: centre, count: 2)).advance(to: 1.5)
    #expect(log.entries == ["tap"])
  }

  @Test func aButtonWinsOverATapGestureAroundIt() {
    let log = Log()
    let view = ZStack {
      Color.clear.frame(width: 200, height: 200)
      square(log)
    }.onTapGesture { log.append("outer") }
    SceneRuntime(view, canvasSize: canvas, script: Script().wait(0.5).tap(at: centre)).advance(to: 1.5)
    #expect(log.entries == ["tap"])
  }

  @Test func buttonStylesNestInnermostFirst() {
    // The inner `.plain` wins: black text, not the bordered look's blue.
    let list = SceneRuntime(Button("Go") {}.buttonStyle(.plain).buttonStyle(.bordered), canvasSize: canvas).displayList(at: 0)
    #expect(!list.items.isEmpty && list.items.allSatisfy { $0.color == .black })
  }

  /// The label keeps its state when the press changes the style's body around it.
  @Test func theLabelKeepsItsStateThroughAPress() {
    let remote = Remote<Int>()
    let view = Button {} label: { Driven(0, remote) { n in Text("\(n)") } }.buttonStyle(ShrinkWhenPressed())
    let script = Script().wait(0.1).perform { remote.set(7, animation: nil) }.wait(0.1).press(at: centre, duration: 0.3)
    let runtime = SceneRuntime(view, canvasSize: canvas, script: script)
    runtime.advance(to: 0.3)
    runtime.advance(to: 0.6)
    #expect(remote.binding?.wrappedValue == 7)
  }
}
