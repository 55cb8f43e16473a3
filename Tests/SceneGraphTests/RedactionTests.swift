import Drawing
import Flipbook
import Foundation
import Testing

// `.redacted(reason: .placeholder)` (Text/Redaction.swift), measured from rendered pixels at
// one pixel per point.

@Suite struct RedactionTests {
  /// A redacted line is one uniform bar in the text's colour at 16 %: as wide as the line
  /// (the text's own frame is unchanged), 70 % of the line's height, centred on it.
  @Test func aRedactedTextIsABarAsLongAsItsLine() throws {
    let canvas = CGSize(width: 200, height: 40)
    let plain = Text("Hello, world").foregroundStyle(Paints.a).fixedSize().frame(width: 200, height: 40, alignment: .topLeading)
    let redacted = plain.redacted(reason: .placeholder)
    let runtime = SceneRuntime(redacted, canvasSize: canvas)
    let bar = try #require(runtime.pixels(at: 0).box(of: Paints.aRGB))
    let plainRuntime = SceneRuntime(plain, canvasSize: canvas)
    plainRuntime.advance(to: 0)
    let textFrame = try #require(plainRuntime.frames("Text").first)
    // The bar spans the line's width (to the pixel it ends in) and 70 % of its height.
    #expect(bar.minX == 0 && abs(bar.width - textFrame.width) <= 1, "bar \(bar), text \(textFrame)")
    #expect(abs(bar.height - textFrame.height * 0.7) <= 1.5, "bar \(bar), text \(textFrame)")
    #expect(abs(bar.midY - textFrame.midY) <= 1)
    // Uniform: every pixel of the bar's middle row away from the rounded ends is 16 % red.
    let p = runtime.pixels(at: 0)
    let row = Int(bar.midY)
    for x in Int(bar.minX) + 4..<Int(bar.maxX) - 4 {
      #expect(abs(p.alpha(x, row) - 0.16) < 0.01)
    }
  }

  /// `.unredacted()` shows its text again: glyphs at full opacity, where a bar is at most 16 %.
  @Test func unredactedContentShows() {
    let view = VStack { Text("Hello").foregroundStyle(Paints.a).unredacted() }.redacted(reason: .placeholder)
    let p = SceneRuntime(view.frame(width: 100, height: 40), canvasSize: CGSize(width: 100, height: 40)).pixels(at: 0)
    var strongest = 0.0
    for y in 0..<40 { for x in 0..<100 { strongest = max(strongest, p.alpha(x, y)) } }
    #expect(strongest > 0.9)
    let hidden = SceneRuntime(
      VStack { Text("Hello").foregroundStyle(Paints.a) }.redacted(reason: .placeholder).frame(width: 100, height: 40),
      canvasSize: CGSize(width: 100, height: 40)
    ).pixels(at: 0)
    var strongestHidden = 0.0
    for y in 0..<40 { for x in 0..<100 { strongestHidden = max(strongestHidden, hidden.alpha(x, y)) } }
    #expect(strongestHidden < 0.17)
  }

  /// Images are boxes of their frame.
  @Test func aRedactedImageIsABox() {
    let view = Image(systemName: "star.fill").font(.system(size: 30)).foregroundStyle(Paints.b).redacted(reason: .placeholder)
      .frame(width: 60, height: 60)
    let p = SceneRuntime(view, canvasSize: CGSize(width: 60, height: 60)).pixels(at: 0)
    #expect(p.box(of: Paints.bRGB) == CGRect(x: 15, y: 15, width: 30, height: 30))
    #expect(abs(p.alpha(30, 30) - 0.16) < 0.01)
  }
}
