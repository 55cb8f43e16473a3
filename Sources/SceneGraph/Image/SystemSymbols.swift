import Foundation
import Geometry

// Design note: `Image(systemName:)` draws from a small built-in set of vector symbols, our
// own drawings (not SF Symbols, whose artwork is Apple's), each designed on a 100 × 100 grid
// (x right, y down) and filled with the nonzero rule in the foreground style. Outline
// symbols are strokes turned into fills by the stroker, so a symbol is always one fillable
// path. The set is what the examples and common app screens use:
//
//   arrow.clockwise, bell, bell.fill, bookmark, bookmark.fill, checkmark,
//   checkmark.circle, checkmark.circle.fill, chevron.down, chevron.left, chevron.right,
//   chevron.up, circle, circle.fill, ellipsis, gearshape, heart, heart.circle.fill,
//   heart.fill, house, house.fill, magnifyingglass, minus, moon.fill, pause.circle,
//   pause.circle.fill, pause.fill, person, person.crop.circle, person.fill, play.circle,
//   play.circle.fill, play.fill, plus, plus.circle, plus.circle.fill, square.and.arrow.up,
//   square.and.pencil, star, star.fill, stop.fill, sun.max.fill, timer, trash, xmark,
//   xmark.circle, xmark.circle.fill
//
// Glyphs of the same weight share one line width (10 units for marks, 7 for outlines), so
// they look like a family. A `.fill` variant that shows a mark inside a solid shape (the
// filled circles, the house's door) carries the mark as a separate `knockout` path that is
// erased from the fill when drawn, so that crossing strokes, whose windings add up, still
// cut one clean hole; even-odd filling would fill them in again where they cross.
//
// A name outside the set warns and draws `placeholder`, a box with a diagonal, so that a
// missing symbol shows where it is and keeps its size.

/// One built-in symbol on the 100-unit grid.
struct SystemSymbol: Equatable {
  /// The ink, filled with the nonzero rule.
  let path: Path
  /// What is cut out of `path` (filled with the nonzero rule and erased), if anything.
  var knockout: Path? = nil
}

/// The built-in symbols of `Image(systemName:)`.
enum SystemSymbols {
  /// Every name in the set, sorted.
  static let names: [String] = [
    "arrow.clockwise", "bell", "bell.fill", "bookmark", "bookmark.fill", "checkmark",
    "checkmark.circle", "checkmark.circle.fill", "chevron.down", "chevron.left", "chevron.right",
    "chevron.up", "circle", "circle.fill", "ellipsis", "gearshape", "heart", "heart.circle.fill",
    "heart.fill", "house", "house.fill", "magnifyingglass", "minus", "moon.fill", "pause.circle",
    "pause.circle.fill", "pause.fill", "person", "person.crop.circle", "person.fill", "play.circle",
    "play.circle.fill", "play.fill", "plus", "plus.circle", "plus.circle.fill", "square.and.arrow.up",
    "square.and.pencil", "star", "star.fill", "stop.fill", "sun.max.fill", "timer", "trash", "xmark",
    "xmark.circle", "xmark.circle.fill",
  ]

