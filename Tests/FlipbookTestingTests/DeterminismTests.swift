import Flipbook
import FlipbookTesting
import Foundation
import Scenes
import Testing

// The determinism self-check passes Flipbook's scenes and catches a scene that is not a
// function of its time.

/// Draws a bar whose width counts the passes run so far: it depends on how many frames were
/// rendered before, which the check must catch.
private final class PassCounter: @unchecked Sendable {
  var passes = 0
}

private struct CountingBar: View {
  let counter: PassCounter

  var body: some View {
    counter.passes += 1
    return Color.blue.frame(width: CGFloat(10 + counter.passes % 50), height: 10).frame(width: 100, height: 20, alignment: .leading)
  }
}

/// A bar that fades in over 0.5 s when it appears.
private struct AppearingBar: View {
  @State private var shown = false

  var body: some View {
    Color.blue.frame(width: 60, height: 10).opacity(shown ? 1 : 0)
      .onAppear { withAnimation(.linear(duration: 0.5)) { shown = true } }
  }
}

@Suite struct DeterminismTests {
  @Test func theHeroAndACatalogScenesFramesAreTheSameHoweverTheyAreRendered() {
    #expect(determinismProblems(BuiltInScenes.restTimer, at: [0.0, 0.6, 0.75, 0.9, 2.0], variant: "fixed").isEmpty)
    expectDeterministic(BuiltInScenes.matchedCircleToRectangle, at: [0.4, 1.9, 3.5, 3.7])
  }

  /// A view that fades in when it appears: alone, a frame at 0.3 s shows the fade 0.3 s in,
  /// as the whole video's frame does (the scene starts at 0 whatever time is asked for first).
  @Test func anAppearingAnimationIsTheSameInAFrameRenderedAlone() {
    let scene = FlipbookScene("fading-in", canvas: .size(CGSize(width: 100, height: 20)), duration: .seconds(1)) {
      AppearingBar()
    }
    expectDeterministic(scene, at: [0.1, 0.3, 0.6])
  }

  @Test func aSceneThatCountsItsPassesIsCaught() {
    let counter = PassCounter()
    let scene = FlipbookScene("counting", canvas: .size(CGSize(width: 100, height: 20)), duration: .seconds(1)) {
      CountingBar(counter: counter)
    }
    let problems = determinismProblems(scene, at: [0.1, 0.2, 0.3])
    #expect(!problems.isEmpty)
    #expect(problems.contains { $0.contains("differ in") }, "\(problems)")
  }
}
