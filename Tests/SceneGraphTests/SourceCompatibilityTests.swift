import Flipbook
import Testing

// Plain SwiftUI code, written as it would be in an iOS app, that must compile with only
// `import Flipbook` (this file imports nothing else that scene code could not). If a
// SwiftUI spelling here stops compiling, the source-compatibility promise is broken.

// MARK: - The SwiftUI code (unchanged from an app but for the import)

private struct Card<Content: View>: View {
  let title: String
  @ViewBuilder let content: Content

  var body: some View {
    ZStack(alignment: .top) {
      Rectangle()
        .fill(Color.white)
      (Text(title).bold() + Text(" · now").foregroundColor(.blue))
        .font(.headline)
        .foregroundColor(.secondary)
        .padding(.top, 12)
      content
        .padding(.top, 40)
    }
    .frame(width: 300, height: 300)
  }
}

private struct RestTimerScreen: View {
  @State private var expanded = false
  @State private var remaining = 45
  @Namespace private var namespace

  var body: some View {
    ZStack {
      Color(.systemGroupedBackground)
        .ignoresSafeArea()
      if expanded {
        Card(title: "Rest") {
          ring(size: 200)
        }
        .transition(.opacity)
      } else {
        ring(size: 60)
          .padding(24)
          .onTapGesture {
            withAnimation(.spring(duration: 0.4, bounce: 0.2)) {
              expanded.toggle()
            }
          }
      }
    }
  }

  func ring(size: CGFloat) -> some View {
    ZStack {
      Circle()
        .stroke(.gray.opacity(0.25), lineWidth: 6)
      Circle()
        .trim(from: 0, to: 0.6)
        .stroke(.cyan, style: StrokeStyle(lineWidth: 6, lineCap: .round))
        .rotationEffect(.degrees(-90))
      Text("0:\(remaining)")
        .font(.system(size: size * 0.2, weight: .semibold, design: .rounded))
        .monospacedDigit()
    }
    .frame(width: size, height: size)
    .matchedGeometryEffect(id: "ring", in: namespace)
  }
}

private struct ProgressBar: View {
  var progress: Double

  var body: some View {
    GeometryReader { proxy in
      ZStack(alignment: .leading) {
        Rectangle()
          .fill(.gray.opacity(0.25))
        Rectangle()
          .fill(Color.blue)
          .frame(width: proxy.size.width * progress)
      }
    }
    .frame(height: 8)
  }
}

private struct RestLabel: View {
  var seconds: Int

  var body: some View {
    HStack(alignment: .firstTextBaseline, spacing: 4) {
      Text("\(seconds)")
        .font(.system(size: 34, weight: .semibold, design: .rounded))
        .monospacedDigit()
      Text("sec")
        .font(.caption)
        .foregroundStyle(Color.secondary)
    }
    .frame(maxWidth: .infinity, alignment: .leadingFirstTextBaseline)
  }
}

/// Labels and values in two columns, the values lined up on a custom guide.
extension HorizontalAlignment {
  private struct ValueColumn: AlignmentID {
    static func defaultValue(in d: ViewDimensions) -> CGFloat {
      d[.leading]
    }
  }

  fileprivate static let valueColumn = HorizontalAlignment(ValueColumn.self)
}

private struct ProfileDetails: View {
  var body: some View {
    VStack(alignment: .valueColumn, spacing: 12) {
      HStack {
        Text("Name")
          .foregroundColor(.secondary)
        Text("Ada Lovelace")
          .alignmentGuide(.valueColumn) { d in d[.leading] }
      }
      HStack {
        Text("Occupation")
          .foregroundColor(.secondary)
        Text("Mathematician")
          .alignmentGuide(.valueColumn) { d in d[.leading] }
      }
    }
    .padding()
  }
}

/// Drag the card down to dismiss it; a short, slow drag springs it back.
private struct SwipeToDismissCard: View {
  @State private var offset: CGSize = .zero
  @State private var dismissed = false
  @GestureState private var isDragging = false

