// Rasterizer: turns one path and one paint into pixels of a pixmap.
//
// What: the driver between a `Path` and the pixel loops. It maps the path to device pixels,
// rejects what cannot or need not be drawn (non-finite points, no overlap with the pixmap,
// a transparent paint), takes a span-fill fast path for axis-aligned rectangles (exact area
// coverage computed per row and column, no accumulator), and otherwise flattens at
// `deviceTolerance` (0.006 px, balanced chords), clips, accumulates coverage and composites
// (solid colours with `SolidBlitter`, gradients and images with `ShaderBlitter`).
// Why a class: the edge list and band buffers are reused from path to path; a small pool
// lends one rasterizer per drawing call, so concurrent drawing on separate pixmaps is safe.
// Refuses: a path with any NaN or infinite coordinate (after the transform) draws nothing.

import Foundation
import Geometry
import Drawing
import Synchronization

/// Reusable scratch state for filling paths into a pixmap. One instance must be used by one
/// thread at a time.
package final class Rasterizer: @unchecked Sendable {
  /// How far flattened curves may stray from the true curve, in device pixels.
  ///
  /// Plain chords lie inside convex curves, so flattening error used to be a bias, not noise:
  /// at 0.01 px edge pixels of a circle came out 1.1–1.3/255 too light on average (against
  /// supersampling), and 0.0025 px was needed to stay within the 0.5/255 bar. The flatteners
  /// now balance their chords (interior vertices move out by a twelfth of the local second
  /// difference, see `PathFlattening.swift` and the stroker), which removes the bias, so a
  /// coarser tolerance gives a smaller error: measured on the accuracy suite, worst mean
  /// 0.40/255 on curves and worst max 1.66/255 at 0.006 px (0.43 and 1.15 unbalanced at
  /// 0.0025), with 1.55 times fewer segments. Segments grow as 1/√tolerance.
  package static let deviceTolerance = 0.006

  var edges = EdgeList()
  private let strokerBuffers = StrokerBuffers()
  let accumulator = CoverageAccumulator()
  /// Fills drawn before, replayed when drawn again exactly (`CoverageCache.swift`).
  private let coverageCache = CoverageCache()

  package init() {
    precondition(1.littleEndian == 1, "Raster packs pixels for little-endian hosts only")
  }

  private static let pool = Mutex<[Rasterizer]>([])

  /// Runs `body` with a rasterizer borrowed from a shared pool (created when the pool is empty).
  package static func withPooled<R>(_ body: (Rasterizer) -> R) -> R {
    let rasterizer = pool.withLock { $0.popLast() } ?? Rasterizer()
    defer { pool.withLock { if $0.count < 8 { $0.append(rasterizer) } } }
    return body(rasterizer)
  }

  /// Composites `paint` through the coverage of `path` (mapped by `transform` into device
  /// pixels) onto `pixmap`, source-over.
  package func fill(
    _ path: Path, rule: FillRule, paint: Paint, transform: Transform, into pixmap: inout Pixmap
  ) {
    guard pixmap.width > 0, pixmap.height > 0 else { return }
    guard let bounds = deviceBounds(of: path, transform),
      bounds.maxX > 0, bounds.minX < Double(pixmap.width),
      bounds.maxY > 0, bounds.minY < Double(pixmap.height)
    else { return }
    fillChecked(path, rule: rule, paint: paint, transform: transform, into: &pixmap)
  }

  /// Strokes `path` with `style` in its local coordinates, then fills the outline through
  /// `transform`. Curves and round parts are flattened to `deviceTolerance` device px,
  /// i.e. `deviceTolerance / transform.meanScale` in local units.
  package func stroke(
    _ path: Path, style: StrokeStyle, paint: Paint, transform: Transform,
    into pixmap: inout Pixmap
  ) {
    let scale = transform.meanScale
    guard scale > 0, scale.isFinite, pixmap.width > 0, pixmap.height > 0, isVisible(paint),
      deviceBounds(of: path, transform) != nil
    else { return }
    let tolerance = Self.deviceTolerance / scale
    if path.elements.count <= 3 {
      // A single segment may stroke to one axis-aligned rectangle: keep the outline as a
      // path so `fillChecked` can take its exact span-fill fast path.
      let outline = strokeOutline(path, style, tolerance: tolerance)
      fillChecked(outline, rule: .nonZero, paint: paint, transform: transform, into: &pixmap)
      return
    }
    // The stroker streams its device-space polygons straight into the edge list, which
    // rejects non-finite points and clips away what lies off the pixmap: no outline `Path`,
    // no second walk, no separate bounds pass.
    edges.reset(width: pixmap.width, height: pixmap.height)
    strokeOutline(
      path, style, tolerance: tolerance, transform: transform, into: edges, buffers: strokerBuffers)
    edges.closeContour()
    guard !edges.sawNonFinite, !edges.isEmpty else { return }
    composite(.edges, rule: .nonZero, paint: paint, transform: transform, into: &pixmap)
  }

  /// The exact-area coverage of `path` under `rule` (through `transform`, local → device)
  /// written into `mask`: `width × height` bytes, one per pixel, which must start zeroed.
  /// Returns false when nothing is covered (the mask is untouched).
  package func coverageMask(
    _ path: Path, rule: FillRule, transform: Transform,
    into mask: UnsafeMutablePointer<UInt8>, width: Int, height: Int
  ) -> Bool {
    guard width > 0, height > 0, let bounds = deviceBounds(of: path, transform),
      bounds.maxX > 0, bounds.minX < Double(width), bounds.maxY > 0, bounds.minY < Double(height)
    else { return false }
    guard buildEdges(path, transform: transform, width: width, height: height) else { return false }
    var blitter = CoverageMaskBlitter(mask: mask, width: width)
    accumulator.render(edges, rule: rule, width: width, height: height, into: &blitter)
    return true
  }

  /// Flattens `path` into the edge list; false when it has no edges or a non-finite point.
  private func buildEdges(_ path: Path, transform: Transform, width: Int, height: Int) -> Bool {
    edges.reset(width: width, height: height)
    let cull = CGRect(x: 0, y: 0, width: width, height: height)
    flatten(path, transform: transform, tolerance: Self.deviceTolerance, cull: cull, into: &edges)
    edges.closeContour()
    return !edges.sawNonFinite && !edges.isEmpty
  }

  /// `fill` once the path is known to touch the pixmap or to consist of lines only.
  private func fillChecked(
    _ path: Path, rule: FillRule, paint: Paint, transform: Transform, into pixmap: inout Pixmap
  ) {
    guard isVisible(paint) else { return }
    let (width, height) = (pixmap.width, pixmap.height)
    if let rect = alignedRectangle(path, transform) {
      composite(.rectangle(rect), rule: rule, paint: paint, transform: transform, into: &pixmap)
      return
    }
    let key = CoverageCache.Key(path: path, rule: rule, transform: transform, width: width, height: height)
    let hash = key.hash
    switch coverageCache.decide(key, hash: hash) {
    case .replay(let recording):
      composite(.recording(recording), rule: rule, paint: paint, transform: transform, into: &pixmap)
    case .record:
      guard buildEdges(path, transform: transform, width: width, height: height) else { return }
      var recording = CoverageRecording()
      accumulator.render(edges, rule: rule, width: width, height: height, into: &recording)
      coverageCache.store(recording, for: key, hash: hash)
      composite(.recording(recording), rule: rule, paint: paint, transform: transform, into: &pixmap)
    case .draw:
      guard buildEdges(path, transform: transform, width: width, height: height) else { return }
      composite(.edges, rule: rule, paint: paint, transform: transform, into: &pixmap)
    }
  }

  /// Where a composite's coverage comes from.
  private enum Coverage {
    /// The exact area of an axis-aligned device rectangle.
    case rectangle(CGRect)
    /// The edge list as built.
    case edges
    /// Spans recorded from the edge list of an equal fill.
    case recording(CoverageRecording)
  }

  /// Composites `paint` through `coverage`.
  private func composite(
    _ coverage: Coverage, rule: FillRule, paint: Paint, transform: Transform,
    into pixmap: inout Pixmap
  ) {
    let (width, height) = (pixmap.width, pixmap.height)
    if let color = paint.solidColor {
      let packed = packedPremultiplied(color)
      pixmap.data.withUnsafeMutableBytes { bytes in
        var blitter = SolidBlitter(pixels: bytes.baseAddress!, width: width, color: packed)
        cover(coverage, rule: rule, width: width, height: height, into: &blitter)
      }
      return
    }
    reserveScratch(width)
    let scratch = self.scratch
    _ = withShader(paint, transform: transform) { shader in
      pixmap.data.withUnsafeMutableBytes { bytes in
        var blitter = ShaderBlitter(
          pixels: bytes.baseAddress!, width: width, shader: shader, scratch: scratch)
        cover(coverage, rule: rule, width: width, height: height, into: &blitter)
      }
    }
  }

  /// Hands `coverage` to `blitter`.
  private func cover<Blitter: SpanBlitter>(
    _ coverage: Coverage, rule: FillRule, width: Int, height: Int, into blitter: inout Blitter
  ) {
    switch coverage {
    case .rectangle(let rect): fillRectangle(rect, width: width, height: height, into: &blitter)
    case .edges: accumulator.render(edges, rule: rule, width: width, height: height, into: &blitter)
    case .recording(let recording): recording.replay(into: &blitter)
    }
  }

  private(set) var scratch = UnsafeMutablePointer<PackedPixel>.allocate(capacity: 0)
  private var scratchCapacity = 0

  /// Grows the shading scratch row to at least `width` pixels.
  func reserveScratch(_ width: Int) {
    guard width > scratchCapacity else { return }
    scratch.deallocate()
    scratch = .allocate(capacity: width)
    scratchCapacity = width
  }

  deinit { scratch.deallocate() }
}

