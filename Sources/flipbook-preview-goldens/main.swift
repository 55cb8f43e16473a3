// flipbook-preview-goldens OUTPUT (MODULE FILE…)…: the tool behind the FlipbookPreviewGoldens
// build plugin. Reads Swift sources, finds every top-level type that conforms to
// `PreviewProvider` (in its declaration or an extension), and writes OUTPUT, a Swift Testing
// file with one golden test per provider: `expectPreviewGoldens(Provider.self)`.
//
// Arguments come in groups: `--module NAME` followed by that module's source files.
// Why a text scan and not a compiler query: a build plugin runs before the target compiles, and
// the conformance is written in the source as a name in an inheritance clause. Comments and
// string literals are blanked first, so a `PreviewProvider` in either is not a conformance;
// only declarations at brace depth 0 count (a nested provider has no name the test can
// spell without its parents), and private ones are skipped.

import Foundation

/// One provider found: its module and type name.
struct Provider: Hashable, Comparable {
  let module: String
  let type: String
  static func < (a: Provider, b: Provider) -> Bool { (a.module, a.type) < (b.module, b.type) }
}

/// `source` with the text of comments and string literals replaced by spaces (newlines kept).
func blankingCommentsAndStrings(_ source: String) -> [Character] {
  var out = Array(source)
  var i = 0
  func blank(_ range: Range<Int>) { for k in range where out[k] != "\n" { out[k] = " " } }
  while i < out.count {
    if out[i] == "/" && i + 1 < out.count && out[i + 1] == "/" {
      let start = i
      while i < out.count && out[i] != "\n" { i += 1 }
      blank(start..<i)
    } else if out[i] == "/" && i + 1 < out.count && out[i + 1] == "*" {
      // Block comments nest in Swift.
      let start = i
      var depth = 0
      repeat {
        if i + 1 < out.count && out[i] == "/" && out[i + 1] == "*" { depth += 1; i += 2; continue }
        if i + 1 < out.count && out[i] == "*" && out[i + 1] == "/" { depth -= 1; i += 2; continue }
        i += 1
      } while depth > 0 && i < out.count
      blank(start..<i)
    } else if out[i] == "\"" {
      let start = i
      let triple = i + 2 < out.count && out[i + 1] == "\"" && out[i + 2] == "\""
      i += triple ? 3 : 1
      while i < out.count {
        if out[i] == "\\" { i += 2; continue }
        if triple, i + 2 < out.count, out[i] == "\"", out[i + 1] == "\"", out[i + 2] == "\"" { i += 3; break }
        if !triple && (out[i] == "\"" || out[i] == "\n") { i += 1; break }
        i += 1
      }
      blank(start..<min(i, out.count))
    } else {
      i += 1
    }
  }
  return out
}

/// The names of the top-level types `source` declares or extends as `PreviewProvider`s.
func previewProviders(in source: String) -> [String] {
  let text = blankingCommentsAndStrings(source)
  var names: [String] = []
  var depth = 0
  var i = 0
  let keywords: Set<String> = ["struct", "enum", "class", "extension", "actor"]
  func word(at start: Int) -> (String, Int) {
    var end = start
    while end < text.count && (text[end].isLetter || text[end].isNumber || text[end] == "_" || text[end] == ".") { end += 1 }
    return (String(text[start..<end]), end)
  }
  while i < text.count {
    let c = text[i]
    if c == "{" { depth += 1; i += 1; continue }
    if c == "}" { depth = max(0, depth - 1); i += 1; continue }
    let startsWord = (c.isLetter || c == "_") && (i == 0 || !(text[i - 1].isLetter || text[i - 1].isNumber || text[i - 1] == "_"))
    guard startsWord else { i += 1; continue }
    let (keyword, afterKeyword) = word(at: i)
    i = afterKeyword
    guard depth == 0, keywords.contains(keyword) else { continue }
    // A private provider has no name a test in another module can use, even @testable.
    var lineStart = i - keyword.count
    while lineStart > 0 && text[lineStart - 1] != "\n" { lineStart -= 1 }
    let modifiers = String(text[lineStart..<(i - keyword.count)])
    if modifiers.contains("private") { continue }
    var j = afterKeyword
    while j < text.count && text[j].isWhitespace { j += 1 }
    let (name, afterName) = word(at: j)
    guard !name.isEmpty, !name.contains(".") else { continue }
    // The inheritance clause: from the name to the opening brace (generic parameters and a
    // where clause included; a provider is not generic, so a `<` rules the type out).
    var k = afterName
    while k < text.count && text[k] != "{" && text[k] != "}" { k += 1 }
    let header = String(text[afterName..<k])
    guard !header.hasPrefix("<"), let colon = header.firstIndex(of: ":") else { continue }
    let clause = header[header.index(after: colon)...].split(separator: "where")[0]
    let inherited = clause.split(separator: ",").map { $0.trimmingCharacters(in: .whitespacesAndNewlines) }
    if inherited.contains(where: { $0 == "PreviewProvider" || $0.hasSuffix(".PreviewProvider") }) { names.append(name) }
  }
  return names
}

