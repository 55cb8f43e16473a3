import Drawing
import Flipbook
import Foundation
import Testing

// Underlines, strikethroughs, reserved lines and the UIKit stand-ins, measured from rendered
// pixels at one pixel per point (or, for UIScreen, against the canvas it is read in).

/// The rows of `pixmap` in which every column from `x0` to `x1` is painted (a bar across).
private func fullRows(_ pixmap: Pixmap, from x0: Int, to x1: Int) -> [Int] {
  (0..<pixmap.height).filter { y in (x0...x1).allSatisfy { pixmap.alpha($0, y) > 0.4 } }
}

@Suite struct TextDecorationTests {
  /// An underline is a bar under the whole line, a twelfth of the 24-pt size thick (2 pt),
  /// its top 2.4 pt under the baseline; a strikethrough a bar through the middle of the
  /// x-height (0.28 · 24 = 6.7 pt above the baseline). Glyphs alone never paint a full row
  /// across the word.
  @Test func underlineAndStrikethroughAreBarsAcrossTheLine() throws {
    func rows(_ text: Text) throws -> (rows: [Int], width: Int) {
      let view = text.font(.system(size: 24)).foregroundStyle(Paints.a).fixedSize()
        .frame(width: 200, height: 50, alignment: .topLeading)
      let runtime = SceneRuntime(view, canvasSize: CGSize(width: 200, height: 50))
      let p = runtime.pixels(at: 0)
      let box = try #require(p.box(of: Paints.aRGB))
      return (fullRows(p, from: Int(box.minX) + 2, to: Int(box.maxX) - 3), Int(box.width))
    }
    #expect(try rows(Text("Hamburg")).rows.isEmpty)
    // The baseline, from the plain text's pixels: the bottom of the H's left stem.
    let plain = SceneRuntime(
      Text("Hamburg").font(.system(size: 24)).foregroundStyle(Paints.a).fixedSize()
        .frame(width: 200, height: 50, alignment: .topLeading), canvasSize: CGSize(width: 200, height: 50)
    ).pixels(at: 0)
    let stem = Int(try #require(plain.box(of: Paints.aRGB)).minX) + 1
    let baseline = Double(try #require((0..<50).last { plain.alpha(stem, $0) > 0.5 })) + 1
    let under = try rows(Text("Hamburg").underline())
    #expect(!under.rows.isEmpty && under.rows.allSatisfy { Double($0) >= baseline + 2 && Double($0) <= baseline + 5 }, "rows \(under.rows), baseline \(baseline)")
    let through = try rows(Text("Hamburg").strikethrough())
    #expect(!through.rows.isEmpty && through.rows.allSatisfy { abs(Double($0) + 0.5 - (baseline - 6.72)) <= 1.5 }, "rows \(through.rows)")
    // The view modifier does the same to a text inside.
    let viaView = SceneRuntime(
      VStack { Text("Hamburg").font(.system(size: 24)).foregroundStyle(Paints.a) }.underline().fixedSize()
        .frame(width: 200, height: 50, alignment: .topLeading), canvasSize: CGSize(width: 200, height: 50)
    ).pixels(at: 0)
    let box = try #require(viaView.box(of: Paints.aRGB))
    #expect(!fullRows(viaView, from: Int(box.minX) + 2, to: Int(box.maxX) - 3).isEmpty)
  }

  /// `lineLimit(3, reservesSpace: true)` makes a one-line text as tall as three lines.
  @Test func reservedLinesMakeTheTextTaller() throws {
    func height(_ view: some View) throws -> CGFloat {
      let runtime = SceneRuntime(view.fixedSize(), canvasSize: CGSize(width: 300, height: 200))
      runtime.advance(to: 0)
      return try #require(runtime.frames("Text").first).height
    }
    let one = try height(Text("One line"))
    let three = try height(Text("One\nTwo\nThree"))
    let reserved = try height(Text("One line").lineLimit(3, reservesSpace: true))
    #expect(abs(reserved - three) < 0.01 && reserved > 2.5 * one, "one \(one), three \(three), reserved \(reserved)")
    #expect(try height(Text("One line").lineLimit(3, reservesSpace: false)) == one)
  }

  /// `UIScreen.main.bounds` is the canvas of the scene being evaluated.
  @Test func theScreenIsTheCanvas() {
    final class Box: @unchecked Sendable { var bounds = CGRect.zero }
    let box = Box()
    struct Reader: View {
      let box: Box
      var body: some View {
        box.bounds = UIScreen.main.bounds
        return Color.clear
      }
    }
    SceneRuntime(Reader(box: box), canvasSize: CGSize(width: 123, height: 456)).advance(to: 0)
    #expect(box.bounds == CGRect(x: 0, y: 0, width: 123, height: 456))
  }

  /// A pinch or twist beside a drag never begins (a script has one finger), so the drag still
  /// moves the view, and their callbacks never run.
  @Test func twoFingerGesturesLeaveTheDragToOthers() {
    let log = Log()
    let offset = Remote<CGFloat>()
    let view = Driven(CGFloat(0), offset) { x in
      Paints.a.frame(width: 40, height: 40).offset(x: x)
        .gesture(MagnifyGesture().onChanged { _ in log.append("magnify") })
        .simultaneousGesture(RotationGesture().onChanged { _ in log.append("rotate") })
        .simultaneousGesture(DragGesture().onChanged { value in offset.binding?.wrappedValue = value.translation.width })
        .frame(width: 200, height: 40, alignment: .leading)
    }
    let runtime = SceneRuntime(
      view, canvasSize: CGSize(width: 200, height: 40),
      script: Script().wait(0.2).drag(from: CGPoint(x: 20, y: 20), to: CGPoint(x: 120, y: 20), duration: 0.3))
    let moved = runtime.pixels(at: 1).box(of: Paints.aRGB)
    #expect(moved == CGRect(x: 100, y: 0, width: 40, height: 40))
    #expect(log.entries.isEmpty)
  }

  /// A menu draws its label as a borderless button in the tint; its primary action runs on a tap.
  @Test func aMenuIsItsLabel() {
    let log = Log()
    let view = Menu { Button("Rename") {} } label: { Paints.b.frame(width: 40, height: 40) } primaryAction: { log.append("primary") }
    let runtime = SceneRuntime(view, canvasSize: CGSize(width: 40, height: 40), script: Script().wait(0.2).tap(at: CGPoint(x: 20, y: 20)))
    #expect(runtime.pixels(at: 0).box(of: Paints.bRGB) == CGRect(x: 0, y: 0, width: 40, height: 40))
    runtime.advance(to: 1)
    #expect(log.entries == ["primary"])
  }
}