  /// The symbol called `name`, or `nil` for a name outside the set.
  static func symbol(named name: String) -> SystemSymbol? {
    switch name {
    // Marks.
    case "xmark": return SystemSymbol(path: mark([[p(24, 24), p(76, 76)], [p(76, 24), p(24, 76)]]))
    case "checkmark": return SystemSymbol(path: mark([[p(18, 54), p(40, 76), p(82, 26)]]))
    case "plus": return SystemSymbol(path: mark([[p(50, 18), p(50, 82)], [p(18, 50), p(82, 50)]]))
    case "minus": return SystemSymbol(path: mark([[p(18, 50), p(82, 50)]]))
    case "chevron.right": return SystemSymbol(path: mark([[p(36, 14), p(68, 50), p(36, 86)]]))
    case "chevron.left": return SystemSymbol(path: mark([[p(64, 14), p(32, 50), p(64, 86)]]))
    case "chevron.down": return SystemSymbol(path: mark([[p(14, 34), p(50, 66), p(86, 34)]]))
    case "chevron.up": return SystemSymbol(path: mark([[p(14, 66), p(50, 34), p(86, 66)]]))
    case "ellipsis":
      var path = Path()
      for x in [20.0, 50, 80] { path.addEllipse(in: CGRect(x: x - 8, y: 42, width: 16, height: 16)) }
      return SystemSymbol(path: path)
    case "arrow.clockwise": return SystemSymbol(path: arrowClockwise)
    case "magnifyingglass": return SystemSymbol(path: magnifyingGlass)
    // Shapes and their outlines.
    case "heart.fill": return SystemSymbol(path: heart)
    case "heart": return SystemSymbol(path: outline(heart))
    case "star.fill": return SystemSymbol(path: star)
    case "star": return SystemSymbol(path: outline(star))
    case "bookmark.fill": return SystemSymbol(path: bookmark)
    case "bookmark": return SystemSymbol(path: outline(bookmark))
    case "bell.fill":
      var path = bellBody
      path.addPath(clapper)
      return SystemSymbol(path: path)
    case "bell":
      var path = outline(bellBody)
      path.addPath(clapper)
      return SystemSymbol(path: path)
    case "play.fill":
      return SystemSymbol(path: Path { $0.addLines([p(26, 14), p(86, 50), p(26, 86)]); $0.closeSubpath() })
    case "stop.fill":
      return SystemSymbol(path: Path(roundedRect: CGRect(x: 18, y: 18, width: 64, height: 64), cornerRadius: 10, style: .circular))
    case "pause.fill":
      var path = Path()
      path.addRoundedRect(in: CGRect(x: 22, y: 14, width: 20, height: 72), cornerSize: CGSize(width: 5, height: 5), style: .circular)
      path.addRoundedRect(in: CGRect(x: 58, y: 14, width: 20, height: 72), cornerSize: CGSize(width: 5, height: 5), style: .circular)
      return SystemSymbol(path: path)
    case "house.fill":
      return SystemSymbol(path: house, knockout: Path(roundedRect: CGRect(x: 42, y: 62, width: 16, height: 30), cornerRadius: 3, style: .circular))
    case "house":
      var path = outline(house)
      path.addPath(outline(Path(roundedRect: CGRect(x: 42, y: 62, width: 16, height: 30), cornerRadius: 3, style: .circular)))
      return SystemSymbol(path: path)
    case "person.fill": return SystemSymbol(path: person)
    case "person": return SystemSymbol(path: outline(person))
    case "moon.fill": return SystemSymbol(path: crescent)
    case "sun.max.fill": return SystemSymbol(path: sun)
    case "gearshape": return SystemSymbol(path: gear)
    case "trash": return SystemSymbol(path: trash)
    case "square.and.arrow.up": return SystemSymbol(path: share)
    case "square.and.pencil": return SystemSymbol(path: compose)
    case "timer": return SystemSymbol(path: timer)
    // Circles.
    case "circle": return SystemSymbol(path: ring)
    case "circle.fill": return SystemSymbol(path: disc)
    case "plus.circle": return SystemSymbol(path: ring + smallPlus)
    case "plus.circle.fill": return SystemSymbol(path: disc, knockout: smallPlus)
    case "checkmark.circle": return SystemSymbol(path: ring + smallCheckmark)
    case "checkmark.circle.fill": return SystemSymbol(path: disc, knockout: smallCheckmark)
    case "xmark.circle": return SystemSymbol(path: ring + smallXmark)
    case "xmark.circle.fill": return SystemSymbol(path: disc, knockout: smallXmark)
    case "heart.circle.fill":
      return SystemSymbol(path: disc, knockout: heart.applying(scale(0.5, about: p(50, 51))))
    case "play.circle.fill": return SystemSymbol(path: disc, knockout: smallPlay)
    case "play.circle": return SystemSymbol(path: ring + smallPlay)
    case "pause.circle.fill": return SystemSymbol(path: disc, knockout: smallPause)
    case "pause.circle": return SystemSymbol(path: ring + smallPause)
    case "person.crop.circle": return SystemSymbol(path: ring + personInRing)
    default: return nil
    }
  }

