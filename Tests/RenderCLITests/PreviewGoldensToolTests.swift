import Foundation
import FuzzSupport
import Testing

/// The scanner behind the FlipbookPreviewGoldens plugin, run as the plugin runs it: the
/// providers it finds in tricky sources, and the test file it writes. (`scripts/check-examples`
/// applies the plugin to Examples/ and runs the test it generates.)
@Suite struct PreviewGoldensToolTests {
  static let source = #"""
    import SwiftUI
    struct Card_Previews: PreviewProvider {
      static var previews: some View { Text("{ not a brace") }
    }
    // struct InALineComment: PreviewProvider {}
    /* struct InABlockComment: PreviewProvider { /* nested */ } */
    enum Outer {
      struct Nested_Previews: PreviewProvider { static var previews: some View { EmptyView() } }
    }
    extension Detail: SwiftUI.PreviewProvider {}
    struct Generic<T>: PreviewProvider {}
    let s = """
    struct InAString: PreviewProvider {}
    """
    final class Third: NSObject, PreviewProvider, Identifiable where Self: AnyObject {}
    private struct Hidden_Previews: PreviewProvider {}
    struct NotAProvider: View { var body: some View { Text("PreviewProvider") } }
    """#

  @Test func findsTheTopLevelProvidersAndWritesATestEach() throws {
    let dir = try RenderProcess.scratch()
    try Self.source.write(toFile: dir + "/Views.swift", atomically: true, encoding: .utf8)
    try "struct Card_Previews: PreviewProvider {}\n".write(toFile: dir + "/Other.swift", atomically: true, encoding: .utf8)
    let run = try BuiltExecutable.run(
      "flipbook-preview-goldens", ["out.swift", "--module", "App", "Views.swift", "--module", "Kit", "Other.swift"], in: dir)
    #expect(run.status == 0, "\(run.stderr)")
    let file = try String(contentsOfFile: dir + "/out.swift", encoding: .utf8)
    let calls = file.split(separator: "\n").filter { $0.contains("expectPreviewGoldens(") }
      .map { $0.trimmingCharacters(in: .whitespaces) }
    // By hand: Card_Previews (in two modules, so qualified), Detail (an extension), Third; not
    // the commented, nested, generic, quoted or private ones, nor a view that says the word.
    #expect(calls == [
      "expectPreviewGoldens(App.Card_Previews.self)", "expectPreviewGoldens(Detail.self)",
      "expectPreviewGoldens(Third.self)", "expectPreviewGoldens(Kit.Card_Previews.self)",
    ])
    #expect(file.contains("@testable import App\n@testable import Kit\n"))
    #expect(file.contains("@Test func previewGolden_App_Card()") && file.contains("@Test func previewGolden_Kit_Card()"))
  }

  @Test func withoutArgumentsItSaysHowToCallIt() throws {
    let run = try BuiltExecutable.run("flipbook-preview-goldens", [], in: try RenderProcess.scratch())
    #expect(run.status == 64)
    #expect(run.stderr.contains("usage: flipbook-preview-goldens OUTPUT"))
  }
}
