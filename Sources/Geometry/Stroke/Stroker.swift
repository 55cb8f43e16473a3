import Foundation

// Design note: the stroker turns a path into the outline of its stroke, made of lines only,
// to be filled with the nonzero rule. It flattens each subpath, then offsets the polyline
// by half the line width on both sides:
//
// - Each vertex of the flattening keeps the curve's true tangents (incoming and outgoing).
//   Where they agree to within `smoothTurn` — everywhere inside a curve and across
//   tangent-continuous joints — the vertex gets ONE offset point per side, half the width
//   along the true normal (the bisector of both normals at a joint). Those points lie ON the
//   exact offset curve, so a stroked circle has one convex polygon per side and caps sit on
//   the true end tangents: no join slivers, no seams, exact-area fills stay clean.
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
// the outline is within `tol` of the true stroke. Smooth joints of tangents differing by φ
// are off any proper join by at most h·(1/cos(φ/2) − 1) ≤ tol/2. Round caps and joins are
// arcs whose chords sag by at most `tol`.
//
// Refused: dashes (TODO: `StrokeStyle.dash` and `dashPhase` are ignored for now; dashing
// belongs before offsetting, as trims by arc length of each subpath). Inner offsets of
// curves tighter than half the line width are not repaired (they fold over; nonzero fills
// open subpaths correctly but a closed subpath tighter than h can lose its centre).

extension Path {
  /// The outline of this path stroked with `style`, as closed polygons to fill with the
  /// **nonzero** rule.
  ///
  /// - Parameters:
  ///   - style: width (points, must be > 0), caps, joins and miter limit. Dashes are not
  ///     supported yet and are ignored.
  ///   - tolerance: the largest distance between the returned outline and the exact stroke,
  ///     in path units (for 0.01 device pixels under scale `s`, pass `0.01 / s`); default
  ///     0.01. Non-positive values fall back to a millionth of the line width.
  /// - Returns: a path of `move`, `line` and `closeSubpath` elements only; empty when the
  ///   path is empty or non-finite, or the line width is zero, negative or not finite.
  public func strokedPath(_ style: StrokeStyle, tolerance: Double = 0.01) -> Path {
    let width = Double(style.lineWidth)
    guard width > 0, width.isFinite, !isEmpty else { return Path() }
    let tol = tolerance > 0 && tolerance.isFinite ? tolerance : width * 1e-6
    var stroker = Stroker(style: style, halfWidth: width / 2, tolerance: tol)
    for subpath in segmentedSubpaths() { stroker.stroke(subpath) }
    return stroker.output
  }
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
  /// The largest angle step of a round cap or join whose chords sag at most `tolerance`.
  let arcStep: Double
  var output = Path()

  init(style: StrokeStyle, halfWidth: Double, tolerance: Double) {
    self.style = style
    h = halfWidth
    self.tolerance = tolerance
    smoothTurn = 2 * acos(1 / (1 + tolerance / (2 * halfWidth)))
    arcStep = 2 * acos(max(-1, 1 - tolerance / halfWidth))
  }

  mutating func stroke(_ subpath: SegmentedSubpath) {
    let v = vertices(of: subpath)
    if v.count == 1 {
      if !subpath.isClosed { addDot(at: v[0].point) }
    } else if subpath.isClosed {
      strokeClosed(v)
    } else {
      strokeOpen(v)
    }
  }

  // MARK: Flattening

