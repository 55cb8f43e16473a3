// What: `TimelineView` and its schedules, on the scene's virtual clock.
//
// The scene's clock reads `SceneClock.date(at:)`: scene time 0 is a fixed date, so a clock or
// a countdown drawn from `context.date` renders the same picture on every run. Each pass, a
// timeline shows the latest entry of its schedule at or before the pass's date, counted from
// the moment the view appeared; `.animation` shows the pass's date itself. A timeline with
// entries still to come keeps the scene from settling, so a render does not stop under it.

import Foundation

/// The scene's virtual clock as dates.
public enum SceneClock {
  /// The date at scene time 0: Thursday 1 January 2026, 09:41:00 UTC (the time Apple's
  /// product pictures show), fixed so that renders are reproducible.
  public static let startDate = Date(timeIntervalSince1970: 1_767_260_460)

  /// The date at scene time `time` (seconds).
  public static func date(at time: Double) -> Date { startDate.addingTimeInterval(time) }
}

/// How often a schedule is asked for entries.
public enum TimelineScheduleMode: Hashable, Sendable {
  case normal, lowFrequency
}

/// The dates at which a `TimelineView` updates.
public protocol TimelineSchedule {
  associatedtype Entries: Sequence where Entries.Element == Date
  /// The update dates from `startDate` on, in increasing order.
  func entries(from startDate: Date, mode: TimelineScheduleMode) -> Entries
}

/// Updates as often as frames are drawn, or every `minimumInterval` seconds.
public struct AnimationTimelineSchedule: TimelineSchedule, Sendable {
  let minimumInterval: Double?
  let paused: Bool

  public init(minimumInterval: Double? = nil, paused: Bool = false) {
    self.minimumInterval = minimumInterval
    self.paused = paused
  }

  public func entries(from startDate: Date, mode: TimelineScheduleMode) -> PeriodicTimelineSchedule.Entries {
    PeriodicTimelineSchedule.Entries(start: startDate, interval: minimumInterval ?? 1.0 / 120, limit: paused ? 1 : nil)
  }
}

/// Updates every `interval` seconds from `startDate`.
public struct PeriodicTimelineSchedule: TimelineSchedule, Sendable {
  let startDate: Date
  let interval: TimeInterval

  public init(from startDate: Date, by interval: TimeInterval) {
    self.startDate = startDate
    self.interval = interval
  }

  /// Dates `interval` apart from a first one, endless unless limited.
  public struct Entries: Sequence, IteratorProtocol, Sendable {
    let start: Date
    let interval: TimeInterval
    let limit: Int?
    var index = 0

    init(start: Date, interval: TimeInterval, limit: Int? = nil) {
      self.start = start
      self.interval = Swift.max(interval, 1e-6)
      self.limit = limit
    }

    public mutating func next() -> Date? {
      if let limit, index >= limit { return nil }
      defer { index += 1 }
      return start.addingTimeInterval(Double(index) * interval)
    }

    /// The latest entry at or before `date`, and whether a later one follows, by arithmetic.
    func latest(atOrBefore date: Date) -> (entry: Date?, hasMore: Bool) {
      let elapsed = date.timeIntervalSince(start)
      guard elapsed >= 0 else { return (nil, limit != 0) }
      var k = Int((elapsed / interval).rounded(.down))
      if let limit { k = Swift.min(k, limit - 1) }
      guard k >= 0 else { return (nil, false) }
      return (start.addingTimeInterval(Double(k) * interval), limit.map { k + 1 < $0 } ?? true)
    }
  }

  public func entries(from startDate: Date, mode: TimelineScheduleMode) -> Entries {
    // Entries keep to the schedule's own grid, starting at the first one not before the view.
    let steps = max(0, (startDate.timeIntervalSince(self.startDate) / interval).rounded(.down))
    return Entries(start: self.startDate.addingTimeInterval(steps * interval), interval: interval)
  }
}

/// Updates at the start of every minute.
public struct EveryMinuteTimelineSchedule: TimelineSchedule, Sendable {
  public init() {}

