import Drawing
import Foundation
import Geometry
import Motion

// Perspective effects: `rotation3DEffect` and `projectionEffect`. Both are render-only, like
// `rotationEffect`: layout never sees them. The subtree draws into a layer whose projection
// the rasterizer applies with perspective-correct drawing (docs/RENDERING.md §8). Ancestors'
// opacity stays with each primitive, as in SwiftUI, which does not flatten the subtree for a
// projection: source-over is associative, so the group shows the same pixels as its leaves
// drawn one by one through the projection.

extension View {
  /// Draws the view as if turned by `angle` about `axis` through `anchor` (and `anchorZ` points
  /// towards the viewer), seen in perspective; layout is unchanged. Animatable.
  ///
  /// The projection is SwiftUI's (docs/SEMANTICS.md §14): the eye sits at a distance
  /// `max(width, height) / perspective` in front of the view's plane, so the default
  /// perspective of 1 puts it one view length away, and 0 is an orthographic view. Positive
  /// angles turn the way Core Animation's `CATransform3DRotate` does: about y, the trailing
  /// side recedes. Nothing is culled: past 90° the back of the content shows, mirrored.
  /// Calls of the three-argument form `rotation3DEffect(_:axis:anchor:)` compile against this
  /// one, as on iOS (the form taking a `UnitPoint3D` anchor exists on visionOS only).
  public func rotation3DEffect(
    _ angle: Angle, axis: (x: CGFloat, y: CGFloat, z: CGFloat), anchor: UnitPoint = .center,
    anchorZ: CGFloat = 0, perspective: CGFloat = 1
  ) -> some View {
    modifier(_Rotation3DEffect(
      angle: angle, axisX: axis.x, axisY: axis.y, axisZ: axis.z, anchor: anchor, anchorZ: anchorZ,
      perspective: perspective))
  }

  /// Draws the view mapped through `transform`, given in the view's own coordinates (origin at
  /// its top-leading corner, in points); layout is unchanged.
  public func projectionEffect(_ transform: ProjectionTransform) -> some View {
    modifier(_ProjectionEffect(transform: transform))
  }
}

/// SwiftUI's projection for `rotation3DEffect` on a view of `size`, in the view's coordinates.
///
/// With `a` the anchor (`anchor` in `size`, and `anchorZ`), `R` Core Animation's rotation
/// matrix for the normalised axis and `d = max(width, height) / perspective`, a point `p` of
/// the view's plane goes through `(p − a)·R`, gets `w = 1 − z/d` (Core Animation's
/// `m34 = −1/d`), and lands at `x/w + aₓ`, `y/w + a_y`; z is then dropped. A zero axis or a
/// non-finite input gives the identity; `d` of 0 or infinity an orthographic view.
func rotation3DProjection(
  angle: Angle, axis: (x: Double, y: Double, z: Double), anchor: UnitPoint, anchorZ: Double,
  perspective: Double, size: CGSize
) -> ProjectionTransform {
  let length = (axis.x * axis.x + axis.y * axis.y + axis.z * axis.z).squareRoot()
  guard length > 0, length.isFinite, angle.radians.isFinite, anchorZ.isFinite else { return .identity }
  let (x, y, z) = (axis.x / length, axis.y / length, axis.z / length)
  let (c, s) = (cos(angle.radians), sin(angle.radians))
  let t = 1 - c
  // Core Animation's rotation, for row vectors [x y z]: row i is where axis i goes.
  let r = [
    [t * x * x + c, t * x * y + s * z, t * x * z - s * y],
    [t * x * y - s * z, t * y * y + c, t * y * z + s * x],
    [t * x * z + s * y, t * y * z - s * x, t * z * z + c],
  ]
  let distance = max(size.width, size.height) / perspective
  let k = distance.isFinite && distance != 0 ? -1 / distance : 0  // m34
  // For a point (u, v) relative to the anchor (z = −anchorZ): rotate, then w = 1 + k·z'.
  let rotateAndProject = ProjectionTransform(
    m11: r[0][0], m12: r[0][1], m13: k * r[0][2],
    m21: r[1][0], m22: r[1][1], m23: k * r[1][2],
    m31: -anchorZ * r[2][0], m32: -anchorZ * r[2][1], m33: 1 - k * anchorZ * r[2][2])
  let pivot = CGPoint(x: anchor.x * size.width, y: anchor.y * size.height)
  let result = ProjectionTransform(Transform(translationX: -pivot.x, y: -pivot.y))
    .concatenating(rotateAndProject)
    .concatenating(ProjectionTransform(Transform(translationX: pivot.x, y: pivot.y)))
  let entries = [result.m11, result.m12, result.m13, result.m21, result.m22, result.m23, result.m31, result.m32, result.m33]
  return entries.allSatisfy(\.isFinite) ? result : .identity
}

public struct _Rotation3DEffect: WrappingModifier {
  let angle: Angle
  let axisX: CGFloat, axisY: CGFloat, axisZ: CGFloat
  let anchor: UnitPoint
  let anchorZ: CGFloat
  let perspective: CGFloat

  /// SwiftUI's animatable data: angle, axis, anchor, anchor z and perspective, each
  /// interpolated on its own.
  typealias Data = AnimatablePair<
    Double,
    AnimatablePair<
      AnimatablePair<CGFloat, AnimatablePair<CGFloat, CGFloat>>,
      AnimatablePair<AnimatablePair<CGFloat, CGFloat>, AnimatablePair<CGFloat, CGFloat>>
    >
  >