  var body: some View {
    ZStack {
      Color(.systemGroupedBackground)
        .ignoresSafeArea()
      if !dismissed {
        RoundedRectangle(cornerRadius: 20, style: .continuous)
          .fill(Color.white)
          .frame(width: 300, height: 200)
          .overlay(Text("Swipe down to dismiss").foregroundColor(.secondary))
          .scaleEffect(isDragging ? 0.98 : 1)
          .offset(x: 0, y: offset.height)
          .gesture(
            DragGesture()
              .updating($isDragging) { _, state, _ in
                state = true
              }
              .onChanged { value in
                offset = CGSize(width: 0, height: max(0, value.translation.height))
              }
              .onEnded { value in
                if value.predictedEndTranslation.height > 150 || value.velocity.height > 800 {
                  withAnimation(.easeOut(duration: 0.25)) {
                    dismissed = true
                  }
                } else {
                  withAnimation(.spring(response: 0.35, dampingFraction: 0.8)) {
                    offset = .zero
                  }
                }
              }
          )
          .transition(.move(edge: .bottom).combined(with: .opacity))
      }
    }
  }
}

// A preview, as Xcode's template writes one, with the preview modifiers an app uses.
private struct RestLabel_Previews: PreviewProvider {
  static var previews: some View {
    RestLabel(seconds: 45)
      .previewLayout(.sizeThatFits)
      .previewDisplayName("Resting")
    RestLabel(seconds: 90)
      .previewDevice("iPhone 15 Pro")
      .previewInterfaceOrientation(.landscapeLeft)
    RestLabel(seconds: 5)
      .previewLayout(.fixed(width: 200, height: 100))
      .previewDevice(PreviewDevice(rawValue: "iPad Pro (11-inch)"))
  }
}

// MARK: - Tests

@Suite struct SourceCompatibilityTests {
  /// The screen renders: the grouped background first, in (242, 242, 247) (docs/SEMANTICS.md §8).
  @Test func swiftUICodeRendersWithTheSystemBackground() {
    let r = SceneRuntime(RestTimerScreen(), canvasSize: CGSize(width: 390, height: 700))
    let list = r.displayList(at: 0)
    #expect(list.items.count > 3)
    let first = list.items.first
    let expected = (242.0 / 255, 242.0 / 255, 247.0 / 255, 1.0)
    if case .fill(_, _, let paint, _) = first {
      #expect((paint.color.red, paint.color.green, paint.color.blue, paint.color.alpha) == expected)
    } else {
      Issue.record("the first item is not a fill: \(String(describing: first))")
    }
  }

  /// Collapsed, the 60-pt ring (+ 24 padding = 108) is centred on 390 × 700: (165, 320).
  /// A tap on it expands it into the 300 × 300 card centred at (45, 200), where the
  /// top-aligned, 40-pt top-padded 200-pt ring lands at (45 + 50, 200 + 40) = (95, 240).
  @Test func tappingTheRingExpandsItIntoTheCard() {
    let script = Script().wait(0.2).tap(at: CGPoint(x: 195, y: 350)).wait(3)
    let r = SceneRuntime(RestTimerScreen(), canvasSize: CGSize(width: 390, height: 700), script: script)
    r.advance(to: 0.1)
    #expect(r.frames.filter { $0.tag == "ring" }.map(\.frame) == [CGRect(x: 165, y: 320, width: 60, height: 60)])
    r.advance(to: 3)
    #expect(r.frames.filter { $0.tag == "ring" }.map(\.frame) == [CGRect(x: 95, y: 240, width: 200, height: 200)])
    #expect(r.frames.filter { $0.kind == "Text" }.count == 2)
  }

  /// The big number and its unit sit on one baseline: each text's top plus its font's ascent
  /// (SF Pro's 1950/2048 of the size; 34 pt and the caption's 12 pt) is the same y.
  @Test func baselineAlignedLabelSharesOneBaseline() {
    let r = SceneRuntime(RestLabel(seconds: 45), canvasSize: CGSize(width: 200, height: 100))
    r.advance(to: 0)
    let texts = r.frames("Text")
    #expect(texts.count == 2)
    guard texts.count == 2 else { return }
    let ascent = 1950.0 / 2048
    #expect(abs((texts[0].minY + 34 * ascent) - (texts[1].minY + 12 * ascent)) < 1e-9, "\(texts)")
    #expect(texts[0].minX == 0)
  }

