import Foundation
import Testing
import Geometry
import Drawing
@testable import Raster

@Suite struct CompositingTests {
  /// #F2F2F7, systemGroupedBackground in light mode.
  static let groupedBackground = RGBAColor(r8: 0xF2, g8: 0xF2, b8: 0xF7)

  @Test func blackAtFortyPercentOverGroupedBackgroundGives145_145_148() {
    // docs/SEMANTICS.md §8: out = src·α + dst·(1 − α) in encoded sRGB → (145, 145, 148).
    var pixmap = Pixmap(width: 4, height: 3)
    pixmap.fill(color: Self.groupedBackground)
    pixmap.fill(Path(CGRect(x: 0, y: 0, width: 4, height: 3)), paint: Paint(color: .black.multipliedAlpha(0.4)))
    #expect(pixmap[2, 1] == SIMD4(145, 145, 148, 255))
  }

  @Test func halfCoveredOpaqueBlackOverWhiteGivesMidGrey() {
    // Coverage ½ → 8-bit 128 (round 127.5 up); src = (0,0,0,128);
    // dst = round(255 · (255 − 128) / 255) = 127 in every colour channel, alpha stays 255.
    var pixmap = Pixmap(width: 2, height: 1)
    pixmap.fill(color: .white)
    pixmap.fill(Path(CGRect(x: 0, y: 0, width: 0.5, height: 1)), paint: .opaqueBlack)
    #expect(pixmap[0, 0] == SIMD4(127, 127, 127, 255))
    #expect(pixmap[1, 0] == SIMD4(255, 255, 255, 255))
  }

  @Test func quarterCoveredHalfTransparentRedOverTransparent() {
    // Red at α ½ premultiplies to (128, 0, 0, 128); coverage ¼ → round(63.75) = 64;
    // src·c = round(128·64/255) = round(32.13) = 32 in red and alpha.
    var pixmap = Pixmap(width: 1, height: 1)
    let red = RGBAColor(red: 1, green: 0, blue: 0, alpha: 0.5)
    pixmap.fill(Path(CGRect(x: 0, y: 0, width: 0.5, height: 0.5)), paint: Paint(color: red))
    #expect(pixmap[0, 0] == SIMD4(32, 0, 0, 32))
  }

  @Test func translucentOverTranslucentAddsPremultipliedAlpha() {
    // Two layers of white at α 0.5: a = 128 + round(128 · 127 / 255) = 128 + 64 = 192.
    var pixmap = Pixmap(width: 2, height: 2)
    let rect = Path(CGRect(x: 0, y: 0, width: 2, height: 2))
    let paint = Paint(color: .white.multipliedAlpha(0.5))
    pixmap.fill(rect, paint: paint)
    pixmap.fill(rect, paint: paint)
    #expect(pixmap[1, 1] == SIMD4(192, 192, 192, 192))
  }

  @Test func translucentRunMatchesExactFormulaForEveryByteValue() {
    // dst pixel i = (i, i/2, i/3, i); out = src + round(dst · (255 − srcα) / 255) per channel,
    // with src = round(channel · α · 255): the exact formula evaluated in Double.
    var bytes = [UInt8]()
    for i in 0..<256 { bytes += [UInt8(i), UInt8(i / 2), UInt8(i / 3), UInt8(i)] }
    var pixmap = Pixmap(width: 256, height: 1, premultipliedRGBA: bytes)
    let color = RGBAColor(red: 0.2, green: 0.6, blue: 1, alpha: 0.7)
    pixmap.fill(Path(CGRect(x: 0, y: 0, width: 256, height: 1)), paint: Paint(color: color))
    let src = [color.red, color.green, color.blue, 1].map { ($0 * color.alpha * 255).rounded() }
    for i in 0..<256 {
      for c in 0..<4 {
        let dst = Double(bytes[i * 4 + c])
        let expected = src[c] + (dst * (255 - src[3]) / 255).rounded()
        #expect(Double(pixmap.data[i * 4 + c]) == expected, "pixel \(i) channel \(c)")
      }
    }
  }