/// A Swift identifier for a test function named after `provider`.
func testName(_ provider: Provider) -> String {
  let base = provider.type.hasSuffix("_Previews") ? String(provider.type.dropLast("_Previews".count)) : provider.type
  return "previewGolden_\(provider.module)_\(base)"
}

/// The generated test file.
func testFile(_ providers: [Provider], modules: [String]) -> String {
  var lines = [
    "// Generated by the FlipbookPreviewGoldens plugin: one golden test per PreviewProvider of",
    "// \(modules.joined(separator: ", ")). Edit the providers, not this file.",
    "",
    "import FlipbookTesting",
    "import Testing",
  ]
  lines += Set(providers.map(\.module)).sorted().map { "@testable import \($0)" }
  lines += ["", "@Suite(\"Preview goldens\") @MainActor struct FlipbookPreviewGoldens {"]
  // Bare names, unless two modules declare the same one: a module often declares a type of
  // its own name (`enum ExampleScenes` in ExampleScenes), which hides the module's name.
  let shared = Dictionary(grouping: providers, by: \.type).filter { $0.value.count > 1 }.keys
  for provider in providers {
    let name = shared.contains(provider.type) ? "\(provider.module).\(provider.type)" : provider.type
    lines += [
      "  @Test func \(testName(provider))() {",
      "    expectPreviewGoldens(\(name).self)",
      "  }",
    ]
  }
  if providers.isEmpty {
    lines += ["  // No PreviewProvider was found."]
  }
  lines += ["}", ""]
  return lines.joined(separator: "\n")
}

var arguments = Array(CommandLine.arguments.dropFirst())
guard !arguments.isEmpty else {
  FileHandle.standardError.write(Data("usage: flipbook-preview-goldens OUTPUT (--module NAME FILE…)…\n".utf8))
  exit(64)
}
let output = arguments.removeFirst()
var providers = Set<Provider>()
var modules: [String] = []
var module: String?
var index = 0
while index < arguments.count {
  if arguments[index] == "--module", index + 1 < arguments.count {
    module = arguments[index + 1]
    modules.append(arguments[index + 1])
    index += 2
    continue
  }
  let path = arguments[index]
  index += 1
  guard let module else { continue }
  guard let source = try? String(contentsOfFile: path, encoding: .utf8) else {
    FileHandle.standardError.write(Data("flipbook-preview-goldens: cannot read \(path)\n".utf8))
    exit(1)
  }
  for name in previewProviders(in: source) { providers.insert(Provider(module: module, type: name)) }
}
let text = testFile(providers.sorted(), modules: modules)
// Rewritten only when it changes, so an unchanged scan does not rebuild the test target.
if (try? String(contentsOfFile: output, encoding: .utf8)) != text {
  do {
    try text.write(toFile: output, atomically: true, encoding: .utf8)
  } catch {
    FileHandle.standardError.write(Data("flipbook-preview-goldens: cannot write \(output): \(error)\n".utf8))
    exit(1)
  }
}
