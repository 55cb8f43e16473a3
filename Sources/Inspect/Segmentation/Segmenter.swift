// Foreground segmentation and 8-connected blob labelling.
//
// What: marks the pixels that differ from a background reference (one colour, the colour
// estimated from the image's border, or a clean plate of the same size), optionally only those
// near a key colour, inside an optional region; then labels 8-connected components and measures
// each: bounding box, pixel count, centroid and mean colour.
// Why this approach: a check that can fail measures what was drawn, never what the scene graph
// believes it drew (docs/ARCHITECTURE.md §5). Two passes keep it fast on 1170 × 2100 video frames: a mask pass
// that compares packed 32-bit pixels first (rendered backgrounds are exact, so most pixels cost
// one compare) and only then the colour distance; then a flood fill with an explicit stack that
// visits foreground pixels only. No allocation and no bounds checks inside either loop; pixel
// indices there wrap (`&+`, `&*`) unchecked, as they lie inside the clipped region, whose size
// is bounded by the image's byte count.
// Refuses: to guess shapes (a blob is its pixels; diameter = max(width, height)), to merge
// blobs across gaps, and to smooth over time (every video frame is measured on its own).

import Raster

/// A rectangle of whole pixels.
public struct PixelRect: Hashable, Sendable {
  public var x: Int, y: Int, width: Int, height: Int

  public init(x: Int, y: Int, width: Int, height: Int) {
    (self.x, self.y, self.width, self.height) = (x, y, width, height)
  }

  /// The part of this rectangle inside a `width` × `height` image; `nil` when nothing is.
  public func clipped(width w: Int, height h: Int) -> PixelRect? {
    let x0 = max(0, x), y0 = max(0, y), x1 = min(w, x + width), y1 = min(h, y + height)
    guard x1 > x0, y1 > y0 else { return nil }
    return PixelRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
  }
}

/// Splits a video frame into foreground blobs.
public struct Segmenter: Sendable {
  /// What a pixel is compared with to decide whether it is background.
  public enum Reference: Sendable, Hashable {
    /// One colour (premultiplied RGBA), e.g. `#F2F2F7`.
    case solid(SIMD4<UInt8>)
    /// Estimated per video frame from the image's border (`borderColor(of:)`): right when the
    /// edges show the backdrop, even when the backdrop changes colour over time.
    case border
    /// A clean plate: the same video without the element, compared pixel by pixel.
    case plate
  }

  /// The background reference; default `.border`.
  public var reference: Reference
  /// How colour differences are measured; default `.perceptual`.
  public var distance: ColorDistance
  /// A pixel is foreground when its distance from the reference is above this, 0…255;
  /// default 24.
  public var threshold: Int
  /// When set, only foreground pixels that are a blend of this colour over the reference
  /// count: follows one element by its colour, through anti-aliased edges and fades (see
  /// `keyTolerance`).
  public var key: SIMD4<UInt8>?
  /// How far a pixel may lie from the straight line between the reference and `key` in RGB,
  /// in grey levels (Euclidean distance ÷ √3, so a uniform shift of N levels is N), 0…255;
  /// default 10.
  ///
  /// A key-coloured element drawn with coverage or opacity α over a background B shows
  /// α·key + (1 − α)·B: every such pixel lies on that line, whatever α, so a fading or
  /// anti-aliased element keeps all its pixels while text and greys (which lie off the line)
  /// drop out. Pixels on the far side of B (α < 0) never count; how faint a blend still counts
  /// is set by `threshold` (the pixel must differ from B by more than it).
  public var keyTolerance: Int
  /// Only pixels inside this rectangle are considered; `nil` for the whole image.
  public var region: PixelRect?
  /// Blobs with fewer pixels are dropped as noise; default 1.
  public var minimumArea: Int

  public init(
    reference: Reference = .border, distance: ColorDistance = .perceptual, threshold: Int = 24,
    key: SIMD4<UInt8>? = nil, keyTolerance: Int = 10, region: PixelRect? = nil, minimumArea: Int = 1
  ) {
    self.reference = reference
    self.distance = distance
    self.threshold = threshold
    self.key = key
    self.keyTolerance = keyTolerance
    self.region = region
    self.minimumArea = minimumArea
  }

