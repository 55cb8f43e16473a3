import Foundation

// Design note: the stroker turns a path into the outline of its stroke, made of lines only,
// to be filled with the nonzero rule. It flattens each subpath, then offsets the polyline
// by half the line width on both sides:
//
// - Along a smooth curve, flattening is fine enough that neighbouring chords turn by less
//   than `smoothTurn`, and each such vertex gets ONE offset point per side, on the bisector
//   of the two chord normals at exactly half the width. A stroked circle therefore has a
//   regular polygon for each side, with every vertex on the true offset circle: no join
//   slivers, no seams, exact-area fills stay clean.
// - A real corner gets the requested join on its outer side (miter up to `miterLimit`, then
//   bevel; round; bevel) and goes through the vertex itself on its inner side. That inner
//   detour makes small loops the nonzero rule fills over, which keeps the code free of
//   offset-intersection searches.
// - Open subpaths become one closed contour: right side forward, end cap, left side back,
//   start cap. Closed subpaths become two closed contours, one side forward and the other
//   reversed, so a closed circle strokes to a clean annulus. With that convention every
//   stroke piece winds the same way whatever the direction of its subpath, so strokes of
//   different subpaths never cancel under nonzero.
//
// Error budget (tolerance `tol`, half width `h`): curves are flattened to tol/2, and a
// vertex turning by φ puts the offset chord at most h·(1/cos(φ/2) − 1) ≤ tol/2 further out,
// so the outline is within `tol` of the true stroke. Round caps and joins are arcs whose
// chords sag by at most `tol`.
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
    for polyline in flattenedSubpaths(tolerance: tol / 2, maxTurn: 0.8 * stroker.smoothTurn) {
      stroker.stroke(polyline)
    }
    return stroker.output
  }
}

/// Offsets polylines into stroke outlines; see the design note at the top of the file.
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

  mutating func stroke(_ polyline: Polyline) {
    let points = removingNearDuplicates(polyline.points, closed: polyline.isClosed)
    if points.count == 1 {
      if !polyline.isClosed { addDot(at: points[0]) }
      return
    }
    if polyline.isClosed && points.count >= 2 { strokeClosed(points) } else { strokeOpen(points) }
  }

  // MARK: Contours

  private mutating func strokeOpen(_ v: [CGPoint]) {
    let directions = (0..<v.count - 1).map { (v[$0 + 1] - v[$0]).normalized }
    var right: [CGPoint] = [], left: [CGPoint] = []
    let first = directions[0].perpendicular
    right.append(v[0] + first * h)
    left.append(v[0] - first * h)
    for i in 1..<v.count - 1 {
      join(at: v[i], from: directions[i - 1], to: directions[i], right: &right, left: &left)
    }
    let lastDirection = directions[directions.count - 1]
    let last = lastDirection.perpendicular
    right.append(v[v.count - 1] + last * h)
    left.append(v[v.count - 1] - last * h)

    var contour = right
    appendCap(at: v[v.count - 1], outward: lastDirection, from: last, into: &contour)
    contour.append(contentsOf: left.reversed())
    appendCap(at: v[0], outward: -directions[0], from: -first, into: &contour)
    addPolygon(contour)
  }

  private mutating func strokeClosed(_ v: [CGPoint]) {
    let n = v.count
    let directions = (0..<n).map { (v[($0 + 1) % n] - v[$0]).normalized }
    var right: [CGPoint] = [], left: [CGPoint] = []
    for i in 0..<n {
      join(at: v[i], from: directions[(i + n - 1) % n], to: directions[i], right: &right, left: &left)
    }
    addPolygon(right)
    addPolygon(left.reversed())
  }

  /// Appends the offset points of vertex `p`, where the direction turns from `d1` to `d2`
  /// (unit vectors), to both sides.
  private func join(
    at p: CGPoint, from d1: CGPoint, to d2: CGPoint,
    right: inout [CGPoint], left: inout [CGPoint]
  ) {
    let turn = angleBetween(d1, d2)
    let n1 = d1.perpendicular, n2 = d2.perpendicular
    if abs(turn) <= smoothTurn {
      let bisector = (n1 + n2).normalized
      right.append(p + bisector * h)
      left.append(p - bisector * h)
      return
    }
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

  /// Drops points closer than a thousandth of the tolerance to the previous kept point, so
  /// chord directions are never numerical noise. The true end point of an open polyline is
  /// kept (it replaces the near-duplicate before it).
  private func removingNearDuplicates(_ points: [CGPoint], closed: Bool) -> [CGPoint] {
    let epsilon = tolerance * 1e-3
    var kept: [CGPoint] = []
    kept.reserveCapacity(points.count)
    for p in points {
      if let last = kept.last, (p - last).length <= epsilon { continue }
      kept.append(p)
    }
    if closed {
      while kept.count > 1, (kept[kept.count - 1] - kept[0]).length <= epsilon { kept.removeLast() }
    } else if let end = points.last, kept.count > 1, kept[kept.count - 1] != end {
      kept[kept.count - 1] = end
    }
    return kept
  }
}
