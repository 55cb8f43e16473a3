import Flipbook
import FlipbookTesting
import Foundation
import Raster
import Scenes
import Testing

// The catalog's transition scenes, measured from their pixels at one pixel per point below
// the 44-pt button bar (CatalogInk.swift): the shape's ink centroid says where it is, its
// summed ink over the resting shape's says its opacity, and its second moments its angle.
// Each change is a 0.5-s easeInOut: inserted at 0.2 s, removed at 1.0 s. The move and the
// fade of one transition run on the same curve, so at every frame the fraction of the way
// still to go (offset / the full shift, or angle / 45°) plus the opacity is 1.

/// The 60-fps frame times through the change made at `start`, and one after it has ended.
private func flight(from start: Double) -> [Double] { (1...30).map { start + Double($0) / 60 } + [start + 0.65] }

/// The ink statistics below the button bar of each frame of `scene` at `times`.
private func stage(_ scene: FlipbookScene, _ times: [Double]) -> [InkStats] {
  scene.pixmaps(at: times, scale: 1).map { inkStats($0, rows: 44..<$0.height) }
}

/// Whether each value is at most `slack` above the one before (`falling`) or below it.
private func monotone(_ values: [Double], falling: Bool, slack: Double = 1e-6) -> Bool {
  zip(values, values.dropFirst()).allSatisfy { falling ? $1 <= $0 + slack : $1 >= $0 - slack }
}

@Suite struct TransitionScenesTests {
  /// Mid-insertion and mid-removal of each.
  @Test(arguments: ["transition-move-opacity", "transition-asymmetric", "transition-tilt"])
  func transitionFrames(_ name: String) throws {
    let scenes = [BuiltInScenes.transitionMoveOpacity, BuiltInScenes.transitionAsymmetric, BuiltInScenes.transitionTilt]
    expectGolden(try #require(scenes.first { $0.name == name }), at: [0.45, 1.25])
  }

  /// `.move(edge: .bottom).combined(with: .opacity)`: inserted, the 80-pt-tall shape rises
  /// from 80 pt below its place (centre y 262 → 182) while its ink rises from 0 to full;
  /// removed, the reverse, and it is gone when the removal ends. x stays at 120 throughout.
  @Test func moveOpacityRisesWhileFadingInAndSinksWhileFadingOut() {
    let scene = BuiltInScenes.transitionMoveOpacity
    let rest = stage(scene, [0.9])[0]
    #expect(abs(rest.y - 182) < 0.01 && abs(rest.x - 120) < 0.01, "rests at (\(rest.x), \(rest.y))")
    for (start, inserting) in [(0.2, true), (1.0, false)] {
      let frames = stage(scene, flight(from: start))
      let moving = frames.dropLast().filter { $0.total > 0 }
      #expect(moving.count >= 28, "\(moving.count) frames show the shape")
      let ys = moving.map(\.y), inks = moving.map(\.total)
      #expect(monotone(ys, falling: inserting), "y: \(ys)")
      #expect(monotone(inks, falling: !inserting), "ink: \(inks)")
      for s in moving {
        let opacity = s.total / rest.total, toGo = (s.y - rest.y) / 80
        #expect(abs(opacity + toGo - 1) < 0.02, "opacity \(opacity) with \(toGo) of the shift to go")
        #expect(abs(s.x - 120) < 0.01)
      }
      let first = inserting ? moving.first! : moving.last!
      #expect(first.y > 255, "it starts (or ends) near 80 pt below: y \(first.y)")
      let after = frames.last!
      #expect(inserting ? abs(after.total - rest.total) < 1 : after.total == 0)
    }
  }

  /// `.asymmetric(insertion: .move(edge: .trailing).combined(with: .opacity), removal:
  /// .opacity)`: inserted, the 72-pt square comes from 72 pt to the right (centre x 192 →
  /// 120) while fading in; removed, it fades where it rests, its centroid fixed at (120, 182).
  @Test func asymmetricComesInFromTheTrailingEdgeAndFadesOutInPlace() {
    let scene = BuiltInScenes.transitionAsymmetric
    let rest = stage(scene, [0.9])[0]
    #expect(abs(rest.x - 120) < 0.01 && abs(rest.y - 182) < 0.01, "rests at (\(rest.x), \(rest.y))")
    let arriving = stage(scene, flight(from: 0.2)).dropLast().filter { $0.total > 0 }
    #expect(arriving.count >= 28)
    #expect(monotone(arriving.map(\.x), falling: true), "x: \(arriving.map(\.x))")
    #expect(monotone(arriving.map(\.total), falling: false))
    #expect(arriving.first!.x > 185, "starts near 72 pt right: x \(arriving.first!.x)")
    for s in arriving {
      #expect(abs(s.total / rest.total + (s.x - rest.x) / 72 - 1) < 0.02, "x \(s.x) at ink \(s.total)")
      #expect(abs(s.y - 182) < 0.01)
    }
    let leaving = stage(scene, flight(from: 1.0))
    let fading = leaving.dropLast().filter { $0.total > 0 }
    #expect(fading.count >= 28)
    #expect(monotone(fading.map(\.total), falling: true, slack: 0), "ink: \(fading.map(\.total))")
    for s in fading { #expect(abs(s.x - 120) < 0.05 && abs(s.y - 182) < 0.05, "moved to (\(s.x), \(s.y))") }
    #expect(leaving.last!.total == 0)
  }

  /// The custom `Tilt` transition: inserted, the 140 × 50-pt bar's long axis (from its ink's
  /// second moments) turns from 45° to 0 while it fades in, always turned about its
  /// bottom-leading corner (50, 207) — its centroid is that corner plus (70, −25) rotated by
  /// the measured angle; removed, the reverse.
  @Test func tiltTurnsFromFortyFiveDegreesAboutTheBottomLeadingCorner() {
    let scene = BuiltInScenes.transitionTilt
    let rest = stage(scene, [0.9])[0]
    #expect(abs(rest.angle) < 0.01)
    for (start, inserting) in [(0.2, true), (1.0, false)] {
      let frames = stage(scene, flight(from: start))
      // At under 1 % opacity the bar's ink is a few quantised levels: no angle to read.
      let moving = frames.dropLast().filter { $0.total > 0.01 * rest.total }
      #expect(moving.count >= 26)
      let angles = moving.map(\.angle)
      #expect(monotone(angles, falling: inserting, slack: 0.05), "angles: \(angles)")
      #expect((inserting ? angles.first! : angles.last!) > 43, "starts (or ends) near 45°: \(angles)")
      for s in moving {
        let opacity = s.total / rest.total
        #expect(abs(opacity + s.angle / 45 - 1) < 0.02, "\(s.angle)° at opacity \(opacity)")
        let a = s.angle * .pi / 180
        let x = 50 + 70 * cos(a) + 25 * sin(a), y = 207 + 70 * sin(a) - 25 * cos(a)
        #expect(abs(s.x - x) < 0.3 && abs(s.y - y) < 0.3, "centroid (\(s.x), \(s.y)), pivoted: (\(x), \(y))")
      }
      #expect(inserting ? abs(frames.last!.angle) < 0.01 : frames.last!.total == 0)
    }
  }
}
