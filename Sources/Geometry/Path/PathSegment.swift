import Foundation

// Design note: flattening, measuring, trimming and stroking all want the same view of a
// path — subpaths as lists of segments that each know their start point, with the implicit
// closing line made explicit. `PathSegment` is that view. It holds the Bézier arithmetic
// (evaluation, derivative, de Casteljau splitting, control-polygon bounds) in one place so
// the algorithms beside it stay short. It refuses non-finite input: a path holding a NaN or
// an infinity has no segments at all, so nothing downstream can loop or trap on it.

/// One segment of a subpath, with its start point made explicit.
package enum PathSegment: Equatable, Sendable {
  case line(CGPoint, CGPoint)
  case quad(CGPoint, CGPoint, CGPoint)
  case cubic(CGPoint, CGPoint, CGPoint, CGPoint)

  package var start: CGPoint {
    switch self {
    case .line(let p, _), .quad(let p, _, _), .cubic(let p, _, _, _): return p
    }
  }

  package var end: CGPoint {
    switch self {
    case .line(_, let p), .quad(_, _, let p), .cubic(_, _, _, let p): return p
    }
  }

  /// The path element that draws this segment from its start point.
  package var element: Path.Element {
    switch self {
    case .line(_, let p): return .line(to: p)
    case .quad(_, let c, let p): return .quadCurve(to: p, control: c)
    case .cubic(_, let c1, let c2, let p): return .curve(to: p, control1: c1, control2: c2)
    }
  }

  /// The point at parameter `t` in 0…1.
  package func point(at t: Double) -> CGPoint {
    let s = 1 - t
    switch self {
    case .line(let a, let b):
      return a * s + b * t
    case .quad(let a, let c, let b):
      return a * (s * s) + c * (2 * s * t) + b * (t * t)
    case .cubic(let a, let c1, let c2, let b):
      return a * (s * s * s) + c1 * (3 * s * s * t) + c2 * (3 * s * t * t) + b * (t * t * t)
    }
  }

  /// The derivative dB/dt at parameter `t`.
  package func derivative(at t: Double) -> CGPoint {
    let s = 1 - t
    switch self {
    case .line(let a, let b):
      return b - a
    case .quad(let a, let c, let b):
      return (c - a) * (2 * s) + (b - c) * (2 * t)
    case .cubic(let a, let c1, let c2, let b):
      return (c1 - a) * (3 * s * s) + (c2 - c1) * (6 * s * t) + (b - c2) * (3 * t * t)
    }
  }

  /// The unit direction of travel at parameter `t`, or zero at a cusp. At the end points a
  /// vanishing derivative (a control point on its end point) falls back to the direction
  /// towards the next distinct control point, which is where the curve actually leaves.
  package func tangent(at t: Double) -> CGPoint {
    let d = derivative(at: t)
    if d.x != 0 || d.y != 0 || (t > 0 && t < 1) { return d.normalized }
    let candidates: [CGPoint]
    switch self {
    case .line(let a, let b): candidates = [b - a]
    case .quad(let a, _, let b): candidates = [b - a]
    case .cubic(let a, let c1, let c2, let b):
      candidates = t <= 0 ? [c2 - a, b - a] : [b - c1, b - a]
    }
    for c in candidates where c.x != 0 || c.y != 0 { return c.normalized }
    return .zero
  }

  /// The two halves of the segment split at parameter `t` (de Casteljau).
  package func split(at t: Double) -> (PathSegment, PathSegment) {
    switch self {
    case .line(let a, let b):
      let m = lerp(a, b, t)
      return (.line(a, m), .line(m, b))
    case .quad(let a, let c, let b):
      let ac = lerp(a, c, t), cb = lerp(c, b, t)
      let m = lerp(ac, cb, t)
      return (.quad(a, ac, m), .quad(m, cb, b))
    case .cubic(let a, let c1, let c2, let b):
      let p01 = lerp(a, c1, t), p12 = lerp(c1, c2, t), p23 = lerp(c2, b, t)
      let p012 = lerp(p01, p12, t), p123 = lerp(p12, p23, t)
      let m = lerp(p012, p123, t)
      return (.cubic(a, p01, p012, m), .cubic(m, p123, p23, b))
    }
  }

  /// The part of the segment between parameters `t0` < `t1`, as a segment of the same kind.
  package func subsegment(from t0: Double, to t1: Double) -> PathSegment {
    var piece = self
    if t1 < 1 { piece = piece.split(at: t1).0 }
    if t0 > 0 {
      // After cutting at t1, the old parameter t0 sits at t0 / t1 of the remaining piece.
      let local = t1 > 0 ? t0 / t1 : 0
      piece = piece.split(at: min(max(local, 0), 1)).1
    }
    return piece
  }

  /// An upper bound on the second derivative's magnitude over 0…1: exact for quads and
  /// cubics, because B'' is constant (quad) or linear (cubic) in t.
  package var secondDerivativeBound: Double {
    switch self {
    case .line: return 0
    case .quad(let a, let c, let b): return 2 * (a - c * 2 + b).length
    case .cubic(let a, let c1, let c2, let b):
      return 6 * max((a - c1 * 2 + c2).length, (c1 - c2 * 2 + b).length)
    }
  }

  /// The total turning angle of the control polygon, in radians: an upper bound on the
  /// total turning of the curve itself. Zero-length legs are skipped.
  package var controlPolygonTurning: Double {
    let points: [CGPoint]
    switch self {
    case .line: return 0
    case .quad(let a, let c, let b): points = [a, c, b]
    case .cubic(let a, let c1, let c2, let b): points = [a, c1, c2, b]
    }
    var legs: [CGPoint] = []
    for i in 1..<points.count {
      let d = points[i] - points[i - 1]
      if d.x != 0 || d.y != 0 { legs.append(d) }
    }
    var total = 0.0
    if legs.count > 1 {
      for i in 1..<legs.count { total += abs(angleBetween(legs[i - 1], legs[i])) }
    }
    return total
  }

  /// How many parameter-uniform chords keep every chord within `tolerance` of the curve,
  /// and, when `maxTurn` is given, split the control polygon's turning into steps of at most
  /// `maxTurn` radians. At least 1, at most ``PathSegment/maxChordsPerSegment``.
  ///
  /// Linear interpolation of a C² curve over a parameter step h errs by at most
  /// h²·max|B''|/8, so n chords suffice when max|B''|/(8n²) ≤ tolerance.
  package func chordCount(tolerance: Double, maxTurn: Double? = nil) -> Int {
    if case .line = self { return 1 }
    var n = (secondDerivativeBound / (8 * tolerance)).squareRoot().rounded(.up)
    if let maxTurn, maxTurn > 0 {
      n = max(n, (controlPolygonTurning / maxTurn).rounded(.up))
    }
    guard n.isFinite, n >= 1 else { return n.isNaN || n < 1 ? 1 : Self.maxChordsPerSegment }
    return Int(min(n, Double(Self.maxChordsPerSegment)))
  }

  /// The cap on chords per curve segment, so huge or degenerate input cannot hang.
  package static let maxChordsPerSegment = 10_000
}

