/// A file name with one video frame number in it, `frame_%04d.png`, read strictly.
///
/// What: the `printf`-looking patterns users give for PNG sequences (`-o DIR/x_%04d.png`,
/// `render inspect 'DIR/f_%d.png'`). Why our own reader: a user's string must never reach
/// `String(format:)`, where `%s` or `%@` reads an argument that is not there and crashes the
/// process. Refuses: every conversion but one number (`%d`, `%Nd` padded with spaces or
/// `%0Nd` with zeros, N from 1 to 9) and every other `%` but `%%` (a literal percent sign).
public struct FramePattern: Sendable, Equatable {
  /// The pattern as given.
  public let text: String
  private let prefix: String
  private let suffix: String
  /// The minimum number of digits (0: as many as the number needs); at most 9.
  private let width: Int
  /// Whether the padding is zeros (`%04d`) rather than spaces (`%4d`).
  private let zeroPadded: Bool

  /// The largest padding width a pattern may ask for.
  public static let maximumWidth = 9

  /// Reads `text`; throws a message naming the pattern when it is not exactly one `%d`-style
  /// number among literal characters and `%%`.
  public init(_ text: String) throws(RenderError) {
    let usage = RenderError.output(
      "PNG pattern '\(text)' must hold exactly one %d-style number (%d, %4d or %04d, width at most "
        + "\(Self.maximumWidth); %% for a literal %), like frame_%04d.png")
    var literal = "", before: String?
    var width = 0, zeroPadded = false
    var i = text.startIndex
    while i < text.endIndex {
      let c = text[i]
      i = text.index(after: i)
      guard c == "%" else {
        literal.append(c)
        continue
      }
      guard i < text.endIndex else { throw usage }
      if text[i] == "%" {
        literal.append("%")
        i = text.index(after: i)
        continue
      }
      guard before == nil else { throw usage }
      var digits = ""
      while i < text.endIndex, text[i].isASCII, text[i].isWholeNumber {
        digits.append(text[i])
        i = text.index(after: i)
      }
      guard i < text.endIndex, text[i] == "d", digits.count <= 2 else { throw usage }
      i = text.index(after: i)
      zeroPadded = digits.hasPrefix("0")
      width = Int(digits) ?? 0
      // `%0d` asks for zeros but no width: a typo, not a pattern.
      guard width <= Self.maximumWidth, !zeroPadded || width > 0 else { throw usage }
      before = literal
      literal = ""
    }
    guard let before else { throw usage }
    self.text = text
    self.prefix = before
    self.suffix = literal
    self.width = width
    self.zeroPadded = zeroPadded
  }

  /// Whether `name` is a frame name of this pattern: its text around the number, and in
  /// between only digits (after the spaces a `%Nd` pads with).
  public func matches(_ name: String) -> Bool {
    guard name.count > prefix.count + suffix.count, name.hasPrefix(prefix), name.hasSuffix(suffix) else { return false }
    var middle = name.dropFirst(prefix.count).dropLast(suffix.count)
    if !zeroPadded { middle = middle.drop { $0 == " " } }
    return !middle.isEmpty && middle.allSatisfy { $0.isASCII && $0.isNumber }
  }

  /// The video frame number `name` is the file of, when it is exactly the name
  /// ``fileName(for:)`` gives that number (`frame_0007.png` is 7 in `frame_%04d.png`;
  /// `frame_7.png` is none, nor is a number of more than 18 digits).
  public func number(in name: String) -> Int? {
    guard matches(name) else { return nil }
    let digits = name.dropFirst(prefix.count).dropLast(suffix.count).drop { $0 == " " }
    guard digits.count <= 18, let n = Int(digits), fileName(for: n) == name else { return nil }
    return n
  }

  /// The file name of video frame `index` (≥ 0): `frame_0007.png` for 7 in `frame_%04d.png`.
  public func fileName(for index: Int) -> String {
    precondition(index >= 0, "a video frame index is never negative, got \(index)")
    let digits = String(index)
    let padding = String(repeating: zeroPadded ? "0" : " ", count: max(0, width - digits.count))
    return prefix + padding + digits + suffix
  }
}
