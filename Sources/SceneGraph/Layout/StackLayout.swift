// What: the layout of `HStack` and `VStack` (docs/SEMANTICS.md §7), written once for a "major"
// axis (the stack's direction) and a "minor" axis (across it).
//
// Why this approach: it is SwiftUI's own algorithm as docs/SEMANTICS.md §7 reads it from
// OpenSwiftUI's StackLayout, so space is shared the way iOS shares it. The space left after the
// gaps is handed out in order of layout priority (highest first), and within a priority from the
// least flexible child to the most, each child offered an equal share of what is left. A child's
// flexibility is how much its length can vary, `length(∞) − length(0)`; lower-priority
// children first put aside their minimum lengths so a high-priority child cannot starve them
// below it. Each child's answers are cached for the pass, so nested stacks stay linear.
//
// Removal: a child being removed takes no part in layout from the change on, as in SwiftUI
// (docs/SEMANTICS.md §4): the siblings are laid out without it and their frames animate to
// their new places, while it plays its removal transition in the frame it last had
// (`ItemNode.place`). Pinned by `StackTransitionTests`.
//
// Alignment across the axis is by guides: each child's guide (its explicit value, set by
// `.alignmentGuide` or a text baseline and passed up by containers, else the guide's default)
// lands on one line, and the stack is as thick as the union of the children so aligned. The
// stack passes its children's explicit guides on, where they sit, so stacks nest: the first
// (last) text baseline is its first (last) child's with text, any other guide the mean of its
// children's explicit values (SwiftUI's rules). Plain fractional guides with no explicit value
// in any child take the fast path of the same result: the line at the fraction of the stack.
//
// What it refuses to do: text-metric spacing: a `Text` next to another view gets the plain
// 8-pt gap,
// not SwiftUI's baseline-relative spacing (docs/SEMANTICS.md, open question 7). Pinned by
// `StackTests.textIsSpacedByEightPointsAsAnApproximation`.

import Foundation

/// The horizontal or the vertical dimension.
public enum Axis: Int8, CaseIterable, Hashable, Sendable {
  case horizontal, vertical

  /// A set of axes.
  public struct Set: OptionSet, Hashable, Sendable {
    public let rawValue: Int8
    public init(rawValue: Int8) { self.rawValue = rawValue }
    public static let horizontal = Set(rawValue: 1)
    public static let vertical = Set(rawValue: 2)
  }
}

/// The axis of the innermost enclosing `HStack`/`VStack`, `nil` outside any: what a `Spacer`
/// grows along.
struct StackAxisKey: EnvironmentKey {
  static let defaultValue: Axis? = nil
}

extension Axis {
  /// The length of `size` along this axis.
  func length(of size: CGSize) -> CGFloat { self == .horizontal ? size.width : size.height }

  /// The coordinate of `point` along this axis.
  func coordinate(of point: CGPoint) -> CGFloat { self == .horizontal ? point.x : point.y }

  /// The proposal along this axis.
  func length(of proposal: ProposedViewSize) -> CGFloat? { self == .horizontal ? proposal.width : proposal.height }

  /// A proposal from its lengths along this axis (major) and across it (minor).
  func proposal(major: CGFloat?, minor: CGFloat?) -> ProposedViewSize {
    self == .horizontal ? ProposedViewSize(width: major, height: minor) : ProposedViewSize(width: minor, height: major)
  }

  /// A point or size from its coordinates along and across this axis.
  func point(major: CGFloat, minor: CGFloat) -> CGPoint {
    self == .horizontal ? CGPoint(x: major, y: minor) : CGPoint(x: minor, y: major)
  }

  func size(major: CGFloat, minor: CGFloat) -> CGSize {
    self == .horizontal ? CGSize(width: major, height: minor) : CGSize(width: minor, height: major)
  }

  var other: Axis { self == .horizontal ? .vertical : .horizontal }
}

/// Resolves an `HStack`/`VStack` (or a lazy stack's inner stack).
func makeLinearStack(
  _ content: any View, axis: Axis, alignment: GuideKind, spacing: CGFloat?,
  _ resolver: inout Resolver, _ identity: ViewIdentity
) -> Node {
  axis == .horizontal
    ? makeLayoutNode(HStackLayout(alignment: VerticalAlignment(kind: alignment), spacing: spacing), content, &resolver, identity)
    : makeLayoutNode(VStackLayout(alignment: HorizontalAlignment(kind: alignment), spacing: spacing), content, &resolver, identity)
}

/// The layout of an `HStack`: children in a row, leading to trailing, aligned vertically.
///
/// As a value it makes a container of its own (`HStackLayout() { … }`), and it can stand in
/// an ``AnyLayout`` to switch a container between a row and a column with an animation.
public struct HStackLayout: Layout, BuiltInLayout {
  public var alignment: VerticalAlignment
  public var spacing: CGFloat?

