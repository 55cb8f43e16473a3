import Drawing
import Foundation
import Geometry
import Motion

/// A 2-D outline that draws itself in the frame it is given: SwiftUI's `Shape`.
public protocol Shape: Animatable, View, Sendable {
  /// The outline in a frame of `rect` (local coordinates, origin at the frame's corner).
  func path(in rect: CGRect) -> Path

  /// The size the shape takes for `proposal`. Default: the whole proposal (nil → 10).
  func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize
}

extension Shape {
  public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
    proposal.replacingUnspecifiedDimensions()
  }

  /// A shape is drawn filled with the foreground style.
  public var body: _ShapeView<Self, ForegroundStyle> {
    _ShapeView(shape: self, style: ForegroundStyle(), drawing: .fill(FillStyle()))
  }

  /// Fills the shape with `content`.
  public func fill<S: ShapeStyle>(_ content: S = .foreground, style: FillStyle = FillStyle()) -> _ShapeView<Self, S> {
    _ShapeView(shape: self, style: content, drawing: .fill(style))
  }

  /// Strokes the outline with `content`, centred on the edge (it overhangs the frame by half
  /// the line width and does not change layout).
  public func stroke<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1) -> _ShapeView<Self, S> {
    _ShapeView(shape: self, style: content, drawing: .stroke(StrokeStyle(lineWidth: lineWidth)))
  }

  public func stroke<S: ShapeStyle>(_ content: S, style: StrokeStyle) -> _ShapeView<Self, S> {
    _ShapeView(shape: self, style: content, drawing: .stroke(style))
  }

  public func stroke(lineWidth: CGFloat = 1) -> _ShapeView<Self, ForegroundStyle> {
    _ShapeView(shape: self, style: ForegroundStyle(), drawing: .stroke(StrokeStyle(lineWidth: lineWidth)))
  }

  public func stroke(style: StrokeStyle) -> _ShapeView<Self, ForegroundStyle> {
    _ShapeView(shape: self, style: ForegroundStyle(), drawing: .stroke(style))
  }

  /// The part of the outline between two fractions of its length (animatable).
  ///
  /// For circles and ellipses the outline starts at 3 o'clock and runs clockwise on screen.
  public func trim(from startFraction: CGFloat = 0, to endFraction: CGFloat = 1) -> _TrimmedShape<Self> {
    _TrimmedShape(shape: self, startFraction: startFraction, endFraction: endFraction)
  }
}

/// A shape drawn with a style: the view a `Shape` becomes.
public struct _ShapeView<Content: Shape, Style: ShapeStyle>: PrimitiveView {
  enum Drawing {
    case fill(FillStyle)
    case stroke(StrokeStyle)
  }

  let shape: Content
  let style: Style
  let drawing: Drawing

  package func makeNode(_ resolver: inout Resolver, _ identity: ViewIdentity) -> Node {
    let environment = resolver.environment
    let color = style._resolveColor(in: environment)
    let style = self.style
    let paint: ((CGRect) -> Paint)? =
      style is any PaintedStyle ? { rect in style._resolvePaint(in: environment, rect: rect) } : nil
    let node = ShapeNode(identity: identity, shape: shape, color: color, paint: paint, drawing: drawing)
    node.material = ((style as? AnyShapeStyle)?.base as? Material ?? style as? Material)?.resolved(for: environment.colorScheme)
    return node
  }
}

final class ShapeNode<S: Shape, Style: ShapeStyle>: Node {
  let shape: S
  /// The colour of a solid style (animated in linear sRGB when it changes).
  let color: RGBAColor
  /// For gradients: the paint for the shape's local rectangle.
  let gradientPaint: ((CGRect) -> Paint)?
  let drawing: _ShapeView<S, Style>.Drawing
  /// For materials: a fill blurs what lies behind (a stroke paints the tint).
  var material: Material.Resolved?

  init(
    identity: ViewIdentity, shape: S, color: RGBAColor, paint: ((CGRect) -> Paint)?,
    drawing: _ShapeView<S, Style>.Drawing
  ) {
    self.shape = shape
    self.color = color
    self.gradientPaint = paint
    self.drawing = drawing
    super.init(identity: identity)
  }

  override func sizeThatFits(_ proposal: ProposedViewSize, _ pass: Pass) -> CGSize {
    shape.sizeThatFits(proposal)
  }

  override func place(at origin: CGPoint, size: CGSize, proposal: ProposedViewSize, _ pass: Pass) {
    let frame = pass.presentedFrame(key("frame"), CGRect(origin: origin, size: size))
    pass.record(String(describing: S.self).components(separatedBy: "<").first ?? "Shape", identity, frame)
    var animated = shape
    animated.animatableData = pass.presented(key("shape"), shape.animatableData)
    let path = animated.path(in: CGRect(origin: .zero, size: frame.size))
    let paint: Paint
    if let gradientPaint {
      paint = gradientPaint(CGRect(origin: .zero, size: frame.size)).multipliedOpacity(pass.opacity)
    } else {
      let color = pass.presentedColor(key("color"), self.color)
      guard color.alpha > 0 else { return }
      paint = pass.paint(color)
    }
    guard !path.isEmpty else { return }
    let transform = Transform(translationX: frame.minX, y: frame.minY).concatenating(pass.transform)
    switch drawing {
    case .fill(let style):
      if let material {
        let layer = material.layer(filling: path, rule: style.rule, transform: transform, opacity: pass.opacity)
        pass.draw(.layer(layer), bounds: frame)
        return
      }
      pass.draw(.fill(path, rule: style.rule, paint: paint, transform: transform), bounds: frame)
    case .stroke(let style):
      let overhang = style.lineWidth / 2
      pass.draw(
        .stroke(path, style: style, paint: paint, transform: transform),
        bounds: frame.insetBy(dx: -overhang, dy: -overhang))
    }
  }
}

/// A shape cut to a fraction of its length.
public struct _TrimmedShape<Base: Shape>: Shape {
  public var shape: Base
  public var startFraction: CGFloat
  public var endFraction: CGFloat

  public func path(in rect: CGRect) -> Path {
    shape.path(in: rect).trimmedPath(from: startFraction, to: endFraction)
  }

  public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { shape.sizeThatFits(proposal) }

  public var animatableData: AnimatablePair<CGFloat, AnimatablePair<CGFloat, Base.AnimatableData>> {
    get { AnimatablePair(startFraction, AnimatablePair(endFraction, shape.animatableData)) }
    set {
      startFraction = newValue.first
      endFraction = newValue.second.first
      shape.animatableData = newValue.second.second
    }
  }
}