  var animatableData: Data {
    AnimatablePair(
      angle.animatableData,
      AnimatablePair(
        AnimatablePair(axisX, AnimatablePair(axisY, axisZ)),
        AnimatablePair(anchor.animatableData, AnimatablePair(anchorZ, perspective))))
  }

  package func node(wrapping child: Node, _ identity: ViewIdentity) -> Node {
    Rotation3DNode(identity: identity, child: child, modifier: self)
  }
}

final class Rotation3DNode: EffectNode<_Rotation3DEffect> {
  override func place(at origin: CGPoint, size: CGSize, proposal: ProposedViewSize, _ pass: Pass) {
    let data = pass.presented(key("rotation3D"), modifier.animatableData)
    var angle = Angle.zero
    angle.animatableData = data.first
    let axis = data.second.first
    var anchor = UnitPoint.center
    anchor.animatableData = data.second.second.first
    let local = rotation3DProjection(
      angle: angle, axis: (axis.first, axis.second.first, axis.second.second), anchor: anchor,
      anchorZ: data.second.second.second.first, perspective: data.second.second.second.second, size: size)
    placeProjected(child, local, at: origin, size: size, proposal: proposal, pass)
  }
}

public struct _ProjectionEffect: WrappingModifier {
  let transform: ProjectionTransform

  package func node(wrapping child: Node, _ identity: ViewIdentity) -> Node {
    ProjectionNode(identity: identity, child: child, modifier: self)
  }
}

final class ProjectionNode: EffectNode<_ProjectionEffect> {
  override func place(at origin: CGPoint, size: CGSize, proposal: ProposedViewSize, _ pass: Pass) {
    placeProjected(child, modifier.transform, at: origin, size: size, proposal: proposal, pass)
  }
}

/// A modifier that draws its view through a transform computed from the view's size:
/// SwiftUI's `GeometryEffect`, the protocol behind shakes, flips and folds written by hand.
///
/// `effectValue(size:)` is asked for the transform each time the view is placed, with the
/// size it was laid out at, in the view's own coordinates (origin at its top-leading corner);
/// layout is unchanged and hit testing follows the drawing. The effect's `animatableData` is
/// eased like any animatable modifier's, so a shake driven by a number that `withAnimation`
/// changes runs every in-between value through `effectValue(size:)`.
public protocol GeometryEffect: Animatable, ViewModifier where Body == Never {
  /// The transform to draw the view through, for a view of `size`.
  func effectValue(size: CGSize) -> ProjectionTransform
}

extension GeometryEffect {
  public func body(content: Content) -> Never {
    preconditionFailure("body(content:) should not be called on the geometry effect \(Self.self).")
  }

  /// The same effect, hidden from the layout-reading views inside it. Flipbook's geometry
  /// readers never see render transforms, so this draws exactly as the effect itself.
  public func ignoredByLayout() -> _IgnoredByLayoutEffect<Self> { _IgnoredByLayoutEffect(base: self) }
}

/// A geometry effect that layout-reading views inside do not see (`ignoredByLayout()`).
public struct _IgnoredByLayoutEffect<Base: GeometryEffect>: GeometryEffect {
  public var base: Base

  public var animatableData: Base.AnimatableData {
    get { base.animatableData }
    set { base.animatableData = newValue }
  }

  public func effectValue(size: CGSize) -> ProjectionTransform { base.effectValue(size: size) }
}

/// The node of a user's geometry effect: the effect, its data eased for this pass, asked for
/// its transform once the size is known.
func geometryEffectNode<Effect: GeometryEffect>(
  _ effect: Effect, content: any View, _ resolver: inout Resolver, _ identity: ViewIdentity
) -> Node {
  let eased = resolver.animated(effect, identity)
  return GeometryEffectNode(
    identity: identity, child: resolver.resolve(content, identity.appending(.body)), effectValue: eased.effectValue(size:))
}

final class GeometryEffectNode: ModifierNode {
  let effectValue: (CGSize) -> ProjectionTransform

  init(identity: ViewIdentity, child: Node, effectValue: @escaping (CGSize) -> ProjectionTransform) {
    self.effectValue = effectValue
    super.init(identity: identity, child: child)
  }

  override func place(at origin: CGPoint, size: CGSize, proposal: ProposedViewSize, _ pass: Pass) {
    placeProjected(child, effectValue(size), at: origin, size: size, proposal: proposal, pass)
  }
}

/// Places `child` drawn through `projection` (in the coordinates of the view at `origin`):
/// as a layer with that projection moved to canvas points, its hit regions and labels
/// projected too. The identity draws the child as it is, so a rotation of 0 is no effect.
private func placeProjected(
  _ child: Node, _ projection: ProjectionTransform, at origin: CGPoint, size: CGSize,
  proposal: ProposedViewSize, _ pass: Pass
) {
  let toGlobal = Transform(translationX: origin.x, y: origin.y)
  guard !projection.isIdentity,
    let global = projection.conjugated(by: toGlobal),
    let canvas = global.conjugated(by: pass.transform)
  else {
    child.place(at: origin, size: size, proposal: proposal, pass)
    return
  }
  var items: [DisplayItem] = []
  pass.projectingHitTesting(through: canvas) {
    items = pass.collecting { child.place(at: origin, size: size, proposal: proposal, pass) }
  }
  pass.drawLayer(DisplayLayer(items: items, projection: canvas))
}
