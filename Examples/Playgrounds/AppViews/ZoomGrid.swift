import SwiftUI
import PlaygroundSupport

struct ColorItem: Identifiable, Hashable {
    let id: Int
    let name: String
    let color: Color
}

struct DismissableView<Content: View>: View {
    @Environment(\.dismiss) private var dismiss
    @ViewBuilder let content: () -> Content

    var body: some View {
        content()
            .overlay(alignment: .topTrailing) {
                Button {
                    dismiss()
                } label: {
                    Image(systemName: "xmark.circle.fill")
                        .font(.title)
                        .foregroundStyle(.white)
                }
                .padding()
            }
    }
}

struct ZoomGrid: View {
    @Namespace private var namespace

    let items: [ColorItem] = [
        ColorItem(id: 1, name: "Blue", color: .blue),
        ColorItem(id: 2, name: "Orange", color: .orange),
        ColorItem(id: 3, name: "Green", color: .green),
        ColorItem(id: 4, name: "Purple", color: .purple),
        ColorItem(id: 5, name: "Pink", color: .pink),
        ColorItem(id: 6, name: "Teal", color: .teal),
    ]

    var body: some View {
        NavigationStack {
            ScrollView {
                LazyVGrid(columns: [GridItem(.flexible()), GridItem(.flexible())], spacing: 16) {
                    ForEach(items) { item in
                        NavigationLink {
                            DismissableView {
                                ZStack {
                                    Rectangle().fill(item.color.gradient).ignoresSafeArea()
                                    Text(item.name).font(.largeTitle.bold()).foregroundStyle(.white)
                                }
                            }
                            .navigationTransition(.zoom(sourceID: item.id, in: namespace))
                            .navigationBarBackButtonHidden()
                        } label: {
                            RoundedRectangle(cornerRadius: 16)
                                .fill(item.color.gradient)
                                .frame(height: 150)
                                .overlay(alignment: .bottomLeading) {
                                    Text(item.name).font(.headline).foregroundStyle(.white).padding()
                                }
                        }
                        .matchedTransitionSource(id: item.id, in: namespace)
                    }
                }
                .padding()
            }
            .navigationTitle("Colors")
        }
        .frame(width: 390, height: 700)
    }
}

PlaygroundPage.current.setLiveView(ZoomGrid())
