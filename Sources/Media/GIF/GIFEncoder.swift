// Animated GIF (GIF89a), written by Flipbook itself.
//
// What: a looping GIF of video frames, all of one size, with one global 256-entry palette.
// The file is the GIF89a header and logical screen descriptor, the global colour table, a
// NETSCAPE2.0 application extension (loop count 0: play without end), then per frame a
// Graphic Control Extension (its delay, disposal "do not dispose", no transparency), an image
// descriptor and the LZW-coded palette indices in sub-blocks of at most 255 bytes, and the
// trailer.
// Palette: one for the whole animation, so frames never flicker between palettes and no
// frame carries a local table. When the frames hold at most 256 distinct colours (flat UI
// colours) the palette is exactly those colours and every pixel comes back as it was.
// Otherwise the palette is chosen by median cut over a histogram of all pixels bucketed to
// 5 bits per channel (each bucket remembers the sum of its exact colours, so an entry is the
// mean of the colours it stands for), and each pixel becomes its nearest entry in squared RGB
// distance, cached per colour. There is no dithering: gradients band.
// Size: each frame after the first is cropped to the bounding box of the pixels that differ
// from the previous frame (disposal "do not dispose" leaves the rest on screen); a frame equal
// to its predecessor is a single unchanged pixel, so the frame count and timing stay those of
// the render. The encoder keeps only these cropped rectangles until `encode()`.
// Timing: GIF delays are whole centiseconds. Frame k shows for
// round(100·(k+1)/fps) − round(100·k/fps) cs, so the rounding error never accumulates and
// every 60 frames at 60 fps last exactly 100 cs (2, 2, 1, …). Browsers (and ffmpeg's GIF
// demuxer) replace delays under 2 cs by 10 cs, so above 50 fps a GIF plays slow there.
// Alpha: Flipbook's frames are opaque; a translucent pixel is composited over white (its
// premultiplied colour plus 255 − alpha), since GIF has only one-bit transparency.
// Refuses: frames of another size than the first, an empty animation, fps outside 1…100 (a
// delay would round to 0 cs), and canvases wider or taller than 65 535 pixels.

import Raster

/// Encodes video frames as a looping animated GIF with one global palette.
///
/// ```swift
/// var gif = try GIFEncoder(width: 240, height: 240, fps: 30)
/// for frame in frames { try gif.append(frame) }
/// let bytes = try gif.encode()
/// ```
///
/// Memory: the encoder holds, until ``encode()``, the first frame whole and of each later
/// frame only the rectangle that changed, at 3 bytes per pixel (RGB). A UI animation where
/// little moves costs little; the worst case, every pixel changing every frame, is
/// `3 · width · height` bytes per frame (1.3 MB per frame of a 780 × 1688 screen).
public struct GIFEncoder: Sendable {
  /// Canvas width in pixels, 1…65 535.
  public let width: Int
  /// Canvas height in pixels, 1…65 535.
  public let height: Int
  /// Video frames per second, 1…100.
  public let fps: Int

  /// One frame as it goes into the file: the rectangle that changed, as opaque RGB.
  struct Patch: Sendable {
    var left: Int, top: Int, width: Int, height: Int
    /// `width · height · 3` bytes, rows top to bottom.
    var rgb: [UInt8]
  }

  private(set) var patches: [Patch] = []
  /// The previous frame, composited on white, as RGB: what the viewer shows before the next.
  private var previous: [UInt8] = []

  /// The number of frames appended so far.
  public var frameCount: Int { patches.count }

  /// - Throws: `.invalidInput` when the size is outside 1…65 535 or `fps` outside 1…100.
  public init(width: Int, height: Int, fps: Int) throws(MediaError) {
    guard (1...65_535).contains(width), (1...65_535).contains(height) else {
      throw .invalidInput(path: MediaError.memoryPath, reason: "a GIF is 1 to 65535 pixels on a side, not \(width)×\(height)")
    }
    guard (1...100).contains(fps) else {
      throw .invalidInput(
        path: MediaError.memoryPath, reason: "GIF delays are whole hundredths of a second: 1 to 100 fps, not \(fps)")
    }
    self.width = width
    self.height = height
    self.fps = fps
  }

