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

/// Horizontal alignment guide: a line across a view's width that containers line children up
/// on.
public struct HorizontalAlignment: Hashable, Sendable {
  let kind: GuideKind

  init(kind: GuideKind) { self.kind = kind }

  /// A custom guide identified by `id`, whose value for a view without an explicit one is
  /// `id.defaultValue(in:)`.
  public init(_ id: any AlignmentID.Type) { kind = .custom(CustomGuide(id: id)) }

  public static let leading = HorizontalAlignment(kind: .fraction(0))
  public static let center = HorizontalAlignment(kind: .fraction(0.5))
  public static let trailing = HorizontalAlignment(kind: .fraction(1))

  /// The guide as a key for explicit values.
  var key: GuideKey { GuideKey(axis: .horizontal, kind: kind) }
}

/// How a guide across a view is found: a fraction of its length, one of its text baselines,
/// or an app's own `AlignmentID`.
enum GuideKind: Hashable, Sendable {
  /// 0 top (leading), 0.5 centre, 1 bottom (trailing).
  case fraction(CGFloat)
  /// The first line's baseline of the view's text; the bottom for a view without text.
  case firstTextBaseline
  /// The last line's baseline of the view's text; the bottom for a view without text.
  case lastTextBaseline
  /// A guide defined by an `AlignmentID` type.
  case custom(CustomGuide)
}

/// An `AlignmentID` type, compared and hashed by identity.
///
/// `@unchecked Sendable`: a metatype carries no state; all it is used for is calling the
/// type's static `defaultValue(in:)`, which the protocol requires to be a pure function of the
/// dimensions.
struct CustomGuide: Hashable, @unchecked Sendable {
  let id: any AlignmentID.Type

  static func == (a: CustomGuide, b: CustomGuide) -> Bool { ObjectIdentifier(a.id) == ObjectIdentifier(b.id) }
  func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(id)) }
}

/// One alignment guide of a view: its axis (the axis its value is measured along, so
/// `.horizontal` for `HorizontalAlignment`) and what it is. Explicit values are looked up by
/// this key, so `.leading` and `.top`, both the fraction 0, stay apart.
struct GuideKey: Hashable, Sendable {
  let axis: Axis
  let kind: GuideKind

  /// The guide's value for a view that has no explicit value for it: a fraction of its length,
  /// the bottom for a text baseline (SwiftUI's default), or the custom guide's default.
  func defaultValue(in d: ViewDimensions) -> CGFloat {
    switch kind {
    case .fraction(let f): f * axis.length(of: d.size)
    case .firstTextBaseline, .lastTextBaseline: d.size.height
    case .custom(let guide): guide.id.defaultValue(in: d)
    }
  }

  /// The value a container takes from its children's explicit values, in the container's
  /// coordinates and in the children's order: the first (last) for the first (last) text
  /// baseline, otherwise their mean (SwiftUI's default way to combine explicit guides).
  ///
  /// `value(i)` is asked lazily, child by child, and returns `nil` for a child without one.
  func combine(count: Int, _ value: (Int) -> CGFloat?) -> CGFloat? {
    switch kind {
    case .firstTextBaseline:
      for i in 0..<count { if let v = value(i) { return v } }
      return nil
    case .lastTextBaseline:
      for i in (0..<count).reversed() { if let v = value(i) { return v } }
      return nil
    case .fraction, .custom:
      let values = (0..<count).compactMap(value)
      return values.isEmpty ? nil : values.reduce(0, +) / CGFloat(values.count)
    }
  }
}

/// The identity of a custom alignment guide, and its value for views that set none.
///
/// Declare a type conforming to it and wrap it in a guide, for use in stacks, frames and
/// `alignmentGuide(_:computeValue:)`:
///
///     struct LabelID: AlignmentID {
///       static func defaultValue(in d: ViewDimensions) -> CGFloat { d[VerticalAlignment.center] }
///     }
///     extension VerticalAlignment { static let label = VerticalAlignment(LabelID.self) }
public protocol AlignmentID {
  /// The guide's value, in points from the view's top (leading) edge, for a view of
  /// dimensions `context` without an explicit value.
  static func defaultValue(in context: ViewDimensions) -> CGFloat
}

/// A view's size and its alignment guides, as `alignmentGuide(_:computeValue:)` closures and
/// `AlignmentID.defaultValue(in:)` see them.
///
/// Guide values are in points from the view's top-leading corner.
public struct ViewDimensions {
  let size: CGSize
  /// The view's explicit value for a guide, or `nil`.
  let explicit: (GuideKey) -> CGFloat?

  init(size: CGSize, explicit: @escaping (GuideKey) -> CGFloat? = { _ in nil }) {
    self.size = size
    self.explicit = explicit
  }

  /// The view's width in points.
  public var width: CGFloat { size.width }
  /// The view's height in points.
  public var height: CGFloat { size.height }

  /// The value of `guide`: the view's explicit value if it has one, else the guide's default.
  public subscript(guide: HorizontalAlignment) -> CGFloat { value(guide.key) }
  /// The value of `guide`: the view's explicit value if it has one, else the guide's default.
  public subscript(guide: VerticalAlignment) -> CGFloat { value(guide.key) }
  /// The view's explicit value of `guide`, or `nil` when nothing in it sets one.
  public subscript(explicit guide: HorizontalAlignment) -> CGFloat? { explicit(guide.key) }
  /// The view's explicit value of `guide`, or `nil` when nothing in it sets one.
  public subscript(explicit guide: VerticalAlignment) -> CGFloat? { explicit(guide.key) }

  private func value(_ key: GuideKey) -> CGFloat { explicit(key) ?? key.defaultValue(in: self) }
}

/// Vertical alignment guide: a line across a view's height that containers line children up
/// on.
public struct VerticalAlignment: Hashable, Sendable {
  let kind: GuideKind

  init(kind: GuideKind) { self.kind = kind }

  /// A custom guide identified by `id`, whose value for a view without an explicit one is
  /// `id.defaultValue(in:)`.
  public init(_ id: any AlignmentID.Type) { kind = .custom(CustomGuide(id: id)) }

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

  /// The guide as a key for explicit values.
  var key: GuideKey { GuideKey(axis: .vertical, kind: kind) }
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
  /// On each axis the child's guide (explicit or default) meets the box's: `containerGuides`
  /// when the box has them (an overlay's primary view), otherwise the guide's default in the
  /// box, a fraction of its length, for a baseline its bottom (so a frame puts its text's
  /// baseline on its bottom edge, as in SwiftUI), or a custom guide's `defaultValue(in:)`.
  func offset(
    of child: Node, size: CGSize, proposal: ProposedViewSize, in container: CGSize,
    containerGuides: CGPoint? = nil, _ pass: Pass
  ) -> CGPoint {
    let box = ViewDimensions(size: container)
    let x = containerGuides?.x ?? horizontal.key.defaultValue(in: box)
    let y = containerGuides?.y ?? vertical.key.defaultValue(in: box)
    return CGPoint(
      x: x - child.guide(horizontal.key, size: size, proposal: proposal, pass),
      y: y - child.guide(vertical.key, size: size, proposal: proposal, pass))
  }

  /// This alignment's guides in `node`, placed with `size` for `proposal`: where an overlay
  /// lines its layer up.
  func guides(in node: Node, size: CGSize, proposal: ProposedViewSize, _ pass: Pass) -> CGPoint {
    CGPoint(
      x: node.guide(horizontal.key, size: size, proposal: proposal, pass),
      y: node.guide(vertical.key, size: size, proposal: proposal, pass))
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
