// Coverage accumulator: exact-area anti-aliased coverage from line segments.
//
// What: the signed-area method of font-rs, FreeType's ftgrays and stb_truetype v2. Every
// segment adds, for each pixel row it crosses, the signed area it leaves to its right into
// one or a few cells of that row; a running sum along the row then gives, per pixel, the
// integral of the winding number over the pixel square. Non-zero coverage is
// `min(1, |sum|)`, even-odd is a triangle wave of `|sum|`. For polygons this is the exact
// area coverage (except where a pixel holds parts of regions with different non-zero
// windings, where it over-covers, as every rasterizer of this family does).
// Why this shape:
// - Bands of `bandHeight` rows share one reused Float buffer the width of the path's
//   bounding box, so a full-canvas path never allocates or touches a W×H buffer and the
//   working set stays in cache. Edges are bucketed by their first band (a counting sort)
//   and kept in an active list while they overlap the band.
// - Each row carries a bit vector with one bit per cell a segment touched (as Blend2D does).
//   The sweep walks set bits pixel by pixel and jumps over clear stretches, where the
//   running sum is constant: empty stretches are skipped, interior stretches become one
//   run of constant coverage (a plain store for an opaque paint).
// - Cells and bits are zeroed by the sweep as it consumes them, so the buffers are clean
//   for the next band without a separate clear.
// - The loops below run without Swift's checks: every buffer is a raw pointer sized up front,
//   index arithmetic wraps (`&+`, `&*`; all values are bounded by the pixmap's size, far from
//   overflow) and Float → Int goes through `truncatedInt` (see `UncheckedTruncation.swift`).
// Refuses: edges must come from `EdgeList` (clipped to the pixmap, finite, `y0 < y1`);
// nothing here checks them again. Coverage is quantised to 8 bits (round to nearest).

import Geometry

/// Receives the coverage of one path, row by row, left to right, in pixel coordinates.
protocol SpanBlitter {
  /// `count` pixels starting at (x, y) that all have coverage `coverage` (1…255).
  mutating func blitRun(x: Int, y: Int, count: Int, coverage: UInt8)
  /// Pixels (x + i, y) for i in 0..<count with coverage `coverage[i]` (0…255).
  mutating func blitMask(x: Int, y: Int, coverage: UnsafePointer<UInt8>, count: Int)
}

/// Reusable buffers and the sweep of the signed-area rasterizer. Not thread-safe: use one per
/// thread (see `Rasterizer`).
final class CoverageAccumulator {
  /// Rows per band. 32 rows × a 1170 px wide canvas is 150 KB of cells: L2-resident.
  static let bandHeight = 1 << bandShift
  /// log2 of `bandHeight`.
  static let bandShift = 5

  private var cells: UnsafeMutablePointer<Float>
  private var cellCapacity = 0
  private var bits: UnsafeMutablePointer<UInt64>
  private var bitCapacity = 0
  private var mask: UnsafeMutablePointer<UInt8>
  private var maskCapacity = 0
  /// Per band: where its edges start in `sortedEdges` (`bandCount + 1` entries).
  private var bandFirst: UnsafeMutablePointer<Int32>
  /// Per band: the next free slot in `sortedEdges` while bucketing.
  private var bandNext: UnsafeMutablePointer<Int32>
  private var bandCapacity = 0
  /// Edge indices ordered by first band, and the indices of the edges overlapping the band.
  private var sortedEdges: UnsafeMutablePointer<Int32>
  private var active: UnsafeMutablePointer<Int32>
  private var edgeCapacity = 0
  /// Per band row: the lowest and highest cell a segment touched (`Int32.max` / −1 if none).
  private var rowSpan: UnsafeMutablePointer<SIMD2<Int32>>

  init() {
    cells = .allocate(capacity: 0)
    bits = .allocate(capacity: 0)
    mask = .allocate(capacity: 0)
    bandFirst = .allocate(capacity: 1)
    bandNext = .allocate(capacity: 0)
    sortedEdges = .allocate(capacity: 0)
    active = .allocate(capacity: 0)
    rowSpan = .allocate(capacity: Self.bandHeight)
    rowSpan.initialize(repeating: Self.untouched, count: Self.bandHeight)
  }

  /// The touched range of a row no segment reached.
  static let untouched = SIMD2<Int32>(Int32.max, -1)

  deinit {
    cells.deallocate()
    bits.deallocate()
    mask.deallocate()
    bandFirst.deallocate()
    bandNext.deallocate()
    sortedEdges.deallocate()
    active.deallocate()
    rowSpan.deallocate()
  }

