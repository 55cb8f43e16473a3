import Foundation

// What: `Text(_:style:)` (a date as a time, a date, or relative to now), `Text(_:format:)`
// (any Foundation format style: numbers, percentages, currencies, dates) and the environment's
// `locale` and `timeZone` they are formatted in.
//
// How: "now" is the scene's clock (`SceneClock`), so `.relative`, `.offset` and `.timer`
// count on the virtual clock and tick on the video frames, and a date computed from
// `SceneClock.date(at:)` renders the same on every run. The environment defaults are fixed
// where iOS uses the device's: English (United States) and UTC, so a golden does not depend on
// the machine that recorded it; set `.environment(\.locale, …)` and `.environment(\.timeZone,
// …)` for others.
//
// Refuses: `Date.now` is the machine's clock, not the scene's; a text of `Date.now` changes
// from run to run, as it would from launch to launch on a phone.

extension Text {
  /// How `Text(_:style:)` shows its date.
  public struct DateStyle: Hashable, Sendable {
    enum Kind: Hashable, Sendable { case time, date, relative, offset, timer }
    let kind: Kind

    /// The time of day, short: `9:41 AM`.
    public static let time = DateStyle(kind: .time)
    /// The date, long: `January 1, 2026`.
    public static let date = DateStyle(kind: .date)
    /// How far the date is from now, in its two largest units: `2 min, 5 sec`; `0 sec` at it.
    public static let relative = DateStyle(kind: .relative)
    /// The same, signed: `+2 min, 5 sec` before the date is reached, `-…` after.
    public static let offset = DateStyle(kind: .offset)
    /// A stopwatch of the time between now and the date: `2:05`, `1:02:05`.
    public static let timer = DateStyle(kind: .timer)
  }

  /// `date` shown in `style`; the relative styles count on the scene's clock, so the text
  /// changes from one video frame to the next.
  public init(_ date: Date, style: DateStyle) {
    runs = [Run(content: "", date: DateRun(date: date, style: style))]
  }

  /// `input` formatted by `format`, as `format.format(input)` writes it:
  /// `Text(0.25, format: .percent)` shows `25%`.
  public init<F: FormatStyle>(_ input: F.FormatInput, format: F) where F.FormatInput: Equatable, F.FormatOutput == String {
    self.init(verbatim: format.format(input))
  }
}

/// A date and the style `Text(_:style:)` shows it in.
struct DateRun: Equatable {
  let date: Date
  let style: Text.DateStyle

  /// The characters for the pass whose date is `now`.
  func text(now: Date, _ environment: EnvironmentValues) -> String {
    switch style.kind {
    case .time: formatted("h:mm a", environment)
    case .date: formatted("MMMM d, yyyy", environment)
    case .relative: Self.twoUnits(abs(date.timeIntervalSince(now)))
    case .offset:
      // Rounded to whole seconds first, so that the moment itself is "0 sec", unsigned.
      (date.timeIntervalSince(now).rounded(.towardZero) == 0 ? "" : date > now ? "+" : "-")
        + Self.twoUnits(abs(date.timeIntervalSince(now)))
    case .timer: Self.stopwatch(abs(date.timeIntervalSince(now)))
    }
  }

  private func formatted(_ pattern: String, _ environment: EnvironmentValues) -> String {
    let formatter = DateFormatter()
    formatter.locale = environment.locale
    formatter.timeZone = environment.timeZone
    formatter.dateFormat = pattern
    return formatter.string(from: date)
  }

  /// Whole seconds as their two largest non-zero units of days, hours, minutes and seconds.
  static func twoUnits(_ interval: TimeInterval) -> String {
    var rest = Int(interval.rounded(.towardZero))
    let units: [(size: Int, name: (Int) -> String)] = [
      (86_400, { $0 == 1 ? "1 day" : "\($0) days" }), (3_600, { "\($0) hr" }), (60, { "\($0) min" }), (1, { "\($0) sec" }),
    ]
    var parts: [String] = []
    for unit in units {
      let count = rest / unit.size
      rest %= unit.size
      if count > 0 || (!parts.isEmpty && parts.count < 2) { parts.append(unit.name(count)) }
      if parts.count == 2 { break }
    }
    if parts.count == 2 && parts[1].hasPrefix("0 ") { parts.removeLast() }
    return parts.isEmpty ? "0 sec" : parts.joined(separator: ", ")
  }

  /// Whole seconds as `m:ss`, or `h:mm:ss` from an hour on.
  static func stopwatch(_ interval: TimeInterval) -> String {
    let total = Int(interval.rounded(.towardZero))
    let (hours, minutes, seconds) = (total / 3_600, total / 60 % 60, total % 60)
    func two(_ n: Int) -> String { n < 10 ? "0\(n)" : "\(n)" }
    return hours > 0 ? "\(hours):\(two(minutes)):\(two(seconds))" : "\(minutes):\(two(seconds))"
  }
}

private struct LocaleKey: EnvironmentKey {
  static let defaultValue = Locale(identifier: "en_US")
}

private struct TimeZoneKey: EnvironmentKey {
  static let defaultValue = TimeZone(identifier: "UTC")!
}

extension EnvironmentValues {
  /// The locale dates are formatted in; default English (United States), fixed so that
  /// renders do not depend on the machine.
  public var locale: Locale {
    get { self[LocaleKey.self] }
    set { self[LocaleKey.self] = newValue }
  }

  /// The time zone dates are shown in; default UTC, fixed so that renders do not depend on the
  /// machine.
  public var timeZone: TimeZone {
    get { self[TimeZoneKey.self] }
    set { self[TimeZoneKey.self] = newValue }
  }
}
