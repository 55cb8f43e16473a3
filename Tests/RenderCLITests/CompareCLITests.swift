import Foundation
import FuzzSupport
import Media
import Raster
import Testing

/// `render compare A B`: two renders compared frame by frame, the review page they make, and
/// the exit status. The inputs are `timing-bouncy` at 0.5 px per point and 10 fps (15 frames
/// of 120 × 120), as a PNG sequence and an animated PNG, and copies with known pixels changed.
@Suite struct CompareCLITests {
  static let scene = ["timing-bouncy", "--scale", "0.5", "--duration", "1.5", "--fps", "10"]

  func render(_ flags: [String], in dir: String) throws {
    let result = try RenderProcess.run(Self.scene + flags, in: dir)
    try #require(result.status == 0, "render \(flags.joined(separator: " ")): \(result.stderr)")
  }

  func frame(_ k: Int, in folder: String) -> String { folder + "/" + String(format: "frame_%04d.png", k) }

  /// The page's entry data, as the page carries it.
  func entry(_ page: String) throws -> [String: Any] {
    let html = try String(contentsOfFile: page, encoding: .utf8)
    let start = try #require(html.range(of: "<script class=\"report-entry\" type=\"application/json\">"))
    let end = try #require(html.range(of: "</script>", range: start.upperBound..<html.endIndex))
    let json = html[start.upperBound..<end.lowerBound].replacingOccurrences(of: "<\\/", with: "</")
    return try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
  }

  /// The same render as PNGs and as an animated PNG, two independent encodings: the same.
  @Test func theSameFramesCompareEqualAndExitZero() throws {
    let dir = try RenderProcess.scratch()
    try render(["-o", "frames/"], in: dir)
    try render(["-o", "flight.apng"], in: dir)
    let result = try RenderProcess.run(["compare", "frames", "flight.apng", "-o", "same.html"], in: dir)
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stdout.contains("frames ↔ flight.apng: all 15 frames the same"), "\(result.stdout)")
    let data = try entry(dir + "/same.html")
    #expect(data["kind"] as? String == "flight")
    #expect((data["expected"] as? [String])?.count == 15 && (data["actual"] as? [String])?.count == 15)
    #expect((data["differs"] as? [Bool]) == Array(repeating: false, count: 15))
    #expect((data["labels"] as? [String]) == ["frames", "flight.apng"])
  }

  /// One frame changed in a known way: a 3 × 2 block of frame 6 (t = 0.6 s) darkened by 50
  /// in red. PNGs carry no frame rate: `--fps 10` gives it. The message names that frame, its time, six pixels and the difference of 50 at
  /// the block's first pixel; the page marks frame 6 alone; the exit status is 1.
  @Test func aChangedFrameIsNamedAndMarked() throws {
    let dir = try RenderProcess.scratch()
    try render(["-o", "a/"], in: dir)
    try FileManager.default.copyItem(atPath: dir + "/a", toPath: dir + "/b")
    var changed = try PNGCodec.read(contentsOf: frame(6, in: dir + "/b"))
    for y in 40..<42 {
      for x in 10..<13 {
        var p = changed[x, y]
        try #require(p.w == 255 && p.x >= 50, "the block must be opaque and leave room for −50")
        p.x -= 50
        changed[x, y] = p
      }
    }
    try PNGCodec.write(changed, to: frame(6, in: dir + "/b"))
    let result = try RenderProcess.run(["compare", "a", "b", "--fps", "10", "-o", "review.html"], in: dir)
    #expect(result.status == 1)
    #expect(
      result.stdout.contains(
        "a ↔ b: 1 of 15 frames differ, first at t = 0.600 s, worst at t = 0.600 s (6 of 14400 pixels differ by up to 50 at (10, 40))"),
      "\(result.stdout)")
    #expect(result.stderr.contains("the inputs differ"))
    let data = try entry(dir + "/review.html")
    #expect((data["differs"] as? [Bool]) == (0..<15).map { $0 == 6 })
    // In a browser: one flight section, its captions the inputs' names, frame 6 marked.
    let dom = try HeadlessChromium.run(["--dump-dom"], page: dir + "/review.html")
    #expect(dom.contains("data-ready=\"1\""), "\(dom.prefix(300))")
    #expect(dom.contains("<figcaption>a</figcaption>") && dom.contains("<figcaption>b</figcaption>"))
    #expect(HeadlessChromium.occurrences(of: "<span title=\"t = ", in: dom) == 15)
    #expect(HeadlessChromium.occurrences(of: "class=\"differs\"", in: dom) == 1)
  }

  /// Two stills make a still's section; a missing last frame is named with both counts.
  @Test func stillsAndDifferentLengths() throws {
    let dir = try RenderProcess.scratch()
    try render(["-o", "a/"], in: dir)
    try render(["-o", "short/"], in: dir)
    try FileManager.default.removeItem(atPath: frame(14, in: dir + "/short"))
    let short = try RenderProcess.run(["compare", "a", "short", "-o", "short.html"], in: dir)
    #expect(short.status == 1)
    #expect(short.stdout.contains("; a has 15 frames, short 14"), "\(short.stdout)")
    let stills = try RenderProcess.run(
      ["compare", frame(3, in: "a"), frame(3, in: "short"), "-o", "stills.html"], in: dir)
    #expect(stills.status == 0, "\(stills.stderr)")
    #expect(try entry(dir + "/stills.html")["kind"] as? String == "still")
  }

  /// Bad arguments: exit 64, a message naming the problem, nothing written.
  @Test(arguments: [
    (["compare", "a"], "compare needs two inputs"),
    (["compare", "a", "a", "-o", "page.png"], "-o must end in .html"),
    (["compare", "a", "a", "--tolerance", "300"], "--tolerance"),
  ])
  func badArgumentsAreUsageErrors(arguments: [String], message: String) throws {
    let dir = try RenderProcess.scratch()
    try render(["-o", "a/"], in: dir)
    let result = try RenderProcess.run(arguments, in: dir)
    #expect(result.status == 64)
    #expect(result.stderr.contains(message), "\(result.stderr)")
    #expect(!FileManager.default.fileExists(atPath: dir + "/compare.html"))
    #expect(!FileManager.default.fileExists(atPath: dir + "/page.png"))
  }
}
