import Flipbook
import Foundation
import Testing

// `Text(_:style:)` and `Text(_:format:)`, read from the pixels: each is drawn exactly as the
// string worked out by hand from the scene's clock (scene time 0 is 1 January 2026, 09:41:00
// UTC) is drawn by `Text(verbatim:)`.

private let canvas = CGSize(width: 320, height: 40)

/// The pixels of `view` at scene time `time`.
private func pixels(_ view: some View, at time: Double) -> [UInt8] {
  let runtime = SceneRuntime(view.font(.system(size: 17)), canvasSize: canvas)
  var pixmap = Pixmap(width: Int(canvas.width), height: Int(canvas.height))
  pixmap.render(runtime.displayList(at: time), scale: 1)
  return pixmap.data
}

/// Whether `text` at `time` draws `expected`.
private func shows(_ text: Text, _ expected: String, at time: Double = 0) -> Bool {
  pixels(text, at: time) == pixels(Text(verbatim: expected), at: time)
}

@Suite struct DateTextTests {
  let start = SceneClock.startDate

  @Test func timeAndDateInEnglishAndUTC() {
    #expect(shows(Text(start, style: .time), "9:41 AM"))
    #expect(shows(Text(start.addingTimeInterval(5 * 3600), style: .time), "2:41 PM"))
    #expect(shows(Text(start, style: .date), "January 1, 2026"))
    // The control: a wrong string draws other pixels.
    #expect(!shows(Text(start, style: .time), "9:42 AM"))
  }

  /// The environment's time zone: 09:41 UTC is 10:41 in Paris in January (UTC+1).
  @Test func theEnvironmentsTimeZone() {
    let paris = Text(start, style: .time).environment(\.timeZone, TimeZone(identifier: "Europe/Paris")!)
    #expect(pixels(paris, at: 0) == pixels(Text(verbatim: "10:41 AM"), at: 0))
  }

  /// A date 125 s after the start: 2 min 5 s away at 0, 2 min at 5 s, and counted past it.
  @Test func relativeOffsetAndTimerCountOnTheSceneClock() {
    let due = start.addingTimeInterval(125)
    #expect(shows(Text(due, style: .relative), "2 min, 5 sec"))
    #expect(shows(Text(due, style: .relative), "2 min", at: 5))
    #expect(shows(Text(due, style: .relative), "0 sec", at: 125))
    #expect(shows(Text(due, style: .relative), "1 hr, 1 min", at: 125 + 3_660))
    #expect(shows(Text(due, style: .offset), "+2 min, 5 sec"))
    #expect(shows(Text(due, style: .offset), "-5 sec", at: 130))
    #expect(shows(Text(due, style: .timer), "2:05"))
    // 121.5 s to go: whole seconds, 2:01.
    #expect(shows(Text(due, style: .timer), "2:01", at: 3.5))
    #expect(shows(Text(due, style: .timer), "1:00:05", at: 125 + 3_605))
  }

  /// A styled date keeps its place in a concatenation and the attributes around it.
  @Test func aDateInAConcatenation() {
    let text = Text("Due in ") + Text(start.addingTimeInterval(60), style: .relative).bold()
    let expected = Text("Due in ") + Text(verbatim: "1 min").bold()
    #expect(pixels(text, at: 0) == pixels(expected, at: 0))
  }

  @Test func formatStyles() {
    #expect(shows(Text(0.25, format: .percent), "25%"))
    #expect(shows(Text(1234, format: .number), "1,234"))
  }
}
