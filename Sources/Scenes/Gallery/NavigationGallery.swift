import Flipbook

/// A gallery of gradient cards in a navigation stack, written as app code: a `LazyVGrid` in a
/// `ScrollView` under a large title, each card a `NavigationLink` to its gradient's detail
/// screen. Five looks (`render navigation-push`, `navigation-zoom`, `navigation-zoom-styled`,
/// `navigation-zoom-cover`, `navigation-pull-shrink`): the default slide; the iOS 18 zoom out
/// of the tapped card, the detail a full-bleed screen with a close button calling
/// `dismiss()`; the zoom out of cards whose source has a custom `configuration` look (a white
/// background, a 24-pt clip and a shadow) and whose link uses a button style that removes the
/// pressed highlight; a full-screen cover zooming out of the card, an article dismissed by
/// pulling its scroll view down from the top; and a cover whose article shrinks while its
/// scroll view is pulled past the top (`onScrollGeometryChange` driving a `scaleEffect`) and
/// dismisses itself when pulled far enough.
public struct GradientGallery: View {
  /// How the cards open.
  public enum Mode: String, CaseIterable, Sendable {
    case push, zoom, styled, cover, shrink
  }

  let mode: Mode
  @Namespace private var namespace
  @State private var presented: Swatch?

  public init(mode: Mode) { self.mode = mode }

  /// The device: an iPhone 16 Pro (402 × 874 pt, insets 62 and 34).
  public static let device = Device.iPhone16Pro

  struct Swatch: Identifiable, Hashable {
    let id: Int
    let name: String
    let top: Color
    let bottom: Color

    var gradient: LinearGradient { LinearGradient(colors: [top, bottom], startPoint: .top, endPoint: .bottom) }
  }

  static let swatches: [Swatch] = [
    Swatch(id: 0, name: "Sunset", top: .orange, bottom: .pink),
    Swatch(id: 1, name: "Lagoon", top: .teal, bottom: .blue),
    Swatch(id: 2, name: "Meadow", top: .green, bottom: .mint),
    Swatch(id: 3, name: "Dusk", top: .purple, bottom: .indigo),
    Swatch(id: 4, name: "Ember", top: .red, bottom: .orange),
    Swatch(id: 5, name: "Glacier", top: .cyan, bottom: .white),
    Swatch(id: 6, name: "Orchid", top: .pink, bottom: .purple),
    Swatch(id: 7, name: "Citrus", top: .yellow, bottom: .green),
    Swatch(id: 8, name: "Storm", top: .gray, bottom: .indigo),
    Swatch(id: 9, name: "Coral", top: .pink, bottom: .orange),
    Swatch(id: 10, name: "Forest", top: .green, bottom: .teal),
    Swatch(id: 11, name: "Night", top: .indigo, bottom: .black),
    Swatch(id: 12, name: "Peach", top: .orange, bottom: .yellow),
    Swatch(id: 13, name: "Reef", top: .mint, bottom: .cyan),
    Swatch(id: 14, name: "Plum", top: .purple, bottom: .pink),
    Swatch(id: 15, name: "Slate", top: .gray, bottom: .black),
    Swatch(id: 16, name: "Lime", top: .green, bottom: .yellow),
    Swatch(id: 17, name: "Ocean", top: .blue, bottom: .indigo),
    Swatch(id: 18, name: "Rose", top: .red, bottom: .pink),
    Swatch(id: 19, name: "Mist", top: .white, bottom: .teal),
    Swatch(id: 20, name: "Amber", top: .yellow, bottom: .orange),
    Swatch(id: 21, name: "Berry", top: .pink, bottom: .indigo),
    Swatch(id: 22, name: "Pine", top: .teal, bottom: .green),
    Swatch(id: 23, name: "Ink", top: .blue, bottom: .black),
  ]

  /// The grid's layout, worked out from the metrics: three 115⅓-pt columns (402 − 2 · 16
  /// padding = 370, less two 12-pt gaps, over 3), under the large-title bar: the content
  /// starts at 62 + 96 + 16 = 174. Card k is at column k % 3, row k / 3.
  static func cardFrame(_ k: Int) -> CGRect {
    let side = (370.0 - 24) / 3
    return CGRect(x: 16 + Double(k % 3) * (side + 12), y: 174 + Double(k / 3) * (side + 12), width: side, height: side)
  }

  public var body: some View {
    NavigationStack {
      ScrollView {
        LazyVGrid(columns: [GridItem(.adaptive(minimum: 100), spacing: 12)], spacing: 12) {
          ForEach(Self.swatches) { swatch in
            link(swatch)
          }
        }
        .padding(16)
      }
      .navigationTitle("Gradients")
      .navigationDestination(for: Swatch.self) { swatch in
        destination(swatch)
      }
    }
    .fullScreenCover(item: $presented) { swatch in
      if mode == .shrink {
        ShrinkingArticle(swatch: swatch)
      } else {
        GradientArticle(swatch: swatch)
          .navigationTransition(.zoom(sourceID: swatch.id, in: namespace))
      }
    }
  }

