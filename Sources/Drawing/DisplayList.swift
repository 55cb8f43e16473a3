import Foundation
import Geometry

/// A colour in gamma-encoded sRGB with straight (not premultiplied) alpha; components in 0…1.
public struct RGBAColor: Hashable, Sendable {
  public var red: Double, green: Double, blue: Double, alpha: Double

  public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
    (self.red, self.green, self.blue, self.alpha) = (red, green, blue, alpha)
  }

  /// A colour from 8-bit sRGB components, as design tools write them.
  public init(r8: Int, g8: Int, b8: Int, alpha: Double = 1) {
    self.init(red: Double(r8) / 255, green: Double(g8) / 255, blue: Double(b8) / 255, alpha: alpha)
  }

  public static let black = RGBAColor(red: 0, green: 0, blue: 0)
  public static let white = RGBAColor(red: 1, green: 1, blue: 1)
  public static let clear = RGBAColor(red: 0, green: 0, blue: 0, alpha: 0)

  /// The same colour with its alpha multiplied by `opacity`.
  public func multipliedAlpha(_ opacity: Double) -> RGBAColor {
    RGBAColor(red: red, green: green, blue: blue, alpha: alpha * opacity)
  }
}

/// One resolved drawing command, in points, in the coordinate space of the canvas.
///
/// Every item carries its full transform and its paint with all ancestor opacities already
/// multiplied in, so a renderer needs no state beyond the item itself (and, inside a
/// `.layer`, the layer's own buffer).
public enum DisplayItem: Equatable, Sendable {
  /// Fill the interior of `path` (in local coordinates) mapped through `transform`.
  case fill(Path, rule: FillRule, paint: Paint, transform: Transform)
  /// Stroke `path` with `style` in local coordinates (so a scale also scales the line
  /// width), then map the outline through `transform`.
  case stroke(Path, style: StrokeStyle, paint: Paint, transform: Transform)
  /// Draw `DisplayLayer.items` offscreen, filter, clip, mask and fade them as one, then composite
  /// the result with the layer's blend mode (see `DisplayLayer`).
  case layer(DisplayLayer)
}

/// The flat, fully resolved picture of one moment of a scene: the single plain value the
/// scene graph hands to the rasterizer. It knows nothing of views and nothing of pixels.
public struct DisplayList: Equatable, Sendable {
  /// The canvas size in points.
  public var size: CGSize
  /// Items in painting order, back to front.
  public var items: [DisplayItem]

  public init(size: CGSize, items: [DisplayItem] = []) {
    self.size = size
    self.items = items
  }

  public mutating func append(_ item: DisplayItem) { items.append(item) }

  /// Appends `other`'s items moved by `offset` points.
  public mutating func append(contentsOf other: DisplayList, offset: CGPoint = .zero) {
    items.reserveCapacity(items.count + other.items.count)
    for item in other.items { append(item.offsetBy(offset)) }
  }
}
