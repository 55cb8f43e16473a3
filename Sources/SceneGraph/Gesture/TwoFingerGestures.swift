import Foundation
import Geometry

// What: the two-finger gestures — `MagnifyGesture` and `RotateGesture` (iOS 17) and the older
// `MagnificationGesture` and `RotationGesture` — so pinch-to-zoom and twist code compiles.
// A script moves one finger, so these gestures never begin: their recognizer fails at touch
// down, leaving the touch to the other gestures (a drag beside a pinch still drags), and their
// callbacks never run.

/// A pinch (iOS 17): its value is the magnification since the fingers touched.
public struct MagnifyGesture: _CallbackGesture {
  public struct Value: Equatable, Sendable {
    public var time: Date
    /// The scale since the gesture began: 1 is no change.
    public var magnification: CGFloat
    /// Scale per second.
    public var velocity: CGFloat
    /// Where the fingers' centre began, as a unit point of the view.
    public var startAnchor: UnitPoint
    /// Where the fingers' centre began, in points.
    public var startLocation: CGPoint
  }

  public var minimumScaleDelta: CGFloat
  public var _callbacks = _GestureCallbacks<Value>()

  public init(minimumScaleDelta: CGFloat = 0.01) { self.minimumScaleDelta = minimumScaleDelta }

  public var _gesture: _AnyGesture { _AnyGesture(kind: .composed { TwoFingerRecognizer<Value>() }) }
}

/// A pinch (before iOS 17): its value is the magnification.
public struct MagnificationGesture: _CallbackGesture {
  public typealias Value = CGFloat
  public var minimumScaleDelta: CGFloat
  public var _callbacks = _GestureCallbacks<CGFloat>()

  public init(minimumScaleDelta: CGFloat = 0.01) { self.minimumScaleDelta = minimumScaleDelta }

  public var _gesture: _AnyGesture { _AnyGesture(kind: .composed { TwoFingerRecognizer<CGFloat>() }) }
}

/// A twist (iOS 17): its value is the rotation since the fingers touched.
public struct RotateGesture: _CallbackGesture {
  public struct Value: Equatable, Sendable {
    public var time: Date
    /// The rotation since the gesture began.
    public var rotation: Angle
    /// Rotation per second.
    public var velocity: Angle
    public var startAnchor: UnitPoint
    public var startLocation: CGPoint
  }

  public var minimumAngleDelta: Angle
  public var _callbacks = _GestureCallbacks<Value>()

  public init(minimumAngleDelta: Angle = .degrees(1)) { self.minimumAngleDelta = minimumAngleDelta }

  public var _gesture: _AnyGesture { _AnyGesture(kind: .composed { TwoFingerRecognizer<Value>() }) }
}

/// A twist (before iOS 17): its value is the rotation.
public struct RotationGesture: _CallbackGesture {
  public typealias Value = Angle
  public var minimumAngleDelta: Angle
  public var _callbacks = _GestureCallbacks<Angle>()

  public init(minimumAngleDelta: Angle = .degrees(1)) { self.minimumAngleDelta = minimumAngleDelta }

  public var _gesture: _AnyGesture { _AnyGesture(kind: .composed { TwoFingerRecognizer<Angle>() }) }
}

/// A recognizer for a gesture one finger cannot make: it fails as the finger touches down.
private final class TwoFingerRecognizer<Value>: GestureRecognizer<Value> {
  override func began(_ touch: TouchInput) {
    isFinished = true
    onFailed()
  }
}
