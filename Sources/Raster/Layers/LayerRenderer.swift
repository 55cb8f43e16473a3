// Layer renderer: draws display items, and layers through offscreen buffers.
//
// What: a layer that changes nothing (opacity 1, normal blend, no clip, mask or filter, and
// no blend mode anywhere inside it) is drawn straight into its destination. A blend mode
// inside a group must see only the group's own pixels below it (SwiftUI's
// `.compositingGroup()` isolates it from the backdrop), so such a group gets a buffer even
// when it changes nothing else. Any other layer is drawn into a transparent buffer
// covering only the pixels it can affect, then filtered (blur, shadow, colour matrix),
// clipped (exact-area coverage mask), masked (alpha of the mask items), and composited with
// its opacity and blend mode (see `DisplayLayer` for the order).
// Bounds: the visible box is destination ∩ content bounds grown by what the filters spread
// ∩ clip bounds ∩ mask bounds; the buffer is that box grown by how far the filters read
// (their kernel reach plus shadow offsets), but never further than the content. So a layer
// costs memory and time in proportion to what it can touch, and content far off-canvas is
// not drawn. Item bounds are conservative (control points; strokes grown by half the line
// width times the worst cap or miter factor).
// Buffers (bytes, Float rows, masks) are borrowed from a small shared pool and given back,
// so repeated video frames do not allocate them again.
// A layer with a backdrop starts its buffer from the destination under it, filtered
// (`Backdrop.swift`); a layer with a projection goes to `ProjectedLayers.swift`.
// Refuses: a layer whose opacity is ≤ 0 or NaN, whose clip or mask is empty or non-finite,
// or whose content lies off the destination draws nothing. A shadow moved by more than
// `maximumShadowOffset` px is dropped (it could only land off any reasonable canvas).

import Foundation
import Geometry
import Drawing
import Synchronization

/// A shadow offset beyond this many pixels (on either axis) is not drawn.
let maximumShadowOffset = 16_384.0

/// An integer pixel rectangle `x0..<x1 × y0..<y1`.
struct PixelBox: Equatable {
  var x0: Int, y0: Int, x1: Int, y1: Int

  var width: Int { x1 - x0 }
  var height: Int { y1 - y0 }
  var isEmpty: Bool { x1 <= x0 || y1 <= y0 }

  /// The pixels `rect` touches, or nil when it is empty or not finite. Coordinates are
  /// clamped to ±2²⁴ px first, so enormous geometry cannot overflow.
  init?(covering rect: CGRect) {
    guard !rect.isNull, rect.minX.isFinite, rect.maxX.isFinite, rect.minY.isFinite,
      rect.maxY.isFinite
    else { return nil }
    let limit = 16_777_216.0
    func low(_ v: Double) -> Int { Int(min(max(v, -limit), limit).rounded(.down)) }
    func high(_ v: Double) -> Int { Int(min(max(v, -limit), limit).rounded(.up)) }
    self.init(x0: low(rect.minX), y0: low(rect.minY), x1: high(rect.maxX), y1: high(rect.maxY))
  }

  init(x0: Int, y0: Int, x1: Int, y1: Int) {
    (self.x0, self.y0, self.x1, self.y1) = (x0, y0, x1, y1)
  }

  func intersection(_ other: PixelBox) -> PixelBox {
    PixelBox(x0: max(x0, other.x0), y0: max(y0, other.y0), x1: min(x1, other.x1), y1: min(y1, other.y1))
  }

  /// The smallest box holding both.
  func hull(_ other: PixelBox) -> PixelBox {
    if isEmpty { return other }
    if other.isEmpty { return self }
    return PixelBox(x0: min(x0, other.x0), y0: min(y0, other.y0), x1: max(x1, other.x1), y1: max(y1, other.y1))
  }

  func grown(by d: Int) -> PixelBox { PixelBox(x0: x0 - d, y0: y0 - d, x1: x1 + d, y1: y1 + d) }

