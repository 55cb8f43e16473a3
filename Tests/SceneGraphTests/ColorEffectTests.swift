import Drawing
import Flipbook
import Testing

// Colour effects, measured on rendered pixels. Expected values are worked out by hand from
// SVG's feColorMatrix formulas with Rec. 709 luminance (0.2126, 0.7152, 0.0722), on 8-bit
// gamma-encoded sRGB, rounded to the nearest byte. The view is a full-canvas colour.

private let canvas = CGSize(width: 20, height: 20)

/// The centre pixel of `view` rendered at `time`, as [r, g, b, a].
private func centre<V: View>(_ view: V, at time: Double = 0, script: Script = Script()) -> [Int] {
  let p = SceneRuntime(view, canvasSize: canvas, script: script).pixels(at: time)[10, 10]
  return [Int(p[0]), Int(p[1]), Int(p[2]), Int(p[3])]
}

@Suite struct ColorEffectTests {
  /// Red's luminance is 0.2126: 0.2126 · 255 = 54.2.
  @Test func zeroSaturationTurnsRedToItsLuminance() {
    #expect(centre(Paints.a.saturation(0)) == [54, 54, 54, 255])
  }

  @Test func fullGrayscaleIsZeroSaturation() {
    #expect(centre(Paints.a.grayscale(1)) == [54, 54, 54, 255])
  }

  /// Half-way: r = 0.2126 + 0.7874 · 0.5 = 0.6063 → 154.6; g = b = 0.2126 · 0.5 → 27.1.
  @Test func halfSaturation() {
    #expect(centre(Paints.a.saturation(0.5)) == [155, 27, 27, 255])
  }

  /// Adding 0.2 to blue (0, 0, 1): 0.2 · 255 = 51.
  @Test func brightnessAddsToEveryChannel() {
    #expect(centre(Paints.b.brightness(0.2)) == [51, 51, 255, 255])
  }

  /// (x − ½) · ½ + ½ on red (1, 0, 0): (0.75, 0.25, 0.25) → (191.25, 63.75, 63.75).
  @Test func halfContrastPullsTowardsMidGrey() {
    #expect(centre(Paints.a.contrast(0.5)) == [191, 64, 64, 255])
  }

  @Test func colorInvertInvertsTheChannels() {
    #expect(centre(Paints.a.colorInvert()) == [0, 255, 255, 255])
  }

  /// cos 120° = −0.5, sin 120° = 0.866 on red: r = 0.2126 + (−0.5)(0.7874) − 0.866(0.2126) < 0,
  /// g = 0.2126 + 0.5(0.2126) + 0.866(0.143) = 0.4427 → 112.9, b = 0.3189 − 0.866(0.7874) < 0.
  @Test func hueRotationTurnsRedTowardsGreen() {
    #expect(centre(Paints.a.hueRotation(.degrees(120))) == [0, 113, 0, 255])
  }

  /// White times system blue (0, 122, 255) is system blue.
  @Test func colorMultiplyMultipliesByTheColour() {
    #expect(centre(Color.white.colorMultiply(.blue)) == [0, 122, 255, 255])
  }

  /// The effect maps straight colours: half-transparent red greys to 54 at alpha ½, stored
  /// premultiplied as 27 with alpha 128.
  @Test func theEffectKeepsAlpha() {
    let p = centre(Paints.a.opacity(0.5).saturation(0))
    #expect(p[3] == 128 && abs(p[0] - 27) <= 1 && p[0] == p[1] && p[1] == p[2])
  }

  /// Saturation 1 → 0 linearly over 1 s from 0.5 s is 0.5 at 1 s: the half-saturation red.
  @Test func saturationAnimates() {
    let runtime = flipping(at: 0.5, animation: .linear(duration: 1), canvas: canvas) { grey in
      Paints.a.saturation(grey ? 0 : 1)
    }
    let p = runtime.pixels(at: 1)[10, 10]
    #expect(p == SIMD4<UInt8>(155, 27, 27, 255))
  }

  /// An amount that changes nothing adds no layer.
  @Test func aNeutralEffectDrawsNoLayer() {
    let list = SceneRuntime(Paints.a.saturation(1).brightness(0), canvasSize: canvas).displayList(at: 0)
    #expect(list.items.count == 1 && list.items.allSatisfy { if case .fill = $0 { true } else { false } })
  }
}
