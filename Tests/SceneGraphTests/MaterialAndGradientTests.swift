import Drawing
import Flipbook
import Testing

// Materials and `Color.gradient`, measured from pixels against their defining formulas: a
// black | white step blurred with standard deviation σ is 255·Φ(d/σ) at a distance d right
// of the step (Φ the normal distribution function); the tint then composites over it; the
// gradient's stops are interpolated at each pixel row's centre.

private func phi(_ u: Double) -> Double { 0.5 * (1 + erf(u / 2.0.squareRoot())) }

/// A 200 × 40 pt canvas, black on the left half and white on the right, with `material`
/// filling `shape` over all of it; rendered at one pixel per point.
private func materialOverStep(_ material: Material, scheme: ColorScheme = .light) -> Pixmap {
  let view = HStack(spacing: 0) { Color.black; Color.white }
    .overlay(Rectangle().fill(material))
  var environment = EnvironmentValues()
  environment.colorScheme = scheme
  return SceneRuntime(view, canvasSize: CGSize(width: 200, height: 40), environment: environment).pixels(at: 0)
}

@Suite struct MaterialTests {
  @Test(arguments: [ColorScheme.light, .dark])
  func regularMaterialBlursTheBackdropAndWashesItWithItsTint(scheme: ColorScheme) {
    // Regular: σ = 20 pt, tint white at 0.72 (light) or rgb(22, 22, 23) at 0.72 (dark). The
    // saturation boost leaves greys alone. Each pixel is tint·0.72 + backdrop·0.28.
    let pixmap = materialOverStep(.regular, scheme: scheme)
    let tint = scheme == .light ? 255.0 : 22
    var worst = 0.0
    for x in stride(from: 0, to: 200, by: 5) {
      let backdrop = 255 * phi((Double(x) + 0.5 - 100) / 20)
      let expected = tint * 0.72 + backdrop * 0.28
      worst = max(worst, abs(Double(pixmap[x, 20][0]) - expected))
    }
    #expect(worst <= 2, "\(scheme): largest error \(worst)/255")
  }

  @Test func thinnerMaterialsLetMoreOfTheBackdropThrough() {
    // Far left (black behind): the pixel is white · alpha, so it grows with the thickness.
    let levels = [Material.ultraThin, .thin, .regular, .thick, .ultraThick].map { materialOverStep($0)[2, 20][0] }
    #expect(levels == levels.sorted() && Set(levels).count == levels.count, "\(levels)")
  }

  @Test func materialInAShapeCoversOnlyTheShape() {
    // A circle of diameter 40 in the middle of the canvas: the corner stays black, the centre
    // (x = 100, on the step) shows the material: 255·0.72 + 127.5·0.28 ≈ 219.
    let view = HStack(spacing: 0) { Color.black; Color.white }
      .overlay(Color.clear.frame(width: 40, height: 40).background(.regularMaterial, in: Circle()))
    let pixmap = SceneRuntime(view, canvasSize: CGSize(width: 200, height: 40)).pixels(at: 0)
    #expect(pixmap[82, 2] == SIMD4(0, 0, 0, 255))
    #expect(abs(Double(pixmap[100, 20][0]) - (255 * 0.72 + 255 * phi(0.5 / 20) * 0.28)) <= 2)
  }
}

@Suite struct ColorGradientTests {
  @Test func colorGradientRunsFromLighterAtTheTopToTheColourAtTheBottom() {
    // System red (light) is rgb(255, 59, 48): HSL hue 3.19°, saturation 1, lightness 0.594.
    // Lightness + 0.15 = 0.744 gives rgb(255, 131.4, 124.5) at the top; the bottom is the red.
    let view = Rectangle().fill(Color.red.gradient).frame(width: 10, height: 100)
    let pixmap = SceneRuntime(view, canvasSize: CGSize(width: 10, height: 100)).pixels(at: 0)
    let (top, bottom) = ((255.0, 131.4, 124.5), (255.0, 59.0, 48.0))
    for y in [0, 25, 50, 75, 99] {
      let t = (Double(y) + 0.5) / 100
      let expected = (top.1 + (bottom.1 - top.1) * t, top.2 + (bottom.2 - top.2) * t)
      let p = pixmap[5, y]
      #expect(p[0] == 255 && abs(Double(p[1]) - expected.0) <= 1 && abs(Double(p[2]) - expected.1) <= 1, "row \(y): \(p)")
    }
  }

  @Test func aGradientIsItselfATopToBottomStyle() {
    let view = Rectangle().fill(Gradient(colors: [.black, .white])).frame(width: 4, height: 50)
    let pixmap = SceneRuntime(view, canvasSize: CGSize(width: 4, height: 50)).pixels(at: 0)
    #expect(pixmap[1, 0][0] == 3 && pixmap[1, 49][0] == 252)  // 255·0.5/50, 255·49.5/50, rounded
  }
}
