import Flipbook

// The phase- and keyframe-animator examples of Apple's article "Controlling the timing and
// movements of your animations", and the notification bell every phaseAnimator tutorial
// rocks, written as an app would write them.

/// The emoji bobbing up and down for as long as it is on screen: a phase animator without a
/// trigger, stepping between `false` (rest) and `true` (40 pt up) with the default spring.
public struct BobbingEmoji: View {
  public init() {}

  public var body: some View {
    Text("🐶")
      .font(.system(size: 64))
      .phaseAnimator([false, true]) { content, phase in
        content.offset(y: phase ? -40 : 0)
      }
  }
}

/// A like button whose every tap sends the emoji up and back once: the phase animator's
/// trigger is the like count. With `perPhaseAnimation`, the rise takes `.bouncy` and the
/// return the default spring — the closure is handed the phase being animated *to*.
public struct LikeReaction: View {
  let perPhaseAnimation: Bool
  @State private var likeCount = 1

  public init(perPhaseAnimation: Bool) { self.perPhaseAnimation = perPhaseAnimation }

  /// The canvas: the emoji above a Like button in a 240 × 280-pt card.
  public static let canvasSize = CGSize(width: 240, height: 280)

  public var body: some View {
    VStack(spacing: 40) {
      Text("🐶")
        .font(.system(size: 64))
        .phaseAnimator([false, true], trigger: likeCount) { content, phase in
          content.offset(y: phase ? -40 : 0)
        } animation: { phase in
          perPhaseAnimation ? (phase ? .bouncy : .default) : .default
        }
      Button("Like", systemImage: "heart.fill") { likeCount += 1 }
        .buttonStyle(.borderedProminent)
    }
  }

  /// Like at 0.3 s, and again at 2.0 s once the first cycle has settled; hold 1.7 s.
  public static let script = Script().wait(0.3).tap(label: "Like").wait(1.7).tap(label: "Like").wait(1.7)
}

/// The article's three-phase reaction: on each like the emoji rises while growing a little,
/// swells to 1.8 ×, then settles back, each phase with its own animation.
public struct ThreePhaseReaction: View {
  /// The phases of one reaction, each with its offset, scale and the animation that leads to it.
  enum Phase: CaseIterable {
    case initial, move, scale

    var verticalOffset: Double {
      switch self {
      case .initial: 0
      case .move, .scale: -64
      }
    }

    var scaleEffect: Double {
      switch self {
      case .initial: 1
      case .move: 1.1
      case .scale: 1.8
      }
    }
  }

  @State private var likeCount = 1

  public init() {}

  public var body: some View {
    VStack(spacing: 40) {
      Text("🐶")
        .font(.system(size: 64))
        .phaseAnimator(Phase.allCases, trigger: likeCount) { content, phase in
          content
            .scaleEffect(phase.scaleEffect)
            .offset(y: phase.verticalOffset)
        } animation: { phase in
          switch phase {
          case .initial: .smooth
          case .move: .easeInOut(duration: 0.3)
          case .scale: .spring(duration: 0.3, bounce: 0.7)
          }
        }
      Button("Like", systemImage: "heart.fill") { likeCount += 1 }
        .buttonStyle(.borderedProminent)
    }
  }

  /// Like at 0.3 s and hold 2.2 s: the three steps and the settle.
  public static let script = Script().wait(0.3).tap(label: "Like").wait(2.2)
}

/// The values the keyframe reaction animates, one track each.
public struct ReactionValues {
  public var scale = 1.0
  public var verticalStretch = 1.0
  public var verticalTranslation = 0.0
  public var angle = Angle.zero

  public init() {}
}

/// The article's keyframe reaction, in its three stages: with `tracks` `.none` the animator
/// has no tracks (the emoji stays as it is), `.scale` only grows and shrinks it, `.all`
/// squashes, stretches, jumps, wobbles ±16° and lands.
public struct KeyframeReaction: View {
  /// How many of the article's tracks the animator has.
  public enum Tracks: String, CaseIterable, Sendable {
    case none, scale, all
  }

  let tracks: Tracks
  @State private var likeCount = 1

  public init(tracks: Tracks) { self.tracks = tracks }

  /// The canvas: room above the emoji for the jump and the swell.
  public static let canvasSize = CGSize(width: 280, height: 360)

