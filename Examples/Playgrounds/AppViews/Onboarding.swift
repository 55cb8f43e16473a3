import SwiftUI
import PlaygroundSupport

// An onboarding carousel: pages swiped with a TabView in the page style, a button that moves
// on, and the page dots.
struct Onboarding: View {
    @State private var page = 0
    private let pages: [(symbol: String, title: String, tint: Color)] = [
        ("star.fill", "Welcome", .indigo),
        ("heart.fill", "Save favourites", .pink),
        ("bell.fill", "Never miss a thing", .orange),
    ]

    var body: some View {
        VStack(spacing: 0) {
            TabView(selection: $page) {
                ForEach(pages.indices, id: \.self) { index in
                    VStack(spacing: 16) {
                        Image(systemName: pages[index].symbol)
                            .font(.system(size: 64))
                            .foregroundStyle(.white)
                        Text(pages[index].title)
                            .font(.title.bold())
                            .foregroundStyle(.white)
                    }
                    .frame(maxWidth: .infinity, maxHeight: .infinity)
                    .background(pages[index].tint.gradient)
                    .tag(index)
                }
            }
            .tabViewStyle(.page)
            Button(page == pages.count - 1 ? "Get started" : "Next") {
                withAnimation { page = min(page + 1, pages.count - 1) }
            }
            .buttonStyle(.borderedProminent)
            .padding()
        }
        .frame(width: 390, height: 520)
    }
}

PlaygroundPage.current.setLiveView(Onboarding())
