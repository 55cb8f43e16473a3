import Foundation
import FuzzSupport
import Media
import Raster
import Testing

/// Hostile videos cost a bounded amount: a stream declaring frames over the pixel budget is
/// refused before a decoder opens, a decoder that would hold more than its frame budget stops
/// with an error saying so, and bytes that libavformat reads as some other format do not trap
/// the MP4 box walk. The files are in Tests/FuzzCorpus/video (scripts/make-fuzz-corpus).
@Suite struct VideoInputLimitTests {
  /// Found by hand while building the video fuzz (VideoHostile.boxSizeOverflow): an H.264
  /// elementary stream whose first bytes read as a box with a 64-bit size of 16, then as one
  /// of 2⁶³ − 1. `moovPrecedesMdat` added that to its offset and trapped on the overflow.
  @Test func aHugeSixtyFourBitBoxSizeInANonMP4FileDoesNotTrapTheProbe() throws {
    let scratch = ScratchDirectory()
    defer { scratch.remove() }
    let stream = try [UInt8](Data(contentsOf: URL(fileURLWithPath: FuzzCorpus.path("video/h264-annexb.h264"))))
    let path = scratch.path + "/overflow.h264"
    try Data(VideoHostile.boxSizeOverflow(before: stream)).write(to: URL(fileURLWithPath: path))
    let probe = try VideoProbe.probe(path: path)
    #expect(probe.codecName == "h264" && probe.width == 16 && !probe.isFastStart)
  }

  @Test func aStreamDeclaringMorePixelsThanTheBudgetIsRefusedBeforeDecoding() throws {
    let path = FuzzCorpus.path("video/over-pixel-budget.mp4")
    // Probing reads the structure only, so it still describes the file.
    #expect(try VideoProbe.probe(path: path).width == 4112)
    let error = #expect(throws: MediaError.self) { try VideoReader(path: path) }
    #expect(error?.description.contains("4112×4096 pixels, more than the 16777216") == true, "\(String(describing: error))")
  }

  @Test func aStreamAtThePixelBudgetDecodes() throws {
    let reader = try VideoReader(path: FuzzCorpus.path("video/at-pixel-budget.mp4"))
    let frame = try #require(try reader.nextFrame())
    #expect(frame.width == 4096 && frame.height == 4096)
    #expect(frame[2048, 2048] == [0, 0, 0, 255])  // made from ffmpeg's black
  }

  /// 16 reference frames of 2048 × 2048 10-bit 4:4:4 (24 MiB each) in a 16 KB file: the
  /// decoder alone held about 400 MiB (650 MB peak for `render inspect`). It stops at the
  /// frame budget, after decoding the frames that fit.
  @Test func aDecoderThatWouldHoldMoreThanItsFrameBudgetStops() throws {
    let reader = try VideoReader(path: FuzzCorpus.path("video/many-reference-frames.mp4"))
    var decoded = 0
    let error = #expect(throws: MediaError.self) {
      while try reader.nextFrame() != nil { decoded += 1 }
    }
    #expect(error?.description.contains("more than the 112 MiB of decoded frames") == true, "\(String(describing: error))")
    // A frame is 2048 · 2048 · 3 planes · 2 bytes = 25.2 MB (25 190 637 with padding), so
    // 112 MiB (117 440 512 bytes) holds 4; with no B-frames every frame decoded stays a
    // reference, and the fifth finds no room.
    #expect(decoded == 4)
  }
}