  public var body: some View {
    VStack(spacing: 40) {
      Text("🐶")
        .font(.system(size: 64))
        .keyframeAnimator(initialValue: ReactionValues(), trigger: likeCount) { content, value in
          content
            .rotationEffect(value.angle)
            .scaleEffect(value.scale)
            .scaleEffect(y: value.verticalStretch)
            .offset(y: value.verticalTranslation)
        } keyframes: { _ in
          if tracks != .none {
            KeyframeTrack(\.scale) {
              LinearKeyframe(1.0, duration: 0.36)
              SpringKeyframe(1.5, duration: 0.8, spring: .bouncy)
              SpringKeyframe(1.0, spring: .bouncy)
            }
          }
          if tracks == .all {
            KeyframeTrack(\.verticalStretch) {
              CubicKeyframe(1.0, duration: 0.1)
              CubicKeyframe(0.6, duration: 0.15)
              CubicKeyframe(1.5, duration: 0.1)
              CubicKeyframe(1.05, duration: 0.15)
              CubicKeyframe(1.0, duration: 0.88)
              CubicKeyframe(0.8, duration: 0.1)
              CubicKeyframe(1.04, duration: 0.4)
              CubicKeyframe(1.0, duration: 0.22)
            }
            KeyframeTrack(\.verticalTranslation) {
              LinearKeyframe(0.0, duration: 0.1)
              SpringKeyframe(20.0, duration: 0.15, spring: .bouncy)
              SpringKeyframe(-60.0, duration: 1.0, spring: .bouncy)
              SpringKeyframe(0.0, spring: .bouncy)
            }
            KeyframeTrack(\.angle) {
              CubicKeyframe(.zero, duration: 0.58)
              CubicKeyframe(.degrees(16), duration: 0.125)
              CubicKeyframe(.degrees(-16), duration: 0.125)
              CubicKeyframe(.degrees(16), duration: 0.125)
              CubicKeyframe(.zero, duration: 0.125)
            }
          }
        }
      Button("Like", systemImage: "heart.fill") { likeCount += 1 }
        .buttonStyle(.borderedProminent)
    }
  }

  /// Like at 0.3 s and hold 2.5 s: the 2.2-s reaction and its last spring's settle.
  public static let script = Script().wait(0.3).tap(label: "Like").wait(2.5)
}

/// A notification bell that rocks 0 → −20° → +20° → 0 about its top each time a
/// notification arrives (a tap on the button below it).
public struct RockingBell: View {
  @State private var notifications = 0

  public init() {}

  /// The canvas: the bell above a button in a 240 × 280-pt card.
  public static let canvasSize = CGSize(width: 240, height: 280)

  public var body: some View {
    VStack(spacing: 48) {
      Image(systemName: "bell.fill")
        .font(.system(size: 72))
        .foregroundStyle(.orange)
        .phaseAnimator([0, -20, 20, 0], trigger: notifications) { content, angle in
          content.rotationEffect(.degrees(angle), anchor: .top)
        }
      Button("Notify") { notifications += 1 }
        .buttonStyle(.bordered)
    }
  }

  /// Notify at 0.3 s and hold 2.4 s (three default-spring steps of 0.55 s and the settle).
  public static let script = Script().wait(0.3).tap(label: "Notify").wait(2.4)
}

extension BuiltInScenes {
  public static let phasesBob = FlipbookScene(
    "phases-bob", summary: "Apple's timing article: an emoji bobbing with a looping phaseAnimator([false, true])",
    canvas: .size(BouncyEmoji.canvasSize), duration: .seconds(3.3)
  ) { BobbingEmoji() }
  .checking(BobbingEmoji.bobsEvery1_1Seconds)

  public static let phasesLike = FlipbookScene(
    "phases-like", summary: "the emoji jumps once per tap on Like (a phase animator's trigger), played",
    canvas: .size(LikeReaction.canvasSize), script: LikeReaction.script, duration: .untilScriptEnds
  ) { LikeReaction(perPhaseAnimation: false) }

  public static let phasesPerPhase = FlipbookScene(
    "phases-per-phase", summary: "the same jump rising with .bouncy and falling with the default spring, played",
    canvas: .size(LikeReaction.canvasSize), script: LikeReaction.script, duration: .untilScriptEnds
  ) { LikeReaction(perPhaseAnimation: true) }

