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

/// Resolves an `HStack`/`VStack`: its items are resolved with the stack's axis in the
/// environment, so the spacers among them know which way to grow.
func makeLinearStack(
  _ content: any View, axis: Axis, alignment: GuideKind, spacing: CGFloat?,
  _ resolver: inout Resolver, _ identity: ViewIdentity
) -> Node {
  let saved = resolver.environment
  resolver.environment[StackAxisKey.self] = axis
  defer { resolver.environment = saved }
  let items = resolver.items(of: content, identity)
  return LinearStackNode(identity: identity, items: items, axis: axis, alignment: alignment, spacing: spacing)
}

/// An `HStack` or a `VStack`: items side by side along `axis`, aligned across it.
final class LinearStackNode: Node {
  let items: [ItemNode]
  let axis: Axis
  /// The guide the children line up on across the axis.
  let alignment: GuideKey
  /// The gap between neighbours in points; `nil` uses each pair's default spacing.
  let spacing: CGFloat?

  /// The answers of each child, by proposal, for this pass.
  private var measured: [[ProposedViewSize: CGSize]]
  /// The indices of the items that take part in layout this pass: all but those being removed
  /// (computed on first use).
  private var members: [Int]?

  init(identity: ViewIdentity, items: [ItemNode], axis: Axis, alignment: GuideKind, spacing: CGFloat?) {
    self.items = items
    self.axis = axis
    self.alignment = GuideKey(axis: axis.other, kind: alignment)
    self.spacing = spacing
    measured = Array(repeating: [:], count: items.count)
    super.init(identity: identity)
  }

  /// The result of sizing the children for one proposal.
  private struct Solution {
    /// Item index, size, the major-axis length it was offered (nil: its ideal) and the
    /// coordinate of its alignment guide across the axis in its own frame, in order.
    var children: [(index: Int, size: CGSize, offer: CGFloat?, guide: CGFloat)] = []
    /// Where the guides line up, across the axis from the stack's edge, when the stack is as
    /// thick as `size`.
    var line: CGFloat = 0
    /// The gap after each child (the last one's is 0).
    var gaps: [CGFloat] = []
    var size = CGSize.zero
  }

  override func sizeThatFits(_ proposal: ProposedViewSize, _ pass: Pass) -> CGSize {
    solve(proposal, pass).size
  }

  /// Children are laid out again with the proposal's minor length replaced, when it is
  /// unspecified, by the stack's own, then placed one after the other from the leading (top)
  /// edge, each aligned across the axis in the stack's size.
  ///
  /// Every item is placed in drawing order (z-index, then list order), so leaving ones keep
  /// their place in it; they are placed where they last were, not where this layout would put
  /// them (`placeItems`).
  override func place(at origin: CGPoint, size: CGSize, proposal: ProposedViewSize, _ pass: Pass) {
    let laidOut = frames(size: size, proposal: proposal, pass).map { ($0.index, ($0.origin, $0.size, $0.proposal)) }
    placeItems(items, at: origin, frames: Dictionary(uniqueKeysWithValues: laidOut), pass)
  }

  /// The children's explicit values of `key`, where they sit, combined by the guide's rule;
  /// `nil` when none has one.
  override func explicitGuide(_ key: GuideKey, size: CGSize, proposal: ProposedViewSize, _ pass: Pass) -> CGFloat? {
    guard explicitGuideKeys.contains(key) else { return nil }
    let children = frames(size: size, proposal: proposal, pass)
    return key.combine(count: children.count) { i in
      let child = children[i]
      guard items[child.index].explicitGuideKeys.contains(key) else { return nil }
      return items[child.index].explicitGuide(key, size: child.size, proposal: child.proposal, pass)
        .map { $0 + key.axis.coordinate(of: child.origin) }
    }
  }

  override func makeExplicitGuideKeys() -> Set<GuideKey> {
    items.reduce(into: []) { $0.formUnion($1.explicitGuideKeys) }
  }


