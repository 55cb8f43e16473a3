import Foundation

extension View {
  /// Runs `action` when the view is tapped `count` times in a row (scripted taps land on it).
  ///
  /// The tappable area is what the view draws: each visible leaf's frame. A view that is being
  /// removed takes no taps. `count` is the number of taps, ≥ 1 (default 1; smaller values
  /// count as 1, with a warning). Successive taps of a multi-tap must each come less than
  /// 0.35 s after the previous one and land within 45 pt of the first, UIKit's defaults for
  /// a tap recogniser.
  ///
  /// A view's tap actions and those of the views around it compete; the innermost one (the
  /// modifier written first) has priority. To have a double and a single tap on one view, put
  /// the double tap first:
  ///
  ///     Circle()
  ///       .onTapGesture(count: 2) { zoom() }   // fires on a double tap
  ///       .onTapGesture { select() }           // fires 0.35 s after a single tap
  ///
  /// The single-tap action then waits until a second tap can no longer come, as it does in
  /// SwiftUI. Written the other way round, the single tap wins every tap and the double tap
  /// never fires. See `Gesture/TapSequence.swift` for the rules.
  public func onTapGesture(count: Int = 1, perform action: @escaping () -> Void) -> some View {
    if count < 1 { Diagnostics.warn("onTapGesture(count: \(count)) is treated as a single tap.") }
    return modifier(_TapGestureModifier(count: max(count, 1), action: action))
  }
}

public struct _TapGestureModifier: WrappingModifier {
  /// Taps needed, ≥ 1.
  let count: Int
  let action: () -> Void

  package func node(wrapping child: Node, _ identity: ViewIdentity) -> Node {
    TapNode(identity: identity, child: child, modifier: self)
  }

  /// Under `.disabled(true)` the tap is not there, as a control is not.
  package func makeNode(content: any View, _ resolver: inout Resolver, _ identity: ViewIdentity) -> Node {
    let child = resolver.resolve(content, identity.appending(.body))
    return resolver.environment.isEnabled ? node(wrapping: child, identity) : child
  }
}

final class TapNode: EffectNode<_TapGestureModifier> {
  override func place(at origin: CGPoint, size: CGSize, proposal: ProposedViewSize, _ pass: Pass) {
    let handler = TapHandler(identity: identity, count: modifier.count, action: modifier.action)
    // A view on its way out takes no taps, so its waiting action cannot fire either.
    if !pass.isRemoving { pass.taps[identity] = handler }
    pass.withSavedState {
      pass.tapHandlers.append(handler)
      child.place(at: origin, size: size, proposal: proposal, pass)
    }
  }
}

/// A tap action as placed in one pass.
final class TapHandler {
  /// The view of the `onTapGesture` modifier: the same across passes.
  let identity: ViewIdentity
  /// Taps needed, ≥ 1.
  let count: Int
  let action: () -> Void
  /// For a button: how a touch presses it (see `Control/ButtonPress.swift`).
  let press: PressTarget?

  init(identity: ViewIdentity, count: Int, action: @escaping () -> Void, press: PressTarget? = nil) {
    self.identity = identity
    self.count = count
    self.action = action
    self.press = press
  }
}
