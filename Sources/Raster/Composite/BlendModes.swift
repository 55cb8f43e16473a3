// Compositing a finished layer onto its destination with a blend mode.
//
// What: every pixel of a layer buffer, scaled by the layer opacity, combined with the
// destination pixel by one of SwiftUI's blend modes, formulas as documented on `BlendMode`.
// Why two paths: `.normal` is the common case (opacity groups, shadows, clips) and stays in
// the exact 8-bit source-over of `SolidBlitter` (bit-identical to drawing translucent
// items directly); every other mode is evaluated in Float on 0…1 values and rounded once,
// which keeps the formulas readable and checkable against the spec.
// Refuses: transparent layer pixels are skipped (every mode leaves the destination
// unchanged under a fully transparent source, so skipping is exact).

import Drawing

/// Composites `count` pixels of `layer` onto `destination` (both premultiplied RGBA8 rows),
/// each layer pixel first scaled by `opacity` (0…1).
func compositeRow(
  _ layer: UnsafeRawPointer, onto destination: UnsafeMutableRawPointer, count: Int,
  opacity: Double, mode: BlendMode
) {
  if mode == .normal {
    sourceOverRow(layer, onto: destination, count: count, factor: UInt32((opacity * 255).rounded()))
    return
  }
  let scale = Float(opacity) / 255
  for i in 0..<count {
    let src = layer.loadUnaligned(fromByteOffset: i * 4, as: UInt32.self)
    if src == 0 { continue }
    let dst = destination.loadUnaligned(fromByteOffset: i * 4, as: UInt32.self)
    let result = blended(unpacked(src) * scale, unpacked(dst) * (1 / 255), mode)
    destination.storeBytes(of: packed(result * 255), toByteOffset: i * 4, as: UInt32.self)
  }
}

/// The bytes of a packed pixel as Floats 0…255.
@inline(__always)
func unpacked(_ p: PackedPixel) -> SIMD4<Float> {
  SIMD4(Float(p & 0xFF), Float((p >> 8) & 0xFF), Float((p >> 16) & 0xFF), Float(p >> 24))
}

/// `s` blended onto `d` with `mode`; premultiplied, channels 0…1, result clamped to 0…1.
func blended(_ s: SIMD4<Float>, _ d: SIMD4<Float>, _ mode: BlendMode) -> SIMD4<Float> {
  let sa = s.w, da = d.w
  let result: SIMD4<Float>
  switch mode {
  case .normal:
    result = s + d * (1 - sa)
  case .plusLighter:
    result = s + d
  case .plusDarker:
    let a = min(1, sa + da)
    let c = a - (sa - s) - (da - d)
    result = SIMD4(c.x, c.y, c.z, a)
  case .destinationOut:
    result = d * (1 - sa)
  case .sourceAtop:
    let c = s * da + d * (1 - sa)
    result = SIMD4(c.x, c.y, c.z, da)
  case .destinationOver:
    result = s * (1 - da) + d
  default:
    let cs = SIMD3(s.x, s.y, s.z), cd = SIMD3(d.x, d.y, d.z)
    let upperS = sa > 0 ? cs / sa : .zero
    let upperD = da > 0 ? cd / da : .zero
    let b = blendFunction(mode, backdrop: upperD, source: upperS)
    let c = cs * (1 - da) + cd * (1 - sa) + sa * da * b
    result = SIMD4(c.x, c.y, c.z, sa + da - sa * da)
  }
  return result.clamped(lowerBound: .zero, upperBound: SIMD4(repeating: 1))
}

/// The W3C blend function `B(Cb, Cs)` on unpremultiplied colours.
private func blendFunction(
  _ mode: BlendMode, backdrop cb: SIMD3<Float>, source cs: SIMD3<Float>
) -> SIMD3<Float> {
  func each(_ f: (Float, Float) -> Float) -> SIMD3<Float> {
    SIMD3(f(cb.x, cs.x), f(cb.y, cs.y), f(cb.z, cs.z))
  }
  func hardLight(_ b: Float, _ s: Float) -> Float {
    s <= 0.5 ? b * 2 * s : b + (2 * s - 1) - b * (2 * s - 1)
  }
  switch mode {
  case .multiply: return cb * cs
  case .screen: return cb + cs - cb * cs
  case .overlay: return each { b, s in hardLight(s, b) }
  case .hardLight: return each(hardLight)
  case .darken: return pointwiseMin(cb, cs)
  case .lighten: return pointwiseMax(cb, cs)
  case .difference: return each { b, s in abs(b - s) }
  case .exclusion: return cb + cs - 2 * cb * cs
  case .colorDodge:
    return each { b, s in b == 0 ? 0 : s >= 1 ? 1 : min(1, b / (1 - s)) }
  case .colorBurn:
    return each { b, s in b >= 1 ? 1 : s <= 0 ? 0 : 1 - min(1, (1 - b) / s) }
  case .softLight:
    return each { b, s in
      if s <= 0.5 { return b - (1 - 2 * s) * b * (1 - b) }
      let e = b <= 0.25 ? ((16 * b - 12) * b + 4) * b : b.squareRoot()
      return b + (2 * s - 1) * (e - b)
    }
  case .hue: return setLum(setSat(cs, sat(cb)), lum(cb))
  case .saturation: return setLum(setSat(cb, sat(cs)), lum(cb))
  case .color: return setLum(cs, lum(cb))
  case .luminosity: return setLum(cb, lum(cs))
  default: return cs
  }
}

private func lum(_ c: SIMD3<Float>) -> Float { 0.3 * c.x + 0.59 * c.y + 0.11 * c.z }

private func sat(_ c: SIMD3<Float>) -> Float { c.max() - c.min() }

private func setLum(_ c: SIMD3<Float>, _ l: Float) -> SIMD3<Float> {
  var c = c + (l - lum(c))
  let lc = lum(c), n = c.min(), x = c.max()
  if n < 0 { c = lc + (c - lc) * lc / (lc - n) }
  if x > 1 { c = lc + (c - lc) * (1 - lc) / (x - lc) }
  return c
}

private func setSat(_ c: SIMD3<Float>, _ s: Float) -> SIMD3<Float> {
  let n = c.min(), x = c.max()
  guard x > n else { return .zero }
  return (c - n) * s / (x - n)
}
