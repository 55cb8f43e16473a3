import Foundation
import Testing

@testable import Media
import Raster

@Suite struct VideoWriterTests {
  static let frameCount = 30
  static let fps = 30

  /// Writes the moving-square clip (128×96, 30 frames at 30 fps) to `path`.
  static func writeClip(to path: String, preset: VideoPreset = .veryfast) throws {
    let writer = try VideoWriter(path: path, width: 128, height: 96, fps: fps, preset: preset)
    for index in 0..<frameCount { try writer.append(Scene.movingSquare(index: index)) }
    try writer.finish()
  }

  @Test func probeReportsH264Yuv420pSRGBTaggedFastStart() throws {
    let scratch = ScratchDirectory()
    defer { scratch.remove() }
    let path = scratch.path + "/clip.mp4"
    try Self.writeClip(to: path, preset: .medium)
    let probe = try VideoProbe.probe(path: path)
    #expect(probe.codecName == "h264")
    #expect(probe.pixelFormat == "yuv420p")
    #expect(probe.width == 128 && probe.height == 96)
    #expect(probe.frameRate == VideoFrameRate(numerator: 30, denominator: 1))
    #expect(probe.frameCount == Self.frameCount)
    #expect(probe.colorPrimaries == "bt709")
    #expect(probe.colorTransfer == "iec61966-2-1")
    #expect(probe.colorSpace == "bt709")
    #expect(probe.colorRange == "tv")
    #expect(probe.isFastStart)
    #expect(scratch.entries() == ["clip.mp4"])
  }

  @Test func moovBoxPrecedesMdatBox() throws {
    let scratch = ScratchDirectory()
    defer { scratch.remove() }
    let path = scratch.path + "/clip.mp4"
    try Self.writeClip(to: path)
    // Independent of the probe's box walker: where do the box type codes first occur?
    let bytes = try #require(FileManager.default.contents(atPath: path))
    let moov = try #require(bytes.range(of: Data("moov".utf8)))
    let mdat = try #require(bytes.range(of: Data("mdat".utf8)))
    #expect(moov.lowerBound < mdat.lowerBound)
  }

  /// Decodes every video frame of `path`.
  static func decodeAll(_ path: String) throws -> [Pixmap] {
    let reader = try VideoReader(path: path)
    var frames: [Pixmap] = []
    while let frame = try reader.nextFrame() { frames.append(frame) }
    return frames
  }

  @Test func decodedFramesMatchSourceAbove40dBWhenEdgesFollowChromaBlocks() throws {
    let scratch = ScratchDirectory()
    defer { scratch.remove() }
    let path = scratch.path + "/clip.mp4"
    // Even origin and step: every edge sits on a 2×2 chroma-block boundary, so 4:2:0 itself
    // loses nothing and the PSNR measures the converter, the encoder and the decoder.
    let source = (0..<Self.frameCount).map {
      Scene.movingSquare(index: $0, origin: (6, 10), step: (2, 2))
    }
    let writer = try VideoWriter(path: path, width: 128, height: 96, fps: Self.fps)
    for frame in source { try writer.append(frame) }
    try writer.finish()
    let decoded = try Self.decodeAll(path)
    #expect(decoded.count == source.count)
    let worst = zip(decoded, source).map { psnr($0, $1) }.min() ?? 0
    #expect(worst >= 40, "worst video frame PSNR \(worst) dB")
  }

  @Test func decodedFramesMatchIdeal420Above40dBWhenEdgesSplitChromaBlocks() throws {
    let scratch = ScratchDirectory()
    defer { scratch.remove() }
    let path = scratch.path + "/clip.mp4"
    try Self.writeClip(to: path)
    // A saturated edge through a 2×2 block must share one chroma sample: against the source
    // that caps any yuv420p video near 33 dB here. Compare with the best yuv420p can do instead.
    let decoded = try Self.decodeAll(path)
    #expect(decoded.count == Self.frameCount)
    let worst = decoded.enumerated().map { index, frame in
      psnr(frame, ideal420RoundTrip(Scene.movingSquare(index: index)))
    }.min() ?? 0
    #expect(worst >= 40, "worst video frame PSNR against ideal 4:2:0 \(worst) dB")
  }

