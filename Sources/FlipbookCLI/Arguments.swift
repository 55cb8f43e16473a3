/// A tiny argument reader: flags with values, in any order; `--flag=value` and `--flag value`.
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

  /// Removes `--name value` or `--name=value` and returns the value (the last one wins).
  mutating func value(_ names: String...) throws(CLIError) -> String? {
    try values(names).last
  }

  /// Removes every `--name value` and `--name=value` and returns the values in order.
  mutating func values(_ names: String...) throws(CLIError) -> [String] { try values(names) }

  private mutating func values(_ names: [String]) throws(CLIError) -> [String] {
    var result: [String] = []
    var i = 0
    while i < rest.count {
      let arg = rest[i]
      if let name = names.first(where: { arg == $0 }) {
        guard i + 1 < rest.count else { throw .usage("\(name) needs a value") }
        result.append(rest[i + 1])
        rest.removeSubrange(i...(i + 1))
        continue
      }
      if let name = names.first(where: { arg.hasPrefix($0 + "=") }) {
        result.append(String(arg.dropFirst(name.count + 1)))
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
    guard let number = T(text) else { throw .usage("\(name) must be a number, got '\(text)'") }
    guard range.contains(number) else {
      throw .usage("\(name) must be between \(range.lowerBound) and \(range.upperBound)\(unit), got \(text)")
    }
    return number
  }

  /// Fails on anything left over.
  func finish() throws(CLIError) {
    if let extra = rest.first {
      throw .usage(extra.hasPrefix("-") ? "unknown option '\(extra)' (see render --help)" : "unexpected argument '\(extra)' (see render --help)")
    }
  }
}