  @Test func maskBlitMatchesExactFormulaForEveryCoverageByteAndLeavesPixelsPastTheRunAlone() {
    // Runs of 257, 258 and 259 pixels (groups of four plus tails of one, two and three) in a
    // row of 264, coverage i % 256 with a group of 0s and a group of 255s; per pixel
    // src = round(colour · c / 255), out = src + round(dst · (255 − srcα) / 255), evaluated in
    // Double, for a translucent and an opaque colour; pixels past the run stay as they were.
    let width = 264
    var coverage = (0..<width).map { UInt8($0 % 256) }
    for i in 8..<12 { coverage[i] = 0 }
    for i in 12..<16 { coverage[i] = 255 }
    func dst(_ i: Int, _ k: Int) -> Double {
      Double(k == 0 ? i % 256 : k == 1 ? 255 - i % 256 : k == 2 ? i / 3 : 255)
    }
    for color: PackedPixel in [0x9A30_6B12, 0xFF20_80C0] {
      for count in 257...259 {
        var bytes = [UInt8]()
        for i in 0..<width { bytes += (0..<4).map { UInt8(dst(i, $0)) } }
        bytes.withUnsafeMutableBytes { raw in
          let blitter = SolidBlitter(pixels: raw.baseAddress!, width: width, color: color)
          blitter.blitMask(x: 0, y: 0, coverage: coverage, count: count)
        }
        let channels = (0..<4).map { Double((color >> (8 * UInt32($0))) & 0xFF) }
        for i in 0..<width {
          let c = i < count ? Double(coverage[i]) : 0
          let src = channels.map { ($0 * c / 255).rounded() }
          for k in 0..<4 {
            let expected = src[k] + (dst(i, k) * (255 - src[3]) / 255).rounded()
            #expect(
              Double(bytes[i * 4 + k]) == expected,
              "colour \(color) run \(count) pixel \(i) channel \(k)")
          }
        }
      }
    }
  }

  /// Premultiplied test pixels for the row kernels: groups of four that are all transparent,
  /// all opaque and mixed (so each fast path and the general path are taken), then pseudo-random
  /// pixels whose colour channels never exceed their alpha.
  static func premultipliedRow(_ count: Int) -> [UInt8] {
    var state: UInt32 = 0x2545_F491
    func next() -> UInt32 {
      state = state &* 1_664_525 &+ 1_013_904_223
      return state >> 8
    }
    var bytes = [UInt8]()
    for i in 0..<count {
      let alpha: UInt32 = i < 4 ? 0 : i < 8 ? 255 : i < 12 ? (i % 2 == 0 ? 255 : 0) : next() % 256
      bytes.append(contentsOf: (0..<3).map { _ in UInt8(next() % (alpha + 1)) })
      bytes.append(UInt8(alpha))
    }
    return bytes
  }

  /// round(x · m / 255) in Double: 255 is odd, so x · m / 255 is never halfway between two
  /// integers and the rounding is unambiguous.
  static func scaledExactly(_ x: UInt8, _ m: Int) -> Int { Int((Double(x) * Double(m) / 255).rounded()) }

  @Test func layerRowCompositeMatchesExactFormulaForEveryOpacityByte() {
    // A layer row over a backdrop with opacity byte f: src' = round(src · f / 255) per
    // channel, out = src' + round(dst · (255 − src'α) / 255), for every f and rows of 257,
    // 258 and 259 pixels (tails of one, two and three after the groups of four); pixels past
    // the row stay as they were.
    let width = 264
    let layer = Self.premultipliedRow(width)
    let backdrop = Self.premultipliedRow(width + 7).suffix(width * 4).map { $0 }
    var mismatches = [String]()
    for factor in 0...255 {
      for count in 257...259 {
        var out = backdrop
        layer.withUnsafeBytes { l in
          out.withUnsafeMutableBytes { d in
            sourceOverRow(l.baseAddress!, onto: d.baseAddress!, count: count, factor: UInt32(factor))
          }
        }
        for i in 0..<width {
          let src = (0..<4).map { i < count ? Self.scaledExactly(layer[i * 4 + $0], factor) : 0 }
          for k in 0..<4 {
            let expected = src[k] + Self.scaledExactly(backdrop[i * 4 + k], 255 - src[3])
            if Int(out[i * 4 + k]) != expected, mismatches.count < 5 {
              mismatches.append("opacity \(factor) row \(count) pixel \(i) channel \(k): \(out[i * 4 + k]) ≠ \(expected)")
            }
          }
        }
      }
    }
    #expect(mismatches.isEmpty, "\(mismatches)")
  }

  @Test func perPixelScalingMatchesExactFormulaForCoverageAndMaskAlpha() {
    // Clips scale each pixel by a coverage byte (stride 1), masks by the alpha byte of a
    // mask pixel (stride 4): out = round(p · m / 255) per channel, including groups of four
    // whose factors are all 0 or all 255; pixels past the row stay as they were.
    let width = 264
    let pixels = Self.premultipliedRow(width)
    var factors = (0..<width).map { UInt8(($0 * 7) % 256) }
    for i in 4..<8 { factors[i] = 0 }
    for i in 8..<12 { factors[i] = 255 }
    let mask: [UInt8] = factors.flatMap { [3, 1, 2, $0] }
    var mismatches = [String]()
    for (stride, source): (Int, [UInt8]) in [(1, factors), (4, mask)] {
      for count in 257...259 {
        var out = pixels
        source.withUnsafeBufferPointer { f in
          out.withUnsafeMutableBytes { p in
            scalePixels(p.baseAddress!, count: count, factors: f.baseAddress! + (stride - 1), stride: stride)
          }
        }
        for i in 0..<width {
          for k in 0..<4 {
            let expected = i < count ? Self.scaledExactly(pixels[i * 4 + k], Int(factors[i])) : Int(pixels[i * 4 + k])
            if Int(out[i * 4 + k]) != expected, mismatches.count < 5 {
              mismatches.append("stride \(stride) row \(count) pixel \(i) channel \(k): \(out[i * 4 + k]) ≠ \(expected)")
            }
          }
        }
      }
    }
    #expect(mismatches.isEmpty, "\(mismatches)")
  }

  @Test func opaqueFillReplacesPixelsExactly() {
    var pixmap = Pixmap(width: 6, height: 6)
    pixmap.fill(color: RGBAColor(r8: 10, g8: 200, b8: 30, alpha: 0.3))
    pixmap.fill(Path(ellipseIn: CGRect(x: 0, y: 0, width: 6, height: 6)), paint: Paint(color: RGBAColor(r8: 1, g8: 2, b8: 3)))
    #expect(pixmap[3, 3] == SIMD4(1, 2, 3, 255))
  }

  @Test func fillColorReplacesEveryPixelWithoutBlending() {
    var pixmap = Pixmap(width: 3, height: 2)
    pixmap.fill(color: .white)
    pixmap.fill(color: RGBAColor(red: 1, green: 0, blue: 0, alpha: 0.5))
    // round(1 · 0.5 · 255) = 128 in red and alpha, for every pixel.
    #expect((0..<6).allSatisfy { pixmap[$0 % 3, $0 / 3] == SIMD4(128, 0, 0, 128) })
  }

  @Test func transparentPaintLeavesPixmapUnchanged() {
    var pixmap = Pixmap(width: 4, height: 4)
    pixmap.fill(color: Self.groupedBackground)
    let before = pixmap
    pixmap.fill(Path(ellipseIn: CGRect(x: 0, y: 0, width: 4, height: 4)), paint: Paint(color: .clear))
    #expect(pixmap == before)
  }
}

