import Flipbook
import FlipbookTesting
import Scenes
import Testing

// The lists gallery on an iPhone 14 (390 × 844 pt, safe area 47 pt above and 34 below), seen
// in pixels at one pixel per point. Its script flips a switch at 0.5 s, inserts a row at 1.0 s,
// deletes one at 2.0 s and drags the list up at 3.0 s; each check shows that an event reached
// what it was meant for, so a layout change that moves a control away from the script's point
// fails here. Cards are found down the column x = 360, right of every text and inside the
// cards' straight edges (16 + 358 − 10 = 364 is where the right-hand corners begin).

@Suite struct ListsGalleryTests {
  private static let scene = BuiltInScenes.listsGallery
  /// The frames the checks read, rendered in one run of the script: at 0, 0.9, 1.9, 2.9 and 5 s.
  private static let frames = scene.pixmaps(at: [0, 0.9, 1.9, 2.9, 5], scale: 1)
  private static let groupedBackground: [Int] = [242, 242, 247]

  private func rgb(_ p: Pixmap, _ x: Int, _ y: Int) -> [Int] {
    let c = p[x, y]
    return [Int(c[0]), Int(c[1]), Int(c[2])]
  }

  /// The runs of rows (first, end) down column x = 360 that are not the grouped background:
  /// the cards, top to bottom.
  private func cards(_ p: Pixmap) -> [(top: Int, bottom: Int)] {
    var runs: [(Int, Int)] = []
    var start: Int?
    for y in 0...p.height {
      let isCard = y < p.height && rgb(p, 360, y) != Self.groupedBackground
      if isCard, start == nil { start = y }
      if !isCard, let s = start {
        runs.append((s, y))
        start = nil
      }
    }
    return runs
  }

  /// The first card starts 47 + 35 = 82 pt down and holds three 44-pt rows.
  @Test func theFirstCardSitsUnderTheStatusBar() {
    let first = cards(Self.frames[0]).first
    #expect(first.map { $0 == (82, 214) } == true)
  }

  /// The left of the Notifications switch's track (second row, centre 82 + 44 + 22 = 148):
  /// off-grey at first, system green (52, 199, 89) once the script's tap has flipped it.
  @Test func theSwitchFlips() {
    #expect(rgb(Self.frames[0], 310, 148) != [52, 199, 89])
    #expect(rgb(Self.frames[1], 310, 148) == [52, 199, 89])
  }

  /// The favorites card (the second) holds three rows, four after "Add Timer", three again
  /// after "Remove Home": 132, 176, 132 pt (under its header the card starts between pixel
  /// rows, so its span covers one partly covered row more); the buttons' card under it moves
  /// 44 pt down and back up.
  @Test func theButtonsInsertAndDeleteARow() {
    let spans = Self.frames[1...3].map { cards($0) }
    let heights = spans.map { $0[1].bottom - $0[1].top }
    #expect(abs(heights[0] - 132) <= 1 && heights[1] == heights[0] + 44 && heights[2] == heights[0])
    #expect(spans[1][2].top - spans[0][2].top == 44 && spans[2][2].top == spans[0][2].top)
  }

  /// By 5 s the drag has scrolled the list to its end: the last card's bottom is 35 pt (half
  /// the section spacing twice) above the home indicator's 34 pt: 844 − 34 − 35 = 775.
  @Test func theDragScrollsToTheEnd() {
    #expect(cards(Self.frames[4]).last?.bottom == 775)
  }

  /// Mid-flight frames: the inserted row half faded in and the rows below half-way down
  /// (1.15 s: 0.15 s into UIKit's 0.3-s row animation), the deleted row half faded out under
  /// the rows sliding up (2.15 s), the list coasting after the drag (3.6 s).
  @Test func listsGalleryFrames() {
    expectGolden(Self.scene, at: [1.15, 2.15, 3.6])
  }
}
