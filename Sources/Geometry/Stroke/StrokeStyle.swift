import Foundation

/// How the ends of open stroked subpaths are drawn. Foundation on Linux lacks CoreGraphics'
/// type of this name, so Geometry defines it with the same cases.
public enum CGLineCap: Int32, Hashable, Sendable {
  case butt, round, square
}

/// How stroked segments meet at corners.
public enum CGLineJoin: Int32, Hashable, Sendable {
  case miter, round, bevel
}

/// The geometry of a stroke, with SwiftUI's names and defaults.
public struct StrokeStyle: Hashable, Sendable {
  /// Width of the stroke in points; must be ≥ 0. Default 1.
  public var lineWidth: CGFloat
  public var lineCap: CGLineCap
  public var lineJoin: CGLineJoin
  public var miterLimit: CGFloat
  public var dash: [CGFloat]
  public var dashPhase: CGFloat

  public init(
    lineWidth: CGFloat = 1, lineCap: CGLineCap = .butt, lineJoin: CGLineJoin = .miter,
    miterLimit: CGFloat = 10, dash: [CGFloat] = [], dashPhase: CGFloat = 0
  ) {
    self.lineWidth = lineWidth
    self.lineCap = lineCap
    self.lineJoin = lineJoin
    self.miterLimit = miterLimit
    self.dash = dash
    self.dashPhase = dashPhase
  }
}

/// Which points a path encloses.
public enum FillRule: Hashable, Sendable {
  /// Inside where the winding number is not zero (SwiftUI's default).
  case nonZero
  /// Inside where the winding number is odd.
  case evenOdd
}

/// SwiftUI's fill options.
public struct FillStyle: Hashable, Sendable {
  public var isEOFilled: Bool
  public var isAntialiased: Bool

  public init(eoFill: Bool = false, antialiased: Bool = true) {
    isEOFilled = eoFill
    isAntialiased = antialiased
  }

  public var rule: FillRule { isEOFilled ? .evenOdd : .nonZero }
}
