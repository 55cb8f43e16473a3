// Stroke bridge: the one place the rasterizer turns a stroke into a fillable outline.
//
// Geometry's stroker builds the outline (line segments only, nonzero, one offset point per
// vertex on smooth stretches so a stroked circle or arc has no seams); the rasterizer fills it.
// The edge list takes the outline directly (already mapped to device pixels) when no `Path`
// is needed; both routes run the same stroker, so they cannot diverge.

import Foundation
import Geometry

/// The outline of `path` stroked with `style`, in the path's own coordinates, to be filled
/// with the non-zero rule; made of line segments only.
///
/// - Parameter tolerance: the largest deviation of curves and round parts from the ideal
///   outline, in the path's units; must be > 0.
func strokeOutline(_ path: Path, _ style: StrokeStyle, tolerance: Double) -> Path {
  path.strokedPath(style, tolerance: tolerance)
}

/// Streams the outline of `path` stroked with `style`, mapped through `transform`, into
/// `edges` (the same polygons `strokeOutline(_:_:tolerance:)` returns, point for point).
func strokeOutline(
  _ path: Path, _ style: StrokeStyle, tolerance: Double, transform: Transform,
  into edges: EdgeList, buffers: StrokerBuffers
) {
  path.strokeOutline(style, tolerance: tolerance, transform: transform, into: edges, buffers: buffers)
}

extension EdgeList: StrokeOutlineSink {}
