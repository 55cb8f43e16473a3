import Raster

/// A video frame converted for H.264: BT.709 limited-range Y′CbCr, 4:2:0, in three planes
/// without row padding. Converting is the part of encoding that depends on one frame only, so
/// the renderer does it for many frames at once before the encoder takes them in order.
public struct YUV420Frame: Sendable {
  /// Width and height in pixels; both even.
  public let width: Int, height: Int
  /// Luma, `width × height` bytes.
  public let y: [UInt8]
  /// Blue-difference chroma, `width/2 × height/2` bytes.
  public let cb: [UInt8]
  /// Red-difference chroma, `width/2 × height/2` bytes.
  public let cr: [UInt8]

  /// Converts `pixmap` (even width and height) as `VideoWriter.append(_:)` does.
  public init(converting pixmap: Pixmap) {
    width = pixmap.width
    height = pixmap.height
    let (w, h) = (width, height)
    var y = [UInt8](repeating: 0, count: w * h)
    var cb = [UInt8](repeating: 0, count: (w / 2) * (h / 2))
    var cr = cb
    pixmap.data.withUnsafeBufferPointer { rgba in
      y.withUnsafeMutableBufferPointer { y in
        cb.withUnsafeMutableBufferPointer { cb in
          cr.withUnsafeMutableBufferPointer { cr in
            BT709Converter.convert(
              rgba: rgba, width: w, height: h, y: .init(base: y.baseAddress!, stride: w),
              cb: .init(base: cb.baseAddress!, stride: w / 2), cr: .init(base: cr.baseAddress!, stride: w / 2))
          }
        }
      }
    }
    (self.y, self.cb, self.cr) = (y, cb, cr)
  }
}
