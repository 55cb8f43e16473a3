import Flipbook

// Two more matchedGeometryEffect classics (issue 14), written as app code: a photo grid whose
// tapped tile opens full screen and flies back into its cell, and an article card that
// expands into the full article, its image and title handed to subviews through the
// namespace. Each flight runs on a spring without bounce, so every edge moves one way.

/// A photo of the gallery: a name and the two colours of its gradient, top leading to bottom
/// trailing. Only "Sunset" is warm (orange to red); every other photo is cool or grey, so the
/// flying photo can be told from the grid by its hue alone.
public struct GalleryPhoto: Identifiable, Sendable {
  public let id: Int
  public let name: String
  public let colors: [Color]
}

/// A photo drawn as its gradient in a rounded rectangle that fills whatever it is proposed.
private struct PhotoView: View {
  let photo: GalleryPhoto

  var body: some View {
    RoundedRectangle(cornerRadius: 12)
      .fill(LinearGradient(colors: photo.colors, startPoint: .topLeading, endPoint: .bottomTrailing))
  }
}

/// A photo gallery: a `LazyVGrid` of three columns of photos; tapping one opens it full screen
/// over a black backdrop, the photo growing out of its cell, and tapping the full-screen photo
/// flies it back into the cell.
///
/// The cell and the full-screen photo share the photo's id. While a photo is open its cell
/// holds a clear placeholder of the same height, so the grid does not reflow. The full-screen
/// photo has `.transition(.scale(scale: 1))`, a transition that changes nothing, so instead of
/// the default cross-fade it stays opaque over the grid in both flights and is only erased
/// once the flight back has settled, exactly over the cell that has faded in under it. With
/// the default fade, the photo would be see-through in flight, and the cell flying inside the
/// grid would pass under the tiles drawn after it. The backdrop and the photo carry the
/// explicit `zIndex` app code gives an overlay, so that they stay above the grid while they
/// leave.
public struct MatchedGalleryGrid: View {
  @Namespace private var gallery
  @State private var selected: GalleryPhoto?

  public init() {}

  /// The photos, four rows of three; "Sunset" (the fifth) is the middle of the second row.
  public static let photos: [GalleryPhoto] = [
    GalleryPhoto(id: 0, name: "Lagoon", colors: [.teal, .blue]),
    GalleryPhoto(id: 1, name: "Glacier", colors: [.cyan, .indigo]),
    GalleryPhoto(id: 2, name: "Meadow", colors: [.green, .mint]),
    GalleryPhoto(id: 3, name: "Dusk", colors: [.indigo, .purple]),
    GalleryPhoto(id: 4, name: "Sunset", colors: [.orange, .red]),
    GalleryPhoto(id: 5, name: "Tide", colors: [.blue, .cyan]),
    GalleryPhoto(id: 6, name: "Fern", colors: [.mint, .green]),
    GalleryPhoto(id: 7, name: "Haze", colors: [.purple, .blue]),
    GalleryPhoto(id: 8, name: "Slate", colors: [.gray, .indigo]),
    GalleryPhoto(id: 9, name: "Reef", colors: [.teal, .mint]),
    GalleryPhoto(id: 10, name: "Night", colors: [.indigo, .blue]),
    GalleryPhoto(id: 11, name: "Frost", colors: [.cyan, .teal]),
  ]

  /// The canvas. The grid, padded 16 pt, is 208 pt wide: three 64-pt columns with two 8-pt
  /// gaps, so columns start at x 16, 88 and 160; its 64-pt rows, 8 pt apart, start at y 16,
  /// 88, 160 and 232. The full-screen photo is the largest square that fits, 240 × 240,
  /// centred: y 40…280.
  public static let canvasSize = CGSize(width: 240, height: 320)

  private let columns = [GridItem(.flexible()), GridItem(.flexible()), GridItem(.flexible())]

  public var body: some View {
    ZStack {
      LazyVGrid(columns: columns, spacing: 8) {
        ForEach(Self.photos) { photo in
          if photo.id == selected?.id {
            Color.clear.frame(height: 64)
          } else {
            PhotoView(photo: photo)
              .matchedGeometryEffect(id: photo.id, in: gallery)
              .frame(height: 64)
              .onTapGesture {
                withAnimation(.spring(duration: 0.5)) { selected = photo }
              }
          }
        }
      }
      .padding(16)
      .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .top)

      if let selected {
        Color.black
          .ignoresSafeArea()
          .zIndex(1)
        PhotoView(photo: selected)
          .matchedGeometryEffect(id: selected.id, in: gallery)
          .aspectRatio(1, contentMode: .fit)
          .onTapGesture {
            withAnimation(.spring(duration: 0.5)) { self.selected = nil }
          }
          .transition(.scale(scale: 1))
          .zIndex(2)
      }
    }
  }

  /// Tap "Sunset" (the middle of its cell, x 88…152, y 88…152) at 0.3 s, and the full-screen
  /// photo (its middle) at 1.8 s; 3.3 s in all, each flight settled 1.5 s after its tap.
  public static let script = Script().wait(0.3).tap(at: CGPoint(x: 120, y: 120)).wait(1.5)
    .tap(at: CGPoint(x: 120, y: 160)).wait(1.5)
}