  /// - Parameters:
  ///   - alignment: how children line up vertically; default `.center`.
  ///   - spacing: the gap between neighbours in points; `nil` (default) uses each pair's
  ///     spacing preferences: 8, or 0 next to a `Spacer`.
  public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil) {
    self.alignment = alignment
    self.spacing = spacing
  }

  public static var layoutProperties: LayoutProperties {
    var properties = LayoutProperties()
    properties.stackOrientation = .horizontal
    return properties
  }

  private var stack: LinearStack { LinearStack(axis: .horizontal, alignment: alignment.key, spacing: spacing) }

  public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
    stack.solve(proposal, subviews).size
  }

  public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
    stack.place(in: bounds, proposal: proposal, subviews)
  }

  /// An ordinary view's preferences (SwiftUI merges the children's; Flipbook keeps a nested
  /// stack 8 points from its neighbours, as before the protocol).
  public func spacing(subviews: Subviews, cache: inout ()) -> ViewSpacing { ViewSpacing() }
}

/// The layout of a `VStack`: children in a column, top to bottom, aligned horizontally.
///
/// As a value it makes a container of its own (`VStackLayout() { … }`), and it can stand in
/// an ``AnyLayout``.
public struct VStackLayout: Layout, BuiltInLayout {
  public var alignment: HorizontalAlignment
  public var spacing: CGFloat?

  /// - Parameters:
  ///   - alignment: how children line up horizontally; default `.center`.
  ///   - spacing: the gap between neighbours in points; `nil` (default) uses each pair's
  ///     spacing preferences: 8, or 0 next to a `Spacer`.
  public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil) {
    self.alignment = alignment
    self.spacing = spacing
  }

  public static var layoutProperties: LayoutProperties {
    var properties = LayoutProperties()
    properties.stackOrientation = .vertical
    return properties
  }

  private var stack: LinearStack { LinearStack(axis: .vertical, alignment: alignment.key, spacing: spacing) }

  public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
    stack.solve(proposal, subviews).size
  }

  public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
    stack.place(in: bounds, proposal: proposal, subviews)
  }

  /// An ordinary view's preferences, as ``HStackLayout``'s.
  public func spacing(subviews: Subviews, cache: inout ()) -> ViewSpacing { ViewSpacing() }
}

/// The stack algorithm, written once for the stack's axis ("major") and across it ("minor").
struct LinearStack {
  let axis: Axis
  /// The guide the children line up on across the axis.
  let alignment: GuideKey
  /// The gap between neighbours in points; `nil` uses each pair's spacing preferences.
  let spacing: CGFloat?

  /// The result of sizing the children for one proposal.
  struct Solution {
    /// Subview index, size, the major-axis length it was offered (nil: its ideal) and the
    /// coordinate of its alignment guide across the axis in its own frame, in order.
    var children: [(index: Int, size: CGSize, offer: CGFloat?, guide: CGFloat)] = []
    /// Where the guides line up, across the axis from the stack's edge, when the stack is as
    /// thick as `size`.
    var line: CGFloat = 0
    /// The gap after each child (the last one's is 0).
    var gaps: [CGFloat] = []
    var size = CGSize.zero
  }

  /// Where the children line up across the axis, as a fraction of the stack's thickness,
  /// when that is where they line up: a fractional guide none of them gives an explicit
  /// value for (the fast path).
  private func fixedFraction(_ subviews: LayoutSubviews) -> CGFloat? {
    guard case .fraction(let f) = alignment.kind, !subviews.context.hasExplicitGuide(alignment) else { return nil }
    return f
  }

  /// Children are laid out again with the proposal's minor length replaced, when it is
  /// unspecified, by the stack's own, then placed one after the other from the leading (top)
  /// edge of `bounds`, each aligned across the axis in the stack's thickness.
  func place(in bounds: CGRect, proposal: ProposedViewSize, _ subviews: LayoutSubviews) {
    let minor = axis.other.length(of: proposal) ?? axis.other.length(of: bounds.size)
    let solution = solve(axis.proposal(major: axis.length(of: proposal), minor: minor), subviews)
    let minorLength = axis.other.length(of: bounds.size)
    // Plain fractions line up at the same fraction of the stack; other guides where the union
    // puts them.
    let line = fixedFraction(subviews).map { $0 * minorLength } ?? solution.line
    var major: CGFloat = 0
    for (k, child) in solution.children.enumerated() {
      let at = axis.point(major: major, minor: line - child.guide)
      subviews[child.index].place(
        at: CGPoint(x: bounds.minX + at.x, y: bounds.minY + at.y), proposal: axis.proposal(major: child.offer, minor: minor))
      major += axis.length(of: child.size) + solution.gaps[k]
    }
  }

  // MARK: Sizing

