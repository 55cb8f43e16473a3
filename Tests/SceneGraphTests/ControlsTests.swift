import Drawing
import Flipbook
import Testing

// Everyday controls: geometry from UIKit's intrinsic sizes (a switch is 51 × 31 pt with a
// 27-pt knob 2 pt in, a stepper 94 × 32 pt, a segmented control 32 pt tall, a slider thumb
// 28 pt), interaction by scripted taps and drags, and what each draws. Spring values come
// from the closed form of docs/SEMANTICS.md §1.3 at the integrator's step (§1.4).

private let systemBlue = RGBAColor(r8: 0, g8: 122, b8: 255)
private let systemGreen = RGBAColor(r8: 52, g8: 199, b8: 89)

extension DisplayItem {
  /// This item, or for a layer every drawing item inside it, depth first.
  fileprivate var leaves: [DisplayItem] {
    if case .layer(let layer) = self { return layer.items.flatMap(\.leaves) }
    return [self]
  }
}

extension DisplayList {
  fileprivate var leaves: [DisplayItem] { items.flatMap(\.leaves) }
}

/// A runtime for `content` with its state in a `Remote`, and `script`.
private func runtime<Value, Content: View>(
  _ initial: Value, _ remote: Remote<Value>, canvas: CGSize, script: Script = Script(),
  @ViewBuilder _ content: @escaping (Binding<Value>) -> Content
) -> SceneRuntime {
  SceneRuntime(Driven(initial, remote) { _ in content(remote.binding!) }, canvasSize: canvas, script: script)
}

@Suite struct DividerTests {
  /// One pixel at the display scale: a third of a point at @3x, the whole width of a VStack.
  @Test func aDividerInAVStackIsAHorizontalHairline() {
    let view = VStack(spacing: 0) { Color.red.frame(height: 10); Divider(); Color.red.frame(height: 10) }.frame(width: 200)
    let scene = SceneRuntime(view, canvasSize: CGSize(width: 200, height: 100))
    scene.advance(to: 0)
    let frame = scene.frames("Divider").first
    #expect(frame.map { close($0.width, 200) && close($0.height, 1.0 / 3) } == true)
  }

  @Test func aDividerInAnHStackIsVertical() {
    var environment = EnvironmentValues()
    environment.displayScale = 2
    let view = HStack { Text("A"); Divider(); Text("B") }.frame(height: 40)
    let scene = SceneRuntime(view, canvasSize: CGSize(width: 200, height: 100), environment: environment)
    scene.advance(to: 0)
    let frame = scene.frames("Divider").first
    #expect(frame.map { close($0.width, 0.5) && close($0.height, 40) } == true)
  }

  /// `separator`: (60, 60, 67) at 29 % in light mode (docs/SEMANTICS.md §8).
  @Test func aDividerIsTheSeparatorColour() {
    let list = SceneRuntime(Divider(), canvasSize: CGSize(width: 100, height: 10)).displayList(at: 0)
    #expect(list.items.map(\.color) == [RGBAColor(r8: 60, g8: 60, b8: 67, alpha: 0.29)])
  }
}

@Suite struct ToggleTests {
  private static let canvas = CGSize(width: 300, height: 100)

  /// The switch sits at the trailing edge: x from 300 − 51 = 249.
  @Test func theSwitchIsFiftyOneByThirtyOneAtTheTrailingEdge() {
    let scene = SceneRuntime(Toggle("Wi-Fi", isOn: .constant(false)), canvasSize: Self.canvas)
    scene.advance(to: 0)
    let track = scene.frames("Capsule").first
    #expect(track.map { close($0, CGRect(x: 249, y: 34.5, width: 51, height: 31)) } == true)
  }

  /// Knob centre: 249 + 2 + 13.5 = 264.5 off, 20 pt further on.
  @Test func aTapFlipsTheSettingAndTheKnobSlides() {
    let remote = Remote<Bool>()
    let scene = runtime(false, remote, canvas: Self.canvas, script: Script().wait(0.5).tap(at: CGPoint(x: 274, y: 50))) {
      Toggle("Wi-Fi", isOn: $0)
    }
    #expect(knobCentre(scene.displayList(at: 0.4)).map { close($0, 264.5, 1e-6) } == true)
    scene.advance(to: 0.5)
    #expect(remote.binding?.wrappedValue == true)
    #expect(knobCentre(scene.displayList(at: 1.5)).map { close($0, 284.5, 1e-6) } == true)
  }

