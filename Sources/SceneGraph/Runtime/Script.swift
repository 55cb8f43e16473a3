import Foundation

/// Scripted input for a scene: taps and drags at points and times, and waits.
///
/// A script is built step by step from time 0; each step happens at the current time and
/// `wait` moves the time on:
///
///     let script = Script().wait(0.5).tap(at: CGPoint(x: 195, y: 350)).wait(1.5)
///     // tap at 0.5 s; the script lasts 2 s
public struct Script: Sendable {
  /// The events in time order.
  public private(set) var events: [ScriptEvent] = []
  /// The time after the last step, in seconds: how long the script lasts.
  public private(set) var duration: Double = 0

  public init() {}

  /// Taps at `point` (canvas coordinates, points) `count` times, the first tap at the current
  /// time and each further one ``multiTapSpacing`` later; the current time moves on to the
  /// last tap (a single tap leaves it where it is).
  ///
  /// The topmost visible view there receives each tap. Its `onTapGesture` actions count the
  /// taps: `tap(at: p, count: 2)` is a double tap (see `View.onTapGesture(count:perform:)`).
  /// A tap that reaches no tap action warns through `Diagnostics`. `count` must be ≥ 1;
  /// default 1.
  ///
  ///     let script = Script().wait(0.5).tap(at: CGPoint(x: 195, y: 350), count: 2).wait(1)
  ///     // taps at 0.5 s and 0.65 s; the script lasts 1.65 s
  public func tap(at point: CGPoint, count: Int = 1) -> Script {
    precondition(count >= 1, "a tap needs a count of at least 1, got \(count)")
    var copy = self
    for k in 0..<count {
      if k > 0 { copy.duration += Script.multiTapSpacing }
      copy.events.append(ScriptEvent(time: copy.duration, action: .tap(point)))
    }
    return copy
  }

  /// Taps, at the current time, the centre of the topmost view that shows `label`: a `Text`
  /// with exactly these characters, or a view with this `accessibilityLabel` (if none matches
  /// exactly, case and surrounding spaces are ignored). The point is found when the tap
  /// happens, so it follows the view wherever layout or animation has put it. Nothing showing
  /// it is a warning, and the tap does nothing.
  public func tap(label: String) -> Script {
    var copy = self
    copy.events.append(ScriptEvent(time: duration, action: .tapLabel(label)))
    return copy
  }

  /// The time between the taps of ``tap(at:count:)``: 0.15 s, a brisk human double tap,
  /// well inside the 0.35 s within which iOS counts a tap as the next of a multi-tap.
  public static let multiTapSpacing = 0.15

  /// Touches down at `point` (canvas coordinates, points), holds the finger still for
  /// `duration` seconds (≥ 0) and lifts it, moving the current time on to the release.
  ///
  /// A button under the finger shows its pressed look while it is down and runs its action
  /// when it lifts (see `Control/ButtonPress.swift`). Like a drag, a press is not a tap: an
  /// `onTapGesture` under it does not fire.
  ///
  ///     let script = Script().wait(0.5).press(at: CGPoint(x: 195, y: 350), duration: 0.3).wait(1)
  ///     // down at 0.5 s, up at 0.8 s; the script lasts 1.8 s
  public func press(at point: CGPoint, duration: Double) -> Script {
    precondition(duration >= 0 && duration.isFinite, "press duration must be a finite, non-negative time, got \(duration)")
    var copy = self
    copy.events.append(ScriptEvent(time: self.duration, action: .touch(.began, point)))
    copy.events.append(ScriptEvent(time: self.duration + duration, action: .touch(.ended, point)))
    copy.duration += duration
    return copy
  }

  /// Drags a finger in a straight line from `start` to `end` (canvas coordinates, points)
  /// over `duration` seconds, starting at the current time, and moves the current time on to
  /// the release.
  ///
  /// See ``drag(along:duration:)`` for the touch samples.
  public func drag(from start: CGPoint, to end: CGPoint, duration: Double) -> Script {
    drag(along: [start, end], duration: duration)
  }

