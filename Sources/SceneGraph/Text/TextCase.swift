import Foundation

extension Text {
  /// A case a text's letters are shown in: SwiftUI's `Text.Case`.
  public enum Case: Hashable, Sendable {
    case uppercase, lowercase
  }
}

/// The case `.textCase(_:)` set (`value`, possibly `nil`), `nil` while none was set (a list
/// header then upper-cases).
struct TextCaseKey: EnvironmentKey { static let defaultValue: TextCaseSetting? = nil }

struct TextCaseSetting {
  let value: Text.Case?
}

extension EnvironmentValues {
  /// The case text in this view is shown in; `nil` for as written. Set with `.textCase(_:)`;
  /// the headers of the grouped list styles are upper-cased unless it is set.
  public var textCase: Text.Case? {
    get { self[TextCaseKey.self]?.value }
    set { self[TextCaseKey.self] = TextCaseSetting(value: newValue) }
  }

  /// Whether a `.textCase(_:)` (even `nil`) is in effect here.
  var hasTextCase: Bool { self[TextCaseKey.self] != nil }
}

extension Text.Case {
  /// `string` in this case.
  func apply(to string: String) -> String {
    switch self {
    case .uppercase: string.uppercased()
    case .lowercase: string.lowercased()
    }
  }
}

extension View {
  /// Shows the text in this view in `textCase`; `nil` shows it as written (and keeps a list
  /// header from being upper-cased).
  public func textCase(_ textCase: Text.Case?) -> some View {
    modifier(_EnvironmentModifier { $0.textCase = textCase })
  }
}
