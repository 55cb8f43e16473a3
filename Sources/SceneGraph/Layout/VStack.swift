import Foundation

/// Lays its children out in a column, top to bottom, aligned horizontally by `alignment`.
///
/// Space down the column is shared by layout priority and flexibility (see
/// `StackLayout.swift`); the column is as wide as its widest child. Children inserted or removed
/// with an animation transition in and out; a removed child leaves the layout at once and
/// plays its removal where it was.
public struct VStack<Content: View>: PrimitiveView {
  let alignment: HorizontalAlignment
  let spacing: CGFloat?
  let content: Content

  /// - Parameters:
  ///   - alignment: how children line up horizontally; default `.center`. Each child's
  ///     explicit value of the guide (`.alignmentGuide`) wins over the guide's default.
  ///   - spacing: the gap between neighbours in points; `nil` (default) uses 8, or 0 next to a
  ///     `Spacer`.
  public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
    self.alignment = alignment
    self.spacing = spacing
    self.content = content()
  }

  package func makeNode(_ resolver: inout Resolver, _ identity: ViewIdentity) -> Node {
    makeLinearStack(content, axis: .vertical, alignment: alignment.kind, spacing: spacing, &resolver, identity)
  }
}
