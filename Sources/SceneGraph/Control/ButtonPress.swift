import Foundation

// Button presses: how scripted input sets a `ButtonStyle`'s `configuration.isPressed`.
//
// What: a touch that goes down on what a button draws presses it; the press follows the
// finger (it lets go when the finger moves too far away and comes back when it returns), and
// when the finger lifts while the button is still pressed, the action runs. A scripted tap,
// which is instantaneous, presses and releases the button at its own time, each as a change
// of its own, and then reaches the button's action like any tap action; so the frame of the
// tap shows the pressed look and a style's release animation plays from it, as a quick tap
// on iOS shows a flash of the pressed look.
// Why: this is UIKit's touch-up-inside, which SwiftUI's buttons follow; running the press and
// the release as separate changes is what lets `.animation(_:value: configuration.isPressed)`
// in a style see both.
// A scroll view (or a sheet) that starts moving under the finger releases the button untapped,
// as UIScrollView cancels its content's touches (`TouchSession.swift`).
// Refuses: an app's own drag on an ancestor taking the touch from the button (it leaves the
// press alone), several fingers, and buttons of primitive styles (they have no pressed state;
// their taps are the style's own gestures).
//
// Slop. Apple documents no distance; UIKit's controls keep a touch "inside" until it is more
// than 70 pt outside their bounds (a long-standing, widely measured value of
// `UIControl`'s touch tracking), and SwiftUI's buttons let go at about the same distance.
// Flipbook uses 70 pt on every side.

/// How a touch presses one button, as registered in one pass.
struct PressTarget {
  /// The button's frame on the canvas, in points.
  let bounds: CGRect
  /// Sets the button's pressed state (a state change: it re-renders the button).
  let setPressed: (Bool) -> Void

  /// How far outside its bounds, in points, a touch still presses a button.
  static let slop: CGFloat = 70

  /// Whether a finger at `point` (canvas points) presses the button.
  func isPressed(by point: CGPoint) -> Bool {
    bounds.insetBy(dx: -Self.slop, dy: -Self.slop).contains(point)
  }
}

/// The button a finger pressed when it went down, while that finger is down.
struct ButtonPress {
  /// The button's tap modifier, to find its newest registration and action.
  let identity: ViewIdentity
  /// The registration at touch-down: what releases the button if it is gone by the time
  /// the finger lifts.
  let initial: PressTarget
  /// Whether the finger presses it now.
  var isPressed: Bool
}

extension SceneRuntime {
  /// The innermost button under `point` in the last pass, with its identity.
  private func pressableHandler(at point: CGPoint) -> TapHandler? {
    let region = lastPass?.hitRegionsTopmostFirst.first { $0.bounds.contains(point) }
    return region?.tapHandlers.last { $0.press != nil }
  }

  /// A scripted tap's flash: presses the button under `point` and releases it, each change
  /// applied on its own at the current time. The tap itself then runs the action.
  func flashPress(at point: CGPoint) {
    guard let press = pressableHandler(at: point)?.press else { return }
    press.setPressed(true)
    commitChanges()
    press.setPressed(false)
    commitChanges()
  }

  /// A finger went down at `point`: the button there, if any, is pressed.
  func beginPress(at point: CGPoint) -> ButtonPress? {
    guard let handler = pressableHandler(at: point), let press = handler.press else { return nil }
    press.setPressed(true)
    return ButtonPress(identity: handler.identity, initial: press, isPressed: true)
  }

  /// The finger moved to `point`: the press follows it in and out of the slop.
  func movePress(_ press: inout ButtonPress, to point: CGPoint) {
    guard let target = lastPass?.taps[press.identity]?.press else { return }
    let inside = target.isPressed(by: point)
    guard inside != press.isPressed else { return }
    press.isPressed = inside
    target.setPressed(inside)
  }

  /// The finger lifted at `point`: the button is released, and its action runs when the
  /// finger still pressed it. The release is applied before the action, as its own change.
  func endPress(_ press: ButtonPress, at point: CGPoint) {
    var press = press
    movePress(&press, to: point)
    guard let handler = lastPass?.taps[press.identity] else {
      press.initial.setPressed(false)  // the button is gone: nothing to run
      return
    }
    handler.press?.setPressed(false)
    guard press.isPressed else { return }
    commitChanges()
    handler.action()
  }
}
