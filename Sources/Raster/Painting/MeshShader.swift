// MeshShader: the colour of a mesh gradient at a device pixel centre.
//
// What: `ResolvedMeshGradient` (see its doc for the interpolation) evaluated per pixel. The
// mesh points are mapped to device pixels once per draw (an affine map keeps a bilinear patch
// bilinear, so no inverse transform is needed); each pixel centre is then located by
// inverting the patch map in closed form. Writing `q − P₀₀ = s·e + t·f + st·g` (e = P₁₀ − P₀₀,
// f = P₀₁ − P₀₀, g = P₀₀ − P₁₀ − P₀₁ + P₁₁) and crossing with the edge vectors leaves one
// quadratic in t, `(g×f)t² + (e×f + h×g)t + h×e = 0` with h = q − P₀₀, solved in the
// cancellation-free form; s follows from either coordinate. A pixel belongs to the patch
// whose (s, t) lies in 0…1²; the colour is then the bicubic (or bilinear) blend of the
// colour grid at (i + s, j + t).
// Why inversion instead of subdividing into triangles: it is exact (no tessellation error,
// mesh points land on their own colour), needs no per-draw pixel buffer, and with straight
// patch edges the inverse is closed-form rather than a Newton iteration.
// Refuses / approximates: a malformed mesh (see `isWellFormed`) or a non-finite device point
// paints the background everywhere. The mesh is point-sampled at pixel centres, so where the
// outer boundary of a moved-in mesh meets the background the step is not antialiased (the
// shape's own edge still is, by its coverage). Colours that overshoot under Catmull–Rom are
// clamped to the premultiplied range.

import Foundation
import Geometry
import Drawing

/// A mesh gradient in raw device-space buffers, owned by the `withMeshTable` scope.
struct MeshTable {
  /// Points per row, ≥ 2 (or 0 for "background only").
  let columns: Int
  /// Number of rows of points, ≥ 2 (or 0).
  let rows: Int
  /// `columns · rows` mesh points in device pixels, row-major.
  let points: UnsafeMutablePointer<SIMD2<Double>>
  /// `(columns + 2) · (rows + 2)` premultiplied 0…255 colours (opacity multiplied in): the
  /// colour grid with one ring of linearly extrapolated colours around it.
  let colors: UnsafeMutablePointer<SIMD4<Float>>
  /// Per patch, row-major: device bounds (minX, minY, maxX, maxY), padded by a hair so
  /// centres on a shared edge are tested against both patches.
  let bounds: UnsafeMutablePointer<SIMD4<Double>>
  /// `(columns − 1) · (rows − 1)`, or 0 when only the background is drawn.
  let patchCount: Int
  /// Premultiplied 0…255 background (opacity multiplied in).
  let background: SIMD4<Float>
  let smooth: Bool

  /// The packed colour at device point (x, y).
  @inline(__always)
  func color(x: Double, y: Double) -> PackedPixel {
    let patchColumns = columns - 1
    var patch = patchCount - 1
    while patch >= 0 {
      let b = bounds[patch]
      if x >= b.x, x <= b.z, y >= b.y, y <= b.w {
        let i = patch % patchColumns, j = patch / patchColumns
        let p00 = points[j * columns + i]
        if let (s, t) = invertBilinear(
          SIMD2(x, y), p00, points[j * columns + i + 1], points[(j + 1) * columns + i],
          points[(j + 1) * columns + i + 1])
        {
          return packedClamped(smooth ? bicubic(i, j, s, t) : bilinear(i, j, s, t))
        }
      }
      patch -= 1
    }
    return packedClamped(background)
  }

  /// The extended colour grid at point column `i`, row `j` (each may be −1…count).
  @inline(__always)
  private func grid(_ i: Int, _ j: Int) -> SIMD4<Float> { colors[(j + 1) * (columns + 2) + i + 1] }

