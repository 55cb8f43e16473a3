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
    modifier(_EnvironmentModifier { $0.lineLimit = number })
  }

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
