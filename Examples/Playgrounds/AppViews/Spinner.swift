import SwiftUI
import PlaygroundSupport

struct Spinner: View {
    @State private var rotating = false
    @State private var progress: CGFloat = 0.0

    var body: some View {
        VStack(spacing: 32) {
            Circle()
                .trim(from: 0, to: 0.7)
                .stroke(AngularGradient(colors: [.blue, .purple], center: .center), style: StrokeStyle(lineWidth: 8, lineCap: .round))
                .frame(width: 64, height: 64)
                .rotationEffect(.degrees(rotating ? 360 : 0))
                .animation(.linear(duration: 1).repeatForever(autoreverses: false), value: rotating)
            ZStack {
                Circle().stroke(Color.gray.opacity(0.2), lineWidth: 12)
                Circle()
                    .trim(from: 0, to: progress)
                    .stroke(Color.green, style: StrokeStyle(lineWidth: 12, lineCap: .round))
                    .rotationEffect(.degrees(-90))
                Text("\(Int(progress * 100))%")
                    .font(.title3.bold())
                    .contentTransition(.numericText())
            }
            .frame(width: 120, height: 120)
        }
        .frame(width: 300, height: 320)
        .onAppear {
            rotating = true
            DispatchQueue.main.asyncAfter(deadline: .now() + 0.3) {
                withAnimation(.easeInOut(duration: 1.2)) { progress = 0.75 }
            }
        }
    }
}

PlaygroundPage.current.setLiveView(Spinner())
