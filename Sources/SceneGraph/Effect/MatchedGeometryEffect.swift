import Foundation

/// Which parts of the shared frame a matched view takes.
public struct MatchedGeometryProperties: OptionSet, Hashable, Sendable {
  public let rawValue: UInt32
  public init(rawValue: UInt32) { self.rawValue = rawValue }

  public static let position = MatchedGeometryProperties(rawValue: 1)
  public static let size = MatchedGeometryProperties(rawValue: 2)
  public static let frame: MatchedGeometryProperties = [.position, .size]
}

extension View {
  /// Links this view's geometry with every other view of the same `id` in `namespace`.
  ///
  /// While the group's *source* changes under an animation, every member is proposed the
  /// interpolated shared frame (docs/SEMANTICS.md §3): the shared anchor point and size animate
  /// from the previous source's frame to the new source's. A view that ignores the proposed
  /// size (a fixed `.frame` inside) keeps its size and only moves — the classic fake hero.
  /// Rendering is not linked: inserted and removed members cross-fade by their transitions.
  public func matchedGeometryEffect<ID: Hashable>(
    id: ID, in namespace: Namespace.ID, properties: MatchedGeometryProperties = .frame,
    anchor: UnitPoint = .center, isSource: Bool = true
  ) -> some View {
    modifier(
      _MatchedGeometryEffect(
        key: MatchedGeometryGroup.Key(id: AnyHashable(id), namespace: namespace),
        properties: properties, anchor: anchor, isSource: isSource))
  }
}

public struct _MatchedGeometryEffect: WrappingModifier {
  let key: MatchedGeometryGroup.Key
  let properties: MatchedGeometryProperties
  let anchor: UnitPoint
  let isSource: Bool

  package func node(wrapping child: Node, _ identity: ViewIdentity) -> Node {
    MatchedNode(identity: identity, child: child, modifier: self)
  }
}

/// The runtime's record of one matched-geometry group across passes.
struct MatchedGeometryGroup {
  struct Key: Hashable, CustomStringConvertible {
    let id: AnyHashable
    let namespace: Namespace.ID
    var description: String { "Pair<\(type(of: id.base)), Namespace.ID>(first: \(id), second: \(namespace))" }
  }

  /// One member's own layout, as placed in a pass.
  struct Member {
    let identity: ViewIdentity
    /// The member's own frame in global layout coordinates.
    let frame: CGRect
    let anchor: UnitPoint
    let isSource: Bool
    let isRemoving: Bool
  }

  /// Identity of the member the shared frame follows.
  var source: ViewIdentity?
  /// Anchor of the source, for converting the shared frame.
  var anchor: UnitPoint = .center
  /// When each member identity first appeared (the most recent inserted source wins).
  var insertionOrder: [ViewIdentity: Int] = [:]
}

final class MatchedNode: EffectNode<_MatchedGeometryEffect> {
  override func place(at origin: CGPoint, size: CGSize, proposal: ProposedViewSize, _ pass: Pass) {
    let own = CGRect(origin: origin, size: size)
    pass.matchedMembers[modifier.key, default: []].append(
      .init(identity: identity, frame: own, anchor: modifier.anchor, isSource: modifier.isSource, isRemoving: pass.isRemoving))
    pass.record("matchedGeometryEffect(\(modifier.key.id))", identity, own, tag: "\(modifier.key.id)")

    guard let shared = pass.runtime.sharedFrame(of: modifier.key, for: identity, pass) else {
      child.place(at: origin, size: size, proposal: proposal, pass)
      return
    }
    // The shared frame is stored as (anchor point, size) of the source.
    var childSize = size
    var childProposal = proposal
    if modifier.properties.contains(.size) {
      childProposal = ProposedViewSize(width: shared.width, height: shared.height)
      childSize = child.sizeThatFits(childProposal, pass)
    }
    var childOrigin = CGPoint(
      x: origin.x + modifier.anchor.x * (size.width - childSize.width),
      y: origin.y + modifier.anchor.y * (size.height - childSize.height))
    if modifier.properties.contains(.position) {
      childOrigin = CGPoint(
        x: shared.x - modifier.anchor.x * childSize.width, y: shared.y - modifier.anchor.y * childSize.height)
    }
    child.place(at: childOrigin, size: childSize, proposal: childProposal, pass)
  }
}
