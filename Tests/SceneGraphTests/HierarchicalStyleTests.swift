import Flipbook
import Testing

/// `.tertiary` and `.quaternary` are the label colours of their level: iOS's tertiaryLabel
/// (60, 60, 67) at 30 % and quaternaryLabel at 18 % (16 % in dark), measured from the pixels.
@Suite struct HierarchicalStyleTests {
  @Test(arguments: [("tertiary", 0.30), ("quaternary", 0.18)])
  func levelsAreTheirLabelColours(name: String, alpha: Double) {
    let view = Rectangle().foregroundStyle(name == "tertiary" ? .tertiary : .quaternary).frame(width: 10, height: 10)
    let pixel = SceneRuntime(view, canvasSize: CGSize(width: 10, height: 10)).pixels(at: 0)[5, 5]
    #expect(abs(Double(pixel[3]) / 255 - alpha) <= 1.0 / 255, "\(name): \(pixel)")
    // Premultiplied: the red channel is 60 × alpha.
    #expect(abs(Double(pixel[0]) - 60 * alpha) <= 1, "\(name): \(pixel)")
  }
}
