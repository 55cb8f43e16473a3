import Foundation

/// The key of a localized string: SwiftUI's `LocalizedStringKey`.
///
/// Flipbook has no string tables, so a key shows as itself: `Text("Save")` draws "Save".
/// Interpolations are formatted as string interpolation formats them, and
/// `\(value, specifier: "%.1f")` as `String(format:)` does. Markdown in a key is not parsed.
public struct LocalizedStringKey: Equatable, Sendable, ExpressibleByStringInterpolation {
  /// The text the key shows.
  let key: String

  public init(_ value: String) { key = value }

  public init(stringLiteral value: String) { key = value }

  public init(stringInterpolation: StringInterpolation) { key = stringInterpolation.text }

  /// Collects the literal parts and formatted values of an interpolated key.
  public struct StringInterpolation: StringInterpolationProtocol {
    var text = ""

    public init(literalCapacity: Int, interpolationCount: Int) {
      text.reserveCapacity(literalCapacity + 8 * interpolationCount)
    }

    public mutating func appendLiteral(_ literal: String) { text += literal }

    public mutating func appendInterpolation<T>(_ value: T) { text += String(describing: value) }

    /// `value` formatted with a `printf`-style `specifier`, such as `"%.1f"`.
    public mutating func appendInterpolation<T: CVarArg>(_ value: T, specifier: String) {
      text += String(format: specifier, value)
    }

    /// The characters of a `Text` (its attributes are not carried into the key).
    public mutating func appendInterpolation(_ value: Text) { text += value.runs.map(\.content).joined() }
  }
}

extension Text {
  /// Text showing `key` (no string tables: the key itself; see ``LocalizedStringKey``).
  /// `tableName`, `bundle` and `comment` are accepted for source compatibility and ignored.
  public init(_ key: LocalizedStringKey, tableName: String? = nil, bundle: Bundle? = nil, comment: StaticString? = nil) {
    self.init(verbatim: key.key)
  }
}
