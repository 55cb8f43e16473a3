// The rest-timer hero morph as an Xcode playground page, fixed version: both endpoints draw
// the ring at its design size and scale the whole drawing to the frame matched geometry
// proposes, so the ring really shrinks from 220 to 50 pt in flight. Render it unchanged with
//
//     render Examples/Playgrounds/RestTimerFixed.swift --tap 195,350@0.5
import PlaygroundSupport
import SwiftUI

struct TimerRing: View {
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
struct HeroScalableRing<Content: View>: View {
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

struct RestTimerView: View {
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
    HeroScalableRing(designSize: size) { TimerRing(size: size, lineWidth: lineWidth) }
      .matchedGeometryEffect(id: "ring", in: ns)
      .frame(width: size, height: size)
  }
}

PlaygroundPage.current.setLiveView(RestTimerView())
