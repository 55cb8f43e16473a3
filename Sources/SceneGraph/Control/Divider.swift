import Drawing
import Foundation
import Geometry

/// A hairline that separates content: SwiftUI's `Divider`.
///
/// It is one pixel thick (`1 / displayScale` points: a third of a point at @3x) in the
/// `separator` colour, and runs across the enclosing stack: horizontal in a `VStack` or
/// outside any stack, taking the proposed width; vertical in an `HStack`, taking the
/// proposed height. A `nil` proposal along its length gives 10 points, as for any view with
/// no size of its own.
public struct Divider: PrimitiveView {
  public init() {}

  package func makeNode(_ resolver: inout Resolver, _ identity: ViewIdentity) -> Node {
    let environment = resolver.environment
    let scale = environment.displayScale
    return DividerNode(
      identity: identity, isVertical: environment[StackAxisKey.self] == .horizontal,
      thickness: scale > 0 && scale.isFinite ? 1 / scale : 1,
      color: Color(.separator).resolved(in: environment))
  }
}

final class DividerNode: Node {
  let isVertical: Bool
  /// In points.
  let thickness: CGFloat
  let color: RGBAColor

  init(identity: ViewIdentity, isVertical: Bool, thickness: CGFloat, color: RGBAColor) {
    self.isVertical = isVertical
    self.thickness = thickness
    self.color = color
    super.init(identity: identity)
  }

  override func sizeThatFits(_ proposal: ProposedViewSize, _ pass: Pass) -> CGSize {
    isVertical
      ? CGSize(width: thickness, height: proposal.height ?? 10)
      : CGSize(width: proposal.width ?? 10, height: thickness)
  }

  override func place(at origin: CGPoint, size: CGSize, proposal: ProposedViewSize, _ pass: Pass) {
    let frame = pass.presentedFrame(key("frame"), CGRect(origin: origin, size: size))
    pass.record("Divider", identity, frame)
    pass.draw(
      .fill(Path(CGRect(origin: .zero, size: frame.size)), rule: .nonZero, paint: pass.paint(color),
        transform: Transform(translationX: frame.minX, y: frame.minY).concatenating(pass.transform)),
      bounds: frame)
  }
}
