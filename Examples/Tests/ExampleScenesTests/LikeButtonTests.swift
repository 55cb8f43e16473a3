import ExampleScenes
import Flipbook
import FlipbookTesting
import Testing

@Suite struct LikeButtonTests {
  /// At rest, mid-pop (the bouncy spring overshoots) and settled.
  @Test func likeButtonFrames() {
    expectGolden(ExampleScenes.likeButton, at: [0.0, 0.4, 0.5, 1.5], variant: "bouncy")
  }

  /// The heart is red once liked: a pixel at the heart's centre (the heart is the first view
  /// of the capsule: 20 pt padding + half its 34-pt symbol in from the capsule's left edge).
  @Test func theHeartFillsRed() {
    let frame = ExampleScenes.likeButton.pixmap(at: 1.5, variant: "bouncy", scale: 1)
    let liked = frame.measureReddest()
    #expect(liked.red > 200 && liked.green < 90, "reddest pixel \(liked)")
  }
}

extension Pixmap {
  /// The pixel with the largest red excess over green (premultiplied, opaque frames).
  fileprivate func measureReddest() -> (red: Int, green: Int) {
    var best = (red: 0, green: 255)
    for y in 0..<height {
      for x in 0..<width {
        let p = self[x, y]
        if Int(p.x) - Int(p.y) > best.red - best.green { best = (Int(p.x), Int(p.y)) }
      }
    }
    return best
  }
}
