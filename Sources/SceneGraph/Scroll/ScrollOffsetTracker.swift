import Foundation

// The scroll position of one scroll view, as a function of the finger's samples and the time:
// tracking, rubber-banding, coasting and returning (the model is in `ScrollView.swift`'s
// note). The constants are UIScrollView's, named here once.

/// Where a scroll view's content is scrolled to: its content offset, in points from the top
/// leading corner (positive: scrolled down / right), kept by the scroll view's `@State`.
///
/// A reference, because the drag's callbacks and the layout of later passes share it; it
/// is created with the scroll view's state, so a scene restarted from time 0 starts at 0.
final class ScrollOffsetTracker {
  /// Points the finger travels before scrolling starts (UIScrollView's pan slop, as a
  /// `DragGesture`'s default minimum distance).
  static let slop: CGFloat = 10
  /// UIScrollView's normal deceleration rate: the speed left after each millisecond.
  static let decelerationRate = 0.998
  /// UIScrollView's rubber-band coefficient.
  static let rubberBandCoefficient: CGFloat = 0.55
  /// The response of the spring that brings an overscrolled content back, in seconds (an
  /// approximation: UIKit does not document it).
  static let returnResponse = 0.4
  /// Below this speed, in points per second, a coast counts as over.
  static let restingSpeed = 1.0

  /// A finger that is down: the offset when it started scrolling, the translation the content
  /// lags behind (the slop, along the finger's first direction), and the finger's translation
  /// now (canvas points).
  private struct Drag {
    var startOffset: CGPoint
    var startTranslation: CGSize
    var translation: CGSize
  }

  /// What the content does after the finger lifted at `time` (seconds), from `offset` with
  /// the content's `velocity` (points per second).
  private struct Release {
    var time: Double
    var offset: CGPoint
    var velocity: CGSize
  }

  private var drag: Drag?
  private var release: Release?
  /// The offset the last pass showed: where a new drag starts from.
  private var shown = CGPoint.zero
  /// The last pass's geometry: the scroll view's size, its content's and the scroll axes,
  /// for working out the offset at the finger's last sample.
  private var geometry = (viewport: CGSize.zero, content: CGSize.zero, axes: Axis.Set())

  // MARK: The finger

  func track(_ value: DragGesture.Value) {
    if drag == nil {
      // Scrolling starts a slop behind the finger, in the direction it went, whichever
      // sample first crossed the slop.
      let t = value.translation
      let travelled = max(hypot(t.width, t.height), .ulpOfOne)
      let behind = CGSize(width: t.width * Self.slop / travelled, height: t.height * Self.slop / travelled)
      drag = Drag(startOffset: shown, startTranslation: behind, translation: t)
      release = nil
    }
    drag?.translation = value.translation
  }

  func release(_ value: DragGesture.Value) {
    track(value)
    let now = value.time.timeIntervalSinceReferenceDate
    let offset = presentedOffset(at: now, viewport: geometry.viewport, content: geometry.content, axes: geometry.axes)
    drag = nil
    // The content moves against the finger's coordinates: dragging up scrolls down.
    release = Release(time: now, offset: offset, velocity: CGSize(width: -value.velocity.width, height: -value.velocity.height))
  }

  // MARK: Presentation

  /// The offset to show at `time` for a scroll view of `viewport` size and content of
  /// `content` size, scrolling along `axes`; remembered as where the next drag starts.
  func presentedOffset(at time: Double, viewport: CGSize, content: CGSize, axes: Axis.Set) -> CGPoint {
    geometry = (viewport, content, axes)
    let range = CGPoint(x: max(content.width - viewport.width, 0), y: max(content.height - viewport.height, 0))
    var result = CGPoint.zero
    if axes.contains(.horizontal) {
      result.x = offset(along: .horizontal, at: time, length: viewport.width, maximum: range.x)
    }
    if axes.contains(.vertical) {
      result.y = offset(along: .vertical, at: time, length: viewport.height, maximum: range.y)
    }
    shown = result
    return result
  }

  /// Whether the content is still moving by itself at `time` (coasting or returning), so the
  /// scene has not settled.
  func isMoving(at time: Double) -> Bool {
    guard let release else { return false }
    let elapsed = time - release.time
    let speed = max(abs(release.velocity.width), abs(release.velocity.height))
    let coasting = speed > Self.restingSpeed
      && elapsed < log(Self.restingSpeed / speed) / (1000 * log(Self.decelerationRate))
    return coasting || elapsed < 4 * Self.returnResponse
  }

  private func offset(along axis: Axis, at time: Double, length: CGFloat, maximum: CGFloat) -> CGFloat {
    if let drag {
      let moved = axis.length(of: drag.translation) - axis.length(of: drag.startTranslation)
      return rubberBanded(axis.coordinate(of: drag.startOffset) - moved, length: length, maximum: maximum)
    }
    guard let release else { return min(max(axis.coordinate(of: shown), 0), maximum) }
    let start = axis.coordinate(of: release.offset)
    let elapsed = max(time - release.time, 0)
    if start < 0 || start > maximum {
      let end = start < 0 ? 0 : maximum
      return end + (start - end) * criticallyDampedRemainder(after: elapsed)
    }
    let v = axis.length(of: release.velocity)
    let r = Self.decelerationRate
    let coasted = v * (pow(r, 1000 * elapsed) - 1) / (1000 * log(r))
    return min(max(start + coasted, 0), maximum)
  }

  /// `offset` with any overshoot past 0…`maximum` pulled in by the rubber-band curve
  /// (1 − 1 / (x · c / d + 1)) · d, for the scroll view's `length` d.
  private func rubberBanded(_ offset: CGFloat, length: CGFloat, maximum: CGFloat) -> CGFloat {
    func band(_ x: CGFloat) -> CGFloat {
      guard length > 0 else { return 0 }
      return (1 - 1 / (x * Self.rubberBandCoefficient / length + 1)) * length
    }
    if offset < 0 { return -band(-offset) }
    if offset > maximum { return maximum + band(offset - maximum) }
    return offset
  }

  /// The fraction of a displacement a critically damped spring from rest has left after
  /// `t` seconds: e^(−ωt)(1 + ωt), ω = 2π / response.
  private func criticallyDampedRemainder(after t: Double) -> Double {
    let w = 2 * Double.pi / Self.returnResponse
    return exp(-w * t) * (1 + w * t)
  }
}
