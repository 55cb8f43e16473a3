import Foundation
import Motion

/// A transition written as a view: its body draws the content in each phase of the view's
/// insertion and removal (SwiftUI's iOS 17 protocol).
///
/// The body is evaluated in the active phase (`.willAppear` before insertion, `.didDisappear`
/// after removal) and at `.identity`; whatever it changes between them — an opacity, a scale,
/// a rotation, an offset — animates with the change that inserts or removes the view. Its
/// structure should be the same in every phase (`content.opacity(phase.isIdentity ? 1 : 0)`,
/// not an `if` on the phase), as in SwiftUI, so the effects are the same views throughout.
public protocol Transition {
  associatedtype Body: View
  /// The view being inserted or removed.
  typealias Content = PlaceholderContentView<Self>

  @ViewBuilder func body(content: Content, phase: TransitionPhase) -> Body

  /// What the transition does; `hasMotion: false` keeps it under Reduce Motion.
  static var properties: TransitionProperties { get }
}

/// What a transition does, for the system to adapt it.
public struct TransitionProperties: Hashable, Sendable {
  /// Whether the transition moves, scales or rotates its view (Reduce Motion replaces such
  /// transitions with a cross-fade); default true.
  public var hasMotion: Bool

  public init(hasMotion: Bool = true) { self.hasMotion = hasMotion }
}

extension Transition {
  public static var properties: TransitionProperties { TransitionProperties() }

  /// The body in `phase` with `content` as the content.
  public func apply<V: View>(content: V, phase: TransitionPhase) -> some View {
    AnyView(body(content: PlaceholderContentView<Self>(content: content), phase: phase))
  }

  /// This transition and `other` at once, this one innermost.
  public func combined<T: Transition>(with other: T) -> AnyTransition {
    AnyTransition(self).combined(with: AnyTransition(other))
  }

  /// This transition and `other` at once, this one innermost.
  public func combined(with other: AnyTransition) -> AnyTransition {
    AnyTransition(self).combined(with: other)
  }

  /// This transition with its own animation, used instead of the change's.
  public func animation(_ animation: Animation?) -> AnyTransition {
    AnyTransition(self).animation(animation)
  }
}

extension AnyTransition {
  /// A type-erased `Transition`.
  public init<T: Transition>(_ transition: T) {
    self.init(
      insertion: { _, _ in TransitionEffect() }, removal: { _, _ in TransitionEffect() },
      hasMotion: T.properties.hasMotion,
      viewModifier: TransitionViewModifier { view, phase in
        AnyView(transition.body(content: PlaceholderContentView<T>(content: view), phase: phase))
      })
  }
}

extension View {
  /// Attaches a `Transition` this view uses when it is inserted or removed.
  public func transition<T: Transition>(_ transition: T) -> some View {
    self.transition(AnyTransition(transition))
  }
}
