// Projecting sink: flattened contours through a perspective projection into the edge list.
//
// What: receives contours already flattened in the projection's source space (device pixels
// before the perspective), clips each at the plane `w = ProjectionTransform.minimumW` in that
// space, divides what is left by `w` and hands the points to the edge list.
// Why this works for every path: a projective map sends straight lines to straight lines, so
// the projected polygon of the flattened contour is exact; only curves need flattening, and the
// caller flattens them finely enough for the largest stretch the projection applies.
// Why clip before the division: `w` is affine in the source space, so the part of a contour in
// front of the eye is the polygon cut by one line there (one plane of Sutherland–Hodgman,
// streamed). Dividing first would fold points behind the eye to the wrong side of the canvas.
// Refuses: a contour wholly behind the eye adds nothing.

import Foundation
import Geometry

/// A flattening sink that projects every point into an `EdgeList`; see the file note.
struct ProjectingSink: FlatteningSink {
  let edges: EdgeList
  let projection: ProjectionTransform

  /// The contour's first point and the last point received, in source space.
  private var start = CGPoint.zero, previous = CGPoint.zero
  private var isOpen = false
  /// Whether the current contour has handed the edge list its first point.
  private var hasEmitted = false

  init(into edges: EdgeList, projection: ProjectionTransform) {
    self.edges = edges
    self.projection = projection
  }

  mutating func move(to p: CGPoint) {
    finishContour()
    (start, previous, isOpen) = (p, p, true)
    if w(p) >= ProjectionTransform.minimumW { emit(p) }
  }

  mutating func line(to p: CGPoint) {
    if !isOpen { move(to: previous) }
    clip(from: previous, to: p)
    previous = p
  }

  mutating func closeContour() { finishContour() }

  /// Closes the open contour, if any; call once after the last element.
  mutating func finishContour() {
    guard isOpen else { return }
    clip(from: previous, to: start)
    edges.closeContour()
    (isOpen, hasEmitted) = (false, false)
    previous = start
  }

  @inline(__always)
  private func w(_ p: CGPoint) -> Double {
    projection.m13 * p.x + projection.m23 * p.y + projection.m33
  }

  /// Emits what of the segment `a → b` lies in front of the eye (`a` itself was emitted before,
  /// or lies behind).
  private mutating func clip(from a: CGPoint, to b: CGPoint) {
    let near = ProjectionTransform.minimumW
    let (wa, wb) = (w(a), w(b))
    switch (wa >= near, wb >= near) {
    case (true, true):
      emit(b)
    case (true, false):
      emit(lerp(a, b, (wa - near) / (wa - wb)))
    case (false, true):
      emit(lerp(a, b, (near - wa) / (wb - wa)))
      emit(b)
    case (false, false):
      break
    }
  }

  private func lerp(_ a: CGPoint, _ b: CGPoint, _ t: Double) -> CGPoint {
    CGPoint(x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t)
  }

  private mutating func emit(_ p: CGPoint) {
    let (x, y, w) = projection.homogeneous(p)
    // On the clipping plane itself rounding may leave w a hair below it.
    let safe = max(w, ProjectionTransform.minimumW)
    let q = CGPoint(x: x / safe, y: y / safe)
    if hasEmitted {
      edges.line(to: q)
    } else {
      edges.move(to: q)
      hasEmitted = true
    }
  }
}
