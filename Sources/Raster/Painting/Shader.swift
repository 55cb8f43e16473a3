// Shader: the colour of a non-solid paint at each device pixel.
//
// What: gradients (linear, radial/elliptical, angular), bilinearly sampled images and mesh
// gradients (`MeshTable`, in MeshShader.swift), evaluated at pixel centres for one run of
// pixels at a time, into premultiplied RGBA8.
// Why this shape: the paint's geometry is in the item's local space; one inverse affine
// map (device → gradient or image space) is computed per draw, after which stepping one
// pixel right is two additions. Stops are copied once per draw into raw Float buffers
// (premultiplied colour and location), so the per-pixel work is a short scan, one lerp and
// a rounding: no allocation, no ARC, exact to the rounding of the final byte (no lookup table,
// so hard steps and closely spaced stops stay exact).
// Interpolation is on premultiplied, gamma-encoded values (see `ResolvedGradient`); images are
// filtered premultiplied too, which is what keeps transparent texels from bleeding colour.
// Refuses: a singular or non-finite transform, no stops or an empty image draw nothing
// (`makeShader` returns nil); a zero-length linear axis paints the last stop (as SVG does).

import Foundation
import Geometry
import Drawing

/// Premultiplied gradient stops in raw buffers, owned by the `withShader` scope.
struct StopTable {
  /// Stop locations, ascending, in 0…1.
  let locations: UnsafeMutablePointer<Float>
  /// Premultiplied colours in 0…255 (opacity multiplied in).
  let colors: UnsafeMutablePointer<SIMD4<Float>>
  /// Number of stops, ≥ 1.
  let count: Int

  /// The premultiplied colour at location `t` (any value; NaN counts as 0), padded.
  @inline(__always)
  func color(at t: Float) -> SIMD4<Float> {
    guard t > locations[0] else { return colors[0] }
    let last = count - 1
    guard t < locations[last] else { return colors[last] }
    var k = 0
    while locations[k + 1] <= t { k += 1 }
    let f = (t - locations[k]) / (locations[k + 1] - locations[k])
    return colors[k] + (colors[k + 1] - colors[k]) * f
  }
}

/// Rounds a premultiplied 0…255 colour to a packed pixel; colour channels are capped at
/// alpha so Float rounding can never break the premultiplied invariant.
@inline(__always)
func packed(_ c: SIMD4<Float>) -> PackedPixel {
  let a = UInt32(c.w + 0.5)
  let r = min(UInt32(c.x + 0.5), a), g = min(UInt32(c.y + 0.5), a), b = min(UInt32(c.z + 0.5), a)
  return r | g << 8 | b << 16 | a << 24
}

/// Writes the colours of a run of pixel centres: what `ShaderBlitter` paints with.
protocol RowShader {
  /// Writes the colours of pixel centres (x + i + ½, y + ½), i in 0..<count, to `out`.
  func shade(x: Int, y: Int, count: Int, into out: UnsafeMutablePointer<PackedPixel>)
}

/// A per-pixel colour source; see the file note.
struct Shader: RowShader {
  enum Kind {
    /// `t = tx·x + ty·y + t0` at device point (x, y) (folded into `map`'s first row).
    case linear
    /// `t = (|p| − r0) · inverseSpan` with `p = map(x, y)` relative to the centre.
    case radial(r0: Double, inverseSpan: Double)
    /// `p = map(x, y)` relative to the centre; see `angularLocation`.
    case angular(start: Double, span: Double)
    /// `p = map(x, y)` in image pixels.
    case image(pixels: UnsafePointer<UInt8>, width: Int, height: Int, opacity: Float)
    /// `p = map(x, y)` in device pixels (the map is the identity); see `MeshTable`.
    case mesh(MeshTable)
  }

  let kind: Kind
  /// Device pixel → shading space (gradient space minus centre, or image pixels).
  let map: Transform
  let stops: StopTable

