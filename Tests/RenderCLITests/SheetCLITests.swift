import Foundation
import Inspect
import Media
import Raster
import Testing

/// `render sheet`: one flight in one picture, measured from its pixels. The filmstrip's panels
/// must sit where the layout puts them and hold exactly the scene's pictures at their times;
/// the onion skin of a disc moving in a straight line must show it once per picture, fainter
/// the older; a bad request must say what is wrong and write nothing.
///
/// Scenes are `timing-bouncy` (240 × 240 pt) at 0.5 px per point, and a playground file of a
/// disc crossing a strip, so every render is small.
@Suite struct SheetCLITests {
  static let bouncy = ["timing-bouncy", "--scale", "0.5"]
  static let sheet = ["sheet"] + bouncy
  /// The dark chrome between and around a filmstrip's panels.
  static let chrome = SIMD4<UInt8>(28, 28, 30, 255)
  /// The layout at 0.5 px per point: a 4-px gutter, a 12-px label band, 120-px panels.
  static let (gutter, label, side) = (4, 12, 120)

  func run(_ arguments: [String], in dir: String, sourceLocation: SourceLocation = #_sourceLocation) throws -> RenderProcess.Result {
    let result = try RenderProcess.run(arguments, in: dir)
    #expect(result.status == 0, "render \(arguments.joined(separator: " ")): \(result.stderr)", sourceLocation: sourceLocation)
    return result
  }

  /// Panel k's top left corner in a strip of `columns` columns.
  func origin(_ k: Int, columns: Int) -> (x: Int, y: Int) {
    (Self.gutter + k % columns * (Self.side + Self.gutter), Self.gutter + k / columns * (Self.side + Self.label + Self.gutter))
  }

  func region(_ pixmap: Pixmap, x: Int, y: Int, width: Int, height: Int) -> [SIMD4<UInt8>] {
    (y..<(y + height)).flatMap { y in (x..<(x + width)).map { pixmap[$0, y] } }
  }

  /// Ten pictures wrap into two rows of five; each panel is the scene's still at its time (a
  /// `render --still` of it), the gutters between them are the chrome, and each label band
  /// carries text that differs from its neighbour's.
  @Test func aFilmstripPutsEachPictureInItsPanel() throws {
    let dir = try RenderProcess.scratch()
    let times = (0..<10).map { String(format: "%.1f", Double($0) * 0.1) }
    let result = try run(Self.sheet + ["--times", times.joined(separator: ","), "-o", "strip.png"], in: dir)
    #expect(result.stdout.contains("wrote strip.png: a filmstrip of 10 pictures of timing-bouncy"), "\(result.stdout)")
    let strip = try PNGCodec.read(contentsOf: dir + "/strip.png")
    let columns = 5
    #expect(strip.width == columns * (Self.side + Self.gutter) + Self.gutter)
    #expect(strip.height == 2 * (Self.gutter + Self.side + Self.label) + Self.gutter)
    for k in [0, 3, 4, 5, 9] {
      _ = try run(Self.bouncy + ["--still", times[k], "-o", "still-\(k).png"], in: dir)
      let still = try PNGCodec.read(contentsOf: dir + "/still-\(k).png")
      let (x, y) = origin(k, columns: columns)
      try #require(still.width == Self.side && still.height == Self.side)
      #expect(region(strip, x: x, y: y, width: Self.side, height: Self.side) == region(still, x: 0, y: 0, width: Self.side, height: Self.side),
        "panel \(k) is not the scene at \(times[k]) s")
    }
    // Separators: the gutter left of each column and above each row is the chrome, full height.
    for c in 0...columns {
      let x = c * (Self.side + Self.gutter)
      #expect(region(strip, x: x, y: 0, width: Self.gutter, height: strip.height).allSatisfy { $0 == Self.chrome }, "gutter \(c)")
    }
    for r in 0...2 {
      let y = r * (Self.gutter + Self.side + Self.label)
      #expect(region(strip, x: 0, y: y, width: strip.width, height: Self.gutter).allSatisfy { $0 == Self.chrome }, "row gap \(r)")
    }
    // Labels: text under every panel, and no two neighbours alike (each says its own time).
    let labels = (0..<10).map { k in
      let (x, y) = origin(k, columns: columns)
      return region(strip, x: x, y: y + Self.side, width: Self.side, height: Self.label)
    }
    for (k, band) in labels.enumerated() {
      #expect(band.contains { $0 != Self.chrome }, "no label under panel \(k)")
      if k > 0 { #expect(band != labels[k - 1], "panels \(k - 1) and \(k) have one label") }
    }
  }

