import Foundation
import Testing
import Geometry
import Drawing
@testable import Raster

@Suite struct CoverageTests {
  struct Circle: CustomStringConvertible, Sendable {
    var cx: Double, cy: Double, r: Double
    var description: String { "r=\(r) at (\(cx), \(cy))" }
  }

  @Test(arguments: [
    Circle(cx: 8.37, cy: 9.71, r: 3.3),
    Circle(cx: 25.21, cy: 24.63, r: 17.5),
    Circle(cx: 130.4, cy: 129.55, r: 120.25),
  ])
  func filledCircleMatchesSupersampledArea(_ circle: Circle) {
    let size = Int((circle.cx + circle.r + 3).rounded(.up))
    var pixmap = Pixmap(width: size, height: size)
    let rect = CGRect(x: circle.cx - circle.r, y: circle.cy - circle.r, width: 2 * circle.r, height: 2 * circle.r)
    pixmap.fill(Path(ellipseIn: rect), paint: .opaqueWhite)

    let expected = Reference.coverageMap(width: size, height: size) { x, y in
      ((x - circle.cx) * (x - circle.cx) + (y - circle.cy) * (y - circle.cy)).squareRoot() - circle.r
    }
    let result = Reference.compare(alphaOf: pixmap, with: expected)
    #expect(result.maxError <= 4, "max error \(result.maxError)/255")
    #expect(result.meanError <= 0.5, "mean error \(result.meanError)/255 over \(result.edgePixels) edge pixels")
    let area = Double.pi * circle.r * circle.r
    #expect(abs(result.renderedTotal - area) / area <= 0.005, "total \(result.renderedTotal) vs πr² \(area)")
  }

  /// Rows y = 1…4 overlap the rectangle by 0.25, 1, 1, 0.125; columns x = 2…5 by
  /// 0.75, 1, 1, 0.75. Each pixel's coverage is the product, rounded to 1/255.
  static let fractionalRect = CGRect(x: 2.25, y: 1.75, width: 3.5, height: 2.375)
  static let rowOverlap: [Int: Double] = [1: 0.25, 2: 1, 3: 1, 4: 0.125]
  static let columnOverlap: [Int: Double] = [2: 0.75, 3: 1, 4: 1, 5: 0.75]

  static func expectOverlapAreas(_ pixmap: Pixmap) {
    for y in 0..<pixmap.height {
      for x in 0..<pixmap.width {
        let area = (rowOverlap[y] ?? 0) * (columnOverlap[x] ?? 0)
        let expected = UInt8((area * 255).rounded())
        #expect(pixmap[x, y].w == expected, "pixel (\(x), \(y)): area \(area)")
      }
    }
  }

  @Test func fractionalRectangleCoversExactOverlapAreas() {
    var pixmap = Pixmap(width: 8, height: 7)
    pixmap.fill(Path(Self.fractionalRect), paint: .opaqueBlack)
    Self.expectOverlapAreas(pixmap)
  }

  @Test func rectangleWithExtraVertexCoversExactOverlapAreasThroughAccumulator() {
    // A collinear midpoint on the top edge keeps the path off the rectangle fast path.
    let r = Self.fractionalRect
    var path = Path()
    path.addLines([
      CGPoint(x: r.minX, y: r.minY), CGPoint(x: 4.1, y: r.minY), CGPoint(x: r.maxX, y: r.minY),
      CGPoint(x: r.maxX, y: r.maxY), CGPoint(x: r.minX, y: r.maxY),
    ])
    path.closeSubpath()
    var pixmap = Pixmap(width: 8, height: 7)
    pixmap.fill(path, paint: .opaqueBlack)
    Self.expectOverlapAreas(pixmap)
  }

  @Test func rotatedSquareConservesArea() {
    // A 20 px square turned by 30°: its area is 400 px² whatever the rotation.
    let square = Path(CGRect(x: -10, y: -10, width: 20, height: 20))
    let transform = Transform(rotation: .degrees(30)).concatenating(Transform(translationX: 20.3, y: 19.8))
    var pixmap = Pixmap(width: 40, height: 40)
    pixmap.fill(square, paint: .opaqueBlack, transform: transform)
    let total = pixmap.data.enumerated().reduce(0.0) { $0 + ($1.offset % 4 == 3 ? Double($1.element) / 255 : 0) }
    #expect(abs(total - 400) < 0.2, "total coverage \(total)")
  }

