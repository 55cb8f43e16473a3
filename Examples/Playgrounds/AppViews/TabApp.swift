import SwiftUI
import PlaygroundSupport

// A tab-bar app: a profile tab with a disclosure group and a field, a favourites tab, and
// a tab bar that switches between them.
struct ProfileTab: View {
    @State private var showsDetails = false
    @State private var name = ""

    var body: some View {
        VStack(alignment: .leading, spacing: 16) {
            GroupBox("Account") {
                TextField("Display name", text: $name)
                    .textFieldStyle(.roundedBorder)
            }
            DisclosureGroup("Details", isExpanded: $showsDetails) {
                Label("Member since 2021", systemImage: "bookmark")
                Gauge(value: 0.7) { Text("Storage") }
            }
            Spacer()
        }
        .padding()
    }
}

struct TabApp: View {
    @State private var selection = 0

    var body: some View {
        TabView(selection: $selection) {
            ProfileTab()
                .tabItem { Label("Profile", systemImage: "person") }
                .tag(0)
            ContentUnavailableView("No favourites", systemImage: "star", description: Text("Tap the star on a track."))
                .tabItem { Label("Favourites", systemImage: "star") }
                .tag(1)
        }
        .frame(width: 390, height: 600)
    }
}

PlaygroundPage.current.setLiveView(TabApp())
