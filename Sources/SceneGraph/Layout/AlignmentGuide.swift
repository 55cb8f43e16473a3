// What: `.alignmentGuide(_:computeValue:)`, which gives a view an explicit value for one
// alignment guide, computed from the view's dimensions when a container asks for it.
//
// Why this approach: an explicit guide is the same thing as a text baseline, a value that
// replaces a guide's default and that containers pass up from their children where they sit
// (`Node.explicitGuide`). So the modifier only answers that one question for its guide and
// leaves layout alone: it changes where the view is placed, never its size.
//
// What it refuses to do: guides on the layout axis of a stack (a `VStack` has no vertical
// alignment, so a vertical guide on its child only matters to containers further up, as in
// SwiftUI), and right-to-left mirroring of horizontal guides (Flipbook lays out left to right).

import Foundation

extension View {
  /// Sets this view's value of the horizontal guide `g`, in points from its leading edge, to
  /// what `computeValue` returns for its dimensions.
  ///
  /// Containers aligning on `g` line the view up by this value instead of the guide's default;
  /// the view's size is unchanged.
  public func alignmentGuide(
    _ g: HorizontalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat
  ) -> some View {
    modifier(_AlignmentWritingModifier(key: g.key, computeValue: computeValue))
  }

  /// Sets this view's value of the vertical guide `g`, in points from its top edge, to what
  /// `computeValue` returns for its dimensions.
  ///
  /// Containers aligning on `g` line the view up by this value instead of the guide's default;
  /// the view's size is unchanged.
  public func alignmentGuide(
    _ g: VerticalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat
  ) -> some View {
    modifier(_AlignmentWritingModifier(key: g.key, computeValue: computeValue))
  }
}

/// `.alignmentGuide(_:computeValue:)`: an explicit value for one guide.
public struct _AlignmentWritingModifier: WrappingModifier {
  let key: GuideKey
  let computeValue: (ViewDimensions) -> CGFloat

  package func node(wrapping child: Node, _ identity: ViewIdentity) -> Node {
    AlignmentGuideNode(identity: identity, child: child, modifier: self)
  }
}

/// Answers its guide from the closure, with the child's dimensions (so `d[explicit:]` and
/// `d[g]` in the closure see the child's own explicit guides); passes other guides through.
final class AlignmentGuideNode: EffectNode<_AlignmentWritingModifier> {
  override func explicitGuide(_ key: GuideKey, size: CGSize, proposal: ProposedViewSize, _ pass: Pass) -> CGFloat? {
    guard key == modifier.key else { return child.explicitGuide(key, size: size, proposal: proposal, pass) }
    return modifier.computeValue(child.dimensions(size: size, proposal: proposal, pass))
  }

  override func makeExplicitGuideKeys() -> Set<GuideKey> { child.explicitGuideKeys.union([modifier.key]) }
}
