import Foundation

// What: scroll target behaviors (iOS 17): where a released drag may come to rest.
//
// When a finger lifts, the scroll view works out where a normal deceleration would stop (the
// release offset plus v · 0.4995 s, UIScrollView's normal rate) and hands it, as the visible
// rect it would show, to the behavior's `updateTarget(_:context:)`. A behavior that moves the
// target makes the content settle there (`ScrollSettling.swift`); one that leaves it lets the
// content coast as usual. The targets of `.viewAligned` are the views of the containers marked
// `.scrollTargetLayout()` (`ScrollTargetLayout.swift`).
//
// Rects are in the content's coordinates: the origin of a target rect is the point of the
// content shown at the top leading corner of the scroll view's content region (inside its
// content margins), its size the scroll view's. The system also calls `updateTarget` when the
// scroll view's size changes; Flipbook does not (docs/SEMANTICS.md §7).

/// A two-dimensional vector: CoreGraphics' `CGVector`, which Foundation on Linux lacks.
public struct CGVector: Hashable, Sendable {
  public var dx: CGFloat
  public var dy: CGFloat

  public init() { (dx, dy) = (0, 0) }
  public init(dx: CGFloat, dy: CGFloat) { (self.dx, self.dy) = (dx, dy) }

  public static var zero: CGVector { CGVector() }
}

/// Where a scrollable view should come to rest: a rect of its content to show.
public struct ScrollTarget {
  /// The rect the scroll view should try to show, in content coordinates.
  public var rect: CGRect
  /// Where in the visible region `rect` is aligned; nil for the least scrolling that shows it.
  public var anchor: UnitPoint?

  public init(rect: CGRect, anchor: UnitPoint? = nil) {
    self.rect = rect
    self.anchor = anchor
  }
}

/// What a scroll target behavior knows when it updates a target.
@dynamicMemberLookup
public struct ScrollTargetBehaviorContext {
  /// The target when the drag began: the rect the scroll view showed then.
  public var originalTarget: ScrollTarget
  /// The content's velocity when the finger lifted, in points per second (positive: scrolling
  /// towards the content's end).
  public var velocity: CGVector
  /// The size of the scroll view's content.
  public var contentSize: CGSize
  /// The size of the scroll view.
  public var containerSize: CGSize
  /// The axes the scroll view scrolls along.
  public var axes: Axis.Set
  let environment: EnvironmentValues
  /// Where the content was when the finger lifted (content coordinates).
  let releaseOffset: CGPoint
  /// The largest offset along each axis.
  let maximumOffset: CGPoint
  /// The frames of the scroll target layout's views, in layout order (content coordinates).
  let targetFrames: [CGRect]

  /// Reads a value of the scroll view's environment.
  public subscript<T>(dynamicMember keyPath: KeyPath<EnvironmentValues, T>) -> T {
    environment[keyPath: keyPath]
  }
}

/// A type that decides where a scroll view's drags end.
public protocol ScrollTargetBehavior {
  typealias TargetContext = ScrollTargetBehaviorContext

  /// Moves `target`, the place a normal deceleration would show, to where the scroll view
  /// should come to rest instead; leaving it unchanged keeps the normal deceleration.
  func updateTarget(_ target: inout ScrollTarget, context: TargetContext)
}

extension View {
  /// Sets how scroll views inside this view choose where drags end: `.paging`,
  /// `.viewAligned`, or a behavior of your own.
  public func scrollTargetBehavior(_ behavior: some ScrollTargetBehavior) -> some View {
    modifier(_EnvironmentModifier { $0.scroll.behavior = behavior })
  }
}

// MARK: Paging

/// Settles on whole pages of the scroll view's size, as UIKit's paging does (see
/// `ScrollSettling.swift` for the rule and the spring).
public struct PagingScrollTargetBehavior: ScrollTargetBehavior {
  public init() {}

  public func updateTarget(_ target: inout ScrollTarget, context: TargetContext) {
    if context.axes.contains(.horizontal) {
      target.rect.origin.x = PagingSpring.target(
        offset: context.releaseOffset.x, velocity: context.velocity.dx, page: context.containerSize.width,
        maximum: context.maximumOffset.x)
    }
    if context.axes.contains(.vertical) {
      target.rect.origin.y = PagingSpring.target(
        offset: context.releaseOffset.y, velocity: context.velocity.dy, page: context.containerSize.height,
        maximum: context.maximumOffset.y)
    }
    target.anchor = nil
  }
}

extension ScrollTargetBehavior where Self == PagingScrollTargetBehavior {
  /// Settles on pages the size of the scroll view.
  public static var paging: PagingScrollTargetBehavior { PagingScrollTargetBehavior() }
}

// MARK: View-aligned

/// Settles with one of the scroll target layout's views at the leading (top) edge of the
/// scroll view's content region.
///
/// The rule (Apple documents none; Flipbook's choice): the view edge nearest to where a normal
/// deceleration would stop; after a flick (faster than UIKit's paging threshold, 300 pt/s),
/// never one behind the release in the flick's direction. A limited behavior goes no further
/// than one view (`.alwaysByOne`) or one scroll view length (the others) from where the drag
/// began.
public struct ViewAlignedScrollTargetBehavior: ScrollTargetBehavior {
  /// How many views one drag may scroll past.
  public struct LimitBehavior: Hashable, Sendable {
    enum Kind: Hashable, Sendable { case automatic, always, never, alwaysByFew, alwaysByOne }
    let kind: Kind

