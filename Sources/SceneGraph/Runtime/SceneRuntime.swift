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
/// late (docs/SEMANTICS.md §0, open question 2); Flipbook deliberately does not, so a video's
/// timing depends on the script alone and not on the frame rate. Pinned by
/// `SceneGraphTests.animationStartsAtTheEventTime`.
public final class SceneRuntime {
  let root: any View
  /// The canvas size in points.
  public let canvasSize: CGSize
  /// How far the canvas's unsafe regions (a device's status bar and home indicator) reach in
  /// from each edge, in points. The root is proposed the canvas minus these insets and
  /// centred inside them; views that ignore the safe area extend into them.
  public let safeAreaInsets: EdgeInsets
  let state = StateStore()
  let attributes = AnimatedAttributes()
  var containers: [ViewIdentity: [ItemNode]] = [:]
  /// Where each container item was last placed while present: a leaving item stays there.
  var itemPlacements: [ViewIdentity: ItemPlacement] = [:]
  /// The values `.animation(_:value:)` modifiers saw in the last pass.
  var observedValues: [ViewIdentity: Any] = [:]
  /// Each text's last content, for its content transition (`ContentTransition.swift`).
  var textHistories: [ViewIdentity: TextHistory] = [:]
  /// Per-identity state of phase and keyframe animators.
  var animatorStates: [ViewIdentity: AnyObject] = [:]
  /// Per-identity state of sheets, covers and alerts (`Presentation/PresentationLayer.swift`).
  var presentationStates: [ViewIdentity: PresentationState] = [:]
  private var scheduledActions: [() -> Void] = []
  private var deferredIdle: [(time: Double, listener: AnimationCompletionListener)] = []
  private var groups: [MatchedGeometryGroup.Key: MatchedGeometryGroup] = [:]
  /// The `.onAppear`/`.onDisappear` modifiers placed in the last pass, by identity.
  private var appeared: [ViewIdentity: AppearanceHandlers] = [:]
  private var insertionCounter = 0
  private var environment: EnvironmentValues
  /// The scheme `.preferredColorScheme(_:)` asked for in the last pass, if any.
  private var preferredColorScheme: ColorScheme?
  private var script: Script
  private var nextEvent = 0
  private(set) var time: Double = -.infinity
  private(set) var lastPass: Pass?
  /// The time of the last evaluation and the state's change count after it.
  private var lastEvaluation: (time: Double, generation: Int)?
  /// The finger of a scripted drag while it is down.
  var touchSession: TouchSession?
  /// The taps that may still add up to a multi-tap.
  var tapSequence: TapSequence?

  /// - Parameters:
  ///   - root: the scene.
  ///   - canvasSize: the size of the canvas, in points.
  ///   - safeAreaInsets: the canvas's safe-area insets, in points (e.g. top 62, bottom 34 on
  ///     an iPhone 16 Pro in portrait); default none, which proposes the root the whole canvas.
  ///   - script: the input to play; default none.
  ///   - environment: the environment of the root, its `colorScheme` included; default
  ///     `EnvironmentValues()` (light).
  public init<Root: View>(
    _ root: Root, canvasSize: CGSize, safeAreaInsets: EdgeInsets = EdgeInsets(), script: Script = Script(),
    environment: EnvironmentValues = EnvironmentValues()
  ) {
    self.root = root
    self.canvasSize = canvasSize
    self.safeAreaInsets = safeAreaInsets
    self.script = script
    self.environment = environment
  }

  /// The picture at `time` (seconds), after applying every scripted event up to it.
  public func displayList(at time: Double) -> DisplayList {
    advance(to: time)
    return DisplayList(size: canvasSize, items: lastPass?.items ?? [])
  }

  /// The colour scheme of the render: the one a `.preferredColorScheme(_:)` in the scene
  /// asked for in the last evaluation, else the `colorScheme` of the runtime's environment.
  public var colorScheme: ColorScheme { preferredColorScheme ?? environment.colorScheme }

  /// The colour of the window behind the root: iOS's `systemBackground` in ``colorScheme``
  /// (white in light, black in dark). Read it after ``displayList(at:)`` to paint the canvas.
  public var windowBackgroundColor: RGBAColor { UIColor.systemBackground.resolvedColor(for: colorScheme) }

  /// The laid-out frames of every leaf and matched view at the time of the last evaluation.
  public var frames: [ViewFrame] { lastPass?.frames ?? [] }

