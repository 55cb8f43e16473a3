import Foundation
import Media
import Raster
import Testing

/// `render inspect` and `render check` as a user meets them: bad input gets one error line and
/// exit code 64 (the arguments) or 1 (the files); checks exit 0 or 1.
@Suite struct InspectCLITests {
  /// Writes `count` 40 × 30 PNGs into `dir`: a 10-px black square moving right 2 px a frame.
  func writeSequence(_ dir: String, count: Int) throws {
    try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
    for k in 0..<count {
      var p = Pixmap(width: 40, height: 30)
      for y in 0..<30 { for x in 0..<40 { p[x, y] = SIMD4(242, 242, 247, 255) } }
      for y in 10..<20 { for x in (5 + 2 * k)..<(15 + 2 * k) { p[x, y] = SIMD4(0, 0, 0, 255) } }
      try PNGCodec.write(p, to: dir + String(format: "/frame_%04d.png", k))
    }
  }

  @Test(arguments: [
    (["inspect", "seq/", "--threshold", "300"], "--threshold must be between 0 and 255, got 300"),
    (["inspect", "seq/", "--roi", "0,0,0,10"], "--roi 0,0,0,10 is empty"),
    (["inspect", "seq/", "--roi", "100,100,5,5"], "lies outside the 40.0×30.0 pt video frame"),
    (["inspect", "seq/", "--plate", "short/"], "the plate short/ has 2 video frames, seq/ has 4"),
    (["inspect", "seq/", "--key", "cyan"], "--key must be a colour"),
    (["check", "seq/"], "check needs --expect"),
    (["check", "seq/", "--expect", "round"], "unknown expectation 'round'"),
  ])
  func badArgumentsAreUsageErrors(arguments: [String], message: String) throws {
    let dir = try RenderProcess.scratch()
    try writeSequence(dir + "/seq", count: 4)
    try writeSequence(dir + "/short", count: 2)
    let result = try RenderProcess.run(arguments, in: dir)
    #expect(result.status == 64, "stderr: \(result.stderr)")
    #expect(result.stderr.hasPrefix("error: ") && result.stderr.contains(message), "stderr: \(result.stderr)")
    #expect(result.stderr.split(separator: "\n").count == 1)
  }

  @Test func aMissingFileIsAFailure() throws {
    let result = try RenderProcess.run(["inspect", "nowhere.mp4"], in: try RenderProcess.scratch())
    #expect(result.status == 1)
    #expect(result.stderr.contains("nowhere.mp4"), "stderr: \(result.stderr)")
  }

  @Test func aCorruptVideoIsAFailure() throws {
    let dir = try RenderProcess.scratch()
    try Data("not a video at all".utf8).write(to: URL(fileURLWithPath: dir + "/broken.mp4"))
    let result = try RenderProcess.run(["inspect", "broken.mp4"], in: dir)
    #expect(result.status == 1)
    #expect(result.stderr.hasPrefix("error: cannot read video broken.mp4"), "stderr: \(result.stderr)")
  }

  @Test func aCorruptPNGIsAFailure() throws {
    let dir = try RenderProcess.scratch()
    try writeSequence(dir + "/seq", count: 2)
    try Data("garbage".utf8).write(to: URL(fileURLWithPath: dir + "/seq/frame_0002.png"))
    let result = try RenderProcess.run(["inspect", "seq/"], in: dir)
    #expect(result.status == 1)
    #expect(result.stderr.contains("frame_0002.png"), "stderr: \(result.stderr)")
  }

  @Test func inspectWritesCSVWithTheSquaresGeometry() throws {
    let dir = try RenderProcess.scratch()
    try writeSequence(dir + "/seq", count: 3)
    let result = try RenderProcess.run(["inspect", "seq/frame_%04d.png", "--fps", "10", "--csv", "-"], in: dir)
    #expect(result.status == 0, "stderr: \(result.stderr)")
    // Frame 2: the square spans x 9…18, y 10…19: box (9, 10, 10, 10), centre (14, 15).
    #expect(result.stdout.contains("seq/frame_%04d.png,2,0.2000,1,0,9.000,10.000,10.000,10.000,14.000,15.000,10.000,100.000,#000000"),
      "stdout: \(result.stdout)")
  }

  @Test func checkPassesAConstantSquareAndFailsAShrinkExpectationByItsSize() throws {
    let dir = try RenderProcess.scratch()
    try writeSequence(dir + "/seq", count: 4)
    let ok = try RenderProcess.run(["check", "seq/", "--expect", "one-blob,centre-path", "--to-centre", "16,15"], in: dir)
    #expect(ok.status == 0, "stdout: \(ok.stdout) stderr: \(ok.stderr)")
    let bad = try RenderProcess.run(["check", "seq/", "--expect", "monotonic-size", "--from", "10", "--to", "4"], in: dir)
    #expect(bad.status == 1)
    #expect(bad.stderr.contains("monotonic-size fails at video frame 3 (t = 0.050 s): ends at diameter 10.0 pt, expected 4.0"),
      "stderr: \(bad.stderr)")
  }
}

/// `render check NAME`: the checks a scene carries, run by name.
@Suite struct SceneChecksCLITests {
  @Test func aSceneThatCarriesChecksIsCheckedByName() throws {
    let result = try RenderProcess.run(["check", "phases-bell"], in: try RenderProcess.scratch())
    #expect(result.status == 0, "stderr: \(result.stderr)")
    #expect(result.stdout.contains("phases-bell: rocks −20°, then +20°, then back to 0°: ok"), "stdout: \(result.stdout)")
  }

  @Test func aSceneWithoutChecksIsAUsageError() throws {
    let result = try RenderProcess.run(["check", "text-gallery"], in: try RenderProcess.scratch())
    #expect(result.status == 64)
    #expect(result.stderr.contains("scene text-gallery carries no checks"), "stderr: \(result.stderr)")
  }
}
