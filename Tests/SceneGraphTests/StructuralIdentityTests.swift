import Flipbook
import Testing

// The same hero written two ways: the matched ring built by a plain function, or by a
// `@ViewBuilder` function whose constant `if` wraps it in a conditional. SwiftUI draws both
// the same; so must Flipbook, in flight as at rest.

private struct Ring: View {
  let size: CGFloat
  var body: some View {
    ZStack {
      Circle().stroke(.gray.opacity(0.25), lineWidth: size / 20)
      Circle()
        .trim(from: 0, to: 0.62)
        .stroke(.cyan, style: StrokeStyle(lineWidth: size / 20, lineCap: .round))
        .rotationEffect(.degrees(-90))
      Text("0:45")
        .font(.system(size: size * 0.24, weight: .semibold, design: .rounded))
        .monospacedDigit()
    }
    .frame(width: size, height: size)
  }
}

private struct Hero: View {
  let wrapped: Bool
  @State var expanded = true
  @Namespace var ns

  var body: some View {
    ZStack(alignment: .topTrailing) {
      Color(.systemGroupedBackground)
        .ignoresSafeArea()
      if expanded {
        ZStack {
          Color.black.opacity(0.4)
            .ignoresSafeArea()
          if wrapped { ring(220) } else { plain(220) }
        }
        .transition(.opacity)
        .onTapGesture { withAnimation(.spring(duration: 0.6)) { expanded = false } }
      } else {
        if wrapped { ring(50).padding(24) } else { plain(50).padding(24) }
      }
    }
    .frame(width: 390, height: 700)
  }

  @ViewBuilder func ring(_ size: CGFloat) -> some View {
    if size > 0 {
      Scalable(designSize: size) { Ring(size: size) }
        .matchedGeometryEffect(id: "ring", in: ns)
        .frame(width: size, height: size)
    }
  }

  func plain(_ size: CGFloat) -> some View {
    Scalable(designSize: size) { Ring(size: size) }
      .matchedGeometryEffect(id: "ring", in: ns)
      .frame(width: size, height: size)
  }
}

/// Draws its content at `designSize`, scaled to the size it is given.
private struct Scalable<Content: View>: View {
  let designSize: CGFloat
  @ViewBuilder let content: Content

  var body: some View {
    GeometryReader { proxy in
      content
        .frame(width: designSize, height: designSize)
        .scaleEffect(min(proxy.size.width, proxy.size.height) / designSize)
        .position(x: proxy.size.width / 2, y: proxy.size.height / 2)
    }
  }
}

@Suite struct StructuralIdentityTests {
  @Test(arguments: [0.0, 0.55, 0.7, 0.9, 1.4])
  func aConstantConditionDoesNotChangeTheFlight(time: Double) {
    func list(wrapped: Bool) -> DisplayList {
      SceneRuntime(
        Hero(wrapped: wrapped), canvasSize: CGSize(width: 390, height: 700),
        script: Script().wait(0.5).tap(at: CGPoint(x: 195, y: 600))
      ).displayList(at: time)
    }
    let (a, b) = (list(wrapped: true), list(wrapped: false))
    #expect(a.items.count == b.items.count)
    for (x, y) in zip(a.items, b.items) where "\(x)" != "\(y)" {
      let (sx, sy) = (Array("\(x)"), Array("\(y)"))
      let i = sx.indices.first { $0 >= sy.count || sx[$0] != sy[$0] } ?? 0
      Issue.record("differs at \(time): …\(String(sx[max(0, i - 150)..<min(sx.count, i + 250)]))\n vs …\(String(sy[max(0, i - 150)..<min(sy.count, i + 250)]))")
      break
    }
  }
}
