import Foundation
import Testing
import Geometry
import Drawing
@testable import Raster

/// Premultiplied source-over in Double, rounded per product as docs/RENDERING.md §2
/// specifies: `d = s + round(d·(255 − sα)/255)`.
private func over(_ s: [Double], _ d: [Double]) -> [Double] {
  (0..<4).map { s[$0] + (d[$0] * (255 - s[3]) / 255).rounded() }
}

private func fill(_ rect: CGRect, _ color: RGBAColor) -> DisplayItem {
  .fill(Path(rect), rule: .nonZero, paint: Paint(color: color), transform: .identity)
}

private func pixel(_ p: Pixmap, _ x: Int, _ y: Int) -> [Double] { (0..<4).map { Double(p[x, y][$0]) } }

private let red = RGBAColor(red: 1, green: 0, blue: 0)
private let blue = RGBAColor(red: 0, green: 0, blue: 1)

@Suite struct GroupOpacityTests {
  /// Red over x 0…2, blue over x 1…3, one row, on white; the overlap is pixel 1.
  static func draw(_ items: [DisplayItem]) -> Pixmap {
    var list = DisplayList(size: CGSize(width: 3, height: 1))
    list.append(fill(CGRect(x: 0, y: 0, width: 3, height: 1), .white))
    for item in items { list.append(item) }
    var pixmap = Pixmap(width: 3, height: 1)
    pixmap.render(list, scale: 1)
    return pixmap
  }

  @Test func perItemOpacityDarkensTheOverlap() {
    let pixmap = Self.draw([
      fill(CGRect(x: 0, y: 0, width: 2, height: 1), red.multipliedAlpha(0.5)),
      fill(CGRect(x: 1, y: 0, width: 2, height: 1), blue.multipliedAlpha(0.5)),
    ])
    // Half red = (128, 0, 0, 128); half blue = (0, 0, 128, 128).
    let white = [255.0, 255, 255, 255]
    let overlap = over([0, 0, 128, 128], over([128, 0, 0, 128], white))  // (127, 63, 191, 255)
    #expect(pixel(pixmap, 1, 0) == overlap)
  }

  @Test func flattenedGroupShowsOnlyTheTopItemInTheOverlap() {
    let group = DisplayLayer(items: [
      fill(CGRect(x: 0, y: 0, width: 2, height: 1), red),
      fill(CGRect(x: 1, y: 0, width: 2, height: 1), blue),
    ], opacity: 0.5)
    let pixmap = Self.draw([.layer(group)])
    let white = [255.0, 255, 255, 255]
    // The layer's overlap pixel is opaque blue; at opacity ½ it is (0, 0, 128, 128):
    // over white → (127, 127, 255, 255). Red alone: (128, 0, 0, 128) over white → (255, 127, 127).
    #expect(pixel(pixmap, 1, 0) == over([0, 0, 128, 128], white))
    #expect(pixel(pixmap, 0, 0) == over([128, 0, 0, 128], white))
    #expect(pixel(pixmap, 2, 0) == over([0, 0, 128, 128], white))
  }

  @Test func layerThatChangesNothingDrawsLikeItsItems() {
    let items = [fill(CGRect(x: 0.3, y: 0, width: 1.4, height: 1), red.multipliedAlpha(0.7))]
    #expect(Self.draw([.layer(DisplayLayer(items: items))]) == Self.draw(items))
  }
}

@Suite struct BlendModeTests {
  // Source: straight (0.8, 0.4, 0.2) at α 0.6; destination (0.3, 0.6, 0.9) at α 0.7. Both are
  // quantised to premultiplied bytes first (as the pixmaps hold them); the premultiplied
  // formulas from the W3C spec are then evaluated here in Double on x/255 values.
  static let source = RGBAColor(red: 0.8, green: 0.4, blue: 0.2, alpha: 0.6)
  static let destination = RGBAColor(red: 0.3, green: 0.6, blue: 0.9, alpha: 0.7)

  static func bytes(_ c: RGBAColor) -> [Double] {
    [c.red * c.alpha, c.green * c.alpha, c.blue * c.alpha, c.alpha].map { ($0 * 255).rounded() / 255 }
  }

