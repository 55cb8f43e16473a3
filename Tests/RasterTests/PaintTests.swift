import Foundation
import Testing
import Geometry
import Drawing
@testable import Raster

/// Expected colours come from the stop formula evaluated here, at pixel centres:
/// premultiplied `c = c₀ + (c₁ − c₀)·(t − l₀)/(l₁ − l₀)` in 0…255, rounded to nearest.
@Suite struct GradientTests {
  static let blackToWhite = ResolvedGradient(colors: [.black, .white])

  /// Grey level of a black→white gradient at location `t`, padded.
  static func grey(_ t: Double) -> UInt8 { UInt8((min(max(t, 0), 1) * 255).rounded()) }

  static func filled(_ paint: Paint, width: Int, height: Int, transform: Transform = .identity) -> Pixmap {
    var pixmap = Pixmap(width: width, height: height)
    let rect = CGRect(x: 0, y: 0, width: width, height: height)
    let local = transform.inverted()!
    // A rectangle covering the pixmap, expressed in local coordinates.
    let corners = [CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.minY),
                   CGPoint(x: rect.maxX, y: rect.maxY), CGPoint(x: rect.minX, y: rect.maxY)].map { local.apply($0) }
    let path = Path { p in p.move(to: corners[0]); for c in corners.dropFirst() { p.addLine(to: c) }; p.closeSubpath() }
    pixmap.fill(path, paint: paint, transform: transform)
    return pixmap
  }

  @Test func linearGradientIsLinearAlongTheAxisAndPadded() {
    // Axis from x = 2 to x = 12 on a 16 px row: t = (x + ½ − 2)/10, padded outside.
    let paint = Paint.linearGradient(Self.blackToWhite, startPoint: CGPoint(x: 2, y: 0), endPoint: CGPoint(x: 12, y: 0))
    let pixmap = Self.filled(paint, width: 16, height: 2)
    for x in 0..<16 {
      let g = Self.grey((Double(x) + 0.5 - 2) / 10)
      #expect(pixmap[x, 1] == SIMD4(g, g, g, 255), "pixel \(x)")
    }
  }

  @Test func linearGradientFollowsTheItemTransform() {
    // Local axis (0, 0) → (0, 5) scaled by 2 then moved right by 3: the device axis runs
    // down from y = 0 to y = 10, whatever x is; t = (y + ½)/10.
    let paint = Paint.linearGradient(Self.blackToWhite, startPoint: .zero, endPoint: CGPoint(x: 0, y: 5))
    let transform = Transform(scaleX: 2, y: 2).concatenating(Transform(translationX: 3, y: 0))
    let pixmap = Self.filled(paint, width: 4, height: 12, transform: transform)
    for y in 0..<12 {
      let g = Self.grey((Double(y) + 0.5) / 10)
      #expect(pixmap[1, y] == SIMD4(g, g, g, 255), "row \(y)")
    }
  }

  @Test func stopsInterpolatePremultiplied() {
    // Opaque red → clear: premultiplied (255·(1−t), 0, 0, 255·(1−t)). Straight-alpha
    // interpolation would give red (1−t)·(1−t)·255 instead (143 at t = ¼, not 191).
    let fade = ResolvedGradient(colors: [RGBAColor(red: 1, green: 0, blue: 0), .clear])
    let paint = Paint.linearGradient(fade, startPoint: .zero, endPoint: CGPoint(x: 8, y: 0))
    let pixmap = Self.filled(paint, width: 8, height: 1)
    for x in 0..<8 {
      let t = (Double(x) + 0.5) / 8
      let c = UInt8(((1 - t) * 255).rounded())
      #expect(pixmap[x, 0] == SIMD4(c, 0, 0, c), "pixel \(x)")
    }
  }

  @Test func unsortedStopsAreSortedAndEqualLocationsMakeAHardStep() {
    // Stops given out of order: white at 1, blue at 0.5, black at 0, red at 0.5. Sorted
    // stably: black 0, blue 0.5, red 0.5, white 1, so black→blue left of 0.5 and red→white
    // right of it, with a hard step between blue and red.
    let gradient = ResolvedGradient(stops: [
      .init(color: .white, location: 1),
      .init(color: RGBAColor(red: 0, green: 0, blue: 1), location: 0.5),
      .init(color: .black, location: 0),
      .init(color: RGBAColor(red: 1, green: 0, blue: 0), location: 0.5),
    ])
    #expect(gradient.stops.map(\.location) == [0, 0.5, 0.5, 1])
    let paint = Paint.linearGradient(gradient, startPoint: .zero, endPoint: CGPoint(x: 10, y: 0))
    let pixmap = Self.filled(paint, width: 10, height: 1)
    // Pixel 4: t = 0.45, black → blue (the first stop at 0.5) → blue 0.45/0.5·255 = 229.5 → 230.
    #expect(pixmap[4, 0] == SIMD4(0, 0, 230, 255))
    // Pixel 5: t = 0.55, red → white: 0.05/0.5 = 0.1 of the way → (255, 25.5 → 26, 26).
    #expect(pixmap[5, 0] == SIMD4(255, 26, 26, 255))
  }

  @Test func radialGradientGoesByDistanceFromTheCentre() {
    // Centre (10, 10), from radius 2 to 9: t = (d − 2)/7 with d the centre distance.
    let paint = Paint.radialGradient(Self.blackToWhite, center: CGPoint(x: 10, y: 10), startRadius: 2, endRadius: 9)
    let pixmap = Self.filled(paint, width: 20, height: 20)
    for (x, y) in [(10, 10), (13, 14), (4, 9), (17, 3), (0, 0), (11, 12)] {
      let d = ((Double(x) + 0.5 - 10) * (Double(x) + 0.5 - 10) + (Double(y) + 0.5 - 10) * (Double(y) + 0.5 - 10)).squareRoot()
      let g = Self.grey((d - 2) / 7)
      #expect(pixmap[x, y] == SIMD4(g, g, g, 255), "pixel (\(x), \(y)) at distance \(d)")
    }
  }

  @Test func ellipticalGradientStretchesCirclesToTheRect() {
    // Rect 20 × 10 centred on (10, 5), fractions 0…0.5: t = |((x−10)/20, (y−5)/10)| / 0.5.
    let paint = Paint.ellipticalGradient(
      Self.blackToWhite, in: CGRect(x: 0, y: 0, width: 20, height: 10), center: CGPoint(x: 10, y: 5))
    let pixmap = Self.filled(paint, width: 20, height: 10)
    for (x, y) in [(14, 7), (10, 5), (2, 1), (19, 5), (10, 9)] {
      let u = (Double(x) + 0.5 - 10) / 20, v = (Double(y) + 0.5 - 5) / 10
      let g = Self.grey((u * u + v * v).squareRoot() / 0.5)
      #expect(pixmap[x, y] == SIMD4(g, g, g, 255), "pixel (\(x), \(y))")
    }
  }

  @Test func angularGradientGoesClockwiseByAngle() {
    // Full turn from 0°: t = angle/360° with the angle measured from +x towards +y (down).
    let paint = Paint.angularGradient(Self.blackToWhite, center: CGPoint(x: 10, y: 10))
    let pixmap = Self.filled(paint, width: 20, height: 20)
    for (x, y) in [(15, 10), (10, 17), (3, 12), (4, 3), (12, 2), (18, 9)] {
      var degrees = atan2(Double(y) + 0.5 - 10, Double(x) + 0.5 - 10) * 180 / .pi
      if degrees < 0 { degrees += 360 }
      let g = Self.grey(degrees / 360)
      #expect(pixmap[x, y] == SIMD4(g, g, g, 255), "pixel (\(x), \(y)) at \(degrees)°")
    }
  }

  @Test func angularGradientUnderAFullTurnSplitsTheGapHalfway() {
    // 90° → 180°: inside, t = (angle − 90)/90; the 270° gap shows the last colour up to
    // 180 + 135 = 315° and the first colour after it.
    let paint = Paint.angularGradient(
      Self.blackToWhite, center: CGPoint(x: 10, y: 10), startAngle: .degrees(90), endAngle: .degrees(180))
    let pixmap = Self.filled(paint, width: 20, height: 20)
    func angle(_ x: Int, _ y: Int) -> Double {
      let d = atan2(Double(y) + 0.5 - 10, Double(x) + 0.5 - 10) * 180 / .pi
      return d < 0 ? d + 360 : d
    }
    let inside = (5, 15)  // ≈ 135°
    let g = Self.grey((angle(inside.0, inside.1) - 90) / 90)
    #expect(pixmap[inside.0, inside.1] == SIMD4(g, g, g, 255))
    #expect(angle(4, 4) < 315 && pixmap[4, 4] == SIMD4(255, 255, 255, 255))  // ≈ 225°: last colour
    #expect(angle(16, 5) > 315 && pixmap[16, 5] == SIMD4(0, 0, 0, 255))  // ≈ 320°: first colour
  }

  @Test func paintOpacityScalesTheShadedColour() {
    // White everywhere at opacity 0.5: (128, 128, 128, 128) premultiplied.
    let paint = Paint(.linearGradient(ResolvedGradient(colors: [.white, .white]), start: .zero, end: CGPoint(x: 1, y: 0)), opacity: 0.5)
    let pixmap = Self.filled(paint, width: 2, height: 2)
    #expect(pixmap[1, 1] == SIMD4(128, 128, 128, 128))
  }
}

