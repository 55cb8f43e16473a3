import Flipbook

/// The flagship scene (DESIGN.md): a full-screen rest timer that collapses into a corner
/// slot with a matched-geometry hero animation, and flies back when tapped.
///
/// This is ordinary SwiftUI code: it compiles against SwiftUI with only the import changed.
public struct RestTimerHero: View {
  /// Which version of the animation to show.
  public enum Mode: String, CaseIterable, Sendable {
    /// The ring has a fixed inner frame, so only its position animates: two rings cross-fade.
    case naive
    /// Both endpoints draw through `HeroScalableRing`, so the whole ring shrinks in flight.
    case fixed
  }

  public let mode: Mode
  @State var expanded = true
  @Namespace var ns

  public init(mode: Mode) { self.mode = mode }

  public var body: some View {
    ZStack(alignment: .topTrailing) {
      Color(.systemGroupedBackground)
        .ignoresSafeArea()
      if expanded {
        ZStack {
          Color.black.opacity(0.4)
            .ignoresSafeArea()
          bigRing
        }
        .transition(.opacity)
        .onTapGesture {
          withAnimation(.spring(duration: 0.6)) { expanded = false }
        }
      } else {
        smallRing
          .padding(24)
          .onTapGesture {
            withAnimation(.spring(duration: 0.6)) { expanded = true }
          }
      }
    }
    .frame(width: 390, height: 700)
  }

  @ViewBuilder var bigRing: some View {
    switch mode {
    case .naive:
      TimerRing(size: 220, lineWidth: 12)
        .matchedGeometryEffect(id: "ring", in: ns)
    case .fixed:
      HeroScalableRing(designSize: 220) { TimerRing(size: 220, lineWidth: 12) }
        .matchedGeometryEffect(id: "ring", in: ns)
        .frame(width: 220, height: 220)
    }
  }

  @ViewBuilder var smallRing: some View {
    switch mode {
    case .naive:
      TimerRing(size: 50, lineWidth: 4)
        .matchedGeometryEffect(id: "ring", in: ns)
    case .fixed:
      HeroScalableRing(designSize: 50) { TimerRing(size: 50, lineWidth: 4) }
        .matchedGeometryEffect(id: "ring", in: ns)
        .frame(width: 50, height: 50)
    }
  }
}

extension RestTimerHero {
  /// The canvas the scene is designed for, in points.
  public static let canvasSize = CGSize(width: 390, height: 700)

  /// Collapse at `tapAt` seconds by tapping the popup, then hold for `hold` seconds (by default
  /// long enough for the 0.6 s spring to settle: the last frame is at rest).
  public static func collapseScript(tapAt: Double = 0.5, hold: Double = 2.0) -> Script {
    Script().wait(tapAt).tap(at: CGPoint(x: 195, y: 600)).wait(hold)
  }
}
