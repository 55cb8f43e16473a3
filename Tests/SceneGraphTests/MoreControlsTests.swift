import Drawing
import Flipbook
import Foundation
import Testing

// DisclosureGroup, GroupBox, Gauge and text fields, measured from rendered pixels at one
// pixel per point. The metrics are the ones named in the controls' source comments.

@Suite struct MoreControlsTests {
  /// Collapsed, the content is absent and the green chevron points right (taller than wide);
  /// a tap on the label row expands the group: the blue content appears 8 pt below the
  /// 20-pt label and the chevron points down (wider than tall).
  @Test func aDisclosureGroupExpandsWhenItsLabelIsTapped() {
    let view = DisclosureGroup {
      Paints.b.frame(width: 40, height: 20)
    } label: {
      Color.black.frame(width: 40, height: 20)
    }
    .tint(Paints.c)
    .frame(width: 200, height: 100, alignment: .top)
    let runtime = SceneRuntime(
      view, canvasSize: CGSize(width: 200, height: 100), script: Script().wait(0.5).tap(at: CGPoint(x: 100, y: 10)))
    let collapsed = runtime.pixels(at: 0)
    #expect(collapsed.box(of: Paints.bRGB) == nil)
    let right = collapsed.box(of: Paints.cRGB)
    #expect(right.map { $0.height > $0.width && $0.maxX <= 200 && $0.minX > 150 } == true, "\(String(describing: right))")
    // Mid-way the content is fading in (the default transition, with the default animation).
    let mid = runtime.pixels(at: 0.6).alpha(20, 38)
    #expect(mid > 0 && mid < 1, "content alpha at 0.6 s: \(mid)")
    let expanded = runtime.pixels(at: 2)
    #expect(expanded.box(of: Paints.bRGB) == CGRect(x: 0, y: 28, width: 40, height: 20))
    let down = expanded.box(of: Paints.cRGB)
    #expect(down.map { $0.width > $0.height } == true, "\(String(describing: down))")
  }

  /// A group box: `secondarySystemBackground` (242, 242, 247) with the content inset 16 pt.
  @Test func aGroupBoxInsetsItsContentOnACard() {
    let view = GroupBox { Paints.a.frame(width: 20, height: 20) }.frame(width: 100)
    let p = SceneRuntime(view, canvasSize: CGSize(width: 100, height: 52)).pixels(at: 0)
    #expect(p.box(of: Paints.aRGB) == CGRect(x: 16, y: 16, width: 20, height: 20))
    #expect(p[50, 26] == SIMD4<UInt8>(242, 242, 247, 255))
    #expect(p.alpha(0, 0) < 0.5)  // the 8-pt corner is cut
  }

  /// A linear gauge at a quarter fills a quarter of its bar in the tint: 0…50 of 200, less the
  /// two end pixels that blend with the grey track (they are not pure tint).
  @Test func aLinearGaugeFillsToItsValue() {
    let view = Gauge(value: 25, in: 0...100) { EmptyView() }.tint(Paints.c).frame(width: 200)
    let p = SceneRuntime(view, canvasSize: CGSize(width: 200, height: 10)).pixels(at: 0)
    let fill = p.box(of: Paints.cRGB)
    #expect(fill.map { $0.minX <= 1 && $0.maxX >= 49 && $0.maxX <= 51 && $0.height <= 5 } == true, "\(String(describing: fill))")
  }

  /// A rounded-border field is 34 pt tall and as wide as offered; an empty one shows its
  /// prompt in `placeholderText` (60, 60, 67 at 30 %), a filled one its text in black.
  @Test func textFieldsDrawTheirTextOrPrompt() {
    func darkest(_ view: some View) -> (Pixmap, UInt8) {
      let p = SceneRuntime(view.frame(width: 200), canvasSize: CGSize(width: 200, height: 34)).pixels(at: 0)
      var minimum: UInt8 = 255
      for y in 4..<30 { for x in 8..<190 { minimum = min(minimum, p[x, y][0]) } }
      return (p, minimum)
    }
    let (empty, promptInk) = darkest(
      ZStack { Color.white; TextField("Name", text: .constant("")).textFieldStyle(.roundedBorder) })
    // The prompt over white is at least 255 − 0.3 · (255 − 60) ≈ 196 in red.
    #expect(promptInk >= 190 && promptInk < 240, "prompt ink \(promptInk)")
    let (_, textInk) = darkest(
      ZStack { Color.white; TextField("Name", text: .constant("Ada")).textFieldStyle(.roundedBorder) })
    #expect(textInk < 60, "text ink \(textInk)")
    // The border: a one-third-point line at the top edge, inside the 5-pt corners.
    #expect(empty[100, 0][0] < 255)
    let (_, dots) = darkest(ZStack { Color.white; SecureField("Password", text: .constant("abc")) })
    #expect(dots < 60)
  }
}
