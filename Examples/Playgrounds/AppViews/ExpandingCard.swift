import SwiftUI
import PlaygroundSupport

struct ExpandingCard: View {
    @Namespace private var ns
    @State private var expanded = false

    var body: some View {
        ZStack {
            if expanded {
                VStack(alignment: .leading, spacing: 12) {
                    RoundedRectangle(cornerRadius: 20, style: .continuous)
                        .fill(Color.indigo.gradient)
                        .matchedGeometryEffect(id: "card", in: ns)
                        .frame(height: 220)
                    Text("Northern Lights")
                        .font(.title2.bold())
                        .matchedGeometryEffect(id: "title", in: ns)
                    Text("Tap to close. The aurora is best seen between September and March.")
                        .foregroundStyle(.secondary)
                        .transition(.opacity.combined(with: .move(edge: .bottom)))
                    Spacer()
                }
                .padding()
            } else {
                VStack(alignment: .leading) {
                    RoundedRectangle(cornerRadius: 12, style: .continuous)
                        .fill(Color.indigo.gradient)
                        .matchedGeometryEffect(id: "card", in: ns)
                        .frame(width: 120, height: 80)
                    Text("Northern Lights")
                        .font(.headline)
                        .matchedGeometryEffect(id: "title", in: ns)
                }
            }
        }
        .frame(width: 360, height: 480)
        .contentShape(Rectangle())
        .onTapGesture {
            withAnimation(.smooth(duration: 0.5)) { expanded.toggle() }
        }
    }
}

PlaygroundPage.current.setLiveView(ExpandingCard())
