import Flipbook
import Scenes
import Testing

// The fixed hero as the playground page Examples/Playgrounds/RestTimerFixed.swift writes it
// (a plain function builds the matched ring; the built-in scene uses a `@ViewBuilder`
// switch): the same pictures, at rest and in flight.

private struct PageTimerRing: View {
  let size: CGFloat
  let lineWidth: CGFloat

  var body: some View {
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

/// Draws its content at `designSize` and scales the drawing to the size it is given.
private struct PageScalableRing<Content: View>: View {
  let designSize: CGFloat
  @ViewBuilder let content: Content

  var body: some View {
    GeometryReader { proxy in
      let scale = min(proxy.size.width, proxy.size.height) / designSize
      content
        .frame(width: designSize, height: designSize)
        .scaleEffect(scale)
        .position(x: proxy.size.width / 2, y: proxy.size.height / 2)
    }
  }
}

private struct PageRestTimerView: View {
  @State private var expanded = true
  @Namespace private var ns

  var body: some View {
    ZStack(alignment: .topTrailing) {
      Color(.systemGroupedBackground)
        .ignoresSafeArea()
      if expanded {
        ZStack {
          Color.black.opacity(0.4)
            .ignoresSafeArea()
          ring(size: 220, lineWidth: 12)
        }
        .transition(.opacity)
        .onTapGesture {
          withAnimation(.spring(duration: 0.6)) { expanded = false }
        }
      } else {
        ring(size: 50, lineWidth: 4)
          .padding(24)
          .onTapGesture {
            withAnimation(.spring(duration: 0.6)) { expanded = true }
          }
      }
    }
    .frame(width: 390, height: 700)
  }

  func ring(size: CGFloat, lineWidth: CGFloat) -> some View {
    PageScalableRing(designSize: size) { PageTimerRing(size: size, lineWidth: lineWidth) }
      .matchedGeometryEffect(id: "ring", in: ns)
      .frame(width: size, height: size)
  }
}


@Suite struct PlaygroundPageTests {
  @Test func thePlaygroundPageDrawsWhatTheBuiltInSceneDraws() {
    let times = [0.0, 0.55, 0.6, 0.7, 0.8, 1.0, 1.5, 2.4]
    let page = FlipbookScene("page", canvas: .sizeThatFits, script: RestTimerHero.collapseScript()) { PageRestTimerView() }
    let a = page.pixmaps(at: times, scale: 1)
    let b = BuiltInScenes.restTimer.pixmaps(at: times, variant: "fixed", scale: 1)
    for (k, time) in times.enumerated() {
      let differing = stride(from: 0, to: a[k].data.count, by: 4).filter { a[k].data[$0..<$0 + 4] != b[k].data[$0..<$0 + 4] }
      #expect(differing.isEmpty, "t = \(time): \(differing.count) pixels differ")
    }
  }
}
