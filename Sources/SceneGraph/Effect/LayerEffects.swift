import Drawing
import Foundation
import Geometry

// Effects that render a subtree into a layer first: compositing groups, blur, shadow, clip,
// mask and blend modes. The subtree draws into its own item list; the rasterizer flattens it
// offscreen, applies the effect and composites the result. The opacity of the ancestors
// applies to the flattened layer (so overlapping children do not show through each other),
// which is exactly what `.compositingGroup()` is for.

extension View {
  /// Flattens this view before ancestors' opacity and blend mode apply to it.
  public func compositingGroup() -> some View {
    modifier(_LayerEffect(kind: .group))
  }

  /// Renders this view offscreen first (the same pixels as `compositingGroup()` here, since
  /// every view is rasterized by the same CPU renderer).
  public func drawingGroup(opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear) -> some View {
    modifier(_LayerEffect(kind: .group))
  }

  /// Blurs the view with a Gaussian of standard deviation `radius` points (Core Image's
  /// reading of SwiftUI's radius). Animatable.
  public func blur(radius: CGFloat, opaque: Bool = false) -> some View {
    modifier(_LayerEffect(kind: .blur(radius: radius)))
  }

  /// Draws a blurred, offset copy of the view's shape under it.
  public func shadow(
    color: Color = Color(white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0
  ) -> some View {
    modifier(_LayerEffect(kind: .shadow(color: color, radius: radius, x: x, y: y)))
  }

  /// Clips the view to `shape` laid out in the view's frame (anti-aliased, exact coverage).
  public func clipShape<S: Shape>(_ shape: S, style: FillStyle = FillStyle()) -> some View {
    modifier(_LayerEffect(kind: .clip(rule: style.rule) { rect in shape.path(in: rect) }))
  }

  /// Clips the view to its frame.
  public func clipped(antialiased: Bool = false) -> some View {
    modifier(_LayerEffect(kind: .clip(rule: .nonZero) { rect in Path(rect) }))
  }

  /// Clips the view to its frame with rounded corners of `radius` (circular corners).
  public func cornerRadius(_ radius: CGFloat, antialiased: Bool = true) -> some View {
    modifier(_LayerEffect(kind: .clip(rule: .nonZero) { rect in
      var path = Path()
      path.addRoundedRect(in: rect, cornerSize: CGSize(width: radius, height: radius))
      return path
    }))
  }

  /// Composites the view with `blendMode` over what is behind it.
  public func blendMode(_ blendMode: BlendMode) -> some View {
    modifier(_LayerEffect(kind: .blend(blendMode)))
  }

  /// Masks the view by the alpha of `mask`, laid out in the view's frame.
  public func mask<Mask: View>(alignment: Alignment = .center, @ViewBuilder _ mask: () -> Mask) -> some View {
    modifier(_MaskEffect(mask: mask(), alignment: alignment))
  }
}

/// How `drawingGroup` blends; only `.nonLinear` (gamma-encoded sRGB) is supported.
public enum ColorRenderingMode: Hashable, Sendable {
  case nonLinear, linear, extendedLinear
}

struct _LayerEffect: PrimitiveModifier {
  enum Kind {
    case group
    case blur(radius: CGFloat)
    case shadow(color: Color, radius: CGFloat, x: CGFloat, y: CGFloat)
    case clip(rule: FillRule, path: (CGRect) -> Path)
    case blend(BlendMode)
  }

  let kind: Kind

  func makeNode(content: any View, _ resolver: inout Resolver, _ identity: ViewIdentity) -> Node {
    let child = resolver.resolve(content, identity.appending(.body))
    return LayerEffectNode(
      identity: identity, child: child, modifier: self, colorScheme: resolver.environment.colorScheme)
  }
}

final class LayerEffectNode: EffectNode<_LayerEffect> {
  /// The scheme a shadow's colour resolves in.
  let colorScheme: ColorScheme

  init(identity: ViewIdentity, child: Node, modifier: _LayerEffect, colorScheme: ColorScheme) {
    self.colorScheme = colorScheme
    super.init(identity: identity, child: child, modifier: modifier)
  }

  override func place(at origin: CGPoint, size: CGSize, proposal: ProposedViewSize, _ pass: Pass) {
    let opacity = pass.opacity
    let transform = pass.transform
    let scale = transform.meanScale
    var items: [DisplayItem] = []
    pass.withSavedState {
      pass.opacity = 1
      items = pass.collecting { child.place(at: origin, size: size, proposal: proposal, pass) }
    }
    var layer = DisplayLayer(items: items, opacity: opacity)
    switch modifier.kind {
    case .group:
      break
    case .blur(let radius):
      let r = pass.presented(key("blur"), Double(radius))
      if r > 0 { layer.filters = [.blur(radius: r * scale)] }
    case .shadow(let color, let radius, let x, let y):
      let offset = CGPoint(x: transform.a * x + transform.c * y, y: transform.b * x + transform.d * y)
      layer.filters = [.shadow(color: color.resolved(for: colorScheme), radius: Double(radius) * scale, offset: offset)]
    case .clip(let rule, let path):
      let frame = CGRect(origin: .zero, size: size)
      layer.clip = LayerClip(
        path(frame), rule: rule, transform: Transform(translationX: origin.x, y: origin.y).concatenating(transform))
    case .blend(let mode):
      layer.blendMode = mode
    }
    pass.drawLayer(layer)
  }
}

struct _MaskEffect<Mask: View>: PrimitiveModifier {
  let mask: Mask
  let alignment: Alignment

  func makeNode(content: any View, _ resolver: inout Resolver, _ identity: ViewIdentity) -> Node {
    let child = resolver.resolve(content, identity.appending(.body))
    let maskNode = resolver.resolve(mask, identity.appending(.content))
    return MaskNode(identity: identity, child: child, mask: maskNode, alignment: alignment)
  }
}

final class MaskNode: ModifierNode {
  let mask: Node
  let alignment: Alignment

  init(identity: ViewIdentity, child: Node, mask: Node, alignment: Alignment) {
    self.mask = mask
    self.alignment = alignment
    super.init(identity: identity, child: child)
  }

  override func place(at origin: CGPoint, size: CGSize, proposal: ProposedViewSize, _ pass: Pass) {
    let opacity = pass.opacity
    var items: [DisplayItem] = []
    var maskItems: [DisplayItem] = []
    pass.withSavedState {
      pass.opacity = 1
      items = pass.collecting { child.place(at: origin, size: size, proposal: proposal, pass) }
      // The mask only shapes the view: it draws nothing itself and takes no taps.
      pass.isHitTestable = false
      let p = ProposedViewSize(size)
      let maskSize = mask.sizeThatFits(p, pass)
      let guides = alignment.guides(in: child, size: size, proposal: proposal, pass)
      let offset = alignment.offset(of: mask, size: maskSize, proposal: p, in: size, containerGuides: guides, pass)
      maskItems = pass.collecting {
        mask.place(at: CGPoint(x: origin.x + offset.x, y: origin.y + offset.y), size: maskSize, proposal: p, pass)
      }
    }
    pass.drawLayer(DisplayLayer(items: items, opacity: opacity, mask: maskItems))
  }
}