  @Test func decodedLumaMatchesSourceAbove40dB() throws {
    let scratch = ScratchDirectory()
    defer { scratch.remove() }
    let path = scratch.path + "/clip.mp4"
    try Self.writeClip(to: path)
    let decoded = try Self.decodeAll(path)
    #expect(decoded.count == Self.frameCount)
    let worst = decoded.enumerated().map { index, frame in
      psnr(luma(frame), luma(Scene.movingSquare(index: index)))
    }.min() ?? 0
    #expect(worst >= 40, "worst video frame luma PSNR \(worst) dB")
  }

  @Test func flatColoursDecodeWithinOneCodeStepOfIdeal420() throws {
    let scratch = ScratchDirectory()
    defer { scratch.remove() }
    let path = scratch.path + "/patches.mp4"
    // Four 32×24 patches: indigo, orange, green, the background. A lossy codec may move each
    // of Y′, Cb, Cr by one code value on flat colour; that moves B by at most
    // 255/219 + (255/224)·1.8556 ≈ 3.3 levels (R by less), so 3 is the bound. A wrong matrix
    // or range moves flat colours by 5–20 levels.
    let colours: [SIMD4<UInt8>] = [[88, 86, 214, 255], [255, 149, 0, 255], [52, 199, 89, 255], Scene.background]
    var source = Pixmap(width: 64, height: 48)
    for y in 0..<48 {
      for x in 0..<64 { source[x, y] = colours[(y / 24) * 2 + x / 32] }
    }
    let writer = try VideoWriter(path: path, width: 64, height: 48, fps: Self.fps)
    for _ in 0..<3 { try writer.append(source) }
    try writer.finish()
    let decoded = try Self.decodeAll(path)
    #expect(decoded.count == 3)
    let ideal = ideal420RoundTrip(source)
    let worst = Self.worstFlatPatchDeviation(decoded, from: ideal)
    #expect(worst <= 3, "max |Δ| from ideal 4:2:0 inside flat patches \(worst) levels")
  }

  /// The largest colour-channel difference between `decoded` frames of the 64 × 48 patch test
  /// picture and `ideal`, inside the patches only (4 px away from every colour edge).
  static func worstFlatPatchDeviation(_ decoded: [Pixmap], from ideal: Pixmap) -> Int {
    var worst = 0
    for frame in decoded {
      for y in 0..<48 where (y % 24) >= 4 && (y % 24) < 20 {
        for x in 0..<64 where (x % 32) >= 4 && (x % 32) < 28 {
          let d = SIMD4<Int>(truncatingIfNeeded: frame[x, y]) &- SIMD4<Int>(truncatingIfNeeded: ideal[x, y])
          worst = max(worst, abs(d.x), abs(d.y), abs(d.z))
        }
      }
    }
    return worst
  }

  @Test func readerReportsSizeAndFrameRate() throws {
    let scratch = ScratchDirectory()
    defer { scratch.remove() }
    let path = scratch.path + "/clip.mp4"
    try Self.writeClip(to: path)
    let reader = try VideoReader(path: path)
    #expect(reader.width == 128 && reader.height == 96)
    #expect(reader.frameRate == 30)
  }

  @Test func sameFramesGiveSameBytes() throws {
    let scratch = ScratchDirectory()
    defer { scratch.remove() }
    try Self.writeClip(to: scratch.path + "/a.mp4")
    try Self.writeClip(to: scratch.path + "/b.mp4")
    let a = FileManager.default.contents(atPath: scratch.path + "/a.mp4")
    let b = FileManager.default.contents(atPath: scratch.path + "/b.mp4")
    #expect(a != nil && a == b)
  }

