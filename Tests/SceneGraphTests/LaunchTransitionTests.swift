import Drawing
import Flipbook
import Testing

/// Content present on the first frame is shown as it is, without its transition: SwiftUI
/// runs a transition only when a change inserts the view, and the first render is no change —
/// even when the transition carries its own animation (`.transition(.opacity.animation(…))`),
/// which would otherwise animate without a `withAnimation`.
@Suite struct LaunchTransitionTests {
  static let transitions: [(String, AnyTransition)] = [
    ("opacity.animation", .opacity.animation(.linear(duration: 1))),
    ("scale.animation", .scale.animation(.easeInOut(duration: 1))),
    ("move.animation", .move(edge: .bottom).animation(.linear(duration: 1))),
  ]

  @Test(arguments: transitions)
  func initialContentIsShownWithoutItsTransition(name: String, transition: AnyTransition) {
    struct Screen: View {
      let transition: AnyTransition
      @State var shown = true
      var body: some View {
        VStack {
          if shown { Paints.a.frame(width: 50, height: 50).transition(transition) }
        }
        .frame(width: 200, height: 200)
      }
    }
    let r = SceneRuntime(Screen(transition: transition), canvasSize: CGSize(width: 200, height: 200))
    for t in [0.0, 0.25] {
      let pixels = r.pixels(at: t)
      #expect(pixels.box(of: Paints.aRGB) == CGRect(x: 75, y: 75, width: 50, height: 50), "\(name) at \(t)")
      #expect(pixels.alpha(100, 100) == 1, "\(name) at \(t)")
    }
  }
}
