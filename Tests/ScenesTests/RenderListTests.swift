import Flipbook
import Foundation
import Scenes
import Testing

// `render list` checked against the catalog it lists, `BuiltInScenes.all`, rather than a copy
// of its output. It lives here, not in RenderCLITests, because only this target can see the
// `Scenes` module; the few lines that run the built `render` are this test's own (RenderCLITests'
// `RenderProcess` is not visible from here; a shared test-support target would hold both).

/// `render list`: every built-in scene, in catalog order, with its variants and its canvas.
@Suite struct RenderListTests {
  /// One scene as `render list` prints it: the name at the start of a line, then indented
  /// `key: value` lines.
  struct Entry {
    let name: String
    var fields: [String: String] = [:]
  }

  @Test func listShowsEveryBuiltInSceneWithItsVariantsAndCanvas() throws {
    let (status, output) = try Self.render(["list"])
    #expect(status == 0)
    let entries = Self.entries(output)
    #expect(entries.map(\.name) == BuiltInScenes.all.map(\.name))
    for scene in BuiltInScenes.all {
      let entry = entries.first { $0.name == scene.name }
      let variants: String? = scene.variants.isEmpty ? nil : scene.variants.joined(separator: ", ")
      #expect(entry?.fields["variants"] == variants, "\(scene.name)")
      #expect(entry?.fields["canvas"] == Self.canvas(scene), "\(scene.name)")
    }
  }

  /// The canvas as a user reads it: `390×700 pt` for a size in whole points, the device's
  /// name, size and insets for a device (all built-in scenes have sizes, and devices' insets
  /// are whole points); `, dark` after a dark scene's.
  static func canvas(_ scene: FlipbookScene) -> String? {
    let size: String
    switch scene.canvas {
    case .size(let s) where s.width == s.width.rounded() && s.height == s.height.rounded():
      size = "\(Int(s.width))×\(Int(s.height)) pt"
    case .device(let d):
      let insets = d.safeAreaInsets
      size = "\(d.name) (\(Int(d.size.width))×\(Int(d.size.height)) pt, safe area top \(Int(insets.top)), bottom \(Int(insets.bottom)))"
    default:
      Issue.record("\(scene.name): a canvas this test does not know how to spell; extend it")
      return nil
    }
    return size + (scene.colorScheme == .dark ? ", dark" : "")
  }

  static func entries(_ output: String) -> [Entry] {
    var entries: [Entry] = []
    for line in output.split(separator: "\n") {
      if line.first != " " {
        entries.append(Entry(name: String(line.split(separator: " ")[0])))
      } else if let colon = line.firstIndex(of: ":"), !entries.isEmpty {
        let key = line[..<colon].trimmingCharacters(in: .whitespaces)
        entries[entries.count - 1].fields[key] = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
      }
    }
    return entries
  }

  /// Runs the built `render` (next to the test bundle) with `arguments`: its exit status and
  /// standard output.
  static func render(_ arguments: [String]) throws -> (Int32, String) {
    var dir = URL(fileURLWithPath: Bundle.main.executableURL?.path ?? CommandLine.arguments[0]).deletingLastPathComponent()
    while !FileManager.default.fileExists(atPath: dir.appendingPathComponent("render").path), dir.path != "/" {
      dir = dir.deletingLastPathComponent()
    }
    let process = Process()
    process.executableURL = dir.appendingPathComponent("render")
    process.arguments = arguments
    let out = Pipe()
    process.standardOutput = out
    try process.run()
    let data = out.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, String(decoding: data, as: UTF8.self))
  }
}
