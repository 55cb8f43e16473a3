import SwiftUI
import PlaygroundSupport

struct Photo: Identifiable, Hashable {
    let id = UUID()
    let name: String
    let color: Color
}

struct PhotoDetail: View {
    let photo: Photo
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        NavigationStack {
            ScrollView {
                VStack(alignment: .leading, spacing: 12) {
                    photo.color
                        .frame(height: 320)
                    Text(photo.name).font(.title2.weight(.semibold))
                    Text("Lorem ipsum dolor sit amet, consectetur adipiscing elit.").foregroundStyle(.secondary)
                }
                .padding()
            }
            .navigationTitle(photo.name)
            .navigationBarTitleDisplayMode(.inline)
            .toolbar {
                ToolbarItem(placement: .topBarTrailing) {
                    Button("Done") { dismiss() }
                }
            }
        }
    }
}

struct Gallery: View {
    @Namespace private var zoom
    @State private var selection: Photo?
    private let photos = [
        Photo(name: "Dunes", color: .orange), Photo(name: "Sea", color: .blue),
        Photo(name: "Forest", color: .green), Photo(name: "Lavender", color: .purple),
    ]

    var body: some View {
        ScrollView {
            LazyVGrid(columns: [GridItem(), GridItem()]) {
                ForEach(photos) { photo in
                    photo.color
                        .frame(height: 180)
                        .clipShape(RoundedRectangle(cornerRadius: 16))
                        .matchedTransitionSource(id: photo.id, in: zoom)
                        .onTapGesture { selection = photo }
                }
            }
            .padding()
        }
        .fullScreenCover(item: $selection) { photo in
            PhotoDetail(photo: photo)
                .navigationTransition(.zoom(sourceID: photo.id, in: zoom))
        }
    }
}

PlaygroundPage.current.setLiveView(Gallery().frame(width: 390, height: 700))
