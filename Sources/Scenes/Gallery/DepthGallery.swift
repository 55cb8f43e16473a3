import Flipbook

/// A still catalogue of perspective, materials and colour gradients, for golden tests to see
/// them at once.
///
/// Rows of captioned tiles, top to bottom:
/// 1. a card flip, as apps write it (a front and a back face, each turned about y and shown
///    by opacity on its own half of the turn), at 0°, 45°, 80°, 120° and 160°;
/// 2. `rotation3DEffect` elsewhere: the front alone at 150° (its back shows, mirrored: SwiftUI
///    culls nothing), a paragraph tilted 50° back about x, the card turned 45° about the
///    diagonal (1, 1, 0), the card opened 65° about its leading edge like a door, and 45°
///    about y with perspective 0.4 (the eye 2.5 × further away than the default, flatter);
/// 3. the five materials, `.ultraThinMaterial` to `.ultraThickMaterial`, over a band of bright
///    stripes and discs, each named on itself;
/// 4. `.bar` and a dark-scheme `.regularMaterial` over the same band, and
///    `.background(.thinMaterial, in: Capsule())` behind a label;
/// 5. `Color.gradient` on rounded rectangles: red, orange, green, blue, purple, and gray.
public struct DepthGallery: View {
  public init() {}

  public static let canvasSize = CGSize(width: 390, height: 680)

  public var body: some View {
    ZStack(alignment: .topLeading) {
      Color(.systemGroupedBackground)
      // 1: a card flip.
      ForEach([0.0, 45, 80, 120, 160].indices, id: \.self) { i in
        let angle = [0.0, 45, 80, 120, 160][i]
        tile(i, y: 30, "\(Int(angle))°") { flipCard(angle) }
      }
      // 2: other axes and anchors.
      tile(0, y: 190, "front, 150°") {
        face("Front", .blue).rotation3DEffect(.degrees(150), axis: (x: 0, y: 1, z: 0))
      }
      tile(1, y: 190, "x, 50°") {
        Text("A long time ago in a gallery far away").font(.system(size: 14, weight: .bold))
          .foregroundStyle(.indigo).multilineTextAlignment(.center)
          .frame(width: 64, height: 96)
          .rotation3DEffect(.degrees(50), axis: (x: 1, y: 0, z: 0))
      }
      tile(2, y: 190, "(1, 1, 0), 45°") {
        face("Front", .blue).rotation3DEffect(.degrees(45), axis: (x: 1, y: 1, z: 0))
      }
      tile(3, y: 190, "door, 65°") {
        face("Front", .blue).rotation3DEffect(.degrees(65), axis: (x: 0, y: 1, z: 0), anchor: .leading)
      }
      tile(4, y: 190, "45°, persp. 0.4") {
        face("Front", .blue).rotation3DEffect(.degrees(45), axis: (x: 0, y: 1, z: 0), perspective: 0.4)
      }
      // 3, 4: materials over a colourful band.
      band.offset(y: 340)
      ForEach(Self.materials.indices, id: \.self) { i in
        let (material, name) = Self.materials[i]
        chip(name).background(material, in: RoundedRectangle(cornerRadius: 12))
          .offset(x: 9 + CGFloat(i) * 75, y: 352)
      }
      chip("bar").frame(width: 140).background(.bar).offset(x: 9, y: 432)
      chip("dark").frame(width: 100).background(.regularMaterial, in: RoundedRectangle(cornerRadius: 12))
        .environment(\.colorScheme, .dark)
        .offset(x: 160, y: 432)
      Text("Capsule").font(.system(size: 13, weight: .semibold))
        .padding(.horizontal, 12).padding(.vertical, 6)
        .background(.thinMaterial, in: Capsule())
        .offset(x: 280, y: 448)
      // 5: colour gradients.
      ForEach(Self.gradientColors.indices, id: \.self) { i in
        let (color, name) = Self.gradientColors[i]
        VStack(spacing: 6) {
          RoundedRectangle(cornerRadius: 12).fill(color.gradient).frame(width: 52, height: 96)
          Text(name).font(.system(size: 11)).foregroundStyle(.gray).fixedSize()
        }
        .frame(width: 62)
        .offset(x: 9 + CGFloat(i) * 62, y: 530)
      }
    }
    .frame(width: Self.canvasSize.width, height: Self.canvasSize.height)
  }

