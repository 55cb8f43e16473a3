import Foundation
import Testing
import Geometry
import Drawing
@testable import Raster

// Backdrops (materials), measured against the Gaussian's own formula: a black | white step
// blurred with standard deviation σ has, at a pixel centre a distance d right of the step,
// the grey 255·Φ(d/σ), Φ the normal distribution function (½·(1 + erf(u/√2))).

private func fill(_ rect: CGRect, _ color: RGBAColor) -> DisplayItem {
  .fill(Path(rect), rule: .nonZero, paint: Paint(color: color), transform: .identity)
}

/// A 120 × 4 canvas, black left of x = 60 and white right of it, under a layer reading it as
/// a backdrop blurred by `sigma` px, with a transparent item giving the layer its extent.
private func blurredStep(sigma: Double) -> Pixmap {
  var list = DisplayList(size: CGSize(width: 120, height: 4))
  list.append(fill(CGRect(x: 0, y: 0, width: 120, height: 4), .white))
  list.append(fill(CGRect(x: 0, y: 0, width: 60, height: 4), .black))
  list.append(.layer(DisplayLayer(
    items: [fill(CGRect(x: 0, y: 0, width: 120, height: 4), .clear)], backdrop: [.blur(radius: sigma)])))
  var pixmap = Pixmap(width: 120, height: 4)
  pixmap.render(list, scale: 1)
  return pixmap
}

private func phi(_ u: Double) -> Double { 0.5 * (1 + erf(u / 2.0.squareRoot())) }

@Suite struct BackdropTests {
  @Test(arguments: [5.0, 12.0, 20.0])
  func backdropBlurFollowsTheGaussianProfile(sigma: Double) {
    // 5 px blurs at full resolution; 12 and 20 px through the reduced copy (factors 3 and 5).
    let pixmap = blurredStep(sigma: sigma)
    var worst = 0.0
    for x in 0..<120 {
      let expected = 255 * phi((Double(x) + 0.5 - 60) / sigma)
      worst = max(worst, abs(Double(pixmap[x, 2][0]) - expected))
    }
    #expect(worst <= 2, "σ = \(sigma): largest error \(worst)/255")
  }

  @Test func backdropBeyondTheCanvasRepeatsItsEdge() {
    // The white right edge stays white: pixels beyond the canvas count as white, not as
    // transparent (which would pull the last pixel to about half).
    let pixmap = blurredStep(sigma: 12)
    #expect(pixmap[119, 2] == SIMD4(255, 255, 255, 255))
    #expect(pixmap[0, 2] == SIMD4(0, 0, 0, 255))
  }

  @Test func backdropShowsOnlyUnderTheLayersClipAndUnderItsItems() {
    // A clip of x 40…80 over the step: outside it the canvas is unchanged; inside, a 50 %
    // white tint drawn over the blurred backdrop: 255·Φ·½ + 127.5, rounded as source-over does.
    var list = DisplayList(size: CGSize(width: 120, height: 4))
    list.append(fill(CGRect(x: 0, y: 0, width: 120, height: 4), .white))
    list.append(fill(CGRect(x: 0, y: 0, width: 60, height: 4), .black))
    list.append(.layer(DisplayLayer(
      items: [fill(CGRect(x: 0, y: 0, width: 120, height: 4), RGBAColor.white.multipliedAlpha(0.5))],
      clip: LayerClip(Path(CGRect(x: 40, y: 0, width: 40, height: 4))), backdrop: [.blur(radius: 5)])))
    var pixmap = Pixmap(width: 120, height: 4)
    pixmap.render(list, scale: 1)
    #expect(pixmap[39, 1] == SIMD4(0, 0, 0, 255))
    #expect(pixmap[80, 1] == SIMD4(255, 255, 255, 255))
    for x in 40..<80 {
      let blurred = 255 * phi((Double(x) + 0.5 - 60) / 5)
      let expected = blurred * 0.5 + 127.5
      #expect(abs(Double(pixmap[x, 1][0]) - expected) <= 2, "pixel \(x)")
    }
  }
}
