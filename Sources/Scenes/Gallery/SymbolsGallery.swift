import Flipbook

/// A still catalogue of the built-in `Image(systemName:)` symbols, for golden tests and for
/// looking at each one at the sizes apps use.
///
/// Two columns of rows, in `Image.systemSymbolNames` order (alphabetical), then a name
/// outside the set ("no.such.symbol"), which draws the placeholder box. Each row shows the
/// symbol at 17 pt (body text), 28 pt and 44 pt in blue, on a 44-point cell each, and its
/// name in 13-point text: 24 rows of 44 pt, 8 apart, inside a 15-pt margin make the canvas
/// 1270 pt tall. Knocked-out marks (the filled circles, the house's door) show the
/// grey background through them.
public struct SymbolsGallery: View {
  public init() {}

  public static let canvasSize = CGSize(width: 640, height: 1270)

  static let names = Image.systemSymbolNames + ["no.such.symbol"]

  public var body: some View {
    let half = (Self.names.count + 1) / 2
    ZStack(alignment: .topLeading) {
      Color(.systemGroupedBackground)
      HStack(alignment: .top, spacing: 20) {
        column(Array(Self.names[..<half]))
        column(Array(Self.names[half...]))
      }
      .offset(x: 15, y: 15)
    }
    .frame(width: Self.canvasSize.width, height: Self.canvasSize.height)
  }

  func column(_ names: [String]) -> some View {
    VStack(alignment: .leading, spacing: 8) {
      ForEach(names, id: \.self) { name in
        HStack(spacing: 10) {
          ForEach([17.0, 28, 44], id: \.self) { size in
            Image(systemName: name)
              .font(.system(size: size))
              .frame(width: 44, height: 44)
          }
          Text(name).font(.system(size: 13))
        }
        .foregroundStyle(.blue)
      }
    }
    .frame(width: 292, alignment: .leading)
  }
}
