// Projected layers: drawing through a perspective projection (`DisplayLayer.projection`).
//
// What: a projected layer's items are drawn with the projection carried down to every leaf,
// composed with any projection met further down. Fills and strokes are projected exactly
// (`Rasterizer+Projection.swift`: flattened vertices projected, exact-area edges, paints
// sampled perspective-correctly). A layer met under a projection that changes its pixels as a
// whole (opacity, blend mode, clip, mask, filters, a backdrop, a blend mode inside it) cannot be
// split that way, so it is *warped*: drawn offscreen in the space before the projection, then
// resampled through the projection onto the destination.
// Warping: the buffer covers the layer's content (cut to the preimage of the destination when
// that is a finite quadrilateral), at `k` buffer pixels per device pixel, where `k` is the
// largest stretch the projection applies over the content itself, before filters spread it
// (a shadow's blur needs no more pixels than the projection shows) (1…4, less when it would
// pass `maximumWarpSide` px), so magnified parts are not blurred by the resampling. A one-pixel
// transparent border surrounds it. Each destination pixel the projected border quadrilateral
// covers (exact-area coverage, so the quadrilateral's own edges are anti-aliased) takes the
// bilinear sample of the buffer at its centre's inverse image; inner edges come out as smooth
// as the buffer's own anti-aliasing, resampled. Blurs wider than `directBlurLimit` px inside
// the buffer (a shadow, supersampled) go through a reduced copy, as backdrops do.
// Why leaves first: an opaque card and its text, the common case (a card flip), then keep
// the exact coverage of their own edges under any perspective; only true groups pay for a
// buffer and a resampling.
// Refuses: a singular projection draws nothing, and so do parts behind the eye. Strong
// minification is not prefiltered (no mipmaps): a layer seen almost edge-on may alias.

import Foundation
import Geometry
import Drawing

/// The largest side, in pixels, of a warped layer's buffer.
let maximumWarpSide = 4096

extension LayerRenderer {
  /// Draws a layer whose `projection` is set; `toPixels` maps canvas points to `target`.
  func drawProjectedLayer(_ layer: DisplayLayer, toPixels: Transform, into target: inout Pixmap) {
    draw(.layer(layer), toPixels: toPixels, projection: .identity, into: &target)
  }

  /// Draws `item` mapped by `toPixels` (canvas points → device pixels) and then by `projection`
  /// (device pixels → device pixels of `target`).
  func draw(
    _ item: DisplayItem, toPixels: Transform, projection: ProjectionTransform, into target: inout Pixmap
  ) {
    switch item {
    case .fill(let path, let rule, let paint, let transform):
      rasterizer.fill(
        path, rule: rule, paint: paint, transform: transform.concatenating(toPixels),
        projection: projection, into: &target)
    case .stroke(let path, let style, let paint, let transform):
      rasterizer.stroke(
        path, style: style, paint: paint, transform: transform.concatenating(toPixels),
        projection: projection, into: &target)
    case .layer(var layer):
      var projection = projection
      if let own = layer.projection {
        // The layer's projection acts on canvas points; in device pixels it is conjugated by
        // `toPixels`, and it applies before the projection of the layers around it.
        guard let device = own.conjugated(by: toPixels) else { return }
        projection = device.concatenating(projection)
        layer.projection = nil
      }
      if isPassThrough(layer, scale: toPixels.meanScale) {
        for child in layer.items { draw(child, toPixels: toPixels, projection: projection, into: &target) }
      } else {
        warp(layer, toPixels: toPixels, projection: projection, into: &target)
      }
    }
  }

  /// Whether drawing `layer`'s items one by one gives the same pixels as flattening it first.
  private func isPassThrough(_ layer: DisplayLayer, scale: Double) -> Bool {
    layer.opacity == 1 && layer.blendMode == .normal && layer.clip == nil && layer.mask == nil
      && layer.backdrop == nil
      && layer.filters.allSatisfy { PixelFilter($0, scale: scale) == nil }
      && !containsBlendMode(layer.items)
  }