  /// The GeometryReader-based bar fills 30 % of a 200-pt width: the blue bar is 60 wide at the
  /// leading edge.
  @Test func geometryReaderProgressBarUsesTheProposedWidth() {
    let r = SceneRuntime(ProgressBar(progress: 0.3).frame(width: 200), canvasSize: CGSize(width: 200, height: 100))
    r.advance(to: 0)
    // The reader is 200 × 8 at (0, 46); the stack fills it; the blue bar is 60 × 8 at its
    // leading edge.
    #expect(r.frames("Rectangle").last == CGRect(x: 0, y: 46, width: 60, height: 8))
  }

  /// The two values start at one x although their labels differ in width, each 8 pt after
  /// its own label in its row, so the shorter label's row is shifted right by the width
  /// difference.
  @Test func customAlignmentLinesUpTheValues() {
    let r = SceneRuntime(ProfileDetails(), canvasSize: CGSize(width: 390, height: 200))
    r.advance(to: 0)
    let texts = r.frames("Text")
    #expect(texts.count == 4)
    guard texts.count == 4 else { return }
    #expect(texts[1].minX == texts[3].minX)
    #expect(texts[0].maxX + 8 == texts[1].minX)
    #expect(texts[2].maxX + 8 == texts[3].minX)
    #expect(texts[0].minX > texts[2].minX)
  }

  /// A preview provider's views render, and the preview modifiers change nothing: the
  /// previews draw what the same three labels draw without them.
  @Test @MainActor func previewProviderRendersItsViewsUnchanged() {
    let canvas = CGSize(width: 390, height: 300)
    let previews = SceneRuntime(RestLabel_Previews.previews, canvasSize: canvas).displayList(at: 0)
    let plain = SceneRuntime(
      Group {
        RestLabel(seconds: 45)
        RestLabel(seconds: 90)
        RestLabel(seconds: 5)
      }, canvasSize: canvas
    ).displayList(at: 0)
    #expect(!previews.items.isEmpty)
    #expect(previews == plain)
    #expect(RestLabel_Previews.platform == nil)
  }
}

// MARK: - Drag to dismiss

/// The white card of `SwipeToDismissCard` on the canvas at `time`, `nil` once it is gone.
private func dismissCard(_ r: SceneRuntime, at time: Double) -> CGRect? {
  r.displayList(at: time).items(painted: .white).first?.canvasBounds
}

@Suite struct DragToDismissSourceCompatibilityTests {
  /// The 300 × 200 card sits at (45, 250) on 390 × 700. A slow 60-pt drag down over 0.5 s
  /// (from t = 0.1) is 30 pt down at t = 0.352 (scaled to 0.98 about its centre while held:
  /// 294 × 196 at (48, 282)); it ends at 120 pt/s, predicted 60 + 0.499·120 ≈ 120 < 150, so
  /// it springs back to (45, 250).
  @Test func slowShortDragSpringsTheCardBack() {
    let script = Script().wait(0.1).drag(from: CGPoint(x: 195, y: 350), to: CGPoint(x: 195, y: 410), duration: 0.5)
    let r = SceneRuntime(SwipeToDismissCard(), canvasSize: CGSize(width: 390, height: 700), script: script)
    #expect(dismissCard(r, at: 0.352).map { close($0, CGRect(x: 48, y: 282, width: 294, height: 196)) } == true)
    #expect(dismissCard(r, at: 4).map { close($0, CGRect(x: 45, y: 250, width: 300, height: 200)) } == true)
  }

  /// A fast flick (120 pt in 0.1 s, 1200 pt/s) dismisses the card: gone once its 0.25 s
  /// removal is over.
  @Test func fastFlickDismissesTheCard() {
    let script = Script().wait(0.1).drag(from: CGPoint(x: 195, y: 350), to: CGPoint(x: 195, y: 470), duration: 0.1)
    let r = SceneRuntime(SwipeToDismissCard(), canvasSize: CGSize(width: 390, height: 700), script: script)
    #expect(dismissCard(r, at: 0.15) != nil)
    #expect(dismissCard(r, at: 1) == nil)
  }
}
