import Flipbook
import Foundation

/// The `render` command line over a catalog of scenes: parses arguments, runs a command,
/// reports progress and warnings.
///
/// Flipbook's own `render` is `FlipbookCLI.main(scenes: BuiltInScenes.all)`; a package of
/// your own gets the same command over its own scenes from one line in its `main.swift`:
///
///     import FlipbookCLI
///     FlipbookCLI.main(scenes: [myScene, myOtherScene])
///
/// The first scene is the one `render` with no scene name renders. Engine modules never
/// print; this one does: results on standard output, progress and warnings on standard
/// error, one `error: …` line and an exit code on failure.
public enum FlipbookCLI {
  /// Runs the command line of this process over `scenes` and exits with its code:
  /// 0 success, 1 failure, 64 usage error, 130 interrupted.
  public static func main(scenes: [FlipbookScene]) -> Never {
    if let bad = firstArgumentNotInUTF8() {
      FileHandle.standardError.write(Data("error: \(bad)\n".utf8))
      exit(CLIError.Code.usage.rawValue)
    }
    main(scenes: scenes, arguments: Array(CommandLine.arguments.dropFirst()))
  }

  /// Swift decodes each argument as UTF-8, replacing bytes that are not with U+FFFD: a file
  /// name with such bytes would be read or written under another name. Refused instead, with
  /// the bytes shown escaped.
  private static func firstArgumentNotInUTF8() -> String? {
    for k in 1..<Int(CommandLine.argc) {
      guard let argument = CommandLine.unsafeArgv[k] else { continue }
      let bytes = Array(UnsafeBufferPointer(start: UnsafeRawPointer(argument).assumingMemoryBound(to: UInt8.self), count: strlen(argument)))
      guard String(validating: bytes, as: UTF8.self) == nil else { continue }
      let shown = bytes.map { $0 < 0x80 && $0 >= 0x20 ? String(UnicodeScalar($0)) : String(format: "\\x%02x", $0) }.joined()
      return "argument \(k) ('\(shown)') is not UTF-8; Flipbook reads and writes file names in UTF-8 only"
    }
    return nil
  }

  /// Runs `arguments` (without the program name) over `scenes` and exits with its code.
  public static func main(scenes: [FlipbookScene], arguments: [String]) -> Never {
    do {
      try run(arguments, scenes: scenes)
      exit(0)
    } catch {
      FileHandle.standardError.write(Data("error: \(error.message)\n".utf8))
      exit(error.code.rawValue)
    }
  }

  /// Runs `arguments` (without the program name) over `scenes`.
  public static func run(_ arguments: [String], scenes: [FlipbookScene]) throws(CLIError) {
    let catalog = SceneCatalog(scenes)
    let context = CLIContext()
    Diagnostics.setHandler { context.warn($0) }
    defer { Diagnostics.setHandler(nil) }
    var args = Arguments(arguments)
    if args.flag("-h", "--help") {
      print(helpText(catalog))
      return
    }
    if args.flag("--version") {
      print("render (Flipbook) \(version)")
      return
    }
    if let file = PlaygroundBuilder.soleFile(in: arguments) {
      try context.playgrounds.program(for: file).execute(arguments.filter { $0 != file })
    }
    switch args.popCommand() {
    case nil, "video":
      try RenderCommand(&args).run(catalog, context)
    case "list":
      try ListCommand(&args).run(catalog)
    case "bench":
      if args.flag("--catalog") {
        try CatalogBenchCommand(&args).run(catalog)
      } else if args.flag("--ring") {
        try RingBenchCommand(&args).run()
      } else if args.rest.contains(where: { $0 == "--inspect" || $0.hasPrefix("--inspect=") }) {
        try InspectBenchCommand(&args, catalog: catalog, context: context).run()
      } else {
        try BenchCommand(&args).run(catalog)
      }
    case "inspect":
      try InspectCommand(&args, catalog: catalog, context: context).run()
    case "check":
      if args.rest.contains(where: { $0 == "--expect" || $0.hasPrefix("--expect=") }) {
        try CheckCommand(&args, catalog: catalog, context: context).run()
      } else {
        try SceneChecksCommand(&args, catalog: catalog).run()
      }
    case "catalog":
      try CatalogCommand(&args).run(catalog, context)
    case "compare":
      try CompareCommand(&args, catalog: catalog, context: context).run()
    case "sheet":
      try SheetCommand(&args).run(catalog, context)
    case "help":
      print(helpText(catalog))
    case LiveViewServer.describeCommand:
      try LiveViewServer.describe(&args, catalog)
    case LiveViewServer.framesCommand:
      try LiveViewServer.stream(&args, catalog)
    case let other?:
      // Not a command: a scene name (or a file) for the default command.
      args = Arguments(arguments)
      guard catalog.scene(named: String(other.split(separator: ":")[0])) != nil || other.hasSuffix(".swift") else {
        throw .usage(
          "unknown command or scene '\(other)' (commands: list, catalog, sheet, bench, inspect, check, compare, help; scenes: "
            + catalog.scenes.map(\.name).joined(separator: ", ") + ")")
      }
      try RenderCommand(&args).run(catalog, context)
    }
  }

  /// Flipbook's version.
  public static let version = "0.2.0"
}

/// What a command reports through, and the services it shares.
final class CLIContext: @unchecked Sendable {
  let playgrounds = PlaygroundBuilder()
  private let lock = NSLock()

  /// A line on standard output.
  func say(_ line: String) {
    lock.withLock {
      print(line)  // through stdio, after anything a playground file printed
      fflush(nil)
    }
  }

  /// `warning: …` on standard error.
  func warn(_ message: String) {
    lock.withLock { FileHandle.standardError.write(Data("warning: \(message)\n".utf8)) }
  }
}
