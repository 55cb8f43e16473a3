import Flipbook
import Testing

// `#Preview`, as app code writes it at file scope, must compile against Flipbook and
// expand to nothing. This file is a Swift 6 library module, like an app's package; that the
// file compiles is most of the test.

private struct Badge: View {
  var count: Int

  var body: some View {
    Text("\(count)")
      .padding(8)
      .background(Circle().fill(.red))
  }
}

#Preview {
  Badge(count: 3)
}

#Preview("Many") {
  Badge(count: 99)
}

#Preview("Landscape", traits: .landscapeLeft, .sizeThatFitsLayout) {
  Badge(count: 1)
}

#Preview("Toggles") {
  @Previewable @State var count = 0
  Badge(count: count)
    .onTapGesture { count += 1 }
}

@Suite struct PreviewMacroTests {
  /// Each `#Preview` expands to no declaration: the file declares `Badge` and this suite,
  /// and a preview adds no type of its own that a test could find. The view a preview
  /// names still renders as any view does.
  @Test func previewedViewRenders() {
    let list = SceneRuntime(Badge(count: 3), canvasSize: CGSize(width: 100, height: 100)).displayList(at: 0)
    #expect(!list.items.isEmpty)
  }
}
