import Foundation

// The motion of one keyframe track (docs/SEMANTICS.md §6), compiled once and evaluated at any time.
//
// What: a track's keyframes become segments on the value's `animatableData` vector, each with an
// absolute start time, its end points and, where the shape needs them, its boundary velocities.
// `value(at:)` finds the segment by binary search and evaluates one closed form, so an animator
// can ask for every video frame (or scrub backwards) without replaying the track.
// Why this approach: every keyframe kind is a pure function of time once its end velocities
// are known, and those depend only on neighbours, so they are resolved in one pass up front.
//
// Velocities are in value units per second. Each segment has a start and an end velocity:
// - linear: `Δ/d · curve′(0)` and `Δ/d · curve′(1)`; a curve with a vertical end hands on 0;
// - move (and any zero-length keyframe): 0 and 0;
// - spring: its start velocity and the closed-form velocity at its (possibly cut) duration;
// - cubic: its Hermite tangents.
// Cubic tangents, when not given explicitly (docs/SEMANTICS.md §6):
// - between two cubic keyframes: each side's own explicit velocity, else the other side's
//   explicit velocity at that point, else the time-weighted (non-uniform) Catmull-Rom tangent
//   `(p[i+1] − p[i−1]) / (t[i+1] − t[i−1])` (docs/SEMANTICS.md, open question 5: we choose time
// weighting, so   that uneven keyframe durations do not make the speed jump);
// - next to another kind: that neighbour's velocity at the shared point;
// - at the start of the track: 0 (a fresh timeline starts at rest); at its end: 0.
// A cubic followed by a spring with no `startVelocity` would be circular (the spring starts
// with the cubic's end velocity, which is the spring's start velocity); we break the circle
// with the Catmull-Rom tangent across the shared point, so the motion stays smooth.
// A spring cut short hands its `to`, not its actual value, to the next keyframe, and the track
// holds its last keyframe's `to` after it ends (docs/SEMANTICS.md, open question 5: our reading).
// What it refuses to do: it does not integrate anything numerically, and a re-triggered
// animator's incoming velocity is not modelled (tracks always start at rest).

/// One keyframe resolved to vectors: its target, its duration and its shape.
package struct KeyframeStep<V: VectorArithmetic> {
  package enum Shape {
    case linear(UnitCurve)
    case cubic(startVelocity: V?, endVelocity: V?)
    case spring(Spring, startVelocity: V?)
    case move
  }

  package var to: V
  /// In seconds, ≥ 0.
  package var duration: Double
  package var shape: Shape

  package init(to: V, duration: Double, shape: Shape) {
    self.to = to
    self.duration = max(0, duration.isFinite ? duration : 0)
    self.shape = shape
  }
}

