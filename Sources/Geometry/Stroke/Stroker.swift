import Foundation

// Design note: the stroker turns a path into the outline of its stroke, made of lines only,
// to be filled with the nonzero rule. It flattens each subpath, then offsets the polyline
// by half the line width on both sides:
//
// - Each vertex of the flattening keeps the curve's true tangents (incoming and outgoing).
//   Where they agree to within `smoothTurn` — everywhere inside a curve and across
//   tangent-continuous joints — the vertex gets ONE offset point per side, half the width
//   along the true normal (the bisector of both normals at a joint). Those points lie on the
//   exact offset curve, moved out by a twelfth of the flattening's bend there so that each
//   side's chords cut its offset curve with no net area bias (see `join`); a stroked circle
//   has one convex polygon per side and caps sit on the true end tangents: no join slivers,
//   no seams, exact-area fills stay clean.
// - A real corner gets the requested join on its outer side (miter up to `miterLimit`, then
//   bevel; round; bevel), built from the true tangents, and goes through the vertex itself
//   on its inner side. That inner detour makes small loops the nonzero rule fills over,
//   which keeps the code free of offset-intersection searches. A cusp inside a curve (the
//   chords fold back though no corner was drawn) is joined like a corner between chords.
// - Open subpaths become one closed contour: right side forward, end cap, left side back,
//   start cap. Closed subpaths become two closed contours, one side forward and the other
//   reversed, so a closed circle strokes to a clean annulus. With that convention every
//   stroke piece winds the same way whatever the direction of its subpath, so strokes of
//   different subpaths never cancel under nonzero.
//
// Error budget (tolerance `tol`, half width `h`): curves are flattened to tol/2 and cut so
// each chord turns by at most about 0.8·`smoothTurn`; the offset chord between two offset
// points of the curve then sags by the centre chord's sag plus h·(1 − cos(φ/2)) ≤ tol/2, so
// the outline is within `tol` of the true stroke (balancing moves points out by 2/3 of a
// sag at most, so it stays within). Smooth joints of tangents differing by φ
// are off any proper join by at most h·(1/cos(φ/2) − 1) ≤ tol/2. Round caps and joins are
// arcs whose chords sag by at most `tol`.
//
// Cost: this runs for every stroke of every frame, so the common case is kept cheap. Smooth
// vertices are recognised by a dot product against cos(`smoothTurn`) (no trigonometry; only
// real corners pay for `atan2`), chords are normalised once per vertex, the vertex and side
// buffers live for the whole call (reused from subpath to subpath), and the sides are written
// straight into the output sink, the left one read backwards, with no intermediate contours.
//
// Dashes are applied first, as a path effect (`dashedPath(pattern:phase:)`): each dash is an
// open subpath stroked like any other, with its caps.
//
// Refused: inner offsets of
// curves tighter than half the line width are not repaired (they fold over; nonzero fills
// open subpaths correctly but a closed subpath tighter than h can lose its centre).

extension Path {
  /// The outline of this path stroked with `style`, as closed polygons to fill with the
  /// **nonzero** rule.
  ///
  /// - Parameters:
  ///   - style: width (points, must be > 0), caps, joins, miter limit, and the dash pattern
  ///     and phase (Core Graphics semantics).
  ///   - tolerance: the largest distance between the returned outline and the exact stroke,
  ///     in path units (for 0.01 device pixels under scale `s`, pass `0.01 / s`); default
  ///     0.01. Non-positive values fall back to a millionth of the line width.
  /// - Returns: a path of `move`, `line` and `closeSubpath` elements only; empty when the
  ///   path is empty or non-finite, or the line width is zero, negative or not finite.
  public func strokedPath(_ style: StrokeStyle, tolerance: Double = 0.01) -> Path {
    let collector = PathOutlineCollector()
    strokeOutline(style, tolerance: tolerance, transform: nil, into: collector)
    return collector.path
  }

