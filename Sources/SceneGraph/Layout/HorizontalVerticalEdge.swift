import Foundation

/// The leading or trailing edge of a horizontal span.
public enum HorizontalEdge: Int8, CaseIterable, Hashable, Sendable {
  case leading, trailing

  /// A set of horizontal edges.
  public struct Set: OptionSet, Hashable, Sendable {
    public let rawValue: Int8
    public init(rawValue: Int8) { self.rawValue = rawValue }
    public init(_ edge: HorizontalEdge) { rawValue = 1 << edge.rawValue }

    public static let leading = Set(.leading)
    public static let trailing = Set(.trailing)
    public static let all: Set = [.leading, .trailing]
  }
}

/// The top or bottom edge of a vertical span.
public enum VerticalEdge: Int8, CaseIterable, Hashable, Sendable {
  case top, bottom

  /// A set of vertical edges.
  public struct Set: OptionSet, Hashable, Sendable {
    public let rawValue: Int8
    public init(rawValue: Int8) { self.rawValue = rawValue }
    public init(_ edge: VerticalEdge) { rawValue = 1 << edge.rawValue }

    public static let top = Set(.top)
    public static let bottom = Set(.bottom)
    public static let all: Set = [.top, .bottom]
  }
}
