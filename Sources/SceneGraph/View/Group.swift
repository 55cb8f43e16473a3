import Foundation

/// A transparent list of views: its children join the list of the container it is in, as if
/// written there directly, so a stack spaces and a `ZStack` overlays each of them.
///
/// Outside a container (say, as the content of a modifier) the children are overlaid,
/// centred, like a bare list of views. A modifier applied to the group applies to the group as
/// one view, not to each child as in SwiftUI.
public struct Group<Content: View>: PrimitiveView, ViewList {
  let content: Content

  public init(@ViewBuilder content: () -> Content) { self.content = content() }

  package func collectItems(into list: inout [(view: any View, identity: ViewIdentity)], _ identity: ViewIdentity) {
    // The group adds no identity component: its children are told apart by their own.
    Resolver.collect(content, identity, into: &list)
  }

  package func makeNode(_ resolver: inout Resolver, _ identity: ViewIdentity) -> Node {
    groupNode(identity: identity, items: resolver.items(of: self, identity))
  }
}

/// `EmptyView` is an empty list: in a container it is no item at all, so it takes no slot and
/// no gap in a stack, as in SwiftUI.
extension EmptyView: ViewList {
  package func collectItems(into list: inout [(view: any View, identity: ViewIdentity)], _ identity: ViewIdentity) {}
}