  /// Grows the zeroed buffers to hold one band of `stride` cells and `words` bit words per row.
  private func reserve(stride: Int, words: Int) {
    let needCells = stride * Self.bandHeight
    if needCells > cellCapacity {
      cells.deallocate()
      cells = .allocate(capacity: needCells)
      cells.initialize(repeating: 0, count: needCells)
      cellCapacity = needCells
    }
    let needBits = words * Self.bandHeight
    if needBits > bitCapacity {
      bits.deallocate()
      bits = .allocate(capacity: needBits)
      bits.initialize(repeating: 0, count: needBits)
      bitCapacity = needBits
    }
    if stride > maskCapacity {
      mask.deallocate()
      mask = .allocate(capacity: stride)
      mask.initialize(repeating: 0, count: stride)
      maskCapacity = stride
    }
  }

  /// Grows the (uninitialised) edge-sorting buffers to `bands` bands and `edges` edges.
  private func reserve(bands: Int, edges: Int) {
    if bands > bandCapacity {
      bandFirst.deallocate()
      bandNext.deallocate()
      bandFirst = .allocate(capacity: bands + 1)
      bandNext = .allocate(capacity: bands)
      bandCapacity = bands
    }
    if edges > edgeCapacity {
      sortedEdges.deallocate()
      active.deallocate()
      sortedEdges = .allocate(capacity: edges)
      active = .allocate(capacity: edges)
      edgeCapacity = edges
    }
  }

  /// Computes the coverage of `edges` under `rule` and hands it to `blitter`.
  ///
  /// - Parameters:
  ///   - width: the pixmap width in pixels; the edges are already clipped to it.
  ///   - height: the pixmap height in pixels.
  func render<Blitter: SpanBlitter>(
    _ list: EdgeList, rule: FillRule, width: Int, height: Int, into blitter: inout Blitter
  ) {
    guard !list.isEmpty else { return }
    precondition(list.count <= Int(Int32.max), "\(list.count) edges do not fit Int32 indices")
    let bx0 = Int(list.minX.rounded(.down))
    let xEnd = min(width, Int(max(list.maxX, list.rightmostX).rounded(.up)))
    let top = Int(list.minY.rounded(.down))
    let bottom = min(height, Int(list.maxY.rounded(.up)))
    guard xEnd > bx0, bottom > top else { return }
    let visible = xEnd - bx0
    let stride = visible + 2
    let words = (stride + 63) >> 6
    reserve(stride: stride, words: words)

    let bandHeight = Self.bandHeight
    let bandCount = (bottom - top + bandHeight - 1) / bandHeight
    let edges = UnsafeBufferPointer(start: list.edges, count: list.count)
    reserve(bands: bandCount, edges: edges.count)
    bucketEdges(edges, top: top, bandCount: bandCount)

    let geometry = BandGeometry(
      cells: cells, bits: bits, rowSpan: rowSpan, stride: stride, words: words,
      originX: Float(bx0))
    let (bandFirst, sortedEdges, active) = (self.bandFirst, self.sortedEdges, self.active)
    // At most every edge is active at once: `activeCount ≤ edges.count`, `active`'s capacity.
    var activeCount = 0
    for band in 0..<bandCount {
      let bandTop = top &+ band &* bandHeight
      let bandBottom = min(bandTop &+ bandHeight, bottom)
      for k in Int(bandFirst[band])..<Int(bandFirst[band &+ 1]) {
        active[activeCount] = sortedEdges[k]
        activeCount &+= 1
      }
      var kept = 0
      for k in 0..<activeCount {
        let index = active[k]
        let edge = edges[Int(index)]
        geometry.accumulate(edge, top: bandTop, bottom: bandBottom)
        if edge.y1 > Float(bandBottom) {
          active[kept] = index
          kept &+= 1
        }
      }
      activeCount = kept
      for y in bandTop..<bandBottom {
        sweepRow(
          y: y, band: geometry, row: y &- bandTop, visible: visible, originX: bx0,
          evenOdd: rule == .evenOdd, into: &blitter)
      }
    }
  }

