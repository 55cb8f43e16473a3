import Foundation
import Geometry

/// What a shape is painted with: a solid colour, a gradient, a mesh gradient or an image,
/// times an opacity.
///
/// Geometry of every shading (gradient points, radii, the image placement) is given in the
/// item's *local* coordinates, the ones its path is in, so it follows the item's transform.
/// Colours are gamma-encoded sRGB (see `RGBAColor`).
///
/// Solid paints keep the original API: `Paint(color:)` and `paint.color`.
public struct Paint: Hashable, Sendable {
  /// The colour at each point of the shape, before `opacity`.
  public enum Shading: Hashable, Sendable {
    /// One colour everywhere.
    case solid(RGBAColor)
    /// Colour varies along the axis `start → end`: the stop location of a point is its
    /// projection on the axis, 0 at `start`, 1 at `end`; padded before and after.
    case linearGradient(ResolvedGradient, start: CGPoint, end: CGPoint)
    /// Colour varies with distance from `center`: location 0 at `startRadius`, 1 at
    /// `endRadius` (in local units), padded inside and outside. `gradientTransform` maps
    /// the gradient's own space to local coordinates (identity for circles; a scale for
    /// `ellipticalGradient`).
    case radialGradient(
      ResolvedGradient, center: CGPoint, startRadius: Double, endRadius: Double,
      gradientTransform: Transform)
    /// Colour varies with the angle around `center`: location 0 at `startAngle`, 1 at
    /// `endAngle`. Angles are measured from the +x axis towards +y (clockwise on a y-down
    /// canvas), as SwiftUI's `AngularGradient` does. When the span is under a full turn, the
    /// missing sector shows the colours at locations 1 and 0, switching halfway across it;
    /// when it is over a full turn, only the last turn (ending at `endAngle`) is visible.
    case angularGradient(ResolvedGradient, center: CGPoint, startAngle: Angle, endAngle: Angle)
    /// An image, sampled bilinearly; outside its bounds the edge pixels extend (clamp).
    /// `imageTransform` maps image pixels (x right, y down, pixel (i, j) covering
    /// `i…i+1 × j…j+1`) to local coordinates.
    case image(DrawingImage, imageTransform: Transform)
    /// A mesh of colour patches (SwiftUI's `MeshGradient`), its points in local coordinates;
    /// see `ResolvedMeshGradient` for the interpolation and the background outside the mesh.
    case meshGradient(ResolvedMeshGradient)
  }

  /// The colour at each point of the shape.
  public var shading: Shading
  /// Multiplies the alpha of every shaded colour; 0…1, default 1. The scene graph folds
  /// ancestor opacities in here for non-solid paints (solid paints may carry them in their
  /// colour instead).
  public var opacity: Double

  /// A solid colour.
  public init(color: RGBAColor) {
    shading = .solid(color)
    opacity = 1
  }

  /// A paint from any shading.
  public init(_ shading: Shading, opacity: Double = 1) {
    self.shading = shading
    self.opacity = opacity
  }

  /// The solid colour with `opacity` multiplied into its alpha, or `nil` for other shadings.
  public var solidColor: RGBAColor? {
    guard case .solid(let color) = shading else { return nil }
    return opacity == 1 ? color : color.multipliedAlpha(opacity)
  }

  /// The colour of a solid paint (opacity multiplied in). For other shadings: the first
  /// gradient stop, or clear for images, so colour-keyed code keeps working. Setting it makes
  /// the paint solid with opacity 1.
  public var color: RGBAColor {
    get {
      switch shading {
      case .solid(let color): return opacity == 1 ? color : color.multipliedAlpha(opacity)
      case .linearGradient(let g, _, _), .radialGradient(let g, _, _, _, _),
        .angularGradient(let g, _, _, _):
        return (g.stops.first?.color ?? .clear).multipliedAlpha(opacity)
      case .image: return .clear
      case .meshGradient(let mesh):
        return (mesh.colors.first ?? mesh.background).multipliedAlpha(opacity)
      }
    }
    set {
      shading = .solid(newValue)
      opacity = 1
    }
  }

  /// The same paint with its opacity multiplied by `factor`.
  public func multipliedOpacity(_ factor: Double) -> Paint {
    var copy = self
    if case .solid(let color) = shading {
      copy.shading = .solid(color.multipliedAlpha(factor))
    } else {
      copy.opacity *= factor
    }
    return copy
  }

  // MARK: SwiftUI-shaped factories

  /// `LinearGradient(gradient:startPoint:endPoint:)` with the unit points already resolved
  /// to local coordinates (e.g. `rect.origin + unit · rect.size`).
  public static func linearGradient(_ gradient: ResolvedGradient, startPoint: CGPoint, endPoint: CGPoint) -> Paint {
    Paint(.linearGradient(gradient, start: startPoint, end: endPoint))
  }

