import Foundation

extension Text {
  /// Where a truncated line shows its ellipsis. Flipbook draws only `.tail`; `.head` and
  /// `.middle` are accepted for source compatibility and truncate at the tail.
  public enum TruncationMode: Hashable, Sendable {
    case head, tail, middle
  }
}

extension View {
  /// Shows at most `number` lines of the text in this view; the last one ends in "…" when
  /// the text needs more. `nil` removes the limit; values below 1 act as 1.
  public func lineLimit(_ number: Int?) -> some View {
    modifier(_EnvironmentModifier {
      $0.lineLimit = number
      $0.reservedLines = nil
    })
  }

  /// At most `limit` lines; with `reservesSpace`, the text is as tall as `limit` lines even
  /// when it needs fewer.
  public func lineLimit(_ limit: Int, reservesSpace: Bool) -> some View {
    modifier(_EnvironmentModifier {
      $0.lineLimit = limit
      $0.reservedLines = reservesSpace ? limit : nil
    })
  }

  /// The smallest factor text may shrink by to fit (accepted: Flipbook's text does not
  /// shrink; it wraps or truncates).
  public func minimumScaleFactor(_ factor: CGFloat) -> some View { self }

  /// Whether text may tighten its letter spacing to fit (accepted; it does not).
  public func allowsTightening(_ flag: Bool) -> some View { self }

  /// Aligns the lines of multi-line text in this view inside the text's own width
  /// (the widest line). Default `.leading`.
  public func multilineTextAlignment(_ alignment: TextAlignment) -> some View {
    modifier(_EnvironmentModifier { $0.multilineTextAlignment = alignment })
  }

  /// Adds `lineSpacing` points between the lines of the text in this view. Default 0.
  public func lineSpacing(_ lineSpacing: CGFloat) -> some View {
    modifier(_EnvironmentModifier { $0.lineSpacing = lineSpacing })
  }

  /// Sets where truncated text shows its ellipsis; only `.tail` is drawn (see
  /// ``Text/TruncationMode``).
  public func truncationMode(_ mode: Text.TruncationMode) -> some View {
    modifier(_EnvironmentModifier { $0.truncationMode = mode })
  }
}

/// The weight `.fontWeight(_:)` or `.bold()` set for the text in a view, `nil` for the font's.
struct FontWeightKey: EnvironmentKey { static let defaultValue: Font.Weight? = nil }
/// Whether `.italic()` is on for the text in a view.
struct ItalicKey: EnvironmentKey { static let defaultValue = false }
/// The design `.fontDesign(_:)` set for the text in a view, `nil` for the font's.
struct FontDesignKey: EnvironmentKey { static let defaultValue: Font.Design? = nil }

private struct ReservedLinesKey: EnvironmentKey { static let defaultValue: Int? = nil }
private struct UnderlineKey: EnvironmentKey { static let defaultValue: Text.Attributes.Decoration? = nil }
private struct StrikethroughKey: EnvironmentKey { static let defaultValue: Text.Attributes.Decoration? = nil }

extension EnvironmentValues {
  /// How many lines a text here is at least as tall as (`lineLimit(_:reservesSpace: true)`).
  var reservedLines: Int? {
    get { self[ReservedLinesKey.self] }
    set { self[ReservedLinesKey.self] = newValue }
  }

  /// Whether the text here is underlined (`.underline()` on a view).
  var underline: Text.Attributes.Decoration? {
    get { self[UnderlineKey.self] }
    set { self[UnderlineKey.self] = newValue }
  }

  /// Whether the text here is struck through (`.strikethrough()` on a view).
  var strikethrough: Text.Attributes.Decoration? {
    get { self[StrikethroughKey.self] }
    set { self[StrikethroughKey.self] = newValue }
  }

  var fontWeight: Font.Weight? {
    get { self[FontWeightKey.self] }
    set { self[FontWeightKey.self] = newValue }
  }

  var isItalic: Bool {
    get { self[ItalicKey.self] }
    set { self[ItalicKey.self] = newValue }
  }

  var fontDesign: Font.Design? {
    get { self[FontDesignKey.self] }
    set { self[FontDesignKey.self] = newValue }
  }
}

extension View {
  /// Sets the weight of the text in this view, whatever its font; `nil` goes back to the
  /// font's own weight. A weight a `Text` sets itself wins.
  public func fontWeight(_ weight: Font.Weight?) -> some View {
    modifier(_EnvironmentModifier { $0.fontWeight = weight })
  }

  /// Makes the text in this view bold when `isActive` (default true); `bold(false)` goes back
  /// to the font's own weight.
  public func bold(_ isActive: Bool = true) -> some View {
    modifier(_EnvironmentModifier { $0.fontWeight = isActive ? .bold : nil })
  }

  /// Underlines the text in this view when `isActive` (iOS 16; see `Text.underline`).
  public func underline(_ isActive: Bool = true, pattern: Text.LinePattern = .solid, color: Color? = nil) -> some View {
    modifier(_EnvironmentModifier { $0.underline = isActive ? Text.Attributes.Decoration(color: color) : nil })
  }

  /// Strikes through the text in this view when `isActive` (iOS 16).
  public func strikethrough(_ isActive: Bool = true, pattern: Text.LinePattern = .solid, color: Color? = nil) -> some View {
    modifier(_EnvironmentModifier { $0.strikethrough = isActive ? Text.Attributes.Decoration(color: color) : nil })
  }

  /// Makes the text in this view italic when `isActive` (default true).
  public func italic(_ isActive: Bool = true) -> some View {
    modifier(_EnvironmentModifier { $0.isItalic = isActive })
  }

  /// Sets the design of the text in this view whose `Text` has no font of its own; `nil`
  /// goes back to the font's.
  public func fontDesign(_ design: Font.Design?) -> some View {
    modifier(_EnvironmentModifier { $0.fontDesign = design })
  }
}
