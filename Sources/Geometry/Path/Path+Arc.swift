import Foundation

// Design note: arcs are cubic Béziers of at most 45° each, built like `addEllipse(in:)`
// (control arms 4/3·tan(θ/4) of the radius, tangent-continuous): a 45° piece strays about
// 4·10⁻⁶ of the radius from the true circle, below the 0.01 px bar for radii up to about
// 2000 px, where a 90° piece (2.7·10⁻⁴) would not be. Rounded rectangles have circular
// (elliptical for unequal radii) corners only; SwiftUI's `.continuous` squircle corners
// belong to whoever builds `RoundedRectangle` and are not approximated here.

extension Path {
  /// Adds a circular arc, SwiftUI style.
  ///
  /// Angles are measured from the positive x axis with y pointing down, so increasing
  /// angles turn clockwise on screen. **`clockwise` keeps SwiftUI's meaning, which is stated
  /// for a y-up frame: in Flipbook's y-down space `clockwise: true` runs towards decreasing
  /// angles, i.e. counter-clockwise on screen, and `clockwise: false` runs clockwise on
  /// screen** (exactly what `addArc` does on iOS).
  ///
  /// A line joins the current point to the arc's start; with no current point the arc starts
  /// a subpath. The sweep is the angle from start to end in the chosen direction, in
  /// 0 ..< 360°; a non-zero difference that is a whole number of turns draws a full circle.
  ///
  /// - Parameters:
  ///   - radius: in points; must be ≥ 0 and finite, otherwise nothing is added.
  ///   - transform: applied to the arc's points (default identity).
  public mutating func addArc(
    center: CGPoint, radius: CGFloat, startAngle: Angle, endAngle: Angle, clockwise: Bool,
    transform: Transform = .identity
  ) {
    let r = Double(radius)
    let a0 = startAngle.radians, a1 = endAngle.radians
    guard r >= 0, r.isFinite, a0.isFinite, a1.isFinite, center.isFinite else { return }
    let difference = clockwise ? a0 - a1 : a1 - a0
    let turn = 2 * Double.pi
    var sweep = difference - turn * (difference / turn).rounded(.down)
    if sweep == 0 && difference != 0 { sweep = turn }
    if clockwise { sweep = -sweep }

    var arc = Path()
    let start = CGPoint(x: center.x + r * cos(a0), y: center.y + r * sin(a0))
    arc.move(to: start)
    arc.appendEllipticalArc(center: center, rx: r, ry: r, from: a0, sweep: sweep)
    let points = arc.applying(transform).elements
    if currentPoint == nil { append(points[0]) }
    else if case .move(let p) = points[0] { addLine(to: p) }
    for element in points.dropFirst() { append(element) }
  }

  /// Adds a closed rectangle with circular (or elliptical) corners.
  ///
  /// `cornerSize` gives the corner radii along x and y, each clamped to half the rectangle's
  /// side. The subpath starts at (maxX, midY), like `addEllipse(in:)`, and runs clockwise on
  /// screen; SwiftUI's own starting point for rounded rectangles is not pinned by any note,
  /// so trims of rounded rectangles may start elsewhere there. Zero radii give `addRect`.
  public mutating func addRoundedRect(
    in rect: CGRect, cornerSize: CGSize, transform: Transform = .identity
  ) {
    let r = rect.standardized
    guard r.minX.isFinite, r.minY.isFinite, r.maxX.isFinite, r.maxY.isFinite else { return }
    let rx = min(max(Double(cornerSize.width), 0), r.width / 2)
    let ry = min(max(Double(cornerSize.height), 0), r.height / 2)
    var shape = Path()
    if !(rx > 0 && ry > 0) {
      shape.addRect(r)
    } else {
      let quarter = Double.pi / 2
      shape.move(to: CGPoint(x: r.maxX, y: r.midY))
      shape.addLine(to: CGPoint(x: r.maxX, y: r.maxY - ry))
      shape.appendEllipticalArc(
        center: CGPoint(x: r.maxX - rx, y: r.maxY - ry), rx: rx, ry: ry, from: 0, sweep: quarter)
      shape.addLine(to: CGPoint(x: r.minX + rx, y: r.maxY))
      shape.appendEllipticalArc(
        center: CGPoint(x: r.minX + rx, y: r.maxY - ry), rx: rx, ry: ry, from: quarter,
        sweep: quarter)
      shape.addLine(to: CGPoint(x: r.minX, y: r.minY + ry))
      shape.appendEllipticalArc(
        center: CGPoint(x: r.minX + rx, y: r.minY + ry), rx: rx, ry: ry, from: 2 * quarter,
        sweep: quarter)
      shape.addLine(to: CGPoint(x: r.maxX - rx, y: r.minY))
      shape.appendEllipticalArc(
        center: CGPoint(x: r.maxX - rx, y: r.minY + ry), rx: rx, ry: ry, from: 3 * quarter,
        sweep: quarter)
      shape.closeSubpath()
    }
    addPath(shape, transform: transform)
  }

  /// Appends cubic arcs of at most 45° each, from angle `a0` through `sweep` radians (signed;
  /// positive is clockwise on screen), assuming the current point is the arc's start.
  private mutating func appendEllipticalArc(
    center c: CGPoint, rx: Double, ry: Double, from a0: Double, sweep: Double
  ) {
    guard sweep != 0 else { return }
    let pieces = max(1, Int((abs(sweep) / (Double.pi / 4) - 1e-9).rounded(.up)))
    let step = sweep / Double(pieces)
    let k = 4.0 / 3.0 * tan(step / 4)
    for i in 0..<pieces {
      let s = a0 + Double(i) * step
      let e = i == pieces - 1 ? a0 + sweep : a0 + Double(i + 1) * step
      let c1 = CGPoint(x: c.x + rx * (cos(s) - k * sin(s)), y: c.y + ry * (sin(s) + k * cos(s)))
      let c2 = CGPoint(x: c.x + rx * (cos(e) + k * sin(e)), y: c.y + ry * (sin(e) - k * cos(e)))
      let p = CGPoint(x: c.x + rx * cos(e), y: c.y + ry * sin(e))
      append(.curve(to: p, control1: c1, control2: c2))
    }
  }
}
