import Flipbook
import FlipbookTesting
import Scenes
import Testing

// The scroll gallery on an iPhone 14 (390 × 844 pt, safe area 47 pt above and 34 below), seen
// in pixels at one pixel per point. Its script flicks the carousel at 0.5 s, drags it back
// slowly at 1.5 s, flicks it again at 2.6 s, taps "Jump to Row 12" at 3.4 s and drags the
// screen down at 5.0 s; each check shows that an event reached what it was meant for.
//
// Layout, worked out from the code: the title's 34-pt line (40.57 tall) starts 47 + 16 = 63
// down, the 200-tall carousel 16 below it (119.57…319.57), the 8-pt page dots 16 below that
// (centre y = 339.57, x = 195 + 16 · (k − 2)). Cards are inset 16 from each page's sides, so a
// card at rest spans x = 16…374. The grid's tiles are (358 − 3 · 8) / 4 = 83.5 square, rows
// 91.5 apart; tile 44 (row 11, the highlighted one) is drawn at full opacity, the others of
// its row at 0.75.

@Suite struct ScrollGalleryTests {
  private static let scene = BuiltInScenes.scrollGallery
  /// The frames the checks read, rendered in one run of the script.
  private static let frames = scene.pixmaps(at: [0, 1.4, 2.55, 3.35, 4.5, 7], scale: 1)
  private static let white: [Int] = [255, 255, 255]

  private func rgb(_ p: Pixmap, _ x: Int, _ y: Int) -> [Int] {
    let c = p[x, y]
    return [Int(c[0]), Int(c[1]), Int(c[2])]
  }

  /// Where the card under the carousel's centre starts along y = 220: the first column of its
  /// colour.
  private func cardLeft(_ p: Pixmap) -> Int? {
    let colour = rgb(p, 195, 220)
    return (0..<p.width).first { rgb(p, $0, 220) == colour }
  }

  /// The fast flick turns to the second card (a colour of its own, resting at 16), and its
  /// page dot (x = 179) darkens.
  @Test func theFlickTurnsOneCard() {
    let (start, turned) = (Self.frames[0], Self.frames[1])
    #expect(rgb(turned, 195, 220) != rgb(start, 195, 220))
    #expect(cardLeft(turned) == 16)
    #expect(rgb(turned, 179, 339)[0] < rgb(turned, 163, 339)[0])
  }

  /// The slow drag back, released two thirds of a card along, springs back to the second card.
  @Test func theSlowDragSpringsBack() {
    #expect(rgb(Self.frames[2], 195, 220) == rgb(Self.frames[1], 195, 220))
    #expect(cardLeft(Self.frames[2]) == 16)
  }

  /// The second flick turns to the third card and its dot (x = 195).
  @Test func theSecondFlickTurnsAgain() {
    let p = Self.frames[3]
    #expect(rgb(p, 195, 220) != rgb(Self.frames[1], 195, 220))
    #expect(cardLeft(p) == 16)
    #expect(rgb(p, 195, 339)[0] < rgb(p, 179, 339)[0])
  }

  /// The button scrolls tile 44's row to the top of the scroll view (y = 47): tile 44 (x =
  /// 16…99.5) spans 47…130.5, darker than tile 45 beside it, with the white row gap at
  /// 130.5…138.5 under it; the safe area above stays white.
  @Test func theButtonScrollsToTheRow() {
    let p = Self.frames[4]
    #expect(rgb(p, 57, 50) != Self.white)
    #expect(rgb(p, 57, 50) != rgb(p, 149, 50))
    #expect(rgb(p, 57, 128) == rgb(p, 57, 50))
    #expect(rgb(p, 57, 134) == Self.white)
    #expect(rgb(p, 57, 40) == Self.white)
  }

  /// The final drag pulls the screen back up: the highlighted tile is no longer at the top.
  @Test func theDragScrollsBackUp() {
    let p = Self.frames[5]
    #expect(rgb(p, 57, 50) == rgb(p, 149, 50) || rgb(p, 57, 50) == Self.white)
  }

  /// Mid-flight frames: the first page turn on UIKit's paging spring (0.7 s), the carousel
  /// springing back after the slow drag (2.3 s), the animated scroll to the row half-way
  /// (3.8 s), the screen coasting after the last drag (5.4 s).
  @Test func scrollGalleryFrames() {
    expectGolden(Self.scene, at: [0.7, 2.3, 3.8, 5.4])
  }
}
