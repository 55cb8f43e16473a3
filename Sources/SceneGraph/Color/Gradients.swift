import Drawing
import Foundation
import Geometry

/// Colours at locations along a gradient.
public struct Gradient: Hashable, Sendable {
  /// One colour at a location in 0…1.
  public struct Stop: Hashable, Sendable {
    public var color: Color
    public var location: CGFloat
    public init(color: Color, location: CGFloat) {
      self.color = color
      self.location = location
    }
  }

  public var stops: [Stop]

  public init(stops: [Stop]) { self.stops = stops }

  /// Colours evenly spaced from 0 to 1.
  public init(colors: [Color]) {
    let n = colors.count
    stops = colors.enumerated().map { i, c in Stop(color: c, location: n > 1 ? CGFloat(i) / CGFloat(n - 1) : 0) }
  }

  func resolved(in environment: EnvironmentValues) -> ResolvedGradient {
    ResolvedGradient(stops: stops.map { .init(color: $0.color.resolved(in: environment), location: Double($0.location)) })
  }
}

/// A style whose paint depends on the shape's frame (gradients): shapes ask it for a paint
/// per frame rather than for one colour.
protocol PaintedStyle: ShapeStyle {}

/// A gradient style: a view that fills its frame, and a style for shapes.
protocol GradientStyle: PaintedStyle, View {}

extension GradientStyle {
  public var body: some View { Rectangle().fill(self) }
}

/// Colours along a line between two unit points of the frame.
public struct LinearGradient: GradientStyle {
  let gradient: Gradient
  let startPoint: UnitPoint
  let endPoint: UnitPoint

  public init(gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) {
    (self.gradient, self.startPoint, self.endPoint) = (gradient, startPoint, endPoint)
  }

  public init(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) {
    self.init(gradient: Gradient(colors: colors), startPoint: startPoint, endPoint: endPoint)
  }

  public init(stops: [Gradient.Stop], startPoint: UnitPoint, endPoint: UnitPoint) {
    self.init(gradient: Gradient(stops: stops), startPoint: startPoint, endPoint: endPoint)
  }

  public func _resolveColor(in environment: EnvironmentValues) -> RGBAColor {
    gradient.stops.first?.color.resolved(in: environment) ?? .clear
  }

  public func _resolvePaint(in environment: EnvironmentValues, rect: CGRect) -> Paint {
    .linearGradient(gradient.resolved(in: environment), startPoint: rect.point(startPoint), endPoint: rect.point(endPoint))
  }
}

/// Colours by distance from a centre, between two radii in points.
public struct RadialGradient: GradientStyle {
  let gradient: Gradient
  let center: UnitPoint
  let startRadius: CGFloat
  let endRadius: CGFloat

  public init(gradient: Gradient, center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
    (self.gradient, self.center, self.startRadius, self.endRadius) = (gradient, center, startRadius, endRadius)
  }

  public init(colors: [Color], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
    self.init(gradient: Gradient(colors: colors), center: center, startRadius: startRadius, endRadius: endRadius)
  }

  public init(stops: [Gradient.Stop], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
    self.init(gradient: Gradient(stops: stops), center: center, startRadius: startRadius, endRadius: endRadius)
  }

  public func _resolveColor(in environment: EnvironmentValues) -> RGBAColor {
    gradient.stops.first?.color.resolved(in: environment) ?? .clear
  }

  public func _resolvePaint(in environment: EnvironmentValues, rect: CGRect) -> Paint {
    .radialGradient(gradient.resolved(in: environment), center: rect.point(center), startRadius: startRadius, endRadius: endRadius)
  }
}

/// Colours by angle around a centre, clockwise from `startAngle` to `endAngle`.
public struct AngularGradient: GradientStyle {
  let gradient: Gradient
  let center: UnitPoint
  let startAngle: Angle
  let endAngle: Angle

  public init(gradient: Gradient, center: UnitPoint, startAngle: Angle = .zero, endAngle: Angle = .zero) {
    (self.gradient, self.center, self.startAngle, self.endAngle) = (gradient, center, startAngle, endAngle)
  }

