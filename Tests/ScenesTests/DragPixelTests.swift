import Flipbook
import Raster
import Testing

// A mid-drag video frame seen in pixels: a 120 × 80 blue card centred on a white 200 × 200
// canvas (at rest over x 40…160, y 60…140) follows a drag (100,100) → (160,150) over 0.5 s
// from t = 0.1. At t = 0.4 the latest 120 Hz sample is 0.3 s in (60 %): translation (36, 30),
// so the card covers x 76…196, y 90…170.

private struct DraggableCard: View {
  @State var offset = CGSize.zero
  var body: some View {
    ZStack {
      Color.white
      Rectangle()
        .fill(Color(red: 0, green: 0, blue: 1))
        .frame(width: 120, height: 80)
        .offset(offset)
        .gesture(DragGesture().onChanged { offset = $0.translation })
    }
  }
}

@Suite struct DragPixelTests {
  @Test func midDragFrameShowsTheCardWhereTheFingerTookIt() {
    let script = Script().wait(0.1).drag(from: CGPoint(x: 100, y: 100), to: CGPoint(x: 160, y: 150), duration: 0.5)
    let scene = FlipbookScene("drag", canvas: .size(width: 200, height: 200), script: script) { DraggableCard() }
    let p = scene.pixmap(at: 0.4, scale: 1)
    let isBlue = { (x: Int, y: Int) in p[x, y].z >= 250 && p[x, y].x <= 5 }
    // Inside the moved card near its corners, and just outside them.
    #expect(isBlue(77, 91) && isBlue(194, 168))
    #expect(!isBlue(74, 91) && !isBlue(77, 88) && !isBlue(197, 168) && !isBlue(194, 171))
    // Where the card was at rest, left of and above where it is now: background.
    #expect(!isBlue(50, 70))
  }
}
