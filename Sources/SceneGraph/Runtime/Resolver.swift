import Drawing
import Foundation
import Motion

/// Turns views into nodes: calls bodies, links `@State` storage, flattens view lists into
/// container items and works out which items were inserted or removed since the last pass.
package struct Resolver {
  unowned let runtime: SceneRuntime
  /// The pass being resolved for (animated inputs of views are read through it).
  unowned let pass: Pass
  /// The environment at the point being resolved.
  var environment: EnvironmentValues
  /// The transaction of the state change being applied, or `nil` in a plain pass.
  let transaction: Transaction?
  /// The animation changes in the subtree being resolved animate with: the transaction's,
  /// unless an `.animation(_:value:)` or `.transaction` modifier above replaced it.
  var animation: Animation?

  init(pass: Pass, environment: EnvironmentValues) {
    self.runtime = pass.runtime
    self.pass = pass
    self.environment = environment
    self.transaction = pass.transaction
    self.animation = pass.transaction?.animation
  }

  /// Resolves any view into a node.
  package mutating func resolve(_ view: any View, _ identity: ViewIdentity) -> Node {
    if let primitive = view as? any PrimitiveView {
      return primitive.makeNode(&self, identity)
    }
    return resolveComposite(view, identity)
  }

  private mutating func resolveComposite<V: View>(_ view: V, _ identity: ViewIdentity) -> Node {
    linkDynamicProperties(of: view, identity)
    return resolve(animated(view, identity).body, identity.appending(.body))
  }

  /// A view or modifier that is `Animatable` is evaluated with its animatable data eased
  /// like any built-in input: SwiftUI interpolates the data, then runs the body with it.
  func animated<T>(_ value: T, _ identity: ViewIdentity) -> T {
    // Shapes ease their data where they draw (ShapeNode), with the presented frame.
    guard let animatable = value as? any Animatable, !(value is any Shape) else { return value }
    return easedAnimatable(animatable, identity) as? T ?? value
  }

  private func easedAnimatable<A: Animatable>(_ value: A, _ identity: ViewIdentity) -> A {
    var copy = value
    copy.animatableData = pass.withAnimation(animation) {
      pass.presented(AnimatedAttributes.Key(identity: identity, slot: "animatableData"), value.animatableData)
    }
    return copy
  }

  /// Resolves `view` with the subtree's animation replaced.
  mutating func resolve(_ view: any View, _ identity: ViewIdentity, animation: Animation?) -> Node {
    let saved = self.animation
    self.animation = animation
    defer { self.animation = saved }
    return resolve(view, identity)
  }

  /// Links each `@State`, `@Namespace` and `@Environment` property of `view` to its storage
  /// (or, for the environment, to the values at this point) before the body runs.
  private func linkDynamicProperties(of view: Any, _ identity: ViewIdentity) {
    for child in Mirror(reflecting: view).children {
      guard let link = child.value as? any DynamicPropertyLink else { continue }
      link.link(to: runtime.state, key: identity.appending(.property(child.label ?? "?")), environment: environment)
    }
  }

  /// Resolves `view` with a modified environment.
  mutating func resolve(
    _ view: any View, _ identity: ViewIdentity, environment change: (inout EnvironmentValues) -> Void
  ) -> Node {
    let saved = environment
    change(&environment)
    defer { environment = saved }
    return resolve(view, identity)
  }

  // MARK: Containers

  /// Flattens `view` into (view, identity) pairs: view lists contribute their elements,
  /// any other view is one item.
  static func collect(_ view: any View, _ identity: ViewIdentity, into list: inout [(view: any View, identity: ViewIdentity)]) {
    // Modifiers apply to each view of their content, and `EmptyView` has none: a modified
    // empty view (`EmptyView().font(.caption)`, an optional label's `?.padding()`) is no
    // item either, as in SwiftUI.
    if let modified = view as? any ModifiedEmptiness, modified.isModifiedEmptyView { return }
    if let viewList = view as? any ViewList {
      viewList.collectItems(into: &list, identity)
    } else {
      list.append((view, identity))
    }
  }

  /// The items of a container whose content is `content`, with the items that are being
  /// removed kept in place until their removal transition has finished.
  ///
  /// An item that appears while the change has an animation gets its transition's insertion;
  /// one that disappears gets its removal and stays (drawn, not hit-testable) until the
  /// transition's animation is fully settled. A non-animated change, or an `.identity`
  /// transition, inserts and removes at once.
  ///
  /// The items of a container that is itself new in this pass are simply present: they
  /// arrive with an ancestor whose own transition shows them (SwiftUI transitions only the
  /// outermost view a change inserts; transitions inside an inserted subtree do not run).
  /// So a view behind a nested `if`, such as a `@ViewBuilder` helper's constant condition,
  /// appears exactly as it would without the condition.
  mutating func items(of content: any View, _ identity: ViewIdentity) -> [ItemNode] {
    var pairs: [(view: any View, identity: ViewIdentity)] = []
    Resolver.collect(content, identity, into: &pairs)
    // A single child (directly, or through a `Group`) would share the container's identity:
    // a container inside a container would then share its registry entry and item keys, and
    // each would take the other's items for its own (an endless recursion on the first
    // animated change). The child goes one level down instead.
    for index in pairs.indices where pairs[index].identity == identity {
      pairs[index].identity = identity.appending(.content)
    }
    let isNewContainer = runtime.containers[identity] == nil
    let previous = runtime.containers[identity] ?? []
    let previousByID = Dictionary(previous.map { ($0.identity, $0) }, uniquingKeysWith: { a, _ in a })

    var result: [ItemNode] = []
    var present = Set<ViewIdentity>()
    for pair in pairs {
      let node = resolve(pair.view, pair.identity)
      var transition = effectiveTransition(of: node)
      // A transition made of view modifiers wraps the item in every phase (`item`), so
      // whether the item is wrapped must not change while it stays: re-wrapped, it would be
      // resolved anew one level down, its containers and state new, an insertion inside it
      // shown at once. A `ZStack`'s transition, its only child's, comes and goes with its
      // content; an item that stays keeps the wrapping it arrived with.
      if let old = previousByID[pair.identity], old.phase != .removing,
        (old.itemTransition.viewModifier == nil) != (transition.viewModifier == nil)
      {
        transition = old.itemTransition
      }
      let animates = transition.animates(with: animation)
      let phase: ItemNode.Phase
      var entering = false
      switch previousByID[pair.identity]?.phase {
      case .present?, .inserting?: phase = .present
      // Re-inserted while its removal was running: animate back from where it is.
      case .removing?: phase = animates ? .inserting : .present
      case nil:
        phase = !isNewContainer && animates && !transition.isIdentity ? .inserting : .present
        entering = phase == .inserting
      }
      result.append(item(pair.view, pair.identity, node, transition, phase, entering: entering))
      present.insert(pair.identity)
    }

    // Keep removed items at their previous position, after the item that preceded them.
    for (index, old) in previous.enumerated() where !present.contains(old.identity) {
      let keep: Bool
      switch old.phase {
      case .removing: keep = !old.isRemovalFinished(runtime)
      case .present, .inserting: keep = old.itemTransition.animates(with: animation) && !old.itemTransition.isIdentity
      }
      guard keep else {
        runtime.itemPlacements[old.identity] = nil
        continue
      }
      // The removed view is evaluated again each pass, as it was when it left.
      let node = resolve(old.view, old.identity)
      let removing = item(old.view, old.identity, node, old.itemTransition, .removing)
      let predecessor = previous[..<index].last(where: { item in result.contains { $0.identity == item.identity } })
      let position = predecessor.flatMap { p in result.firstIndex { $0.identity == p.identity } }.map { $0 + 1 } ?? 0
      result.insert(removing, at: position)
    }
    runtime.containers[identity] = result
    return result
  }

  /// The transition an item uses: its own (default `.opacity`), or a cross-fade under Reduce
  /// Motion when its own moves (docs/SEMANTICS.md §9).
  private func effectiveTransition(of node: Node) -> AnyTransition {
    let transition = node.transition ?? .opacity
    guard environment.accessibilityReduceMotion && transition.hasMotion else { return transition }
    return transition.animation.map { AnyTransition.opacity.animation($0) } ?? .opacity
  }

  /// The item node. A transition made of view modifiers is applied here, around the item, in
  /// the item's phase. An item entering the tree is also resolved in the `.willAppear` phase,
  /// without animation, as the item's *prelude*: placed (and not drawn) just before the item
  /// itself, it leaves every animatable input of the modifier's body at its active value, so
  /// the item's own pass animates each of them to identity — SwiftUI's insertion, which
  /// renders the active state and sets the identity phase in the same transaction.
  private mutating func item(
    _ view: any View, _ identity: ViewIdentity, _ node: Node, _ transition: AnyTransition, _ phase: ItemNode.Phase,
    entering: Bool = false
  ) -> ItemNode {
    guard let modifier = transition.viewModifier else {
      return ItemNode(identity: identity, child: node, view: view, transition: transition, phase: phase)
    }
    let prelude = entering ? resolve(modifier.apply(view, .willAppear), identity.appending(.content), animation: nil) : nil
    let child = resolve(modifier.apply(view, phase == .removing ? .didDisappear : .identity), identity.appending(.content))
    return ItemNode(identity: identity, child: child, view: view, transition: transition, phase: phase, prelude: prelude)
  }
}

