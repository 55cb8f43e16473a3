// Filling and stroking under a perspective projection.
//
// What: the projective counterpart of `Rasterizer.fill` and `stroke`. The path is mapped by
// its affine transform into device pixels *before* the projection (the space the projection
// acts on), flattened there, then every vertex is projected (`ProjectingSink`, which also
// clips at the eye plane) into the same edge list and exact-area accumulator as any fill:
// edges keep exact anti-aliasing, whatever the perspective. Solid paints blit as usual; other
// paints go through a `ProjectiveShader`, which samples them perspective-correctly.
// Tolerance: flattening happens before the projection, which stretches lengths by up to its
// local scale `s` (the Jacobian's larger singular value, taken at the corners of the path's
// bounds, where it is largest for a region wholly in front of the eye), so curves are
// flattened to `deviceTolerance / s` to keep the device error within `deviceTolerance`.
// Refuses: what the affine path refuses (non-finite points, a transparent paint, no overlap
// with the pixmap); a path wholly behind the eye draws nothing. The affine fast paths (the
// span-filled rectangle) do not apply: a projected rectangle is a general quadrilateral.

import Foundation
import Geometry
import Drawing

/// The largest stretch a projection may be assumed to apply when flattening, and the smallest;
/// beyond them the eye plane is so close that the pixels are off any canvas anyway.
private let scaleBounds = (lower: 1.0 / 64, upper: 64.0)

extension Rasterizer {
  /// Composites `paint` through the coverage of `path` mapped by `transform` (local → device
  /// pixels before the projection) and then by `projection` (→ device pixels of `pixmap`).
  package func fill(
    _ path: Path, rule: FillRule, paint: Paint, transform: Transform,
    projection: ProjectionTransform, into pixmap: inout Pixmap
  ) {
    guard isVisible(paint),
      buildProjectedEdges(path, transform: transform, projection: projection, width: pixmap.width, height: pixmap.height)
    else { return }
    compositeProjected(rule: rule, paint: paint, transform: transform, projection: projection, into: &pixmap)
  }

  /// Hands the exact-area coverage of `path`, mapped by `transform` and then `projection`, in a
  /// `width × height` px canvas to `blitter`; false when nothing is covered.
  func cover<Blitter: SpanBlitter>(
    _ path: Path, rule: FillRule, transform: Transform, projection: ProjectionTransform,
    width: Int, height: Int, into blitter: inout Blitter
  ) -> Bool {
    guard buildProjectedEdges(path, transform: transform, projection: projection, width: width, height: height)
    else { return false }
    accumulator.render(edges, rule: rule, width: width, height: height, into: &blitter)
    return true
  }

  /// Flattens `path` (see the file note for the tolerance), projects it into the edge list and
  /// says whether any edge is left.
  private func buildProjectedEdges(
    _ path: Path, transform: Transform, projection: ProjectionTransform, width: Int, height: Int
  ) -> Bool {
    guard width > 0, height > 0, let bounds = deviceBounds(of: path, transform),
      let scale = largestScale(of: projection, over: bounds, width: width, height: height)
    else { return false }
    edges.reset(width: width, height: height)
    var sink = ProjectingSink(into: edges, projection: projection)
    flatten(
      path, transform: transform, tolerance: Self.deviceTolerance / scale, cull: .infinite,
      into: &sink)
    sink.finishContour()
    return !edges.sawNonFinite && !edges.isEmpty
  }

  /// Strokes `path` with `style` in its local coordinates, then fills the outline through
  /// `transform` and `projection` (see `fill(_:rule:paint:transform:projection:into:)`).
  package func stroke(
    _ path: Path, style: StrokeStyle, paint: Paint, transform: Transform,
    projection: ProjectionTransform, into pixmap: inout Pixmap
  ) {
    let meanScale = transform.meanScale
    guard meanScale > 0, meanScale.isFinite, pixmap.width > 0, pixmap.height > 0, isVisible(paint),
      let bounds = deviceBounds(of: path, transform),
      let scale = largestScale(of: projection, over: bounds, width: pixmap.width, height: pixmap.height)
    else { return }
    let outline = strokeOutline(path, style, tolerance: Self.deviceTolerance / (meanScale * scale))
    fill(outline, rule: .nonZero, paint: paint, transform: transform, projection: projection, into: &pixmap)
  }

  /// The largest local scale of `projection` over the corners of `bounds` (clamped to
  /// `scaleBounds`), or nil when the box is wholly behind the eye or, wholly in front, projects
  /// off the canvas.
  private func largestScale(
    of projection: ProjectionTransform, over bounds: CGRect, width: Int, height: Int
  ) -> Double? {
    let corners = [
      CGPoint(x: bounds.minX, y: bounds.minY), CGPoint(x: bounds.maxX, y: bounds.minY),
      CGPoint(x: bounds.minX, y: bounds.maxY), CGPoint(x: bounds.maxX, y: bounds.maxY),
    ]
    let scales = corners.compactMap { projection.localScale(at: $0) }
    // `w` is affine, so a box whose four corners are behind the eye is wholly behind it.
    guard let largest = scales.max() else { return nil }
    if scales.count == 4 {
      // Wholly in front: the image is the convex quadrilateral of the projected corners.
      let projected = corners.compactMap { projection.projected($0) }
      let xs = projected.map(\.x), ys = projected.map(\.y)
      guard xs.allSatisfy(\.isFinite), ys.allSatisfy(\.isFinite),
        xs.max()! > 0, xs.min()! < Double(width), ys.max()! > 0, ys.min()! < Double(height)
      else { return nil }
    }
    return min(max(largest, scaleBounds.lower), scaleBounds.upper)
  }

  /// Composites `paint` through the coverage of the built (projected) edge list.
  private func compositeProjected(
    rule: FillRule, paint: Paint, transform: Transform, projection: ProjectionTransform,
    into pixmap: inout Pixmap
  ) {
    let (width, height) = (pixmap.width, pixmap.height)
    if let color = paint.solidColor {
      let packed = packedPremultiplied(color)
      pixmap.data.withUnsafeMutableBytes { bytes in
        var blitter = SolidBlitter(pixels: bytes.baseAddress!, width: width, color: packed)
        accumulator.render(edges, rule: rule, width: width, height: height, into: &blitter)
      }
      return
    }
    guard let inverse = projection.inverse else { return }
    reserveScratch(width)
    let scratch = self.scratch
    _ = withShader(paint, transform: transform) { shader in
      pixmap.data.withUnsafeMutableBytes { bytes in
        var blitter = ShaderBlitter(
          pixels: bytes.baseAddress!, width: width,
          shader: ProjectiveShader(shader: shader, inverse: inverse), scratch: scratch)
        accumulator.render(edges, rule: rule, width: width, height: height, into: &blitter)
      }
    }
  }
}
