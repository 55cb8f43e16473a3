import Foundation

// Touch delivery: turns a script's touch samples into drag gesture callbacks.
//
// What: at touch-down the runtime hit-tests the scene as it looks at that instant, like a
// tap, and picks the drags that will hear the finger; each later sample reaches them with a
// `DragGesture.Value`; the release ends them.
// Why: everything is computed from the samples alone (their times and points), so a frame
// stays a function of its time, whatever the video's frame rate.
// Refuses: more than one finger, taps made by a drag's touch (a scripted drag never taps;
// `Script.tap` does), and rotation or scale between a gesture's view and the canvas: `.local`
// locations subtract the view's canvas origin only.
//
// Recipients. Of the gesture views a touch starts in, the innermost one attached with
// `.gesture` gets the touch, as a child's gesture wins over its parents' in SwiftUI; every one
// attached with `.simultaneousGesture` gets it too. A button under the finger is pressed as
// well; a scroll view (or a sheet) starting to move under it releases it untapped, as
// UIScrollView cancels its content's touches, while an app's own drag leaves it pressed.
//
// Velocity. The finger's displacement over the samples of the last 0.1 s (from the oldest
// sample at most 0.1 s before the newest, to the newest) divided by the time between them,
// in points per second; zero with a single sample. A linear drag's velocity is exactly its
// distance over its duration.
//
// Prediction. SwiftUI does not document `predictedEndTranslation`. Flipbook models the finger
// lifting at the current velocity and coasting to rest like a UIScrollView at its normal
// deceleration rate, r = 0.998 per millisecond: the distance is v·r / (1000·(1 − r)), that is
// v · 0.499 s, added to the current translation. This is an approximation of what iOS shows.

/// The state of one finger while it is down.
final class TouchSession {
  struct Sample {
    let time: Double
    let point: CGPoint
  }

  /// A gesture the finger is reaching.
  final class Target {
    let identity: ViewIdentity
    /// The gesture's newest value and callbacks.
    var registration: GestureRegistration
    /// The touch-down point in the gesture's coordinate space.
    let startLocation: CGPoint
    /// True once the finger has travelled the gesture's minimum distance.
    var isActive = false
    /// A composed gesture's recognizers, made at touch-down.
    var recognizer: AnyGestureRecognizer?

    init(identity: ViewIdentity, registration: GestureRegistration, startLocation: CGPoint) {
      self.identity = identity
      self.registration = registration
      self.startLocation = startLocation
    }
  }

  /// The touch-down point, on the canvas.
  let startPoint: CGPoint
  /// The finger's samples so far (canvas points), oldest first; at most one per time.
  private(set) var samples: [Sample]
  var targets: [Target]
  /// The button the finger pressed when it went down, if any.
  var press: ButtonPress?

  /// How far back velocity looks, in seconds.
  static let velocityWindow = 0.1
  /// UIScrollView's normal deceleration rate, per millisecond.
  static let decelerationRate = 0.998

  init(start: CGPoint, time: Double, targets: [Target]) {
    startPoint = start
    samples = [Sample(time: time, point: start)]
    self.targets = targets
  }

  func append(_ point: CGPoint, at time: Double) {
    if let last = samples.last, last.time == time { samples.removeLast() }
    samples.append(Sample(time: time, point: point))
  }

  /// The finger's velocity from the samples of the last ``velocityWindow``, in points per second.
  var velocity: CGSize {
    guard let last = samples.last,
      let first = samples.first(where: { $0.time >= last.time - Self.velocityWindow }),
      last.time > first.time
    else { return .zero }
    let dt = last.time - first.time
    return CGSize(width: (last.point.x - first.point.x) / dt, height: (last.point.y - first.point.y) / dt)
  }

  /// How far a finger lifting at `velocity` would coast, in points:
  /// v · r / (1000 · (1 − r)) for the deceleration rate r per millisecond.
  static func coastingDistance(_ velocity: CGSize) -> CGSize {
    let seconds = decelerationRate / (1000 * (1 - decelerationRate))
    return CGSize(width: velocity.width * seconds, height: velocity.height * seconds)
  }

  /// The value `target` reports for the newest sample.
  func value(for target: Target) -> DragGesture.Value {
    let sample = samples[samples.count - 1]
    let location = target.registration.attachment.coordinateSpace == .global
      ? sample.point
      : CGPoint(x: sample.point.x - target.registration.canvasOrigin.x, y: sample.point.y - target.registration.canvasOrigin.y)
    return DragGesture.Value(
      time: Date(timeIntervalSinceReferenceDate: sample.time), location: location,
      startLocation: target.startLocation, velocity: velocity)
  }

  /// Whether the finger is now at least `distance` points from where it touched down.
  func hasTravelled(_ distance: CGFloat) -> Bool {
    let point = samples[samples.count - 1].point
    return hypot(point.x - startPoint.x, point.y - startPoint.y) >= distance
  }
}

