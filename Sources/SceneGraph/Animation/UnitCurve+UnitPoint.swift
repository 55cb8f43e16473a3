import Motion

extension UnitCurve {
  /// A cubic Bézier timing curve from (0, 0) to (1, 1) through two control points, with
  /// SwiftUI's `UnitPoint` signature (the x coordinates are clamped to 0…1).
  public static func bezier(startControlPoint: UnitPoint, endControlPoint: UnitPoint) -> UnitCurve {
    bezier(
      startControlPoint: (x: Double(startControlPoint.x), y: Double(startControlPoint.y)),
      endControlPoint: (x: Double(endControlPoint.x), y: Double(endControlPoint.y)))
  }
}