  /// Sorts edge indices by the band holding their top end (a counting sort) into
  /// `sortedEdges`, with band b's edges at `bandFirst[b] ..< bandFirst[b + 1]`.
  ///
  /// Counts and indices are at most `edges.count`, which `render` has checked fits Int32, so
  /// they cannot wrap; `band(_:)` clamps into `0 ..< bandCount`.
  private func bucketEdges(_ edges: UnsafeBufferPointer<Edge>, top: Int, bandCount: Int) {
    let (first, next, sorted) = (bandFirst, bandNext, sortedEdges)
    first.initialize(repeating: 0, count: bandCount + 1)
    let shift = Self.bandShift
    @inline(__always) func band(_ e: Edge) -> Int {
      min(bandCount &- 1, max(0, (truncatedInt(e.y0) &- top) &>> shift))
    }
    for e in edges { first[band(e) &+ 1] &+= 1 }
    for b in 0..<bandCount {
      first[b &+ 1] &+= first[b]
      next[b] = first[b]
    }
    for i in 0..<edges.count {
      let b = band(edges[i])
      sorted[Int(next[b])] = Int32(truncatingIfNeeded: i)
      next[b] &+= 1
    }
  }

  /// Walks one row of the band: constant stretches become runs, touched cells a mask.
  /// Only the touched range `rowSpan[row]` is walked: left of it the winding integral is 0,
  /// right of it constant. Leaves the row's cells, bits and range cleared.
  @inline(__always)
  private func sweepRow<Blitter: SpanBlitter>(
    y: Int, band: BandGeometry, row: Int, visible: Int, originX: Int, evenOdd: Bool,
    into blitter: inout Blitter
  ) {
    let span = rowSpan[row]
    guard span.y >= 0 else { return }
    rowSpan[row] = Self.untouched
    let rowCells = band.cells + row &* band.stride
    let rowBits = band.bits + row &* band.words
    let first = Int(span.x)
    let last = min(Int(span.y), visible &- 1)
    let mask = self.mask
    var sum: Float = 0
    var x = first
    while x <= last {
      let start = nextBit(rowBits, set: true, from: x, limit: last &+ 1)
      if start > x {
        let c = coverage(sum, evenOdd: evenOdd)
        if c != 0 { blitter.blitRun(x: originX &+ x, y: y, count: start &- x, coverage: c) }
        x = start
        if x > last { break }
      }
      let end = nextBit(rowBits, set: false, from: start, limit: last &+ 1)
      let cells = rowCells + start
      for i in 0..<(end &- start) {
        sum += cells[i]
        cells[i] = 0
        mask[i] = coverage(sum, evenOdd: evenOdd)
      }
      blitter.blitMask(x: originX &+ start, y: y, coverage: mask, count: end &- start)
      x = end
    }
    if last &+ 1 < visible {
      let c = coverage(sum, evenOdd: evenOdd)
      if c != 0 {
        blitter.blitRun(x: originX &+ last &+ 1, y: y, count: visible &- last &- 1, coverage: c)
      }
    }
    // Cells past `visible - 1` (a segment touches one past its end) are never summed.
    var i = last &+ 1
    while i <= Int(span.y) {
      rowCells[i] = 0
      i &+= 1
    }
    (rowBits + (first &>> 6)).update(repeating: 0, count: (Int(span.y) &>> 6) &- (first &>> 6) &+ 1)
  }

  /// The index of the first bit at or after `from` that is `set` (or clear), or `limit`.
  @inline(__always)
  private func nextBit(_ bits: UnsafeMutablePointer<UInt64>, set: Bool, from: Int, limit: Int) -> Int {
    var w = from &>> 6
    let flip: UInt64 = set ? 0 : ~0
    var word = (bits[w] ^ flip) & (~0 &<< UInt64(from & 63))
    while true {
      if word != 0 { return min(limit, (w &<< 6) &+ word.trailingZeroBitCount) }
      w &+= 1
      if w &<< 6 >= limit { return limit }
      word = bits[w] ^ flip
    }
  }

  /// The 8-bit coverage for a running winding integral.
  @inline(__always)
  private func coverage(_ sum: Float, evenOdd: Bool) -> UInt8 {
    var a = abs(sum)
    if evenOdd {
      a -= 2 * (a * 0.5).rounded(.down)
      if a > 1 { a = 2 - a }
    } else if a > 1 {
      a = 1
    }
    // 0 ≤ a ≤ 1 (the sum of finite cells is finite), so a · 255 + 0.5 ≤ 255.5 truncates to a byte.
    return truncatedByte(a * 255 + 0.5)
  }
}

/// The raw buffers of one band, passed by value into the hot loops.
private struct BandGeometry {
  let cells: UnsafeMutablePointer<Float>
  let bits: UnsafeMutablePointer<UInt64>
  /// Per row: lowest and highest touched cell.
  let rowSpan: UnsafeMutablePointer<SIMD2<Int32>>
  /// Cells per row: the visible width + 2 (a segment touches up to one cell past its end).
  let stride: Int
  /// Bit words per row.
  let words: Int
  /// Device x of cell 0.
  let originX: Float

