import Flipbook
import Foundation
import Media
import Testing

/// What `RenderOutput` makes of a path and a codec: the kind, the codec, whether sizes are
/// padded to even numbers, and the combinations it refuses.
@Suite struct RenderOutputTests {
  @Test func anMP4IsH264UnlessHEVCIsAskedForAndIsPaddedToEvenSizes() throws {
    let plain = try RenderOutput("clip.mp4")
    #expect(plain.kind == .mp4 && plain.codec == .h264 && plain.isVideo && plain.needsEvenSize)
    #expect(try RenderOutput("clip.MP4", codec: .hevc).codec == .hevc)
  }

  @Test func aMovIsProResWithAnySize() throws {
    let movie = try RenderOutput("clip.mov")
    #expect(movie.kind == .mov && movie.codec == .prores4444 && movie.isVideo && !movie.needsEvenSize)
    #expect(try RenderOutput("Clip.MOV", codec: .prores4444).codec == .prores4444)
  }

  @Test func picturesHaveNoCodec() throws {
    for path in ["a.apng", "a.gif", "frames/", "frames/f_%03d.png"] {
      let output = try RenderOutput(path)
      #expect(output.codec == nil && !output.isVideo && !output.needsEvenSize, "\(path)")
    }
  }

  @Test(arguments: [("a.gif", VideoCodec.hevc), ("frames/", .h264), ("a.mov", .hevc), ("a.mp4", .prores4444)])
  func aCodecTheOutputCannotHoldIsRefused(path: String, codec: VideoCodec) {
    let error = #expect(throws: RenderError.self) { _ = try RenderOutput(path, codec: codec) }
    #expect(error?.description.contains("H.264 and HEVC go into NAME.mp4, ProRes 4444 into NAME.mov") == true, "\(String(describing: error))")
  }

  @Test func anMP4SinkRefusesProResAndLeavesNothing() throws {
    let dir = NSTemporaryDirectory() + "flipbook-output-\(UUID().uuidString)"
    try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: dir) }
    #expect(throws: MediaError.self) {
      _ = try MP4Sink(path: dir + "/a.mp4", size: PixelSize(width: 16, height: 16), fps: 10, preset: .veryfast, codec: .prores4444)
    }
    #expect(try FileManager.default.contentsOfDirectory(atPath: dir).isEmpty)
  }
}
