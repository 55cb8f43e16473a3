// What: `LongPressGesture`, `onLongPressGesture` and `TapGesture` as a `Gesture`.
//
// A long press, as SwiftUI reports it: when the finger touches down the gesture is pressing —
// `onChanged` and `updating` run with `true`, `onPressingChanged(true)`; if the finger stays
// within `maximumDistance` (10 pt) of where it touched for `minimumDuration` (0.5 s) the
// gesture succeeds at that moment, whether or not the finger has lifted: `onEnded(true)` and
// the `perform` action run, pressing turns false and `@GestureState`s reset. Lifting or moving
// too far first makes it fail: pressing turns false, states reset, nothing ends. The deadline
// is an event of the scene at touch-down + `minimumDuration`, so it lands on the same frame on
// every run; `LongPressRecognizer` (`ComposedGestures.swift`) recognises it, alone or
// composed. The defaults are SwiftUI's (and UIKit's `UILongPressGestureRecognizer`'s).
// `TapGesture(count:)` is a tap action like `onTapGesture(count:)`'s, with the same rules
// (`TapSequence.swift`).

import Foundation

/// A gesture that succeeds when a finger stays down, without moving far, long enough.
public struct LongPressGesture: _CallbackGesture {
  /// Whether the press is still pressing (`onChanged`, `updating`) or has succeeded
  /// (`onEnded`, always `true`).
  public typealias Value = Bool

  /// How long the finger must stay down, in seconds; default 0.5.
  public var minimumDuration: Double
  /// How far, in points, the finger may move before the press fails; default 10.
  public var maximumDistance: CGFloat

  /// The `onChanged`, `onEnded` and `updating` callbacks (`ComposedGestures.swift`).
  public var _callbacks = _GestureCallbacks<Bool>()
  var pressingActions: [(Bool) -> Void] = []

  /// - Parameters:
  ///   - minimumDuration: seconds the finger must stay down; default 0.5.
  ///   - maximumDistance: points the finger may move; default 10.
  public init(minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10) {
    self.minimumDuration = minimumDuration
    self.maximumDistance = maximumDistance
  }

  public var _gesture: _AnyGesture { _AnyGesture(kind: .longPress(self)) }

  func onPressingChanged(_ action: @escaping (Bool) -> Void) -> LongPressGesture {
    var copy = self
    copy.pressingActions.append(action)
    return copy
  }
}

/// A gesture that succeeds when the view is tapped `count` times in a row.
public struct TapGesture: _CallbackGesture {
  public typealias Value = Void

  /// Taps needed; default 1.
  public var count: Int
  /// The `onEnded` callbacks (`ComposedGestures.swift`).
  public var _callbacks = _GestureCallbacks<Void>()

  public init(count: Int = 1) { self.count = max(count, 1) }

  public var _gesture: _AnyGesture { _AnyGesture(kind: .tap(self)) }
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
