import Flipbook
import FlipbookTesting
import Scenes
import Testing

// The navigation scenes on an iPhone 16 Pro (402 × 874 pt, insets 62 and 34), at one pixel
// per point. The grid's cards are 115⅓ pt square from (16, 174), 12 apart
// (`GradientGallery.cardFrame`): the content starts under the status bar (62) and the
// large-title bar (96), padded 16.

@Suite struct NavigationGalleryTests {
  /// Mid-push (0.65 s), mid-pop by the back button (1.6 s), mid edge swipe (3.55 s), the
  /// large title half collapsed (4.95 s) and collapsed under the bar's background (5.6 s).
  @Test func navigationPushFrames() {
    expectGolden(BuiltInScenes.navigationPush, at: [0.65, 1.6, 3.55, 4.95, 5.6])
  }

  /// Mid-zoom out of Sunset (0.6 s), mid-zoom back after the close button (1.6 s), Meadow
  /// pulled down (3.7 s) and zooming back into its card after the release (4.0 s).
  @Test func navigationZoomFrames() {
    expectGolden(BuiltInScenes.navigationZoom, at: [0.6, 1.6, 3.7, 4.0])
  }

  /// Lagoon pressed (0.6 s), then zooming out of its styled source (0.8 s).
  @Test func navigationZoomStyledFrames() {
    expectGolden(BuiltInScenes.navigationZoomStyled, at: [0.6, 0.8])
  }

  /// The cover zooming out of Ember (0.65 s), its article scrolled (2.0 s) and dragged back
  /// past its top into the rubber band with the cover staying put (3.2 s), pulled down from
  /// the top (5.0 s) and zooming back into the card (5.45 s).
  @Test func navigationZoomCoverFrames() {
    expectGolden(BuiltInScenes.navigationZoomCover, at: [0.65, 2.0, 3.2, 5.0, 5.45])
  }

  /// The article pulled 110 pt past its top, shrunk (1.95 s), springing back (2.4 s), pulled
  /// again near its threshold (3.55 s) and the cover sliding away after it dismissed itself
  /// (3.75 s).
  @Test func navigationPullShrinkFrames() {
    expectGolden(BuiltInScenes.navigationPullShrink, at: [1.95, 2.4, 3.55, 3.75])
  }

  /// After the pull-down the cover has landed in Ember's card and gone: the card's pixels
  /// are those it had before it was opened.
  @Test func theZoomedCoverLandsBackInItsCard() {
    let frames = BuiltInScenes.navigationZoomCover.pixmaps(at: [0.3, 6.4], scale: 1)
    // Ember is card 4: column 1, row 1 of 115⅓-pt cards 12 apart from (16, 174).
    let side = 346.0 / 3
    let card = CGRect(x: 16 + side + 12, y: 174 + side + 12, width: side, height: side)
    var differing = 0
    for y in Int(card.minY)..<Int(card.maxY) {
      for x in Int(card.minX)..<Int(card.maxX) where frames[0][x, y] != frames[1][x, y] { differing += 1 }
    }
    #expect(differing == 0, "\(differing) pixels of the card differ")
  }

  /// While the shrinking article is pulled, it is scaled about its centre by
  /// 1 − pull / 1200: at 1.95 s its gradient header is narrower than at rest (1.5 s), by
  /// about as much as the rubber band lets the content move.
  @Test func thePulledArticleShrinks() {
    let frames = BuiltInScenes.navigationPullShrink.pixmaps(at: [1.5, 1.95], scale: 1)
    func headerWidth(_ pixmap: Pixmap) -> Int {
      // Row 250 crosses the header (the gradient: blue, little red) from edge to edge less the padding.
      (0..<pixmap.width).filter { x in let p = pixmap[x, 250]; return p[2] > 200 && p[0] < 150 }.count
    }
    let rest = headerWidth(frames[0])
    let pulled = headerWidth(frames[1])
    #expect(rest > 300 && pulled < rest - 4, "header \(rest) → \(pulled) px")
  }

  /// The styled cards' button style removes the pressed highlight: the pressed card (at
  /// 0.6 s, the finger down since 0.5 s) draws exactly as before the press.
  @Test func thePressedStyledCardIsNotHighlighted() {
    let frames = BuiltInScenes.navigationZoomStyled.pixmaps(at: [0.4, 0.6], scale: 1)
    var differing = 0
    for y in 174..<290 {
      for x in 143..<259 where frames[0][x, y] != frames[1][x, y] { differing += 1 }
    }
    #expect(differing == 0, "\(differing) pixels of the pressed card changed")
  }

  /// A control for the check above: the plain grid's default style dims the pressed card.
  @Test func thePressedPlainCardIsHighlighted() {
    let scene = FlipbookScene(
      "pressed", canvas: .device(GradientGallery.device),
      script: Script().wait(0.5).press(at: CGPoint(x: 201, y: 232), duration: 0.3), duration: .untilScriptEnds
    ) { GradientGallery(mode: .push) }
    let frames = scene.pixmaps(at: [0.4, 0.6], scale: 1)
    #expect(frames[0][201, 232] != frames[1][201, 232])
  }

  /// The status bar is drawn under a stack: the time's dark pixels sit in the leading ear.
  @Test func theStatusBarShowsTheTime() {
    let pixmap = BuiltInScenes.navigationPush.pixmaps(at: [0], scale: 1)[0]
    var dark = 0
    for y in 10..<45 {
      for x in 0..<138 where pixmap[x, y][0] < 100 && pixmap[x, y][3] > 200 { dark += 1 }
    }
    #expect(dark > 50)
  }
}
