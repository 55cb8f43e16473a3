import Foundation

extension View {
  /// Runs `action` when the view is tapped (a script's tap lands on it).
  ///
  /// The tappable area is what the view draws: each visible leaf's frame. A view that is being
  /// removed takes no taps. `count` must be 1 (multi-tap scripts are not supported yet).
  public func onTapGesture(count: Int = 1, perform action: @escaping () -> Void) -> some View {
    if count != 1 { Diagnostics.warn("onTapGesture(count: \(count)) is treated as a single tap.") }
    return modifier(_TapGestureModifier(action: action))
  }
}

public struct _TapGestureModifier: PrimitiveModifier {
  let action: () -> Void

  package func makeNode(content: any View, _ resolver: inout Resolver, _ identity: ViewIdentity) -> Node {
    TapNode(identity: identity, child: resolver.resolve(content, identity.appending(.body)), handler: TapHandler(action))
  }
}

final class TapNode: ModifierNode {
  let handler: TapHandler

  init(identity: ViewIdentity, child: Node, handler: TapHandler) {
    self.handler = handler
    super.init(identity: identity, child: child)
  }

  override func place(at origin: CGPoint, size: CGSize, proposal: ProposedViewSize, _ pass: Pass) {
    pass.withSavedState {
      pass.tapHandler = handler
      child.place(at: origin, size: size, proposal: proposal, pass)
    }
  }
}
