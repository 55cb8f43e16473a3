import SwiftUI
import PlaygroundSupport

// A card carousel: cards scale, fade and tilt as they scroll off (iOS 17's scrollTransition),
// snapping to the nearest card.
struct CardCarousel: View {
    let colors: [Color] = [.red, .orange, .yellow, .green, .blue, .purple]

    var body: some View {
        ScrollView(.horizontal) {
            LazyHStack(spacing: 16) {
                ForEach(colors.indices, id: \.self) { index in
                    RoundedRectangle(cornerRadius: 24)
                        .fill(colors[index].gradient)
                        .frame(width: 280, height: 360)
                        .overlay(alignment: .bottomLeading) {
                            Text("Card \(index + 1)")
                                .font(.title2.bold())
                                .foregroundStyle(.white)
                                .padding(20)
                        }
                        .scrollTransition { content, phase in
                            content
                                .opacity(phase.isIdentity ? 1 : 0.5)
                                .scaleEffect(y: phase.isIdentity ? 1 : 0.85)
                                .rotationEffect(.degrees(phase.value * 6))
                        }
                }
            }
            .scrollTargetLayout()
        }
        .contentMargins(.horizontal, 55, for: .scrollContent)
        .scrollTargetBehavior(.viewAligned)
        .scrollIndicators(.hidden)
        .frame(width: 390, height: 420)
    }
}

PlaygroundPage.current.setLiveView(CardCarousel())
