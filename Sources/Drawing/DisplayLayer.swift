import Foundation
import Geometry

/// A group of items drawn into their own transparent buffer, processed as a whole, then
/// composited onto what lies below: SwiftUI's `.compositingGroup()`, `.drawingGroup()`,
/// `.blendMode`, `.clipShape`, `.mask`, `.blur`, `.shadow`, `.rotation3DEffect` and materials.
///
/// Order of effects within one layer, fixed:
/// 1. the buffer starts transparent, or, with a `backdrop`, as a copy of the destination
///    under the layer with the backdrop filters applied in array order;
/// 2. `items` are drawn (source-over, back to front) into it;
/// 3. `filters` apply in array order, each to the result of the previous;
/// 4. `clip` multiplies by its anti-aliased coverage;
/// 5. `mask` multiplies by the alpha of its items;
/// 6. `opacity` scales everything;
/// 7. `projection` maps the result to the canvas (perspective-correct resampling);
/// 8. the result is composited onto the destination with `blendMode`.
/// Another order (say, a blur after a clip) is a nested layer.
///
/// Coordinates: everything is in canvas points like every `DisplayItem` (each child carries
/// its full transform). Filter radii and offsets are canvas points, so the scene graph
/// multiplies them by the scale of the ancestors' transform when it resolves them.
public struct DisplayLayer: Equatable, Sendable {
  /// The content, back to front.
  public var items: [DisplayItem]
  /// Multiplies the flattened layer's alpha; 0…1, default 1.
  public var opacity: Double
  /// How the layer combines with the destination; default `.normal`.
  public var blendMode: BlendMode
  /// Only the inside of this shape stays visible; default none.
  public var clip: LayerClip?
  /// Items whose alpha (coverage × paint alpha) masks the layer; `nil` means no mask. An
  /// empty array masks everything away.
  public var mask: [DisplayItem]?
  /// Filters applied to the drawn content, in order.
  public var filters: [LayerFilter]
  /// Filters of what lies behind the layer, which then shows under its items (a material's
  /// blur): `nil` for none, so the buffer starts transparent. The backdrop is what the
  /// destination holds when the layer is drawn (inside a group, the group's pixels so far);
  /// beyond the destination's edges its edge pixels extend, so a blur does not darken there.
  /// Only the pixels of the layer's items, cut by its clip and mask, show it. A projected
  /// layer reads no backdrop.
  public var backdrop: [LayerFilter]?
  /// Maps the flattened layer from canvas points to canvas points, perspective included
  /// (SwiftUI's `projectionEffect`, `rotation3DEffect`); `nil` for none. Points the projection
  /// sends behind the eye are not drawn.
  public var projection: ProjectionTransform?

  public init(
    items: [DisplayItem], opacity: Double = 1, blendMode: BlendMode = .normal,
    clip: LayerClip? = nil, mask: [DisplayItem]? = nil, filters: [LayerFilter] = [],
    backdrop: [LayerFilter]? = nil, projection: ProjectionTransform? = nil
  ) {
    self.items = items
    self.opacity = opacity
    self.blendMode = blendMode
    self.clip = clip
    self.mask = mask
    self.filters = filters
    self.backdrop = backdrop
    self.projection = projection
  }
}

/// A clip shape: `path` (local coordinates) mapped by `transform` to canvas points, with
/// exact-area anti-aliased coverage like any fill.
public struct LayerClip: Equatable, Sendable {
  public var path: Path
  /// Which points are inside; default `.nonZero`.
  public var rule: FillRule
  /// Local coordinates → canvas points.
  public var transform: Transform

  public init(_ path: Path, rule: FillRule = .nonZero, transform: Transform = .identity) {
    self.path = path
    self.rule = rule
    self.transform = transform
  }
}

/// A filter on a layer's pixels.
public enum LayerFilter: Equatable, Sendable {
  /// SwiftUI's `.blur(radius:)`: a Gaussian blur whose standard deviation is `radius`
  /// (canvas points; ≤ 0 or NaN does nothing). Apple documents `radius` only as "the radial
  /// size of the blur"; Core Image's `CIGaussianBlur`, which it follows, uses it as the
  /// standard deviation, and so do we. Transparent outside the layer (SwiftUI's
  /// `opaque: false`).
  case blur(radius: Double)
  /// SwiftUI's `.shadow(color:radius:x:y:)`: the layer's alpha, tinted with `color`
  /// (colour × alpha), blurred with standard deviation `radius` and moved by `offset`
  /// (canvas points), drawn under the layer.
  case shadow(color: RGBAColor, radius: Double, offset: CGPoint)
  /// SwiftUI's colour effects (`hueRotation`, `saturation`, `brightness`, …): every pixel's
  /// straight-alpha colour mapped through the matrix (see `ColorMatrix`). Transparent pixels
  /// stay transparent, whatever the matrix adds, so the filter never spreads beyond the content.
  case colorMatrix(ColorMatrix)
}