  /// Streams the outline `strokedPath(style, tolerance:)` would return, element by element,
  /// into `sink`, each point mapped through `transform` when one is given (so a rasterizer
  /// gets device-space polygons without building or re-walking a `Path`). Sends nothing in
  /// the cases where `strokedPath` returns an empty path.
  ///
  /// - Parameters:
  ///   - tolerance: as for `strokedPath`, in this path's units (before `transform`).
  ///   - transform: applied to every outline point once, after stroking; `nil` for none.
  ///   - buffers: scratch storage to reuse from call to call (a rasterizer keeps one), so a
  ///     frame's strokes do not allocate and free their working arrays each time; `nil`
  ///     allocates fresh ones.
  package func strokeOutline(
    _ style: StrokeStyle, tolerance: Double, transform: Transform?,
    into sink: any StrokeOutlineSink, buffers: StrokerBuffers? = nil
  ) {
    let width = Double(style.lineWidth)
    guard width > 0, width.isFinite, !isEmpty else { return }
    let tol = tolerance > 0 && tolerance.isFinite ? tolerance : width * 1e-6
    var stroker = Stroker(
      style: style, halfWidth: width / 2, tolerance: tol, transform: transform, sink: sink)
    if let buffers { stroker.exchangeBuffers(with: buffers) }
    for subpath in dashedPath(pattern: style.dash, phase: style.dashPhase).segmentedSubpaths() {
      stroker.stroke(subpath)
    }
    if let buffers { stroker.exchangeBuffers(with: buffers) }
  }
}

/// The stroker's working arrays, kept between calls: a stroked circle at @3x holds about a
/// thousand vertices, and allocating and freeing them per stroke made the C heap give its
/// top back to the system and fault it in again, several times per video frame.
/// Not thread-safe: one per thread (a rasterizer owns one).
package final class StrokerBuffers {
  fileprivate var vertices: [StrokeVertex] = []
  fileprivate var right: [CGPoint] = []
  fileprivate var left: [CGPoint] = []
  fileprivate var counts: [Int] = []

  package init() {}
}

/// Receives a stroke outline: closed polygons of straight segments, to be filled with the
/// nonzero rule. A class so the stroker hands points over without copying the receiver.
package protocol StrokeOutlineSink: AnyObject {
  /// Starts a new polygon at `p`.
  func move(to p: CGPoint)
  /// Adds a straight segment from the current point to `p`.
  func line(to p: CGPoint)
  /// Adds straight segments through `points` in order (last to first when `reversed`): the
  /// same as `line(to:)` for each, in one call, so a sink can keep its state in registers.
  func lines(through points: UnsafeBufferPointer<CGPoint>, reversed: Bool)
  /// Closes the current polygon back to its start.
  func closeContour()
}

extension StrokeOutlineSink {
  /// One `line(to:)` per point.
  package func lines(through points: UnsafeBufferPointer<CGPoint>, reversed: Bool) {
    if reversed {
      for p in points.reversed() { line(to: p) }
    } else {
      for p in points { line(to: p) }
    }
  }
}

/// Collects an outline into a `Path` (`move`, `line`, `closeSubpath`): `strokedPath`'s sink.
private final class PathOutlineCollector: StrokeOutlineSink {
  var path = Path()
  func move(to p: CGPoint) { path.append(.move(to: p)) }
  func line(to p: CGPoint) { path.append(.line(to: p)) }
  func closeContour() { path.append(.closeSubpath) }
}

/// A vertex of a flattened subpath with the curve's unit tangents arriving at it and leaving
/// it (zero where unknown, e.g. at a cusp; the chord direction stands in then).
struct StrokeVertex {
  var point: CGPoint
  var tangentIn: CGPoint
  var tangentOut: CGPoint
}

/// Offsets flattened subpaths into stroke outlines; see the design note at the top of the file.
struct Stroker {
  let style: StrokeStyle
  /// Half the line width, in path units; > 0.
  let h: Double
  let tolerance: Double
  /// Vertices turning by at most this many radians are smooth: offsetting them by exactly
  /// `h` along the bisector differs from any join by at most tolerance / 2.
  let smoothTurn: Double
  /// cos(`smoothTurn`): two unit directions whose dot product is at least this turn by at
  /// most `smoothTurn` (and `smoothTurn` < π/2, so the test needs no `atan2`).
  let cosSmoothTurn: Double
  /// The largest angle step of a round cap or join whose chords sag at most `tolerance`.
  let arcStep: Double
  /// Where the outline goes, each point through `transform` when `mapsPoints`.
  let sink: any StrokeOutlineSink
  let transform: Transform
  let mapsPoints: Bool
  /// The current subpath's flattening; reused from subpath to subpath.
  private var v: [StrokeVertex] = []
  /// The current subpath's offset points right and left of the direction of travel.
  private var right: [CGPoint] = []
  private var left: [CGPoint] = []
  /// Chords per segment of the current subpath.
  private var counts: [Int] = []