  @Test func nestedSameDirectionSquaresFillUnderNonZeroAndHollowUnderEvenOdd() {
    var path = Path(CGRect(x: 2, y: 2, width: 20, height: 20))
    path.addRect(CGRect(x: 8, y: 8, width: 8, height: 8))
    var nonZero = Pixmap(width: 24, height: 24)
    nonZero.fill(path, rule: .nonZero, paint: .opaqueBlack)
    var evenOdd = Pixmap(width: 24, height: 24)
    evenOdd.fill(path, rule: .evenOdd, paint: .opaqueBlack)
    #expect(nonZero.alpha(12, 12) == 1)
    #expect(evenOdd.alpha(12, 12) == 0)
    #expect(nonZero.alpha(4, 12) == 1 && evenOdd.alpha(4, 12) == 1)
    #expect(nonZero.alpha(0, 0) == 0 && evenOdd.alpha(0, 0) == 0)
  }

  @Test func evenOddCountsOnlyTheOddPartOfAPixel() {
    // Inner square edge at x = 8.25: pixel 8 is ¼ outer only (odd), ¾ both (even).
    var path = Path(CGRect(x: 2, y: 2, width: 20, height: 20))
    path.addRect(CGRect(x: 8.25, y: 8, width: 8, height: 8))
    var evenOdd = Pixmap(width: 24, height: 24)
    evenOdd.fill(path, rule: .evenOdd, paint: .opaqueBlack)
    #expect(evenOdd[8, 12].w == UInt8((0.25 * 255).rounded()))
  }
}

@Suite struct StrokeCoverageTests {
  @Test func roundCappedLineMatchesSupersampledCapsule() {
    let (a, b, h) = (CGPoint(x: 10.3, y: 20.7), CGPoint(x: 50.2, y: 35.1), 4.5)
    var path = Path()
    path.move(to: a)
    path.addLine(to: b)
    var pixmap = Pixmap(width: 64, height: 48)
    pixmap.stroke(path, style: StrokeStyle(lineWidth: 2 * h, lineCap: .round), paint: .opaqueBlack)

    let expected = Reference.coverageMap(width: 64, height: 48) { x, y in
      let (dx, dy) = (b.x - a.x, b.y - a.y)
      let t = min(max(((x - a.x) * dx + (y - a.y) * dy) / (dx * dx + dy * dy), 0), 1)
      let (px, py) = (a.x + t * dx - x, a.y + t * dy - y)
      return (px * px + py * py).squareRoot() - h
    }
    let result = Reference.compare(alphaOf: pixmap, with: expected)
    #expect(result.maxError <= 4, "max error \(result.maxError)/255")
    #expect(result.meanError <= 0.5, "mean error \(result.meanError)/255")
  }

  @Test func roundCappedArcMatchesSupersampledArcBand() {
    // A 250° arc of radius 30 around (40.4, 39.6), from -90° clockwise (y down), 6 px wide.
    let (cx, cy, r, h) = (40.4, 39.6, 30.0, 3.0)
    let start = -Double.pi / 2, sweep = 250 * Double.pi / 180
    var path = Path()
    let pieces = 4
    let step = sweep / Double(pieces)
    let k = 4.0 / 3.0 * tan(step / 4)
    path.move(to: CGPoint(x: cx + r * cos(start), y: cy + r * sin(start)))
    for i in 0..<pieces {
      let (a0, a1) = (start + Double(i) * step, start + Double(i + 1) * step)
      path.addCurve(
        to: CGPoint(x: cx + r * cos(a1), y: cy + r * sin(a1)),
        control1: CGPoint(x: cx + r * (cos(a0) - k * sin(a0)), y: cy + r * (sin(a0) + k * cos(a0))),
        control2: CGPoint(x: cx + r * (cos(a1) + k * sin(a1)), y: cy + r * (sin(a1) - k * cos(a1))))
    }
    var pixmap = Pixmap(width: 80, height: 80)
    pixmap.stroke(path, style: StrokeStyle(lineWidth: 2 * h, lineCap: .round), paint: .opaqueBlack)

    let ends = [start, start + sweep].map { CGPoint(x: cx + r * cos($0), y: cy + r * sin($0)) }
    let expected = Reference.coverageMap(width: 80, height: 80) { x, y in
      var angle = atan2(y - cy, x - cx) - start
      angle -= 2 * .pi * (angle / (2 * .pi)).rounded(.down)
      if angle <= sweep { return abs(((x - cx) * (x - cx) + (y - cy) * (y - cy)).squareRoot() - r) - h }
      return ends.map { ((x - $0.x) * (x - $0.x) + (y - $0.y) * (y - $0.y)).squareRoot() }.min()! - h
    }
    let result = Reference.compare(alphaOf: pixmap, with: expected)
    #expect(result.maxError <= 4, "max error \(result.maxError)/255")
    #expect(result.meanError <= 0.5, "mean error \(result.meanError)/255")
  }

