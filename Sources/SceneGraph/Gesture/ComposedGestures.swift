// What: gestures made of gestures — `simultaneously(with:)`, `sequenced(before:)`,
// `exclusively(before:)` — with their values (`SimultaneousGesture.Value`,
// `SequenceGesture.Value`, `ExclusiveGesture.Value`) and callbacks, driven by the script's
// touches like any gesture.
//
// How each behaves, SwiftUI's rules:
// - Simultaneous: both parts hear every touch; the value holds each part's latest value (nil
//   until it has one); it changes when either part does, and ends once both parts are over,
//   if either succeeded.
// - Sequence: the second part hears the touch only once the first has succeeded; the value is
//   `.first(a)` while the first runs, then `.second(a, b)`, b nil until the second reports. It
//   ends when the second ends; it fails if either part fails. This is the classic "long press,
//   then drag".
// - Exclusive: the first part has priority. Both hear the touch, but the second reports only
//   once the first has failed; if the first reports, the second is dropped.
// A composed gesture is recognised by a tree of recognizers made at touch-down, one per part;
// its callbacks and those of its parts are the ones attached at that moment. (A plain drag or
// long press keeps following the newest body's callbacks, `TouchSession.swift`.) A tap inside
// a composition succeeds when the finger lifts within 10 pt of where it touched.

import Foundation

// MARK: Callbacks

/// The callbacks a gesture carries: `onChanged`, `onEnded` and `updating`. Not for scene code.
public struct _GestureCallbacks<Value> {
  var changedActions: [(Value) -> Void] = []
  var endedActions: [(Value) -> Void] = []
  var updateBodies: [(Value) -> Void] = []
  var resets: [() -> Void] = []

  init(
    changedActions: [(Value) -> Void] = [], endedActions: [(Value) -> Void] = [], updateBodies: [(Value) -> Void] = [],
    resets: [() -> Void] = []
  ) {
    (self.changedActions, self.endedActions, self.updateBodies, self.resets) = (changedActions, endedActions, updateBodies, resets)
  }

  func changed(_ value: Value) {
    for update in updateBodies { update(value) }
    for action in changedActions { action(value) }
  }

  func ended(_ value: Value) {
    for action in endedActions { action(value) }
    for reset in resets { reset() }
  }

  func failed() {
    for reset in resets { reset() }
  }

  mutating func addUpdating<State>(_ state: GestureState<State>, _ body: @escaping (Value, inout State, inout Transaction) -> Void) {
    updateBodies.append { value in
      var current = state.wrappedValue
      var transaction = Transaction()
      body(value, &current, &transaction)
      withTransaction(transaction) { state.location.set(current) }
    }
    resets.append { state.reset() }
  }
}

/// A gesture whose callbacks can be added to: every gesture here. Not for scene code.
public protocol _CallbackGesture: Gesture {
  var _callbacks: _GestureCallbacks<Value> { get set }
}

extension _CallbackGesture {
  /// Adds an action that runs with the gesture's value each time it changes.
  public func onChanged(_ action: @escaping (Value) -> Void) -> Self {
    var copy = self
    copy._callbacks.changedActions.append(action)
    return copy
  }

  /// Adds an action that runs with the gesture's last value when it succeeds.
  public func onEnded(_ action: @escaping (Value) -> Void) -> Self {
    var copy = self
    copy._callbacks.endedActions.append(action)
    return copy
  }

  /// Updates `state` with each value; `state` returns to its initial value when the gesture
  /// ends or fails.
  public func updating<State>(
    _ state: GestureState<State>, body: @escaping (Value, inout State, inout Transaction) -> Void
  ) -> Self {
    var copy = self
    copy._callbacks.addUpdating(state, body)
    return copy
  }
}

extension Gesture {
  /// A gesture recognising this one and `other` at the same time.
  public func simultaneously<Other: Gesture>(with other: Other) -> SimultaneousGesture<Self, Other> {
    SimultaneousGesture(self, other)
  }

  /// A gesture recognising `other` once this one has succeeded.
  public func sequenced<Other: Gesture>(before other: Other) -> SequenceGesture<Self, Other> {
    SequenceGesture(self, other)
  }

  /// A gesture recognising this one, or `other` if this one fails.
  public func exclusively<Other: Gesture>(before other: Other) -> ExclusiveGesture<Self, Other> {
    ExclusiveGesture(self, other)
  }
}

