import Flipbook
import Foundation

// The measurements the catalog scenes' own checks make (`FlipbookScene.checks`), from pixels
// only. What moves in the animator scenes is warm-coloured (the dog emoji's beige and browns,
// the orange bell) and nothing else on their canvases is (buttons are blue and white), so a
// frame's moving object is its warm ink: every pixel weighted by how much redder than blue it
// is, which counts an edge pixel by its coverage. Its centroid gives position, its radius of
// gyration size, and its second central moments the orientation of its principal axis
// (½ atan2(2μ₁₁, μ₂₀ − μ₀₂), clockwise on screen as y points down), which turns with the
// object whatever it is scaled by.

/// The warm ink of a frame: weight, centroid, second central moments and horizontal extent.
public struct WarmInk: Sendable {
  /// The total weight, in pixels' worth of full ink.
  public var mass = 0.0
  /// The centroid, in points.
  public var x = 0.0, y = 0.0
  /// The second central moments, in square points.
  public var xx = 0.0, yy = 0.0, xy = 0.0
  /// The leftmost and rightmost columns holding at least a quarter pixel's worth of ink.
  public var minX = Double.infinity, maxX = -Double.infinity

  /// Measures `pixmap`, drawn at `scale` pixels per point.
  public init(_ pixmap: Pixmap, scale: Double) {
    var columns = [Double](repeating: 0, count: pixmap.width)
    var sx = 0.0, sy = 0.0, sxx = 0.0, syy = 0.0, sxy = 0.0
    for row in 0..<pixmap.height {
      for column in 0..<pixmap.width {
        let p = pixmap[column, row]
        let w = max(0, Double(p[0]) - Double(p[2])) / 255
        guard w > 0 else { continue }
        let (px, py) = (Double(column) + 0.5, Double(row) + 0.5)
        mass += w
        sx += w * px
        sy += w * py
        sxx += w * px * px
        syy += w * py * py
        sxy += w * px * py
        columns[column] += w
      }
    }
    guard mass > 0 else { return }
    x = sx / mass / scale
    y = sy / mass / scale
    xx = (sxx / mass - (sx / mass) * (sx / mass)) / (scale * scale)
    yy = (syy / mass - (sy / mass) * (sy / mass)) / (scale * scale)
    xy = (sxy / mass - (sx / mass) * (sy / mass)) / (scale * scale)
    let peak = columns.max() ?? 0
    if let first = columns.firstIndex(where: { $0 > 0.25 * peak / 8 }),
      let last = columns.lastIndex(where: { $0 > 0.25 * peak / 8 })
    {
      minX = Double(first) / scale
      maxX = Double(last + 1) / scale
    }
  }

  /// The principal axis's angle, degrees, clockwise on screen.
  public var orientation: Double { 0.5 * atan2(2 * xy, xx - yy) * 180 / .pi }
  /// The radius of gyration (points): grows in proportion to a uniform scale.
  public var size: Double { (xx + yy).squareRoot() }
}