  /// Adds the part of `edge` between rows `top` and `bottom` (device y) to the band's cells.
  @inline(__always)
  func accumulate(_ edge: Edge, top: Int, bottom: Int) {
    let ya = max(edge.y0, Float(top))
    let yb = min(edge.y1, Float(bottom))
    guard ya < yb else { return }
    // 0 ≤ ya < yb ≤ height: edges are clipped to the pixmap.
    let row0 = truncatedInt(ya)
    if yb <= Float(row0 &+ 1), ya == edge.y0, yb == edge.y1 {
      // The whole edge lies in one pixel row (most chords of a finely flattened curve): its
      // ends are the span, exactly what the general loop computes, without the division.
      addSpan(
        edge.x0 - originX, edge.x1 - originX, height: (yb - ya) * edge.direction,
        row: row0 &- top)
      return
    }
    let dxdy = (edge.x1 - edge.x0) / (edge.y1 - edge.y0)
    let ex0 = edge.x0 - originX
    let ex1 = edge.x1 - originX
    let xLow = min(ex0, ex1), xHigh = max(ex0, ex1)
    @inline(__always) func x(at y: Float) -> Float {
      if y >= edge.y1 { return ex1 }
      return min(max(ex0 + (y - edge.y0) * dxdy, xLow), xHigh)
    }
    var y = ya
    var xa = x(at: ya)
    var row = row0
    while y < yb {
      let yn = min(Float(row &+ 1), yb)
      let xb = x(at: yn)
      addSpan(xa, xb, height: (yn - y) * edge.direction, row: row &- top)
      xa = xb
      y = yn
      row &+= 1
    }
  }

  /// Adds one segment confined to one pixel row: from x = `xa` to `xb` (cell units), with
  /// signed height `d`. Pixel i receives `d ×` the fraction of the segment's height at
  /// which the segment lies left of the pixel's right edge, integrated exactly.
  @inline(__always)
  private func addSpan(_ xa: Float, _ xb: Float, height d: Float, row: Int) {
    // Cell indices are x in cell units, 0 ≤ x ≤ stride - 2 (edges are clipped to the pixmap
    // and `originX` is their floor), so every index below stays inside the row.
    let c = cells + row &* stride
    let x0 = min(xa, xb), x1 = max(xa, xb)
    let i0 = truncatedInt(x0)
    // ceil(x1) for x1 ≥ 0 without a libm call (baseline x86-64 has no SSE4.1 `roundss`).
    let t1 = truncatedInt(x1)
    let i1 = Float(t1) < x1 ? t1 &+ 1 : t1
    if i1 <= i0 &+ 1 {
      // Within one pixel column: the area right of the segment is linear in its mean x.
      let m = 0.5 * (xa + xb) - Float(i0)
      c[i0] += d - d * m
      c[i0 &+ 1] += d * m
      mark(row: row, from: i0, through: i0 &+ 1)
      return
    }
    let s = 1 / (x1 - x0)
    let f0 = x0 - Float(i0)
    let a0 = 0.5 * s * (1 - f0) * (1 - f0)
    let f1 = x1 - Float(i1) + 1
    let am = 0.5 * s * f1 * f1
    c[i0] += d * a0
    if i1 == i0 &+ 2 {
      c[i0 &+ 1] += d * (1 - a0 - am)
    } else {
      let a1 = s * (1.5 - f0)
      c[i0 &+ 1] += d * (a1 - a0)
      let ds = d * s
      var i = i0 &+ 2
      while i < i1 &- 1 {
        c[i] += ds
        i &+= 1
      }
      let a2 = a1 + Float(i1 &- i0 &- 3) * s
      c[i1 &- 1] += d * (1 - a2 - am)
    }
    c[i1] += d * am
    mark(row: row, from: i0, through: i1)
  }

  /// Sets the touched-cell bits `from…through` of a band row.
  @inline(__always)
  private func mark(row: Int, from a: Int, through b: Int) {
    let span = rowSpan[row]
    rowSpan[row] = SIMD2(min(span.x, Int32(truncatingIfNeeded: a)), max(span.y, Int32(truncatingIfNeeded: b)))
    let w = bits + row &* words
    let wa = a &>> 6, wb = b &>> 6
    let low: UInt64 = ~0 &<< UInt64(a & 63)
    let high: UInt64 = ~0 &>> UInt64(63 &- (b & 63))
    if wa == wb {
      w[wa] |= low & high
    } else {
      w[wa] |= low
      var k = wa &+ 1
      while k < wb {
        w[k] = ~0
        k &+= 1
      }
      w[wb] |= high
    }
  }
}
