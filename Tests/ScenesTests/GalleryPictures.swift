// The PNG files `CompositingGallery` shows, and the code that draws them.
//
// What: two pictures in `Golden/Assets/`, drawn by Flipbook and written with libpng: a
// 120 × 80 point scene rendered by `ImageRenderer` at @2x, and an 8 × 8 pixel grid set pixel by
// pixel. Why: the gallery must load real files through `Image(_:)` and `Image.searchPaths`, and
// a picture made here has a known origin and distinct features (quadrants, a disc, a diagonal,
// a border) that make fitting, filling and cropping obvious. The test below keeps each file
// equal to what its generator draws today; a missing file is written and the test fails so
// someone looks at it, as with goldens (FLIPBOOK_GOLDEN_RECORD). Refuses: pictures from
// elsewhere, whose pixels nobody here can regenerate.

import Flipbook
import Foundation
import FlipbookTesting
import Media
import Raster
import Flipbook
import Testing

/// A picture file of the compositing gallery.
enum GalleryPicture: String, CaseIterable {
  /// `gallery-quadrants@2x.png`: 240 × 160 pixels, 120 × 80 points.
  case quadrants = "gallery-quadrants@2x"
  /// `gallery-pixels.png`: 8 × 8 pixels.
  case pixels = "gallery-pixels"

  /// The folder holding the files: `Golden/Assets/` in the package.
  static let directory = GoldenStore(filePath: #filePath).root + "/Golden/Assets"

  var path: String { Self.directory + "/" + rawValue + ".png" }

  /// The picture as its generator draws it.
  func draw() -> Pixmap? {
    switch self {
    case .quadrants:
      let renderer = ImageRenderer(content: QuadrantsPicture())
      renderer.scale = 2
      return renderer.pixmap
    case .pixels:
      return Self.pixelGrid()
    }
  }

  /// Red, green, blue and yellow 4 × 4 quadrants (exact sRGB primaries and yellow) with a
  /// white diagonal from the top-left pixel to the bottom-right one.
  static func pixelGrid() -> Pixmap {
    var pixmap = Pixmap(width: 8, height: 8)
    for y in 0..<8 {
      for x in 0..<8 {
        switch (x == y, x < 4, y < 4) {
        case (true, _, _): pixmap[x, y] = [255, 255, 255, 255]
        case (false, true, true): pixmap[x, y] = [255, 0, 0, 255]
        case (false, false, true): pixmap[x, y] = [0, 255, 0, 255]
        case (false, true, false): pixmap[x, y] = [0, 0, 255, 255]
        case (false, false, false): pixmap[x, y] = [255, 255, 0, 255]
        }
      }
    }
    return pixmap
  }
}

/// The 120 × 80 point picture: red, green, blue and yellow quadrants, a white disc 40 points
/// wide in the middle, a black line 3 points wide from the top-left corner to the
/// bottom-right one, and a black border 2 points wide inside the edge.
struct QuadrantsPicture: View {
  var body: some View {
    ZStack {
      VStack(spacing: 0) {
        HStack(spacing: 0) { Color.red; Color.green }
        HStack(spacing: 0) { Color.blue; Color.yellow }
      }
      Circle().fill(.white).frame(width: 40, height: 40)
      Diagonal().stroke(.black, lineWidth: 3)
      Rectangle().strokeBorder(.black, lineWidth: 2)
    }
    .frame(width: 120, height: 80)
  }
}

/// A line from the top-left corner of the frame to its bottom-right corner.
struct Diagonal: Shape {
  func path(in rect: CGRect) -> Path {
    var path = Path()
    path.move(to: CGPoint(x: rect.minX, y: rect.minY))
    path.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
    return path
  }
}

@Suite struct GalleryPictureTests {
  @Test(arguments: GalleryPicture.allCases)
  func committedPictureIsWhatItsGeneratorDraws(_ picture: GalleryPicture) throws {
    let drawn = try #require(picture.draw())
    let mode = GoldenRecordMode.current
    guard FileManager.default.fileExists(atPath: picture.path), mode != .all else {
      guard mode != .never else {
        Issue.record("no picture at \(picture.path) (FLIPBOOK_GOLDEN_RECORD=never)")
        return
      }
      try FileManager.default.createDirectory(atPath: GalleryPicture.directory, withIntermediateDirectories: true)
      try PNGCodec.write(drawn, to: picture.path, compressionLevel: 9)
      Issue.record("wrote \(picture.path); look at it, then re-run")
      return
    }
    let committed = try PNGCodec.read(contentsOf: picture.path)
    if let difference = ImageDifference(expected: committed, actual: drawn, tolerance: 1) {
      if mode == .failed { try PNGCodec.write(drawn, to: picture.path, compressionLevel: 9) }
      Issue.record("\(picture.path) is not what its generator draws: \(difference)")
    }
  }
}
