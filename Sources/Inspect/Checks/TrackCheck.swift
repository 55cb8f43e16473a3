// Checks that can fail: properties of a track that a fake animation breaks.
//
// What: `one-blob`, `monotonic-size`, `centre-path` and `no-double`, evaluated video frame by
// video frame on a `Track`; each reports the first frame that breaks it, with the time and a
// reason that quotes the measured numbers.
// Why these four: a hero morph that only slides a fixed-size element while a second copy fades
// in passes any check of the centre alone (`centre-path` is here to show that), but it draws
// two blobs at once and its size does not shrink continuously; a real morph draws one blob
// whose diameter shrinks monotonically from the start size to the end size (docs/ARCHITECTURE.md
// §5). Size checks follow the principal blob (largest diameter, `FrameMeasurement.principal`);
// the centre check follows the nearest blob from frame to frame, as an object tracker does.
// Frames with no blob are "nothing visible" and are skipped by every check except that a track
// with no visible frame at all fails `monotonic-size` and `centre-path`.
// Refuses: to pair blobs across frames by identity (nothing in the pixels says which is which).

/// One property a track must have.
public enum Expectation: String, CaseIterable, Sendable {
  /// Exactly one blob on every video frame where anything is visible.
  case oneBlob = "one-blob"
  /// The principal blob's diameter never grows (or never shrinks) by more than the tolerance
  /// past its running extreme, and starts and ends at the given sizes.
  case monotonicSize = "monotonic-size"
  /// The tracked centre (`Track.trackedCentres()`) never jumps more than `jumpFactor` × the
  /// median step around it in one video frame, and ends at the given point.
  case centrePath = "centre-path"
  /// No two blobs of the same colour (mean colours within `doubleColorTolerance`) in one video
  /// frame: the element is never drawn twice. Meant for an element followed by its colour
  /// (`--key`) or one whose colour nothing else shares; glyphs of one colour count as copies.
  case noDouble = "no-double"
}

/// Which way `monotonic-size` expects the diameter to go.
public enum SizeDirection: String, CaseIterable, Sendable {
  case shrink, grow
}

/// Parameters of the checks. Lengths in points.
public struct CheckOptions: Sendable {
  /// Expected diameter of the first visible video frame, or `nil` not to check it.
  public var from: Double?
  /// Expected diameter of the last visible video frame, or `nil` not to check it.
  public var to: Double?
  /// Allowed error of sizes and of the end centre, in points; default 2.
  public var tolerance: Double
  /// The way the diameter must go; default `.shrink`.
  public var direction: SizeDirection
  /// Where the principal blob's centre must end (within `tolerance`), or `nil`.
  public var toCentre: (x: Double, y: Double)?
  /// A step is a teleport when it is longer than this many times the median of the steps
  /// around it (up to three video frames either side), and longer than `tolerance`; default 4.
  public var jumpFactor: Double
  /// Two blobs whose mean colours are within this perceptual distance (0…255) have "the same
  /// colour" for `no-double`; default 48.
  public var doubleColorTolerance: Double

  public init(
    from: Double? = nil, to: Double? = nil, tolerance: Double = 2, direction: SizeDirection = .shrink,
    toCentre: (x: Double, y: Double)? = nil, jumpFactor: Double = 4, doubleColorTolerance: Double = 48
  ) {
    self.from = from
    self.to = to
    self.tolerance = tolerance
    self.direction = direction
    self.toCentre = toCentre
    self.jumpFactor = jumpFactor
    self.doubleColorTolerance = doubleColorTolerance
  }
}

/// Why a check failed: the first video frame that breaks it.
public struct CheckFailure: Hashable, Sendable, CustomStringConvertible {
  public var expectation: Expectation
  /// Video frame number, from 0.
  public var frame: Int
  /// Time of that video frame, in seconds.
  public var time: Double
  /// What was measured and what was expected, in points.
  public var reason: String

