import Foundation
import Testing

/// The README's headline: the `render check` lines of its "Measuring what can fail" block,
/// run as written, give the exit codes their comments promise — the fixed hero passes, the
/// naive one fails one-blob at video frame 37 (its second ring), centre-path alone passes it
/// (the false pass), and a video or PNG sequence of it fails the same way. Read from the
/// README itself, so the page and the program cannot drift apart.
@Suite struct ReadmeVerdictCLITests {
  /// One `render check …` line: its arguments, the exit code its comment names, the input
  /// it needs made first (from a backticked `render … -o X` in the comment), and the text of
  /// a `#   …` line under it.
  struct Line: CustomStringConvertible, Sendable {
    var arguments: [String]
    var status: Int32
    var setup: [String]?
    var says: String?
    var description: String { "render " + arguments.joined(separator: " ") }
  }

  static let lines: [Line] = {
    let readme = (try? String(contentsOfFile: PlaygroundLibrary.packageRoot + "/README.md", encoding: .utf8)) ?? ""
    guard let section = readme.range(of: "## Measuring what can fail"),
      let open = readme.range(of: "```sh\n", range: section.upperBound..<readme.endIndex),
      let close = readme.range(of: "```", range: open.upperBound..<readme.endIndex)
    else { return [] }
    var lines: [Line] = []
    for text in readme[open.upperBound..<close.lowerBound].split(separator: "\n") {
      if text.hasPrefix("#"), !lines.isEmpty {
        lines[lines.count - 1].says = text.dropFirst().trimmingCharacters(in: .whitespaces)
        continue
      }
      guard text.hasPrefix("render check ") else { continue }
      let (command, comment) = text.range(of: " # ").map { (text[..<$0.lowerBound], text[$0.upperBound...]) } ?? (text[...], "")
      guard let exit = comment.range(of: "exit "), let status = Int32(comment[exit.upperBound...].prefix(1)) else { continue }
      let setup = comment.split(separator: "`").dropFirst().first.map { words(String($0)).dropFirst().map { $0 } }
      lines.append(Line(arguments: Array(words(String(command)).dropFirst()), status: status, setup: setup))
    }
    return lines
  }()

  /// `text` split at spaces, with 'single-quoted' words kept whole (as the shell reads them).
  static func words(_ text: String) -> [String] {
    var words: [String] = [], word = "", quoted = false, started = false
    for c in text {
      if c == "'" { quoted.toggle(); started = true; continue }
      if c == " " && !quoted {
        if started { words.append(word) }
        (word, started) = ("", false)
        continue
      }
      word.append(c)
      started = true
    }
    if started { words.append(word) }
    return words
  }

  @Test func theReadmeBlockHasItsSixChecks() {
    #expect(Self.lines.count == 6, "\(Self.lines)")
    #expect(Self.lines.filter { $0.status == 1 }.count == 4)
  }

  @Test(arguments: lines)
  func aReadmeCheckGivesItsVerdict(line: Line) throws {
    let dir = try RenderProcess.scratch()
    if let setup = line.setup {
      let made = try RenderProcess.run(setup, in: dir)
      try #require(made.status == 0, "render \(setup.joined(separator: " ")): \(made.stderr)")
    }
    let result = try RenderProcess.run(line.arguments, in: dir)
    #expect(result.status == line.status, "\(line): stdout \(result.stdout) stderr \(result.stderr)")
    if let says = line.says {
      #expect(result.stderr.contains(says), "\(line): stderr \(result.stderr)")
    }
    if line.status == 1 {
      // The naive hero, whatever carries it: its second ring shows at video frame 37.
      #expect(result.stdout.contains("one-blob: FAIL at video frame 37 (t = 0.617 s)"), "\(line): \(result.stdout)")
    }
  }
}