  /// Premultiplied result of each mode, colour channels then alpha, from the spec.
  static func expected(_ mode: BlendMode) -> [Double] {
    let s = bytes(source), d = bytes(destination)
    let sa = s[3], da = d[3]
    let separableAlpha = sa + da - sa * da
    func per(_ f: (Double, Double) -> Double, alpha: Double) -> [Double] { (0..<3).map { f(s[$0], d[$0]) } + [alpha] }
    switch mode {
    case .normal: return per({ s, d in s + d * (1 - sa) }, alpha: separableAlpha)
    case .multiply: return per({ s, d in s * d + s * (1 - da) + d * (1 - sa) }, alpha: separableAlpha)
    case .screen: return per({ s, d in s + d - s * d }, alpha: separableAlpha)
    case .overlay:
      return per({ s, d in
        2 * d <= da ? 2 * s * d + s * (1 - da) + d * (1 - sa)
          : sa * da - 2 * (da - d) * (sa - s) + s * (1 - da) + d * (1 - sa)
      }, alpha: separableAlpha)
    case .hardLight:
      return per({ s, d in
        2 * s <= sa ? 2 * s * d + s * (1 - da) + d * (1 - sa)
          : sa * da - 2 * (da - d) * (sa - s) + s * (1 - da) + d * (1 - sa)
      }, alpha: separableAlpha)
    case .darken: return per({ s, d in s + d - max(s * da, d * sa) }, alpha: separableAlpha)
    case .lighten: return per({ s, d in s + d - min(s * da, d * sa) }, alpha: separableAlpha)
    case .difference: return per({ s, d in s + d - 2 * min(s * da, d * sa) }, alpha: separableAlpha)
    case .exclusion: return per({ s, d in s + d - 2 * s * d }, alpha: separableAlpha)
    case .plusLighter: return (0..<4).map { min(1, s[$0] + d[$0]) }
    case .destinationOut: return d.map { $0 * (1 - sa) }
    case .sourceAtop: return per({ s, d in s * da + d * (1 - sa) }, alpha: da)
    case .destinationOver: return (0..<4).map { s[$0] * (1 - da) + d[$0] }
    default: return []
    }
  }

  static let checkedModes: [BlendMode] = [
    .normal, .multiply, .screen, .overlay, .hardLight, .darken, .lighten, .difference, .exclusion,
    .plusLighter, .destinationOut, .sourceAtop, .destinationOver,
  ]

