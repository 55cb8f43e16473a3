import SwiftUI
import PlaygroundSupport

struct SettingsView: View {
    @State private var notifications = true
    @State private var volume = 0.6
    @AppStorage("theme") private var theme = 0

    var body: some View {
        Form {
            Section("General") {
                Toggle("Notifications", isOn: $notifications.animation())
                if notifications {
                    Label("Sounds", systemImage: "speaker.wave.2")
                    Slider(value: $volume)
                }
            }
            Section {
                Picker("Theme", selection: $theme) {
                    Text("Light").tag(0)
                    Text("Dark").tag(1)
                }
                .pickerStyle(.segmented)
            } footer: {
                Text("Changes apply immediately.")
            }
        }
        .frame(width: 390, height: 500)
    }
}

PlaygroundPage.current.setLiveView(SettingsView())
