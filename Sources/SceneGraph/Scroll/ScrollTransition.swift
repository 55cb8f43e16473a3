import Foundation
import Motion

// What: iOS 17's `.scrollTransition`: an effect a view takes on as it scrolls out of the
// visible region of its scroll view, and sheds as it scrolls back in.
//
// The transition closure is called with a discrete phase — `.identity` for a visible view,
// `.topLeading` or `.bottomTrailing` for one beyond that edge — and returns a visual effect.
// As in SwiftUI, what is interpolated is the effect, not the phase: `phase.value` is always
// −1, 0 or 1, and a view halfway through shows the effect halfway between the closure's
// result for its edge phase and for `.identity`. (`content.rotationEffect(.degrees(phase.value
// * 8))` turns a card 4° when it is halfway.)
//
// Where "halfway" is, our reading of Apple's documentation (it gives no formula): along the
// scroll axis, a view is *hidden* when it has just left the viewport (its trailing edge at the
// viewport's leading edge, or its leading edge at the trailing one) and *at the threshold*
// where the configuration's threshold says: `.visible` (the default) when it is entirely
// inside, `.visible(a)` when the fraction `a` of its length is inside, `.centered` when its
// centre is at the viewport's, `.hidden` at once; `inset(by: d)` moves the threshold `d`
// points towards the centre, `interpolated(towards:amount:)` mixes two thresholds' positions.
// A threshold never lies past the centred position (a view longer than the viewport reaches
// identity when centred). Progress is where the view is between hidden (0) and the threshold
// (1), clamped; the edge is the one on the side of the view's centre.
//
// `.interactive(timingCurve:)` (default `.easeInOut`) shows the effect at `curve(progress)` of
// the way to identity; `.animated(_:)` (default `.default`) switches between the two phases
// when progress reaches 1 and animates the switch; `.identity` never applies the effect.
// Outside any scroll view a view is in the identity phase. Not modelled: the coordinate
// space of a container other than a scroll view, layout direction.

/// Where a view is relative to the visible region of its scroll view.
@frozen public enum ScrollTransitionPhase: Hashable, Sendable {
  /// Beyond the top (vertical) or leading (horizontal) edge.
  case topLeading
  /// Inside the visible region.
  case identity
  /// Beyond the bottom or trailing edge.
  case bottomTrailing

  public var isIdentity: Bool { self == .identity }

  /// −1 for `.topLeading`, 0 for `.identity`, 1 for `.bottomTrailing`.
  public var value: Double {
    switch self {
    case .topLeading: -1
    case .identity: 0
    case .bottomTrailing: 1
    }
  }
}

/// How a scroll transition is applied as a view scrolls through the visible region.
public struct ScrollTransitionConfiguration: Sendable {
  enum Mode: Sendable {
    case identity
    case interactive(UnitCurve)
    case animated(Animation)
  }

  let mode: Mode
  var threshold: Threshold = .visible
  var animation: Animation?

  /// Never changes the view.
  public static let identity = ScrollTransitionConfiguration(mode: .identity)
  /// Interpolates the effect as the view scrolls, eased in and out.
  public static let interactive = ScrollTransitionConfiguration(mode: .interactive(.easeInOut))
  /// Interpolates the effect as the view scrolls, paced by `timingCurve` (0 at hidden, 1 at
  /// the threshold).
  public static func interactive(timingCurve: UnitCurve = .easeInOut) -> ScrollTransitionConfiguration {
    ScrollTransitionConfiguration(mode: .interactive(timingCurve))
  }
  /// Switches phase when the view reaches the threshold, animated with `.default`.
  public static let animated = ScrollTransitionConfiguration(mode: .animated(.default))
  /// Switches phase when the view reaches the threshold, animated with `animation`.
  public static func animated(_ animation: Animation = .default) -> ScrollTransitionConfiguration {
    ScrollTransitionConfiguration(mode: .animated(animation))
  }

  /// This configuration with the view counted as fully visible at `threshold`.
  public func threshold(_ threshold: Threshold) -> ScrollTransitionConfiguration {
    var copy = self
    copy.threshold = threshold
    return copy
  }

  /// This configuration animating its phase changes with `animation` (for `.animated`).
  public func animation(_ animation: Animation) -> ScrollTransitionConfiguration {
    var copy = self
    copy.animation = animation
    return copy
  }

  /// A point in a view's progress from hidden (just outside the visible region) to visible.
  public struct Threshold: Sendable {
    indirect enum Storage: Sendable {
      case visible(Double)
      case centered
      case inset(Double, Storage)
      case mix(Storage, Storage, Double)
    }

    let storage: Storage

    /// The view is entirely inside the visible region.
    public static let visible = Threshold(storage: .visible(1))
    /// The view has just left the visible region.
    public static let hidden = Threshold(storage: .visible(0))
    /// The view's centre is at the visible region's.
    public static var centered: Threshold { Threshold(storage: .centered) }
    /// The fraction `amount` (clamped to 0…1) of the view is inside the visible region.
    public static func visible(_ amount: Double) -> Threshold { Threshold(storage: .visible(min(max(amount, 0), 1))) }