/// One subpath as explicit segments.
package struct SegmentedSubpath: Equatable, Sendable {
  /// The point the subpath starts at (its `move`).
  package var start: CGPoint
  /// The segments in order; for a closed subpath this includes the closing line when its
  /// last point differs from `start`.
  package var segments: [PathSegment]
  /// Whether the subpath ended with `closeSubpath`.
  package var isClosed: Bool
}

extension Path {
  /// The subpaths that hold at least one segment, with closing lines made explicit.
  ///
  /// Returns an empty array when any coordinate is NaN or infinite: such a path is treated as
  /// degenerate as a whole and draws nothing.
  package func segmentedSubpaths() -> [SegmentedSubpath] {
    var result: [SegmentedSubpath] = []
    var start = CGPoint.zero
    var current = CGPoint.zero
    var segments: [PathSegment] = []

    func flush(closed: Bool) {
      if !segments.isEmpty {
        if closed && current != start { segments.append(.line(current, start)) }
        result.append(SegmentedSubpath(start: start, segments: segments, isClosed: closed))
      }
      segments = []
    }

    for element in elements {
      switch element {
      case .move(let p):
        guard p.isFinite else { return [] }
        flush(closed: false)
        (start, current) = (p, p)
      case .line(let p):
        guard p.isFinite else { return [] }
        segments.append(.line(current, p))
        current = p
      case .quadCurve(let p, let c):
        guard p.isFinite, c.isFinite else { return [] }
        segments.append(.quad(current, c, p))
        current = p
      case .curve(let p, let c1, let c2):
        guard p.isFinite, c1.isFinite, c2.isFinite else { return [] }
        segments.append(.cubic(current, c1, c2, p))
        current = p
      case .closeSubpath:
        flush(closed: true)
        current = start
      }
    }
    flush(closed: false)
    return result
  }
}

// MARK: - Small vector helpers (module-internal)

extension CGPoint {
  static func + (a: CGPoint, b: CGPoint) -> CGPoint { CGPoint(x: a.x + b.x, y: a.y + b.y) }
  static func - (a: CGPoint, b: CGPoint) -> CGPoint { CGPoint(x: a.x - b.x, y: a.y - b.y) }
  static func * (a: CGPoint, k: Double) -> CGPoint { CGPoint(x: a.x * k, y: a.y * k) }
  static prefix func - (a: CGPoint) -> CGPoint { CGPoint(x: -a.x, y: -a.y) }

  var length: Double { (x * x + y * y).squareRoot() }
  var isFinite: Bool { x.isFinite && y.isFinite }

  func dot(_ o: CGPoint) -> Double { x * o.x + y * o.y }
  func cross(_ o: CGPoint) -> Double { x * o.y - y * o.x }

  /// This vector scaled to length 1, or zero when it has no length.
  var normalized: CGPoint {
    let l = length
    return l > 0 ? CGPoint(x: x / l, y: y / l) : .zero
  }

  /// This vector turned by a quarter turn, (x, y) → (−y, x): on screen (y down) that is
  /// the right-hand side of the direction of travel.
  var perpendicular: CGPoint { CGPoint(x: -y, y: x) }
}

func lerp(_ a: CGPoint, _ b: CGPoint, _ t: Double) -> CGPoint {
  CGPoint(x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t)
}

/// The signed angle that turns `a` onto `b`, in −π…π (positive: clockwise on screen).
func angleBetween(_ a: CGPoint, _ b: CGPoint) -> Double {
  atan2(a.cross(b), a.dot(b))
}