  /// Writes the colours of pixel centres (x + i + ½, y + ½), i in 0..<count, to `out`.
  @inline(__always)
  func shade(x: Int, y: Int, count: Int, into out: UnsafeMutablePointer<PackedPixel>) {
    let m = map
    var px = m.a * (Double(x) + 0.5) + m.c * (Double(y) + 0.5) + m.tx
    var py = m.b * (Double(x) + 0.5) + m.d * (Double(y) + 0.5) + m.ty
    switch kind {
    case .linear:
      for i in 0..<count {
        out[i] = packed(stops.color(at: Float(px)))
        px += m.a
      }
    case .radial(let r0, let inverseSpan):
      for i in 0..<count {
        let t = ((px * px + py * py).squareRoot() - r0) * inverseSpan
        out[i] = packed(stops.color(at: Float(t)))
        px += m.a
        py += m.b
      }
    case .angular(let start, let span):
      for i in 0..<count {
        out[i] = packed(stops.color(at: Float(angularLocation(px, py, start: start, span: span))))
        px += m.a
        py += m.b
      }
    case .image(let pixels, let width, let height, let opacity):
      for i in 0..<count {
        out[i] = bilinear(pixels, width: width, height: height, px, py, opacity: opacity)
        px += m.a
        py += m.b
      }
    case .mesh(let mesh):
      for i in 0..<count {
        out[i] = mesh.color(x: px, y: py)
        px += m.a
        py += m.b
      }
    }
  }
}

extension Shader {
  /// The colour at the device point (x, y) (any point, not only a pixel centre): what a
  /// projective shader asks for once it has undone the perspective of a pixel centre.
  @inline(__always)
  func color(atX x: Double, y: Double) -> PackedPixel {
    let m = map
    let px = m.a * x + m.c * y + m.tx
    let py = m.b * x + m.d * y + m.ty
    switch kind {
    case .linear:
      return packed(stops.color(at: Float(px)))
    case .radial(let r0, let inverseSpan):
      return packed(stops.color(at: Float(((px * px + py * py).squareRoot() - r0) * inverseSpan)))
    case .angular(let start, let span):
      return packed(stops.color(at: Float(angularLocation(px, py, start: start, span: span))))
    case .image(let pixels, let width, let height, let opacity):
      return bilinear(pixels, width: width, height: height, px, py, opacity: opacity)
    case .mesh(let mesh):
      return mesh.color(x: px, y: py)
    }
  }
}

/// The gradient location of direction (x, y) for an angular gradient starting at `start`
/// radians and sweeping `span` radians (either sign); see `Paint.Shading.angularGradient`.
@inline(__always)
func angularLocation(_ x: Double, _ y: Double, start: Double, span: Double) -> Double {
  let turn = 2 * Double.pi
  let theta = atan2(y, x)
  let forward = span > 0
  let length = abs(span)
  // Angle travelled from the start in the sweep direction, in 0..<2π (the last turn when
  // the sweep is longer than one: measure back from the end instead).
  if length >= turn {
    let end = start + span
    var back = (forward ? end - theta : theta - end).truncatingRemainder(dividingBy: turn)
    if back < 0 { back += turn }
    return 1 - back / length
  }
  var travelled = (forward ? theta - start : start - theta).truncatingRemainder(dividingBy: turn)
  if travelled < 0 { travelled += turn }
  if travelled <= length { return travelled / length }
  return travelled < length + (turn - length) / 2 ? 1 : 0
}

/// Bilinear sample of premultiplied RGBA8 at image point (u, v) (pixel centres at +½),
/// edges clamped, colour scaled by `opacity`.
@inline(__always)
func bilinear(
  _ pixels: UnsafePointer<UInt8>, width: Int, height: Int, _ u: Double, _ v: Double,
  opacity: Float
) -> PackedPixel {
  let x = min(max(u - 0.5, -1), Double(width)), y = min(max(v - 0.5, -1), Double(height))
  let xf = x.rounded(.down), yf = y.rounded(.down)
  let fx = Float(x - xf), fy = Float(y - yf)
  let x0 = Int(xf), y0 = Int(yf)
  let xa = min(max(x0, 0), width - 1), xb = min(max(x0 + 1, 0), width - 1)
  let ya = min(max(y0, 0), height - 1), yb = min(max(y0 + 1, 0), height - 1)
  @inline(__always) func texel(_ i: Int, _ j: Int) -> SIMD4<Float> {
    let p = pixels + (j * width + i) * 4
    return SIMD4(Float(p[0]), Float(p[1]), Float(p[2]), Float(p[3]))
  }
  let top = texel(xa, ya) * (1 - fx) + texel(xb, ya) * fx
  let bottom = texel(xa, yb) * (1 - fx) + texel(xb, yb) * fx
  return packed((top * (1 - fy) + bottom * fy) * opacity)
}

