import Foundation

/// Gives its content the reader's size and position. Greedy: it takes the whole proposal.
///
/// The content is built during layout, from the *presented* geometry of the moment, so a view
/// inside follows animated frames frame by frame. It is placed at the reader's top-leading
/// corner (iOS 14 and later).
public struct GeometryReader<Content: View>: PrimitiveView {
  let content: (GeometryProxy) -> Content

  public init(@ViewBuilder content: @escaping (GeometryProxy) -> Content) {
    self.content = content
  }

  package func makeNode(_ resolver: inout Resolver, _ identity: ViewIdentity) -> Node {
    let resolverCopy = resolver
    return GeometryReaderNode(identity: identity) { proxy in
      var r = resolverCopy
      return r.resolve(content(proxy), identity.appending(.content))
    }
  }
}

/// The geometry a `GeometryReader` hands its content.
public struct GeometryProxy {
  /// The reader's size, in points.
  public let size: CGSize
  let globalOrigin: CGPoint

  /// The reader's frame in a coordinate space.
  public func frame(in coordinateSpace: CoordinateSpace) -> CGRect {
    switch coordinateSpace {
    case .global: return CGRect(origin: globalOrigin, size: size)
    case .local: return CGRect(origin: .zero, size: size)
    }
  }

  /// How far the reader could extend into the safe area on each edge, in points: the
  /// insets of the enclosing safe areas that its frame reaches (see `ignoresSafeArea`). A
  /// reader filling an iPhone's safe area gets (top 62, bottom 34); a reader that already
  /// ignores the safe area and fills the canvas gets zero. Zero on a canvas without insets.
  public let safeAreaInsets: EdgeInsets
}

/// A coordinate space for `GeometryProxy.frame(in:)`.
public enum CoordinateSpace: Hashable, Sendable {
  case global, local
}

final class GeometryReaderNode: Node {
  let makeContent: (GeometryProxy) -> Node

  init(identity: ViewIdentity, makeContent: @escaping (GeometryProxy) -> Node) {
    self.makeContent = makeContent
    super.init(identity: identity)
  }

  override func sizeThatFits(_ proposal: ProposedViewSize, _ pass: Pass) -> CGSize {
    proposal.replacingUnspecifiedDimensions()
  }

  override func place(at origin: CGPoint, size: CGSize, proposal: ProposedViewSize, _ pass: Pass) {
    let insets = pass.safeAreaInsets(of: CGRect(origin: origin, size: size))
    let content = makeContent(GeometryProxy(size: size, globalOrigin: origin, safeAreaInsets: insets))
    let p = ProposedViewSize(size)
    let childSize = content.sizeThatFits(p, pass)
    content.place(at: origin, size: childSize, proposal: p, pass)
  }
}
