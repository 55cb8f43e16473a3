import Drawing
import Foundation
import Geometry

extension Gradient {
  /// The colour space gradients interpolate in.
  ///
  /// Accepted for source compatibility; every gradient here interpolates premultiplied,
  /// gamma-encoded sRGB, which is SwiftUI's `.device` (see `ResolvedGradient`).
  public struct ColorSpace: Hashable, Sendable {
    let name: String

    /// Interpolate the device's encoded values (what Flipbook always does).
    public static let device = ColorSpace(name: "device")
    /// Interpolate in a perceptual space; drawn as `.device` here.
    public static let perceptual = ColorSpace(name: "perceptual")
  }
}

/// A grid of points, each with a colour, whose patches blend the colours smoothly: SwiftUI's
/// `MeshGradient` (iOS 18) as a shape style and as a view that fills its frame.
///
/// `points` are `width × height` unit coordinates of the frame ((0, 0) top leading, (1, 1)
/// bottom trailing), row-major: row 0 first, each row leading to trailing. `colors` has one
/// colour per point. A point may leave the unit square; what lies outside every patch shows
/// `background`. The interpolation (straight patch edges, Catmull–Rom colours when
/// `smoothsColors`, bilinear otherwise) is documented on `ResolvedMeshGradient`.
///
/// Differences from SwiftUI, on purpose: patch edges are straight (SwiftUI curves them
/// smoothly through the points), `colorSpace` is accepted but colours always blend in
/// gamma-encoded sRGB (`.device`), and the `locations:` / bezier-point initializers and
/// animating the points are not provided. Wrong point or colour counts, fewer than 2 × 2
/// points, or a NaN or infinite point draw `background` only.
public struct MeshGradient: GradientStyle {
  /// Points per row; ≥ 2 to draw a mesh.
  public var width: Int
  /// Rows of points; ≥ 2 to draw a mesh.
  public var height: Int
  /// `width · height` points in unit coordinates of the frame, row-major.
  public var points: [SIMD2<Float>]
  /// One colour per point, in the order of `points`.
  public var colors: [Color]
  /// The colour outside the mesh; default `.clear`.
  public var background: Color
  /// Bicubic (true, the default) or bilinear colour blending within each patch.
  public var smoothsColors: Bool
  /// Accepted, not honoured: see the type's discussion; default `.device`.
  public var colorSpace: Gradient.ColorSpace

  public init(
    width: Int, height: Int, points: [SIMD2<Float>], colors: [Color], background: Color = .clear,
    smoothsColors: Bool = true, colorSpace: Gradient.ColorSpace = .device
  ) {
    (self.width, self.height, self.points, self.colors) = (width, height, points, colors)
    (self.background, self.smoothsColors, self.colorSpace) = (background, smoothsColors, colorSpace)
  }

  public func _resolveColor(in environment: EnvironmentValues) -> RGBAColor {
    (colors.first ?? background).resolved(in: environment)
  }

  public func _resolvePaint(in environment: EnvironmentValues, rect: CGRect) -> Paint {
    let local = points.map { CGPoint(x: rect.minX + Double($0.x) * rect.width, y: rect.minY + Double($0.y) * rect.height) }
    return .meshGradient(ResolvedMeshGradient(
      width: width, height: height, points: local, colors: colors.map { $0.resolved(in: environment) },
      background: background.resolved(in: environment), smoothsColors: smoothsColors))
  }
}
