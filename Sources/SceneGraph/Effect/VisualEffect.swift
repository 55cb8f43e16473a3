import Foundation
import Geometry
import Motion

// What: iOS 17's `VisualEffect` and `.visualEffect { content, proxy in … }`: render effects
// (offset, scale, rotation, opacity, blur, colour filters) computed from the view's own
// geometry, as it is laid out in this pass. `.scrollTransition` (`ScrollTransition.swift`)
// builds on the same effects.
//
// How: a visual effect is a list of steps, the first applied closest to the content, as the
// chain of calls reads (`content.opacity(a).scaleEffect(b)` scales the faded view). When the
// view is placed, its node asks the closure for the steps with a `GeometryProxy` of its frame,
// wraps its child in the nodes of the ordinary modifiers those steps stand for, and places
// that. The steps never animate on their own: they follow the geometry they are computed
// from, which animates already (an animated `scrollTo` moves the content, and the effect
// with it, on the scroll's own curve), so the effect nodes are placed with no animation and
// the content under them with the pass's. Layout is never changed, as in SwiftUI.

/// Effects that change how a view is drawn but not how it is laid out, for
/// `.visualEffect(_:)` and `.scrollTransition(_:axis:transition:)`. Start from the
/// ``EmptyVisualEffect`` the closure gets and chain the modifiers, as on a view.
public protocol VisualEffect: Sendable, Animatable {}

/// The effect that changes nothing: what a visual-effect closure starts from.
public struct EmptyVisualEffect: VisualEffect {
  public init() {}
  public typealias AnimatableData = EmptyAnimatableData
}

/// A chain of visual effects, in the order they were applied.
public struct _VisualEffectChain: VisualEffect {
  let steps: [VisualEffectStep]
  public typealias AnimatableData = EmptyAnimatableData
}

/// One effect of a chain.
struct VisualEffectStep: @unchecked Sendable {
  enum Kind {
    case offset(CGSize)
    case scale(CGSize, anchor: UnitPoint)
    case rotation(Angle, anchor: UnitPoint)
    case rotation3D(Angle, axis: (x: CGFloat, y: CGFloat, z: CGFloat), anchor: UnitPoint, anchorZ: CGFloat, perspective: CGFloat)
    case opacity(Double)
    case blur(CGFloat)
    case color(_ColorEffect.Kind, amount: Double)
  }

  let kind: Kind

  /// The node drawing `child` with this effect.
  func node(wrapping child: Node, _ identity: ViewIdentity, _ environment: EnvironmentValues) -> Node {
    switch kind {
    case .offset(let offset):
      return _OffsetEffect(offset: offset).node(wrapping: child, identity)
    case .scale(let scale, let anchor):
      return _ScaleEffect(scale: scale, anchor: anchor).node(wrapping: child, identity)
    case .rotation(let angle, let anchor):
      return _RotationEffect(angle: angle, anchor: anchor).node(wrapping: child, identity)
    case .rotation3D(let angle, let axis, let anchor, let anchorZ, let perspective):
      return _Rotation3DEffect(
        angle: angle, axisX: axis.x, axisY: axis.y, axisZ: axis.z, anchor: anchor, anchorZ: anchorZ,
        perspective: perspective
      ).node(wrapping: child, identity)
    case .opacity(let opacity):
      return _OpacityEffect(opacity: opacity).node(wrapping: child, identity)
    case .blur(let radius):
      return LayerEffectNode(
        identity: identity, child: child, modifier: _LayerEffect(kind: .blur(radius: radius)),
        colorScheme: environment.colorScheme)
    case .color(let kind, let amount):
      return ColorEffectNode(
        identity: identity, child: child, modifier: _ColorEffect(kind: kind, amount: amount), environment: environment)
    }
  }

