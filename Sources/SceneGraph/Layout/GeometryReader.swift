import Foundation
import Geometry

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
  /// Maps global layout coordinates to the canvas at the reader (its enclosing transforms).
  var canvasTransform = Transform.identity
  /// The named coordinate spaces around the reader: each one's origin in global layout
  /// coordinates.
  var namedSpaces: [AnyHashable: CGPoint] = [:]

  /// The reader's frame in a coordinate space: `.global` is the canvas's layout coordinates
  /// (before render effects such as offsets), `.local` the reader's own, `.named(n)` those
  /// of the enclosing view marked `.coordinateSpace(name: n)` (global when there is none).
  public func frame(in coordinateSpace: CoordinateSpace) -> CGRect {
    switch coordinateSpace {
    case .global: return CGRect(origin: globalOrigin, size: size)
    case .local: return CGRect(origin: .zero, size: size)
    case .named(let name):
      let space = namedSpaces[name] ?? .zero
      return CGRect(origin: CGPoint(x: globalOrigin.x - space.x, y: globalOrigin.y - space.y), size: size)
    }
  }

  /// The reader's frame in a coordinate space (iOS 17's form: `.global`, `.local`,
  /// `.named(n)`, `.scrollView`).
  public func frame(in coordinateSpace: some CoordinateSpaceProtocol) -> CGRect {
    frame(in: coordinateSpace.coordinateSpace)
  }

  /// The value of `anchor` in the reader's own coordinates: where the anchored view is drawn,
  /// relative to the reader's top-leading corner.
  public subscript<T>(anchor: Anchor<T>) -> T {
    let toCanvas = Transform(translationX: globalOrigin.x, y: globalOrigin.y).concatenating(canvasTransform)
    return anchor.convert(anchor.canvasValue, toCanvas.inverted() ?? .identity)
  }

  /// How far the reader could extend into the safe area on each edge, in points: the
  /// insets of the enclosing safe areas that its frame reaches (see `ignoresSafeArea`). A
  /// reader filling an iPhone's safe area gets (top 62, bottom 34); a reader that already
  /// ignores the safe area and fills the canvas gets zero. Zero on a canvas without insets.
  public let safeAreaInsets: EdgeInsets
}

/// A coordinate space for `GeometryProxy.frame(in:)`.
public enum CoordinateSpace: Hashable, @unchecked Sendable {
  case global, local
  /// The space of the view marked `.coordinateSpace(name:)` with this name.
  case named(AnyHashable)
}

/// A coordinate space, iOS 17's way: `.global`, `.local`, `.named(_:)`, `.scrollView`.
public protocol CoordinateSpaceProtocol {
  /// The space as a ``CoordinateSpace``.
  var coordinateSpace: CoordinateSpace { get }
}

/// The canvas's layout coordinates.
public struct GlobalCoordinateSpace: CoordinateSpaceProtocol {
  public var coordinateSpace: CoordinateSpace { .global }
}

/// A view's own coordinates.
public struct LocalCoordinateSpace: CoordinateSpaceProtocol {
  public var coordinateSpace: CoordinateSpace { .local }
}

/// The coordinates of the view marked with this name.
public struct NamedCoordinateSpace: CoordinateSpaceProtocol, Hashable, @unchecked Sendable {
  let name: AnyHashable
  public var coordinateSpace: CoordinateSpace { .named(name) }

  public static func named(_ name: some Hashable) -> NamedCoordinateSpace { NamedCoordinateSpace(name: AnyHashable(name)) }
}

/// The name the enclosing scroll view's content space goes by (`.scrollView`).
struct ScrollViewSpaceName: Hashable {}

extension CoordinateSpaceProtocol where Self == GlobalCoordinateSpace {
  public static var global: GlobalCoordinateSpace { GlobalCoordinateSpace() }
}

extension CoordinateSpaceProtocol where Self == LocalCoordinateSpace {
  public static var local: LocalCoordinateSpace { LocalCoordinateSpace() }
}

extension CoordinateSpaceProtocol where Self == NamedCoordinateSpace {
  public static func named(_ name: some Hashable) -> NamedCoordinateSpace { NamedCoordinateSpace.named(name) }
  /// The coordinates of the innermost enclosing scroll view's visible region.
  public static var scrollView: NamedCoordinateSpace { NamedCoordinateSpace.named(ScrollViewSpaceName()) }
}

extension View {
  /// Names this view's coordinate space, for `GeometryProxy.frame(in: .named(name))` inside.
  public func coordinateSpace(name: AnyHashable) -> some View {
    modifier(_CoordinateSpaceModifier(name: name))
  }

  /// Names this view's coordinate space (iOS 17's form).
  public func coordinateSpace(_ name: NamedCoordinateSpace) -> some View {
    modifier(_CoordinateSpaceModifier(name: name.name))
  }
}

public struct _CoordinateSpaceModifier: WrappingModifier {
  let name: AnyHashable

  package func node(wrapping child: Node, _ identity: ViewIdentity) -> Node {
    CoordinateSpaceNode(identity: identity, child: child, modifier: self)
  }
}

final class CoordinateSpaceNode: EffectNode<_CoordinateSpaceModifier> {
  override func place(at origin: CGPoint, size: CGSize, proposal: ProposedViewSize, _ pass: Pass) {
    pass.withNamedSpace(modifier.name, at: origin) { child.place(at: origin, size: size, proposal: proposal, pass) }
  }
}

extension Pass {
  /// Runs `body` with the space `name` at `origin` (global layout coordinates).
  func withNamedSpace(_ name: AnyHashable, at origin: CGPoint, _ body: () -> Void) {
    let saved = namedSpaces[name]
    namedSpaces[name] = origin
    body()
    namedSpaces[name] = saved
  }
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
    let content = makeContent(GeometryProxy(
      size: size, globalOrigin: origin, canvasTransform: pass.transform, namedSpaces: pass.namedSpaces, safeAreaInsets: insets))
    let p = ProposedViewSize(size)
    let childSize = content.sizeThatFits(p, pass)
    content.place(at: origin, size: childSize, proposal: p, pass)
  }
}