  /// `.snappy(duration: 0.3)`: ζ 0.85, ω₀ = 2π/0.3, decay ζω₀ = 17.802, ω = ω₀√(1 − ζ²) =
  /// 11.033. The §1.3 closed form `1 − e^(−decay·t)·(decay/ω·sin ωt + cos ωt)` at the time the
  /// 300 Hz integrator has reached matches it to 0.5 % (§1.4), 0.1 pt of the 20-pt travel.
  /// Tapped at 0.5 s and sampled at 0.6 s, that is 0.1033 s (31 steps): 0.7007, 278.51 pt.
  @Test func theKnobMovesOnASpring() {
    let remote = Remote<Bool>()
    let scene = runtime(false, remote, canvas: Self.canvas, script: Script().wait(0.5).tap(at: CGPoint(x: 274, y: 50))) {
      Toggle("Wi-Fi", isOn: $0)
    }
    let zeta = 0.85
    let w0 = 2 * Double.pi / 0.3
    let (decay, w) = (zeta * w0, (1 - zeta * zeta).squareRoot() * w0)
    let t = integratorTime(0.6 - 0.5)
    let fraction = 1 - exp(-decay * t) * (decay / w * sin(w * t) + cos(w * t))
    let x = knobCentre(scene.displayList(at: 0.6)) ?? 0
    #expect(abs(x - (264.5 + 20 * fraction)) <= 0.1)
  }

  @Test func theTrackIsGreenWhenOnAndTheTintWhenSet() {
    let green = SceneRuntime(Toggle("A", isOn: .constant(true)), canvasSize: Self.canvas).displayList(at: 0)
    #expect(!green.leaves.filter { $0.color == systemGreen }.isEmpty)
    let blue = SceneRuntime(Toggle("A", isOn: .constant(true)).tint(.blue), canvasSize: Self.canvas).displayList(at: 0)
    #expect(!blue.leaves.filter { $0.color == systemBlue }.isEmpty)
  }

  @Test func aTapOnTheLabelDoesNotFlip() {
    let remote = Remote<Bool>()
    let scene = runtime(false, remote, canvas: Self.canvas, script: Script().wait(0.5).tap(at: CGPoint(x: 20, y: 50))) {
      Toggle("Wi-Fi", isOn: $0)
    }
    scene.advance(to: 1)
    #expect(remote.binding?.wrappedValue == false)
  }

  @Test func aDisabledToggleDoesNotFlip() {
    let remote = Remote<Bool>()
    let scene = runtime(false, remote, canvas: Self.canvas, script: Script().wait(0.5).tap(at: CGPoint(x: 274, y: 50))) {
      Toggle("Wi-Fi", isOn: $0).disabled(true)
    }
    scene.advance(to: 1)
    #expect(remote.binding?.wrappedValue == false)
  }

  /// The knob: the white 27-pt circle.
  private func knobCentre(_ list: DisplayList) -> CGFloat? {
    list.leaves.first { $0.color == .white && close($0.canvasBounds.width, 27, 1e-6) }?.canvasBounds.midX
  }
}

@Suite struct SliderTests {
  private static let canvas = CGSize(width: 200, height: 100)

  /// The thumb's centre runs from 14 to 186: at 0.5 it is at 100; a drag of 43 pt moves the
  /// value by 43 / 172 = 0.25.
  @Test func draggingTheThumbMovesTheValue() {
    let remote = Remote<Double>()
    let script = Script().wait(0.2).drag(from: CGPoint(x: 100, y: 50), to: CGPoint(x: 143, y: 60), duration: 0.3)
    let scene = runtime(0.5, remote, canvas: Self.canvas, script: script) { Slider(value: $0) }
    scene.advance(to: 1)
    #expect(close(remote.binding?.wrappedValue ?? 0, 0.75, 1e-9))
  }

  @Test func theValueStaysInTheRange() {
    let remote = Remote<Double>()
    let script = Script().wait(0.2).drag(from: CGPoint(x: 100, y: 50), to: CGPoint(x: 400, y: 50), duration: 0.3)
    let scene = runtime(5.0, remote, canvas: Self.canvas, script: script) { Slider(value: $0, in: 0...10) }
    scene.advance(to: 1)
    #expect(remote.binding?.wrappedValue == 10)
  }

  /// 5 + 30 / 172 · 10 = 6.74, rounded to the step: 7.
  @Test func aStepRoundsTheValue() {
    let remote = Remote<Double>()
    let script = Script().wait(0.2).drag(from: CGPoint(x: 100, y: 50), to: CGPoint(x: 130, y: 50), duration: 0.3)
    let scene = runtime(5.0, remote, canvas: Self.canvas, script: script) { Slider(value: $0, in: 0...10, step: 1) }
    scene.advance(to: 1)
    #expect(remote.binding?.wrappedValue == 7)
  }

  @Test func aDragOnTheTrackAwayFromTheThumbDoesNothing() {
    let remote = Remote<Double>()
    let script = Script().wait(0.2).drag(from: CGPoint(x: 170, y: 50), to: CGPoint(x: 190, y: 50), duration: 0.3)
    let scene = runtime(0.25, remote, canvas: Self.canvas, script: script) { Slider(value: $0) }
    scene.advance(to: 1)
    #expect(remote.binding?.wrappedValue == 0.25)
  }