/// Runs `body` with the shader of `paint` drawn through `transform` (local → device), or does
/// nothing when the paint draws nothing (see the file note). Solid paints are not shaders.
func withShader<R>(_ paint: Paint, transform: Transform, _ body: (Shader) -> R) -> R? {
  let opacity = paint.opacity.isNaN ? 0 : min(max(paint.opacity, 0), 1)
  guard opacity > 0 else { return nil }
  switch paint.shading {
  case .solid:
    return nil
  case .linearGradient(let gradient, let start, let end):
    guard let toLocal = transform.inverted() else { return nil }
    let (dx, dy) = (end.x - start.x, end.y - start.y)
    let length2 = dx * dx + dy * dy
    // t(local q) = (q − start)·(dx, dy)/|d|²; composed with device → local it stays affine.
    let (ax, ay) = length2 > 0 ? (dx / length2, dy / length2) : (0, 0)
    let offset = length2 > 0 ? -(start.x * ax + start.y * ay) : 1
    let axis = Transform(a: ax, b: 0, c: ay, d: 0, tx: offset, ty: 0)
    return withStops(gradient, opacity: opacity) { stops in
      body(Shader(kind: .linear, map: toLocal.concatenating(axis), stops: stops))
    }
  case .radialGradient(let gradient, let center, let r0, let r1, let gradientTransform):
    guard r0.isFinite, r1.isFinite,
      let toGradient = gradientTransform.concatenating(transform).inverted()
    else { return nil }
    let span = r1 - r0
    // Equal radii: a hard step at the radius (everything outside takes the last stop).
    let inverseSpan = span != 0 ? 1 / span : 1e30
    let map = toGradient.concatenating(Transform(translationX: -center.x, y: -center.y))
    return withStops(gradient, opacity: opacity) { stops in
      body(Shader(kind: .radial(r0: r0, inverseSpan: inverseSpan), map: map, stops: stops))
    }
  case .angularGradient(let gradient, let center, let startAngle, let endAngle):
    let span = endAngle.radians - startAngle.radians
    guard span != 0, span.isFinite, startAngle.radians.isFinite,
      let toLocal = transform.inverted()
    else { return nil }
    let map = toLocal.concatenating(Transform(translationX: -center.x, y: -center.y))
    return withStops(gradient, opacity: opacity) { stops in
      body(Shader(kind: .angular(start: startAngle.radians, span: span), map: map, stops: stops))
    }
  case .image(let image, let imageTransform):
    guard image.width > 0, image.height > 0,
      let toImage = imageTransform.concatenating(transform).inverted()
    else { return nil }
    let empty = StopTable(locations: .allocate(capacity: 1), colors: .allocate(capacity: 1), count: 0)
    defer { empty.locations.deallocate(); empty.colors.deallocate() }
    return image.premultipliedRGBA.withUnsafeBufferPointer { bytes in
      let kind = Shader.Kind.image(
        pixels: bytes.baseAddress!, width: image.width, height: image.height,
        opacity: Float(opacity))
      return body(Shader(kind: kind, map: toImage, stops: empty))
    }
  case .meshGradient(let mesh):
    let empty = StopTable(locations: .allocate(capacity: 1), colors: .allocate(capacity: 1), count: 0)
    defer { empty.locations.deallocate(); empty.colors.deallocate() }
    return withMeshTable(mesh, transform: transform, opacity: opacity) { table in
      body(Shader(kind: .mesh(table), map: .identity, stops: empty))
    }
  }
}

/// Runs `body` with `gradient`'s stops premultiplied into raw buffers; nil for no stops.
private func withStops<R>(
  _ gradient: ResolvedGradient, opacity: Double, _ body: (StopTable) -> R
) -> R? {
  let stops = gradient.stops
  guard !stops.isEmpty else { return nil }
  let table = StopTable(
    locations: .allocate(capacity: stops.count), colors: .allocate(capacity: stops.count),
    count: stops.count)
  defer {
    table.locations.deallocate()
    table.colors.deallocate()
  }
  func clamp(_ v: Double) -> Double { v.isNaN ? 0 : min(max(v, 0), 1) }
  for (i, stop) in stops.enumerated() {
    let c = stop.color
    let a = clamp(c.alpha) * opacity
    table.locations[i] = Float(stop.location)
    table.colors[i] = SIMD4(
      Float(clamp(c.red) * a * 255), Float(clamp(c.green) * a * 255),
      Float(clamp(c.blue) * a * 255), Float(a * 255))
  }
  return body(table)
}
