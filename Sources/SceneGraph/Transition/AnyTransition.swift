import Foundation
import Geometry
import Motion

/// How a view enters and leaves: SwiftUI's type-erased transition.
///
/// A transition is described by its *active* state, the look of a view fully outside (before
/// insertion, after removal). The runtime animates a progress from the active state (1) to
/// identity (0) on insertion and back on removal, with the animation of the change.
public struct AnyTransition: Sendable {
  typealias Effect = @Sendable (_ progress: Double, _ size: CGSize) -> TransitionEffect

  let insertion: Effect
  let removal: Effect
  let isIdentity: Bool
  /// Whether the transition moves, scales or slides (anything but a fade); such transitions
  /// become `.opacity` under Reduce Motion.
  let hasMotion: Bool
  /// The animation set by `.animation(_:)`, replacing the change's for this transition.
  let animation: Animation??
  /// For `.modifier(active:identity:)`: applies the active or the identity modifier to a view.
  let viewModifier: TransitionViewModifier?

  init(
    insertion: @escaping Effect, removal: @escaping Effect, isIdentity: Bool = false,
    hasMotion: Bool = true, animation: Animation?? = nil, viewModifier: TransitionViewModifier? = nil
  ) {
    self.insertion = insertion
    self.removal = removal
    self.isIdentity = isIdentity
    self.hasMotion = hasMotion
    self.animation = animation
    self.viewModifier = viewModifier
  }

  init(isIdentity: Bool = false, hasMotion: Bool = true, _ effect: @escaping Effect) {
    self.init(insertion: effect, removal: effect, isIdentity: isIdentity, hasMotion: hasMotion)
  }

  func effect(progress: Double, isRemoval: Bool, size: CGSize) -> TransitionEffect {
    isRemoval ? removal(progress, size) : insertion(progress, size)
  }

  /// Fades: the active state has opacity 0.
  public static let opacity = AnyTransition(hasMotion: false) { p, _ in TransitionEffect(opacity: 1 - p) }

  /// No change: inserted and removed at once.
  public static let identity = AnyTransition(isIdentity: true, hasMotion: false) { _, _ in TransitionEffect() }

  /// Scales from nothing about the centre. SwiftUI's active scale is a tiny non-zero value.
  public static let scale = AnyTransition.scale(scale: 1e-5, anchor: .center)

  /// Scales from `scale` about `anchor`.
  public static func scale(scale: CGFloat, anchor: UnitPoint = .center) -> AnyTransition {
    AnyTransition { p, _ in TransitionEffect(scale: 1 + (scale - 1) * p, anchor: anchor) }
  }

  /// Shifts by `offset` in the active state.
  public static func offset(_ offset: CGSize) -> AnyTransition {
    AnyTransition { p, _ in
      TransitionEffect(offset: CGSize(width: offset.width * p, height: offset.height * p))
    }
  }

  public static func offset(x: CGFloat = 0, y: CGFloat = 0) -> AnyTransition {
    offset(CGSize(width: x, height: y))
  }

  /// Moves in from (and out to) `edge`, by the view's own size.
  public static func move(edge: Edge) -> AnyTransition {
    AnyTransition { p, size in TransitionEffect(offset: edge.shift(of: size, by: p)) }
  }

  /// Inserts from the leading edge, removes toward the trailing edge.
  public static let slide = AnyTransition.asymmetric(insertion: .move(edge: .leading), removal: .move(edge: .trailing))

  /// Pushes in from `edge` while fading in, and out toward the opposite edge while fading out.
  public static func push(from edge: Edge) -> AnyTransition {
    AnyTransition(
      insertion: { p, size in TransitionEffect(opacity: 1 - p, offset: edge.shift(of: size, by: p)) },
      removal: { p, size in TransitionEffect(opacity: 1 - p, offset: edge.opposite.shift(of: size, by: p)) })
  }

