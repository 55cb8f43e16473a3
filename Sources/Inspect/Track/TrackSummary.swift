/// A few lines that describe a track at a glance: size, blob counts, the principal blob's
/// diameter and centre from start to end, and a sparkline of the diameter over time.
extension Track {
  /// The summary, one string per line (no trailing newlines).
  public func summary() -> [String] {
    var lines: [String] = []
    let seconds = fps > 0 ? Double(frames.count) / fps : 0
    lines.append(
      "\(name): \(frames.count) video frames, \(pixelWidth)×\(pixelHeight) px at scale \(fmt(scale, 2)) "
        + "(\(fmt(Double(pixelWidth) / scale, 1))×\(fmt(Double(pixelHeight) / scale, 1)) pt), \(fmt(fps, 2)) fps, \(fmt(seconds, 2)) s")
    let counts = frames.map(\.blobs.count)
    let none = counts.filter { $0 == 0 }.count, one = counts.filter { $0 == 1 }.count
    var blobLine = "  blobs per video frame: none in \(none), one in \(one), several in \(counts.count - none - one)"
    if let several = frames.first(where: { $0.blobs.count > 1 }) {
      blobLine += " (max \(counts.max() ?? 0); first at frame \(several.index), t = \(fmt(several.time)) s)"
    }
    lines.append(blobLine)
    let visible = frames.compactMap { f in f.principal.map { (f, $0) } }
    guard let first = visible.first, let last = visible.last else {
      lines.append("  nothing visible in any video frame")
      return lines
    }
    let diameters = visible.map(\.1.diameter)
    lines.append(
      "  diameter: \(fmt(first.1.diameter, 1)) pt at \(fmt(first.0.time)) s → \(fmt(last.1.diameter, 1)) pt at "
        + "\(fmt(last.0.time)) s (min \(fmt(diameters.min()!, 1)), max \(fmt(diameters.max()!, 1)))")
    let (c0, c1) = (first.1.centre, last.1.centre)
    var longest = (step: 0.0, frame: first.0)
    for (a, b) in zip(visible, visible.dropFirst()) {
      let (p, q) = (a.1.centre, b.1.centre)
      let step = ((q.x - p.x) * (q.x - p.x) + (q.y - p.y) * (q.y - p.y)).squareRoot()
      if step > longest.step { longest = (step, b.0) }
    }
    lines.append(
      "  centre: (\(fmt(c0.x, 1)), \(fmt(c0.y, 1))) → (\(fmt(c1.x, 1)), \(fmt(c1.y, 1))) pt; longest step "
        + "\(fmt(longest.step, 1)) pt at frame \(longest.frame.index)")
    lines.append("  diameter over time: " + sparkline(frames.map { $0.principal?.diameter }, width: 60))
    return lines
  }

  /// Values as block characters, `width` columns (the maximum of each column's values);
  /// a space where nothing was visible.
  func sparkline(_ values: [Double?], width: Int) -> String {
    let known = values.compactMap { $0 }
    guard let low = known.min(), let high = known.max(), !values.isEmpty else { return "" }
    let blocks = Array("▁▂▃▄▅▆▇█")
    let columns = min(width, values.count)
    return String((0..<columns).map { c -> Character in
      let slice = values[(c * values.count / columns)..<((c + 1) * values.count / columns)].compactMap { $0 }
      guard let v = slice.max() else { return " " }
      let level = high > low ? Int(((v - low) / (high - low) * Double(blocks.count - 1)).rounded()) : blocks.count - 1
      return blocks[level]
    })
  }
}
