import Flipbook
import FlipbookTesting
import Scenes
import Testing

// The presentations gallery on an iPhone 16 Pro (402 × 874 pt, safe area 62 above, 34
// below), in pixels at one pixel per point. The large sheet's top edge is at 62 + 10 = 72,
// the large detent 874 − 72 − 34 = 768 pt of content, the medium one 384, so a medium sheet's
// top edge is at 874 − 34 − 384 = 456. The sheet is white; the presenting screen behind it is
// dimmed by black at 0.4, so nothing else is pure white: the sheet's top edge in a column is
// the first pure-white pixel from the top.

@Suite struct PresentationsGalleryTests {
  private static let scene = BuiltInScenes.presentationsGallery
  /// At rest at medium (1.4 s), 0.2 s into the 0.4-s drag to large (1.7 s), at rest at large
  /// (2.8 s), after the dismissal (4.1 s), with the alert up (5.1 s), the action sheet up
  /// (7.1 s) and after it was cancelled (8.2 s).
  private static let frames = scene.pixmaps(at: [1.4, 1.7, 2.8, 4.1, 5.1, 7.1, 8.2], scale: 1)

  private func rgb(_ p: Pixmap, _ x: Int, _ y: Int) -> [Int] {
    let c = p[x, y]
    return [Int(c[0]), Int(c[1]), Int(c[2])]
  }

  private func sheetTop(_ p: Pixmap, x: Int = 100) -> Int? {
    (0..<p.height).first { rgb(p, x, $0) == [255, 255, 255] }
  }

  /// The sheet opens at medium (0.9 s after the tap its spring is within 0.1 pt of 456, so
  /// the first pure-white row is 456 or, just short of full coverage, 457), and half-way
  /// through the drag it is where the finger is: 192 pt (half of 384) above 456.
  @Test func theSheetRestsAtMediumAndFollowsTheDrag() {
    #expect(sheetTop(Self.frames[0]).map { $0 == 456 || $0 == 457 } == true)
    #expect(sheetTop(Self.frames[1]).map { abs($0 - 264) <= 1 } == true)
  }

  /// At large the presenting screen has shrunk to stand 16 pt in from each side, its top at
  /// the status bar's bottom (62): in the strip above the sheet (62…72), black outside it,
  /// its dimmed white (255 · 0.6 = 153) inside.
  @Test func atLargeThePresentingScreenShrinks() {
    let p = Self.frames[2]
    #expect(sheetTop(p) == 72)
    #expect(rgb(p, 8, 67) == [0, 0, 0] && rgb(p, 394, 67) == [0, 0, 0])
    #expect(rgb(p, 201, 58) == [0, 0, 0] && rgb(p, 201, 67) == [153, 153, 153])
  }

  /// The drag down dismissed the sheet: the screen is back, undimmed, and white above the
  /// grid; then the alert dims it by 0.2 (255 · 0.8 = 204).
  @Test func theDragDismissesThenTheAlertDims() {
    #expect(sheetTop(Self.frames[3], x: 10) == 0)
    #expect(rgb(Self.frames[4], 10, 10) == [204, 204, 204])
  }

  /// The action sheet's Cancel card rests on the home indicator's inset: its bottom edge at
  /// 874 − 34 = 840, 57 pt tall, 8 pt in from the side (column x = 20 is in it at y = 811, not
  /// at y = 845); cancelled, it has gone and nothing is dimmed.
  @Test func theActionSheetRestsOnTheHomeIndicatorAndCancels() {
    let up = Self.frames[5]
    #expect(rgb(up, 20, 811) == [255, 255, 255] && rgb(up, 20, 845) != [255, 255, 255])
    #expect(rgb(up, 4, 811) != [255, 255, 255])
    #expect(rgb(Self.frames[6], 10, 10) == [255, 255, 255])
  }

  /// Mid-flight frames: the sheet rising (0.7 s), mid-drag (1.7 s), being dragged down
  /// (3.05 s), the alert growing in (4.3 s) and fading out after its Delete (5.3 s), the
  /// action sheet sliding up (6.35 s) and down after Cancel (7.35 s).
  @Test func presentationsGalleryFrames() {
    expectGolden(Self.scene, at: [0.7, 1.7, 3.05, 4.3, 5.3, 6.35, 7.35])
  }
}