  /// Encodes `frames` (all of one size) as a looping GIF at `fps`.
  public static func encode(_ frames: [Pixmap], fps: Int) throws(MediaError) -> [UInt8] {
    guard let first = frames.first else { throw .invalidInput(path: MediaError.memoryPath, reason: "a GIF needs at least one frame") }
    var encoder = try GIFEncoder(width: first.width, height: first.height, fps: fps)
    for frame in frames { try encoder.append(frame) }
    return try encoder.encode()
  }

  /// The delay of each of `frameCount` frames at `fps`, in centiseconds:
  /// `round(100·(k+1)/fps) − round(100·k/fps)`, so the first n frames last `round(100·n/fps)` cs.
  public static func delays(frameCount: Int, fps: Int) -> [Int] {
    // round(100·k/fps) for k ≥ 0, halves rounded up, in integers.
    func elapsed(_ k: Int) -> Int { (200 * k + fps) / (2 * fps) }
    return (0..<frameCount).map { elapsed($0 + 1) - elapsed($0) }
  }

  /// Takes the next frame, keeping only the rectangle that differs from the previous one.
  ///
  /// - Throws: `.invalidInput` when `pixmap` is not `width × height`.
  public mutating func append(_ pixmap: Pixmap) throws(MediaError) {
    guard pixmap.width == width, pixmap.height == height else {
      throw .invalidInput(
        path: MediaError.memoryPath, reason: "frame \(patches.count) is \(pixmap.width)×\(pixmap.height), the GIF is \(width)×\(height)")
    }
    let rgb = Self.opaqueRGB(pixmap)
    defer { previous = rgb }
    guard !previous.isEmpty else {
      patches.append(Patch(left: 0, top: 0, width: width, height: height, rgb: rgb))
      return
    }
    guard let box = Self.changedBox(rgb, previous, width: width, height: height) else {
      // Nothing changed: one pixel, unchanged, keeps the frame and its delay.
      patches.append(Patch(left: 0, top: 0, width: 1, height: 1, rgb: Array(rgb[0..<3])))
      return
    }
    var crop = [UInt8]()
    crop.reserveCapacity(box.width * box.height * 3)
    for y in box.top..<(box.top + box.height) {
      let start = (y * width + box.left) * 3
      crop += rgb[start..<(start + box.width * 3)]
    }
    patches.append(Patch(left: box.left, top: box.top, width: box.width, height: box.height, rgb: crop))
  }

  /// The GIF file of the frames appended so far.
  ///
  /// - Throws: `.invalidInput` when no frame was appended.
  public func encode() throws(MediaError) -> [UInt8] {
    guard !patches.isEmpty else { throw .invalidInput(path: MediaError.memoryPath, reason: "a GIF needs at least one frame") }
    let palette = GIFPalette(patches.map(\.rgb))
    var out: [UInt8] = Array("GIF89a".utf8)
    out += le16(width) + le16(height)
    // Global colour table present, 8 bits per primary, not sorted, 2^(7+1) = 256 entries.
    out += [0xF7, 0, 0]
    out += palette.table
    // NETSCAPE2.0: sub-block 1 holds the loop count, 0 for without end.
    out += [0x21, 0xFF, 11] + Array("NETSCAPE2.0".utf8) + [3, 1] + le16(0) + [0]
    let delays = Self.delays(frameCount: patches.count, fps: fps)
    var mapper = palette.mapper()
    for (patch, delay) in zip(patches, delays) {
      // Graphic Control Extension: disposal 1 (do not dispose), no user input, no transparency.
      out += [0x21, 0xF9, 4, 0x04] + le16(delay) + [0, 0]
      out += [0x2C] + le16(patch.left) + le16(patch.top) + le16(patch.width) + le16(patch.height) + [0]
      out.append(UInt8(GIFLZW.minimumCodeSize))
      out += GIFLZW.subBlocks(GIFLZW.compress(mapper.indices(of: patch.rgb)))
    }
    out.append(0x3B)
    return out
  }

