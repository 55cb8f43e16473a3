import Drawing
import Foundation
import Geometry

// Colour effects: SwiftUI's `hueRotation`, `saturation`, `brightness`, `contrast`,
// `colorMultiply`, `grayscale`, `colorInvert` and `luminanceToAlpha`. Each draws its subtree
// into a layer and maps the layer's pixels through a colour matrix (`ColorMatrix`, with the
// formulas of SVG's `feColorMatrix`), so the effect sees the flattened colours, as SwiftUI's
// filters do: overlapping children are mapped once, after they are composited. The amount is
// animatable; an amount that changes nothing draws the subtree as it is, without a layer.

extension View {
  /// Rotates every colour's hue by `angle` around the grey axis, keeping its luminance.
  public func hueRotation(_ angle: Angle) -> some View {
    modifier(_ColorEffect(kind: .hueRotation, amount: angle.radians))
  }

  /// Scales saturation: 0 is grey, 1 (no change) the default look, above 1 more vivid.
  public func saturation(_ amount: Double) -> some View {
    modifier(_ColorEffect(kind: .saturation, amount: amount))
  }

  /// Adds `amount` to red, green and blue: 0 changes nothing, 1 is white, negative darkens.
  public func brightness(_ amount: Double) -> some View {
    modifier(_ColorEffect(kind: .brightness, amount: amount))
  }

  /// Scales colours away from mid-grey: 1 changes nothing, 0 is mid-grey, negative inverts.
  public func contrast(_ amount: Double) -> some View {
    modifier(_ColorEffect(kind: .contrast, amount: amount))
  }

  /// Removes `amount` (0…1) of the colour: 0 changes nothing, 1 is fully grey.
  public func grayscale(_ amount: Double) -> some View {
    modifier(_ColorEffect(kind: .grayscale, amount: amount))
  }

  /// Multiplies every colour, alpha included, by `color`: white changes nothing.
  public func colorMultiply(_ color: Color) -> some View {
    modifier(_ColorEffect(kind: .multiply(color), amount: 0))
  }

  /// Inverts red, green and blue.
  public func colorInvert() -> some View {
    modifier(_ColorEffect(kind: .invert, amount: 0))
  }

  /// Makes a mask of the view: black where it is dark, transparent where it is light (alpha
  /// becomes luminance, colour black).
  public func luminanceToAlpha() -> some View {
    modifier(_ColorEffect(kind: .luminanceToAlpha, amount: 0))
  }
}

public struct _ColorEffect: PrimitiveModifier {
  enum Kind {
    case hueRotation, saturation, brightness, contrast, grayscale, invert, luminanceToAlpha
    case multiply(Color)
  }

  let kind: Kind
  /// The effect's animatable amount (radians for a hue rotation); unused by the others.
  let amount: Double

  package func makeNode(content: any View, _ resolver: inout Resolver, _ identity: ViewIdentity) -> Node {
    let child = resolver.resolve(content, identity.appending(.body))
    return ColorEffectNode(identity: identity, child: child, modifier: self, environment: resolver.environment)
  }
}

final class ColorEffectNode: EffectNode<_ColorEffect> {
  /// For `colorMultiply`: the colour, resolved where the modifier is.
  let multiplier: RGBAColor?

  init(identity: ViewIdentity, child: Node, modifier: _ColorEffect, environment: EnvironmentValues) {
    if case .multiply(let color) = modifier.kind { multiplier = color.resolved(in: environment) } else { multiplier = nil }
    super.init(identity: identity, child: child, modifier: modifier)
  }

  /// The matrix of the effect at its presented amount.
  private func matrix(_ pass: Pass) -> ColorMatrix {
    let amount = pass.presented(key("amount"), modifier.amount)
    switch modifier.kind {
    case .hueRotation: return .hueRotation(radians: amount)
    case .saturation: return .saturation(amount)
    case .brightness: return .brightness(amount)
    case .contrast: return .contrast(amount)
    case .grayscale: return .saturation(1 - min(max(amount, 0), 1))
    case .invert: return .inversion
    case .multiply: return .multiply(pass.presentedColor(key("color"), multiplier ?? .white))
    case .luminanceToAlpha:
      return ColorMatrix([
        0, 0, 0, 0, 0,
        0, 0, 0, 0, 0,
        0, 0, 0, 0, 0,
        0.2126, 0.7152, 0.0722, 0, 0,
      ])
    }
  }

  override func place(at origin: CGPoint, size: CGSize, proposal: ProposedViewSize, _ pass: Pass) {
    let matrix = matrix(pass)
    guard !matrix.isIdentity else {
      child.place(at: origin, size: size, proposal: proposal, pass)
      return
    }
    let opacity = pass.opacity
    var items: [DisplayItem] = []
    pass.withSavedState {
      pass.opacity = 1
      items = pass.collecting { child.place(at: origin, size: size, proposal: proposal, pass) }
    }
    pass.drawLayer(DisplayLayer(items: items, opacity: opacity, filters: [.colorMatrix(matrix)]))
  }
}
