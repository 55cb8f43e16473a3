import Foundation

// The memory of one navigation stack between passes: which screens it showed, the push or pop
// in flight, and the finger of an interactive pop. It is a reference kept in the stack's
// `@State` (like a scroll view's tracker), so a scene restarted from time 0 starts afresh,
// and every picture is a function of the state, the touch samples and the time.
//
// The screens themselves come from the path (a binding, or the stack's own state), the views
// pushed by `NavigationLink(destination:)` (the stack's state) and the presented
// `navigationDestination(isPresented:)`s: the model only compares each pass's list with the
// last one, and a changed top screen starts a push (the new top was not below) or a pop (it
// was). Popping writes back to where a screen came from.

/// Where a screen of a stack comes from, as one key per screen.
enum NavigationScreenKey: Hashable {
  case root
  /// The path's value at `index`.
  case value(index: Int, AnyHashable)
  /// A view pushed by `NavigationLink(destination:)`, by its number.
  case view(Int)
  /// A `navigationDestination(isPresented:)` declared at the identity.
  case presented(ViewIdentity)
}

/// One screen of a stack in one pass.
struct NavigationScreen {
  let key: NavigationScreenKey
  /// What the screen shows.
  let view: any View
  /// Sets `false` to pop a presented destination.
  var isPresented: Binding<Bool>?
}

/// A view pushed by `NavigationLink(destination:)`.
struct PushedNavigationView {
  let id: Int
  /// The number of path values under it: popping the path below that pops it too.
  let pathCount: Int
  let view: AnyView
}

/// The views a stack's links pushed, kept in its state.
struct PushedNavigationViews {
  var views: [PushedNavigationView] = []
  var nextID = 1
}

/// How a screen is pushed and popped.
public enum _NavigationTransitionStyle {
  /// The slide (`.automatic`).
  case slide
  /// The zoom out of the transition source `key` (`.zoom(sourceID:in:)`).
  case zoom(_TransitionSourceKey)
}

/// A push, a pop, or the end of an interactive one, moving the top screen's presence from
/// `from` to `to` (1: the top screen covers the one under it; 0: it is gone).
struct NavigationTransitionRun {
  enum Kind {
    /// A push; ends with the top screen shown.
    case push
    /// A pop; `top` is the removed screen, drawn until the run ends.
    case pop
    /// An interactive pop let go before its threshold: the top screen comes back.
    case cancel
  }

  let kind: Kind
  /// The screen under the moving one.
  let under: NavigationScreenKey
  /// The moving screen (for a pop, the one removed, with its view to draw it again).
  let top: NavigationScreen
  let style: _NavigationTransitionStyle
  /// The scene time it started at, in seconds.
  let start: Double
  let from: Double
  let to: Double
  /// For a zoom, the rectangle (canvas points) at presence 1 when it is not the full screen:
  /// where a dragged screen was let go.
  var zoomRectAtOne: CGRect?
  /// For a zoom that springs back after a drag, the rectangle at presence 0 (else the source's).
  var zoomRectAtZero: CGRect?
  /// The presence's velocity at the start, per second: the finger's, when an edge swipe is
  /// let go (0 otherwise).
  var velocity = 0.0

  /// The presence at `time`, and whether the run has come to rest: the critically damped
  /// spring from `from` moving at `velocity` towards `to`, x(t) = (x₀ + (v₀ + ωx₀)t)e^(−ωt)
  /// for the distance x left.
  func presence(at time: Double) -> (value: Double, finished: Bool) {
    let t = max(0, time - start)
    let w = 2 * Double.pi / response
    let x0 = from - to
    let x = x0 * NavigationTiming.remaining(after: t, response: response) + velocity * t * exp(-w * t)
    let speed = abs((velocity - w * (velocity + w * x0) * t) * exp(-w * t)) / w
    let scale = max(abs(x0), abs(velocity) / w, 1e-9)
    if max(abs(x), speed) < NavigationTiming.restingFraction * scale { return (to, true) }
    return (to + x, false)
  }

