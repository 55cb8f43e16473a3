import Flipbook
import Testing

/// `Canvas` and `GraphicsContext`, written as app code writes them, measured from the pixels
/// of a 100 × 100 scene.
@Suite struct CanvasTests {
  static func render(_ view: some View) -> Pixmap {
    SceneRuntime(view, canvasSize: CGSize(width: 100, height: 100)).pixels(at: 0)
  }

  /// The renderer gets the canvas's size; coordinates start at its top-leading corner: a
  /// 60 × 40 canvas centred in the scene, filled whole, covers (20, 30)–(80, 70).
  @Test func drawsInItsOwnCoordinates() {
    let pixels = Self.render(
      Canvas { context, size in
        context.fill(Path(CGRect(origin: .zero, size: size)), with: .color(Paints.a))
      }
      .frame(width: 60, height: 40))
    #expect(pixels.box(of: Paints.aRGB) == CGRect(x: 20, y: 30, width: 60, height: 40))
  }

  /// Transforms apply to what is drawn after them; opacity multiplies; a clip cuts.
  @Test func transformsOpacityAndClip() {
    let pixels = Self.render(
      Canvas { context, _ in
        var moved = context
        moved.translateBy(x: 50, y: 0)
        moved.fill(Path(CGRect(x: 0, y: 0, width: 20, height: 20)), with: .color(Paints.b))
        var faded = context
        faded.opacity = 0.5
        faded.fill(Path(CGRect(x: 0, y: 40, width: 20, height: 20)), with: .color(Paints.c))
        var clipped = context
        clipped.clip(to: Path(CGRect(x: 0, y: 0, width: 15, height: 100)))
        clipped.fill(Path(CGRect(x: 5, y: 70, width: 30, height: 20)), with: .color(Paints.a))
      })
    #expect(pixels.box(of: Paints.bRGB) == CGRect(x: 50, y: 0, width: 20, height: 20))
    #expect(pixels.box(of: Paints.cRGB) == CGRect(x: 0, y: 40, width: 20, height: 20))
    #expect(abs(pixels.alpha(10, 50) - 0.5) <= 1.0 / 255)
    #expect(pixels.box(of: Paints.aRGB) == CGRect(x: 5, y: 70, width: 10, height: 20))
  }

  /// A rotation by 90° about the origin after moving to the centre turns a 40 × 4 bar upright.
  @Test func rotationTurnsTheCoordinates() {
    let pixels = Self.render(
      Canvas { context, size in
        context.translateBy(x: size.width / 2, y: size.height / 2)
        context.rotate(by: .degrees(90))
        context.fill(Path(CGRect(x: -20, y: -2, width: 40, height: 4)), with: .color(Paints.a))
        context.stroke(Path(CGRect(x: 30, y: -5, width: 10, height: 10)), with: .color(Paints.b), lineWidth: 2)
      })
    #expect(pixels.box(of: Paints.aRGB) == CGRect(x: 48, y: 30, width: 4, height: 40))
    // The stroked square at x 30…40 lands at y 30…40 below the centre, 1 pt outside each edge.
    #expect(pixels.box(of: Paints.bRGB) == CGRect(x: 44, y: 79, width: 12, height: 12))
  }

  /// Text draws centred on its point by default.
  @Test func drawsText() {
    let pixels = Self.render(
      Canvas { context, size in
        context.draw(Text("Hi").font(.system(size: 20)).foregroundColor(Paints.a), at: CGPoint(x: 30, y: 30))
      })
    let box = pixels.box(of: Paints.aRGB)
    #expect(box.map { abs($0.midX - 30) < 3 && abs($0.midY - 30) < 4 } == true, "\(String(describing: box))")
  }
}