  @Test(arguments: checkedModes)
  func blendModeMatchesItsFormulaOnOnePixel(_ mode: BlendMode) {
    var list = DisplayList(size: CGSize(width: 1, height: 1))
    let unit = CGRect(x: 0, y: 0, width: 1, height: 1)
    list.append(fill(unit, Self.destination))
    list.append(.layer(DisplayLayer(items: [fill(unit, Self.source)], blendMode: mode)))
    var pixmap = Pixmap(width: 1, height: 1)
    pixmap.render(list, scale: 1)
    let want = Self.expected(mode).map { $0 * 255 }
    let got = pixel(pixmap, 0, 0)
    // Float evaluation may land on the other side of a .5 rounding: allow one level.
    for c in 0..<4 { #expect(abs(got[c] - want[c]) <= 1, "\(mode) channel \(c): \(got) vs \(want)") }
  }

  @Test func everyModeLeavesTheDestinationUnderATransparentLayerPixel() {
    for mode in BlendMode.allCases {
      var pixmap = Pixmap(width: 2, height: 1)
      pixmap.fill(color: Self.destination)
      let before = pixmap
      var list = DisplayList(size: CGSize(width: 2, height: 1))
      list.append(.layer(DisplayLayer(items: [fill(CGRect(x: 0, y: 0, width: 1, height: 1), Self.source)], blendMode: mode)))
      pixmap.draw(list, scale: 1)
      #expect(pixmap[1, 0] == before[1, 0], "\(mode)")
    }
  }

  @Test func blendedLayerInsideAGroupBlendsOnlyWithTheGroup() {
    // A group (a layer that changes nothing: `.compositingGroup()`) holding only a multiply
    // layer of the source, over the destination. The group is flattened on its own first: the
    // source multiplies a transparent backdrop, which leaves it as it is, and the group then
    // goes over the destination with source-over.
    var list = DisplayList(size: CGSize(width: 1, height: 1))
    let unit = CGRect(x: 0, y: 0, width: 1, height: 1)
    list.append(fill(unit, Self.destination))
    let blended = DisplayLayer(items: [fill(unit, Self.source)], blendMode: .multiply)
    list.append(.layer(DisplayLayer(items: [.layer(blended)])))
    var pixmap = Pixmap(width: 1, height: 1)
    pixmap.render(list, scale: 1)
    let want = over(Self.bytes(Self.source).map { $0 * 255 }, Self.bytes(Self.destination).map { $0 * 255 })
    let got = pixel(pixmap, 0, 0)
    #expect(zip(got, want).allSatisfy { abs($0 - $1) <= 1 }, "\(got) vs \(want)")
  }

  @Test func blendedLayerTwoGroupsDeepStillIsolatesTheOuterGroup() {
    // The multiply layer sits in a plain group inside the plain group: neither may be drawn
    // straight through, or the source multiplies the destination.
    var list = DisplayList(size: CGSize(width: 1, height: 1))
    let unit = CGRect(x: 0, y: 0, width: 1, height: 1)
    list.append(fill(unit, Self.destination))
    let blended = DisplayLayer(items: [fill(unit, Self.source)], blendMode: .multiply)
    list.append(.layer(DisplayLayer(items: [.layer(DisplayLayer(items: [.layer(blended)]))])))
    var pixmap = Pixmap(width: 1, height: 1)
    pixmap.render(list, scale: 1)
    let want = over(Self.bytes(Self.source).map { $0 * 255 }, Self.bytes(Self.destination).map { $0 * 255 })
    let got = pixel(pixmap, 0, 0)
    #expect(zip(got, want).allSatisfy { abs($0 - $1) <= 1 }, "\(got) vs \(want)")
  }
}

@Suite struct ClipAndMaskTests {
  @Test func rectangleClippedByCircleMatchesSupersampledIntersection() {
    // Rect 3…19 × 5…15 (whole-pixel edges), clip circle centre (10.3, 9.8) radius 7.2.
    let size = 22
    let rect = CGRect(x: 3, y: 5, width: 16, height: 10)
    let (cx, cy, r) = (10.3, 9.8, 7.2)
    let clip = LayerClip(Path(ellipseIn: CGRect(x: cx - r, y: cy - r, width: 2 * r, height: 2 * r)))
    var list = DisplayList(size: CGSize(width: size, height: size))
    list.append(.layer(DisplayLayer(items: [fill(rect, .white)], clip: clip)))
    var pixmap = Pixmap(width: size, height: size)
    pixmap.render(list, scale: 1)
    var expected = [Double](repeating: 0, count: size * size)
    for y in 0..<size {
      for x in 0..<size {
        expected[y * size + x] = Reference.coverage(x: x, y: y) { px, py in
          rect.contains(CGPoint(x: px, y: py)) && (px - cx) * (px - cx) + (py - cy) * (py - cy) <= r * r
        }
      }
    }
    let result = Reference.compare(alphaOf: pixmap, with: expected)
    #expect(result.maxError <= 4, "max error \(result.maxError)/255")
    #expect(result.meanError <= 0.5, "mean error \(result.meanError)/255 over \(result.edgePixels) edge pixels")
  }