  @inline(__always)
  private func bilinear(_ i: Int, _ j: Int, _ s: Float, _ t: Float) -> SIMD4<Float> {
    let top = grid(i, j) * (1 - s) + grid(i + 1, j) * s
    let bottom = grid(i, j + 1) * (1 - s) + grid(i + 1, j + 1) * s
    return top * (1 - t) + bottom * t
  }

  /// Tensor-product Catmull–Rom over grid points i−1…i+2, j−1…j+2.
  @inline(__always)
  private func bicubic(_ i: Int, _ j: Int, _ s: Float, _ t: Float) -> SIMD4<Float> {
    let ws = catmullRomWeights(s), wt = catmullRomWeights(t)
    var sum = SIMD4<Float>(repeating: 0)
    for b in 0..<4 {
      let row = grid(i - 1, j - 1 + b) * ws.x + grid(i, j - 1 + b) * ws.y
        + grid(i + 1, j - 1 + b) * ws.z + grid(i + 2, j - 1 + b) * ws.w
      sum += row * wt[b]
    }
    return sum
  }
}

/// Weights of the four control values p₋₁, p₀, p₁, p₂ of a uniform Catmull–Rom segment at
/// parameter u in 0…1 (they sum to 1; p(0) = p₀, p(1) = p₁, p′(0) = (p₁ − p₋₁)/2).
@inline(__always)
func catmullRomWeights(_ u: Float) -> SIMD4<Float> {
  let u2 = u * u, u3 = u2 * u
  return SIMD4(
    0.5 * (-u + 2 * u2 - u3), 0.5 * (2 - 5 * u2 + 3 * u3),
    0.5 * (u + 4 * u2 - 3 * u3), 0.5 * (u3 - u2))
}

/// The parameters (s, t) in 0…1² with `P(s, t) = q` on the bilinear patch of corners
/// p00, p10 (s = 1), p01 (t = 1), p11, or nil when q is outside it (see the file note).
@inline(__always)
func invertBilinear(
  _ q: SIMD2<Double>, _ p00: SIMD2<Double>, _ p10: SIMD2<Double>, _ p01: SIMD2<Double>,
  _ p11: SIMD2<Double>
) -> (Float, Float)? {
  @inline(__always) func cross(_ a: SIMD2<Double>, _ b: SIMD2<Double>) -> Double {
    a.x * b.y - a.y * b.x
  }
  let e = p10 - p00, f = p01 - p00, g = p00 - p10 - p01 + p11, h = q - p00
  let k2 = cross(g, f), k1 = cross(e, f) + cross(h, g), k0 = cross(h, e)
  let discriminant = k1 * k1 - 4 * k0 * k2
  guard discriminant >= 0 else { return nil }
  // q = −(k1 + sign(k1)·√D)/2; roots q/k2 and k0/q (the second is the linear root as k2 → 0).
  let root = discriminant.squareRoot()
  let half = -0.5 * (k1 + (k1 < 0 ? -root : root))
  if half != 0, let st = parameters(t: k0 / half, h, e, f, g) { return st }
  if k2 != 0, let st = parameters(t: half / k2, h, e, f, g) { return st }
  return nil
}

/// s for a given t (from the coordinate with the larger denominator), if both are in 0…1
/// within a hair; clamped into 0…1.
@inline(__always)
private func parameters(
  t: Double, _ h: SIMD2<Double>, _ e: SIMD2<Double>, _ f: SIMD2<Double>, _ g: SIMD2<Double>
) -> (Float, Float)? {
  let hair = 1e-9
  guard t >= -hair, t <= 1 + hair else { return nil }
  let dx = e.x + g.x * t, dy = e.y + g.y * t
  let s: Double
  if abs(dx) >= abs(dy) {
    guard dx != 0 else { return nil }
    s = (h.x - f.x * t) / dx
  } else {
    s = (h.y - f.y * t) / dy
  }
  guard s >= -hair, s <= 1 + hair else { return nil }
  return (Float(min(max(s, 0), 1)), Float(min(max(t, 0), 1)))
}

