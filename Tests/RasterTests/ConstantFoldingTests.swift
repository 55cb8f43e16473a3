import Foundation
import Testing
import Geometry
import Drawing
@testable import Raster

/// `Pixmap.draw(_:scale:)` folds leading whole-canvas fills into one colour; these check that
/// the folded canvas is what drawing the items one at a time gives.
@Suite struct ConstantFoldingTests {
  static let background = RGBAColor(r8: 0xF2, g8: 0xF2, b8: 0xF7)
  static let canvas = CGSize(width: 10, height: 6)

  static func wholeCanvas(_ color: RGBAColor, margin: Double = 0) -> DisplayItem {
    let rect = CGRect(x: -margin, y: -margin, width: 10 + 2 * margin, height: 6 + 2 * margin)
    return .fill(Path(rect), rule: .nonZero, paint: Paint(color: color), transform: .identity)
  }

  @Test func backgroundAndDimmingLayerGiveTheHandBlendedColour() {
    // docs/SEMANTICS.md §8: black at 0.4 over #F2F2F7 → (145, 145, 148) everywhere.
    let list = DisplayList(
      size: Self.canvas, items: [Self.wholeCanvas(Self.background), Self.wholeCanvas(.black.multipliedAlpha(0.4))])
    var pixmap = Pixmap(width: 20, height: 12)
    pixmap.draw(list, scale: 2)
    for y in 0..<12 { for x in 0..<20 { #expect(pixmap[x, y] == SIMD4(145, 145, 148, 255)) } }
  }

  @Test func foldedListMatchesDrawingEachItemInTurn() {
    // The reference draws every item through the one-path `fill`, which never folds.
    let items: [DisplayItem] = [
      Self.wholeCanvas(Self.background, margin: 3),
      Self.wholeCanvas(.black.multipliedAlpha(0.1966 * 0.4)),
      Self.wholeCanvas(RGBAColor(red: 0.2, green: 0.7, blue: 0.9, alpha: 0.37)),
      .fill(
        Path(ellipseIn: CGRect(x: 2.3, y: 1.1, width: 5.2, height: 3.7)), rule: .nonZero,
        paint: Paint(color: .black.multipliedAlpha(0.6)), transform: .identity),
      Self.wholeCanvas(.white.multipliedAlpha(0.2)),
    ]
    var folded = Pixmap(width: 30, height: 18)
    folded.draw(DisplayList(size: Self.canvas, items: items), scale: 3)
    var reference = Pixmap(width: 30, height: 18)
    for case .fill(let path, let rule, let paint, let transform) in items {
      reference.fill(path, rule: rule, paint: paint, transform: transform.concatenating(Transform(scaleX: 3, y: 3)))
    }
    #expect(folded == reference)
  }

  @Test func opaqueWholeCanvasFillHidesEverythingBeforeIt() {
    let items: [DisplayItem] = [
      .fill(Path(CGRect(x: 1, y: 1, width: 3, height: 3)), rule: .nonZero, paint: Paint(color: .black), transform: .identity),
      Self.wholeCanvas(.white),
    ]
    var pixmap = Pixmap(width: 10, height: 6)
    pixmap.draw(DisplayList(size: Self.canvas, items: items), scale: 1)
    #expect(pixmap[2, 2] == SIMD4(255, 255, 255, 255))
  }

  @Test func translucentWholeCanvasFillWithoutOpaqueBaseBlendsOverExistingPixels() {
    // Left half black, right half white; 50 % white over it: round(255·0.5) = 128 is the
    // source, so black → 128 and white → 128 + round(255·127/255) = 255 (alpha 255 both).
    var pixmap = Pixmap(width: 10, height: 6)
    pixmap.fill(color: .white)
    pixmap.fill(Path(CGRect(x: 0, y: 0, width: 5, height: 6)), paint: Paint(color: .black))
    pixmap.draw(DisplayList(size: Self.canvas, items: [Self.wholeCanvas(.white.multipliedAlpha(0.5))]), scale: 1)
    #expect(pixmap[1, 3] == SIMD4(128, 128, 128, 255))
    #expect(pixmap[8, 3] == SIMD4(255, 255, 255, 255))
  }

  @Test func fillShortOfOneEdgeIsNotFolded() {
    // The opaque fill leaves the last column alone: it keeps the earlier red.
    let items: [DisplayItem] = [
      Self.wholeCanvas(RGBAColor(red: 1, green: 0, blue: 0)),
      .fill(Path(CGRect(x: 0, y: 0, width: 9, height: 6)), rule: .nonZero, paint: Paint(color: .white), transform: .identity),
    ]
    var pixmap = Pixmap(width: 10, height: 6)
    pixmap.draw(DisplayList(size: Self.canvas, items: items), scale: 1)
    #expect(pixmap[9, 2] == SIMD4(255, 0, 0, 255))
    #expect(pixmap[8, 2] == SIMD4(255, 255, 255, 255))
  }
}
