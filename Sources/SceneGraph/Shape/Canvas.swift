// What: SwiftUI's `Canvas` and `GraphicsContext`: immediate-mode drawing into a view.
//
// The renderer closure runs in every pass with a context whose commands append display items
// to the pass, in the canvas's coordinates (its top-leading corner at the origin), through the
// context's transform, opacity and clip. The canvas takes the whole space it is proposed.
// What it refuses to do: symbols (`Canvas(symbols:)`), `resolve(_:)` of images and text, filters
// and blend modes on the context, `drawLayer`'s own opacity: `drawLayer` draws into the same
// context with the state saved and restored. Images draw nothing yet.

import Drawing
import Foundation
import Geometry

/// A view that draws with a closure: `Canvas { context, size in context.fill(…) }`.
public struct Canvas<Symbols: View>: PrimitiveView {
  let opaque: Bool
  let renderer: (inout GraphicsContext, CGSize) -> Void

  /// - Parameters:
  ///   - opaque: a promise that every pixel is drawn (nothing changes here); default false.
  ///   - colorMode, rendersAsynchronously: accepted for compatibility.
  public init(
    opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear, rendersAsynchronously: Bool = false,
    renderer: @escaping (inout GraphicsContext, CGSize) -> Void
  ) where Symbols == EmptyView {
    _ = (colorMode, rendersAsynchronously)
    self.opaque = opaque
    self.renderer = renderer
  }

  package func makeNode(_ resolver: inout Resolver, _ identity: ViewIdentity) -> Node {
    CanvasNode(identity: identity, renderer: renderer, environment: resolver.environment)
  }
}

final class CanvasNode: Node {
  let renderer: (inout GraphicsContext, CGSize) -> Void
  let environment: EnvironmentValues

  init(identity: ViewIdentity, renderer: @escaping (inout GraphicsContext, CGSize) -> Void, environment: EnvironmentValues) {
    self.renderer = renderer
    self.environment = environment
    super.init(identity: identity)
  }

  override func sizeThatFits(_ proposal: ProposedViewSize, _ pass: Pass) -> CGSize {
    proposal.replacingUnspecifiedDimensions()
  }

  override func place(at origin: CGPoint, size: CGSize, proposal: ProposedViewSize, _ pass: Pass) {
    let frame = pass.presentedFrame(key("frame"), CGRect(origin: origin, size: size))
    pass.record("Canvas", identity, frame)
    var context = GraphicsContext(
      sink: GraphicsContext.Sink(pass: pass), environment: environment,
      base: Transform(translationX: frame.minX, y: frame.minY).concatenating(pass.transform))
    renderer(&context, frame.size)
  }
}

/// What a `Canvas` draws with: fills, strokes and text, through a transform and an opacity.
public struct GraphicsContext {
  /// Where the commands go: the pass being drawn.
  final class Sink {
    unowned let pass: Pass
    init(pass: Pass) { self.pass = pass }
  }

  let sink: Sink
  /// The environment of the canvas.
  public let environment: EnvironmentValues
  /// Canvas coordinates to global canvas points (the view's place and its effects).
  private let base: Transform
  /// The transform of the context's own coordinates, applied before `base`; identity at first.
  public var transform: CGAffineTransform = .identity
  /// Multiplies the opacity of everything drawn; default 1.
  public var opacity: Double = 1
  /// Paths everything is clipped to, in the canvas's coordinates, outermost first.
  private var clips: [Path] = []

  init(sink: Sink, environment: EnvironmentValues, base: Transform) {
    self.sink = sink
    self.environment = environment
    self.base = base
  }

  /// A colour or a style to fill or stroke with.
  public struct Shading {
    enum Kind {
      case color(Color)
      case style(any ShapeStyle)
    }
    let kind: Kind

