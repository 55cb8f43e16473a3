// What: content transitions — how a `Text` whose characters change inside an animated
// transaction shows the change: `.opacity` (the old text fades out as the new one fades in,
// SwiftUI's default for text), `.interpolate` (drawn as `.opacity`: Flipbook does not morph
// glyph outlines), `.numericText(countsDown:)` and `.numericText(value:)` (the characters
// that changed roll: when counting up the old ones rise and fade out while the new ones rise
// into place from below and fade in; counting down, the other way; the characters that stay
// stay), `.identity` (no transition: the new text at once).
//
// Why this approach: the runtime keeps each text's last content with a generation number
// that goes up by one on every change; the generation is an animated input of the text, so a
// change in an animated transaction eases it from n − 1 to n with the transaction's animation
// and the fraction reached says how far the transition has gone — exact for any animation,
// and a change without animation jumps, as SwiftUI shows it. Numeric text compares the two
// strings character by character from their trailing ends (digits line up by place value).
//
// What it refuses to do: the blur SwiftUI adds to rolling digits, glyph morphing for
// `.interpolate`, and content transitions of images and shapes (symbol effects).

import Foundation

/// How a view animates a change of its content (not its insertion or removal).
public struct ContentTransition: Equatable, Sendable {
  enum Kind: Equatable, Sendable {
    case identity, opacity, interpolate
    case numeric(countsDown: Bool?)
  }

  let kind: Kind
  /// For `.numericText(value:)`: the value the text shows, to tell counting up from down.
  let value: Double?

  /// No animation: the new content shows at once.
  public static let identity = ContentTransition(kind: .identity, value: nil)
  /// The old content fades out as the new one fades in.
  public static let opacity = ContentTransition(kind: .opacity, value: nil)
  /// Interpolates between the two contents where it can; Flipbook cross-fades.
  public static let interpolate = ContentTransition(kind: .interpolate, value: nil)
  /// The symbol effect's replace animation; Flipbook cross-fades.
  public static let symbolEffect = ContentTransition(kind: .opacity, value: nil)
  /// A symbol effect's replacement (`.symbolEffect(.replace)`); Flipbook cross-fades.
  public static func symbolEffect<T: SymbolEffect>(_ effect: T, options: SymbolEffectOptions = .default) -> ContentTransition {
    .symbolEffect
  }

  /// Characters that change roll: up when counting up, down when `countsDown`.
  public static func numericText(countsDown: Bool = false) -> ContentTransition {
    ContentTransition(kind: .numeric(countsDown: countsDown), value: nil)
  }

  /// Characters that change roll, up when `value` grew, down when it shrank.
  public static func numericText(value: Double) -> ContentTransition {
    ContentTransition(kind: .numeric(countsDown: nil), value: value)
  }
}

extension EnvironmentValues {
  /// How the views here animate changes of their content; default `.opacity`.
  public var contentTransition: ContentTransition {
    get { self[ContentTransitionKey.self] }
    set { self[ContentTransitionKey.self] = newValue }
  }
}

struct ContentTransitionKey: EnvironmentKey {
  static let defaultValue = ContentTransition.opacity
}

extension View {
  /// Sets how the views inside animate changes of their content (a text's characters), in
  /// transactions with an animation.
  public func contentTransition(_ transition: ContentTransition) -> some View {
    environment(\.contentTransition, transition)
  }
}

/// What the runtime remembers of a text between passes.
struct TextHistory {
  /// The text as last placed.
  var current: TextNode
  /// The text before the last change of content, while its transition may still show.
  var previous: TextNode?
  /// Goes up by one on every change of content.
  var generation = 0
}

/// How one character of a text draws while its content transition runs: moved down by `dy`
/// points and at `opacity` of its colour.
struct ClusterLook {
  var dy: Double = 0
  var opacity: Double = 1
  static let hidden = ClusterLook(dy: 0, opacity: 0)
}

extension TextNode {
  /// The looks of the new text's and the old text's characters, `progress` (0…1) into the
  /// transition from `old`; `nil` for the new text drawn plainly.
  func transitionLooks(from old: TextNode, progress: Double, lineHeight: Double) -> (new: (Int) -> ClusterLook, old: (Int) -> ClusterLook) {
    switch contentTransition.kind {
    case .identity:
      return ({ _ in ClusterLook() }, { _ in .hidden })
    case .opacity, .interpolate:
      return ({ _ in ClusterLook(opacity: progress) }, { _ in ClusterLook(opacity: 1 - progress) })
    case .numeric(let countsDown):
      let down = countsDown ?? (contentTransition.value.flatMap { new in old.contentTransition.value.map { new < $0 } } ?? false)
      let newCharacters = Array(content), oldCharacters = Array(old.content)
      // Characters line up from the trailing end; those that match stay.
      func same(_ i: Int, in characters: [Character], against other: [Character]) -> Bool {
        let fromEnd = characters.count - 1 - i
        let j = other.count - 1 - fromEnd
        return j >= 0 && j < other.count && other[j] == characters[i]
      }
      // Rising: the new character comes up from half a line below; the old one leaves half a
      // line up. Counting down, the other way.
      let travel = lineHeight / 2 * (down ? -1 : 1)
      let newLook = { (i: Int) -> ClusterLook in
        same(i, in: newCharacters, against: oldCharacters) ? ClusterLook() : ClusterLook(dy: travel * (1 - progress), opacity: progress)
      }
      let oldLook = { (i: Int) -> ClusterLook in
        same(i, in: oldCharacters, against: newCharacters) ? .hidden : ClusterLook(dy: -travel * progress, opacity: 1 - progress)
      }
      return (newLook, oldLook)
    }
  }
}
