// Y′CbCr ↔ R′G′B′ straight from the standards, for expected values in tests: ITU-R BT.709-6
// §3 (Kr 0.2126, Kb 0.0722) and BT.601-7 §2.5 (Kr 0.299, Kb 0.114), limited range (Y′ 16…235,
// Cb and Cr 16…240 around 128, scaled by 2^(bits − 8) for deeper samples) or full range
// (JFIF: 0…2^bits − 1 around 2^(bits − 1)). Written from the equations, not from Flipbook's
// converter, so a wrong coefficient there cannot hide here.

/// The luma coefficients of a matrix: E′y = Kr·E′r + (1 − Kr − Kb)·E′g + Kb·E′b.
struct LumaCoefficients: Sendable, CustomStringConvertible {
  let kr: Double, kb: Double
  let name: String
  static let bt709 = LumaCoefficients(kr: 0.2126, kb: 0.0722, name: "BT.709")
  static let bt601 = LumaCoefficients(kr: 0.299, kb: 0.114, name: "BT.601")
  var description: String { name }
}

/// R′G′B′ in 0…255, unrounded and unclamped, of the Y′CbCr code values `y`, `cb`, `cr`:
/// E′y = (Y′ − 16s)/(219s), E′Pb = (Cb − 128s)/(224s), E′Pr likewise (s = 2^(bits − 8)), or for
/// full range E′y = Y′/(2^bits − 1), E′Pb = (Cb − 2^(bits − 1))/(2^bits − 1); then
/// E′r = E′y + 2(1 − Kr)·E′Pr, E′b = E′y + 2(1 − Kb)·E′Pb, E′g = (E′y − Kr·E′r − Kb·E′b)/Kg.
func referenceRGB(
  y: Double, cb: Double, cr: Double, _ k: LumaCoefficients, fullRange: Bool = false, bits: Int = 8
) -> SIMD3<Double> {
  let s = Double(1 << (bits - 8)), top = Double((1 << bits) - 1), mid = Double(1 << (bits - 1))
  let e = fullRange ? y / top : (y - 16 * s) / (219 * s)
  let pb = fullRange ? (cb - mid) / top : (cb - 128 * s) / (224 * s)
  let pr = fullRange ? (cr - mid) / top : (cr - 128 * s) / (224 * s)
  let r = e + 2 * (1 - k.kr) * pr, b = e + 2 * (1 - k.kb) * pb
  let g = (e - k.kr * r - k.kb * b) / (1 - k.kr - k.kb)
  return [r * 255, g * 255, b * 255]
}

/// The 8-bit limited-range Y′CbCr of R′G′B′ `c` (0…255), each rounded to a code value:
/// Y′ = 16 + 219·E′y, Cb = 128 + 224·(E′b − E′y)/(2(1 − Kb)), Cr = 128 + 224·(E′r − E′y)/(2(1 − Kr)).
func referenceYCbCr(_ c: SIMD3<Double>, _ k: LumaCoefficients) -> (y: Double, cb: Double, cr: Double) {
  let e = (k.kr * c.x + (1 - k.kr - k.kb) * c.y + k.kb * c.z) / 255
  return ((16 + 219 * e).rounded(), (128 + 224 * (c.z / 255 - e) / (2 * (1 - k.kb))).rounded(),
          (128 + 224 * (c.x / 255 - e) / (2 * (1 - k.kr))).rounded())
}

/// max(|a.x − b.x|, |a.y − b.y|, |a.z − b.z|).
func largestChannelDifference(_ a: SIMD3<Double>, _ b: SIMD3<Double>) -> Double {
  max(abs(a.x - b.x), abs(a.y - b.y), abs(a.z - b.z))
}
