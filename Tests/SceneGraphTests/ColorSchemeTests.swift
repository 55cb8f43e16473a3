import Drawing  // RGBAColor
import Flipbook
import Testing

// Colour schemes. Expected values are iOS's, typed from Apple's Human Interface Guidelines
// colour tables (iOS 15–18, default contrast), never read back from Flipbook's own table:
// systemBackground light #FFFFFF, dark #000000; systemRed dark (255, 69, 58); systemBlue light
// (0, 122, 255), dark (10, 132, 255); label dark white; secondaryLabel dark (235, 235, 245)
// α 0.6; secondarySystemGroupedBackground dark #1C1C1E (also printed by UIKit on iOS 13 as
// 0.109804, 0.109804, 0.117647).

private func rgb(_ r: Int, _ g: Int, _ b: Int, _ a: Double = 1) -> RGBAColor {
  RGBAColor(r8: r, g8: g, b8: b, alpha: a)
}

/// The runtime of `view` on a 100×100 canvas in `scheme`.
private func scene<V: View>(_ view: V, _ scheme: ColorScheme = .light) -> SceneRuntime {
  var environment = EnvironmentValues()
  environment.colorScheme = scheme
  return SceneRuntime(view, canvasSize: CGSize(width: 100, height: 100), environment: environment)
}

/// The paint colours of the filled items, in drawing order.
private func fillColors(_ runtime: SceneRuntime) -> [RGBAColor] {
  runtime.displayList(at: 0).items.compactMap {
    if case .fill(_, _, let paint, _) = $0 { paint.color } else { nil }
  }
}

@Suite struct ColorSchemeTests {
  @Test func environmentDefaultsToLight() {
    #expect(EnvironmentValues().colorScheme == .light)
  }

  @Test func systemBackgroundIsWhiteInLightAndBlackInDark() {
    #expect(UIColor.systemBackground.resolvedColor(for: .light) == rgb(255, 255, 255))
    #expect(UIColor.systemBackground.resolvedColor(for: .dark) == rgb(0, 0, 0))
  }

  @Test func windowBackgroundFollowsTheRuntimesScheme() {
    let runtime = scene(Color.clear, .dark)
    _ = runtime.displayList(at: 0)
    #expect(runtime.windowBackgroundColor == rgb(0, 0, 0))
  }

  @Test func redHasItsDarkValueInDarkMode() {
    #expect(fillColors(scene(Color.red, .dark)) == [rgb(255, 69, 58)])
  }

  @Test func customColourIsTheSameInBothSchemes() {
    let orange = Color(red: 1, green: 0.5, blue: 0)
    #expect(fillColors(scene(orange, .dark)) == fillColors(scene(orange, .light)))
  }

  @Test func textWithNoColourIsWhiteInDarkMode() {
    let colors = fillColors(scene(Text("a"), .dark))
    #expect(!colors.isEmpty && colors.allSatisfy { $0 == rgb(255, 255, 255) })
  }

  @Test func textWithNoColourIsBlackInLightMode() {
    let colors = fillColors(scene(Text("a"), .light))
    #expect(!colors.isEmpty && colors.allSatisfy { $0 == rgb(0, 0, 0) })
  }

  @Test func secondaryHasItsDarkValueInDarkMode() {
    #expect(fillColors(scene(Color.secondary, .dark)) == [rgb(235, 235, 245, 0.6)])
  }

  @Test func secondaryGroupedBackgroundHasItsDarkValueInDarkMode() {
    #expect(fillColors(scene(Color(.secondarySystemGroupedBackground), .dark)) == [rgb(28, 28, 30)])
  }

  @Test func environmentModifierDarkensOnlyItsSubtree() {
    let view = HStack(spacing: 0) {
      Color.blue
      Color.blue.environment(\.colorScheme, .dark)
    }
    #expect(fillColors(scene(view)) == [rgb(0, 122, 255), rgb(10, 132, 255)])
  }

  /// The colour is set outside the dark subtree but resolved where the text draws, inside it.
  @Test func foregroundColourResolvesInTheSchemeWhereItIsDrawn() {
    let view = Text("a").environment(\.colorScheme, .dark).foregroundColor(.blue)
    let colors = fillColors(scene(view))
    #expect(!colors.isEmpty && colors.allSatisfy { $0 == rgb(10, 132, 255) })
  }

  @Test func viewsReadTheSchemeFromTheEnvironment() {
    struct Probe: View {
      @Environment(\.colorScheme) var colorScheme
      var body: some View { colorScheme == .dark ? Color.white : Color.black }
    }
    #expect(fillColors(scene(Probe(), .dark)) == [rgb(255, 255, 255)])
  }

  /// A preference set deep in the tree applies to the whole render, as it reaches the window
  /// on iOS: the sibling before it draws in dark too.
  @Test func preferredColorSchemeDeepInTheTreeDarkensTheWholeRender() {
    let view = VStack(spacing: 0) {
      Color(.systemGroupedBackground)
      Color.clear.preferredColorScheme(.dark)
    }
    let runtime = scene(view, .light)
    #expect(fillColors(runtime) == [rgb(0, 0, 0)])
    #expect(runtime.colorScheme == .dark)
  }

  @Test func preferredColorSchemeOverridesTheRuntimesEnvironment() {
    let runtime = scene(Color.clear.preferredColorScheme(.light), .dark)
    _ = runtime.displayList(at: 0)
    #expect(runtime.windowBackgroundColor == rgb(255, 255, 255))
  }

  @Test func resolveGivesTheComponentsInTheEnvironmentsScheme() {
    var environment = EnvironmentValues()
    environment.colorScheme = .dark
    let resolved = Color.blue.resolve(in: environment)
    #expect(resolved == Color.Resolved(red: 10 / 255, green: 132 / 255, blue: 1, opacity: 1))
  }
}