  /// 17-pt symbols and 8-pt gaps leave 200 − 2 · 25 = 150 pt of track: at 0.5 the thumb's
  /// centre is 25 + 14 + 122 · 0.5 = 100 pt, so the tint runs 25 … 100.
  @Test func endLabelsSitBesideTheTrack() {
    let slider = Slider(value: .constant(0.5)) { Text("Volume") } minimumValueLabel: {
      Image(systemName: "minus")
    } maximumValueLabel: {
      Image(systemName: "plus")
    }
    let list = SceneRuntime(slider, canvasSize: Self.canvas).displayList(at: 0)
    let fill = list.leaves.first { $0.color == systemBlue }?.canvasBounds
    #expect(fill.map { close($0.minX, 25, 1e-6) && close($0.maxX, 100, 1e-6) } == true)
  }

  /// At 0.25 the tint runs to the thumb's centre, 14 + 172 · 0.25 = 57 pt.
  @Test func theTintFillsUpToTheThumb() {
    let list = SceneRuntime(Slider(value: .constant(0.25)), canvasSize: Self.canvas).displayList(at: 0)
    let fill = list.leaves.first { $0.color == systemBlue }
    #expect(fill.map { close($0.canvasBounds.width, 57, 1e-6) && close($0.canvasBounds.height, 4, 1e-6) } == true)
  }
}

@Suite struct StepperTests {
  private static let canvas = CGSize(width: 300, height: 100)
  /// The halves are (94 − 1) / 2 = 46.5 pt wide; + is the last, centred 23.25 pt from the edge.
  private static let plus = CGPoint(x: 300 - 23.25, y: 50)
  private static let minus = CGPoint(x: 300 - 94 + 23.25, y: 50)

  @Test func plusAndMinusStepTheValue() {
    let remote = Remote<Int>()
    let script = Script().wait(0.2).tap(at: Self.plus).wait(0.5).tap(at: Self.plus).wait(0.5).tap(at: Self.minus)
    let scene = runtime(1, remote, canvas: Self.canvas, script: script) { Stepper("Count", value: $0, in: 0...5) }
    scene.advance(to: 0.2)
    #expect(remote.binding?.wrappedValue == 2)
    scene.advance(to: 2)
    #expect(remote.binding?.wrappedValue == 2)
  }

  @Test func theValueStopsAtTheBound() {
    let remote = Remote<Int>()
    let script = Script().wait(0.2).tap(at: Self.plus).wait(0.5).tap(at: Self.plus)
    let scene = runtime(4, remote, canvas: Self.canvas, script: script) { Stepper("Count", value: $0, in: 0...5, step: 1) }
    scene.advance(to: 2)
    #expect(remote.binding?.wrappedValue == 5)
  }

  /// 4 + 3 would pass 5: the value stops at the bound.
  @Test func aStepPastTheBoundClamps() {
    let remote = Remote<Int>()
    let scene = runtime(4, remote, canvas: Self.canvas, script: Script().wait(0.2).tap(at: Self.plus)) {
      Stepper("Count", value: $0, in: 0...5, step: 3)
    }
    scene.advance(to: 1)
    #expect(remote.binding?.wrappedValue == 5)
  }

  @Test func theStepperIsNinetyFourByThirtyTwo() {
    let scene = SceneRuntime(Stepper("Count", value: .constant(1), in: 0...5), canvasSize: Self.canvas)
    let box = scene.displayList(at: 0).leaves.first { $0.color.alpha > 0 && $0.color.alpha < 0.2 }?.canvasBounds
    #expect(box.map { close($0, CGRect(x: 206, y: 34, width: 94, height: 32)) } == true)
  }
}

@Suite struct SegmentedPickerTests {
  private static let canvas = CGSize(width: 300, height: 100)

  private func picker(_ selection: Binding<Int>) -> some View {
    Picker("Size", selection: selection) {
      Text("S").tag(0)
      Text("M").tag(1)
      Text("L").tag(2)
    }
    .pickerStyle(.segmented)
  }

  @Test func aTapOnASegmentSelectsItsTag() {
    let remote = Remote<Int>()
    let scene = runtime(0, remote, canvas: Self.canvas, script: Script().wait(0.2).tap(at: CGPoint(x: 250, y: 50))) {
      picker($0)
    }
    scene.advance(to: 1)
    #expect(remote.binding?.wrappedValue == 2)
  }