/// How a layer combines with what lies below it: SwiftUI's `BlendMode`, every case.
///
/// Notation: the layer's premultiplied colour `s` with alpha `sa`, the destination's `d` with
/// alpha `da`, channels 0…1 in gamma-encoded sRGB (no linearisation, as everywhere);
/// `S = s/sa`, `D = d/da` the unpremultiplied colours.
///
/// Blend modes (W3C Compositing and Blending Level 1) composite as
/// `result = s·(1 − da) + d·(1 − sa) + sa·da·B(D, S)`, alpha `sa + da − sa·da`, with
/// - `normal`: `B = S` (so `s + d·(1 − sa)`)
/// - `multiply`: `B = D·S` (so `s·d + s·(1 − da) + d·(1 − sa)`)
/// - `screen`: `B = D + S − D·S` (so `s + d − s·d`)
/// - `overlay`: `hardLight(S, D)`, i.e. with the roles swapped
/// - `hardLight`: `S ≤ ½ ? multiply(D, 2S) : screen(D, 2S − 1)`
/// - `darken`: `min(D, S)` (so `s + d − max(s·da, d·sa)`)
/// - `lighten`: `max(D, S)` (so `s + d − min(s·da, d·sa)`)
/// - `difference`: `|D − S|` (so `s + d − 2·min(s·da, d·sa)`)
/// - `exclusion`: `D + S − 2·D·S` (so `s + d − 2·s·d`)
/// - `colorDodge`: `D = 0 ? 0 : S = 1 ? 1 : min(1, D / (1 − S))`
/// - `colorBurn`: `D = 1 ? 1 : S = 0 ? 0 : 1 − min(1, (1 − D) / S)`
/// - `softLight`: the W3C formula (`S ≤ ½ ? D − (1 − 2S)·D·(1 − D) : D + (2S − 1)·(E(D) − D)`,
///   `E(D) = D ≤ ¼ ? ((16D − 12)·D + 4)·D : √D`)
/// - `hue`, `saturation`, `color`, `luminosity`: the W3C non-separable formulas
///   (luminosity `0.3 R + 0.59 G + 0.11 B`, `SetLum`/`ClipColor`/`SetSat`)
///
/// Porter–Duff and additive modes, premultiplied, every channel including alpha:
/// - `plusLighter`: `min(1, s + d)`
/// - `plusDarker`: alpha `min(1, sa + da)`, colour `max(0, alpha − (sa − s) − (da − d))`
///   (Core Graphics' `1 − ((1 − D) + (1 − S))` extended to alpha as WebKit does)
/// - `destinationOut`: `d·(1 − sa)` (the layer erases)
/// - `sourceAtop`: `s·da + d·(1 − sa)`, alpha `da`
/// - `destinationOver`: `s·(1 − da) + d`
public enum BlendMode: Hashable, Sendable, CaseIterable {
  case normal, multiply, screen, overlay, darken, lighten, colorDodge, colorBurn, softLight
  case hardLight, difference, exclusion, hue, saturation, color, luminosity
  case sourceAtop, destinationOver, destinationOut, plusDarker, plusLighter
}

extension DisplayItem {
  /// The item moved by `offset` canvas points (children, clip and mask of layers too).
  public func offsetBy(_ offset: CGPoint) -> DisplayItem {
    let shift = Transform(translationX: offset.x, y: offset.y)
    switch self {
    case .fill(let path, let rule, let paint, let transform):
      return .fill(path, rule: rule, paint: paint, transform: transform.concatenating(shift))
    case .stroke(let path, let style, let paint, let transform):
      return .stroke(path, style: style, paint: paint, transform: transform.concatenating(shift))
    case .layer(var layer):
      layer.items = layer.items.map { $0.offsetBy(offset) }
      layer.mask = layer.mask?.map { $0.offsetBy(offset) }
      if var clip = layer.clip {
        clip.transform = clip.transform.concatenating(shift)
        layer.clip = clip
      }
      // The projection acts on canvas points: seen from the moved content, it is conjugated by
      // the shift (a translation, always invertible).
      layer.projection = layer.projection.flatMap { $0.conjugated(by: shift) }
      return .layer(layer)
    }
  }
}