  /// What an unknown name draws: a rounded box with a diagonal from its bottom-leading to its
  /// top-trailing corner, in the outline weight. The box's centre line runs at 12…88 with
  /// 14-unit corners, so the ink spans 8.5…91.5; the diagonal ends where the corner arcs
  /// cross it (14·(1 − cos 45°) in from each side of the box).
  static let placeholder: SystemSymbol = {
    let inset = 12 + 14 * (1 - cos(Double.pi / 4))
    var centre = Path(roundedRect: CGRect(x: 12, y: 12, width: 76, height: 76), cornerRadius: 14, style: .circular)
    centre.addLines([p(inset, 100 - inset), p(100 - inset, inset)])
    return SystemSymbol(path: outline(centre))
  }()

  // MARK: Building blocks

  private static func p(_ x: Double, _ y: Double) -> CGPoint { CGPoint(x: x, y: y) }

  /// Polylines stroked 10 units wide with round caps and joins.
  private static func mark(_ lines: [[CGPoint]]) -> Path {
    var centre = Path()
    for line in lines { centre.addLines(line) }
    return mark(centre)
  }

  /// A centre line stroked 10 units wide with round caps and joins.
  private static func mark(_ centre: Path) -> Path {
    centre.strokedPath(StrokeStyle(lineWidth: 10, lineCap: .round, lineJoin: .round))
  }

  /// The outline of a filled shape (or any centre line), 7 units wide, centred on its edge.
  private static func outline(_ shape: Path) -> Path {
    shape.strokedPath(StrokeStyle(lineWidth: 7, lineCap: .round, lineJoin: .round))
  }

  /// Polylines in the outline weight.
  private static func outline(_ lines: [[CGPoint]]) -> Path {
    var centre = Path()
    for line in lines { centre.addLines(line) }
    return outline(centre)
  }

  /// Scales by `factor` about `centre`.
  private static func scale(_ factor: Double, about centre: CGPoint) -> Transform {
    Transform(translationX: -centre.x, y: -centre.y)
      .concatenating(Transform(scaleX: factor, y: factor))
      .concatenating(Transform(translationX: centre.x, y: centre.y))
  }

  private static func circle(_ centre: CGPoint, _ radius: Double) -> Path {
    Path(ellipseIn: CGRect(x: centre.x - radius, y: centre.y - radius, width: 2 * radius, height: 2 * radius))
  }

  // MARK: Circles

  /// A circle outline of radius 43 about the centre: ink from 3.5 to 96.5.
  private static let ring = outline(circle(p(50, 50), 43))
  /// The filled circle as wide as `ring`: radius 46.5.
  private static let disc = circle(p(50, 50), 46.5)
  /// Marks sized to sit inside `ring` (its inner edge is at radius 39.5).
  private static let smallPlus = mark([[p(50, 28), p(50, 72)], [p(28, 50), p(72, 50)]])
  private static let smallCheckmark = mark([[p(30, 52), p(44, 66), p(70, 36)]])
  private static let smallXmark = mark([[p(34, 34), p(66, 66)], [p(66, 34), p(34, 66)]])
  private static let smallPlay = Path { $0.addLines([p(40, 30), p(72, 50), p(40, 70)]); $0.closeSubpath() }
  /// Two bars, 10 wide and 40 tall, 8 apart, centred in the circle.
  private static let smallPause = Path { path in
    path.addRoundedRect(in: CGRect(x: 36, y: 30, width: 10, height: 40), cornerSize: CGSize(width: 3, height: 3), style: .circular)
    path.addRoundedRect(in: CGRect(x: 54, y: 30, width: 10, height: 40), cornerSize: CGSize(width: 3, height: 3), style: .circular)
  }