/// Two gestures recognised at the same time.
public struct SimultaneousGesture<First: Gesture, Second: Gesture>: _CallbackGesture {
  /// Each part's latest value, nil until it has one.
  public struct Value {
    public var first: First.Value?
    public var second: Second.Value?
  }

  public var first: First
  public var second: Second
  public var _callbacks = _GestureCallbacks<Value>()

  public init(_ first: First, _ second: Second) {
    self.first = first
    self.second = second
  }

  public var _gesture: _AnyGesture { _AnyGesture(kind: .composed { SimultaneousRecognizer(self) }) }
}

extension SimultaneousGesture.Value: Equatable where First.Value: Equatable, Second.Value: Equatable {}

/// A gesture recognised after another has succeeded.
public struct SequenceGesture<First: Gesture, Second: Gesture>: _CallbackGesture {
  /// The first part's value while it runs, then both.
  public enum Value {
    case first(First.Value)
    case second(First.Value, Second.Value?)
  }

  public var first: First
  public var second: Second
  public var _callbacks = _GestureCallbacks<Value>()

  public init(_ first: First, _ second: Second) {
    self.first = first
    self.second = second
  }

  public var _gesture: _AnyGesture { _AnyGesture(kind: .composed { SequenceRecognizer(self) }) }
}

extension SequenceGesture.Value: Equatable where First.Value: Equatable, Second.Value: Equatable {}

/// A gesture, or another if the first fails.
public struct ExclusiveGesture<First: Gesture, Second: Gesture>: _CallbackGesture {
  /// Which part is being recognised, with its value.
  public enum Value {
    case first(First.Value)
    case second(Second.Value)
  }

  public var first: First
  public var second: Second
  public var _callbacks = _GestureCallbacks<Value>()

  public init(_ first: First, _ second: Second) {
    self.first = first
    self.second = second
  }

  public var _gesture: _AnyGesture { _AnyGesture(kind: .composed { ExclusiveRecognizer(self) }) }
}

extension ExclusiveGesture.Value: Equatable where First.Value: Equatable, Second.Value: Equatable {}

// MARK: Recognizers

/// One finger sample as a recognizer sees it.
struct TouchInput {
  let runtime: SceneRuntime
  let session: TouchSession
  /// The canvas origin of the view the gesture is attached to.
  let canvasOrigin: CGPoint
  let time: Double

  /// The newest sample, on the canvas.
  var point: CGPoint { session.samples[session.samples.count - 1].point }

  /// The newest sample in `space`.
  func location(in space: CoordinateSpace) -> CGPoint {
    space == .global ? point : CGPoint(x: point.x - canvasOrigin.x, y: point.y - canvasOrigin.y)
  }
}

/// The untyped face of a recognizer, as a touch session drives it.
class AnyGestureRecognizer {
  /// True once it has succeeded or failed: it hears nothing more.
  var isFinished = false
  func began(_ touch: TouchInput) {}
  func moved(_ touch: TouchInput) {}
  func lifted(_ touch: TouchInput) {}
  /// The finger is gone without lifting (the view left, another touch began).
  func cancel() {}
}

/// A recognizer of a gesture whose value is `Value`: it reports to `parent` (a composed
/// gesture's recognizer) and runs the gesture's own callbacks.
class GestureRecognizer<Value>: AnyGestureRecognizer {
  var onChanged: (Value) -> Void = { _ in }
  var onEnded: (Value) -> Void = { _ in }
  var onFailed: () -> Void = {}
  /// True once it has reported a value.
  var isActive = false

  func report(_ value: Value, _ callbacks: _GestureCallbacks<Value>) {
    guard !isFinished else { return }
    isActive = true
    callbacks.changed(value)
    onChanged(value)
  }

  func succeed(_ value: Value, _ callbacks: _GestureCallbacks<Value>) {
    guard !isFinished else { return }
    isFinished = true
    callbacks.ended(value)
    onEnded(value)
  }

  func fail(_ callbacks: _GestureCallbacks<Value>) {
    guard !isFinished else { return }
    isFinished = true
    callbacks.failed()
    onFailed()
  }
}

