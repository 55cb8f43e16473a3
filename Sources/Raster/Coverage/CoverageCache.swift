// The coverage of paths a rasterizer has filled before, kept to be replayed.
//
// What: a fill's coverage depends only on the path, the fill rule, the transform to device
// pixels and the pixmap's size (which clips it) — not on the paint. A fill seen a second time
// with all four exactly equal is recorded as the sequence of spans the sweep hands to a blitter
// (full runs and partial-coverage masks), and from then on that sequence is replayed into the
// blitter of whatever paint it is drawn with, skipping flattening, accumulation and the sweep.
// The blitter receives the very calls it would have received, so the pixels are the same to
// the byte, with or without the cache, whatever it holds.
// Why: a video redraws every frame from scratch, and most of a frame stands still — labels,
// icons, a list's rows while one of them animates. Text is the costly part of such frames:
// each glyph is a curved outline flattened to 0.006 px.
// What it keeps: only what was seen twice (a first sighting costs one hash; an animated path,
// never the same twice, is never recorded), up to `byteBudget` bytes of spans; when full, what
// was not replayed since the last sweep makes room, and if everything was, nothing new is kept
// (see `store`). One cache per rasterizer, which one thread uses at a time, so no locks.
// Refuses: nothing; keys compare paths exactly (a hash match alone never replays).

import Foundation
import Geometry
import Drawing

/// The spans of one fill, as a blitter received them.
struct CoverageRecording: SpanBlitter {
  /// Four values a span: x, y, count, and the coverage of a run (0…255) or, for a mask,
  /// −1 − the offset of its first byte in `masks`.
  private(set) var spans: [Int32] = []
  private(set) var masks: [UInt8] = []

  var byteCount: Int { spans.count * 4 + masks.count }

  mutating func blitRun(x: Int, y: Int, count: Int, coverage: UInt8) {
    append(x, y, count, Int32(coverage))
  }

  mutating func blitMask(x: Int, y: Int, coverage: UnsafePointer<UInt8>, count: Int) {
    append(x, y, count, -1 - Int32(masks.count))
    masks.append(contentsOf: UnsafeBufferPointer(start: coverage, count: count))
  }

  private mutating func append(_ x: Int, _ y: Int, _ count: Int, _ value: Int32) {
    spans.append(Int32(x))
    spans.append(Int32(y))
    spans.append(Int32(count))
    spans.append(value)
  }

  /// Hands every span to `blitter`, in the order recorded.
  func replay<Blitter: SpanBlitter>(into blitter: inout Blitter) {
    spans.withUnsafeBufferPointer { spans in
      masks.withUnsafeBufferPointer { masks in
        var i = 0
        while i < spans.count {
          let (x, y, count, value) = (Int(spans[i]), Int(spans[i + 1]), Int(spans[i + 2]), spans[i + 3])
          if value >= 0 {
            blitter.blitRun(x: x, y: y, count: count, coverage: UInt8(value))
          } else {
            blitter.blitMask(x: x, y: y, coverage: masks.baseAddress! + Int(-1 - value), count: count)
          }
          i += 4
        }
      }
    }
  }
}

/// Recorded fills by exact key; see the file's note.
final class CoverageCache {
  /// What a fill's coverage depends on.
  struct Key: Equatable {
    var path: Path
    var rule: FillRule
    var transform: Transform
    var width: Int, height: Int

    /// The path's points, rule, transform and size, hashed (equal keys hash equally: ±0 and
    /// equal coordinates hash alike, as `==` finds them equal).
    var hash: Int {
      var hasher = Hasher()
      hasher.combine(rule)
      hasher.combine(transform)
      hasher.combine(width)
      hasher.combine(height)
      for element in path.elements {
        switch element {
        case .move(let p): hasher.combine(0); hasher.combine(p.x); hasher.combine(p.y)
        case .line(let p): hasher.combine(1); hasher.combine(p.x); hasher.combine(p.y)
        case .quadCurve(let p, let c):
          hasher.combine(2); hasher.combine(p.x); hasher.combine(p.y); hasher.combine(c.x); hasher.combine(c.y)
        case .curve(let p, let c1, let c2):
          hasher.combine(3); hasher.combine(p.x); hasher.combine(p.y)
          hasher.combine(c1.x); hasher.combine(c1.y); hasher.combine(c2.x); hasher.combine(c2.y)
        case .closeSubpath: hasher.combine(4)
        }
      }
      return hasher.finalize()
    }
  }

  /// The most bytes of spans kept (per rasterizer).
  static let byteBudget = 16 << 20

  private struct Entry {
    var key: Key
    var recording: CoverageRecording
    var size: Int
    /// Replayed since the last sweep.
    var used: Bool
  }

  private var recorded: [Int: Entry] = [:]
  private var seenOnce: Set<Int> = []
  private var bytes = 0

  /// What to do with a fill of `key` (whose `hash` is `hash`): replay a recording, record
  /// one (second sighting), or just draw (first sighting, or a hash shared with another key).
  enum Decision {
    case replay(CoverageRecording)
    case record
    case draw
  }

  func decide(_ key: Key, hash: Int) -> Decision {
    if let entry = recorded[hash] {
      guard entry.key == key else { return .draw }
      recorded[hash]?.used = true
      return .replay(entry.recording)
    }
    if seenOnce.remove(hash) != nil { return .record }
    if seenOnce.count >= 16_384 { seenOnce.removeAll(keepingCapacity: true) }
    seenOnce.insert(hash)
    return .draw
  }

  /// Keeps `recording` for `key` if there is room: when full, the entries not replayed since
  /// the last sweep go (what a scene no longer draws); if every entry was, the new one is not
  /// kept (a frame that draws more than the budget keeps what it recorded first, where
  /// replacing in turn would record every fill and replay none).
  func store(_ recording: CoverageRecording, for key: Key, hash: Int) {
    let size = recording.byteCount + key.path.elements.count * 56
    guard size <= Self.byteBudget / 4 else { return }
    if bytes + size > Self.byteBudget {
      recorded = recorded.filter { $0.value.used }
      for hash in recorded.keys { recorded[hash]?.used = false }
      bytes = recorded.values.reduce(0) { $0 + $1.size }
      guard bytes + size <= Self.byteBudget else { return }
    }
    recorded[hash] = Entry(key: key, recording: recording, size: size, used: true)
    bytes += size
  }
}