  /// The blobs of `pixmap`, largest area first (ties: in scan order of their first pixel).
  ///
  /// - Parameter plate: the clean plate for `.plate`; must have `pixmap`'s size. Ignored for
  ///   the other references.
  public func blobs(in pixmap: Pixmap, plate: Pixmap? = nil) -> [Blob] {
    let (w, h) = (pixmap.width, pixmap.height)
    guard let r = (region ?? PixelRect(x: 0, y: 0, width: w, height: h)).clipped(width: w, height: h) else {
      return []
    }
    var mask = [UInt8](repeating: 0, count: r.width * r.height)
    let any = mask.withUnsafeMutableBufferPointer { mask in
      pixmap.data.withUnsafeBufferPointer { pixels in
        switch reference {
        case .solid(let colour):
          return markForeground(pixels, width: w, region: r, reference: colour, into: mask)
        case .border:
          return markForeground(pixels, width: w, region: r, reference: Segmenter.borderColor(of: pixmap), into: mask)
        case .plate:
          guard let plate else { preconditionFailure("a .plate segmenter needs a plate") }
          precondition(plate.width == w && plate.height == h, "plate is \(plate.width)×\(plate.height), frame \(w)×\(h)")
          return plate.data.withUnsafeBufferPointer { plate in
            markForeground(pixels, width: w, region: r, plate: plate, into: mask)
          }
        }
      }
    }
    guard any else { return [] }
    return label(mask: &mask, region: r, pixmap: pixmap)
  }

  // MARK: Mask

  /// Marks pixels far from one reference colour (and near the key, if any); true if any were.
  private func markForeground(
    _ pixels: UnsafeBufferPointer<UInt8>, width w: Int, region r: PixelRect, reference: SIMD4<UInt8>,
    into mask: UnsafeMutableBufferPointer<UInt8>
  ) -> Bool {
    let (br, bg, bb, ba) = (Int(reference.x), Int(reference.y), Int(reference.z), Int(reference.w))
    let packed = UInt32(reference.x) | UInt32(reference.y) << 8 | UInt32(reference.z) << 16 | UInt32(reference.w) << 24
    let limit = distance.squaredLimit(threshold)
    let keyed = key != nil
    let k = key ?? .zero
    let (kr, kg, kb) = (Int(k.x), Int(k.y), Int(k.z))
    let keyTolerance = keyTolerance
    let metric = distance
    var any = false
    let words = UnsafeRawBufferPointer(pixels).bindMemory(to: UInt32.self)
    for y in 0..<r.height {
      let row = (y &+ r.y) &* w &+ r.x
      let out = y &* r.width
      for x in 0..<r.width {
        let word = words[row &+ x]
        if word == packed { continue }
        let i = (row &+ x) &* 4
        let (pr, pg, pb, pa) = (Int(pixels[i]), Int(pixels[i &+ 1]), Int(pixels[i &+ 2]), Int(pixels[i &+ 3]))
        guard metric.squared(pr, pg, pb, pa, br, bg, bb, ba) > limit else { continue }
        if keyed && !isBlend(pr, pg, pb, over: br, bg, bb, of: kr, kg, kb, tolerance: keyTolerance) { continue }
        mask[out &+ x] = 1
        any = true
      }
    }
    return any
  }

  /// Marks pixels far from the plate's pixel at the same place (and near the key, if any).
  private func markForeground(
    _ pixels: UnsafeBufferPointer<UInt8>, width w: Int, region r: PixelRect, plate: UnsafeBufferPointer<UInt8>,
    into mask: UnsafeMutableBufferPointer<UInt8>
  ) -> Bool {
    let limit = distance.squaredLimit(threshold)
    let keyed = key != nil
    let k = key ?? .zero
    let (kr, kg, kb) = (Int(k.x), Int(k.y), Int(k.z))
    let keyTolerance = keyTolerance
    let metric = distance
    var any = false
    let words = UnsafeRawBufferPointer(pixels).bindMemory(to: UInt32.self)
    let plateWords = UnsafeRawBufferPointer(plate).bindMemory(to: UInt32.self)
    for y in 0..<r.height {
      let row = (y &+ r.y) &* w &+ r.x
      let out = y &* r.width
      for x in 0..<r.width {
        if words[row &+ x] == plateWords[row &+ x] { continue }
        let i = (row &+ x) &* 4
        let (pr, pg, pb, pa) = (Int(pixels[i]), Int(pixels[i &+ 1]), Int(pixels[i &+ 2]), Int(pixels[i &+ 3]))
        let (qr, qg, qb, qa) = (Int(plate[i]), Int(plate[i &+ 1]), Int(plate[i &+ 2]), Int(plate[i &+ 3]))
        guard metric.squared(pr, pg, pb, pa, qr, qg, qb, qa) > limit else { continue }
        if keyed && !isBlend(pr, pg, pb, over: qr, qg, qb, of: kr, kg, kb, tolerance: keyTolerance) { continue }
        mask[out &+ x] = 1
        any = true
      }
    }
    return any
  }

  /// Whether pixel p is α·key + (1 − α)·b for some α > 0, give or take `tolerance` grey
  /// levels of distance from that line (integer arithmetic: no division, no square root).
  @inline(__always)
  private func isBlend(
    _ pr: Int, _ pg: Int, _ pb: Int, over br: Int, _ bg: Int, _ bb: Int, of kr: Int, _ kg: Int, _ kb: Int,
    tolerance: Int
  ) -> Bool {
    let (dr, dg, db) = (pr - br, pg - bg, pb - bb)
    let (er, eg, eb) = (kr - br, kg - bg, kb - bb)
    let along = dr * er + dg * eg + db * eb
    guard along > 0 else { return false }
    let keyLength = er * er + eg * eg + eb * eb
    // |d|² − (d·e)²/|e|² is the squared distance from the line; compare it times |e|².
    let offLine = (dr * dr + dg * dg + db * db) * keyLength - along * along
    return offLine <= 3 * tolerance * tolerance * keyLength
  }

