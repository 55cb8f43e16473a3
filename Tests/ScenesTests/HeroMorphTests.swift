import Foundation
import Media
import Raster
import Rendering
import Scenes
import Testing

/// The flagship checks of DESIGN.md, measured from rendered pixels only.
///
/// Expected sizes come from the geometry, not from renders: a stroke overhangs its frame by
/// half its width, so the 220-pt ring with a 12-pt line is 232 pt across and the 50-pt ring
/// with a 4-pt line is 54 pt.
@Suite struct HeroMorphTests {
  static let flight = stride(from: 0.5, through: 2.5, by: 1.0 / 30).map { $0 }

  @Test func atRestFixedAndNaiveAreIdenticalInPNGBytes() throws {
    let naive = HeroRender(mode: .naive, scale: 3).frames(at: [0, 2.5])
    let fixed = HeroRender(mode: .fixed, scale: 3).frames(at: [0, 2.5])
    for (n, f) in zip(naive, fixed) {
      #expect(try PNGCodec.encode(n) == PNGCodec.encode(f))
    }
  }

  @Test func fixedRingShrinksMonotonicallyFrom232To54() {
    let scale = 1.0
    let frames = HeroRender(mode: .fixed, scale: scale).frames(at: Self.flight)
    let measured = zip(frames, Self.flight).map { MeasuredFrame($0, time: $1, scale: scale) }
    let diameters = measured.map { $0.rings.first?.diameter ?? 0 }
    #expect(abs(diameters.first! - 232) <= 2, "start diameter \(diameters.first!)")
    #expect(abs(diameters.last! - 54) <= 2, "end diameter \(diameters.last!)")
    // Never grows by more than a pixel from one video frame to the next.
    for (i, pair) in zip(diameters, diameters.dropFirst()).enumerated() {
      #expect(pair.1 <= pair.0 + 1 / scale, "grew at t = \(Self.flight[i + 1]): \(pair.0) → \(pair.1)")
    }
    // And it really shrinks mid-flight, not just at the end.
    let mid = measured.first { $0.time >= 0.75 }!.rings.first!.diameter
    #expect(mid < 200 && mid > 60, "diameter at 0.75 s: \(mid)")
  }

  @Test func naiveBigRingSlidesAtConstantSizeWithTheSmallRingInside() {
    let scale = 1.0
    let times = [0.5, 0.6, 0.7, 0.8]
    let frames = HeroRender(mode: .naive, scale: scale).frames(at: times)
    let measured = zip(frames, times).map { MeasuredFrame($0, time: $1, scale: scale) }
    for frame in measured {
      #expect(abs(frame.rings[0].diameter - 232) <= 2, "big ring at t = \(frame.time): \(frame.rings[0].diameter)")
    }
    // The centre moves toward the corner (195, 350) → (341, 49) while the size stays.
    let centres = measured.map { $0.rings[0].centre }
    #expect(centres.last!.x > centres.first!.x + 40 && centres.last!.y < centres.first!.y - 80)
    // Mid-flight a second, smaller ring is inside the big one: two rings passing for one.
    let mid = measured[2]
    #expect(mid.rings.count >= 2)
    if mid.rings.count >= 2 {
      let (big, small) = (mid.rings[0].box, mid.rings[1].box)
      #expect(small.x > big.x && small.y > big.y && small.x + small.w < big.x + big.w && small.y + small.h < big.y + big.h)
    }
  }

  @Test func renderingTwiceGivesIdenticalFramesWhateverTheBatchSize() throws {
    func render(batch: Int) throws -> [Pixmap] {
      let runtime = SceneRuntime(
        RestTimerHero(mode: .fixed), canvasSize: RestTimerHero.canvasSize, script: RestTimerHero.collapseScript())
      let sink = MemorySink()
      try VideoRenderer(scale: 1, batchSize: batch).render(SceneFrameSource(runtime: runtime, fps: 20, duration: 1.2), to: sink)
      return sink.frames
    }
    let one = try render(batch: 1)
    let four = try render(batch: 4)
    #expect(one.count == 24)
    #expect(one == four)
  }
}
