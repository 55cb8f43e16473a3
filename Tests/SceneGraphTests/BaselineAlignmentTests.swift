import Flipbook
import Testing

// Text baseline alignment. Every expected position is worked out here from SF Pro's metrics,
// which Flipbook's layout uses for every face (docs/SEMANTICS.md §7 Text): a line is 2444/2048 of
// the size tall and its baseline sits the ascender, 1950/2048 of the size, below its top; lines
// follow each other every line height plus the line spacing. A view without text has its
// baselines at its bottom (SwiftUI's default for these guides).

/// The ascender of a `size`-point font: where the first baseline sits below a text's top.
private func ascent(_ size: Double) -> Double { size * 1950 / 2048 }

/// The height of one line of a `size`-point font.
private func lineHeight(_ size: Double) -> Double { size * 2444 / 2048 }

/// Lays `view` out on a 400 × 300 canvas at time 0.
private func laidOut<V: View>(_ view: V) -> SceneRuntime {
  let runtime = SceneRuntime(view, canvasSize: CGSize(width: 400, height: 300))
  runtime.advance(to: 0)
  return runtime
}

@Suite struct BaselineAlignmentTests {
  /// 40 pt "A" and 12 pt "b" on their first baseline. By hand: ascents 40 × 1950/2048 =
  /// 38.0859375 and 12 × 1950/2048 = 11.42578125; line heights 47.734375 and 14.3203125.
  /// The row reaches 38.0859375 above the baseline (the big text) and 9.6484375 below it
  /// (47.734375 − 38.0859375, more than the small text's 2.89453125), so it is 47.734375
  /// tall, centred in the 300-pt canvas at y 126.1328125; the baseline is at 164.21875, "A"
  /// starts at the row's top and "b" 38.0859375 − 11.42578125 = 26.66015625 lower.
  @Test func firstBaselinesOfTwoSizesMeet() throws {
    let r = laidOut(
      HStack(alignment: .firstTextBaseline) {
        Text("A").font(.system(size: 40))
        Text("b").font(.system(size: 12))
      })
    let frames = r.frames("Text")
    try #require(frames.count == 2)
    #expect(close(frames[0].minY, 126.1328125))
    #expect(close(frames[1].minY, 152.79296875))
    #expect(close(frames[0].minY + ascent(40), 164.21875))
    #expect(close(frames[1].minY + ascent(12), 164.21875))
  }

  /// The same row on `.bottom` puts the bottoms level instead, so the baselines differ by
  /// the descender difference: a check that the baseline case is not the bottom case.
  @Test func bottomAlignmentIsNotBaselineAlignment() throws {
    let r = laidOut(
      HStack(alignment: .bottom) {
        Text("A").font(.system(size: 40))
        Text("b").font(.system(size: 12))
      })
    let frames = r.frames("Text")
    try #require(frames.count == 2)
    #expect(close(frames[0].maxY, frames[1].maxY))
    #expect(!close(frames[0].minY + ascent(40), frames[1].minY + ascent(12), 0.5))
  }

  /// A three-line paragraph (20 pt, 4 pt line spacing) and a 12 pt label on their last
  /// baselines. The paragraph's last baseline: 19.04296875 + 2 × (23.8671875 + 4) =
  /// 74.77734375 below its top; the label's top is 74.77734375 − 11.42578125 = 63.3515625
  /// below the paragraph's.
  @Test func lastBaselineAlignsTheLastLineOfAParagraph() throws {
    let r = laidOut(
      HStack(alignment: .lastTextBaseline) {
        Text("one\ntwo\nthree").font(.system(size: 20)).lineSpacing(4)
        Text("label").font(.system(size: 12))
      })
    let frames = r.frames("Text")
    try #require(frames.count == 2)
    #expect(close(frames[0].height, 3 * lineHeight(20) + 2 * 4))
    #expect(close(frames[1].minY - frames[0].minY, 63.3515625))
  }

