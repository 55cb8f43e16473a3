import Drawing
import Flipbook
import Testing

/// Deep and nested trees resolve, lay out and animate without overflowing the stack.
@Suite struct DeepTreeTests {
  final class Items: @unchecked Sendable { var binding: Binding<[Int]>? }

  /// The shape: a list in `VStack { VStack { ForEach } }.frame(maxHeight: .infinity)`
  /// below an `HStack`, with an animated insertion. The new 30-pt row lands at the bottom of
  /// the 4-row list; measured from the pixels after the fade.
  struct Screen: View {
    let items: Items
    @State var rows = [0, 1, 2]

    var body: some View {
      items.binding = $rows
      return VStack(spacing: 0) {
        HStack {
          Text("Title")
          Spacer()
        }
        .frame(height: 40)
        VStack(spacing: 0) {
          VStack(spacing: 0) {
            ForEach(rows, id: \.self) { row in
              Paints.a.frame(height: 30)
            }
          }
        }
        .frame(maxHeight: .infinity, alignment: .top)
      }
      .frame(width: 200, height: 400)
    }
  }

  @Test func insertingIntoANestedListAnimates() {
    let items = Items()
    let script = Script().wait(0.5).perform {
      withAnimation(.linear(duration: 0.5)) { items.binding?.wrappedValue.append(3) }
    }
    let r = SceneRuntime(Screen(items: items), canvasSize: CGSize(width: 200, height: 400), script: script)
    #expect(r.pixels(at: 0.4).box(of: Paints.aRGB) == CGRect(x: 0, y: 40, width: 200, height: 90))
    #expect(r.pixels(at: 1.5).box(of: Paints.aRGB) == CGRect(x: 0, y: 40, width: 200, height: 120))
  }

  /// Two thousand nested modifiers and a hundred nested stacks: deeper than any screen, and
  /// still well inside the stack the runtime gives itself.
  @Test func deepTreesDoNotOverflowTheStack() {
    var view = AnyView(Paints.a.frame(width: 10, height: 10))
    for _ in 0..<2000 { view = AnyView(view.padding(0)) }
    for _ in 0..<100 { view = AnyView(VStack { view }) }
    let r = SceneRuntime(view, canvasSize: CGSize(width: 100, height: 100))
    #expect(r.pixels(at: 0).box(of: Paints.aRGB) == CGRect(x: 45, y: 45, width: 10, height: 10))
  }
}