extension SceneRuntime {
  /// Delivers one touch sample; the scene has just been evaluated at the sample's time.
  func handleTouch(_ phase: TouchPhase, at point: CGPoint, time: Double) {
    switch phase {
    case .began:
      if touchSession != nil { cancelTouch() }
      let session = TouchSession(start: point, time: time, targets: targets(at: point))
      touchSession = session
      session.press = beginPress(at: point)
      for target in session.targets { target.recognizer?.began(input(session, target, time)) }
    case .moved:
      guard let session = touchSession else { return }
      session.append(point, at: time)
      refreshTargets(of: session)
      if session.press != nil { movePress(&session.press!, to: point) }
      for target in session.targets {
        switch target.registration.attachment.kind {
        case .drag(let drag):
          if !target.isActive && session.hasTravelled(drag.minimumDistance) {
            target.isActive = true
            if target.registration.attachment.cancelsPress { cancelPress(of: session) }
          }
          guard target.isActive else { continue }
          drag._callbacks.changed(session.value(for: target))
        case .tap:
          break
        case .longPress, .composed:
          target.recognizer?.moved(input(session, target, time))
        }
      }
    case .ended:
      guard let session = touchSession else { return }
      touchSession = nil
      session.append(point, at: time)
      refreshTargets(of: session)
      for target in session.targets {
        switch target.registration.attachment.kind {
        case .drag(let drag):
          if target.isActive {
            drag._callbacks.ended(session.value(for: target))
          } else {
            drag._callbacks.failed()
          }
        case .tap:
          break
        case .longPress, .composed:
          target.recognizer?.lifted(input(session, target, time))
        }
      }
      if let press = session.press { endPress(press, at: point) }
    }
  }

  /// Ends a gesture the finger no longer reaches: a recognizer fails (resetting its states),
  /// a drag resets its states.
  private func cancel(_ target: TouchSession.Target) {
    if let recognizer = target.recognizer {
      recognizer.cancel()
    } else {
      for reset in target.registration.attachment.resets { reset() }
    }
  }

  /// A sample as a composed gesture's recognizers see it.
  private func input(_ session: TouchSession, _ target: TouchSession.Target, _ time: Double) -> TouchInput {
    TouchInput(runtime: self, session: session, canvasOrigin: target.registration.canvasOrigin, time: time)
  }

  /// The drags a touch starting at `point` reaches (see the file's note on recipients).
  private func targets(at point: CGPoint) -> [TouchSession.Target] {
    guard let pass = lastPass, let region = pass.hitRegionsTopmostFirst.first(where: { $0.bounds.contains(point) })
    else { return [] }
    var targets: [TouchSession.Target] = []
    // The outermost high-priority gesture takes the touch from every normal one; otherwise
    // the innermost normal one does. Simultaneous ones hear it either way.
    let registered = region.gestures.compactMap { identity in pass.gestures[identity].map { (identity, $0) } }
    let high = registered.first { $0.1.attachment.priority == .high }?.0
    var exclusiveTaken = high != nil
    for (identity, registration) in registered.reversed() {
      switch registration.attachment.priority {
      case .simultaneous: break
      case .high: if identity != high { continue }
      case .normal:
        if exclusiveTaken { continue }
        exclusiveTaken = true
      }
      let start = registration.attachment.coordinateSpace == .global
        ? point
        : CGPoint(x: point.x - registration.canvasOrigin.x, y: point.y - registration.canvasOrigin.y)
      let target = TouchSession.Target(identity: identity, registration: registration, startLocation: start)
      // Long presses and compositions are recognised by recognizers made now
      // (`ComposedGestures.swift`); drags follow their newest registration instead.
      switch registration.attachment.kind {
      case .longPress(let press): target.recognizer = LongPressRecognizer(press)
      case .composed(let make): target.recognizer = make()
      case .drag, .tap: break
      }
      targets.append(target)
    }
    return targets
  }

  /// Picks up each target's newest registration; a gesture whose view is gone is cancelled:
  /// it reports nothing more and its gesture states reset.
  private func refreshTargets(of session: TouchSession) {
    session.targets.removeAll { target in
      if let registration = lastPass?.gestures[target.identity] {
        target.registration = registration
        return false
      }
      cancel(target)
      return true
    }
  }

  /// Releases the button the finger pressed without tapping it: a scroll view started
  /// scrolling under the finger.
  private func cancelPress(of session: TouchSession) {
    guard let press = session.press else { return }
    (lastPass?.taps[press.identity]?.press ?? press.initial).setPressed(false)
    session.press = nil
  }

  /// Cancels the finger that is down: no `onEnded`, gesture states reset.
  private func cancelTouch() {
    if let session = touchSession { cancelPress(of: session) }
    for target in touchSession?.targets ?? [] {
      cancel(target)
    }
    touchSession = nil
  }
}
