import Flipbook

// The first example of Apple's article "Controlling the timing and movements of your
// animations", written as an app would: an emoji that rises 40 pt with the `.bouncy` spring
// when tapped, and the variant whose completion brings it back down.

/// An emoji that a tap sends up 40 pt with `.bouncy`; with `returns`, the animation's
/// completion sends it back down with the same spring.
public struct BouncyEmoji: View {
  let returns: Bool
  @State private var isUp = false

  public init(returns: Bool) { self.returns = returns }

  /// The canvas: the emoji in the middle of a 240-pt square.
  public static let canvasSize = CGSize(width: 240, height: 240)

  public var body: some View {
    Text("🐶")
      .font(.system(size: 64))
      .offset(y: isUp ? -40 : 0)
      .onTapGesture {
        if returns {
          withAnimation(.bouncy) {
            isUp = true
          } completion: {
            withAnimation(.bouncy) { isUp = false }
          }
        } else {
          withAnimation(.bouncy) { isUp.toggle() }
        }
      }
  }

  /// Tap the emoji at 0.3 s; hold 1.7 s (the spring settles, and a completion's return does).
  public static let script = Script().wait(0.3).tap(at: CGPoint(x: 120, y: 120)).wait(1.7)
}