  @Test func maskKeepsTheLayerWhereTheMaskIsOpaqueScaledByItsAlpha() {
    // Red square 4 × 2; the mask is opaque on x 0…1, alpha ½ on x 1…2, nothing on x 2…4.
    var list = DisplayList(size: CGSize(width: 4, height: 2))
    list.append(.layer(DisplayLayer(
      items: [fill(CGRect(x: 0, y: 0, width: 4, height: 2), red)],
      mask: [fill(CGRect(x: 0, y: 0, width: 1, height: 2), .black),
             fill(CGRect(x: 1, y: 0, width: 1, height: 2), .black.multipliedAlpha(0.5))])))
    var pixmap = Pixmap(width: 4, height: 2)
    pixmap.render(list, scale: 1)
    #expect(pixmap[0, 1] == SIMD4(255, 0, 0, 255))
    #expect(pixmap[1, 1] == SIMD4(128, 0, 0, 128))  // round(255 · 128/255) = 128
    #expect(pixmap[2, 1] == .zero && pixmap[3, 0] == .zero)
  }
}

@Suite struct BlurAndShadowTests {
  /// ∫ of the normal density with standard deviation σ over a…b, by Simpson's rule on
  /// 2000 intervals (independent of `erf`).
  static func gaussianMass(_ a: Double, _ b: Double, sigma: Double) -> Double {
    let n = 2000
    let h = (b - a) / Double(n)
    func g(_ u: Double) -> Double { exp(-u * u / (2 * sigma * sigma)) / (sigma * (2 * Double.pi).squareRoot()) }
    var sum = g(a) + g(b)
    for i in 1..<n { sum += (i % 2 == 1 ? 4 : 2) * g(a + Double(i) * h) }
    return sum * h / 3
  }

  @Test func blurredBrightPixelMatchesTheGaussianWithinThreeQuartersOfALevel() {
    // One white pixel at (20, 20), σ = 1.5 pt at scale 2 → 3 px. The exact blur of that pixel
    // square, sampled at pixel centres, is 255 · m(x − 20) · m(y − 20) with m(k) the Gaussian
    // mass over k − ½ … k + ½. Measured: max error 0.49/255 (final rounding dominates).
    let size = 41
    var list = DisplayList(size: CGSize(width: Double(size) / 2, height: Double(size) / 2))
    list.append(.layer(DisplayLayer(items: [fill(CGRect(x: 10, y: 10, width: 0.5, height: 0.5), .white)], filters: [.blur(radius: 1.5)])))
    var pixmap = Pixmap(width: size, height: size)
    pixmap.render(list, scale: 2)
    let sigma = 3.0
    let m = (-20...20).map { k in Self.gaussianMass(Double(k) - 0.5, Double(k) + 0.5, sigma: sigma) }
    var maxError = 0.0
    for y in 0..<size {
      for x in 0..<size {
        let want = 255 * m[x] * m[y]
        for c in 0..<4 { maxError = max(maxError, abs(Double(pixmap[x, y][c]) - want)) }
      }
    }
    #expect(maxError <= 0.75, "max error \(maxError)/255")
  }

  @Test func blurredEdgeFollowsTheGaussianCDFWithinOneLevel() {
    // White half-plane x < 20 (extending far off-canvas) blurred with σ = 4 px: the value at
    // pixel centre x + ½ is 255 · Φ((20 − x − ½)/σ). Bound: ½ (rounding) + 255·Φ(−3) = 0.34
    // (the kernel stops at 3σ) = 0.84/255; measured 0.56/255.
    let sigma = 4.0
    var list = DisplayList(size: CGSize(width: 40, height: 3))
    list.append(.layer(DisplayLayer(items: [fill(CGRect(x: -500, y: -500, width: 520, height: 1000), .white)], filters: [.blur(radius: sigma)])))
    var pixmap = Pixmap(width: 40, height: 3)
    pixmap.render(list, scale: 1)
    var maxError = 0.0
    for x in 0..<40 {
      let d = 20 - (Double(x) + 0.5)
      let phi = d >= 0 ? 0.5 + Self.gaussianMass(0, d, sigma: sigma) : 0.5 - Self.gaussianMass(d, 0, sigma: sigma)
      maxError = max(maxError, abs(Double(pixmap[x, 1].w) - 255 * phi))
    }
    #expect(maxError <= 1, "max error \(maxError)/255")
  }

