import Drawing
import Flipbook
import Testing

// Shapes are checked on their paths with plain geometry (distances to a centre, tangent
// points one radius from a corner); pixel checks of strokeBorder live in ScenesTests.

/// End points of every element.
private func points(_ path: Path) -> [CGPoint] {
  path.elements.compactMap { element in
    switch element {
    case .move(let p), .line(let p), .quadCurve(let p, _), .curve(let p, _, _): return p
    case .closeSubpath: return nil
    }
  }
}

private struct Triangle: Shape {
  func path(in rect: CGRect) -> Path {
    Path { path in
      path.move(to: CGPoint(x: rect.midX, y: rect.minY))
      path.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
      path.addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
      path.closeSubpath()
    }
  }
}

@Suite struct RoundedShapeTests {
  @Test func capsuleIsACircleWhenSquare() {
    for style in [RoundedCornerStyle.circular, .continuous] {
      let path = Capsule(style: style).path(in: CGRect(x: 0, y: 0, width: 80, height: 80))
      for p in points(path) {
        #expect(abs(hypot(p.x - 40, p.y - 40) - 40) < 1e-9, "\(style): \(p)")
      }
    }
  }

  @Test func capsuleEndsAreHalfCirclesOfHalfTheShorterSide() {
    let path = Capsule().path(in: CGRect(x: 0, y: 0, width: 200, height: 60))
    for p in points(path) where p.x < 30 || p.x > 170 {
      let centre = CGPoint(x: p.x < 30 ? 30 : 170, y: 30)
      #expect(abs(hypot(p.x - centre.x, p.y - centre.y) - 30) < 1e-9, "\(p)")
    }
    #expect(points(path).contains { close($0.x, 30) && close($0.y, 0) })
  }

  @Test func roundedRectangleDefaultsToContinuousCorners() {
    let rect = CGRect(x: 0, y: 0, width: 100, height: 100)
    #expect(RoundedRectangle(cornerRadius: 10).style == .continuous)
    #expect(RoundedRectangle(cornerRadius: 10).path(in: rect)
      == Path(roundedRect: rect, cornerRadius: 10, style: .continuous))
    #expect(RoundedRectangle(cornerRadius: 10).path(in: rect)
      != RoundedRectangle(cornerRadius: 10, style: .circular).path(in: rect))
  }

  @Test func unevenRoundedRectangleWithEqualRadiiIsARoundedRectangle() {
    let rect = CGRect(x: 5, y: 5, width: 90, height: 50)
    let uneven = UnevenRoundedRectangle(
      topLeadingRadius: 12, bottomLeadingRadius: 12, bottomTrailingRadius: 12, topTrailingRadius: 12)
    #expect(uneven.path(in: rect) == RoundedRectangle(cornerRadius: 12).path(in: rect))
  }

  @Test func unevenRoundedRectangleRoundsOnlyTheNamedCorner() {
    let path = UnevenRoundedRectangle(topLeadingRadius: 20, style: .circular)
      .path(in: CGRect(x: 0, y: 0, width: 100, height: 100))
    let ps = points(path)
    for corner in [CGPoint(x: 100, y: 0), CGPoint(x: 100, y: 100), CGPoint(x: 0, y: 100)] {
      #expect(ps.contains(corner), "square corner \(corner)")
    }
    #expect(!ps.contains(CGPoint(x: 0, y: 0)))
    #expect(ps.contains { close($0.x, 20) && close($0.y, 0) })
    #expect(ps.contains { close($0.x, 0) && close($0.y, 20) })
  }

  @Test func insetRoundedRectangleShrinksFrameAndRadius() {
    let rect = CGRect(x: 0, y: 0, width: 100, height: 80)
    let inset = RoundedRectangle(cornerRadius: 20, style: .circular).inset(by: 5).path(in: rect)
    // Inset by 5: the rect (5, 5, 90, 70) with radius 15.
    #expect(inset == Path(roundedRect: CGRect(x: 5, y: 5, width: 90, height: 70), cornerRadius: 15, style: .circular))
  }

  @Test func insetsAddUp() {
    let rect = CGRect(x: 0, y: 0, width: 50, height: 50)
    #expect(Circle().inset(by: 2).inset(by: 3).path(in: rect) == Circle().inset(by: 5).path(in: rect))
  }

  @Test func insetPastTheMiddleOrByNaNDrawsNothing() {
    // 40 × 20: an inset of 11 passes the middle of the short side (Core Graphics: null rect).
    let rect = CGRect(x: 0, y: 0, width: 40, height: 20)
    for amount in [11.0, 30.0, CGFloat.nan] {
      #expect(Rectangle().inset(by: amount).path(in: rect).isEmpty, "inset \(amount)")
      #expect(RoundedRectangle(cornerRadius: 5).inset(by: amount).path(in: rect).isEmpty, "inset \(amount)")
      #expect(Capsule().inset(by: amount).path(in: rect).isEmpty, "inset \(amount)")
    }
    // Exactly half the short side leaves a line, still inside the frame.
    #expect(Rectangle().inset(by: 10).path(in: rect).boundingRect == CGRect(x: 10, y: 10, width: 20, height: 0))
  }

  @Test func strokeBorderStaysInsideTheFrame() {
    let runtime = SceneRuntime(
      RoundedRectangle(cornerRadius: 12).strokeBorder(Paints.a, lineWidth: 6).frame(width: 80, height: 50),
      canvasSize: CGSize(width: 100, height: 100))
    let list = runtime.displayList(at: 0)
    guard case .stroke(let path, let style, _, let transform)? = list.items(painted: Paints.aRGB).first else {
      Issue.record("no stroke drawn: \(list.items)")
      return
    }
    #expect(style.lineWidth == 6)
    // The frame is centred on the canvas: (10, 25, 80, 50). Stroke centre line 3 inside it.
    let centreLine = path.applying(transform).boundingRect
    #expect(close(centreLine, CGRect(x: 13, y: 28, width: 74, height: 44)))
  }

  @Test func customShapeDrawsItsPathInItsFrame() {
    let runtime = SceneRuntime(
      Triangle().fill(Paints.b).frame(width: 40, height: 30), canvasSize: CGSize(width: 100, height: 100))
    let list = runtime.displayList(at: 0)
    let item = list.items(painted: Paints.bRGB).first
    #expect(item.map { close($0.canvasBounds, CGRect(x: 30, y: 35, width: 40, height: 30)) } == true)
    guard case .fill(let path, _, _, _)? = item else { return }
    #expect(path.elements.first == .move(to: CGPoint(x: 20, y: 0)))
  }

  @Test func trimOfRoundedRectangleStartsAtThreeOClock() {
    let rect = CGRect(x: 0, y: 0, width: 100, height: 60)
    let trimmed = RoundedRectangle(cornerRadius: 10).trim(from: 0, to: 0.02).path(in: rect)
    #expect(trimmed.elements.first == .move(to: CGPoint(x: 100, y: 30)))
    // Clockwise on screen from 3 o'clock: 2 % of the ≈ 300-point outline runs 6 points down
    // the trailing edge, whose straight part is 30 − 1.53 · 10 ≈ 14.7 points long.
    #expect(points(trimmed).last.map { $0.x == 100 && $0.y > 30 } == true)
  }

  @Test func roundedRectangleCornerSizeAnimates() {
    var shape = RoundedRectangle(cornerRadius: 4)
    shape.animatableData = AnimatablePair(CGFloat(9), CGFloat(7))
    #expect(shape.cornerSize == CGSize(width: 9, height: 7))
  }
}
