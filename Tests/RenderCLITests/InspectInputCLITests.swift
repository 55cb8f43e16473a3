import Foundation
import Media
import Raster
import Testing

/// How `render inspect` and `render check` read what they are given and where they write:
/// PNG sequences in number order and whole, data alone on a pipe, no output over an input,
/// signals answered with exit code 130 and nothing written.
@Suite struct InspectInputCLITests {
  /// A 40 × 30 frame with a 4-px black square whose left edge is at x = 2 + 2 · `k`.
  func frame(_ k: Int) -> Pixmap {
    var p = Pixmap(width: 40, height: 30)
    for y in 0..<30 { for x in 0..<40 { p[x, y] = SIMD4(242, 242, 247, 255) } }
    for y in 10..<14 { for x in (2 + 2 * k)..<(6 + 2 * k) { p[x, y] = SIMD4(0, 0, 0, 255) } }
    return p
  }

  /// Writes frame k as `dir/name(k)` for each k in `numbers`.
  func writeFrames(_ dir: String, _ numbers: [Int], name: (Int) -> String) throws {
    try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
    for k in numbers { try PNGCodec.write(frame(k), to: dir + "/" + name(k)) }
  }

  /// The principal blob's centre x of every video frame in `render inspect … --json -`.
  func centres(_ json: String) throws -> [Double] {
    let root = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
    let tracks = try #require(root["tracks"] as? [[String: Any]])
    let frames = try #require(tracks.first?["frames"] as? [[String: Any]])
    return try frames.map { frame in
      let blobs = try #require(frame["blobs"] as? [[String: Any]])
      let centre = try #require(blobs.first?["centre"] as? [Double])
      return centre[0]
    }
  }

  @Test func unpaddedNumbersAreReadInNumberOrder() throws {
    let dir = try RenderProcess.scratch()
    // In byte order f_10 … f_12 would come between f_1 and f_2.
    try writeFrames(dir + "/seq", Array(1...12)) { "f_\($0).png" }
    for input in ["seq/", "seq/f_%d.png"] {
      let result = try RenderProcess.run(["inspect", input, "--json", "-"], in: dir)
      #expect(result.status == 0, "stderr: \(result.stderr)")
      // The square's centre is at 4 + 2k px for frame k = 1 … 12.
      #expect(try centres(result.stdout) == (1...12).map { Double(4 + 2 * $0) }, "\(input)")
    }
  }

  @Test(arguments: [
    ("seq/", "seq/: the sequence has a gap: number 7 is missing between frame_0006.png and frame_0008.png"),
    ("seq/frame_%04d.png", "seq/frame_%04d.png: the sequence has a gap: number 7 is missing"),
  ])
  func aGapIsAnErrorNamingTheMissingNumber(input: String, message: String) throws {
    let dir = try RenderProcess.scratch()
    try writeFrames(dir + "/seq", [0, 1, 2, 3, 4, 5, 6, 8, 9]) { String(format: "frame_%04d.png", $0) }
    let result = try RenderProcess.run(["inspect", input], in: dir)
    #expect(result.status == 1)
    #expect(result.stderr.hasPrefix("error: " + message), "stderr: \(result.stderr)")
  }

  @Test func twoSequencesInOneDirectoryAreAnErrorThatSuggestsAPattern() throws {
    let dir = try RenderProcess.scratch()
    try writeFrames(dir + "/seq", [0, 1]) { String(format: "naive_%04d.png", $0) }
    try writeFrames(dir + "/seq", [0, 1]) { String(format: "fixed_%04d.png", $0) }
    let result = try RenderProcess.run(["inspect", "seq/"], in: dir)
    #expect(result.status == 1)
    #expect(result.stderr.contains("holds PNGs of more than one sequence"), "stderr: \(result.stderr)")
    #expect(result.stderr.contains("like seq/fixed_%04d.png") || result.stderr.contains("like seq/naive_%04d.png"))
  }

