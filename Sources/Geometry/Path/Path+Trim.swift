import Foundation

// Design note: arc length is the integral of |B'(t)|, which is smooth on any curve without
// a cusp, so Gauss–Legendre quadrature converges fast: 16 nodes already measure a 45° arc
// to about 1e-15. We still split adaptively (compare one panel with its two halves) so
// curves with near-cusps converge too, with a depth limit. Trimming finds the parameter at
// a given arc length by Newton's method on the measured length, kept inside a shrinking
// bisection bracket, and cuts the Bézier there with de Casteljau, so trimmed curves stay
// curves and later flattening of them is as exact as of the original. We refuse nothing
// but non-finite paths (length 0, trims empty); dashing is not here (see Stroker.swift).

/// 16-point Gauss–Legendre nodes and weights on −1…1, computed once by Newton's method on
/// the Legendre polynomial (no tables copied in).
private let gaussLegendre16: [(node: Double, weight: Double)] = {
  let n = 16
  var rule: [(node: Double, weight: Double)] = []
  for i in 1...n {
    var x = cos(Double.pi * (Double(i) - 0.25) / (Double(n) + 0.5))
    var derivative = 0.0
    for _ in 0..<100 {
      // Recurrence (k+1)P_{k+1} = (2k+1)x P_k − k P_{k−1}.
      var p0 = 1.0, p1 = x
      for k in 1..<n {
        let p2 = (Double(2 * k + 1) * x * p1 - Double(k) * p0) / Double(k + 1)
        (p0, p1) = (p1, p2)
      }
      derivative = Double(n) * (x * p1 - p0) / (x * x - 1)
      let step = p1 / derivative
      x -= step
      if abs(step) < 1e-16 { break }
    }
    rule.append((x, 2 / ((1 - x * x) * derivative * derivative)))
  }
  return rule
}()

extension PathSegment {
  /// The arc length between parameters `t0` ≤ `t1` (default: the whole segment).
  package func length(from t0: Double = 0, to t1: Double = 1) -> Double {
    if case .line(let a, let b) = self { return (b - a).length * (t1 - t0) }
    return adaptiveLength(t0, t1, whole: panelLength(t0, t1), depth: 0)
  }

  private func panelLength(_ a: Double, _ b: Double) -> Double {
    let half = (b - a) / 2, mid = (a + b) / 2
    var sum = 0.0
    for (x, w) in gaussLegendre16 { sum += w * derivative(at: mid + half * x).length }
    return sum * half
  }

  private func adaptiveLength(_ a: Double, _ b: Double, whole: Double, depth: Int) -> Double {
    let m = (a + b) / 2
    let left = panelLength(a, m), right = panelLength(m, b)
    let both = left + right
    if !both.isFinite || depth >= 24 || abs(both - whole) <= 1e-13 * max(abs(both), .leastNormalMagnitude) {
      return both
    }
    return adaptiveLength(a, m, whole: left, depth: depth + 1)
      + adaptiveLength(m, b, whole: right, depth: depth + 1)
  }

  /// The parameter at which the arc length from the start equals `distance`.
  ///
  /// - Parameters:
  ///   - distance: in path units, clamped to 0…`total`.
  ///   - total: the segment's whole length, as measured by ``length(from:to:)``.
  package func parameter(atLength distance: Double, total: Double) -> Double {
    if distance <= 0 { return 0 }
    if distance >= total { return 1 }
    if case .line = self { return distance / total }
    var lo = 0.0, hi = 1.0
    var t = distance / total
    var measured = length(to: t)
    for _ in 0..<60 {
      let error = measured - distance
      if abs(error) <= 1e-12 * total { break }
      if error > 0 { hi = t } else { lo = t }
      let speed = derivative(at: t).length
      var next = speed > 0 ? t - error / speed : .nan
      // Newton may leave the bracket near a cusp; bisect then.
      if !(next > lo && next < hi) { next = (lo + hi) / 2 }
      if next == t || hi - lo <= 1e-16 { break }
      t = next
      measured = length(to: t)
    }
    return t
  }
}

extension Path {
  /// The arc length of every subpath added together, in path units (closing lines count).
  ///
  /// Zero for an empty path or one holding a non-finite coordinate. Accurate to about
  /// 1e-12 relative for smooth curves.
  public var length: Double {
    var total = 0.0
    for subpath in segmentedSubpaths() {
      for segment in subpath.segments { total += segment.length() }
    }
    return total.isFinite ? total : 0
  }

  /// The part of the path between two fractions of its total arc length, as SwiftUI's
  /// `trimmedPath(from:to:)`.
  ///
  /// Both fractions are clamped to 0…1 and measured over all subpaths together. `from ≥ to`
  /// (or a NaN) gives an empty path. Curves stay curves: each cut is a de Casteljau split at
  /// the parameter found by arc length. Every piece is open, even one taken from a closed
  /// subpath, as in SwiftUI; the exception is the whole range `from ≤ 0, to ≥ 1`, which
  /// returns the path unchanged (closed subpaths stay closed, so a fully trimmed circle
  /// strokes as a seamless ring). Zero-length segments are dropped from trimmed pieces.
  public func trimmedPath(from: CGFloat, to: CGFloat) -> Path {
    guard !from.isNaN, !to.isNaN else { return Path() }
    let lower = min(max(Double(from), 0), 1)
    let upper = min(max(Double(to), 0), 1)
    guard lower < upper else { return Path() }
    if lower == 0 && upper == 1 { return self }

    let subpaths = segmentedSubpaths()
    let lengths = subpaths.map { $0.segments.map { $0.length() } }
    let total = lengths.joined().reduce(0, +)
    guard total > 0, total.isFinite else { return Path() }
    let s0 = lower * total, s1 = upper * total

    var result = Path()
    var position = 0.0
    for (subpath, segmentLengths) in zip(subpaths, lengths) {
      var started = false
      for (segment, length) in zip(subpath.segments, segmentLengths) {
        let segmentStart = position
        position += length
        guard length > 0 else { continue }
        let a = max(s0, segmentStart), b = min(s1, position)
        guard a < b else { continue }
        let t0 = a == segmentStart ? 0 : segment.parameter(atLength: a - segmentStart, total: length)
        let t1 = b == position ? 1 : segment.parameter(atLength: b - segmentStart, total: length)
        guard t0 < t1 else { continue }
        let piece = segment.subsegment(from: t0, to: t1)
        if !started {
          result.move(to: piece.start)
          started = true
        }
        result.append(piece.element)
      }
    }
    return result
  }
}
