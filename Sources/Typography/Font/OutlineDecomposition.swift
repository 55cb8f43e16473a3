// FreeType outline → `Path`, in font units with y pointing down.
//
// `FT_Outline_Decompose` already resolves TrueType's implied on-curve points, so conic
// segments arrive as quadratic Béziers and CFF segments as cubics; each contour starts with
// a move and is closed here. The y axis is flipped (font units grow upwards, Flipbook's
// downwards), so the baseline is y = 0 and ascenders have negative y.

@_implementationOnly import CFreeType
import Foundation
import Geometry

/// Converts a loaded glyph outline (in font units) to a y-down `Path`.
func decomposeOutline(_ outline: inout FT_Outline) -> Path {
  var builder = OutlineBuilder()
  var funcs = FT_Outline_Funcs(
    move_to: { to, user in
      OutlineBuilder.with(user) { $0.move(to: $0.point(to)) }
    },
    line_to: { to, user in
      OutlineBuilder.with(user) { $0.path.addLine(to: $0.point(to)) }
    },
    conic_to: { control, to, user in
      OutlineBuilder.with(user) { $0.path.addQuadCurve(to: $0.point(to), control: $0.point(control)) }
    },
    cubic_to: { control1, control2, to, user in
      OutlineBuilder.with(user) {
        $0.path.addCurve(to: $0.point(to), control1: $0.point(control1), control2: $0.point(control2))
      }
    },
    shift: 0, delta: 0)
  let error = withUnsafeMutablePointer(to: &builder) { FT_Outline_Decompose(&outline, &funcs, $0) }
  guard error == 0 else { return Path() }
  builder.path.closeSubpath()
  return builder.path
}

private struct OutlineBuilder {
  var path = Path()

  mutating func move(to p: CGPoint) {
    if !path.isEmpty { path.closeSubpath() }
    path.move(to: p)
  }

  func point(_ v: UnsafePointer<FT_Vector>?) -> CGPoint {
    guard let v else { return .zero }
    return CGPoint(x: Double(v.pointee.x), y: -Double(v.pointee.y))
  }

  static func with(_ user: UnsafeMutableRawPointer?, _ body: (inout OutlineBuilder) -> Void) -> Int32 {
    guard let user else { return 1 }
    body(&user.assumingMemoryBound(to: OutlineBuilder.self).pointee)
    return 0
  }
}