  @Test func shadowIsTheLayerAlphaInTheShadowColourMovedByTheOffset() {
    // White 4 × 4 square at (10, 10); shadow black at α ½, radius 0, offset (5, 3) pt at
    // scale 1: the shadow covers 15…19 × 13…17 at (0, 0, 0, 128), the square stays white
    // on top of it, the rest stays transparent.
    var list = DisplayList(size: CGSize(width: 30, height: 30))
    list.append(.layer(DisplayLayer(
      items: [fill(CGRect(x: 10, y: 10, width: 4, height: 4), .white)],
      filters: [.shadow(color: .black.multipliedAlpha(0.5), radius: 0, offset: CGPoint(x: 5, y: 3))])))
    var pixmap = Pixmap(width: 30, height: 30)
    pixmap.render(list, scale: 1)
    #expect(pixmap[16, 15] == SIMD4(0, 0, 0, 128))
    #expect(pixmap[18, 16] == SIMD4(0, 0, 0, 128))
    #expect(pixmap[12, 12] == SIMD4(255, 255, 255, 255))
    #expect(pixmap[13, 13] == SIMD4(255, 255, 255, 255))
    #expect(pixmap[14, 12] == .zero && pixmap[19, 15] == .zero && pixmap[16, 17] == .zero)
    #expect(pixmap[15, 13] == SIMD4(0, 0, 0, 128))
  }

  @Test func shadowAtAHalfPixelOffsetSharesTheEdgePixel() {
    // Offset 0.5 px right, radius 0: the shadow's right edge half covers pixel 14 → α 64.
    var list = DisplayList(size: CGSize(width: 30, height: 30))
    list.append(.layer(DisplayLayer(
      items: [fill(CGRect(x: 10, y: 10, width: 4, height: 4), .clear.multipliedAlpha(0)),
              fill(CGRect(x: 10, y: 20, width: 4, height: 4), .white)],
      filters: [.shadow(color: .black.multipliedAlpha(0.5), radius: 0, offset: CGPoint(x: 0.5, y: 0))])))
    var pixmap = Pixmap(width: 30, height: 30)
    pixmap.render(list, scale: 1)
    #expect(pixmap[14, 21] == SIMD4(0, 0, 0, 64))
  }

  @Test func blurredShadowIsWithinHalfALevelOfTheExactBlurInEveryChannel() {
    // Content: two pixel-aligned white squares at opacity 0.4 and 0.6 (alpha bytes exactly 102
    // and 153); shadow colour (51, 153, 204, 255), σ = 2.5 px, offset (3.3, −2.6) px. Where
    // the content is clear, every channel must be the exact blur of the content's alpha in
    // that colour, C · Σ Kx·Ky·α / 255, to within the final rounding: the kernel is the
    // Gaussian mass of each pixel square around the shifted centre (Simpson's rule, not erf),
    // cut at ⌈3σ⌉ each side of the shift and renormalised. Tinting the alpha before blurring
    // (rounding C·α/255 to bytes, then the blur, as Flipbook did before) misses by 0.82 here.
    let size = 40, sigma = 2.5, shift = (x: 3.3, y: -2.6)
    let squares = [(rect: CGRect(x: 8, y: 8, width: 12, height: 12), alpha: 102.0),
                   (rect: CGRect(x: 14, y: 22, width: 4, height: 8), alpha: 153.0)]
    let shade = RGBAColor(red: 0.2, green: 0.6, blue: 0.8)
    var list = DisplayList(size: CGSize(width: size, height: size))
    list.append(.layer(DisplayLayer(
      items: squares.map { fill($0.rect, .white.multipliedAlpha($0.alpha / 255)) },
      filters: [.shadow(color: shade, radius: sigma, offset: CGPoint(x: shift.x, y: shift.y))])))
    var pixmap = Pixmap(width: size, height: size)
    pixmap.render(list, scale: 1)

    func alpha(_ x: Int, _ y: Int) -> Double {
      squares.first { $0.rect.contains(CGPoint(x: Double(x) + 0.5, y: Double(y) + 0.5)) }?.alpha ?? 0
    }
    /// Taps k (output x gathers input x − k) with their renormalised masses.
    func kernel(_ shift: Double) -> [(k: Int, w: Double)] {
      let reach = (3 * sigma).rounded(.up)
      let taps = Int((shift - reach).rounded(.down))...Int((shift + reach).rounded(.up))
      let raw = taps.map { k in (k, Self.gaussianMass(Double(k) - shift - 0.5, Double(k) - shift + 0.5, sigma: sigma)) }
      let total = raw.reduce(0) { $0 + $1.1 }
      return raw.map { ($0.0, $0.1 / total) }
    }
    let (kx, ky) = (kernel(shift.x), kernel(shift.y))
    let colour: [Double] = [51, 153, 204, 255]
    var maxError = 0.0, shaded = 0
    for y in 0..<size {
      for x in 0..<size where alpha(x, y) == 0 {
        var blurred = 0.0
        for (j, wy) in ky {
          for (i, wx) in kx { blurred += wx * wy * alpha(x - i, y - j) }
        }
        if blurred > 1 { shaded += 1 }
        for c in 0..<4 {
          maxError = max(maxError, abs(Double(pixmap[x, y][c]) - colour[c] * blurred / 255))
        }
      }
    }
    #expect(shaded > 300, "the shadow must show around the squares (\(shaded) pixels)")
    #expect(maxError <= 0.501, "max error \(maxError) levels")
  }

