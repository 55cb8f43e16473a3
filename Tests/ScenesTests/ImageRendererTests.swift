import Drawing
import Flipbook
import Foundation
import Media
import Raster
import Flipbook
import Testing

// ImageRenderer is checked on pixel sizes (points × scale, rounded up) and on pixels whose
// values follow from the view: solid fills, a stroke kept inside its frame, and bilinear
// sampling computed here from the two texels it mixes.

/// Exact sRGB primaries (SwiftUI's `.red` and `.blue` are the iOS system tints).
private let pureRed = Color(red: 1, green: 0, blue: 0)
private let pureBlue = Color(red: 0, green: 0, blue: 1)
private let pureGreen = Color(red: 0, green: 1, blue: 0)

private func rgba(_ p: Pixmap, _ x: Int, _ y: Int) -> [UInt8] {
  let v = p[x, y]
  return [v.x, v.y, v.z, v.w]
}

/// Pixels with any alpha whose pixel square lies wholly outside `rect` (pixels).
private func strayPixels(_ p: Pixmap, outside rect: CGRect) -> [(Int, Int)] {
  var stray: [(Int, Int)] = []
  for y in 0..<p.height {
    for x in 0..<p.width where p[x, y].w != 0 {
      let cell = CGRect(x: x, y: y, width: 1, height: 1)
      if !cell.intersects(rect) { stray.append((x, y)) }
    }
  }
  return stray
}

@Suite struct ImageRendererTests {
  @Test func rendersAViewAtItsOwnSizeTimesTheScale() {
    let renderer = ImageRenderer(content: Rectangle().fill(pureRed).frame(width: 30, height: 20))
    renderer.scale = 2
    let pixmap = renderer.pixmap
    #expect(pixmap?.width == 60 && pixmap?.height == 40)
    #expect(pixmap.map { p in (0..<p.height).allSatisfy { y in (0..<p.width).allSatisfy { rgba(p, $0, y) == [255, 0, 0, 255] } } } == true)
  }

  @Test func defaultsAreScaleOneAndAnUnspecifiedProposal() {
    let renderer = ImageRenderer(content: Rectangle())
    #expect(renderer.scale == 1)
    #expect(renderer.proposedSize == .unspecified)
    // A shape has no ideal size; SwiftUI (and Flipbook) answer 10 × 10 to `nil`.
    #expect(renderer.pixmap.map { [$0.width, $0.height] } == [10, 10])
  }

  @Test func proposedSizeIsWhatTheViewIsOffered() {
    let renderer = ImageRenderer(content: Rectangle().fill(pureBlue))
    renderer.proposedSize = ProposedViewSize(width: 40, height: 25)
    #expect(renderer.pixmap.map { [$0.width, $0.height] } == [40, 25])
  }

  @Test func fractionalSizesRoundUpToWholePixels() {
    let renderer = ImageRenderer(content: pureRed.frame(width: 10.2, height: 3))
    renderer.scale = 3
    #expect(renderer.pixmap.map { [$0.width, $0.height] } == [31, 9])
  }

  @Test func drawsTheViewTreeInOrder() {
    let view = ZStack {
      Rectangle().fill(pureRed)
      Circle().fill(pureBlue).frame(width: 10, height: 10)
    }.frame(width: 40, height: 40)
    guard let p = ImageRenderer(content: view).pixmap else {
      Issue.record("no pixmap")
      return
    }
    #expect(rgba(p, 20, 20) == [0, 0, 255, 255])
    #expect(rgba(p, 2, 2) == [255, 0, 0, 255])
  }

  @Test func pngDataDecodesToThePixmap() throws {
    let renderer = ImageRenderer(content: Circle().fill(pureGreen).frame(width: 16, height: 12))
    let data = try #require(renderer.pngData())
    #expect(Array(data.prefix(8)) == PNGCodec.signature)
    let decoded = try PNGCodec.decode(Array(data))
    let pixmap = try #require(renderer.pixmap)
    #expect(decoded.width == pixmap.width && decoded.height == pixmap.height)
    // Opaque and fully transparent pixels survive premultiplication exactly.
    for y in 0..<pixmap.height {
      for x in 0..<pixmap.width where pixmap[x, y].w == 255 || pixmap[x, y].w == 0 {
        #expect(decoded[x, y] == pixmap[x, y])
      }
    }
  }

