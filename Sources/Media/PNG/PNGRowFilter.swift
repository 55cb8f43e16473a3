// PNG row filters (PNG spec §9) and the per-row choice among them.
//
// What: the four filter types Flipbook writes (None, Sub, Up, Paeth) applied to one row of
// 8-bit RGBA, and the minimum-sum-of-absolute-differences heuristic that picks one per row.
// Why here and not in libpng: libpng's adaptive filtering computed every filter of every row
// and made encoding 3× slower (docs/RENDERING.md §5). Frames are mostly flat, so most rows equal
// the row above; Up then filters them to zeros, a sum no other filter can beat, and the row is
// decided by one `memcmp`. Only rows with content try the other filters, and each
// trial stops as soon as its running sum reaches the best so far. Average is not a candidate:
// on the measured frames it won 0.06 % of rows and leaving it out changed no file by a byte.
// All loops run on raw pointers with wrapping arithmetic (indices are bounded by the row), in
// fixed-size blocks LLVM vectorizes; the early stop is checked between blocks.

/// A PNG filter type byte (PNG spec §9.2).
enum PNGRowFilterType: UInt8 {
  case none = 0, sub = 1, up = 2, average = 3, paeth = 4
}

/// One row's filtering: `current` and `previous` are `count` bytes of RGBA (4 bytes a pixel);
/// `previous` is a row of zeros for the first row, as the format defines.
struct PNGRow {
  let current: UnsafePointer<UInt8>
  let previous: UnsafePointer<UInt8>
  let count: Int

  /// Bytes summed between checks of the early stop; a multiple of 4 (one pixel).
  private static let block = 512

  /// The filter the minimum-sum-of-absolute-differences heuristic picks: each candidate's
  /// filtered bytes read as signed (−128…127), their magnitudes summed; the smallest sum
  /// wins, and a tie goes to the candidate tried first, in the order Up, Sub, Paeth, None.
  /// `repeatsAbove`: whether the row equals the one above (the caller has compared them), so
  /// Up filters it to zeros and wins without a sum.
  func adaptiveChoice(repeatsAbove: Bool) -> PNGRowFilterType {
    if repeatsAbove { return .up }
    var best = sum(.up, below: Int.max)
    if best == 0 { return .up }
    var choice = PNGRowFilterType.up
    for candidate in [PNGRowFilterType.sub, .paeth, .none] {
      let s = sum(candidate, below: best)
      if s < best {
        best = s
        choice = candidate
        if best == 0 { break }
      }
    }
    return choice
  }

  /// Whether the row shades smoothly (a blur, a gradient, a photo): more than an eighth of its
  /// pixels differ from the pixel to their left, by at most 4 in every channel and not by
  /// nothing. Such a row is filtered even where the default encoding matches the others
  /// unfiltered: its pixels rarely repeat exactly, its small differences do.
  var isSmooth: Bool {
    let pixels = count / 4
    var smooth = 0
    var i = 4
    while i < count {
      var largest: UInt8 = 0
      for c in 0..<4 {
        let (a, b) = (current[i &+ c], current[i &+ c &- 4])
        largest = max(largest, a > b ? a &- b : b &- a)
      }
      if largest != 0 && largest <= 4 {
        smooth &+= 1
        if smooth &* 8 > pixels { return true }
      }
      i &+= 4
    }
    return false
  }

  /// The sum of absolute filtered values for `type`, or some value ≥ `limit` once the running
  /// sum reaches `limit` (the trial stops there).
  func sum(_ type: PNGRowFilterType, below limit: Int) -> Int {
    var total = 0
    var start = 0
    while start < count {
      let end = min(count, start &+ Self.block)
      total &+= blockSum(type, start, end)
      if total >= limit { return total }
      start = end
    }
    return total
  }

  /// Writes the row filtered with `type` to `output` (`count` bytes, no type byte).
  func apply(_ type: PNGRowFilterType, to output: UnsafeMutablePointer<UInt8>) {
    let (cur, up, n) = (current, previous, count)
    let head = min(4, n)
    switch type {
    case .none:
      output.update(from: cur, count: n)
    case .sub:
      for i in 0..<head { output[i] = cur[i] }
      var i = 4
      while i < n { output[i] = cur[i] &- cur[i &- 4]; i &+= 1 }
    case .up:
      for i in 0..<n { output[i] = cur[i] &- up[i] }
    case .average:
      for i in 0..<head { output[i] = cur[i] &- up[i] >> 1 }
      var i = 4
      while i < n {
        output[i] = cur[i] &- UInt8(truncatingIfNeeded: (UInt16(cur[i &- 4]) &+ UInt16(up[i])) >> 1)
        i &+= 1
      }
    case .paeth:
      // With a = c = 0 (the first pixel), Paeth predicts b: the Up filter.
      for i in 0..<head { output[i] = cur[i] &- up[i] }
      var i = 4
      while i < n {
        output[i] = cur[i] &- Self.paeth(cur[i &- 4], up[i], up[i &- 4])
        i &+= 1
      }
    }
  }

  /// The Paeth predictor (PNG spec §9.4): of left `a`, above `b` and upper-left `c`, the one
  /// nearest to a + b − c, ties in the order a, b, c. Branch-free so it vectorizes.
  @inline(__always)
  static func paeth(_ a: UInt8, _ b: UInt8, _ c: UInt8) -> UInt8 {
    let (ia, ib, ic) = (Int16(a), Int16(b), Int16(c))
    let pa = abs(ib &- ic)
    let pb = abs(ia &- ic)
    let pc = abs(ia &+ ib &- ic &- ic)
    let notA = pa > pb || pa > pc
    let bOrC = pb <= pc ? b : c
    return notA ? bOrC : a
  }

  @inline(__always)
  private static func magnitude(_ byte: UInt8) -> UInt32 {
    UInt32(Int8(bitPattern: byte).magnitude)
  }

  /// The sum of absolute filtered values of bytes `start..<end` (at most one block, so it
  /// fits in 32 bits); `start` is 0 or at least 4.
  private func blockSum(_ type: PNGRowFilterType, _ start: Int, _ end: Int) -> Int {
    let (cur, up) = (current, previous)
    var s: UInt32 = 0
    var i = start
    switch type {
    case .none:
      while i < end { s &+= Self.magnitude(cur[i]); i &+= 1 }
    case .up:
      while i < end { s &+= Self.magnitude(cur[i] &- up[i]); i &+= 1 }
    case .sub:
      if i == 0 {
        while i < min(4, end) { s &+= Self.magnitude(cur[i]); i &+= 1 }
      }
      while i < end { s &+= Self.magnitude(cur[i] &- cur[i &- 4]); i &+= 1 }
    case .paeth:
      if i == 0 {
        while i < min(4, end) { s &+= Self.magnitude(cur[i] &- up[i]); i &+= 1 }
      }
      while i < end { s &+= Self.magnitude(cur[i] &- Self.paeth(cur[i &- 4], up[i], up[i &- 4])); i &+= 1 }
    case .average:
      if i == 0 {
        while i < min(4, end) { s &+= Self.magnitude(cur[i] &- up[i] >> 1); i &+= 1 }
      }
      while i < end {
        s &+= Self.magnitude(cur[i] &- UInt8(truncatingIfNeeded: (UInt16(cur[i &- 4]) &+ UInt16(up[i])) >> 1))
        i &+= 1
      }
    }
    return Int(s)
  }
}