  @Test func blurredShadowKeepsItsTotalAlpha() {
    // The shadow of a 4 × 4 px opaque square at α ½, σ = 2 px, is 16 · 128 in total alpha
    // (a blur conserves mass); drawn under nothing (the layer content is clipped away by
    // moving the shadow far from it on a canvas that shows only the shadow).
    var list = DisplayList(size: CGSize(width: 40, height: 40))
    list.append(.layer(DisplayLayer(
      items: [fill(CGRect(x: -30, y: 18, width: 4, height: 4), .white)],
      filters: [.shadow(color: .black.multipliedAlpha(0.5), radius: 2, offset: CGPoint(x: 48, y: 0))])))
    var pixmap = Pixmap(width: 40, height: 40)
    pixmap.render(list, scale: 1)
    let total = (0..<(40 * 40)).reduce(0.0) { $0 + Double(pixmap.data[$1 * 4 + 3]) }
    #expect(abs(total - 16 * 128) / (16 * 128) < 0.01, "total alpha \(total), expected \(16 * 128)")
    #expect(pixmap[20, 20].x == 0 && pixmap[20, 20].w > 0)
  }
}

@Suite struct DegenerateLayerTests {
  static let square = fill(CGRect(x: 1, y: 1, width: 4, height: 4), .white)

  static func drawsNothing(_ item: DisplayItem) -> Bool {
    var list = DisplayList(size: CGSize(width: 8, height: 8))
    list.append(item)
    var pixmap = Pixmap(width: 8, height: 8)
    pixmap.draw(list, scale: 1)
    return pixmap.isBlank
  }