/// The recognizer of any gesture.
func makeRecognizer<G: Gesture>(_ gesture: G) -> GestureRecognizer<G.Value> {
  let made: AnyGestureRecognizer
  switch gesture._gesture.kind {
  case .drag(let drag): made = DragRecognizer(drag)
  case .longPress(let press): made = LongPressRecognizer(press)
  case .tap(let tap): made = TapRecognizer(tap)
  case .composed(let make): made = make()
  }
  return made as! GestureRecognizer<G.Value>
}

final class DragRecognizer: GestureRecognizer<DragGesture.Value> {
  let drag: DragGesture
  private var start: (canvas: CGPoint, location: CGPoint)?

  init(_ drag: DragGesture) { self.drag = drag }

  private var callbacks: _GestureCallbacks<DragGesture.Value> { drag._callbacks }

  private func value(_ touch: TouchInput) -> DragGesture.Value {
    DragGesture.Value(
      time: Date(timeIntervalSinceReferenceDate: touch.time), location: touch.location(in: drag.coordinateSpace),
      startLocation: start?.location ?? touch.location(in: drag.coordinateSpace), velocity: touch.session.velocity)
  }

  override func began(_ touch: TouchInput) {
    start = (touch.point, touch.location(in: drag.coordinateSpace))
  }

  override func moved(_ touch: TouchInput) {
    guard let start else { return }
    if !isActive && hypot(touch.point.x - start.canvas.x, touch.point.y - start.canvas.y) < drag.minimumDistance { return }
    report(value(touch), callbacks)
  }

  override func lifted(_ touch: TouchInput) {
    if isActive { succeed(value(touch), callbacks) } else { fail(callbacks) }
  }

  override func cancel() { fail(callbacks) }
}

final class LongPressRecognizer: GestureRecognizer<Bool> {
  let press: LongPressGesture
  private var start: CGPoint?

  init(_ press: LongPressGesture) { self.press = press }

  private var callbacks: _GestureCallbacks<Bool> { press._callbacks }

  override func began(_ touch: TouchInput) {
    start = touch.point
    for action in press.pressingActions { action(true) }
    report(true, callbacks)
    touch.runtime.enqueue(at: touch.time + max(press.minimumDuration, 0)) { [weak self] in
      guard let self, !self.isFinished else { return }
      for action in self.press.pressingActions { action(false) }
      self.succeed(true, self.callbacks)
    }
  }

  override func moved(_ touch: TouchInput) {
    guard let start, hypot(touch.point.x - start.x, touch.point.y - start.y) > press.maximumDistance else { return }
    cancel()
  }

  override func lifted(_ touch: TouchInput) { cancel() }

  override func cancel() {
    guard !isFinished else { return }
    for action in press.pressingActions { action(false) }
    fail(callbacks)
  }
}

/// A tap inside a composed gesture: succeeds when the finger lifts within 10 pt of where it
/// touched.
final class TapRecognizer: GestureRecognizer<Void> {
  let tap: TapGesture
  private var start: CGPoint?

  init(_ tap: TapGesture) { self.tap = tap }

  private var callbacks: _GestureCallbacks<Void> { tap._callbacks }

  override func began(_ touch: TouchInput) { start = touch.point }

  override func moved(_ touch: TouchInput) {
    guard let start, hypot(touch.point.x - start.x, touch.point.y - start.y) > 10 else { return }
    fail(callbacks)
  }

  override func lifted(_ touch: TouchInput) { succeed((), callbacks) }
  override func cancel() { fail(callbacks) }
}

final class SimultaneousRecognizer<First: Gesture, Second: Gesture>: GestureRecognizer<SimultaneousGesture<First, Second>.Value> {
  typealias Composed = SimultaneousGesture<First, Second>
  let gesture: Composed
  let first: GestureRecognizer<First.Value>
  let second: GestureRecognizer<Second.Value>
  private var value = Composed.Value()
  private var succeeded = false

  init(_ gesture: Composed) {
    self.gesture = gesture
    first = makeRecognizer(gesture.first)
    second = makeRecognizer(gesture.second)
    super.init()
    first.onChanged = { [unowned self] in value.first = $0; report(value, gesture._callbacks) }
    second.onChanged = { [unowned self] in value.second = $0; report(value, gesture._callbacks) }
    first.onEnded = { [unowned self] in value.first = $0; succeeded = true; settle() }
    second.onEnded = { [unowned self] in value.second = $0; succeeded = true; settle() }
    first.onFailed = { [unowned self] in settle() }
    second.onFailed = { [unowned self] in settle() }
  }

