import Foundation
import Media
import Testing

/// `render --still`, `--frames` and `--speed`, checked against independent full renders of the
/// same scene: a still, a part and a slowed video must hold exactly the pictures a plain render
/// shows at those times.
///
/// The scene is `timing-bouncy` (an emoji rises 40 pt with `.bouncy` after a tap at 0.3 s), at
/// 0.5 px per point and 10 fps, so every render is a handful of 120 × 120 PNGs.
@Suite struct ReviewOptionsCLITests {
  static let scene = ["timing-bouncy", "--scale", "0.5", "--duration", "1.5"]

  /// Renders `scene` with `flags` in `dir` and expects success.
  func render(_ flags: [String], in dir: String) throws {
    let result = try RenderProcess.run(Self.scene + flags, in: dir)
    #expect(result.status == 0, "render \(flags.joined(separator: " ")): \(result.stderr)")
  }

  func bytes(_ path: String) -> Data? { FileManager.default.contents(atPath: path) }

  func frame(_ k: Int, in folder: String) -> String { folder + "/" + String(format: "frame_%04d.png", k) }

  /// What `ffprobe ARGUMENTS` prints (ffmpeg's prober, an independent reader; installed by
  /// `scripts/bootstrap`), trimmed; a failing run fails the test with its exit status.
  func ffprobe(_ arguments: [String]) throws -> String {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["ffprobe"] + arguments
    let out = Pipe()
    process.standardOutput = out
    process.standardInput = FileHandle.nullDevice
    try process.run()
    let printed = out.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    try #require(process.terminationStatus == 0, "ffprobe \(arguments.joined(separator: " ")) exited with \(process.terminationStatus)")
    return String(decoding: printed, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
  }

  @Test func aStillAtAFrameTimeIsThatFrameOfAFullRender() throws {
    let dir = try RenderProcess.scratch()
    try render(["--fps", "10", "-o", "full/"], in: dir)
    try render(["--still", "0.6", "-o", "still.png"], in: dir)
    let still = try #require(bytes(dir + "/still.png"))
    // 0.6 s is video frame 6 at 10 fps; frame 7 (0.7 s) is 0.1 s further into the rise.
    #expect(still == bytes(frame(6, in: dir + "/full")))
    #expect(still != bytes(frame(7, in: dir + "/full")))
  }

  @Test func aStillBetweenVideoFramesShowsItsOwnTime() throws {
    let dir = try RenderProcess.scratch()
    try render(["--fps", "10", "-o", "tens/"], in: dir)
    try render(["--fps", "20", "-o", "twenties/"], in: dir)
    try render(["--fps", "10", "--still", "0.65", "-o", "still.png"], in: dir)
    let still = try #require(bytes(dir + "/still.png"))
    // 0.65 s falls between frames 6 and 7 at 10 fps and is frame 13 at 20 fps.
    #expect(still == bytes(frame(13, in: dir + "/twenties")))
    #expect(still != bytes(frame(6, in: dir + "/tens")))
    #expect(still != bytes(frame(7, in: dir + "/tens")))
  }

  @Test func aFrameRangeWritesThoseFramesUnderTheirOwnNumbers() throws {
    let dir = try RenderProcess.scratch()
    try render(["--fps", "10", "-o", "full/"], in: dir)
    try render(["--fps", "10", "--frames", "3..5", "-o", "part/"], in: dir)
    #expect(RenderProcess.listing(dir + "/part") == ["frame_0003.png", "frame_0004.png", "frame_0005.png"])
    for k in 3...5 {
      let part = try #require(bytes(frame(k, in: dir + "/part")))
      #expect(part == bytes(frame(k, in: dir + "/full")), "video frame \(k)")
    }
  }

  @Test func aFrameRangeSideBySideKeepsTheWholeRendersHeaders() throws {
    // The headers show the time and the video frame number: a part numbered from 0 would
    // differ from the whole render's frames there.
    let dir = try RenderProcess.scratch()
    let flags = ["rest-timer", "--scale", "0.25", "--fps", "10", "--duration", "1"]
    #expect(try RenderProcess.run(flags + ["-o", "full/"], in: dir).status == 0)
    #expect(try RenderProcess.run(flags + ["--frames", "6..7", "-o", "part/"], in: dir).status == 0)
    #expect(RenderProcess.listing(dir + "/part") == ["frame_0006.png", "frame_0007.png"])
    for k in 6...7 {
      let part = try #require(bytes(frame(k, in: dir + "/part")))
      #expect(part == bytes(frame(k, in: dir + "/full")), "video frame \(k)")
    }
  }

  @Test(arguments: [0, 7])
  func aStillSideBySideHasTheFullRendersPanelsUnderHeadersWithoutAFrameNumber(k: Int) throws {
    let dir = try RenderProcess.scratch()
    let flags = ["rest-timer", "--scale", "0.25", "--fps", "10", "--duration", "1"]
    #expect(try RenderProcess.run(flags + ["-o", "full/"], in: dir).status == 0)
    #expect(try RenderProcess.run(flags + ["--still", "\(Double(k) / 10)"], in: dir).status == 0)
    let still = try PNGCodec.read(contentsOf: dir + "/review.png")
    let frame = try PNGCodec.read(contentsOf: frame(k, in: dir + "/full"))
    #expect(still.width == frame.width && still.height == frame.height)
    // Headers are 44 pt tall, 11 px at 0.25 px per point; below them, the panels of video
    // frame k (k / 10 s). The still's headers show the time alone, where the video's show
    // "#00k" too (at k = 0 the times are the same, so only the number tells them apart).
    let header = 11 * 4 * frame.width
    let panelsMatch = still.data[header...] == frame.data[header...]
    let headersMatch = still.data[..<header] == frame.data[..<header]
    #expect(panelsMatch, "the panels of the still differ from video frame \(k)'s")
    #expect(!headersMatch, "the still's headers are video frame \(k)'s, frame number and all")
  }

  @Test func halfSpeedFrameTwoKIsTheNormalFrameK() throws {
    let dir = try RenderProcess.scratch()
    try render(["--fps", "10", "-o", "normal/"], in: dir)
    try render(["--fps", "10", "--speed", "0.5", "-o", "slow/"], in: dir)
    // 1.5 s of scene at half speed: 3 s of video, 30 frames at 10 fps (15 at normal speed).
    #expect(RenderProcess.listing(dir + "/normal").count == 15)
    #expect(RenderProcess.listing(dir + "/slow").count == 30)
    for k in 0..<15 {
      let slow = try #require(bytes(frame(2 * k, in: dir + "/slow")))
      #expect(slow == bytes(frame(k, in: dir + "/normal")), "slow frame \(2 * k) vs normal frame \(k)")
    }
    // Frame 7 of the slowed video shows 0.35 s, between normal frames 3 and 4, mid-rise.
    let between = try #require(bytes(frame(7, in: dir + "/slow")))
    #expect(between != bytes(frame(3, in: dir + "/normal")) && between != bytes(frame(4, in: dir + "/normal")))
  }

  @Test func doubleSpeedFrameKIsTheNormalFrameTwoK() throws {
    let dir = try RenderProcess.scratch()
    try render(["--fps", "10", "-o", "normal/"], in: dir)
    try render(["--fps", "10", "--speed", "2", "-o", "fast/"], in: dir)
    // 1.5 s of scene at double speed: 0.75 s of video, 7.5 frames, rounded to 8.
    #expect(RenderProcess.listing(dir + "/fast").count == 8)
    for k in 0..<8 {
      let fast = try #require(bytes(frame(k, in: dir + "/fast")))
      #expect(fast == bytes(frame(2 * k, in: dir + "/normal")), "fast frame \(k) vs normal frame \(2 * k)")
    }
  }

  @Test(arguments: [
    (["--still", "0.5", "-o", "still.mp4"], "--still writes one PNG picture, not a video: give -o NAME.png, not still.mp4"),
    (["--still", "0.5", "-o", "frames/"], "--still writes one PNG picture: give -o NAME.png, got 'frames/'"),
    (["--still", "-0.5"], "--still must be between 0.0 and 3600.0 s, got -0.5"),
    (["--still", "soon"], "--still must be a number, got 'soon'"),
    (["--still", "0.5", "--frames", "1..2"], "give --still or --frames, not both"),
    (["--still", "0.5", "--speed", "2"], "--speed does not apply to a still"),
    (["--frames", "5..3"], "--frames 5..3: the last video frame (3) comes before the first (5)"),
    (["--frames", "-1..3"], "--frames -1..3: video frame numbers start at 0"),
    (["--frames", "3"], "--frames takes FIRST..LAST, video frame numbers like 30..60, got '3'"),
    (["--frames", "3..x"], "--frames takes FIRST..LAST, video frame numbers like 30..60, got '3..x'"),
    // 1.5 s at 10 fps is video frames 0–14.
    (["--frames", "15..20"], "--frames 15..20: video frame 15 is past the last one (the render has 15 video frames, 0–14 at 10 fps)"),
    (["--frames", "1..2", "--frames", "3..4"], "--frames given twice: 1..2 and 3..4"),
    (["--speed", "0"], "--speed must be a number more than 0 and at most 16, got '0'"),
    (["--speed", "16.5"], "--speed must be a number more than 0 and at most 16, got '16.5'"),
    (["--speed", "-1"], "--speed must be a number more than 0 and at most 16, got '-1'"),
    (["--speed", "nan"], "--speed must be a number more than 0 and at most 16, got 'nan'"),
  ])
  func badReviewInputIsAUsageErrorThatLeavesNothing(arguments: [String], message: String) throws {
    let dir = try RenderProcess.scratch()
    let result = try RenderProcess.run(Self.scene + ["--fps", "10"] + arguments, in: dir)
    #expect(result.status == 64)
    #expect(result.stderr.hasPrefix("error: ") && result.stderr.contains(message), "stderr: \(result.stderr)")
    #expect(result.stderr.split(separator: "\n").count == 1)
    #expect(RenderProcess.listing(dir).isEmpty)
  }

  @Test func aRangePastTheEndStopsAtTheLastFrameWithAWarning() throws {
    let dir = try RenderProcess.scratch()
    let result = try RenderProcess.run(Self.scene + ["--fps", "10", "--frames", "13..20", "-o", "part/"], in: dir)
    #expect(result.status == 0, "stderr: \(result.stderr)")
    #expect(result.stderr.contains("warning: --frames 13..20 ends past the last video frame"), "stderr: \(result.stderr)")
    #expect(RenderProcess.listing(dir + "/part") == ["frame_0013.png", "frame_0014.png"])
  }

  @Test func aStillGoesToTheScenesNameByDefault() throws {
    let dir = try RenderProcess.scratch()
    try render(["--still", "0.5"], in: dir)
    #expect(RenderProcess.listing(dir) == ["timing-bouncy.png"])
  }

  /// `-o NAME.apng`: one animated PNG holding, at the render's rate, exactly the frames a PNG
  /// sequence render writes (decoded, pixel for pixel), also for a part and a slowed render.
  @Test func anAnimatedPNGHoldsTheFramesOfAPNGSequence() throws {
    let dir = try RenderProcess.scratch()
    try render(["--fps", "10", "-o", "full/"], in: dir)
    try render(["--fps", "10", "-o", "flight.apng"], in: dir)
    let animation = try APNGCodec.decode([UInt8](try #require(bytes(dir + "/flight.apng"))))
    // 1.5 s at 10 fps: frames 0…14.
    #expect(animation.frames.count == 15)
    #expect(animation.delays.allSatisfy { abs($0 - 0.1) < 1e-12 })
    for (k, shown) in animation.frames.enumerated() {
      let png = try PNGCodec.read(contentsOf: frame(k, in: dir + "/full"))
      #expect(shown.data == png.data, "video frame \(k)")
    }
    try render(["--fps", "10", "--frames", "3..5", "-o", "part.apng"], in: dir)
    let part = try APNGCodec.decode([UInt8](try #require(bytes(dir + "/part.apng"))))
    #expect(part.frames.count == 3)
    #expect(part.frames.first?.data == animation.frames[3].data)
  }

  /// `-o NAME.gif`: one looping GIF of the render's 15 frames (1.5 s at 10 fps, 10 cs each),
  /// smaller than the APNG of the same frames: the scene's flat colours fit one palette and
  /// only the rising emoji's rectangle is written after the first frame.
  @Test func aGIFHoldsTheFramesAndIsSmallerThanTheAPNG() throws {
    let dir = try RenderProcess.scratch()
    try render(["--fps", "10", "-o", "flight.gif"], in: dir)
    try render(["--fps", "10", "-o", "flight.apng"], in: dir)
    let probe = try ffprobe([
      "-v", "error", "-count_frames", "-select_streams", "v:0",
      "-show_entries", "stream=codec_name,nb_read_frames:format=duration", "-of", "csv=p=0", dir + "/flight.gif",
    ])
    #expect(probe.split(separator: "\n").map(String.init) == ["gif,15", "1.500000"], "\(probe)")
    let gif = try #require(bytes(dir + "/flight.gif")), apng = try #require(bytes(dir + "/flight.apng"))
    #expect(gif.count < apng.count, "GIF \(gif.count) bytes, APNG \(apng.count)")
  }
}
