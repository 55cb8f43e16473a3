// Playground files, unchanged: `render FILE.swift` compiles a file written for an Xcode
// playground (`import SwiftUI`, `import PlaygroundSupport`, `setLiveView`) into a small
// executable and lets it render its own live view.
//
// How: swiftc compiles the file as the main file of an executable with the module alias
// `SwiftUI=Flipbook`, so `import SwiftUI` loads Flipbook, and links it against the
// `FlipbookPlayground` dynamic library (Flipbook, this command line and a `PlaygroundSupport`
// module), which must sit next to the running `render`. The file's top-level code runs as
// it would in a playground; `setLiveView` hands the view to the same command line that this
// process is, with the same arguments. One file alone is rendered by exec'ing its executable;
// several inputs (a review of two files, a file beside a catalog scene) talk to each file's
// process over a pipe: it describes its scene, then streams raw video frames.
//
// Why not interpret or rewrite the file: the compiler's own diagnostics, on the user's lines,
// are the errors a Swift user expects, and compiled view code runs at full speed.
//
// Builds are cached by the file's bytes, Flipbook's version and the library's identity
// (path, size, modification time), so the second render of a file starts at once.

import Flipbook
import Foundation
import Media

/// Finds the toolchain and Flipbook's playground library, and compiles playground files.
final class PlaygroundBuilder: @unchecked Sendable {
  /// The library a compiled playground file links, as SwiftPM names it.
  static let libraryName = "FlipbookPlayground"

  private var programs: [String: PlaygroundProgram] = [:]

  /// The compiled program of the playground file at `path`, built unless cached.
  func program(for path: String) throws(CLIError) -> PlaygroundProgram {
    if let program = programs[path] { return program }
    let program = try build(path)
    programs[path] = program
    return program
  }

  /// The one playground file of a command line that names nothing else to render: such a
  /// command is handed whole to the file's own program.
  static func soleFile(in arguments: [String]) -> String? {
    var positionals: [String] = []
    var skipNext = false
    for arg in arguments {
      if skipNext { skipNext = false; continue }
      if arg.hasPrefix("-") {
        skipNext = !arg.contains("=") && valueFlags.contains(arg)
        continue
      }
      positionals.append(arg)
    }
    let commands: Set<String> = ["video", "inspect", "check"]
    let rest = positionals.first.map { commands.contains($0) } == true ? Array(positionals.dropFirst()) : positionals
    guard rest.count == 1, rest[0].lowercased().hasSuffix(".swift") else { return nil }
    return rest[0]
  }

  /// Every option that takes a value, across the commands.
  static let valueFlags: Set<String> = [
    "-o", "--output", "--fps", "--scale", "--variant", "--mode", "--tap", "--drag", "--tap-at", "--hold",
    "--duration", "--device", "--color-scheme", "--frames", "--still", "--speed", "--background", "--plate", "--threshold", "--key",
    "--key-tolerance", "--roi", "--min-area", "--csv", "--json", "--plot", "--sheet", "--sheet-frames", "--expect",
    "--from", "--to", "--tolerance", "--direction", "--to-centre", "--to-center", "--jump-factor",
  ]

  // MARK: Building

  private func build(_ path: String) throws(CLIError) -> PlaygroundProgram {
    let start = Date()
    guard let bytes = FileManager.default.contents(atPath: path) else {
      throw .failure("cannot read \(path): \(FileManager.default.fileExists(atPath: path) ? "permission denied" : "no such file")")
    }
    let title = Self.title(of: path)
    let runtime = try Self.runtimeDirectory()
    let library = runtime + "/lib\(Self.libraryName).so"
    let swiftc = try Self.swiftc()
    let key = Self.cacheKey(source: [UInt8](bytes), library: library, swiftc: swiftc)
    let directory = Self.cacheDirectory() + "/playgrounds/" + key
    let executable = directory + "/" + title
    let program = PlaygroundProgram(path: path, title: title, executable: executable, runtime: runtime)
    if FileManager.default.isExecutableFile(atPath: executable) {
      Self.report(String(format: "%@: cached build, ready in %.2f s", path, Date().timeIntervalSince(start)))
      return program
    }
    do {
      try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    } catch {
      throw .failure("cannot create the build cache \(directory): \((error as NSError).localizedDescription)")
    }
    let temporary = directory + "/.\(title).building-\(getpid())"
    let arguments = [
      "-module-alias", "SwiftUI=Flipbook", "-module-name", "LivePlayground",
      "-I", runtime + "/Modules", "-L", runtime, "-l" + Self.libraryName,
      "-Xlinker", "-rpath", "-Xlinker", runtime,
      path, "-o", temporary,
    ] + Self.macroPluginArguments(runtime: runtime)
    let status = Self.runInheritingOutput(swiftc, arguments)
    guard status == 0 else {
      try? FileManager.default.removeItem(atPath: temporary)
      throw .failure("\(path) does not compile (swiftc's messages above)")
    }
    guard rename(temporary, executable) == 0 else {
      let reason = String(cString: strerror(errno))
      try? FileManager.default.removeItem(atPath: temporary)
      throw .failure("cannot put the build of \(path) in \(directory): \(reason)")
    }
    Self.report(String(format: "%@: built in %.1f s (cached for the next render)", path, Date().timeIntervalSince(start)))
    return program
  }

