import Drawing
import Flipbook
import Testing

// `.bold()`, `.italic()`, `.fontWeight(_:)` and `.fontDesign(_:)` on views reach the text
// inside, as the same modifiers on the `Text` do. Compared by display list: the same glyph
// outlines at the same places mean the same face.

private let canvas = CGSize(width: 200, height: 60)

private func list<V: View>(_ view: V) -> DisplayList {
  SceneRuntime(view, canvasSize: canvas).displayList(at: 0)
}

@Suite struct ViewFontModifierTests {
  @Test func boldOnAViewIsBoldOnItsText() {
    let onView = list(VStack { Text("Hello") }.bold())
    #expect(onView == list(VStack { Text("Hello").bold() }))
    #expect(onView != list(VStack { Text("Hello") }))
  }

  @Test func italicOnAViewIsItalicOnItsText() {
    let onView = list(VStack { Text("Hello") }.italic())
    #expect(onView == list(VStack { Text("Hello").italic() }))
    #expect(onView != list(VStack { Text("Hello") }))
  }

  @Test func fontWeightOnAViewSetsTheWeight() {
    #expect(list(VStack { Text("Hello") }.fontWeight(.heavy)) == list(VStack { Text("Hello").fontWeight(.heavy) }))
  }

  @Test func aTextsOwnWeightWinsOverTheViews() {
    #expect(list(VStack { Text("Hello").fontWeight(.light) }.bold()) == list(VStack { Text("Hello").fontWeight(.light) }))
  }

  @Test func boldFalseLeavesTheWeightToTheFont() {
    #expect(list(VStack { Text("Hello") }.bold(false)) == list(VStack { Text("Hello") }))
  }

  @Test func fontDesignOnAViewSetsTheDesign() {
    let serif = list(VStack { Text("Hello").font(.system(size: 17, design: .serif)) })
    #expect(list(VStack { Text("Hello") }.fontDesign(.serif)) == serif)
  }
}