  /// The participating children's frames relative to the stack's origin, and their proposals,
  /// for a stack of `size` placed for `proposal`.
  ///
  /// Children are laid out again with the proposal's minor length replaced, when it is
  /// unspecified, by the stack's own, then placed one after the other from the leading (top)
  /// edge, each aligned across the axis in the stack's size.
  private func frames(
    size: CGSize, proposal: ProposedViewSize, _ pass: Pass
  ) -> [(index: Int, origin: CGPoint, size: CGSize, proposal: ProposedViewSize)] {
    let minor = axis.other.length(of: proposal) ?? axis.other.length(of: size)
    let p = axis.proposal(major: axis.length(of: proposal), minor: minor)
    let solution = solve(p, pass)
    let minorLength = axis.other.length(of: size)
    // Plain fractions line up at the same fraction of the stack; other guides where the union
    // puts them.
    let line = fixedFraction(of: alignment).map { $0 * minorLength } ?? solution.line
    var major: CGFloat = 0
    var result: [(index: Int, origin: CGPoint, size: CGSize, proposal: ProposedViewSize)] = []
    for (k, child) in solution.children.enumerated() {
      let at = axis.point(major: major, minor: line - child.guide)
      result.append((child.index, at, child.size, axis.proposal(major: child.offer, minor: minor)))
      major += axis.length(of: child.size) + solution.gaps[k]
    }
    return result
  }

  // MARK: Sizing

  private func solve(_ proposal: ProposedViewSize, _ pass: Pass) -> Solution {
    let members = self.members ?? items.indices.filter { items[$0].phase != .removing }
    self.members = members
    var solution = Solution()
    guard !members.isEmpty else { return solution }
    solution.gaps = zip(members, members.dropFirst()).map { gap(between: $0, and: $1) } + [0]
    let internalSpacing = solution.gaps.reduce(0, +)
    let minor = axis.other.length(of: proposal)

    var sizes: [Int: (size: CGSize, offer: CGFloat?)] = [:]
    if let major = axis.length(of: proposal) {
      sizes = share(major - internalSpacing, among: members, minor: minor, pass)
    } else {
      // No length along the axis: every child takes its ideal length.
      for index in members { sizes[index] = (measure(index, axis.proposal(major: nil, minor: minor), pass), nil) }
    }

    var total: CGFloat = internalSpacing
    // The union of the aligned children: how far it reaches before and after the guides' line.
    var before: CGFloat = 0
    var after: CGFloat = 0
    for index in members {
      let (size, offer) = sizes[index]!
      let thickness = axis.other.length(of: size)
      let guide: CGFloat
      if let f = fixedFraction(of: alignment) {
        guide = f * thickness
      } else {
        guide = items[index].guide(alignment, size: size, proposal: axis.proposal(major: offer, minor: minor), pass)
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
    _ available: CGFloat, among members: [Int], minor: CGFloat?, _ pass: Pass
  ) -> [Int: (size: CGSize, offer: CGFloat?)] {
    struct Candidate {
      let index: Int
      let priority: Double
      let minimum: CGFloat
      let flexibility: CGFloat
    }
    let candidates = members.map { index in
      let minimum = axis.length(of: measure(index, axis.proposal(major: 0, minor: minor), pass))
      let maximum = axis.length(of: measure(index, axis.proposal(major: .infinity, minor: minor), pass))
      return Candidate(index: index, priority: layoutPriority(of: items[index]), minimum: minimum, flexibility: maximum - minimum)
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
        let size = measure(candidate.index, axis.proposal(major: offer, minor: minor), pass)
        result[candidate.index] = (size, offer)
        groupAvailable -= axis.length(of: size)
        available -= axis.length(of: size)
        remaining -= 1
      }
      start = end
    }
    return result
  }

  /// The child's size for `proposal`, asked once per pass.
  private func measure(_ index: Int, _ proposal: ProposedViewSize, _ pass: Pass) -> CGSize {
    if let size = measured[index][proposal] { return size }
    let size = items[index].sizeThatFits(proposal, pass)
    measured[index][proposal] = size
    return size
  }

  // MARK: Spacing

  /// The gap between two neighbouring items: the stack's spacing, or the pair's default.
  ///
  /// Default spacing (docs/SEMANTICS.md §7): 0 next to a `Spacer` (its spacing preference is 0
  /// along the axis and the rule takes the larger of the two sides), otherwise 8 pt, iOS's standard
  /// gap. SwiftUI derives the gap next to `Text` from font metrics; Flipbook uses 8 there too, an
  /// approximation (docs/SEMANTICS.md, open question 7).
  private func gap(between a: Int, and b: Int) -> CGFloat {
    if let spacing { return spacing }
    return isSpacer(items[a]) || isSpacer(items[b]) ? 0 : 8
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

/// Whether `node` is a `Spacer`, possibly under modifiers such as `.frame`, for spacing.
///
/// Padding stops the search: a padded spacer is spaced like any view.
func isSpacer(_ node: Node) -> Bool {
  for carrier in modifierChain(of: node) {
    if carrier is SpacerNode { return true }
    if carrier is PaddingNode { return false }
  }
  return false
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
