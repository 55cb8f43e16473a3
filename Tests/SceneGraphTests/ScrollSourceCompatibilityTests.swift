import Drawing
import Flipbook
import Testing

// Source compatibility: a photo grid and a list of rows written as an app writes them, with
// nothing but SwiftUI's API. Measured from rendered pixels on a 390-wide canvas.

private struct Photo: Identifiable {
  let id: Int
  var color: Color { id == 4 ? Color(red: 1, green: 0, blue: 0) : .blue }
}

private struct PhotoGrid: View {
  let photos = (0..<12).map { Photo(id: $0) }

  var body: some View {
    ScrollView {
      LazyVGrid(columns: [GridItem(.adaptive(minimum: 80))], spacing: 8) {
        ForEach(photos) { photo in
          Rectangle()
            .fill(photo.color)
            .aspectRatio(1, contentMode: .fit)
        }
      }
      .padding()
    }
    .scrollIndicators(.hidden)
  }
}

private struct Inbox: View {
  var body: some View {
    ScrollView {
      LazyVStack(alignment: .leading, spacing: 0) {
        ForEach(0..<30, id: \.self) { index in
          HStack {
            Text("Message \(index)")
            Spacer()
          }
          .padding()
          .background(index == 2 ? Color(red: 1, green: 0, blue: 0) : Color.clear)
        }
      }
    }
  }
}

@Suite struct ScrollSourceCompatibilityTests {
  /// 390 − 2·16 = 358 across: ⌊(358 + 8) / 88⌋ = 4 columns of (358 − 3·8) / 4 = 83.5, square
  /// cells. The fifth photo (red) starts the second row: x = 16, y = 16 + 83.5 + 8 = 107.5,
  /// so its pixels run 16…99.5 and 107.5…191: box (16, 107, 84, 84).
  @Test func adaptivePhotoGridInAScrollViewPacksFourColumns() {
    let p = SceneRuntime(PhotoGrid(), canvasSize: CGSize(width: 390, height: 400)).pixels(at: 0)
    #expect(p.box(of: RGBAColor(red: 1, green: 0, blue: 0)) == CGRect(x: 16, y: 107, width: 84, height: 84))
  }

  /// Rows are a 17-pt line (17 · 2444 / 2048 = 20.29 pt) padded 16 above and below: 52.29
  /// tall, each as wide as the lazy stack, the whole 390. The third row (red) spans
  /// 104.57…156.86: box (0, 104, 390, 53).
  @Test func listOfRowsInALazyVStackFillsTheWidth() {
    let p = SceneRuntime(Inbox(), canvasSize: CGSize(width: 390, height: 400)).pixels(at: 0)
    #expect(p.box(of: RGBAColor(red: 1, green: 0, blue: 0)) == CGRect(x: 0, y: 104, width: 390, height: 53))
  }

  /// Dragging the list up 110 pt in 1 s from t = 0.1: at t = 0.604 the finger has moved 55
  /// (the sample at 0.6), the list 45 (less the slop): the red row is at 59.57…111.86, box
  /// (0, 59, 390, 53).
  @Test func listScrollsWithTheFinger() {
    let p = SceneRuntime(
      Inbox(), canvasSize: CGSize(width: 390, height: 400),
      script: Script().wait(0.1).drag(from: CGPoint(x: 200, y: 300), to: CGPoint(x: 200, y: 190), duration: 1)
    ).pixels(at: 0.604)
    #expect(p.box(of: RGBAColor(red: 1, green: 0, blue: 0)) == CGRect(x: 0, y: 59, width: 390, height: 53))
  }
}

// MARK: Carousels and chats

private struct Card: Identifiable {
  let id: Int
  var color: Color { id == 1 ? Color(red: 1, green: 0, blue: 0) : Color(red: 0.5, green: 0.5, blue: 0.5) }
}

/// A paging carousel of full-width cards, as an app writes one (iOS 17), reporting the card
/// it shows.
private struct Carousel: View {
  let cards = (0..<4).map { Card(id: $0) }
  let shown: Values<Int?>
  @State private var current: Int? = 0

  var body: some View {
    let _ = shown.list.append(current)
    ScrollView(.horizontal, showsIndicators: false) {
      LazyHStack(spacing: 0) {
        ForEach(cards) { card in
          RoundedRectangle(cornerRadius: 12)
            .fill(card.color)
            .padding(.horizontal, 16)
            .frame(width: 390, height: 200)
        }
      }
      .scrollTargetLayout()
    }
    .scrollTargetBehavior(.paging)
    .scrollPosition(id: $current)
  }
}

private struct Message: Identifiable {
  let id: Int
  var text: String { "Message \(id)" }
}

/// A chat that opens at its last message: `ScrollViewReader` and `scrollTo` in `onAppear`.
private struct Chat: View {
  let messages = (0..<40).map { Message(id: $0) }

  var body: some View {
    ScrollViewReader { proxy in
      ScrollView {
        LazyVStack(spacing: 8) {
          ForEach(messages) { message in
            Text(message.text)
              .padding(12)
              .background(
                RoundedRectangle(cornerRadius: 16)
                  .fill(message.id == messages.last?.id ? Color(red: 1, green: 0, blue: 0) : Color(red: 0, green: 0, blue: 1)))
              .frame(maxWidth: .infinity, alignment: .trailing)
          }
        }
        .padding()
      }
      .onAppear { proxy.scrollTo(messages.last?.id, anchor: .bottom) }
    }
  }
}

@Suite struct ScrollCarouselAndChatCompatibilityTests {
  /// A flick of 100 pt in 0.1 s (1000 pt/s) on the 390-wide carousel lifts at offset 90 and
  /// pages to 390: the red card, inset 16 on each side, fills 16…374; the bound position
  /// has followed to card 1.
  @Test func pagingCarouselTurnsOneCard() {
    let shown = Values<Int?>()
    let r = SceneRuntime(
      Carousel(shown: shown), canvasSize: CGSize(width: 390, height: 200),
      script: Script().wait(0.5).drag(from: CGPoint(x: 300, y: 100), to: CGPoint(x: 200, y: 100), duration: 0.1))
    #expect(r.pixels(at: 3).box(of: RGBAColor(red: 1, green: 0, blue: 0)) == CGRect(x: 16, y: 0, width: 358, height: 200))
    #expect(shown.list.last == 1)
  }

  /// The chat opens at the bottom: messages are 17-pt lines padded 12 (20.29 + 24 = 44.29
  /// tall), and `.bottom` puts the last one's bottom at the scroll view's bottom (the
  /// content's 16-pt bottom padding is below it, so the offset is not clamped): the red
  /// bubble spans 355.71…400 (box from 355: the gap above it is empty), already at 0 s.
  @Test func chatScrollsToItsLastMessageOnAppear() {
    let p = SceneRuntime(Chat(), canvasSize: CGSize(width: 390, height: 400)).pixels(at: 0)
    let bubble = p.box(of: RGBAColor(red: 1, green: 0, blue: 0))
    #expect(bubble?.minY == 355)
    #expect(bubble?.maxY == 400)
  }
}