  /// The pixels as RGB, composited over white: premultiplied c over white is c + 255 − a.
  static func opaqueRGB(_ pixmap: Pixmap) -> [UInt8] {
    let count = pixmap.width * pixmap.height
    var rgb = [UInt8](repeating: 0, count: count * 3)
    pixmap.data.withUnsafeBufferPointer { source in
      rgb.withUnsafeMutableBufferPointer { target in
        for i in 0..<count {
          let white = 255 &- source[4 &* i &+ 3]
          for c in 0..<3 { target[3 &* i &+ c] = source[4 &* i &+ c] &+ white }
        }
      }
    }
    return rgb
  }

  /// The smallest rectangle holding every pixel where `a` and `b` differ, or nil if none does.
  static func changedBox(_ a: [UInt8], _ b: [UInt8], width: Int, height: Int) -> (left: Int, top: Int, width: Int, height: Int)? {
    var (minX, minY, maxX, maxY) = (width, height, -1, -1)
    a.withUnsafeBufferPointer { a in
      b.withUnsafeBufferPointer { b in
        for y in 0..<height {
          for x in 0..<width {
            let i = 3 &* (y &* width &+ x)
            if a[i] != b[i] || a[i &+ 1] != b[i &+ 1] || a[i &+ 2] != b[i &+ 2] {
              minX = min(minX, x); maxX = max(maxX, x)
              minY = min(minY, y); maxY = max(maxY, y)
            }
          }
        }
      }
    }
    guard maxX >= 0 else { return nil }
    return (minX, minY, maxX - minX + 1, maxY - minY + 1)
  }
}

private func le16(_ value: Int) -> [UInt8] { [UInt8(value & 0xFF), UInt8(value >> 8 & 0xFF)] }

/// The global palette of an animation: its 256 × RGB colour table and the mapping of colours
/// to entries.
struct GIFPalette {
  /// The entries' colours, at most 256.
  let colours: [SIMD3<Int32>]

  /// Chooses the palette for `images`, each packed RGB: their own colours when there are at
  /// most 256, else 256 by median cut.
  init(_ images: [[UInt8]]) {
    if let exact = Self.distinctColours(images, limit: 256) {
      colours = exact
    } else {
      colours = Self.medianCut(images, entries: 256)
    }
  }

  /// The colour table as the file stores it: 256 RGB triples, unused entries black.
  var table: [UInt8] {
    var table = [UInt8](repeating: 0, count: 256 * 3)
    for (k, colour) in colours.enumerated() {
      table[3 * k] = UInt8(colour.x); table[3 * k + 1] = UInt8(colour.y); table[3 * k + 2] = UInt8(colour.z)
    }
    return table
  }

  func mapper() -> Mapper { Mapper(colours: colours) }

  /// Maps colours to their nearest entries, remembering each answer.
  struct Mapper {
    let colours: [SIMD3<Int32>]
    private var cache: [UInt32: UInt8] = [:]

    init(colours: [SIMD3<Int32>]) { self.colours = colours }

    /// The palette index of every pixel of packed RGB `rgb`.
    mutating func indices(of rgb: [UInt8]) -> [UInt8] {
      let count = rgb.count / 3
      var out = [UInt8](repeating: 0, count: count)
      var lastKey = UInt32.max, lastIndex: UInt8 = 0
      for i in 0..<count {
        let key = UInt32(rgb[3 * i]) << 16 | UInt32(rgb[3 * i + 1]) << 8 | UInt32(rgb[3 * i + 2])
        if key != lastKey {
          if let cached = cache[key] {
            lastIndex = cached
          } else {
            lastIndex = nearest(SIMD3(Int32(rgb[3 * i]), Int32(rgb[3 * i + 1]), Int32(rgb[3 * i + 2])))
            cache[key] = lastIndex
          }
          lastKey = key
        }
        out[i] = lastIndex
      }
      return out
    }

