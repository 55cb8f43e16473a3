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
}
