import Foundation
import Geometry
import Motion

/// A shape that can be shrunk by a distance on every side: SwiftUI's `InsettableShape`.
///
/// Insetting by `amount` draws the shape in its frame inset by `amount` on each side; rounded
/// corners shrink by the same amount (never below 0), so the inset outline stays parallel to
/// the original. A negative amount grows the shape; an inset by more than half the shorter
/// side leaves nothing to draw. Insetting is what `strokeBorder` uses to
/// keep a stroke inside the frame.
public protocol InsettableShape: Shape {
  associatedtype InsetShape: InsettableShape
  /// The shape inset by `amount` points on every side.
  func inset(by amount: CGFloat) -> InsetShape
}

/// A built-in shape that knows how to draw itself inset; the hook behind `_Inset`.
public protocol _RectInsettableShape: Shape {
  /// The outline for `rect` with every side moved in by `amount` (corner radii too).
  func _path(in rect: CGRect, insetBy amount: CGFloat) -> Path
}

/// A built-in shape inset by an amount: what `inset(by:)` returns.
///
/// Its frame, sizing and layout are the base shape's; only the outline moves in.
public struct _Inset<Base: _RectInsettableShape>: InsettableShape {
  public var base: Base
  /// Points moved in on every side.
  public var amount: CGFloat

  public func path(in rect: CGRect) -> Path { base._path(in: rect, insetBy: amount) }

  public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { base.sizeThatFits(proposal) }

  public func inset(by more: CGFloat) -> _Inset<Base> { _Inset(base: base, amount: amount + more) }

  public var animatableData: AnimatablePair<CGFloat, Base.AnimatableData> {
    get { AnimatablePair(amount, base.animatableData) }
    set {
      amount = newValue.first
      base.animatableData = newValue.second
    }
  }
}

extension _RectInsettableShape {
  public func inset(by amount: CGFloat) -> _Inset<Self> { _Inset(base: self, amount: amount) }
}

/// `rect` inset by `amount` on each side, or `nil` when that leaves no rectangle: an inset
/// by more than half a side (as Core Graphics' rect inset gives the null rect, so the shape
/// draws nothing, and `strokeBorder` never reaches outside its frame) or by NaN.
private func insetRect(_ rect: CGRect, _ amount: CGFloat) -> CGRect? {
  let r = rect.standardized
  guard !amount.isNaN, 2 * amount <= r.width, 2 * amount <= r.height else { return nil }
  return r.insetBy(dx: amount, dy: amount)
}

/// A corner radius reduced by an inset, never below 0.
private func insetRadius(_ radius: CGFloat, _ amount: CGFloat) -> CGFloat { max(radius - amount, 0) }

extension Rectangle: InsettableShape, _RectInsettableShape {
  public func _path(in rect: CGRect, insetBy amount: CGFloat) -> Path {
    insetRect(rect, amount).map { path(in: $0) } ?? Path()
  }
}

extension Circle: InsettableShape, _RectInsettableShape {
  public func _path(in rect: CGRect, insetBy amount: CGFloat) -> Path {
    insetRect(rect, amount).map { path(in: $0) } ?? Path()
  }
}

extension Ellipse: InsettableShape, _RectInsettableShape {
  public func _path(in rect: CGRect, insetBy amount: CGFloat) -> Path {
    insetRect(rect, amount).map { path(in: $0) } ?? Path()
  }
}

extension Capsule: InsettableShape, _RectInsettableShape {
  public func _path(in rect: CGRect, insetBy amount: CGFloat) -> Path {
    insetRect(rect, amount).map { path(in: $0) } ?? Path()
  }
}

extension RoundedRectangle: InsettableShape, _RectInsettableShape {
  public func _path(in rect: CGRect, insetBy amount: CGFloat) -> Path {
    let size = CGSize(
      width: insetRadius(cornerSize.width, amount), height: insetRadius(cornerSize.height, amount))
    return insetRect(rect, amount).map { Path(roundedRect: $0, cornerSize: size, style: style) } ?? Path()
  }
}

extension UnevenRoundedRectangle: InsettableShape, _RectInsettableShape {
  public func _path(in rect: CGRect, insetBy amount: CGFloat) -> Path {
    let r = cornerRadii
    let radii = RectangleCornerRadii(
      topLeading: insetRadius(r.topLeading, amount),
      bottomLeading: insetRadius(r.bottomLeading, amount),
      bottomTrailing: insetRadius(r.bottomTrailing, amount),
      topTrailing: insetRadius(r.topTrailing, amount))
    var path = Path()
    if let inset = insetRect(rect, amount) { path.addRoundedRect(in: inset, cornerRadii: radii, style: style) }
    return path
  }
}

extension InsettableShape {
  /// Strokes the outline inset by half the line width, so the whole stroke lies inside the
  /// frame (unlike `stroke`, which overhangs by half the width). `antialiased` is accepted
  /// for source compatibility and ignored: Flipbook always anti-aliases.
  public func strokeBorder<S: ShapeStyle>(
    _ content: S = .foreground, style: StrokeStyle, antialiased: Bool = true
  ) -> some View {
    inset(by: style.lineWidth / 2).stroke(content, style: style)
  }

  /// Strokes the outline inset by half `lineWidth` (points, default 1), inside the frame.
  public func strokeBorder<S: ShapeStyle>(
    _ content: S = .foreground, lineWidth: CGFloat = 1, antialiased: Bool = true
  ) -> some View {
    strokeBorder(content, style: StrokeStyle(lineWidth: lineWidth), antialiased: antialiased)
  }
}