  /// A head and shoulders inside `ring`: the shoulders are cut off by a circle of radius 40
  /// (just over the ring's inner edge, so they meet it without a gap). They run the same
  /// way round as the ring's outer edge, so that the band where they overlap keeps a
  /// winding of 2 instead of cancelling to a seam.
  private static let personInRing: Path = {
    var path = circle(p(50, 38), 14)
    let left = Angle(degrees: 130), right = Angle(degrees: 50)
    let start = p(50 + 40 * cos(right.radians), 50 + 40 * sin(right.radians))
    path.move(to: start)
    path.addCurve(to: p(50, 60), control1: p(70, 68), control2: p(62, 60))
    path.addCurve(to: p(50 + 40 * cos(left.radians), 50 + 40 * sin(left.radians)), control1: p(38, 60), control2: p(30, 68))
    // Back along the bottom of the circle: from 130° through 90° to 50°, anticlockwise on
    // screen.
    path.addArc(center: p(50, 50), radius: 40, startAngle: left, endAngle: right, clockwise: true)
    path.closeSubpath()
    return path
  }()

  // MARK: Shapes

  /// Two lobes meeting in a dip at (50, 28) and a point at (50, 88).
  private static let heart = Path { path in
    path.move(to: p(50, 88))
    path.addCurve(to: p(8, 36), control1: p(22, 66), control2: p(8, 52))
    path.addCurve(to: p(29, 14), control1: p(8, 22), control2: p(17, 14))
    path.addCurve(to: p(50, 28), control1: p(40, 14), control2: p(47, 21))
    path.addCurve(to: p(71, 14), control1: p(53, 21), control2: p(60, 14))
    path.addCurve(to: p(92, 36), control1: p(83, 14), control2: p(92, 22))
    path.addCurve(to: p(50, 88), control1: p(92, 52), control2: p(78, 66))
    path.closeSubpath()
  }

  /// A dome on straight sides that flare into a flat rim at y = 76.
  private static let bellBody = Path { path in
    path.move(to: p(50, 12))
    path.addCurve(to: p(76, 42), control1: p(66, 12), control2: p(76, 24))
    path.addLine(to: p(76, 58))
    path.addCurve(to: p(88, 72), control1: p(76, 66), control2: p(88, 68))
    path.addLine(to: p(88, 76))
    path.addLine(to: p(12, 76))
    path.addLine(to: p(12, 72))
    path.addCurve(to: p(24, 58), control1: p(12, 68), control2: p(24, 66))
    path.addLine(to: p(24, 42))
    path.addCurve(to: p(50, 12), control1: p(24, 24), control2: p(34, 12))
    path.closeSubpath()
  }

  /// The clapper under the rim, clear of it (the outline's stroke reaches y = 79.5).
  private static let clapper = Path(ellipseIn: CGRect(x: 43, y: 81, width: 14, height: 14))

  /// A five-pointed star, point up, outer radius 44 around (50, 52), inner radius of a
  /// regular star (outer · sin 18° / sin 126°).
  private static let star = Path { path in
    let outer = 44.0, inner = 44.0 * sin(Double.pi / 10) / sin(7 * Double.pi / 10)
    let points = (0..<10).map { i -> CGPoint in
      let angle = -Double.pi / 2 + Double(i) * Double.pi / 5
      let r = i % 2 == 0 ? outer : inner
      return p(50 + r * cos(angle), 52 + r * sin(angle))
    }
    path.addLines(points)
    path.closeSubpath()
  }

  /// A ribbon 48 wide hanging from y = 10, with a notch up to y = 70 between its tails.
  private static let bookmark = Path { path in
    path.addLines([p(26, 10), p(74, 10), p(74, 90), p(50, 70), p(26, 90)])
    path.closeSubpath()
  }

  /// A gabled house with eaves; `house.fill` cuts a door out of it.
  private static let house = Path { path in
    path.addLines([p(50, 10), p(92, 48), p(80, 48), p(80, 88), p(20, 88), p(20, 48), p(8, 48)])
    path.closeSubpath()
  }

