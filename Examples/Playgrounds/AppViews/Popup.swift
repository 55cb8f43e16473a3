import SwiftUI
import PlaygroundSupport

struct PressableStyle: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .scaleEffect(configuration.isPressed ? 0.92 : 1)
            .opacity(configuration.isPressed ? 0.8 : 1)
            .animation(.easeOut(duration: 0.15), value: configuration.isPressed)
    }
}

struct PopupDemo: View {
    @State private var showPopup = false

    var body: some View {
        ZStack {
            Color(.systemGroupedBackground).ignoresSafeArea()
            Button {
                withAnimation(.bouncy) { showPopup.toggle() }
            } label: {
                Text("Show message")
                    .fontWeight(.semibold)
                    .padding(.horizontal, 24).padding(.vertical, 12)
                    .background(Color.accentColor, in: RoundedRectangle(cornerRadius: 14))
                    .foregroundStyle(.white)
            }
            .buttonStyle(PressableStyle())

            if showPopup {
                VStack(spacing: 8) {
                    Image(systemName: "checkmark.seal.fill").font(.largeTitle).foregroundStyle(.green)
                    Text("Saved!").font(.headline)
                }
                .padding(24)
                .background(.regularMaterial, in: RoundedRectangle(cornerRadius: 20))
                .shadow(radius: 10)
                .offset(y: -140)
                .transition(.scale(scale: 0.6).combined(with: .opacity))
                .zIndex(1)
            }
        }
        .frame(width: 360, height: 480)
    }
}

PlaygroundPage.current.setLiveView(PopupDemo())
