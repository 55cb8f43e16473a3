import Flipbook
import FlipbookTesting
import Foundation
import Raster
import Scenes
import Testing

// The catalog's matchedGeometryEffect scenes, measured from their pixels at one pixel per
// point (CatalogInk.swift): the objects are the connected groups of inked pixels (ink over
// 24), their boxes are where they are. The flights run on the default animation, a
// critically damped spring, so every edge of a box moves one way only; the members that
// cross-fade share one frame, so each id is one object in every frame.

/// The boxes of the inked objects of each frame.
private func objects(_ frames: [Pixmap]) -> [[PixelBox]] { frames.map { inkComponents($0) { ink($0) > 24 } } }

/// Frame times every `step` seconds from `start` for `duration` seconds, both ends included.
private func times(_ start: Double, _ duration: Double, step: Double = 1.0 / 30) -> [Double] {
  (0...Int((duration / step).rounded())).map { start + Double($0) * step }
}

@Suite struct MatchedGeometryScenesTests {
  /// Mid-flight, out and back, of each; and the turn-around's mid-flight of the morph.
  @Test(arguments: ["matched-circle-move", "matched-swap-dots", "matched-circle-to-rectangle", "matched-follower"])
  func matchedFrames(_ name: String) throws {
    let scenes = [
      BuiltInScenes.matchedCircleMove, BuiltInScenes.matchedSwapDots, BuiltInScenes.matchedCircleToRectangle,
      BuiltInScenes.matchedFollower,
    ]
    let times = name == "matched-circle-to-rectangle" ? [0.4, 1.9, 3.7] : [0.4, 1.9]
    expectGolden(try #require(scenes.first { $0.name == name }), at: times)
  }

  /// AppCoda's circle, out (tap at 0.3 s) and back (1.8 s): one object in every frame,
  /// round (its box square within a pixel), every edge of its box moving one way from the
  /// 50-pt circle's box at (20, 20) to the 160-pt one's at (60, 140), and back.
  @Test func theCircleFliesAsOneObjectBetweenItsTwoBoxes() {
    let scene = BuiltInScenes.matchedCircleMove
    let small = PixelBox(minX: 20, minY: 20, maxX: 70, maxY: 70)
    let large = PixelBox(minX: 60, minY: 140, maxX: 220, maxY: 300)
    for (start, from, to) in [(0.3, small, large), (1.8, large, small)] {
      let seen = objects(scene.pixmaps(at: times(start, 1.4), scale: 1))
      #expect(seen.allSatisfy { $0.count == 1 }, "objects: \(seen.map(\.count))")
      let boxes = seen.compactMap(\.first)
      #expect(boxes.first == from && boxes.last == to, "\(boxes.first!) → \(boxes.last!)")
      #expect(edgesMoveOneWay(boxes), "\(boxes)")
      for box in boxes {
        #expect(abs((box.maxX - box.minX) - (box.maxY - box.minY)) <= 1, "not round: \(box)")
      }
    }
  }

  /// The dots swap (0.3 s) and swap back (1.8 s): in every frame one 40-pt red dot, always
  /// whole (it has zIndex 1, and passes in front), and the 80-pt blue one, read from its rows
  /// above the red dot's path (y 40…59), where its chord is centred on it. Each centre moves
  /// one way to the other dot's place: the red from x 50 to the trailing slot (x 190, the
  /// blue's old trailing edge, 210), the blue from 170 to the leading slot (70, the red's old
  /// leading edge, 30); and back.
  @Test func theDotsSwapPlacesEachMovingOneWay() {
    let scene = BuiltInScenes.matchedSwapDots
    for (start, forward) in [(0.3, true), (1.8, false)] {
      let frames = scene.pixmaps(at: times(start, 1.4), scale: 1)
      let reds = frames.map { inkComponents($0) { Int($0[0]) - Int($0[2]) > 24 } }
      let blues = frames.map { inkComponents($0) { Int($0[2]) - Int($0[0]) > 24 } }
      #expect(reds.allSatisfy { $0.count == 1 } && blues.allSatisfy { $0.count == 1 })
      let red = reds.compactMap(\.first)
      for box in red {
        #expect(abs(box.maxX - box.minX - 40) <= 1 && box.minY == 60 && box.maxY == 100, "red \(box)")
      }
      let blue = frames.map { frame in
        inkComponents(frame.cropped(rows: 40..<60)) { Int($0[2]) - Int($0[0]) > 24 }.first!
      }
      let redX = red.map(\.midX), blueX = blue.map(\.midX)
      #expect(zip(redX, redX.dropFirst()).allSatisfy { forward ? $1 >= $0 : $1 <= $0 }, "red: \(redX)")
      #expect(zip(blueX, blueX.dropFirst()).allSatisfy { forward ? $1 <= $0 : $1 >= $0 }, "blue: \(blueX)")
      let (redFrom, redTo) = forward ? (50.0, 190.0) : (190, 50)
      let (blueFrom, blueTo) = forward ? (170.0, 70.0) : (70, 170)
      #expect(redX.first == redFrom && redX.last == redTo, "red \(redX.first!) → \(redX.last!)")
      #expect(blueX.first == blueFrom && blueX.last == blueTo, "blue \(blueX.first!) → \(blueX.last!)")
    }
  }

  /// The circle becomes the rounded rectangle (0.3 s) as one object whose box moves one way
  /// from the circle's (80, 20, 80 × 80) to the rectangle's (20, 180, 200 × 120), and comes
  /// back (1.8 s). Out again at 3.3 s and turned back at 3.6 s, while that spring is still
  /// settling: still one object, its box's centre going down until the turn and then up
  /// (it turns around once), home at the circle's box, and no 60-fps step of any edge larger
  /// than the plain flight's largest.
  @Test func theMorphFliesAsOneObjectAndTurnsAroundWithoutAJump() {
    let scene = BuiltInScenes.matchedCircleToRectangle
    let circle = PixelBox(minX: 80, minY: 20, maxX: 160, maxY: 100)
    let rectangle = PixelBox(minX: 20, minY: 180, maxX: 220, maxY: 300)
    for (start, from, to) in [(0.3, circle, rectangle), (1.8, rectangle, circle)] {
      let seen = objects(scene.pixmaps(at: times(start, 1.4), scale: 1))
      #expect(seen.allSatisfy { $0.count == 1 }, "objects: \(seen.map(\.count))")
      let boxes = seen.compactMap(\.first)
      #expect(boxes.first == from && boxes.last == to, "\(boxes.first!) → \(boxes.last!)")
      #expect(edgesMoveOneWay(boxes), "\(boxes)")
    }
    func largestStep(_ boxes: [PixelBox]) -> Int {
      zip(boxes, boxes.dropFirst()).map { a, b in zip(a.edges, b.edges).map { abs($1 - $0) }.max()! }.max()!
    }
    // The plain flight, at 60 fps, through its fastest part (the spring is fastest at 0.09 s).
    let plain = objects(scene.pixmaps(at: times(0.3, 0.3, step: 1.0 / 60), scale: 1)).compactMap(\.first)
    let normal = largestStep(plain)
    let seen = objects(scene.pixmaps(at: times(3.3, 1.4, step: 1.0 / 60), scale: 1))
    #expect(seen.allSatisfy { $0.count == 1 }, "objects: \(seen.map(\.count))")
    let boxes = seen.compactMap(\.first)
    #expect(largestStep(boxes) <= normal, "a step of \(largestStep(boxes)) px, the plain flight's largest is \(normal)")
    let centres = boxes.map(\.midY)
    let turn = centres.firstIndex(of: centres.max()!)!
    #expect(zip(centres[...turn], centres[...turn].dropFirst()).allSatisfy { $1 >= $0 }, "out: \(centres[...turn])")
    #expect(zip(centres[turn...], centres[turn...].dropFirst()).allSatisfy { $1 <= $0 }, "back: \(centres[turn...])")
    #expect(centres[turn] > 60 + 10 && centres[turn] < 240, "turned at \(centres[turn])")
    #expect(boxes.last == circle, "home at \(boxes.last!)")
  }

  /// The orange disc follows the selected ring: to the large one (tap at 0.3 s) and back to
  /// the small one (1.8 s). Orange is the only colour with red well over blue, so the disc is
  /// read alone, over the grey rings: one object in every frame, round, every edge of its box
  /// moving one way from the 30-pt ring's frame at (35, 65) to the 70-pt one's at (195, 45).
  @Test func theFollowerFliesAsOneDiscBetweenTheRings() {
    let scene = BuiltInScenes.matchedFollower
    let small = PixelBox(minX: 35, minY: 65, maxX: 65, maxY: 95)
    let large = PixelBox(minX: 195, minY: 45, maxX: 265, maxY: 115)
    for (start, from, to) in [(0.3, small, large), (1.8, large, small)] {
      let frames = scene.pixmaps(at: times(start, 1.4), scale: 1)
      let seen = frames.map { inkComponents($0) { Int($0[0]) - Int($0[2]) > 24 } }
      #expect(seen.allSatisfy { $0.count == 1 }, "objects: \(seen.map(\.count))")
      let boxes = seen.compactMap(\.first)
      #expect(boxes.first == from && boxes.last == to, "\(boxes.first!) → \(boxes.last!)")
      #expect(edgesMoveOneWay(boxes), "\(boxes)")
      #expect(boxes.allSatisfy { abs(($0.maxX - $0.minX) - ($0.maxY - $0.minY)) <= 1 }, "not round: \(boxes)")
    }
  }
}

/// AppCoda's circle without the effect: the small circle fades out where it is while the large
/// one fades in at its own place, the broken hero the scene's checks must catch.
private struct CrossFadingCircles: View {
  @State private var expand = false