  /// This step `fraction` of the way to `other`, or nil when the two are different effects
  /// (a chain whose shape depends on its input does not interpolate).
  func interpolated(towards other: VisualEffectStep, _ fraction: Double) -> VisualEffectStep? {
    func mix(_ a: Double, _ b: Double) -> Double { a + (b - a) * fraction }
    func mix(_ a: CGSize, _ b: CGSize) -> CGSize { CGSize(width: mix(a.width, b.width), height: mix(a.height, b.height)) }
    func mix(_ a: UnitPoint, _ b: UnitPoint) -> UnitPoint { UnitPoint(x: mix(a.x, b.x), y: mix(a.y, b.y)) }
    func mix(_ a: Angle, _ b: Angle) -> Angle { .radians(mix(a.radians, b.radians)) }
    switch (kind, other.kind) {
    case (.offset(let a), .offset(let b)): return VisualEffectStep(kind: .offset(mix(a, b)))
    case (.scale(let a, let p), .scale(let b, let q)): return VisualEffectStep(kind: .scale(mix(a, b), anchor: mix(p, q)))
    case (.rotation(let a, let p), .rotation(let b, let q)): return VisualEffectStep(kind: .rotation(mix(a, b), anchor: mix(p, q)))
    case (.rotation3D(let a, let u, let p, let z, let d), .rotation3D(let b, let v, let q, let w, let e)):
      return VisualEffectStep(kind: .rotation3D(
        mix(a, b), axis: (mix(u.x, v.x), mix(u.y, v.y), mix(u.z, v.z)), anchor: mix(p, q), anchorZ: mix(z, w),
        perspective: mix(d, e)))
    case (.opacity(let a), .opacity(let b)): return VisualEffectStep(kind: .opacity(mix(a, b)))
    case (.blur(let a), .blur(let b)): return VisualEffectStep(kind: .blur(mix(a, b)))
    case (.color(let k, let a), .color(let l, let b)) where k.sameFilter(as: l):
      return VisualEffectStep(kind: .color(fraction < 0.5 ? k : l, amount: mix(a, b)))
    default: return nil
    }
  }
}

extension _ColorEffect.Kind {
  /// Whether the two are the same filter (whatever its amount or colour).
  func sameFilter(as other: Self) -> Bool {
    switch (self, other) {
    case (.hueRotation, .hueRotation), (.saturation, .saturation), (.brightness, .brightness),
      (.contrast, .contrast), (.grayscale, .grayscale), (.invert, .invert),
      (.luminanceToAlpha, .luminanceToAlpha), (.multiply, .multiply):
      return true
    default: return false
    }
  }
}

extension VisualEffect {
  /// The steps of this effect: none for an effect that is not a chain of Flipbook's.
  var steps: [VisualEffectStep] { (self as? _VisualEffectChain)?.steps ?? [] }

  private func adding(_ kind: VisualEffectStep.Kind) -> _VisualEffectChain {
    _VisualEffectChain(steps: steps + [VisualEffectStep(kind: kind)])
  }

  /// Moves the drawing by `offset`.
  public func offset(_ offset: CGSize) -> _VisualEffectChain { adding(.offset(offset)) }
  public func offset(x: CGFloat = 0, y: CGFloat = 0) -> _VisualEffectChain { adding(.offset(CGSize(width: x, height: y))) }

