// The determinism self-check: the same frames, however they are rendered.
//
// What: `expectDeterministic(scene, at: times)` renders the scene's frames three ways and
// requires the same bytes from each: all at once on every core (`FlipbookScene.pixmaps`), one
// after another on one thread from one player (as a video render plays them), and each alone
// from a fresh player (a frame is a function of its time, whatever came before). Why: goldens
// and review videos are worth something only if a frame does not depend on the thread it was
// drawn on, the order, or what was rendered before it; a race or a piece of state kept across
// frames shows up here as a named frame and a pixel count.

import Flipbook
import Foundation
import Raster
import Testing

/// What differs between the ways of rendering a scene's frames; empty when they agree.
public func determinismProblems(
  _ scene: FlipbookScene, at times: [Double], variant: String? = nil, scale: Double = 1
) -> [String] {
  let parallel = scene.pixmaps(at: times, variant: variant, scale: scale)
  let player = ScenePlayer(scene, variant: variant, displayScale: scale)
  let size = PixelSize(points: player.canvasSize, scale: scale, even: false)
  func draw(_ list: DisplayList) -> Pixmap {
    var pixmap = Pixmap(width: size.width, height: size.height)
    pixmap.render(list, scale: scale)
    return pixmap
  }
  let order = times.indices.sorted { times[$0] < times[$1] }
  var serial = [Pixmap?](repeating: nil, count: times.count)
  for index in order { serial[index] = draw(player.displayList(at: times[index])) }
  var problems: [String] = []
  func compare(_ a: Pixmap, _ b: Pixmap, _ what: String, at time: Double) {
    guard a.width == b.width, a.height == b.height else {
      problems.append(String(format: "at t = %.3f s: %@ give %d×%d and %d×%d px", time, what, a.width, a.height, b.width, b.height))
      return
    }
    guard a.data != b.data else { return }
    var pixels = 0
    for i in stride(from: 0, to: a.data.count, by: 4) where a.data[i..<(i + 4)] != b.data[i..<(i + 4)] {
      pixels += 1
    }
    problems.append(String(format: "at t = %.3f s: %@ differ in %d pixels", time, what, pixels))
  }
  for (index, time) in times.enumerated() {
    compare(parallel[index], serial[index]!, "all cores and one thread", at: time)
    let alone = draw(ScenePlayer(scene, variant: variant, displayScale: scale).displayList(at: time))
    compare(serial[index]!, alone, "playing every frame before and a fresh player", at: time)
  }
  return problems
}

/// Records a test issue for each frame of `scene` at `times` that differs between rendering
/// on every core, on one thread in order, and alone from a fresh player.
public func expectDeterministic(
  _ scene: FlipbookScene, at times: [Double], variant: String? = nil, scale: Double = 1,
  fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
) {
  let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
  for problem in determinismProblems(scene, at: times, variant: variant, scale: scale) {
    site.fail("\(scene.name): \(problem)")
  }
}
