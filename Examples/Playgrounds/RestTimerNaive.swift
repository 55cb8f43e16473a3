// The rest-timer hero morph as an Xcode playground page, naive version: it looks right at
// rest and is fake in flight. The matched ring has a fixed inner frame, so matched geometry
// can only move it: a 220-pt ring slides to the corner while a 50-pt ring fades in on the
// same centre. Render it unchanged with
//
//     render Examples/Playgrounds/RestTimerNaive.swift --tap 195,350@0.5
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
          TimerRing(size: 220, lineWidth: 12)
            .matchedGeometryEffect(id: "ring", in: ns)
        }
        .transition(.opacity)
        .onTapGesture {
          withAnimation(.spring(duration: 0.6)) { expanded = false }
        }
      } else {
        TimerRing(size: 50, lineWidth: 4)
          .matchedGeometryEffect(id: "ring", in: ns)
          .padding(24)
          .onTapGesture {
            withAnimation(.spring(duration: 0.6)) { expanded = true }
          }
      }
    }
    .frame(width: 390, height: 700)
  }
}

PlaygroundPage.current.setLiveView(RestTimerView())
