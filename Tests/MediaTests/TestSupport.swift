import Foundation
import Raster

/// A fresh empty directory under the system temporary directory, removed by `remove()`.
struct ScratchDirectory {
  let path: String

  init() {
    path = (NSTemporaryDirectory() as NSString).appendingPathComponent("media-tests-\(UUID().uuidString)")
    try! FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
  }

  /// Names of every entry in the directory, hidden ones included.
  func entries() -> [String] {
    ((try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []).sorted()
  }

  func remove() { try? FileManager.default.removeItem(atPath: path) }
}

/// Test scenes drawn with plain loops.
enum Scene {
  /// #F2F2F7, iOS's grouped background.
  static let background: SIMD4<UInt8> = [242, 242, 247, 255]

  /// Video frame `index` of a 40×40 square (#5856D6, a colour well inside the gamut so a wrong
  /// matrix shows) over the background, its top-left corner
  /// at `origin + index · step`. The default path puts its edges on odd pixels every other
  /// video frame; an even origin and step keep them on 2×2 chroma-block boundaries.
  static func movingSquare(
    index: Int, width: Int = 128, height: Int = 96,
    origin: (x: Int, y: Int) = (5, 11), step: (x: Int, y: Int) = (3, 1)
  ) -> Pixmap {
    var pixmap = Pixmap(width: width, height: height)
    for y in 0..<height {
      for x in 0..<width { pixmap[x, y] = background }
    }
    let left = origin.x + step.x * index, top = origin.y + step.y * index
    for y in max(0, top)..<min(height, top + 40) {
      for x in max(0, left)..<min(width, left + 40) { pixmap[x, y] = [88, 86, 214, 255] }
    }
    return pixmap
  }
}

/// Peak signal-to-noise ratio over the R, G, B channels, in dB (infinity when identical).
func psnr(_ a: Pixmap, _ b: Pixmap) -> Double {
  precondition(a.width == b.width && a.height == b.height)
  var squaredError = 0.0
  for i in stride(from: 0, to: a.data.count, by: 4) {
    for c in 0..<3 {
      let d = Double(a.data[i + c]) - Double(b.data[i + c])
      squaredError += d * d
    }
  }
  let mse = squaredError / Double(a.width * a.height * 3)
  return mse == 0 ? .infinity : 10 * log10(255 * 255 / mse)
}

/// BT.709 luma (Kr 0.2126, Kb 0.0722) of every pixel, in 0…255, unrounded.
func luma(_ pixmap: Pixmap) -> [Double] {
  stride(from: 0, to: pixmap.data.count, by: 4).map { (i: Int) -> Double in
    let r = Double(pixmap.data[i]), g = Double(pixmap.data[i + 1]), b = Double(pixmap.data[i + 2])
    return 0.2126 * r + 0.7152 * g + 0.0722 * b
  }
}

/// PSNR of two equally long luma planes, in dB.
func psnr(_ a: [Double], _ b: [Double]) -> Double {
  let mse = zip(a, b).reduce(0) { $0 + ($1.0 - $1.1) * ($1.0 - $1.1) } / Double(a.count)
  return mse == 0 ? .infinity : 10 * log10(255 * 255 / mse)
}

/// The best an 8-bit yuv420p encoding can do for an opaque pixmap of even size: BT.709
/// limited-range Y′CbCr from the formulas (ITU-R BT.709-6), Y′ rounded per pixel, Cb and Cr
/// averaged over each 2×2 block and rounded, then each pixel rebuilt from its own Y′ and its
/// block's chroma (nearest-neighbour upsampling), clamped and rounded back to RGB.
func ideal420RoundTrip(_ pixmap: Pixmap) -> Pixmap {
  let kr = 0.2126, kb = 0.0722, kg = 1 - kr - kb
  var out = pixmap
  func rgb(_ x: Int, _ y: Int) -> (Double, Double, Double) {
    let p = pixmap[x, y]
    return (Double(p.x), Double(p.y), Double(p.z))
  }
  for by in stride(from: 0, to: pixmap.height, by: 2) {
    for bx in stride(from: 0, to: pixmap.width, by: 2) {
      var cbSum = 0.0, crSum = 0.0
      for (x, y) in [(bx, by), (bx + 1, by), (bx, by + 1), (bx + 1, by + 1)] {
        let (r, g, b) = rgb(x, y)
        let e = kr * r + kg * g + kb * b
        cbSum += 128 + 224 / 255 * (b - e) / (2 * (1 - kb))
        crSum += 128 + 224 / 255 * (r - e) / (2 * (1 - kr))
      }
      let pb = ((cbSum / 4).rounded() - 128) * 255 / 224 * 2 * (1 - kb)
      let pr = ((crSum / 4).rounded() - 128) * 255 / 224 * 2 * (1 - kr)
      for (x, y) in [(bx, by), (bx + 1, by), (bx, by + 1), (bx + 1, by + 1)] {
        let (r, g, b) = rgb(x, y)
        let e = ((16 + 219 / 255 * (kr * r + kg * g + kb * b)).rounded() - 16) * 255 / 219
        let red = e + pr, blue = e + pb
        let green = (e - kr * red - kb * blue) / kg
        func byte(_ v: Double) -> UInt8 { UInt8(min(255, max(0, v.rounded()))) }
        out[x, y] = [byte(red), byte(green), byte(blue), 255]
      }
    }
  }
  return out
}
