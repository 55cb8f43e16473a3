import Flipbook
import FlipbookTesting
import Foundation
import Scenes
import Testing

// Geometry goldens in a scratch package: the fixed hero's ring, followed by its cyan, is
// recorded as a track and matches again, also when rendered at another scale (the boxes are
// in points, so anti-aliasing at 2 px/pt does not move them by more than a pixel's half); the
// naive hero fails it, named by time and by how far its ring is off.

@Suite struct GeometryGoldenTests {
  static let span = 0.5...1.1
  static let cyan = Segmenter(key: SIMD4(0x32, 0xAD, 0xE6, 0xFF))

  static func track(_ variant: String, scale: Double = 1) -> Track {
    measuredTrack(BuiltInScenes.restTimer, over: span, fps: 10, variant: variant, scale: scale, segmenter: cyan)
  }

  static func check(_ store: GoldenStore, _ track: Track, tolerance: Double = 0.5) -> GoldenOutcome {
    store.checkGeometry(track, scene: "rest-timer", variant: "fixed", over: span, tolerance: tolerance)
  }

  @Test func aRecordedTrackMatchesAtAnotherScaleWithinAPixel() throws {
    let package = try GoldenStoreTests.ScratchPackage()
    defer { package.remove() }
    let store = package.store(.missing)
    let path = package.root + "/Golden/rest-timer/fixed/geometry-t0500-t1100.json"
    #expect(Self.check(store, Self.track("fixed")) == .recorded(path: path))
    #expect(Self.check(store, Self.track("fixed")) == .matched)
    // At 2 px/pt the boxes are measured to half a point; the golden's to a point.
    #expect(Self.check(store, Self.track("fixed", scale: 2), tolerance: 1) == .matched)
    let text = try #require(package.bytes(path)).count
    #expect(text > 0)
  }

  /// At 0.6 s the fixed ring has shrunk; the naive one is still 232 pt across.
  @Test func theNaiveRingFailsTheFixedTrackByTimeAndSize() throws {
    let package = try GoldenStoreTests.ScratchPackage()
    defer { package.remove() }
    let store = package.store(.missing)
    _ = Self.check(store, Self.track("fixed"))
    guard case .mismatch(let message) = Self.check(store, Self.track("naive")) else {
      Issue.record("the naive ring matched the fixed track")
      return
    }
    #expect(message.contains("frames off; first at t = 0.600 s"), "\(message)")
    #expect(message.contains("tolerance 0.50"), "\(message)")
  }

  @Test func neverFailsAMissingTrack() throws {
    let package = try GoldenStoreTests.ScratchPackage()
    defer { package.remove() }
    #expect(Self.check(package.store(.never), Self.track("fixed"))
      == .missing(path: package.root + "/Golden/rest-timer/fixed/geometry-t0500-t1100.json"))
  }
}
