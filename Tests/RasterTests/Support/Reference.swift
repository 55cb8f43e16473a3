import Foundation
import Geometry
import Drawing
@testable import Raster

/// Independent references for raster tests: brute-force supersampled coverage, computed
/// here from the shape's own definition (a point-in-shape test), never from Raster code.
enum Reference {
  /// The fraction of the pixel square (x, y) whose sample points satisfy `inside`, using an
  /// `n × n` grid of sample centres.
  static func coverage(x: Int, y: Int, samples n: Int = 64, inside: (Double, Double) -> Bool) -> Double {
    var count = 0
    for j in 0..<n {
      let sy = Double(y) + (Double(j) + 0.5) / Double(n)
      for i in 0..<n where inside(Double(x) + (Double(i) + 0.5) / Double(n), sy) { count += 1 }
    }
    return Double(count) / Double(n * n)
  }

  /// Per-pixel coverage of a shape given by its signed distance `distance` (negative inside):
  /// pixels whose centre is more than 0.75 px (> √2/2) from the boundary are exactly 0 or 1,
  /// the others are supersampled.
  static func coverageMap(
    width: Int, height: Int, samples: Int = 64, distance: (Double, Double) -> Double
  ) -> [Double] {
    var out = [Double](repeating: 0, count: width * height)
    for y in 0..<height {
      for x in 0..<width {
        let d = distance(Double(x) + 0.5, Double(y) + 0.5)
        if d < -0.75 { out[y * width + x] = 1 }
        else if d <= 0.75 {
          out[y * width + x] = coverage(x: x, y: y, samples: samples) { distance($0, $1) <= 0 }
        }
      }
    }
    return out
  }

  /// How a rendered alpha channel differs from a reference coverage map, in 1/255 steps,
  /// over the pixels where either is strictly between 0 and 1 (the edge pixels).
  struct Comparison {
    var maxError = 0.0
    var meanError = 0.0
    var edgePixels = 0
    /// Σ rendered alpha / 255, over all pixels.
    var renderedTotal = 0.0
  }

  static func compare(alphaOf pixmap: Pixmap, with expected: [Double]) -> Comparison {
    var result = Comparison()
    var sum = 0.0
    for i in 0..<(pixmap.width * pixmap.height) {
      let a = Double(pixmap.data[i * 4 + 3])
      result.renderedTotal += a / 255
      let e = expected[i] * 255
      if (a > 0 && a < 255) || (expected[i] > 0 && expected[i] < 1) {
        let error = abs(a - e)
        result.maxError = max(result.maxError, error)
        sum += error
        result.edgePixels += 1
      } else {
        result.maxError = max(result.maxError, abs(a - e))
      }
    }
    result.meanError = result.edgePixels > 0 ? sum / Double(result.edgePixels) : 0
    return result
  }
}

extension Pixmap {
  /// The alpha of pixel (x, y) as a fraction.
  func alpha(_ x: Int, _ y: Int) -> Double { Double(self[x, y].w) / 255 }

  /// Whether every byte is zero.
  var isBlank: Bool { data.allSatisfy { $0 == 0 } }
}

extension Paint {
  static let opaqueBlack = Paint(color: .black)
  static let opaqueWhite = Paint(color: .white)
}
