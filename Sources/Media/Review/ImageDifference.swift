// How two images differ: the pixels whose straight RGBA differs by more than a per-channel
// tolerance, how much at most and where. Used by golden checks (FlipbookTesting) and by
// `render compare`.

import Raster

/// How two images differ beyond a per-channel tolerance.
public struct ImageDifference: CustomStringConvertible {
  public let differingPixels: Int
  public let maxChannelDifference: Int
  /// Bounding box of the differing pixels: x, y, width, height.
  public let bounds: (x: Int, y: Int, width: Int, height: Int)
  /// The first pixel with the largest difference (row by row).
  public let worst: (x: Int, y: Int)
  /// Pixels compared: the larger image's count when the sizes differ.
  public let totalPixels: Int
  private let mask: [Bool]
  private let sizeMismatch: String?

  /// `nil` when the images match within `tolerance` on every channel of every pixel
  /// (straight RGBA; pixels transparent in both count as equal).
  public init?(expected: Pixmap, actual: Pixmap, tolerance: Int) {
    guard expected.width == actual.width, expected.height == actual.height else {
      differingPixels = max(expected.width * expected.height, actual.width * actual.height)
      maxChannelDifference = 255
      bounds = (0, 0, max(expected.width, actual.width), max(expected.height, actual.height))
      worst = (0, 0)
      totalPixels = differingPixels
      mask = []
      sizeMismatch = "size \(actual.width)×\(actual.height) px, expected \(expected.width)×\(expected.height) px"
      return
    }
    sizeMismatch = nil
    let a = expected.straightRGBA(), b = actual.straightRGBA()
    var count = 0, maxDiff = 0, worstIndex = 0
    var minX = Int.max, minY = Int.max, maxX = -1, maxY = -1
    var mask = [Bool](repeating: false, count: expected.width * expected.height)
    for i in 0..<(expected.width * expected.height) {
      let o = i * 4
      if a[o + 3] == 0 && b[o + 3] == 0 { continue }
      var d = 0
      for c in 0..<4 { d = max(d, abs(Int(a[o + c]) - Int(b[o + c]))) }
      guard d > tolerance else { continue }
      count += 1
      if d > maxDiff { (maxDiff, worstIndex) = (d, i) }
      mask[i] = true
      let x = i % expected.width, y = i / expected.width
      minX = min(minX, x); maxX = max(maxX, x); minY = min(minY, y); maxY = max(maxY, y)
    }
    guard count > 0 else { return nil }
    differingPixels = count
    maxChannelDifference = maxDiff
    worst = (worstIndex % expected.width, worstIndex / expected.width)
    totalPixels = expected.width * expected.height
    bounds = (minX, minY, maxX - minX + 1, maxY - minY + 1)
    self.mask = mask
  }

  public var description: String {
    if let sizeMismatch { return sizeMismatch }
    return "\(differingPixels) pixels differ by more than the tolerance (max channel difference \(maxChannelDifference)) within x \(bounds.x)…\(bounds.x + bounds.width - 1), y \(bounds.y)…\(bounds.y + bounds.height - 1)"
  }

  /// expected | actual | diff (differing pixels red over a faded expected image).
  public func triptych(expected: Pixmap, actual: Pixmap) -> Pixmap {
    let w = max(expected.width, actual.width), h = max(expected.height, actual.height)
    var out = Pixmap(width: w * 3, height: h)
    func blit(_ p: Pixmap, at dx: Int) {
      for y in 0..<p.height { for x in 0..<p.width { out[x + dx, y] = p[x, y] } }
    }
    blit(expected, at: 0)
    blit(actual, at: w)
    for y in 0..<expected.height {
      for x in 0..<expected.width {
        if !mask.isEmpty && mask[y * expected.width + x] {
          out[x + 2 * w, y] = SIMD4(255, 0, 0, 255)
        } else {
          let p = expected[x, y]
          let grey = UInt8((Int(p.x) + Int(p.y) + Int(p.z)) / 3 / 3 + 170)
          out[x + 2 * w, y] = SIMD4(grey, grey, grey, 255)
        }
      }
    }
    return out
  }
}