  /// Blurs, fades and slightly scales (docs/SEMANTICS.md §4: blur radius 7, scale 0.9; with
  /// `.upUp` the removal scales to 1.1). The constants come from OpenSwiftUI (docs/SEMANTICS.md,
  /// open question 8).
  public static let blurReplace = AnyTransition.blurReplace(.downUp)

  public static func blurReplace(_ configuration: BlurReplaceConfiguration) -> AnyTransition {
    let removalScale: CGFloat = configuration == .upUp ? 1.1 : 0.9
    return AnyTransition(
      insertion: { p, _ in TransitionEffect(opacity: 1 - p, scale: 1 + (0.9 - 1) * p, blur: 7 * p) },
      removal: { p, _ in TransitionEffect(opacity: 1 - p, scale: 1 + (removalScale - 1) * p, blur: 7 * p) })
  }

  /// Different transitions for insertion and removal.
  ///
  /// View modifiers of both wrap the view in every phase, the removal's outside (SwiftUI's
  /// order): the insertion's stays at identity while the view leaves and the removal's at
  /// identity while it arrives, so the view's structure never changes between phases.
  public static func asymmetric(insertion: AnyTransition, removal: AnyTransition) -> AnyTransition {
    let modifier = TransitionViewModifier.nesting(
      inner: insertion.viewModifier.map { m in TransitionViewModifier { v, p in m.apply(v, p == .didDisappear ? .identity : p) } },
      outer: removal.viewModifier.map { m in TransitionViewModifier { v, p in m.apply(v, p == .didDisappear ? p : .identity) } })
    return AnyTransition(
      insertion: insertion.insertion, removal: removal.removal,
      hasMotion: insertion.hasMotion || removal.hasMotion, viewModifier: modifier)
  }

  /// A transition made of a view modifier: `active` before insertion and after removal,
  /// `identity` while the view is present. Whatever the modifier's body changes animates
  /// between the two, as any change does: an `Animatable` modifier's data, and the effects
  /// its body applies (an offset, an opacity, a rotation) whether or not it is `Animatable`.
  public static func modifier<E: ViewModifier>(active: E, identity: E) -> AnyTransition {
    AnyTransition(
      insertion: { _, _ in TransitionEffect() }, removal: { _, _ in TransitionEffect() },
      viewModifier: TransitionViewModifier { view, phase in AnyView(view).modifier(phase.isIdentity ? identity : active) })
  }

  /// Both transitions at once.
  public func combined(with other: AnyTransition) -> AnyTransition {
    AnyTransition(
      insertion: { p, s in self.insertion(p, s).combined(with: other.insertion(p, s)) },
      removal: { p, s in self.removal(p, s).combined(with: other.removal(p, s)) },
      hasMotion: hasMotion || other.hasMotion, animation: animation ?? other.animation,
      viewModifier: TransitionViewModifier.nesting(inner: viewModifier, outer: other.viewModifier))
  }

  /// This transition with its own animation, used instead of the change's.
  public func animation(_ animation: Animation?) -> AnyTransition {
    AnyTransition(
      insertion: insertion, removal: removal, isIdentity: isIdentity, hasMotion: hasMotion,
      animation: .some(animation), viewModifier: viewModifier)
  }
}

/// The direction of a `.blurReplace` transition's scale.
public enum BlurReplaceConfiguration: Hashable, Sendable {
  /// Grows in from 0.9 and shrinks out to 0.9.
  case downUp
  /// Grows in from 0.9 and keeps growing out to 1.1.
  case upUp
}

/// The two modifiers of a `.modifier(active:identity:)` transition, type-erased.
/// How a transition made of view modifiers wraps its view in each phase.
struct TransitionViewModifier: @unchecked Sendable {
  let apply: (_ view: any View, _ phase: TransitionPhase) -> any View

  init(_ apply: @escaping (_ view: any View, _ phase: TransitionPhase) -> any View) { self.apply = apply }