  private func settle() {
    guard first.isFinished && second.isFinished else { return }
    if succeeded { succeed(value, gesture._callbacks) } else { fail(gesture._callbacks) }
  }

  override func began(_ touch: TouchInput) { first.began(touch); second.began(touch) }
  override func moved(_ touch: TouchInput) { first.moved(touch); second.moved(touch) }
  override func lifted(_ touch: TouchInput) { first.lifted(touch); second.lifted(touch) }
  override func cancel() { first.cancel(); second.cancel() }
}

final class SequenceRecognizer<First: Gesture, Second: Gesture>: GestureRecognizer<SequenceGesture<First, Second>.Value> {
  typealias Composed = SequenceGesture<First, Second>
  let gesture: Composed
  let first: GestureRecognizer<First.Value>
  let second: GestureRecognizer<Second.Value>
  private var firstValue: First.Value?
  /// The touch as it last was, to start the second part when the first succeeds between
  /// samples (a long press's deadline).
  private var lastTouch: TouchInput?

  init(_ gesture: Composed) {
    self.gesture = gesture
    first = makeRecognizer(gesture.first)
    second = makeRecognizer(gesture.second)
    super.init()
    first.onChanged = { [unowned self] in report(.first($0), gesture._callbacks) }
    first.onEnded = { [unowned self] a in
      firstValue = a
      report(.second(a, nil), gesture._callbacks)
      if let lastTouch { second.began(lastTouch) }
    }
    first.onFailed = { [unowned self] in fail(gesture._callbacks) }
    second.onChanged = { [unowned self] b in if let a = firstValue { report(.second(a, b), gesture._callbacks) } }
    second.onEnded = { [unowned self] b in if let a = firstValue { succeed(.second(a, b), gesture._callbacks) } }
    second.onFailed = { [unowned self] in fail(gesture._callbacks) }
  }

  override func began(_ touch: TouchInput) {
    lastTouch = touch
    first.began(touch)
  }

  override func moved(_ touch: TouchInput) {
    lastTouch = touch
    if first.isFinished { second.moved(touch) } else { first.moved(touch) }
  }

  override func lifted(_ touch: TouchInput) {
    lastTouch = touch
    if first.isFinished { second.lifted(touch) } else { first.lifted(touch) }
  }

  override func cancel() {
    if first.isFinished { second.cancel() } else { first.cancel() }
  }
}

final class ExclusiveRecognizer<First: Gesture, Second: Gesture>: GestureRecognizer<ExclusiveGesture<First, Second>.Value> {
  typealias Composed = ExclusiveGesture<First, Second>
  let gesture: Composed
  let first: GestureRecognizer<First.Value>
  let second: GestureRecognizer<Second.Value>

  init(_ gesture: Composed) {
    self.gesture = gesture
    first = makeRecognizer(gesture.first)
    second = makeRecognizer(gesture.second)
    super.init()
    first.onChanged = { [unowned self] in second.cancel(); report(.first($0), gesture._callbacks) }
    first.onEnded = { [unowned self] in succeed(.first($0), gesture._callbacks); second.cancel() }
    first.onFailed = { [unowned self] in if second.isFinished { fail(gesture._callbacks) } }
    second.onChanged = { [unowned self] in if first.isFinished { report(.second($0), gesture._callbacks) } }
    second.onEnded = { [unowned self] in if first.isFinished { succeed(.second($0), gesture._callbacks) } }
    second.onFailed = { [unowned self] in if first.isFinished { fail(gesture._callbacks) } }
  }

  override func began(_ touch: TouchInput) { first.began(touch); second.began(touch) }
  override func moved(_ touch: TouchInput) { first.moved(touch); if !second.isFinished { second.moved(touch) } }

  /// The first part hears the lift first: a tap that succeeds takes it from a drag that never
  /// started, and a first part that fails leaves the second to decide.
  override func lifted(_ touch: TouchInput) {
    first.lifted(touch)
    if !second.isFinished { second.lifted(touch) }
  }

  override func cancel() { first.cancel(); second.cancel() }
}
