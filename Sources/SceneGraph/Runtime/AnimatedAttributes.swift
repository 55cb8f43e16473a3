import Foundation
import Motion

/// The animation state of every animatable input of the scene, keyed by view identity and slot.
///
/// Each entry holds the input's *model* value (what the views last asked for) and, while an
/// animation runs, the `AnimationRun` that eases the *presented* value toward it. The rule is
/// SwiftUI's (docs/SEMANTICS.md §0): `presented = model − interval + offset(t)`. A pass at the
/// moment of an animated state change starts or retargets runs for inputs whose value changed;
/// any other pass updates the model without animation, so a running animation simply carries on
/// against the new model.
final class AnimatedAttributes {
  struct Key: Hashable {
    let identity: ViewIdentity
    let slot: String
  }

  private class AnyEntry {
    var touched = true
    var isAnimating: Bool { false }
    var nextCompletionTime: Double? { nil }
    func abandon(completed: inout [AnimationCompletionListener]) {}
  }

  private final class Entry<Value: VectorArithmetic>: AnyEntry {
    var model: Value
    var run: AnimationRun<Value>?
    var attachments: [CompletionAttachment] = []

    init(model: Value) { self.model = model }

    override var isAnimating: Bool { run != nil }

    /// When the first attachment waiting on logical completion is due (attachments waiting on
    /// removal complete when the run is found finished).
    override var nextCompletionTime: Double? {
      guard let run else { return nil }
      return attachments.lazy.filter { $0.listener.criteria == .logicallyComplete }
        .compactMap { run.logicalCompletionTime(generation: $0.generation) }.min()
    }

    /// Advances the run to `time`; returns its offset, or nil once it has finished. Completes
    /// the attachments that are due.
    func advance(to time: Double, completed: inout [AnimationCompletionListener]) -> Value? {
      guard var current = run else { return nil }
      let offset = current.offset(at: time)
      run = offset == nil ? nil : current
      if !attachments.isEmpty {
        attachments.removeAll { attachment in
          guard attachment.isComplete(current, finished: offset == nil) else { return false }
          if attachment.listener.detach() { completed.append(attachment.listener) }
          return true
        }
      }
      return offset
    }

    override func abandon(completed: inout [AnimationCompletionListener]) {
      for attachment in attachments where attachment.listener.detach() { completed.append(attachment.listener) }
      attachments = []
    }
  }

  /// Listeners whose last animation completed, to run after the pass.
  private(set) var completedListeners: [AnimationCompletionListener] = []

  /// Takes the listeners that are due.
  func takeCompletedListeners() -> [AnimationCompletionListener] {
    defer { completedListeners = [] }
    return completedListeners
  }

  private var entries: [Key: AnyEntry] = [:]

  /// The presented value of an input whose model value is `value` this pass.
  ///
  /// - Parameters:
  ///   - initial: the value to start from when the input is new (an inserted view's
  ///     transition starts at its active state); `nil` starts at `value` itself.
  ///   - animation: the animation of the state change being applied, or `nil` in a plain pass.
  func presented<Value: VectorArithmetic>(
    _ key: Key, value: Value, initial: Value? = nil, time: Double, animation: Animation?,
    listeners: [AnimationCompletionListener] = []
  ) -> Value {
    let entry: Entry<Value>
    if let existing = entries[key] as? Entry<Value> {
      entry = existing
    } else {
      entry = Entry(model: initial ?? value)
      entries[key] = entry
    }
    entry.touched = true
    if entry.model != value {
      if let animation {
        let interval = value - entry.model
        if entry.run == nil {
          entry.run = AnimationRun(animation: animation, interval: interval, startTime: time)
        } else {
          entry.run!.retarget(animation: animation, interval: interval, at: time)
        }
        for listener in listeners {
          listener.attach()
          entry.attachments.append(CompletionAttachment(listener: listener, generation: entry.run!.generation))
        }
      }
      entry.model = value
    }
    guard let offset = entry.advance(to: time, completed: &completedListeners) else { return value }
    return value - entry.run!.interval + offset
  }

  /// The presented value of an input without changing its model: its model as of the last
  /// pass that set it, eased by any running animation. `nil` for an unknown input.
  func peek<Value: VectorArithmetic>(_ key: Key, time: Double) -> Value? {
    guard let entry = entries[key] as? Entry<Value> else { return nil }
    guard let offset = entry.advance(to: time, completed: &completedListeners) else { return entry.model }
    return entry.model - entry.run!.interval + offset
  }

  /// The earliest moment an animation with a completion attached becomes logically complete,
  /// or nil when none is waiting for that.
  var nextCompletionTime: Double? { entries.values.compactMap(\.nextCompletionTime).min() }

  /// Whether any input has a running animation.
  var hasRunningAnimations: Bool { entries.values.contains { $0.isAnimating } }

  /// Whether the input has a running animation.
  func isAnimating(_ key: Key) -> Bool { entries[key]?.isAnimating ?? false }

  /// Forgets inputs no pass has touched since the last sweep (views that left the scene).
  func sweep() {
    for entry in entries.values where !entry.touched { entry.abandon(completed: &completedListeners) }
    entries = entries.filter { $0.value.touched }
    for entry in entries.values { entry.touched = false }
  }
}

/// Four numbers animated as one vector (SIMD arithmetic): the common shape of the scene
/// graph's compound inputs — a frame, an offset or scale pair, a colour.
struct AnimatableVector4: VectorArithmetic, Hashable {
  var storage: SIMD4<Double>

  init(_ storage: SIMD4<Double>) { self.storage = storage }

  static var zero: Self { Self(.zero) }
  static func + (l: Self, r: Self) -> Self { Self(l.storage + r.storage) }
  static func - (l: Self, r: Self) -> Self { Self(l.storage - r.storage) }
  mutating func scale(by rhs: Double) { storage *= rhs }
  var magnitudeSquared: Double { (storage * storage).sum() }
}

/// A rectangle as an animatable vector: origin and size animate as one 4-vector.
typealias AnimatableRect = AnimatableVector4

extension AnimatableVector4 {
  init(x: Double, y: Double, width: Double, height: Double) { self.init(SIMD4(x, y, width, height)) }
  init(_ rect: CGRect) { self.init(x: rect.minX, y: rect.minY, width: rect.width, height: rect.height) }

  var x: Double { storage.x }
  var y: Double { storage.y }
  var width: Double { storage.z }
  var height: Double { storage.w }
  var rect: CGRect { CGRect(x: x, y: y, width: width, height: height) }
}