  var response: Double {
    if case .zoom = style { return NavigationTiming.zoomResponse }
    return NavigationTiming.slideResponse
  }
}

/// The timing of pushes and pops (docs/SEMANTICS.md §15).
///
/// UIKit documents neither the duration nor the curve of `UINavigationController`'s push
/// (`_UINavigationParallaxTransition`); it is commonly measured at about 0.35 s, and since
/// iOS 7 it is a spring with no overshoot. Flipbook uses a critically damped spring of
/// response 0.35 s (SwiftUI's `.spring(duration: 0.35, bounce: 0)`): 98.6 % of the way at
/// 0.35 s, resting (within 0.05 %) at 0.55 s. The zoom (iOS 18) is visibly slower; with no
/// constant published either, it uses response 0.45 s. The end of an interactive pop runs the
/// same spring from where the finger let go.
enum NavigationTiming {
  static let slideResponse = 0.35
  static let zoomResponse = 0.45
  /// A run is at rest when less than this fraction of its distance is left.
  static let restingFraction = 0.0005

  /// The fraction of the distance a critically damped spring from rest has left after `t`
  /// seconds: e^(−ωt)(1 + ωt), ω = 2π / response.
  static func remaining(after t: Double, response: Double) -> Double {
    let w = 2 * Double.pi / response
    return exp(-w * t) * (1 + w * t)
  }
}

/// An interactive pop in progress: the finger of the edge swipe, or of a zoom's pull-down.
struct NavigationDrag {
  enum Kind { case edge, zoom }
  let kind: Kind
  /// The touch-down point, canvas points.
  let start: CGPoint
  var translation: CGSize
}

/// What one navigation stack remembers between passes.
final class NavigationStackModel {
  /// The path as the stack's body last bound it.
  var path = Binding<[AnyHashable]>.constant([])
  /// The pushed views as the stack's body last bound them.
  var pushedViews = Binding<PushedNavigationViews>.constant(PushedNavigationViews())
  /// The screens of the last pass, bottom first.
  private(set) var screens: [NavigationScreen] = []
  /// The push or pop in flight.
  var transition: NavigationTransitionRun?
  /// The finger of an interactive pop.
  var drag: NavigationDrag?
  /// An interactive pop let go past its threshold: the pop it causes starts from here.
  var release: (presence: Double, time: Double, zoomRect: CGRect?, velocity: Double)?
  /// How each screen seen so far is pushed, as of the last pass that resolved it.
  var styles: [NavigationScreenKey: _NavigationTransitionStyle] = [:]
  /// How the top screen of the last pass is pushed (its zoom drag needs to know).
  var topStyle = _NavigationTransitionStyle.slide
  /// The size of the screens in the last pass (canvas points), for the drags.
  var screenRect = CGRect.zero
  /// What a scroll view in a pushed screen does with a pull: a zoomed screen takes a drag that
  /// starts downwards with the content at its top (`ScrollHandoff.swift`).
  private(set) lazy var pullHandoff = ScrollHandoff { [unowned self] translation, atTop in
    self.acceptsPullDown && ScrollHandoff.pullsDown(translation, atTop: atTop)
  }

  /// Whether the top screen can be pulled down now: it zoomed in and nothing moves it.
  private var acceptsPullDown: Bool {
    guard case .zoom = topStyle else { return false }
    return transition == nil && screens.count >= 2
  }

  // MARK: Pushing and popping (app events)

  /// Pushes `value` on the path, in the transaction of the call.
  func push(_ value: AnyHashable) {
    var elements = path.wrappedValue
    elements.append(value)
    path.wrappedValue = elements
  }

