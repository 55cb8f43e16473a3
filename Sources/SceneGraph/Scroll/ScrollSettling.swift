import Foundation

// What: how a released scroll view comes to rest on a place a scroll target behavior chose
// (docs/SEMANTICS.md §7, scroll targets): UIKit's paging rule and paging spring, and a
// deceleration re-aimed at a target.
//
// Paging is UIScrollView's own (SwiftUI's `.paging` turns on the platform scroll view's
// paging), as UIKitCore's `UIScrollView` has it (`_prepareToPageWithHorizontalVelocity:…`,
// `_getPagingDecelerationOffset:forTimeInterval:`; read from the published decompilation):
// - The page is the scroll view's length. A release exactly on a page boundary stays. Faster
//   than 0.3 pt/ms (300 pt/s) the content goes to the next boundary in the direction it
//   moves; slower, to the nearest one (a half page rounds forward; at or past the last
//   offset, to the last page). The target is clamped to the content's offsets.
// - A spring stepped once a millisecond carries it there from the release velocity v (points
//   per ms): v ← (v + (T − x) · pull) · friction, then x ← x + v, until |v| < 0.01 with the
//   step's distance ≤ 1, when it snaps to T. Pull and friction follow the scroll view's width
//   W: pull = 0.000359090909 − 1.84659091e−7 · W and friction = 0.966818182 + 9.94318182e−6 · W
//   up to 1024 (0.00017 and 0.977 beyond): the lines through 0.0003 / 0.97 at 320 pt and
//   0.00017 / 0.977 at 1024 pt. At 390 pt: pull 0.000287, friction 0.97070, a spring of
//   ω = 16.9 rad/s and damping ratio 0.878 (0.3 % overshoot), at rest in about 0.5 s.
// - Flipbook differs: the offset is not rounded to the pixel grid at each step, and a step's
//   fraction is interpolated, so the curve does not depend on the frame rate.
//
// Every other behavior (view-aligned, custom) moves the target of a normal deceleration:
// the coast keeps the release velocity and takes the deceleration rate r' that ends it at the
// target, −v / (1000 · ln r') = distance. Apple documents neither this nor UIKit's own
// adjustment; Flipbook uses it while r' lies between UIKit's fast rate, 0.99 per ms, and
// 0.999 (a coast up to twice as long as the normal one) and the target is ahead of the
// velocity, and the paging spring otherwise (a target behind the flick, or too far for its
// speed).
// Refuses: UIKit's paging swipe recognizer (a quick swipe before the pan begins turns the
// page at once) and paging with interpage spacing.

/// UIKit's paging: the page a released drag settles on and the spring that takes it there.
struct PagingSpring {
  /// Release speed above which a drag turns the page in its direction, in points per
  /// millisecond: UIKit's 0.3 (300 pt/s).
  static let flickSpeed = 0.3

  /// Below this speed (points per ms), within a point of the target, the spring snaps to it.
  static let restingSpeed = 0.01

  /// The offset a drag released at `offset` moving at `velocity` (content points per second,
  /// positive: towards larger offsets) settles on, with pages `page` points long and offsets
  /// from 0 to `maximum`.
  static func target(offset: CGFloat, velocity: CGFloat, page: CGFloat, maximum: CGFloat) -> CGFloat {
    guard page > 0 else { return min(max(offset, 0), maximum) }
    let position = offset / page
    let speed = velocity / 1000
    let index: CGFloat
    if position == position.rounded(.down) {
      index = position
    } else if speed > flickSpeed {
      index = position.rounded(.up)
    } else if speed < -flickSpeed {
      index = position.rounded(.down)
    } else {
      index = offset >= maximum ? position.rounded(.up) : (position + 0.5).rounded(.down)
    }
    return min(max(index * page, 0), maximum)
  }

  /// UIKit's spring pull for a scroll view `width` points wide (per ms²).
  static func pull(width: CGFloat) -> Double {
    width > 1024 ? 0.00017 : 0.000359090909 - 0.000000184659091 * width
  }

  /// UIKit's spring friction for a scroll view `width` points wide (velocity kept per ms).
  static func friction(width: CGFloat) -> Double {
    width > 1024 ? 0.977 : 0.966818182 + 0.00000994318182 * width
  }

  let start: CGFloat
  /// Points per millisecond.
  let velocity: Double
  let target: CGFloat
  let pull: Double
  let friction: Double

  /// At most this many steps are taken (10 s): the spring is long at rest by then.
  private static let maximumSteps = 10_000

  /// The offset `elapsed` seconds after the release, and whether the spring still moves.
  func offset(after elapsed: Double) -> (offset: CGFloat, isMoving: Bool) {
    let milliseconds = max(elapsed, 0) * 1000
    let steps = min(Int(milliseconds), Self.maximumSteps)
    var (x, v) = (Double(start), velocity)
    for _ in 0..<steps {
      guard let next = step(x, v) else { return (target, false) }
      (x, v) = next
    }
    guard let next = step(x, v) else { return (target, false) }
    let fraction = milliseconds - Double(steps)
    return (CGFloat(x + (next.x - x) * min(fraction, 1)), true)
  }

  /// One millisecond on from position `x` and velocity `v`; nil once the spring has snapped.
  private func step(_ x: Double, _ v: Double) -> (x: Double, v: Double)? {
    let distance = Double(target) - x
    let velocity = (v + distance * pull) * friction
    if abs(velocity) < Self.restingSpeed && abs(distance) <= 1 { return nil }
    return (x + velocity, velocity)
  }
}

/// A deceleration from a release that ends exactly on a chosen target (see the file's note).
struct RetargetedDeceleration {
  let start: CGFloat
  /// Points per second.
  let velocity: CGFloat
  let target: CGFloat
  /// The deceleration rate per millisecond that makes the coast end at `target`.
  let rate: Double

  /// The most abrupt and the gentlest rates Flipbook re-aims a coast with: UIKit's fast
  /// deceleration rate, and the rate that coasts twice as far as its normal one.
  static let rates: ClosedRange<Double> = 0.99...0.999

  /// The deceleration from `start` at `velocity` that ends at `target`, or nil when the
  /// target is behind the velocity or the rate it would take is outside ``rates``.
  init?(start: CGFloat, velocity: CGFloat, target: CGFloat) {
    let distance = Double(target - start)
    guard distance != 0, velocity != 0, (distance > 0) == (velocity > 0) else { return nil }
    let rate = exp(-Double(velocity) / (1000 * distance))
    guard Self.rates.contains(rate) else { return nil }
    (self.start, self.velocity, self.target, self.rate) = (start, velocity, target, rate)
  }

  /// The offset `elapsed` seconds after the release, and whether it still moves (faster than
  /// the scroll view's resting speed).
  func offset(after elapsed: Double) -> (offset: CGFloat, isMoving: Bool) {
    let ms = max(elapsed, 0) * 1000
    let coasted = Double(velocity) * (pow(rate, ms) - 1) / (1000 * log(rate))
    let speed = abs(Double(velocity)) * pow(rate, ms)
    return (start + CGFloat(coasted), speed > ScrollOffsetTracker.restingSpeed)
  }
}
