import Inspect
import Raster
import Testing

@Suite struct SegmenterTests {
  /// A frame of `background` with the listed pixels set to `ink`.
  func frame(_ w: Int, _ h: Int, _ points: [(Int, Int)], ink: SIMD4<UInt8> = SIMD4(0, 0, 0, 255)) -> Pixmap {
    var p = Pixmap(width: w, height: h)
    for y in 0..<h { for x in 0..<w { p[x, y] = SyntheticFrames.background } }
    for (x, y) in points { p[x, y] = ink }
    return p
  }

  @Test func diagonalNeighboursAreOneBlob() {
    let blobs = Segmenter(reference: .border).blobs(in: frame(8, 8, [(2, 2), (3, 3), (4, 4)]))
    #expect(blobs.count == 1 && blobs[0].area == 3)
  }

  @Test func aOnePixelGapMakesTwoBlobs() {
    let blobs = Segmenter(reference: .border).blobs(in: frame(8, 8, [(2, 2), (4, 2)]))
    #expect(blobs.count == 2)
  }

  @Test func boundingBoxAndAreaOfARectangleAreExact() {
    let points = (3..<9).flatMap { x in (2..<6).map { y in (x, y) } }
    let blob = Segmenter(reference: .border).blobs(in: frame(12, 10, points))[0]
    #expect((blob.minX, blob.minY, blob.width, blob.height, blob.area) == (3, 2, 6, 4, 24))
    #expect(blob.boxCentre.x == 6 && blob.boxCentre.y == 4)
  }

  @Test func smallBlobsAreDroppedBelowTheMinimumArea() {
    let points = [(1, 1)] + (4..<7).flatMap { x in (4..<7).map { y in (x, y) } }
    let blobs = Segmenter(reference: .border, minimumArea: 2).blobs(in: frame(10, 10, points))
    #expect(blobs.map(\.area) == [9])
  }

  @Test func theRegionOfInterestHidesPixelsOutsideIt() {
    let image = frame(10, 10, [(1, 1), (7, 7)])
    let blobs = Segmenter(reference: .border, region: PixelRect(x: 5, y: 5, width: 5, height: 5)).blobs(in: image)
    #expect(blobs.count == 1 && blobs[0].minX == 7 && blobs[0].minY == 7)
  }

  @Test func aRegionOutsideTheImageFindsNothing() {
    let blobs = Segmenter(region: PixelRect(x: 20, y: 20, width: 5, height: 5)).blobs(in: frame(10, 10, [(1, 1)]))
    #expect(blobs.isEmpty)
  }

  @Test func aCleanPlateRemovesWhatIsOnBothAndKeepsWhatIsNew() {
    let plate = frame(10, 10, [(1, 1), (2, 1)])
    let image = frame(10, 10, [(1, 1), (2, 1), (6, 6)])
    let blobs = Segmenter(reference: .plate).blobs(in: image, plate: plate)
    #expect(blobs.count == 1 && blobs[0].minX == 6)
  }

  @Test func aSolidReferenceThatIsNotTheBackgroundMakesEverythingForeground() {
    let blobs = Segmenter(reference: .solid(SIMD4(0, 0, 0, 255))).blobs(in: frame(6, 5, []))
    #expect(blobs.count == 1 && blobs[0].area == 30)
  }

  @Test func theThresholdIsInGreyLevels() {
    // A grey 20 levels darker than the background on every channel is distance 20.
    let ink = SyntheticFrames.background &- SIMD4(20, 20, 20, 0)
    let image = frame(6, 6, [(2, 2)], ink: ink)
    #expect(Segmenter(threshold: 19).blobs(in: image).count == 1)
    #expect(Segmenter(threshold: 20).blobs(in: image).isEmpty)
  }

  @Test func perceptualDistanceOfAUniformGreyShiftIsTheShift() {
    for (level, shift) in [(40, 10), (128, 17), (200, 55), (255, 255)] {
      let a = SIMD4<UInt8>(UInt8(level), UInt8(level), UInt8(level), 255)
      let b = a &- SIMD4(UInt8(shift), UInt8(shift), UInt8(shift), 0)
      #expect(abs(ColorDistance.perceptual.distance(a, b) - Double(shift)) < 0.02 * Double(shift) + 0.01)
    }
  }

  @Test func theBorderColourIsTheMedianEvenWhenSomethingTouchesTheEdge() {
    let image = frame(10, 10, [(0, 0), (1, 0), (2, 0), (0, 1)])
    #expect(Segmenter.borderColor(of: image) == SyntheticFrames.background)
  }

  @Test func hexColoursParse() {
    #expect(parseHexColor("#32ADE6") == SIMD4(0x32, 0xAD, 0xE6, 255))
    #expect(parseHexColor("#fff") == nil)
    #expect(parseHexColor("32ADE6") == nil)
    #expect(parseHexColor("#+12345") == nil)
    #expect(parseHexColor("#GG0000") == nil)
    #expect(parseHexColor("#12345") == nil)
  }

  /// Key colour over a background at opacity α: α·key + (1 − α)·bg, rounded per channel.
  func blend(_ key: SIMD4<UInt8>, over bg: SIMD4<UInt8>, _ alpha: Double) -> SIMD4<UInt8> {
    func mix(_ k: UInt8, _ b: UInt8) -> UInt8 { UInt8((alpha * Double(k) + (1 - alpha) * Double(b)).rounded()) }
    return SIMD4(mix(key.x, bg.x), mix(key.y, bg.y), mix(key.z, bg.z), 255)
  }

  @Test func aKeyFollowsAnElementThroughItsFadeButNotOtherColours() {
    let cyan = SIMD4<UInt8>(0x32, 0xAD, 0xE6, 255)
    var image = frame(12, 4, [])
    image[1, 1] = cyan
    image[4, 1] = blend(cyan, over: SyntheticFrames.background, 0.4)  // the element, faded
    image[7, 1] = SIMD4(60, 60, 60, 255)  // dark text
    image[10, 1] = blend(SIMD4(142, 142, 147, 255), over: SyntheticFrames.background, 0.25)  // a grey track
    let keyed = Segmenter(key: cyan).blobs(in: image).map(\.minX).sorted()
    #expect(keyed == [1, 4])
  }

  @Test func blobFinderKeepsItsMaxChannelThreshold() {
    let ink = SyntheticFrames.background &- SIMD4(0, 0, 30, 0)
    let image = frame(6, 6, [(2, 2)], ink: ink)
    #expect(BlobFinder(background: SyntheticFrames.background, threshold: 29, minimumArea: 1).blobs(in: image).count == 1)
    #expect(BlobFinder(background: SyntheticFrames.background, threshold: 30, minimumArea: 1).blobs(in: image).isEmpty)
  }
}
