import FlipbookTesting
import Raster
import Testing

/// The comparator every golden test rests on: a comparator that never reports a difference
/// makes every golden test pass, so it is tested with planted differences of known size, place
/// and amount.
@Suite struct ImageDifferenceTests {
  /// A 16 × 12 opaque picture with a different colour at every pixel.
  static func picture() -> Pixmap {
    var pixmap = Pixmap(width: 16, height: 12)
    for y in 0..<12 {
      for x in 0..<16 { pixmap[x, y] = [UInt8(x * 15), UInt8(y * 20), UInt8((x + y) * 7), 255] }
    }
    return pixmap
  }

  /// `picture()` with pixel (x, y)'s channel `channel` moved by `by` levels.
  static func planted(x: Int, y: Int, channel: Int = 1, by: Int) -> Pixmap {
    var pixmap = picture()
    var p = pixmap[x, y]
    p[channel] = UInt8(Int(p[channel]) + by)
    pixmap[x, y] = p
    return pixmap
  }

  @Test func identicalPicturesDoNotDiffer() {
    #expect(ImageDifference(expected: Self.picture(), actual: Self.picture(), tolerance: 1) == nil)
    #expect(ImageDifference(expected: Self.picture(), actual: Self.picture(), tolerance: 0) == nil)
  }

  @Test func aOnePixelDifferenceOfTwoLevelsIsReportedWithItsCountPlaceAndSize() throws {
    let difference = try #require(
      ImageDifference(expected: Self.picture(), actual: Self.planted(x: 5, y: 3, by: 2), tolerance: 1))
    #expect(difference.differingPixels == 1)
    #expect(difference.maxChannelDifference == 2)
    #expect(difference.bounds == (5, 3, 1, 1))
    #expect(difference.description == "1 pixels differ by more than the tolerance (max channel difference 2) within x 5…5, y 3…3")
  }

  @Test func differencesWithinTheToleranceAreNotReported() {
    // The tolerance is inclusive: |Δ| = tolerance passes, one more fails.
    #expect(ImageDifference(expected: Self.picture(), actual: Self.planted(x: 5, y: 3, by: 1), tolerance: 1) == nil)
    #expect(ImageDifference(expected: Self.picture(), actual: Self.planted(x: 5, y: 3, by: 2), tolerance: 2) == nil)
    #expect(ImageDifference(expected: Self.picture(), actual: Self.planted(x: 5, y: 3, by: 1), tolerance: 0) != nil)
  }

  @Test func theBoundsCoverEveryDifferingPixel() throws {
    var actual = Self.planted(x: 2, y: 9, channel: 0, by: 5)
    var p = actual[13, 1]
    p.z &+= 3
    actual[13, 1] = p
    let difference = try #require(ImageDifference(expected: Self.picture(), actual: actual, tolerance: 1))
    #expect(difference.differingPixels == 2)
    #expect(difference.maxChannelDifference == 5)
    // x 2…13, y 1…9.
    #expect(difference.bounds == (2, 1, 12, 9))
  }

  @Test func alphaCountsLikeAnyChannel() throws {
    var actual = Self.picture()
    actual[0, 0] = [0, 0, 0, 253]
    var expected = Self.picture()
    expected[0, 0] = [0, 0, 0, 255]
    let difference = try #require(ImageDifference(expected: expected, actual: actual, tolerance: 1))
    #expect(difference.differingPixels == 1 && difference.maxChannelDifference == 2)
  }

  @Test func translucentPixelsAreComparedAsStraightRGBA() throws {
    // Premultiplied red 10 and 11 at alpha 40 are one level apart as stored, but straight they
    // are 10·255/40 = 63.75 → 64 and 11·255/40 = 70.1 → 70: six levels, beyond a tolerance of 1.
    var expected = Self.picture(), actual = Self.picture()
    expected[7, 7] = [10, 0, 0, 40]
    actual[7, 7] = [11, 0, 0, 40]
    let difference = try #require(ImageDifference(expected: expected, actual: actual, tolerance: 1))
    #expect(difference.differingPixels == 1)
    #expect(difference.maxChannelDifference == 6)
  }

  @Test func aDifferentSizeIsADifferenceThatSaysSo() throws {
    let larger = Pixmap(width: 17, height: 12)
    let difference = try #require(ImageDifference(expected: Self.picture(), actual: larger, tolerance: 255))
    #expect(difference.description == "size 17×12 px, expected 16×12 px")
    #expect(difference.differingPixels == 17 * 12)
  }
}
