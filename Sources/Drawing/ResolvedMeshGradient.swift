import Foundation

/// A mesh gradient with its colours resolved and its points in local coordinates: SwiftUI's
/// `MeshGradient` after layout.
///
/// The mesh is a `width × height` grid of points, row-major (row 0 first, each row left to
/// right), each with a colour. Neighbouring points make patches: the patch of column `i` and
/// row `j` has corners `(i, j)`, `(i + 1, j)`, `(i, j + 1)`, `(i + 1, j + 1)`. Where a point
/// lies in a patch its colour comes from the patch parameters `(s, t)` in 0…1² of that point:
///
/// - **Positions**: each patch is the bilinear (Coons) patch of its four straight edges,
///   `P(s, t) = (1−s)(1−t)·P₀₀ + s(1−t)·P₁₀ + (1−s)t·P₀₁ + st·P₁₁`. SwiftUI curves the
///   edges through the points; we keep them straight, so a point lies in a patch exactly when
///   it is inside the quadrilateral, and `(s, t)` has a closed form.
/// - **Colours**, premultiplied and gamma-encoded as in `ResolvedGradient`: with
///   `smoothsColors`, the tensor-product Catmull–Rom spline over the colour grid (a bicubic
///   Hermite patch whose tangents are the central differences of neighbouring colours and
///   whose twists are the cross differences), with the grid extended linearly at its edges
///   (`c₋₁ = 2c₀ − c₁`), so the tangent at an edge is the one-sided difference and a
///   2 × 2 mesh is exactly bilinear. Without `smoothsColors`: bilinear in each patch. Either
///   way a mesh point gets exactly its own colour.
/// - **Outside every patch**, and everywhere when the mesh is malformed (see `isWellFormed`),
///   the colour is `background`. Where patches overlap (a folded mesh), the later patch in
///   row-major order wins.
public struct ResolvedMeshGradient: Hashable, Sendable {
  /// Points per row; ≥ 2 for a drawable mesh.
  public let width: Int
  /// Points per column (number of rows); ≥ 2 for a drawable mesh.
  public let height: Int
  /// `width · height` points in local coordinates, row-major.
  public let points: [CGPoint]
  /// One colour per point, in the order of `points`.
  public let colors: [RGBAColor]
  /// The colour outside the mesh.
  public let background: RGBAColor
  /// Bicubic (Catmull–Rom) colours when true, bilinear when false; default true.
  public let smoothsColors: Bool

  /// Any values are accepted; a malformed mesh paints only `background`.
  public init(
    width: Int, height: Int, points: [CGPoint], colors: [RGBAColor],
    background: RGBAColor = .clear, smoothsColors: Bool = true
  ) {
    self.width = width
    self.height = height
    self.points = points
    self.colors = colors
    self.background = background
    self.smoothsColors = smoothsColors
  }

  /// Whether the mesh has patches to draw: at least 2 × 2 points, exactly `width · height`
  /// points and colours, and every point finite.
  public var isWellFormed: Bool {
    guard width >= 2, height >= 2 else { return false }
    let (count, overflow) = width.multipliedReportingOverflow(by: height)
    return !overflow && points.count == count && colors.count == count
      && points.allSatisfy { $0.x.isFinite && $0.y.isFinite }
  }
}