  public init(colors: [Color], center: UnitPoint, startAngle: Angle, endAngle: Angle) {
    self.init(gradient: Gradient(colors: colors), center: center, startAngle: startAngle, endAngle: endAngle)
  }

  /// A full turn starting at `angle`.
  public init(gradient: Gradient, center: UnitPoint, angle: Angle = .zero) {
    self.init(gradient: gradient, center: center, startAngle: angle, endAngle: angle + .degrees(360))
  }

  public init(colors: [Color], center: UnitPoint, angle: Angle = .zero) {
    self.init(gradient: Gradient(colors: colors), center: center, angle: angle)
  }

  public func _resolveColor(in environment: EnvironmentValues) -> RGBAColor {
    gradient.stops.first?.color.resolved(in: environment) ?? .clear
  }

  public func _resolvePaint(in environment: EnvironmentValues, rect: CGRect) -> Paint {
    // Equal angles mean a full turn, as in SwiftUI's default.
    let end = endAngle == startAngle ? startAngle + .degrees(360) : endAngle
    return .angularGradient(gradient.resolved(in: environment), center: rect.point(center), startAngle: startAngle, endAngle: end)
  }
}

/// A radial gradient stretched to the frame's ellipse; radii are fractions of the frame.
public struct EllipticalGradient: GradientStyle {
  let gradient: Gradient
  let center: UnitPoint
  let startRadiusFraction: CGFloat
  let endRadiusFraction: CGFloat

  public init(gradient: Gradient, center: UnitPoint = .center, startRadiusFraction: CGFloat = 0, endRadiusFraction: CGFloat = 0.5) {
    (self.gradient, self.center) = (gradient, center)
    (self.startRadiusFraction, self.endRadiusFraction) = (startRadiusFraction, endRadiusFraction)
  }

  public init(colors: [Color], center: UnitPoint = .center, startRadiusFraction: CGFloat = 0, endRadiusFraction: CGFloat = 0.5) {
    self.init(
      gradient: Gradient(colors: colors), center: center, startRadiusFraction: startRadiusFraction,
      endRadiusFraction: endRadiusFraction)
  }

  public func _resolveColor(in environment: EnvironmentValues) -> RGBAColor {
    gradient.stops.first?.color.resolved(in: environment) ?? .clear
  }

  public func _resolvePaint(in environment: EnvironmentValues, rect: CGRect) -> Paint {
    .ellipticalGradient(
      gradient.resolved(in: environment), in: rect, center: rect.point(center), startRadiusFraction: startRadiusFraction,
      endRadiusFraction: endRadiusFraction)
  }
}

extension CGRect {
  /// The point at unit coordinates `p` of this rectangle.
  func point(_ p: UnitPoint) -> CGPoint { CGPoint(x: minX + p.x * width, y: minY + p.y * height) }
}

extension AngularGradient {
  public init(stops: [Gradient.Stop], center: UnitPoint, startAngle: Angle, endAngle: Angle) {
    self.init(gradient: Gradient(stops: stops), center: center, startAngle: startAngle, endAngle: endAngle)
  }

  public init(stops: [Gradient.Stop], center: UnitPoint, angle: Angle = .zero) {
    self.init(gradient: Gradient(stops: stops), center: center, angle: angle)
  }
}

extension EllipticalGradient {
  public init(
    stops: [Gradient.Stop], center: UnitPoint = .center, startRadiusFraction: CGFloat = 0, endRadiusFraction: CGFloat = 0.5
  ) {
    self.init(
      gradient: Gradient(stops: stops), center: center, startRadiusFraction: startRadiusFraction,
      endRadiusFraction: endRadiusFraction)
  }
}

// The gradients as shape-style members, the way `.foregroundStyle(.linearGradient(…))` and
// `.fill(.radialGradient(…))` name them: each is the gradient type's initializer.

