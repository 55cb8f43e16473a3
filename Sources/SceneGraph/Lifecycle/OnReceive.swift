// What: `.onReceive(_:perform:)`, with a scene's timers on its virtual clock.
//
// A view subscribes when it appears and cancels when it disappears, like SwiftUI. A
// `Timer.publish(every:on:in:).autoconnect()` publisher is not run on the wall clock: the scene
// delivers its values itself, the first `every` seconds of scene time after the view appeared
// and then each `every` seconds, each value the scene's date at that moment
// (`SceneClock.date(at:)`), as an event of its own — so a ticking countdown lands on the same
// video frames on every run. Any other publisher delivers as it sends (a `Just` at once when
// the view appears, a subject when code sends to it); the action always is the one from the
// view's latest evaluation.

import Combine
import Foundation

extension View {
  /// Runs `action` with each value `publisher` sends while the view is on screen.
  public func onReceive<P: Publisher>(_ publisher: P, perform action: @escaping (P.Output) -> Void) -> some View
  where P.Failure == Never {
    modifier(_ReceiveModifier(publisher: publisher, action: action))
  }
}

public struct _ReceiveModifier<P: Publisher>: WrappingModifier where P.Failure == Never {
  let publisher: P
  let action: (P.Output) -> Void

  package func node(wrapping child: Node, _ identity: ViewIdentity) -> Node {
    ReceiveNode(identity: identity, child: child, modifier: self)
  }

  /// The period of a timer publisher the scene runs itself, or `nil`.
  var scenePeriod: TimeInterval? {
    if let periodic = publisher as? any ScenePeriodicPublisher { return periodic.scenePeriod }
    if let erased = publisher as? AnyPublisher<P.Output, Never>, let periodic = erased.base as? any ScenePeriodicPublisher {
      return periodic.scenePeriod
    }
    return nil
  }
}

final class ReceiveNode<P: Publisher>: EffectNode<_ReceiveModifier<P>> where P.Failure == Never {
  override func place(at origin: CGPoint, size: CGSize, proposal: ProposedViewSize, _ pass: Pass) {
    let runtime = pass.runtime
    let identity = self.identity
    let action = modifier.action
    runtime.receivers[identity, default: Receiver()].deliver = { value in
      if let value = value as? P.Output { action(value) }
    }
    let (publisher, period) = (modifier.publisher, modifier.scenePeriod)
    pass.appearances.append(
      (
        identity,
        AppearanceHandlers(
          appear: { [weak runtime] in
            guard let runtime else { return }
            if let period {
              runtime.startTicking(identity, every: period)
            } else {
              let subscription = publisher.sink { [weak runtime] value in runtime?.receivers[identity]?.deliver(value) }
              runtime.receivers[identity, default: Receiver()].subscription = subscription
            }
          },
          disappear: { [weak runtime] in runtime?.stopReceiving(identity) })
      ))
    child.place(at: origin, size: size, proposal: proposal, pass)
  }
}

/// A view's `.onReceive`, as the runtime keeps it between passes.
struct Receiver {
  /// The action of the view's latest evaluation, taking the value as sent.
  var deliver: (Any) -> Void = { _ in }
  /// The subscription to a publisher that sends by itself.
  var subscription: AnyCancellable?
  /// For a timer the scene runs: which run of it is current (a view that disappears and
  /// appears again starts a new one, and the old one's ticks are dropped).
  var tickingRun = 0
}