  @Test func degenerateSizesAndScalesGiveNoImage() {
    #expect(ImageRenderer(content: pureRed.frame(width: 0, height: 10)).pixmap == nil)
    #expect(ImageRenderer(content: pureRed.frame(width: 1e7, height: 10)).pixmap == nil)
    for scale in [0, -1, CGFloat.nan, .infinity] {
      let renderer = ImageRenderer(content: pureRed.frame(width: 5, height: 5))
      renderer.scale = scale
      #expect(renderer.pixmap == nil, "scale \(scale)")
      #expect(renderer.pngData() == nil)
    }
  }

  @Test func strokeBorderDrawsNoPixelOutsideTheFrame() throws {
    // Frame (6, 6, 60, 40) points inside 6 points of padding, at scale 2.
    let frame = CGRect(x: 12, y: 12, width: 120, height: 80)
    for shape in [AnyInsettable(RoundedRectangle(cornerRadius: 12)), AnyInsettable(Capsule()),
                  AnyInsettable(Circle()), AnyInsettable(Rectangle())] {
      let renderer = ImageRenderer(content: shape.border(lineWidth: 5).frame(width: 60, height: 40).padding(6))
      renderer.scale = 2
      let p = try #require(renderer.pixmap)
      #expect(strayPixels(p, outside: frame).isEmpty, "\(shape.name)")
      let touched = (0..<p.height).contains { p[12, $0].w > 0 } || (0..<p.width).contains { p[$0, 12].w > 0 }
      #expect(touched, "\(shape.name) does not reach the frame's edge")
    }
    // The same outline with `stroke` overhangs: the check above can fail.
    let overhanging = ImageRenderer(
      content: RoundedRectangle(cornerRadius: 12).stroke(pureRed, lineWidth: 5).frame(width: 60, height: 40).padding(6))
    overhanging.scale = 2
    #expect(try !strayPixels(#require(overhanging.pixmap), outside: frame).isEmpty)
  }

  @Test func stretchedImageIsSampledBilinearly() throws {
    // A black and a white texel stretched to 20 pixels: pixel x samples the image at
    // u = (x + ½)/10, between texel centres ½ and 1½, i.e. white fraction clamp(u − ½, 0, 1).
    let image = DrawingImage(width: 2, height: 1, premultipliedRGBA: [0, 0, 0, 255, 255, 255, 255, 255])
    let p = try #require(ImageRenderer(content: Image(image).resizable().frame(width: 20, height: 1)).pixmap)
    for x in 0..<20 {
      let fraction = min(max((Double(x) + 0.5) / 10 - 0.5, 0), 1)
      #expect(abs(Double(p[x, 0].x) - 255 * fraction) <= 1, "pixel \(x): \(p[x, 0].x)")
      #expect(p[x, 0].w == 255)
    }
  }

  @Test func symbolRendersInTheForegroundColour() throws {
    let view = Image(systemName: "play.fill").resizable().frame(width: 50, height: 50).foregroundStyle(pureBlue)
    let p = try #require(ImageRenderer(content: view).pixmap)
    // The triangle (26, 14) (86, 50) (26, 86) of the 100 grid, halved: (20, 25) is inside.
    #expect(rgba(p, 20, 25) == [0, 0, 255, 255])
    #expect(rgba(p, 5, 5) == [0, 0, 0, 0])
  }

