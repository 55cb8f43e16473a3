import Foundation

// DragGesture: SwiftUI's drag gesture, driven by a script's touch samples.
//
// What: the gesture value (`DragGesture.Value`) with SwiftUI's names, the `onChanged`,
// `onEnded` and `updating` callbacks, and `.gesture` / `.simultaneousGesture` to attach it.
// The recognition itself (when a drag starts, velocity, prediction) lives in
// `TouchSession.swift`, next to the runtime that delivers the touches.
// Why: a gesture here is a plain value holding its callbacks; the view tree registers it in
// every pass, and the runtime calls the newest registration, as SwiftUI calls the closures of
// the latest body.
// Drags, long presses (`LongPressGesture.swift`), taps (`TapGesture`) and their compositions
// (`ComposedGestures.swift`) conform to `Gesture`; `.highPriorityGesture` and gesture masks
// decide which attached gestures a touch reaches.
// Refuses: magnification and rotation gestures (one finger only), `Gesture.map`, and gestures
// of your own (`body: some Gesture`).

/// Something a view recognises from touches: ``DragGesture``, ``LongPressGesture`` and
/// ``TapGesture``.
public protocol Gesture {
  /// What the gesture reports while it runs and when it ends.
  associatedtype Value

  /// The gesture as the runtime recognises it, with all its callbacks. Not for scene code.
  var _gesture: _AnyGesture { get }
}

/// A gesture of any kind, with its callbacks. Not for scene code.
public struct _AnyGesture {
  enum Kind {
    case drag(DragGesture)
    case longPress(LongPressGesture)
    case tap(TapGesture)
    /// A composed gesture, recognised by a tree of recognizers made at touch-down.
    case composed(() -> AnyGestureRecognizer)
  }

  let kind: Kind
}

/// A gesture that follows a finger once it has moved `minimumDistance` from where it touched.
///
/// While the finger moves, `onChanged` actions (and `updating` bodies) run with each touch
/// sample; when it lifts, `onEnded` actions run with the last sample and any ``GestureState``
/// it updated goes back to its initial value. A drag that never travels `minimumDistance`
/// reports nothing.
public struct DragGesture: _CallbackGesture {
  /// The state of a drag at one touch sample.
  ///
  /// `time`, `location` and `startLocation` are stored; the rest follow from them and the
  /// finger's velocity, as SwiftUI's read-only properties do.
  public struct Value: Equatable, Sendable {
    /// When the sample was taken: the scene clock's seconds, as seconds since the reference date.
    public var time: Date
    /// Where the finger is, in the gesture's coordinate space (points).
    public var location: CGPoint
    /// Where the finger first touched, in the gesture's coordinate space (points).
    public var startLocation: CGPoint
    let fingerVelocity: CGSize

    init(time: Date, location: CGPoint, startLocation: CGPoint, velocity: CGSize) {
      self.time = time
      self.location = location
      self.startLocation = startLocation
      fingerVelocity = velocity
    }

    /// `location − startLocation`, in points.
    public var translation: CGSize {
      CGSize(width: location.x - startLocation.x, height: location.y - startLocation.y)
    }

    /// How fast the finger moves, in points per second (see `TouchSession.swift` for the model).
    public var velocity: CGSize { fingerVelocity }

    /// Where the drag would come to rest if the finger let go now and the motion decelerated:
    /// `location` plus the coasting distance of `velocity` (an approximation; see
    /// `TouchSession.swift`).
    public var predictedEndLocation: CGPoint {
      let coast = TouchSession.coastingDistance(fingerVelocity)
      return CGPoint(x: location.x + coast.width, y: location.y + coast.height)
    }

    /// `predictedEndLocation − startLocation`, in points.
    public var predictedEndTranslation: CGSize {
      let end = predictedEndLocation
      return CGSize(width: end.x - startLocation.x, height: end.y - startLocation.y)
    }
  }

  /// How far, in points, the finger must move from its touch-down point before the drag
  /// starts reporting; default 10; 0 reports from the first move.
  public var minimumDistance: CGFloat
  /// The space `location` and `startLocation` are measured in: `.local` (the view the gesture
  /// is attached to, its top-leading corner at zero) or `.global` (the canvas).
  public var coordinateSpace: CoordinateSpace

  /// The `onChanged`, `onEnded` and `updating` callbacks (`ComposedGestures.swift`).
  public var _callbacks = _GestureCallbacks<Value>()

  /// - Parameters:
  ///   - minimumDistance: points the finger travels before the drag starts; default 10.
  ///   - coordinateSpace: the space of the reported locations; default `.local`.
  public init(minimumDistance: CGFloat = 10, coordinateSpace: CoordinateSpace = .local) {
    self.minimumDistance = minimumDistance
    self.coordinateSpace = coordinateSpace
  }

  public var _gesture: _AnyGesture { _AnyGesture(kind: .drag(self)) }
}

extension View {
  /// Attaches `gesture` to this view. A touch that starts on what the view draws goes to the
  /// innermost `gesture` on its path; gestures of enclosing views get it only when attached
  /// with ``simultaneousGesture(_:)``.
  public func gesture<G: Gesture>(_ gesture: G, including mask: GestureMask = .all) -> some View {
    modifier(_GestureModifier(attachment: GestureAttachment(kind: gesture._gesture.kind, priority: .normal, mask: mask)))
  }

