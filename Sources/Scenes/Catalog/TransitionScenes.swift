import Flipbook

// Classic SwiftUI transition examples (issue 14), written as an app would: a "Toggle" button
// at the top inserts and removes a shape under `withAnimation`, and the shape says how it comes
// and goes with `.transition(...)`. Every shape sits wholly inside the canvas in every phase,
// so its ink can be measured from the pixels.

/// The toggle every transition scene shares: a "Toggle" button over a fixed stage in which
/// the content appears and disappears, each change in `withAnimation(.easeInOut(duration: 0.5))`.
///
/// The stage has a fixed size, so inserting or removing the shape moves nothing else; the
/// button sits in a 44-pt bar above it, out of the shape's way in every phase.
public struct TransitionStage<Content: View>: View {
  let content: Content
  @State private var isShown = false

  public init(@ViewBuilder content: () -> Content) { self.content = content() }

  public var body: some View {
    VStack(spacing: 0) {
      Button("Toggle") {
        withAnimation(.easeInOut(duration: 0.5)) { isShown.toggle() }
      }
      .frame(width: 240, height: 44)
      ZStack {
        if isShown { content }
      }
      .frame(width: 240, height: 276)
    }
  }
}

/// The script of every transition scene: tap the button (the middle of its bar) at 0.2 s to
/// insert, hold 0.8 s, tap it at 1.0 s to remove, hold 0.8 s; each 0.5-s change is over well
/// before the next.
private let toggleTwice = Script().wait(0.2).tap(at: CGPoint(x: 120, y: 22)).wait(0.8)
  .tap(at: CGPoint(x: 120, y: 22)).wait(0.8)

/// A blue rounded rectangle that rises in from below while fading in, and sinks out fading:
/// `.move(edge: .bottom).combined(with: .opacity)`.
public struct MoveOpacityTransition: View {
  public init() {}

  /// Tap to insert at 0.2 s, tap to remove at 1.0 s; 1.8 s in all.
  public static let script = toggleTwice

  /// The canvas: the button bar over a 240 × 276-pt stage; the 120 × 80-pt shape rests in
  /// the stage's middle (centre y 182) and starts its own height lower (centre y 262).
  public static let canvasSize = CGSize(width: 240, height: 320)

  public var body: some View {
    TransitionStage {
      RoundedRectangle(cornerRadius: 16)
        .fill(Color(red: 0, green: 0, blue: 1))
        .frame(width: 120, height: 80)
        .transition(.move(edge: .bottom).combined(with: .opacity))
    }
  }
}

/// A red rounded square that slides in from the trailing edge while fading in, and leaves
/// by fading where it is: `.asymmetric(insertion: .move(edge: .trailing).combined(with:
/// .opacity), removal: .opacity)`.
public struct AsymmetricTransition: View {
  public init() {}

  /// Tap to insert at 0.2 s, tap to remove at 1.0 s; 1.8 s in all.
  public static let script = toggleTwice

  /// The canvas: the 72-pt square rests in the stage's middle (centre x 120) and comes in
  /// from its own width to the right (centre x 192, right edge 228, still on the canvas).
  public static let canvasSize = CGSize(width: 240, height: 320)

  public var body: some View {
    TransitionStage {
      RoundedRectangle(cornerRadius: 12)
        .fill(Color(red: 1, green: 0, blue: 0))
        .frame(width: 72, height: 72)
        .transition(
          .asymmetric(insertion: .move(edge: .trailing).combined(with: .opacity), removal: .opacity))
    }
  }
}

/// A custom transition's modifier: the content turned `angle` degrees (clockwise on screen)
/// about its bottom-leading corner, and invisible unless upright.
///
/// Used as `.modifier(active: Tilt(angle: 45), identity: Tilt(angle: 0))`, the view swings up
/// from 45° as it fades in and falls back to 45° as it fades out. `Tilt` is not `Animatable`:
/// what animates is the rotation and the opacity its body sets (docs/SEMANTICS.md §4).
public struct Tilt: ViewModifier {
  let angle: Double

  public init(angle: Double) { self.angle = angle }

  public func body(content: Content) -> some View {
    content
      .rotationEffect(.degrees(angle), anchor: .bottomLeading)
      .opacity(angle == 0 ? 1 : 0)
  }
}

extension AnyTransition {
  /// In and out by ``Tilt``: from 45° and transparent to upright and opaque.
  static var tilt: AnyTransition {
    .modifier(active: Tilt(angle: 45), identity: Tilt(angle: 0))
  }
}

/// A green 140 × 50-pt bar that swings up about its bottom-leading corner as it fades in, and
/// falls away as it fades out: the custom ``Tilt`` transition.
public struct TiltTransition: View {
  public init() {}

  /// Tap to insert at 0.2 s, tap to remove at 1.0 s; 1.8 s in all.
  public static let script = toggleTwice

  /// The canvas: the bar rests in the stage's middle (x 50…190, y 157…207); at 45° its far
  /// end hangs down to about y 306, still on the canvas.
  public static let canvasSize = CGSize(width: 240, height: 320)

  public var body: some View {
    TransitionStage {
      Rectangle()
        .fill(Color(red: 0, green: 0.6, blue: 0))
        .frame(width: 140, height: 50)
        .transition(.tilt)
    }
  }
}

extension BuiltInScenes {
  /// `.move(edge: .bottom).combined(with: .opacity)`: a shape rises in fading in, sinks out
  /// fading out.
  public static let transitionMoveOpacity = FlipbookScene(
    "transition-move-opacity", summary: "a shape rises in from below fading in, and sinks out fading, played",
    canvas: .size(MoveOpacityTransition.canvasSize), script: MoveOpacityTransition.script,
    duration: .untilScriptEnds
  ) { MoveOpacityTransition() }

  /// `.asymmetric`: in from the trailing edge fading in, out by fading in place.
  public static let transitionAsymmetric = FlipbookScene(
    "transition-asymmetric",
    summary: "an asymmetric transition: in from the trailing edge, out by fading in place, played",
    canvas: .size(AsymmetricTransition.canvasSize), script: AsymmetricTransition.script,
    duration: .untilScriptEnds
  ) { AsymmetricTransition() }

  /// `.modifier(active:identity:)` with a custom rotating, fading modifier.
  public static let transitionTilt = FlipbookScene(
    "transition-tilt",
    summary: "a custom modifier transition: a bar swings up about its corner fading in, and back, played",
    canvas: .size(TiltTransition.canvasSize), script: TiltTransition.script,
    duration: .untilScriptEnds
  ) { TiltTransition() }
}
