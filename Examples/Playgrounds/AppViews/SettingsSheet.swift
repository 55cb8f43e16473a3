import SwiftUI
import PlaygroundSupport

struct SettingsView: View {
    @Environment(\.dismiss) private var dismiss
    @State private var notifications = true
    @State private var volume = 0.6

    var body: some View {
        VStack(alignment: .leading, spacing: 20) {
            HStack {
                Text("Settings").font(.title2.bold())
                Spacer()
                Button("Close") { dismiss() }
                    .fontWeight(.semibold)
            }
            Toggle("Notifications", isOn: $notifications)
            VStack(alignment: .leading) {
                Text("Volume").font(.subheadline).foregroundStyle(.secondary)
                Slider(value: $volume)
            }
            Spacer()
        }
        .padding(24)
        .presentationDetents([.medium, .large])
        .presentationDragIndicator(.visible)
    }
}

struct HomeView: View {
    @State private var showSettings = false

    var body: some View {
        ZStack {
            LinearGradient(colors: [.indigo, .purple], startPoint: .top, endPoint: .bottom)
                .ignoresSafeArea()
            Button {
                showSettings = true
            } label: {
                Label("Settings", systemImage: "gearshape")
                    .font(.headline)
                    .padding(.horizontal, 20).padding(.vertical, 12)
                    .background(.white, in: Capsule())
            }
        }
        .sheet(isPresented: $showSettings) {
            SettingsView()
        }
        .frame(width: 360, height: 480)
    }
}

PlaygroundPage.current.setLiveView(HomeView())
