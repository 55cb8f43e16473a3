import Flipbook
import FlipbookTesting
import Foundation
import Media
import Raster
import Scenes
import Testing

// Animation goldens, in a scratch package of their own (GoldenStoreTests.ScratchPackage): the
// fixed hero's flight is recorded as one APNG and then matches; the naive hero's flight fails
// it frame by frame, named by time; a frame rate or a frame count that differs is named.

@Suite struct AnimationGoldenTests {
  /// 0.5…1.1 s at 10 fps: 7 video frames of the hero at half a pixel per point.
  static let span = 0.5...1.1
  static let times = (0..<7).map { 0.5 + Double($0) / 10 }

  static func flight(_ variant: String, fps: Int = 10) -> [Pixmap] {
    let times = (0...Int((0.6 * Double(fps)).rounded())).map { 0.5 + Double($0) / Double(fps) }
    return BuiltInScenes.restTimer.pixmaps(at: times, variant: variant, scale: 0.5)
  }

  static func check(_ store: GoldenStore, _ frames: [Pixmap], fps: Int = 10) -> GoldenOutcome {
    let times = frames.indices.map { 0.5 + Double($0) / Double(fps) }
    return store.checkFlight(frames, fps: fps, times: times, scene: "rest-timer", variant: "fixed", over: span)
  }

  @Test func aFlightIsAddressedByItsStretch() {
    #expect(GoldenStore.flightPath(variant: "fixed", over: 0.5...1.1) == "fixed/flight-t0500-t1100.png")
  }

  @Test func aRecordedFlightMatchesAndIsAnAPNGOfItsFrames() throws {
    let package = try GoldenStoreTests.ScratchPackage()
    defer { package.remove() }
    let store = package.store(.missing)
    let fixed = Self.flight("fixed")
    let path = package.root + "/Golden/rest-timer/fixed/flight-t0500-t1100.png"
    #expect(Self.check(store, fixed) == .recorded(path: path))
    let animation = try APNGCodec.decode([UInt8](try #require(package.bytes(path))))
    #expect(animation.frames.map(\.data) == fixed.map(\.data))
    #expect(animation.delays.allSatisfy { abs($0 - 0.1) < 1e-12 })
    #expect(Self.check(store, fixed) == .matched)
  }

  /// The naive hero's flight against the fixed one's golden: at 0.5 s (the tap) both are
  /// still the full ring, so the first difference is the next frame, 0.6 s.
  @Test func theNaiveFlightFailsTheFixedGoldenFrameByFrame() throws {
    let package = try GoldenStoreTests.ScratchPackage()
    defer { package.remove() }
    let store = package.store(.missing)
    _ = Self.check(store, Self.flight("fixed"))
    guard case .mismatch(let message) = Self.check(store, Self.flight("naive")) else {
      Issue.record("the naive flight matched the fixed golden")
      return
    }
    #expect(message.contains(" of 7 frames differ, first at t = 0.600 s"), "\(message)")
    #expect(message.contains("worst at t = "), "\(message)")
    let picture = package.root + "/.build/golden-failures/rest-timer/fixed/flight-t0500-t1100-first-difference.png"
    let triptych = try PNGCodec.read(contentsOf: picture)
    #expect(triptych.width == 3 * 195)
    // `missing` keeps the golden as it was.
    let animation = try APNGCodec.decode([UInt8](try #require(package.bytes(package.root + "/Golden/rest-timer/fixed/flight-t0500-t1100.png"))))
    #expect(animation.frames.map(\.data) == Self.flight("fixed").map(\.data))
  }

  @Test func aDifferentFrameRateOrFrameCountIsNamed() throws {
    let package = try GoldenStoreTests.ScratchPackage()
    defer { package.remove() }
    let store = package.store(.missing)
    _ = Self.check(store, Self.flight("fixed"))
    let faster = Self.check(store, Self.flight("fixed", fps: 20), fps: 20)
    #expect(faster.description.contains("the golden plays at 10 fps, the flight is rendered at 20 fps"), "\(faster)")
    let shorter = Self.check(store, Array(Self.flight("fixed").prefix(5)))
    #expect(shorter.description.contains("the golden has 7 frames, the flight 5"), "\(shorter)")
  }

  @Test func neverFailsAMissingFlight() throws {
    let package = try GoldenStoreTests.ScratchPackage()
    defer { package.remove() }
    let outcome = Self.check(package.store(.never), Self.flight("fixed"))
    #expect(outcome == .missing(path: package.root + "/Golden/rest-timer/fixed/flight-t0500-t1100.png"))
    #expect(package.bytes(package.root + "/Golden/rest-timer/fixed/flight-t0500-t1100.png") == nil)
  }
}
