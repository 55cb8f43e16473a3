import Foundation
import Testing
import Geometry
import Drawing
@testable import Raster

/// Expected colours come from the bilinear formula
/// `c = (1−u)(1−v)·c₀₀ + u(1−v)·c₁₀ + (1−u)v·c₀₁ + uv·c₁₁` evaluated here at pixel centres,
/// from a uniform Catmull–Rom segment worked by hand, or from the mesh points themselves.
@Suite struct MeshGradientTests {
  static let red = RGBAColor(red: 1, green: 0, blue: 0)
  static let green = RGBAColor(red: 0, green: 1, blue: 0)
  static let blue = RGBAColor(red: 0, green: 0, blue: 1)

  /// A `width × height` pixmap with a rectangle covering it filled with `mesh`.
  static func filled(
    _ mesh: ResolvedMeshGradient, width: Int, height: Int, transform: Transform = .identity,
    opacity: Double = 1
  ) -> Pixmap {
    var pixmap = Pixmap(width: width, height: height)
    let local = transform.inverted()!
    let corners = [
      CGPoint(x: 0, y: 0), CGPoint(x: width, y: 0), CGPoint(x: width, y: height), CGPoint(x: 0, y: height),
    ].map { local.apply($0) }
    let path = Path { p in
      p.move(to: corners[0])
      for c in corners.dropFirst() { p.addLine(to: c) }
      p.closeSubpath()
    }
    pixmap.fill(path, paint: Paint(.meshGradient(mesh), opacity: opacity), transform: transform)
    return pixmap
  }

  /// A regular grid of `columns × rows` points spanning (0, 0)…(w, h).
  static func grid(columns: Int, rows: Int, w: Double, h: Double) -> [CGPoint] {
    (0..<rows).flatMap { j in
      (0..<columns).map { i in
        CGPoint(x: w * Double(i) / Double(columns - 1), y: h * Double(j) / Double(rows - 1))
      }
    }
  }

  /// Whether the 8-bit `pixel` is a correct rounding of the opaque colour `exact` (0…1 each).
  static func rounds(_ pixel: SIMD4<UInt8>, _ exact: RGBAColor) -> Bool {
    let e = [exact.red, exact.green, exact.blue, exact.alpha].map { $0 * 255 }
    let p = [pixel.x, pixel.y, pixel.z, pixel.w].map(Double.init)
    return zip(p, e).allSatisfy { abs($0 - $1) <= 0.5 + 1e-3 }
  }

  static func bilinear(
    _ c00: RGBAColor, _ c10: RGBAColor, _ c01: RGBAColor, _ c11: RGBAColor, u: Double, v: Double
  ) -> RGBAColor {
    func mix(_ k: KeyPath<RGBAColor, Double>) -> Double {
      (1 - u) * (1 - v) * c00[keyPath: k] + u * (1 - v) * c10[keyPath: k]
        + (1 - u) * v * c01[keyPath: k] + u * v * c11[keyPath: k]
    }
    return RGBAColor(red: mix(\.red), green: mix(\.green), blue: mix(\.blue), alpha: mix(\.alpha))
  }

  @Test func twoByTwoMeshOnTheCornersIsABilinearBlend() {
    // Corners red, green (top right), blue (bottom left), white; smoothsColors on (default).
    let colors = [Self.red, Self.green, Self.blue, RGBAColor.white]
    let mesh = ResolvedMeshGradient(
      width: 2, height: 2, points: Self.grid(columns: 2, rows: 2, w: 10, h: 10), colors: colors)
    let pixmap = Self.filled(mesh, width: 10, height: 10)
    // By hand at pixel (2, 7): u = 0.25, v = 0.75 → red .75·.25 + .25·.75 = .375 (95.6),
    // green u = .25 (63.75), blue v = .75 (191.25).
    #expect(pixmap[2, 7] == SIMD4(96, 64, 191, 255))
    for y in 0..<10 {
      for x in 0..<10 {
        let (u, v) = ((Double(x) + 0.5) / 10, (Double(y) + 0.5) / 10)
        let exact = Self.bilinear(colors[0], colors[1], colors[2], colors[3], u: u, v: v)
        #expect(Self.rounds(pixmap[x, y], exact), "pixel \(x), \(y): \(pixmap[x, y])")
      }
    }
  }

