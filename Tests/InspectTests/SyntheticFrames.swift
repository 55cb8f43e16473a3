import Raster

/// Video frames drawn with plain loops over a pixel buffer, independent of Flipbook's
/// rasterizer: the known geometry the measurements are checked against.
enum SyntheticFrames {
  /// A `width` × `height` opaque frame of `background` with hard-edged discs: a pixel is
  /// inside a disc when its centre is within the radius (centre and radius in pixels).
  static func discs(
    width: Int, height: Int, background: SIMD4<UInt8>,
    _ discs: [(cx: Double, cy: Double, r: Double, color: SIMD4<UInt8>)]
  ) -> Pixmap {
    var bytes = [UInt8](repeating: 0, count: width * height * 4)
    for y in 0..<height {
      for x in 0..<width {
        var c = background
        for d in discs {
          let dx = Double(x) + 0.5 - d.cx, dy = Double(y) + 0.5 - d.cy
          if dx * dx + dy * dy <= d.r * d.r { c = d.color }
        }
        let i = (y * width + x) * 4
        (bytes[i], bytes[i + 1], bytes[i + 2], bytes[i + 3]) = (c.x, c.y, c.z, c.w)
      }
    }
    return Pixmap(width: width, height: height, premultipliedRGBA: bytes)
  }

  /// The width in whole pixels of a hard-edged disc as drawn above: the number of pixel
  /// columns whose centre row crosses it, counted by brute force.
  static func drawnDiameter(cx: Double, cy: Double, r: Double) -> Int {
    var columns = 0
    for x in Int((cx - r - 2).rounded(.down))...Int((cx + r + 2).rounded(.up)) {
      let dx = Double(x) + 0.5 - cx
      let reach = (r * r - dx * dx)
      if reach >= 0 {
        // Some row centre y + 0.5 lies within ±√reach of cy.
        let half = reach.squareRoot()
        if (cy - half - 0.5).rounded(.up) <= (cy + half - 0.5).rounded(.down) { columns += 1 }
      }
    }
    return columns
  }

  static let background = SIMD4<UInt8>(242, 242, 247, 255)
  static let blue = SIMD4<UInt8>(0, 122, 255, 255)
}