  func offsetBy(x: Int, y: Int) -> PixelBox { PixelBox(x0: x0 + x, y0: y0 + y, x1: x1 + x, y1: y1 + y) }
}

/// Scratch buffers shared by all layers on all threads; each borrow is exclusive.
enum LayerBuffers {
  private static let bytes = Mutex<[[UInt8]]>([])
  private static let floats = Mutex<[[Float]]>([])

  /// `count` zero bytes, reusing a pooled array's storage when one is free.
  static func takeBytes(_ count: Int) -> [UInt8] {
    var buffer = bytes.withLock { $0.popLast() } ?? []
    // Resize keeping the storage (shrinking only moves the count; growing appends zeros for
    // the difference), then clear the bytes in place with one memset: appending every byte
    // afresh cost ten times as much.
    if buffer.count > count { buffer.removeLast(buffer.count - count) }
    if buffer.count < count { buffer.append(contentsOf: repeatElement(0, count: count - buffer.count)) }
    buffer.withUnsafeMutableBytes { bytes in
      if let base = bytes.baseAddress { memset(base, 0, bytes.count) }
    }
    return buffer
  }

  static func give(_ buffer: [UInt8]) { bytes.withLock { if $0.count < 16 { $0.append(buffer) } } }

  static func takeFloats() -> [Float] { floats.withLock { $0.popLast() } ?? [] }

  static func give(_ buffer: [Float]) { floats.withLock { if $0.count < 4 { $0.append(buffer) } } }
}

/// Draws items into pixmaps with one borrowed rasterizer; see the file note.
struct LayerRenderer {
  let rasterizer: Rasterizer
  /// Whether blurs wider than `directBlurLimit` px go through a reduced copy
  /// (`Backdrop.swift`): true only inside the supersampled buffers of warped layers.
  var reducesWideBlurs = false

  /// Draws `item` into `target`; `toPixels` maps canvas points to `target`'s pixels.
  func draw(_ item: DisplayItem, toPixels: Transform, into target: inout Pixmap) {
    switch item {
    case .fill(let path, let rule, let paint, let transform):
      rasterizer.fill(path, rule: rule, paint: paint, transform: transform.concatenating(toPixels), into: &target)
    case .stroke(let path, let style, let paint, let transform):
      rasterizer.stroke(
        path, style: style, paint: paint, transform: transform.concatenating(toPixels), into: &target)
    case .layer(let layer):
      drawLayer(layer, toPixels: toPixels, into: &target)
    }
  }

  func drawLayer(_ layer: DisplayLayer, toPixels: Transform, into target: inout Pixmap) {
    if layer.projection != nil {
      drawProjectedLayer(layer, toPixels: toPixels, into: &target)
      return
    }
    let opacity = layer.opacity.isNaN ? 0 : min(max(layer.opacity, 0), 1)
    guard opacity > 0, target.width > 0, target.height > 0 else { return }
    let scale = toPixels.meanScale
    guard scale > 0, scale.isFinite else { return }
    let filters = layer.filters.compactMap { PixelFilter($0, scale: scale) }
    if opacity == 1, layer.blendMode == .normal, layer.clip == nil, layer.mask == nil,
      filters.isEmpty, layer.backdrop == nil, !containsBlendMode(layer.items)
    {
      for item in layer.items { draw(item, toPixels: toPixels, into: &target) }
      return
    }
    let canvas = PixelBox(x0: 0, y0: 0, x1: target.width, y1: target.height)
    guard let boxes = layerBoxes(layer, filters: filters, toPixels: toPixels, within: canvas)
    else { return }
    let (visible, box) = boxes
    let toBuffer = toPixels.concatenating(Transform(translationX: Double(-box.x0), y: Double(-box.y0)))

    var buffer = Pixmap(width: box.width, height: box.height, premultipliedRGBA: LayerBuffers.takeBytes(box.width * box.height * 4))
    defer { LayerBuffers.give(buffer.data) }
    if let backdrop = layer.backdrop {
      copyBackdrop(of: target, at: box, filteredBy: backdrop.compactMap { PixelFilter($0, scale: scale) }, into: &buffer)
    }
    for item in layer.items { draw(item, toPixels: toBuffer, into: &buffer) }
    for filter in filters { filter.apply(to: &buffer, reducingWideBlurs: reducesWideBlurs) }
    if let clip = layer.clip {
      guard applyClip(clip, toBuffer: toBuffer, to: &buffer) else { return }
    }
    if let mask = layer.mask {
      var maskBuffer = Pixmap(width: box.width, height: box.height, premultipliedRGBA: LayerBuffers.takeBytes(box.width * box.height * 4))
      defer { LayerBuffers.give(maskBuffer.data) }
      for item in mask { draw(item, toPixels: toBuffer, into: &maskBuffer) }
      multiply(&buffer, byAlphaOf: maskBuffer)
    }
    composite(buffer, at: box, within: visible, onto: &target, opacity: opacity, mode: layer.blendMode)
  }