  public var description: String {
    "\(expectation.rawValue) fails at video frame \(frame) (t = \(fmt(time)) s): \(reason)"
  }
}

/// The verdict of every requested check.
public struct CheckReport: Sendable {
  /// Each expectation, in the order asked, with its first failure or `nil` when it holds.
  public var results: [(expectation: Expectation, failure: CheckFailure?)]

  /// Whether every expectation holds.
  public var passed: Bool { results.allSatisfy { $0.failure == nil } }

  /// The failure at the earliest video frame (ties: the expectation asked first).
  public var firstFailure: CheckFailure? {
    results.compactMap(\.failure).min { $0.frame < $1.frame }
  }
}

extension Track {
  /// Evaluates `expectations` on this track.
  public func check(_ expectations: [Expectation], options: CheckOptions = CheckOptions()) -> CheckReport {
    CheckReport(results: expectations.map { ($0, firstFailure(of: $0, options)) })
  }

  /// The first video frame breaking `expectation`, or `nil`.
  public func firstFailure(of expectation: Expectation, _ options: CheckOptions) -> CheckFailure? {
    switch expectation {
    case .oneBlob: return oneBlobFailure()
    case .monotonicSize: return monotonicSizeFailure(options)
    case .centrePath: return centrePathFailure(options)
    case .noDouble: return noDoubleFailure(options)
    }
  }

  private func failure(_ e: Expectation, _ frame: FrameMeasurement, _ reason: String) -> CheckFailure {
    CheckFailure(expectation: e, frame: frame.index, time: frame.time, reason: reason)
  }

  private var visible: [(frame: FrameMeasurement, blob: MeasuredBlob)] {
    frames.compactMap { f in f.principal.map { (f, $0) } }
  }

  private func oneBlobFailure() -> CheckFailure? {
    guard let frame = frames.first(where: { $0.blobs.count > 1 }) else { return nil }
    let sizes = frame.blobs.map(\.diameter).sorted(by: >).map { fmt($0, 1) }
    let shown = sizes.prefix(4).joined(separator: ", ") + (sizes.count > 4 ? ", …" : "")
    return failure(.oneBlob, frame, "\(frame.blobs.count) blobs, diameters \(shown) pt")
  }

  private func monotonicSizeFailure(_ o: CheckOptions) -> CheckFailure? {
    let visible = self.visible
    guard let first = visible.first, let last = visible.last else {
      return frames.first.map { failure(.monotonicSize, $0, "nothing visible in any video frame") }
    }
    if let from = o.from, abs(first.blob.diameter - from) > o.tolerance {
      return failure(
        .monotonicSize, first.frame,
        "starts at diameter \(fmt(first.blob.diameter, 1)) pt, expected \(fmt(from, 1)) ± \(fmt(o.tolerance, 1))")
    }
    let shrink = o.direction == .shrink
    var extreme = first.blob.diameter
    for (frame, blob) in visible.dropFirst() {
      let d = blob.diameter
      let excess = shrink ? d - extreme : extreme - d
      if excess > o.tolerance {
        return failure(
          .monotonicSize, frame,
          "diameter \(shrink ? "grew" : "shrank") to \(fmt(d, 1)) pt after reaching \(fmt(extreme, 1)) pt "
            + "(tolerance \(fmt(o.tolerance, 1)))")
      }
      extreme = shrink ? min(extreme, d) : max(extreme, d)
    }
    if let to = o.to, abs(last.blob.diameter - to) > o.tolerance {
      return failure(
        .monotonicSize, last.frame,
        "ends at diameter \(fmt(last.blob.diameter, 1)) pt, expected \(fmt(to, 1)) ± \(fmt(o.tolerance, 1))")
    }
    return nil
  }

