import SwiftUI
import PlaygroundSupport

struct Card: Identifiable { let id: Int; let color: Color }

struct CardSheets: View {
  @Namespace private var namespace
  @State private var selected: Card?
  let cards = [Card(id: 0, color: .orange), Card(id: 1, color: .teal), Card(id: 2, color: .purple), Card(id: 3, color: .pink)]

  var body: some View {
    ScrollView {
      LazyVGrid(columns: [GridItem(.flexible()), GridItem(.flexible())], spacing: 12) {
        ForEach(cards) { card in
          Button { selected = card } label: {
            RoundedRectangle(cornerRadius: 16).fill(card.color).frame(height: 160)
          }
          .matchedTransitionSource(id: card.id, in: namespace)
        }
      }
      .padding()
    }
    .sheet(item: $selected) { card in
      VStack(spacing: 16) {
        RoundedRectangle(cornerRadius: 20).fill(card.color).frame(height: 240)
        Text("Card \(card.id)").font(.title.bold())
        Spacer()
      }
      .padding()
      .navigationTransition(.zoom(sourceID: card.id, in: namespace))
    }
  }
}

PlaygroundPage.current.setLiveView(CardSheets().frame(width: 390, height: 700))
