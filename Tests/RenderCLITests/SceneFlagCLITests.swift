import Foundation
import Testing

/// Flags that change what a scene does, each caught from the pixels when it is ignored.
@Suite struct SceneFlagCLITests {
  /// A tap anywhere inserts a 50-pt black square with `.scale` over 1 s, on a white 200-pt canvas.
  static let growingSquare = """
    import PlaygroundSupport
    import SwiftUI

    struct Grow: View {
      @State var shown = false
      var body: some View {
        ZStack {
          Color.white.onTapGesture { withAnimation(.linear(duration: 1)) { shown = true } }
          if shown { Color.black.frame(width: 50, height: 50).transition(.scale) }
        }
        .frame(width: 200, height: 200)
      }
    }

    PlaygroundPage.current.setLiveView(Grow())
    """

  /// The square's measured width in points on each video frame where it is seen (10 fps,
  /// tapped at 0.1 s, 1.5 s in all), from `render inspect --json -`.
  func widths(_ flags: [String]) throws -> [Double] {
    let fixture = try PlaygroundFixture()
    try fixture.write("Grow.swift", Self.growingSquare)
    let result = try fixture.render(
      ["inspect", "Grow.swift", "--tap", "100,100@0.1", "--fps", "10", "--duration", "1.5", "--scale", "1", "--json", "-"] + flags)
    #expect(result.status == 0, "stderr: \(result.stderr)")
    let root = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
    let frames = try #require((root["tracks"] as? [[String: Any]])?.first?["frames"] as? [[String: Any]])
    return frames.compactMap { ($0["blobs"] as? [[String: Any]])?.first?["width"] as? Double }
  }

  /// With Reduce Motion the square fades in at full size: every frame that shows it shows
  /// it 50 pt wide. Without, it grows: the first frames that show it show it smaller.
  @Test func reduceMotionTurnsTheScaleIntoACrossFade() throws {
    let reduced = try widths(["--reduce-motion"])
    #expect(reduced.count >= 10, "\(reduced)")
    #expect(reduced.allSatisfy { $0 == 50 }, "\(reduced)")
    let moving = try widths([])
    #expect(moving.first.map { $0 < 25 } == true && moving.last == 50, "\(moving)")
  }
}
