import Flipbook

/// A still catalogue of text features, for golden tests to see every one at once.
///
/// Top to bottom:
/// 1. "Ag" at weights 300, 400 … 900 (light to black) for each design: default (Inter),
///    rounded (Quicksand), monospaced (DejaVu Sans Mono), serif (DejaVu Serif); weights a
///    family lacks are synthesised;
/// 2. rounded semibold (the hero's timer face);
/// 3. a paragraph wrapped in a 170-point frame, centred, next to the same trailing-aligned
///    (tinted boxes show the frames);
/// 4. the same paragraph limited to two lines and to one line, ending in "…";
/// 5. digits with `monospacedDigit()` (equal widths: the two rows line up) next to the
///    same digits without it;
/// 6. italic: default, rounded (a synthetic oblique), serif;
/// 7. serif regular and bold, and a `.title` / `.body` / `.caption` ladder, all on one
///    first text baseline;
/// 8. colour emoji in a line of text, then emoji sequences the font draws as one ligature
///    glyph each: a ZWJ sequence (👩‍💻), a family, a skin tone (👍🏽), a flag (🇯🇵), a
///    keycap (1️⃣) and a subdivision flag (Scotland, a tag sequence);
/// 9. one text concatenated with `+`: "Rest " and bold "0:45" at the outer 26 pt, a blue
///    caption " left" and an italic " · set 3", all on one baseline.
public struct TextGallery: View {
  public init() {}

  public static let canvasSize = CGSize(width: 390, height: 660)

  static let paragraph = "The quick brown fox jumps over the lazy dog, then naps in the warm sun."

  /// Sequences, written out by code point: woman ZWJ laptop; man ZWJ woman ZWJ girl; thumbs
  /// up with medium skin tone; regional indicators J P; digit one, VS16, combining keycap;
  /// black flag, tags "gbsct", cancel tag.
  static let emojiSequences = [
    "Joined", "\u{1F469}\u{200D}\u{1F4BB}", "\u{1F468}\u{200D}\u{1F469}\u{200D}\u{1F467}", "\u{1F44D}\u{1F3FD}",
    "\u{1F1EF}\u{1F1F5}", "1\u{FE0F}\u{20E3}", "\u{1F3F4}\u{E0067}\u{E0062}\u{E0073}\u{E0063}\u{E0074}\u{E007F}",
  ].joined(separator: " ")

  public var body: some View {
    ZStack(alignment: .topLeading) {
      Color(.systemGroupedBackground)
      VStack(alignment: .leading, spacing: 14) {
        VStack(alignment: .leading, spacing: 4) {
          weightRow("default", .default)
          weightRow("rounded", .rounded)
          weightRow("mono", .monospaced)
          weightRow("serif", .serif)
        }
        Text("Rounded semibold 0:45")
          .font(.system(size: 28, weight: .semibold, design: .rounded))
        HStack(alignment: .top, spacing: 10) {
          Text(Self.paragraph)
            .multilineTextAlignment(.center)
            .frame(width: 170)
            .background(Color.blue.opacity(0.12))
          Text(Self.paragraph)
            .multilineTextAlignment(.trailing)
            .frame(width: 170)
            .background(Color.orange.opacity(0.12))
        }
        .font(.system(size: 15))
        VStack(alignment: .leading, spacing: 6) {
          Text(Self.paragraph).lineLimit(2).frame(width: 250, alignment: .leading)
            .background(Color.green.opacity(0.12))
          Text(Self.paragraph).lineLimit(1).frame(width: 250, alignment: .leading)
            .background(Color.green.opacity(0.12))
        }
        .font(.system(size: 15))
        HStack(alignment: .top, spacing: 30) {
          VStack(alignment: .leading, spacing: 2) {
            Text("11:11").monospacedDigit()
            Text("80:08").monospacedDigit()
          }
          VStack(alignment: .leading, spacing: 2) {
            Text("11:11")
            Text("80:08")
          }
        }
        .font(.system(size: 26, weight: .medium))
        HStack(spacing: 14) {
          Text("Italic").italic()
          Text("Oblique").font(.system(size: 22, design: .rounded)).italic()
          Text("Serif italic").font(.system(size: 22, design: .serif)).italic()
        }
        .font(.system(size: 22))
        HStack(alignment: .firstTextBaseline, spacing: 14) {
          Text("Serif").font(.system(size: 24, design: .serif))
          Text("Bold").font(.system(size: 24, weight: .bold, design: .serif))
          Text("Title").font(.title)
          Text("Body").font(.body)
          Text("Caption").font(.caption)
        }
        Text("Emoji 🙂 🎉 ❤️ ✔︎ in line").font(.system(size: 22))
        Text(Self.emojiSequences).font(.system(size: 22))
        (Text("Rest ") + Text("0:45").bold() + Text(" left").font(.caption).foregroundColor(.blue)
          + Text(" · set 3").italic())
          .font(.system(size: 26))
      }
      .foregroundStyle(.primary)
      .padding(16)
    }
    .frame(width: Self.canvasSize.width, height: Self.canvasSize.height)
  }

  /// Weights 300 … 900.
  static let weights: [Font.Weight] = [.light, .regular, .medium, .semibold, .bold, .heavy, .black]

  /// A caption naming `design`, then "Ag" at weights 300 … 900.
  func weightRow(_ name: String, _ design: Font.Design) -> some View {
    HStack(alignment: .bottom, spacing: 8) {
      Text(name).font(.system(size: 11)).foregroundColor(.gray).frame(width: 48, alignment: .leading)
      ForEach(Self.weights, id: \.self) { weight in
        Text("Ag").font(.system(size: 24, weight: weight, design: design))
      }
    }
  }
}