    /// The entry closest to `colour` in squared RGB distance (the first of equals).
    func nearest(_ colour: SIMD3<Int32>) -> UInt8 {
      var best = 0, bestDistance = Int32.max
      for (k, entry) in colours.enumerated() {
        let d = entry &- colour
        let distance = (d &* d).wrappedSum()
        if distance < bestDistance { (best, bestDistance) = (k, distance) }
      }
      return UInt8(best)
    }
  }

  /// The distinct colours of `images`, in order of first appearance, or nil when there are
  /// more than `limit`.
  static func distinctColours(_ images: [[UInt8]], limit: Int) -> [SIMD3<Int32>]? {
    var seen: Set<UInt32> = []
    var colours: [SIMD3<Int32>] = []
    var last = UInt32.max
    for rgb in images {
      for i in stride(from: 0, to: rgb.count, by: 3) {
        let key = UInt32(rgb[i]) << 16 | UInt32(rgb[i + 1]) << 8 | UInt32(rgb[i + 2])
        if key == last { continue }
        last = key
        if seen.insert(key).inserted {
          guard colours.count < limit else { return nil }
          colours.append(SIMD3(Int32(rgb[i]), Int32(rgb[i + 1]), Int32(rgb[i + 2])))
        }
      }
    }
    return colours
  }

  /// One cell of the 5-bit-per-channel histogram: how many pixels fell in it and the sum of
  /// their exact colours.
  struct Bucket {
    var key: SIMD3<Int32>
    var count: Int
    var sum: SIMD3<Int>
  }

  /// `entries` colours by median cut: starting from one box holding every non-empty bucket,
  /// the box whose buckets spread widest along one channel is split at the pixel-weighted
  /// median of that channel, until there are `entries` boxes or none can split; each entry is
  /// the mean exact colour of its box's pixels.
  static func medianCut(_ images: [[UInt8]], entries: Int) -> [SIMD3<Int32>] {
    var counts = [Int](repeating: 0, count: 1 << 15)
    var sums = [SIMD3<Int>](repeating: .zero, count: 1 << 15)
    for rgb in images {
      for i in stride(from: 0, to: rgb.count, by: 3) {
        let (r, g, b) = (Int(rgb[i]), Int(rgb[i + 1]), Int(rgb[i + 2]))
        let cell = (r >> 3) << 10 | (g >> 3) << 5 | b >> 3
        counts[cell] += 1
        sums[cell] &+= SIMD3(r, g, b)
      }
    }
    var all: [Bucket] = []
    for cell in 0..<(1 << 15) where counts[cell] > 0 {
      all.append(Bucket(key: SIMD3(Int32(cell >> 10), Int32(cell >> 5 & 31), Int32(cell & 31)), count: counts[cell], sum: sums[cell]))
    }
    var boxes: [[Bucket]] = [all]
    while boxes.count < entries {
      // The widest box along its widest channel.
      var choice: (box: Int, channel: Int, spread: Int32)? = nil
      for (k, box) in boxes.enumerated() where box.count > 1 {
        let low = box.reduce(SIMD3<Int32>(repeating: 31)) { pointwiseMin($0, $1.key) }
        let high = box.reduce(SIMD3<Int32>(repeating: 0)) { pointwiseMax($0, $1.key) }
        let spread = high &- low
        let channel = spread.x >= spread.y && spread.x >= spread.z ? 0 : (spread.y >= spread.z ? 1 : 2)
        if spread[channel] > (choice?.spread ?? -1) { choice = (k, channel, spread[channel]) }
      }
      guard let choice else { break }
      let sorted = boxes[choice.box].sorted { $0.key[choice.channel] < $1.key[choice.channel] }
      let total = sorted.reduce(0) { $0 + $1.count }
      // The first index whose running count reaches half; both halves keep at least one bucket.
      var running = 0, split = 1
      for (k, bucket) in sorted.enumerated() {
        running += bucket.count
        if 2 * running >= total { split = k + 1; break }
      }
      split = min(max(split, 1), sorted.count - 1)
      boxes[choice.box] = Array(sorted[..<split])
      boxes.append(Array(sorted[split...]))
    }
    return boxes.map { box in
      let count = box.reduce(0) { $0 + $1.count }
      let sum = box.reduce(SIMD3<Int>.zero) { $0 &+ $1.sum }
      return SIMD3(Int32((sum.x + count / 2) / count), Int32((sum.y + count / 2) / count), Int32((sum.z + count / 2) / count))
    }
  }
}