    public static func color(_ color: Color) -> Shading { Shading(kind: .color(color)) }
    public static func color(red: Double, green: Double, blue: Double, opacity: Double = 1) -> Shading {
      .color(Color(red: red, green: green, blue: blue, opacity: opacity))
    }
    public static func style<S: ShapeStyle>(_ style: S) -> Shading { Shading(kind: .style(style)) }
    public static var foreground: Shading { .color(.primary) }
  }

  // MARK: Transforms

  public mutating func translateBy(x: CGFloat, y: CGFloat) {
    transform = Transform(translationX: x, y: y).concatenating(transform)
  }

  public mutating func scaleBy(x: CGFloat, y: CGFloat) {
    transform = Transform(scaleX: x, y: y).concatenating(transform)
  }

  /// Rotates the coordinates by `angle` (clockwise on screen for positive angles).
  public mutating func rotate(by angle: Angle) {
    transform = Transform(rotation: angle).concatenating(transform)
  }

  public mutating func concatenate(_ matrix: CGAffineTransform) {
    transform = matrix.concatenating(transform)
  }

  /// Clips what is drawn from now on to `path` (in the current coordinates).
  public mutating func clip(to path: Path, style: FillStyle = FillStyle()) {
    clips.append(path.applying(transform))
  }

  /// Draws `content` into a copy of this context: state changes inside stay inside.
  public func drawLayer(content: (inout GraphicsContext) throws -> Void) rethrows {
    var copy = self
    try content(&copy)
  }

  // MARK: Drawing

  /// Fills `path` with `shading`.
  public func fill(_ path: Path, with shading: Shading, style: FillStyle = FillStyle()) {
    let local = path.applying(transform)
    draw(.fill(local, rule: style.rule, paint: paint(shading, local.boundingRect), transform: base), local.boundingRect)
  }

  /// Strokes `path` with `shading`, `lineWidth` points wide.
  public func stroke(_ path: Path, with shading: Shading, lineWidth: CGFloat = 1) {
    stroke(path, with: shading, style: StrokeStyle(lineWidth: lineWidth))
  }

  /// Strokes `path` with `shading` in `style` (widths scale with the context's transform).
  public func stroke(_ path: Path, with shading: Shading, style: StrokeStyle) {
    let t = transform.concatenating(base)
    draw(.stroke(path, style: style, paint: paint(shading, path.boundingRect), transform: t), path.boundingRect.applying(transform))
  }

  /// Draws `text` with its anchor point at `point`.
  public func draw(_ text: Text, at point: CGPoint, anchor: UnitPoint = .center) {
    let pass = sink.pass
    var resolver = Resolver(pass: pass, environment: environment)
    let node = resolver.resolve(text, ViewIdentity.root.appending(.property("canvas text \(point)")))
    let size = node.sizeThatFits(.unspecified, pass)
    let origin = CGPoint(x: point.x - anchor.x * size.width, y: point.y - anchor.y * size.height)
    pass.withSavedState {
      pass.transform = transform.concatenating(base)
      pass.opacity *= opacity
      node.place(at: origin, size: size, proposal: ProposedViewSize(size), pass)
    }
  }

  private func paint(_ shading: Shading, _ rect: CGRect) -> Paint {
    var paint: Paint
    switch shading.kind {
    case .color(let color): paint = Paint(color: color.resolved(in: environment))
    case .style(let style): paint = style._resolvePaint(in: environment, rect: rect)
    }
    paint.opacity *= opacity * sink.pass.opacity
    return paint
  }

  private func draw(_ item: DisplayItem, _ bounds: CGRect) {
    let pass = sink.pass
    guard !clips.isEmpty else {
      pass.draw(item, bounds: bounds.applying(base))
      return
    }
    // Innermost clip first, each a layer around the last.
    var layered = item
    for clip in clips.reversed() {
      layered = .layer(DisplayLayer(items: [layered], clip: LayerClip(clip, transform: base)))
    }
    pass.drawLayer(DisplayLayer(items: [layered]))
  }
}
