import Foundation
import Media
import Raster
import Testing

/// `render --burn-in`: the timecode goes into the bottom leading corner of every frame and
/// nowhere else, says a different thing on every frame, and without the flag nothing changes.
///
/// The scene is `timing-bouncy` (240 × 240 pt, the emoji in the middle) at 1 px per point, the
/// scale the label must be legible at, and 10 fps for 0.5 s: five small PNGs a render.
@Suite struct BurnInCLITests {
  static let scene = ["timing-bouncy", "--scale", "1", "--fps", "10", "--duration", "0.5"]
  /// Where the pill may be, in pixels at scale 1: the bottom leading corner, 150 × 36.
  static let corner = (width: 150, height: 36)

  func render(_ flags: [String], in dir: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
    let result = try RenderProcess.run(Self.scene + flags, in: dir)
    #expect(result.status == 0, "render \(flags.joined(separator: " ")): \(result.stderr)", sourceLocation: sourceLocation)
  }

  /// The box around every pixel where `a` and `b` differ; `nil` when they are the same.
  func difference(_ a: Pixmap, _ b: Pixmap) -> (minX: Int, minY: Int, maxX: Int, maxY: Int)? {
    var box: (minX: Int, minY: Int, maxX: Int, maxY: Int)?
    for y in 0..<a.height {
      for x in 0..<a.width where a[x, y] != b[x, y] {
        box = (min(box?.minX ?? x, x), min(box?.minY ?? y, y), max(box?.maxX ?? x, x), max(box?.maxY ?? y, y))
      }
    }
    return box
  }

  func corner(of pixmap: Pixmap) -> [SIMD4<UInt8>] {
    ((pixmap.height - Self.corner.height)..<pixmap.height).flatMap { y in (0..<Self.corner.width).map { pixmap[$0, y] } }
  }

  @Test func theTimecodeChangesOnlyTheCornerAndDiffersFrameToFrame() throws {
    let dir = try RenderProcess.scratch()
    try render(["-o", "plain/"], in: dir)
    try render(["--burn-in", "-o", "burnt/"], in: dir)
    let plain = try pngFrames(in: dir + "/plain"), burnt = try pngFrames(in: dir + "/burnt")
    try #require(plain.count == 5 && burnt.count == 5)
    for (k, (a, b)) in zip(plain, burnt).enumerated() {
      let box = try #require(difference(a, b), "frame \(k) has no burn-in")
      // The pill: in the bottom leading corner, some 100 px wide and 20 high.
      #expect(box.minX < 12 && box.maxX < Self.corner.width && box.maxX > 80, "frame \(k): \(box)")
      #expect(box.minY >= a.height - Self.corner.height && box.maxY > a.height - 12 && box.maxY - box.minY > 14, "frame \(k): \(box)")
    }
    // Every frame's label says its own time and number: no two corners alike, though the
    // plain frames' corners (the window behind the emoji) are all one.
    let corners = burnt.map(corner(of:))
    #expect(Set(plain.map(corner(of:))).count == 1)
    for k in 1..<corners.count { #expect(corners[k] != corners[k - 1], "frames \(k - 1) and \(k) carry one label") }
  }

  /// Without the flag the frames are the scene's own: the corner shows the white window, and
  /// the bytes are those of a still at each frame's time (the still's own path, without the
  /// wrapper).
  @Test func withoutTheFlagTheFramesAreUnchanged() throws {
    let dir = try RenderProcess.scratch()
    try render(["-o", "plain/"], in: dir)
    let plain = try pngFrames(in: dir + "/plain")
    for frame in plain { #expect(corner(of: frame).allSatisfy { $0 == SIMD4(255, 255, 255, 255) }) }
    try render(["--still", "0.3", "-o", "still.png"], in: dir)
    #expect(FileManager.default.contents(atPath: dir + "/still.png") == FileManager.default.contents(atPath: dir + "/plain/frame_0003.png"))
  }

  /// A still has no video frame number: its label is the time alone, so a shorter pill than the
  /// same moment's in a video; outside the pill the still is the plain one.
  @Test func aStillsBurnInShowsTheTimeAlone() throws {
    let dir = try RenderProcess.scratch()
    try render(["--still", "0.3", "-o", "still.png"], in: dir)
    try render(["--still", "0.3", "--burn-in", "-o", "burnt-still.png"], in: dir)
    try render(["--burn-in", "-o", "burnt/"], in: dir)
    let still = try PNGCodec.read(contentsOf: dir + "/still.png")
    let burntStill = try PNGCodec.read(contentsOf: dir + "/burnt-still.png")
    let burntFrame = try PNGCodec.read(contentsOf: dir + "/burnt/frame_0003.png")
    let stillBox = try #require(difference(still, burntStill))
    let frameBox = try #require(difference(still, burntFrame))
    #expect(stillBox.maxX + 20 < frameBox.maxX, "still pill \(stillBox), video frame pill \(frameBox)")
    #expect(stillBox.minY >= still.height - Self.corner.height)
  }

  /// Side by side, the label goes once into the corner of the whole frame, under the headers
  /// that already say the time.
  @Test func sideBySideCarriesOneLabelInTheWholeFramesCorner() throws {
    let dir = try RenderProcess.scratch()
    let flags = ["rest-timer", "--scale", "0.5", "--fps", "10", "--duration", "0.3"]
    #expect(try RenderProcess.run(flags + ["-o", "plain/"], in: dir).status == 0)
    #expect(try RenderProcess.run(flags + ["--burn-in", "-o", "burnt/"], in: dir).status == 0)
    let plain = try pngFrames(in: dir + "/plain"), burnt = try pngFrames(in: dir + "/burnt")
    try #require(plain.count == 3 && burnt.count == 3)
    for (a, b) in zip(plain, burnt) {
      let box = try #require(difference(a, b))
      #expect(box.minX < 8 && box.maxX < 80 && box.minY >= a.height - 20, "\(box) in \(a.width)×\(a.height)")
    }
  }
}
