import Foundation

// Design note: rounded rectangles with SwiftUI's two corner styles and per-corner radii.
//
// `.circular` corners are quarter ellipses (quarter circles for equal radii), cubic pieces of
// at most 45° like every arc in Geometry.
//
// `.continuous` corners imitate Apple's "squircle-like" corner. Apple does not publish its
// curve; the widely described reconstruction (PaintCode's study of iOS 7 icons) notes that a
// continuous corner leaves the straight edge about 1.528665 · r from the corner instead of
// r, and that curvature grows gradually from 0 instead of jumping to 1/r. We build such a
// corner ourselves, with the "corner smoothing" construction design tools use, and choose
// the smoothing ξ = 0.528665 so the extent matches Apple's 1.528665 · r:
//
// In a corner frame with the corner at the origin, the edges on the positive axes and the
// circle of radius r centred at (r, r):
// - a circular arc of radius r spans 90°·(1 − ξ), centred on the diagonal;
// - on each side a cubic joins the edge point (p, 0), p = (1 + ξ)·r, to the arc's end d.
//   Its first three control points lie on the edge (so curvature is 0 where it leaves the
//   edge), its third lies on the arc's tangent at d (tangent continuity), and the second is
//   placed so the cubic's curvature at d is exactly 1/r. The corner is therefore G2 (no jump
//   in curvature anywhere), which is what makes the continuous style look smooth.
// This is an approximation of Apple's corner, not a copy: Apple's middle section is not an
// exact arc and its control points differ by a few hundredths of r. Within the circular
// corner of radius r, outside the circular corner of radius p (both pinned by tests).
//
// Clamping (what SwiftUI does visibly): a radius is clamped to half the shorter side. When
// the continuous extent p would pass the middle of a side, the smoothing shrinks until it
// fits, reaching a plain circular arc at r = half the side, so a square with a radius of half
// its side is a circle and a capsule stays a capsule. Negative, NaN and infinite radii are
// 0; a rect with a non-finite coordinate adds nothing. Each subpath starts at (maxX, midY),
// the 3 o'clock point like `addEllipse(in:)`, and runs clockwise on screen, whatever the radii
// (so a trim does not jump when a radius animates to 0).

/// How the corners of a rounded rectangle are shaped: SwiftUI's `RoundedCornerStyle`.
public enum RoundedCornerStyle: Hashable, Sendable {
  /// Quarter circles (quarter ellipses for unequal width and height).
  case circular
  /// Apple's smooth corner: curvature grows gradually from the straight edge (see the design
  /// note in `Path+RoundedRect.swift` for the curve used). SwiftUI's default.
  case continuous
}

/// The radius of each corner of a rectangle, in points: SwiftUI's `RectangleCornerRadii`.
/// Leading is the left side and trailing the right (left-to-right layout).
public struct RectangleCornerRadii: Hashable, Sendable {
  public var topLeading: CGFloat
  public var bottomLeading: CGFloat
  public var bottomTrailing: CGFloat
  public var topTrailing: CGFloat

  /// All radii default to 0.
  public init(
    topLeading: CGFloat = 0, bottomLeading: CGFloat = 0, bottomTrailing: CGFloat = 0,
    topTrailing: CGFloat = 0
  ) {
    self.topLeading = topLeading
    self.bottomLeading = bottomLeading
    self.bottomTrailing = bottomTrailing
    self.topTrailing = topTrailing
  }
}

extension Path {
  /// A closed rounded rectangle with equal corners; `style` defaults to `.continuous` as in
  /// SwiftUI. See `addRoundedRect(in:cornerSize:style:transform:)`.
  public init(roundedRect rect: CGRect, cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
    self.init()
    addRoundedRect(in: rect, cornerSize: CGSize(width: cornerRadius, height: cornerRadius), style: style)
  }

  /// A closed rounded rectangle with elliptical corners of `cornerSize` (x and y radii).
  public init(roundedRect rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
    self.init()
    addRoundedRect(in: rect, cornerSize: cornerSize, style: style)
  }

  /// Adds a closed rounded rectangle whose four corners have radii `cornerSize` (x and y,
  /// points), in `style`. Starts at (maxX, midY), clockwise on screen; see the file's design
  /// note for the continuous curve and for clamping.
  public mutating func addRoundedRect(
    in rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle, transform: Transform = .identity
  ) {
    let corner = CornerRadius(x: Double(cornerSize.width), y: Double(cornerSize.height))
    addRoundedRect(in: rect, corners: [corner, corner, corner, corner], style: style, transform: transform)
  }