  /// The visible box (destination pixels the layer may change) and the buffer box (pixels
  /// it must draw), or nil when nothing is visible.
  private func layerBoxes(
    _ layer: DisplayLayer, filters: [PixelFilter], toPixels: Transform, within canvas: PixelBox
  ) -> (visible: PixelBox, buffer: PixelBox)? {
    guard let content = contentBox(layer.items, toPixels: toPixels),
      var visible = layerBox(layer, filters: filters, content: content, toPixels: toPixels)
    else { return nil }
    visible = visible.intersection(canvas)
    guard !visible.isEmpty else { return nil }
    let reach = filters.reduce(0) { $0 + $1.inputReach }
    let buffer = visible.hull(visible.grown(by: reach).intersection(content))
    return (visible, buffer)
  }

  /// Where a layer with content box `content` can leave pixels: content spread by the
  /// filters, cut by the clip and mask bounds; nil when that is nothing.
  private func layerBox(
    _ layer: DisplayLayer, filters: [PixelFilter], content: PixelBox, toPixels: Transform
  ) -> PixelBox? {
    var box = content
    for filter in filters { box = filter.spread(box) }
    if let clip = layer.clip {
      guard let bounds = deviceBounds(of: clip.path, clip.transform.concatenating(toPixels)),
        let clipBox = PixelBox(covering: bounds)
      else { return nil }
      box = box.intersection(clipBox)
    }
    if let mask = layer.mask {
      guard let maskBox = contentBox(mask, toPixels: toPixels) else { return nil }
      box = box.intersection(maskBox)
    }
    return box.isEmpty ? nil : box
  }

  /// The hull of the pixels `items` may touch, or nil when none can draw.
  func contentBox(_ items: [DisplayItem], toPixels: Transform) -> PixelBox? {
    var hull: PixelBox?
    for item in items {
      guard let box = itemBox(item, toPixels: toPixels) else { continue }
      hull = hull.map { $0.hull(box) } ?? box
    }
    return hull
  }

