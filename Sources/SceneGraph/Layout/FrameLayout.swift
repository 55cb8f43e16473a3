import Foundation

extension View {
  /// Gives the view a fixed size in the dimensions given, and aligns it inside.
  ///
  /// Negative or non-finite dimensions are ignored with SwiftUI's warning.
  public func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center) -> some View {
    modifier(_FrameLayout(width: width, height: height, alignment: alignment))
  }

  /// A flexible frame: each dimension is clamped between a minimum and a maximum, with an ideal.
  public func frame(
    minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil,
    minHeight: CGFloat? = nil, idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil,
    alignment: Alignment = .center
  ) -> some View {
    modifier(
      _FlexFrameLayout(
        horizontal: .init(min: minWidth, ideal: idealWidth, max: maxWidth),
        vertical: .init(min: minHeight, ideal: idealHeight, max: maxHeight),
        alignment: alignment))
  }
}

/// `.frame(width:height:alignment:)` (docs/SEMANTICS.md §7).
public struct _FrameLayout: WrappingModifier {
  let width: CGFloat?
  let height: CGFloat?
  let alignment: Alignment

  init(width: CGFloat?, height: CGFloat?, alignment: Alignment) {
    func valid(_ v: CGFloat?) -> CGFloat? {
      guard let v else { return nil }
      guard v >= 0, v.isFinite else {
        Diagnostics.warn("Invalid frame dimension (negative or non-finite).")
        return nil
      }
      return v
    }
    self.width = valid(width)
    self.height = valid(height)
    self.alignment = alignment
  }

  package func node(wrapping child: Node, _ identity: ViewIdentity) -> Node {
    FrameNode(identity: identity, child: child, modifier: self)
  }
}

/// A frame around one child: it places the child, and passes the child's guides on, where
/// `childFrame` says; each kind of frame overrides that one method.
class FramingNode<Modifier>: EffectNode<Modifier> {
  /// The child's offset in a frame of `size`, its size and the proposal it was measured
  /// with. By default the child fills the frame.
  func childFrame(size: CGSize, proposal: ProposedViewSize, _ pass: Pass) -> (CGPoint, CGSize, ProposedViewSize) {
    (.zero, size, ProposedViewSize(width: size.width, height: size.height))
  }

  override func place(at origin: CGPoint, size: CGSize, proposal: ProposedViewSize, _ pass: Pass) {
    let (offset, childSize, p) = childFrame(size: size, proposal: proposal, pass)
    child.place(at: CGPoint(x: origin.x + offset.x, y: origin.y + offset.y), size: childSize, proposal: p, pass)
  }

  /// The child's guides where the frame puts it.
  override func explicitGuide(_ key: GuideKey, size: CGSize, proposal: ProposedViewSize, _ pass: Pass) -> CGFloat? {
    let (offset, childSize, p) = childFrame(size: size, proposal: proposal, pass)
    return child.explicitGuide(key, size: childSize, proposal: p, pass).map { $0 + key.axis.coordinate(of: offset) }
  }
}

final class FrameNode: FramingNode<_FrameLayout> {
  private func childProposal(_ proposal: ProposedViewSize) -> ProposedViewSize {
    ProposedViewSize(width: modifier.width ?? proposal.width, height: modifier.height ?? proposal.height)
  }

  override func sizeThatFits(_ proposal: ProposedViewSize, _ pass: Pass) -> CGSize {
    if let w = modifier.width, let h = modifier.height { return CGSize(width: w, height: h) }
    let child = child.sizeThatFits(childProposal(proposal), pass)
    return CGSize(width: modifier.width ?? child.width, height: modifier.height ?? child.height)
  }

  /// The child's offset in the frame, its size and its proposal.
  override func childFrame(size: CGSize, proposal: ProposedViewSize, _ pass: Pass) -> (CGPoint, CGSize, ProposedViewSize) {
    let p = childProposal(proposal)
    let childSize = child.sizeThatFits(p, pass)
    return (modifier.alignment.offset(of: child, size: childSize, proposal: p, in: size, pass), childSize, p)
  }
}

