import Drawing
import Flipbook
import Testing

// `rotation3DEffect`, measured from rendered pixels against the projection worked out by hand.
//
// A W × H view turned by θ about the y axis through its centre, perspective 1: the eye is
// d = max(W, H) in front of the plane. A point u points right of the centre goes to depth
// z = −u·sin θ (Core Animation's rotation; the trailing side recedes for θ > 0), so
// w = 1 − z/d = 1 + u·sin θ / d, and it lands at x = u·cos θ / w right of the centre, with its
// height from the centre divided by w. Edges x = ±W/2 stay vertical.

/// The projected left and right edges of a W × H view turned by θ about y (perspective 1),
/// relative to its centre: (x, half height) of each.
private func projectedEdges(width: Double, height: Double, degrees: Double) -> (left: (x: Double, half: Double), right: (x: Double, half: Double)) {
  let theta = degrees * .pi / 180
  let d = max(width, height)
  func edge(_ u: Double) -> (x: Double, half: Double) {
    let w = 1 + u * sin(theta) / d
    return (u * cos(theta) / w, height / 2 / w)
  }
  return (edge(-width / 2), edge(width / 2))
}

private let scale = 2.0

private func render(_ runtime: SceneRuntime, at time: Double = 0) -> Pixmap {
  var pixmap = Pixmap(width: Int(runtime.canvasSize.width * scale), height: Int(runtime.canvasSize.height * scale))
  pixmap.render(runtime.displayList(at: time), scale: scale)
  return pixmap
}

/// Covered width of pixel row `y` (pixels), in points.
private func coveredWidth(_ p: Pixmap, row y: Int) -> Double {
  (0..<p.width).reduce(0) { $0 + Double(p[$1, y][3]) / 255 } / scale
}

/// Covered height of pixel column `x`, in points.
private func coveredHeight(_ p: Pixmap, column x: Int) -> Double {
  (0..<p.height).reduce(0) { $0 + Double(p[x, $1][3]) / 255 } / scale
}

/// The covered span of pixel row `y`, in points: from the first to the last partly covered
/// pixel, each edge pixel counting by its coverage.
private func coveredSpan(_ p: Pixmap, row y: Int) -> (Double, Double)? {
  let covered = (0..<p.width).filter { p[$0, y][3] > 0 }
  guard let first = covered.first, let last = covered.last else { return nil }
  let left = Double(first + 1) - Double(p[first, y][3]) / 255
  let right = Double(last) + Double(p[last, y][3]) / 255
  return (left / scale, right / scale)
}

@Suite struct Rotation3DEffectTests {
  static let canvas = CGSize(width: 300, height: 240)

  static func card(_ degrees: Double) -> some View {
    Rectangle().fill(Color.blue).frame(width: 200, height: 100)
      .rotation3DEffect(.degrees(degrees), axis: (x: 0, y: 1, z: 0))
  }

  @Test func rectangleTurned60DegreesAboutYProjectsAsTheFormulaSays() throws {
    // By hand: w = 1 ∓ 100·sin 60°/200 = 0.567 | 1.433; left edge at 100 − 50/0.567 = 11.81,
    // 176.4 pt tall; right edge at 100 + 50/1.433 = 134.89, 69.8 pt tall (view coordinates;
    // the view sits at (50, 70) on the canvas).
    let pixmap = render(SceneRuntime(Self.card(60), canvasSize: Self.canvas))
    let (left, right) = projectedEdges(width: 200, height: 100, degrees: 60)
    let (x0, x1) = (150 + left.x, 150 + right.x)
    let span = try #require(coveredSpan(pixmap, row: Int(120 * scale)))
    #expect(abs(span.0 - x0) < 0.05, "left edge at \(span.0), expected \(x0)")
    #expect(abs(span.1 - x1) < 0.05, "right edge at \(span.1), expected \(x1)")
    // The top and bottom edges are straight lines between the edge heights, so a pixel
    // column's covered height is that line's height at the column's centre.
    for column in [Int(x0 * scale) + 2, Int((x0 + x1) / 2 * scale), Int(x1 * scale) - 2] {
      let x = (Double(column) + 0.5) / scale
      let f = (x - x0) / (x1 - x0)
      let expected = 2 * (left.half + (right.half - left.half) * f)
      #expect(abs(coveredHeight(pixmap, column: column) - expected) < 0.05, "column at \(x) pt")
    }
  }

  @Test func zeroRotationIsNoEffect() {
    let plain = Rectangle().fill(Color.blue).frame(width: 200, height: 100)
    let none = render(SceneRuntime(plain, canvasSize: Self.canvas))
    #expect(render(SceneRuntime(Self.card(0), canvasSize: Self.canvas)).data == none.data)
    // The control: one degree already changes the pixels.
    #expect(render(SceneRuntime(Self.card(1), canvasSize: Self.canvas)).data != none.data)
  }

