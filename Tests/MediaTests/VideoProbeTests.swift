import Foundation
import Testing

@testable import Media

/// VideoProbe against the ffprobe tool, an independent reading of the same file. Without
/// ffprobe these tests fail (run scripts/bootstrap); they never skip.
@Suite struct VideoProbeTests {
  /// `ffprobe -show_entries stream=…` for the first video stream, as key → value.
  static func ffprobe(_ path: String) throws -> [String: String] {
    let output = try ExternalTool.run("ffprobe", [
      "-v", "error", "-select_streams", "v:0", "-of", "default=noprint_wrappers=1",
      "-show_entries",
      "stream=codec_name,pix_fmt,width,height,avg_frame_rate,nb_frames,color_primaries,color_transfer,color_space,color_range",
      path,
    ])
    var fields: [String: String] = [:]
    for line in String(decoding: output, as: UTF8.self).split(separator: "\n") {
      let parts = line.split(separator: "=", maxSplits: 1)
      if parts.count == 2 { fields[String(parts[0])] = String(parts[1]) }
    }
    return fields
  }

  @Test func probeAgreesWithFFprobe() throws {
    let scratch = ScratchDirectory()
    defer { scratch.remove() }
    let path = scratch.path + "/clip.mp4"
    let writer = try VideoWriter(path: path, width: 64, height: 48, fps: 24, preset: .veryfast)
    for index in 0..<7 { try writer.append(Scene.movingSquare(index: index, width: 64, height: 48)) }
    try writer.finish()
    let probe = try VideoProbe.probe(path: path)
    let reference = try Self.ffprobe(path)
    let ours: [String: String] = [
      "codec_name": probe.codecName, "pix_fmt": probe.pixelFormat,
      "width": "\(probe.width)", "height": "\(probe.height)",
      "avg_frame_rate": probe.frameRate.description, "nb_frames": "\(probe.frameCount)",
      "color_primaries": probe.colorPrimaries, "color_transfer": probe.colorTransfer,
      "color_space": probe.colorSpace, "color_range": probe.colorRange,
    ]
    #expect(ours == reference)
  }

  @Test func untaggedVideoReportsUnknownLikeFFprobe() throws {
    let scratch = ScratchDirectory()
    defer { scratch.remove() }
    let path = scratch.path + "/untagged.mp4"
    // An untagged, non-fast-start file from the ffmpeg tool (mpeg4 part 2, no colour tags).
    try ExternalTool.ffmpeg(["-f", "lavfi", "-i", "color=c=red:s=32x16:r=10:d=0.5", "-c:v", "mpeg4", path])
    let probe = try VideoProbe.probe(path: path)
    let reference = try Self.ffprobe(path)
    #expect(probe.codecName == reference["codec_name"] && probe.codecName == "mpeg4")
    #expect(probe.colorTransfer == reference["color_transfer"])
    #expect(probe.colorRange == reference["color_range"])
    #expect(probe.frameCount == 5)
    #expect(!probe.isFastStart)
  }

  @Test func probingNonVideoThrows() throws {
    let scratch = ScratchDirectory()
    defer { scratch.remove() }
    let path = scratch.path + "/frame.png"
    try AtomicFile.write(Array("not a video".utf8), to: path)
    #expect(throws: MediaError.self) { try VideoProbe.probe(path: path) }
  }
}
