// What: `symbolEffect` and `sensoryFeedback`, as app code writes them.
//
// Symbol effects animate the view they are on (SwiftUI animates the symbol images inside;
// Flipbook's symbols are single-layer, so the whole view is the symbol) as a function of
// scene time since the effect was triggered, so every frame is exact and repeatable:
// - `.bounce` (discrete, with `value:`; `.up` by default): the view dips to 85 % in 0.15 s,
//   overshoots to 110 % by 0.35 s and settles back to 100 % at 0.5 s; `.down` mirrors it
//   (grows first). Each change of the value plays it once (`options: .repeat(n)`: n times).
// - `.pulse` (indefinite, or once per value change): the opacity dips to 30 % and back over
//   one second, again and again while active.
// - `.scale.up` / `.scale.down` (indefinite): the view is drawn at 120 % / 80 % while active.
// The numbers are chosen to look like iOS 17's effects; Apple documents the effects'
// character, not their curves.
// Sensory feedback (haptics) has nothing to draw: it compiles and does nothing, as on a device
// without a haptic engine.
//
// What it refuses to do: per-layer effects (`.byLayer`, `.variableColor`'s layers: drawn as a
// whole-symbol pulse), `.appear`/`.disappear`/`.replace` (compile, draw nothing of their own),
// iOS 18's `.wiggle`, `.rotate`, `.breathe` (compile as `.pulse`-free no-ops).

import Foundation
import Geometry

/// A symbol effect: what `symbolEffect(_:options:value:)` and `symbolEffect(_:options:isActive:)`
/// play.
public protocol SymbolEffect {
  /// How the effect draws at `elapsed` seconds since it started: a scale and an opacity.
  func _look(at elapsed: Double) -> (scale: Double, opacity: Double)?
  /// How long one run of the effect lasts, in seconds; `nil` for an effect that lasts while
  /// it is active.
  var _duration: Double? { get }
}

extension SymbolEffect {
  public func _look(at elapsed: Double) -> (scale: Double, opacity: Double)? { nil }
  public var _duration: Double? { 0 }
}

/// An effect played once per change of a value.
public protocol DiscreteSymbolEffect: SymbolEffect {}
/// An effect that lasts while it is active.
public protocol IndefiniteSymbolEffect: SymbolEffect {}

/// The symbol dips and springs back.
public struct BounceSymbolEffect: DiscreteSymbolEffect, IndefiniteSymbolEffect, Sendable {
  var grows = false
  public var up: BounceSymbolEffect { BounceSymbolEffect(grows: false) }
  public var down: BounceSymbolEffect { BounceSymbolEffect(grows: true) }
  public var byLayer: BounceSymbolEffect { self }
  public var wholeSymbol: BounceSymbolEffect { self }

  public var _duration: Double? { 0.5 }

  public func _look(at t: Double) -> (scale: Double, opacity: Double)? {
    let sign = grows ? -1.0 : 1.0
    let offset: Double
    switch t {
    case ..<0: return nil
    case ..<0.15: offset = -0.15 * sin(.pi * t / 0.15)
    case ..<0.35: offset = 0.10 * sin(.pi * (t - 0.15) / 0.2)
    case ..<0.5: offset = -0.02 * sin(.pi * (t - 0.35) / 0.15)
    default: return nil
    }
    return (1 + sign * offset, 1)
  }
}

/// The symbol's opacity pulses.
public struct PulseSymbolEffect: DiscreteSymbolEffect, IndefiniteSymbolEffect, Sendable {
  public var byLayer: PulseSymbolEffect { self }
  public var wholeSymbol: PulseSymbolEffect { self }

  public var _duration: Double? { 1 }

  public func _look(at t: Double) -> (scale: Double, opacity: Double)? {
    guard t >= 0 else { return nil }
    let phase = t.truncatingRemainder(dividingBy: 1)
    return (1, 1 - 0.7 * sin(.pi * phase))
  }
}

