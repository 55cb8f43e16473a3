import Foundation

// What: `containerRelativeFrame` (iOS 17): a frame sized from the nearest container, the
// innermost scroll view's content region (its size less its content margins), or else the
// window, here the canvas's safe area. SwiftUI also counts a `NavigationSplitView` column and
// similar containers; Flipbook has none of them.
//
// A scroll view makes its region known while it sizes and places its content
// (`Pass.withScrollContainer`); a frame met while sizing the scroll view itself for an
// unspecified proposal falls back to the canvas along that axis.

extension View {
  /// Sizes this view along `axes` to its container's length, and aligns it inside.
  public func containerRelativeFrame(_ axes: Axis.Set, alignment: Alignment = .center) -> some View {
    containerRelativeFrame(axes, alignment: alignment) { length, _ in length }
  }

  /// Sizes this view along `axes` to `span` of `count` equal cells of its container, with
  /// `spacing` between cells: (length − spacing · (count − 1)) / count · span +
  /// spacing · (span − 1). `count` and `span` must be at least 1.
  public func containerRelativeFrame(
    _ axes: Axis.Set, count: Int, span: Int = 1, spacing: CGFloat, alignment: Alignment = .center
  ) -> some View {
    precondition(count >= 1 && span >= 1, "containerRelativeFrame needs a count and span of at least 1, got \(count) and \(span)")
    return containerRelativeFrame(axes, alignment: alignment) { length, _ in
      let cell = (length - spacing * CGFloat(count - 1)) / CGFloat(count)
      return cell * CGFloat(span) + spacing * CGFloat(span - 1)
    }
  }

  /// Sizes this view along `axes` to what `length` makes of its container's length along each.
  public func containerRelativeFrame(
    _ axes: Axis.Set, alignment: Alignment = .center, _ length: @escaping (CGFloat, Axis) -> CGFloat
  ) -> some View {
    modifier(_ContainerRelativeFrame(axes: axes, alignment: alignment, length: length))
  }
}

public struct _ContainerRelativeFrame: WrappingModifier {
  let axes: Axis.Set
  let alignment: Alignment
  let length: (CGFloat, Axis) -> CGFloat

  package func node(wrapping child: Node, _ identity: ViewIdentity) -> Node {
    ContainerRelativeFrameNode(identity: identity, child: child, modifier: self)
  }
}

final class ContainerRelativeFrameNode: FramingNode<_ContainerRelativeFrame> {
  /// The frame's proposal to its child: the container-relative lengths along its axes, the
  /// proposal across them.
  private func frameProposal(_ proposal: ProposedViewSize, _ pass: Pass) -> ProposedViewSize {
    let container = pass.scrollContainer
    let width = modifier.axes.contains(Axis.horizontal) ? max(modifier.length(container.width, .horizontal), 0) : proposal.width
    let height = modifier.axes.contains(Axis.vertical) ? max(modifier.length(container.height, .vertical), 0) : proposal.height
    return ProposedViewSize(width: width, height: height)
  }

  override func sizeThatFits(_ proposal: ProposedViewSize, _ pass: Pass) -> CGSize {
    let p = frameProposal(proposal, pass)
    let child = child.sizeThatFits(p, pass)
    return CGSize(width: p.width ?? child.width, height: p.height ?? child.height)
  }

  override func childFrame(size: CGSize, proposal: ProposedViewSize, _ pass: Pass) -> (CGPoint, CGSize, ProposedViewSize) {
    let p = ProposedViewSize(width: size.width, height: size.height)
    let childSize = child.sizeThatFits(p, pass)
    return (modifier.alignment.offset(of: child, size: childSize, proposal: p, in: size, pass), childSize, p)
  }
}

extension Pass {
  /// The size of the container a `containerRelativeFrame` here measures against.
  var scrollContainer: CGSize {
    if let region = scrollRecording.containers.last { return region }
    let canvas = runtime.canvasSize
    let insets = runtime.safeAreaInsets
    return CGSize(
      width: max(canvas.width - insets.leading - insets.trailing, 0),
      height: max(canvas.height - insets.top - insets.bottom, 0))
  }

  /// Runs `body` with `region` as the container of the frames inside; nil dimensions are the
  /// enclosing container's.
  func withScrollContainer<T>(width: CGFloat?, height: CGFloat?, _ body: () -> T) -> T {
    let outer = scrollContainer
    scrollRecording.containers.append(CGSize(width: width ?? outer.width, height: height ?? outer.height))
    defer { scrollRecording.containers.removeLast() }
    return body()
  }
}
