import Flipbook

/// The flagship scene (docs/ARCHITECTURE.md §5): a full-screen rest timer that collapses into a
/// corner slot with a matched-geometry hero animation, and flies back when tapped.
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

  var bigRing: some View { ring(size: 220, lineWidth: 12) }

  var smallRing: some View { ring(size: 50, lineWidth: 4) }

  /// The matched ring at one endpoint. Naive: the fixed-size ring itself is matched, so a
  /// proposed size cannot shrink it. Fixed: the match goes outside `HeroScalableRing`, and a
  /// frame after the tag pins the resting size (the reader is greedy).
  @ViewBuilder func ring(size: CGFloat, lineWidth: CGFloat) -> some View {
    switch mode {
    case .naive:
      TimerRing(size: size, lineWidth: lineWidth)
        .matchedGeometryEffect(id: "ring", in: ns)
    case .fixed:
      HeroScalableRing(designSize: size) { TimerRing(size: size, lineWidth: lineWidth) }
        .matchedGeometryEffect(id: "ring", in: ns)
        .frame(width: size, height: size)
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
