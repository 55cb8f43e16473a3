import Drawing
import Foundation
import Geometry
import Motion

// What: one scroll view's pass (`ScrollView`, `List`): lay the content out inside the content
// margins, carry out programmatic scrolls, present the offset, place and clip the content,
// and report to the bindings and observers (docs/SEMANTICS.md §7).
//
// The offset's model is the tracker's (the finger, the motions after it, where a program put
// it). It is presented through an animated attribute, so a program's scroll made in an
// animated transaction eases with the transaction's animation; every other change of the model
// (a drag, a coast) is applied without animation. A drag begins a new attribute (its key
// counts the drags), so it takes over at once from an animation in flight.
//
// On a navigation stack's screen, a vertical scroll view whose top or bottom edge lies on the
// boundary of the bars' safe area extends under them and adds the distance to its content
// margins, as a `UIScrollView`'s adjusted content inset does, so the content scrolls under the
// bars; one that extends under the top bar reports its offset to the screen, whose large
// title collapses with it (`Navigation/NavigationStack.swift`). Elsewhere scroll views keep to
// their frames.
//
// A scroll to a view needs the view's frame, which only placing the content gives: when a
// pass carries out such a request, it first places the content once for its frames alone
// (output discarded) where it showed it last, then scrolls, then places it for real.

final class ScrollViewportNode: Node {
  let child: Node
  let axes: Axis.Set
  let position: ScrollOffsetTracker
  let configuration: ScrollConfiguration
  /// The navigation screen the scroll view is on, when it may extend under its bars.
  let navigationScreen: NavigationScreenContext?
  /// How far it extends under the bars in this pass (top and bottom only).
  private var barInsets = EdgeInsets()

  init(
    identity: ViewIdentity, child: Node, axes: Axis.Set, position: ScrollOffsetTracker,
    configuration: ScrollConfiguration = ScrollConfiguration(), navigationScreen: NavigationScreenContext? = nil
  ) {
    self.child = child
    self.axes = axes
    self.position = position
    self.configuration = configuration
    self.navigationScreen = navigationScreen
    super.init(identity: identity)
  }

  private var margins: EdgeInsets {
    let m = configuration.settings.margins
    guard barInsets != EdgeInsets() else { return m }
    return EdgeInsets(top: m.top + barInsets.top, leading: m.leading, bottom: m.bottom + barInsets.bottom, trailing: m.trailing)
  }

  /// What the content is offered: nil along the scroll axes, the proposal less the margins
  /// across them.
  private func contentProposal(_ proposal: ProposedViewSize) -> ProposedViewSize {
    ProposedViewSize(
      width: axes.contains(.horizontal) ? nil : proposal.width.map { max($0 - margins.leading - margins.trailing, 0) },
      height: axes.contains(.vertical) ? nil : proposal.height.map { max($0 - margins.top - margins.bottom, 0) })
  }

  /// Runs `body` with the content region of a scroll view offered `proposal` as the container
  /// of the `containerRelativeFrame`s inside.
  private func inRegion<T>(of proposal: ProposedViewSize, _ pass: Pass, _ body: () -> T) -> T {
    pass.withScrollContainer(
      width: proposal.width.map { max($0 - margins.leading - margins.trailing, 0) },
      height: proposal.height.map { max($0 - margins.top - margins.bottom, 0) }, body)
  }

  override func sizeThatFits(_ proposal: ProposedViewSize, _ pass: Pass) -> CGSize {
    let content = inRegion(of: proposal, pass) { child.sizeThatFits(contentProposal(proposal), pass) }
    return CGSize(
      width: proposal.width ?? content.width + margins.leading + margins.trailing,
      height: proposal.height ?? content.height + margins.top + margins.bottom)
  }

  /// The slot the presented offset animates in while `drags` drags have begun.
  private static func offsetSlot(afterDrags drags: Int) -> String { "scroll offset \(drags)" }

