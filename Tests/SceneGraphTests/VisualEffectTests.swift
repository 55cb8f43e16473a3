import Drawing
import Flipbook
import Foundation
import Testing

// `.visualEffect` and `.scrollTransition` (docs/SEMANTICS.md §7), measured from rendered
// pixels at one pixel per point. Expected values come from the view's layout by hand and
// from the thresholds' definitions; each effect test has a control where the effect must
// not show.

/// A 100-tall vertical scroll view whose content puts a 20-tall red item at 90…110: its top
/// half is inside the viewport, its bottom half below it. `below` points of content follow it.
private func itemAtTheBottomEdge(_ item: some View, below: CGFloat = 300) -> some View {
  ScrollView {
    VStack(spacing: 0) {
      Color.clear.frame(height: 90)
      item
      Color.clear.frame(height: below)
    }
  }
  .frame(width: 100, height: 100)
}

private func fading(_ configuration: ScrollTransitionConfiguration) -> some View {
  Paints.a.frame(height: 20).scrollTransition(configuration) { content, phase in
    content.opacity(phase.isIdentity ? 1 : 0)
  }
}

private func alphaOfTheItem(_ view: some View, at time: Double = 0) -> Double {
  let runtime = SceneRuntime(view, canvasSize: CGSize(width: 100, height: 100))
  return runtime.pixels(at: time).alpha(50, 95)
}

@Suite struct VisualEffectTests {
  /// Each box is moved right by its own global minY: the box laid out at y = 0 stays, the one
  /// at y = 40 draws 40 to the right. Layout is unchanged: the second box's top is still 40.
  @Test func aVisualEffectReadsTheViewsOwnFrame() {
    let view = VStack(alignment: .leading, spacing: 20) {
      Paints.a.frame(width: 20, height: 20)
      Paints.b.frame(width: 20, height: 20)
    }
    .visualEffect { content, proxy in content.offset(x: 0) }  // an effect around the stack changes nothing
    .frame(width: 100, height: 100, alignment: .topLeading)
    let moved = VStack(alignment: .leading, spacing: 20) {
      Paints.a.frame(width: 20, height: 20).visualEffect { content, proxy in content.offset(x: proxy.frame(in: .global).minY) }
      Paints.b.frame(width: 20, height: 20).visualEffect { content, proxy in content.offset(x: proxy.frame(in: .global).minY) }
    }
    .frame(width: 100, height: 100, alignment: .topLeading)
    let still = SceneRuntime(view, canvasSize: CGSize(width: 100, height: 100)).pixels(at: 0)
    let shifted = SceneRuntime(moved, canvasSize: CGSize(width: 100, height: 100)).pixels(at: 0)
    #expect(still.box(of: Paints.bRGB) == CGRect(x: 0, y: 40, width: 20, height: 20))
    #expect(shifted.box(of: Paints.aRGB) == CGRect(x: 0, y: 0, width: 20, height: 20))
    #expect(shifted.box(of: Paints.bRGB) == CGRect(x: 40, y: 40, width: 20, height: 20))
  }

  /// Effects apply in the order they are chained: offset then scale about the centre of the
  /// view's frame moves the 20-pt box 10 right and then doubles it about (10, 10), so it
  /// covers 0…60 × −10…30 (clipped to the canvas at 0); scale then offset gives −10…30 +10.
  @Test func chainedEffectsApplyInOrder() {
    func box(_ effect: @escaping (EmptyVisualEffect) -> _VisualEffectChain) -> CGRect? {
      let view = Paints.a.frame(width: 20, height: 20).visualEffect { content, _ in effect(content) }
        .padding(20).frame(width: 100, height: 100, alignment: .topLeading)
      return SceneRuntime(view, canvasSize: CGSize(width: 100, height: 100)).pixels(at: 0).box(of: Paints.aRGB)
    }
    // The box is laid out at 20…40; its centre, the scale's anchor, is (30, 30).
    // offset(10) then scale 2: the drawing at 30…50 is scaled about (30, 30) → 30…70 × 10…50.
    #expect(box { $0.offset(x: 10).scaleEffect(2) } == CGRect(x: 30, y: 10, width: 40, height: 40))
    // scale 2 then offset(10): 10…50 × 10…50 moved right by 10 → 20…60.
    #expect(box { $0.scaleEffect(2).offset(x: 10) } == CGRect(x: 20, y: 10, width: 40, height: 40))
  }

  /// `.interactive(timingCurve: .linear)` with the default `.visible` threshold: the item has
  /// 10 of its 20 points inside, so it is halfway from hidden to the threshold and its opacity
  /// is halfway from 0 to 1.
  @Test func anInteractiveTransitionInterpolatesTheEffectByProgress() {
    let alpha = alphaOfTheItem(itemAtTheBottomEdge(fading(.interactive(timingCurve: .linear))))
    #expect(abs(alpha - 0.5) < 0.01, "alpha \(alpha)")
    // The default curve is ease-in-out, which is 0.5 at the midpoint too; at 1/6 of the way
    // (below) the curves differ.
  }