  @Test func oddDimensionsThrowAndLeaveNoFile() {
    let scratch = ScratchDirectory()
    defer { scratch.remove() }
    let error = #expect(throws: MediaError.self) {
      _ = try VideoWriter(path: scratch.path + "/odd.mp4", width: 127, height: 96, fps: 30)
    }
    #expect(error?.description.contains("even") == true)
    #expect(scratch.entries().isEmpty)
  }

  @Test func cancelledWriterLeavesNoFile() throws {
    let scratch = ScratchDirectory()
    defer { scratch.remove() }
    let writer = try VideoWriter(path: scratch.path + "/clip.mp4", width: 64, height: 48, fps: 30)
    try writer.append(Scene.movingSquare(index: 0, width: 64, height: 48))
    #expect(scratch.entries().count == 1)  // the hidden temporary
    writer.cancel()
    #expect(scratch.entries().isEmpty)
  }

  @Test func cancelledWriterKeepsExistingFileByteIdentical() throws {
    let scratch = ScratchDirectory()
    defer { scratch.remove() }
    let path = scratch.path + "/clip.mp4"
    try Self.writeClip(to: path)
    let old = try #require(FileManager.default.contents(atPath: path))
    do {
      let writer = try VideoWriter(path: path, width: 64, height: 48, fps: 24)
      try writer.append(Scene.movingSquare(index: 0, width: 64, height: 48))
      // Dropped without finish(): deinit cancels.
    }
    #expect(FileManager.default.contents(atPath: path) == old)
    #expect(scratch.entries() == ["clip.mp4"])
  }

  @Test func wrongFrameSizeThrowsAndRemovesTemporary() throws {
    let scratch = ScratchDirectory()
    defer { scratch.remove() }
    let writer = try VideoWriter(path: scratch.path + "/clip.mp4", width: 64, height: 48, fps: 30)
    #expect(throws: MediaError.self) { try writer.append(Scene.movingSquare(index: 0)) }
    #expect(throws: MediaError.self) { try writer.finish() }
    #expect(scratch.entries().isEmpty)
  }

  @Test func writerIntoMissingDirectoryNamesPathAndCall() {
    let error = #expect(throws: MediaError.self) {
      _ = try VideoWriter(path: "/nonexistent-dir/clip.mp4", width: 64, height: 48, fps: 30)
    }
    #expect(error?.description == "open failed for /nonexistent-dir/clip.mp4: No such file or directory")
  }

  @Test func readerOnMissingFileNamesCall() {
    let error = #expect(throws: MediaError.self) { _ = try VideoReader(path: "/nonexistent-dir/clip.mp4") }
    #expect(error?.description == "avformat_open_input failed for /nonexistent-dir/clip.mp4: No such file or directory")
  }
}

@Suite struct VideoWriterFallbackTests {
  /// Writes the moving-square clip with only `encoder` allowed; returns the writer's warning.
  static func writeClip(to path: String, encoder: String) throws -> String? {
    let writer = try VideoWriter(
      path: path, width: 128, height: 96, fps: 30, preset: .veryfast, encoders: [encoder])
    for index in 0..<12 { try writer.append(Scene.movingSquare(index: index)) }
    try writer.finish()
    return writer.fallbackWarning
  }

  @Test(arguments: [("libvpx-vp9", "vp9"), ("mpeg4", "mpeg4")])
  func fallbackEncoderWarnsAndWritesTaggedFastStartVideo(encoder: String, codec: String) throws {
    let scratch = ScratchDirectory()
    defer { scratch.remove() }
    let path = scratch.path + "/clip.mp4"
    let warning = try Self.writeClip(to: path, encoder: encoder)
    #expect(warning?.contains("libx264 is not available") == true || warning?.contains("libx264 and") == true)
    let probe = try VideoProbe.probe(path: path)
    #expect(probe.codecName == codec && probe.pixelFormat == "yuv420p" && probe.frameCount == 12)
    #expect(probe.colorSpace == "bt709" && probe.colorRange == "tv" && probe.isFastStart)
  }

  @Test func fallbackVideoDecodesAbove40dBAgainstIdeal420() throws {
    let scratch = ScratchDirectory()
    defer { scratch.remove() }
    let path = scratch.path + "/clip.mp4"
    _ = try Self.writeClip(to: path, encoder: "libvpx-vp9")
    let decoded = try VideoWriterTests.decodeAll(path)
    #expect(decoded.count == 12)
    let worst = decoded.enumerated().map { index, frame in
      psnr(frame, ideal420RoundTrip(Scene.movingSquare(index: index)))
    }.min() ?? 0
    #expect(worst >= 40, "worst VP9 video frame PSNR against ideal 4:2:0 \(worst) dB")
  }

  @Test func x264WritesNoWarning() throws {
    let scratch = ScratchDirectory()
    defer { scratch.remove() }
    let writer = try VideoWriter(path: scratch.path + "/clip.mp4", width: 64, height: 48, fps: 30)
    #expect(writer.encoderName == "libx264" && writer.fallbackWarning == nil)
    writer.cancel()
  }
}