extension AnyTransition {
  /// Whether a change with `animation` animates this transition.
  func animates(with animation: Animation?) -> Bool {
    (self.animation ?? animation) != nil
  }
}

/// One item of a container, with its insertion/removal state and transition.
final class ItemNode: ModifierNode {
  enum Phase { case present, inserting, removing }

  let phase: Phase
  /// The item's view, kept to evaluate it again while it is being removed.
  let view: any View
  let itemTransition: AnyTransition
  /// An entering item's content in its transition's active state (`Resolver.item`).
  let prelude: Node?

  init(identity: ViewIdentity, child: Node, view: any View, transition: AnyTransition, phase: Phase, prelude: Node? = nil) {
    self.phase = phase
    self.view = view
    self.itemTransition = transition
    self.prelude = prelude
    super.init(identity: identity, child: child)
  }

  override var transition: AnyTransition? { itemTransition }

  /// Visibility runs from 0 (the transition's active state) to 1 (identity).
  private static let visibilitySlot = "transition"

  func isRemovalFinished(_ runtime: SceneRuntime) -> Bool {
    !runtime.attributes.isAnimating(key(ItemNode.visibilitySlot))
  }

  /// A present item records where its container put it; a leaving one is put there again, in
  /// global layout coordinates, whatever its container now answers: SwiftUI lays a container
  /// out without the views it is removing, and each plays its removal transition in the frame
  /// it last had (docs/SEMANTICS.md §4), so its siblings move to their new places at once and
  /// an emptied parent's last child fades where it was.
  override func place(at origin: CGPoint, size: CGSize, proposal: ProposedViewSize, _ pass: Pass) {
    var placement = ItemPlacement(origin: origin, size: size, proposal: proposal)
    if phase == .removing {
      placement = pass.runtime.itemPlacements[identity] ?? placement
    } else {
      pass.runtime.itemPlacements[identity] = placement
    }
    let frame = CGRect(origin: placement.origin, size: placement.size)
    pass.recordingScrollItem(identity, frame, isRemoving: phase == .removing) {
      placeItem(at: placement.origin, size: placement.size, proposal: placement.proposal, pass)
    }
  }