  // MARK: Labelling

  /// Labels 8-connected components of `mask` (1 = unvisited foreground; cleared as visited).
  private func label(mask: inout [UInt8], region r: PixelRect, pixmap: Pixmap) -> [Blob] {
    let (rw, rh) = (r.width, r.height)
    precondition(rw * rh <= Int(Int32.max), "region \(rw)×\(rh) too large for Int32 pixel indices")
    let imageWidth = pixmap.width
    var blobs: [Blob] = []
    var stack = [Int32](repeating: 0, count: 0)
    stack.reserveCapacity(4096)
    mask.withUnsafeMutableBufferPointer { mask in
      pixmap.data.withUnsafeBufferPointer { pixels in
        for start in 0..<(rw * rh) where mask[start] != 0 {
          mask[start] = 0
          stack.append(Int32(start))
          var minX = Int.max, minY = Int.max, maxX = Int.min, maxY = Int.min, area = 0
          var sumX = 0, sumY = 0
          var sumR = 0, sumG = 0, sumB = 0, sumA = 0
          while let top = stack.popLast() {
            let i = Int(top)
            let y = i / rw, x = i &- y &* rw
            area &+= 1
            sumX &+= x; sumY &+= y
            if x < minX { minX = x }
            if x > maxX { maxX = x }
            if y < minY { minY = y }
            if y > maxY { maxY = y }
            let p = ((y &+ r.y) &* imageWidth &+ x &+ r.x) &* 4
            sumR &+= Int(pixels[p]); sumG &+= Int(pixels[p &+ 1]); sumB &+= Int(pixels[p &+ 2]); sumA &+= Int(pixels[p &+ 3])
            let x0 = x > 0 ? x &- 1 : x, x1 = x < rw &- 1 ? x &+ 1 : x
            let y0 = y > 0 ? y &- 1 : y, y1 = y < rh &- 1 ? y &+ 1 : y
            var ny = y0
            while ny <= y1 {
              var nx = x0
              let base = ny &* rw
              while nx <= x1 {
                let j = base &+ nx
                if mask[j] != 0 {
                  mask[j] = 0
                  stack.append(Int32(truncatingIfNeeded: j))
                }
                nx &+= 1
              }
              ny &+= 1
            }
          }
          guard area >= minimumArea else { continue }
          let n = Double(area)
          func mean(_ s: Int) -> UInt8 { UInt8((s + area / 2) / area) }
          blobs.append(Blob(
            minX: minX + r.x, minY: minY + r.y, width: maxX - minX + 1, height: maxY - minY + 1, area: area,
            centroid: (Double(sumX) / n + 0.5 + Double(r.x), Double(sumY) / n + 0.5 + Double(r.y)),
            meanColor: SIMD4(mean(sumR), mean(sumG), mean(sumB), mean(sumA))))
        }
      }
    }
    // Labelling found the blobs in scan order of their first pixel; the stable sort keeps that
    // order among equal areas.
    return blobs.sorted { $0.area > $1.area }
  }

  // MARK: Border estimate

  /// The background colour estimated from the image's border: the per-channel median of the
  /// outermost rows and columns.
  ///
  /// A median (not a mean) so an element that touches the edge, or compression noise, does not
  /// pull it off as long as most of the border shows the backdrop; per channel so it needs no
  /// hashing. A zero-size image gives transparent black.
  public static func borderColor(of pixmap: Pixmap) -> SIMD4<UInt8> {
    let (w, h) = (pixmap.width, pixmap.height)
    guard w > 0, h > 0 else { return .zero }
    var histogram = [Int](repeating: 0, count: 4 * 256)
    var count = 0
    pixmap.data.withUnsafeBufferPointer { p in
      histogram.withUnsafeMutableBufferPointer { hist in
        func add(_ x: Int, _ y: Int) {
          let i = (y * w + x) * 4
          for c in 0..<4 { hist[c * 256 + Int(p[i + c])] += 1 }
          count += 1
        }
        for x in 0..<w {
          add(x, 0)
          if h > 1 { add(x, h - 1) }
        }
        if h > 2 {
          for y in 1..<(h - 1) {
            add(0, y)
            if w > 1 { add(w - 1, y) }
          }
        }
      }
    }
    var median = SIMD4<UInt8>.zero
    for c in 0..<4 {
      var seen = 0
      for v in 0..<256 {
        seen += histogram[c * 256 + v]
        if 2 * seen > count {
          median[c] = UInt8(v)
          break
        }
      }
    }
    return median
  }
}
