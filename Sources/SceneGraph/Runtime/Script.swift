import Foundation

/// Scripted input for a scene: taps at points and times, and waits.
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

  /// Taps at `point` (canvas coordinates, points) at the current time. The topmost visible
  /// view there receives it; its `onTapGesture` action runs (or nothing, if it has none).
  public func tap(at point: CGPoint) -> Script {
    var copy = self
    copy.events.append(ScriptEvent(time: duration, action: .tap(point)))
    return copy
  }

  /// Runs `body` at the current time, as if an app event changed state (for example inside
  /// `withAnimation`).
  public func perform(_ body: @escaping @Sendable () -> Void) -> Script {
    var copy = self
    copy.events.append(ScriptEvent(time: duration, action: .perform(body)))
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
    case perform(@Sendable () -> Void)
  }

  /// When it happens, in seconds.
  public let time: Double
  public let action: Action
}