  @Test func degenerateLayersDrawNothing() {
    let empty = Path()
    let cases: [(String, DisplayLayer)] = [
      ("empty layer", DisplayLayer(items: [], opacity: 0.5, filters: [.blur(radius: 3)])),
      ("zero opacity", DisplayLayer(items: [Self.square], opacity: 0)),
      ("NaN opacity", DisplayLayer(items: [Self.square], opacity: .nan)),
      ("empty clip", DisplayLayer(items: [Self.square], clip: LayerClip(empty))),
      ("clip elsewhere", DisplayLayer(items: [Self.square], clip: LayerClip(Path(CGRect(x: 6, y: 6, width: 2, height: 2))))),
      ("NaN clip", DisplayLayer(items: [Self.square], clip: LayerClip(Path(CGRect(x: Double.nan, y: 0, width: 2, height: 2))))),
      ("singular clip", DisplayLayer(items: [Self.square], clip: LayerClip(Path(CGRect(x: 0, y: 0, width: 8, height: 8)), transform: Transform(scaleX: 0, y: 1)))),
      ("empty mask", DisplayLayer(items: [Self.square], mask: [])),
      ("off-canvas", DisplayLayer(items: [fill(CGRect(x: 1e12, y: -1e12, width: 4, height: 4), .white)], filters: [.blur(radius: 2)])),
    ]
    for (name, layer) in cases { #expect(Self.drawsNothing(.layer(layer)), "\(name)") }
  }

  @Test func degenerateFiltersAreIgnored() {
    let plain = DisplayList(size: CGSize(width: 8, height: 8), items: [Self.square])
    var expected = Pixmap(width: 8, height: 8)
    expected.draw(plain, scale: 1)
    for filter in [LayerFilter.blur(radius: 0), .blur(radius: -3), .blur(radius: .nan), .blur(radius: .infinity),
                   .shadow(color: .black, radius: 1, offset: CGPoint(x: Double.nan, y: 0)),
                   .shadow(color: .clear, radius: 2, offset: .zero)] {
      var pixmap = Pixmap(width: 8, height: 8)
      pixmap.draw(DisplayList(size: CGSize(width: 8, height: 8), items: [.layer(DisplayLayer(items: [Self.square], filters: [filter]))]), scale: 1)
      #expect(pixmap == expected, "\(filter)")
    }
  }

  @Test func degeneratePaintsDrawNothing() {
    let rect = Path(CGRect(x: 0, y: 0, width: 8, height: 8))
    let g = ResolvedGradient(colors: [.white, .black])
    let paints: [(String, Paint)] = [
      ("no stops", .linearGradient(ResolvedGradient(stops: []), startPoint: .zero, endPoint: CGPoint(x: 1, y: 0))),
      ("zero opacity", Paint(.linearGradient(g, start: .zero, end: CGPoint(x: 1, y: 0)), opacity: 0)),
      ("NaN opacity", Paint(.linearGradient(g, start: .zero, end: CGPoint(x: 1, y: 0)), opacity: .nan)),
      ("NaN radius", .radialGradient(g, center: .zero, startRadius: .nan, endRadius: 3)),
      ("zero angular span", .angularGradient(g, center: .zero, startAngle: .zero, endAngle: .zero)),
      ("empty image", .image(DrawingImage(width: 0, height: 0, premultipliedRGBA: []), imageTransform: .identity)),
      ("singular image transform", .image(ImagePaintTests.checker, imageTransform: Transform(scaleX: 0, y: 0))),
      ("degenerate ellipse", .ellipticalGradient(g, in: CGRect(x: 0, y: 0, width: 0, height: 5), center: .zero)),
    ]
    for (name, paint) in paints {
      #expect(Self.drawsNothing(.fill(rect, rule: .nonZero, paint: paint, transform: .identity)), "\(name)")
    }
  }

  @Test func zeroLengthLinearAxisPaintsTheLastStop() {
    // As SVG specifies for x1 = x2, y1 = y2.
    var pixmap = Pixmap(width: 2, height: 2)
    pixmap.fill(Path(CGRect(x: 0, y: 0, width: 2, height: 2)),
                paint: .linearGradient(ResolvedGradient(colors: [.black, .white]), startPoint: CGPoint(x: 1, y: 1), endPoint: CGPoint(x: 1, y: 1)))
    #expect(pixmap[0, 0] == SIMD4(255, 255, 255, 255))
  }

  @Test func nestedLayersOffsetWithTheirContents() {
    // `append(contentsOf:offset:)` moves a layer's items and clip together.
    var inner = DisplayList(size: CGSize(width: 8, height: 8))
    inner.append(.layer(DisplayLayer(items: [fill(CGRect(x: 0, y: 0, width: 2, height: 2), .white)],
                                     clip: LayerClip(Path(CGRect(x: 0, y: 0, width: 1, height: 2))))))
    var outer = DisplayList(size: CGSize(width: 8, height: 8))
    outer.append(contentsOf: inner, offset: CGPoint(x: 3, y: 4))
    var pixmap = Pixmap(width: 8, height: 8)
    pixmap.draw(outer, scale: 1)
    #expect(pixmap[3, 4].w == 255 && pixmap[4, 4].w == 0 && pixmap[0, 0].w == 0)
  }
}
