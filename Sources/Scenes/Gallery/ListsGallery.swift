import Flipbook

/// A settings screen as an inset-grouped `List`, played by a script: a switch flips, a row is
/// inserted and another deleted by buttons (each fades while the rows below slide), then a
/// drag scrolls the list up under the status bar. Written as app code, to look at the list's
/// metrics and row animations (`render lists-gallery`).
public struct ListsGallery: View {
  public init() {}

  /// The device: a 390-pt-wide iPhone, whose inset cards stand 16 pt off the edges.
  public static let device = Device.iPhone14

  /// The script's points, in canvas points, measured from the layout.
  enum Points {
    static let notificationsSwitch = CGPoint(x: 328.5, y: 148)
    static let dragStart = CGPoint(x: 195, y: 650)
    static let dragEnd = CGPoint(x: 195, y: 470)
  }

  /// Flip the switch at 0.5 s, insert a row at 1.0 s, delete one at 2.0 s, drag the list up
  /// over 0.4 s from 3.0 s, then hold while it coasts and settles.
  public static let script = Script()
    .wait(0.5).tap(at: Points.notificationsSwitch)
    .wait(0.5).tap(label: "Add Timer")
    .wait(1.0).tap(label: "Remove Home")
    .wait(1.0).drag(from: Points.dragStart, to: Points.dragEnd, duration: 0.4)
    .wait(1.6)

  struct Favorite: Identifiable {
    let id: String
    let symbol: String
  }

  static let timer = Favorite(id: "Timer", symbol: "timer")

  @State private var darkMode = false
  @State private var notifications = false
  @State private var sort = 0
  @State private var favorites = [
    Favorite(id: "Home", symbol: "house.fill"),
    Favorite(id: "Health", symbol: "heart.fill"),
    Favorite(id: "Starred", symbol: "star.fill"),
  ]

  public var body: some View {
    List {
      Section {
        Toggle(isOn: $darkMode) { Label("Dark Mode", systemImage: "moon.fill") }
        Toggle(isOn: $notifications) { Label("Notifications", systemImage: "bell.fill") }
        HStack {
          Label("Display", systemImage: "sun.max.fill")
          Spacer()
          Text("Automatic").foregroundStyle(.secondary)
        }
      }
      Section {
        ForEach(favorites) { favorite in
          Label(favorite.id, systemImage: favorite.symbol)
        }
        .onDelete { favorites.remove(atOffsets: $0) }
      } header: {
        Text("Favorites")
      } footer: {
        Text("Favorites show on the lock screen, in the order of this list.")
      }
      Section {
        Button("Add Timer") {
          withAnimation { favorites.insert(Self.timer, at: 1) }
        }
        Button("Remove Home", role: .destructive) {
          withAnimation { favorites.removeAll { $0.id == "Home" } }
        }
      }
      Section("General") {
        Label("Account", systemImage: "person.crop.circle")
        Label("Search", systemImage: "magnifyingglass")
        Label("Bookmarks", systemImage: "bookmark.fill")
        Label("Sharing", systemImage: "square.and.arrow.up")
        Picker("Sort By", selection: $sort) {
          Text("Name").tag(0)
          Text("Date").tag(1)
        }
        Label("Settings", systemImage: "gearshape")
      }
      Section {
        row("Version", "2.4")
        row("Build", "1187")
        row("Model", "iPhone 14")
      } header: {
        Text("About")
      }
    }
  }

  private func row(_ title: String, _ value: String) -> some View {
    HStack {
      Text(title)
      Spacer()
      Text(value).foregroundStyle(.secondary)
    }
  }
}
