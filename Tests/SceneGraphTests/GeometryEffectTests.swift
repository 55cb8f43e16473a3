import Drawing
import Flipbook
import Testing

// `GeometryEffect`, measured from rendered pixels: a translation computed from the view's
// size and the effect's eased data, a shake whose every in-between value reaches
// `effectValue(size:)`, and the classic flip built from Core Animation's functions, which must
// draw exactly as `rotation3DEffect` (whose projection Rotation3DEffectTests checks by hand).

private let scale = 2.0

private func render(_ runtime: SceneRuntime, at time: Double = 0) -> Pixmap {
  var pixmap = Pixmap(width: Int(runtime.canvasSize.width * scale), height: Int(runtime.canvasSize.height * scale))
  pixmap.render(runtime.displayList(at: time), scale: scale)
  return pixmap
}

/// The covered columns of pixel row `y`, in points: (first, last + 1) of the columns with any
/// coverage.
private func coveredColumns(_ p: Pixmap, row y: Int) -> (Double, Double)? {
  let covered = (0..<p.width).filter { p[$0, y][3] > 0 }
  guard let first = covered.first, let last = covered.last else { return nil }
  return (Double(first) / scale, Double(last + 1) / scale)
}

/// Moves the view right by `fraction` of its own width.
private struct Slide: GeometryEffect {
  var fraction: Double
  var animatableData: Double {
    get { fraction }
    set { fraction = newValue }
  }
  func effectValue(size: CGSize) -> ProjectionTransform {
    ProjectionTransform(CGAffineTransform(translationX: fraction * size.width, y: 0))
  }
}

/// The shake of many a login form: `shakes` swings of `travel` points per unit of data.
private struct Shake: GeometryEffect {
  var travel: CGFloat = 10
  var shakes: CGFloat = 3
  var animatableData: CGFloat
  func effectValue(size: CGSize) -> ProjectionTransform {
    ProjectionTransform(CGAffineTransform(translationX: travel * sin(animatableData * .pi * shakes * 2), y: 0))
  }
}

/// A card turned about its vertical centre line, in perspective, the way hand-written flips
/// build it: perspective, rotation, and the move to and from the centre.
private struct Flip: GeometryEffect {
  var angle: Double
  var animatableData: Double {
    get { angle }
    set { angle = newValue }
  }
  func effectValue(size: CGSize) -> ProjectionTransform {
    var transform = CATransform3DIdentity
    transform.m34 = -1 / max(size.width, size.height)
    transform = CATransform3DRotate(transform, CGFloat(angle) * .pi / 180, 0, 1, 0)
    transform = CATransform3DTranslate(transform, -size.width / 2, -size.height / 2, 0)
    let back = ProjectionTransform(CGAffineTransform(translationX: size.width / 2, y: size.height / 2))
    return ProjectionTransform(transform).concatenating(back)
  }
}

@Suite struct GeometryEffectTests {
  static let canvas = CGSize(width: 300, height: 200)

  /// A 40-pt square, centred (x 130…170), slid by half its width: x 150…190. Layout is
  /// unchanged: a sibling below it stays where it was.
  @Test func theTransformIsComputedFromTheViewsSize() throws {
    let view = Rectangle().fill(Color.blue).frame(width: 40, height: 40).modifier(Slide(fraction: 0.5))
    let pixmap = render(SceneRuntime(view, canvasSize: Self.canvas))
    let span = try #require(coveredColumns(pixmap, row: Int(100 * scale)))
    #expect(span == (150, 190), "\(span)")
  }

  /// From 0 to 1 with `.linear(duration: 1)` from 0.5 s: at 0.75 s the data is 0.25, so the
  /// square has slid 10 pt; at 1.5 s, 40 pt.
  @Test func theEffectsDataIsEased() throws {
    let runtime = flipping(at: 0.5, animation: .linear(duration: 1), canvas: Self.canvas) { on in
      Rectangle().fill(Color.blue).frame(width: 40, height: 40).modifier(Slide(fraction: on ? 1 : 0))
    }
    for (time, left) in [(0.25, 130.0), (0.75, 140), (1.0, 150), (1.5, 170)] {
      let span = try #require(coveredColumns(render(runtime, at: time), row: Int(100 * scale)))
      #expect(span == (left, left + 40), "at \(time) s: \(span)")
    }
  }

  /// A shake from 0 to 1 (linear, 1 s, from 0.5 s) swings 3 times: at 0.5 + 1/12 s the data
  /// is 1/12 and the offset 10·sin(π/2) = +10 pt; at 0.5 + 3/12 s, −10 pt; at rest, none.
  @Test func aShakeSwingsThroughEveryInBetweenValue() throws {
    let runtime = flipping(at: 0.5, animation: .linear(duration: 1), canvas: Self.canvas) { on in
      Rectangle().fill(Color.blue).frame(width: 40, height: 40).modifier(Shake(animatableData: on ? 1 : 0))
    }
    for (time, left) in [(0.5 + 1.0 / 12, 140.0), (0.5 + 3.0 / 12, 120), (2.0, 130)] {
      let span = try #require(coveredColumns(render(runtime, at: time), row: Int(100 * scale)))
      #expect(abs(span.0 - left) <= 0.5 && abs(span.1 - left - 40) <= 0.5, "at \(time) s: \(span)")
    }
  }

  /// The hand-built flip at 60° draws the very pixels `rotation3DEffect` draws at 60° about y
  /// with the default perspective: the same eye distance, axis and centre.
  @Test func aFlipBuiltWithCoreAnimationsFunctionsMatchesRotation3DEffect() {
    let card = Rectangle().fill(Color.blue).frame(width: 200, height: 100)
    let flipped = render(SceneRuntime(card.modifier(Flip(angle: 60)), canvasSize: Self.canvas))
    let turned = render(SceneRuntime(card.rotation3DEffect(.degrees(60), axis: (x: 0, y: 1, z: 0)), canvasSize: Self.canvas))
    let flat = render(SceneRuntime(card, canvasSize: Self.canvas))
    let worst = zip(flipped.data, turned.data).map { abs(Int($0) - Int($1)) }.max()!
    #expect(worst <= 1, "worst channel difference \(worst)")
    #expect(flipped.data != flat.data, "the control: the flip must change the pixels")
  }

  /// Hit testing follows the drawing: a tap where the slid button is drawn presses it, a tap
  /// where it was laid out does not.
  @Test func hitTestingFollowsTheEffect() {
    final class Taps: @unchecked Sendable { var count = 0 }
    let taps = Taps()
    let view = Rectangle().fill(Color.blue).frame(width: 40, height: 40)
      .onTapGesture { taps.count += 1 }
      .modifier(Slide(fraction: 1))
    let runtime = SceneRuntime(view, canvasSize: Self.canvas)
    _ = runtime.displayList(at: 0)
    runtime.tap(at: CGPoint(x: 135, y: 100))
    #expect(taps.count == 0)
    runtime.tap(at: CGPoint(x: 185, y: 100))
    #expect(taps.count == 1)
  }
}