  @ViewBuilder private func link(_ swatch: Swatch) -> some View {
    switch mode {
    case .push:
      NavigationLink(value: swatch) { GradientCard(swatch: swatch) }
    case .zoom:
      NavigationLink(value: swatch) { GradientCard(swatch: swatch) }
        .matchedTransitionSource(id: swatch.id, in: namespace)
    case .styled:
      NavigationLink(value: swatch) { GradientCard(swatch: swatch, inset: true) }
        .buttonStyle(NoHighlightButtonStyle())
        .matchedTransitionSource(id: swatch.id, in: namespace) { source in
          source
            .background(.white)
            .clipShape(RoundedRectangle(cornerRadius: 24))
            .shadow(radius: 8, y: 4)
        }
    case .cover:
      Button { presented = swatch } label: { GradientCard(swatch: swatch) }
        .matchedTransitionSource(id: swatch.id, in: namespace)
    case .shrink:
      Button { presented = swatch } label: { GradientCard(swatch: swatch) }
    }
  }

  @ViewBuilder private func destination(_ swatch: Swatch) -> some View {
    switch mode {
    case .push:
      GradientDetail(swatch: swatch)
        .navigationTitle(swatch.name)
        .navigationBarTitleDisplayMode(.inline)
    case .zoom, .styled:
      DismissableView {
        GradientDetail(swatch: swatch)
      }
      .toolbar(.hidden, for: .navigationBar)
      .navigationTransition(.zoom(sourceID: swatch.id, in: namespace))
    case .cover, .shrink:
      GradientDetail(swatch: swatch)
    }
  }

  // MARK: Scripts

  /// The centre of card `k`.
  static func card(_ k: Int) -> CGPoint {
    let f = cardFrame(k)
    return CGPoint(x: f.midX, y: f.midY)
  }

  /// Push: open Sunset at 0.5 s, back button at 1.5 s; open Dusk at 2.3 s and swipe back from
  /// the leading edge at 3.3 s, past half the width; at 4.8 s drag the grid up 120 pt, so the
  /// large title collapses into the inline one and the bar's background fades in (the drag
  /// runs in the gap between two columns, so no card shows a press); hold.
  public static let pushScript = Script()
    .wait(0.5).tap(at: card(0))
    .wait(1.0).tap(label: "Gradients")
    .wait(0.8).tap(at: card(3))
    .wait(1.0).drag(from: CGPoint(x: 4, y: 500), to: CGPoint(x: 260, y: 500), duration: 0.5)
    .wait(1.0).drag(from: CGPoint(x: 137, y: 700), to: CGPoint(x: 137, y: 570), duration: 0.6)
    .wait(1.0)

  /// Zoom: open Sunset at 0.5 s, close it at 1.5 s; open Meadow at 2.3 s and pull it down
  /// 200 pt at 3.3 s (released past the threshold, it zooms back into its card); hold.
  public static let zoomScript = Script()
    .wait(0.5).tap(at: card(0))
    .wait(1.0).tap(at: closeButton)
    .wait(0.8).tap(at: card(2))
    .wait(1.0).drag(from: CGPoint(x: 201, y: 400), to: CGPoint(x: 221, y: 600), duration: 0.6)
    .wait(1.2)

  /// Styled: press and open Lagoon at 0.5 s (no highlight while pressed), close it at 1.6 s.
  public static let styledScript = Script()
    .wait(0.5).press(at: card(1), duration: 0.15)
    .wait(1.0).tap(at: closeButton)
    .wait(1.0)

  /// Cover: open Ember in a cover zooming out of its card at 0.5 s; at 1.5 s scroll the
  /// article up 240 pt (it coasts on); at 2.6 s drag it 420 pt back down: the content was not
  /// at its top, so it scrolls, past the top into the rubber band, and the cover stays; at
  /// 4.7 s pull down 220 pt from the top: the cover shrinks with the finger and, let go past
  /// the threshold, zooms back into its card; hold.
  public static let coverScript = Script()
    .wait(0.5).tap(at: card(4))
    .wait(1.0).drag(from: CGPoint(x: 201, y: 600), to: CGPoint(x: 201, y: 360), duration: 0.8)
    .wait(0.3).drag(from: CGPoint(x: 201, y: 300), to: CGPoint(x: 201, y: 720), duration: 0.8)
    .wait(1.3).drag(from: CGPoint(x: 201, y: 300), to: CGPoint(x: 221, y: 520), duration: 0.6)
    .wait(1.2)