  /// Applies the script's events up to `time` and evaluates the scene there.
  ///
  /// A multi-tap sequence that no tap continues ends at its deadline, which counts as an
  /// event of its own, before any script event at the same time.
  ///
  /// Work the scene set for a later scene time (a timer's tick) runs at that time as an event
  /// of its own, before any script event at the same time.
  ///
  /// The scene starts at time 0 whatever time is asked for first: its views appear then, and
  /// what they start on appearing has been running since, so a frame evaluated alone shows
  /// what the same frame of a whole video shows.
  public func advance(to time: Double) {
    precondition(time >= self.time, "time only moves forward: \(time) after \(self.time)")
    withCurrentScene {
      if lastPass == nil && time > 0 { advanceEvents(to: 0) }
      advanceEvents(to: time)
    }
  }

  private func advanceEvents(to time: Double) {
    while true {
      // A completion falls due at its own moment, whatever times the caller samples: the scene
      // is evaluated then (running the completion and applying its changes), before any event
      // at the same time. Only moments after the last evaluation count, so a completion that
      // rounding kept from firing there cannot hold the clock still.
      if let due = nextCompletionTime, due > self.time, due <= time {
        evaluate(at: due, transaction: nil)
        continue
      }
      let nextScriptTime = nextEvent < script.events.count ? script.events[nextEvent].time : nil
      let nextWork = timedWork.indices.min { (timedWork[$0].time, timedWork[$0].order) < (timedWork[$1].time, timedWork[$1].order) }
      let nextWorkTime = nextWork.map { timedWork[$0].time } ?? .infinity
      if let deadline = tapSequence?.deadline, deadline <= time, deadline <= nextScriptTime ?? .infinity,
        deadline <= nextWorkTime
      {
        apply(at: deadline) { endTapSequence() }
        continue
      }
      if let nextWork, nextWorkTime <= time, nextWorkTime <= nextScriptTime ?? .infinity {
        let work = timedWork.remove(at: nextWork)
        apply(at: work.time) { work.action() }
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
    withCurrentScene { apply(ScriptEvent(time: max(time, 0), action: .tap(point))) }
  }

  private func apply(_ event: ScriptEvent) {
    apply(at: event.time) {
      switch event.action {
      case .tap(let point):
        handleTap(at: point, time: event.time)
      case .tapLabel(let label):
        guard let point = point(showing: label, at: event.time) else { break }
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
    // The scene as it looks then: the last pass, when it was made at this time and nothing
    // has changed since (main-queue work a pass sends runs without another pass before it).
    if !(lastEvaluation?.time == time && lastEvaluation?.generation == state.generation && !state.hasPendingChanges) {
      evaluate(at: time, transaction: nil)
    }
    let registry = CompletionRegistry()
    CompletionRegistry.$current.withValue(registry) { body() }
    applyChanges(at: time)
    // Completions of transactions that started no animation run right after the event.
    let idle = registry.listeners.filter { $0.pending == 0 && !$0.hasFired }
    for listener in idle {
      listener.markFired()
      listener.action()
    }
    if !idle.isEmpty { applyChanges(at: time) }
  }

  /// Applies the state changes made since the last call, each transaction's in a pass of its
  /// own, in the order they were made (`StateStore.takeChanges`).
  private func applyChanges(at time: Double) {
    for batch in state.takeChanges() {
      batch.apply()
      evaluate(at: time, transaction: batch.transaction)
    }
  }

  /// The centre of the topmost view showing `label` (a text's characters or an accessibility
  /// label, matched exactly, else ignoring case and surrounding spaces); `nil`, with a
  /// warning naming what is on screen, when nothing shows it.
  private func point(showing label: String, at time: Double) -> CGPoint? {
    let regions = lastPass?.labels ?? []
    let loose = { (s: String) in s.trimmingCharacters(in: .whitespacesAndNewlines).lowercased() }
    let match = regions.last { $0.label == label } ?? regions.last { loose($0.label) == loose(label) }
    guard let match else {
      let shown = Array(Set(regions.map(\.label))).sorted().prefix(12).map { "'\($0)'" }.joined(separator: ", ")
      let context = shown.isEmpty ? "no text is on screen" : "on screen: " + shown
      Diagnostics.warn(
        "Tap on '\(label)' at \(String(format: "%.3f", time)) s: no view shows that text or accessibility label (\(context)).")
      return nil
    }
    return CGPoint(x: match.bounds.midX, y: match.bounds.midY)
  }

  /// Whether nothing will change without new input: no animation is running, no animator is
  /// playing, no finger is down and no state change or completion is waiting, as of the last
  /// evaluation. A scene that stays settled draws the same picture at every later time, so
  /// a render can stop there.
  public var isSettled: Bool {
    !attributes.hasRunningAnimations && scheduledActions.isEmpty && deferredIdle.isEmpty && touchSession == nil
      && !(lastPass?.hasLiveTimeline ?? false) && timedWork.isEmpty
      && !animatorStates.values.contains { ($0 as? TimedAnimatorState)?.isPlaying(at: time) ?? false }
  }

  /// The times of the script's events, in order.
  public var scriptEventTimes: [Double] { script.events.map(\.time) }

  /// Places `node` as a root in `frame` (global layout coordinates) whose safe area is
  /// `insets` in from its edges: proposed the safe area and centred in it, as a
  /// UIHostingController lays out its root (the canvas's root, a full-screen cover's content).
  static func placeRoot(_ node: Node, in frame: CGRect, insets: EdgeInsets, _ pass: Pass) {
    let safe = CGRect(
      x: frame.minX + insets.leading, y: frame.minY + insets.top,
      width: max(0, frame.width - insets.leading - insets.trailing),
      height: max(0, frame.height - insets.top - insets.bottom))
    let proposal = ProposedViewSize(safe.size)
    let size = node.sizeThatFits(proposal, pass)
    let origin = CGPoint(x: safe.minX + (safe.width - size.width) / 2, y: safe.minY + (safe.height - size.height) / 2)
    pass.withSafeArea(SafeAreaElement(bounds: frame, insets: insets, regions: .container)) {
      node.place(at: origin, size: size, proposal: proposal, pass)
    }
  }

  /// One pass: resolve the views, lay them out in the canvas's safe area and draw.
  private func evaluate(at time: Double, transaction: Transaction?) {
    self.time = time
    // Every `@Observable` property read while the tree is resolved and placed (in bodies and
    // in the closures containers call: `ForEach` rows, `GeometryReader` contents, overlays)
    // is tracked, so changing any of them is a state change (`Observable.swift`).
    let pass = state.tracking { () -> Pass in
      let (pass, node) = resolveRoot(at: time, transaction: transaction)
      Self.placeRoot(node, in: CGRect(origin: .zero, size: canvasSize), insets: safeAreaInsets, pass)
      // Sheets, covers and alerts are drawn above the whole root, in the canvas.
      placePresentations(pass)
      return pass
    }
    let foundNewGroups = updateMatchedGroups(from: pass)
    updateAppearances(from: pass)
    lastPass = pass
    // Every pass places every view on screen, so an input no pass touched since the last one
    // belongs to a view that has left: forget it, so a view inserted again later starts afresh
    // instead of animating from where it was when it left.
    attributes.sweep()
    if transaction == nil {
      // A group's source is known only once the group has been laid out, so a follower met
      // in the same pass used its own frame; lay out once more so it matches from the start.
      if foundNewGroups { evaluate(at: time, transaction: nil) }
    }
    runCompletions()
    lastEvaluation = (time, state.generation)
  }

  /// Resolves the root in the render's colour scheme. When the scene's preferred scheme
  /// turns out to differ from the one used, resolves again in the new scheme, from the
  /// runtime's state as it was before the first attempt.
  private func resolveRoot(at time: Double, transaction: Transaction?) -> (Pass, Node) {
    let saved = (containers, observedValues, animatorStates, scheduledActions)
    let used = colorScheme
    let first = resolveRoot(at: time, transaction: transaction, in: used)
    preferredColorScheme = first.0.preferredColorScheme
    guard colorScheme != used else { return first }
    (containers, observedValues, animatorStates, scheduledActions) = saved
    let second = resolveRoot(at: time, transaction: transaction, in: colorScheme)
    // A scene that stops asking once its wish is granted keeps the wish, so passes do not
    // alternate between the two schemes.
    preferredColorScheme = second.0.preferredColorScheme ?? preferredColorScheme
    return second
  }

  private func resolveRoot(at time: Double, transaction: Transaction?, in colorScheme: ColorScheme) -> (Pass, Node) {
    let pass = Pass(time: time, transaction: transaction, runtime: self)
    var environment = self.environment
    environment.colorScheme = colorScheme
    var resolver = Resolver(pass: pass, environment: environment)
    return (pass, resolver.resolve(root, .root))
  }

  /// Runs the work that became due in the last pass: completions whose animations completed,
  /// and actions views scheduled (phase animators starting). Their state changes are applied
  /// at once, at the same time. Completions of transactions made here that start no animation
  /// run at the next evaluation at a later time, so a loop of instant steps cannot spin.
  private func runCompletions() {
    var work: [() -> Void] = attributes.takeCompletedListeners().map { listener in
      { if !listener.hasFired { listener.markFired(); listener.action() } }
    }
    let laterIdle = deferredIdle.filter { $0.time + Self.frameInterval <= time + AnimationEvaluator<Double>.completionTolerance }
    deferredIdle.removeAll { $0.time + Self.frameInterval <= time + AnimationEvaluator<Double>.completionTolerance }
    work += laterIdle.map { entry in { if !entry.listener.hasFired { entry.listener.markFired(); entry.listener.action() } } }
    work += scheduledActions
    scheduledActions = []
    guard !work.isEmpty else { return }
    let registry = CompletionRegistry()
    CompletionRegistry.$current.withValue(registry) {
      for item in work { item() }
    }
    applyChanges(at: time)
    for listener in registry.listeners where listener.pending == 0 && !listener.hasFired {
      deferredIdle.append((time, listener))
    }
  }

  /// One display frame at 60 Hz: a completion whose transaction, made inside another
  /// completion, started no animation runs this long after it (on the next display frame,
  /// as in SwiftUI, but on a fixed clock rather than whichever frame a render samples next).
  static let frameInterval = 1.0 / 60

  /// When the next completion is due: the earliest logical completion of an animation with a
  /// completion attached, or a deferred idle completion's frame.
  private var nextCompletionTime: Double? {
    let idle = deferredIdle.map { $0.time + Self.frameInterval }.min()
    switch (attributes.nextCompletionTime, idle) {
    case (let a?, let b?): return min(a, b)
    case (let a, let b): return a ?? b
    }
  }

  /// Runs `action` after the current pass, at the same time, as an app event would.
  func schedule(_ action: @escaping () -> Void) { scheduledActions.append(action) }

  // MARK: Timed work and `.onReceive`

  /// Work set for later scene times, with the order it was set in (ties run in that order).
  private var timedWork: [(time: Double, order: Int, action: () -> Void)] = []
  private var timedWorkOrder = 0
  /// The `.onReceive` modifiers on screen, by identity.
  var receivers: [ViewIdentity: Receiver] = [:]
  /// The running `.task`s, by their modifier's identity (`SceneTasks.swift`).
  var sceneTasks: [ViewIdentity: Task<Void, Never>] = [:]
  /// The executor the scene's tasks run on.
  lazy var taskExecutor = SceneTaskExecutor(runtime: self)

  /// Runs `action` as an event at scene time `time`.
  func enqueue(at time: Double, _ action: @escaping () -> Void) {
    timedWorkOrder += 1
    timedWork.append((time, timedWorkOrder, action))
  }

  /// Starts delivering the scene's date to the receiver every `period` seconds from now.
  func startTicking(_ identity: ViewIdentity, every period: TimeInterval) {
    guard period > 0 else { return }
    receivers[identity, default: Receiver()].tickingRun += 1
    let run = receivers[identity]!.tickingRun
    func tick(at time: Double) {
      enqueue(at: time) { [weak self] in
        guard let self, let receiver = self.receivers[identity], receiver.tickingRun == run else { return }
        receiver.deliver(SceneClock.date(at: time))
        tick(at: time + period)
      }
    }
    tick(at: max(time, 0) + period)
  }

  /// Cancels the receiver's subscription and its ticks.
  func stopReceiving(_ identity: ViewIdentity) {
    receivers[identity]?.subscription?.cancel()
    receivers[identity] = nil
  }

  /// Schedules the `onDisappear` actions of the views the pass no longer placed (in the order
  /// the last pass placed them), then the `onAppear` actions of the views it placed first.
  private func updateAppearances(from pass: Pass) {
    let current = Dictionary(pass.appearances.map { ($0.identity, $0.handlers) }, uniquingKeysWith: { a, _ in a })
    let gone = (lastPass?.appearances ?? []).filter { current[$0.identity] == nil && appeared[$0.identity] != nil }
    for entry in gone { if let action = entry.handlers.disappear { schedule(action) } }
    for entry in pass.appearances where appeared[entry.identity] == nil {
      if let action = entry.handlers.appear { schedule(action) }
    }
    appeared = current
  }

  /// Applies the state changes made so far in the current event as a change of their own, so
  /// later changes of the event start from them (a button's press, then its release).
  func commitChanges() { applyChanges(at: time) }

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