  func solve(_ proposal: ProposedViewSize, _ subviews: LayoutSubviews) -> Solution {
    var solution = Solution()
    let members = Array(subviews.indices)
    guard !members.isEmpty else { return solution }
    solution.gaps = zip(members, members.dropFirst()).map { gap(between: subviews[$0], and: subviews[$1]) } + [0]
    let internalSpacing = solution.gaps.reduce(0, +)
    let minor = axis.other.length(of: proposal)

    var sizes: [Int: (size: CGSize, offer: CGFloat?)] = [:]
    if let major = axis.length(of: proposal) {
      sizes = share(major - internalSpacing, among: members, minor: minor, subviews)
    } else {
      // No length along the axis: every child takes its ideal length.
      for index in members { sizes[index] = (subviews[index].sizeThatFits(axis.proposal(major: nil, minor: minor)), nil) }
    }

    let fraction = fixedFraction(subviews)
    let context = subviews.context
    var total: CGFloat = internalSpacing
    // The union of the aligned children: how far it reaches before and after the guides' line.
    var before: CGFloat = 0
    var after: CGFloat = 0
    for index in members {
      let (size, offer) = sizes[index]!
      let thickness = axis.other.length(of: size)
      let guide: CGFloat
      if let f = fraction {
        guide = f * thickness
      } else {
        guide = context.node(index).guide(
          alignment, size: size, proposal: axis.proposal(major: offer, minor: minor), context.pass)
      }
      solution.children.append((index, size, offer, guide))
      total += axis.length(of: size)
      before = max(before, guide)
      after = max(after, thickness - guide)
    }
    solution.line = before
    // With fractional guides this is the thickest child's thickness.
    solution.size = axis.size(major: total, minor: before + after)
    return solution
  }

  /// Shares `available` points along the axis (docs/SEMANTICS.md §7, stacks).
  private func share(
    _ available: CGFloat, among members: [Int], minor: CGFloat?, _ subviews: LayoutSubviews
  ) -> [Int: (size: CGSize, offer: CGFloat?)] {
    struct Candidate {
      let index: Int
      let priority: Double
      let minimum: CGFloat
      let flexibility: CGFloat
    }
    let candidates = members.map { index in
      let minimum = axis.length(of: subviews[index].sizeThatFits(axis.proposal(major: 0, minor: minor)))
      let maximum = axis.length(of: subviews[index].sizeThatFits(axis.proposal(major: .infinity, minor: minor)))
      return Candidate(index: index, priority: subviews[index].priority, minimum: minimum, flexibility: maximum - minimum)
    }
    let order = candidates.sorted { a, b in
      if a.priority != b.priority { return a.priority > b.priority }
      if a.flexibility != b.flexibility { return a.flexibility < b.flexibility }
      // Two children that can grow without bound: the one with the larger minimum goes first.
      if a.flexibility == .infinity && a.minimum != b.minimum { return a.minimum > b.minimum }
      return a.index < b.index
    }

    var result: [Int: (size: CGSize, offer: CGFloat?)] = [:]
    var available = available
    // What the groups not yet sized need at least; a group may not use it.
    var reserved = order.reduce(0) { $0 + $1.minimum }
    var start = 0
    while start < order.count {
      let priority = order[start].priority
      let end = order[start...].firstIndex { $0.priority != priority } ?? order.count
      let group = order[start..<end]
      reserved -= group.reduce(0) { $0 + $1.minimum }
      var groupAvailable = available - reserved
      var remaining = group.count
      for candidate in group {
        let offer = max(groupAvailable / CGFloat(remaining), 0)
        let size = subviews[candidate.index].sizeThatFits(axis.proposal(major: offer, minor: minor))
        result[candidate.index] = (size, offer)
        groupAvailable -= axis.length(of: size)
        available -= axis.length(of: size)
        remaining -= 1
      }
      start = end
    }
    return result
  }

  // MARK: Spacing

  /// The gap between two neighbours: the stack's spacing, or their spacing preferences'
  /// distance.
  ///
  /// Default spacing (docs/SEMANTICS.md §7): 0 next to a `Spacer` (it has no preference),
  /// otherwise 8 pt, iOS's standard gap. SwiftUI derives the gap next to `Text` from font
  /// metrics; Flipbook uses 8 there too, an approximation (docs/SEMANTICS.md, open question 7).
  private func gap(between a: LayoutSubview, and b: LayoutSubview) -> CGFloat {
    if let spacing { return spacing }
    return a.spacing.distance(to: b.spacing, along: axis)
  }
}

// MARK: Traits seen through modifiers

/// `node` and the nodes under its chain of modifiers, outermost first.
///
/// Traits such as the layout priority pass through modifiers in SwiftUI, so they are looked for
/// down this chain.
func modifierChain(of node: Node) -> some Sequence<Node> {
  sequence(first: node) { ($0 as? ModifierNode)?.child }
}

/// The layout priority of `node`: set by the outermost `.layoutPriority(_:)`, −∞ for a
/// `Spacer` without one (sized after everything else, docs/SEMANTICS.md §7), 0 otherwise.
func layoutPriority(of node: Node) -> Double {
  for carrier in modifierChain(of: node) {
    if let trait = carrier as? LayoutPriorityNode { return trait.modifier.value }
    if carrier is SpacerNode { return -.infinity }
  }
  return 0
}
