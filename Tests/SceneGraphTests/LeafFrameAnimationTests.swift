import Flipbook
import Testing

private struct Grower: View {
  @State var big = false

  var body: some View {
    ZStack {
      Color.white
      Circle()
        .fill(.green)
        .frame(width: big ? 200 : 80, height: big ? 200 : 80)
        .onTapGesture { withAnimation(.linear(duration: 1)) { big.toggle() } }
    }
  }
}

@Suite struct LeafFrameAnimationTests {
  /// A leaf's layout frame animates on its own (docs/SEMANTICS.md §0): halfway through a linear
  /// 1-s animation an 80 → 200 pt circle centred at (195, 350) is 140 pt wide, still centred.
  @Test func aLeafFrameAnimatesLinearlyBetweenLayouts() {
    let script = Script().wait(0.5).tap(at: CGPoint(x: 195, y: 350)).wait(2)
    let runtime = SceneRuntime(Grower(), canvasSize: CGSize(width: 390, height: 700), script: script)
    runtime.advance(to: 1.0)
    let circle = runtime.frames.first { $0.kind == "Circle" }!.frame
    #expect(abs(circle.width - 140) < 1e-6 && abs(circle.height - 140) < 1e-6)
    #expect(abs(circle.midX - 195) < 1e-6 && abs(circle.midY - 350) < 1e-6)
    runtime.advance(to: 2.0)
    #expect(runtime.frames.first { $0.kind == "Circle" }!.frame == CGRect(x: 95, y: 250, width: 200, height: 200))
  }
}
