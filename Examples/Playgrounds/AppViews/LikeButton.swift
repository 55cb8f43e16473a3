import SwiftUI
import PlaygroundSupport

struct LikeButton: View {
    @State private var isLiked = false
    @State private var count = 41

    var body: some View {
        Button {
            withAnimation(.spring(response: 0.35, dampingFraction: 0.5)) {
                isLiked.toggle()
                count += isLiked ? 1 : -1
            }
        } label: {
            HStack(spacing: 6) {
                Image(systemName: isLiked ? "heart.fill" : "heart")
                    .foregroundStyle(isLiked ? .red : .secondary)
                    .scaleEffect(isLiked ? 1.2 : 1.0)
                    .symbolEffect(.bounce, value: isLiked)
                Text("\(count)")
                    .contentTransition(.numericText(value: Double(count)))
                    .font(.headline.monospacedDigit())
            }
            .padding(.horizontal, 16)
            .padding(.vertical, 10)
            .background(.thinMaterial, in: Capsule())
        }
        .buttonStyle(.plain)
        .sensoryFeedback(.impact, trigger: isLiked)
        .frame(width: 240, height: 120)
        .background(LinearGradient(colors: [.pink.opacity(0.3), .orange.opacity(0.3)], startPoint: .top, endPoint: .bottom))
    }
}

PlaygroundPage.current.setLiveView(LikeButton())
