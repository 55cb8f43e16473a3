import Drawing
import Foundation
import Geometry

// What: the scroll indicators a scroll view draws while the user scrolls it, as UIScrollView
// draws them on iOS 13 and later.
//
// An indicator is a 3-pt capsule 3 pt in from the trailing edge (vertical) or the bottom
// edge (horizontal), its track inset 3 pt at both ends, beyond the parts of the scroll view
// that lie under the safe-area insets (a notch, the home indicator), as UIKit adjusts its
// indicator insets. Its length is the visible fraction of
// the content (viewport over content plus margins) of the track, at least 36 pt; its place
// along the track is the offset's fraction of the largest offset. Pulled past an end, it
// shrinks by the overscroll, down to 7 pt, pinned to that end. It is black at 35 % (white at
// 35 % in dark mode). It shows only along axes that scroll (content longer than the
// viewport), appears at full opacity the moment a finger scrolls, stays while the finger or
// the motion after it moves the content, holds 0.5 s after the content comes to rest and then
// fades out over 0.3 s.
//
// Apple documents none of these numbers: they are our reading of UIKit's indicators in screen
// recordings of iOS 17 and 18 (the 3-pt thickness and the 36-pt minimum length are the ones
// most often quoted). Scrolls made by a program (scrollTo, positions) show no indicator
// (UIKit's `setContentOffset(_:animated:)` flashes them; Flipbook does not). `showsIndicators:
// false` and `.scrollIndicators(.hidden)` or `.never` hide them.

extension ScrollViewportNode {
  static let indicatorThickness: CGFloat = 3
  static let indicatorInset: CGFloat = 3
  static let indicatorMinimumLength: CGFloat = 36
  static let indicatorOverscrolledMinimumLength: CGFloat = 7
  static let indicatorHold = 0.5
  static let indicatorFade = 0.3

  /// Draws the indicators of the axes that scroll, at their opacity for this pass's time.
  func drawIndicators(
    _ tracker: ScrollOffsetTracker, _ geometry: ScrollOffsetTracker.Geometry, offset: CGPoint, frame: CGRect,
    _ pass: Pass
  ) {
    let shown = axes.subtracting(configuration.settings.hiddenIndicators)
    guard !shown.isEmpty,
      let since = tracker.timeSinceUserScrolling(at: pass.time, window: Self.indicatorHold + Self.indicatorFade)
    else { return }
    let visibility = since <= Self.indicatorHold ? 1 : max(0, 1 - (since - Self.indicatorHold) / Self.indicatorFade)
    guard visibility > 0 else { return }
    pass.hasLiveTimeline = true
    let dark = configuration.environment.colorScheme == .dark
    let color = RGBAColor(red: dark ? 1 : 0, green: dark ? 1 : 0, blue: dark ? 1 : 0, alpha: 0.35 * visibility)
    let covered = pass.unsafeCover(of: frame)
    let track = CGRect(
      x: frame.minX + covered.leading, y: frame.minY + covered.top,
      width: frame.width - covered.leading - covered.trailing, height: frame.height - covered.top - covered.bottom)
    for axis in [Axis.vertical, .horizontal] where shown.contains(axis) {
      guard let rect = indicatorRect(along: axis, geometry, offset: offset, frame: frame, track: track) else { continue }
      let path = Path(roundedRect: rect, cornerRadius: Self.indicatorThickness / 2, style: .circular)
      pass.draw(.fill(path, rule: .nonZero, paint: pass.paint(color), transform: pass.transform), bounds: rect, hitTestable: false)
    }
  }

  /// The indicator's rectangle along `axis` in global layout coordinates, on `track` (the
  /// scroll view's frame less what the safe area covers); nil when the content does not
  /// scroll that way.
  func indicatorRect(
    along axis: Axis, _ geometry: ScrollOffsetTracker.Geometry, offset: CGPoint, frame: CGRect, track area: CGRect
  ) -> CGRect? {
    let maximum = axis == .vertical ? geometry.maximum.y : geometry.maximum.x
    guard maximum > 0 else { return nil }
    let viewport = axis.length(of: frame.size)
    let content =
      axis == .vertical
      ? geometry.content.height + geometry.margins.top + geometry.margins.bottom
      : geometry.content.width + geometry.margins.leading + geometry.margins.trailing
    let track = axis.length(of: area.size) - 2 * Self.indicatorInset
    guard track > Self.indicatorOverscrolledMinimumLength else { return nil }
    let position = axis.coordinate(of: offset)
    let overscroll = position < 0 ? -position : max(position - maximum, 0)
    var length = min(max(track * viewport / content, Self.indicatorMinimumLength), track)
    if overscroll > 0 { length = max(length - overscroll, Self.indicatorOverscrolledMinimumLength) }
    let progress = min(max(position / maximum, 0), 1)
    let start = Self.indicatorInset + progress * (track - length)
    switch axis {
    case .vertical:
      return CGRect(
        x: area.maxX - Self.indicatorInset - Self.indicatorThickness, y: area.minY + start,
        width: Self.indicatorThickness, height: length)
    case .horizontal:
      return CGRect(
        x: area.minX + start, y: area.maxY - Self.indicatorInset - Self.indicatorThickness,
        width: length, height: Self.indicatorThickness)
    }
  }
}