  /// Three 100-pt segments; the card is inset 2 pt: x 2 at segment 0, 202 at segment 2, 96 wide.
  @Test func theHighlightSlidesToTheSelection() {
    let remote = Remote<Int>()
    let scene = runtime(0, remote, canvas: Self.canvas, script: Script().wait(0.2).tap(at: CGPoint(x: 250, y: 50))) {
      picker($0)
    }
    #expect(card(scene.displayList(at: 0.1)).map { close($0, CGRect(x: 2, y: 36, width: 96, height: 28)) } == true)
    let mid = card(scene.displayList(at: 0.3))?.minX ?? 0
    #expect(mid > 2 && mid < 202)
    #expect(card(scene.displayList(at: 2)).map { close($0, CGRect(x: 202, y: 36, width: 96, height: 28)) } == true)
  }

  @Test func forEachElementsAreTaggedByTheirIDs() {
    let remote = Remote<String>()
    let sizes = ["S", "M", "L"]
    let scene = runtime("S", remote, canvas: Self.canvas, script: Script().wait(0.2).tap(at: CGPoint(x: 150, y: 50))) { selection in
      Picker("Size", selection: selection) { ForEach(sizes, id: \.self) { Text($0) } }.pickerStyle(.segmented)
    }
    scene.advance(to: 1)
    #expect(remote.binding?.wrappedValue == "M")
  }

  /// The selected card: the white 28-pt-tall rounded rectangle.
  private func card(_ list: DisplayList) -> CGRect? {
    list.leaves.first { $0.color == .white && close($0.canvasBounds.height, 28, 1e-6) }?.canvasBounds
  }
}

@Suite struct ProgressViewTests {
  /// A quarter of a 200-pt bar in the tint, 4 pt tall and centred on a 20-pt canvas: the
  /// capsule (0, 8, 50, 4), a pixel in it system blue and one past it not.
  @Test func aBarFillsItsFractionWithTheTint() {
    let scene = SceneRuntime(ProgressView(value: 25, total: 100).frame(width: 200), canvasSize: CGSize(width: 200, height: 20))
    let fill = scene.displayList(at: 0).leaves.first { $0.color == systemBlue }?.canvasBounds
    #expect(fill.map { close($0, CGRect(x: 0, y: 8, width: 50, height: 4)) } == true)
    let pixmap = scene.pixels(at: 0)
    #expect(pixmap[25, 9] == SIMD4<UInt8>(0, 122, 255, 255))
    #expect(pixmap[60, 9] != SIMD4<UInt8>(0, 122, 255, 255))
  }

  /// `secondaryLabel` is 60 % opaque; the lead spoke (12 o'clock at 0 s) is fully so. The
  /// lead moves on a spoke every 1/8 s, so the 12 o'clock spoke is 1, 2 and 7 spokes behind
  /// at 0.13, 0.3 and 0.99 s (7/8, 6/8 and 1/8 as opaque), and leads again at 1 s.
  @Test func theSpinnerTurnsOnTheClock() {
    let scene = SceneRuntime(ProgressView(), canvasSize: CGSize(width: 40, height: 40))
    let expected: [(time: Double, opacity: Double)] = [(0, 1), (0.13, 7.0 / 8), (0.3, 6.0 / 8), (0.99, 1.0 / 8), (1, 1)]
    for (time, opacity) in expected {
      let alpha = scene.displayList(at: time).items.first?.alpha ?? 0
      #expect(close(alpha, 0.6 * opacity, 1e-9), "at \(time) s")
    }
  }

  @Test func aSceneWithASpinnerIsNotSettled() {
    let spinning = SceneRuntime(ProgressView(), canvasSize: CGSize(width: 40, height: 40))
    spinning.advance(to: 1)
    #expect(!spinning.isSettled)
    let bar = SceneRuntime(ProgressView(value: 0.5), canvasSize: CGSize(width: 40, height: 40))
    bar.advance(to: 1)
    #expect(bar.isSettled)
  }
}

@Suite struct LabelTests {
  private static let canvas = CGSize(width: 200, height: 60)

  /// The icon, 8 pt, then the title.
  @Test func titleAndIconPutsTheIconFirst() {
    let scene = SceneRuntime(Label("Star", systemImage: "star"), canvasSize: Self.canvas)
    scene.advance(to: 0)
    guard let icon = scene.frames("Image").first, let title = scene.frames("Text").first else {
      Issue.record("missing icon or title")
      return
    }
    #expect(close(icon.maxX + 8, title.minX, 1e-6))
  }

  @Test func iconOnlyAndTitleOnlyDropThePart() {
    let icon = SceneRuntime(Label("Star", systemImage: "star").labelStyle(.iconOnly), canvasSize: Self.canvas)
    icon.advance(to: 0)
    #expect(icon.frames("Text").isEmpty && icon.frames("Image").count == 1)
    let title = SceneRuntime(Label("Star", systemImage: "star").labelStyle(.titleOnly), canvasSize: Self.canvas)
    title.advance(to: 0)
    #expect(title.frames("Image").isEmpty && title.frames("Text").count == 1)
  }
}