  func itemBox(_ item: DisplayItem, toPixels: Transform) -> PixelBox? {
    switch item {
    case .fill(let path, _, _, let transform):
      return deviceBounds(of: path, transform.concatenating(toPixels)).flatMap(PixelBox.init(covering:))
    case .stroke(let path, let style, _, let transform):
      guard let local = deviceBounds(of: path, .identity) else { return nil }
      var factor = style.lineCap == .square ? 2.0.squareRoot() : 1
      if style.lineJoin == .miter { factor = max(factor, style.miterLimit) }
      let grow = abs(style.lineWidth) / 2 * factor
      guard grow.isFinite else { return nil }
      let grown = local.insetBy(dx: -grow, dy: -grow)
      let t = transform.concatenating(toPixels)
      let corners = [
        CGPoint(x: grown.minX, y: grown.minY), CGPoint(x: grown.maxX, y: grown.minY),
        CGPoint(x: grown.minX, y: grown.maxY), CGPoint(x: grown.maxX, y: grown.maxY),
      ].map { t.apply($0) }
      let xs = corners.map(\.x), ys = corners.map(\.y)
      return PixelBox(covering: CGRect(
        x: xs.min()!, y: ys.min()!, width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!))
    case .layer(var layer):
      if let projection = layer.projection {
        layer.projection = nil
        return itemBox(.layer(layer), toPixels: toPixels).flatMap { projectedBox($0, projection, toPixels: toPixels) }
      }
      let scale = toPixels.meanScale
      guard scale > 0, scale.isFinite, let content = contentBox(layer.items, toPixels: toPixels)
      else { return nil }
      let filters = layer.filters.compactMap { PixelFilter($0, scale: scale) }
      return layerBox(layer, filters: filters, content: content, toPixels: toPixels)
    }
  }

  /// Where `box` (device pixels) lands under `projection` (canvas points → canvas points):
  /// the box of its projected corners, or everything when a corner lies behind the eye.
  private func projectedBox(_ box: PixelBox, _ projection: ProjectionTransform, toPixels: Transform) -> PixelBox? {
    guard let device = projection.conjugated(by: toPixels) else { return nil }
    let corners = [
      CGPoint(x: box.x0, y: box.y0), CGPoint(x: box.x1, y: box.y0),
      CGPoint(x: box.x0, y: box.y1), CGPoint(x: box.x1, y: box.y1),
    ].compactMap { device.projected($0) }
    guard corners.count == 4 else {
      let limit = 16_777_216
      return PixelBox(x0: -limit, y0: -limit, x1: limit, y1: limit)
    }
    let xs = corners.map(\.x), ys = corners.map(\.y)
    return PixelBox(covering: CGRect(
      x: xs.min()!, y: ys.min()!, width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!))?
      .grown(by: 1)
  }

  /// Multiplies `buffer` by the coverage of `clip`; false when the clip covers nothing.
  private func applyClip(_ clip: LayerClip, toBuffer: Transform, to buffer: inout Pixmap) -> Bool {
    let (width, height) = (buffer.width, buffer.height)
    var coverage = LayerBuffers.takeBytes(width * height)
    defer { LayerBuffers.give(coverage) }
    let covered = coverage.withUnsafeMutableBufferPointer { mask in
      rasterizer.coverageMask(
        clip.path, rule: clip.rule, transform: clip.transform.concatenating(toBuffer),
        into: mask.baseAddress!, width: width, height: height)
    }
    guard covered else { return false }
    coverage.withUnsafeBufferPointer { mask in
      buffer.data.withUnsafeMutableBytes { bytes in
        scalePixels(bytes.baseAddress!, count: width * height, factors: mask.baseAddress!, stride: 1)
      }
    }
    return true
  }

  /// Multiplies every pixel of `buffer` by the alpha of the same pixel of `mask`.
  private func multiply(_ buffer: inout Pixmap, byAlphaOf mask: Pixmap) {
    let count = buffer.width * buffer.height
    mask.data.withUnsafeBufferPointer { m in
      buffer.data.withUnsafeMutableBytes { bytes in
        scalePixels(bytes.baseAddress!, count: count, factors: m.baseAddress! + 3, stride: 4)
      }
    }
  }

  /// Composites the part of `buffer` (whose pixel (0, 0) is destination pixel `box.x0, y0`)
  /// inside `visible` onto `target`.
  private func composite(
    _ buffer: Pixmap, at box: PixelBox, within visible: PixelBox, onto target: inout Pixmap,
    opacity: Double, mode: BlendMode
  ) {
    let area = visible.intersection(box)
    guard !area.isEmpty else { return }
    let targetWidth = target.width
    buffer.data.withUnsafeBytes { source in
      target.data.withUnsafeMutableBytes { destination in
        for y in area.y0..<area.y1 {
          let from = source.baseAddress! + ((y - box.y0) * box.width + (area.x0 - box.x0)) * 4
          let to = destination.baseAddress! + (y * targetWidth + area.x0) * 4
          compositeRow(from, onto: to, count: area.width, opacity: opacity, mode: mode)
        }
      }
    }
  }
}

