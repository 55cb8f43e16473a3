import Foundation

// Design note: `.aspectRatio` is a layout modifier, not an image feature: it turns the
// proposal into the largest (`.fit`) or smallest (`.fill`) size of the given width/height
// ratio that fits in (or covers) the proposal, proposes that to the child and takes the
// child's answer as its own size, as SwiftUI's `_AspectRatioLayout` does. A resizable image
// takes whatever it is proposed, so it ends up exactly that size; other views answer as they
// like. The child is not clipped: `scaledToFill` overflows the frame around it unless the
// view is `.clipped()`, exactly as in SwiftUI.
//
// Readings of SwiftUI's unstated edge cases, pinned by tests:
// - a `nil` ratio means the child's ideal size ratio (its answer to `.unspecified`);
// - a proposal with one unspecified or infinite dimension is completed from the other
//   through the ratio; with both unspecified or infinite the child gets `.unspecified`;
// - a ratio that is not a positive finite number (or an ideal size with a zero side)
//   proposes as if there were no modifier.

/// How content fills its container: SwiftUI's `ContentMode`.
public enum ContentMode: Hashable, Sendable, CaseIterable {
  /// As large as possible while still fitting inside.
  case fit
  /// As small as possible while still covering the container.
  case fill
}

extension View {
  /// Constrains the view to `aspectRatio` (width / height; `nil`, the default, keeps the
  /// view's ideal ratio), sized to fit or fill the proposal (see the design note in
  /// `AspectRatio.swift`).
  public func aspectRatio(_ aspectRatio: CGFloat? = nil, contentMode: ContentMode) -> some View {
    modifier(_AspectRatioLayout(aspectRatio: aspectRatio, contentMode: contentMode))
  }

  /// Constrains the view to the aspect ratio of `aspectRatio` (width / height of the size).
  public func aspectRatio(_ aspectRatio: CGSize, contentMode: ContentMode) -> some View {
    modifier(_AspectRatioLayout(aspectRatio: aspectRatio.width / aspectRatio.height, contentMode: contentMode))
  }

  /// `aspectRatio(contentMode: .fit)`: as large as fits, keeping the ideal ratio.
  public func scaledToFit() -> some View { aspectRatio(contentMode: .fit) }

  /// `aspectRatio(contentMode: .fill)`: as small as covers the proposal, keeping the ideal
  /// ratio; overflows its frame unless clipped.
  public func scaledToFill() -> some View { aspectRatio(contentMode: .fill) }
}

/// `.aspectRatio(_:contentMode:)`.
public struct _AspectRatioLayout: WrappingModifier {
  let aspectRatio: CGFloat?
  let contentMode: ContentMode

  package func node(wrapping child: Node, _ identity: ViewIdentity) -> Node {
    AspectRatioNode(identity: identity, child: child, modifier: self)
  }
}

final class AspectRatioNode: EffectNode<_AspectRatioLayout> {
  /// What the child is proposed for `proposal`.
  func childProposal(_ proposal: ProposedViewSize, _ pass: Pass) -> ProposedViewSize {
    let ratio: CGFloat
    if let given = modifier.aspectRatio {
      ratio = given
    } else {
      let ideal = child.sizeThatFits(.unspecified, pass)
      ratio = ideal.width / ideal.height
    }
    guard ratio > 0, ratio.isFinite else { return proposal }
    func usable(_ v: CGFloat?) -> CGFloat? {
      guard let v, v.isFinite else { return nil }
      return max(v, 0)
    }
    switch (usable(proposal.width), usable(proposal.height)) {
    case let (w?, h?):
      let widthLimited = w / h < ratio  // the proposal is narrower than the ratio
      let byWidth = modifier.contentMode == .fit ? widthLimited : !widthLimited
      return byWidth
        ? ProposedViewSize(width: w, height: w / ratio)
        : ProposedViewSize(width: h * ratio, height: h)
    case let (w?, nil): return ProposedViewSize(width: w, height: w / ratio)
    case let (nil, h?): return ProposedViewSize(width: h * ratio, height: h)
    case (nil, nil): return .unspecified
    }
  }

  override func sizeThatFits(_ proposal: ProposedViewSize, _ pass: Pass) -> CGSize {
    child.sizeThatFits(childProposal(proposal, pass), pass)
  }

  override func place(at origin: CGPoint, size: CGSize, proposal: ProposedViewSize, _ pass: Pass) {
    child.place(at: origin, size: size, proposal: childProposal(proposal, pass), pass)
  }

  override func explicitGuide(_ key: GuideKey, size: CGSize, proposal: ProposedViewSize, _ pass: Pass) -> CGFloat? {
    child.explicitGuide(key, size: size, proposal: childProposal(proposal, pass), pass)
  }
}