@Suite struct DisplayListDrawingTests {
  @Test func drawMapsPointsToPixelsByScale() {
    // A 1×1 pt square at (1, 1) pt covers pixels 3…5 on both axes at scale 3.
    var list = DisplayList(size: CGSize(width: 4, height: 4))
    list.append(.fill(Path(CGRect(x: 1, y: 1, width: 1, height: 1)), rule: .nonZero, paint: .opaqueBlack, transform: .identity))
    var pixmap = Pixmap(width: 12, height: 12)
    pixmap.draw(list, scale: 3)
    for y in 0..<12 {
      for x in 0..<12 {
        let inside = (3...5).contains(x) && (3...5).contains(y)
        #expect(pixmap.alpha(x, y) == (inside ? 1 : 0), "pixel (\(x), \(y))")
      }
    }
  }

  @Test func drawPaintsItemsInOrder() {
    var list = DisplayList(size: CGSize(width: 2, height: 2))
    let square = Path(CGRect(x: 0, y: 0, width: 2, height: 2))
    list.append(.fill(square, rule: .nonZero, paint: Paint(color: RGBAColor(r8: 255, g8: 0, b8: 0)), transform: .identity))
    list.append(.fill(square, rule: .nonZero, paint: Paint(color: RGBAColor(r8: 0, g8: 0, b8: 255)), transform: .identity))
    var pixmap = Pixmap(width: 4, height: 4)
    pixmap.draw(list, scale: 2)
    #expect(pixmap[1, 1] == SIMD4(0, 0, 255, 255))
  }

  @Test func drawAppliesItemTransformBeforeScale() {
    // Translating by (1, 0) pt before a scale of 2 moves the square by 2 px.
    var list = DisplayList(size: CGSize(width: 4, height: 2))
    list.append(.stroke(
      Path { p in p.move(to: CGPoint(x: 0, y: 1)); p.addLine(to: CGPoint(x: 1, y: 1)) },
      style: StrokeStyle(lineWidth: 1), paint: .opaqueBlack, transform: Transform(translationX: 1, y: 0)))
    var pixmap = Pixmap(width: 8, height: 4)
    pixmap.draw(list, scale: 2)
    #expect(pixmap.alpha(1, 1) == 0 && pixmap.alpha(2, 1) == 1 && pixmap.alpha(3, 2) == 1 && pixmap.alpha(4, 1) == 0)
  }
}