  /// Draws `layer` (no projection of its own left) offscreen and resamples it through
  /// `projection` onto `target`; see the file note.
  private func warp(
    _ layer: DisplayLayer, toPixels: Transform, projection: ProjectionTransform, into target: inout Pixmap
  ) {
    let opacity = layer.opacity.isNaN ? 0 : min(max(layer.opacity, 0), 1)
    guard opacity > 0, target.width > 0, target.height > 0, let inverse = projection.inverse,
      var box = itemBox(.layer(layer), toPixels: toPixels)
    else { return }
    if let visible = preimage(of: target, under: inverse) { box = box.intersection(visible) }
    guard !box.isEmpty else { return }
    // Sharpness matters where the content is, not where its shadow or blur spreads.
    let sharp = contentBox(layer.items, toPixels: toPixels).map { $0.intersection(box) } ?? box
    let k = supersampling(projection, over: sharp.isEmpty ? box : sharp)
    let (width, height) = (Int((Double(box.width) * k).rounded(.up)) + 2, Int((Double(box.height) * k).rounded(.up)) + 2)
    // Device pixels before the projection → buffer pixels, and canvas points → buffer pixels.
    let toBufferPixels = Transform(translationX: Double(-box.x0), y: Double(-box.y0))
      .concatenating(Transform(scaleX: k, y: k))
      .concatenating(Transform(translationX: 1, y: 1))
    var flat = layer
    flat.blendMode = .normal
    var buffer = Pixmap(width: width, height: height, premultipliedRGBA: LayerBuffers.takeBytes(width * height * 4))
    defer { LayerBuffers.give(buffer.data) }
    var inner = self
    inner.reducesWideBlurs = true
    inner.drawLayer(flat, toPixels: toPixels.concatenating(toBufferPixels), into: &buffer)

    guard let fromBuffer = toBufferPixels.inverted() else { return }
    let toBuffer = inverse.concatenating(ProjectionTransform(toBufferPixels))
    var row = LayerBuffers.takeBytes(target.width * 4)
    defer { LayerBuffers.give(row) }
    let border = Path(CGRect(x: 0, y: 0, width: width, height: height))
    let (targetWidth, targetHeight) = (target.width, target.height)
    buffer.data.withUnsafeBufferPointer { source in
      row.withUnsafeMutableBytes { scratch in
        target.data.withUnsafeMutableBytes { destination in
          var blitter = WarpBlitter(
            source: source.baseAddress!, sourceWidth: width, sourceHeight: height,
            toSource: toBuffer, scratch: scratch.baseAddress!.assumingMemoryBound(to: PackedPixel.self),
            destination: destination.baseAddress!, destinationWidth: targetWidth, mode: layer.blendMode)
          _ = rasterizer.cover(
            border, rule: .nonZero, transform: fromBuffer, projection: projection,
            width: targetWidth, height: targetHeight, into: &blitter)
        }
      }
    }
  }

  /// The device pixels (before the projection) that can land on `target`: the box of the
  /// target's corners mapped back, when all four lie in front of the eye; nil otherwise (the
  /// preimage is then unbounded).
  private func preimage(of target: Pixmap, under inverse: ProjectionTransform) -> PixelBox? {
    let (w, h) = (Double(target.width), Double(target.height))
    let corners = [CGPoint(x: 0, y: 0), CGPoint(x: w, y: 0), CGPoint(x: 0, y: h), CGPoint(x: w, y: h)]
    let back = corners.compactMap { inverse.projected($0) }
    guard back.count == 4 else { return nil }
    let xs = back.map(\.x), ys = back.map(\.y)
    return PixelBox(covering: CGRect(
      x: xs.min()!, y: ys.min()!, width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!))?
      .grown(by: 1)
  }

  /// Buffer pixels per device pixel for warping `box`: the projection's largest stretch over
  /// it, in 1…4, lowered so that no side passes `maximumWarpSide`.
  private func supersampling(_ projection: ProjectionTransform, over box: PixelBox) -> Double {
    let corners = [
      CGPoint(x: box.x0, y: box.y0), CGPoint(x: box.x1, y: box.y0),
      CGPoint(x: box.x0, y: box.y1), CGPoint(x: box.x1, y: box.y1),
    ]
    let stretch = corners.compactMap { projection.localScale(at: $0) }.max() ?? 1
    let side = Double(max(box.width, box.height))
    return min(min(max(stretch, 1), 4), Double(maximumWarpSide - 2) / side)
  }
}

/// Composites the bilinear samples of a warped layer's buffer through the coverage of its
/// projected border; see `ProjectedLayers.swift`.
private struct WarpBlitter: SpanBlitter {
  let source: UnsafePointer<UInt8>
  let sourceWidth: Int, sourceHeight: Int
  /// Destination pixel → buffer pixel.
  let toSource: ProjectionTransform
  /// A destination row of scratch pixels.
  let scratch: UnsafeMutablePointer<PackedPixel>
  let destination: UnsafeMutableRawPointer
  let destinationWidth: Int
  let mode: BlendMode

  /// Writes the coverage-scaled samples of (x + i, y), i < count, to `scratch`.
  private func sample(x: Int, y: Int, count: Int, coverage: (Int) -> UInt32) {
    let m = toSource
    let cx = Double(x) + 0.5, cy = Double(y) + 0.5
    var hx = m.m11 * cx + m.m21 * cy + m.m31
    var hy = m.m12 * cx + m.m22 * cy + m.m32
    var hw = m.m13 * cx + m.m23 * cy + m.m33
    for i in 0..<count {
      let c = coverage(i)
      if c == 0 || hw <= 0 {
        scratch[i] = 0
      } else {
        let s = 1 / hw
        let p = bilinear(source, width: sourceWidth, height: sourceHeight, hx * s, hy * s, opacity: 1)
        scratch[i] = c == 255 ? p : scaled(p, by: c)
      }
      hx += m.m11
      hy += m.m12
      hw += m.m13
    }
  }

  private func composite(x: Int, y: Int, count: Int) {
    let to = destination + (y * destinationWidth + x) * 4
    compositeRow(UnsafeRawPointer(scratch), onto: to, count: count, opacity: 1, mode: mode)
  }

  func blitRun(x: Int, y: Int, count: Int, coverage: UInt8) {
    let c = UInt32(coverage)
    sample(x: x, y: y, count: count) { _ in c }
    composite(x: x, y: y, count: count)
  }

  func blitMask(x: Int, y: Int, coverage: UnsafePointer<UInt8>, count: Int) {
    sample(x: x, y: y, count: count) { UInt32(coverage[$0]) }
    composite(x: x, y: y, count: count)
  }
}