  /// Adds a closed rectangle with a circular corner of its own radius at each corner (points),
  /// in `style` (default `.continuous`, as SwiftUI). Starts at (maxX, midY), clockwise on
  /// screen; each radius is clamped to half the shorter side.
  public mutating func addRoundedRect(
    in rect: CGRect, cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = .continuous,
    transform: Transform = .identity
  ) {
    let r = cornerRadii
    let corners = [r.bottomTrailing, r.bottomLeading, r.topLeading, r.topTrailing].map {
      CornerRadius(x: Double($0), y: Double($0))
    }
    addRoundedRect(in: rect, corners: corners, style: style, transform: transform)
  }

  /// `corners` in drawing order: bottom trailing, bottom leading, top leading, top trailing.
  private mutating func addRoundedRect(
    in rect: CGRect, corners: [CornerRadius], style: RoundedCornerStyle, transform: Transform
  ) {
    let r = rect.standardized
    guard r.minX.isFinite, r.minY.isFinite, r.maxX.isFinite, r.maxY.isFinite else { return }
    let halfW = r.width / 2, halfH = r.height / 2
    // Corner points, and the unit directions back along the edge arriving at the corner (u)
    // and along the edge leaving it (v), walking clockwise on screen from (maxX, midY).
    let geometry: [(corner: CGPoint, u: CGPoint, v: CGPoint)] = [
      (CGPoint(x: r.maxX, y: r.maxY), CGPoint(x: 0, y: -1), CGPoint(x: -1, y: 0)),
      (CGPoint(x: r.minX, y: r.maxY), CGPoint(x: 1, y: 0), CGPoint(x: 0, y: -1)),
      (CGPoint(x: r.minX, y: r.minY), CGPoint(x: 0, y: 1), CGPoint(x: 1, y: 0)),
      (CGPoint(x: r.maxX, y: r.minY), CGPoint(x: -1, y: 0), CGPoint(x: 0, y: 1)),
    ]
    var shape = Path()
    shape.move(to: CGPoint(x: r.maxX, y: r.midY))
    for (index, (corner, u, v)) in geometry.enumerated() {
      // u runs vertically at the corners 0 and 2, horizontally at 1 and 3.
      let (limitU, limitV) = index % 2 == 0 ? (halfH, halfW) : (halfW, halfH)
      let radius = corners[index].clamped(halfWidth: halfW, halfHeight: halfH)
      let (ru, rv) = index % 2 == 0 ? (radius.y, radius.x) : (radius.x, radius.y)
      guard ru > 0, rv > 0 else {
        shape.addLineIfMoving(to: corner)
        continue
      }
      var smoothing = 0.0
      if style == .continuous {
        // Largest smoothing whose extent (1 + ξ)·r stays within half of both sides.
        smoothing = min(SmoothCorner.appleSmoothing, limitU / ru - 1, limitV / rv - 1)
      }
      let unit = SmoothCorner(smoothing: smoothing)
      func map(_ p: CGPoint) -> CGPoint {
        CGPoint(
          x: corner.x + p.x * ru * u.x + p.y * rv * v.x,
          y: corner.y + p.x * ru * u.y + p.y * rv * v.y)
      }
      shape.addLineIfMoving(to: map(CGPoint(x: unit.extent, y: 0)))
      for piece in unit.pieces {
        shape.append(.curve(to: map(piece.to), control1: map(piece.control1), control2: map(piece.control2)))
      }
    }
    shape.addLineIfMoving(to: CGPoint(x: r.maxX, y: r.midY))
    shape.closeSubpath()
    addPath(shape, transform: transform)
  }

  /// Adds a line unless the current point is already `point`.
  private mutating func addLineIfMoving(to point: CGPoint) {
    if currentPoint != point { addLine(to: point) }
  }
}

/// A corner's radii along x and y, in points, cleaned of NaN and negatives.
private struct CornerRadius {
  var x: Double
  var y: Double

