import Drawing
import Flipbook
import Testing

/// The list-row-to-detail hero: a `ForEach` of rows, each an `if`/`else` that shows the row's
/// matched tile unless it is the selected one, and a detail view matched to the selected row.
/// Selecting row 1 flies its tile into the detail; the other rows' tiles, each alone in its
/// group, stay exactly where their rows are for the whole flight. Measured from the pixels.
@Suite struct MatchedListTests {
  final class Selection: @unchecked Sendable { var binding: Binding<Int?>? }

  /// Three 40-pt rows, tiles 30 × 30 at x = 10 in rows at y = 0, 40, 80 (tile tops 5, 45, 85),
  /// tile colours red, green, blue for rows 0, 1, 2, in a 200 × 300 canvas laid from the top.
  /// The detail (a 160 × 100 fill of the selected colour) sits at y = 180.
  struct Screen: View {
    let selection: Selection
    @State var selected: Int?
    @Namespace var ns
    let colours = [Paints.a, Paints.c, Paints.b]

    var body: some View {
      selection.binding = $selected
      return VStack(alignment: .leading, spacing: 0) {
        ForEach(0..<3, id: \.self) { row in
          HStack {
            if selected == row {
              Color.clear.frame(width: 30, height: 30)
            } else {
              colours[row].matchedGeometryEffect(id: row, in: ns).frame(width: 30, height: 30)
            }
            Spacer()
          }
          .padding(.horizontal, 10)
          .frame(height: 40)
        }
        Spacer().frame(height: 60)
        ZStack {
          if let selected {
            colours[selected].matchedGeometryEffect(id: selected, in: ns).frame(width: 160, height: 100)
          }
        }
        .frame(width: 200, height: 100)
        Spacer()
      }
      .frame(width: 200, height: 300, alignment: .top)
    }
  }

  @Test func theOtherRowsTilesStayInTheirRowsDuringTheFlight() {
    let selection = Selection()
    let script = Script().wait(0.5).perform {
      withAnimation(.spring(duration: 0.5)) { selection.binding?.wrappedValue = 1 }
    }
    let r = SceneRuntime(Screen(selection: selection), canvasSize: CGSize(width: 200, height: 300), script: script)
    for t in [0.4, 0.6, 0.75, 1.0, 2.0] {
      let pixels = r.pixels(at: t)
      #expect(pixels.box(of: Paints.aRGB) == CGRect(x: 10, y: 5, width: 30, height: 30), "row 0 at \(t)")
      #expect(pixels.box(of: Paints.bRGB) == CGRect(x: 10, y: 85, width: 30, height: 30), "row 2 at \(t)")
    }
    // The selected tile itself ends as the detail.
    #expect(r.pixels(at: 2.0).box(of: Paints.cRGB) == CGRect(x: 20, y: 180, width: 160, height: 100))
  }
}
