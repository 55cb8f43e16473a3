import Foundation

/// A size a parent offers a child; `nil` in a dimension asks for the child's ideal size.
public struct ProposedViewSize: Hashable, Sendable {
  public var width: CGFloat?
  public var height: CGFloat?

  public init(width: CGFloat?, height: CGFloat?) {
    self.width = width
    self.height = height
  }

  public init(_ size: CGSize) { self.init(width: size.width, height: size.height) }

  public static let zero = ProposedViewSize(width: 0, height: 0)
  public static let unspecified = ProposedViewSize(width: nil, height: nil)
  public static let infinity = ProposedViewSize(width: .infinity, height: .infinity)

  /// The proposal with `nil` dimensions replaced, by default with 10 points as SwiftUI does
  /// for views that have no ideal size.
  public func replacingUnspecifiedDimensions(by size: CGSize = CGSize(width: 10, height: 10)) -> CGSize {
    CGSize(width: width ?? size.width, height: height ?? size.height)
  }
}

/// A point in a view's own unit square: (0, 0) top leading, (1, 1) bottom trailing.
public struct UnitPoint: Hashable, Sendable {
  public var x: CGFloat
  public var y: CGFloat

  public init() { (x, y) = (0, 0) }
  public init(x: CGFloat, y: CGFloat) { (self.x, self.y) = (x, y) }

  public static let zero = UnitPoint(x: 0, y: 0)
  public static let center = UnitPoint(x: 0.5, y: 0.5)
  public static let leading = UnitPoint(x: 0, y: 0.5)
  public static let trailing = UnitPoint(x: 1, y: 0.5)
  public static let top = UnitPoint(x: 0.5, y: 0)
  public static let bottom = UnitPoint(x: 0.5, y: 1)
  public static let topLeading = UnitPoint(x: 0, y: 0)
  public static let topTrailing = UnitPoint(x: 1, y: 0)
  public static let bottomLeading = UnitPoint(x: 0, y: 1)
  public static let bottomTrailing = UnitPoint(x: 1, y: 1)

  /// The point in a box of `size`.
  func `in`(_ size: CGSize) -> CGPoint { CGPoint(x: x * size.width, y: y * size.height) }
}

/// Horizontal alignment guide.
public struct HorizontalAlignment: Hashable, Sendable {
  let fraction: CGFloat
  public static let leading = HorizontalAlignment(fraction: 0)
  public static let center = HorizontalAlignment(fraction: 0.5)
  public static let trailing = HorizontalAlignment(fraction: 1)
}

/// How a guide across a view is found: a fraction of its length, or one of its text baselines.
enum GuideKind: Hashable, Sendable {
  /// 0 top (leading), 0.5 centre, 1 bottom (trailing).
  case fraction(CGFloat)
  /// The first line's baseline of the view's text; the bottom for a view without text.
  case firstTextBaseline
  /// The last line's baseline of the view's text; the bottom for a view without text.
  case lastTextBaseline
}

/// Vertical alignment guide.
public struct VerticalAlignment: Hashable, Sendable {
  let kind: GuideKind

  public static let top = VerticalAlignment(kind: .fraction(0))
  public static let center = VerticalAlignment(kind: .fraction(0.5))
  public static let bottom = VerticalAlignment(kind: .fraction(1))
  /// The baseline of the first line of text in the view; its bottom when it shows no text.
  ///
  /// A container's baseline is that of its first child with text, where that child sits.
  public static let firstTextBaseline = VerticalAlignment(kind: .firstTextBaseline)
  /// The baseline of the last line of text in the view; its bottom when it shows no text.
  ///
  /// A container's baseline is that of its last child with text, where that child sits.
  public static let lastTextBaseline = VerticalAlignment(kind: .lastTextBaseline)
}

/// A pair of alignment guides, as stacks and frames take.
public struct Alignment: Hashable, Sendable {
  public var horizontal: HorizontalAlignment
  public var vertical: VerticalAlignment

  public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {
    self.horizontal = horizontal
    self.vertical = vertical
  }

