import Foundation
import Geometry

// Design note: `Image(systemName:)` draws from a small built-in set of vector symbols, our
// own drawings (not SF Symbols, whose artwork is Apple's), each designed on a 100 × 100 grid
// (x right, y down) and filled with the nonzero rule in the foreground style. Outline
// symbols are strokes turned into fills by the stroker, so a symbol is always one fillable
// path. The set is what the examples use:
//
//   bell, bell.fill, xmark, heart, heart.fill, play.fill, pause.fill, checkmark, plus,
//   minus, star.fill
//
// Anything else warns and draws nothing. Glyphs of the same weight share one line width
// (10 units for marks, 7 for outlines), so they look like a family.

/// The built-in symbols of `Image(systemName:)`.
enum SystemSymbols {
  /// Every name in the set, sorted.
  static let names: [String] = [
    "bell", "bell.fill", "checkmark", "heart", "heart.fill", "minus", "pause.fill", "play.fill",
    "plus", "star.fill", "xmark",
  ]

  /// The symbol's outline on the 100-unit grid, or `nil` for an unknown name.
  static func path(named name: String) -> Path? {
    switch name {
    case "xmark": return mark([[p(24, 24), p(76, 76)], [p(76, 24), p(24, 76)]])
    case "checkmark": return mark([[p(18, 54), p(40, 76), p(82, 26)]])
    case "plus": return mark([[p(50, 18), p(50, 82)], [p(18, 50), p(82, 50)]])
    case "minus": return mark([[p(18, 50), p(82, 50)]])
    case "heart.fill": return heart
    case "heart": return outline(heart)
    case "bell.fill":
      var path = bellBody
      path.addPath(clapper)
      return path
    case "bell":
      var path = outline(bellBody)
      path.addPath(clapper)
      return path
    case "play.fill":
      return Path { $0.addLines([p(26, 14), p(86, 50), p(26, 86)]); $0.closeSubpath() }
    case "pause.fill":
      var path = Path()
      path.addRoundedRect(in: CGRect(x: 22, y: 14, width: 20, height: 72), cornerSize: CGSize(width: 5, height: 5), style: .circular)
      path.addRoundedRect(in: CGRect(x: 58, y: 14, width: 20, height: 72), cornerSize: CGSize(width: 5, height: 5), style: .circular)
      return path
    case "star.fill": return star
    default: return nil
    }
  }

  private static func p(_ x: Double, _ y: Double) -> CGPoint { CGPoint(x: x, y: y) }

  /// Polylines stroked 10 units wide with round caps and joins.
  private static func mark(_ lines: [[CGPoint]]) -> Path {
    var centre = Path()
    for line in lines { centre.addLines(line) }
    return centre.strokedPath(StrokeStyle(lineWidth: 10, lineCap: .round, lineJoin: .round))
  }

  /// The outline of a filled shape, 7 units wide, centred on its edge.
  private static func outline(_ shape: Path) -> Path {
    shape.strokedPath(StrokeStyle(lineWidth: 7, lineCap: .round, lineJoin: .round))
  }

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
}
