import Foundation

// Tap delivery: turns a script's taps into `onTapGesture` actions, counting multi-taps.
//
// What: a tap hit-tests the scene as it looks at that instant and reaches the tap actions
// around the topmost drawn leaf under it. Taps that follow each other closely on the same
// actions form a sequence; each action fires when the sequence reaches its count, unless an
// action with priority could still fire with more taps, in which case it waits for that one
// to give up.
// Why: this is how `UITapGestureRecognizer`s with `require(toFail:)` behave, and what SwiftUI
// shows for `onTapGesture(count: 2) { … }.onTapGesture { … }`: a double tap runs only the
// double-tap action; a single tap runs the single-tap action once the double tap can no
// longer come, ``TapSequence/maximumInterval`` after the tap. The delay is SwiftUI's too.
// Refuses: several fingers, a tap's duration (a scripted tap is instantaneous), drags
// (a scripted drag neither taps nor ends an open sequence), and more
// than one sequence at a time: a tap that does not continue the open sequence ends it on the
// spot (its waiting action fires first, at that tap's time), where iOS would end it at its
// own deadline.
//
// Continuing. A tap continues the open sequence when it reaches the same tap actions (the
// same modifiers, by identity), comes less than 0.35 s after the sequence's previous tap and
// lands at most 45 pt from its first tap. These are UIKit's defaults for a tap recogniser
// (`maximumIntervalBetweenSuccessiveTaps` 0.35 s, `allowableMovement` 45 pt; not public API,
// but the values UIKit's own recognisers are configured with). A tap exactly 0.35 s after
// the previous one starts a new sequence: the first one's deadline has passed.
//
// Priority. The innermost action (the modifier written first on a view, or a child's before
// its container's) has priority, as a child's gesture wins over its parent's in SwiftUI.
// With n taps so far, an action of count n has been reached; an action of count > n is still
// possible. The reached action of highest priority becomes the waiting one, unless one of
// higher priority already waits. The waiting action fires at once when no action of higher
// priority is still possible, and otherwise when the sequence ends (its deadline passes, or
// a tap does not continue it). After an action fires, the next tap starts a new sequence.
// So a single-tap action written before a double-tap one fires on every tap, and the double
// tap never fires.
//
// Misses. A tap under which no drawn view lies inside an `onTapGesture` warns through
// `Diagnostics` with its point and time; a tap on a view without a tap action is a miss too.

/// The taps that may still add up to a multi-tap, and what they have reached.
struct TapSequence {
  /// How long after one tap the next may come and still continue the sequence: less than
  /// this, in seconds (UIKit's 0.35 s).
  static let maximumInterval = 0.35
  /// How far from the sequence's first tap a later tap may land and still continue it, in
  /// points (UIKit's 45).
  static let allowableMovement: CGFloat = 45

  /// The actions the taps reach, highest priority (innermost) first.
  let actions: [(identity: ViewIdentity, count: Int)]
  /// The first tap's canvas point.
  let firstPoint: CGPoint
  /// The newest tap's time, in seconds.
  private(set) var lastTime: Double
  /// Taps so far, ≥ 1.
  private(set) var taps = 1
  /// The index in `actions` of the action that has reached its count and waits.
  private var waiting: Int?

  /// What a sequence does after a tap.
  enum Outcome: Equatable {
    /// Fire this action now; the sequence is over.
    case fire(ViewIdentity)
    /// Wait for another tap or the deadline.
    case wait
    /// Nothing can fire; the sequence is over.
    case fail
  }

  /// A sequence opened by a tap at `point` and `time` that reaches `actions`, innermost first.
  init(actions: [(identity: ViewIdentity, count: Int)], point: CGPoint, time: Double) {
    precondition(!actions.isEmpty, "a tap sequence needs a tap action")
    self.actions = actions
    firstPoint = point
    lastTime = time
  }

  /// The time the sequence ends if no tap continues it, in seconds.
  var deadline: Double { lastTime + Self.maximumInterval }

  /// The action that fires when the sequence ends, if any.
  var waitingAction: ViewIdentity? { waiting.map { actions[$0].identity } }

  /// Whether a tap at `point` and `time` reaching `identities` (innermost first) continues
  /// the sequence.
  func isContinued(by identities: [ViewIdentity], at point: CGPoint, time: Double) -> Bool {
    identities == actions.map(\.identity) && time - lastTime < Self.maximumInterval
      && hypot(point.x - firstPoint.x, point.y - firstPoint.y) <= Self.allowableMovement
  }

  /// Counts a tap that continues the sequence (see ``isContinued(by:at:time:)``).
  mutating func addTap(at time: Double) {
    taps += 1
    lastTime = time
  }

  /// What happens after the newest tap (see the file's note on priority).
  mutating func resolve() -> Outcome {
    if let reached = actions.firstIndex(where: { $0.count == taps }), waiting.map({ reached < $0 }) ?? true {
      waiting = reached
    }
    if let waiting {
      return isStillPossible(actions[..<waiting]) ? .wait : .fire(actions[waiting].identity)
    }
    return isStillPossible(actions[...]) ? .wait : .fail
  }

  /// Whether one of `candidates` needs more taps than the sequence has.
  private func isStillPossible(_ candidates: ArraySlice<(identity: ViewIdentity, count: Int)>) -> Bool {
    candidates.contains { $0.count > taps }
  }
}

extension SceneRuntime {
  /// Delivers a scripted tap; the scene has just been evaluated at `time`.
  func handleTap(at point: CGPoint, time: Double) {
    flashPress(at: point)
    let region = lastPass?.hitRegionsTopmostFirst.first { $0.bounds.contains(point) }
    let handlers = Array((region?.tapHandlers ?? []).reversed())
    let identities = handlers.map(\.identity)
    if var sequence = tapSequence, sequence.isContinued(by: identities, at: point, time: time) {
      sequence.addTap(at: time)
      tapSequence = sequence
    } else {
      endTapSequence()
      guard !handlers.isEmpty else {
        Diagnostics.warn("Tap at (\(Self.format(point.x)), \(Self.format(point.y))) at \(String(format: "%.3f", time)) s hit no view with a tap action.")
        return
      }
      tapSequence = TapSequence(actions: handlers.map { ($0.identity, $0.count) }, point: point, time: time)
    }
    switch tapSequence?.resolve() {
    case .fire(let identity):
      tapSequence = nil
      fireTapAction(identity)
    case .fail:
      tapSequence = nil
    case .wait, nil:
      break
    }
  }

  /// Ends the open sequence, if any: its waiting action fires.
  func endTapSequence() {
    guard let sequence = tapSequence else { return }
    tapSequence = nil
    if let identity = sequence.waitingAction { fireTapAction(identity) }
  }

  /// Runs the newest action of the tap modifier `identity`; nothing if its view is gone.
  private func fireTapAction(_ identity: ViewIdentity) {
    lastPass?.taps[identity]?.action()
  }

  /// A coordinate with at most two decimals and no trailing zeros: 195, 12.5, 0.33.
  static func format(_ value: CGFloat) -> String {
    let rounded = (value * 100).rounded() / 100
    if rounded == rounded.rounded(), abs(rounded) < 1e15 { return String(Int(rounded)) }
    var text = String(format: "%.2f", Double(rounded))
    while text.hasSuffix("0") { text.removeLast() }
    return text
  }
}