  @Test func halfTurnAboutYMirrorsText() {
    // At 180° the perspective vanishes (sin 180° = 0, w = 1) and x mirrors about the view's
    // centre, which is the canvas centre (x = 100 pt, pixel 400 at 2 px/pt): pixel x shows
    // what pixel 399 − x shows unturned.
    let text = Text("Flip 3").font(.system(size: 30, weight: .bold)).foregroundColor(.black)
    let canvas = CGSize(width: 200, height: 60)
    let front = render(SceneRuntime(text, canvasSize: canvas))
    let back = render(SceneRuntime(text.rotation3DEffect(.degrees(180), axis: (x: 0, y: 1, z: 0)), canvasSize: canvas))
    var mirroredWorst = 0, unmirroredDifference = 0
    for y in 0..<front.height {
      for x in 0..<front.width {
        mirroredWorst = max(mirroredWorst, abs(Int(back[x, y][3]) - Int(front[front.width - 1 - x, y][3])))
        unmirroredDifference = max(unmirroredDifference, abs(Int(back[x, y][3]) - Int(front[x, y][3])))
      }
    }
    #expect(mirroredWorst <= 2)
    #expect(unmirroredDifference > 100, "the text is not symmetric, so the control must differ")
  }

  @Test func animatedFlipTurnsThroughTheAngleLinearly() throws {
    // A linear 1 s flip from 0° to 180° starting at 0.5 s: 45° at 0.75 s, edge-on at 1 s,
    // 135° (the mirror image of 45°, near edge now on the right) at 1.25 s.
    let runtime = flipping(at: 0.5, animation: .linear(duration: 1), canvas: Self.canvas) { flipped in
      Rectangle().fill(Color.blue).frame(width: 200, height: 100)
        .rotation3DEffect(.degrees(flipped ? 180 : 0), axis: (x: 0, y: 1, z: 0))
    }
    for (time, degrees) in [(0.75, 45.0), (1.0, 90.0), (1.25, 135.0)] {
      let pixmap = render(runtime, at: time)
      if degrees == 90 {
        // Edge-on: cos 90° = 0 sends both edges to the centre line; what is left is a sliver.
        #expect(coveredWidth(pixmap, row: Int(120 * scale)) < 0.01)
        continue
      }
      let (left, right) = projectedEdges(width: 200, height: 100, degrees: degrees)
      let (a, b) = (150 + min(left.x, right.x), 150 + max(left.x, right.x))
      let span = try #require(coveredSpan(pixmap, row: Int(120 * scale)))
      #expect(abs(span.0 - a) < 0.05 && abs(span.1 - b) < 0.05, "t = \(time): \(span), expected \(a)…\(b)")
      // The nearer edge is the taller: on the left at 45°, on the right at 135°.
      let tallerOnLeft = coveredHeight(pixmap, column: Int(a * scale) + 2) > coveredHeight(pixmap, column: Int(b * scale) - 2)
      #expect(tallerOnLeft == (degrees < 90), "t = \(time)")
    }
  }

  @Test func projectionEffectActsInTheViewsOwnCoordinates() {
    // A projection scaling by 1.5 about the origin is a scale about the view's top-leading
    // corner, not the canvas's: the same pixels as `.scaleEffect(1.5, anchor: .topLeading)`.
    let square = Rectangle().fill(Color.blue).frame(width: 40, height: 30)
    let canvas = CGSize(width: 120, height: 90)
    let projected = render(SceneRuntime(square.projectionEffect(ProjectionTransform(CGAffineTransform(scaleX: 1.5, y: 1.5))), canvasSize: canvas))
    let scaled = render(SceneRuntime(square.scaleEffect(1.5, anchor: .topLeading), canvasSize: canvas))
    var worst = 0
    for y in 0..<scaled.height { for x in 0..<scaled.width { worst = max(worst, abs(Int(projected[x, y][3]) - Int(scaled[x, y][3]))) } }
    #expect(worst <= 1)
    // The control: about the canvas's origin the square would start at (60, 45), not (40, 30).
    #expect(projected[Int(41 * scale), Int(31 * scale)][3] == 255)
  }

  @Test func tapsLandWhereTheTurnedViewIsDrawn() {
    // Turned 60°, the card spans x 61.8…184.9 pt on the canvas: a tap at x = 240 (inside its
    // layout frame, 50…250) misses it, a tap at x = 70 hits it.
    let log = Log()
    let view = Rectangle().fill(Color.blue).frame(width: 200, height: 100)
      .onTapGesture { log.append("card") }
      .rotation3DEffect(.degrees(60), axis: (x: 0, y: 1, z: 0))
    let script = Script().wait(0.1).tap(at: CGPoint(x: 240, y: 120)).wait(0.1).tap(at: CGPoint(x: 70, y: 120))
    let runtime = SceneRuntime(view, canvasSize: Self.canvas, script: script)
    runtime.advance(to: 0.15)
    #expect(log.entries.isEmpty)
    runtime.advance(to: 0.3)
    #expect(log.entries == ["card"])
  }
}
