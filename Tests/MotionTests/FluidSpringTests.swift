import Testing

@testable import Motion

/// One row of the reference table in docs/SEMANTICS.md §1.4 (values are offset/interval,
/// times in seconds from the animation's start, frames sampled at 1/120 s).
struct FluidSpringReference: Sendable, CustomTestStringConvertible {
  var name: String
  var animation: Animation
  var samples: [Double]  // x(0.1) … x(0.5)
  var logical: Double
  var finishedUnit: Double
  var finishedHundred: Double
  var testDescription: String { name }

  static let table: [FluidSpringReference] = [
    .init(
      name: "smooth", animation: .smooth, samples: [0.371, 0.721, 0.887, 0.957, 0.985],
      logical: 0.50, finishedUnit: 0.825, finishedHundred: 1.267),
    .init(
      name: "default", animation: .default, samples: [0.328, 0.672, 0.853, 0.939, 0.976],
      logical: 0.55, finishedUnit: 0.883, finishedHundred: 1.375),
    .init(
      name: "snappy", animation: .snappy, samples: [0.402, 0.793, 0.953, 0.998, 1.004],
      logical: 0.50, finishedUnit: 0.558, finishedHundred: 1.033),
    .init(
      name: "bouncy", animation: .bouncy, samples: [0.439, 0.881, 1.030, 1.036, 1.013],
      logical: 0.50, finishedUnit: 0.767, finishedHundred: 1.133),
    .init(
      name: "spring(response: 0.5, dampingFraction: 0.825)",
      animation: .spring(response: 0.5, dampingFraction: 0.825),
      samples: [0.408, 0.806, 0.965, 1.005, 1.007],
      logical: 0.50, finishedUnit: 0.533, finishedHundred: 0.983),
  ]
}

/// Samples a run at 1/120 s video frames until it finishes.
private struct Trace {
  var fractions: [Int: Double] = [:]  // frame index → offset / interval
  var logicalTime: Double?
  var finishedTime: Double?

  init(_ animation: Animation, interval: Double, startTime: Double = 0) {
    var run = AnimationRun(animation: animation, interval: interval, startTime: startTime)
    for frame in 0...1200 {
      let t = Double(frame) / 120
      guard let offset = run.offset(at: startTime + t) else {
        finishedTime = t
        return
      }
      fractions[frame] = offset / interval
      if run.isLogicallyComplete, logicalTime == nil { logicalTime = t }
    }
  }
}

@Suite struct FluidSpringTests {
  @Test(arguments: FluidSpringReference.table)
  func offsetsMatchReferenceTable(_ row: FluidSpringReference) {
    let trace = Trace(row.animation, interval: 1)
    for (index, expected) in row.samples.enumerated() {
      let frame = 12 * (index + 1)  // 0.1 s, 0.2 s, …
      let actual = trace.fractions[frame] ?? .nan
      #expect(isClose(actual, expected, within: 0.005), "x(\(Double(frame) / 120)) = \(actual)")
    }
  }

  @Test(arguments: FluidSpringReference.table)
  func unitMoveFinishesAtReferenceTime(_ row: FluidSpringReference) {
    let finished = Trace(row.animation, interval: 1).finishedTime ?? .infinity
    #expect(isClose(finished, row.finishedUnit, within: 1.0 / 120 + 1e-9), "finished \(finished)")
  }

  @Test(arguments: FluidSpringReference.table)
  func hundredPointMoveFinishesAtReferenceTime(_ row: FluidSpringReference) {
    let finished = Trace(row.animation, interval: 100).finishedTime ?? .infinity
    #expect(
      isClose(finished, row.finishedHundred, within: 1.0 / 120 + 1e-9), "finished \(finished)")
  }

  @Test(arguments: FluidSpringReference.table)
  func logicallyCompletesAtResponse(_ row: FluidSpringReference) {
    let logical = Trace(row.animation, interval: 1).logicalTime ?? .infinity
    #expect(isClose(logical, row.logical, within: 1e-9), "logical \(logical)")
  }

  @Test func runMeasuresTimeFromItsStart() {
    var early = AnimationRun(animation: .snappy, interval: 1.0, startTime: 0)
    var late = AnimationRun(animation: .snappy, interval: 1.0, startTime: 2.5)
    // x(0.25) from the table's neighbourhood: between x(0.2) = .793 and x(0.3) = .953.
    let a = early.offset(at: 0.25) ?? .nan
    let b = late.offset(at: 2.75) ?? .nan
    #expect(isClose(a, b, within: 1e-9) && a > 0.793 && a < 0.953)
  }

  @Test func vectorRunMovesEachComponentLikeAScalarRun() {
    typealias Point = AnimatablePair<Double, Double>
    var vector = AnimationRun(animation: .bouncy, interval: Point(30, -40), startTime: 0)
    var x = AnimationRun(animation: .bouncy, interval: 30.0, startTime: 0)
    var y = AnimationRun(animation: .bouncy, interval: -40.0, startTime: 0)
    for frame in 1...40 {
      let t = Double(frame) / 60
      let v = vector.offset(at: t)
      let (sx, sy) = (x.offset(at: t), y.offset(at: t))
      #expect(isClose(v?.first ?? .nan, sx ?? .nan, within: 1e-9))
      #expect(isClose(v?.second ?? .nan, sy ?? .nan, within: 1e-9))
    }
  }

  @Test func vectorRunSettlesOnItsLengthNotItsComponents() {
    // |v| and |F| are compared as vectors: a (60, 80) move is a 100-point move, which settles
    // at the Δ = 100 time of the table (snappy: 1.033 s), later than a 60-point scalar move.
    typealias Point = AnimatablePair<Double, Double>
    var run = AnimationRun(animation: .snappy, interval: Point(60, 80), startTime: 0)
    var finished = Double.infinity
    for frame in 0...600 where run.offset(at: Double(frame) / 120) == nil {
      finished = Double(frame) / 120
      break
    }
    #expect(isClose(finished, 1.033, within: 1.0 / 120 + 1e-9), "finished \(finished)")
  }

  @Test func velocityMatchesSlopeOfOffsets() {
    var run = AnimationRun(animation: .smooth, interval: 50.0, startTime: 0)
    let before = run.offset(at: 0.2) ?? .nan
    let velocity = run.velocity ?? .nan
    let after = run.offset(at: 0.2 + 1.0 / 300) ?? .nan
    let slope = (after - before) * 300
    #expect(isClose(velocity, slope, within: 0.02 * abs(slope)), "v \(velocity) slope \(slope)")
  }
}
