import Foundation
import Motion

/// Plays keyframes on a value and draws content from it on every frame (docs/SEMANTICS.md §6).
///
/// Repeating, the timeline loops from the moment the view appears. With a trigger, each change
/// of the trigger plays the timeline once, starting from the value the animator shows at that
/// moment (`initialValue` the first time); between plays it holds the last value. Repeating
/// set to false and no trigger: the content gets `initialValue` and nothing plays.
public struct KeyframeAnimator<Value, KeyframePath: Keyframes<Value>, Content: View>: PrimitiveView {
  enum Mode {
    case repeating(Bool)
    case trigger(any Equatable)
  }

  let initialValue: Value
  let mode: Mode
  let content: (Value) -> Content
  let keyframes: (Value) -> KeyframePath

  public init(
    initialValue: Value, repeating: Bool = true, @ViewBuilder content: @escaping (Value) -> Content,
    @KeyframesBuilder<Value> keyframes: @escaping (Value) -> KeyframePath
  ) {
    self.initialValue = initialValue
    self.mode = .repeating(repeating)
    self.content = content
    self.keyframes = keyframes
  }

  public init(
    initialValue: Value, trigger: some Equatable, @ViewBuilder content: @escaping (Value) -> Content,
    @KeyframesBuilder<Value> keyframes: @escaping (Value) -> KeyframePath
  ) {
    self.initialValue = initialValue
    self.mode = .trigger(trigger)
    self.content = content
    self.keyframes = keyframes
  }

  final class State: TimedAnimatorState {
    var start: Double
    /// When the current play ends: `start` plus the timeline's duration, or never for a loop.
    var end = -Double.infinity
    var startValue: Value
    var lastValue: Value
    var isPlaying: Bool

    func isPlaying(at time: Double) -> Bool { isPlaying && time < end }

    init(start: Double, value: Value, isPlaying: Bool) {
      self.start = start
      startValue = value
      lastValue = value
      self.isPlaying = isPlaying
    }
  }

  package func makeNode(_ resolver: inout Resolver, _ identity: ViewIdentity) -> Node {
    let time = resolver.pass.time
    let state: State
    if let existing = resolver.runtime.animatorStates[identity] as? State {
      state = existing
    } else {
      let loops = if case .repeating(true) = mode { true } else { false }
      state = State(start: time, value: initialValue, isPlaying: loops)
      resolver.runtime.animatorStates[identity] = state
    }
    if case .trigger(let trigger) = mode, resolver.runtime.valueChanged(at: identity, to: AnyEquatable(trigger)) {
      state.start = time
      state.startValue = state.lastValue
      state.isPlaying = true
    }
    var value = state.lastValue
    if state.isPlaying {
      let timeline = KeyframeTimeline(initialValue: state.startValue) { keyframes(state.startValue) }
      var elapsed = time - state.start
      if case .repeating = mode, timeline.duration > 0 {
        elapsed = elapsed.truncatingRemainder(dividingBy: timeline.duration)
        state.end = .infinity
      } else {
        state.end = state.start + timeline.duration
      }
      value = timeline.value(time: elapsed)
    }
    state.lastValue = value
    return resolver.resolve(content(value), identity.appending(.content))
  }
}

/// An animator whose value is a function of time since it started playing (not of animated
/// state), so the runtime asks it whether it is still moving.
protocol TimedAnimatorState: AnyObject {
  func isPlaying(at time: Double) -> Bool
}

/// Any `Equatable` value, compared by its type and value.
struct AnyEquatable: Equatable {
  let value: any Equatable

  init(_ value: any Equatable) { self.value = value }

  static func == (a: AnyEquatable, b: AnyEquatable) -> Bool {
    func equals<T: Equatable>(_ x: T) -> Bool { (b.value as? T) == x }
    return equals(a.value)
  }
}

/// The view a modifier-form animator's `content` closure receives: the modified view itself.
///
/// `Value` only names what the placeholder stands in for (the modified view, or a
/// `Transition`); the content itself may be any view.
public struct PlaceholderContentView<Value>: PrimitiveView {
  let content: any View

  init(content: any View) { self.content = content }

  package func makeNode(_ resolver: inout Resolver, _ identity: ViewIdentity) -> Node {
    resolver.resolve(content, identity)
  }
}

extension View {
  /// Loops (or, with `repeating: false`, holds) keyframes on a value that `content` draws from.
  public func keyframeAnimator<Value, V: View, K: Keyframes<Value>>(
    initialValue: Value, repeating: Bool = true,
    @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Value) -> V,
    @KeyframesBuilder<Value> keyframes: @escaping (Value) -> K
  ) -> some View {
    KeyframeAnimator(
      initialValue: initialValue, repeating: repeating,
      content: { value in content(PlaceholderContentView<Self>(content: self), value) }, keyframes: keyframes)
  }

  /// Plays keyframes once each time `trigger` changes.
  public func keyframeAnimator<Value, V: View, K: Keyframes<Value>>(
    initialValue: Value, trigger: some Equatable,
    @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Value) -> V,
    @KeyframesBuilder<Value> keyframes: @escaping (Value) -> K
  ) -> some View {
    KeyframeAnimator(
      initialValue: initialValue, trigger: trigger,
      content: { value in content(PlaceholderContentView<Self>(content: self), value) }, keyframes: keyframes)
  }
}