  /// Shrink: open Lagoon in a cover at 0.5 s; at 1.6 s pull the article 110 pt down past its
  /// top (it shrinks to about 95 % and springs back on release); at 3.0 s pull 300 pt: past
  /// 110 pt of overscroll the article dismisses itself and the cover slides away; hold.
  public static let shrinkScript = Script()
    .wait(0.5).tap(at: card(1))
    .wait(1.1).drag(from: CGPoint(x: 201, y: 300), to: CGPoint(x: 201, y: 410), duration: 0.6)
    .wait(0.8).drag(from: CGPoint(x: 201, y: 300), to: CGPoint(x: 201, y: 600), duration: 0.8)
    .wait(1.0)

  /// The close button's centre: 16 pt in from the top-trailing corner of the safe area, 36 pt wide.
  static let closeButton = CGPoint(x: 402 - 16 - 18, y: 62 + 16 + 18)
}

/// A card: the gradient with its name.
struct GradientCard: View {
  let swatch: GradientGallery.Swatch
  var inset = false

  var body: some View {
    ZStack(alignment: .bottomLeading) {
      swatch.gradient
      Text(swatch.name).font(.headline).foregroundStyle(.white).padding(10)
    }
    .aspectRatio(1, contentMode: .fill)
    .clipShape(RoundedRectangle(cornerRadius: inset ? 24 : 16))
    .padding(inset ? 6 : 0)
  }
}

/// A detail screen: the gradient filling the screen, with its name.
struct GradientDetail: View {
  let swatch: GradientGallery.Swatch

  var body: some View {
    ZStack {
      swatch.gradient.ignoresSafeArea()
      VStack(spacing: 8) {
        Text(swatch.name).font(.largeTitle.bold())
        Text("A gradient from top to bottom").font(.subheadline)
      }
      .foregroundStyle(.white)
    }
  }
}

/// A screen with a close button in its top-trailing corner that dismisses it: the wrapper
/// zoom-transition apps put around their detail screens.
struct DismissableView<Content: View>: View {
  @Environment(\.dismiss) private var dismiss
  @ViewBuilder let content: Content

  var body: some View {
    ZStack(alignment: .topTrailing) {
      content
      Button {
        dismiss()
      } label: {
        Image(systemName: "xmark")
          .font(.system(size: 15, weight: .bold))
          .foregroundStyle(.white)
          .frame(width: 36, height: 36)
          .background(.black.opacity(0.35), in: Circle())
      }
      .padding(16)
    }
  }
}

/// A button style that draws the label as it is, pressed or not.
struct NoHighlightButtonStyle: ButtonStyle {
  func makeBody(configuration: Configuration) -> some View {
    configuration.label
  }
}

/// An article about a gradient: the gradient as a header, its name and a few paragraphs, in a
/// scroll view, with a close button.
struct GradientArticle: View {
  let swatch: GradientGallery.Swatch

  var body: some View {
    DismissableView {
      ScrollView {
        ArticleContent(swatch: swatch)
      }
    }
  }
}

/// The article's scrolled content.
struct ArticleContent: View {
  let swatch: GradientGallery.Swatch

  static let paragraphs = [
    "Every gradient here runs from top to bottom between two colours of the system palette.",
    "Open a card and the article grows out of it. Pull the article down from its top and it shrinks back into the card it came from.",
    "Scroll the article first and a downward drag scrolls it back; only a pull that starts at the top dismisses it.",
    "The same holds for sheets: a scroll view inside hands the sheet the drags that pull past its top.",
    "Flipbook draws every frame of it on a virtual clock, so each one can be measured.",
    "A zoom lands where its card is now: scroll the grid while the article is open and the article shrinks into the card's new place.",
    "The article's corners round as it shrinks, from none on the full screen to the card's own radius.",
    "Let go of a short, slow pull and the article springs back to the full screen instead.",
  ]

  var body: some View {
    VStack(alignment: .leading, spacing: 16) {
      swatch.gradient
        .frame(height: 280)
        .clipShape(RoundedRectangle(cornerRadius: 20))
      Text(swatch.name).font(.largeTitle.bold())
      ForEach(Self.paragraphs, id: \.self) { paragraph in
        Text(paragraph).font(.body).foregroundStyle(.secondary)
      }
    }
    .padding(20)
  }
}

/// An article that shrinks while its scroll view is pulled down past its top and dismisses
/// itself past 110 pt, as apps wrote pull-to-dismiss covers before iOS 18.
struct ShrinkingArticle: View {
  let swatch: GradientGallery.Swatch
  @Environment(\.dismiss) private var dismiss
  @State private var pull: CGFloat = 0

  var body: some View {
    ScrollView {
      ArticleContent(swatch: swatch)
    }
    .onScrollGeometryChange(for: CGFloat.self) { geometry in
      -(geometry.contentOffset.y + geometry.contentInsets.top)
    } action: { _, newValue in
      pull = max(newValue, 0)
      if pull > 110 { dismiss() }
    }
    .scaleEffect(1 - min(pull, 300) / 1200)
  }
}
