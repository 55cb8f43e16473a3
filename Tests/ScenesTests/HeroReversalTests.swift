import Flipbook
import Scenes
import Testing

/// Tapping the flying ring mid-flight sends it back: springs merge and keep their velocity, so
/// the reversal has no jump (issue: "a tap during the hero flight reverses it smoothly").
@Suite struct HeroReversalTests {
  static let fps = 30.0
  /// Half-size renders keep the test quick; measurements are converted back to points.
  static let scale = 0.5

  /// Diameter and centre of the ring, measured from the pixels of each video frame.
  func track(_ script: Script, frames: Int) -> [(diameter: Double, x: Double, y: Double)] {
    var scene = BuiltInScenes.restTimer
    scene.script = script
    let times = (0..<frames).map { Double($0) / Self.fps }
    return zip(times, scene.pixmaps(at: times, variant: "fixed", scale: Self.scale)).map { time, pixmap in
      let ring = MeasuredFrame(pixmap, time: time, scale: Self.scale).rings[0]
      return (ring.diameter, ring.centre.x, ring.centre.y)
    }
  }

  @Test func reversingMidFlightHasNoJump() {
    // Where the ring is 0.25 s into the uninterrupted flight: tap exactly there.
    let flight = track(RestTimerHero.collapseScript(tapAt: 0.5, hold: 1.5), frames: 60)
    let reverseAt = 22  // 0.733 s
    let target = CGPoint(x: flight[reverseAt].x, y: flight[reverseAt].y)
    let script = Script().wait(0.5).tap(at: CGPoint(x: 195, y: 600)).wait(Double(reverseAt) / Self.fps - 0.5)
      .tap(at: target).wait(1.25)
    let reversed = track(script, frames: 60)

    func steps(_ t: [(diameter: Double, x: Double, y: Double)]) -> (size: [Double], centre: [Double]) {
      let pairs = zip(t, t.dropFirst())
      return (pairs.map { abs($1.diameter - $0.diameter) }, pairs.map { hypot($1.x - $0.x, $1.y - $0.y) })
    }
    let (flightSize, flightCentre) = steps(flight)
    let (size, centre) = steps(reversed)
    // One pixel (2 pt at half size) of slack: sizes and centres are measured in whole pixels.
    let slack = 1 / Self.scale
    for k in size.indices {
      #expect(size[k] <= flightSize.max()! + slack, "size jumps by \(size[k]) at video frame \(k + 1)")
      #expect(centre[k] <= flightCentre.max()! + slack, "centre jumps by \(centre[k]) at video frame \(k + 1)")
    }
    // The tap landed: the ring turned round and came back to where it started, full size.
    #expect(reversed[reverseAt + 6].diameter > reversed[reverseAt].diameter)
    #expect(abs(reversed.last!.diameter - flight[0].diameter) <= slack)
    #expect(abs(reversed.last!.x - flight[0].x) <= slack && abs(reversed.last!.y - flight[0].y) <= slack)
  }
}
