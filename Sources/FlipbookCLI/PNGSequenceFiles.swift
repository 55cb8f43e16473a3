import Flipbook
import Foundation

/// The files of a PNG sequence given as a directory or a `%d` pattern, in video frame order.
///
/// What: the order is the numbers' order (`f_2.png` before `f_10.png`, as people number
/// files and as Finder and `ls -v` sort them), and a numbered sequence must be whole: a
/// missing number is an error naming it. Why: a sequence read in byte order, or cut off at
/// its first hole, measures a different animation than the one on disk — every video frame
/// after the hole lands at the wrong time — and nothing would say so.
enum PNGSequenceFiles {
  /// Every visible `.png` in `directory`, in natural order. When the names are numbered (one
  /// run of digits is the only difference between them) the numbers must run without a gap;
  /// names of two patterns (`naive_0001.png` beside `fixed_0001.png`) are an error that says
  /// how to pick one.
  static func list(directory: String) throws(CLIError) -> [String] {
    let names = try entries(of: directory).filter { $0.lowercased().hasSuffix(".png") && !$0.hasPrefix(".") }
    guard !names.isEmpty else { throw .failure("\(directory): no PNG files") }
    let numbered = names.map(NumberedName.init)
    let dir = directory.hasSuffix("/") ? String(directory.dropLast()) : directory
    if let first = numbered.first, numbered.allSatisfy({ $0.number != nil && $0.skeleton == first.skeleton }) {
      let sorted = numbered.sorted { ($0.number!, $0.name) < ($1.number!, $1.name) }
      try checkWhole(sorted.map { ($0.number!, $0.name) }, in: directory)
      return sorted.map { dir + "/" + $0.name }
    }
    if let a = numbered.first(where: { $0.number != nil }), let b = numbered.first(where: { $0.skeleton != a.skeleton }) {
      throw .failure(
        "\(directory) holds PNGs of more than one sequence (\(a.name), \(b.name)); name one with a pattern, "
          + "like \(dir)/\(a.pattern)")
    }
    return names.sorted(by: naturallyBefore).map { dir + "/" + $0 }
  }

  /// The files in `folder` (as typed, ending in `/` or empty for the current directory) that
  /// `pattern` names exactly, from the lowest number there up; a missing number is an error.
  static func list(folder: String, pattern: FramePattern) throws(CLIError) -> [String] {
    let all = try entries(of: folder.isEmpty ? "." : folder)
    let frames = all.compactMap { name in pattern.number(in: name).map { ($0, name) } }.sorted { $0.0 < $1.0 }
    guard !frames.isEmpty else {
      let near = all.filter(pattern.matches).sorted(by: naturallyBefore).first
      throw .failure(
        "cannot read \(folder + pattern.text): no file in \(folder.isEmpty ? "." : folder) has a name it makes"
          + (near.map { " (\($0) has the wrong number of digits)" } ?? ""))
    }
    try checkWhole(frames, in: folder + pattern.text)
    return frames.map { folder + $0.1 }
  }

  /// Throws naming the first missing number when `frames` (sorted by number) has a hole,
  /// or two files with one number.
  private static func checkWhole(_ frames: [(Int, String)], in sequence: String) throws(CLIError) {
    for (a, b) in zip(frames, frames.dropFirst()) {
      if a.0 == b.0 { throw .failure("\(sequence): \(a.1) and \(b.1) are both video frame \(a.0)") }
      if b.0 != a.0 + 1 {
        let missing = b.0 - a.0 == 2 ? "number \(a.0 + 1) is" : "numbers \(a.0 + 1)…\(b.0 - 1) are"
        throw .failure("\(sequence): the sequence has a gap: \(missing) missing between \(a.1) and \(b.1)")
      }
    }
  }

  private static func entries(of directory: String) throws(CLIError) -> [String] {
    do {
      return try FileManager.default.contentsOfDirectory(atPath: directory)
    } catch {
      throw .failure("cannot list \(directory): \((error as NSError).localizedDescription)")
    }
  }
}

/// A file name split at its last run of ASCII digits: `frame_0012.png` is `frame_`, 12,
/// `.png`. Two names of one sequence have the same skeleton (the text around the number).
private struct NumberedName {
  let name: String
  let number: Int?
  let skeleton: String
  let width: Int

  init(_ name: String) {
    self.name = name
    let scalars = Array(name.unicodeScalars)
    guard let last = scalars.lastIndex(where: \.isASCIIDigit) else {
      (number, skeleton, width) = (nil, name, 0)
      return
    }
    var first = last
    while first > 0, scalars[first - 1].isASCIIDigit { first -= 1 }
    let digits = String(String.UnicodeScalarView(scalars[first...last]))
    let before = String(String.UnicodeScalarView(scalars[..<first]))
    let after = String(String.UnicodeScalarView(scalars[(last + 1)...]))
    number = digits.count <= 18 ? Int(digits) : nil
    // `%` in the text would read as a conversion in the suggested pattern: keep it literal.
    skeleton = before.replacingOccurrences(of: "%", with: "%%") + "%d" + after.replacingOccurrences(of: "%", with: "%%")
    width = digits.count
  }

  /// A pattern naming this file's sequence, for the error that asks for one.
  var pattern: String { width > 1 ? skeleton.replacingOccurrences(of: "%d", with: "%0\(width)d") : skeleton }
}

/// Natural order: runs of digits compare by value (`f_2` < `f_10`), everything else by
/// Unicode scalar; equal-valued runs of different length (`07`, `7`) fall back to the text.
func naturallyBefore(_ a: String, _ b: String) -> Bool {
  var i = a.unicodeScalars.makeIterator(), j = b.unicodeScalars.makeIterator()
  var x = i.next(), y = j.next()
  while let p = x, let q = y {
    if p.isASCIIDigit, q.isASCIIDigit {
      var left = "", right = ""
      while let d = x, d.isASCIIDigit { left.unicodeScalars.append(d); x = i.next() }
      while let d = y, d.isASCIIDigit { right.unicodeScalars.append(d); y = j.next() }
      let l = left.drop { $0 == "0" }, r = right.drop { $0 == "0" }
      if l.count != r.count { return l.count < r.count }
      if l != r { return l < r }
      continue
    }
    if p != q { return p.value < q.value }
    x = i.next()
    y = j.next()
  }
  if x == nil, y == nil { return a < b }
  return x == nil
}

extension Unicode.Scalar {
  fileprivate var isASCIIDigit: Bool { ("0"..."9").contains(self) }
}