  /// A head (radius 18) over a dome of shoulders with a flat base.
  private static let person: Path = {
    var path = circle(p(50, 28), 18)
    path.move(to: p(16, 90))
    path.addCurve(to: p(50, 54), control1: p(16, 66), control2: p(30, 54))
    path.addCurve(to: p(84, 90), control1: p(70, 54), control2: p(84, 66))
    path.closeSubpath()
    return path
  }()

  /// A crescent opening to the top trailing side: the disc of radius 40 about (46, 54)
  /// without the disc of radius 32 about (72, 30).
  private static let crescent: Path = {
    let (c1, r1) = (p(46, 54), 40.0)
    let (c2, r2) = (p(72, 30), 32.0)
    // The circles' crossing points, from the chord's distance `a` along c1 → c2.
    let dx = c2.x - c1.x, dy = c2.y - c1.y
    let d = hypot(dx, dy)
    let a = (r1 * r1 - r2 * r2 + d * d) / (2 * d), h = (r1 * r1 - a * a).squareRoot()
    let mid = p(c1.x + a * dx / d, c1.y + a * dy / d)
    let q1 = p(mid.x + h * dy / d, mid.y - h * dx / d)
    let q2 = p(mid.x - h * dy / d, mid.y + h * dx / d)
    let angle = { (c: CGPoint, q: CGPoint) in Angle(radians: atan2(q.y - c.y, q.x - c.x)) }
    var path = Path()
    // q1 lies clockwise on screen before q2 as seen from c1 … the long way round c1 runs
    // away from c2, and the way back along c2 runs inside c1.
    path.addArc(center: c1, radius: r1, startAngle: angle(c1, q2), endAngle: angle(c1, q1), clockwise: false)
    path.addArc(center: c2, radius: r2, startAngle: angle(c2, q1), endAngle: angle(c2, q2), clockwise: true)
    path.closeSubpath()
    return path
  }()

  /// A disc of radius 22 with eight rays from radius 32 to 44 in the outline weight.
  private static let sun: Path = {
    var path = circle(p(50, 50), 22)
    var rays = Path()
    for k in 0..<8 {
      let t = Double(k) * Double.pi / 4
      rays.addLines([p(50 + 32 * cos(t), 50 + 32 * sin(t)), p(50 + 44 * cos(t), 50 + 44 * sin(t))])
    }
    path.addPath(outline(rays))
    return path
  }()

  /// The outline of an eight-toothed gear (teeth to radius 42, roots at 32) around the
  /// outline of a hole of radius 12.
  private static let gear: Path = {
    var rim = Path()
    var points: [CGPoint] = []
    for k in 0..<8 {
      let t = Double(k) * 45
      for (r, dt) in [(32.0, -16.0), (42, -8), (42, 8), (32, 16)] {
        let angle = (t + dt) * Double.pi / 180
        points.append(p(50 + r * cos(angle), 50 + r * sin(angle)))
      }
    }
    rim.addLines(points)
    rim.closeSubpath()
    rim.addPath(circle(p(50, 50), 12))
    return outline(rim)
  }()

  /// A ring of radius 27 about (42, 42) and a handle from its rim down to (84, 84).
  private static let magnifyingGlass: Path = {
    var centre = circle(p(42, 42), 27)
    let rim = 42 + 27 * cos(Double.pi / 4)
    centre.addLines([p(rim, rim), p(84, 84)])
    return mark(centre)
  }()

  /// An arc of radius 32 about (50, 52) from the top round the left, bottom and right to
  /// 30° short of the top, with an arrowhead at the top pointing right.
  private static let arrowClockwise: Path = {
    var centre = Path()
    centre.addArc(center: p(50, 52), radius: 32, startAngle: .degrees(-90), endAngle: .degrees(-30), clockwise: true)
    centre.addLines([p(42, 10), p(53, 20), p(42, 30)])
    return mark(centre)
  }()

  /// A lid with a handle over a tapering bin with two slots, all in the outline weight.
  private static let trash = outline([
    [p(14, 24), p(86, 24)], [p(38, 24), p(38, 13), p(62, 13), p(62, 24)],
    [p(22, 24), p(28, 86), p(72, 86), p(78, 24)], [p(42, 38), p(42, 72)], [p(58, 38), p(58, 72)],
  ])