  @Test func strokeWidthScalesWithTransform() {
    // A 2-point-wide horizontal line at y = 5 pt, drawn at scale 3, covers rows 12…17.
    var path = Path()
    path.move(to: CGPoint(x: 1, y: 5))
    path.addLine(to: CGPoint(x: 9, y: 5))
    var pixmap = Pixmap(width: 30, height: 30)
    pixmap.stroke(path, style: StrokeStyle(lineWidth: 2), paint: .opaqueBlack, transform: Transform(scaleX: 3, y: 3))
    #expect(pixmap.alpha(15, 11) == 0)
    #expect((12...17).allSatisfy { pixmap.alpha(15, $0) == 1 })
    #expect(pixmap.alpha(15, 18) == 0)
    #expect(pixmap.alpha(2, 15) == 0 && pixmap.alpha(3, 15) == 1)  // butt cap at x = 3 px
  }
}

@Suite struct DegenerateGeometryTests {
  @Test func emptyPathDrawsNothing() {
    var pixmap = Pixmap(width: 10, height: 10)
    pixmap.fill(Path(), paint: .opaqueBlack)
    pixmap.stroke(Path(), style: StrokeStyle(lineWidth: 3, lineCap: .round), paint: .opaqueBlack)
    #expect(pixmap.isBlank)
  }

  @Test func pathWithNaNPointDrawsNothing() {
    var path = Path(CGRect(x: 1, y: 1, width: 5, height: 5))
    path.addLine(to: CGPoint(x: Double.nan, y: 3))
    path.addLine(to: CGPoint(x: 2, y: Double.infinity))
    var pixmap = Pixmap(width: 10, height: 10)
    pixmap.fill(path, paint: .opaqueBlack)
    pixmap.stroke(path, style: StrokeStyle(lineWidth: 2), paint: .opaqueBlack)
    #expect(pixmap.isBlank)
  }

  @Test func nanTransformDrawsNothing() {
    var pixmap = Pixmap(width: 10, height: 10)
    let t = Transform(a: .nan, b: 0, c: 0, d: 1, tx: 0, ty: 0)
    pixmap.fill(Path(ellipseIn: CGRect(x: 1, y: 1, width: 5, height: 5)), paint: .opaqueBlack, transform: t)
    #expect(pixmap.isBlank)
  }

  @Test func shapeFarOffCanvasAtHugeCoordinatesDrawsNothing() {
    var pixmap = Pixmap(width: 10, height: 10)
    pixmap.fill(Path(ellipseIn: CGRect(x: 1e12, y: 1e12, width: 1e12, height: 3)), paint: .opaqueBlack)
    pixmap.stroke(
      Path(ellipseIn: CGRect(x: -1e12, y: 5e11, width: 1e12, height: 1e12)),
      style: StrokeStyle(lineWidth: 4), paint: .opaqueBlack)
    #expect(pixmap.isBlank)
  }

  @Test func hugeCircleCrossingCanvasCoversItsSide() {
    // A circle of radius 1e12 whose rightmost point is (50, 0): locally the line x = 50.
    var pixmap = Pixmap(width: 100, height: 100)
    pixmap.fill(Path(ellipseIn: CGRect(x: 50 - 2e12, y: -1e12, width: 2e12, height: 2e12)), paint: .opaqueBlack)
    #expect(pixmap.alpha(10, 10) == 1)
    #expect(pixmap.alpha(90, 10) == 0)
  }

  @Test func hugeTriangleIsClippedToItsPartOfTheCanvas() {
    // Corners 1e12 px away; inside the canvas it is the half-plane below the diagonal y = x,
    // so diagonal pixels are half covered.
    var path = Path()
    path.addLines([CGPoint(x: -1e12, y: -1e12), CGPoint(x: 1e12, y: 1e12), CGPoint(x: -1e12, y: 1e12)])
    path.closeSubpath()
    var pixmap = Pixmap(width: 20, height: 20)
    pixmap.fill(path, paint: .opaqueBlack)
    #expect(pixmap.alpha(2, 15) == 1)
    #expect(pixmap.alpha(15, 2) == 0)
    #expect((0..<20).allSatisfy { abs(Double(pixmap[$0, $0].w) - 127.5) <= 1 })
  }

  @Test func zeroSizePixmapAcceptsDrawing() {
    var pixmap = Pixmap(width: 0, height: 0)
    pixmap.fill(Path(CGRect(x: 0, y: 0, width: 5, height: 5)), paint: .opaqueBlack)
    pixmap.stroke(Path(ellipseIn: CGRect(x: 0, y: 0, width: 5, height: 5)), style: StrokeStyle(lineWidth: 2), paint: .opaqueBlack)
    pixmap.fill(color: .white)
    #expect(pixmap.data.isEmpty)
  }

  @Test func zeroWidthStrokeDrawsNothing() {
    var pixmap = Pixmap(width: 10, height: 10)
    pixmap.stroke(Path(ellipseIn: CGRect(x: 1, y: 1, width: 8, height: 8)), style: StrokeStyle(lineWidth: 0), paint: .opaqueBlack)
    #expect(pixmap.isBlank)
  }
}
