import Foundation
import FuzzSupport
import Testing

/// Output paths through the real `render -o PATH` (tiny renders: `--scale 0.25 --fps 2
/// --duration 0.5`), passed as raw bytes: bare names, `.`, one-character names, names of
/// exactly NAME_MAX (255) bytes and one more, multi-byte UTF-8, leading `-`, spaces, newlines,
/// tabs, missing folders, existing outputs. Each must either render to exactly that name
/// (nothing else new, an old file replaced) or fail with `error: …` and exit 1 or 64, leaving
/// the directory as it was; a file that was there before is never lost.
@Suite struct PathFuzzCLITests {
  /// The smallest render: one video frame of 198 × 186 px.
  static let tiny = ["--scale", "0.25", "--fps", "2", "--duration", "0.5"]
  /// A file every case starts with, beside the output and in `sub/`, that must survive.
  static let keep: [UInt8] = Array("keep".utf8)
  /// What an existing output holds before a render replaces it.
  static let old: [UInt8] = Array("old output".utf8)

  /// What `render -o output` must make, by the rules of `RenderOutput` (and `FramePattern`
  /// for the one pattern the cases use): relative paths and the first file each kind holds.
  enum Output {
    case video(path: [UInt8])
    case directory(path: [UInt8])
    case frames(first: [UInt8])
    case nothing
  }

  /// The output `bytes` names, seen from the scratch directory (which holds `sub/`).
  static func output(of bytes: [UInt8]) -> Output {
    let slash = UInt8(ascii: "/")
    let text = String(decoding: bytes, as: UTF8.self).lowercased()
    let trailing = bytes.last == slash
    let path = normalized(bytes)
    if (text.hasSuffix(".mp4") || text.hasSuffix(".mov")) && !trailing { return .video(path: path) }
    if text.hasSuffix("_%04d.png") && !trailing {
      // `%%` in the name is a literal `%` (FramePattern).
      let stem = String(decoding: path.dropLast("_%04d.png".utf8.count), as: UTF8.self)
      let (folder, name) = stem.lastIndex(of: "/").map { (stem[...$0], stem[stem.index(after: $0)...]) } ?? ("", stem[...])
      return .frames(first: Array((folder + name.replacingOccurrences(of: "%%", with: "%") + "_0000.png").utf8))
    }
    // An existing directory (`sub`, or the scratch directory itself as `.`) takes PNGs.
    if trailing || path == Array("sub".utf8) || path.isEmpty { return .directory(path: path) }
    return .nothing
  }

  /// `bytes` as a path relative to the scratch directory, `.` and `sub/..` folded and
  /// trailing slashes dropped (the cases hold no symbolic links and never leave it).
  static func normalized(_ bytes: [UInt8]) -> [UInt8] {
    var parts: [ArraySlice<UInt8>] = []
    for part in bytes.split(separator: UInt8(ascii: "/"), omittingEmptySubsequences: true) {
      if part.elementsEqual(".".utf8) { continue }
      if part.elementsEqual("..".utf8) { _ = parts.popLast() } else { parts.append(part) }
    }
    return Array(parts.joined(separator: [UInt8(ascii: "/")]))
  }

