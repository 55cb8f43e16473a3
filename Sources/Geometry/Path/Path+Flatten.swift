import Foundation

// Design note: flattening turns curves into chords so a coverage rasterizer only ever sees
// lines. Each curve gets one chord count from a closed-form bound on its second derivative
// (exact for quads and cubics: B'' is constant or linear), and is then sampled at
// parameter-uniform steps. One bound per curve, no recursion: the count is predictable,
// the output deterministic, and the error provably ≤ tolerance (never "usually"). Uniform
// steps waste a few chords on curves of uneven speed; we accept that. We refuse
// non-finite input (no polylines) and cap the chords per curve at 10 000, so a huge or
// degenerate curve costs bounded time.

/// A flattened subpath: a chain of points joined by straight lines.
public struct Polyline: Equatable, Sendable {
  /// The vertices in order. Consecutive points are distinct; a closed polyline does not
  /// repeat its first point at the end.
  public var points: [CGPoint]
  /// Whether a closing line runs from the last point back to the first.
  public var isClosed: Bool

  public init(points: [CGPoint], isClosed: Bool) {
    self.points = points
    self.isClosed = isClosed
  }
}

extension Path {
  /// The path as polylines whose chords stay within `tolerance` of the curves.
  ///
  /// - Parameter tolerance: the largest distance allowed between a curve and its chords, in
  ///   the path's own units (for 0.01 device pixels under a transform of scale `s`, pass
  ///   `0.01 / s`). Must be > 0; zero or NaN flattens at the segment cap.
  /// - Returns: one polyline per subpath that has at least two distinct points; nothing
  ///   for an empty path or one holding a non-finite coordinate.
  public func flattened(tolerance: Double) -> [Polyline] {
    flattenedSubpaths(tolerance: tolerance).compactMap { subpath in
      subpath.points.count >= 2 ? Polyline(points: subpath.points, isClosed: subpath.isClosed) : nil
    }
  }

  /// Every subpath that has a segment, flattened, including those that collapse to a single
  /// point.
  package func flattenedSubpaths(tolerance: Double) -> [Polyline] {
    let tol = tolerance > 0 ? tolerance : 0
    return segmentedSubpaths().map { subpath in
      var points = [subpath.start]
      for segment in subpath.segments {
        let n = segment.chordCount(tolerance: tol)
        for k in 1...n {
          // The last sample is the exact end point, so segments join without drift.
          let p = k == n ? segment.end : segment.point(at: Double(k) / Double(n))
          if p != points[points.count - 1] { points.append(p) }
        }
      }
      if subpath.isClosed, points.count > 1, points[points.count - 1] == points[0] {
        points.removeLast()
      }
      return Polyline(points: points, isClosed: subpath.isClosed)
    }
  }
}
