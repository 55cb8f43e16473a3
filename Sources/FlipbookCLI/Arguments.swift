/// A tiny argument reader: flags with values, in any order; `--flag=value` and `--flag value`.
///
/// A flag that takes one value is read with `value(_:)`, and giving it twice is a usage error
/// that names both values (never a silent last-wins); a flag that can repeat (`--tap`,
/// `--expect`) is read with `values(_:)`, which keeps every occurrence in order. Numbers are
/// finite: `nan` and `inf` are usage errors wherever a number is parsed.
struct Arguments {
  private(set) var rest: [String]

  init(_ arguments: [String]) { rest = arguments }

  /// Removes and returns the first argument if it does not start with `-`.
  mutating func popCommand() -> String? {
    guard let first = rest.first, !first.hasPrefix("-") || first == "-" else { return nil }
    rest.removeFirst()
    return first
  }

  /// Removes every argument that does not start with `-` (what is left once the flags and
  /// their values are taken), in order.
  mutating func popPositionals() -> [String] {
    let positionals = rest.filter { !$0.hasPrefix("-") }
    rest.removeAll { !$0.hasPrefix("-") }
    return positionals
  }

  /// Removes a boolean flag; true when it was present.
  mutating func flag(_ names: String...) -> Bool {
    var found = false
    rest.removeAll { arg in
      let hit = names.contains(arg)
      found = found || hit
      return hit
    }
    return found
  }

  /// Removes `--name value` or `--name=value` and returns the value; `nil` when absent.
  ///
  /// The names are aliases (`-o`, `--output`): between them the flag may appear once; a second
  /// occurrence is a usage error ("-o given twice: a.mp4 and b.mp4").
  mutating func value(_ names: String...) throws(CLIError) -> String? {
    let found = try occurrences(names)
    if found.count > 1 {
      throw .usage("\(found[0].name) given twice: \(shown(found[0].value)) and \(shown(found[1].value))")
    }
    return found.first?.value
  }

  /// Removes every `--name value` and `--name=value` and returns the values in order.
  mutating func values(_ names: String...) throws(CLIError) -> [String] { try values(names) }

  private mutating func values(_ names: [String]) throws(CLIError) -> [String] {
    try occurrences(names).map(\.value)
  }

  /// Removes every `--name value` and `--name=value` and returns them in order, each with the
  /// name it was given under.
  private mutating func occurrences(_ names: [String]) throws(CLIError) -> [(name: String, value: String)] {
    var result: [(name: String, value: String)] = []
    var i = 0
    while i < rest.count {
      let arg = rest[i]
      if let name = names.first(where: { arg == $0 }) {
        guard i + 1 < rest.count else { throw .usage("\(name) needs a value") }
        result.append((name, rest[i + 1]))
        rest.removeSubrange(i...(i + 1))
        continue
      }
      if let name = names.first(where: { arg.hasPrefix($0 + "=") }) {
        result.append((name, String(arg.dropFirst(name.count + 1))))
        rest.remove(at: i)
        continue
      }
      i += 1
    }
    return result
  }

  /// A number flag, checked against `range`.
  mutating func number<T: LosslessStringConvertible & Comparable>(
    _ name: String, default defaultValue: T, in range: ClosedRange<T>, unit: String = ""
  ) throws(CLIError) -> T {
    try optionalNumber(name, in: range, unit: unit) ?? defaultValue
  }

  /// A number flag, checked against `range`; `nil` when absent.
  mutating func optionalNumber<T: LosslessStringConvertible & Comparable>(
    _ name: String, in range: ClosedRange<T>, unit: String = ""
  ) throws(CLIError) -> T? {
    guard let text = try value(name) else { return nil }
    // `T(text)` reads `nan` and `inf` as numbers; `number == number` turns NaN away, and every
    // range is finite, so infinities fail the range check.
    guard let number = T(text), number == number else { throw .usage("\(name) must be a number, got '\(text)'") }
    guard range.contains(number) else {
      throw .usage("\(name) must be between \(range.lowerBound) and \(range.upperBound)\(unit), got \(text)")
    }
    return number
  }

  /// `text` as an error message quotes a value: `''` for an empty one.
  private func shown(_ text: String) -> String { text.isEmpty ? "''" : text }

  /// Fails on anything left over.
  func finish() throws(CLIError) {
    if let extra = rest.first {
      throw .usage(extra.hasPrefix("-") ? "unknown option '\(extra)' (see render --help)" : "unexpected argument '\(extra)' (see render --help)")
    }
  }
}

/// The largest coordinate or size in points a flag may give: far beyond any canvas, and small
/// enough that it stays exact in pixels at any `--scale` (8 × 100 000 fits an `Int` easily).
let maximumPoints = 100_000.0

/// `count` comma-separated finite numbers within ±``maximumPoints``, every component present
/// (`1,,2` and `1,abc` are errors, not dropped).
func coordinates(_ text: String, count: Int, flag: String, shape: String) throws(CLIError) -> [Double] {
  let parts = text.split(separator: ",", omittingEmptySubsequences: false).map { Double($0.trimmingCharacters(in: .whitespaces)) }
  guard parts.count == count, parts.allSatisfy({ $0 != nil }) else {
    throw .usage("\(flag) must be \(shape) in points, got '\(text)'")
  }
  let numbers = parts.map { $0! }
  guard numbers.allSatisfy({ $0.isFinite && abs($0) <= maximumPoints }) else {
    throw .usage("\(flag) \(text): every value must be a number between -\(Int(maximumPoints)) and \(Int(maximumPoints)) points")
  }
  return numbers
}
