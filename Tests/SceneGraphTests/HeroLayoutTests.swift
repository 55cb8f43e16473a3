import Flipbook
import Testing

/// The hero scene's structure, written here again so the scene graph is tested without the
/// Scenes module: a ring of fixed size in a popup, or in a padded corner slot.
private struct Ring: View {
  let size: CGFloat
  var body: some View {
    ZStack {
      Circle().stroke(.gray.opacity(0.25), lineWidth: 4)
    }
    .frame(width: size, height: size)
  }
}

private struct Hero: View {
  @State var expanded: Bool
  @Namespace var ns

  var body: some View {
    ZStack(alignment: .topTrailing) {
      Color(.systemGroupedBackground).ignoresSafeArea()
      if expanded {
        ZStack {
          Color.black.opacity(0.4)
          Ring(size: 220).matchedGeometryEffect(id: "ring", in: ns)
        }
        .onTapGesture { withAnimation(.spring(duration: 0.6)) { expanded = false } }
      } else {
        Ring(size: 50).matchedGeometryEffect(id: "ring", in: ns).padding(24)
      }
    }
    .frame(width: 390, height: 700)
  }
}

private func ringFrames(_ runtime: SceneRuntime) -> [CGRect] {
  runtime.frames.filter { $0.tag == "ring" }.map(\.frame)
}

@Suite struct HeroLayoutTests {
  /// Hand computation: the popup ZStack takes 390 × 700 (the colour is greedy); the 220-pt
  /// ring is centred: x = (390 − 220)/2 = 85, y = (700 − 220)/2 = 240.
  @Test func expandedRingIsCentred() {
    let runtime = SceneRuntime(Hero(expanded: true), canvasSize: CGSize(width: 390, height: 700))
    runtime.advance(to: 0)
    #expect(ringFrames(runtime) == [CGRect(x: 85, y: 240, width: 220, height: 220)])
  }

  /// Hand computation: ring 50 + padding 24 on each side = 98 × 98, aligned top-trailing in
  /// 390 × 700 → origin (292, 0); the ring sits 24 pt in: (316, 24).
  @Test func collapsedRingSitsInTheCorner() {
    let runtime = SceneRuntime(Hero(expanded: false), canvasSize: CGSize(width: 390, height: 700))
    runtime.advance(to: 0)
    #expect(ringFrames(runtime) == [CGRect(x: 316, y: 24, width: 50, height: 50)])
  }

  @Test func tapCollapsesAndTheOldRingStaysUntilItsFadeSettles() {
    let script = Script().wait(0.1).tap(at: CGPoint(x: 20, y: 600)).wait(3)
    let runtime = SceneRuntime(Hero(expanded: true), canvasSize: CGSize(width: 390, height: 700), script: script)
    runtime.advance(to: 0.2)
    #expect(ringFrames(runtime).count == 2)
    runtime.advance(to: 3)
    #expect(ringFrames(runtime) == [CGRect(x: 316, y: 24, width: 50, height: 50)])
  }
}