/// Whether `paint` can leave any mark: a solid colour with non-zero 8-bit alpha, or another
/// shading with positive opacity.
func isVisible(_ paint: Paint) -> Bool {
  if let color = paint.solidColor { return packedPremultiplied(color) >> 24 != 0 }
  return paint.opacity > 0
}

/// The bounds of every point and control point of `path` mapped by `t`, or `nil` when the
/// path is empty or any mapped coordinate is NaN or infinite.
func deviceBounds(of path: Path, _ t: Transform) -> CGRect? {
  var minX = Double.infinity, minY = Double.infinity
  var maxX = -Double.infinity, maxY = -Double.infinity
  var finite = true
  func include(_ local: CGPoint) {
    let p = t.apply(local)
    finite = finite && p.x.isFinite && p.y.isFinite
    minX = min(minX, p.x); maxX = max(maxX, p.x)
    minY = min(minY, p.y); maxY = max(maxY, p.y)
  }
  for element in path.elements {
    switch element {
    case .move(let p), .line(let p): include(p)
    case .quadCurve(let p, let c): include(p); include(c)
    case .curve(let p, let c1, let c2): include(p); include(c1); include(c2)
    case .closeSubpath: break
    }
  }
  guard finite, minX <= maxX else { return nil }
  return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
}