/// A layer filter resolved to device pixels.
struct PixelFilter {
  enum Kind {
    case blur
    /// Premultiplied shadow colour, 0…255.
    case shadow(color: SIMD4<Float>, dx: Double, dy: Double)
    /// A colour matrix on straight-alpha colours (see `ColorMatrix`).
    case colorMatrix(ColorMatrix)
  }

  let kind: Kind
  /// Standard deviation in pixels, ≥ 0.
  let sigma: Double

  /// The filter at `scale` px per point, or nil when it changes nothing or cannot be drawn.
  init?(_ filter: LayerFilter, scale: Double) {
    switch filter {
    case .blur(let radius):
      guard radius > 0, radius.isFinite else { return nil }
      kind = .blur
      sigma = radius * scale
    case .shadow(let color, let radius, let offset):
      let c = packedPremultiplied(color)
      let dx = offset.x * scale, dy = offset.y * scale
      guard c >> 24 != 0, dx.isFinite, dy.isFinite, abs(dx) <= maximumShadowOffset,
        abs(dy) <= maximumShadowOffset
      else { return nil }
      kind = .shadow(color: unpacked(c), dx: dx, dy: dy)
      sigma = radius.isFinite && radius > 0 ? radius * scale : 0
    case .colorMatrix(let matrix):
      guard !matrix.isIdentity, matrix.entries.allSatisfy(\.isFinite) else { return nil }
      kind = .colorMatrix(matrix)
      sigma = 0
    }
  }

  private var reach: Int { kernelReach(sigma) + 1 }

  /// How far from an output pixel the filter reads input, in whole pixels.
  var inputReach: Int {
    switch kind {
    case .blur: return reach
    case .shadow(_, let dx, let dy): return reach + Int(max(abs(dx), abs(dy)).rounded(.up))
    case .colorMatrix: return 0
    }
  }

  /// Where output can be non-transparent, given input confined to `box`.
  func spread(_ box: PixelBox) -> PixelBox {
    switch kind {
    case .blur:
      return box.grown(by: reach)
    case .shadow(_, let dx, let dy):
      let moved = box.offsetBy(x: Int(dx.rounded(.down)), y: Int(dy.rounded(.down)))
      return box.hull(PixelBox(x0: moved.x0, y0: moved.y0, x1: moved.x1 + 1, y1: moved.y1 + 1).grown(by: reach))
    case .colorMatrix:
      return box
    }
  }

