import Foundation

// Design note: dashing cuts a path into its "on" pieces before it is stroked, with Core
// Graphics' semantics (which SwiftUI's `StrokeStyle(dash:dashPhase:)` uses). Each subpath is
// measured by arc length (`PathSegment.length`), the pattern is laid along it from its start,
// and every "on" interval is cut out with `parameter(atLength:total:)` and de Casteljau
// (`subsegment(from:to:)`), exactly as trimming does, so dashes of curves stay curves and
// flatten as precisely as the original. A dash that runs over a segment joint stays one open
// subpath through the joint, so the stroker draws a proper join there instead of two caps.
//
// Rules, as in CG: the pattern alternates on/off lengths starting with "on" and repeats; an
// odd-length pattern is laid twice so on and off alternate ([10] means [10, 10]); `phase`
// starts that far into the pattern, wrapping modulo its period (negative phases too); the
// pattern restarts at every subpath; closed subpaths are walked including the closing line.
// A zero "on" entry gives a zero-length subpath (`move` + `line` to the same point), which
// the stroker draws as a dot for round and square caps and omits for butt caps.
//
// On a closed subpath, a dash that runs into the end and a dash that starts at the start are
// one dash through the start point (Skia does the same), and a pattern that is "on" along the
// whole closed subpath leaves it closed and unchanged.
//
// Refused: invalid patterns — empty, any negative, NaN or infinite entry, or a zero sum — are
// ignored and the path is returned unchanged (CG strokes solid then). A non-finite phase counts
// as 0. A pattern that would make more than `maxDashCount` dashes is also ignored (the path
// comes back solid, as Skia does past its own limit) so a tiny pattern on a huge path cannot
// hang or exhaust memory. Non-finite paths have no segments and give an empty path.

extension Path {
  /// The most dashes ``dashedPath(pattern:phase:)`` produces; past it the path comes back
  /// undashed.
  package static let maxDashCount = 100_000

  /// The "on" pieces of this path under a dash pattern, with Core Graphics' semantics.
  ///
  /// - Parameters:
  ///   - pattern: alternating on and off lengths in path units, starting with "on", repeated
  ///     along each subpath; an odd count is used twice over. Entries must be finite and ≥ 0
  ///     with a positive sum; otherwise the pattern is ignored, as CG ignores it.
  ///   - phase: how far into the pattern each subpath starts, in path units; wraps modulo
  ///     the pattern's period, negative values included. Non-finite counts as 0.
  /// - Returns: one open subpath per dash (curves kept as curves, joints inside a dash kept),
  ///   to be stroked as usual; the path itself when the pattern is invalid or would make more
  ///   than ``maxDashCount`` dashes; an empty path when this one is non-finite.
  public func dashedPath(pattern: [CGFloat], phase: CGFloat) -> Path {
    guard let dash = DashPattern(pattern, phase: phase) else { return self }
    let subpaths = segmentedSubpaths().map(MeasuredSubpath.init)

    // Each period holds `onCount` dashes; a partial period at either end adds at most one more.
    var estimate = 0.0
    for subpath in subpaths {
      estimate += ((subpath.length / dash.period).rounded(.down) + 2) * Double(dash.onCount)
    }
    guard estimate <= Double(Self.maxDashCount) else { return self }

    var result = Path()
    for subpath in subpaths { dash.lay(along: subpath, into: &result) }
    return result
  }
}

/// A validated dash pattern with its phase resolved to a starting entry.
private struct DashPattern {
  /// The on/off lengths, even in count, all finite and ≥ 0; even indices are "on".
  let entries: [Double]
  /// The sum of `entries`; finite and > 0.
  let period: Double
  /// How many "on" entries one period holds.
  var onCount: Int { entries.count / 2 }
  /// The entry each subpath starts in, and how much of it is left there.
  let startIndex: Int
  let startRemaining: Double

  init?(_ pattern: [CGFloat], phase: CGFloat) {
    guard !pattern.isEmpty, pattern.allSatisfy({ $0.isFinite && $0 >= 0 }) else { return nil }
    let single = pattern.map(Double.init)
    entries = single.count.isMultiple(of: 2) ? single : single + single
    period = entries.reduce(0, +)
    guard period > 0, period.isFinite else { return nil }

    var offset = Double(phase).isFinite ? fmod(Double(phase), period) : 0
    if offset < 0 { offset += period }
    // Skip whole entries. An entry the offset lands exactly at the end of is used up, except a
    // zero entry, which still counts (phase 0 on [0, 10] starts with a dot). Each full pass
    // lowers the offset by `period` > 0, so the loop ends within two passes.
    var index = 0
    while offset > entries[index] || (offset == entries[index] && entries[index] > 0) {
      offset -= entries[index]
      index = (index + 1) % entries.count
    }
    startIndex = index
    startRemaining = entries[index] - offset
  }

