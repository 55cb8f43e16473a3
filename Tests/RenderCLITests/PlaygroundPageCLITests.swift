import Foundation
import Testing

/// The acceptance case of playground files: the flagship scene written as a playground page
/// (Examples/Playgrounds, each a complete file with `import SwiftUI`, `import PlaygroundSupport`
/// and `setLiveView`), rendered unchanged with a tap at the canvas centre, draws exactly the
/// pictures of the built-in scene's variant with the same script.
@Suite struct PlaygroundPageCLITests {
  @Test(arguments: [("RestTimerNaive.swift", "naive"), ("RestTimerFixed.swift", "fixed")])
  func aPlaygroundPageDrawsWhatTheBuiltInSceneDraws(file: String, variant: String) throws {
    let fixture = try PlaygroundFixture()
    let page = PlaygroundLibrary.packageRoot + "/Examples/Playgrounds/" + file
    let common = ["--tap", "195,350@0.5", "--duration", "1.5", "--scale", "0.5", "--fps", "10"]
    let a = try fixture.render([page] + common + ["-o", "page/"])
    #expect(a.status == 0, "stderr: \(a.stderr)")
    let b = try fixture.render(["rest-timer:\(variant)"] + common + ["-o", "scene/"])
    #expect(b.status == 0, "stderr: \(b.stderr)")
    let (fromPage, fromScene) = (try fixture.frames("page"), try fixture.frames("scene"))
    #expect(fromPage.count == 15 && fromScene.count == 15)
    let differing = zip(fromPage, fromScene).enumerated().filter { $0.element.0 != $0.element.1 }.map(\.offset)
    #expect(differing.isEmpty, "video frames \(differing) differ")
    // The control: the frames do change over the flight.
    #expect(fromPage.first != fromPage.last)
  }
}
