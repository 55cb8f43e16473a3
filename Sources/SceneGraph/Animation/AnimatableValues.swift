import Foundation
import Geometry
import Motion

// SwiftUI's value types that animate, with the animatable data SwiftUI gives them, so that
// keyframe tracks, `Animatable` views and custom shapes can animate them as in SwiftUI
// (`KeyframeTrack(\.angle) { CubicKeyframe(.degrees(16), duration: 0.2) }`).

extension Angle: Animatable {
  /// The angle in radians × 128.
  ///
  /// The factor is SwiftUI's own (measured on Apple's framework by the compatibility suites
  /// other SwiftUI implementations run). It matters because a spring's settle thresholds are
  /// absolute in the animatable data's units (docs/SEMANTICS.md §1.4): in radians a rotation's
  /// spring would count as settled 128 × too early, ending the rotation and firing its
  /// `.removed` completions before SwiftUI does.
  public var animatableData: Double {
    get { radians * 128 }
    set { radians = newValue / 128 }
  }
}

extension UnitPoint: Animatable {
  /// `(x, y)`.
  public var animatableData: AnimatablePair<CGFloat, CGFloat> {
    get { AnimatablePair(x, y) }
    set { (x, y) = (newValue.first, newValue.second) }
  }
}

extension EdgeInsets: Animatable {
  /// `(top, (leading, (bottom, trailing)))`.
  public var animatableData: AnimatablePair<CGFloat, AnimatablePair<CGFloat, AnimatablePair<CGFloat, CGFloat>>> {
    get { AnimatablePair(top, AnimatablePair(leading, AnimatablePair(bottom, trailing))) }
    set {
      top = newValue.first
      leading = newValue.second.first
      bottom = newValue.second.second.first
      trailing = newValue.second.second.second
    }
  }
}
