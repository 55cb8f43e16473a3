import Foundation
import Motion

/// Steps content through a sequence of phases, animating each step (docs/SEMANTICS.md §5).
///
/// Without a trigger it loops from the moment it appears: phases[1], [2], …, back to [0], and
/// on. With a trigger, each change runs one cycle, [1] … [last], [0], and stops. Each step is a
/// state change animated by `animation(phase)`, where `phase` is the phase being animated *to*
/// (the observed behaviour; Apple's wording is ambiguous — docs/SEMANTICS.md §5, open question 4);
/// the next step starts when the previous one completes logically (a spring at its duration, while
/// its tail still settles, so the next spring merges with it). A step whose animation is `nil`, or
/// that changes nothing, completes at once and the next one starts a display frame (1/60 s) later.
public struct PhaseAnimator<Phase: Equatable, Content: View>: PrimitiveView {
  let phases: [Phase]
  let trigger: AnyEquatable?
  let content: (Phase) -> Content
  let animation: (Phase) -> Animation?

  public init(
    _ phases: some Sequence<Phase>, @ViewBuilder content: @escaping (Phase) -> Content,
    animation: @escaping (Phase) -> Animation? = { _ in .default }
  ) {
    self.phases = Array(phases)
    self.trigger = nil
    self.content = content
    self.animation = animation
  }

  public init(
    _ phases: some Sequence<Phase>, trigger: some Equatable, @ViewBuilder content: @escaping (Phase) -> Content,
    animation: @escaping (Phase) -> Animation? = { _ in .default }
  ) {
    self.phases = Array(phases)
    self.trigger = AnyEquatable(trigger)
    self.content = content
    self.animation = animation
  }

  package func makeNode(_ resolver: inout Resolver, _ identity: ViewIdentity) -> Node {
    guard !phases.isEmpty else {
      Diagnostics.warn("PhaseAnimator was given no phases.")
      return EmptyNode(identity: identity)
    }
    let runtime = resolver.runtime
    let location = StateLocation<Int>(initial: 0)
    location.link(store: runtime.state, key: identity.appending(.property("phase")))
    let isNew = runtime.animatorStates[identity] == nil
    if isNew { runtime.animatorStates[identity] = location }
    let starts = trigger.map { runtime.valueChanged(at: identity, to: $0) } ?? isNew
    if starts {
      let stepper = PhaseStepper(count: phases.count, loops: trigger == nil, location: location) { [animation, phases] i in
        animation(phases[i])
      }
      runtime.schedule { stepper.step(to: 1 % phases.count) }
    }
    let index = min(max(location.value, 0), phases.count - 1)
    return resolver.resolve(content(phases[index]), identity.appending(.content))
  }
}

/// Advances a phase animator one step at a time, each step in its own animated transaction.
private final class PhaseStepper {
  let count: Int
  let loops: Bool
  let location: StateLocation<Int>
  let animation: (Int) -> Animation?

  init(count: Int, loops: Bool, location: StateLocation<Int>, animation: @escaping (Int) -> Animation?) {
    self.count = count
    self.loops = loops
    self.location = location
    self.animation = animation
  }

  func step(to index: Int) {
    var transaction = Transaction(animation: animation(index))
    transaction.addAnimationCompletion { [self] in
      guard loops || index != 0 else { return }  // a triggered cycle ends back at phase 0
      step(to: (index + 1) % count)
    }
    withTransaction(transaction) { location.set(index) }
  }
}

extension View {
  /// Loops this view through `phases`; `content` draws the view for a phase.
  public func phaseAnimator<Phase: Equatable, V: View>(
    _ phases: some Sequence<Phase>, @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Phase) -> V,
    animation: @escaping (Phase) -> Animation? = { _ in .default }
  ) -> some View {
    PhaseAnimator(phases, content: { content(PlaceholderContentView<Self>(content: self), $0) }, animation: animation)
  }

  /// Runs one cycle through `phases` each time `trigger` changes.
  public func phaseAnimator<Phase: Equatable, V: View>(
    _ phases: some Sequence<Phase>, trigger: some Equatable,
    @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Phase) -> V,
    animation: @escaping (Phase) -> Animation? = { _ in .default }
  ) -> some View {
    PhaseAnimator(
      phases, trigger: trigger, content: { content(PlaceholderContentView<Self>(content: self), $0) }, animation: animation)
  }
}
