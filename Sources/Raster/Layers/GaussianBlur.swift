// Gaussian blur of a premultiplied RGBA8 buffer, optionally moving it by a sub-pixel offset.
//
// What: a separable convolution, rows into a Float buffer, then columns back to bytes
// (rounded once, so the only quantisation is the final one). The kernel is the exact blur of
// the image read as piecewise-constant pixel squares, sampled at pixel centres: tap k weighs
// `∫ G(u − shift) du` over `k − ½ … k + ½`, i.e. `Φ((k − shift + ½)/σ) − Φ((k − shift − ½)/σ)`.
// It is truncated at `kernelReach` (3σ, losing 0.27 % of the mass, renormalised), and at
// σ = 0 it degenerates to the identity — or, with a fractional shift, to linear interpolation
// (the exact-area resampling of a shifted pixel grid) — so shadows with radius 0 still land
// on fractional offsets.
// Why not three box passes: exactness and simplicity first; the cost is (6σ + 1) taps per
// pixel per pass, fine for the radii of UI shadows at @3x (σ ≤ 30 px); box passes are the
// upgrade when long blurs show up in profiles.
// Refuses: σ is capped at `maximumSigma` px; pixels outside the buffer count as transparent.

import Foundation

/// The largest standard deviation applied, in pixels; larger requests are clamped.
let maximumSigma = 600.0

/// How far (in pixels) a blur with standard deviation `sigma` px reaches.
func kernelReach(_ sigma: Double) -> Int {
  guard sigma > 0 else { return 0 }
  return Int((3 * min(sigma, maximumSigma)).rounded(.up))
}

/// The taps of a 1-D blur: output x = Σ weights[i] · input(x − (first + i)).
struct BlurKernel {
  var first: Int
  var weights: [Float]

  init(sigma: Double, shift: Double) {
    let sigma = sigma.isFinite ? min(max(sigma, 0), maximumSigma) : 0
    let shift = shift.isFinite ? shift : 0
    if sigma < 1e-3 {
      let whole = shift.rounded(.down), f = Float(shift - whole)
      first = Int(whole)
      weights = f == 0 ? [1] : [1 - f, f]
      return
    }
    let reach = Double(kernelReach(sigma))
    first = Int((shift - reach).rounded(.down))
    let last = Int((shift + reach).rounded(.up))
    let scale = 1 / (sigma * 2.0.squareRoot())
    func cdf(_ u: Double) -> Double { 0.5 * (1 + erf(u * scale)) }
    var raw = [Double]()
    for k in first...last {
      let centre = Double(k) - shift
      raw.append(cdf(centre + 0.5) - cdf(centre - 0.5))
    }
    let total = raw.reduce(0, +)
    weights = raw.map { Float($0 / total) }
  }
}

/// Blurs `width × height` premultiplied RGBA8 `pixels` in place with standard deviation
/// `sigma` px and moves the result by (`shiftX`, `shiftY`) px. `scratch` receives
/// `width · height · 4` Floats of intermediate rows.
func gaussianBlur(
  _ pixels: UnsafeMutablePointer<UInt8>, width: Int, height: Int, sigma: Double,
  shiftX: Double = 0, shiftY: Double = 0, scratch: inout [Float]
) {
  guard width > 0, height > 0 else { return }
  let horizontal = BlurKernel(sigma: sigma, shift: shiftX)
  let vertical = BlurKernel(sigma: sigma, shift: shiftY)
  scratch.removeAll(keepingCapacity: true)
  scratch.append(contentsOf: repeatElement(0, count: width * height * 4))
  scratch.withUnsafeMutableBufferPointer { temp in
    horizontal.weights.withUnsafeBufferPointer { hw in
      vertical.weights.withUnsafeBufferPointer { vw in
        let rows = temp.baseAddress!
        for y in 0..<height {
          convolveRow(
            pixels + y * width * 4, into: rows + y * width * 4, width: width,
            first: horizontal.first, weights: hw)
        }
        for x in 0..<width {
          convolveColumn(
            rows + x * 4, into: pixels + x * 4, stride: width * 4, height: height,
            first: vertical.first, weights: vw)
        }
      }
    }
  }
}

/// One row: `out[x] = Σ w[i] · in[x − first − i]`, zero outside 0..<width.
///
/// The bytes are widened to Floats once per row (into the output row itself, which then
/// serves as input until the convolution overwrites it from a copy), not once per tap; each
/// output is the same sum, in the same order, as a tap-by-tap reading of the bytes.
private func convolveRow(
  _ input: UnsafeMutablePointer<UInt8>, into out: UnsafeMutablePointer<Float>, width: Int,
  first: Int, weights: UnsafeBufferPointer<Float>
) {
  let taps = weights.count
  withUnsafeTemporaryAllocation(of: SIMD4<Float>.self, capacity: width) { row in
    var opaque = false
    for x in 0..<width {
      let p = input + x * 4
      row[x] = SIMD4(Float(p[0]), Float(p[1]), Float(p[2]), Float(p[3]))
      opaque = opaque || p[3] != 0
    }
    for x in 0..<width {
      // Taps i with 0 ≤ x − first − i < width.
      let iLow = max(0, x - first - width + 1), iHigh = min(taps - 1, x - first)
      guard iLow <= iHigh, opaque else { continue }
      var acc = SIMD4<Float>.zero
      let w = weights.baseAddress!, pixels = row.baseAddress!
      var i = iLow
      while i <= iHigh {
        // A clear pixel adds w · 0 = +0, which leaves the sum as it is: skipped.
        let pixel = pixels[x &- first &- i]
        if pixel.w != 0 { acc += w[i] * pixel }
        i &+= 1
      }
      UnsafeMutableRawPointer(out + x * 4).storeBytes(of: acc, as: SIMD4<Float>.self)
    }
  }
}

/// One column of Float rows back into bytes, rounded once.
private func convolveColumn(
  _ input: UnsafeMutablePointer<Float>, into out: UnsafeMutablePointer<UInt8>, stride: Int,
  height: Int, first: Int, weights: UnsafeBufferPointer<Float>
) {
  let taps = weights.count
  for y in 0..<height {
    let iLow = max(0, y - first - height + 1), iHigh = min(taps - 1, y - first)
    var acc = SIMD4<Float>.zero
    if iLow <= iHigh {
      // Tap i reads row y − first − i: walked upwards from iLow with one pointer step per tap
      // (indices are in range by construction, so no overflow or bounds checks in the loop).
      var p = UnsafeRawPointer(input + (y &- first &- iLow) &* stride)
      let step = stride &* MemoryLayout<Float>.stride
      let w = weights.baseAddress!
      var i = iLow
      while i <= iHigh {
        acc += w[i] * p.loadUnaligned(as: SIMD4<Float>.self)
        p -= step
        i &+= 1
      }
    }
    let pixel = packed(acc)
    UnsafeMutableRawPointer(out + y * stride).storeBytes(of: pixel, as: UInt32.self)
  }
}
