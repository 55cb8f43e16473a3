import Foundation

/// An outline made of straight and curved segments, with SwiftUI's `Path` API.
///
/// A path is a value: a flat list of ``Element``s in user space. Subpaths start with
/// `move(to:)`; a segment added without a current point starts a subpath at its own start.
/// Everything that turns a path into something else (flattening, measuring, trimming,
/// stroking) lives in extensions beside this file and never touches pixels.
public struct Path: Equatable, Sendable {
  /// One drawing command.
  public enum Element: Equatable, Sendable {
    case move(to: CGPoint)
    case line(to: CGPoint)
    case quadCurve(to: CGPoint, control: CGPoint)
    case curve(to: CGPoint, control1: CGPoint, control2: CGPoint)
    case closeSubpath
  }

  /// The commands, in order.
  public private(set) var elements: [Element] = []

  public init() {}

  public init(_ rect: CGRect) { addRect(rect) }

  public init(ellipseIn rect: CGRect) { addEllipse(in: rect) }

  /// Builds a path by calling `build` on an empty one.
  public init(_ build: (inout Path) -> Void) { build(&self) }

  public var isEmpty: Bool { elements.isEmpty }

  /// The end point of the last segment, or `nil` for an empty path.
  public var currentPoint: CGPoint? {
    var start: CGPoint?
    var current: CGPoint?
    for element in elements {
      switch element {
      case .move(let p): (start, current) = (p, p)
      case .line(let p), .quadCurve(let p, _), .curve(let p, _, _): current = p
      case .closeSubpath: current = start
      }
    }
    return current
  }

  // MARK: Building

  public mutating func move(to point: CGPoint) { elements.append(.move(to: point)) }

  public mutating func addLine(to point: CGPoint) {
    ensureSubpath()
    elements.append(.line(to: point))
  }

  public mutating func addQuadCurve(to point: CGPoint, control: CGPoint) {
    ensureSubpath()
    elements.append(.quadCurve(to: point, control: control))
  }

  public mutating func addCurve(to point: CGPoint, control1: CGPoint, control2: CGPoint) {
    ensureSubpath()
    elements.append(.curve(to: point, control1: control1, control2: control2))
  }

  public mutating func closeSubpath() {
    guard let last = elements.last, last != .closeSubpath else { return }
    elements.append(.closeSubpath)
  }

  public mutating func addLines(_ points: [CGPoint]) {
    guard let first = points.first else { return }
    move(to: first)
    for p in points.dropFirst() { addLine(to: p) }
  }

  /// Adds a closed rectangle, starting at its minimum corner and running clockwise on screen.
  public mutating func addRect(_ rect: CGRect) {
    let r = rect.standardized
    move(to: CGPoint(x: r.minX, y: r.minY))
    addLine(to: CGPoint(x: r.maxX, y: r.minY))
    addLine(to: CGPoint(x: r.maxX, y: r.maxY))
    addLine(to: CGPoint(x: r.minX, y: r.maxY))
    closeSubpath()
  }

  /// Adds the ellipse inscribed in `rect` as a closed subpath.
  ///
  /// Like Core Graphics, it starts at (maxX, midY), the 3 o'clock position, and runs
  /// clockwise on screen (increasing angle with y down), so `trim(from: 0, to: t)` grows
  /// clockwise from 3 o'clock. It is built from eight 45° cubic arcs: the radial error of
  /// a 45° cubic is about 4·10⁻⁶ of the radius, under 0.005 px for radii up to 1000 px.
  public mutating func addEllipse(in rect: CGRect) {
    let r = rect.standardized
    let (cx, cy, rx, ry) = (r.midX, r.midY, r.width / 2, r.height / 2)
    let segments = 8
    let step = 2 * Double.pi / Double(segments)
    let k = 4.0 / 3.0 * tan(step / 4)
    func point(_ angle: Double) -> CGPoint {
      CGPoint(x: cx + rx * cos(angle), y: cy + ry * sin(angle))
    }
    move(to: point(0))
    for i in 0..<segments {
      let a0 = Double(i) * step
      let a1 = Double(i + 1) * step
      let c1 = CGPoint(x: cx + rx * (cos(a0) - k * sin(a0)), y: cy + ry * (sin(a0) + k * cos(a0)))
      let c2 = CGPoint(x: cx + rx * (cos(a1) + k * sin(a1)), y: cy + ry * (sin(a1) - k * cos(a1)))
      addCurve(to: i == segments - 1 ? point(0) : point(a1), control1: c1, control2: c2)
    }
    closeSubpath()
  }

  /// Appends every element of `other`.
  public mutating func addPath(_ other: Path, transform: Transform = .identity) {
    elements.append(contentsOf: other.applying(transform).elements)
  }

  /// Appends one element exactly as given, with no implicit subpath start; for the module's
  /// own producers (trimming, stroking) that always begin with a `move`.
  package mutating func append(_ element: Element) { elements.append(element) }

  private mutating func ensureSubpath() {
    if elements.isEmpty { elements.append(.move(to: .zero)) }
    else if elements.last == .closeSubpath, let p = currentPoint {
      elements.append(.move(to: p))
    }
  }

  // MARK: Reading

  /// Calls `body` with each element in order.
  public func forEach(_ body: (Element) -> Void) { elements.forEach(body) }

  /// The smallest rectangle holding every point and control point; `.null` when empty.
  public var boundingRect: CGRect {
    var minX = Double.infinity, minY = Double.infinity
    var maxX = -Double.infinity, maxY = -Double.infinity
    func include(_ p: CGPoint) {
      minX = min(minX, p.x); minY = min(minY, p.y)
      maxX = max(maxX, p.x); maxY = max(maxY, p.y)
    }
    for element in elements {
      switch element {
      case .move(let p), .line(let p): include(p)
      case .quadCurve(let p, let c): include(p); include(c)
      case .curve(let p, let c1, let c2): include(p); include(c1); include(c2)
      case .closeSubpath: break
      }
    }
    guard minX <= maxX else { return .null }
    return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
  }

  /// This path with every point transformed.
  public func applying(_ t: Transform) -> Path {
    if t.isIdentity { return self }
    var out = Path()
    out.elements = elements.map { element in
      switch element {
      case .move(let p): return .move(to: t.apply(p))
      case .line(let p): return .line(to: t.apply(p))
      case .quadCurve(let p, let c): return .quadCurve(to: t.apply(p), control: t.apply(c))
      case .curve(let p, let c1, let c2):
        return .curve(to: t.apply(p), control1: t.apply(c1), control2: t.apply(c2))
      case .closeSubpath: return .closeSubpath
      }
    }
    return out
  }
}
