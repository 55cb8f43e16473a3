import Flipbook

/// The rest timer's countdown ring: a track, a 62 % cyan arc from 12 o'clock, and the time.
///
/// It draws at one fixed size (`.frame(width: size, height: size)` inside), which is what
/// makes the naive hero morph fake: a proposed size cannot shrink it.
public struct TimerRing: View {
  public let size: CGFloat
  public let lineWidth: CGFloat

  public init(size: CGFloat, lineWidth: CGFloat) {
    self.size = size
    self.lineWidth = lineWidth
  }

  public var body: some View {
    ZStack {
      Circle()
        .stroke(.gray.opacity(0.25), lineWidth: lineWidth)
      Circle()
        .trim(from: 0, to: 0.62)
        .stroke(.cyan, style: StrokeStyle(lineWidth: lineWidth, lineCap: .round))
        .rotationEffect(.degrees(-90))
      Text("0:45")
        .font(.system(size: size * 0.24, weight: .semibold, design: .rounded))
        .monospacedDigit()
    }
    .frame(width: size, height: size)
  }
}

/// Draws its content at `designSize` and scales the whole drawing to the size it is given,
/// so a matched-geometry flight can shrink a fixed-size view: the fix for the fake hero.
///
/// GeometryReader is greedy, so callers pin the resting size with a `.frame` after the
/// `matchedGeometryEffect`; at rest the scale is exactly 1.
public struct HeroScalableRing<Content: View>: View {
  public let designSize: CGFloat
  @ViewBuilder public let content: Content

  public var body: some View {
    GeometryReader { proxy in
      let scale = min(proxy.size.width, proxy.size.height) / designSize
      content
        .frame(width: designSize, height: designSize)
        .scaleEffect(scale)
        .position(x: proxy.size.width / 2, y: proxy.size.height / 2)
    }
  }
}