  /// Applies the filter to `buffer` in place; with `reducingWideBlurs`, blurs wider than
  /// `directBlurLimit` px go through a reduced copy (see `Backdrop.swift`).
  func apply(to buffer: inout Pixmap, reducingWideBlurs: Bool = false) {
    let reduced = reducingWideBlurs && sigma > directBlurLimit
    let (width, height) = (buffer.width, buffer.height)
    if case .colorMatrix(let matrix) = kind {
      buffer.data.withUnsafeMutableBufferPointer { applyColorMatrix(matrix, to: $0) }
      return
    }
    var floats = LayerBuffers.takeFloats()
    defer { LayerBuffers.give(floats) }
    switch kind {
    case .blur:
      buffer.data.withUnsafeMutableBufferPointer { pixels in
        if reduced {
          reducedBlur(pixels.baseAddress!, width: width, height: height, sigma: sigma)
        } else {
          gaussianBlur(pixels.baseAddress!, width: width, height: height, sigma: sigma, scratch: &floats)
        }
      }
    case .colorMatrix:
      break  // applied above, without the scratch buffer
    case .shadow(let color, let dx, let dy) where !reduced:
      buffer.data.withUnsafeMutableBufferPointer { pixels in
        drawBlurredShadow(
          under: pixels.baseAddress!, width: width, height: height, color: color, sigma: sigma,
          shiftX: dx, shiftY: dy, scratch: &floats)
      }
    case .shadow(let color, let dx, let dy):
      // Through a reduced copy: the shadow is tinted first, then blurred with the content's
      // reduction (`reducedBlur`), and drawn under the content.
      var shadow = LayerBuffers.takeBytes(width * height * 4)
      defer { LayerBuffers.give(shadow) }
      buffer.data.withUnsafeMutableBytes { content in
        shadow.withUnsafeMutableBytes { shade in
          let (src, dst) = (content.baseAddress!, shade.baseAddress!)
          for i in 0..<(width * height) {
            let a = Float(src.load(fromByteOffset: i * 4 + 3, as: UInt8.self))
            if a == 0 { continue }
            dst.storeBytes(of: packed(color * (a / 255)), toByteOffset: i * 4, as: UInt32.self)
          }
          reducedBlur(
            dst.assumingMemoryBound(to: UInt8.self), width: width, height: height, sigma: sigma,
            shiftX: dx, shiftY: dy)
          for i in 0..<(width * height) {
            let s = dst.loadUnaligned(fromByteOffset: i * 4, as: UInt32.self)
            if s == 0 { continue }
            let c = src.loadUnaligned(fromByteOffset: i * 4, as: UInt32.self)
            src.storeBytes(of: sourceOver(c, s), toByteOffset: i * 4, as: UInt32.self)
          }
        }
      }
    }
  }
}

/// Whether any layer among `items`, at any depth, composites with a mode other than normal
/// (source-over): then the items' group must be drawn in isolation.
func containsBlendMode(_ items: [DisplayItem]) -> Bool {
  items.contains { item in
    guard case .layer(let layer) = item else { return false }
    return layer.blendMode != .normal || containsBlendMode(layer.items)
  }
}


/// Maps every non-transparent premultiplied RGBA8 pixel of `pixels` through `matrix`: the
/// colour is unpremultiplied, multiplied (components 0…1), clamped and premultiplied again.
/// Pixels with zero alpha are left alone, so a matrix that adds to alpha cannot paint outside
/// the content (the layer's bounds assume it does not).
private func applyColorMatrix(_ matrix: ColorMatrix, to pixels: UnsafeMutableBufferPointer<UInt8>) {
  let m = matrix.entries.map(Float.init)
  let rows = (0..<4).map { k in SIMD4<Float>(m[k * 5], m[k * 5 + 1], m[k * 5 + 2], m[k * 5 + 3]) }
  let offsets = SIMD4<Float>(m[4], m[9], m[14], m[19])
  let (r0, r1, r2, r3) = (rows[0], rows[1], rows[2], rows[3])
  var i = 0
  while i < pixels.count {
    let a = pixels[i + 3]
    if a != 0 {
      let alpha = Float(a) / 255
      let scale = 1 / Float(a)
      let straight = SIMD4<Float>(
        Float(pixels[i]) * scale, Float(pixels[i + 1]) * scale, Float(pixels[i + 2]) * scale, alpha)
      var out = SIMD4<Float>(
        (r0 * straight).sum(), (r1 * straight).sum(), (r2 * straight).sum(), (r3 * straight).sum())
      out = (out + offsets).clamped(lowerBound: .zero, upperBound: .one)
      let premultiplied = SIMD4<Float>(out.x * out.w, out.y * out.w, out.z * out.w, out.w) * 255
      let p = packed(premultiplied)
      pixels[i] = UInt8(truncatingIfNeeded: p)
      pixels[i + 1] = UInt8(truncatingIfNeeded: p >> 8)
      pixels[i + 2] = UInt8(truncatingIfNeeded: p >> 16)
      pixels[i + 3] = UInt8(truncatingIfNeeded: p >> 24)
    }
    i += 4
  }
}