  /// By default a sheet shows 8 pictures in one row, over the render's span; a row is never
  /// longer than 8.
  @Test(arguments: [(nil, 8, 1), ("3", 3, 1), ("9", 5, 2), ("17", 6, 3)])
  func theCountSetsThePanelsAndTheRows(count: String?, columns: Int, rows: Int) throws {
    let dir = try RenderProcess.scratch()
    let flags = count.map { ["--count", $0] } ?? []
    _ = try run(Self.sheet + ["--duration", "1"] + flags, in: dir)
    #expect(RenderProcess.listing(dir) == ["timing-bouncy-sheet.png"])
    let strip = try PNGCodec.read(contentsOf: dir + "/timing-bouncy-sheet.png")
    #expect(strip.width == columns * (Self.side + Self.gutter) + Self.gutter)
    #expect(strip.height == rows * (Self.gutter + Self.side + Self.label) + Self.gutter)
  }

  /// The default span is what `render` plays: its first picture is the render's first video
  /// frame (time 0), its last the scene at the render's end.
  @Test func theDefaultSpanIsTheRendersDuration() throws {
    let dir = try RenderProcess.scratch()
    _ = try run(Self.sheet + ["--count", "2", "--duration", "1.5", "-o", "two.png"], in: dir)
    _ = try run(Self.sheet + ["--times", "0,1.5", "-o", "times.png"], in: dir)
    #expect(FileManager.default.contents(atPath: dir + "/two.png") == FileManager.default.contents(atPath: dir + "/times.png"))
  }

  /// A playground file: a 20-pt blue disc crossing a 240 × 40-pt strip at constant speed in 1 s.
  static let crossing = """
    import PlaygroundSupport
    import SwiftUI

    struct Crossing: View {
      @State private var across = false
      var body: some View {
        Circle().fill(Color(red: 0, green: 0, blue: 1)).frame(width: 20, height: 20)
          .frame(maxWidth: .infinity, alignment: across ? .trailing : .leading)
          .padding(.horizontal, 10)
          .frame(width: 240, height: 40)
          .background(Color.white)
          .onAppear { withAnimation(.linear(duration: 1)) { across = true } }
      }
    }

    PlaygroundPage.current.setLiveView(Crossing())
    """

  /// The onion skin of the crossing disc at 0, ¼, ½, ¾ and 1 s: five discs along its path, 50 pt
  /// apart, on the white background, each more opaque than the one before — the first at about
  /// 15 %, the last solid.
  @Test func anOnionSkinShowsTheDiscAtEachTimeFainterTheOlder() throws {
    let fixture = try PlaygroundFixture()
    try fixture.write("Crossing.swift", Self.crossing)
    let result = try fixture.render(["sheet", "Crossing.swift", "--scale", "1", "--onion", "--count", "5", "--from", "0", "--to", "1", "-o", "onion.png"])
    #expect(result.status == 0, "stderr: \(result.stderr)")
    let onion = try PNGCodec.read(contentsOf: fixture.directory + "/onion.png")
    #expect(onion.width == 240 && onion.height == 40)
    let blobs = Segmenter().blobs(in: onion).sorted { $0.centroid.x < $1.centroid.x }
    try #require(blobs.count == 5, "blobs: \(blobs.map { "\($0.centroid) \($0.diameter)" })")
    for (k, blob) in blobs.enumerated() {
      #expect(abs(blob.centroid.x - (20 + 50 * Double(k))) < 2, "disc \(k) at \(blob.centroid)")
      #expect(abs(blob.centroid.y - 20) < 1)
    }
    // Opacity at each disc's centre: how far its red channel fell from white's.
    let opacities = blobs.map { 1 - Double(onion[Int($0.centroid.x), Int($0.centroid.y)][0]) / 255 }
    #expect(zip(opacities, opacities.dropFirst()).allSatisfy { $0 < $1 - 0.1 }, "\(opacities)")
    #expect(abs(opacities[0] - 0.15) < 0.03 && opacities[4] > 0.99, "\(opacities)")
    // Between the discs the background is the plain white.
    #expect(onion[45, 20] == SIMD4<UInt8>(255, 255, 255, 255))
  }

