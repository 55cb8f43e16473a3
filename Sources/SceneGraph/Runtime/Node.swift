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

  /// This node's explicit value for the guide `key`, in points from its own top-leading
  /// corner, when it is placed with `size` for `proposal`; `nil` leaves the guide's default.
  ///
  /// Text answers its baselines and `.alignmentGuide` the guide it sets; containers answer
  /// from their children where they sit (``GuideKey/combine(count:_:)``).
  func explicitGuide(_ key: GuideKey, size: CGSize, proposal: ProposedViewSize, _ pass: Pass) -> CGFloat? { nil }

  /// The guides this subtree may give explicit values for (a superset: a text with no lines
  /// still lists its baselines). Guides not in it skip the search, so nested stacks aligned
  /// on plain fractions never look into their children.
  func makeExplicitGuideKeys() -> Set<GuideKey> { [] }

  /// ``makeExplicitGuideKeys()``, worked out once per pass (nodes live for one pass).
  final lazy var explicitGuideKeys: Set<GuideKey> = makeExplicitGuideKeys()

  /// The dimensions of this node placed with `size` for `proposal`, for guide closures.
  final func dimensions(size: CGSize, proposal: ProposedViewSize, _ pass: Pass) -> ViewDimensions {
    ViewDimensions(size: size) { [self] key in
      explicitGuideKeys.contains(key) ? explicitGuide(key, size: size, proposal: proposal, pass) : nil
    }
  }

  /// Where a container lines its children up on `key`, as a fraction of its own length, when
  /// that is where they line up: a fractional guide that no child gives an explicit value
  /// for (the fast path of stacks); `nil` when children must be lined up by their guides.
  final func fixedFraction(of key: GuideKey) -> CGFloat? {
    guard case .fraction(let f) = key.kind, !explicitGuideKeys.contains(key) else { return nil }
    return f
  }

  /// The value of the guide `key` in this node's frame, placed with `size` for `proposal`:
  /// its explicit value, else the guide's default.
  final func guide(_ key: GuideKey, size: CGSize, proposal: ProposedViewSize, _ pass: Pass) -> CGFloat {
    if explicitGuideKeys.contains(key), let value = explicitGuide(key, size: size, proposal: proposal, pass) {
      return value
    }
    if case .fraction(let f) = key.kind { return f * key.axis.length(of: size) }
    return key.defaultValue(in: dimensions(size: size, proposal: proposal, pass))
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

  /// The child's explicit guides: a modifier that places its child in its own frame keeps
  /// them (as `.offset` and the other render effects do in SwiftUI); layout modifiers that
  /// move or re-propose the child override this.
  override func explicitGuide(_ key: GuideKey, size: CGSize, proposal: ProposedViewSize, _ pass: Pass) -> CGFloat? {
    child.explicitGuide(key, size: size, proposal: proposal, pass)
  }

  override func makeExplicitGuideKeys() -> Set<GuideKey> { child.explicitGuideKeys }

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