/// A compiled keyframe track on a vector type: segments with absolute times.
package struct KeyframePath<V: VectorArithmetic> {
  package struct Segment {
    package enum Form {
      case linear(UnitCurve)
      /// Hermite tangents in units per second.
      case cubic(startTangent: V, endTangent: V)
      case spring(Spring, startVelocity: V)
      case move
    }

    /// Absolute start time in seconds.
    package var start: Double
    package var duration: Double
    package var from: V
    package var to: V
    package var form: Form
  }

  package private(set) var segments: [Segment]
  /// The value before any keyframe.
  package let initialValue: V
  /// The sum of the keyframe durations, in seconds.
  package let duration: Double

  /// Compiles `steps`, played in order from `initialValue` at time 0.
  package init(initialValue: V, steps: [KeyframeStep<V>]) {
    self.initialValue = initialValue
    let count = steps.count
    // Boundary points and times: step j runs from points[j] at times[j] to points[j + 1].
    var points = [initialValue]
    var times = [0.0]
    for step in steps {
      points.append(step.to)
      times.append(times[times.count - 1] + step.duration)
    }
    duration = times[count]

    /// The Catmull-Rom tangent at points[i], from its two neighbours.
    func catmullRom(at i: Int) -> V {
      let span = times[i + 1] - times[i - 1]
      return span > 0 ? (points[i + 1] - points[i - 1]).scaled(by: 1 / span) : .zero
    }

    /// Step j's velocity at its start, as a preceding cubic step sees it.
    func startVelocity(ofStep j: Int) -> V {
      guard j < count else { return .zero }
      let step = steps[j]
      switch step.shape {
      case .linear(let curve):
        return Self.linearVelocity(from: points[j], to: points[j + 1], step.duration, curve, 0)
      case .move:
        return .zero
      case .spring(_, let explicit):
        return explicit ?? catmullRom(at: j)
      case .cubic(let explicit, _):
        return explicit ?? catmullRom(at: j)
      }
    }

    var segments: [Segment] = []
    segments.reserveCapacity(count)
    var previousEndVelocity = V.zero
    for (j, step) in steps.enumerated() {
      let (from, to, d) = (points[j], points[j + 1], step.duration)
      let form: Segment.Form
      let endVelocity: V
      switch step.shape {
      case .linear(let curve):
        form = .linear(curve)
        endVelocity = Self.linearVelocity(from: from, to: to, d, curve, 1)
      case .move:
        form = .move
        endVelocity = .zero
      case .spring(let spring, let explicit):
        let v0 = explicit ?? previousEndVelocity
        form = .spring(spring, startVelocity: v0)
        endVelocity = d > 0 ? spring.velocity(target: to - from, initialVelocity: v0, time: d) : .zero
      case .cubic(let explicitStart, let explicitEnd):
        let m0: V
        if let explicitStart {
          m0 = explicitStart
        } else if j > 0, case .cubic(_, let previousEnd) = steps[j - 1].shape {
          m0 = previousEnd ?? catmullRom(at: j)
        } else {
          m0 = previousEndVelocity  // 0 at the track start and after a move
        }
        let m1: V
        if let explicitEnd {
          m1 = explicitEnd
        } else if j + 1 < count {
          m1 = startVelocity(ofStep: j + 1)
        } else {
          m1 = .zero
        }
        form = .cubic(startTangent: m0, endTangent: m1)
        endVelocity = m1
      }
      segments.append(Segment(start: times[j], duration: d, from: from, to: to, form: form))
      previousEndVelocity = d > 0 ? endVelocity : .zero
    }
    self.segments = segments
  }

  /// `Δ/d · curve′(at)`, or 0 for a zero-length step or a vertical curve end.
  private static func linearVelocity(
    from: V, to: V, _ duration: Double, _ curve: UnitCurve, _ at: Double
  ) -> V {
    guard duration > 0 else { return .zero }
    let slope = curve.velocity(at: at)
    guard slope.isFinite else { return .zero }
    return (to - from).scaled(by: slope / duration)
  }

  /// The index of the segment playing at `time`: the last one starting at or before it, or nil
  /// once the track has ended (or before it starts, or when it has no keyframes).
  package func segmentIndex(at time: Double) -> Int? {
    guard time >= 0, time < duration, !segments.isEmpty else { return nil }
    var (low, high) = (0, segments.count - 1)
    while low < high {
      let middle = (low + high + 1) / 2
      if segments[middle].start <= time { low = middle } else { high = middle - 1 }
    }
    return low
  }

  /// The value at `time` seconds: the initial value before 0, the last target from `duration`.
  package func value(at time: Double) -> V {
    guard let index = segmentIndex(at: time) else {
      return time < 0 || segments.isEmpty ? initialValue : segments[segments.count - 1].to
    }
    return value(inSegment: index, at: time)
  }

  /// The value at `time` seconds of the segment at `index` (from `segmentIndex(at:)`).
  package func value(inSegment index: Int, at time: Double) -> V {
    let segment = segments[index]
    let elapsed = time - segment.start
    guard segment.duration > 0 else { return segment.to }
    let delta = segment.to - segment.from
    switch segment.form {
    case .move:
      return segment.to
    case .linear(let curve):
      return segment.from + delta.scaled(by: curve.value(at: elapsed / segment.duration))
    case .spring(let spring, let v0):
      return segment.from + spring.value(target: delta, initialVelocity: v0, time: elapsed)
    case .cubic(let m0, let m1):
      let s = elapsed / segment.duration
      let (s2, s3) = (s * s, s * s * s)
      let h00 = 2 * s3 - 3 * s2 + 1
      let h10 = s3 - 2 * s2 + s
      let h01 = -2 * s3 + 3 * s2
      let h11 = s3 - s2
      let d = segment.duration
      return segment.from.scaled(by: h00) + m0.scaled(by: h10 * d)
        + segment.to.scaled(by: h01) + m1.scaled(by: h11 * d)
    }
  }
}