  /// Renders into `output` in a fresh directory holding `keep` (and `sub/keep`), and an old
  /// file at the output when `existing`; records in `tally` what is wrong. Every third
  /// successful video or directory is then read back by `render inspect` through the same
  /// bytes.
  static func render(_ output: [UInt8], existing: Bool, case index: Int, into tally: inout FuzzTally) throws {
    let dir = try RenderProcess.scratch()
    defer { try? FileManager.default.removeItem(atPath: dir) }
    let root = Array(dir.utf8)
    let slash = UInt8(ascii: "/")
    try FileManager.default.createDirectory(atPath: dir + "/sub", withIntermediateDirectories: false)
    RawPaths.write(keep, to: root + Array("/keep".utf8))
    RawPaths.write(keep, to: root + Array("/sub/keep".utf8))
    let expected = Self.output(of: output)
    if existing, case .video(let path) = expected { RawPaths.write(old, to: root + [slash] + path) }
    let before = RawPaths.snapshot(root)
    let line = "render -o \(shown(output))"
    let result = try InputFuzz.render([Array("-o".utf8), output] + tiny.map { Array($0.utf8) }, in: dir)
    let after = RawPaths.snapshot(root)
    InputFuzz.check(result, line, case: index, into: &tally)
    for path in [Array("keep".utf8), Array("sub/keep".utf8)] where after[path] != before[path] {
      tally.record(.destroyed, case: index, "\(line): \(shown(path)) changed or went")
    }
    guard result.status == 0 else {
      if !result.errorText.hasPrefix("error: ") { tally.record(.failed, case: index, "\(line): no error line: \(result.errorText.prefix(200))") }
      if after != before {
        tally.record(before.keys.allSatisfy { after[$0] == before[$0] } ? .failed : .destroyed, case: index,
                     "\(line) failed (\(result.status.map(String.init) ?? "signal")) and changed the directory: \(describe(after, against: before))")
      }
      return
    }
    // What the render must have made, and may have replaced.
    var made: [[UInt8]] = []
    switch expected {
    case .video(let path):
      made = [path]
      guard case .file(let bytes)? = after[path], bytes.count > 8, bytes[4..<8].elementsEqual("ftyp".utf8) else {
        tally.record(.failed, case: index, "\(line): no MP4 at the name: \(describe(after, against: before))")
        return
      }
    case .directory(let path):
      // The scratch directory itself (`.`, `./`) is filled in place: its new files are made.
      let inside = path.isEmpty ? [] : path + [slash]
      made = after.keys.filter { $0 == path || ($0.starts(with: inside) && (!path.isEmpty || before[$0] == nil)) }
      guard case .file(let bytes)? = after[inside + Array("frame_0000.png".utf8)], bytes.starts(with: PNGChunks.signature) else {
        tally.record(.failed, case: index, "\(line): no frame_0000.png in the directory: \(describe(after, against: before))")
        return
      }
    case .frames(let first):
      let folder = Array(first.split(separator: slash, omittingEmptySubsequences: false).dropLast().joined(separator: [slash]))
      // The pattern's folder is the output directory: made when missing, its new files too.
      made = after.keys.filter { path in
        before[path] == nil && (path == folder || path.split(separator: slash).dropLast().elementsEqual(folder.split(separator: slash)))
      }
      guard case .file(let bytes)? = after[first], bytes.starts(with: PNGChunks.signature) else {
        tally.record(.failed, case: index, "\(line): no \(shown(first)): \(describe(after, against: before))")
        return
      }
    case .nothing:
      tally.record(.failed, case: index, "\(line) succeeded, though it names no output kind: \(describe(after, against: before))")
      return
    }
    let unexpected = after.keys.filter { !made.contains($0) && after[$0] != before[$0] }
    let lost = before.keys.filter { after[$0] == nil }
    if !unexpected.isEmpty { tally.record(.failed, case: index, "\(line): also made \(unexpected.map(shown))") }
    if !lost.isEmpty { tally.record(.destroyed, case: index, "\(line): removed \(lost.map(shown))") }
    if index % 3 == 0, case .video(let path) = expected {
      try inspect(path, in: dir, line: line, case: index, into: &tally)
    } else if index % 3 == 0, case .directory(let path) = expected {
      try inspect(path.isEmpty ? Array("./".utf8) : path + [slash], in: dir, line: line, case: index, into: &tally)
    }
  }

  /// `render inspect path` in `dir` must read what the render wrote. A path starting with
  /// `-` is given as `./-…`, as a user must: `render` reads every argument starting with `-`
  /// as an option (it has no `--` marker).
  static func inspect(_ path: [UInt8], in dir: String, line: String, case index: Int, into tally: inout FuzzTally) throws {
    let input = path.first == UInt8(ascii: "-") ? Array("./".utf8) + path : path
    let result = try InputFuzz.render([Array("inspect".utf8), input], in: dir)
    InputFuzz.check(result, "render inspect of \(line)", case: index, into: &tally)
    if result.status != 0 { tally.record(.failed, case: index, "render inspect of \(line): \(result.errorText.prefix(200))") }
  }

  /// The entries that differ between two snapshots, for messages.
  static func describe(_ after: [[UInt8]: RawPaths.Entry], against before: [[UInt8]: RawPaths.Entry]) -> String {
    let changed = Set(after.keys).union(before.keys).filter { after[$0] != before[$0] }
    return changed.map { "\(shown($0)) \(after[$0] == nil ? "gone" : before[$0] == nil ? "new" : "changed")" }
      .sorted().joined(separator: ", ")
  }

  /// A path for messages: quoted with escapes when it is UTF-8, else with every byte past
  /// ASCII as `\xHH` (so `caf\xE9` and the `caf\u{FFFD}` it may become stay apart).
  static func shown(_ bytes: [UInt8]) -> String {
    if let text = String(validating: bytes, as: UTF8.self) { return text.debugDescription }
    return "\"" + bytes.map { $0 >= 0x20 && $0 < 0x7F ? String(UnicodeScalar($0)) : "\\x" + String($0, radix: 16, uppercase: true) }.joined() + "\""
  }

  /// `name` padded with `x` before its suffix to exactly `bytes` bytes (its last component).
  static func exactly(_ bytes: Int, stem: String = "", suffix: String) -> [UInt8] {
    Array(stem.utf8) + [UInt8](repeating: UInt8(ascii: "x"), count: bytes - stem.utf8.count - suffix.utf8.count) + Array(suffix.utf8)
  }

