import Foundation
import Geometry

extension View {
  /// Makes the bounding box of `shape`, laid out in this view's frame, take taps and
  /// touches for the gestures around the view, even where the view draws nothing (the
  /// spacer of a row, a clear background).
  ///
  /// Flipbook adds the region to what the view draws, and hit-tests it as the shape's
  /// bounding box: SwiftUI replaces the view's hit area by the exact shape, which differs
  /// only for taps on drawn content outside the shape or in the shape's cut-off corners.
  /// `eoFill` is accepted for source compatibility.
  public func contentShape<S: Shape>(_ shape: S, eoFill: Bool = false) -> some View {
    modifier(_ContentShapeModifier(bounds: { rect in shape.path(in: rect).boundingRect }))
  }
}

public struct _ContentShapeModifier: WrappingModifier {
  /// The hit box for the view's frame (local coordinates, origin at the frame's corner).
  let bounds: (CGRect) -> CGRect

  package func node(wrapping child: Node, _ identity: ViewIdentity) -> Node {
    ContentShapeNode(identity: identity, child: child, modifier: self)
  }
}

final class ContentShapeNode: EffectNode<_ContentShapeModifier> {
  override func place(at origin: CGPoint, size: CGSize, proposal: ProposedViewSize, _ pass: Pass) {
    let local = modifier.bounds(CGRect(origin: .zero, size: size))
    if !local.isNull { pass.registerHitRegion(local.offsetBy(dx: origin.x, dy: origin.y)) }
    child.place(at: origin, size: size, proposal: proposal, pass)
  }
}