/// GIF's variable-length LZW over 8-bit palette indices.
///
/// Codes start 9 bits wide (minimum code size 8: codes 0–255 are the indices, 256 clears the
/// table, 257 ends the data, new strings from 258). A code grows one bit when the entry just
/// added needs it (entry 512 → 10 bits, 1024 → 11, 2048 → 12); when entry 4095 has been added
/// the table is full and a clear code (12 bits wide) starts over at 9 bits. Codes are packed
/// least significant bit first.
enum GIFLZW {
  static let minimumCodeSize = 8
  static let clearCode = 256
  static let endCode = 257

  /// The LZW code stream of `indices`, packed into bytes.
  static func compress(_ indices: [UInt8]) -> [UInt8] {
    var bits = BitPacker()
    // Open addressing on (prefix code << 8 | next index) → code; 8192 slots for at most 3838
    // strings keeps the probes short and the table cheap to clear.
    let slots = 8192
    var keys = [Int32](repeating: -1, count: slots)
    var values = [Int16](repeating: 0, count: slots)
    var codeSize = minimumCodeSize + 1
    var nextCode = endCode + 1
    bits.append(clearCode, width: codeSize)
    guard var prefix = indices.first.map(Int.init) else {
      bits.append(endCode, width: codeSize)
      return bits.finish()
    }
    for index in indices.dropFirst() {
      let key = Int32(prefix << 8 | Int(index))
      var slot = Int((UInt32(bitPattern: key) &* 2_654_435_761) >> 19) & (slots - 1)
      while keys[slot] != -1 && keys[slot] != key { slot = (slot + 1) & (slots - 1) }
      if keys[slot] == key {
        prefix = Int(values[slot])
        continue
      }
      bits.append(prefix, width: codeSize)
      keys[slot] = key
      values[slot] = Int16(nextCode)
      if nextCode == 1 << codeSize && codeSize < 12 { codeSize += 1 }
      nextCode += 1
      if nextCode == 4096 {
        bits.append(clearCode, width: codeSize)
        for k in 0..<slots { keys[k] = -1 }
        codeSize = minimumCodeSize + 1
        nextCode = endCode + 1
      }
      prefix = Int(index)
    }
    bits.append(prefix, width: codeSize)
    bits.append(endCode, width: codeSize)
    return bits.finish()
  }

  /// `data` as GIF data sub-blocks (a length byte, then up to 255 bytes) and the empty block
  /// that ends them.
  static func subBlocks(_ data: [UInt8]) -> [UInt8] {
    var out: [UInt8] = []
    out.reserveCapacity(data.count + data.count / 255 + 2)
    var start = 0
    while start < data.count {
      let end = min(start + 255, data.count)
      out.append(UInt8(end - start))
      out += data[start..<end]
      start = end
    }
    out.append(0)
    return out
  }

  /// Packs codes into bytes, least significant bit first.
  struct BitPacker {
    private(set) var bytes: [UInt8] = []
    private var buffer: UInt32 = 0
    private var count = 0

    mutating func append(_ code: Int, width: Int) {
      buffer |= UInt32(code) << UInt32(count)
      count += width
      while count >= 8 {
        bytes.append(UInt8(buffer & 0xFF))
        buffer >>= 8
        count -= 8
      }
    }

    /// The bytes, the last one padded with zero bits.
    mutating func finish() -> [UInt8] {
      if count > 0 { bytes.append(UInt8(buffer & 0xFF)) }
      buffer = 0
      count = 0
      return bytes
    }
  }
}