  /// Paths chosen by hand: each edge once.
  static let chosen: [(path: [UInt8], existing: Bool)] = [
    (Array("a.mp4".utf8), false), (Array("a.mp4".utf8), true), (Array("f/".utf8), false), (Array("sub".utf8), false),
    (Array(".".utf8), false), (Array("./".utf8), false), ([], false), (Array("-".utf8), false),
    (Array("-x.mp4".utf8), false), (Array("--fps.mp4".utf8), false), (Array("missing/x.mp4".utf8), false),
    (Array("missing/deep/".utf8), false), (exactly(255, suffix: ".mp4"), true), (exactly(255, suffix: "") + [UInt8(ascii: "/")], false),
    (exactly(256, suffix: ".mp4"), false), (exactly(256, suffix: "") + [UInt8(ascii: "/")], false),
    (Array(String(repeating: "日", count: 83).utf8) + Array("xx.mp4".utf8), false), (Array("a\nb.mp4".utf8), false),
    (Array(" .mp4".utf8), false), (Array("my video.mp4".utf8), false), (Array("f_%04d.png".utf8), false),
    (Array("sub/日本_%04d.png".utf8), false), (Array("🎬/".utf8), false), (Array("e\u{301}\t.MP4".utf8), false),
  ]

  @Test func chosenOutputPathsRenderToExactlyThatNameOrFailCleanly() throws {
    let run = try FuzzRun(family: "cli-paths-chosen", seed: 0, count: Self.chosen.count, environment: [:])
    let tally = try run.forEachCase { index, _, tally in
      try Self.render(Self.chosen[index].path, existing: Self.chosen[index].existing, case: index, into: &tally)
    }
    print(tally.summary)
    #expect(tally.isClean, "\(tally.report())")
  }

  @Test func generatedOutputPathsRenderToExactlyThatNameOrFailCleanly() throws {
    let folders = ["", "", "./", "sub/", "sub/../", "missing/"]
    let pieces = ["a", "clip", "my video", " lead", "trail ", "-", "--", "é", "日本", "🎬", "e\u{301}", "\n", "\t", "%%", ".hidden", "ñ"]
    let suffixes = [".mp4", ".mp4", ".MP4", "/", "/", "_%04d.png", ".mov", ""]
    let run = try FuzzRun(family: "cli-paths", seed: 0x5EED_0005, count: 16)
    let tally = try run.forEachCase { index, generator, tally in
      let folder = generator.pick(folders), suffix = generator.pick(suffixes)
      var stem = (0..<(1 + generator.below(3))).map { _ in generator.pick(pieces) }.joined()
      if stem.hasPrefix("-") && folder.isEmpty && generator.oneIn(2) { stem = "x" + stem }
      let name: [UInt8]
      switch generator.below(4) {
      case 0: name = Self.exactly(255, stem: stem, suffix: suffix == "/" ? "" : suffix) + (suffix == "/" ? [UInt8(ascii: "/")] : [])
      case 1: name = Self.exactly(256, stem: stem, suffix: suffix == "/" ? "" : suffix) + (suffix == "/" ? [UInt8(ascii: "/")] : [])
      default: name = Array((stem + suffix).utf8)
      }
      try Self.render(Array(folder.utf8) + name, existing: generator.oneIn(3), case: index, into: &tally)
    }
    print(tally.summary)
    #expect(tally.isClean, "\(tally.report())")
  }

  /// Bytes that are not UTF-8 (Latin-1 `é`, a cut sequence, `0xFF`): Swift would read them
  /// as U+FFFD and write another name (`caf\u{FFFD}.mp4` for `caf\xE9.mp4`, one name for
  /// `\xFF` and `\xFE`), so `render` refuses such an argument: exit 64, an error naming it
  /// with its bytes escaped, and the directory as it was.
  @Test func outputPathsThatAreNotUTF8AreUsageErrors() throws {
    let names: [[UInt8]] = [[0x63, 0x61, 0x66, 0xE9] + Array(".mp4".utf8), [0xC3] + Array("/".utf8), [0xFF, 0xFE] + Array(".mp4".utf8)]
    for name in names {
      let dir = try RenderProcess.scratch()
      let result = try InputFuzz.render([Array("-o".utf8), name] + Self.tiny.map { Array($0.utf8) }, in: dir)
      #expect(result.status == 64, "\(Self.shown(name)): \(result.errorText)")
      #expect(result.errorText.hasPrefix("error: argument 2 ("), "\(Self.shown(name)): \(result.errorText)")
      #expect(result.errorText.contains("is not UTF-8"), "\(Self.shown(name)): \(result.errorText)")
      #expect(RenderProcess.listing(dir).isEmpty, "\(Self.shown(name)): \(RenderProcess.listing(dir))")
    }
    #expect(try InputFuzz.render([Array("-o".utf8), [0x63, 0x61, 0x66, 0xE9] + Array(".mp4".utf8)] + Self.tiny.map { Array($0.utf8) }, in: try RenderProcess.scratch()).errorText.contains("caf\\xe9.mp4"))
  }
}
