import Testing

@testable import Media

@Suite struct YCbCrToRGBATests {
  /// Converts one `width × height` picture given as planes (chroma half size, rounded up).
  static func convert(
    _ converter: YCbCrToRGBA, width: Int, height: Int, y: [UInt8], cb: [UInt8], cr: [UInt8]
  ) -> [UInt32] {
    let chromaWidth = (width + 1) / 2
    var out = [UInt32](repeating: 0, count: width * height)
    y.withUnsafeBufferPointer { y in
      cb.withUnsafeBufferPointer { cb in
        cr.withUnsafeBufferPointer { cr in
          out.withUnsafeMutableBufferPointer { out in
            converter.convert(
              y: y.baseAddress!, yStride: width, cb: cb.baseAddress!, cbStride: chromaWidth,
              cr: cr.baseAddress!, crStride: chromaWidth, width: width, rows: 0..<height,
              into: out.baseAddress!)
          }
        }
      }
    }
    return out
  }

  /// The inverse matrices as the standards' derived equations publish them (code values in,
  /// 0…255 levels out, before rounding and clamping): BT.709-6 and BT.601-7 in limited range,
  /// and their full-range (JPEG / JFIF) forms.
  static let published: [(name: String, converter: YCbCrToRGBA, transform: @Sendable (Double, Double, Double) -> [Double])] = [
    ("BT.709 limited", .bt709Limited, { y, cb, cr in
      let l = 1.164383 * (y - 16)
      return [l + 1.792741 * (cr - 128), l - 0.213249 * (cb - 128) - 0.532909 * (cr - 128), l + 2.112402 * (cb - 128)]
    }),
    ("BT.601 limited", .bt601Limited, { y, cb, cr in
      let l = 1.164383 * (y - 16)
      return [l + 1.596027 * (cr - 128), l - 0.391762 * (cb - 128) - 0.812968 * (cr - 128), l + 2.017232 * (cb - 128)]
    }),
    ("BT.709 full", .bt709Full, { y, cb, cr in
      [y + 1.5748 * (cr - 128), y - 0.187324 * (cb - 128) - 0.468124 * (cr - 128), y + 1.8556 * (cb - 128)]
    }),
    ("BT.601 full", .bt601Full, { y, cb, cr in
      [y + 1.402 * (cr - 128), y - 0.344136 * (cb - 128) - 0.714136 * (cr - 128), y + 1.772 * (cb - 128)]
    }),
  ]

  /// Every Y′ against a 16 × 16 grid of (Cb, Cr) spanning 0…255: each channel is the published
  /// equation's value rounded to nearest and clamped (the equations' six-decimal coefficients
  /// put them up to 2·10⁻⁴ of a level off the exact matrix, and the converter's tables up to
  /// 3·10⁻⁵, so a tie is judged with a margin of 3·10⁻⁴); alpha is 255.
  @Test(arguments: 0..<4)
  func everyCodeValueIsThePublishedEquationRounded(_ index: Int) {
    let (name, converter, transform) = Self.published[index]
    let chroma = (0..<16).map { UInt8($0 * 17) }
    var worst = 0.0
    for cb in chroma {
      for cr in chroma {
        let y = (0...255).map(UInt8.init)
        let out = Self.convert(
          converter, width: 256, height: 1, y: y, cb: [UInt8](repeating: cb, count: 128),
          cr: [UInt8](repeating: cr, count: 128))
        for (k, pixel) in out.enumerated() {
          let exact = transform(Double(k), Double(cb), Double(cr)).map { min(max($0, 0), 255) }
          for c in 0..<3 {
            let got = Double((pixel >> (8 * UInt32(c))) & 0xFF)
            worst = max(worst, abs(got - exact[c]))
          }
          #expect(pixel >> 24 == 255)
        }
      }
    }
    #expect(worst <= 0.5 + 3e-4, "\(name): worst difference \(worst) levels from the published equation")
  }

  /// A 5 × 3 picture (odd both ways): pixel (x, y) takes the chroma of block (x/2, y/2), the
  /// last column and row their own half block. Full-range BT.601 with Y′ 128: R′ − 128 is
  /// 1.402·(Cr − 128), so each block's Cr shows in red.
  @Test func eachPixelTakesTheChromaOfItsTwoByTwoBlock() {
    let width = 5, height = 3
    let cr: [UInt8] = [128, 148, 168, 188, 208, 228]  // 3 × 2 blocks
    let out = Self.convert(
      .bt601Full, width: width, height: height, y: [UInt8](repeating: 128, count: width * height),
      cb: [UInt8](repeating: 128, count: 6), cr: cr)
    for y in 0..<height {
      for x in 0..<width {
        let block = (y / 2) * 3 + x / 2
        let expected = (128 + 1.402 * (Double(cr[block]) - 128)).rounded()
        #expect(Double(out[y * width + x] & 0xFF) == min(expected, 255), "pixel (\(x), \(y))")
      }
    }
  }
}
