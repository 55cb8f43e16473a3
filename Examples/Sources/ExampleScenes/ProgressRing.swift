import Flipbook

/// A goal ring that fills from 20 % to 85 % when tapped.
public struct ProgressRing: View {
  @State private var progress = 0.2

  public init() {}

  public var body: some View {
    ZStack {
      Circle()
        .stroke(.gray.opacity(0.2), lineWidth: 18)
      Circle()
        .trim(from: 0, to: progress)
        .stroke(.green, style: StrokeStyle(lineWidth: 18, lineCap: .round))
        .rotationEffect(.degrees(-90))
      Text("\(Int(progress * 100)) %")
        .font(.system(size: 36, weight: .bold, design: .rounded))
    }
    .frame(width: 180, height: 180)
    .onTapGesture {
      withAnimation(.easeInOut(duration: 1)) { progress = 0.85 }
    }
  }
}