/// Rounds a premultiplied 0…255 colour that may have overshot: alpha into 0…255, colour into
/// 0…alpha (NaN becomes 0).
@inline(__always)
private func packedClamped(_ c: SIMD4<Float>) -> PackedPixel {
  let a = c.w > 0 ? min(c.w, 255) : 0
  @inline(__always) func channel(_ v: Float) -> Float { v > 0 ? min(v, a) : 0 }
  return packed(SIMD4(channel(c.x), channel(c.y), channel(c.z), a))
}

/// Runs `body` with `mesh` drawn through `transform` (local → device) in raw buffers, its
/// colours premultiplied with `opacity` (in 0…1). A malformed mesh, or one whose device
/// points are not finite, becomes a table with no patches: background only.
func withMeshTable<R>(
  _ mesh: ResolvedMeshGradient, transform: Transform, opacity: Double, _ body: (MeshTable) -> R
) -> R {
  func premultiplied(_ c: RGBAColor) -> SIMD4<Float> {
    func clamp(_ v: Double) -> Double { v.isNaN ? 0 : min(max(v, 0), 1) }
    let a = clamp(c.alpha) * opacity
    return SIMD4(
      Float(clamp(c.red) * a * 255), Float(clamp(c.green) * a * 255),
      Float(clamp(c.blue) * a * 255), Float(a * 255))
  }
  let device = mesh.isWellFormed ? mesh.points.map { transform.apply($0) } : []
  let drawable = !device.isEmpty && device.allSatisfy { $0.x.isFinite && $0.y.isFinite }
  let (columns, rows) = drawable ? (mesh.width, mesh.height) : (0, 0)
  let patchCount = drawable ? (columns - 1) * (rows - 1) : 0
  let gridColumns = columns + 2
  let points = UnsafeMutablePointer<SIMD2<Double>>.allocate(capacity: max(columns * rows, 1))
  let colors = UnsafeMutablePointer<SIMD4<Float>>.allocate(capacity: gridColumns * (rows + 2))
  let bounds = UnsafeMutablePointer<SIMD4<Double>>.allocate(capacity: max(patchCount, 1))
  defer {
    points.deallocate()
    colors.deallocate()
    bounds.deallocate()
  }
  if drawable {
    for (k, p) in device.enumerated() { points[k] = SIMD2(p.x, p.y) }
    // Interior colours, then each row extended left and right, then the top and bottom rows
    // extended from the (already widened) rows next to them.
    for j in 0..<rows {
      for i in 0..<columns {
        colors[(j + 1) * gridColumns + i + 1] = premultiplied(mesh.colors[j * columns + i])
      }
      let row = colors + (j + 1) * gridColumns
      row[0] = 2 * row[1] - row[2]
      row[columns + 1] = 2 * row[columns] - row[columns - 1]
    }
    for i in 0..<gridColumns {
      colors[i] = 2 * colors[gridColumns + i] - colors[2 * gridColumns + i]
      colors[(rows + 1) * gridColumns + i] =
        2 * colors[rows * gridColumns + i] - colors[(rows - 1) * gridColumns + i]
    }
    let hair = 1e-7
    for j in 0..<(rows - 1) {
      for i in 0..<(columns - 1) {
        let corners = [
          points[j * columns + i], points[j * columns + i + 1],
          points[(j + 1) * columns + i], points[(j + 1) * columns + i + 1],
        ]
        let lo = corners.dropFirst().reduce(corners[0]) { pointwiseMin($0, $1) }
        let hi = corners.dropFirst().reduce(corners[0]) { pointwiseMax($0, $1) }
        bounds[j * (columns - 1) + i] = SIMD4(lo.x - hair, lo.y - hair, hi.x + hair, hi.y + hair)
      }
    }
  }
  let table = MeshTable(
    columns: columns, rows: rows, points: points, colors: colors, bounds: bounds,
    patchCount: patchCount, background: premultiplied(mesh.background), smooth: mesh.smoothsColors)
  return body(table)
}
