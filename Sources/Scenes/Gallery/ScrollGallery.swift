import Flipbook

/// A browsing screen of scroll views, played by a script: a paging carousel of cards is
/// flicked on a page, dragged back slowly (it springs back to the page it was on) and flicked
/// on again, its page dots following the scroll position; a button scrolls the grid of
/// adaptive tiles below to a row with an animation; a drag scrolls the screen back up.
/// Written as app code, to look at paging, programmatic scrolling and coasting the way iOS
/// moves them (`render scroll-gallery`).
public struct ScrollGallery: View {
  public init() {}

  /// The device: a 390-pt-wide iPhone.
  public static let device = Device.iPhone14

  /// The script's points, in canvas points, measured from the layout: the carousel's cards
  /// span y = 47 + 16 + 41 + 16 = 120 … 320.
  enum Points {
    static let carouselRight = CGPoint(x: 300, y: 220)
    static let carouselLeft = CGPoint(x: 200, y: 220)
    static let gridLow = CGPoint(x: 195, y: 500)
    static let gridHigh = CGPoint(x: 195, y: 700)
  }

  /// The tile the button scrolls to: the first of the twelfth row of four.
  static let targetTile = 44

  /// A fast flick to the next card at 0.5 s; a slow drag back at 1.5 s, released short of
  /// half a card (it returns); another flick at 2.6 s; the button at 3.4 s; a drag down the
  /// grid at 5.0 s, then a hold while the screen coasts.
  public static let script = Script()
    .wait(0.5).drag(from: Points.carouselRight, to: Points.carouselLeft, duration: 0.1)
    .wait(0.9).drag(from: CGPoint(x: 120, y: 220), to: CGPoint(x: 260, y: 220), duration: 0.7)
    .wait(0.4).drag(from: Points.carouselRight, to: Points.carouselLeft, duration: 0.08)
    .wait(0.72).tap(label: "Jump to Row 12")
    .wait(1.6).drag(from: Points.gridLow, to: Points.gridHigh, duration: 0.25)
    .wait(1.75)

  struct Destination: Identifiable {
    let id: Int
    let title: String
    let symbol: String
    let color: Color
  }

  static let destinations = [
    Destination(id: 0, title: "Night Sky", symbol: "moon.fill", color: .indigo),
    Destination(id: 1, title: "Coast", symbol: "sun.max.fill", color: .teal),
    Destination(id: 2, title: "Highlights", symbol: "star.fill", color: .orange),
    Destination(id: 3, title: "Favorites", symbol: "heart.fill", color: .pink),
    Destination(id: 4, title: "Home", symbol: "house.fill", color: .green),
  ]

  static let tileColors: [Color] = [.blue, .purple, .mint, .yellow, .red, .cyan]

  @State private var page: Int? = 0

  public var body: some View {
    ScrollViewReader { proxy in
      ScrollView {
        VStack(alignment: .leading, spacing: 16) {
          Text("Explore").font(.largeTitle).bold().padding(.horizontal, 16)
          carousel
          dots
          Button("Jump to Row 12") {
            withAnimation(.easeInOut(duration: 0.8)) { proxy.scrollTo(Self.targetTile, anchor: .top) }
          }
          .buttonStyle(.borderedProminent)
          .padding(.horizontal, 16)
          grid
        }
        .padding(.top, 16)
      }
    }
  }

  private var carousel: some View {
    ScrollView(.horizontal, showsIndicators: false) {
      LazyHStack(spacing: 0) {
        ForEach(Self.destinations) { destination in
          card(destination)
            .padding(.horizontal, 16)
            .containerRelativeFrame(.horizontal)
        }
      }
      .scrollTargetLayout()
    }
    .frame(height: 200)
    .scrollTargetBehavior(.paging)
    .scrollPosition(id: $page)
  }

  private func card(_ destination: Destination) -> some View {
    RoundedRectangle(cornerRadius: 20)
      .fill(destination.color)
      .overlay(alignment: .bottomLeading) {
        VStack(alignment: .leading, spacing: 6) {
          Image(systemName: destination.symbol).font(.title)
          Text(destination.title).font(.title2).bold()
        }
        .foregroundStyle(.white)
        .padding(20)
      }
  }

  private var dots: some View {
    HStack(spacing: 8) {
      ForEach(Self.destinations) { destination in
        Circle()
          .fill(destination.id == page ? Color.primary : Color.secondary.opacity(0.4))
          .frame(width: 8, height: 8)
      }
    }
    .frame(maxWidth: .infinity)
  }

  private var grid: some View {
    LazyVGrid(columns: [GridItem(.adaptive(minimum: 80), spacing: 8)], spacing: 8) {
      ForEach(0..<120, id: \.self) { index in
        RoundedRectangle(cornerRadius: 12)
          .fill(Self.tileColors[index / 4 % Self.tileColors.count].opacity(index == Self.targetTile ? 1 : 0.75))
          .aspectRatio(1, contentMode: .fit)
          .overlay {
            Text("\(index)").font(.headline).foregroundStyle(.white)
          }
      }
    }
    .padding(.horizontal, 16)
    .padding(.bottom, 16)
  }
}
