import Foundation

// What: what a scroll view learns about its content while placing it, for scrolling to views:
// the frame of every view with an explicit identity (`.id(_:)`, a `ForEach` element), for
// `ScrollViewProxy.scrollTo`, and the frames of the views of the container marked
// `.scrollTargetLayout()`, in layout order, for `.viewAligned` and `scrollPosition(id:)`.
//
// How: every container item is placed through `ItemNode`, which reports its frame here
// (`Pass.recordingScrollItem`). A scroll view opens a record around its content; an item whose
// identity ends in an explicit id is filed under that id (the first placed wins), and an item
// placed directly by the marked container (no item between them) is a target. Frames are
// layout frames relative to the content's origin: offsets and scale effects do not move them,
// as in SwiftUI. Items being removed are not recorded.

/// The views one scroll view's content placed in one pass.
final class ScrollContentRecord {
  /// A view of the scroll target layout.
  struct Target {
    /// Its explicit identity, if it has one.
    let id: AnyHashable?
    /// Its frame in content coordinates.
    let frame: CGRect
  }

  /// The content's origin in global layout coordinates.
  let origin: CGPoint
  /// The scroll view's own frame (its viewport) in global layout coordinates.
  let viewport: CGRect
  /// The axes the scroll view scrolls along.
  let axes: Axis.Set
  /// The frames of the views with explicit identities, in content coordinates.
  private(set) var identified: [AnyHashable: CGRect] = [:]
  /// The scroll target layout's views, in layout order.
  private(set) var targets: [Target] = []

  init(origin: CGPoint, viewport: CGRect, axes: Axis.Set) {
    self.origin = origin
    self.viewport = viewport
    self.axes = axes
  }

  func frame(of id: AnyHashable) -> CGRect? { identified[id] }

  fileprivate func record(_ identity: ViewIdentity, _ frame: CGRect, isTarget: Bool) {
    let local = frame.offsetBy(dx: -origin.x, dy: -origin.y)
    var id: AnyHashable?
    if case .id(let explicit)? = identity.last {
      id = explicit.value
      if identified[explicit.value] == nil { identified[explicit.value] = local }
    }
    if isTarget { targets.append(Target(id: id, frame: local)) }
  }
}

/// The scroll records open at one point of a pass.
struct ScrollRecording {
  /// The records of the enclosing scroll views, innermost last.
  fileprivate var records: [ScrollContentRecord] = []
  /// How many container items enclose the point being placed.
  fileprivate var itemDepth = 0
  /// The item depth of the innermost scroll target layout's items, inside the innermost scroll
  /// view; nil outside any.
  fileprivate var targetDepth: Int?
  /// The content regions of the scroll views being sized or placed, innermost last: the
  /// containers of `containerRelativeFrame` (`ContainerRelativeFrame.swift`).
  var containers: [CGSize] = []
}

extension Pass {
  /// The innermost scroll view around the point being placed: its viewport in global layout
  /// coordinates and its axes; nil outside any scroll view.
  var innermostScrollView: (viewport: CGRect, axes: Axis.Set)? {
    scrollRecording.records.last.map { ($0.viewport, $0.axes) }
  }

  /// Runs `body` with `record` collecting what the scroll view's content places.
  func recordingScrollContent(_ record: ScrollContentRecord, _ body: () -> Void) {
    let saved = scrollRecording.targetDepth
    scrollRecording.records.append(record)
    scrollRecording.targetDepth = nil
    body()
    scrollRecording.records.removeLast()
    scrollRecording.targetDepth = saved
  }

  /// Places a container item (`ItemNode`) with `body`, reporting its frame (global layout
  /// coordinates) to the innermost scroll view unless it is being removed.
  func recordingScrollItem(_ identity: ViewIdentity, _ frame: CGRect, isRemoving: Bool, _ body: () -> Void) {
    if !isRemoving, let record = scrollRecording.records.last {
      record.record(identity, frame, isTarget: scrollRecording.targetDepth == scrollRecording.itemDepth)
    }
    scrollRecording.itemDepth += 1
    body()
    scrollRecording.itemDepth -= 1
  }

  /// Runs `body` with the items placed directly inside it counting as scroll targets.
  fileprivate func placingScrollTargetLayout(_ body: () -> Void) {
    guard !scrollRecording.records.isEmpty else { return body() }
    let saved = scrollRecording.targetDepth
    scrollRecording.targetDepth = scrollRecording.itemDepth
    body()
    scrollRecording.targetDepth = saved
  }
}

extension View {
  /// Makes the views of this layout container the scroll targets of the scroll view around
  /// it: the views `.viewAligned` aligns and `scrollPosition(id:)` reports.
  ///
  /// - Parameter isEnabled: whether the views are targets; default true.
  public func scrollTargetLayout(isEnabled: Bool = true) -> some View {
    modifier(_ScrollTargetLayoutModifier(isEnabled: isEnabled))
  }
}

public struct _ScrollTargetLayoutModifier: WrappingModifier {
  let isEnabled: Bool

  package func node(wrapping child: Node, _ identity: ViewIdentity) -> Node {
    isEnabled ? ScrollTargetLayoutNode(identity: identity, child: child) : child
  }
}

final class ScrollTargetLayoutNode: ModifierNode {
  override func place(at origin: CGPoint, size: CGSize, proposal: ProposedViewSize, _ pass: Pass) {
    pass.placingScrollTargetLayout { child.place(at: origin, size: size, proposal: proposal, pass) }
  }
}
