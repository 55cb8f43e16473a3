import Flipbook

/// A still catalogue of shapes and strokes, for golden tests to see every one at once.
///
/// Rows of four 80-point tiles, top to bottom:
/// 1. fills: `Rectangle`, `Circle`, `Ellipse`, `Capsule`;
/// 2. fills: `RoundedRectangle` continuous and circular (radius 24), `UnevenRoundedRectangle`,
///    a custom `Shape` (a heart of two arcs and a point);
/// 3. strokes 6 pt wide, centred on the outline (a hairline shows the frame): rectangle,
///    circle, capsule, continuous rounded rectangle;
/// 4. `strokeBorder` 10 pt wide, inside the frame (same hairline): circle, rounded
///    rectangle, uneven rounded rectangle, ellipse;
/// 5. trims, round caps: a circle 0–0.25 and 0.1–0.8, a rounded rectangle 0–0.6, a
///    capsule 0.3–0.9;
/// 6. fill rules on custom paths: nested squares wound the same way (nonzero fills the
///    middle, even-odd leaves it open), then a pentagram (nonzero fills the pentagon,
///    even-odd leaves it open);
/// 7. joins on a zigzag 12 pt wide: miter, round, bevel, and a sharp miter past its limit
///    (miter limit 2, so it is bevelled); a white hairline shows the centre line;
/// 8. caps on a line 16 pt wide: butt, round, square (the hairline ends where the line
///    does), and a round-capped, round-joined check mark;
/// 9. the first eleven built-in `Image(systemName:)` symbols at 28 pt, then five at 56 pt
///    (`SymbolsGallery` shows them all).
public struct ShapesGallery: View {
  public init() {}

  public static let canvasSize = CGSize(width: 390, height: 900)

  /// The symbols of row 9: the built-in set as it first was, which is what fits the row.
  static let symbolNames = [
    "bell", "bell.fill", "checkmark", "heart", "heart.fill", "minus", "pause.fill", "play.fill",
    "plus", "star.fill", "xmark",
  ]

