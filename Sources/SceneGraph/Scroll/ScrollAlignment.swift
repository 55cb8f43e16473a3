import Foundation

/// Where to scroll to show a rect of the content: the arithmetic `scrollTo`, scroll positions
/// and anchored scroll targets share.
enum ScrollAlignment {
  /// The offset that shows `rect` (content coordinates) in a content region of size `region`:
  /// with an `anchor`, the rect's anchor point lands on the region's same anchor point
  /// (`.top`: the rect's top at the region's top; `.center`: centre on centre); without one,
  /// the least scrolling from `current` that shows the rect, as UIKit's `scrollRectToVisible`
  /// does: a rect above the region comes to its top, one below to its bottom, one that is
  /// already inside stays, and one longer than the region shows its bottom. Not clamped.
  static func offset(showing rect: CGRect, anchor: UnitPoint?, from current: CGPoint, region: CGSize) -> CGPoint {
    CGPoint(
      x: offset(min: rect.minX, length: rect.width, anchor: anchor?.x, current: current.x, region: region.width),
      y: offset(min: rect.minY, length: rect.height, anchor: anchor?.y, current: current.y, region: region.height))
  }

  private static func offset(min: CGFloat, length: CGFloat, anchor: CGFloat?, current: CGFloat, region: CGFloat) -> CGFloat {
    if let anchor { return min + anchor * length - anchor * region }
    var result = current
    if min < current { result = min }
    if min + length >= current + region { result = min + length - region }
    return result
  }
}

extension Axis.Set {
  /// Whether the set holds `axis`.
  func contains(_ axis: Axis) -> Bool { contains(Axis.Set(rawValue: axis == .horizontal ? 1 : 2)) }
}