  /// The radii made finite, ≥ 0 and at most half the side they run along. A circular
  /// corner (equal radii) stays circular, clamped to half the shorter side, so an oversized
  /// `cornerRadius` gives a capsule; an elliptical one is clamped per axis. An elliptical
  /// corner with one zero radius is square.
  func clamped(halfWidth: Double, halfHeight: Double) -> CornerRadius {
    func clean(_ value: Double, _ limit: Double) -> Double {
      guard value > 0, limit > 0 else { return 0 }  // also catches NaN
      return min(value, limit)
    }
    if x == y {
      let r = clean(x, min(halfWidth, halfHeight))
      return CornerRadius(x: r, y: r)
    }
    return CornerRadius(x: clean(x, halfWidth), y: clean(y, halfHeight))
  }
}

/// A unit smooth corner (radius 1) in the corner frame of the design note: it runs from
/// (extent, 0) on the first edge to (0, extent) on the second, bulging towards the origin.
package struct SmoothCorner {
  /// One cubic piece: its end and control points (the start is the previous end).
  package struct Piece {
    package var control1: CGPoint
    package var control2: CGPoint
    package var to: CGPoint
  }

  /// The smoothing ξ that makes the extent Apple's 1.528665 · r.
  package static let appleSmoothing = 0.528665

  /// Where the corner leaves each edge, in radii from the corner: 1 + ξ.
  package let extent: Double
  /// The cubics from (extent, 0) to (0, extent).
  package let pieces: [Piece]

  /// - Parameter smoothing: ξ in 0…1 (clamped; NaN is 0). 0 gives a quarter circle.
  package init(smoothing: Double) {
    let xi = smoothing > 0 ? min(smoothing, 1) : 0
    extent = 1 + xi
    let center = CGPoint(x: 1, y: 1)
    // Angles are measured at the centre from +x towards +y; the corner apex is at 225°.
    let beta = xi * Double.pi / 4  // how far the arc's end turns away from the edge
    let arcStart = 1.5 * Double.pi - beta
    let arcEnd = Double.pi + beta
    var pieces: [Piece] = []
    var lead: Piece?
    if beta > 1e-9 {
      // Transition cubic: P0 = (p, 0), P1 and P2 on the edge, P3 = d on the circle.
      let d = CGPoint(x: center.x + cos(arcStart), y: center.y + sin(arcStart))
      // Tangent at d, walking towards the apex (decreasing angle): (sin a, −cos a).
      let tangent = CGPoint(x: sin(arcStart), y: -cos(arcStart))
      // P2 = d − s·tangent on the edge line y = 0.
      let s = d.y / sin(beta)
      let p2x = d.x - s * tangent.x
      // Curvature at the end of a cubic: (2/3)·h / |P3 − P2|², h the distance of P1 from
      // the line P2P3 = (P1.x − P2.x)·sin β. Setting it to 1 (the unit circle's) gives:
      let p1x = min(p2x + 3 * s * s / (2 * sin(beta)), extent)
      lead = Piece(control1: CGPoint(x: p1x, y: 0), control2: CGPoint(x: p2x, y: 0), to: d)
      pieces.append(lead!)
    }
    pieces += Self.arc(center: center, from: arcStart, to: arcEnd)
    if let lead {
      // The mirror image of the lead-in across the diagonal, walked backwards.
      func mirror(_ p: CGPoint) -> CGPoint { CGPoint(x: p.y, y: p.x) }
      pieces.append(Piece(
        control1: mirror(lead.control2), control2: mirror(lead.control1),
        to: CGPoint(x: 0, y: extent)))
    }
    self.pieces = pieces
  }

  /// A unit-circle arc from angle `a0` to `a1` (radians, either direction) as cubics of at
  /// most 45° with 4/3·tan(θ/4) control arms.
  private static func arc(center c: CGPoint, from a0: Double, to a1: Double) -> [Piece] {
    let sweep = a1 - a0
    guard abs(sweep) > 1e-12 else { return [] }
    let count = max(1, Int((abs(sweep) / (Double.pi / 4) - 1e-9).rounded(.up)))
    let step = sweep / Double(count)
    let k = 4.0 / 3.0 * tan(step / 4)
    return (0..<count).map { i in
      let s = a0 + Double(i) * step
      let e = a0 + Double(i + 1) * step
      return Piece(
        control1: CGPoint(x: c.x + cos(s) - k * sin(s), y: c.y + sin(s) + k * cos(s)),
        control2: CGPoint(x: c.x + cos(e) + k * sin(e), y: c.y + sin(e) - k * cos(e)),
        to: CGPoint(x: c.x + cos(e), y: c.y + sin(e)))
    }
  }
}
