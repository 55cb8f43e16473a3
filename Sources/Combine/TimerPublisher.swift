import Foundation

extension Timer {
  /// A publisher of the date every `interval` seconds once connected:
  /// `Timer.publish(every: 1, on: .main, in: .common).autoconnect()`.
  ///
  /// In a scene, `.onReceive` runs such a timer on the scene's virtual clock: its first value
  /// `interval` seconds after the view appears, then every `interval`, each the scene's date
  /// at that moment, the same on every run. Elsewhere, connecting schedules a Foundation timer
  /// on `runLoop`.
  public static func publish(
    every interval: TimeInterval, tolerance: TimeInterval? = nil, on runLoop: RunLoop, in mode: RunLoop.Mode,
    options: RunLoop.SchedulerOptions? = nil
  ) -> TimerPublisher {
    TimerPublisher(interval: interval, tolerance: tolerance, runLoop: runLoop, mode: mode)
  }

  /// The publisher `Timer.publish(every:on:in:)` returns.
  public final class TimerPublisher: ConnectablePublisher, @unchecked Sendable {
    public typealias Output = Date
    public typealias Failure = Never

    public let interval: TimeInterval
    public let tolerance: TimeInterval?
    public let runLoop: RunLoop
    public let mode: RunLoop.Mode
    private let subscribers = SubscriberList<Date, Never>()

    public init(interval: TimeInterval, tolerance: TimeInterval? = nil, runLoop: RunLoop, mode: RunLoop.Mode) {
      self.interval = interval
      self.tolerance = tolerance
      self.runLoop = runLoop
      self.mode = mode
    }

    public func receive<S: Subscriber>(subscriber: S) where S.Input == Date, S.Failure == Never {
      subscribers.add(subscriber)
    }

    public func connect() -> any Cancellable {
      let timer = Timer(timeInterval: interval, repeats: true) { [subscribers] _ in subscribers.send(Date()) }
      runLoop.add(timer, forMode: mode)
      return AnyCancellable { timer.invalidate() }
    }
  }
}

extension RunLoop {
  /// Options of a run-loop scheduler (none are used).
  public struct SchedulerOptions: Sendable {}
}

/// A publisher whose values a scene delivers on its own clock, at a fixed period.
public protocol ScenePeriodicPublisher {
  /// Seconds between values.
  var scenePeriod: TimeInterval { get }
}

extension Timer.TimerPublisher: ScenePeriodicPublisher {
  public var scenePeriod: TimeInterval { interval }
}

extension Publishers.Autoconnect: ScenePeriodicPublisher where Upstream == Timer.TimerPublisher {
  public var scenePeriod: TimeInterval { upstream.interval }
}