  public var body: some View {
    ZStack(alignment: .topLeading) {
      Color(.systemGroupedBackground)
      // 1: basic fills.
      tile(0, 0) { Rectangle().fill(.blue) }
      tile(1, 0) { Circle().fill(.orange) }
      tile(2, 0) { Ellipse().fill(.green).frame(width: 80, height: 50) }
      tile(3, 0) { Capsule().fill(.purple).frame(width: 80, height: 40) }
      // 2: rounded fills and a custom shape.
      tile(0, 1) { RoundedRectangle(cornerRadius: 24).fill(.teal) }
      tile(1, 1) { RoundedRectangle(cornerRadius: 24, style: .circular).fill(.teal) }
      tile(2, 1) {
        UnevenRoundedRectangle(topLeadingRadius: 36, bottomLeadingRadius: 0, bottomTrailingRadius: 24, topTrailingRadius: 8)
          .fill(.indigo)
      }
      tile(3, 1) { HeartShape().fill(.red) }
      // 3: centred strokes.
      tile(0, 2) { framed(Rectangle().stroke(.blue, lineWidth: 6)) }
      tile(1, 2) { framed(Circle().stroke(.orange, lineWidth: 6)) }
      tile(2, 2) { framed(Capsule().stroke(.purple, lineWidth: 6).frame(width: 80, height: 40)) }
      tile(3, 2) { framed(RoundedRectangle(cornerRadius: 20).stroke(.teal, lineWidth: 6)) }
      // 4: strokes inside the frame.
      tile(0, 3) { framed(Circle().strokeBorder(.orange, lineWidth: 10)) }
      tile(1, 3) { framed(RoundedRectangle(cornerRadius: 20).strokeBorder(.teal, lineWidth: 10)) }
      tile(2, 3) {
        framed(
          UnevenRoundedRectangle(topLeadingRadius: 36, bottomTrailingRadius: 24, topTrailingRadius: 8)
            .strokeBorder(.indigo, lineWidth: 10))
      }
      tile(3, 3) { framed(Ellipse().strokeBorder(.green, lineWidth: 10).frame(width: 80, height: 50)) }
      // 5: trims.
      tile(0, 4) { Circle().trim(from: 0, to: 0.25).stroke(.blue, style: StrokeStyle(lineWidth: 10, lineCap: .round)) }
      tile(1, 4) { Circle().trim(from: 0.1, to: 0.8).stroke(.orange, style: StrokeStyle(lineWidth: 10, lineCap: .round)) }
      tile(2, 4) {
        RoundedRectangle(cornerRadius: 20).trim(from: 0, to: 0.6)
          .stroke(.teal, style: StrokeStyle(lineWidth: 8, lineCap: .round))
      }
      tile(3, 4) {
        Capsule().trim(from: 0.3, to: 0.9).stroke(.purple, style: StrokeStyle(lineWidth: 8, lineCap: .round))
          .frame(width: 80, height: 40)
      }
      // 6: fill rules.
      tile(0, 5) { NestedSquares().fill(.brown) }
      tile(1, 5) { NestedSquares().fill(.brown, style: FillStyle(eoFill: true)) }
      tile(2, 5) { Pentagram().fill(.yellow) }
      tile(3, 5) { Pentagram().fill(.yellow, style: FillStyle(eoFill: true)) }
      // 7: joins.
      tile(0, 6) { centreLined(Zigzag(), StrokeStyle(lineWidth: 12, lineJoin: .miter)) }
      tile(1, 6) { centreLined(Zigzag(), StrokeStyle(lineWidth: 12, lineJoin: .round)) }
      tile(2, 6) { centreLined(Zigzag(), StrokeStyle(lineWidth: 12, lineJoin: .bevel)) }
      tile(3, 6) { centreLined(Zigzag(sharp: true), StrokeStyle(lineWidth: 12, lineJoin: .miter, miterLimit: 2)) }
      // 8: caps.
      tile(0, 7) { centreLined(Segment(), StrokeStyle(lineWidth: 16, lineCap: .butt)) }
      tile(1, 7) { centreLined(Segment(), StrokeStyle(lineWidth: 16, lineCap: .round)) }
      tile(2, 7) { centreLined(Segment(), StrokeStyle(lineWidth: 16, lineCap: .square)) }
      tile(3, 7) { centreLined(Tick(), StrokeStyle(lineWidth: 14, lineCap: .round, lineJoin: .round)) }
      // 9: symbols.
      HStack(spacing: 6) {
        ForEach(Self.symbolNames, id: \.self) { name in
          Image(systemName: name)
        }
      }
      .font(.system(size: 28))
      .foregroundStyle(.blue)
      .offset(x: 15, y: 8 * 95 + 15)
      HStack(spacing: 14) {
        Image(systemName: "bell.fill").foregroundStyle(.orange)
        Image(systemName: "heart.fill").foregroundStyle(.red)
        Image(systemName: "star.fill").foregroundStyle(.yellow)
        Image(systemName: "checkmark").foregroundStyle(.green)
        Image(systemName: "xmark").foregroundStyle(.gray)
      }
      .font(.system(size: 56))
      .offset(x: 15, y: 8 * 95 + 55)
    }
    .frame(width: Self.canvasSize.width, height: Self.canvasSize.height)
  }

  /// The tile in `column` (0…3) and `row`, 80 points square, 95 points apart.
  func tile<Content: View>(_ column: Int, _ row: Int, @ViewBuilder _ content: () -> Content) -> some View {
    content()
      .frame(width: 80, height: 80)
      .offset(x: 15 + CGFloat(column) * 95, y: 15 + CGFloat(row) * 95)
  }

  /// `content` with a grey hairline around its 80-point frame.
  func framed<Content: View>(_ content: Content) -> some View {
    ZStack {
      Rectangle().stroke(.gray.opacity(0.6), lineWidth: 0.5)
      content
    }
  }

  /// `shape` stroked with `style` in grey, with its centre line as a white hairline on top.
  func centreLined<S: Shape>(_ shape: S, _ style: StrokeStyle) -> some View {
    ZStack {
      shape.stroke(.gray, style: style)
      shape.stroke(.white, lineWidth: 1)
    }
  }
}