  var body: some View {
    VStack {
      if expand {
        Spacer()
        HStack {
          Spacer()
          Circle().fill(.orange).frame(width: 160, height: 160)
        }
      } else {
        HStack {
          Circle().fill(.orange).frame(width: 50, height: 50)
          Spacer()
        }
        Spacer()
      }
    }
    .padding(20)
    .frame(maxWidth: .infinity, maxHeight: .infinity)
    .contentShape(Rectangle())
    .onTapGesture {
      withAnimation { expand.toggle() }
    }
  }
}

/// The checks the matched scenes carry (`render check NAME` runs them): each passes on its
/// scene (DeclaredChecksTests), and the circle's fail the cross-fade that has no matched
/// geometry.
@Suite struct MatchedDeclaredChecksTests {
  @Test func theCirclesChecksCatchACrossFade() {
    let scene = BuiltInScenes.matchedCircleMove
    let broken = FlipbookScene(
      "cross-fading-circles", canvas: .size(MatchedCircleMove.canvasSize), script: MatchedCircleMove.script,
      duration: .untilScriptEnds
    ) { CrossFadingCircles() }
    let problems = scene.checks[0].run(on: broken)
    #expect(problems.contains { $0.hasPrefix("one-blob fails") }, "\(problems)")
    // The larger copy takes over as the principal blob, so the size only grows, but its centre
    // leaps across the canvas.
    #expect(problems.contains { $0.hasPrefix("centre-path fails") }, "\(problems)")
  }
}

extension Pixmap {
  /// The rows `rows` of this pixmap.
  fileprivate func cropped(rows: Range<Int>) -> Pixmap {
    var out = Pixmap(width: width, height: rows.count)
    out.copyPixels(from: self, x: 0, y: -rows.lowerBound)
    return out
  }
}