  /// The same flight as a filmstrip, from the playground file: five panels of the disc, moving.
  @Test func aPlaygroundFileGivesAFilmstripToo() throws {
    let fixture = try PlaygroundFixture()
    try fixture.write("Crossing.swift", Self.crossing)
    let result = try fixture.render(["sheet", "Crossing.swift", "--scale", "1", "--count", "3", "--to", "1", "-o", "strip.png"])
    #expect(result.status == 0, "stderr: \(result.stderr)")
    let strip = try PNGCodec.read(contentsOf: fixture.directory + "/strip.png")
    #expect(strip.width == 3 * (240 + 8) + 8 && strip.height == 8 + 40 + 24 + 8)
    // The disc's centre row: blue near the left in the first panel, the middle, then the right.
    for (k, x) in [20, 120, 220].enumerated() {
      let pixel = strip[8 + k * 248 + x, 8 + 20]
      #expect(pixel[2] > 200 && pixel[0] < 40, "panel \(k): \(pixel)")
    }
  }

  @Test(arguments: [
    (["--count", "0"], "--count must be between 1 and 100, got 0"),
    (["--count", "101"], "--count must be between 1 and 100, got 101"),
    (["--from", "2", "--to", "1"], "--from 2.0 s comes after --to 1.0 s"),
    (["--from", "9"], "--from 9.0 s comes after the end of timing-bouncy"),
    (["--times", "0.1,soon"], "--times takes scene times in seconds between 0 and 3600"),
    (["--times", "0.1,,0.3"], "'' in '0.1,,0.3' is not one"),
    (["--times", "0.5", "--count", "3"], "--times names the moments itself"),
    (["-o", "sheet.mp4"], "sheet writes one PNG picture: give -o NAME.png, got 'sheet.mp4'"),
    (["--fps", "10"], "unknown option '--fps'"),
  ])
  func badRequestsAreUsageErrorsThatWriteNothing(flags: [String], message: String) throws {
    let dir = try RenderProcess.scratch()
    let result = try RenderProcess.run(["sheet", "timing-bouncy", "--scale", "0.5", "--duration", "1"] + flags, in: dir)
    #expect(result.status == 64)
    #expect(result.stderr.hasPrefix("error: ") && result.stderr.contains(message), "stderr: \(result.stderr)")
    #expect(RenderProcess.listing(dir).isEmpty)
  }

  @Test(arguments: [
    (["sheet", "no-such-scene"], "unknown scene 'no-such-scene'"),
    (["sheet", "rest-timer"], "a sheet shows one flight; 2 were named (naive, fixed)"),
  ])
  func aSceneThatIsNotOneFlightIsAUsageError(arguments: [String], message: String) throws {
    let dir = try RenderProcess.scratch()
    let result = try RenderProcess.run(arguments, in: dir)
    #expect(result.status == 64)
    #expect(result.stderr.contains(message), "stderr: \(result.stderr)")
    #expect(RenderProcess.listing(dir).isEmpty)
  }

  /// `render --help` describes the command and `render`'s `--burn-in`.
  @Test func helpDescribesTheSheetAndTheBurnIn() throws {
    let result = try RenderProcess.run(["--help"], in: NSTemporaryDirectory())
    #expect(result.status == 0)
    for text in ["render sheet [SCENE|FILE.swift]", "--from T, --to T", "--count N", "1–100 (default 8)", "--times A,B", "--onion",
      "SCENE-sheet.png", "--burn-in", "00:00.450  f27"] {
      #expect(result.stdout.contains(text), "help lacks '\(text)'")
    }
  }

  @Test func anUnwritablePlaceFailsBeforeRenderingAndLeavesNothing() throws {
    let dir = try RenderProcess.scratch()
    let result = try RenderProcess.run(Self.sheet + ["-o", "missing/strip.png"], in: dir)
    #expect(result.status == 1)
    #expect(result.stderr.contains("cannot write missing/strip.png"), "stderr: \(result.stderr)")
    #expect(RenderProcess.listing(dir).isEmpty)
  }
}
