import Foundation

// What: `ScrollViewReader` and its proxy (docs/SEMANTICS.md §7, programmatic scrolling).
//
// The reader keeps a registry in its state. Each pass the reader empties it before placing
// its content and every scroll view placed inside signs in, outermost first. `scrollTo` asks
// the first scroll view whose content placed a view with that identity in its last pass, or
// else the first one (the view may be one the same change inserts); the scroll view carries
// the request out in its next pass (`ScrollRequest.swift`). An identity that no scroll view
// places when the request is carried out scrolls nothing, as in SwiftUI.

/// A view that hands its content a proxy for scrolling the scroll views inside it.
///
///     ScrollViewReader { proxy in
///       ScrollView { ForEach(rows) { Text($0.title) } }
///       Button("Last") { withAnimation { proxy.scrollTo(rows.last?.id, anchor: .bottom) } }
///     }
public struct ScrollViewReader<Content: View>: PrimitiveView {
  public var content: (ScrollViewProxy) -> Content

  public init(@ViewBuilder content: @escaping (ScrollViewProxy) -> Content) {
    self.content = content
  }

  package func makeNode(_ resolver: inout Resolver, _ identity: ViewIdentity) -> Node {
    let box = resolver.runtime.state.box(for: identity.appending(.property("registry")), initial: ScrollViewReaderRegistry())
    let registry = box.value as? ScrollViewReaderRegistry ?? ScrollViewReaderRegistry()
    let child = resolver.resolve(content(ScrollViewProxy(registry: registry)), identity.appending(.content)) {
      $0.scroll.reader = registry
    }
    return ScrollViewReaderNode(identity: identity, child: child, registry: registry)
  }
}

/// Scrolls the scroll views inside a `ScrollViewReader`.
public struct ScrollViewProxy {
  let registry: ScrollViewReaderRegistry

  /// Scrolls the first scroll view that holds the view identified by `id` (`.id(_:)` or a
  /// `ForEach` element's id) so that the view shows: with an `anchor`, the view's anchor
  /// point goes to the scroll view's same point (`.top`: its top at the top); with nil
  /// (default), the scroll view scrolls as little as it can to show the view. The offset is
  /// clamped to the content. Inside `withAnimation` the scroll animates with its animation.
  public func scrollTo<ID: Hashable>(_ id: ID, anchor: UnitPoint? = nil) {
    let key = AnyHashable(id)
    let scrollViews = registry.scrollViews
    guard let target = scrollViews.first(where: { $0.record?.frame(of: key) != nil }) ?? scrollViews.first else { return }
    target.requests.request(.view(key, anchor: anchor))
  }
}

/// The scroll views inside one reader, as of its last pass.
final class ScrollViewReaderRegistry {
  fileprivate(set) var scrollViews: [ScrollOffsetTracker] = []

  /// Signs a scroll view in for this pass.
  func register(_ tracker: ScrollOffsetTracker) {
    if !scrollViews.contains(where: { $0 === tracker }) { scrollViews.append(tracker) }
  }
}

final class ScrollViewReaderNode: ModifierNode {
  let registry: ScrollViewReaderRegistry

  init(identity: ViewIdentity, child: Node, registry: ScrollViewReaderRegistry) {
    self.registry = registry
    super.init(identity: identity, child: child)
  }

  override func place(at origin: CGPoint, size: CGSize, proposal: ProposedViewSize, _ pass: Pass) {
    registry.scrollViews = []
    child.place(at: origin, size: size, proposal: proposal, pass)
  }
}