  private func placeItem(at origin: CGPoint, size: CGSize, proposal: ProposedViewSize, _ pass: Pass) {
    if let prelude {
      pass.discardingOutput {
        pass.withAnimation(nil) { prelude.place(at: origin, size: size, proposal: proposal, pass) }
      }
    }
    let target = phase == .removing ? 0.0 : 1.0
    let animation = itemTransition.animation ?? pass.animation
    let visibility = pass.withAnimation(animation) {
      pass.presented(key(ItemNode.visibilitySlot), target, initial: phase == .inserting ? 0 : nil)
    }
    if phase == .removing && !pass.runtime.attributes.isAnimating(key(ItemNode.visibilitySlot)) {
      return  // removal finished: the item is gone from this pass on
    }
    pass.withSavedState {
      if phase == .removing { pass.isRemoving = true }
      pass.animation = animation
      let effect = itemTransition.effect(progress: 1 - visibility, isRemoval: phase == .removing, size: size)
      // A transition's blur radius is in the container's points, not scaled by its own scale.
      let containerScale = pass.transform.meanScale
      effect.apply(to: pass, origin: origin, size: size)
      guard pass.opacity > 0 || phase != .removing else { return }
      guard effect.blur > 0 else {
        child.place(at: origin.offsetBy(effect.offset), size: size, proposal: proposal, pass)
        return
      }
      // A blurring transition renders the item into a layer and blurs that.
      let opacity = pass.opacity
      pass.opacity = 1
      let items = pass.collecting { child.place(at: origin.offsetBy(effect.offset), size: size, proposal: proposal, pass) }
      pass.drawLayer(
        DisplayLayer(items: items, opacity: opacity, filters: [.blur(radius: effect.blur * containerScale)]))
    }
  }
}

/// Where a container last placed an item, in global layout coordinates.
struct ItemPlacement {
  let origin: CGPoint
  let size: CGSize
  let proposal: ProposedViewSize
}

extension CGPoint {
  func offsetBy(_ size: CGSize) -> CGPoint { CGPoint(x: x + size.width, y: y + size.height) }
}

/// A chain of modifiers, which may wrap nothing but an `EmptyView`.
protocol ModifiedEmptiness {
  var isModifiedEmptyView: Bool { get }
}

extension ModifiedContent: ModifiedEmptiness {
  var isModifiedEmptyView: Bool {
    content is EmptyView || (content as? any ModifiedEmptiness)?.isModifiedEmptyView == true
  }
}