  @Test func threeByThreeGridWithoutSmoothingIsBilinearPerCell() {
    let colors = [
      Self.red, Self.green, Self.blue,
      RGBAColor.white, RGBAColor.black, RGBAColor(red: 1, green: 1, blue: 0),
      RGBAColor(red: 0, green: 1, blue: 1), RGBAColor(red: 0.5, green: 0.2, blue: 0.9), Self.red,
    ]
    let mesh = ResolvedMeshGradient(
      width: 3, height: 3, points: Self.grid(columns: 3, rows: 3, w: 12, h: 12), colors: colors,
      smoothsColors: false)
    let pixmap = Self.filled(mesh, width: 12, height: 12)
    for y in 0..<12 {
      for x in 0..<12 {
        let (i, j) = (x / 6, y / 6)
        let (u, v) = ((Double(x) + 0.5 - Double(6 * i)) / 6, (Double(y) + 0.5 - Double(6 * j)) / 6)
        let exact = Self.bilinear(
          colors[j * 3 + i], colors[j * 3 + i + 1], colors[j * 3 + i + 3], colors[j * 3 + i + 4],
          u: u, v: v)
        #expect(Self.rounds(pixmap[x, y], exact), "pixel \(x), \(y): \(pixmap[x, y])")
      }
    }
  }

  @Test func smoothColorsFollowACatmullRomSplineAcrossCells() {
    // Grey 0, 1, 0 across three columns (the same in both rows). Halfway through the first
    // cell the controls are 2·0 − 1 = −1 (extended edge), 0, 1, 0 with weights
    // (−1/16, 9/16, 9/16, −1/16): 1/16 + 9/16 = 0.625 → 159.4; bilinear would give 0.5.
    let colors = [RGBAColor.black, .white, .black, .black, .white, .black]
    let mesh = ResolvedMeshGradient(
      width: 3, height: 2, points: Self.grid(columns: 3, rows: 2, w: 10, h: 4), colors: colors)
    let pixmap = Self.filled(mesh, width: 10, height: 4)
    #expect(pixmap[2, 1] == SIMD4(159, 159, 159, 255))
  }

  @Test func theColourFollowsAMovedInteriorPoint() {
    // 3 × 3 mesh over 100 × 100 px, all blue but a red centre point. Before the move, pixel
    // (30, 40) sits at s = 0.61, t = 0.81 of the top-left patch, where the red channel is the
    // product of two Catmull–Rom segments over (−1, 0, 1, 0): f(u) = u + u² − u³, so
    // 255·f(0.61)·f(0.81) ≈ 180. Moving the red point onto that pixel's centre makes it red.
    var colors = [RGBAColor](repeating: Self.blue, count: 9)
    colors[4] = Self.red
    var points = Self.grid(columns: 3, rows: 3, w: 100, h: 100)
    let before = Self.filled(
      ResolvedMeshGradient(width: 3, height: 3, points: points, colors: colors), width: 100, height: 100)
    func f(_ u: Double) -> Double { u + u * u - u * u * u }
    #expect(abs(Double(before[30, 40].x) - 255 * f(0.61) * f(0.81)) <= 0.5 + 1e-3, "\(before[30, 40])")

    points[4] = CGPoint(x: 30.5, y: 40.5)
    let after = Self.filled(
      ResolvedMeshGradient(width: 3, height: 3, points: points, colors: colors), width: 100, height: 100)
    let moved = SIMD4<Int>(truncatingIfNeeded: after[30, 40])
    #expect(abs(moved.x - 255) <= 2 && moved.y <= 2 && moved.z <= 2 && moved.w == 255, "\(moved)")
  }

