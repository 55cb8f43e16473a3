import Foundation

extension View {
  /// Runs `action` when the view is tapped (a script's tap lands on it).
  ///
  /// The tappable area is what the view draws: each visible leaf's frame. A view that is being
  /// removed takes no taps. `count` must be 1 (multi-tap scripts are not supported yet).
  public func onTapGesture(count: Int = 1, perform action: @escaping () -> Void) -> some View {
    if count != 1 { Diagnostics.warn("onTapGesture(count: \(count)) is treated as a single tap.") }
    return modifier(_TapGestureModifier(handler: TapHandler(action)))
  }
}

public struct _TapGestureModifier: WrappingModifier {
  let handler: TapHandler

  package func node(wrapping child: Node, _ identity: ViewIdentity) -> Node {
    TapNode(identity: identity, child: child, modifier: self)
  }
}

final class TapNode: EffectNode<_TapGestureModifier> {
  override func place(at origin: CGPoint, size: CGSize, proposal: ProposedViewSize, _ pass: Pass) {
    pass.withSavedState {
      pass.tapHandler = modifier.handler
      child.place(at: origin, size: size, proposal: proposal, pass)
    }
  }
}