  /// Pushes `view`, in the transaction of the call.
  func push(view: AnyView) {
    var pushed = pushedViews.wrappedValue
    pushed.views.append(PushedNavigationView(id: pushed.nextID, pathCount: path.wrappedValue.count, view: view))
    pushed.nextID += 1
    pushedViews.wrappedValue = pushed
  }

  /// Pops every screen above `depth` (0: the root), writing back where each came from.
  func pop(toDepth depth: Int) {
    guard depth >= 0, depth < screens.count - 1 else { return }
    let kept = screens[...depth]
    let above = screens[(depth + 1)...]
    for screen in above.reversed() { screen.isPresented?.wrappedValue = false }
    let pathCount = kept.filter { if case .value = $0.key { true } else { false } }.count
    if pathCount < path.wrappedValue.count { path.wrappedValue = Array(path.wrappedValue.prefix(pathCount)) }
    let keptViews = Set(kept.compactMap { screen -> Int? in if case .view(let id) = screen.key { id } else { nil } })
    var pushed = pushedViews.wrappedValue
    let remaining = pushed.views.filter { keptViews.contains($0.id) }
    if remaining.count != pushed.views.count {
      pushed.views = remaining
      pushedViews.wrappedValue = pushed
    }
  }

  // MARK: Passes

  /// Takes the screens of a pass at `time`: starts a push or pop when the top screen changed,
  /// unless the change disables animations.
  func update(_ new: [NavigationScreen], at time: Double, transaction: Transaction?, style: (NavigationScreenKey) -> _NavigationTransitionStyle) {
    defer { screens = new }
    if let run = transition, run.presence(at: time).finished { transition = nil }
    guard let oldTop = screens.last, let newTop = new.last, oldTop.key != newTop.key else { return }
    let released = release
    release = nil
    drag = nil
    if transaction?.disablesAnimations == true {
      transition = nil
      return
    }
    if new.count < screens.count, new.contains(where: { $0.key == newTop.key }) {
      // The new top was under the old one: a pop, drawing the removed screen until it ends.
      // An edge swipe slides whatever the screen's own transition.
      let removedStyle = released.map { $0.zoomRect == nil } == true ? .slide : style(oldTop.key)
      var run = NavigationTransitionRun(
        kind: .pop, under: newTop.key, top: oldTop, style: removedStyle, start: released?.time ?? time,
        from: released?.presence ?? 1, to: 0)
      run.zoomRectAtOne = released?.zoomRect
      run.velocity = released?.velocity ?? 0
      transition = run
    } else if new.count >= 2 {
      transition = NavigationTransitionRun(
        kind: .push, under: new[new.count - 2].key, top: newTop, style: style(newTop.key), start: time, from: 0, to: 1)
    }
  }

  // MARK: The edge swipe

  /// How far, in points, from the leading edge a touch starts an interactive pop. UIKit's
  /// screen-edge pan recognizer does not publish its region; 20 pt is what it is commonly
  /// measured at.
  static let edgeWidth: CGFloat = 20
  /// Release speed (points per second) past which a swipe completes or cancels whatever its
  /// position (a choice: UIKit publishes none).
  static let flickSpeed: CGFloat = 300

  func edgeChanged(_ value: DragGesture.Value) {
    guard transition == nil || drag?.kind == .edge else { return }
    if drag == nil { drag = NavigationDrag(kind: .edge, start: value.startLocation, translation: .zero) }
    drag?.translation = value.translation
  }

  func edgeEnded(_ value: DragGesture.Value) {
    guard let drag, drag.kind == .edge, screens.count >= 2 else { return }
    self.drag = nil
    let width = max(screenRect.width, 1)
    let fraction = min(max(value.translation.width / width, 0), 1)
    let presence = 1 - Double(fraction)
    let time = value.time.timeIntervalSinceReferenceDate
    // The spring takes over at the finger's speed: presence is 1 − translation / width.
    let velocity = -Double(value.velocity.width / width)
    if Self.completesEdgeSwipe(fraction: fraction, velocity: value.velocity.width) {
      release = (presence, time, nil, velocity)
      pop(toDepth: screens.count - 2)
    } else {
      var run = NavigationTransitionRun(
        kind: .cancel, under: screens[screens.count - 2].key, top: screens[screens.count - 1], style: .slide,
        start: time, from: presence, to: 1)
      run.velocity = velocity
      transition = run
    }
  }