  /// The subpath flattened to tolerance / 2, with chords turning at most 0.8·`smoothTurn`,
  /// near-duplicate points merged (closer than a thousandth of the tolerance, so no chord
  /// direction is numerical noise), and a closed subpath's repeated start point folded in.
  private func vertices(of subpath: SegmentedSubpath) -> [StrokeVertex] {
    let epsilon = tolerance * 1e-3
    var v = [StrokeVertex(point: subpath.start, tangentIn: .zero, tangentOut: .zero)]
    func add(_ p: CGPoint, tangentIn: CGPoint, tangentOut: CGPoint) {
      let last = v.count - 1
      if (p - v[last].point).length <= epsilon {
        // Merge: keep the earlier arrival, take the later departure.
        v[last].tangentOut = tangentOut
      } else {
        v.append(StrokeVertex(point: p, tangentIn: tangentIn, tangentOut: tangentOut))
      }
    }
    for segment in subpath.segments {
      v[v.count - 1].tangentOut = segment.tangent(at: 0)
      let n = segment.chordCount(tolerance: tolerance / 2, maxTurn: 0.8 * smoothTurn)
      for k in 1...n {
        if k == n {
          add(segment.end, tangentIn: segment.tangent(at: 1), tangentOut: .zero)
        } else {
          let t = Double(k) / Double(n)
          let tangent = segment.tangent(at: t)
          add(segment.point(at: t), tangentIn: tangent, tangentOut: tangent)
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
    return v
  }

  // MARK: Contours

  private mutating func strokeOpen(_ v: [StrokeVertex]) {
    let chords = (0..<v.count - 1).map { (v[$0 + 1].point - v[$0].point).normalized }
    var right: [CGPoint] = [], left: [CGPoint] = []
    let startDirection = fallback(v[0].tangentOut, chords[0])
    let endDirection = fallback(v[v.count - 1].tangentIn, chords[chords.count - 1])
    let first = startDirection.perpendicular, last = endDirection.perpendicular
    right.append(v[0].point + first * h)
    left.append(v[0].point - first * h)
    for i in 1..<v.count - 1 {
      join(v[i], chordIn: chords[i - 1], chordOut: chords[i], right: &right, left: &left)
    }
    let end = v[v.count - 1].point
    right.append(end + last * h)
    left.append(end - last * h)

    var contour = right
    appendCap(at: end, outward: endDirection, from: last, into: &contour)
    contour.append(contentsOf: left.reversed())
    appendCap(at: v[0].point, outward: -startDirection, from: -first, into: &contour)
    addPolygon(contour)
  }

  private mutating func strokeClosed(_ v: [StrokeVertex]) {
    let n = v.count
    let chords = (0..<n).map { (v[($0 + 1) % n].point - v[$0].point).normalized }
    var right: [CGPoint] = [], left: [CGPoint] = []
    for i in 0..<n {
      join(v[i], chordIn: chords[(i + n - 1) % n], chordOut: chords[i], right: &right, left: &left)
    }
    addPolygon(right)
    addPolygon(left.reversed())
  }

  private func fallback(_ tangent: CGPoint, _ chord: CGPoint) -> CGPoint {
    tangent.x != 0 || tangent.y != 0 ? tangent : chord
  }

  /// Appends the offset points of vertex `vertex` to both sides; the chords are the unit
  /// directions of the flattened segments arriving and leaving.
  private func join(
    _ vertex: StrokeVertex, chordIn: CGPoint, chordOut: CGPoint,
    right: inout [CGPoint], left: inout [CGPoint]
  ) {
    let p = vertex.point
    var d1 = fallback(vertex.tangentIn, chordIn)
    var d2 = fallback(vertex.tangentOut, chordOut)
    var turn = angleBetween(d1, d2)
    let chordTurn = angleBetween(chordIn, chordOut)
    if abs(turn) <= smoothTurn {
      if abs(chordTurn) <= Double.pi / 2 {
        let bisector = (d1.perpendicular + d2.perpendicular).normalized
        right.append(p + bisector * h)
        left.append(p - bisector * h)
        return
      }
      // The tangents agree but the chords fold back: a cusp inside a curve.
      (d1, d2, turn) = (chordIn, chordOut, chordTurn)
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

  /// Appends the cap's points strictly between `p + from·h` and `p − from·h`, going round
  /// through `p + outward·h`.
  private func appendCap(
    at p: CGPoint, outward: CGPoint, from normal: CGPoint, into contour: inout [CGPoint]
  ) {
    switch style.lineCap {
    case .butt:
      break
    case .square:
      contour.append(p + (normal + outward) * h)
      contour.append(p + (outward - normal) * h)
    case .round:
      let steps = arcSteps(for: Double.pi)
      for k in 1..<steps {
        let a = Double.pi * Double(k) / Double(steps)
        contour.append(p + (normal * cos(a) + outward * sin(a)) * h)
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
      ])
    case .round:
      var circle = [p + CGPoint(x: -h, y: 0)]
      appendArc(center: p, from: CGPoint(x: -1, y: 0), sweep: -2 * Double.pi, into: &circle)
      addPolygon(circle)
    }
  }

  private mutating func addPolygon(_ points: [CGPoint]) {
    guard let first = points.first else { return }
    output.append(.move(to: first))
    for p in points.dropFirst() { output.append(.line(to: p)) }
    output.append(.closeSubpath)
  }
}
