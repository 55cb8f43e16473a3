import SwiftUI
import PlaygroundSupport

struct Item: Identifiable {
    let id = UUID()
    var title: String
}

struct InsertingList: View {
    @State private var items: [Item] = [Item(title: "Milk"), Item(title: "Eggs")]
    private let extra = ["Bread", "Apples", "Coffee"]

    var body: some View {
        VStack(spacing: 12) {
            ForEach(items) { item in
                HStack {
                    Image(systemName: "checkmark.circle")
                    Text(item.title)
                    Spacer()
                }
                .padding()
                .background(RoundedRectangle(cornerRadius: 12).fill(Color(.secondarySystemBackground)))
                .transition(.asymmetric(insertion: .move(edge: .leading).combined(with: .opacity), removal: .scale.combined(with: .opacity)))
            }
            Button("Add") {
                withAnimation(.spring()) {
                    items.insert(Item(title: extra[items.count % extra.count]), at: 0)
                }
            }
            .buttonStyle(.borderedProminent)
            Spacer()
        }
        .padding()
        .frame(width: 360, height: 460)
    }
}

PlaygroundPage.current.setLiveView(InsertingList())
