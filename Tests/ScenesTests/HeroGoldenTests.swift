import Flipbook
import FlipbookTesting
import Scenes
import Testing

/// Golden frames of the hero morph: at rest, in flight and landed, for both modes.
/// The tap happens at 0.5 s; the flight is mostly over by 1.2 s and settled by 2.5 s.
@Suite struct HeroGoldenTests {
  static let times = [0.0, 0.6, 0.7, 0.85, 2.5]

  @Test(arguments: RestTimerHero.Mode.allCases)
  func heroMorphFrames(mode: RestTimerHero.Mode) {
    let frames = HeroRender(mode: mode, scale: 2).frames(at: Self.times)
    for (frame, time) in zip(frames, Self.times) {
      expectGolden(frame, scene: "RestTimerHero", mode: mode.rawValue, time: time)
    }
  }

  /// The fixed flight as one animated golden: the tap at 0.5 s to 1.3 s, at 20 fps and one
  /// pixel per point, every frame compared.
  @Test func fixedFlight() {
    expectAnimationGolden(BuiltInScenes.restTimer, over: 0.5...1.3, fps: 20, variant: "fixed")
  }

  /// The fixed flight's ring, followed by its cyan, as a geometry golden: its box on every
  /// frame, in points.
  @Test func fixedFlightGeometry() {
    expectGeometryGolden(
      BuiltInScenes.restTimer, over: 0.5...1.3, variant: "fixed", segmenter: Segmenter(key: SIMD4(0x32, 0xAD, 0xE6, 0xFF)))
  }
}
