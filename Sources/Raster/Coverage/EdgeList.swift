// Edge list: the clipped, device-space line segments the coverage accumulator consumes.
//
// What: receives flattened contours (closing each one), clips every segment to the pixmap in
// Double precision and stores what remains as `Float` edges with their winding direction.
// Why clip here: the accumulator then never sees a coordinate outside 0…width × 0…height,
// so its cell indices are always in range and Float keeps ~1/4000 px precision.
// Clipping rules, chosen so coverage inside the pixmap is unchanged:
// - parts above y = 0 or below y = height are dropped (coverage is integrated row by row);
// - parts right of x = width are dropped (a cell only influences pixels to its right);
// - parts left of x = 0 are projected onto the line x = 0 (they still add winding to
//   everything to their right).
// Refuses: non-finite points are not clipped but reported through `sawNonFinite`; callers
// check before building (see `Pixmap.fill`), so this is a second line of defence only.

import Foundation

/// One line segment in device pixels, stored top to bottom.
struct Edge {
  /// Top end; `y0 < y1`.
  var x0: Float, y0: Float
  /// Bottom end.
  var x1: Float, y1: Float
  /// +1 when the original segment ran downwards (increasing y), −1 when it ran upwards.
  var direction: Float
}

/// Builds the clipped edge list of one path; reused between paths to keep its storage.
///
/// A class over a raw buffer: a stroked ring is thousands of edges, and appending to an Array
/// paid a uniqueness and capacity check per edge; here the hot `store` is a compare and a write.
final class EdgeList: FlatteningSink {
  /// The clipped edges, `count` of them.
  private(set) var edges: UnsafeMutablePointer<Edge>
  /// How many edges `edges` holds.
  private(set) var count = 0
  private var capacity = 0
  /// Clip width and height in pixels.
  private var width = 0.0, height = 0.0
  /// Bounds of the stored edges (valid when `edges` is not empty).
  private(set) var minX: Float = 0, maxX: Float = 0, minY: Float = 0, maxY: Float = 0
  /// The largest x seen before clipping to the right edge (clamped to `width`): coverage may
  /// stay non-zero up to there even though the edges closing it were dropped.
  private(set) var rightmostX: Float = 0
  /// Set when a point with a NaN or infinite coordinate arrived.
  private(set) var sawNonFinite = false

  private var start = CGPoint.zero, current = CGPoint.zero
  private var isOpen = false

  init() { edges = .allocate(capacity: 0) }

  deinit { edges.deallocate() }

  /// Whether no edge is stored.
  var isEmpty: Bool { count == 0 }

  /// Empties the list (keeping its storage) for a new path clipped to `width × height` px.
  func reset(width: Int, height: Int) {
    count = 0
    self.width = Double(width)
    self.height = Double(height)
    minX = .infinity; maxX = -.infinity; minY = .infinity; maxY = -.infinity
    rightmostX = 0
    sawNonFinite = false
    isOpen = false
  }

  func move(to p: CGPoint) {
    closeContour()
    start = p
    current = p
    isOpen = true
  }

  func line(to p: CGPoint) {
    if !isOpen { move(to: current) }
    add(from: current, to: p)
    current = p
  }

  /// Closes the current contour with a segment back to its start; fills close every contour.
  func closeContour() {
    guard isOpen else { return }
    add(from: current, to: start)
    current = start
    isOpen = false
  }

  /// Stores the segment `p → q`: directly when both ends lie inside the pixmap (the common
  /// case, and what every comparison below is false for when a coordinate is NaN), else
  /// through `addClipped`. Both routes store exactly the same edge for an inside segment.
  @inline(__always)
  private func add(from p: CGPoint, to q: CGPoint) {
    let (w, h) = (width, height)
    guard p.x >= 0, p.x <= w, p.y >= 0, p.y <= h, q.x >= 0, q.x <= w, q.y >= 0, q.y <= h else {
      addClipped(from: p, to: q)
      return
    }
    guard p.y != q.y else { return }  // horizontal: no winding change
    // Inside the pixmap, `rightmostX` cannot pass `maxX`, which `store` keeps.
    if p.y < q.y {
      store(p.x, p.y, q.x, q.y, 1)
    } else {
      store(q.x, q.y, p.x, p.y, -1)
    }
  }