    /// Limited in compact size classes along the axis: on an iPhone in portrait, a horizontal
    /// scroll view is limited and a vertical one is not.
    public static var automatic: LimitBehavior { LimitBehavior(kind: .automatic) }
    /// Always limited to a few views (a scroll view length's worth).
    public static var always: LimitBehavior { LimitBehavior(kind: .always) }
    /// Never limited.
    public static var never: LimitBehavior { LimitBehavior(kind: .never) }
    /// Limited to a few views (a scroll view length's worth).
    public static var alwaysByFew: LimitBehavior { LimitBehavior(kind: .alwaysByFew) }
    /// Limited to one view.
    public static var alwaysByOne: LimitBehavior { LimitBehavior(kind: .alwaysByOne) }
  }

  let limitBehavior: LimitBehavior

  /// - Parameter limitBehavior: how far one drag may go; default `.automatic`.
  public init(limitBehavior: LimitBehavior = .automatic) { self.limitBehavior = limitBehavior }

  public func updateTarget(_ target: inout ScrollTarget, context: TargetContext) {
    guard !context.targetFrames.isEmpty else { return }
    for axis in [Axis.horizontal, .vertical] where context.axes.contains(axis) {
      let maximum = axis.coordinate(of: context.maximumOffset)
      let edges = context.targetFrames.map { min(max(axis.coordinate(of: $0.origin), 0), maximum) }
      let chosen = alignedEdge(
        edges: edges, natural: axis.coordinate(of: target.rect.origin),
        release: axis.coordinate(of: context.releaseOffset), start: axis.coordinate(of: context.originalTarget.rect.origin),
        velocity: axis == .horizontal ? context.velocity.dx : context.velocity.dy,
        length: axis.length(of: context.containerSize), limited: isLimited(along: axis))
      if axis == .horizontal { target.rect.origin.x = chosen } else { target.rect.origin.y = chosen }
    }
    target.anchor = nil
  }

  private func isLimited(along axis: Axis) -> Bool {
    switch limitBehavior.kind {
    case .automatic: axis == .horizontal
    case .never: false
    case .always, .alwaysByFew, .alwaysByOne: true
    }
  }

  /// The edge to settle on along one axis (see the type's note).
  private func alignedEdge(
    edges: [CGFloat], natural: CGFloat, release: CGFloat, start: CGFloat, velocity: CGFloat, length: CGFloat,
    limited: Bool
  ) -> CGFloat {
    var candidates = Array(Set(edges)).sorted()
    if limited {
      let reach: ClosedRange<CGFloat>
      if limitBehavior.kind == .alwaysByOne {
        let home = candidates.min { abs($0 - start) < abs($1 - start) } ?? start
        let index = candidates.firstIndex(of: home) ?? 0
        reach = candidates[max(index - 1, 0)]...candidates[min(index + 1, candidates.count - 1)]
      } else {
        reach = (start - length)...(start + length)
      }
      let within = candidates.filter { reach.contains($0) }
      if !within.isEmpty { candidates = within }
    }
    let flick = abs(velocity) / 1000 > PagingSpring.flickSpeed
    if flick {
      let ahead = candidates.filter { velocity > 0 ? $0 >= release : $0 <= release }
      if !ahead.isEmpty { candidates = ahead }
    }
    return candidates.min { abs($0 - natural) < abs($1 - natural) } ?? natural
  }
}

extension ScrollTargetBehavior where Self == ViewAlignedScrollTargetBehavior {
  /// Settles with a view of the scroll target layout at the leading edge.
  public static var viewAligned: ViewAlignedScrollTargetBehavior { ViewAlignedScrollTargetBehavior() }

  /// Settles with a view of the scroll target layout at the leading edge, limited as asked.
  public static func viewAligned(
    limitBehavior: ViewAlignedScrollTargetBehavior.LimitBehavior
  ) -> ViewAlignedScrollTargetBehavior {
    ViewAlignedScrollTargetBehavior(limitBehavior: limitBehavior)
  }
}

// MARK: Type erasure

/// A scroll target behavior of any type (iOS 18), for choosing one at run time.
public struct AnyScrollTargetBehavior: ScrollTargetBehavior {
  let base: any ScrollTargetBehavior

  public init(_ behavior: some ScrollTargetBehavior) {
    base = (behavior as? AnyScrollTargetBehavior)?.base ?? behavior
  }

  public func updateTarget(_ target: inout ScrollTarget, context: TargetContext) {
    base.updateTarget(&target, context: context)
  }
}

extension ScrollTargetBehavior {
  /// Whether a target this behavior chose is reached with UIKit's paging spring rather than a
  /// re-aimed deceleration.
  var settlesWithPagingSpring: Bool {
    if self is PagingScrollTargetBehavior { return true }
    return (self as? AnyScrollTargetBehavior)?.base.settlesWithPagingSpring ?? false
  }
}
