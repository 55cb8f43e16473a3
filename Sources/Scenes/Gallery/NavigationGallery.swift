import Flipbook

/// A gallery of gradient cards in a navigation stack, written as app code: a `LazyVGrid` in a
/// `ScrollView` under a large title, each card a `NavigationLink` to its gradient's detail
/// screen. Three looks (`render navigation-push`, `navigation-zoom`, `navigation-zoom-styled`):
/// the default slide; the iOS 18 zoom out of the tapped card, the detail a full-bleed screen
/// with a close button calling `dismiss()`; and the zoom out of cards whose source has a
/// custom `configuration` look (a white background, a 24-pt clip and a shadow) and whose
/// link uses a button style that removes the pressed highlight.
public struct GradientGallery: View {
  /// How the cards open.
  public enum Mode: String, CaseIterable, Sendable {
    case push, zoom, styled
  }

  let mode: Mode
  @Namespace private var namespace

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
  /// runs in the gap between two columns: a drag that starts on a card would tap it, as
  /// Flipbook does not cancel a press by scrolling); hold.
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