/// A heart: two arcs over two curves meeting in a point (a custom `Shape` with
/// `path(in:)`). Each curve leaves the point and meets its arc along the arc's tangent.
struct HeartShape: Shape {
  func path(in rect: CGRect) -> Path {
    func p(_ x: Double, _ y: Double) -> CGPoint { CGPoint(x: rect.minX + rect.width * x, y: rect.minY + rect.height * y) }
    // Arcs of radius 0.23 around (0.28, 0.3) and (0.72, 0.3); the left one starts at 167°,
    // where the tangent (clockwise on screen) is (−sin 167°, cos 167°) ≈ (−0.22, −0.97);
    // the right one ends at 13°, tangent ≈ (−0.22, 0.97).
    let r = 0.23
    var path = Path()
    path.move(to: p(0.5, 0.95))
    path.addCurve(
      to: p(0.28 + r * cos(167 * .pi / 180), 0.3 + r * sin(167 * .pi / 180)),
      control1: p(0.3, 0.78), control2: p(0.1, 0.55))
    path.addArc(
      center: p(0.28, 0.3), radius: rect.width * r, startAngle: .degrees(167), endAngle: .degrees(-20),
      clockwise: false)
    path.addArc(
      center: p(0.72, 0.3), radius: rect.width * r, startAngle: .degrees(200), endAngle: .degrees(13),
      clockwise: false)
    path.addCurve(to: p(0.5, 0.95), control1: p(0.9, 0.55), control2: p(0.7, 0.78))
    path.closeSubpath()
    return path
  }
}

/// Two squares wound the same way, the inner half the size: nonzero fills it all,
/// even-odd leaves the inner square open.
struct NestedSquares: Shape {
  func path(in rect: CGRect) -> Path {
    var path = Path(rect)
    path.addRect(rect.insetBy(dx: rect.width / 4, dy: rect.height / 4))
    return path
  }
}

/// A five-pointed star drawn in one stroke through every second point: its centre pentagon
/// is wound twice, so nonzero fills it and even-odd does not.
struct Pentagram: Shape {
  func path(in rect: CGRect) -> Path {
    let r = min(rect.width, rect.height) / 2
    let points = (0..<5).map { i -> CGPoint in
      let angle = -Double.pi / 2 + Double(i * 2) * 2 * Double.pi / 5
      return CGPoint(x: rect.midX + r * cos(angle), y: rect.midY + r * 1.05 * sin(angle) + r * 0.05)
    }
    var path = Path()
    path.addLines(points)
    path.closeSubpath()
    return path
  }
}

/// An open zigzag with three corners of about 37° and 53°; `sharp` makes the outer
/// two 36° and the middle one 53°, past a miter limit of 2.
struct Zigzag: Shape {
  var sharp = false

  func path(in rect: CGRect) -> Path {
    let inset = sharp ? 0.3 : 0.15
    var path = Path()
    path.addLines([
      CGPoint(x: rect.minX + rect.width * 0.1, y: rect.maxY - rect.height * 0.2),
      CGPoint(x: rect.minX + rect.width * (0.5 - inset), y: rect.minY + rect.height * 0.2),
      CGPoint(x: rect.midX, y: rect.maxY - rect.height * 0.2),
      CGPoint(x: rect.minX + rect.width * (0.5 + inset), y: rect.minY + rect.height * 0.2),
      CGPoint(x: rect.minX + rect.width * 0.9, y: rect.maxY - rect.height * 0.2),
    ])
    return path
  }
}

/// A horizontal line across the middle of the frame, 20 % in from each side.
struct Segment: Shape {
  func path(in rect: CGRect) -> Path {
    var path = Path()
    path.move(to: CGPoint(x: rect.minX + rect.width * 0.2, y: rect.midY))
    path.addLine(to: CGPoint(x: rect.maxX - rect.width * 0.2, y: rect.midY))
    return path
  }
}

/// A check mark: two lines meeting at a right-ish angle.
struct Tick: Shape {
  func path(in rect: CGRect) -> Path {
    var path = Path()
    path.addLines([
      CGPoint(x: rect.minX + rect.width * 0.18, y: rect.minY + rect.height * 0.52),
      CGPoint(x: rect.minX + rect.width * 0.42, y: rect.minY + rect.height * 0.76),
      CGPoint(x: rect.minX + rect.width * 0.84, y: rect.minY + rect.height * 0.26),
    ])
    return path
  }
}