  override func place(at origin: CGPoint, size: CGSize, proposal: ProposedViewSize, _ pass: Pass) {
    var origin = origin
    var size = size
    if navigationScreen != nil {
      let grow = pass.safeAreaInsets(of: CGRect(origin: origin, size: size), regions: .container)
      barInsets = EdgeInsets(top: grow.top, leading: 0, bottom: grow.bottom, trailing: 0)
      origin.y -= grow.top
      size.height += grow.top + grow.bottom
    }
    let tracker = position
    tracker.configuration = configuration
    let p = contentProposal(ProposedViewSize(size))
    let content = inRegion(of: ProposedViewSize(size), pass) { child.sizeThatFits(p, pass) }
    let geometry = ScrollOffsetTracker.Geometry(viewport: size, content: content, margins: margins, axes: axes)
    tracker.update(geometry, at: pass.time)
    connectRequests(of: tracker, pass)
    configuration.settings.reader?.register(tracker)
    noteBindingRequest(tracker, pass)

    // Programmatic scrolls, then the offset this pass shows.
    var animation: Animation?
    let requests = tracker.requests.take(for: pass.transaction)
    if !requests.isEmpty {
      let needsFrames = requests.contains { if case .view = $0.destination { true } else { false } }
      let record = needsFrames ? measure(at: origin, size: size, content: content, proposal: p, pass) : tracker.record
      var current = tracker.shown
      for request in requests {
        guard let target = request.destination.offset(in: geometry, record: record, from: current) else { continue }
        tracker.jump(to: target)
        current = target
        animation = pass.animation
      }
    }
    let model = tracker.offset(at: pass.time)
    let key = key(Self.offsetSlot(afterDrags: tracker.dragCount))
    let presented = pass.withAnimation(animation) {
      pass.presented(key, AnimatableVector4(x: model.x, y: model.y, width: 0, height: 0))
    }
    let offset = CGPoint(x: presented.x, y: presented.y)
    tracker.didShow(offset)
    if let screen = navigationScreen, barInsets.top > 0, screen.scrollOffset == nil { screen.scrollOffset = offset.y }
    if tracker.isMoving(at: pass.time) { pass.hasLiveTimeline = true }

    let record = ScrollContentRecord(
      origin: contentOrigin(origin, size: size, content: content, offset: offset),
      viewport: CGRect(origin: origin, size: size), axes: axes)
    draw(record, at: origin, size: size, content: content, proposal: p, pass)
    tracker.record = record
    drawIndicators(tracker, geometry, offset: offset, frame: CGRect(origin: origin, size: size), pass)

    report(tracker, geometry, offset: offset, animationKey: key, pass)
  }

  // MARK: Placing the content

  /// Where the content's top leading corner goes for `offset`: inside the margins, less the
  /// offset along a scroll axis; content shorter than the region sits at the alignment anchor
  /// (default: the top leading corner along scroll axes, the centre across them).
  private func contentOrigin(_ origin: CGPoint, size: CGSize, content: CGSize, offset: CGPoint) -> CGPoint {
    let region = CGSize(
      width: size.width - margins.leading - margins.trailing, height: size.height - margins.top - margins.bottom)
    let anchor = configuration.anchors.alignment
    func start(_ axis: Axis) -> CGFloat {
      let scrolls = axes.contains(axis)
      let free = axis.length(of: region) - axis.length(of: content)
      let fraction = (axis == .horizontal ? anchor?.x : anchor?.y) ?? (scrolls ? 0 : 0.5)
      let aligned = scrolls && free < 0 ? 0 : fraction * free
      return aligned - (scrolls ? axis.coordinate(of: offset) : 0)
    }
    return CGPoint(x: origin.x + margins.leading + start(.horizontal), y: origin.y + margins.top + start(.vertical))
  }

  /// Places the content for its frames alone, where the last pass showed it, and returns them.
  private func measure(
    at origin: CGPoint, size: CGSize, content: CGSize, proposal: ProposedViewSize, _ pass: Pass
  ) -> ScrollContentRecord {
    let record = ScrollContentRecord(
      origin: contentOrigin(origin, size: size, content: content, offset: position.shown),
      viewport: CGRect(origin: origin, size: size), axes: axes)
    pass.discardingOutput {
      pass.withSavedState {
        pass.recordingScrollContent(record) {
          pass.withNamedSpace(AnyHashable(ScrollViewSpaceName()), at: origin) {
            inRegion(of: ProposedViewSize(size), pass) { child.place(at: record.origin, size: content, proposal: proposal, pass) }
          }
        }
      }
    }
    return record
  }

  /// Places and draws the content at `record`'s origin, clipped to the scroll view unless
  /// `.scrollClipDisabled()`; what the clip hides takes no taps either way.
  private func draw(
    _ record: ScrollContentRecord, at origin: CGPoint, size: CGSize, content: CGSize, proposal: ProposedViewSize,
    _ pass: Pass
  ) {
    // The whole viewport takes a touch, not only what the content draws there.
    pass.registerHitRegion(CGRect(origin: origin, size: size))
    let opacity = pass.opacity
    let transform = pass.transform
    var items: [DisplayItem] = []
    pass.withSavedState {
      pass.opacity = 1
      items = pass.collecting {
        pass.clippingHitTesting(to: CGRect(origin: origin, size: size)) {
          pass.recordingScrollContent(record) {
            pass.withNamedSpace(AnyHashable(ScrollViewSpaceName()), at: origin) {
              inRegion(of: ProposedViewSize(size), pass) {
                child.place(at: record.origin, size: content, proposal: proposal, pass)
              }
            }
          }
        }
      }
    }
    var layer = DisplayLayer(items: items, opacity: opacity)
    if configuration.settings.clipsContent {
      layer.clip = LayerClip(
        Path(CGRect(origin: .zero, size: size)), rule: .nonZero,
        transform: Transform(translationX: origin.x, y: origin.y).concatenating(transform))
    }
    pass.drawLayer(layer)
  }

