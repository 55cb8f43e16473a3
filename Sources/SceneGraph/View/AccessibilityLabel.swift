import Foundation

extension View {
  /// Names the view for assistive technologies, as SwiftUI's modifier does. Nothing is drawn;
  /// in Flipbook the label is what a script's `tap(label:)` (and `render --tap "Label"@T`)
  /// can aim at, besides the text a view shows.
  public func accessibilityLabel<S: StringProtocol>(_ label: S) -> some View {
    modifier(_AccessibilityLabelModifier(label: String(label)))
  }

  /// Names the view with the characters of `label`.
  public func accessibilityLabel(_ label: Text) -> some View {
    modifier(_AccessibilityLabelModifier(label: label.runs.map(\.content).joined()))
  }
}

public struct _AccessibilityLabelModifier: WrappingModifier {
  let label: String

  package func node(wrapping child: Node, _ identity: ViewIdentity) -> Node {
    AccessibilityLabelNode(identity: identity, child: child, modifier: self)
  }
}

/// Records the label over the frame the view is placed in, then places the view.
final class AccessibilityLabelNode: EffectNode<_AccessibilityLabelModifier> {
  override func place(at origin: CGPoint, size: CGSize, proposal: ProposedViewSize, _ pass: Pass) {
    pass.recordLabel(modifier.label, CGRect(origin: origin, size: size))
    child.place(at: origin, size: size, proposal: proposal, pass)
  }
}
