import Foundation
import Media
import Raster
import Testing

// Animated GIFs: what Flipbook writes, decoded by ffmpeg's GIF decoder (an independent reader)
// and walked block by block here from the GIF89a layout (not with Flipbook's code).

/// What the block structure of a GIF file says, walked from the GIF89a layout.
private struct GIFLayout {
  var width = 0, height = 0
  /// The delay of each Graphic Control Extension, in centiseconds.
  var delays: [Int] = []
  /// The disposal method of each Graphic Control Extension.
  var disposals: [Int] = []
  /// Each image descriptor's rectangle.
  var rectangles: [[Int]] = []
  /// The NETSCAPE2.0 loop count, if the extension is there.
  var loops: Int?

  init(_ bytes: [UInt8]) throws {
    func le16(_ at: Int) -> Int { Int(bytes[at]) | Int(bytes[at + 1]) << 8 }
    func skipSubBlocks(_ at: inout Int) {
      while bytes[at] != 0 { at += Int(bytes[at]) + 1 }
      at += 1
    }
    try #require(String(decoding: bytes[0..<6], as: UTF8.self) == "GIF89a")
    width = le16(6)
    height = le16(8)
    var offset = 13
    if bytes[10] & 0x80 != 0 { offset += 3 << (Int(bytes[10] & 7) + 1) }
    while offset < bytes.count {
      switch bytes[offset] {
      case 0x21:
        let label = bytes[offset + 1]
        offset += 2
        if label == 0xF9 {
          disposals.append(Int(bytes[offset + 1] >> 2 & 7))
          delays.append(le16(offset + 2))
        } else if label == 0xFF, String(decoding: bytes[(offset + 1)..<(offset + 12)], as: UTF8.self) == "NETSCAPE2.0" {
          loops = le16(offset + 14)
        }
        skipSubBlocks(&offset)
      case 0x2C:
        rectangles.append([le16(offset + 1), le16(offset + 3), le16(offset + 5), le16(offset + 7)])
        let packed = bytes[offset + 9]
        offset += 10
        if packed & 0x80 != 0 { offset += 3 << (Int(packed & 7) + 1) }
        offset += 1  // LZW minimum code size
        skipSubBlocks(&offset)
      case 0x3B:
        return
      default:
        throw ExternalToolError(description: "unexpected block 0x\(String(bytes[offset], radix: 16)) at byte \(offset)")
      }
    }
    throw ExternalToolError(description: "no trailer")
  }
}

/// The RGB of every pixel of `pixmap` (opaque in these tests), packed.
private func rgb(_ pixmap: Pixmap) -> [UInt8] {
  var out: [UInt8] = []
  for i in stride(from: 0, to: pixmap.data.count, by: 4) { out += pixmap.data[i..<(i + 3)] }
  return out
}

/// How many bytes of `a` and `b` differ (all of the longer one's extra bytes count): a
/// number, since an expectation on two large arrays that differ spends minutes describing it.
private func differences(_ a: [UInt8], _ b: [UInt8]) -> Int {
  zip(a, b).reduce(0) { $0 + ($1.0 == $1.1 ? 0 : 1) } + abs(a.count - b.count)
}

/// `bytes` written to a scratch file and decoded by ffmpeg as packed RGB frames.
private func ffmpegFrames(_ bytes: [UInt8], in scratch: ScratchDirectory) throws -> [UInt8] {
  let path = scratch.path + "/flight.gif"
  try Data(bytes).write(to: URL(fileURLWithPath: path))
  return try ExternalTool.decodeRaw(path, pixelFormat: "rgb24")
}

/// A 256 × 64 frame where red runs 0…255 across, green 0…252 down in steps of 4, blue 128:
/// 16 384 distinct colours.
private func gradient() -> Pixmap {
  var pixmap = Pixmap(width: 256, height: 64)
  for y in 0..<64 { for x in 0..<256 { pixmap[x, y] = [UInt8(x), UInt8(4 * y), 128, 255] } }
  return pixmap
}

@Suite struct GIFEncoderTests {
  /// The moving square at video frames 0, 4, 8, 8 (a repeat) and 12: two colours.
  let frames = [0, 4, 8, 8, 12].map { Scene.movingSquare(index: $0) }

  /// With two colours the palette is exactly them: ffmpeg decodes all five frames, the
  /// repeated one included, to the very pixels written.
  @Test func flatColoursComeBackExactly() throws {
    let scratch = ScratchDirectory()
    defer { scratch.remove() }
    let decoded = try ffmpegFrames(try GIFEncoder.encode(frames, fps: 30), in: scratch)
    let size = 128 * 96 * 3
    try #require(decoded.count == frames.count * size, "ffmpeg decoded \(decoded.count / size) frames")
    for (k, frame) in frames.enumerated() {
      #expect(differences(Array(decoded[(k * size)..<((k + 1) * size)]), rgb(frame)) == 0, "frame \(k)")
    }
  }