  /// Scales the drawing about `anchor` of the view's frame.
  public func scaleEffect(_ scale: CGSize, anchor: UnitPoint = .center) -> _VisualEffectChain {
    adding(.scale(scale, anchor: anchor))
  }
  public func scaleEffect(_ scale: CGFloat, anchor: UnitPoint = .center) -> _VisualEffectChain {
    adding(.scale(CGSize(width: scale, height: scale), anchor: anchor))
  }
  public func scaleEffect(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> _VisualEffectChain {
    adding(.scale(CGSize(width: x, height: y), anchor: anchor))
  }

  /// Rotates the drawing by `angle` (clockwise on screen) about `anchor`.
  public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> _VisualEffectChain {
    adding(.rotation(angle, anchor: anchor))
  }

  /// Rotates the drawing in 3D about `axis`, as `View.rotation3DEffect` does.
  public func rotation3DEffect(
    _ angle: Angle, axis: (x: CGFloat, y: CGFloat, z: CGFloat), anchor: UnitPoint = .center,
    anchorZ: CGFloat = 0, perspective: CGFloat = 1
  ) -> _VisualEffectChain {
    adding(.rotation3D(angle, axis: axis, anchor: anchor, anchorZ: anchorZ, perspective: perspective))
  }

  /// Multiplies the drawing's opacity by `opacity` (0…1).
  public func opacity(_ opacity: Double) -> _VisualEffectChain { adding(.opacity(opacity)) }

  /// Blurs the drawing with a Gaussian of standard deviation `radius` points.
  public func blur(radius: CGFloat, opaque: Bool = false) -> _VisualEffectChain { adding(.blur(radius)) }

  /// The colour filters of the view modifiers of the same names.
  public func hueRotation(_ angle: Angle) -> _VisualEffectChain { adding(.color(.hueRotation, amount: angle.radians)) }
  public func saturation(_ amount: Double) -> _VisualEffectChain { adding(.color(.saturation, amount: amount)) }
  public func brightness(_ amount: Double) -> _VisualEffectChain { adding(.color(.brightness, amount: amount)) }
  public func contrast(_ amount: Double) -> _VisualEffectChain { adding(.color(.contrast, amount: amount)) }
  public func grayscale(_ amount: Double) -> _VisualEffectChain { adding(.color(.grayscale, amount: amount)) }
  public func colorMultiply(_ color: Color) -> _VisualEffectChain { adding(.color(.multiply(color), amount: 0)) }
}

extension View {
  /// Draws this view with the effect `effect` computes from the view's geometry: its frame
  /// in any coordinate space, as laid out in this frame. Layout is unchanged.
  ///
  /// ```swift
  /// Text("Row").visualEffect { content, proxy in
  ///   content.opacity(proxy.frame(in: .global).minY < 100 ? 0.5 : 1)
  /// }
  /// ```
  public func visualEffect<Effect: VisualEffect>(
    _ effect: @escaping (EmptyVisualEffect, GeometryProxy) -> Effect
  ) -> some View {
    modifier(_VisualEffectModifier { proxy, _, _ in effect(EmptyVisualEffect(), proxy).steps })
  }
}

/// `.visualEffect` and `.scrollTransition`: steps computed from the view's geometry, the
/// pass it is placed in, and a key for any value of its own that animates.
struct _VisualEffectModifier: PrimitiveModifier {
  let steps: (GeometryProxy, Pass, AnimatedAttributes.Key) -> [VisualEffectStep]

  func makeNode(content: any View, _ resolver: inout Resolver, _ identity: ViewIdentity) -> Node {
    VisualEffectNode(
      identity: identity, child: resolver.resolve(content, identity.appending(.body)), steps: steps,
      environment: resolver.environment)
  }
}

final class VisualEffectNode: ModifierNode {
  let steps: (GeometryProxy, Pass, AnimatedAttributes.Key) -> [VisualEffectStep]
  let environment: EnvironmentValues

  init(
    identity: ViewIdentity, child: Node, steps: @escaping (GeometryProxy, Pass, AnimatedAttributes.Key) -> [VisualEffectStep],
    environment: EnvironmentValues
  ) {
    self.steps = steps
    self.environment = environment
    super.init(identity: identity, child: child)
  }

  override func place(at origin: CGPoint, size: CGSize, proposal: ProposedViewSize, _ pass: Pass) {
    let frame = CGRect(origin: origin, size: size)
    let proxy = GeometryProxy(
      size: size, globalOrigin: origin, canvasTransform: pass.transform, namedSpaces: pass.namedSpaces,
      safeAreaInsets: pass.safeAreaInsets(of: frame))
    let steps = steps(proxy, pass, key("visual effect"))
    guard !steps.isEmpty else { return child.place(at: origin, size: size, proposal: proposal, pass) }
    var node: Node = AnimationRestoringNode(identity: identity, child: child, animation: pass.animation)
    for (index, step) in steps.enumerated() {
      node = step.node(wrapping: node, identity.appending(.property("visual effect \(index)")), environment)
    }
    pass.withAnimation(nil) { node.place(at: origin, size: size, proposal: proposal, pass) }
  }
}

/// Places its child with `animation` as the pass's animation: the content under effect nodes
/// that were placed with none.
private final class AnimationRestoringNode: ModifierNode {
  let animation: Animation?

  init(identity: ViewIdentity, child: Node, animation: Animation?) {
    self.animation = animation
    super.init(identity: identity, child: child)
  }

  override func place(at origin: CGPoint, size: CGSize, proposal: ProposedViewSize, _ pass: Pass) {
    pass.withAnimation(animation) { child.place(at: origin, size: size, proposal: proposal, pass) }
  }
}