  init(
    style: StrokeStyle, halfWidth: Double, tolerance: Double, transform: Transform?,
    sink: any StrokeOutlineSink
  ) {
    self.sink = sink
    self.transform = transform ?? .identity
    mapsPoints = transform != nil
    self.style = style
    h = halfWidth
    self.tolerance = tolerance
    smoothTurn = 2 * acos(1 / (1 + tolerance / (2 * halfWidth)))
    cosSmoothTurn = cos(smoothTurn)
    arcStep = 2 * acos(max(-1, 1 - tolerance / halfWidth))
  }

  /// Swaps the working arrays with `buffers` (moves, no copies): once to borrow them before
  /// stroking, once to give them back.
  mutating func exchangeBuffers(with buffers: StrokerBuffers) {
    swap(&v, &buffers.vertices)
    swap(&right, &buffers.right)
    swap(&left, &buffers.left)
    swap(&counts, &buffers.counts)
  }

  mutating func stroke(_ subpath: SegmentedSubpath) {
    flattenVertices(of: subpath)
    if v.count == 1 {
      if !subpath.isClosed { addDot(at: v[0].point) }
    } else if subpath.isClosed {
      strokeClosed()
    } else {
      strokeOpen()
    }
  }

  // MARK: Flattening

  /// Flattens `subpath` into `v`: to tolerance / 2, with chords turning at most
  /// 0.8·`smoothTurn`, near-duplicate points merged (closer than a thousandth of the
  /// tolerance, so no chord direction is numerical noise), and a closed subpath's repeated
  /// start point folded in.
  private mutating func flattenVertices(of subpath: SegmentedSubpath) {
    let epsilon = tolerance * 1e-3
    let maxTurn = 0.8 * smoothTurn
    counts.removeAll(keepingCapacity: true)
    counts.reserveCapacity(subpath.segments.count)
    var total = 1
    for segment in subpath.segments {
      let n = segment.chordCount(tolerance: tolerance / 2, maxTurn: maxTurn)
      counts.append(n)
      total += n
    }
    v.removeAll(keepingCapacity: true)
    v.reserveCapacity(total)
    v.append(StrokeVertex(point: subpath.start, tangentIn: .zero, tangentOut: .zero))
    for (segment, n) in zip(subpath.segments, counts) {
      v[v.count - 1].tangentOut = segment.tangent(at: 0)
      for k in 1...n {
        let p: CGPoint, tangentIn: CGPoint, tangentOut: CGPoint
        if k == n {
          (p, tangentIn, tangentOut) = (segment.end, segment.tangent(at: 1), .zero)
        } else {
          let t = Double(k) / Double(n)
          let tangent = segment.tangent(at: t)
          (p, tangentIn, tangentOut) = (segment.point(at: t), tangent, tangent)
        }
        let last = v.count - 1
        if (p - v[last].point).length <= epsilon {
          // Merge: keep the earlier arrival, take the later departure.
          v[last].tangentOut = tangentOut
        } else {
          v.append(StrokeVertex(point: p, tangentIn: tangentIn, tangentOut: tangentOut))
        }
      }
    }
    if subpath.isClosed {
      while v.count > 1, (v[v.count - 1].point - v[0].point).length <= epsilon {
        v[0].tangentIn = v[v.count - 1].tangentIn
        v.removeLast()
      }
    } else if v.count > 1, let end = subpath.segments.last?.end {
      v[v.count - 1].point = end  // a merged end keeps the exact end point
    }
  }

  // MARK: Output

  @inline(__always)
  private func mapped(_ p: CGPoint) -> CGPoint { mapsPoints ? transform.apply(p) : p }
  @inline(__always)
  private func emitLine(_ p: CGPoint) { sink.line(to: mapped(p)) }
  @inline(__always)
  private func emitClose() { sink.closeContour() }

  // MARK: Contours