  /// Loads Flipbook's macro plugin (`#Preview`), which SwiftPM builds next to `render`;
  /// without it a file that uses no macro still compiles.
  static func macroPluginArguments(runtime: String) -> [String] {
    let plugin = runtime + "/\(macroPluginName)-tool"
    guard FileManager.default.isExecutableFile(atPath: plugin) else { return [] }
    return ["-load-plugin-executable", plugin + "#" + macroPluginName]
  }

  /// The module of Flipbook's macro implementations, as `#externalMacro` names it.
  static let macroPluginName = "FlipbookMacros"

  /// A panel title and scene name for the file: its name without `.swift`.
  static func title(of path: String) -> String {
    let base = PathParts(path).stem
    let cleaned = String(base.map { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-" || $0 == "_") ? $0 : "_" })
    return cleaned.isEmpty ? "playground" : cleaned
  }

  /// Where `render` runs from, which must hold the playground library and the modules.
  static func runtimeDirectory() throws(CLIError) -> String {
    if let directory = ProcessInfo.processInfo.environment["FLIPBOOK_RUNTIME_DIR"] { return directory }
    let executable = (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments[0]
    let directory = PathParts(executable).directory
    let library = directory + "/lib\(libraryName).so"
    let module = directory + "/Modules/Flipbook.swiftmodule"
    let build = "swift build -c \(PathParts(directory).name) --product \(libraryName)"
    guard FileManager.default.fileExists(atPath: library), FileManager.default.fileExists(atPath: module) else {
      throw .failure(
        "rendering a .swift file needs Flipbook's playground library next to render, and \(library) is missing: "
          + "build it with `\(build)` (scripts/review does)")
    }
    // A file compiles against the modules and links against the library: a library older
    // than the modules (Flipbook was rebuilt, the library was not) would not match them.
    if let libraryDate = modificationDate(library), let moduleDate = modificationDate(module), moduleDate > libraryDate + 1 {
      throw .failure("\(library) is older than the Flipbook it belongs to: rebuild it with `\(build)`")
    }
    return directory
  }

  private static func modificationDate(_ path: String) -> Double? {
    ((try? FileManager.default.attributesOfItem(atPath: path))?[.modificationDate] as? Date)?.timeIntervalSince1970
  }

  /// The Swift compiler: `FLIPBOOK_SWIFTC`, or `swiftc` on the `PATH`.
  static func swiftc() throws(CLIError) -> String {
    if let path = ProcessInfo.processInfo.environment["FLIPBOOK_SWIFTC"] { return path }
    for directory in (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":") {
      let candidate = "\(directory)/swiftc"
      if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
    }
    throw .failure("rendering a .swift file needs the Swift compiler: no swiftc on PATH (or set FLIPBOOK_SWIFTC)")
  }

  /// `FLIPBOOK_CACHE_DIR`, else `$XDG_CACHE_HOME/flipbook`, else `~/.cache/flipbook`.
  static func cacheDirectory() -> String {
    let environment = ProcessInfo.processInfo.environment
    if let directory = environment["FLIPBOOK_CACHE_DIR"], !directory.isEmpty { return directory }
    if let xdg = environment["XDG_CACHE_HOME"], !xdg.isEmpty { return xdg + "/flipbook" }
    return NSHomeDirectory() + "/.cache/flipbook"
  }

  /// What a build depends on, hashed: the source, Flipbook's version, the library's path, size
  /// and modification time (a rebuilt Flipbook is a new library), and the compiler's path.
  static func cacheKey(source: [UInt8], library: String, swiftc: String) -> String {
    let attributes = (try? FileManager.default.attributesOfItem(atPath: library)) ?? [:]
    let size = (attributes[.size] as? NSNumber)?.int64Value ?? 0
    let modified = (attributes[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0
    let identity = "flipbook \(FlipbookCLI.version)\n\(library)\n\(size)\n\(modified)\n\(swiftc)\n"
    return String(sha256Hex(Array(identity.utf8) + source).prefix(24))
  }

  /// Runs `executable` with this process's standard output and error; its exit status.
  static func runInheritingOutput(_ executable: String, _ arguments: [String]) -> Int32 {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = arguments
    do {
      try process.run()
    } catch {
      FileHandle.standardError.write(Data("error: cannot run \(executable): \(error.localizedDescription)\n".utf8))
      return 1
    }
    process.waitUntilExit()
    return process.terminationReason == .exit ? process.terminationStatus : 128 + process.terminationStatus
  }

  static func report(_ line: String) {
    FileHandle.standardError.write(Data((line + "\n").utf8))
  }
}
