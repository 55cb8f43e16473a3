import Flipbook
import Testing

// Composed gestures driven by scripted touches: Apple's "long press, then drag" example
// (written our own way), simultaneous and exclusive gestures, and a parent's high-priority
// gesture. Places from the script's finger, measured from the pixels; values from the
// gestures' rules.

/// A 40-pt square that follows a drag started by a half-second long press.
private struct PressThenDrag: View {
  enum DragState {
    case inactive, pressing, dragging(CGSize)
    var translation: CGSize { if case .dragging(let t) = self { t } else { .zero } }
    var isPressing: Bool { if case .inactive = self { false } else { true } }
  }

  @GestureState private var state = DragState.inactive

  var body: some View {
    let gesture = LongPressGesture(minimumDuration: 0.5)
      .sequenced(before: DragGesture(minimumDistance: 0))
      .updating($state) { value, state, _ in
        switch value {
        case .first(true): state = .pressing
        case .second(true, let drag): state = .dragging(drag?.translation ?? .zero)
        default: state = .inactive
        }
      }
    return (state.isPressing ? Paints.b : Paints.a).frame(width: 40, height: 40)
      .offset(x: state.translation.width, y: state.translation.height)
      .gesture(gesture)
  }
}

@Suite struct ComposedGestureTests {
  private let canvas = CGSize(width: 100, height: 100)
  private let centre = CGPoint(x: 50, y: 50)

  /// Down at 0.2, still until 0.8, then 30 pt right over 0.6 s: the press succeeds at 0.7
  /// (blue from touch-down), the drag follows from 0.8, halfway (1.1 s) 15 pt on, and on the
  /// lift at 1.4 the state resets (red, back at 30).
  @Test func aLongPressThenADragMovesTheSquare() {
    let script = Script().wait(0.2).drag(along: [centre, centre, CGPoint(x: 80, y: 50)], duration: 1.2).wait(0.3)
    let r = SceneRuntime(PressThenDrag(), canvasSize: canvas, script: script)
    #expect(r.pixels(at: 0.1).box(of: Paints.aRGB) == CGRect(x: 30, y: 30, width: 40, height: 40))
    #expect(r.pixels(at: 0.4).box(of: Paints.bRGB) == CGRect(x: 30, y: 30, width: 40, height: 40))
    #expect(r.pixels(at: 1.1).box(of: Paints.bRGB) == CGRect(x: 45, y: 30, width: 40, height: 40))
    #expect(r.pixels(at: 1.5).box(of: Paints.aRGB) == CGRect(x: 30, y: 30, width: 40, height: 40))
  }

  /// Dragged at once, the long press fails when the finger has moved 10 pt, and the square
  /// never follows.
  @Test func aDragWithoutTheLongPressDoesNothing() {
    let script = Script().wait(0.2).drag(from: centre, to: CGPoint(x: 80, y: 50), duration: 0.6).wait(0.3)
    let r = SceneRuntime(PressThenDrag(), canvasSize: canvas, script: script)
    #expect(r.pixels(at: 0.5).box(of: Paints.aRGB) == CGRect(x: 30, y: 30, width: 40, height: 40))
    #expect(r.pixels(at: 0.8).box(of: Paints.aRGB) == CGRect(x: 30, y: 30, width: 40, height: 40))
  }

  /// A drag and a long press at once: the press reports at touch-down (second = true, first
  /// nil), the drag once the finger has gone 10 pt, and the whole ends with both.
  @Test func simultaneousPartsReportTogether() {
    let log = Log()
    let gesture = DragGesture().simultaneously(with: LongPressGesture(minimumDuration: 5))
      .onChanged { value in log.append("\(value.first != nil) \(value.second ?? false)") }
      .onEnded { value in log.append("ended \(value.first.map { Int($0.translation.width) } ?? -1)") }
    let view = Paints.a.frame(width: 40, height: 40).gesture(gesture)
    let script = Script().wait(0.2).drag(from: centre, to: CGPoint(x: 80, y: 50), duration: 0.3).wait(0.2)
    let r = SceneRuntime(view, canvasSize: canvas, script: script)
    r.advance(to: 1)
    #expect(log.entries.first == "false true")
    #expect(log.entries.dropFirst().first == "true true")
    #expect(log.entries.last == "ended 30")
  }

  /// A tap before a drag: a short press is the tap (`.first`); a drag makes the tap fail and
  /// reports as the second part.
  @Test(arguments: [false, true])
  func anExclusiveGestureFallsBackToItsSecondPart(drags: Bool) {
    let log = Log()
    let gesture = TapGesture().exclusively(before: DragGesture())
      .onEnded { value in
        switch value {
        case .first: log.append("tap")
        case .second(let drag): log.append("drag \(Int(drag.translation.width))")
        }
      }
    let view = Paints.a.frame(width: 40, height: 40).gesture(gesture)
    let base = Script().wait(0.2)
    let script = drags ? base.drag(from: centre, to: CGPoint(x: 70, y: 50), duration: 0.3) : base.press(at: centre, duration: 0.1)
    let r = SceneRuntime(view, canvasSize: canvas, script: script.wait(0.2))
    r.advance(to: 1)
    #expect(log.entries == [drags ? "drag 20" : "tap"])
  }

  /// A parent's `highPriorityGesture` takes the touch from its child's gesture.
  @Test(arguments: [false, true])
  func aHighPriorityGestureWinsOverTheChilds(high: Bool) {
    let log = Log()
    let child = Paints.a.frame(width: 40, height: 40).gesture(DragGesture().onEnded { _ in log.append("child") })
    let parent = DragGesture().onEnded { _ in log.append("parent") }
    let script = Script().wait(0.2).drag(from: centre, to: CGPoint(x: 80, y: 50), duration: 0.3).wait(0.2)
    let r = high
      ? SceneRuntime(child.padding(10).highPriorityGesture(parent), canvasSize: canvas, script: script)
      : SceneRuntime(child.padding(10).gesture(parent), canvasSize: canvas, script: script)
    r.advance(to: 1)
    #expect(log.entries == [high ? "parent" : "child"])
  }
}
