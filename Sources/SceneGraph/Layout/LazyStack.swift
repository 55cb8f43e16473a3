// What: `LazyVStack` and `LazyHStack` (docs/SEMANTICS.md §7, lazy stacks): a column or a row
// laid out by the `HStack`/`VStack` machinery (`StackLayout.swift`) with two differences that
// SwiftUI's lazy stacks show.
//
// 1. Along its axis a lazy stack never shares out space: it cannot, because it does not build
//    the children it has not reached yet. Every child is proposed nil along the axis (its
//    ideal length), whatever the stack is offered, so a `Spacer` inside shrinks to its
//    minimum length. The stack is as long as its children plus the gaps.
// 2. Across its axis a lazy stack takes the whole proposed length (a `LazyVStack` is as wide
//    as it is offered, where a `VStack` is as wide as its widest child), and aligns its
//    children in it. With no proposal across (nil) it is as thick as its thickest child.
//
// Why this approach: the lazy stack is a thin node around an `HStack`/`VStack` layout node that it always
// asks with a nil length along the axis, so spacing, alignment guides and removal
// transitions are exactly a stack's.
// What it refuses to do: laziness. Every child is built and laid out in every pass, visible
// or not; the pictures are the same, only the cost differs. `pinnedViews` is accepted and
// ignored (no `Section` headers are pinned).

import Foundation

/// Kinds of section views a lazy stack or grid can pin to the bounds of an enclosing scroll
/// view. Accepted for source compatibility; Flipbook pins nothing.
public struct PinnedScrollableViews: OptionSet, Hashable, Sendable {
  public let rawValue: UInt32
  public init(rawValue: UInt32) { self.rawValue = rawValue }
  public static let sectionHeaders = PinnedScrollableViews(rawValue: 1 << 0)
  public static let sectionFooters = PinnedScrollableViews(rawValue: 1 << 1)
}

/// A column of children, top to bottom, as wide as it is offered.
///
/// Unlike a `VStack` it proposes each child its ideal height (nil) instead of sharing out the
/// height it is offered, and takes the whole proposed width (see `LazyStack.swift`). Children
/// inserted or removed with an animation transition in and out as in a `VStack`.
public struct LazyVStack<Content: View>: PrimitiveView {
  let alignment: HorizontalAlignment
  let spacing: CGFloat?
  let content: Content

  /// - Parameters:
  ///   - alignment: how children line up horizontally in the stack's width; default `.center`.
  ///   - spacing: the gap between neighbours in points; `nil` (default) uses 8, or 0 next to a
  ///     `Spacer`.
  ///   - pinnedViews: section views to pin while scrolling; accepted and ignored.
  public init(
    alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
    pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content
  ) {
    self.alignment = alignment
    self.spacing = spacing
    self.content = content()
  }

  package func makeNode(_ resolver: inout Resolver, _ identity: ViewIdentity) -> Node {
    let stack = makeLinearStack(content, axis: .vertical, alignment: alignment.kind, spacing: spacing, &resolver, identity)
    return LazyStackNode(identity: identity, child: stack, axis: .vertical)
  }
}

/// A row of children, leading to trailing, as tall as it is offered.
///
/// Unlike an `HStack` it proposes each child its ideal width (nil) instead of sharing out the
/// width it is offered, and takes the whole proposed height (see `LazyStack.swift`).
public struct LazyHStack<Content: View>: PrimitiveView {
  let alignment: VerticalAlignment
  let spacing: CGFloat?
  let content: Content

  /// - Parameters:
  ///   - alignment: how children line up vertically in the stack's height; default `.center`.
  ///   - spacing: the gap between neighbours in points; `nil` (default) uses 8, or 0 next to a
  ///     `Spacer`.
  ///   - pinnedViews: section views to pin while scrolling; accepted and ignored.
  public init(
    alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
    pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content
  ) {
    self.alignment = alignment
    self.spacing = spacing
    self.content = content()
  }

  package func makeNode(_ resolver: inout Resolver, _ identity: ViewIdentity) -> Node {
    let stack = makeLinearStack(content, axis: .horizontal, alignment: alignment.kind, spacing: spacing, &resolver, identity)
    return LazyStackNode(identity: identity, child: stack, axis: .horizontal)
  }
}

/// Wraps a stack so that it is always asked for its ideal length along `axis` and takes the
/// whole proposal across it.
final class LazyStackNode: ModifierNode {
  let axis: Axis

  init(identity: ViewIdentity, child: Node, axis: Axis) {
    self.axis = axis
    super.init(identity: identity, child: child)
  }

  /// What the inner stack is asked: nil along the axis, the proposal across.
  private func inner(_ proposal: ProposedViewSize) -> ProposedViewSize {
    axis.proposal(major: nil, minor: axis.other.length(of: proposal))
  }

  override func sizeThatFits(_ proposal: ProposedViewSize, _ pass: Pass) -> CGSize {
    let stack = child.sizeThatFits(inner(proposal), pass)
    let across = axis.other.length(of: proposal).map { $0.isFinite ? $0 : axis.other.length(of: stack) }
    return axis.size(major: axis.length(of: stack), minor: across ?? axis.other.length(of: stack))
  }

  /// The inner stack is placed in the lazy stack's whole frame, so its alignment works across
  /// the full width (height).
  override func place(at origin: CGPoint, size: CGSize, proposal: ProposedViewSize, _ pass: Pass) {
    child.place(at: origin, size: size, proposal: inner(proposal), pass)
  }

  override func explicitGuide(_ key: GuideKey, size: CGSize, proposal: ProposedViewSize, _ pass: Pass) -> CGFloat? {
    child.explicitGuide(key, size: size, proposal: inner(proposal), pass)
  }
}
