import Foundation
import Geometry
import Motion

/// A rectangle with rounded corners filling its frame: SwiftUI's `RoundedRectangle`.
///
/// The corner style defaults to `.continuous` as in SwiftUI; the continuous curve is an
/// approximation of Apple's (see `Path+RoundedRect.swift`). Radii larger than half the
/// shorter side are clamped to it. The outline starts at 3 o'clock (maxX, midY) and runs
/// clockwise on screen, like `Circle`, so `trim(from:to:)` grows from there.
public struct RoundedRectangle: Shape {
  /// The x and y radii of every corner, in points.
  public var cornerSize: CGSize
  public var style: RoundedCornerStyle

  public init(cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
    self.cornerSize = cornerSize
    self.style = style
  }

  public init(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
    self.init(cornerSize: CGSize(width: cornerRadius, height: cornerRadius), style: style)
  }

  public func path(in rect: CGRect) -> Path {
    Path(roundedRect: rect, cornerSize: cornerSize, style: style)
  }

  /// The corner size animates.
  public var animatableData: CGSize.AnimatableData {
    get { cornerSize.animatableData }
    set { cornerSize.animatableData = newValue }
  }
}

/// A rectangle whose shorter sides are half circles filling its frame: SwiftUI's `Capsule`.
///
/// The corner radius is half the shorter side, so a square capsule is a circle. With the
/// default `.continuous` style the ends are still exact half circles: the smoothing of a
/// continuous corner shrinks to nothing when the radius reaches half the side (see
/// `Path+RoundedRect.swift`), which is also what SwiftUI draws. Starts at 3 o'clock.
public struct Capsule: Shape {
  public var style: RoundedCornerStyle

  public init(style: RoundedCornerStyle = .continuous) { self.style = style }

  public func path(in rect: CGRect) -> Path {
    let r = rect.standardized
    let radius = min(r.width, r.height) / 2
    return Path(roundedRect: r, cornerRadius: radius, style: style)
  }
}

/// A rectangle with its own radius at each corner: SwiftUI's `UnevenRoundedRectangle`.
///
/// Each radius is clamped to half the shorter side (so neighbouring corners never overlap);
/// negative and NaN radii are 0. Starts at 3 o'clock, clockwise on screen.
public struct UnevenRoundedRectangle: Shape {
  public var cornerRadii: RectangleCornerRadii
  public var style: RoundedCornerStyle

  public init(cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = .continuous) {
    self.cornerRadii = cornerRadii
    self.style = style
  }

  /// Radii in points, each defaulting to 0.
  public init(
    topLeadingRadius: CGFloat = 0, bottomLeadingRadius: CGFloat = 0,
    bottomTrailingRadius: CGFloat = 0, topTrailingRadius: CGFloat = 0,
    style: RoundedCornerStyle = .continuous
  ) {
    self.init(
      cornerRadii: RectangleCornerRadii(
        topLeading: topLeadingRadius, bottomLeading: bottomLeadingRadius,
        bottomTrailing: bottomTrailingRadius, topTrailing: topTrailingRadius),
      style: style)
  }

  public func path(in rect: CGRect) -> Path {
    var path = Path()
    path.addRoundedRect(in: rect, cornerRadii: cornerRadii, style: style)
    return path
  }

  /// The four radii animate.
  public var animatableData: RectangleCornerRadii.AnimatableData {
    get { cornerRadii.animatableData }
    set { cornerRadii.animatableData = newValue }
  }
}

extension RectangleCornerRadii: Animatable {
  /// `((topLeading, bottomLeading), (bottomTrailing, topTrailing))`.
  public var animatableData: AnimatablePair<AnimatablePair<CGFloat, CGFloat>, AnimatablePair<CGFloat, CGFloat>> {
    get {
      AnimatablePair(
        AnimatablePair(topLeading, bottomLeading), AnimatablePair(bottomTrailing, topTrailing))
    }
    set {
      (topLeading, bottomLeading) = (newValue.first.first, newValue.first.second)
      (bottomTrailing, topTrailing) = (newValue.second.first, newValue.second.second)
    }
  }
}

// iOS 17's shapes by name, for arguments typed as a shape: `.clipShape(.rect(cornerRadius: 12))`,
// `.background(.blue, in: .capsule)`.

extension Shape where Self == Rectangle {
  /// A rectangle.
  public static var rect: Rectangle { Rectangle() }
}

extension Shape where Self == RoundedRectangle {
  /// A rectangle with corners of `cornerRadius`.
  public static func rect(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) -> RoundedRectangle {
    RoundedRectangle(cornerRadius: cornerRadius, style: style)
  }
  /// A rectangle with corners of `cornerSize`.
  public static func rect(cornerSize: CGSize, style: RoundedCornerStyle = .continuous) -> RoundedRectangle {
    RoundedRectangle(cornerSize: cornerSize, style: style)
  }
}

extension Shape where Self == UnevenRoundedRectangle {
  /// A rectangle with its own radius at each corner.
  public static func rect(cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = .continuous) -> UnevenRoundedRectangle {
    UnevenRoundedRectangle(cornerRadii: cornerRadii, style: style)
  }
  public static func rect(
    topLeadingRadius: CGFloat = 0, bottomLeadingRadius: CGFloat = 0, bottomTrailingRadius: CGFloat = 0,
    topTrailingRadius: CGFloat = 0, style: RoundedCornerStyle = .continuous
  ) -> UnevenRoundedRectangle {
    UnevenRoundedRectangle(
      topLeadingRadius: topLeadingRadius, bottomLeadingRadius: bottomLeadingRadius,
      bottomTrailingRadius: bottomTrailingRadius, topTrailingRadius: topTrailingRadius, style: style)
  }
}

extension Shape where Self == Capsule {
  /// A capsule.
  public static var capsule: Capsule { Capsule() }
  public static func capsule(style: RoundedCornerStyle) -> Capsule { Capsule(style: style) }
}
