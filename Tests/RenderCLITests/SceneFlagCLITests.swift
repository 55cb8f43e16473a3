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

  /// The options x264 writes into every stream it encodes (an SEI message, "x264 - core …
  /// options: cabac=1 ref=… subme=…"), as key → value.
  func x264Options(_ path: String) throws -> [String: String] {
    let bytes = try #require(FileManager.default.contents(atPath: path))
    let text = String(decoding: bytes.map { (32...126).contains($0) ? $0 : 10 }, as: UTF8.self)
    let line = try #require(text.split(separator: "\n").first { $0.contains("x264 - core") }, "no x264 SEI in \(path)")
    let options = try #require(line.range(of: "options: ")).upperBound
    return Dictionary(line[options...].split(separator: " ").compactMap { pair in
      let parts = pair.split(separator: "=", maxSplits: 1).map(String.init)
      return parts.count == 2 ? (parts[0], parts[1]) : nil
    }, uniquingKeysWith: { a, _ in a })
  }

  /// `--draft` encodes with x264's veryfast preset instead of medium. x264's preset table:
  /// medium is subme 7, trellis 1, 3 reference frames; veryfast is subme 2, trellis 0, 1
  /// reference frame; tune animation doubles the references above 1 (3 → 6).
  @Test func draftEncodesWithTheVeryfastPreset() throws {
    let dir = try RenderProcess.scratch()
    for (name, flags) in [("final.mp4", [String]()), ("draft.mp4", ["--draft"])] {
      let result = try RenderProcess.run(["--mode", "fixed", "--scale", "0.25", "--fps", "10", "--duration", "0.5", "-o", name] + flags, in: dir)
      #expect(result.status == 0, "stderr: \(result.stderr)")
    }
    let final = try x264Options(dir + "/final.mp4"), draft = try x264Options(dir + "/draft.mp4")
    #expect([final["subme"], final["trellis"], final["ref"]] == ["7", "1", "6"], "\(final)")
    #expect([draft["subme"], draft["trellis"], draft["ref"]] == ["2", "0", "1"], "\(draft)")
    #expect(final["crf"] == "18.0" && draft["crf"] == "18.0")
  }
}
