// Projective shader: a paint's colours under a perspective projection.
//
// What: for each destination pixel centre, undoes the projection (the inverse homography,
// stepped one pixel right by three additions and divided per pixel) and asks the paint's
// affine `Shader` for its colour at the point found, so gradients and images (bilinear) are
// sampled perspective-correctly, not interpolated linearly across the screen.
// Refuses: a pixel whose inverse image lies behind the eye (w ≤ 0) is transparent; it can only
// occur at coverage the projected path does not have.

import Foundation
import Geometry

/// A `Shader` seen through a projection; see the file note.
struct ProjectiveShader: RowShader {
  let shader: Shader
  /// Destination device pixels → the shader's device pixels (before the projection).
  let inverse: ProjectionTransform

  func shade(x: Int, y: Int, count: Int, into out: UnsafeMutablePointer<PackedPixel>) {
    let m = inverse
    let cx = Double(x) + 0.5, cy = Double(y) + 0.5
    var hx = m.m11 * cx + m.m21 * cy + m.m31
    var hy = m.m12 * cx + m.m22 * cy + m.m32
    var hw = m.m13 * cx + m.m23 * cy + m.m33
    for i in 0..<count {
      if hw > 0 {
        let s = 1 / hw
        out[i] = shader.color(atX: hx * s, y: hy * s)
      } else {
        out[i] = 0
      }
      hx += m.m11
      hy += m.m12
      hw += m.m13
    }
  }
}
