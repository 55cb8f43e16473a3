import Drawing
import Foundation
import Geometry

// Materials: SwiftUI's `Material` as a shape style. A shape filled with a material shows what
// lies behind it blurred, more saturated and washed with a tint: a layer whose backdrop is the
// canvas under the shape (`DisplayLayer.backdrop`), clipped to the shape, with the tint drawn
// over it.
//
// Apple documents no numbers for its materials. The parameters below are chosen, anchored on
// the one public formula of Apple's own for this look, the CSS of apple.com's navigation bar
// (`backdrop-filter: saturate(180%) blur(20px)` over `rgba(255, 255, 255, 0.72)` in light and
// `rgba(22, 22, 23, 0.8)` in dark): that is `regular` here, thinner materials let more of the
// backdrop through and blur a little less, thicker ones the reverse (docs/SEMANTICS.md §14
// has the table). Content drawn on a material keeps its own colours: there is no vibrancy
// blend of foreground text and symbols.

/// A translucent surface that blurs what lies behind it: SwiftUI's `Material`.
public struct Material: ShapeStyle, Hashable, Sendable {
  enum Thickness: Hashable, Sendable { case ultraThin, thin, regular, thick, ultraThick, bar }

  let thickness: Thickness

  public static let ultraThin = Material(thickness: .ultraThin)
  public static let thin = Material(thickness: .thin)
  public static let regular = Material(thickness: .regular)
  public static let thick = Material(thickness: .thick)
  public static let ultraThick = Material(thickness: .ultraThick)
  /// The material of toolbars and tab bars.
  public static let bar = Material(thickness: .bar)

  /// What the material does in one colour scheme.
  struct Resolved: Equatable {
    /// Standard deviation of the backdrop blur, in points.
    var blurRadius: Double
    /// Saturation factor applied to the blurred backdrop (1 changes nothing).
    var saturation: Double
    /// Drawn over the backdrop (alpha included).
    var tint: RGBAColor
  }

  /// The parameters in `colorScheme`; see the file note.
  func resolved(for colorScheme: ColorScheme) -> Resolved {
    let (radius, lightAlpha, darkAlpha): (Double, Double, Double) =
      switch thickness {
      case .ultraThin: (12, 0.30, 0.35)
      case .thin: (16, 0.48, 0.55)
      case .regular: (20, 0.72, 0.72)
      case .thick: (24, 0.82, 0.82)
      case .ultraThick: (28, 0.90, 0.90)
      case .bar: (20, 0.80, 0.80)
      }
    let tint = colorScheme == .dark
      ? RGBAColor(r8: 22, g8: 22, b8: 23, alpha: darkAlpha)
      : RGBAColor(red: 1, green: 1, blue: 1, alpha: lightAlpha)
    return Resolved(blurRadius: radius, saturation: 1.8, tint: tint)
  }

  /// The tint: what a material paints where it cannot blur (strokes, text, canvases).
  public func _resolveColor(in environment: EnvironmentValues) -> RGBAColor {
    resolved(for: environment.colorScheme).tint
  }
}

extension ShapeStyle where Self == Material {
  public static var ultraThinMaterial: Material { .ultraThin }
  public static var thinMaterial: Material { .thin }
  public static var regularMaterial: Material { .regular }
  public static var thickMaterial: Material { .thick }
  public static var ultraThickMaterial: Material { .ultraThick }
  public static var bar: Material { Material.bar }
}

extension Material.Resolved {
  /// The layer a material fill of `path` (local coordinates, through `transform` to canvas
  /// points) draws: backdrop blurred and saturated, tint over it, all clipped to the path.
  /// The blur radius follows the transform's scale, as `.blur` does.
  func layer(filling path: Path, rule: FillRule, transform: Transform, opacity: Double) -> DisplayLayer {
    DisplayLayer(
      items: [.fill(path, rule: rule, paint: Paint(color: tint), transform: transform)],
      opacity: opacity,
      clip: LayerClip(path, rule: rule, transform: transform),
      backdrop: [.blur(radius: blurRadius * transform.meanScale), .colorMatrix(.saturation(saturation))])
  }
}
