import FlipbookTesting
import Raster
import Rendering
import SceneGraph
import Scenes
import Testing

/// Every paint and layer effect in one still frame.
@Suite struct EffectsGalleryGoldenTests {
  @Test func effectsGallery() {
    let scale = 2.0
    let runtime = SceneRuntime(EffectsGallery(), canvasSize: EffectsGallery.canvasSize)
    let (w, h) = pixelSize(of: EffectsGallery.canvasSize, scale: scale, even: true)
    var pixmap = Pixmap(width: w, height: h)
    pixmap.render(runtime.displayList(at: 0), scale: scale)
    expectGolden(pixmap, scene: "EffectsGallery", mode: "still", time: 0)
  }
}