  /// `RadialGradient(gradient:center:startRadius:endRadius:)`; radii in local units.
  public static func radialGradient(
    _ gradient: ResolvedGradient, center: CGPoint, startRadius: Double, endRadius: Double
  ) -> Paint {
    Paint(.radialGradient(
      gradient, center: center, startRadius: startRadius, endRadius: endRadius,
      gradientTransform: .identity))
  }

  /// `EllipticalGradient(gradient:center:startRadiusFraction:endRadiusFraction:)` filling
  /// `rect`: a radial gradient whose circles are stretched to ellipses with the aspect of
  /// `rect`, centred on `center` (local coordinates). Fractions are of the rect's width and
  /// height, so the default end fraction 0.5 lands on the ellipse inscribed in `rect` when
  /// `center` is its middle (defaults 0 and 0.5, as SwiftUI).
  public static func ellipticalGradient(
    _ gradient: ResolvedGradient, in rect: CGRect, center: CGPoint,
    startRadiusFraction: Double = 0, endRadiusFraction: Double = 0.5
  ) -> Paint {
    let stretch = Transform(scaleX: rect.width, y: rect.height)
      .concatenating(Transform(translationX: center.x, y: center.y))
    return Paint(.radialGradient(
      gradient, center: .zero, startRadius: startRadiusFraction, endRadius: endRadiusFraction,
      gradientTransform: stretch))
  }

  /// `AngularGradient(gradient:center:startAngle:endAngle:)`; default a full turn from 0.
  public static func angularGradient(
    _ gradient: ResolvedGradient, center: CGPoint, startAngle: Angle = .zero,
    endAngle: Angle = .degrees(360)
  ) -> Paint {
    Paint(.angularGradient(gradient, center: center, startAngle: startAngle, endAngle: endAngle))
  }

  /// `MeshGradient(width:height:points:colors:background:smoothsColors:)` with the points
  /// already resolved to local coordinates.
  public static func meshGradient(_ mesh: ResolvedMeshGradient) -> Paint {
    Paint(.meshGradient(mesh))
  }

  /// An image drawn with `imageTransform` (image pixels → local coordinates); typically a
  /// scale of `rect.size / image size` and a translation to `rect.origin`, filling `rect`.
  public static func image(_ image: DrawingImage, imageTransform: Transform) -> Paint {
    Paint(.image(image, imageTransform: imageTransform))
  }
}

/// The colour stops of a gradient: SwiftUI's `Gradient` with its colours resolved.
///
/// Interpolation between stops happens in gamma-encoded sRGB on *premultiplied* colours
/// (each stop becomes `(r·α, g·α, b·α, α)`, those four are interpolated linearly), so a fade
/// to `.clear` darkens nothing. Stop locations are clamped to 0…1 and sorted (stably, so
/// equal locations keep their order and make a hard step); stops with a NaN location are
/// dropped. No stops paint nothing; one stop paints its colour everywhere.
public struct ResolvedGradient: Hashable, Sendable {
  /// One colour at one location along the gradient.
  public struct Stop: Hashable, Sendable {
    public var color: RGBAColor
    /// Location along the gradient, 0…1.
    public var location: Double

    public init(color: RGBAColor, location: Double) {
      self.color = color
      self.location = location
    }
  }

  /// Stops sorted by location, locations in 0…1.
  public let stops: [Stop]

  /// Stops in any order; see the type's discussion for how they are cleaned.
  public init(stops: [Stop]) {
    self.stops = stops
      .filter { !$0.location.isNaN }
      .map { Stop(color: $0.color, location: min(max($0.location, 0), 1)) }
      .enumerated()
      .sorted { ($0.element.location, $0.offset) < ($1.element.location, $1.offset) }
      .map(\.element)
  }

  /// Colours spread evenly from location 0 to 1, as `Gradient(colors:)`.
  public init(colors: [RGBAColor]) {
    let n = colors.count
    self.init(stops: colors.enumerated().map { i, color in
      Stop(color: color, location: n > 1 ? Double(i) / Double(n - 1) : 0)
    })
  }
}

/// A bitmap to paint with: premultiplied RGBA8 in gamma-encoded sRGB, rows top to bottom,
/// no padding — the same layout as Raster's `Pixmap`, kept here so the display list stays
/// free of Raster.
public struct DrawingImage: Hashable, Sendable {
  /// Width in pixels, ≥ 0.
  public let width: Int
  /// Height in pixels, ≥ 0.
  public let height: Int
  /// `width · height · 4` bytes, r, g, b, a per pixel, colour already multiplied by alpha.
  public let premultipliedRGBA: [UInt8]

  /// Wraps premultiplied bytes; `premultipliedRGBA.count` must be `width · height · 4`.
  public init(width: Int, height: Int, premultipliedRGBA: [UInt8]) {
    precondition(width >= 0 && height >= 0, "DrawingImage size must be ≥ 0, got \(width)×\(height)")
    precondition(
      premultipliedRGBA.count == width * height * 4,
      "expected \(width * height * 4) bytes, got \(premultipliedRGBA.count)")
    self.width = width
    self.height = height
    self.premultipliedRGBA = premultipliedRGBA
  }
}
