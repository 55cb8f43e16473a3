import Drawing
import Flipbook
import Testing

/// `MeshGradient` resolves to a `.meshGradient` paint: unit points scaled into the filled
/// frame (local coordinates), colours resolved, options passed through.
@Suite struct MeshGradientTests {
  static let corners: [SIMD2<Float>] = [[0, 0], [1, 0], [0, 1], [1, 1]]

  func list<V: View>(_ view: V) -> DisplayList {
    SceneRuntime(view, canvasSize: CGSize(width: 200, height: 200)).displayList(at: 0)
  }

  func mesh(in list: DisplayList) -> ResolvedMeshGradient? {
    for item in list.items {
      if case .fill(_, _, let paint, _) = item, case .meshGradient(let mesh) = paint.shading { return mesh }
    }
    return nil
  }

  /// As a view it fills its 100 × 40 frame: unit point (x, y) lands at (100x, 40y) locally.
  @Test func meshGradientViewScalesUnitPointsToItsFrame() {
    let view = MeshGradient(width: 2, height: 2, points: Self.corners, colors: [.red, .green, .blue, .white])
      .frame(width: 100, height: 40)
    let resolved = mesh(in: list(view))
    #expect(resolved?.points == [CGPoint(x: 0, y: 0), CGPoint(x: 100, y: 0), CGPoint(x: 0, y: 40), CGPoint(x: 100, y: 40)])
    #expect(resolved?.width == 2 && resolved?.height == 2)
  }

  /// As a shape style its colours, background and smoothing pass through resolved.
  @Test func meshGradientStyleResolvesColoursAndOptions() {
    let environment = EnvironmentValues()
    let view = Circle()
      .fill(MeshGradient(
        width: 2, height: 2, points: Self.corners, colors: [.red, .green, .blue, .white],
        background: .black, smoothsColors: false, colorSpace: .perceptual))
      .frame(width: 50, height: 50)
    let resolved = mesh(in: list(view))
    let expected = [Color.red, .green, .blue, .white].map { $0._resolveColor(in: environment) }
    #expect(resolved?.colors == expected)
    #expect(resolved?.background == Color.black._resolveColor(in: environment))
    #expect(resolved?.smoothsColors == false)
  }

  /// The defaults are SwiftUI's: clear background, smooth colours.
  @Test func meshGradientDefaultsToAClearBackgroundAndSmoothColours() {
    let resolved = mesh(in: list(
      MeshGradient(width: 2, height: 2, points: Self.corners, colors: [.red, .red, .red, .red])))
    #expect(resolved?.background == RGBAColor.clear)
    #expect(resolved?.smoothsColors == true)
  }

  /// Wrong counts and NaN points are passed on as a malformed mesh (drawn as background by
  /// the renderer), never trapped while resolving.
  @Test func malformedMeshGradientsResolveWithoutTrapping() {
    let short = mesh(in: list(MeshGradient(width: 3, height: 3, points: Self.corners, colors: [.red])))
    #expect(short?.isWellFormed == false)
    let nan = mesh(in: list(MeshGradient(
      width: 2, height: 2, points: [[0, 0], [.nan, 0], [0, 1], [1, 1]], colors: [.red, .red, .red, .red])))
    #expect(nan?.isWellFormed == false)
  }
}
