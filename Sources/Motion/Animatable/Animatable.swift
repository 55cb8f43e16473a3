import Foundation

/// A type whose appearance can be interpolated through a vector of numbers.
///
/// The scene graph reads `animatableData` from the old and new values, animates the difference
/// and writes the in-between vectors back, so a conforming type decides which of its
/// properties move smoothly and which jump.
public protocol Animatable {
  /// The vector the animation interpolates.
  associatedtype AnimatableData: VectorArithmetic

  /// The current value of the interpolated vector.
  var animatableData: AnimatableData { get set }
}

extension Animatable where AnimatableData == EmptyAnimatableData {
  /// Nothing to animate: reads give the empty vector, writes are ignored.
  public var animatableData: EmptyAnimatableData {
    get { EmptyAnimatableData() }
    set {}
  }
}

extension Animatable where Self: VectorArithmetic {
  /// A vector animates as itself.
  public var animatableData: Self {
    get { self }
    set { self = newValue }
  }
}

extension Double: Animatable {}
extension Float: Animatable {}
extension CGFloat: Animatable {}
extension AnimatablePair: Animatable {}

extension CGPoint: Animatable {
  /// `(x, y)`.
  public var animatableData: AnimatablePair<CGFloat, CGFloat> {
    get { AnimatablePair(x, y) }
    set { (x, y) = (newValue.first, newValue.second) }
  }
}

extension CGSize: Animatable {
  /// `(width, height)`.
  public var animatableData: AnimatablePair<CGFloat, CGFloat> {
    get { AnimatablePair(width, height) }
    set { (width, height) = (newValue.first, newValue.second) }
  }
}

extension CGRect: Animatable {
  /// `((origin.x, origin.y), (width, height))`, the layout of SwiftUI's animated frames.
  public var animatableData: AnimatablePair<CGPoint.AnimatableData, CGSize.AnimatableData> {
    get { AnimatablePair(origin.animatableData, size.animatableData) }
    set { (origin.animatableData, size.animatableData) = (newValue.first, newValue.second) }
  }
}