/// `.frame(minWidth:idealWidth:maxWidth:minHeight:idealHeight:maxHeight:alignment:)`
/// (docs/SEMANTICS.md §7).
public struct _FlexFrameLayout: WrappingModifier {
  struct Axis {
    let min: CGFloat?
    let ideal: CGFloat?
    let max: CGFloat?

    init(min: CGFloat?, ideal: CGFloat?, max: CGFloat?) {
      // SwiftUI warns whenever min ≤ ideal ≤ max does not hold among the values given.
      let given = [min, ideal, max].compactMap { $0 }
      if zip(given, given.dropFirst()).contains(where: { $0 > $1 }) {
        Diagnostics.warn("Contradictory frame constraints specified.")
      }
      // Normalise as SwiftUI does: min ≥ 0, ideal ≥ min, max ≥ ideal.
      let mn = min.map { Swift.max($0, 0) }
      let id = ideal.map { Swift.max(mn ?? $0, $0) }
      let mx = max.map { Swift.max(id ?? mn ?? $0, $0) }
      (self.min, self.ideal, self.max) = (mn, id, mx)
    }

    func childProposal(_ p: CGFloat?) -> CGFloat? {
      guard let p = p ?? ideal else { return nil }
      return clamp(p)
    }

    func clamp(_ v: CGFloat) -> CGFloat {
      var v = v
      if let min { v = Swift.max(v, min) }
      if let max { v = Swift.min(v, max) }
      return v
    }

    func size(proposal: CGFloat?, child: () -> CGFloat) -> CGFloat {
      if let proposal, let min, let max { return Swift.min(Swift.max(proposal, min), max) }
      if proposal == nil, let ideal { return ideal }
      let c = child()
      let cp = childProposal(proposal)
      switch (min, max) {
      case (let mn?, let mx?): return Swift.min(Swift.max(c, mn), mx)
      case (let mn?, nil): return Swift.max(Swift.min(cp ?? .infinity, c), mn)
      case (nil, let mx?): return Swift.min(Swift.max(cp ?? -.infinity, c), mx)
      case (nil, nil): return c
      }
    }
  }

  let horizontal: Axis
  let vertical: Axis
  let alignment: Alignment

  package func node(wrapping child: Node, _ identity: ViewIdentity) -> Node {
    FlexFrameNode(identity: identity, child: child, modifier: self)
  }
}

final class FlexFrameNode: FramingNode<_FlexFrameLayout> {
  override func sizeThatFits(_ proposal: ProposedViewSize, _ pass: Pass) -> CGSize {
    let cp = ProposedViewSize(
      width: modifier.horizontal.childProposal(proposal.width),
      height: modifier.vertical.childProposal(proposal.height))
    var childSize: CGSize?
    func measured() -> CGSize {
      if let childSize { return childSize }
      let s = child.sizeThatFits(cp, pass)
      childSize = s
      return s
    }
    return CGSize(
      width: modifier.horizontal.size(proposal: proposal.width) { measured().width },
      height: modifier.vertical.size(proposal: proposal.height) { measured().height })
  }

  /// The child's offset in the frame, its size and its proposal.
  override func childFrame(size: CGSize, proposal: ProposedViewSize, _ pass: Pass) -> (CGPoint, CGSize, ProposedViewSize) {
    func axisProposal(_ axis: _FlexFrameLayout.Axis, _ p: CGFloat?, _ s: CGFloat) -> CGFloat? {
      if axis.ideal == nil, p == nil, let mn = axis.min, let mx = axis.max, s > mn, s < mx { return nil }
      return s
    }
    let p = ProposedViewSize(
      width: axisProposal(modifier.horizontal, proposal.width, size.width),
      height: axisProposal(modifier.vertical, proposal.height, size.height))
    let childSize = child.sizeThatFits(p, pass)
    return (modifier.alignment.offset(of: child, size: childSize, proposal: p, in: size, pass), childSize, p)
  }
}
