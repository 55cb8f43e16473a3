import Flipbook

/// A still catalogue of pictures from files, blend modes, transforms and clip shapes,
/// for golden tests to see every one at once.
///
/// It shows two PNG files that must be in `Image.searchPaths`: `gallery-quadrants@2x.png`
/// (120 × 80 points: red, green, blue and yellow quadrants, a white disc in the middle, a
/// black diagonal from the top-left corner and a black border) and `gallery-pixels.png`
/// (8 × 8 pixels: the same quadrants with a white diagonal). The golden tests keep both in
/// `Golden/Assets/` and draw them with Flipbook (`Tests/ScenesTests/GalleryPictures.swift`).
/// Without them the image tiles are empty.
///
/// Rows of four 80-point tiles, each captioned in grey, top to bottom:
/// 1. the picture `.resizable()` and: `.scaledToFit()` in a wide 80 × 44 frame (whole,
///    with bars left and right), `.scaledToFill()` `.clipped()` in a tall 44 × 80 frame (the
///    middle strip), `.aspectRatio(contentMode: .fit)` in a tall 56 × 80 frame (whole, bars
///    above and below); then the 8 × 8 pixel picture stretched to 80 × 80 (bilinear
///    filtering blends neighbouring pixels). A grey tint shows each frame;
/// 2. and 3. an orange disc under a blue one in a `.compositingGroup()`, the blue one with
///    `.blendMode` normal, multiply, screen, overlay, darken, lighten, difference,
///    plusLighter;
/// 4. a rounded square with a white "F": `.rotationEffect(.degrees(30))`,
///    `.scaleEffect(x: 1.6, y: 0.6)`, the rotation then the scale (a sheared square), and a
///    text label rotated by −30°; a grey hairline shows each layout frame, which no effect
///    changes;
/// 5. `.clipShape`: a linear gradient to `Circle()`, the picture (filling) to
///    `RoundedRectangle(cornerRadius: 20)`, an angular gradient to `Capsule()`, and the
///    picture to a pentagram with the even-odd rule (its middle is left out).
public struct CompositingGallery: View {
  public init() {}

  public static let canvasSize = CGSize(width: 390, height: 576)

  /// The backdrop and source colours of the blend-mode tiles: mid tones, so that darkening
  /// and lightening modes both show.
  static let backdrop = Color(red: 0.95, green: 0.55, blue: 0.15)
  static let source = Color(red: 0.2, green: 0.45, blue: 0.9)

  static let blendModes: [(BlendMode, String)] = [
    (.normal, "normal"), (.multiply, "multiply"), (.screen, "screen"), (.overlay, "overlay"),
    (.darken, "darken"), (.lighten, "lighten"), (.difference, "difference"), (.plusLighter, "plusLighter"),
  ]

  public var body: some View {
    ZStack(alignment: .topLeading) {
      Color(.systemGroupedBackground)
      // 1: pictures from files.
      tile(0, 0, "scaledToFit") {
        picture.scaledToFit().frame(width: 80, height: 44).background(Self.frameTint)
      }
      tile(1, 0, "fill + clipped") {
        picture.scaledToFill().frame(width: 44, height: 80).clipped().background(Self.frameTint)
      }
      tile(2, 0, "aspectRatio .fit") {
        picture.aspectRatio(contentMode: .fit).frame(width: 56, height: 80).background(Self.frameTint)
      }
      tile(3, 0, "8×8 px, bilinear") {
        Image("gallery-pixels").resizable()
      }
      // 2, 3: blend modes.
      ForEach(Self.blendModes.indices, id: \.self) { i in
        tile(i % 4, 1 + i / 4, Self.blendModes[i].1) { blendPair(Self.blendModes[i].0) }
      }
      // 4: transforms.
      tile(0, 3, "rotation 30°") {
        framed(marked.rotationEffect(.degrees(30)))
      }
      tile(1, 3, "scale 1.6 × 0.6") {
        framed(marked.scaleEffect(x: 1.6, y: 0.6))
      }
      tile(2, 3, "rotate, then scale") {
        framed(marked.rotationEffect(.degrees(30)).scaleEffect(x: 1.6, y: 0.6))
      }
      tile(3, 3, "rotated text") {
        framed(
          Text("rotated").font(.system(size: 17, weight: .semibold)).foregroundStyle(.indigo)
            .rotationEffect(.degrees(-30)))
      }
      // 5: clip shapes.
      tile(0, 4, "Circle") {
        LinearGradient(colors: [.cyan, .indigo], startPoint: .topLeading, endPoint: .bottomTrailing)
          .clipShape(Circle())
      }
      tile(1, 4, "RoundedRectangle") {
        picture.scaledToFill().frame(width: 80, height: 80).clipShape(RoundedRectangle(cornerRadius: 20))
      }
      tile(2, 4, "Capsule") {
        AngularGradient(colors: [.red, .yellow, .green, .cyan, .blue, .purple, .red], center: .center)
          .frame(width: 80, height: 44)
          .clipShape(Capsule())
      }
      tile(3, 4, "star, even-odd") {
        picture.scaledToFill().frame(width: 80, height: 80).clipShape(Pentagram(), style: FillStyle(eoFill: true))
      }
    }
    .frame(width: Self.canvasSize.width, height: Self.canvasSize.height)
  }

  /// The tint behind image frames, so that the bars of a fitted picture show.
  static let frameTint = Color.gray.opacity(0.25)

  /// The 120 × 80 point picture, resizable.
  var picture: Image { Image("gallery-quadrants").resizable() }

  /// An orange disc under a blue one blended with `mode`, flattened on their own so that the
  /// blue disc blends only with the orange one.
  func blendPair(_ mode: BlendMode) -> some View {
    ZStack {
      Circle().fill(Self.backdrop).frame(width: 52, height: 52).offset(x: -13)
      Circle().fill(Self.source).frame(width: 52, height: 52).offset(x: 13).blendMode(mode)
    }
    .compositingGroup()
  }

  /// A 38-point rounded square with a white "F", which shows turns and flips.
  var marked: some View {
    ZStack {
      RoundedRectangle(cornerRadius: 6).fill(.indigo)
      Text("F").font(.system(size: 26, weight: .bold)).foregroundStyle(.white)
    }
    .frame(width: 38, height: 38)
  }

  /// `content` over a grey hairline around its layout frame.
  func framed<Content: View>(_ content: Content) -> some View {
    content.background(Rectangle().stroke(.gray.opacity(0.6), lineWidth: 0.5))
  }

  /// The tile in `column` (0…3) and `row`, 80 points square and 94 points apart in a row,
  /// 112 points apart down, with `caption` centred under it in grey (on one line, however
  /// long).
  func tile<Content: View>(_ column: Int, _ row: Int, _ caption: String, @ViewBuilder _ content: () -> Content) -> some View {
    VStack(spacing: 6) {
      content().frame(width: 80, height: 80)
      Text(caption).font(.system(size: 11)).foregroundStyle(.gray).fixedSize()
    }
    .frame(width: 94)
    .offset(x: 7 + CGFloat(column) * 94, y: 14 + CGFloat(row) * 112)
  }
}
