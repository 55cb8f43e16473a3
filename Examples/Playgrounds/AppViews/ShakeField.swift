import SwiftUI
import PlaygroundSupport

/// Swings a view side to side: three swings of 10 points per unit of animatable data.
struct Shake: GeometryEffect {
    var amount: CGFloat = 10
    var shakesPerUnit = 3
    var animatableData: CGFloat

    func effectValue(size: CGSize) -> ProjectionTransform {
        ProjectionTransform(CGAffineTransform(translationX: amount * sin(animatableData * .pi * CGFloat(shakesPerUnit) * 2), y: 0))
    }
}

struct LoginForm: View {
    @State private var password = ""
    @State private var attempts = 0

    var body: some View {
        VStack(spacing: 16) {
            SecureField("Password", text: $password)
                .padding()
                .background(Color(.secondarySystemBackground), in: RoundedRectangle(cornerRadius: 10))
                .modifier(Shake(animatableData: CGFloat(attempts)))
            Button("Sign In") {
                withAnimation(.default) {
                    attempts += 1
                }
            }
            .buttonStyle(.borderedProminent)
        }
        .padding(24)
        .frame(width: 320, height: 240)
    }
}

PlaygroundPage.current.setLiveView(LoginForm())
