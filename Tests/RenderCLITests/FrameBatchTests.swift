import Foundation
import FuzzSupport
import Media
import Raster
import Testing

@testable import FlipbookCLI

/// Batches of decoded frames stop at FrameBatch.maximumBytes (96 MiB), so that many large
/// frames are not decoded side by side: four 4096 × 4096 PNGs of 33 KB each took 440 MB on
/// 2 cores before (and a batch grows with the cores).
@Suite struct FrameBatchTests {
  @Test func aBatchTakesTheFramesThatFitInNinetySixMebibytes() {
    let flipbook = 1179 * 2556  // 12 054 096 bytes of RGBA: 8 fit in 100 663 296, 9 do not
    #expect(FrameBatch.count(ofFramesOf: Array(repeating: flipbook, count: 4)) == 4)
    #expect(FrameBatch.count(ofFramesOf: Array(repeating: flipbook, count: 16)) == 8)
    // 64 MiB each (the video budget): one per batch; 128 MiB (the PNG budget): still one.
    #expect(FrameBatch.count(ofFramesOf: [4096 * 4096, 4096 * 4096]) == 1)
    #expect(FrameBatch.count(ofFramesOf: Array(repeating: 5792 * 5792, count: 4)) == 1)
    // A large frame after small ones starts the next batch; sizes that overflow count as huge.
    #expect(FrameBatch.count(ofFramesOf: [1, 1, 1, 1 << 25]) == 3)
    #expect(FrameBatch.count(ofFramesOf: [Int.max, 1]) == 1)
    #expect(FrameBatch.count(ofFramesOf: []) == 0)
  }

  @Test func aVideoBatchHasRoomForAnotherFrameLikeItsLast() {
    #expect(FrameBatch.hasRoom(after: []))
    #expect(FrameBatch.hasRoom(after: [Pixmap(width: 2048, height: 2048)]))  // 16 + 16 MiB
    #expect(!FrameBatch.hasRoom(after: [Pixmap(width: 4096, height: 4096)]))  // 64 + 64 MiB
  }

  /// A plate of larger frames than the input's hands over fewer per batch: the error still
  /// names the sizes, not a plate that "ended".
  @Test func aPlateOfLargerFramesIsASizeMismatch() throws {
    let dir = try RenderProcess.scratch()
    defer { try? FileManager.default.removeItem(atPath: dir) }
    try FileManager.default.createDirectory(atPath: dir + "/seq", withIntermediateDirectories: true)
    try FileManager.default.createDirectory(atPath: dir + "/plate", withIntermediateDirectories: true)
    // 4096 × 4096 grey: 64 MiB decoded, so one plate frame per batch where the input has 4.
    let large = PNGImage(width: 4096, height: 4096, colorType: 0, bitDepth: 8)
    let plate = PNGChunks.file([large.header, PNGChunk("IDAT", Zlib.zeros(large.rawSize)), PNGChunk("IEND", [])])
    for k in 0..<4 {
      try PNGCodec.write(Pixmap(width: 40, height: 30), to: dir + "/seq/frame_000\(k).png")
      try Data(plate).write(to: URL(fileURLWithPath: dir + "/plate/frame_000\(k).png"))
    }
    let result = try RenderProcess.run(["inspect", "seq/", "--plate", "plate/"], in: dir)
    #expect(result.status == 64)
    #expect(result.stderr.contains("the plate is 4096×4096 px, seq/ is 40×30"), "\(result.stderr)")
  }
}
