import Flipbook
import Testing

// What app code does with bindings and storage: `$model.property` on a struct in `@State`,
// `$flag.animation()`, `ForEach($items) { $item in … }`, `@AppStorage` shared by two views,
// `Font.monospacedDigit()`. Widths worked out by hand, measured from the pixels.

private struct Settings {
  var wide = false
}

private struct Item: Identifiable {
  let id: Int
  var on: Bool
}

@Suite struct BindingConveniencesTests {
  /// A binding to a struct's property writes the struct; through `.animation(.linear(…))`
  /// the change animates: 20 → 60 pt, 40 halfway.
  @Test func aPropertyBindingAnimatesThroughItsAnimation() {
    let remote = Remote<Settings>()
    final class Holder: @unchecked Sendable { var binding: Binding<Bool>? }
    let holder = Holder()
    let view = Driven(Settings(), remote) { settings in
      Paints.a.frame(width: settings.wide ? 60 : 20, height: 10).frame(width: 100, height: 10, alignment: .leading)
    }
    let script = Script().wait(0.5).perform {
      let wide = remote.binding!.wide.animation(.linear(duration: 1))
      holder.binding = wide
      wide.wrappedValue = true
    }
    let r = SceneRuntime(view, canvasSize: CGSize(width: 100, height: 10), script: script)
    #expect(r.pixels(at: 0.4).box(of: Paints.aRGB)?.width == 20)
    #expect(r.pixels(at: 1).box(of: Paints.aRGB)?.width == 40)
  }

  /// `ForEach($items)` hands each row a binding to its element: toggling the second item
  /// through its row's binding turns its square green.
  @Test func forEachOverABindingGivesRowBindings() {
    let remote = Remote<[Item]>()
    final class Rows: @unchecked Sendable { var bindings: [Binding<Item>] = [] }
    let rows = Rows()
    let view = Driven([Item(id: 1, on: false), Item(id: 2, on: false)], remote) { _ in
      HStack(spacing: 0) {
        ForEach(remote.binding!) { $item in
          let _ = { rows.bindings.append($item) }()
          (item.on ? Paints.c : Paints.a).frame(width: 20, height: 20)
        }
      }
    }
    let script = Script().wait(0.2).perform { rows.bindings[1].on.wrappedValue = true }
    let r = SceneRuntime(view, canvasSize: CGSize(width: 40, height: 20), script: script)
    r.advance(to: 0)
    let after = r.pixels(at: 0.3)
    #expect(after.box(of: Paints.aRGB) == CGRect(x: 0, y: 0, width: 20, height: 20))
    #expect(after.box(of: Paints.cRGB) == CGRect(x: 20, y: 0, width: 20, height: 20))
  }

  /// Two views naming one `@AppStorage` key share its value: a tap on the first widens the
  /// second; every render starts from the default.
  @Test func appStorageIsSharedByKey() {
    struct Writer: View {
      @AppStorage("wide") var wide = false
      var body: some View { Paints.b.frame(width: 20, height: 20).onTapGesture { wide = true } }
    }
    struct Reader: View {
      @AppStorage("wide") var wide = false
      var body: some View { Paints.a.frame(width: wide ? 60 : 20, height: 20) }
    }
    let view = VStack(alignment: .leading, spacing: 0) { Writer(); Reader() }.frame(width: 100, height: 40, alignment: .topLeading)
    for _ in 0..<2 {
      let r = SceneRuntime(view, canvasSize: CGSize(width: 100, height: 40), script: Script().wait(0.2).tap(at: CGPoint(x: 10, y: 10)))
      #expect(r.pixels(at: 0.1).box(of: Paints.aRGB)?.width == 20)
      #expect(r.pixels(at: 0.3).box(of: Paints.aRGB)?.width == 60)
    }
  }

  /// `Font.monospacedDigit()` draws digits in equal cells, as `Text.monospacedDigit()` does:
  /// the last "1" of "11" and of "81" ends at the same pixel, where proportional digits (a
  /// narrow "1") put it at different places.
  @Test func aFontsMonospacedDigitsAreEqualWidth() {
    func end(_ digits: String, _ font: Font) -> CGFloat? {
      let view = Text(digits).font(font).foregroundStyle(Paints.b).frame(width: 200, height: 60, alignment: .leading)
      return SceneRuntime(view, canvasSize: CGSize(width: 200, height: 60)).pixels(at: 0).box(of: Paints.bRGB)?.maxX
    }
    #expect(end("11", .title) != end("81", .title))
    #expect(end("11", .title.monospacedDigit()) == end("81", .title.monospacedDigit()))
  }
}

extension BindingConveniencesTests {
  /// In a list, `ForEach($items) { $item in Toggle(…, isOn: $item.on) }`: a tap on the
  /// second row's switch turns that item on.
  @Test func aListOfBoundRowsWritesItsItems() {
    struct Chores: View {
      @State var items = [Item(id: 1, on: false), Item(id: 2, on: false)]
      let log: Log
      var body: some View {
        List {
          ForEach($items) { $item in
            Toggle("Chore \(item.id)", isOn: $item.on)
          }
        }
        .onChange(of: items.map(\.on)) { _, new in log.append("\(new)") }
      }
    }
    let log = Log()
    // The card starts 35 pt down (the list's top spacing), rows 44 pt: the second row spans
    // 79…123; its 51-pt switch ends 20 pt inside the card, which is 16 pt inside the list,
    // so its middle is at x = 390 − 16 − 20 − 25.5 = 328.5.
    let r = SceneRuntime(Chores(log: log), canvasSize: CGSize(width: 390, height: 300), script: Script().wait(0.2).tap(at: CGPoint(x: 328, y: 101)))
    r.advance(to: 0.5)
    #expect(log.entries == ["[false, true]"])
  }
}
