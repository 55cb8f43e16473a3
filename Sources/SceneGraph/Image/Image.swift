import Drawing
import Foundation
import Geometry

/// A picture: a bitmap from a file, a built-in vector symbol, or pixels you supply.
/// SwiftUI's `Image`.
///
/// **Size.** A bitmap is `pixels / scale` points (the scale comes from an `@2x`/`@3x` file
/// name, see `Image.searchPaths`); a symbol is a square as wide as the point size of the
/// environment's font (17 for the default `.body`). Such an image takes that size whatever
/// it is proposed. After `.resizable()` it takes the whole proposal instead (unspecified
/// dimensions fall back to its own size) and stretches to fill it; combine with
/// `.aspectRatio(_:contentMode:)`, `.scaledToFit()` or `.scaledToFill()` to keep its shape.
///
/// **Drawing.** A bitmap fills its frame with `Paint.image`, sampled bilinearly by the
/// rasterizer; it ignores the foreground style. A symbol is filled with the foreground style.
///
/// **Missing images** (no such file, no decoder) issue a `Diagnostics` warning, as SwiftUI
/// logs "No image named …", take no space and draw nothing. A symbol name outside the
/// built-in set warns once with the name and draws a placeholder where the symbol would be,
/// at its size and in the foreground style: a rounded box with a diagonal.
public struct Image: PrimitiveView, Equatable {
  enum Source: Equatable {
    case named(String)
    case system(String)
    case pixels(DrawingImage, scale: CGFloat)
  }

  let source: Source
  var isResizable = false

  /// The image in the file `name` or `name.png` in one of `Image.searchPaths`.
  public init(_ name: String) { source = .named(name) }

  /// Like `init(_:)`, for an image that screen readers skip (no difference when drawing).
  public init(decorative name: String) { source = .named(name) }

  /// A built-in vector symbol, Flipbook's own drawing: one of ``systemSymbolNames`` (see
  /// `SystemSymbols.swift`). Any other name draws a placeholder box of the symbol's size.
  public init(systemName: String) { source = .system(systemName) }

  /// Flipbook addition, the counterpart of SwiftUI's `Image(_:scale:label:)` for a
  /// `CGImage`: pixels already in memory, at `scale` pixels per point (default 1; values that
  /// are not positive and finite count as 1).
  public init(_ pixels: DrawingImage, scale: CGFloat = 1) {
    source = .pixels(pixels, scale: scale > 0 && scale.isFinite ? scale : 1)
  }

  /// The image stretched to fill the size it is given instead of keeping its own.
  public func resizable() -> Image {
    var copy = self
    copy.isResizable = true
    return copy
  }

  /// The names of the built-in symbols `init(systemName:)` draws.
  public static var systemSymbolNames: [String] { SystemSymbols.names }

  package func makeNode(_ resolver: inout Resolver, _ identity: ViewIdentity) -> Node {
    let content: ImageNode.Content?
    switch source {
    case .named(let name):
      content = ImageFiles.shared.image(named: name).map { .bitmap($0.pixels, scale: $0.scale) }
    case .pixels(let pixels, let scale):
      content = .bitmap(pixels, scale: scale)
    case .system(let requested):
      // `.symbolVariant(.fill)` draws the filled form where the set has one, as SF Symbols
      // falls back to the plain symbol when a variant does not exist.
      let filled = requested.hasSuffix(".fill") ? requested : requested + ".fill"
      let name =
        resolver.environment.symbolVariantFill && SystemSymbols.symbol(named: filled) != nil ? filled : requested
      let symbol = SystemSymbols.symbol(named: name) ?? {
        Diagnostics.warn(
          "No system symbol named '\(name)' in Flipbook's built-in set (Image.systemSymbolNames); drawing a placeholder box.")
        return SystemSymbols.placeholder
      }()
      let color = resolver.environment.foregroundColor(default: .primary)
      let side = (resolver.environment.font ?? .body).size
      content = .symbol(symbol, color: color, side: side)
    }
    let node = ImageNode(identity: identity, content: content, isResizable: isResizable)
    if resolver.environment.drawsPlaceholders {
      node.placeholderColor = resolver.environment.foregroundColor(default: .primary)
    }
    return node
  }
}

final class ImageNode: Node {
  enum Content {
    /// Pixels at `scale` pixels per point.
    case bitmap(DrawingImage, scale: CGFloat)
    /// A symbol on the 100-unit grid, filled with `color`, `side` points square by default.
    case symbol(SystemSymbol, color: RGBAColor, side: CGFloat)
  }

  let content: Content?
  let isResizable: Bool
  /// Under `.redacted(reason: .placeholder)`: the colour the image's box is drawn in.
  var placeholderColor: RGBAColor?

  init(identity: ViewIdentity, content: Content?, isResizable: Bool) {
    self.content = content
    self.isResizable = isResizable
    super.init(identity: identity)
  }

  /// The image's own size in points.
  var naturalSize: CGSize {
    switch content {
    case .bitmap(let pixels, let scale):
      return CGSize(width: CGFloat(pixels.width) / scale, height: CGFloat(pixels.height) / scale)
    case .symbol(_, _, let side):
      let s = side.isFinite ? max(side, 0) : 0
      return CGSize(width: s, height: s)
    case nil:
      return .zero
    }
  }

  override func sizeThatFits(_ proposal: ProposedViewSize, _ pass: Pass) -> CGSize {
    guard isResizable, content != nil else { return naturalSize }
    return proposal.replacingUnspecifiedDimensions(by: naturalSize)
  }

  override func place(at origin: CGPoint, size: CGSize, proposal: ProposedViewSize, _ pass: Pass) {
    let frame = pass.presentedFrame(key("frame"), CGRect(origin: origin, size: size))
    pass.record("Image", identity, frame)
    guard let content, frame.width > 0, frame.height > 0, frame.width.isFinite, frame.height.isFinite,
      frame.minX.isFinite, frame.minY.isFinite
    else { return }
    if let placeholderColor { return pass.drawPlaceholder(frame, color: placeholderColor) }
    let transform = Transform(translationX: frame.minX, y: frame.minY).concatenating(pass.transform)
    let local = CGRect(origin: .zero, size: frame.size)
    switch content {
    case .bitmap(let pixels, _):
      guard pixels.width > 0, pixels.height > 0 else { return }
      let toFrame = Transform(
        scaleX: frame.width / CGFloat(pixels.width), y: frame.height / CGFloat(pixels.height))
      let paint = Paint.image(pixels, imageTransform: toFrame).multipliedOpacity(pass.opacity)
      pass.draw(.fill(Path(local), rule: .nonZero, paint: paint, transform: transform), bounds: frame)
    case .symbol(let symbol, let color, _):
      guard color.alpha > 0 else { return }
      let toFrame = Transform(scaleX: frame.width / 100, y: frame.height / 100)
      let ink = DisplayItem.fill(symbol.path.applying(toFrame), rule: .nonZero, paint: pass.paint(color), transform: transform)
      guard let knockout = symbol.knockout else {
        pass.draw(ink, bounds: frame)
        return
      }
      // The mark is erased from the ink in a layer of their own, so it cuts through
      // only the symbol and shows what lies below.
      let eraser = DisplayItem.fill(knockout.applying(toFrame), rule: .nonZero, paint: Paint(color: .black), transform: transform)
      pass.draw(.layer(DisplayLayer(items: [ink, .layer(DisplayLayer(items: [eraser], blendMode: .destinationOut))])), bounds: frame)
    }
  }
}