  /// The centre followed the way an object tracker follows it: from the principal blob of the
  /// first visible video frame, then on each frame the blob whose centre is nearest the last
  /// one. This is exactly why a centre check is fooled by a fake morph: the second copy appears
  /// on the first one's centre, and the tracker hops onto it without a jump.
  public func trackedCentres() -> [(frame: FrameMeasurement, centre: (x: Double, y: Double))] {
    var path: [(frame: FrameMeasurement, centre: (x: Double, y: Double))] = []
    for frame in frames {
      guard let last = path.last?.centre else {
        if let p = frame.principal { path.append((frame, p.centre)) }
        continue
      }
      func distance(_ b: MeasuredBlob) -> Double {
        let c = b.centre
        return (c.x - last.x) * (c.x - last.x) + (c.y - last.y) * (c.y - last.y)
      }
      if let nearest = frame.blobs.min(by: { distance($0) < distance($1) }) { path.append((frame, nearest.centre)) }
    }
    return path
  }

  private func centrePathFailure(_ o: CheckOptions) -> CheckFailure? {
    let path = trackedCentres()
    guard let last = path.last else {
      return frames.first.map { failure(.centrePath, $0, "nothing visible in any video frame") }
    }
    // Step per video frame between consecutive tracked frames.
    var steps: [(frame: FrameMeasurement, step: Double)] = []
    for (a, b) in zip(path, path.dropFirst()) {
      let (p, q) = (a.centre, b.centre)
      let gap = Double(max(1, b.frame.index - a.frame.index))
      steps.append((b.frame, ((q.x - p.x) * (q.x - p.x) + (q.y - p.y) * (q.y - p.y)).squareRoot() / gap))
    }
    // A teleport is a step far longer than the steps around it: the median of up to three
    // steps either side, so a spring's slow start and long settling tail are not jumps.
    for (i, step) in steps.enumerated() {
      let around = (steps[max(0, i - 3)..<i] + steps[(i + 1)..<min(steps.count, i + 4)]).map(\.step).sorted()
      let median = around.isEmpty
        ? 0 : around.count % 2 == 1 ? around[around.count / 2] : (around[around.count / 2 - 1] + around[around.count / 2]) / 2
      let limit = max(o.jumpFactor * median, o.tolerance)
      if step.step > limit {
        return failure(
          .centrePath, step.frame,
          "centre jumped \(fmt(step.step, 1)) pt in one video frame (limit \(fmt(limit, 1)) pt: "
            + "\(fmt(o.jumpFactor, 1)) × the median step around it, \(fmt(median, 2)) pt, or the tolerance)")
      }
    }
    if let target = o.toCentre {
      let c = last.centre
      let off = ((c.x - target.x) * (c.x - target.x) + (c.y - target.y) * (c.y - target.y)).squareRoot()
      if off > o.tolerance {
        return failure(
          .centrePath, last.frame,
          "ends at centre (\(fmt(c.x, 1)), \(fmt(c.y, 1))) pt, \(fmt(off, 1)) pt from (\(fmt(target.x, 1)), "
            + "\(fmt(target.y, 1))) (tolerance \(fmt(o.tolerance, 1)))")
      }
    }
    return nil
  }

  private func noDoubleFailure(_ o: CheckOptions) -> CheckFailure? {
    for frame in frames {
      // Blobs by diameter, so the pair reported is the biggest copy and its largest double.
      let blobs = frame.blobs.sorted { $0.diameter > $1.diameter }
      for (i, a) in blobs.enumerated() {
        for b in blobs[(i + 1)...] {
          let colour = ColorDistance.perceptual.distance(a.color, b.color)
          guard colour <= o.doubleColorTolerance else { continue }
          let (ca, cb) = (a.centre, b.centre)
          return failure(
            .noDouble, frame,
            "drawn twice: blobs of \(fmt(a.diameter, 1)) pt at (\(fmt(ca.x, 1)), \(fmt(ca.y, 1))) and "
              + "\(fmt(b.diameter, 1)) pt at (\(fmt(cb.x, 1)), \(fmt(cb.y, 1))) have the same colour "
              + "(\(hexString(a.color)) and \(hexString(b.color)), distance \(fmt(colour, 0)))")
        }
      }
    }
    return nil
  }
}
