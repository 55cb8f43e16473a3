import Drawing
import Flipbook
import Foundation
import Testing

// TabView's two looks, measured from rendered pixels at one pixel per point on a 300 × 400
// canvas with no safe area. The tab bar is UITabBar's 49 pt, so content is laid out in the
// 351 pt above it; three items share the 300-pt width, 100 each.

private let canvas = CGSize(width: 300, height: 400)

/// Three tabs whose contents fill with red, blue and green.
@ViewBuilder private func threeTabs() -> some View {
  Paints.a.tabItem { Label("One", systemImage: "house") }.tag(0)
  Paints.b.tabItem { Label("Two", systemImage: "star.fill") }.tag(1)
  Paints.c.tabItem { Label("Three", systemImage: "person") }.tag(2)
}

@Suite struct TabViewTests {
  /// The selected tab's content fills the space above the 49-pt bar; a tap on the middle item
  /// (x 100…200) selects tab 1 and the binding follows.
  @Test func aTapOnAnItemSelectsItsTab() {
    let remote = Remote<Int>()
    let runtime = SceneRuntime(
      Driven(0, remote) { selection in
        TabView(selection: remote.bindingProxy(selection)) { threeTabs() }
      },
      canvasSize: canvas, script: Script().wait(0.5).tap(at: CGPoint(x: 150, y: 375)))
    let before = runtime.pixels(at: 0)
    #expect(before.box(of: Paints.aRGB) == CGRect(x: 0, y: 0, width: 300, height: 351))
    #expect(before.box(of: Paints.bRGB) == nil)
    let after = runtime.pixels(at: 1)
    #expect(after.box(of: Paints.bRGB) == CGRect(x: 0, y: 0, width: 300, height: 351))
    #expect(after.box(of: Paints.aRGB) == nil)
    #expect(remote.binding?.wrappedValue == 1)
  }

  /// Without a binding the first tab starts selected and a tap still switches.
  @Test func withoutABindingTheFirstTabIsSelected() {
    let runtime = SceneRuntime(
      TabView { threeTabs() }, canvasSize: canvas, script: Script().wait(0.5).tap(at: CGPoint(x: 250, y: 375)))
    #expect(runtime.pixels(at: 0).box(of: Paints.aRGB) == CGRect(x: 0, y: 0, width: 300, height: 351))
    #expect(runtime.pixels(at: 1).box(of: Paints.cRGB) == CGRect(x: 0, y: 0, width: 300, height: 351))
  }

  /// The selected item is drawn in the tint: with a green tint and white tabs, green pixels
  /// lie only in the bar, inside the selected item's 100-pt column.
  @Test func theSelectedItemIsTinted() {
    let runtime = SceneRuntime(
      TabView {
        Color.white.tabItem { Label("One", systemImage: "house") }
        Color.white.tabItem { Label("Two", systemImage: "star.fill") }
      }
      .tint(Paints.c),
      canvasSize: canvas, script: Script().wait(0.5).tap(at: CGPoint(x: 225, y: 375)))
    let first = runtime.pixels(at: 0).box(of: Paints.cRGB)
    #expect(first.map { $0.minX >= 0 && $0.maxX <= 150 && $0.minY >= 351 && $0.maxY <= 400 } == true, "\(String(describing: first))")
    let second = runtime.pixels(at: 1).box(of: Paints.cRGB)
    #expect(second.map { $0.minX >= 150 && $0.maxX <= 300 && $0.minY >= 351 } == true, "\(String(describing: second))")
  }

  /// iOS 18's `Tab(_:systemImage:value:)`: the value is the tag.
  @Test func tabsWithValues() {
    let runtime = SceneRuntime(
      Driven("b", Remote<String>()) { selection in
        TabView(selection: .constant(selection)) {
          Tab("A", systemImage: "house", value: "a") { Paints.a }
          Tab("B", systemImage: "person", value: "b") { Paints.b }
        }
      },
      canvasSize: canvas)
    #expect(runtime.pixels(at: 0).box(of: Paints.bRGB) == CGRect(x: 0, y: 0, width: 300, height: 351))
  }

