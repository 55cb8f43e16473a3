import Drawing
import Foundation
import Geometry
import Motion

/// Runs a scene on a virtual clock: applies scripted input, animates state changes and
/// produces the display list of any instant.
///
/// Time only moves forward. Each call to ``displayList(at:)`` first applies the script's
/// events up to that time, each at its exact instant, then evaluates the scene at the time.
///
/// **Start of animations.** An animation started by an event at time t₀ is sampled at
/// t − t₀. SwiftUI shows the from-value on two display frames and starts its clock one frame
/// late (semantics notes §0, open question 2); Flipbook deliberately does not, so a video's
/// timing depends on the script alone and not on the frame rate. Pinned by
/// `SceneGraphTests.animationStartsAtTheEventTime`.
public final class SceneRuntime {
  let root: any View
  /// The canvas size in points; the root is proposed exactly this size.
  public let canvasSize: CGSize
  let state = StateStore()
  let attributes = AnimatedAttributes()
  var containers: [ViewIdentity: [ItemNode]] = [:]
  /// The values `.animation(_:value:)` modifiers saw in the last pass.
  var observedValues: [ViewIdentity: Any] = [:]
  /// Per-identity state of phase and keyframe animators.
  var animatorStates: [ViewIdentity: AnyObject] = [:]
  private var scheduledActions: [() -> Void] = []
  private var deferredIdle: [(time: Double, listener: AnimationCompletionListener)] = []
  private var groups: [MatchedGeometryGroup.Key: MatchedGeometryGroup] = [:]
  private var insertionCounter = 0
  private var environment: EnvironmentValues
  private var script: Script
  private var nextEvent = 0
  private(set) var time: Double = -.infinity
  private(set) var lastPass: Pass?
  /// The finger of a scripted drag while it is down.
  var touchSession: TouchSession?
  /// The taps that may still add up to a multi-tap.
  var tapSequence: TapSequence?

  /// - Parameters:
  ///   - root: the scene.
  ///   - canvasSize: the size proposed to the root, in points.
  ///   - script: the input to play; default none.
  public init<Root: View>(_ root: Root, canvasSize: CGSize, script: Script = Script(), environment: EnvironmentValues = EnvironmentValues()) {
    self.root = root
    self.canvasSize = canvasSize
    self.script = script
    self.environment = environment
  }

  /// The picture at `time` (seconds), after applying every scripted event up to it.
  public func displayList(at time: Double) -> DisplayList {
    advance(to: time)
    return DisplayList(size: canvasSize, items: lastPass?.items ?? [])
  }

  /// The laid-out frames of every leaf and matched view at the time of the last evaluation.
  public var frames: [ViewFrame] { lastPass?.frames ?? [] }

  /// Applies the script's events up to `time` and evaluates the scene there.
  ///
  /// A multi-tap sequence that no tap continues ends at its deadline, which counts as an
  /// event of its own, before any script event at the same time.
  public func advance(to time: Double) {
    precondition(time >= self.time, "time only moves forward: \(time) after \(self.time)")
    while true {
      let nextScriptTime = nextEvent < script.events.count ? script.events[nextEvent].time : nil
      if let deadline = tapSequence?.deadline, deadline <= time, deadline <= nextScriptTime ?? .infinity {
        apply(at: deadline) { endTapSequence() }
        continue
      }
      guard let nextScriptTime, nextScriptTime <= time else { break }
      let event = script.events[nextEvent]
      nextEvent += 1
      apply(event)
    }
    evaluate(at: time, transaction: nil)
  }

  /// Taps at a point now, as a script event does: hit-tests the scene as it looks at the
  /// current time and counts the tap towards the tapped view's `onTapGesture` actions (a
  /// single-tap action runs at once unless a multi-tap action has priority over it).
  public func tap(at point: CGPoint) {
    apply(ScriptEvent(time: max(time, 0), action: .tap(point)))
  }

  private func apply(_ event: ScriptEvent) {
    apply(at: event.time) {
      switch event.action {
      case .tap(let point):
        handleTap(at: point, time: event.time)
      case .touch(let phase, let point):
        handleTouch(phase, at: point, time: event.time)
      case .perform(let body):
        body()
      }
    }
  }

  /// Runs `body` at `time` as an app event: on the scene as it looks then, with its state
  /// changes and idle completions applied at the same time.
  private func apply(at time: Double, _ body: () -> Void) {
    evaluate(at: time, transaction: nil)
    let registry = CompletionRegistry()
    CompletionRegistry.$current.withValue(registry) { body() }
    if let transaction = state.takeChanges() {
      evaluate(at: time, transaction: transaction)
    }
    // Completions of transactions that started no animation run right after the event.
    let idle = registry.listeners.filter { $0.pending == 0 && !$0.hasFired }
    for listener in idle {
      listener.markFired()
      listener.action()
    }
    if !idle.isEmpty, let transaction = state.takeChanges() {
      evaluate(at: time, transaction: transaction)
    }
  }