  /// The rule an edge swipe ends by: a flick towards the trailing edge completes it, one
  /// back towards the leading edge cancels it, and otherwise it completes past half the width.
  static func completesEdgeSwipe(fraction: CGFloat, velocity: CGFloat) -> Bool {
    if velocity > flickSpeed { return true }
    if velocity < -flickSpeed { return false }
    return fraction > 0.5
  }

  // MARK: The zoom's pull-down

  /// How far down (points) a pulled zoomed screen must be let go to dismiss (a choice: UIKit
  /// publishes none).
  static let zoomDismissDistance: CGFloat = 120
  /// A downward release speed (points per second) that dismisses whatever the distance.
  static let zoomDismissSpeed: CGFloat = 800

  func zoomChanged(_ value: DragGesture.Value) {
    guard acceptsPullDown || drag != nil else { return }
    if drag == nil {
      // Only a pull that starts downwards grabs the screen, and not one a scroll view in the
      // screen scrolls with.
      guard ScrollHandoff.pullsDown(value.translation, atTop: true),
        !pullHandoff.scrollViewKept(dragStartingAt: value.startLocation)
      else { return }
      drag = NavigationDrag(kind: .zoom, start: value.startLocation, translation: .zero)
    }
    guard drag?.kind == .zoom else { return }
    drag?.translation = value.translation
  }

  func zoomEnded(_ value: DragGesture.Value) {
    pullHandoff.dragEnded()
    guard let drag, drag.kind == .zoom, screens.count >= 2 else { return }
    self.drag = nil
    var moved = drag
    moved.translation = value.translation
    let rect = Self.zoomDragRect(moved, screen: screenRect)
    let time = value.time.timeIntervalSinceReferenceDate
    if Self.completesZoomDismiss(distance: value.translation.height, velocity: value.velocity.height) {
      release = (1, time, rect, 0)
      pop(toDepth: screens.count - 2)
    } else {
      var run = NavigationTransitionRun(
        kind: .cancel, under: screens[screens.count - 2].key, top: screens[screens.count - 1], style: topStyle,
        start: time, from: 0, to: 1)
      run.zoomRectAtZero = rect
      transition = run
    }
  }

  /// The rule a zoom's pull-down ends by: past ``zoomDismissDistance`` or faster than
  /// ``zoomDismissSpeed`` downwards it dismisses, else the screen springs back.
  static func completesZoomDismiss(distance: CGFloat, velocity: CGFloat) -> Bool {
    distance > zoomDismissDistance || velocity > zoomDismissSpeed
  }

  /// The scale of a screen pulled down by `pull` points on a screen `height` tall: 1 − pull / (2·height),
  /// never below 0.5 (a choice: iOS publishes no curve).
  static func zoomDragScale(pull: CGFloat, height: CGFloat) -> CGFloat {
    1 - 0.5 * min(max(pull / max(height, 1), 0), 1)
  }

  /// Where a pulled screen is: the screen scaled by ``zoomDragScale(pull:height:)`` about the
  /// touch-down point, then moved with the finger, so the point under the finger stays under it.
  static func zoomDragRect(_ drag: NavigationDrag, screen: CGRect) -> CGRect {
    let k = zoomDragScale(pull: drag.translation.height, height: screen.height)
    let s = drag.start
    return CGRect(
      x: s.x + (screen.minX - s.x) * k + drag.translation.width,
      y: s.y + (screen.minY - s.y) * k + drag.translation.height,
      width: screen.width * k, height: screen.height * k)
  }
}