/// The symbol is drawn larger (`.up`) or smaller (`.down`) while active.
public struct ScaleSymbolEffect: IndefiniteSymbolEffect, Sendable {
  var factor = 1.2
  public var up: ScaleSymbolEffect { ScaleSymbolEffect(factor: 1.2) }
  public var down: ScaleSymbolEffect { ScaleSymbolEffect(factor: 0.8) }
  public var byLayer: ScaleSymbolEffect { self }
  public var wholeSymbol: ScaleSymbolEffect { self }

  public var _duration: Double? { nil }
  public func _look(at t: Double) -> (scale: Double, opacity: Double)? { (factor, 1) }
}

/// The symbol's layers light up in turn; drawn as a whole-symbol pulse.
public struct VariableColorSymbolEffect: DiscreteSymbolEffect, IndefiniteSymbolEffect, Sendable {
  public var iterative: VariableColorSymbolEffect { self }
  public var cumulative: VariableColorSymbolEffect { self }
  public var reversing: VariableColorSymbolEffect { self }
  public var nonReversing: VariableColorSymbolEffect { self }
  public var hideInactiveLayers: VariableColorSymbolEffect { self }
  public var dimInactiveLayers: VariableColorSymbolEffect { self }

  public var _duration: Double? { 1 }
  public func _look(at t: Double) -> (scale: Double, opacity: Double)? { PulseSymbolEffect()._look(at: t) }
}

/// Effects that compile and draw nothing of their own in Flipbook.
public struct AppearSymbolEffect: IndefiniteSymbolEffect, Sendable {
  public var up: Self { self }
  public var down: Self { self }
  public var byLayer: Self { self }
  public var wholeSymbol: Self { self }
}

public struct DisappearSymbolEffect: IndefiniteSymbolEffect, Sendable {
  public var up: Self { self }
  public var down: Self { self }
  public var byLayer: Self { self }
  public var wholeSymbol: Self { self }
}

public struct ReplaceSymbolEffect: Sendable, SymbolEffect {
  public var upUp: Self { self }
  public var downUp: Self { self }
  public var offUp: Self { self }
  public var byLayer: Self { self }
  public var wholeSymbol: Self { self }
}

public struct WiggleSymbolEffect: DiscreteSymbolEffect, IndefiniteSymbolEffect, Sendable {
  public var up: Self { self }
  public var down: Self { self }
  public var left: Self { self }
  public var right: Self { self }
  public var forward: Self { self }
  public var backward: Self { self }
  public var clockwise: Self { self }
  public var counterClockwise: Self { self }
  public var byLayer: Self { self }
  public var wholeSymbol: Self { self }
}

public struct RotateSymbolEffect: DiscreteSymbolEffect, IndefiniteSymbolEffect, Sendable {
  public var clockwise: Self { self }
  public var counterClockwise: Self { self }
  public var byLayer: Self { self }
  public var wholeSymbol: Self { self }
}

public struct BreatheSymbolEffect: DiscreteSymbolEffect, IndefiniteSymbolEffect, Sendable {
  public var plain: Self { self }
  public var pulse: Self { self }
  public var byLayer: Self { self }
  public var wholeSymbol: Self { self }
}