  /// `plus.circle.fill` on red: a disc of radius 46.5 about (50, 50) with a plus 10 wide
  /// from 28 to 72 cut out. The red shows through the plus, where its two strokes cross too
  /// (an even-odd fill would paint the crossing again), and around the disc.
  @Test func filledCircleShowsWhatLiesBelowThroughItsMark() throws {
    let view = Image(systemName: "plus.circle.fill").resizable().foregroundStyle(pureBlue)
      .frame(width: 100, height: 100).background(pureRed)
    let p = try #require(ImageRenderer(content: view).pixmap)
    #expect(rgba(p, 50, 50) == [255, 0, 0, 255])  // the crossing
    #expect(rgba(p, 50, 35) == [255, 0, 0, 255])  // the upper bar
    #expect(rgba(p, 50, 15) == [0, 0, 255, 255])  // the disc above the bar's cap (23)
    #expect(rgba(p, 1, 1) == [255, 0, 0, 255])  // outside the disc
  }
}

/// The built-in shapes behind one type, for looping over them.
private struct AnyInsettable {
  let name: String
  let border: (CGFloat) -> AnyView

  init<S: InsettableShape>(_ shape: S) {
    name = "\(S.self)"
    border = { AnyView(shape.strokeBorder(pureRed, lineWidth: $0)) }
  }

  func border(lineWidth: CGFloat) -> AnyView { border(lineWidth) }
}

@Suite(.serialized) struct NamedImageFileTests {
  /// Writes `pixmap` as `file` in a new temporary directory and returns the directory.
  private func directory(with files: [String: Pixmap]) throws -> String {
    let dir = FileManager.default.temporaryDirectory.appendingPathComponent("flipbook-images-\(UUID())").path
    try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
    for (name, pixmap) in files { try PNGCodec.write(pixmap, to: dir + "/" + name) }
    return dir
  }

  private func checker() -> Pixmap {
    var p = Pixmap(width: 4, height: 2)
    for y in 0..<2 { for x in 0..<4 { p[x, y] = (x + y) % 2 == 0 ? [255, 255, 255, 255] : [0, 0, 128, 255] } }
    return p
  }

  @Test func namedImageLoadsFromTheSearchPathsAtItsPixelSize() throws {
    let dir = try directory(with: ["checker.png": checker()])
    defer { try? FileManager.default.removeItem(atPath: dir) }
    let p = withImageSearchPaths(["/nonexistent", dir]) { ImageRenderer(content: Image("checker")).pixmap }
    #expect(p == checker())
  }

  @Test func retinaSuffixSetsTheImageScale() throws {
    let dir = try directory(with: ["dot@2x.png": checker()])
    defer { try? FileManager.default.removeItem(atPath: dir) }
    let (size, pixmap) = withImageSearchPaths([dir]) {
      let renderer = ImageRenderer(content: Image("dot"))
      let size = renderer.size
      renderer.scale = 2
      return (size, renderer.pixmap)
    }
    #expect(size == CGSize(width: 2, height: 1))
    #expect(pixmap == checker())
  }

  /// `AsyncImage` with a file URL shows the file's pixels from the first frame; a missing file
  /// is the failure phase, and a web URL keeps the placeholder (there is no network).
  @Test func asyncImageLoadsFileURLs() throws {
    let dir = try directory(with: ["checker.png": checker()])
    defer { try? FileManager.default.removeItem(atPath: dir) }
    let url = URL(fileURLWithPath: dir + "/checker.png")
    #expect(ImageRenderer(content: AsyncImage(url: url)).pixmap == checker())
    let missing = AsyncImage(url: URL(fileURLWithPath: dir + "/nothing.png")) { phase in
      phase.error == nil ? pureRed : pureBlue
    }
    let failed = try #require(ImageRenderer(content: missing.frame(width: 2, height: 2)).pixmap)
    #expect(failed[0, 0] == [0, 0, 255, 255])
    let web = AsyncImage(url: URL(string: "https://example.com/a.png")) { image in image } placeholder: { pureGreen }
    let placeholder = try #require(ImageRenderer(content: web.frame(width: 2, height: 2)).pixmap)
    #expect(placeholder[0, 0] == [0, 255, 0, 255])
  }
}