@Suite struct ImagePaintTests {
  /// Opaque red, green / blue, white.
  static let checker = DrawingImage(width: 2, height: 2, premultipliedRGBA: [
    255, 0, 0, 255, 0, 255, 0, 255,
    0, 0, 255, 255, 255, 255, 255, 255,
  ])

  @Test func twoByTwoImageScaledUpIsBilinear() {
    // Scaled ×2 onto 4 × 4 px: device pixel centre p maps to image point p/2, texel centres at
    // 0.5 and 1.5, so u = p/2 − 0.5 clamped to 0…1 along each axis.
    // Pixel (1, 1): u = v = 0.25 → weights ¾·¾ red, ¼·¾ green, ¾·¼ blue, ¼·¼ white:
    // r = 255·(0.5625 + 0.0625) = 159.4 → 159, g = b = 255·(0.1875 + 0.0625) = 63.75 → 64.
    var pixmap = Pixmap(width: 4, height: 4)
    let paint = Paint.image(Self.checker, imageTransform: Transform(scaleX: 2, y: 2))
    pixmap.fill(Path(CGRect(x: 0, y: 0, width: 4, height: 4)), paint: paint)
    #expect(pixmap[1, 1] == SIMD4(159, 64, 64, 255))
    // Pixel (0, 0): u = v = −0.25 → clamped to the red texel.
    #expect(pixmap[0, 0] == SIMD4(255, 0, 0, 255))
    // Pixel (2, 1): u = 0.75, v = 0.25 → ¼·¾ red, ¾·¾ green, ¼·¼ blue, ¾·¼ white:
    // r = 255·(0.1875 + 0.1875) = 95.6 → 96, g = 255·(0.5625 + 0.1875) = 191.25 → 191,
    // b = 255·(0.0625 + 0.1875) = 63.75 → 64.
    #expect(pixmap[2, 1] == SIMD4(96, 191, 64, 255))
    // Every pixel against the bilinear formula.
    let texels: [[Double]] = [[255, 0, 0], [0, 255, 0], [0, 0, 255], [255, 255, 255]]
    for y in 0..<4 {
      for x in 0..<4 {
        let u = min(max((Double(x) + 0.5) / 2 - 0.5, 0), 1), v = min(max((Double(y) + 0.5) / 2 - 0.5, 0), 1)
        let w = [(1 - u) * (1 - v), u * (1 - v), (1 - u) * v, u * v]
        for c in 0..<3 {
          let expected = (0..<4).reduce(0.0) { $0 + w[$1] * texels[$1][c] }.rounded()
          #expect(Double(pixmap[x, y][c]) == expected, "pixel (\(x), \(y)) channel \(c)")
        }
      }
    }
  }