  /// The page style pages: a 200-pt drag left at 800 pt/s (a flick, over UIKit's 300 pt/s)
  /// turns exactly one page, the selection follows, and a page fills the whole canvas.
  @Test func pagesTurnByDragsAndTheSelectionFollows() {
    let remote = Remote<Int>()
    let runtime = SceneRuntime(
      Driven(0, remote) { selection in
        TabView(selection: remote.bindingProxy(selection)) { threeTabs() }.tabViewStyle(.page(indexDisplayMode: .never))
      },
      canvasSize: canvas,
      script: Script().wait(0.5).drag(from: CGPoint(x: 250, y: 200), to: CGPoint(x: 50, y: 200), duration: 0.25))
    #expect(runtime.pixels(at: 0).box(of: Paints.aRGB) == CGRect(x: 0, y: 0, width: 300, height: 400))
    #expect(runtime.pixels(at: 3).box(of: Paints.bRGB) == CGRect(x: 0, y: 0, width: 300, height: 400))
    #expect(remote.binding?.wrappedValue == 1)
  }

  /// Setting the selection scrolls to its page.
  @Test func settingTheSelectionScrollsToItsPage() {
    let remote = Remote<Int>()
    let runtime = SceneRuntime(
      Driven(0, remote) { selection in
        TabView(selection: remote.bindingProxy(selection)) { threeTabs() }.tabViewStyle(.page)
      },
      canvasSize: canvas, script: Script().wait(0.5).perform { remote.set(2, animation: .default) })
    #expect(runtime.pixels(at: 0).box(of: Paints.aRGB) == CGRect(x: 0, y: 0, width: 300, height: 400))
    let mid = runtime.pixels(at: 0.6)
    #expect(mid.box(of: Paints.aRGB) != nil || mid.box(of: Paints.bRGB) != nil, "the scroll animates through the pages")
    #expect(runtime.pixels(at: 3).box(of: Paints.cRGB) == CGRect(x: 0, y: 0, width: 300, height: 400))
  }

  /// The page dots: three 7-pt white dots 9 pt apart centred 26 pt above the bottom, the
  /// current one opaque and the others at 30 %.
  @Test func pageDots() {
    let runtime = SceneRuntime(
      TabView { Color.black; Color.black; Color.black }.tabViewStyle(.page), canvasSize: canvas)
    let p = runtime.pixels(at: 0)
    // Dots span 3 · 7 + 2 · 9 = 39 pt, from 130.5 to 169.5; centres at 134, 150, 166, y = 374.
    let white = { (x: Int) in Int(p[x, 374][0]) }
    #expect(white(134) == 255)
    #expect(abs(white(150) - 77) <= 2 && abs(white(166) - 77) <= 2)
    #expect(white(142) == 0 && white(158) == 0)
  }
}

@Suite struct SymbolVariantTests {
  /// `.symbolVariant(.fill)` draws `house.fill`: the same pixels as naming it, and more ink
  /// than the outline.
  @Test func theFillVariantDrawsTheFilledSymbol() {
    func ink(_ view: some View) -> (Int, Pixmap) {
      let p = SceneRuntime(view.font(.system(size: 40)).frame(width: 60, height: 60), canvasSize: CGSize(width: 60, height: 60))
        .pixels(at: 0)
      var total = 0
      for y in 0..<60 { for x in 0..<60 { total += Int(p[x, y][3]) } }
      return (total, p)
    }
    let (outline, _) = ink(Image(systemName: "house"))
    let (variant, a) = ink(Image(systemName: "house").symbolVariant(.fill))
    let (named, b) = ink(Image(systemName: "house.fill"))
    #expect(variant == named && a.data == b.data)
    #expect(Double(variant) > 1.3 * Double(outline), "filled \(variant), outline \(outline)")
    // A symbol with no filled form is drawn as it is.
    let (plain, _) = ink(Image(systemName: "plus"))
    let (plainFill, _) = ink(Image(systemName: "plus").symbolVariant(.fill))
    #expect(plain == plainFill)
  }
}

extension Remote {
  /// The binding the view hands over, for use in its body: also keeps `binding` current.
  func bindingProxy(_ value: Value) -> Binding<Value> {
    Binding(get: { self.binding?.wrappedValue ?? value }, set: { self.binding?.wrappedValue = $0 })
  }
}
