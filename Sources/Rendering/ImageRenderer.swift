import Drawing
import Foundation
import Media
import Raster
import SceneGraph

/// Renders one view to pixels: SwiftUI's `ImageRenderer`.
///
/// The view is evaluated at time 0 with no script (no taps, no animations running), at the
/// size it chooses for `proposedSize`: it is asked that size first, then laid out as the
/// root of a canvas of exactly the size it chose (a `SceneRuntime` proposes its canvas size
/// to the root), and rasterized at `scale` pixels per point on a transparent canvas. The
/// pixel size is the point size times `scale`, rounded up.
///
/// SwiftUI gives the result as `cgImage`/`uiImage`/`nsImage`; Flipbook has none of those and
/// gives `pixmap` (premultiplied RGBA8) and `pngData()` instead. Every read renders again,
/// so change `content`, `scale` or `proposedSize` freely between reads.
///
/// No image (`nil`) when the chosen size is empty, not finite, or larger than 16 384 pixels
/// on a side or 2²⁸ pixels in all, or when `scale` is not positive and finite.
public final class ImageRenderer<Content: View> {
  /// The view to render.
  public var content: Content
  /// Pixels per point; default 1 (SwiftUI's default, not the @3x of videos).
  public var scale: CGFloat = 1
  /// What the view is proposed; default `.unspecified`, i.e. the view's ideal size.
  public var proposedSize: ProposedViewSize = .unspecified

  /// The largest side, in pixels, a render may have.
  public static var maximumSide: Int { 16_384 }

  public init(content: Content) {
    self.content = content
    Image.installPNGDecoder()
  }

  /// The view's size for `proposedSize`, in points.
  public var size: CGSize { SceneRuntime.sizeThatFits(content, proposal: proposedSize) }

  /// Flipbook addition: the rendered pixels, or `nil` (see the type's discussion).
  public var pixmap: Pixmap? {
    let size = self.size
    let scale = Double(self.scale)
    guard scale > 0, scale.isFinite, size.width > 0, size.height > 0,
      size.width * scale <= Double(Self.maximumSide), size.height * scale <= Double(Self.maximumSide)
    else { return nil }
    let pixels = PixelSize(points: size, scale: scale, even: false)
    guard pixels.width * pixels.height <= 1 << 28 else { return nil }
    let content = UnsafeSendable(self.content)
    var scene = FlipbookScene("image", canvas: .size(size)) { content.value }
    scene.showsWindow = false
    return scene.pixmap(at: 0, scale: scale)
  }

  /// The rendered pixels as PNG file bytes (8-bit RGBA, sRGB), or `nil` when there is no
  /// image or encoding fails. SwiftUI has no such member; it stands in for `uiImage`.
  public func pngData() -> Data? {
    guard let pixmap, let bytes = try? PNGCodec.encode(pixmap) else { return nil }
    return Data(bytes)
  }
}

extension Image {
  /// Makes `Image(_:)` read PNG files with libpng: sets `Image.fileDecoder` unless a decoder
  /// is already installed. `ImageRenderer` calls it; call it before rendering scenes that show
  /// named images in other ways.
  public static func installPNGDecoder() {
    guard fileDecoder == nil else { return }
    fileDecoder = { path in
      let pixmap = try PNGCodec.read(contentsOf: path)
      return DrawingImage(width: pixmap.width, height: pixmap.height, premultipliedRGBA: pixmap.data)
    }
  }
}
