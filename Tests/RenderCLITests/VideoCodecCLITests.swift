import Foundation
import Media
import Testing

/// `render -o NAME.mov` (ProRes 4444 with alpha), `--transparent` and `--codec h264|hevc`, as
/// a user meets them.
@Suite struct VideoCodecCLITests {
  @Test(arguments: [
    (["--codec", "hevc", "-o", "out.gif"], "--codec hevc chooses an MP4's codec; out.gif is not NAME.mp4"),
    (["--codec", "hevc", "-o", "frames/"], "--codec hevc chooses an MP4's codec; frames/ is not NAME.mp4"),
    (["--codec", "hevc", "-o", "out.png", "--still", "0.5"], "--codec hevc chooses an MP4's codec; out.png is not NAME.mp4"),
    (["--codec", "h264", "-o", "out.mov"], "a NAME.mov is always ProRes 4444"),
    (["--codec", "vp9"], "--codec must be h264 or hevc, got 'vp9'"),
    (["--mode", "fixed", "--transparent", "-o", "out.mp4"], "--transparent needs an output that keeps alpha"),
    (["--mode", "fixed", "--transparent", "-o", "out.gif"], "--transparent needs an output that keeps alpha"),
    (["--transparent", "-o", "out.mov"], "--transparent renders one scene"),
  ])
  func aCodecOrTransparencyTheOutputCannotTakeIsAUsageError(arguments: [String], message: String) throws {
    let dir = try RenderProcess.scratch()
    let result = try RenderProcess.run(arguments, in: dir)
    #expect(result.status == 64)
    #expect(result.stderr.hasPrefix("error: "))
    #expect(result.stderr.contains(message), "stderr: \(result.stderr)")
    #expect(result.stderr.split(separator: "\n").count == 1)
    #expect(RenderProcess.listing(dir).isEmpty)
  }

  /// The bouncing dog on no window, 69 px square (240 pt at 0.287): odd, which ProRes takes
  /// unpadded.
  static let transparent = ["timing-bouncy", "--transparent", "--scale", "0.287", "--fps", "6"]

  @Test func aTransparentMovKeepsTheFramesSizeAndAlpha() throws {
    let dir = try RenderProcess.scratch()
    let movie = try RenderProcess.run(Self.transparent + ["-o", "dog.mov"], in: dir)
    #expect(movie.status == 0, "stderr: \(movie.stderr)")
    #expect(movie.stdout.contains("wrote dog.mov: 12 video frames, 69×69 px, 6 fps"), "stdout: \(movie.stdout)")
    let frames = try RenderProcess.run(Self.transparent + ["-o", "frames/"], in: dir)
    #expect(frames.status == 0, "stderr: \(frames.stderr)")
    #expect(RenderProcess.listing(dir) == ["dog.mov", "frames"])

    let probe = try VideoProbe.probe(path: dir + "/dog.mov")
    #expect(probe.codecName == "prores" && probe.pixelFormat.hasPrefix("yuva444p"))
    #expect(probe.width == 69 && probe.height == 69)
    #expect(probe.frameCount == 12 && probe.frameRate == VideoFrameRate(numerator: 6, denominator: 1))

    // Against the PNGs of the same render: alpha within 1 level, colour (premultiplied, so
    // what shows over any backdrop) within 3 levels — ProRes 4444 at 10 bits is far finer
    // than that; a lost alpha channel or a missing un-premultiply is off by tens.
    let reader = try VideoReader(path: dir + "/dog.mov")
    var index = 0, clear = 0, opaque = 0, worstAlpha = 0, worstColour = 0
    while let decoded = try reader.nextFrame() {
      let png = try PNGCodec.read(contentsOf: dir + "/frames/" + String(format: "frame_%04d.png", index))
      for i in stride(from: 0, to: png.data.count, by: 4) {
        worstAlpha = max(worstAlpha, abs(Int(decoded.data[i + 3]) - Int(png.data[i + 3])))
        for c in 0..<3 { worstColour = max(worstColour, abs(Int(decoded.data[i + c]) - Int(png.data[i + c]))) }
        if png.data[i + 3] == 0 { clear += 1 }
        if png.data[i + 3] == 255 { opaque += 1 }
      }
      index += 1
    }
    #expect(index == 12)
    #expect(clear > 0 && opaque > 0, "no window, so clear pixels around the opaque dog: \(clear) clear, \(opaque) opaque")
    #expect(worstAlpha <= 1, "alpha off by \(worstAlpha) levels")
    #expect(worstColour <= 3, "premultiplied colour off by \(worstColour) levels")
  }

  @Test func hevcRendersAnHvc1TaggedMP4WithEveryFrame() throws {
    let dir = try RenderProcess.scratch()
    let result = try RenderProcess.run(
      ["--mode", "fixed", "--scale", "0.25", "--fps", "12", "--hold", "0.5", "--codec", "hevc", "--draft", "-o", "r.mp4"], in: dir)
    #expect(result.status == 0, "stderr: \(result.stderr)")
    #expect(result.stdout.contains("wrote r.mp4: 12 video frames, 98×176 px, 12 fps"), "stdout: \(result.stdout)")
    let probe = try VideoProbe.probe(path: dir + "/r.mp4")
    #expect(probe.codecName == "hevc" && probe.pixelFormat == "yuv420p")
    #expect(probe.frameCount == 12 && probe.frameRate == VideoFrameRate(numerator: 12, denominator: 1))
    #expect(probe.colorTransfer == "iec61966-2-1" && probe.colorSpace == "bt709" && probe.isFastStart)
    // The sample entry is named by its tag: hvc1, never libavformat's default hev1.
    let bytes = try #require(FileManager.default.contents(atPath: dir + "/r.mp4"))
    #expect(bytes.range(of: Data("hvc1".utf8)) != nil && bytes.range(of: Data("hev1".utf8)) == nil)
    #expect(RenderProcess.listing(dir) == ["r.mp4"])
  }
}