  /// Adds straight segments through `points` (last to first when `reversed`), as
  /// `line(to:)` for each: the stroker hands over each side of an outline in one call.
  func lines(through points: UnsafeBufferPointer<CGPoint>, reversed: Bool) {
    guard let first = points.first else { return }
    if !isOpen { move(to: current) }
    var p = current
    if reversed {
      var i = points.count
      while i > 0 {
        i -= 1
        let q = points[i]
        add(from: p, to: q)
        p = q
      }
    } else {
      for q in points {
        add(from: p, to: q)
        p = q
      }
    }
    current = reversed ? first : points[points.count - 1]
  }

  /// Clips the segment `p → q` to the pixmap and stores what remains.
  private func addClipped(from p: CGPoint, to q: CGPoint) {
    guard p.x.isFinite, p.y.isFinite, q.x.isFinite, q.y.isFinite else {
      sawNonFinite = true
      return
    }
    guard p.y != q.y else { return }  // horizontal: no winding change
    let direction: Float = p.y < q.y ? 1 : -1
    var (a, b) = p.y < q.y ? (p, q) : (q, p)
    guard b.y > 0, a.y < height else { return }
    rightmostX = max(rightmostX, Float(min(max(p.x, q.x, 0), width)))
    // Clip to 0 ≤ y ≤ height, interpolating x on the original segment from the end nearer
    // the cut: from the far end, a segment reaching 1e296 px away loses every digit of a
    // crossing near the pixmap (1e295 − 1e295·(1 − ε) is anything within ±1e280) and drew a
    // stray edge across it.
    let (ax, ay, bx, by) = (a.x, a.y, b.x, b.y)
    func x(atY y: Double) -> Double {
      y - ay <= by - y ? ax + (bx - ax) * ((y - ay) / (by - ay)) : bx + (ax - bx) * ((y - by) / (ay - by))
    }
    if ay < 0 { a = CGPoint(x: x(atY: 0), y: 0) }
    if by > height { b = CGPoint(x: x(atY: height), y: height) }
    // Split where the segment crosses x = 0 or x = width, then clip each piece.
    let (lo, hi) = (min(a.x, b.x), max(a.x, b.x))
    guard lo < width else { return }
    if lo >= 0 && hi <= width {
      store(a.x, a.y, b.x, b.y, direction)
      return
    }
    func y(atX xv: Double) -> Double {
      let y = a.y + (b.y - a.y) * ((xv - a.x) / (b.x - a.x))
      return min(max(y, a.y), b.y)
    }
    var cuts = [a.y, b.y]
    if lo < 0 && hi > 0 { cuts.append(y(atX: 0)) }
    if lo < width && hi > width { cuts.append(y(atX: width)) }
    cuts.sort()
    for i in 0..<(cuts.count - 1) where cuts[i] < cuts[i + 1] {
      let (y0, y1) = (cuts[i], cuts[i + 1])
      let mid = a.x + (b.x - a.x) * (((y0 + y1) / 2 - a.y) / (b.y - a.y))
      if mid >= width { continue }
      if mid <= 0 {
        store(0, y0, 0, y1, direction)
      } else {
        let x0 = a.x + (b.x - a.x) * ((y0 - a.y) / (b.y - a.y))
        let x1 = a.x + (b.x - a.x) * ((y1 - a.y) / (b.y - a.y))
        store(min(max(x0, 0), width), y0, min(max(x1, 0), width), y1, direction)
      }
    }
  }

  @inline(__always)
  private func store(_ x0: Double, _ y0: Double, _ x1: Double, _ y1: Double, _ dir: Float) {
    let e = Edge(
      x0: Float(min(max(x0, 0), width)), y0: Float(y0),
      x1: Float(min(max(x1, 0), width)), y1: Float(y1), direction: dir)
    guard e.y0 < e.y1 else { return }  // collapsed by the Float conversion
    if count == capacity { grow() }
    edges[count] = e
    count += 1
    minX = min(minX, e.x0, e.x1); maxX = max(maxX, e.x0, e.x1)
    minY = min(minY, e.y0); maxY = max(maxY, e.y1)
  }

  /// Doubles the capacity (at least 1024 edges), keeping the stored edges.
  private func grow() {
    let bigger = max(1024, capacity * 2)
    let fresh = UnsafeMutablePointer<Edge>.allocate(capacity: bigger)
    fresh.moveInitialize(from: edges, count: count)
    edges.deallocate()
    edges = fresh
    capacity = bigger
  }
}