  @Test func aPatternWithTheWrongWidthSaysSo() throws {
    let dir = try RenderProcess.scratch()
    try writeFrames(dir + "/seq", [0, 1]) { String(format: "frame_%04d.png", $0) }
    let result = try RenderProcess.run(["inspect", "seq/frame_%d.png"], in: dir)
    #expect(result.status == 1)
    #expect(result.stderr.contains("frame_0000.png has the wrong number of digits"), "stderr: \(result.stderr)")
  }

  /// A FIFO has no end and may have no writer; a device has no end: either as an input is
  /// an error at once, never a wait.
  @Test(arguments: [("pipe.mp4", true), ("pipe.png", true), ("/dev/zero", false), ("/dev/urandom", false)])
  func specialFilesAreErrorsNotHangs(input: String, isFIFO: Bool) throws {
    let dir = try RenderProcess.scratch()
    if isFIFO { #expect(mkfifo(dir + "/" + input, 0o600) == 0) }
    let result = try RenderProcess.run(["inspect", input], in: dir)
    #expect(result.status == 1)
    #expect(result.stderr.contains("not a regular file"), "stderr: \(result.stderr)")
  }

  @Test(arguments: ["--json", "--csv"])
  func dataOnStandardOutputIsAlone(flag: String) throws {
    let dir = try RenderProcess.scratch()
    try writeFrames(dir + "/seq", [0, 1, 2]) { String(format: "frame_%04d.png", $0) }
    let result = try RenderProcess.run(["inspect", "seq/", flag, "-", "--plot", "plot.png"], in: dir)
    #expect(result.status == 0, "stderr: \(result.stderr)")
    if flag == "--json" {
      #expect(try centres(result.stdout) == [4, 6, 8])
    } else {
      let lines = result.stdout.split(separator: "\n")
      #expect(lines.first?.hasPrefix("input,frame,time,") == true)
      #expect(lines.count == 4, "a header and one line per frame: \(result.stdout)")
    }
    #expect(result.stderr.contains("seq/: 3 video frames") && result.stderr.contains("wrote plot.png"), "stderr: \(result.stderr)")
  }

  @Test(arguments: [
    (["--sheet", "seq/frame_0001.png"], "--sheet seq/frame_0001.png is seq/frame_0001.png, an input of this command"),
    (["--plot", "./seq//frame_0002.png"], "--plot ./seq//frame_0002.png is seq/frame_0002.png, an input of this command"),
    (["--json", "alias.png"], "--json alias.png is seq/frame_0000.png, an input of this command"),
    (["--plate", "plate/", "--csv", "plate/frame_0000.png"], "--csv plate/frame_0000.png is plate/frame_0000.png"),
    (["--csv", "out.txt", "--json", "./out.txt"], "--csv and --json both write ./out.txt"),
    (["--csv", "-", "--json", "-"], "--csv and --json both write to standard output (-)"),
    (["--sheet", "seq"], "--sheet seq is a directory"),
    (["--plot", "missing/plot.png"], "--plot missing/plot.png: its folder missing does not exist"),
  ])
  func anOutputThatWouldReplaceAnInputOrAnotherOutputIsRefusedBeforeMeasuring(extra: [String], message: String) throws {
    let dir = try RenderProcess.scratch()
    try writeFrames(dir + "/seq", [0, 1, 2]) { String(format: "frame_%04d.png", $0) }
    try writeFrames(dir + "/plate", [0, 1, 2]) { String(format: "frame_%04d.png", $0) }
    try FileManager.default.createSymbolicLink(atPath: dir + "/alias.png", withDestinationPath: "seq/frame_0000.png")
    let before = try (0..<3).map { try Data(contentsOf: URL(fileURLWithPath: dir + String(format: "/seq/frame_%04d.png", $0))) }
    let result = try RenderProcess.run(["inspect", "seq/"] + extra, in: dir)
    #expect(result.status == 64, "stderr: \(result.stderr)")
    #expect(result.stderr.hasPrefix("error: " + message), "stderr: \(result.stderr)")
    #expect(result.stdout.isEmpty, "nothing is measured: \(result.stdout)")
    let after = try (0..<3).map { try Data(contentsOf: URL(fileURLWithPath: dir + String(format: "/seq/frame_%04d.png", $0))) }
    #expect(after == before)
    #expect(RenderProcess.listing(dir) == ["alias.png", "plate", "seq"])
  }

  @Test(arguments: [
    ["inspect", "--scale", "2", "--hold", "8", "--csv", "out.csv"],
    ["check", "--scale", "2", "--hold", "8", "--expect", "one-blob"],
  ])
  func aSignalledInspectOrCheckExits130AndWritesNothing(arguments: [String]) throws {
    let dir = try RenderProcess.scratch()
    let result = try RenderProcess.run(arguments, in: dir, sending: [SIGTERM], once: { RenderProcess.catches(SIGTERM, pid: $0) })
    #expect(result.status == 130, "stderr: \(result.stderr)")
    #expect(result.stderr.hasSuffix("error: interrupted; nothing was written\n"), "stderr: \(result.stderr)")
    #expect(RenderProcess.listing(dir).isEmpty)
  }

  @Test func aSignalledBenchExits130AndLeavesNothingInItsTemporaryDirectory() throws {
    let dir = try RenderProcess.scratch()
    let tmp = dir + "/tmp"
    try FileManager.default.createDirectory(atPath: tmp, withIntermediateDirectories: false)
    // Signalled while its video is being encoded: the moment a temporary exists to be left.
    let result = try RenderProcess.run(
      ["bench", "--scale", "0.5", "--frames", "60"], in: dir, environment: ["TMPDIR": tmp], sending: [SIGINT],
      once: { _ in !RenderProcess.listing(tmp).isEmpty })
    #expect(result.status == 130, "stderr: \(result.stderr)")
    #expect(RenderProcess.listing(tmp).isEmpty)
  }

  @Test func aFinishedBenchReportsEveryFieldAndLeavesNothingInItsTemporaryDirectory() throws {
    let dir = try RenderProcess.scratch()
    let tmp = dir + "/tmp"
    try FileManager.default.createDirectory(atPath: tmp, withIntermediateDirectories: false)
    let result = try RenderProcess.run(["bench", "--scale", "0.25", "--frames", "2", "--json"], in: dir, environment: ["TMPDIR": tmp])
    #expect(result.status == 0, "stderr: \(result.stderr)")
    #expect(RenderProcess.listing(tmp).isEmpty)
    // What the peer harness reads: every field, and values that can be true. The hero's
    // canvas is 390 × 700 pt; at scale 0.25 that is 97.5 × 175 px, rounded up to even.
    let json = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
    #expect(json["lib"] as? String == "flipbook")
    #expect(json["width"] as? Int == 98 && json["height"] as? Int == 176 && json["frames"] as? Int == 2)
    #expect(json["scale"] as? Double == 0.25)
    let number = { (key: String) in json[key] as? Double ?? -1 }
    for key in ["raster_ms_per_frame", "fill_limit_ms", "layout_ms_per_frame", "png_ms_per_frame", "inspect_ms_per_frame",
      "h264_ms_per_frame", "video_frames_per_second"] {
      #expect(number(key) > 0, "\(key) = \(json[key] ?? "missing")")
    }
    let passes = json["raster_ms_per_frame_passes"] as? [Double] ?? []
    #expect(passes.count == 3 && passes.sorted()[1] == number("raster_ms_per_frame"), "the median of three passes")
    // Filling every pixel once is the floor under drawing the scene on them.
    #expect(number("fill_limit_ms") < number("raster_ms_per_frame"))
    let ratio = number("raster_ms_per_frame") / number("fill_limit_ms")
    #expect(abs(number("raster_to_fill_limit") - ratio) <= 0.01 * ratio)
    // A PNG of 98 × 176 px is more than its headers and less than its raw 4 bytes per pixel.
    let bytes = json["png_bytes_per_frame"] as? Int ?? 0
    #expect(bytes > 100 && bytes < 98 * 176 * 4, "\(bytes) bytes")
    let version = try RenderProcess.run(["--version"], in: dir).stdout
    #expect(version.contains(json["version"] as? String ?? "?"), "\(version)")
  }
}