  /// `inner` applied first, then `outer`; either may be missing.
  static func nesting(inner: TransitionViewModifier?, outer: TransitionViewModifier?) -> TransitionViewModifier? {
    guard let inner, let outer else { return inner ?? outer }
    return TransitionViewModifier { view, phase in outer.apply(inner.apply(view, phase), phase) }
  }
}

/// Where a view is in its insertion or removal: SwiftUI's phases of a transition.
public enum TransitionPhase: Hashable, Sendable {
  /// Before insertion: the transition's active state.
  case willAppear
  /// Present.
  case identity
  /// After removal: the transition's active state.
  case didDisappear

  /// Whether the phase is `.identity`.
  public var isIdentity: Bool { self == .identity }

  /// −1 before insertion, 0 when present, 1 after removal.
  public var value: Double {
    switch self {
    case .willAppear: -1
    case .identity: 0
    case .didDisappear: 1
    }
  }
}

extension Edge {
  var opposite: Edge {
    switch self {
    case .top: .bottom
    case .bottom: .top
    case .leading: .trailing
    case .trailing: .leading
    }
  }

  /// The offset that moves a view of `size` out past this edge, scaled by `fraction`.
  func shift(of size: CGSize, by fraction: Double) -> CGSize {
    switch self {
    case .top: CGSize(width: 0, height: -size.height * fraction)
    case .bottom: CGSize(width: 0, height: size.height * fraction)
    case .leading: CGSize(width: -size.width * fraction, height: 0)
    case .trailing: CGSize(width: size.width * fraction, height: 0)
    }
  }
}

/// The look of a view at some transition progress.
struct TransitionEffect {
  var opacity: Double = 1
  var scale: CGFloat = 1
  var anchor: UnitPoint = .center
  var offset: CGSize = .zero
  /// Gaussian blur radius in points.
  var blur: Double = 0

  func combined(with other: TransitionEffect) -> TransitionEffect {
    TransitionEffect(
      opacity: opacity * other.opacity, scale: scale * other.scale,
      anchor: scale != 1 ? anchor : other.anchor,
      offset: CGSize(width: offset.width + other.offset.width, height: offset.height + other.offset.height),
      blur: max(blur, other.blur))
  }

  func apply(to pass: Pass, origin: CGPoint, size: CGSize) {
    pass.opacity *= opacity
    if scale != 1 {
      let pivot = CGPoint(x: origin.x + offset.width + anchor.x * size.width, y: origin.y + offset.height + anchor.y * size.height)
      pass.transform = Transform.scaling(scale, scale, about: pivot).concatenating(pass.transform)
    }
  }
}

extension Transform {
  /// Scales by (sx, sy) about `pivot`.
  static func scaling(_ sx: CGFloat, _ sy: CGFloat, about pivot: CGPoint) -> Transform {
    Transform(translationX: -pivot.x, y: -pivot.y)
      .concatenating(Transform(scaleX: sx, y: sy))
      .concatenating(Transform(translationX: pivot.x, y: pivot.y))
  }

  /// Rotates by `angle` about `pivot`.
  static func rotation(_ angle: Angle, about pivot: CGPoint) -> Transform {
    Transform(translationX: -pivot.x, y: -pivot.y)
      .concatenating(Transform(rotation: angle))
      .concatenating(Transform(translationX: pivot.x, y: pivot.y))
  }
}

extension View {
  /// Attaches the transition this view uses when it is inserted or removed.
  public func transition(_ t: AnyTransition) -> some View {
    modifier(_TransitionModifier(transition: t))
  }
}

struct _TransitionModifier: WrappingModifier {
  let transition: AnyTransition

  func node(wrapping child: Node, _ identity: ViewIdentity) -> Node {
    TransitionTraitNode(identity: identity, child: child, modifier: self)
  }
}

/// Marks the view it wraps with a transition, for the container that inserts or removes it.
final class TransitionTraitNode: EffectNode<_TransitionModifier> {
  override var transition: AnyTransition? { modifier.transition }
}