  /// One pass: resolve the views, lay them out at the canvas size and draw.
  private func evaluate(at time: Double, transaction: Transaction?) {
    self.time = time
    let pass = Pass(time: time, transaction: transaction, runtime: self)
    var resolver = Resolver(pass: pass, environment: environment)
    let node = resolver.resolve(root, .root)
    let proposal = ProposedViewSize(canvasSize)
    let size = node.sizeThatFits(proposal, pass)
    // The root is centred on the canvas, as a window centres its content.
    let origin = CGPoint(x: (canvasSize.width - size.width) / 2, y: (canvasSize.height - size.height) / 2)
    node.place(at: origin, size: size, proposal: proposal, pass)
    let foundNewGroups = updateMatchedGroups(from: pass)
    lastPass = pass
    if transaction == nil {
      attributes.sweep()
      // A group's source is known only once the group has been laid out, so a follower met
      // in the same pass used its own frame; lay out once more so it matches from the start.
      if foundNewGroups { evaluate(at: time, transaction: nil) }
    }
    runCompletions()
  }

  /// Runs the work that became due in the last pass: completions whose animations completed,
  /// and actions views scheduled (phase animators starting). Their state changes are applied
  /// at once, at the same time. Completions of transactions made here that start no animation
  /// run at the next evaluation at a later time, so a loop of instant steps cannot spin.
  private func runCompletions() {
    var work: [() -> Void] = attributes.takeCompletedListeners().map { listener in
      { if !listener.hasFired { listener.markFired(); listener.action() } }
    }
    let laterIdle = deferredIdle.filter { $0.time < time }
    deferredIdle.removeAll { $0.time < time }
    work += laterIdle.map { entry in { if !entry.listener.hasFired { entry.listener.markFired(); entry.listener.action() } } }
    work += scheduledActions
    scheduledActions = []
    guard !work.isEmpty else { return }
    let registry = CompletionRegistry()
    CompletionRegistry.$current.withValue(registry) {
      for item in work { item() }
    }
    if let changes = state.takeChanges() { evaluate(at: time, transaction: changes) }
    for listener in registry.listeners where listener.pending == 0 && !listener.hasFired {
      deferredIdle.append((time, listener))
    }
  }

  /// Runs `action` after the current pass, at the same time, as an app event would.
  func schedule(_ action: @escaping () -> Void) { scheduledActions.append(action) }

  // MARK: Matched geometry

  /// The shared frame a member of `key` is laid out in, as (anchor point, size), or `nil`
  /// when the member uses its own layout (it is the source and nothing is in flight).
  func sharedFrame(of key: MatchedGeometryGroup.Key, for member: ViewIdentity, _ pass: Pass) -> AnimatableRect? {
    guard let group = groups[key], let source = group.source else { return nil }
    let attribute = groupAttributeKey(key)
    let frame: AnimatableRect? = attributes.peek(attribute, time: pass.time)
    if member == source && !attributes.isAnimating(attribute) { return nil }
    return frame
  }

  func groupAttributeKey(_ key: MatchedGeometryGroup.Key) -> AnimatedAttributes.Key {
    AnimatedAttributes.Key(identity: .root, slot: "matched \(key)")
  }

  /// After a pass: pick each group's source and update its shared frame (animated when the
  /// pass applies an animated change).
  /// Returns whether a group with more than one member appeared in this pass.
  @discardableResult
  private func updateMatchedGroups(from pass: Pass) -> Bool {
    var updated: [MatchedGeometryGroup.Key: MatchedGeometryGroup] = [:]
    var foundNewGroups = false
    for (key, members) in pass.matchedMembers {
      if groups[key] == nil && members.count > 1 { foundNewGroups = true }
      var group = groups[key] ?? MatchedGeometryGroup()
      for member in members where group.insertionOrder[member.identity] == nil {
        insertionCounter += 1
        group.insertionOrder[member.identity] = insertionCounter
      }
      group.insertionOrder = group.insertionOrder.filter { id, _ in members.contains { $0.identity == id } }
      let candidates = members.filter { $0.isSource && !$0.isRemoving }
      if candidates.count > 1 {
        Diagnostics.warn("Multiple inserted views in matched geometry group \(key) have `isSource: true`, results are undefined.")
      }
      let order = { (m: MatchedGeometryGroup.Member) in group.insertionOrder[m.identity] ?? 0 }
      guard let source = candidates.max(by: { order($0) < order($1) }) ?? members.max(by: { order($0) < order($1) }) else { continue }
      group.source = source.identity
      group.anchor = source.anchor
      let target = AnimatableRect(
        x: source.frame.minX + source.anchor.x * source.frame.width,
        y: source.frame.minY + source.anchor.y * source.frame.height,
        width: source.frame.width, height: source.frame.height)
      pass.setSharedFrame(groupAttributeKey(key), target)
      updated[key] = group
    }
    groups = updated
    return foundNewGroups
  }
}

extension Pass {
  var hitRegionsTopmostFirst: [HitRegion] { hitRegions.reversed() }

  /// Sets a matched group's model shared frame after the pass, starting a flight when the
  /// pass applies an animated change.
  func setSharedFrame(_ key: AnimatedAttributes.Key, _ value: AnimatableRect) {
    _ = presented(key, value)
  }
}
