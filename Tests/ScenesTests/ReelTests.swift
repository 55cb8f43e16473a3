import Flipbook
import Media
import Scenes
import Testing

/// The catalog's reel and filmstrips: each segment's frames are the scene's own, copied whole.
@Suite struct ReelTests {
  /// Two scenes of different sizes and lengths, played one after the other: the reel has the
  /// sum of their frames, is as large as the larger plus the header, and each of its frames
  /// holds, below the header and centred, exactly the pixels of its scene's frame rendered
  /// alone at the segment's own time (frame k of the second segment is that scene at k / fps).
  @Test func aReelPlaysEachSegmentOnItsOwnClock() throws {
    let fps = 10
    let first = BuiltInScenes.timingBouncy
    let second = BuiltInScenes.phasesBell
    let firstTimeline = Timeline(fps: fps, duration: 0.5)
    let secondTimeline = Timeline(fps: fps, duration: 0.9)
    var reel = ReelSource(
      [
        .init(title: first.name, source: SceneFrameSource(first, timeline: firstTimeline, scale: 1)),
        .init(title: second.name, source: SceneFrameSource(second, timeline: secondTimeline, scale: 1)),
      ], scale: 1)
    #expect(reel.timeline.frameCount == 5 + 9)
    #expect(reel.pixelSize == PixelSize(width: 240, height: 44 + 280))
    // Rendered in ranges that straddle the boundary between the segments.
    var frames: [Pixmap] = []
    for range in [0..<3, 3..<8, 8..<14] {
      var batch = (0..<range.count).map { _ in Pixmap(width: reel.pixelSize.width, height: reel.pixelSize.height) }
      try reel.render(range, into: &batch)
      frames += batch
    }
    let alone = first.pixmaps(at: firstTimeline.times, scale: 1) + second.pixmaps(at: secondTimeline.times, scale: 1)
    for (index, (frame, expected)) in zip(frames, alone).enumerated() {
      let x0 = (reel.pixelSize.width - expected.width) / 2
      var same = true
      for y in 0..<expected.height where same {
        for x in 0..<expected.width where frame[x0 + x, 44 + y] != expected[x, y] {
          same = false
          break
        }
      }
      #expect(same, "reel frame \(index) is not its scene's frame")
    }
    // Below the shorter first scene the reel shows the chrome.
    #expect(frames[0][120, 44 + 250] == SIMD4<UInt8>(28, 28, 30, 255))
  }

  /// A filmstrip holds each chosen frame side by side, 8 pt apart, on the dark chrome.
  @Test func aFilmstripShowsTheFramesInOrder() {
    let scene = BuiltInScenes.timingBouncy
    let times = [0.2, 0.5, 2.0]
    let strip = scene.filmstrip(at: times, scale: 1)
    let frames = scene.pixmaps(at: times, scale: 1)
    #expect(strip.width == 3 * 240 + 4 * 8 && strip.height == 240 + 16 + 24)
    for (k, frame) in frames.enumerated() {
      let x0 = 8 + k * 248
      #expect((0..<240).allSatisfy { y in (0..<240).allSatisfy { x in strip[x0 + x, 8 + y] == frame[x, y] } }, "frame \(k)")
    }
    #expect(strip[4, 100] == SIMD4<UInt8>(28, 28, 30, 255))
  }
}
