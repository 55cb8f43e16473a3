import Foundation

// Who a drag over a scroll view moves when the scroll view sits in something that is itself
// dragged: a sheet, a screen that zoomed in and is pulled down to zoom out.
//
// What iOS does: the container's pan waits for the scroll view. A drag that starts downwards
// while the content is at its top moves the container, and the content does not rubber-band;
// a sheet below its highest detent also takes a drag upwards, growing to the next detent
// before its content scrolls (`presentationContentInteraction(.automatic)`). Any other drag
// scrolls the content, for as long as the finger is down: a scroll view that reaches its top
// mid-drag rubber-bands rather than handing the finger over.
// How: the container puts a handoff in the environment; the first vertical scroll view inside
// decides at each drag's first movement, from the direction of that movement and where its
// content is, and remembers the decision for the drag (by its start point). A container whose
// own gesture does not hear touches on the scroll view (a sheet's drag loses to the scroll
// view's, as the innermost) is sent the drag through the handoff; a container listening
// simultaneously (the zoom's pull-down) asks the handoff whether the scroll view kept it.

/// What a scroll view inside a draggable container does with a drag.
final class ScrollHandoff {
  /// Whether the container takes a drag whose first movement is `translation`, over a scroll
  /// view whose content is at its top when `atTop`.
  var takes: (_ translation: CGSize, _ atTop: Bool) -> Bool
  /// The container's drag, for a container that hears the finger only through the handoff.
  var changed: ((DragGesture.Value) -> Void)?
  var ended: ((DragGesture.Value) -> Void)?
  /// Where the last drag a scroll view kept for itself started (global coordinates).
  private var keptStart: CGPoint?

  init(takes: @escaping (_ translation: CGSize, _ atTop: Bool) -> Bool = { _, _ in false }) {
    self.takes = takes
  }

  /// Notes what a scroll view decided for the drag that started at `start`.
  func scrollView(keeps: Bool, dragStartingAt start: CGPoint) { keptStart = keeps ? start : nil }

  /// Forgets the decision once the drag has ended.
  func dragEnded() { keptStart = nil }

  /// Whether a scroll view scrolls with the drag that started at `start` (the container leaves
  /// it alone).
  func scrollViewKept(dragStartingAt start: CGPoint) -> Bool { keptStart == start }

  /// The rule of a screen pulled down to dismiss: a drag that starts downwards (more down than
  /// sideways) over content at its top.
  static func pullsDown(_ translation: CGSize, atTop: Bool) -> Bool {
    atTop && translation.height > 0 && translation.height >= abs(translation.width)
  }
}

extension ScrollOffsetTracker {
  /// The decision for a drag of this scroll view: its start and whether the container has it.
  struct HandoffDecision {
    let start: CGPoint
    let handedOver: Bool
  }
}

/// The drag that scrolls a scroll view's or a list's content: it follows the finger (or hands
/// it to the container around), and releases a button pressed under the finger once it moves.
public struct _ScrollDragModifier: PrimitiveModifier {
  let tracker: ScrollOffsetTracker

  package func makeNode(content: any View, _ resolver: inout Resolver, _ identity: ViewIdentity) -> Node {
    let handoff = resolver.environment.scroll.handoff
    let tracker = tracker
    let drag = DragGesture(minimumDistance: ScrollOffsetTracker.slop, coordinateSpace: .global)
      .onChanged { tracker.track($0, handoff: handoff) }
      .onEnded { tracker.release($0, handoff: handoff) }
    var attachment = GestureAttachment(kind: drag._gesture.kind, priority: .normal, mask: .all)
    attachment.cancelsPress = true
    return _GestureModifier(attachment: attachment).makeNode(content: content, &resolver, identity)
  }
}