/// The article both views show.
private let articleTitle = "Northern Lights"
private let articleBody = """
  On clear winter nights the sky over the fjord turns green, then violet, as the solar wind \
  meets the upper air.
  """

/// The article's picture: a cyan-to-blue gradient, the only colour in the scene.
private let articleGradient = LinearGradient(colors: [.cyan, .blue], startPoint: .top, endPoint: .bottom)

/// The article as a card: its picture over its title, padded 16 pt and tappable all over; at
/// the top of the canvas, the picture is at (16, 16), 208 × 120, and the title's line 12 pt
/// below it, at y 148.
struct CardView: View {
  let namespace: Namespace.ID

  var body: some View {
    VStack(alignment: .leading, spacing: 12) {
      RoundedRectangle(cornerRadius: 16)
        .fill(articleGradient)
        .matchedGeometryEffect(id: "image", in: namespace)
        .frame(height: 120)
      Text(articleTitle)
        .font(.headline)
        .matchedGeometryEffect(id: "title", in: namespace)
    }
    .padding(16)
    .contentShape(Rectangle())
  }
}

/// The article full screen, tappable all over: the picture edge to edge at the top, 240 × 220;
/// the title 16 pt below it and in from the leading edge, at (16, 236); the body text under
/// the title.
struct DetailView: View {
  let namespace: Namespace.ID

  var body: some View {
    VStack(alignment: .leading, spacing: 16) {
      Rectangle()
        .fill(articleGradient)
        .matchedGeometryEffect(id: "image", in: namespace)
        .frame(height: 220)
      VStack(alignment: .leading, spacing: 12) {
        Text(articleTitle)
          .font(.headline)
          .matchedGeometryEffect(id: "title", in: namespace)
        Text(articleBody)
          .font(.body)
          .foregroundStyle(.secondary)
      }
      .padding(.horizontal, 16)
    }
    .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .top)
    .contentShape(Rectangle())
  }
}

/// An article card that, tapped, expands into the full article, and collapses back when the
/// article is tapped: the picture grows from the card to the top of the screen and the title
/// moves down under it, each one object in flight, while the body text fades in.
///
/// The card and the article are subview structs handed the parent's namespace
/// (`let namespace: Namespace.ID`), each matching "image" and "title" in it.
public struct MatchedArticleCard: View {
  @Namespace private var article
  @State private var isExpanded = false

  public init() {}

  /// The canvas: the card's picture at (16, 16, 208 × 120) and its title at y 148; the
  /// article's picture at (0, 0, 240 × 220) and its title at y 236, 88 pt lower. The article
  /// fits: its body text, five 20.3-pt lines at 208 pt wide, ends at about y 370.
  public static let canvasSize = CGSize(width: 240, height: 400)

  public var body: some View {
    ZStack(alignment: .top) {
      if isExpanded {
        DetailView(namespace: article)
          .onTapGesture {
            withAnimation { isExpanded = false }
          }
      } else {
        CardView(namespace: article)
          .onTapGesture {
            withAnimation { isExpanded = true }
          }
      }
    }
    .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .top)
  }

  /// Tap the card's picture at 0.3 s and the article's picture at 1.8 s; 3.3 s in all.
  public static let script = Script().wait(0.3).tap(at: CGPoint(x: 120, y: 76)).wait(1.5)
    .tap(at: CGPoint(x: 120, y: 110)).wait(1.5)
}

extension BuiltInScenes {
  /// A photo grid whose tile opens full screen and flies back into its cell.
  public static let matchedGalleryGrid = FlipbookScene(
    "matched-gallery-grid",
    summary: "matchedGeometryEffect: a LazyVGrid photo opens full screen and flies back into its cell, played",
    canvas: .size(MatchedGalleryGrid.canvasSize), script: MatchedGalleryGrid.script, duration: .untilScriptEnds
  ) { MatchedGalleryGrid() }

  /// An article card expanding into the full article and back, through subviews.
  public static let matchedArticleCard = FlipbookScene(
    "matched-article-card",
    summary: "matchedGeometryEffect: an article card's picture and title fly into the full article and back, played",
    canvas: .size(MatchedArticleCard.canvasSize), script: MatchedArticleCard.script, duration: .untilScriptEnds
  ) { MatchedArticleCard() }
}
