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

  /// Video frame `index` of a 24×24 square (#007AFF) moving 3 px right and 1 px down per frame
  /// over the background, so its edges land on odd and even pixels.
  static func movingSquare(index: Int, width: Int = 128, height: Int = 96) -> Pixmap {
    var pixmap = Pixmap(width: width, height: height)
    for y in 0..<height {
      for x in 0..<width { pixmap[x, y] = background }
    }
    let left = 5 + 3 * index, top = 11 + index
    for y in max(0, top)..<min(height, top + 24) {
      for x in max(0, left)..<min(width, left + 24) { pixmap[x, y] = [0, 122, 255, 255] }
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
