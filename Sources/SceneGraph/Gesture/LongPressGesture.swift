// What: `LongPressGesture`, `onLongPressGesture` and `TapGesture` as a `Gesture`.
//
// A long press, as SwiftUI reports it: when the finger touches down the gesture is pressing —
// `onChanged` and `updating` run with `true`, `onPressingChanged(true)`; if the finger stays
// within `maximumDistance` (10 pt) of where it touched for `minimumDuration` (0.5 s) the
// gesture succeeds at that moment, whether or not the finger has lifted: `onEnded(true)` and
// the `perform` action run, pressing turns false and `@GestureState`s reset. Lifting or moving
// too far first makes it fail: pressing turns false, states reset, nothing ends. The deadline
// is an event of the scene at touch-down + `minimumDuration`, so it lands on the same frame on
// every run. The defaults are SwiftUI's (and UIKit's `UILongPressGestureRecognizer`'s).
// `TapGesture(count:)` is a tap action like `onTapGesture(count:)`'s, with the same rules
// (`TapSequence.swift`).

import Foundation

/// A gesture that succeeds when a finger stays down, without moving far, long enough.
public struct LongPressGesture: Gesture {
  /// Whether the press is still pressing (`onChanged`, `updating`) or has succeeded
  /// (`onEnded`, always `true`).
  public typealias Value = Bool

  /// How long the finger must stay down, in seconds; default 0.5.
  public var minimumDuration: Double
  /// How far, in points, the finger may move before the press fails; default 10.
  public var maximumDistance: CGFloat

  var changedActions: [(Bool) -> Void] = []
  var endedActions: [(Bool) -> Void] = []
  var updateBodies: [(Bool) -> Void] = []
  var pressingActions: [(Bool) -> Void] = []
  var resets: [() -> Void] = []

  /// - Parameters:
  ///   - minimumDuration: seconds the finger must stay down; default 0.5.
  ///   - maximumDistance: points the finger may move; default 10.
  public init(minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10) {
    self.minimumDuration = minimumDuration
    self.maximumDistance = maximumDistance
  }

  public var _gesture: _AnyGesture { _AnyGesture(kind: .longPress(self)) }

  /// Adds an action that runs with `true` when the finger touches down.
  public func onChanged(_ action: @escaping (Bool) -> Void) -> LongPressGesture {
    var copy = self
    copy.changedActions.append(action)
    return copy
  }

  /// Adds an action that runs with `true` when the press has lasted `minimumDuration`.
  public func onEnded(_ action: @escaping (Bool) -> Void) -> LongPressGesture {
    var copy = self
    copy.endedActions.append(action)
    return copy
  }

  /// Updates `state` with `true` when the finger touches down; `state` returns to its initial
  /// value when the press succeeds or fails.
  public func updating<State>(
    _ state: GestureState<State>, body: @escaping (Bool, inout State, inout Transaction) -> Void
  ) -> LongPressGesture {
    var copy = self
    copy.updateBodies.append { value in
      var current = state.wrappedValue
      var transaction = Transaction()
      body(value, &current, &transaction)
      withTransaction(transaction) { state.location.set(current) }
    }
    copy.resets.append { state.reset() }
    return copy
  }

  func onPressingChanged(_ action: @escaping (Bool) -> Void) -> LongPressGesture {
    var copy = self
    copy.pressingActions.append(action)
    return copy
  }
}

/// A gesture that succeeds when the view is tapped `count` times in a row.
public struct TapGesture: Gesture {
  public typealias Value = Void

  /// Taps needed; default 1.
  public var count: Int
  var endedActions: [(()) -> Void] = []

  public init(count: Int = 1) { self.count = max(count, 1) }

  public var _gesture: _AnyGesture { _AnyGesture(kind: .tap(self)) }

  /// Adds an action that runs when the taps are complete.
  public func onEnded(_ action: @escaping (()) -> Void) -> TapGesture {
    var copy = self
    copy.endedActions.append(action)
    return copy
  }
}

extension View {
  /// Runs `action` when a finger has stayed on the view for `minimumDuration` seconds
  /// without moving more than `maximumDistance` points; `onPressingChanged` hears `true` when
  /// the finger touches down and `false` when the press succeeds or fails.
  public func onLongPressGesture(
    minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10, perform action: @escaping () -> Void,
    onPressingChanged: ((Bool) -> Void)? = nil
  ) -> some View {
    var press = LongPressGesture(minimumDuration: minimumDuration, maximumDistance: maximumDistance)
      .onEnded { _ in action() }
    if let onPressingChanged { press = press.onPressingChanged(onPressingChanged) }
    return gesture(press)
  }

  /// `onLongPressGesture` with the pressing callback first, as SwiftUI's older form has it.
  public func onLongPressGesture(
    minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10, pressing: ((Bool) -> Void)?,
    perform action: @escaping () -> Void
  ) -> some View {
    onLongPressGesture(
      minimumDuration: minimumDuration, maximumDistance: maximumDistance, perform: action, onPressingChanged: pressing)
  }
}

extension SceneRuntime {
  /// A long press the finger reaches starts pressing at touch-down, and is due to succeed
  /// `minimumDuration` later.
  func beginLongPress(_ target: TouchSession.Target, at time: Double) {
    guard case .longPress(let press) = target.registration.attachment.kind else { return }
    target.isActive = true
    for update in press.updateBodies { update(true) }
    for action in press.changedActions { action(true) }
    for action in press.pressingActions { action(true) }
    // A press that failed first (lifted, moved away, cancelled) is no longer active.
    enqueue(at: time + max(press.minimumDuration, 0)) { [weak self, weak target] in
      guard let self, let target, target.isActive else { return }
      self.succeedLongPress(target)
    }
  }

  /// The press lasted long enough: it ends, with its newest callbacks.
  private func succeedLongPress(_ target: TouchSession.Target) {
    guard case .longPress(let press) = (lastPass?.gestures[target.identity] ?? target.registration).attachment.kind else { return }
    target.isActive = false
    for action in press.pressingActions { action(false) }
    for action in press.endedActions { action(true) }
    for reset in press.resets { reset() }
  }

  /// The finger lifted or moved away before the press was long enough.
  func failLongPress(_ target: TouchSession.Target) {
    guard case .longPress(let press) = target.registration.attachment.kind else { return }
    target.isActive = false
    for action in press.pressingActions { action(false) }
    for reset in press.resets { reset() }
  }
}
