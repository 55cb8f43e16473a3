import SwiftUI
import PlaygroundSupport

struct Place: Identifiable, Hashable {
    let id: Int
    let name: String
    let color: Color
}

struct PlaceDetail: View {
    let place: Place
    @Environment(\.dismiss) private var dismiss
    @State private var showsPhoto = false

    var body: some View {
        VStack(spacing: 16) {
            Circle().fill(place.color.gradient).frame(width: 80, height: 80)
            Text(place.name).font(.title.bold())
            Button("Full Screen Photo") { showsPhoto = true }
                .buttonStyle(.borderedProminent)
            Button("Done") { dismiss() }
        }
        .padding(.top, 24)
        .frame(maxHeight: .infinity, alignment: .top)
        .presentationDetents([.fraction(0.6), .large])
        .presentationCornerRadius(24)
        .presentationBackground(.thinMaterial)
        .interactiveDismissDisabled(false)
        .fullScreenCover(isPresented: $showsPhoto) {
            ZStack(alignment: .topTrailing) {
                place.color.ignoresSafeArea()
                Button("Close") { showsPhoto = false }
                    .foregroundStyle(.white)
                    .padding()
            }
        }
    }
}

struct PlacesView: View {
    @State private var selected: Place?
    let places = [
        Place(id: 1, name: "Lisbon", color: .orange),
        Place(id: 2, name: "Kyoto", color: .pink),
        Place(id: 3, name: "Reykjavík", color: .teal),
    ]

    var body: some View {
        VStack(spacing: 12) {
            ForEach(places) { place in
                Button {
                    selected = place
                } label: {
                    HStack {
                        Circle().fill(place.color).frame(width: 28, height: 28)
                        Text(place.name).foregroundStyle(.primary)
                        Spacer()
                        Image(systemName: "chevron.right").foregroundStyle(.secondary)
                    }
                    .padding()
                    .background(Color(.secondarySystemBackground), in: RoundedRectangle(cornerRadius: 12))
                }
            }
            Spacer()
        }
        .padding()
        .sheet(item: $selected) { place in
            PlaceDetail(place: place)
        }
        .frame(width: 360, height: 480)
    }
}

PlaygroundPage.current.setLiveView(PlacesView())
