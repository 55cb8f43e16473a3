import Flipbook
import Testing

/// `.zIndex` orders drawing and taps among siblings; `.allowsHitTesting(false)` lets taps
/// through. Measured from the pixels of two overlapping squares and from which action a
/// scripted tap runs.
@Suite struct ZIndexTests {
  /// Red (60 pt at 20, 20) and blue (60 pt at 40, 40) overlap on (40, 40)–(80, 80); the one
  /// drawn last shows there.
  static func squares(redIndex: Double?, spacing: Bool = false) -> some View {
    ZStack(alignment: .topLeading) {
      Paints.a.frame(width: 60, height: 60).padding(.leading, 20).padding(.top, 20).zIndex(redIndex ?? 0)
      Paints.b.frame(width: 60, height: 60).padding(.leading, 40).padding(.top, 40)
    }
    .frame(width: 100, height: 100, alignment: .topLeading)
  }

  @Test func aHigherZIndexDrawsOnTop() {
    let plain = SceneRuntime(Self.squares(redIndex: nil), canvasSize: CGSize(width: 100, height: 100)).pixels(at: 0)
    #expect(plain[60, 60] == SIMD4(0, 0, 255, 255))
    let raised = SceneRuntime(Self.squares(redIndex: 1), canvasSize: CGSize(width: 100, height: 100)).pixels(at: 0)
    #expect(raised[60, 60] == SIMD4(255, 0, 0, 255))
    #expect(raised.box(of: Paints.aRGB) == CGRect(x: 20, y: 20, width: 60, height: 60))
  }

  /// In a stack with overlapping neighbours (spacing −20) the earlier one, raised, covers the
  /// later one's leading 20 pt.
  @Test func stacksDrawByZIndexToo() {
    let view = HStack(spacing: -20) {
      Paints.a.frame(width: 50, height: 50).zIndex(1)
      Paints.b.frame(width: 50, height: 50)
    }
    let pixels = SceneRuntime(view, canvasSize: CGSize(width: 100, height: 50)).pixels(at: 0)
    // 80 wide at x = 10: red 10…60, blue 40…90; the overlap 40…60 is red.
    #expect(pixels[50, 25] == SIMD4(255, 0, 0, 255))
    #expect(pixels.box(of: Paints.bRGB) == CGRect(x: 60, y: 0, width: 30, height: 50))
  }

  /// A tap on the overlap goes to what is drawn on top; with `allowsHitTesting(false)` on the
  /// top square it goes to the one below.
  @Test(arguments: [false, true])
  func tapsFollowTheDrawingOrder(passThrough: Bool) {
    let log = Log()
    let view = ZStack(alignment: .topLeading) {
      Paints.a.frame(width: 60, height: 60).padding(.leading, 20).padding(.top, 20)
        .onTapGesture { log.append("red") }
        .zIndex(1)
        .allowsHitTesting(!passThrough)
      Paints.b.frame(width: 60, height: 60).padding(.leading, 40).padding(.top, 40)
        .onTapGesture { log.append("blue") }
    }
    .frame(width: 100, height: 100, alignment: .topLeading)
    let r = SceneRuntime(view, canvasSize: CGSize(width: 100, height: 100), script: Script().wait(0.5).tap(at: CGPoint(x: 60, y: 60)))
    r.advance(to: 1)
    #expect(log.entries == [passThrough ? "blue" : "red"])
  }
}