/// The device rectangle `path` encloses when it is exactly one axis-aligned rectangle after
/// `t`: a move and three or four lines (the fourth back to the start), optionally closed.
func alignedRectangle(_ path: Path, _ t: Transform) -> CGRect? {
  let elements = path.elements
  guard elements.count >= 4, elements.count <= 6, case .move(let first) = elements[0] else {
    return nil
  }
  var corners = [t.apply(first)]
  for element in elements.dropFirst() {
    switch element {
    case .line(let p): corners.append(t.apply(p))
    case .closeSubpath where element == elements.last: break
    default: return nil
    }
  }
  if corners.count == 5, corners[4] == corners[0] { corners.removeLast() }
  guard corners.count == 4 else { return nil }
  let (a, b, c, d) = (corners[0], corners[1], corners[2], corners[3])
  let horizontalFirst = a.y == b.y && b.x == c.x && c.y == d.y && d.x == a.x
  let verticalFirst = a.x == b.x && b.y == c.y && c.x == d.x && d.y == a.y
  guard horizontalFirst || verticalFirst else { return nil }
  let rect = CGRect(x: min(a.x, c.x), y: min(a.y, c.y), width: abs(c.x - a.x), height: abs(c.y - a.y))
  return rect.width > 0 && rect.height > 0 ? rect : nil
}

/// Blits the exact area coverage of an axis-aligned device rectangle: each pixel gets
/// (horizontal overlap) × (vertical overlap), so whole-pixel rectangles are pure runs.
private func fillRectangle<Blitter: SpanBlitter>(
  _ rect: CGRect, width: Int, height: Int, into blitter: inout Blitter
) {
  let x0 = max(rect.minX, 0), x1 = min(rect.maxX, Double(width))
  let y0 = max(rect.minY, 0), y1 = min(rect.maxY, Double(height))
  guard x0 < x1, y0 < y1 else { return }
  let ix0 = Int(x0.rounded(.down)), ix1 = Int(x1.rounded(.up))
  let iy0 = Int(y0.rounded(.down)), iy1 = Int(y1.rounded(.up))
  func byte(_ v: Double) -> UInt8 { UInt8(min(max(v, 0), 1) * 255 + 0.5) }
  for y in iy0..<iy1 {
    let vertical = min(y1, Double(y + 1)) - max(y0, Double(y))
    if ix1 - ix0 == 1 {
      let c = byte((x1 - x0) * vertical)
      if c != 0 { blitter.blitRun(x: ix0, y: y, count: 1, coverage: c) }
      continue
    }
    let left = byte((Double(ix0 + 1) - x0) * vertical)
    let middle = byte(vertical)
    let right = byte((x1 - Double(ix1 - 1)) * vertical)
    if left != 0 { blitter.blitRun(x: ix0, y: y, count: 1, coverage: left) }
    if middle != 0, ix1 - ix0 > 2 {
      blitter.blitRun(x: ix0 + 1, y: y, count: ix1 - ix0 - 2, coverage: middle)
    }
    if right != 0 { blitter.blitRun(x: ix1 - 1, y: y, count: 1, coverage: right) }
  }
}