  /// A paragraph wrapped by its width: the label meets its last line, whichever it is.
  @Test func lastBaselineFollowsWrapping() throws {
    let r = laidOut(
      HStack(alignment: .lastTextBaseline, spacing: 0) {
        Text("The quick brown fox jumps over the lazy dog").font(.system(size: 20)).frame(width: 120)
        Text("label").font(.system(size: 12))
      })
    let frames = r.frames("Text")
    try #require(frames.count == 2)
    let lines = (frames[0].height / lineHeight(20)).rounded()
    try #require(lines >= 3 && close(frames[0].height, lines * lineHeight(20), 1e-6))
    let lastBaseline = frames[0].minY + ascent(20) + (lines - 1) * lineHeight(20)
    #expect(close(frames[1].minY + ascent(12), lastBaseline, 1e-6))
  }

  /// A colour block has no text: its baseline is its bottom. The 50-pt block reaches 50
  /// above the line, the 20-pt text 19.04296875, so the text's top is 30.95703125 below the
  /// block's and the row is 50 + (23.8671875 − 19.04296875) = 54.82421875 tall.
  @Test func viewWithoutTextAlignsByItsBottom() throws {
    let r = laidOut(
      HStack(alignment: .firstTextBaseline) {
        Color.red.frame(width: 30, height: 50)
        Text("x").font(.system(size: 20))
      })
    let block = try #require(r.frames("Color").first)
    let text = try #require(r.frames("Text").first)
    #expect(close(text.minY - block.minY, 30.95703125))
    #expect(close(text.maxY - block.minY, 54.82421875))
  }

  /// A padded column's first baseline is its first text's, 10 pt down by the padding; its
  /// last baseline is its second text's: 10 + 23.8671875 + 8 (the column's gap) lower still.
  @Test(arguments: [(VerticalAlignment.firstTextBaseline, 10.0), (.lastTextBaseline, 10 + lineHeight(20) + 8)])
  func containersForwardTheirChildrensBaselines(alignment: VerticalAlignment, offset: Double) throws {
    let r = laidOut(
      HStack(alignment: alignment) {
        VStack {
          Text("first").font(.system(size: 20))
          Text("second").font(.system(size: 20))
        }
        .padding(10)
        Text("c").font(.system(size: 12))
      })
    let frames = r.frames("Text")
    try #require(frames.count == 3)
    // The column's top is the first text's top minus the padding.
    let columnTop = frames[0].minY - 10
    #expect(close(frames[2].minY + ascent(12), columnTop + offset + ascent(20), 1e-9))
  }

  /// A frame aligned on a baseline puts its text's baseline on its bottom edge (the frame's
  /// own default baseline): the text's top is 60 − 19.04296875 = 40.95703125 into the frame.
  @Test func frameAlignmentPutsTheBaselineOnItsBottom() throws {
    let r = laidOut(
      Text("x").font(.system(size: 20))
        .frame(width: 50, height: 60, alignment: .leadingFirstTextBaseline)
        .background(Color.blue))
    let frame = try #require(r.frames("Color").first)
    let text = try #require(r.frames("Text").first)
    #expect(close(text.minY - frame.minY, 40.95703125))
    #expect(close(text.minX, frame.minX))
  }

  /// A ZStack on a baseline sets its children on one baseline and is as tall as their union:
  /// 38.0859375 above the line and 9.6484375 below, 47.734375 in all.
  @Test func zStackAlignsChildrenOnTheirBaselines() throws {
    let r = laidOut(
      ZStack(alignment: .leadingLastTextBaseline) {
        Text("A").font(.system(size: 40))
        Text("b").font(.system(size: 12))
      }
      .background(Color.blue))
    let frames = r.frames("Text")
    let stack = try #require(r.frames("Color").first)
    try #require(frames.count == 2)
    #expect(close(frames[0].minY + ascent(40), frames[1].minY + ascent(12)))
    #expect(close(stack.height, 47.734375))
    #expect(close(frames[0].minY, stack.minY))
  }
}