  @Test func pixelsOutsideTheMeshGetTheBackground() {
    // A red 2 × 2 mesh on (2, 2)…(8, 8) over a green background.
    let points = Self.grid(columns: 2, rows: 2, w: 6, h: 6).map { CGPoint(x: $0.x + 2, y: $0.y + 2) }
    let mesh = ResolvedMeshGradient(
      width: 2, height: 2, points: points, colors: Array(repeating: Self.red, count: 4),
      background: Self.green)
    let pixmap = Self.filled(mesh, width: 10, height: 10)
    for y in 0..<10 {
      for x in 0..<10 {
        let inside = (2..<8).contains(x) && (2..<8).contains(y)
        #expect(pixmap[x, y] == (inside ? SIMD4(255, 0, 0, 255) : SIMD4(0, 255, 0, 255)), "pixel \(x), \(y)")
      }
    }
  }

  @Test func theMeshFollowsTheItemTransformAndOpacity() {
    // Local 2 × 2 mesh on (0, 0)…(5, 5), scaled by 2: the blend spans the 10 px pixmap.
    // Black → white left to right at half opacity: premultiplied grey u·127.5, alpha 127.5.
    let mesh = ResolvedMeshGradient(
      width: 2, height: 2, points: Self.grid(columns: 2, rows: 2, w: 5, h: 5),
      colors: [.black, .white, .black, .white])
    let pixmap = Self.filled(mesh, width: 10, height: 10, transform: Transform(scaleX: 2, y: 2), opacity: 0.5)
    for x in 0..<10 {
      let g = (Double(x) + 0.5) / 10 * 127.5
      let p = pixmap[x, 5]
      #expect(abs(Double(p.x) - g) <= 0.5 + 1e-3 && p.x == p.y && p.y == p.z, "pixel \(x): \(p)")
      #expect(p.w == 128, "pixel \(x): \(p)")
    }
  }

  @Test func malformedMeshesDrawOnlyTheBackground() {
    let four = Self.grid(columns: 2, rows: 2, w: 6, h: 6)
    let reds = [RGBAColor](repeating: Self.red, count: 4)
    var withNaN = four
    withNaN[3].x = .nan
    var withInfinity = four
    withInfinity[0].y = .infinity
    let cases: [(String, ResolvedMeshGradient)] = [
      ("too few points", .init(width: 2, height: 2, points: Array(four.prefix(3)), colors: reds, background: Self.green)),
      ("too few colours", .init(width: 2, height: 2, points: four, colors: Array(reds.prefix(3)), background: Self.green)),
      ("NaN point", .init(width: 2, height: 2, points: withNaN, colors: reds, background: Self.green)),
      ("infinite point", .init(width: 2, height: 2, points: withInfinity, colors: reds, background: Self.green)),
      ("one column", .init(width: 1, height: 4, points: four, colors: reds, background: Self.green)),
      ("no points", .init(width: 0, height: 0, points: [], colors: [], background: Self.green)),
      ("negative size", .init(width: -2, height: -2, points: four, colors: reds, background: Self.green)),
      ("overflowing size", .init(width: Int.max, height: 2, points: four, colors: reds, background: Self.green)),
    ]
    for (name, mesh) in cases {
      let pixmap = Self.filled(mesh, width: 6, height: 6)
      let allGreen = (0..<6).allSatisfy { y in (0..<6).allSatisfy { x in pixmap[x, y] == SIMD4(0, 255, 0, 255) } }
      #expect(allGreen, "\(name)")
    }
  }

  @Test func smoothColoursThatUndershootAreClampedToZero() {
    // Grey 1, 0, 0, 1 across four columns: in the middle cell the spline is
    // 1·(−u + 2u² − u³)/2 + 1·(u³ − u²)/2 = −u(1 − u)/2 < 0, which must come out as 0, not
    // wrap or trap.
    let row: [RGBAColor] = [.white, .black, .black, .white]
    let mesh = ResolvedMeshGradient(
      width: 4, height: 2, points: Self.grid(columns: 4, rows: 2, w: 12, h: 2), colors: row + row)
    let pixmap = Self.filled(mesh, width: 12, height: 2)
    #expect(pixmap[5, 0] == SIMD4(0, 0, 0, 255))
    #expect(pixmap[6, 1] == SIMD4(0, 0, 0, 255))
  }
}
