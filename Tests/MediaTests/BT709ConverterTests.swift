import FuzzSupport
import Testing

@testable import Media
import Raster

@Suite struct BT709ConverterTests {
  /// Converts a 2×2 pixmap; returns the four Y′ and the block's Cb, Cr.
  static func convert(_ pixmap: Pixmap) -> (y: [UInt8], cb: UInt8, cr: UInt8) {
    var y = [UInt8](repeating: 0, count: 4)
    var cb: UInt8 = 0, cr: UInt8 = 0
    pixmap.data.withUnsafeBufferPointer { rgba in
      y.withUnsafeMutableBufferPointer { yPlane in
        BT709Converter.convert(
          rgba: rgba, width: 2, height: 2,
          y: .init(base: yPlane.baseAddress!, stride: 2),
          cb: .init(base: &cb, stride: 1), cr: .init(base: &cr, stride: 1))
      }
    }
    return (y, cb, cr)
  }

  static func solid(_ r: UInt8, _ g: UInt8, _ b: UInt8, alpha: UInt8 = 255) -> Pixmap {
    Pixmap(width: 2, height: 2, straightRGBA: (0..<4).flatMap { _ in [r, g, b, alpha] })
  }

  /// 8-bit BT.709 limited-range Y′CbCr of the primaries and their extremes, hand-computed from
  /// Y′ = 16 + 219·E′y, Cb = 128 + 224·(E′b − E′y)/1.8556, Cr = 128 + 224·(E′r − E′y)/1.5748.
  @Test(arguments: [
    ((255, 255, 255), (235, 128, 128)),
    ((0, 0, 0), (16, 128, 128)),
    ((255, 0, 0), (63, 102, 240)),
    ((0, 255, 0), (173, 42, 26)),
    ((0, 0, 255), (32, 240, 118)),
    ((128, 128, 128), (126, 128, 128)),
  ])
  func solidColoursMatchHandComputedTable(rgb: (Int, Int, Int), expected: (Int, Int, Int)) {
    let (y, cb, cr) = Self.convert(Self.solid(UInt8(rgb.0), UInt8(rgb.1), UInt8(rgb.2)))
    #expect(y == [UInt8](repeating: UInt8(expected.0), count: 4))
    #expect(Int(cb) == expected.1 && Int(cr) == expected.2)
  }

  @Test func chromaIsRoundedMeanOfTheBlockWithinHalfAStep() {
    var generator = SplitMix64(seed: 0xB7_0709)  // the same 2000 blocks on every run
    var worst = 0.0
    for _ in 0..<2000 {
      var pixels: [UInt8] = []
      for _ in 0..<4 { pixels += [.random(in: 0...255, using: &generator), .random(in: 0...255, using: &generator), .random(in: 0...255, using: &generator), 255] }
      let (_, cb, cr) = Self.convert(Pixmap(width: 2, height: 2, premultipliedRGBA: pixels))
      var cbMean = 0.0, crMean = 0.0
      for p in 0..<4 {
        let r = Double(pixels[4 * p]), g = Double(pixels[4 * p + 1]), b = Double(pixels[4 * p + 2])
        let e = 0.2126 * r + 0.7152 * g + 0.0722 * b
        cbMean += (128 + 224 / 255 * (b - e) / 1.8556) / 4
        crMean += (128 + 224 / 255 * (r - e) / 1.5748) / 4
      }
      worst = max(worst, abs(Double(cb) - cbMean), abs(Double(cr) - crMean))
    }
    // Rounding allows 0.5; the fixed-point coefficients add at most ~0.01.
    #expect(worst <= 0.51, "max chroma error \(worst)")
  }

  @Test func translucentPixelsAreCompositedOverBlack() {
    // 50 % white over black is (128, 128, 128) opaque: both give mid grey.
    let translucent = Self.convert(Self.solid(255, 255, 255, alpha: 128))
    let composited = Self.convert(Self.solid(128, 128, 128))
    #expect(translucent.y == composited.y && translucent.cb == composited.cb && translucent.cr == composited.cr)
  }
}