  private mutating func strokeOpen() {
    let n = v.count
    right.removeAll(keepingCapacity: true)
    left.removeAll(keepingCapacity: true)
    right.reserveCapacity(n + 8)
    left.reserveCapacity(n + 8)
    let firstChord = (v[1].point - v[0].point).normalized
    let lastChord = (v[n - 1].point - v[n - 2].point).normalized
    let startDirection = fallback(v[0].tangentOut, firstChord)
    let endDirection = fallback(v[n - 1].tangentIn, lastChord)
    let first = startDirection.perpendicular, last = endDirection.perpendicular
    right.append(v[0].point + first * h)
    left.append(v[0].point - first * h)
    var rawIn = v[1].point - v[0].point
    var chordIn = firstChord
    for i in 1..<n - 1 {
      let rawOut = v[i + 1].point - v[i].point
      let chordOut = rawOut.normalized
      join(v[i], chordIn: chordIn, chordOut: chordOut, bend: rawOut - rawIn)
      (rawIn, chordIn) = (rawOut, chordOut)
    }
    let end = v[n - 1].point
    right.append(end + last * h)
    left.append(end - last * h)

    // One contour: right side forward, end cap, left side backward, start cap.
    mapSides()
    sink.move(to: right[0])
    right.withUnsafeBufferPointer {
      sink.lines(through: UnsafeBufferPointer(rebasing: $0.dropFirst()), reversed: false)
    }
    appendCap(at: end, outward: endDirection, from: last)
    left.withUnsafeBufferPointer { sink.lines(through: $0, reversed: true) }
    appendCap(at: v[0].point, outward: -startDirection, from: -first)
    emitClose()
  }

  /// Maps both sides' points through `transform` in place, ready to hand to the sink.
  private mutating func mapSides() {
    guard mapsPoints else { return }
    let t = transform
    for i in right.indices { right[i] = t.apply(right[i]) }
    for i in left.indices { left[i] = t.apply(left[i]) }
  }

  private mutating func strokeClosed() {
    let n = v.count
    right.removeAll(keepingCapacity: true)
    left.removeAll(keepingCapacity: true)
    right.reserveCapacity(n + 8)
    left.reserveCapacity(n + 8)
    var rawIn = v[0].point - v[n - 1].point
    var chordIn = rawIn.normalized
    for i in 0..<n {
      let rawOut = v[i + 1 == n ? 0 : i + 1].point - v[i].point
      let chordOut = rawOut.normalized
      join(v[i], chordIn: chordIn, chordOut: chordOut, bend: rawOut - rawIn)
      (rawIn, chordIn) = (rawOut, chordOut)
    }
    mapSides()
    emitPolygon(right, reversed: false)
    emitPolygon(left, reversed: true)
  }

  private func fallback(_ tangent: CGPoint, _ chord: CGPoint) -> CGPoint {
    tangent.x != 0 || tangent.y != 0 ? tangent : chord
  }

  /// Appends the offset points of vertex `vertex` to both sides; the chords are the unit
  /// directions of the flattened segments arriving and leaving, `bend` the second difference
  /// of the flattening there (outgoing chord minus incoming chord, unnormalised).
  ///
  /// A smooth vertex is balanced like the fill flattener's (see `PathFlattening.swift` in
  /// Raster): a chord of a curve of radius r turning by θ sags r·θ²/8 inside it, 2/3 of that
  /// on average, so the centre point moves away from the centre of curvature by r·θ²/12
  /// (a twelfth of `bend`'s normal part) and each side by r'·θ²/12 for its own radius
  /// r' = r ± h: the half width grows by the factor 1 + θ²/12, θ² ≈ |chordOut − chordIn|².
  /// Both sides' chords then cross their offset curve with no net area bias.
  @inline(__always)
  private mutating func join(
    _ vertex: StrokeVertex, chordIn: CGPoint, chordOut: CGPoint, bend: CGPoint
  ) {
    let p = vertex.point
    let d1 = fallback(vertex.tangentIn, chordIn)
    let d2 = fallback(vertex.tangentOut, chordOut)
    // |angle(d1, d2)| ≤ smoothTurn, and |angle(chordIn, chordOut)| ≤ π/2, by dot products of
    // unit vectors.
    if d1.dot(d2) >= cosSmoothTurn && chordIn.dot(chordOut) >= 0 {
      let bisector = (d1.perpendicular + d2.perpendicular).normalized
      let turn = chordOut - chordIn
      let centre = p - bisector * (bend.dot(bisector) / 12)
      let half = h * (1 + turn.dot(turn) / 12)
      right.append(centre + bisector * half)
      left.append(centre - bisector * half)
      return
    }
    corner(vertex, chordIn: chordIn, chordOut: chordOut)
  }

