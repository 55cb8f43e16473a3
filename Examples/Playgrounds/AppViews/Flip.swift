import SwiftUI
import PlaygroundSupport

struct FlipCard: View {
    @State private var flipped = false

    var body: some View {
        ZStack {
            RoundedRectangle(cornerRadius: 16)
                .fill(.blue.gradient)
                .overlay(Text("Front").font(.largeTitle).foregroundColor(.white))
                .opacity(flipped ? 0 : 1)
            RoundedRectangle(cornerRadius: 16)
                .fill(.orange.gradient)
                .overlay(Text("Back").font(.largeTitle).foregroundColor(.white))
                .rotation3DEffect(.degrees(180), axis: (x: 0, y: 1, z: 0))
                .opacity(flipped ? 1 : 0)
        }
        .frame(width: 220, height: 300)
        .rotation3DEffect(.degrees(flipped ? 180 : 0), axis: (x: 0, y: 1, z: 0))
        .onTapGesture {
            withAnimation(.easeInOut(duration: 0.6)) { flipped.toggle() }
        }
        .frame(width: 320, height: 400)
    }
}

PlaygroundPage.current.setLiveView(FlipCard())