extension ShapeStyle where Self == LinearGradient {
  public static func linearGradient(_ gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) -> LinearGradient {
    LinearGradient(gradient: gradient, startPoint: startPoint, endPoint: endPoint)
  }

  public static func linearGradient(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) -> LinearGradient {
    LinearGradient(colors: colors, startPoint: startPoint, endPoint: endPoint)
  }

  public static func linearGradient(stops: [Gradient.Stop], startPoint: UnitPoint, endPoint: UnitPoint) -> LinearGradient {
    LinearGradient(stops: stops, startPoint: startPoint, endPoint: endPoint)
  }
}

extension ShapeStyle where Self == RadialGradient {
  public static func radialGradient(
    _ gradient: Gradient, center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat
  ) -> RadialGradient {
    RadialGradient(gradient: gradient, center: center, startRadius: startRadius, endRadius: endRadius)
  }

  public static func radialGradient(
    colors: [Color], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat
  ) -> RadialGradient {
    RadialGradient(colors: colors, center: center, startRadius: startRadius, endRadius: endRadius)
  }

  public static func radialGradient(
    stops: [Gradient.Stop], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat
  ) -> RadialGradient {
    RadialGradient(stops: stops, center: center, startRadius: startRadius, endRadius: endRadius)
  }
}

extension ShapeStyle where Self == AngularGradient {
  public static func angularGradient(
    _ gradient: Gradient, center: UnitPoint, startAngle: Angle, endAngle: Angle
  ) -> AngularGradient {
    AngularGradient(gradient: gradient, center: center, startAngle: startAngle, endAngle: endAngle)
  }

  public static func angularGradient(
    colors: [Color], center: UnitPoint, startAngle: Angle, endAngle: Angle
  ) -> AngularGradient {
    AngularGradient(colors: colors, center: center, startAngle: startAngle, endAngle: endAngle)
  }

  public static func angularGradient(
    stops: [Gradient.Stop], center: UnitPoint, startAngle: Angle, endAngle: Angle
  ) -> AngularGradient {
    AngularGradient(stops: stops, center: center, startAngle: startAngle, endAngle: endAngle)
  }

  /// A full turn starting at `angle`.
  public static func conicGradient(_ gradient: Gradient, center: UnitPoint, angle: Angle = .zero) -> AngularGradient {
    AngularGradient(gradient: gradient, center: center, angle: angle)
  }

  public static func conicGradient(colors: [Color], center: UnitPoint, angle: Angle = .zero) -> AngularGradient {
    AngularGradient(colors: colors, center: center, angle: angle)
  }

  public static func conicGradient(stops: [Gradient.Stop], center: UnitPoint, angle: Angle = .zero) -> AngularGradient {
    AngularGradient(stops: stops, center: center, angle: angle)
  }
}

extension ShapeStyle where Self == EllipticalGradient {
  public static func ellipticalGradient(
    _ gradient: Gradient, center: UnitPoint = .center, startRadiusFraction: CGFloat = 0, endRadiusFraction: CGFloat = 0.5
  ) -> EllipticalGradient {
    EllipticalGradient(
      gradient: gradient, center: center, startRadiusFraction: startRadiusFraction, endRadiusFraction: endRadiusFraction)
  }

  public static func ellipticalGradient(
    colors: [Color], center: UnitPoint = .center, startRadiusFraction: CGFloat = 0, endRadiusFraction: CGFloat = 0.5
  ) -> EllipticalGradient {
    EllipticalGradient(
      colors: colors, center: center, startRadiusFraction: startRadiusFraction, endRadiusFraction: endRadiusFraction)
  }

  public static func ellipticalGradient(
    stops: [Gradient.Stop], center: UnitPoint = .center, startRadiusFraction: CGFloat = 0, endRadiusFraction: CGFloat = 0.5
  ) -> EllipticalGradient {
    EllipticalGradient(
      stops: stops, center: center, startRadiusFraction: startRadiusFraction, endRadiusFraction: endRadiusFraction)
  }
}
