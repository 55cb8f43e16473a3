import ExampleScenes
import Flipbook
import FlipbookTesting
import XCTest

// The same assertions from an XCTest suite, as a team that has not moved to Swift Testing
// writes them: no `import Testing`, and a failure fails the XCTest at the assertion's line.

final class LikeButtonXCTests: XCTestCase {
  /// The goldens `LikeButtonTests` uses: the same frames, checked from XCTest.
  func testLikeButtonFrames() {
    expectGolden(ExampleScenes.likeButton, at: [0.4, 1.5], variant: "bouncy")
  }

  /// The pop of the heart is the same on every core, on one thread, and rendered alone.
  func testThePopIsDeterministic() {
    expectDeterministic(ExampleScenes.likeButton, at: [0.4, 0.6], variant: "bouncy")
  }
}
