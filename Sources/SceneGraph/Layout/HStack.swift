import Foundation

/// Lays its children out in a row, leading to trailing, aligned vertically by `alignment`.
///
/// Space along the row is shared by layout priority and flexibility (see `StackLayout.swift`);
/// the row is as tall as its tallest child. Children inserted or removed with an animation
/// transition in and out; a removed child leaves the layout at once and plays its removal
/// where it was.
public struct HStack<Content: View>: PrimitiveView {
  let alignment: VerticalAlignment
  let spacing: CGFloat?
  let content: Content

  /// - Parameters:
  ///   - alignment: how children line up vertically; default `.center`. With
  ///     `.firstTextBaseline` or `.lastTextBaseline` texts sit on one baseline and views
  ///     without text on it by their bottom. Any guide lines up each child's explicit value
  ///     (`.alignmentGuide`) or else the guide's default.
  ///   - spacing: the gap between neighbours in points; `nil` (default) uses 8, or 0 next to a
  ///     `Spacer`.
  public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
    self.alignment = alignment
    self.spacing = spacing
    self.content = content()
  }

  package func makeNode(_ resolver: inout Resolver, _ identity: ViewIdentity) -> Node {
    makeLinearStack(content, axis: .horizontal, alignment: alignment.kind, spacing: spacing, &resolver, identity)
  }
}