  /// Drags a finger through `points` (canvas coordinates, points; at least one) over
  /// `duration` seconds (≥ 0), starting at the current time, and moves the current time on to
  /// the release.
  ///
  /// The finger touches down at the first point. It then moves at constant speed along each
  /// segment, every segment taking an equal share of `duration` (no easing), and is sampled
  /// at ``touchSampleRate`` from the touch-down: a move at each multiple of 1/120 s before
  /// the end, and a last move at the last point exactly at the end, where the finger also
  /// lifts. Samples do not depend on a video's frame rate, so a frame shows the finger where
  /// the latest sample at or before the frame's time put it.
  public func drag(along points: [CGPoint], duration: Double) -> Script {
    precondition(!points.isEmpty, "a drag needs at least one point")
    precondition(duration >= 0 && duration.isFinite, "drag duration must be a finite, non-negative time, got \(duration)")
    var copy = self
    copy.events.append(ScriptEvent(time: self.duration, action: .touch(.began, points[0])))
    let sampleCount = Int((duration * Script.touchSampleRate).rounded(.up))
    for k in stride(from: 1, to: max(sampleCount, 1), by: 1) {
      let elapsed = Double(k) / Script.touchSampleRate
      guard elapsed < duration else { break }
      let point = Script.point(along: points, at: elapsed / duration)
      copy.events.append(ScriptEvent(time: self.duration + elapsed, action: .touch(.moved, point)))
    }
    let end = self.duration + duration
    copy.events.append(ScriptEvent(time: end, action: .touch(.moved, points[points.count - 1])))
    copy.events.append(ScriptEvent(time: end, action: .touch(.ended, points[points.count - 1])))
    copy.duration = end
    return copy
  }

  /// How often a scripted drag samples the finger: 120 per second (a ProMotion display's
  /// touch rate).
  public static let touchSampleRate = 120.0

  /// The point a fraction `f` (0…1) of the way along `points`, each segment taking an equal
  /// share of the time.
  static func point(along points: [CGPoint], at f: Double) -> CGPoint {
    guard points.count > 1 else { return points[0] }
    let position = min(max(f, 0), 1) * Double(points.count - 1)
    let index = min(Int(position), points.count - 2)
    let local = position - Double(index)
    let (a, b) = (points[index], points[index + 1])
    return CGPoint(x: a.x + (b.x - a.x) * local, y: a.y + (b.y - a.y) * local)
  }

  /// Runs `body` at the current time, as if an app event changed state (for example inside
  /// `withAnimation`).
  public func perform(_ body: @escaping @Sendable () -> Void) -> Script {
    var copy = self
    copy.events.append(ScriptEvent(time: duration, action: .perform(body)))
    return copy
  }

  /// The same script with every event, and its end, `seconds` later (earlier when negative;
  /// no event may move before time 0).
  public func shifted(by seconds: Double) -> Script {
    precondition(seconds.isFinite, "a script shift must be finite, got \(seconds)")
    precondition((events.first?.time ?? 0) + seconds >= 0, "shifting by \(seconds) s moves an event before time 0")
    var copy = self
    copy.events = events.map { ScriptEvent(time: $0.time + seconds, action: $0.action) }
    copy.duration = max(0, duration + seconds)
    return copy
  }

  /// Moves the current time on by `seconds` (≥ 0).
  public func wait(_ seconds: Double) -> Script {
    precondition(seconds >= 0 && seconds.isFinite, "wait must be a finite, non-negative time, got \(seconds)")
    var copy = self
    copy.duration += seconds
    return copy
  }
}

/// One scripted event.
public struct ScriptEvent: Sendable {
  public enum Action: Sendable {
    case tap(CGPoint)
    /// A tap on the view showing this text or accessibility label.
    case tapLabel(String)
    /// One sample of a scripted drag's finger, in canvas coordinates.
    case touch(TouchPhase, CGPoint)
    case perform(@Sendable () -> Void)
  }

  /// When it happens, in seconds.
  public let time: Double
  public let action: Action
}

/// What a finger does at one touch sample.
public enum TouchPhase: Sendable {
  /// It touches down.
  case began
  /// It is at a new point (or the same one) while down.
  case moved
  /// It lifts.
  case ended
}