extension SymbolEffect where Self == BounceSymbolEffect { public static var bounce: BounceSymbolEffect { BounceSymbolEffect() } }
extension SymbolEffect where Self == PulseSymbolEffect { public static var pulse: PulseSymbolEffect { PulseSymbolEffect() } }
extension SymbolEffect where Self == ScaleSymbolEffect { public static var scale: ScaleSymbolEffect { ScaleSymbolEffect() } }
extension SymbolEffect where Self == VariableColorSymbolEffect {
  public static var variableColor: VariableColorSymbolEffect { VariableColorSymbolEffect() }
}
extension SymbolEffect where Self == AppearSymbolEffect { public static var appear: AppearSymbolEffect { AppearSymbolEffect() } }
extension SymbolEffect where Self == DisappearSymbolEffect {
  public static var disappear: DisappearSymbolEffect { DisappearSymbolEffect() }
}
extension SymbolEffect where Self == ReplaceSymbolEffect { public static var replace: ReplaceSymbolEffect { ReplaceSymbolEffect() } }
extension SymbolEffect where Self == WiggleSymbolEffect { public static var wiggle: WiggleSymbolEffect { WiggleSymbolEffect() } }
extension SymbolEffect where Self == RotateSymbolEffect { public static var rotate: RotateSymbolEffect { RotateSymbolEffect() } }
extension SymbolEffect where Self == BreatheSymbolEffect { public static var breathe: BreatheSymbolEffect { BreatheSymbolEffect() } }

/// How a symbol effect plays: how many times, how fast.
public struct SymbolEffectOptions: Sendable {
  var repeats: Int? = 1
  var speed = 1.0

  public static let `default` = SymbolEffectOptions()
  public static let repeating = SymbolEffectOptions(repeats: nil)
  public static let nonRepeating = SymbolEffectOptions(repeats: 1)
  public static func `repeat`(_ count: Int) -> SymbolEffectOptions { SymbolEffectOptions(repeats: max(count, 1)) }
  public static func speed(_ speed: Double) -> SymbolEffectOptions { SymbolEffectOptions(speed: speed) }

  public var repeating: SymbolEffectOptions { var c = self; c.repeats = nil; return c }
  public var nonRepeating: SymbolEffectOptions { var c = self; c.repeats = 1; return c }
  public func `repeat`(_ count: Int) -> SymbolEffectOptions { var c = self; c.repeats = max(count, 1); return c }
  public func speed(_ speed: Double) -> SymbolEffectOptions { var c = self; c.speed = speed; return c }
}

extension View {
  /// Plays `effect` once (or as `options` say) each time `value` changes.
  public func symbolEffect<T: Equatable, E: DiscreteSymbolEffect>(
    _ effect: E, options: SymbolEffectOptions = .default, value: T
  ) -> some View {
    modifier(_SymbolEffectModifier(effect: effect, options: options, trigger: .value(AnyEquatableBox(value))))
  }

  /// Plays `effect` while `isActive` is true (default), over and over.
  public func symbolEffect<E: IndefiniteSymbolEffect>(
    _ effect: E, options: SymbolEffectOptions = .default, isActive: Bool = true
  ) -> some View {
    modifier(_SymbolEffectModifier(effect: effect, options: options, trigger: .active(isActive)))
  }

  /// Removes the symbol effects of this view's subtree; accepted.
  public func symbolEffectsRemoved(_ isEnabled: Bool = true) -> some View { self }

  /// Plays `feedback` on the device's haptic engine when `trigger` changes: nothing to draw.
  public func sensoryFeedback<T: Equatable>(_ feedback: SensoryFeedback, trigger: T) -> some View { self }

  /// Plays `feedback` when `trigger` changes and `condition` says so: nothing to draw.
  public func sensoryFeedback<T: Equatable>(
    _ feedback: SensoryFeedback, trigger: T, condition: @escaping (_ oldValue: T, _ newValue: T) -> Bool
  ) -> some View { self }

  /// Plays the feedback `feedback` returns when `trigger` changes: nothing to draw.
  public func sensoryFeedback<T: Equatable>(
    trigger: T, _ feedback: @escaping (_ oldValue: T, _ newValue: T) -> SensoryFeedback?
  ) -> some View { self }
}

/// Haptic feedback, for `sensoryFeedback`.
public struct SensoryFeedback: Equatable, Sendable {
  let name: String