  /// `join` at a real corner, or at a cusp inside a curve (the tangents agree but the chords
  /// fold back; then the chords are joined).
  private mutating func corner(_ vertex: StrokeVertex, chordIn: CGPoint, chordOut: CGPoint) {
    let p = vertex.point
    var d1 = fallback(vertex.tangentIn, chordIn)
    var d2 = fallback(vertex.tangentOut, chordOut)
    var turn = angleBetween(d1, d2)
    if abs(turn) <= smoothTurn {
      (d1, d2, turn) = (chordIn, chordOut, angleBetween(chordIn, chordOut))
    }
    let n1 = d1.perpendicular, n2 = d2.perpendicular
    // Turning towards +perpendicular (turn > 0) puts the corner's outside on the left.
    let sign: Double = turn > 0 ? -1 : 1
    var outer = [p + n1 * (sign * h)]
    switch style.lineJoin {
    case .miter:
      let cosHalf = cos(turn / 2)
      if cosHalf > 0, 1 / cosHalf <= Double(style.miterLimit) {
        outer.append(p + (n1 + n2).normalized * (sign * h / cosHalf))
      }
    case .round:
      appendArc(center: p, from: n1 * sign, sweep: turn, into: &outer)
    case .bevel:
      break
    }
    outer.append(p + n2 * (sign * h))
    let inner = [p - n1 * (sign * h), p, p - n2 * (sign * h)]
    if sign > 0 {
      right.append(contentsOf: outer)
      left.append(contentsOf: inner)
    } else {
      left.append(contentsOf: outer)
      right.append(contentsOf: inner)
    }
  }

  /// Appends, as lines, the cap's points strictly between `p + from·h` and `p − from·h`,
  /// going round through `p + outward·h`.
  private func appendCap(at p: CGPoint, outward: CGPoint, from normal: CGPoint) {
    switch style.lineCap {
    case .butt:
      break
    case .square:
      emitLine(p + (normal + outward) * h)
      emitLine(p + (outward - normal) * h)
    case .round:
      let steps = arcSteps(for: Double.pi)
      for k in 1..<steps {
        let a = Double.pi * Double(k) / Double(steps)
        emitLine(p + (normal * cos(a) + outward * sin(a)) * h)
      }
    }
  }

  /// Appends the points strictly inside the arc of radius `h` around `center` that starts at
  /// direction `from` (unit) and turns by `sweep` radians.
  private func appendArc(
    center: CGPoint, from: CGPoint, sweep: Double, into points: inout [CGPoint]
  ) {
    let steps = arcSteps(for: abs(sweep))
    for k in 1..<steps {
      let a = sweep * Double(k) / Double(steps)
      let (s, c) = (sin(a), cos(a))
      points.append(center + CGPoint(x: from.x * c - from.y * s, y: from.x * s + from.y * c) * h)
    }
  }

  private func arcSteps(for angle: Double) -> Int {
    let n = (angle / arcStep).rounded(.up)
    return n.isFinite ? min(max(Int(n), 1), PathSegment.maxChordsPerSegment) : 1
  }

  /// A zero-length open subpath: a dot for round caps, an axis-aligned square for square
  /// caps (as Core Graphics draws them), nothing for butt caps.
  private mutating func addDot(at p: CGPoint) {
    switch style.lineCap {
    case .butt:
      return
    case .square:
      addPolygon([
        p + CGPoint(x: -h, y: h), p + CGPoint(x: h, y: h),
        p + CGPoint(x: h, y: -h), p + CGPoint(x: -h, y: -h),
      ], reversed: false)
    case .round:
      var circle = [p + CGPoint(x: -h, y: 0)]
      appendArc(center: p, from: CGPoint(x: -1, y: 0), sweep: -2 * Double.pi, into: &circle)
      addPolygon(circle, reversed: false)
    }
  }

  /// Appends `points` (backwards when `reversed`), in path units, as one closed polygon.
  private func addPolygon(_ points: [CGPoint], reversed: Bool) {
    emitPolygon(mapsPoints ? points.map(transform.apply) : points, reversed: reversed)
  }

  /// Sends `points` (backwards when `reversed`), already mapped, as one closed polygon.
  private func emitPolygon(_ points: [CGPoint], reversed: Bool) {
    guard !points.isEmpty else { return }
    points.withUnsafeBufferPointer { all in
      if reversed {
        sink.move(to: all[all.count - 1])
        sink.lines(through: UnsafeBufferPointer(rebasing: all.dropLast()), reversed: true)
      } else {
        sink.move(to: all[0])
        sink.lines(through: UnsafeBufferPointer(rebasing: all.dropFirst()), reversed: false)
      }
    }
    emitClose()
  }
}
