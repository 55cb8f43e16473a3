// What: `.onAppear`, `.onDisappear` and `.onChange(of:)`, run on the scene's virtual clock.
//
// A view *appears* in the first pass that places it after one that did not, and *disappears*
// in the first pass that no longer places it: a view leaving with a removal transition is
// still placed (drawn) until the transition ends, so its `onDisappear` runs then. Actions run
// right after the pass that saw the change, at the same scene time, as an app event would:
// their state changes are applied at once, each `withAnimation` in its own transaction, so
// `.onAppear { withAnimation(.linear(duration: 1).repeatForever()) { spinning = true } }` —
// the way looping animations start — shows the initial state in the first frame and animates
// from there.

import Foundation

extension View {
  /// Runs `action` when the view appears: in the scene's first frame, or when a change inserts
  /// it.
  public func onAppear(perform action: (() -> Void)? = nil) -> some View {
    modifier(_AppearanceActionModifier(appear: action, disappear: nil))
  }

  /// Runs `action` when the view disappears: when a change removes it, after its removal
  /// transition has ended.
  public func onDisappear(perform action: (() -> Void)? = nil) -> some View {
    modifier(_AppearanceActionModifier(appear: nil, disappear: action))
  }

  /// Runs `action` with the old and the new value when `value` changes (and, with
  /// `initial: true`, once when the view appears, with the value as both).
  public func onChange<V: Equatable>(
    of value: V, initial: Bool = false, _ action: @escaping (_ oldValue: V, _ newValue: V) -> Void
  ) -> some View {
    modifier(_ValueChangeModifier(value: value, initial: initial, action: action))
  }

  /// Runs `action` when `value` changes (and, with `initial: true`, once when the view
  /// appears).
  public func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping () -> Void) -> some View {
    modifier(_ValueChangeModifier(value: value, initial: initial) { _, _ in action() })
  }

  /// Runs `action` with the new value when `value` changes (the iOS 14 form).
  @available(*, deprecated, message: "Use onChange(of:initial:_:) with a two- or zero-parameter action")
  public func onChange<V: Equatable>(of value: V, perform action: @escaping (_ newValue: V) -> Void) -> some View {
    modifier(_ValueChangeModifier(value: value, initial: false) { _, new in action(new) })
  }
}

/// The actions of one `.onAppear`/`.onDisappear`.
struct AppearanceHandlers {
  let appear: (() -> Void)?
  let disappear: (() -> Void)?
}

public struct _AppearanceActionModifier: WrappingModifier {
  let appear: (() -> Void)?
  let disappear: (() -> Void)?

  package func node(wrapping child: Node, _ identity: ViewIdentity) -> Node {
    AppearanceNode(identity: identity, child: child, modifier: self)
  }
}

final class AppearanceNode: EffectNode<_AppearanceActionModifier> {
  override func place(at origin: CGPoint, size: CGSize, proposal: ProposedViewSize, _ pass: Pass) {
    pass.appearances.append((identity, AppearanceHandlers(appear: modifier.appear, disappear: modifier.disappear)))
    child.place(at: origin, size: size, proposal: proposal, pass)
  }
}

public struct _ValueChangeModifier<V: Equatable>: PrimitiveModifier {
  let value: V
  let initial: Bool
  let action: (V, V) -> Void

  /// The value is compared with the one the last resolution saw; a change schedules the
  /// action after the pass (as SwiftUI runs it after the update that made the change).
  package func makeNode(content: any View, _ resolver: inout Resolver, _ identity: ViewIdentity) -> Node {
    let runtime = resolver.runtime
    let key = identity.appending(.property("onChange"))
    let (value, action) = (self.value, self.action)
    if let old = runtime.observedValues[key] as? V {
      if old != value { runtime.schedule { action(old, value) } }
    } else if initial {
      runtime.schedule { action(value, value) }
    }
    runtime.observedValues[key] = value
    return resolver.resolve(content, identity.appending(.body))
  }
}
