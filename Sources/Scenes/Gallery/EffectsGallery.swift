import Flipbook

/// A still catalogue of paints and layer effects: gradients (linear, radial, angular,
/// elliptical, mesh), a group fade, shadow, blur, clipping, a mask, rounded corners and dashes. Used by golden tests to see every effect at once.
public struct EffectsGallery: View {
  public init() {}

  public static let canvasSize = CGSize(width: 390, height: 600)

  public var body: some View {
    ZStack(alignment: .topLeading) {
      Color(.systemGroupedBackground)
      tile(x: 20, y: 20) {
        Rectangle().fill(LinearGradient(colors: [.cyan, .indigo], startPoint: .topLeading, endPoint: .bottomTrailing))
      }
      tile(x: 145, y: 20) {
        Circle().fill(RadialGradient(colors: [.yellow, .orange, .red], center: .center, startRadius: 0, endRadius: 50))
      }
      tile(x: 270, y: 20) {
        Circle().fill(AngularGradient(colors: [.red, .yellow, .green, .cyan, .blue, .purple, .red], center: .center))
      }
      tile(x: 20, y: 165) {
        ZStack {
          Circle().fill(.red).frame(width: 60, height: 60).offset(x: -15)
          Circle().fill(.blue).frame(width: 60, height: 60).offset(x: 15)
        }
        .compositingGroup()
        .opacity(0.5)
      }
      tile(x: 145, y: 165) {
        Rectangle().fill(.white).frame(width: 70, height: 70).shadow(color: .black.opacity(0.4), radius: 6, x: 0, y: 6)
      }
      tile(x: 270, y: 165) {
        Text("blur").font(.system(size: 30, weight: .bold)).blur(radius: 2)
      }
      tile(x: 20, y: 310) {
        Rectangle().fill(EllipticalGradient(colors: [.mint, .teal, .blue])).frame(width: 140, height: 140)
          .frame(width: 100, height: 100).clipped()
      }
      tile(x: 145, y: 310) {
        Rectangle().fill(LinearGradient(colors: [.pink, .purple], startPoint: .leading, endPoint: .trailing))
          .mask { Text("mask").font(.system(size: 34, weight: .heavy)) }
      }
      tile(x: 270, y: 310) {
        Rectangle().fill(.orange).cornerRadius(24)
      }
      tile(x: 20, y: 455) {
        MeshGradient(
          width: 3, height: 3,
          points: [[0, 0], [0.5, 0], [1, 0], [0, 0.5], [0.7, 0.35], [1, 0.5], [0, 1], [0.5, 1], [1, 1]],
          colors: [.red, .purple, .indigo, .orange, .white, .blue, .yellow, .green, .mint])
      }
      tile(x: 145, y: 455) {
        Circle().stroke(.indigo, style: StrokeStyle(lineWidth: 6, lineCap: .round, dash: [12, 10]))
          .padding(6)
      }
      tile(x: 270, y: 455) {
        Rectangle().stroke(.green, style: StrokeStyle(lineWidth: 4, dash: [16, 6, 4, 6], dashPhase: 8))
          .padding(4)
      }
    }
    .frame(width: Self.canvasSize.width, height: Self.canvasSize.height)
  }

  func tile<Content: View>(x: CGFloat, y: CGFloat, @ViewBuilder _ content: () -> Content) -> some View {
    content()
      .frame(width: 100, height: 100)
      .offset(x: x, y: y)
  }
}
