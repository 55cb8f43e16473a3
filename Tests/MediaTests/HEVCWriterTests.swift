import Foundation
import Testing

@testable import Media
import Raster

/// HEVC (libx265) in MP4: tagged hvc1 with the H.264 path's colour tags, exact frame count and
/// rate, the right colours decoded, repeatable bytes, and a clear error without libx265.
@Suite struct HEVCWriterTests {
  static let fps = 24

  /// Four flat 32×24 patches (indigo, orange, green, the background), `count` times.
  static func writePatches(to path: String, count: Int = 3) throws -> Pixmap {
    let colours: [SIMD4<UInt8>] = [[88, 86, 214, 255], [255, 149, 0, 255], [52, 199, 89, 255], Scene.background]
    var source = Pixmap(width: 64, height: 48)
    for y in 0..<48 {
      for x in 0..<64 { source[x, y] = colours[(y / 24) * 2 + x / 32] }
    }
    let writer = try VideoWriter(path: path, width: 64, height: 48, fps: fps, preset: .veryfast, codec: .hevc)
    #expect(writer.encoderName == "libx265" && writer.fallbackWarning == nil)
    for _ in 0..<count { try writer.append(source) }
    try writer.finish()
    return source
  }

  @Test func streamIsHEVCTaggedHvc1WithTheH264ColourTags() throws {
    let scratch = ScratchDirectory()
    defer { scratch.remove() }
    let path = scratch.path + "/clip.mp4"
    _ = try Self.writePatches(to: path, count: 7)
    let probe = try VideoProbe.probe(path: path)
    #expect(probe.codecName == "hevc")
    #expect(probe.pixelFormat == "yuv420p")
    #expect(probe.width == 64 && probe.height == 48)
    #expect(probe.frameRate == VideoFrameRate(numerator: Self.fps, denominator: 1))
    #expect(probe.frameCount == 7)
    #expect(probe.colorPrimaries == "bt709" && probe.colorTransfer == "iec61966-2-1" && probe.colorSpace == "bt709")
    #expect(probe.colorRange == "tv")
    #expect(probe.isFastStart)
    let (stream, _) = try ExternalTool.ffprobe(path)
    #expect(stream["codec_tag_string"] as? String == "hvc1")
    // ffprobe counts the frames by decoding them, not from the index.
    let counted = try ExternalTool.run(
      "ffprobe", ["-v", "error", "-count_frames", "-select_streams", "v:0", "-show_entries", "stream=nb_read_frames", "-of", "csv=p=0", path])
    #expect(String(decoding: counted, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines) == "7")
    #expect(scratch.entries() == ["clip.mp4"])
  }

  @Test func flatColoursDecodeWithinOneCodeStepOfIdeal420() throws {
    let scratch = ScratchDirectory()
    defer { scratch.remove() }
    let path = scratch.path + "/patches.mp4"
    let source = try Self.writePatches(to: path)
    let decoded = try VideoWriterTests.decodeAll(path)
    #expect(decoded.count == 3)
    // As for H.264 (VideoWriterTests): one code step of Y′, Cb and Cr each moves a channel by
    // at most 3.3 levels; a wrong matrix or range moves flat colours by 5–20.
    let ideal = ideal420RoundTrip(source)
    let worst = VideoWriterTests.worstFlatPatchDeviation(decoded, from: ideal)
    #expect(worst <= 3, "max |Δ| from ideal 4:2:0 inside flat patches \(worst) levels")
  }

  @Test func sameFramesGiveSameBytes() throws {
    let scratch = ScratchDirectory()
    defer { scratch.remove() }
    func write(_ name: String) throws -> Data? {
      let writer = try VideoWriter(path: scratch.path + "/" + name, width: 128, height: 96, fps: 30, preset: .veryfast, codec: .hevc)
      for index in 0..<12 { try writer.append(Scene.movingSquare(index: index)) }
      try writer.finish()
      return FileManager.default.contents(atPath: scratch.path + "/" + name)
    }
    let a = try write("a.mp4"), b = try write("b.mp4")
    #expect(a != nil && a == b)
    // Nor from machine to machine: x265's options record, which names the CPU's features, is
    // left out.
    #expect(a?.range(of: Data("cpuid=".utf8)) == nil)
  }

  @Test func aMissingEncoderIsAnErrorNamingItAndLeavesNothing() throws {
    let scratch = ScratchDirectory()
    defer { scratch.remove() }
    // This machine has libx265; a name libavcodec does not know stands in for it.
    let error = #expect(throws: MediaError.self) {
      _ = try VideoWriter(
        path: scratch.path + "/clip.mp4", width: 64, height: 48, fps: 24, preset: .veryfast, codec: .hevc,
        encoders: ["flipbook-no-such-x265"])
    }
    #expect(error?.description.contains("cannot write HEVC: this libavcodec has no flipbook-no-such-x265 encoder") == true, "\(String(describing: error))")
    #expect(scratch.entries().isEmpty)
    // What a user without libx265 reads.
    #expect(VideoEncoding(.hevc).missingEncoderReason(tried: ["libx265"]).contains("no libx265 encoder"))
  }

  @Test func oddSizesAreRefusedAsForH264() {
    let scratch = ScratchDirectory()
    defer { scratch.remove() }
    #expect(throws: MediaError.self) { _ = try VideoWriter(path: scratch.path + "/odd.mp4", width: 63, height: 48, fps: 24, codec: .hevc) }
    #expect(scratch.entries().isEmpty)
  }
}
