import Flipbook
import Testing

/// Modifiers for containers that are not there (a navigation bar, a toolbar, a tab bar)
/// compile as app code writes them and change nothing, as in SwiftUI.
@Suite struct ContainerConfigurationTests {
  struct Screen: View {
    let configured: Bool
    var body: some View {
      let content = VStack(spacing: 8) {
        Paints.a.frame(width: 60, height: 20)
        Paints.b.frame(width: 40, height: 20)
      }
      if configured {
        content
          .navigationTitle("Settings")
          .navigationBarTitleDisplayMode(.inline)
          .navigationBarBackButtonHidden()
          .toolbar {
            ToolbarItem(placement: .topBarTrailing) { Button("Done") {} }
            ToolbarItemGroup(placement: .bottomBar) { Text("Left"); Text("Right") }
          }
          .toolbar(.hidden, for: .tabBar)
          .toolbarBackground(Color.red, for: .navigationBar)
          .statusBarHidden()
          .tabItem { Label("Home", systemImage: "house.fill") }
          .badge(3)
      } else {
        content
      }
    }
  }

  @Test func theyDrawNothing() {
    let size = CGSize(width: 100, height: 100)
    let plain = SceneRuntime(Screen(configured: false), canvasSize: size).pixels(at: 0)
    let configured = SceneRuntime(Screen(configured: true), canvasSize: size).pixels(at: 0)
    #expect(plain.box(of: Paints.aRGB) == CGRect(x: 20, y: 26, width: 60, height: 20))
    #expect(configured.data == plain.data)
  }
}
