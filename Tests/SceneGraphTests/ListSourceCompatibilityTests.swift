import Flipbook
import Testing

// Source compatibility: a settings form, a list of a model array that deletes and moves its
// rows, and a library of sections, written as an app writes them with nothing but SwiftUI's
// API (only the import differs). Each renders on a 390-pt canvas without a safe area, and a
// check on its pixels shows it drew as a list: cards 16 pt off the edges, the first 35 pt down
// (half the section spacing above the list and above the section), 44-pt rows.

private struct SettingsForm: View {
  @State private var notificationsEnabled = true
  @State private var previewStyle = 0
  @State private var soundsEnabled = false

  var body: some View {
    Form {
      Section(header: Text("Notifications"), footer: Text("You can change this at any time.")) {
        Toggle("Allow Notifications", isOn: $notificationsEnabled)
        Picker("Show Previews", selection: $previewStyle) {
          Text("Always").tag(0)
          Text("When Unlocked").tag(1)
          Text("Never").tag(2)
        }
        Toggle(isOn: $soundsEnabled) {
          Label("Sounds", systemImage: "bell.fill")
        }
      }
      Section {
        Button("Sign Out", role: .destructive) {
          notificationsEnabled = false
        }
      }
    }
  }
}

private struct Fruit: Identifiable {
  let id = UUID()
  var name: String
}

private struct FruitList: View {
  @State private var fruits = [Fruit(name: "Apple"), Fruit(name: "Banana"), Fruit(name: "Cherry")]

  var body: some View {
    List {
      ForEach(fruits) { fruit in
        Text(fruit.name)
      }
      .onDelete(perform: delete)
      .onMove { source, destination in
        fruits.move(fromOffsets: source, toOffset: destination)
      }
    }
    .listStyle(.insetGrouped)
  }

  func delete(at offsets: IndexSet) {
    withAnimation {
      fruits.remove(atOffsets: offsets)
    }
  }
}

private struct Names: View {
  let names = ["Ada", "Grace"]

  var body: some View {
    List(names, id: \.self) { name in
      Text(name)
    }
  }
}

private struct Book: Identifiable, Hashable {
  let id: Int
  let title: String
  let author: String
}

private struct Library: View {
  let reading = [Book(id: 1, title: "Middlemarch", author: "George Eliot")]
  let shelf = [Book(id: 2, title: "Persuasion", author: "Jane Austen"), Book(id: 3, title: "Ulysses", author: "James Joyce")]
  @State private var selection: Book.ID?

  var body: some View {
    List(selection: $selection) {
      Section("Reading Now") {
        ForEach(reading) { book in
          row(book)
            .listRowBackground(Color.yellow.opacity(0.2))
        }
      }
      .headerProminence(.increased)
      Section {
        ForEach(shelf) { book in
          row(book)
            .swipeActions {
              Button(role: .destructive) {} label: { Label("Delete", systemImage: "trash") }
            }
        }
      } header: {
        Text("On the Shelf")
      } footer: {
        Text("\(shelf.count) books")
      }
      .listRowSeparator(.visible)
    }
    .listStyle(InsetGroupedListStyle())
    .scrollContentBackground(.visible)
  }

  func row(_ book: Book) -> some View {
    VStack(alignment: .leading) {
      Text(book.title).font(.headline)
      Text(book.author).font(.subheadline).foregroundStyle(.secondary)
    }
  }
}

private func pixels<V: View>(_ view: V, height: CGFloat = 400) -> Pixmap {
  SceneRuntime(view.environment(\.displayScale, 1), canvasSize: CGSize(width: 390, height: height)).pixels(at: 0)
}

private func rgb(_ p: Pixmap, _ x: Int, _ y: Int) -> [Int] {
  let c = p[x, y]
  return [Int(c[0]), Int(c[1]), Int(c[2])]
}

@Suite struct ListSourceCompatibilityTests {
  /// The form's first card starts under its header: 17.5 + 17.5 + 12 pt of header space, a
  /// footnote line (13 · 2444 / 2048 = 15.51 pt) and 7 pt: 69.51, so pixel row 68 is grey and
  /// 70 white. Its first row's switch is on: system green (52, 199, 89) at the track's left, 20
  /// pt inside the card's right edge (374 − 20 − 51 = 303) plus 7, half-way down the 44-pt
  /// row: (310, 91).
  @Test func aSettingsFormDrawsItsSwitchOnInTheFirstCard() {
    let p = pixels(SettingsForm())
    #expect(rgb(p, 200, 68) == [242, 242, 247] && rgb(p, 200, 70) == [255, 255, 255])
    #expect(rgb(p, 310, 91) == [52, 199, 89])
  }

  /// Three fruits, three 44-pt rows: the card spans 35…167.
  @Test func aListOfAModelArrayDrawsOneRowPerElement() {
    let p = pixels(FruitList())
    let card = (0..<400).filter { rgb(p, 360, $0) != [242, 242, 247] }
    #expect(card.first == 35 && card.last == 166)
  }

  /// A list made from strings identified by themselves: two rows, a card 35…123.
  @Test func aListOfStringsByIDDrawsOneRowPerString() {
    let p = pixels(Names())
    let card = (0..<400).filter { rgb(p, 360, $0) != [242, 242, 247] }
    #expect(card.first == 35 && card.last == 122)
  }

  /// The offsets helpers move and remove as SwiftUI's do: moving offset 0 to 3 in
  /// [a, b, c, d] puts a before what was at offset 3 (d): [b, c, a, d]; removing offsets 1
  /// and 2 leaves [a, d].
  @Test func offsetsMoveAndRemoveAsInSwiftUI() {
    var letters = ["a", "b", "c", "d"]
    letters.move(fromOffsets: IndexSet([0]), toOffset: 3)
    #expect(letters == ["b", "c", "a", "d"])
    var others = ["a", "b", "c", "d"]
    others.remove(atOffsets: IndexSet([1, 2]))
    #expect(others == ["a", "d"])
  }

  /// The library draws its first section's row on the yellow it asked for: yellow (255, 204,
  /// 0) at 20 % over the grouped grey is (244.6, 234.4, 197.6), inside the first card at the
  /// right, past the row's text.
  @Test func aLibraryOfSectionsDrawsItsRowBackground() {
    let p = pixels(Library())
    let yellowRows = (0..<400).filter { y in
      zip(rgb(p, 360, y), [244.6, 234.4, 197.6]).allSatisfy { abs(Double($0) - $1) <= 1 }
    }
    #expect(!yellowRows.isEmpty)
  }
}
