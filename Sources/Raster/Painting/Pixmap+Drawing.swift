import Foundation
import Geometry
import Drawing

extension Pixmap {
  /// Paints the interior of `path` with `paint`, source-over, with exact-area anti-aliasing.
  ///
  /// The path is in local coordinates; `transform` maps them to pixels. Curves are flattened
  /// after the transform, to within 0.006 px, with chords balanced across the curve. A path
  /// with NaN or infinite coordinates, an empty path, or one wholly outside the pixmap draws
  /// nothing.
  ///
  /// - Parameters:
  ///   - rule: which points are inside; default `.nonZero`.
  ///   - transform: local coordinates → device pixels; default identity.
  public mutating func fill(
    _ path: Path, rule: FillRule = .nonZero, paint: Paint, transform: Transform = .identity
  ) {
    Rasterizer.withPooled { $0.fill(path, rule: rule, paint: paint, transform: transform, into: &self) }
  }

  /// Paints the stroke of `path` with `paint`.
  ///
  /// The outline is built in local coordinates (so a scaling `transform` also scales the
  /// line width) and then filled, non-zero, through `transform`; curves and round parts
  /// are flattened to 0.006 device px. A zero line width or a
  /// singular transform draws nothing.
  public mutating func stroke(
    _ path: Path, style: StrokeStyle, paint: Paint, transform: Transform = .identity
  ) {
    Rasterizer.withPooled {
      $0.stroke(path, style: style, paint: paint, transform: transform, into: &self)
    }
  }

  /// Replaces every pixel with `color` (premultiplied, not blended).
  public mutating func fill(color: RGBAColor) {
    let packed = packedPremultiplied(color)
    data.withUnsafeMutableBytes { bytes in
      guard let base = bytes.baseAddress else { return }
      fillPixels(base, count: bytes.count / 4, with: packed)
    }
  }

  /// Draws `list` on a transparent canvas, replacing every pixel: a video frame from scratch.
  ///
  /// When the list starts with an opaque fill of the whole canvas (a scene's background), that
  /// fill is the only pass over the pixels; otherwise the canvas is cleared first.
  public mutating func render(_ list: DisplayList, scale: Double) {
    let toPixels = Transform(scaleX: scale, y: scale)
    if foldedBackground(of: list.items, toPixels: toPixels, width: width, height: height) == nil {
      fill(color: .clear)
    }
    draw(list, scale: scale)
  }

  /// Draws the items of `list` in order, back to front; layers go through offscreen buffers
  /// (see `LayerRenderer.swift`).
  ///
  /// Whole-canvas fills are folded first (see `ConstantFolding.swift`): the last opaque fill
  /// that covers every pixel hides everything before it, and translucent whole-canvas fills
  /// right after it blend into its colour once, so the canvas is written once for all of
  /// them. The pixels are the same as drawing every item in turn.
  ///
  /// - Parameter scale: device pixels per point (3 for an @3x canvas); each item's
  ///   transform is followed by a uniform scale by this factor.
  public mutating func draw(_ list: DisplayList, scale: Double) {
    let toPixels = Transform(scaleX: scale, y: scale)
    let folded = foldedBackground(of: list.items, toPixels: toPixels, width: width, height: height)
    if let folded {
      data.withUnsafeMutableBytes { bytes in
        guard let base = bytes.baseAddress else { return }
        fillPixels(base, count: bytes.count / 4, with: folded.color)
      }
    }
    let first = folded?.resume ?? 0
    Rasterizer.withPooled { rasterizer in
      let renderer = LayerRenderer(rasterizer: rasterizer)
      for item in list.items[first...] { renderer.draw(item, toPixels: toPixels, into: &self) }
    }
  }
}
