import Foundation
import Geometry

extension View {
  /// Multiplies the opacity of everything the view draws by `opacity` (0…1). Animatable.
  ///
  /// As in SwiftUI, the factor applies to each drawn primitive, not to a flattened group:
  /// overlapping children show through each other.
  public func opacity(_ opacity: Double) -> some View {
    modifier(_OpacityEffect(opacity: opacity))
  }

  /// Scales the drawing by `scale` about `anchor` of the view's frame; layout is unchanged.
  public func scaleEffect(_ scale: CGFloat, anchor: UnitPoint = .center) -> some View {
    modifier(_ScaleEffect(scale: CGSize(width: scale, height: scale), anchor: anchor))
  }

  public func scaleEffect(_ scale: CGSize, anchor: UnitPoint = .center) -> some View {
    modifier(_ScaleEffect(scale: scale, anchor: anchor))
  }

  public func scaleEffect(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> some View {
    modifier(_ScaleEffect(scale: CGSize(width: x, height: y), anchor: anchor))
  }

  /// Rotates the drawing by `angle` (clockwise on screen) about `anchor`; layout is unchanged.
  public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> some View {
    modifier(_RotationEffect(angle: angle, anchor: anchor))
  }
}

public struct _OpacityEffect: WrappingModifier {
  let opacity: Double

  package func node(wrapping child: Node, _ identity: ViewIdentity) -> Node {
    OpacityNode(identity: identity, child: child, modifier: self)
  }
}

final class OpacityNode: EffectNode<_OpacityEffect> {
  override func place(at origin: CGPoint, size: CGSize, proposal: ProposedViewSize, _ pass: Pass) {
    let value = min(1, max(0, pass.presented(key("opacity"), modifier.opacity)))
    pass.withSavedState {
      pass.opacity *= value
      child.place(at: origin, size: size, proposal: proposal, pass)
    }
  }
}

public struct _ScaleEffect: WrappingModifier {
  let scale: CGSize
  let anchor: UnitPoint

  package func node(wrapping child: Node, _ identity: ViewIdentity) -> Node {
    ScaleNode(identity: identity, child: child, modifier: self)
  }
}

final class ScaleNode: EffectNode<_ScaleEffect> {
  override func place(at origin: CGPoint, size: CGSize, proposal: ProposedViewSize, _ pass: Pass) {
    let s = pass.presented(
      key("scale"), AnimatableRect(x: modifier.scale.width, y: modifier.scale.height, width: 0, height: 0))
    // SwiftUI replaces a zero scale with a tiny one so the transform stays invertible.
    let sx = s.x == 0 ? 1e-5 : s.x
    let sy = s.y == 0 ? 1e-5 : s.y
    let pivot = CGPoint(x: origin.x + modifier.anchor.x * size.width, y: origin.y + modifier.anchor.y * size.height)
    pass.withSavedState {
      pass.transform = Transform.scaling(sx, sy, about: pivot).concatenating(pass.transform)
      child.place(at: origin, size: size, proposal: proposal, pass)
    }
  }
}

public struct _RotationEffect: WrappingModifier {
  let angle: Angle
  let anchor: UnitPoint

  package func node(wrapping child: Node, _ identity: ViewIdentity) -> Node {
    RotationNode(identity: identity, child: child, modifier: self)
  }
}

final class RotationNode: EffectNode<_RotationEffect> {
  override func place(at origin: CGPoint, size: CGSize, proposal: ProposedViewSize, _ pass: Pass) {
    // Eased in the angle's animatable data (radians × 128), so a spring settles by SwiftUI's
    // thresholds.
    var angle = modifier.angle
    angle.animatableData = pass.presented(key("rotation"), modifier.angle.animatableData)
    let radians = angle.radians
    let pivot = CGPoint(x: origin.x + modifier.anchor.x * size.width, y: origin.y + modifier.anchor.y * size.height)
    pass.withSavedState {
      pass.transform = Transform.rotation(.radians(radians), about: pivot).concatenating(pass.transform)
      child.place(at: origin, size: size, proposal: proposal, pass)
    }
  }
}
