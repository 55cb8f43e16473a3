import Foundation
import Geometry

// `.background` and `.overlay`: a secondary view layered behind or in front of a primary one.
// The primary alone decides the layout; the secondary is proposed the primary's final size and
// aligned in it, so it may overflow without moving anything. Its views are container items
// (aligned one by one, as SwiftUI does), so they transition in and out like a ZStack's.

extension View {
  /// Layers the views of `content` behind this view, each proposed this view's size and
  /// aligned in it by `alignment` (default `.center`). Layout is unchanged.
  public func background<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View {
    modifier(_BackgroundModifier(content: content(), alignment: alignment, isOverlay: false))
  }

  /// Layers `background` behind this view (the pre-iOS 15 form).
  @_disfavoredOverload
  public func background<Background: View>(_ background: Background, alignment: Alignment = .center) -> some View {
    modifier(_BackgroundModifier(content: background, alignment: alignment, isOverlay: false))
  }

  /// Fills this view's bounds behind it with `style`, extended into the safe area on `edges`
  /// where the bounds reach it (as `.ignoresSafeArea(edges:)` would extend the fill). Default
  /// `.all`, as on iOS 15 and later: a full-screen view's background reaches under the status
  /// bar and the home indicator.
  public func background<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
    modifier(_BackgroundModifier(content: styleFill(style), alignment: .center, isOverlay: false, ignoresSafeAreaEdges: edges))
  }

  /// Fills `shape`, in this view's bounds, behind it with `style`.
  public func background<S: ShapeStyle, T: Shape>(_ style: S, in shape: T, fillStyle: FillStyle = FillStyle()) -> some View {
    modifier(_BackgroundModifier(content: shape.fill(style, style: fillStyle), alignment: .center, isOverlay: false))
  }

  /// Layers the views of `content` in front of this view, each proposed this view's size and
  /// aligned in it by `alignment` (default `.center`). Layout is unchanged.
  public func overlay<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View {
    modifier(_BackgroundModifier(content: content(), alignment: alignment, isOverlay: true))
  }

  /// Layers `overlay` in front of this view (the pre-iOS 15 form).
  @_disfavoredOverload
  public func overlay<Overlay: View>(_ overlay: Overlay, alignment: Alignment = .center) -> some View {
    modifier(_BackgroundModifier(content: overlay, alignment: alignment, isOverlay: true))
  }

  /// Covers this view's bounds with `style`, extended into the safe area on `edges` where the
  /// bounds reach it. Default `.all`.
  public func overlay<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
    modifier(_BackgroundModifier(content: styleFill(style), alignment: .center, isOverlay: true, ignoresSafeAreaEdges: edges))
  }

  /// Covers `shape`, in this view's bounds, with `style`.
  public func overlay<S: ShapeStyle, T: Shape>(_ style: S, in shape: T, fillStyle: FillStyle = FillStyle()) -> some View {
    modifier(_BackgroundModifier(content: shape.fill(style, style: fillStyle), alignment: .center, isOverlay: true))
  }
}

/// The view that fills a bounds with a style: a colour is its own view, any other style fills
/// a rectangle.
private func styleFill<S: ShapeStyle>(_ style: S) -> AnyView {
  if let color = style as? Color { return AnyView(color) }
  return AnyView(Rectangle().fill(style))
}

/// `.background` and `.overlay`.
public struct _BackgroundModifier<Content: View>: PrimitiveModifier {
  let content: Content
  let alignment: Alignment
  /// In front of the primary view rather than behind it.
  let isOverlay: Bool
  /// The edges on which the layer extends into the safe area (the ShapeStyle forms).
  var ignoresSafeAreaEdges: Edge.Set = []

  package func makeNode(content primary: any View, _ resolver: inout Resolver, _ identity: ViewIdentity) -> Node {
    let child = resolver.resolve(primary, identity.appending(.body))
    let layer = resolver.items(of: content, identity.appending(.content))
    return LayeredNode(
      identity: identity, child: child, layer: layer, alignment: alignment, isOverlay: isOverlay,
      ignoresSafeAreaEdges: ignoresSafeAreaEdges)
  }
}

/// A primary view with secondary items behind or in front. Sizes as the primary (inherited).
final class LayeredNode: ModifierNode {
  let layer: [ItemNode]
  let alignment: Alignment
  let isOverlay: Bool
  let ignoresSafeAreaEdges: Edge.Set

  init(
    identity: ViewIdentity, child: Node, layer: [ItemNode], alignment: Alignment, isOverlay: Bool,
    ignoresSafeAreaEdges: Edge.Set
  ) {
    self.layer = layer
    self.alignment = alignment
    self.isOverlay = isOverlay
    self.ignoresSafeAreaEdges = ignoresSafeAreaEdges
    super.init(identity: identity, child: child)
  }

  override func place(at origin: CGPoint, size: CGSize, proposal: ProposedViewSize, _ pass: Pass) {
    if !isOverlay { placeLayer(at: origin, size: size, proposal: proposal, pass) }
    child.place(at: origin, size: size, proposal: proposal, pass)
    if isOverlay { placeLayer(at: origin, size: size, proposal: proposal, pass) }
  }

  /// The layer's items, each aligned on the primary view's guides (explicit ones too). A
  /// style fill that ignores the safe area is laid out in the primary's frame grown by the
  /// safe-area insets that reach it on those edges.
  private func placeLayer(at primaryOrigin: CGPoint, size primarySize: CGSize, proposal: ProposedViewSize, _ pass: Pass) {
    var frame = CGRect(origin: primaryOrigin, size: primarySize)
    if !ignoresSafeAreaEdges.isEmpty {
      frame = pass.safeAreaInsets(of: frame).on(ignoresSafeAreaEdges).outset(frame)
    }
    let (origin, size) = (frame.origin, frame.size)
    let p = ProposedViewSize(size)
    let guides = alignment.guides(in: child, size: size, proposal: proposal, pass)
    for item in layer {
      let s = item.sizeThatFits(p, pass)
      let offset = alignment.offset(of: item, size: s, proposal: p, in: size, containerGuides: guides, pass)
      item.place(at: CGPoint(x: origin.x + offset.x, y: origin.y + offset.y), size: s, proposal: p, pass)
    }
  }
}