  /// `.centered`: the threshold is where the item's centre meets the viewport's, (100 + 20) / 2
  /// = 60 points in from hidden; the item has come 10, so 1/6 of the way.
  @Test func theCentredThresholdCountsFromHiddenToTheMiddle() {
    let linear = alphaOfTheItem(itemAtTheBottomEdge(fading(.interactive(timingCurve: .linear).threshold(.centered))))
    #expect(abs(linear - 1.0 / 6) < 0.01, "alpha \(linear)")
    let eased = alphaOfTheItem(itemAtTheBottomEdge(fading(.interactive.threshold(.centered))))
    let expected = UnitCurve.easeInOut.value(at: 1.0 / 6)
    #expect(expected < 0.1 && abs(eased - expected) < 0.01, "alpha \(eased), ease-in-out(1/6) = \(expected)")
  }

  /// `.visible(0.25)` is met by an item half inside; `.visible(0.75)` is not, and `inset(by:)`
  /// moves a threshold: `.visible(0.75)` is 15 points in, inset by −5 it is 10, met.
  @Test func animatedTransitionsSwitchAtTheThreshold() {
    #expect(alphaOfTheItem(itemAtTheBottomEdge(fading(.animated.threshold(.visible(0.25))))) == 1)
    #expect(alphaOfTheItem(itemAtTheBottomEdge(fading(.animated.threshold(.visible(0.75))))) == 0)
    #expect(alphaOfTheItem(itemAtTheBottomEdge(fading(.animated.threshold(.visible(0.75).inset(by: -5))))) == 1)
    #expect(alphaOfTheItem(itemAtTheBottomEdge(fading(.identity))) == 1)
  }

  /// The edge is picked by the side the item is on: it is at the bottom, so only the
  /// bottom-trailing configuration applies.
  @Test func eachEdgeHasItsOwnConfiguration() {
    func item(top: ScrollTransitionConfiguration, bottom: ScrollTransitionConfiguration) -> some View {
      Paints.a.frame(height: 20).scrollTransition(topLeading: top, bottomTrailing: bottom) { content, phase in
        content.opacity(phase == .bottomTrailing ? 0 : 1)
      }
    }
    #expect(alphaOfTheItem(itemAtTheBottomEdge(item(top: .identity, bottom: .interactive(timingCurve: .linear)))) > 0.49)
    #expect(alphaOfTheItem(itemAtTheBottomEdge(item(top: .identity, bottom: .interactive(timingCurve: .linear)))) < 0.51)
    #expect(alphaOfTheItem(itemAtTheBottomEdge(item(top: .interactive, bottom: .identity))) == 1)
  }

  /// Scrolled in by a drag, an `.animated(.linear(duration: 1))` item switches to identity when
  /// it is fully inside and fades in over one second from then. The drag (60 pt up in 0.6 s
  /// from 0.5 s, 100 pt/s) moves the content 10 pt behind the finger, so the item's 10 hidden
  /// points are inside once the finger has gone 20 pt: at 0.7 s. Sampled every 0.05 s, the
  /// switch is seen at 0.70 or 0.75, so at 1.25 s the fade is 0.5–0.55 done. Nothing follows
  /// the item, so the content scrolls at most those 10 points (and overscrolls, moving the item
  /// further in): it stays inside and ends fully shown.
  @Test func anAnimatedTransitionAnimatesTheSwitch() {
    let view = itemAtTheBottomEdge(fading(.animated(.linear(duration: 1))), below: 0)
    let runtime = SceneRuntime(
      view, canvasSize: CGSize(width: 100, height: 100),
      script: Script().wait(0.5).drag(from: CGPoint(x: 50, y: 80), to: CGPoint(x: 50, y: 20), duration: 0.6))
    var alphas: [Double: Double] = [:]
    for step in 0...60 {
      let t = Double(step) * 0.05
      let pixmap = runtime.pixels(at: t)
      // The item's centre row, wherever the content has scrolled it (red's box).
      if let box = pixmap.box(of: Paints.aRGB) { alphas[t] = pixmap.alpha(50, Int(box.midY)) } else { alphas[t] = 0 }
    }
    #expect(alphas[0.65] ?? -1 == 0)
    let mid = alphas[1.25] ?? -1
    #expect(mid > 0.45 && mid < 0.6, "alpha at 1.25 s: \(mid)")
    #expect(alphas[3.0] ?? -1 == 1)
  }

  /// Outside a scroll view every view is in the identity phase.
  @Test func outsideAScrollViewTheTransitionIsIdentity() {
    let view = fading(.interactive).frame(width: 100, height: 100)
    #expect(SceneRuntime(view, canvasSize: CGSize(width: 100, height: 100)).pixels(at: 0).alpha(50, 50) == 1)
  }

  /// iOS 17's shape names: `.rect(cornerRadius:)` clips the corners, `.circle` and `.capsule`
  /// are the shapes.
  @Test func shapesByName() {
    let clipped = Paints.a.frame(width: 40, height: 40).clipShape(.rect(cornerRadius: 10))
    let p = SceneRuntime(clipped, canvasSize: CGSize(width: 40, height: 40)).pixels(at: 0)
    #expect(p.alpha(0, 0) == 0 && p.alpha(20, 20) == 1 && p.alpha(20, 0) == 1)
    let circle = Paints.a.frame(width: 40, height: 40).clipShape(.circle)
    let c = SceneRuntime(circle, canvasSize: CGSize(width: 40, height: 40)).pixels(at: 0)
    #expect(c.alpha(2, 2) == 0 && c.alpha(20, 20) == 1)
    let capsule = Color.blue.background(.red, in: .capsule).clipShape(.rect)
    _ = capsule
  }
}
