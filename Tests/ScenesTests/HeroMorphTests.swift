import Foundation
import Media
import Raster
import Flipbook
import SceneGraph
import Scenes
import Testing

/// The flagship checks of docs/ARCHITECTURE.md §5, measured from rendered pixels only.
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
    let times = stride(from: 0.5, through: 0.7, by: 1.0 / 30).map { $0 }
    let frames = HeroRender(mode: .naive, scale: scale).frames(at: times)
    let measured = zip(frames, times).map { MeasuredFrame($0, time: $1, scale: scale) }
    // While the big ring is wholly on the canvas (it overshoots the corner later), it keeps
    // its resting size: it only slides.
    let inside = measured.filter { frame in
      let b = frame.rings[0].box
      return b.x > 1 && b.y > 1 && b.x + b.w < 389 && b.y + b.h < 699
    }
    #expect(inside.count >= 4)
    for frame in inside {
      #expect(abs(frame.rings[0].diameter - 232) <= 2, "big ring at t = \(frame.time): \(frame.rings[0].diameter)")
    }
    // Its centre moves toward the corner: from (195, 350) up and to the right.
    let (first, last) = (inside.first!.rings[0].centre, inside.last!.rings[0].centre)
    #expect(last.x > first.x + 20 && last.y < first.y - 40, "centre \(first) → \(last)")
    // A second, smaller ring shows inside the big one: two rings passing for one.
    let both = inside.filter { $0.rings.count >= 2 }
    #expect(!both.isEmpty)
    for frame in both {
      let (big, small) = (frame.rings[0].box, frame.rings[1].box)
      #expect(small.x > big.x && small.y > big.y && small.x + small.w < big.x + big.w && small.y + small.h < big.y + big.h)
    }
  }

  @Test func renderingTwiceGivesIdenticalFramesWhateverTheBatchSize() throws {
    func render(batch: Int) throws -> [Pixmap] {
      let sink = MemorySink()
      let source = SceneFrameSource(
        BuiltInScenes.restTimer, variant: "fixed", timeline: Timeline(fps: 20, duration: 1.2), scale: 1)
      try VideoRenderer(batchSize: batch).render(source, to: sink)
      return sink.frames
    }
    let one = try render(batch: 1)
    let four = try render(batch: 4)
    #expect(one.count == 24)
    #expect(one == four)
  }
}
