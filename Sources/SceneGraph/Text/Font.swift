import Foundation

/// A font description: size, weight and design, as `.system(size:weight:design:)` makes.
///
/// Flipbook draws with open fonts from Debian (SF Pro is not redistributable): Inter for
/// `.default`, Quicksand for `.rounded`, DejaVu Sans Mono for `.monospaced`, DejaVu Serif for
/// `.serif`. Every weight works on every design: a weight the family has no file for is
/// synthesised by emboldening the next lighter file (Quicksand's semibold is Medium dilated
/// halfway to Bold's stem); weights beyond the family's range clamp to its lightest or
/// heaviest file. `italic()` uses Inter's and DejaVu's italic files and a 12° oblique of
/// Quicksand. Line height follows SF Pro's metrics so layout matches iOS even though the
/// glyphs differ.
public struct Font: Hashable, Sendable {
  /// Point size.
  public var size: CGFloat
  public var weight: Weight
  public var design: Design
  /// Whether the italic (or, for Quicksand, a synthetic oblique) face is used. Default false.
  var isItalic = false
  /// Whether digits are drawn in equal-width cells (`monospacedDigit()`).
  var usesMonospacedDigits = false

  public enum Design: Hashable, Sendable {
    case `default`, rounded, monospaced, serif
  }

  /// A font weight, with the CSS-style number used to pick a face.
  public struct Weight: Hashable, Sendable {
    public let value: Int
    public static let ultraLight = Weight(value: 100)
    public static let thin = Weight(value: 200)
    public static let light = Weight(value: 300)
    public static let regular = Weight(value: 400)
    public static let medium = Weight(value: 500)
    public static let semibold = Weight(value: 600)
    public static let bold = Weight(value: 700)
    public static let heavy = Weight(value: 800)
    public static let black = Weight(value: 900)
  }

  /// Dynamic Type text styles at the default (Large) content size.
  public enum TextStyle: CaseIterable, Hashable, Sendable {
    case largeTitle, title, title2, title3, headline, subheadline, body, callout, footnote, caption, caption2

    var size: CGFloat {
      switch self {
      case .largeTitle: 34
      case .title: 28
      case .title2: 22
      case .title3: 20
      case .headline, .body: 17
      case .callout: 16
      case .subheadline: 15
      case .footnote: 13
      case .caption: 12
      case .caption2: 11
      }
    }

    var weight: Weight { self == .headline ? .semibold : .regular }
  }

  public static func system(size: CGFloat, weight: Weight = .regular, design: Design = .default) -> Font {
    Font(size: size, weight: weight, design: design)
  }

  public static func system(_ style: TextStyle, design: Design = .default, weight: Weight? = nil) -> Font {
    Font(size: style.size, weight: weight ?? style.weight, design: design)
  }

  public static let largeTitle = Font.system(.largeTitle)
  public static let title = Font.system(.title)
  public static let title2 = Font.system(.title2)
  public static let title3 = Font.system(.title3)
  public static let headline = Font.system(.headline)
  public static let subheadline = Font.system(.subheadline)
  public static let body = Font.system(.body)
  public static let callout = Font.system(.callout)
  public static let footnote = Font.system(.footnote)
  public static let caption = Font.system(.caption)
  public static let caption2 = Font.system(.caption2)

  public func weight(_ weight: Weight) -> Font {
    var copy = self
    copy.weight = weight
    return copy
  }

  public func bold() -> Font { weight(.bold) }

  /// This font in italic.
  public func italic() -> Font {
    var copy = self
    copy.isItalic = true
    return copy
  }

  /// This font with digits in equal-width cells (tabular figures).
  public func monospacedDigit() -> Font {
    var copy = self
    copy.usesMonospacedDigits = true
    return copy
  }

  /// This font's monospaced design.
  public func monospaced() -> Font {
    var copy = self
    copy.design = .monospaced
    return copy
  }

  /// The width of a font's letters; Flipbook's fonts have one width, so every width draws
  /// as `.standard`.
  public struct Width: Hashable, Sendable {
    public let value: CGFloat
    public init(_ value: CGFloat) { self.value = value }
    public static let compressed = Width(-0.3)
    public static let condensed = Width(-0.2)
    public static let standard = Width(0)
    public static let expanded = Width(0.2)
  }

  /// How far apart a font's lines are; Flipbook keeps SF Pro's standard leading.
  public enum Leading: Hashable, Sendable { case standard, tight, loose }

  /// Accepted; drawn at the standard width (see ``Width``).
  public func width(_ width: Width) -> Font { self }
  /// Accepted; drawn with the standard leading.
  public func leading(_ leading: Leading) -> Font { self }
  /// Accepted; Flipbook's fonts have no small capitals, so the letters are drawn as they are.
  public func smallCaps() -> Font { self }
  /// Accepted, as ``smallCaps()``.
  public func lowercaseSmallCaps() -> Font { self }
  /// Accepted, as ``smallCaps()``.
  public func uppercaseSmallCaps() -> Font { self }

  /// A font of an app's own by name: Flipbook has only its system faces, so the name is
  /// ignored and the text is drawn in the default design at `size`.
  public static func custom(_ name: String, size: CGFloat) -> Font { .system(size: size) }
  /// As ``custom(_:size:)``, relative to a text style's size.
  public static func custom(_ name: String, size: CGFloat, relativeTo textStyle: TextStyle) -> Font { .system(size: size) }
  /// As ``custom(_:size:)``.
  public static func custom(_ name: String, fixedSize: CGFloat) -> Font { .system(size: fixedSize) }

  /// SF Pro's line height: (ascender 1950 + descender 494) / 2048 of the size.
  var lineHeight: CGFloat { size * 2444 / 2048 }
  /// SF Pro's ascender, where the baseline sits below the top of the line.
  var ascent: CGFloat { size * 1950 / 2048 }
}
