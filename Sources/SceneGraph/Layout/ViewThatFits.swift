// What: `ViewThatFits` — the first of its children whose ideal size fits the proposal on the
// constrained axes, else the last — and `LabeledContent`, a label with its value.
//
// SwiftUI's rule for `ViewThatFits(in: axes)`: each child in order is asked its size with the
// proposal's lengths on `axes` replaced by nil (its ideal length there) and the proposal kept
// on the other axis; the first whose ideal length fits the proposed length on every
// constrained axis (an unspecified proposal fits anything) is the one shown, proposed the
// container's proposal; if none fits, the last is. Only the chosen child is placed and drawn.

import Foundation

/// Shows the first of its children that fits the space offered along `axes`.
public struct ViewThatFits<Content: View>: PrimitiveView {
  let axes: Axis.Set
  let content: Content

  /// - Parameter axes: the axes to fit along; default both.
  public init(in axes: Axis.Set = [.horizontal, .vertical], @ViewBuilder content: () -> Content) {
    self.axes = axes
    self.content = content()
  }

  package func makeNode(_ resolver: inout Resolver, _ identity: ViewIdentity) -> Node {
    ViewThatFitsNode(identity: identity, items: resolver.items(of: content, identity), axes: axes)
  }
}

final class ViewThatFitsNode: Node {
  let items: [ItemNode]
  let axes: Axis.Set

  init(identity: ViewIdentity, items: [ItemNode], axes: Axis.Set) {
    self.items = items
    self.axes = axes
    super.init(identity: identity)
  }

  /// The index of the child shown for `proposal`.
  private func chosen(_ proposal: ProposedViewSize, _ pass: Pass) -> Int? {
    let members = items.indices.filter { items[$0].phase != .removing }
    guard let last = members.last else { return nil }
    let ideal = ProposedViewSize(
      width: axes.contains(.horizontal) ? nil : proposal.width, height: axes.contains(.vertical) ? nil : proposal.height)
    for index in members {
      let size = items[index].sizeThatFits(ideal, pass)
      let fitsWidth = !axes.contains(.horizontal) || proposal.width.map { size.width <= $0 } ?? true
      let fitsHeight = !axes.contains(.vertical) || proposal.height.map { size.height <= $0 } ?? true
      if fitsWidth && fitsHeight { return index }
    }
    return last
  }

  override func sizeThatFits(_ proposal: ProposedViewSize, _ pass: Pass) -> CGSize {
    chosen(proposal, pass).map { items[$0].sizeThatFits(proposal, pass) } ?? .zero
  }

  override func place(at origin: CGPoint, size: CGSize, proposal: ProposedViewSize, _ pass: Pass) {
    guard let index = chosen(proposal, pass) else { return }
    items[index].place(at: origin, size: size, proposal: proposal, pass)
  }
}

/// A label and the value it names: the label leading, the value trailing in the secondary
/// style, as a form row shows them.
public struct LabeledContent<Label: View, Content: View>: View {
  let label: Label
  let content: Content

  public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
    self.label = label()
    self.content = content()
  }

  public var body: some View {
    HStack {
      label
      Spacer(minLength: 8)
      content.foregroundStyle(.secondary)
    }
  }
}

extension LabeledContent where Label == Text {
  /// A titled value: `LabeledContent("Version") { Text("2.1") }`.
  public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
    self.init(content: content, label: { Text(titleKey) })
  }

  /// A titled value: `LabeledContent(title) { … }`.
  public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
    self.init(content: content, label: { Text(String(title)) })
  }
}

extension LabeledContent where Label == Text, Content == Text {
  /// A titled text value: `LabeledContent("Version", value: "2.1")`.
  public init<S: StringProtocol>(_ titleKey: LocalizedStringKey, value: S) {
    self.init(content: { Text(String(value)) }, label: { Text(titleKey) })
  }

  /// A titled text value from a title string.
  public init<S1: StringProtocol, S2: StringProtocol>(_ title: S1, value: S2) {
    self.init(content: { Text(String(value)) }, label: { Text(String(title)) })
  }
}
