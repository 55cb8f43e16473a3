import Foundation
import Geometry

/// How a view enters and leaves: SwiftUI's type-erased transition.
///
/// A transition is described by its *active* state, the look of a view fully outside (before
/// insertion, after removal). The runtime animates a progress from the active state (1) to
/// identity (0) on insertion and back on removal, with the animation of the change.
public struct AnyTransition: Sendable {
  let insertion: @Sendable (_ progress: Double, _ size: CGSize) -> TransitionEffect
  let removal: @Sendable (_ progress: Double, _ size: CGSize) -> TransitionEffect
  let isIdentity: Bool

  init(
    isIdentity: Bool = false,
    _ effect: @escaping @Sendable (_ progress: Double, _ size: CGSize) -> TransitionEffect
  ) {
    self.insertion = effect
    self.removal = effect
    self.isIdentity = isIdentity
  }

  init(
    insertion: @escaping @Sendable (Double, CGSize) -> TransitionEffect,
    removal: @escaping @Sendable (Double, CGSize) -> TransitionEffect
  ) {
    self.insertion = insertion
    self.removal = removal
    self.isIdentity = false
  }

  func effect(progress: Double, isRemoval: Bool, size: CGSize) -> TransitionEffect {
    isRemoval ? removal(progress, size) : insertion(progress, size)
  }

  /// Fades: the active state has opacity 0.
  public static let opacity = AnyTransition { p, _ in TransitionEffect(opacity: 1 - p) }

  /// No change: inserted and removed at once.
  public static let identity = AnyTransition(isIdentity: true) { _, _ in TransitionEffect() }

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
    AnyTransition { p, size in
      let d: CGSize
      switch edge {
      case .top: d = CGSize(width: 0, height: -size.height)
      case .bottom: d = CGSize(width: 0, height: size.height)
      case .leading: d = CGSize(width: -size.width, height: 0)
      case .trailing: d = CGSize(width: size.width, height: 0)
      }
      return TransitionEffect(offset: CGSize(width: d.width * p, height: d.height * p))
    }
  }

  /// Inserts from the leading edge, removes toward the trailing edge.
  public static let slide = AnyTransition.asymmetric(insertion: .move(edge: .leading), removal: .move(edge: .trailing))

  /// Different transitions for insertion and removal.
  public static func asymmetric(insertion: AnyTransition, removal: AnyTransition) -> AnyTransition {
    AnyTransition(insertion: insertion.insertion, removal: removal.removal)
  }

  /// Both transitions at once.
  public func combined(with other: AnyTransition) -> AnyTransition {
    AnyTransition(
      insertion: { p, s in self.insertion(p, s).combined(with: other.insertion(p, s)) },
      removal: { p, s in self.removal(p, s).combined(with: other.removal(p, s)) })
  }
}

/// The look of a view at some transition progress.
struct TransitionEffect {
  var opacity: Double = 1
  var scale: CGFloat = 1
  var anchor: UnitPoint = .center
  var offset: CGSize = .zero

  func combined(with other: TransitionEffect) -> TransitionEffect {
    TransitionEffect(
      opacity: opacity * other.opacity, scale: scale * other.scale,
      anchor: scale != 1 ? anchor : other.anchor,
      offset: CGSize(width: offset.width + other.offset.width, height: offset.height + other.offset.height))
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
