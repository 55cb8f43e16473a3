import SwiftUI
import PlaygroundSupport

/// Turns a view about its vertical centre line in perspective, and tells whether its back shows.
struct FlipEffect: GeometryEffect {
    @Binding var flipped: Bool
    var angle: Double

    var animatableData: Double {
        get { angle }
        set { angle = newValue }
    }

    func effectValue(size: CGSize) -> ProjectionTransform {
        DispatchQueue.main.async {
            flipped = angle >= 90 && angle < 270
        }
        let radians = CGFloat(Angle(degrees: angle).radians)
        var transform3d = CATransform3DIdentity
        transform3d.m34 = -1 / max(size.width, size.height)
        transform3d = CATransform3DRotate(transform3d, radians, 0, 1, 0)
        transform3d = CATransform3DTranslate(transform3d, -size.width / 2, -size.height / 2, 0)
        let center = ProjectionTransform(CGAffineTransform(translationX: size.width / 2, y: size.height / 2))
        return ProjectionTransform(transform3d).concatenating(center)
    }
}

struct FlippingCard: View {
    @State private var flipped = false
    @State private var turned = false

    var body: some View {
        RoundedRectangle(cornerRadius: 20)
            .fill(flipped ? Color.orange : Color.indigo)
            .overlay(
                Text(flipped ? "Back" : "Front")
                    .font(.title.bold())
                    .foregroundStyle(.white)
                    .scaleEffect(x: flipped ? -1 : 1)
            )
            .frame(width: 200, height: 280)
            .modifier(FlipEffect(flipped: $flipped, angle: turned ? 180 : 0))
            .onTapGesture {
                withAnimation(.easeInOut(duration: 0.8)) { turned.toggle() }
            }
            .frame(width: 320, height: 400)
    }
}

PlaygroundPage.current.setLiveView(FlippingCard())