  public func entries(from startDate: Date, mode: TimelineScheduleMode) -> PeriodicTimelineSchedule.Entries {
    let minute = (startDate.timeIntervalSinceReferenceDate / 60).rounded(.down) * 60
    return PeriodicTimelineSchedule.Entries(start: Date(timeIntervalSinceReferenceDate: minute), interval: 60)
  }
}

/// Updates at the given dates.
public struct ExplicitTimelineSchedule<Entries: Sequence>: TimelineSchedule where Entries.Element == Date {
  let dates: Entries

  public init(_ dates: Entries) { self.dates = dates }

  public func entries(from startDate: Date, mode: TimelineScheduleMode) -> Entries { dates }
}

extension TimelineSchedule where Self == AnimationTimelineSchedule {
  /// Every frame.
  public static var animation: AnimationTimelineSchedule { AnimationTimelineSchedule() }

  /// Every frame, at most every `minimumInterval` seconds; `paused` stops it.
  public static func animation(minimumInterval: Double? = nil, paused: Bool = false) -> AnimationTimelineSchedule {
    AnimationTimelineSchedule(minimumInterval: minimumInterval, paused: paused)
  }
}

extension TimelineSchedule where Self == PeriodicTimelineSchedule {
  public static func periodic(from startDate: Date, by interval: TimeInterval) -> PeriodicTimelineSchedule {
    PeriodicTimelineSchedule(from: startDate, by: interval)
  }
}

extension TimelineSchedule where Self == EveryMinuteTimelineSchedule {
  public static var everyMinute: EveryMinuteTimelineSchedule { EveryMinuteTimelineSchedule() }
}

extension TimelineSchedule {
  public static func explicit<S: Sequence>(_ dates: S) -> ExplicitTimelineSchedule<S> where Self == ExplicitTimelineSchedule<S> {
    ExplicitTimelineSchedule(dates)
  }
}

/// What a `TimelineView`'s content is drawn for.
public struct TimelineViewDefaultContext {
  /// How often the timeline updates.
  public enum Cadence: Comparable, Sendable {
    case live, seconds, minutes
  }

  /// The entry being shown.
  public let date: Date
  public let cadence: Cadence
}

/// A view whose content is redrawn at the dates of a schedule.
public struct TimelineView<Schedule: TimelineSchedule, Content: View>: PrimitiveView {
  public typealias Context = TimelineViewDefaultContext

  let schedule: Schedule
  let content: (Context) -> Content

  public init(_ schedule: Schedule, @ViewBuilder content: @escaping (Context) -> Content) {
    self.schedule = schedule
    self.content = content
  }

  package func makeNode(_ resolver: inout Resolver, _ identity: ViewIdentity) -> Node {
    let runtime = resolver.runtime
    let now = SceneClock.date(at: resolver.pass.time)
    let startKey = identity.appending(.property("timelineStart"))
    let start = runtime.observedValues[startKey] as? Date ?? now
    runtime.observedValues[startKey] = start

    // The latest entry at or before now, and whether another one follows.
    var shown: Date?
    var hasMore = false
    let entries = schedule.entries(from: start, mode: .normal)
    if let periodic = entries as? PeriodicTimelineSchedule.Entries {
      (shown, hasMore) = periodic.latest(atOrBefore: now)
    } else {
      var iterator = entries.makeIterator()
      var looked = 0
      while let entry = iterator.next(), looked < 100_000 {
        looked += 1
        if entry > now {
          hasMore = true
          break
        }
        shown = entry
      }
    }
    let isLive = (schedule as? AnimationTimelineSchedule).map { $0.minimumInterval == nil && !$0.paused } ?? false
    if hasMore { resolver.pass.hasLiveTimeline = true }
    let date = isLive ? now : (shown ?? start)
    let cadence: Context.Cadence = schedule is AnimationTimelineSchedule ? .live : .seconds
    return resolver.resolve(content(Context(date: date, cadence: cadence)), identity.appending(.content))
  }
}