  public static let center = Alignment(horizontal: .center, vertical: .center)
  public static let leading = Alignment(horizontal: .leading, vertical: .center)
  public static let trailing = Alignment(horizontal: .trailing, vertical: .center)
  public static let top = Alignment(horizontal: .center, vertical: .top)
  public static let bottom = Alignment(horizontal: .center, vertical: .bottom)
  public static let topLeading = Alignment(horizontal: .leading, vertical: .top)
  public static let topTrailing = Alignment(horizontal: .trailing, vertical: .top)
  public static let bottomLeading = Alignment(horizontal: .leading, vertical: .bottom)
  public static let bottomTrailing = Alignment(horizontal: .trailing, vertical: .bottom)
  public static let leadingFirstTextBaseline = Alignment(horizontal: .leading, vertical: .firstTextBaseline)
  public static let centerFirstTextBaseline = Alignment(horizontal: .center, vertical: .firstTextBaseline)
  public static let trailingFirstTextBaseline = Alignment(horizontal: .trailing, vertical: .firstTextBaseline)
  public static let leadingLastTextBaseline = Alignment(horizontal: .leading, vertical: .lastTextBaseline)
  public static let centerLastTextBaseline = Alignment(horizontal: .center, vertical: .lastTextBaseline)
  public static let trailingLastTextBaseline = Alignment(horizontal: .trailing, vertical: .lastTextBaseline)

  /// The offset of `child`, of size `size` for `proposal`, aligned inside a box of `container`
  /// size.
  ///
  /// The child's guide meets the box's: `containerGuide` when the box has one (an overlay's
  /// primary view), otherwise the box's default, a fraction of its length or for a baseline
  /// its bottom (so a frame puts its text's baseline on its bottom edge, as in SwiftUI).
  func offset(
    of child: Node, size: CGSize, proposal: ProposedViewSize, in container: CGSize, containerGuide: CGFloat? = nil,
    _ pass: Pass
  ) -> CGPoint {
    let guide = child.guide(vertical.kind, size: size, proposal: proposal, pass)
    return CGPoint(
      x: (container.width - size.width) * horizontal.fraction,
      y: (containerGuide ?? Node.defaultGuide(vertical.kind, length: container.height)) - guide)
  }
}

/// An edge of a rectangle.
public enum Edge: Int8, CaseIterable, Hashable, Sendable {
  case top, leading, bottom, trailing

  /// A set of edges.
  public struct Set: OptionSet, Hashable, Sendable {
    public let rawValue: Int8
    public init(rawValue: Int8) { self.rawValue = rawValue }
    public init(_ edge: Edge) { rawValue = 1 << edge.rawValue }

    public static let top = Set(.top)
    public static let leading = Set(.leading)
    public static let bottom = Set(.bottom)
    public static let trailing = Set(.trailing)
    public static let all: Set = [.top, .leading, .bottom, .trailing]
    public static let horizontal: Set = [.leading, .trailing]
    public static let vertical: Set = [.top, .bottom]
  }
}

/// Insets on each edge, in points.
public struct EdgeInsets: Hashable, Sendable {
  public var top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat

  public init(top: CGFloat = 0, leading: CGFloat = 0, bottom: CGFloat = 0, trailing: CGFloat = 0) {
    (self.top, self.leading, self.bottom, self.trailing) = (top, leading, bottom, trailing)
  }

  init(_ edges: Edge.Set, _ length: CGFloat) {
    self.init(
      top: edges.contains(.top) ? length : 0, leading: edges.contains(.leading) ? length : 0,
      bottom: edges.contains(.bottom) ? length : 0, trailing: edges.contains(.trailing) ? length : 0)
  }
}

/// Safe-area regions, for `ignoresSafeArea`.
public struct SafeAreaRegions: OptionSet, Hashable, Sendable {
  public let rawValue: UInt
  public init(rawValue: UInt) { self.rawValue = rawValue }
  public static let container = SafeAreaRegions(rawValue: 1)
  public static let keyboard = SafeAreaRegions(rawValue: 2)
  public static let all: SafeAreaRegions = [.container, .keyboard]
}
