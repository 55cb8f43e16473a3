// Constant-colour folding of whole-canvas fills.
//
// What: a display list usually starts with an opaque background that covers the canvas and,
// in modal scenes, a translucent dimming layer over all of it. Drawn one by one, that is one
// pass writing every pixel and a second pass reading and blending every pixel. But after an
// opaque fill that covers every pixel the canvas is one colour, and source-over of a constant
// colour onto a constant colour is again a constant colour: blend the colours once, write the
// canvas once.
// Why exact: the blend of the two colours uses `sourceOver`, the very formula (same rounding)
// the span loops apply per pixel, and a fill covering whole pixels has coverage 255 in every
// pixel, so the folded canvas is bit-identical to drawing the items in turn. Everything before
// the last opaque whole-canvas fill is hidden by it and is skipped.
// Refuses: anything that is not a solid-colour axis-aligned rectangle containing the whole canvas
// (rotated, partial or curved fills, strokes) ends the fold; a translucent whole-canvas fill
// is folded only when the canvas is already known to be one colour. Nothing is cached across
// calls: each `draw` decides from its own list.

import Geometry
import Drawing

/// The colour of the canvas after the leading whole-canvas fills of a display list.
struct FoldedBackground {
  /// Premultiplied colour every pixel has after the folded items.
  var color: PackedPixel
  /// Index of the first item still to draw.
  var resume: Int
}

/// Folds whole-canvas fills of `items` (see the file note); `nil` when no opaque fill covers
/// the whole `width × height` canvas, in which case every item must be drawn.
func foldedBackground(
  of items: [DisplayItem], toPixels: Transform, width: Int, height: Int
) -> FoldedBackground? {
  guard width > 0, height > 0 else { return nil }
  var folded: FoldedBackground?
  for (index, item) in items.enumerated() {
    guard case .fill(let path, _, let paint, let transform) = item,
      let solid = paint.solidColor,
      let rect = alignedRectangle(path, transform.concatenating(toPixels)),
      rect.minX <= 0, rect.minY <= 0, rect.maxX >= Double(width), rect.maxY >= Double(height)
    else { continue }
    let color = packedPremultiplied(solid)
    if color >> 24 == 255 {
      folded = FoldedBackground(color: color, resume: index + 1)
    } else if var current = folded, current.resume == index {
      current.color = sourceOver(color, current.color)
      current.resume = index + 1
      folded = current
    }
  }
  return folded
}
