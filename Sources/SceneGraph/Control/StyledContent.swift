import Foundation

/// A piece of a control that a style arranges — a button's or toggle's label, a label's title
/// or icon — as a view. It resolves its content where the control keeps it, whatever the style
/// wraps it in, so the content's state survives a change of style or of the pressed look.
public struct StyledContent: PrimitiveView {
  let view: any View
  /// Where the content's own views live.
  let identity: ViewIdentity

  package func makeNode(_ resolver: inout Resolver, _ identity: ViewIdentity) -> Node {
    resolver.resolve(view, self.identity)
  }
}