  /// A tray open at the top with an arrow rising out of it.
  private static let share = outline([
    [p(36, 40), p(20, 40), p(20, 88), p(80, 88), p(80, 40), p(64, 40)],
    [p(50, 10), p(50, 60)], [p(34, 26), p(50, 10), p(66, 26)],
  ])

  /// A square open at its top trailing corner, and a pencil writing into it from there.
  private static let compose: Path = {
    var path = outline([[p(56, 20), p(20, 20), p(20, 82), p(82, 82), p(82, 46)]])
    // The pencil runs up and to the right from its tip at (40, 62), 12 wide, 50 long.
    let along = p(1 / 2.0.squareRoot(), -1 / 2.0.squareRoot()), across = p(along.y * -1, along.x)
    let at = { (s: Double, w: Double) in p(40 + s * along.x + w * across.x, 62 + s * along.y + w * across.y) }
    path.addLines([at(0, 0), at(10, 6), at(50, 6), at(50, -6), at(10, -6)])
    path.closeSubpath()
    return path
  }()

  /// A dial of radius 40 about (50, 52) open at the top, a stem down into the opening and a
  /// hand from the centre towards the upper right, in the outline weight.
  private static let timer: Path = {
    var centre = Path()
    centre.addArc(center: p(50, 52), radius: 40, startAngle: .degrees(-70), endAngle: .degrees(-110), clockwise: false)
    centre.addLines([p(50, 12), p(50, 28)])
    centre.addLines([p(50, 52), p(67, 35)])
    return outline(centre)
  }()
}

extension Path {
  /// Both paths' subpaths in one path.
  fileprivate static func + (lhs: Path, rhs: Path) -> Path {
    var path = lhs
    path.addPath(rhs)
    return path
  }
}

/// Variants of SF Symbols a view asks for with `.symbolVariant(_:)`. Flipbook's set has filled
/// forms only, so `.fill` (alone or combined) is the one that changes what is drawn.
public struct SymbolVariants: Hashable, Sendable {
  let fills: Bool

  public static let none = SymbolVariants(fills: false)
  public static let fill = SymbolVariants(fills: true)
  public static let circle = SymbolVariants(fills: false)
  public static let square = SymbolVariants(fills: false)
  public static let rectangle = SymbolVariants(fills: false)
  public static let slash = SymbolVariants(fills: false)

  /// The variant with `.fill` added (the shape variants are not drawn).
  public var fill: SymbolVariants { SymbolVariants(fills: true) }
  public var circle: SymbolVariants { self }
  public var square: SymbolVariants { self }
  public var rectangle: SymbolVariants { self }
  public var slash: SymbolVariants { self }
}

private struct SymbolVariantFillKey: EnvironmentKey { static let defaultValue = false }

extension EnvironmentValues {
  /// Whether symbols draw their filled form (`.symbolVariant(.fill)`).
  var symbolVariantFill: Bool {
    get { self[SymbolVariantFillKey.self] }
    set { self[SymbolVariantFillKey.self] = newValue }
  }
}

extension View {
  /// Draws the symbols in this view in `variant` (the filled form for `.fill`).
  public func symbolVariant(_ variant: SymbolVariants) -> some View {
    modifier(_EnvironmentModifier { $0.symbolVariantFill = variant.fills })
  }
}

/// How a symbol's layers are coloured. Flipbook's built-in symbols have one layer, so every
/// mode draws them in the foreground style (`.multicolor` included).
public struct SymbolRenderingMode: Hashable, Sendable {
  let name: String
  public static let monochrome = SymbolRenderingMode(name: "monochrome")
  public static let multicolor = SymbolRenderingMode(name: "multicolor")
  public static let hierarchical = SymbolRenderingMode(name: "hierarchical")
  public static let palette = SymbolRenderingMode(name: "palette")
}

extension View {
  /// Colours the symbols in this view by `mode` (one layer each here: see `SymbolRenderingMode`).
  public func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> some View { self }
}
