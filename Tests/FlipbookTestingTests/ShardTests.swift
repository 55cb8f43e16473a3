import Flipbook
import FlipbookTesting
import Scenes
import Testing

// Shards and the times a catalog golden looks at.

@Suite struct ShardTests {
  @Test func parsesIOverN() {
    #expect(Shard(parsing: "2/4") == Shard(2, of: 4))
    #expect(Shard(parsing: "1/1") == Shard(1, of: 1))
    for bad in ["0/4", "5/4", "1/0", "a/b", "2", "2/4/1", "", "-1/3"] {
      #expect(Shard(parsing: bad) == nil, "\(bad)")
    }
  }

  /// FNV-1a (64 bits) of "a" is 0xAF63DC4C8601EC8C, the published test vector; modulo 3 that is
  /// 1, so "a" falls in shard 2 of 3. "rest-timer" hashes to 3 modulo 4 (worked out with a
  /// separate FNV-1a implementation), shard 4 of 4.
  @Test func aNameFallsInTheShardItsHashSays() {
    #expect(Shard(2, of: 3).contains("a"))
    #expect(!Shard(1, of: 3).contains("a") && !Shard(3, of: 3).contains("a"))
    #expect(Shard(4, of: 4).contains("rest-timer"))
  }

  /// Every catalog scene lands in exactly one of four shards, and no shard is empty.
  @Test func theShardsPartitionTheCatalog() {
    let names = BuiltInScenes.all.map(\.name)
    let shards = (1...4).map { Shard($0, of: 4) }
    for name in names {
      #expect(shards.filter { $0.contains(name) }.count == 1, "\(name)")
    }
    #expect(shards.allSatisfy { shard in names.contains { shard.contains($0) } })
  }

  /// A scene that lasts until its script ends (the bell: 2.7 s of script) is looked at at 0,
  /// the middle and the end, in whole milliseconds (the goldens' names).
  @Test func catalogTimesSpanTheScene() {
    let scene = BuiltInScenes.phasesBell
    let length = scene.script.duration
    #expect(catalogTimes(of: scene, variant: nil, count: 3) == [0, 1.35, 2.7])
    #expect(abs(length - 2.7) < 1e-9)
    #expect(catalogTimes(of: scene, variant: nil, count: 1) == [0])
  }
}

/// A 100-pt red square that fades in when it appears.
private struct FadingSquare: View {
  @State private var shown = false
  var body: some View {
    Color.red.frame(width: 100, height: 100).opacity(shown ? 1 : 0)
      .onAppear { withAnimation(.easeIn(duration: 0.5)) { shown = true } }
  }
}

struct FadingSquare_Previews: PreviewProvider {
  static var previews: some View { FadingSquare() }
}

@Suite struct PreviewSceneTests {
  /// The preview is a scene named after the provider, on the iPhone 16's 393 × 852 screen, the
  /// square centred in its safe area (59 pt top, 34 pt bottom): x 146.5…246.5 and, the safe
  /// area's centre being 59 + (852 − 93) / 2 = 438.5, y 388.5…488.5; faded in by 1 s, not yet
  /// at 0.
  @MainActor @Test func aPreviewIsASceneOnAPhoneScreen() {
    let scene = FlipbookScene.preview(FadingSquare_Previews.self)
    #expect(scene.name == "FadingSquare")
    // Rendered alone, the settled frame still shows the fade that began at 0.
    let settled = scene.pixmap(at: 1, scale: 1), start = scene.pixmap(at: 0, scale: 1)
    #expect(settled.width == 393 && settled.height == 852)
    #expect(settled[196, 438] == SIMD4(255, 59, 48, 255))
    #expect(settled[196, 389] == SIMD4(255, 59, 48, 255) && settled[196, 487] == SIMD4(255, 59, 48, 255))
    #expect(settled[145, 438] != SIMD4(255, 59, 48, 255) && settled[196, 387] != SIMD4(255, 59, 48, 255))
    #expect(start[196, 438] != SIMD4(255, 59, 48, 255))
  }
}
