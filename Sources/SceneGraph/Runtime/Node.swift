import Drawing
import Foundation
import Geometry

/// A resolved view: the layout and drawing behaviour of one primitive view or modifier.
///
/// Nodes are rebuilt by every pass from the views (bodies are cheap and pure), so a node holds
/// plain values and no history; history lives in the runtime, keyed by ``ViewIdentity``.
/// Layout follows SwiftUI's protocol: a parent proposes a size, the child answers with its
/// size (`sizeThatFits`), and the parent then places the child (`place`), which draws it.
package class Node {
  package let identity: ViewIdentity

  init(identity: ViewIdentity) { self.identity = identity }

  /// The size this node takes for `proposal`. Must not read animated attributes.
  func sizeThatFits(_ proposal: ProposedViewSize, _ pass: Pass) -> CGSize { .zero }

  /// Lays out the subtree in the frame `(origin, size)` (global layout coordinates, points)
  /// that the parent chose after asking `sizeThatFits(proposal)`, and emits its drawing.
  func place(at origin: CGPoint, size: CGSize, proposal: ProposedViewSize, _ pass: Pass) {}

  /// The y of this node's first (`last` false) or last text baseline in its own frame, when
  /// it is placed with `size` for `proposal`; `nil` when it shows no text, which leaves the
  /// default guide, its bottom. Containers answer from their children where they sit.
  func explicitBaseline(last: Bool, size: CGSize, proposal: ProposedViewSize, _ pass: Pass) -> CGFloat? { nil }

  /// The y of the vertical guide `kind` in this node's frame, placed with `size` for `proposal`.
  final func guide(_ kind: GuideKind, size: CGSize, proposal: ProposedViewSize, _ pass: Pass) -> CGFloat {
    switch kind {
    case .fraction(let f): f * size.height
    case .firstTextBaseline: explicitBaseline(last: false, size: size, proposal: proposal, pass) ?? size.height
    case .lastTextBaseline: explicitBaseline(last: true, size: size, proposal: proposal, pass) ?? size.height
    }
  }

  /// The guide `kind` of a view that has no explicit value for it: a fraction of `length`,
  /// or the bottom for a baseline (SwiftUI's default for the text baselines).
  static func defaultGuide(_ kind: GuideKind, length: CGFloat) -> CGFloat {
    if case .fraction(let f) = kind { return f * length }
    return length
  }

  /// The transition attached to this node by `.transition(_:)`, looking through modifiers.
  var transition: AnyTransition? { nil }

  /// The key of an animated input of this node.
  func key(_ slot: String) -> AnimatedAttributes.Key { .init(identity: identity, slot: slot) }
}

/// A node that wraps exactly one child: the base of every modifier.
class ModifierNode: Node {
  let child: Node

  init(identity: ViewIdentity, child: Node) {
    self.child = child
    super.init(identity: identity)
  }

  override func sizeThatFits(_ proposal: ProposedViewSize, _ pass: Pass) -> CGSize {
    child.sizeThatFits(proposal, pass)
  }

  override func place(at origin: CGPoint, size: CGSize, proposal: ProposedViewSize, _ pass: Pass) {
    child.place(at: origin, size: size, proposal: proposal, pass)
  }

  /// The child's baseline: a modifier that places its child in its own frame keeps it (as
  /// `.offset` and the other render effects do in SwiftUI); layout modifiers that move or
  /// re-propose the child override this.
  override func explicitBaseline(last: Bool, size: CGSize, proposal: ProposedViewSize, _ pass: Pass) -> CGFloat? {
    child.explicitBaseline(last: last, size: size, proposal: proposal, pass)
  }

  override var transition: AnyTransition? { child.transition }
}

/// A modifier's node that keeps the modifier's value.
class EffectNode<Modifier>: ModifierNode {
  let modifier: Modifier

  init(identity: ViewIdentity, child: Node, modifier: Modifier) {
    self.modifier = modifier
    super.init(identity: identity, child: child)
  }
}

/// Nothing at all.
final class EmptyNode: Node {}