  // MARK: Requests and reports

  /// Lets the tracker's requests write this scroll view's own state value, so a request
  /// gets a pass of its transaction.
  private func connectRequests(of tracker: ScrollOffsetTracker, _ pass: Pass) {
    let store = pass.runtime.state
    let box = store.box(for: identity.appending(.property("scroll requests")), initial: 0)
    tracker.requests.invalidate = { [weak store] in
      store?.write((box.value as? Int ?? 0) + 1, to: box)
    }
  }

  /// A position binding the app changed since the last pass is a request of this pass.
  private func noteBindingRequest(_ tracker: ScrollOffsetTracker, _ pass: Pass) {
    guard let binding = configuration.settings.position, let (token, destination) = binding.request() else { return }
    guard token != tracker.positionToken else { return }
    tracker.positionToken = token
    tracker.requests.add(destination, transaction: pass.transaction ?? Transaction())
  }

  /// Writes the position binding while the user scrolls, and runs the geometry and phase
  /// observers whose values changed; all after the pass.
  private func report(
    _ tracker: ScrollOffsetTracker, _ geometry: ScrollOffsetTracker.Geometry, offset: CGPoint,
    animationKey: AnimatedAttributes.Key, _ pass: Pass
  ) {
    let settings = configuration.settings
    // The pass after the motion ended reports too: it shows where the motion came to rest.
    let userDriven = tracker.isUserDriven(at: pass.time)
    defer { tracker.wasUserDriven = userDriven }
    if let binding = settings.position, userDriven || tracker.wasUserDriven,
      let id = viewID(at: binding.anchor, offset: offset, geometry), id != tracker.reportedViewID
    {
      tracker.reportedViewID = id
      pass.runtime.schedule { tracker.positionToken = binding.report(id) ?? tracker.positionToken }
    }
    let scrollGeometry = ScrollGeometry(
      contentOffset: CGPoint(x: offset.x - margins.leading, y: offset.y - margins.top), contentSize: geometry.content,
      contentInsets: margins, containerSize: geometry.viewport)
    for observer in settings.geometryObservers {
      let (value, action) = observer.observe(scrollGeometry, tracker.observedValues[observer.identity])
      tracker.observedValues[observer.identity] = value
      if let action { pass.runtime.schedule(action) }
    }
    let phase: ScrollPhase =
      tracker.isDragging
      ? .interacting
      : tracker.isMoving(at: pass.time) ? .decelerating : pass.runtime.attributes.isAnimating(animationKey) ? .animating : .idle
    if phase != tracker.phase {
      let old = tracker.phase
      tracker.phase = phase
      let context = ScrollPhaseChangeContext(
        geometry: scrollGeometry, velocity: phase == .decelerating ? tracker.releaseVelocity : nil)
      for observer in settings.phaseObservers { pass.runtime.schedule { observer.action(old, phase, context) } }
    }
  }

  /// The identity of the scroll target view at `anchor` of the visible content region (see
  /// `ScrollPosition.swift`), nil when the content has no identified targets.
  private func viewID(at anchor: UnitPoint?, offset: CGPoint, _ geometry: ScrollOffsetTracker.Geometry) -> AnyHashable? {
    let targets = (position.record?.targets ?? []).filter { $0.id != nil }
    guard !targets.isEmpty else { return nil }
    let axis: Axis = axes.contains(.vertical) ? .vertical : .horizontal
    let fraction = axis == .vertical ? (anchor ?? .topLeading).y : (anchor ?? .topLeading).x
    let point = axis.coordinate(of: offset) + fraction * axis.length(of: geometry.region)
    let span = { (t: ScrollContentRecord.Target) in
      (axis == .vertical ? t.frame.minY : t.frame.minX, axis == .vertical ? t.frame.maxY : t.frame.maxX)
    }
    if let hit = targets.first(where: { span($0).0 <= point && point < span($0).1 }) { return hit.id }
    return (targets.first { span($0).0 >= point } ?? targets.last)?.id
  }
}
