import Foundation

// The scroll position of one scroll view, as a function of the finger's samples and the time:
// tracking, rubber-banding, coasting, returning, settling on a target a scroll target behavior
// chose, and resting where a program put it (the model is in `ScrollView.swift`'s note, the
// settling motions in `ScrollSettling.swift`). The constants are UIScrollView's, named here
// once. Offsets are in the content's coordinates: 0 shows the content's top leading corner at
// the top leading corner of the scroll view's content region, inside its content margins.

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
  /// How far a normal deceleration carries content released at 1 pt/s, in points: the
  /// integral of 0.998^ms, −1 / (1000 · ln 0.998) = 0.4995.
  static let coastingTime = -1 / (1000 * log(decelerationRate))

  /// The scroll view's geometry in one pass.
  struct Geometry: Equatable {
    /// The scroll view's size.
    var viewport: CGSize
    /// The content's size.
    var content: CGSize
    /// The scroll content margins.
    var margins: EdgeInsets
    var axes: Axis.Set

    /// The scroll view's size less its content margins: the region content is aligned in.
    var region: CGSize {
      CGSize(
        width: max(viewport.width - margins.leading - margins.trailing, 0),
        height: max(viewport.height - margins.top - margins.bottom, 0))
    }

    /// The largest offset along each axis: 0 where the content and its margins fit.
    var maximum: CGPoint {
      CGPoint(
        x: max(content.width + margins.leading + margins.trailing - viewport.width, 0),
        y: max(content.height + margins.top + margins.bottom - viewport.height, 0))
    }
  }

  /// A finger that is down: the offset when it started scrolling, the translation the content
  /// lags behind (the slop, along the finger's first direction), and the finger's translation
  /// now (canvas points).
  private struct Drag {
    var startOffset: CGPoint
    var startTranslation: CGSize
    var translation: CGSize
  }

  /// What one axis does after the finger lifted.
  private enum AxisMotion {
    /// A free deceleration from `offset` at `velocity` (points per second), stopping dead at
    /// the ends of the content.
    case coast(offset: CGFloat, velocity: CGFloat)
    /// An overscrolled content springing back to the nearer end.
    case returning(offset: CGFloat)
    case paging(PagingSpring)
    case retargeted(RetargetedDeceleration)
  }

  /// The motions that started when the finger lifted at `time` (seconds).
  private struct Release {
    var time: Double
    var horizontal: AxisMotion?
    var vertical: AxisMotion?

    subscript(axis: Axis) -> AxisMotion? { axis == .horizontal ? horizontal : vertical }
  }

  /// What the scroll view is set to do (its environment), as of the last pass.
  var configuration = ScrollConfiguration()
  /// What the last pass placed in the content: the views to scroll to and align on.
  var record: ScrollContentRecord?
  /// The programmatic scrolls waiting for the next pass.
  let requests = ScrollRequestQueue()

  // The scroll view's bookkeeping for its bindings and observers (`ScrollViewport.swift`).
  /// The position binding's last request carried out (or value written), by its token.
  var positionToken: AnyHashable?
  /// The identity last written to the position binding.
  var reportedViewID: AnyHashable?
  /// Whether the last pass's offset followed the user (``isUserDriven(at:)``).
  var wasUserDriven = false
  /// Each geometry observer's last value, by its modifier's identity.
  var observedValues: [ViewIdentity: Any] = [:]
  /// The phase the last pass reported.
  var phase = ScrollPhase.idle
  /// The last pass's geometry; nil before the first.
  private(set) var geometry: Geometry?
  private var drag: Drag?
  private var release: Release?
  /// Who the current drag moves, when a container around could take it.
  private var handoffDecision: HandoffDecision?
  /// Where the content rests when no finger or motion moves it.
  private var rest = CGPoint.zero
  /// The offset the last pass showed: where a new drag starts from.
  private(set) var shown = CGPoint.zero
  /// The content's velocity when the finger last lifted, in points per second.
  private(set) var releaseVelocity = CGVector.zero
  /// Counts the drags that began: each interrupts any animated programmatic scroll, whose
  /// presented offset animates under a key made with this number (`ScrollViewportNode`).
  private(set) var dragCount = 0

  // MARK: The finger

  /// Follows the finger, or, when a container around takes this drag (`ScrollHandoff.swift`),
  /// sends it there.
  func track(_ value: DragGesture.Value, handoff: ScrollHandoff?) {
    if let handoff, handsOver(value, handoff) {
      handoff.changed?(value)
      return
    }
    track(value)
  }

  /// Lets go of the finger, or of the container's drag.
  func release(_ value: DragGesture.Value, handoff: ScrollHandoff?) {
    let decision = handoffDecision
    handoffDecision = nil
    if let handoff, decision?.start == value.startLocation, decision?.handedOver == true {
      handoff.ended?(value)
      return
    }
    release(value)
  }

  /// Whether the drag `value` belongs to goes to the container: decided at its first movement,
  /// from its direction and whether the content is at its top (a vertical scroll view only).
  private func handsOver(_ value: DragGesture.Value, _ handoff: ScrollHandoff) -> Bool {
    if let decision = handoffDecision, decision.start == value.startLocation { return decision.handedOver }
    let vertical = geometry?.axes.contains(.vertical) ?? true
    let handedOver = vertical && drag == nil && handoff.takes(value.translation, shown.y <= 0.5)
    handoff.scrollView(keeps: !handedOver, dragStartingAt: value.startLocation)
    handoffDecision = HandoffDecision(start: value.startLocation, handedOver: handedOver)
    return handedOver
  }

  func track(_ value: DragGesture.Value) {
    guard configuration.isScrollEnabled else { return }
    if drag == nil {
      // Scrolling starts a slop behind the finger, in the direction it went, whichever
      // sample first crossed the slop.
      let t = value.translation
      let travelled = max(hypot(t.width, t.height), .ulpOfOne)
      let behind = CGSize(width: t.width * Self.slop / travelled, height: t.height * Self.slop / travelled)
      drag = Drag(startOffset: shown, startTranslation: behind, translation: t)
      release = nil
      dragCount += 1
    }
    drag?.translation = value.translation
  }

  func release(_ value: DragGesture.Value) {
    guard drag != nil, let geometry else { return }
    let now = value.time.timeIntervalSinceReferenceDate
    guard configuration.isScrollEnabled else {
      // Scrolling was disabled while the finger was down: the content stays where it is.
      rest = currentOffset(at: now, geometry)
      drag = nil
      return
    }
    track(value)
    let start = drag?.startOffset ?? shown
    let offset = currentOffset(at: now, geometry)
    drag = nil
    // The content moves against the finger's coordinates: dragging up scrolls down.
    let velocity = CGSize(width: -value.velocity.width, height: -value.velocity.height)
    let target = configuration.behavior.flatMap {
      settleTarget($0, start: start, offset: offset, velocity: velocity, geometry)
    }
    var motions = Release(time: now)
    releaseVelocity = CGVector(dx: velocity.width, dy: velocity.height)
    for axis in [Axis.horizontal, .vertical] where geometry.axes.contains(axis) {
      let o = axis.coordinate(of: offset)
      let v = axis.length(of: velocity)
      let maximum = axis.coordinate(of: geometry.maximum)
      let motion: AxisMotion
      if let target, let behavior = configuration.behavior {
        motion = settling(
          from: o, velocity: v, to: axis.coordinate(of: target), paging: behavior.settlesWithPagingSpring,
          width: geometry.viewport.width)
      } else if o < 0 || o > maximum {
        motion = .returning(offset: o)
      } else {
        motion = .coast(offset: o, velocity: v)
      }
      if axis == .horizontal { motions.horizontal = motion } else { motions.vertical = motion }
    }
    release = motions
  }

  /// Where a behavior puts a drag released at `offset` with `velocity`, clamped to the
  /// content; nil when it keeps the normal deceleration's end.
  private func settleTarget(
    _ behavior: any ScrollTargetBehavior, start: CGPoint, offset: CGPoint, velocity: CGSize, _ geometry: Geometry
  ) -> CGPoint? {
    let maximum = geometry.maximum
    let natural = CGPoint(
      x: min(max(offset.x + velocity.width * Self.coastingTime, 0), maximum.x),
      y: min(max(offset.y + velocity.height * Self.coastingTime, 0), maximum.y))
    var target = ScrollTarget(rect: CGRect(origin: natural, size: geometry.viewport))
    let context = ScrollTargetBehaviorContext(
      originalTarget: ScrollTarget(rect: CGRect(origin: start, size: geometry.viewport)),
      velocity: CGVector(dx: velocity.width, dy: velocity.height), contentSize: geometry.content,
      containerSize: geometry.viewport, axes: geometry.axes, environment: configuration.environment,
      releaseOffset: offset, maximumOffset: maximum, targetFrames: record?.targets.map(\.frame) ?? [])
    behavior.updateTarget(&target, context: context)
    // Without an anchor the rect's origin is the offset itself (the rect is the scroll view's
    // size); with one, the rect is aligned in the content region as `scrollTo` aligns a view.
    var chosen = target.rect.origin
    if let anchor = target.anchor {
      chosen = ScrollAlignment.offset(showing: target.rect, anchor: anchor, from: natural, region: contentRegion(geometry))
    }
    chosen = CGPoint(x: min(max(chosen.x, 0), maximum.x), y: min(max(chosen.y, 0), maximum.y))
    guard abs(chosen.x - natural.x) > 0.01 || abs(chosen.y - natural.y) > 0.01 else { return nil }
    return chosen
  }

  private func settling(from offset: CGFloat, velocity: CGFloat, to target: CGFloat, paging: Bool, width: CGFloat) -> AxisMotion {
    if !paging, offset >= 0, let deceleration = RetargetedDeceleration(start: offset, velocity: velocity, target: target) {
      return .retargeted(deceleration)
    }
    return .paging(PagingSpring(
      start: offset, velocity: Double(velocity) / 1000, target: target, pull: PagingSpring.pull(width: width),
      friction: PagingSpring.friction(width: width)))
  }

  // MARK: Programs

  /// Puts the content at `offset` now, ending any motion; a finger that is down goes on
  /// dragging from there.
  func jump(to offset: CGPoint) {
    rest = offset
    release = nil
    if var moved = drag {
      moved.startOffset = offset
      moved.startTranslation = moved.translation
      drag = moved
    }
  }

  // MARK: Presentation

  /// Takes the pass's geometry: the first pass starts at the initial anchor, and a change of
  /// the scrollable range keeps the resting content at the size-change anchor.
  func update(_ new: Geometry, at time: Double) {
    defer { geometry = new }
    guard let old = geometry else {
      if let anchor = configuration.anchors.initialOffset {
        rest = CGPoint(x: anchor.x * new.maximum.x, y: anchor.y * new.maximum.y)
      }
      return
    }
    guard let anchor = configuration.anchors.sizeChanges, old.maximum != new.maximum, drag == nil else { return }
    if release != nil {
      guard !isMoving(at: time) else { return }
      rest = currentOffset(at: time, old)
      release = nil
    }
    rest.x += anchor.x * (new.maximum.x - old.maximum.x)
    rest.y += anchor.y * (new.maximum.y - old.maximum.y)
  }

  /// The offset the finger and the motions put the content at, at `time`, in the geometry of
  /// the last ``update(_:at:)``.
  func offset(at time: Double) -> CGPoint {
    guard let geometry else { return .zero }
    return currentOffset(at: time, geometry)
  }

  /// Records the offset the pass showed (the model eased by any programmatic animation).
  func didShow(_ offset: CGPoint) { shown = offset }

  /// Whether the content is still moving by itself at `time` (coasting, returning or
  /// settling), so the scene has not settled.
  func isMoving(at time: Double) -> Bool {
    guard let release else { return false }
    let elapsed = time - release.time
    return [release.horizontal, release.vertical].contains { motion in
      motion.map { isMoving($0, after: elapsed) } ?? false
    }
  }

  /// Whether a finger is down and scrolling.
  var isDragging: Bool { drag != nil }

  /// How long before `time` the user's scrolling last moved the content: 0 while a finger
  /// scrolls or the motion after it goes on, nil when it stopped more than `window` seconds
  /// ago (or never was). A function of the time alone: the end of the motion is found by
  /// stepping back from `time` in 1/240-s steps, not from what earlier passes saw.
  func timeSinceUserScrolling(at time: Double, window: Double) -> Double? {
    if drag != nil || isMoving(at: time) { return 0 }
    guard let release else { return nil }
    let sinceLift = time - release.time
    guard sinceLift >= 0 else { return 0 }
    let step = 1.0 / 240
    var back = step
    while back < min(sinceLift, window) {
      if isMoving(at: time - back) { return back }
      back += step
    }
    return sinceLift <= window ? sinceLift : nil
  }

  /// Whether the offset follows the user (a drag, or the motion after one) rather than a
  /// program or rest, at `time`.
  func isUserDriven(at time: Double) -> Bool { drag != nil || isMoving(at: time) }

  private func currentOffset(at time: Double, _ geometry: Geometry) -> CGPoint {
    var result = CGPoint.zero
    if geometry.axes.contains(.horizontal) {
      result.x = offset(along: .horizontal, at: time, length: geometry.viewport.width, maximum: geometry.maximum.x)
    }
    if geometry.axes.contains(.vertical) {
      result.y = offset(along: .vertical, at: time, length: geometry.viewport.height, maximum: geometry.maximum.y)
    }
    return result
  }

  private func offset(along axis: Axis, at time: Double, length: CGFloat, maximum: CGFloat) -> CGFloat {
    guard maximum > 0 || configuration.bounces(along: axis, maximum: maximum) else { return 0 }
    if let drag {
      let moved = axis.length(of: drag.translation) - axis.length(of: drag.startTranslation)
      return rubberBanded(axis.coordinate(of: drag.startOffset) - moved, length: length, maximum: maximum)
    }
    guard let release, let motion = release[axis] else { return min(max(axis.coordinate(of: rest), 0), maximum) }
    let elapsed = max(time - release.time, 0)
    switch motion {
    case .coast(let start, let v):
      let r = Self.decelerationRate
      let coasted = v * (pow(r, 1000 * elapsed) - 1) / (1000 * log(r))
      return min(max(start + coasted, 0), maximum)
    case .returning(let start):
      let end = start < 0 ? 0 : maximum
      return end + (start - end) * criticallyDampedRemainder(after: elapsed)
    case .paging(let spring):
      return spring.offset(after: elapsed).offset
    case .retargeted(let deceleration):
      return deceleration.offset(after: elapsed).offset
    }
  }

  private func isMoving(_ motion: AxisMotion, after elapsed: Double) -> Bool {
    switch motion {
    case .coast(_, let v):
      let speed = abs(v)
      return speed > Self.restingSpeed && elapsed < log(Self.restingSpeed / speed) / (1000 * log(Self.decelerationRate))
    case .returning: return elapsed < 4 * Self.returnResponse
    case .paging(let spring): return spring.offset(after: elapsed).isMoving
    case .retargeted(let deceleration): return deceleration.offset(after: elapsed).isMoving
    }
  }

  private func contentRegion(_ geometry: Geometry) -> CGSize { geometry.region }

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
