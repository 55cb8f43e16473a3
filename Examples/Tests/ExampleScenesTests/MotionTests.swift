import ExampleScenes
import Flipbook
import FlipbookTesting
import Testing

// FlipbookTesting's motion tests, used from a package of its own as yours would use them.

/// The capsule behind the like button (`secondarySystemBackground`): the heart and the count
/// are what differs from it; the white canvas around it does not, by less than the threshold.
private let capsule = Segmenter(reference: .solid(SIMD4(242, 242, 247, 255)))

@Suite struct MotionTests {
  /// Every scene of the package, every variant, in one call: three stills over its length.
  @Test func catalog() {
    expectCatalogGoldens(ExampleScenes.all, stills: 3)
  }

  /// The bouncy pop as one animated golden, every frame compared.
  @Test func likeButtonFlight() {
    expectAnimationGolden(ExampleScenes.likeButton, over: 0.3...1.0, fps: 20, variant: "bouncy")
  }

  /// Where the ring's green arc is on every frame of the fill, in points.
  @Test func progressRingGeometry() {
    expectGeometryGolden(
      ExampleScenes.progressRing, over: 0.2...1.2, segmenter: Segmenter(key: SIMD4(52, 199, 89, 255)))
  }

  /// The heart (the largest thing on the capsule) grows to 1.25 × its size on the curve of
  /// `.smooth`, from the tap at 0.3 s: its width at the end, over 1.25, is where it starts.
  @Test func theHeartGrowsOnTheSmoothCurve() {
    let scene = ExampleScenes.likeButton
    let end = curveReport(
      scene, over: 1.5...1.5, .width, follows: .smooth, from: 0, to: 0, variant: "smooth", segmenter: capsule
    ).samples[0].measured!
    expectCurve(
      scene, over: 0.3...1.3, .width, follows: .smooth, from: end / 1.25, to: end, variant: "smooth", segmenter: capsule)
    // The bouncy variant overshoots 1.25 ×, so it is not on the smooth curve.
    let bouncy = curveReport(
      scene, over: 0.3...1.3, .width, follows: .smooth, from: end / 1.25, to: end, variant: "bouncy", segmenter: capsule)
    #expect(!bouncy.passed)
  }

  /// One heart, never two, only growing, while it pops.
  @Test func theHeartIsOneBlobThatOnlyGrows() {
    expectMotion(
      ExampleScenes.likeButton, [.monotonicSize], over: 0.3...1.3, variant: "smooth", scale: 3, segmenter: capsule,
      options: CheckOptions(direction: .grow))
  }

  @Test func everyFrameIsTheSameHoweverItIsRendered() {
    expectDeterministic(ExampleScenes.likeButton, at: [0, 0.35, 0.5, 0.8], variant: "bouncy")
    expectDeterministic(ExampleScenes.expandingCard, at: [0.4, 0.6])
  }
}