  /// 256 × 256 pixels of 200 colours in a pseudo-random order: the LZW table fills and is
  /// cleared many times and the codes grow 9 → 12 bits each time; ffmpeg still decodes every
  /// pixel exactly.
  @Test func aNoisyFrameSurvivesManyTableResets() throws {
    var noise = Pixmap(width: 256, height: 256)
    var state: UInt32 = 12345
    for y in 0..<256 {
      for x in 0..<256 {
        state = state &* 1_103_515_245 &+ 12345
        let k = Int(state >> 16) % 200
        noise[x, y] = [UInt8(k), UInt8(255 - k), UInt8(k * 7 % 256), 255]
      }
    }
    let scratch = ScratchDirectory()
    defer { scratch.remove() }
    let decoded = try ffmpegFrames(try GIFEncoder.encode([noise], fps: 10), in: scratch)
    #expect(differences(decoded, rgb(noise)) == 0)
  }

  /// 16 384 colours into 256 entries. The (red, green) values fill a 256 × 256 square evenly
  /// and blue is constant, so the best 256 entries tile it in 16 × 16 cells, where a uniform
  /// spread of width 16 is off its cell's centre by 16 / 4 = 4 on average, per channel: a mean
  /// of (4 + 4 + 0) / 3 ≈ 2.7 over red, green and blue. Median cut's cells are uneven and
  /// its histogram buckets are 8 wide; the bound allows cells four times the ideal area
  /// (32 × 32: (8 + 8 + 0) / 3 ≈ 5.3).
  @Test func aGradientIsCloseInTheMean() throws {
    let scratch = ScratchDirectory()
    defer { scratch.remove() }
    let original = rgb(gradient())
    let decoded = try ffmpegFrames(try GIFEncoder.encode([gradient()], fps: 10), in: scratch)
    try #require(decoded.count == original.count)
    let error = zip(decoded, original).reduce(0) { $0 + abs(Int($1.0) - Int($1.1)) }
    let mean = Double(error) / Double(original.count)
    #expect(mean < 5.3, "mean absolute error \(mean)")
  }

  /// 30 frames at 30 fps: ffprobe counts 30 and reports 1 s (3, 4, 3 cs … sum to 100).
  @Test func ffprobeReportsTheFramesAndTheDuration() throws {
    let scratch = ScratchDirectory()
    defer { scratch.remove() }
    let path = scratch.path + "/flight.gif"
    let thirty = (0..<30).map { Scene.movingSquare(index: $0) }
    try Data(try GIFEncoder.encode(thirty, fps: 30)).write(to: URL(fileURLWithPath: path))
    let probe = String(decoding: try ExternalTool.run("ffprobe", [
      "-v", "error", "-count_frames", "-select_streams", "v:0",
      "-show_entries", "stream=codec_name,width,height,nb_read_frames:format=duration", "-of", "csv=p=0", path,
    ]), as: UTF8.self)
    let lines = probe.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
    #expect(lines == ["gif,128,96,30", "1.000000"], "\(probe)")
  }

  /// At 60 fps the delays go 2, 1, 2 (rounded elapsed times 0, 2, 3, 5 cs), so every 60 frames
  /// last exactly 100 cs; every frame keeps what is on screen (disposal 1) and the animation
  /// loops without end.
  @Test func sixtyFramesPerSecondAlternateDelaysToExactlyOneSecond() throws {
    let sixty = (0..<60).map { Scene.movingSquare(index: $0 % 20) }
    let layout = try GIFLayout(try GIFEncoder.encode(sixty, fps: 60))
    #expect(layout.delays == (0..<20).flatMap { _ in [2, 1, 2] })
    #expect(layout.delays.reduce(0, +) == 100)
    #expect(layout.disposals == Array(repeating: 1, count: 60))
    #expect(layout.loops == 0)
  }

  /// Each later frame is only the rectangle that changed: from frame 0 to 4 the 40 × 40 square
  /// moves from (5, 11) to (17, 15), so the union is x 5…56, y 11…54; a repeated frame is one
  /// pixel.
  @Test func laterFramesAreTheChangedRectangle() throws {
    let layout = try GIFLayout(try GIFEncoder.encode(frames, fps: 30))
    #expect(layout.width == 128 && layout.height == 96)
    #expect(layout.rectangles[0] == [0, 0, 128, 96])
    #expect(layout.rectangles[1] == [5, 11, 52, 44])
    #expect(layout.rectangles[3] == [0, 0, 1, 1])
  }

  @Test func delaysRoundTheElapsedTime() {
    // 100 / 7 = 14.29 cs: elapsed 0, 14, 29, 43, 57, 71, 86, 100.
    #expect(GIFEncoder.delays(frameCount: 7, fps: 7) == [14, 15, 14, 14, 14, 15, 14])
    #expect(GIFEncoder.delays(frameCount: 3, fps: 10) == [10, 10, 10])
  }

  @Test func aRateOverOneHundredIsRefused() {
    #expect(throws: MediaError.self) { try GIFEncoder(width: 8, height: 8, fps: 120) }
  }
}
