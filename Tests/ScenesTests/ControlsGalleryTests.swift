import Flipbook
import Scenes
import Testing

// The controls gallery's script taps and drags at points measured from its layout; these
// pixels show that each event reached its control, so a layout change that moves a control
// away from its point fails here rather than silently leaving the video still.
// Colours: system green (52, 199, 89) and blue (0, 122, 255) from docs/SEMANTICS.md §8; the
// segmented control's `tertiarySystemFill` (118, 118, 128) at 12 % over white is
// 255 − 0.12 · (255 − c) = (238.6, 238.6, 239.8).

@Suite struct ControlsGalleryTests {
  private static let start = BuiltInScenes.controlsGallery.pixmap(at: 0, scale: 1)
  private static let end = BuiltInScenes.controlsGallery.pixmap(at: 5, scale: 1)

  private func rgb(_ p: SIMD4<UInt8>) -> [Int] { [Int(p[0]), Int(p[1]), Int(p[2])] }

  /// The left of the Bluetooth switch's track: off-grey at first, green at the end.
  @Test func theSwitchFlips() {
    #expect(rgb(Self.start[310, 167]) != [52, 199, 89])
    #expect(rgb(Self.end[310, 167]) == [52, 199, 89])
  }

  /// Left of "Large" in the third segment: the control's grey, then the white card.
  @Test func theLargeSegmentIsPicked() {
    // 8-bit compositing rounds within a level of the exact blend.
    #expect(zip(rgb(Self.start[265, 347]), [238.6, 238.6, 239.8]).allSatisfy { abs(Double($0) - $1) <= 1 })
    #expect(rgb(Self.end[265, 347]) == [255, 255, 255])
  }

  /// At x = 200 the slider's track is grey at 0.3 and blue once the thumb is dragged past it.
  @Test func theSliderIsDragged() {
    #expect(rgb(Self.start[200, 305]) != [0, 122, 255])
    #expect(rgb(Self.end[200, 305]) == [0, 122, 255])
  }
}
