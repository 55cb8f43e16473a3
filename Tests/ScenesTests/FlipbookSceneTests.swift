import Flipbook
import Scenes
import Testing

/// The scene value: sampled in any order, timed until it settles, put side by side in whole
/// pixels.
@Suite struct FlipbookSceneTests {
  @Test func samplingInAnyOrderGivesTheFramesOfAForwardRender() {
    let scene = BuiltInScenes.restTimer
    let forward = scene.pixmaps(at: [0.55, 0.7, 0.9], variant: "fixed", scale: 0.5)
    let shuffled = scene.pixmaps(at: [0.9, 0.55, 0.7], variant: "fixed", scale: 0.5)
    #expect(shuffled[0] == forward[2] && shuffled[1] == forward[0] && shuffled[2] == forward[1])
    // The control: the three times do show different pictures.
    #expect(forward[0] != forward[1] && forward[1] != forward[2])
  }

  @Test func aTimelineHasRoundedDurationTimesFpsFramesAtKOverFps() {
    let timeline = Timeline(fps: 60, duration: 2.5)
    #expect(timeline.frameCount == 150)
    #expect(timeline.time(ofFrame: 30) == 0.5)
    #expect(Timeline(fps: 24, duration: 0.01).frameCount == 1)  // at least one frame
    #expect(Timeline(fps: 10, duration: 1.26).frameCount == 13)
  }

  /// A 0.5 s linear animation started by a tap at 0.2 s has settled at 0.7 s; the automatic
  /// duration adds 0.5 s of stillness: 1.2 s. The probe steps at the video's frame times, so
  /// at 10 fps the first frame found settled is 0.7 s or, if the animation is still marked
  /// running exactly at its end, 0.8 s.
  @Test func anAutomaticDurationEndsHalfASecondAfterTheLastAnimationSettles() {
    let scene = FlipbookScene(
      "slide", canvas: .size(width: 100, height: 100), script: Script().wait(0.2).tap(at: CGPoint(x: 50, y: 50))
    ) { Slider() }
    let (seconds, warning) = ScenePlayer.duration(of: scene, variant: nil, fps: 10)
    #expect(warning == nil)
    #expect(seconds >= 1.2 - 1e-9 && seconds <= 1.3 + 1e-9, "\(seconds)")
  }

  @Test func aSceneThatNeverSettlesStopsThirtySecondsAfterItsLastEventWithAWarning() {
    let scene = FlipbookScene("spinner", canvas: .size(width: 100, height: 100)) { Spinner() }
    let (seconds, warning) = ScenePlayer.duration(of: scene, variant: nil, fps: 10)
    #expect(abs(seconds - 30) < 0.11, "\(seconds)")
    #expect(warning?.contains("still animating 30 s after its last event") == true, "\(warning ?? "none")")
  }

  @Test func theScriptLengthBoundsAnAutomaticDurationFromBelow() {
    let scene = FlipbookScene("still", canvas: .size(width: 10, height: 10), script: Script().wait(2)) { Color.red }
    #expect(ScenePlayer.duration(of: scene, variant: nil, fps: 30).seconds == 2)
  }

  /// Side by side, each panel is drawn on its own and copied in whole pixels: the left panel
  /// is pixel for pixel the scene rendered alone, below a 44-pt header, and the right panel
  /// starts one panel plus the 8-pt gutter to the right.
  @Test func sideBySidePanelsAreTheScenesRenderedAloneCopiedInWholePixels() throws {
    let scene = BuiltInScenes.restTimer
    let timeline = Timeline(fps: 10, frameCount: 8)
    let scale = 0.5
    let sink = MemorySink()
    let sides = SideBySideSource(
      left: .init(title: "naive", source: SceneFrameSource(scene, variant: "naive", timeline: timeline, scale: scale)),
      right: .init(title: "fixed", source: SceneFrameSource(scene, variant: "fixed", timeline: timeline, scale: scale)),
      scale: scale)
    try VideoRenderer().render(sides, to: sink)
    let alone = scene.pixmaps(at: [0.7], variant: "fixed", scale: scale)[0]
    let review = sink.frames[7]
    // 390 × 0.5 = 195 px panels, 4 px gutter, 22 px header: 394 + 195 = 589 … wide.
    #expect(review.width == 2 * 195 + 4 && review.height == 22 + 350)
    var differing = 0
    for y in 0..<alone.height {
      for x in 0..<alone.width where review[x + 199, y + 22] != alone[x, y] { differing += 1 }
    }
    #expect(differing == 0, "\(differing) pixels of the right panel differ from the scene alone")
  }
}

private struct Slider: View {
  @State var moved = false
  var body: some View {
    Rectangle().fill(.blue).frame(width: 20, height: 20)
      .offset(x: moved ? 30 : 0)
      .onTapGesture { withAnimation(.linear(duration: 0.5)) { moved = true } }
  }
}

private struct Spinner: View {
  @State var turned = false
  var body: some View {
    Rectangle().fill(.blue).frame(width: 20, height: 20)
      .rotationEffect(.degrees(turned ? 360 : 0))
      .phaseAnimator([false, true]) { content, phase in content.opacity(phase ? 1 : 0.5) }
  }
}