  static let materials: [(Material, String)] = [
    (.ultraThinMaterial, "ultraThin"), (.thinMaterial, "thin"), (.regularMaterial, "regular"),
    (.thickMaterial, "thick"), (.ultraThickMaterial, "ultraThick"),
  ]

  static let gradientColors: [(Color, String)] = [
    (.red, "red"), (.orange, "orange"), (.green, "green"), (.blue, "blue"), (.purple, "purple"), (.gray, "gray"),
  ]

  /// One face of a 64 × 96 card: a rounded rectangle in `color` with a white word.
  func face(_ word: String, _ color: Color) -> some View {
    ZStack {
      RoundedRectangle(cornerRadius: 10).fill(color.gradient)
      Text(word).font(.system(size: 18, weight: .bold)).foregroundStyle(.white)
    }
    .frame(width: 64, height: 96)
  }

  /// A card flip frozen at `angle`: the front turns from 0° to 180°, the back from −180° to
  /// 0°, each visible on its half. The faces cast shadows, so these cards are flattened and
  /// warped through the projection where row 2's are projected shape by shape.
  func flipCard(_ angle: Double) -> some View {
    ZStack {
      face("Front", .blue).shadow(color: .black.opacity(0.3), radius: 4, y: 3)
        .rotation3DEffect(.degrees(angle), axis: (x: 0, y: 1, z: 0))
        .opacity(angle < 90 ? 1 : 0)
      face("Back", .orange).shadow(color: .black.opacity(0.3), radius: 4, y: 3)
        .rotation3DEffect(.degrees(angle - 180), axis: (x: 0, y: 1, z: 0))
        .opacity(angle < 90 ? 0 : 1)
    }
  }

  /// The bright backdrop of the material rows: stripes and discs, 150 points tall.
  var band: some View {
    ZStack(alignment: .topLeading) {
      HStack(spacing: 0) {
        ForEach([Color.red, .orange, .yellow, .green, .teal, .blue, .indigo, .purple].indices, id: \.self) { i in
          [Color.red, .orange, .yellow, .green, .teal, .blue, .indigo, .purple][i]
        }
      }
      Circle().fill(.white).frame(width: 70, height: 70).offset(x: 40, y: 30)
      Circle().fill(.black).frame(width: 50, height: 50).offset(x: 200, y: 70)
      Text("BACKDROP").font(.system(size: 40, weight: .black)).foregroundStyle(.white).offset(x: 70, y: 50)
    }
    .frame(width: Self.canvasSize.width, height: 150, alignment: .topLeading)
    .clipped()
  }

  /// A 66 × 66 label for a material.
  func chip(_ name: String) -> some View {
    Text(name).font(.system(size: 12, weight: .semibold)).foregroundStyle(.primary)
      .frame(width: 66, height: 66)
  }

  /// The tile in `column` (0…4) at `y`, 64 × 96 points, with `caption` under it in grey, far
  /// enough below for the near edge of a card turned 80° (23 points taller on each side).
  func tile<Content: View>(_ column: Int, y: CGFloat, _ caption: String, @ViewBuilder _ content: () -> Content) -> some View {
    VStack(spacing: 24) {
      content().frame(width: 64, height: 96)
      Text(caption).font(.system(size: 11)).foregroundStyle(.gray).fixedSize()
    }
    .frame(width: 74)
    .offset(x: 10 + CGFloat(column) * 75, y: y)
  }
}