    /// This threshold `distance` points closer to the centre (negative: farther).
    public func inset(by distance: Double) -> Threshold { Threshold(storage: .inset(distance, storage)) }

    /// This threshold's position moved `amount` of the way to `other`'s.
    public func interpolated(towards other: Threshold, amount: Double) -> Threshold {
      Threshold(storage: .mix(storage, other.storage, amount))
    }

    /// How far past the hidden position (in points, towards the centre) the threshold lies
    /// for a view of `length` in a viewport of `viewport`.
    func distance(length: Double, viewport: Double) -> Double {
      func resolve(_ storage: Storage) -> Double {
        switch storage {
        case .visible(let amount): return amount * length
        case .centered: return (viewport + length) / 2
        case .inset(let d, let base): return resolve(base) + d
        case .mix(let a, let b, let t): return resolve(a) + (resolve(b) - resolve(a)) * t
        }
      }
      return min(resolve(storage), (viewport + length) / 2)
    }
  }
}

extension View {
  /// Applies `transition` as the view scrolls out of and into its scroll view's visible
  /// region, the same way on both edges. `axis` defaults to the scroll view's (vertical for
  /// one scrolling both ways).
  public func scrollTransition<Effect: VisualEffect>(
    _ configuration: ScrollTransitionConfiguration = .interactive, axis: Axis? = nil,
    transition: @escaping (EmptyVisualEffect, ScrollTransitionPhase) -> Effect
  ) -> some View {
    scrollTransition(topLeading: configuration, bottomTrailing: configuration, axis: axis, transition: transition)
  }

  /// Applies `transition` with one configuration at the top or leading edge and another at
  /// the bottom or trailing edge.
  public func scrollTransition<Effect: VisualEffect>(
    topLeading: ScrollTransitionConfiguration, bottomTrailing: ScrollTransitionConfiguration, axis: Axis? = nil,
    transition: @escaping (EmptyVisualEffect, ScrollTransitionPhase) -> Effect
  ) -> some View {
    let effect = ScrollTransitionEffect(
      topLeading: topLeading, bottomTrailing: bottomTrailing, axis: axis,
      steps: { transition(EmptyVisualEffect(), $0).steps })
    return modifier(_VisualEffectModifier { proxy, pass, key in effect.steps(proxy, pass, key) })
  }
}

/// A scroll transition's configurations and effect, and the steps it shows for a frame.
private struct ScrollTransitionEffect {
  let topLeading: ScrollTransitionConfiguration
  let bottomTrailing: ScrollTransitionConfiguration
  let axis: Axis?
  let steps: (ScrollTransitionPhase) -> [VisualEffectStep]

  func steps(_ proxy: GeometryProxy, _ pass: Pass, _ key: AnimatedAttributes.Key) -> [VisualEffectStep] {
    guard let scroll = pass.innermostScrollView else { return steps(.identity) }
    let axis = axis ?? (scroll.axes.contains(.vertical) ? .vertical : .horizontal)
    let frame = proxy.frame(in: .global)
    let (start, length) = axis == .vertical ? (frame.minY, frame.height) : (frame.minX, frame.width)
    let (viewportStart, viewportLength) =
      axis == .vertical ? (scroll.viewport.minY, scroll.viewport.height) : (scroll.viewport.minX, scroll.viewport.width)
    // The side of the view's centre picks the edge; the distance it has come in from being
    // hidden past that edge is its progress towards the threshold.
    let leads = start + length / 2 < viewportStart + viewportLength / 2
    let edge: ScrollTransitionPhase = leads ? .topLeading : .bottomTrailing
    let configuration = leads ? topLeading : bottomTrailing
    let travelled = leads ? start + length - viewportStart : viewportStart + viewportLength - start
    let threshold = configuration.threshold.distance(length: length, viewport: viewportLength)
    let progress = threshold > 0 ? min(max(travelled / threshold, 0), 1) : (travelled >= 0 ? 1 : 0)

    let fraction: Double
    switch configuration.mode {
    case .identity:
      return steps(.identity)
    case .interactive(let curve):
      fraction = curve.value(at: progress)
    case .animated(let animation):
      let target: Double = progress >= 1 ? 1 : 0
      fraction = pass.withAnimation(configuration.animation ?? animation) {
        pass.presented(key, target)
      }
    }
    if fraction >= 1 { return steps(.identity) }
    let from = steps(edge)
    guard fraction > 0 else { return from }
    let to = steps(.identity)
    guard from.count == to.count else { return fraction < 0.5 ? from : to }
    var mixed: [VisualEffectStep] = []
    for (a, b) in zip(from, to) {
      guard let step = a.interpolated(towards: b, fraction) else { return fraction < 0.5 ? from : to }
      mixed.append(step)
    }
    return mixed
  }
}