  /// Appends the dashes of one subpath to `path`.
  func lay(along subpath: MeasuredSubpath, into path: inout Path) {
    let length = subpath.length
    guard length > 0 else { return }
    var dashes: [(from: Double, to: Double)] = []
    var position = 0.0
    var index = startIndex
    var remaining = startRemaining
    while position < length {
      let end = position + remaining
      if index.isMultiple(of: 2) { dashes.append((position, min(end, length))) }
      position = end
      index = (index + 1) % entries.count
      remaining = entries[index]
    }
    guard let first = dashes.first, let last = dashes.last else { return }

    if subpath.isClosed && last.to == length && first.from == 0 {
      if dashes.count == 1 {
        subpath.appendWhole(into: &path)
        return
      }
      // The last dash runs through the start point into the first one.
      for dash in dashes.dropFirst().dropLast() { subpath.append(from: dash.from, to: dash.to, into: &path) }
      subpath.append(from: last.from, to: length, into: &path)
      subpath.append(from: 0, to: first.to, into: &path, continuing: true)
      return
    }
    for dash in dashes { subpath.append(from: dash.from, to: dash.to, into: &path) }
  }
}

/// A subpath with the arc length at which each segment starts.
private struct MeasuredSubpath {
  let subpath: SegmentedSubpath
  let lengths: [Double]
  /// `starts[i]` is the arc length from the subpath start to segment `i`; one extra entry
  /// holds the total length.
  let starts: [Double]

  var length: Double { starts[starts.count - 1] }
  var isClosed: Bool { subpath.isClosed }

  init(_ subpath: SegmentedSubpath) {
    self.subpath = subpath
    lengths = subpath.segments.map { $0.length() }
    var starts = [0.0]
    for l in lengths { starts.append(starts[starts.count - 1] + l) }
    self.starts = starts
  }

  /// The subpath as it was, closed; a final line back to the start is left to `closeSubpath`.
  func appendWhole(into path: inout Path) {
    var segments = subpath.segments[...]
    if case .line(_, let end) = segments.last, end == subpath.start, segments.count > 1 {
      segments = segments.dropLast()
    }
    path.move(to: subpath.start)
    for segment in segments { path.append(segment.element) }
    path.closeSubpath()
  }

  /// Appends the part between arc lengths `a` ≤ `b` as one open subpath, or, when
  /// `continuing`, as a continuation of the current one (which must end at that part's start).
  /// A part too short to cut any segment becomes a zero-length subpath at `a`: a dot.
  func append(from a: Double, to b: Double, into path: inout Path, continuing: Bool = false) {
    var started = continuing
    var i = firstSegment(endingAfter: a)
    while i < lengths.count, starts[i] < b {
      let segment = subpath.segments[i], length = lengths[i]
      let segmentStart = starts[i], segmentEnd = starts[i + 1]
      i += 1
      guard length > 0 else { continue }
      let t0 = a <= segmentStart ? 0 : segment.parameter(atLength: a - segmentStart, total: length)
      let t1 = b >= segmentEnd ? 1 : segment.parameter(atLength: b - segmentStart, total: length)
      guard t0 < t1 else { continue }
      let piece = segment.subsegment(from: t0, to: t1)
      if !started {
        path.move(to: piece.start)
        started = true
      }
      path.append(piece.element)
    }
    if !started {
      let p = point(at: a)
      path.move(to: p)
      path.addLine(to: p)
    }
  }

  /// The index of the first segment whose end lies beyond arc length `s` (binary search), or
  /// the segment count when none does.
  private func firstSegment(endingAfter s: Double) -> Int {
    var lo = 0, hi = lengths.count
    while lo < hi {
      let mid = (lo + hi) / 2
      if starts[mid + 1] > s { hi = mid } else { lo = mid + 1 }
    }
    return lo
  }

  /// The point at arc length `s` along the subpath.
  private func point(at s: Double) -> CGPoint {
    let i = firstSegment(endingAfter: s)
    guard i < lengths.count else { return subpath.segments.last?.end ?? subpath.start }
    let segment = subpath.segments[i]
    return segment.point(at: segment.parameter(atLength: s - starts[i], total: lengths[i]))
  }
}