  public static let success = SensoryFeedback(name: "success")
  public static let warning = SensoryFeedback(name: "warning")
  public static let error = SensoryFeedback(name: "error")
  public static let selection = SensoryFeedback(name: "selection")
  public static let increase = SensoryFeedback(name: "increase")
  public static let decrease = SensoryFeedback(name: "decrease")
  public static let start = SensoryFeedback(name: "start")
  public static let stop = SensoryFeedback(name: "stop")
  public static let alignment = SensoryFeedback(name: "alignment")
  public static let levelChange = SensoryFeedback(name: "levelChange")
  public static let pathComplete = SensoryFeedback(name: "pathComplete")
  public static let impact = SensoryFeedback(name: "impact")

  /// How heavy an impact feels.
  public enum Weight: Sendable { case light, medium, heavy }
  /// How flexible the impacting object feels.
  public enum Flexibility: Sendable { case rigid, solid, soft }

  public static func impact(weight: Weight = .medium, intensity: Double = 1) -> SensoryFeedback { .impact }
  public static func impact(flexibility: Flexibility, intensity: Double = 1) -> SensoryFeedback { .impact }
}

/// An equatable value behind an existential, compared by its own `==`.
struct AnyEquatableBox {
  let value: Any
  let equals: (Any) -> Bool

  init<T: Equatable>(_ value: T) {
    self.value = value
    equals = { ($0 as? T) == value }
  }
}

public struct _SymbolEffectModifier: WrappingModifier {
  enum Trigger {
    case value(AnyEquatableBox)
    case active(Bool)
  }

  let effect: any SymbolEffect
  let options: SymbolEffectOptions
  let trigger: Trigger

  package func node(wrapping child: Node, _ identity: ViewIdentity) -> Node {
    SymbolEffectNode(identity: identity, child: child, modifier: self)
  }
}

/// When a symbol effect started, kept by the runtime between passes.
struct SymbolEffectState {
  var lastValue: AnyEquatableBox?
  var start: Double?
}

final class SymbolEffectNode: EffectNode<_SymbolEffectModifier> {
  override func place(at origin: CGPoint, size: CGSize, proposal: ProposedViewSize, _ pass: Pass) {
    let runtime = pass.runtime
    let slot = identity.appending(.property("symbolEffect"))
    var state = runtime.observedValues[slot] as? SymbolEffectState ?? SymbolEffectState()
    switch modifier.trigger {
    case .value(let box):
      if let last = state.lastValue, !last.equals(box.value) { state.start = pass.time }
      state.lastValue = box
    case .active(let active):
      if !active {
        state.start = nil
      } else if state.start == nil {
        state.start = pass.time
      }
    }
    runtime.observedValues[slot] = state
    guard let look = look(state, at: pass.time, pass) else {
      return child.place(at: origin, size: size, proposal: proposal, pass)
    }
    let pivot = CGPoint(x: origin.x + size.width / 2, y: origin.y + size.height / 2)
    pass.withSavedState {
      pass.transform = Transform.scaling(look.scale, look.scale, about: pivot).concatenating(pass.transform)
      pass.opacity *= look.opacity
      child.place(at: origin, size: size, proposal: proposal, pass)
    }
  }

  /// The effect's look now, `nil` when it is not playing; keeps the scene live while it is.
  private func look(_ state: SymbolEffectState, at time: Double, _ pass: Pass) -> (scale: Double, opacity: Double)? {
    guard let start = state.start else { return nil }
    let elapsed = (time - start) * modifier.options.speed
    let effect = modifier.effect
    guard let duration = effect._duration else { return effect._look(at: elapsed) }
    guard duration > 0 else { return nil }
    let runs: Double? = {
      if case .active = modifier.trigger { return modifier.options.repeats == 1 ? nil : modifier.options.repeats.map(Double.init) }
      return modifier.options.repeats.map(Double.init)
    }()
    if let runs, elapsed >= duration * runs { return nil }
    pass.hasLiveTimeline = true
    return effect._look(at: elapsed.truncatingRemainder(dividingBy: duration))
  }
}