  @Test func transparentTexelsDoNotDarkenFilteredEdges() {
    // Opaque white next to transparent: halfway the premultiplied average is (127.5 → 128)
    // in every channel, i.e. white at half alpha, never grey.
    let image = DrawingImage(width: 2, height: 1, premultipliedRGBA: [255, 255, 255, 255, 0, 0, 0, 0])
    var pixmap = Pixmap(width: 4, height: 1)
    // Image pixel 1 of 2 maps to device 2 px; device pixel 1 centre 1.5 → u = 0.25, pixel 2 → 0.75.
    pixmap.fill(Path(CGRect(x: 0, y: 0, width: 4, height: 1)), paint: .image(image, imageTransform: Transform(scaleX: 2, y: 1)))
    #expect(pixmap[1, 0] == SIMD4(191, 191, 191, 191))  // 255 · ¾ = 191.25
    #expect(pixmap[2, 0] == SIMD4(64, 64, 64, 64))  // 255 · ¼ = 63.75
  }
}

@Suite struct PaintAPITests {
  @Test func solidPaintKeepsItsColourAPI() {
    var paint = Paint(color: RGBAColor(red: 0.2, green: 0.4, blue: 0.6, alpha: 0.5))
    #expect(paint.color == RGBAColor(red: 0.2, green: 0.4, blue: 0.6, alpha: 0.5))
    #expect(paint.multipliedOpacity(0.5).color.alpha == 0.25)
    paint.color = .white
    #expect(paint == Paint(color: .white))
  }

  @Test func gradientStopLocationsAreClampedAndNaNDropped() {
    let g = ResolvedGradient(stops: [
      .init(color: .white, location: 1.5), .init(color: .black, location: -1), .init(color: .clear, location: .nan),
    ])
    #expect(g.stops == [.init(color: .black, location: 0), .init(color: .white, location: 1)])
  }
}