  public static let phasesThree = FlipbookScene(
    "phases-three", summary: "a three-phase enum: rise growing a little, swell to 1.8 ×, settle back, played",
    canvas: .size(KeyframeReaction.canvasSize), script: ThreePhaseReaction.script, duration: .untilScriptEnds
  ) { ThreePhaseReaction() }

  public static let keyframesReaction = FlipbookScene(
    "keyframes-reaction", summary: "four keyframe tracks: squash, stretch, jump, wobble ±16°, land (variants: none, scale, all)",
    variants: ["all", "scale", "none"], canvas: .size(KeyframeReaction.canvasSize), script: KeyframeReaction.script,
    duration: .untilScriptEnds
  ) { variant in KeyframeReaction(tracks: KeyframeReaction.Tracks(rawValue: variant) ?? .all) }

  public static let phasesBell = FlipbookScene(
    "phases-bell", summary: "a bell rocking 0 → −20° → +20° → 0 about its top on each notification, played",
    canvas: .size(RockingBell.canvasSize), script: RockingBell.script, duration: .untilScriptEnds
  ) { RockingBell() }
  .checking(RockingBell.rocksLeftThenRightThenBack)
}

extension BobbingEmoji {
  /// Each step of the default spring (response 0.55 s) starts as the last is logically
  /// complete, so the emoji tops out at 0.55 s + k · 1.1 s, about 40 pt up (the spring has
  /// covered 1 − e^(−2π)(1 + 2π) = 98.6 % of its way when the next step starts), and is back
  /// near rest at 1.1 s + k · 1.1 s.
  public static let bobsEvery1_1Seconds = SceneCheck(
    "tops out 40 pt up every 1.1 s", at: (0...198).map { Double($0) / 60 }
  ) { frames in
    let y = frames.map { WarmInk($0, scale: 1).y }
    var problems: [String] = []
    for k in 0..<3 {
      let centre = 33 + 66 * k
      let window = (centre - 6)...min(centre + 6, y.count - 1)
      let top = window.min { y[$0] < y[$1] }!
      if abs(top - centre) > 1 { problems.append("cycle \(k + 1) tops out at \(Double(top) / 60) s, not \(Double(centre) / 60) s") }
      if abs(y[0] - y[top] - 40) > 0.8 { problems.append("cycle \(k + 1) rises \(y[0] - y[top]) pt, not 40") }
      let bottom = min(66 * (k + 1), y.count - 1)
      if abs(y[bottom] - y[0]) > 1.5 { problems.append("at \(Double(bottom) / 60) s it is \(y[0] - y[bottom]) pt up, not at rest") }
    }
    return problems
  }
}

extension RockingBell {
  /// The bell turns about its top, so its centroid moves on a circle around that point: from
  /// rest by dx = −d sin θ, dy = −d (1 − cos θ), which gives θ = 2 atan(dy / dx) without
  /// knowing the anchor or d. Notified at 0.3 s, it reaches −20° (less the 1.4 % the default
  /// spring has left when the next step starts) before +20°, and ends at 0°.
  public static let rocksLeftThenRightThenBack = SceneCheck(
    "rocks −20°, then +20°, then back to 0°", at: (0...162).map { Double($0) / 60 }, scale: 2
  ) { frames in
    let ink = frames.map { WarmInk($0, scale: 2) }
    let angles = ink.map { frame -> Double in
      let dx = frame.x - ink[0].x, dy = frame.y - ink[0].y
      return abs(dx) < 1e-3 ? 0 : 2 * atan(dy / dx) * 180 / .pi
    }
    let low = angles.indices.min { angles[$0] < angles[$1] }!
    let high = angles.indices.max { angles[$0] < angles[$1] }!
    var problems: [String] = []
    if low > high { problems.append("it rocked to +\(angles[high])° before −") }
    if abs(angles[low] + 19.73) > 1 { problems.append("its leftmost is \(angles[low])°, not −20°") }
    if abs(angles[high] - 20) > 1.2 { problems.append("its rightmost is \(angles[high])°, not +20°") }
    if abs(angles.last!) > 0.3 { problems.append("it ends at \(angles.last!)°, not 0°") }
    return problems
  }
}