  /// Attaches `gesture` so that it runs together with the gestures of the views inside.
  public func simultaneousGesture<G: Gesture>(_ gesture: G, including mask: GestureMask = .all) -> some View {
    modifier(_GestureModifier(attachment: GestureAttachment(kind: gesture._gesture.kind, priority: .simultaneous, mask: mask)))
  }

  /// Attaches `gesture` with priority over the gestures of the views inside: a touch that
  /// reaches it goes to it, not to theirs.
  public func highPriorityGesture<G: Gesture>(_ gesture: G, including mask: GestureMask = .all) -> some View {
    modifier(_GestureModifier(attachment: GestureAttachment(kind: gesture._gesture.kind, priority: .high, mask: mask)))
  }
}

/// Which gestures an attachment enables: its own (`.gesture`), those of the views inside
/// (`.subviews`), both (`.all`) or none.
public struct GestureMask: OptionSet, Sendable {
  public let rawValue: UInt32
  public init(rawValue: UInt32) { self.rawValue = rawValue }
  public static let none = GestureMask([])
  public static let gesture = GestureMask(rawValue: 1)
  public static let subviews = GestureMask(rawValue: 2)
  public static let all: GestureMask = [.gesture, .subviews]
}

/// A gesture as attached to a view.
struct GestureAttachment {
  /// How the gesture competes with the gestures of the views around it.
  enum Priority {
    /// The innermost normal gesture on a touch's path takes it.
    case normal
    /// Hears every touch that reaches it, whoever else does.
    case simultaneous
    /// Takes the touch before the gestures inside (the outermost high-priority one wins).
    case high
  }

  let kind: _AnyGesture.Kind
  let priority: Priority
  let mask: GestureMask
  /// Whether the gesture starting cancels the press of a button under the finger, as a
  /// UIScrollView cancels its content's touches once it scrolls (scroll views and a sheet's
  /// drag); a gesture the app attaches leaves the button pressed.
  var cancelsPress = false

  var isSimultaneous: Bool { priority == .simultaneous }

  /// The space the gesture reports locations in.
  var coordinateSpace: CoordinateSpace {
    if case .drag(let drag) = kind { return drag.coordinateSpace }
    return .local
  }

  /// What resets the gesture's `@GestureState`s when it ends or is cancelled.
  var resets: [() -> Void] {
    switch kind {
    case .drag(let drag): drag._callbacks.resets
    case .longPress(let press): press._callbacks.resets
    case .tap, .composed: []
    }
  }
}

/// Where a gesture sat in one pass: its view's frame in canvas coordinates (for `.local`
/// locations) and its newest callbacks.
struct GestureRegistration {
  let attachment: GestureAttachment
  /// The gesture view's top-leading corner on the canvas, in points.
  let canvasOrigin: CGPoint
}

public struct _GestureModifier: WrappingModifier {
  let attachment: GestureAttachment

  package func node(wrapping child: Node, _ identity: ViewIdentity) -> Node {
    GestureNode(identity: identity, child: child, modifier: self)
  }

  /// Under `.disabled(true)` the gesture is not there (a disabled scroll view does not scroll).
  package func makeNode(content: any View, _ resolver: inout Resolver, _ identity: ViewIdentity) -> Node {
    let child = resolver.resolve(content, identity.appending(.body))
    return resolver.environment.isEnabled ? node(wrapping: child, identity) : child
  }
}

final class GestureNode: EffectNode<_GestureModifier> {
  override func place(at origin: CGPoint, size: CGSize, proposal: ProposedViewSize, _ pass: Pass) {
    let mask = modifier.attachment.mask
    // A mask without `.subviews` turns the gestures inside off; without `.gesture`, this one.
    if !mask.contains(.subviews) {
      pass.withSavedState {
        pass.gestureChain = []
        if mask.contains(.gesture) { placeGesture(at: origin, size: size, proposal: proposal, pass) } else {
          child.place(at: origin, size: size, proposal: proposal, pass)
        }
      }
      return
    }
    guard mask.contains(.gesture) else { return child.place(at: origin, size: size, proposal: proposal, pass) }
    placeGesture(at: origin, size: size, proposal: proposal, pass)
  }

  private func placeGesture(at origin: CGPoint, size: CGSize, proposal: ProposedViewSize, _ pass: Pass) {
    // A tap gesture is a tap action like `onTapGesture`'s.
    if case .tap(let tap) = modifier.attachment.kind {
      let handler = TapHandler(identity: identity, count: tap.count, action: { for action in tap._callbacks.endedActions { action(()) } })
      if !pass.isRemoving { pass.taps[identity] = handler }
      pass.withSavedState {
        pass.tapHandlers.append(handler)
        child.place(at: origin, size: size, proposal: proposal, pass)
      }
      return
    }
    pass.gestures[identity] = GestureRegistration(
      attachment: modifier.attachment, canvasOrigin: pass.transform.apply(origin))
    pass.withSavedState {
      pass.gestureChain.append(identity)
      child.place(at: origin, size: size, proposal: proposal, pass)
    }
  }
}
