import Flipbook
import FlipbookTesting
import Foundation
import Raster
import Scenes
import Testing

// The gallery and article matchedGeometryEffect scenes, measured from their pixels at one
// pixel per point (CatalogInk.swift). Each flying object is picked out by a colour only it
// has: the gallery's "Sunset" photo is the one warm tile (red well above blue), the
// article's picture the one colour in its scene (blue well above red), its title the dark
// grey ink in the rows the title crosses. Both flights run on springs without bounce, so
// every edge of a box moves one way only, from the box where it rests to the other.

/// The warm pixels of the gallery: red over blue by more than 24 (only "Sunset" has any).
private func isWarm(_ p: SIMD4<UInt8>) -> Bool { Int(p[0]) - Int(p[2]) > 24 }

/// The blue pixels of the article: blue over red by more than 24 (only its picture has any).
private func isBlue(_ p: SIMD4<UInt8>) -> Bool { Int(p[2]) - Int(p[0]) > 24 }

/// Grey ink: inked over 24 with its channels within 16 of each other (text, not the picture).
private func isGreyInk(_ p: SIMD4<UInt8>) -> Bool {
  ink(p) > 24 && Int(max(p[0], p[1], p[2])) - Int(min(p[0], p[1], p[2])) < 16
}

/// Whether no edge of `boxes`, 1/30 s apart, steps further than a critically damped spring of
/// `response` seconds can carry it between two frames, give or take a pixel of rounding.
///
/// Such a spring's progress is 1 − (1 + ωt)·e^(−ωt), ω = 2π / response; its speed ω²t·e^(−ωt)
/// peaks at t = 1/ω at ω/e of the whole distance a second. Flipbook's spring runs in 1/300-s
/// steps and a frame shows the first step at or after its time (docs/SEMANTICS.md §1.4), so
/// two frames 1/30 s apart can be up to 1/30 + 1/300 s apart in the spring: an edge moving d
/// pixels steps at most d·(ω/e)·(11/300) in a frame, 17 % of the way for response 0.5 and
/// 15 % for 0.55. A view that jumps instead of flying steps the whole way at once.
private func edgesStepNoFurtherThanTheSpring(_ boxes: [PixelBox], response: Double) -> Bool {
  let fraction = 2 * Double.pi / response / exp(1) * (11.0 / 300)
  let start = boxes.first!.edges, end = boxes.last!.edges
  return zip(boxes, boxes.dropFirst()).allSatisfy { a, b in
    (0..<4).allSatisfy { e in
      Double(abs(b.edges[e] - a.edges[e])) <= (fraction * Double(abs(end[e] - start[e]))).rounded(.up) + 1
    }
  }
}

/// Frame times every 1/30 s from `start` for `duration` seconds, both ends included.
private func times(_ start: Double, _ duration: Double) -> [Double] {
  (0...Int((duration * 30).rounded())).map { start + Double($0) / 30 }
}

/// The box around every pixel of `rows` of `pixmap` for which `isInk` holds (however many
/// pieces they are in), or nil when there is none.
private func inkBox(_ pixmap: Pixmap, rows: Range<Int>, _ isInk: (SIMD4<UInt8>) -> Bool) -> PixelBox? {
  var box: PixelBox?
  for y in rows {
    for x in 0..<pixmap.width where isInk(pixmap[x, y]) {
      box = PixelBox(
        minX: min(box?.minX ?? x, x), minY: min(box?.minY ?? y, y),
        maxX: max(box?.maxX ?? x + 1, x + 1), maxY: max(box?.maxY ?? y + 1, y + 1))
    }
  }
  return box
}

/// How many pixels inside `box`, 12 pt in from every edge (past the photo's rounded corners),
/// are not "Sunset"'s own: its gradient runs from systemOrange (255, 149, 0) to systemRed
/// (255, 59, 48), so an opaque photo is red 255 and blue at most 48 everywhere (253 and 50
/// allowed for rounding); a tile or the backdrop showing through lowers the red or raises
/// the blue.
private func pixelsNotThePhotos(_ frame: Pixmap, inside box: PixelBox) -> Int {
  var count = 0
  for y in box.minY + 12..<box.maxY - 12 {
    for x in box.minX + 12..<box.maxX - 12 where frame[x, y][0] < 253 || frame[x, y][2] > 50 { count += 1 }
  }
  return count
}

@Suite struct MatchedGalleryScenesTests {
  /// Mid-flight out (0.1 s after the tap at 0.3 s) and back (after the tap at 1.8 s).
  @Test(arguments: ["matched-gallery-grid", "matched-article-card"])
  func matchedGalleryFrames(_ name: String) throws {
    let scenes = [BuiltInScenes.matchedGalleryGrid, BuiltInScenes.matchedArticleCard]
    expectGolden(try #require(scenes.first { $0.name == name }), at: [0.4, 1.9])
  }

  /// "Sunset" opens (tap at 0.3 s) and flies back (1.8 s) as one warm object in every frame,
  /// every edge of its box moving one way between its cell and the full-screen square.
  ///
  /// The cell: the grid is padded 16 pt in the 240-pt canvas, so 208 pt wide; three flexible
  /// columns with two 8-pt gaps are (208 − 16) / 3 = 64 pt each, at x 16, 88, 160; the rows
  /// are 64 pt tall, 8 pt apart, from y 16: the second at 88. "Sunset", the middle of the
  /// second row, is x 88…152, y 88…152. Full screen: the largest square in 240 × 320 is
  /// 240 × 240, centred, y (320 − 240) / 2 = 40 to 280.
  ///
  /// It flies opaque over the grid: inside its box every pixel is its own gradient's
  /// (`pixelsNotThePhotos`), so no tile or backdrop shows through.
  @Test func theTappedPhotoFliesAsOneObjectBetweenItsCellAndFullScreen() {
    let scene = BuiltInScenes.matchedGalleryGrid
    let cell = PixelBox(minX: 88, minY: 88, maxX: 152, maxY: 152)
    let fullScreen = PixelBox(minX: 0, minY: 40, maxX: 240, maxY: 280)
    for (start, from, to) in [(0.3, cell, fullScreen), (1.8, fullScreen, cell)] {
      let frames = scene.pixmaps(at: times(start, 1.4), scale: 1)
      dumpStrip(frames, to: "/tmp/matched-gallery-\(start).png")
      let seen = frames.map { inkComponents($0, isWarm) }
      #expect(seen.allSatisfy { $0.count == 1 }, "objects: \(seen.map(\.count))")
      let boxes = seen.compactMap(\.first)
      #expect(boxes.first == from && boxes.last == to, "\(boxes.first!) → \(boxes.last!)")
      #expect(edgesMoveOneWay(boxes), "\(boxes)")
      #expect(edgesStepNoFurtherThanTheSpring(boxes, response: 0.5), "a jump: \(boxes)")
      for (k, (frame, box)) in zip(frames, boxes).enumerated() {
        let seeThrough = pixelsNotThePhotos(frame, inside: box)
        #expect(seeThrough == 0, "frame \(k) of the flight from \(start) s: \(seeThrough) pixels not the photo's")
      }
    }
  }

  /// Tapped again 0.15 s after it opened, while still growing, the photo turns around: one
  /// opaque warm object in every frame (60 fps), its width growing until the turn and then
  /// shrinking, never stepping further in a frame than in the plain flight's fastest part, and
  /// home in its cell (x 88…152, y 88…152, as above).
  ///
  /// The second tap is at (120, 140): 0.15 s into a 0.5-s spring the photo is about 55 % of
  /// the way from its cell to full screen, x 40…200, y 62…222, so the point is on it.
  @Test func thePhotoTappedMidFlightTurnsBackWithoutAJump() {
    let script = Script().wait(0.3).tap(at: CGPoint(x: 120, y: 120)).wait(0.15).tap(at: CGPoint(x: 120, y: 140))
      .wait(1.5)
    let scene = FlipbookScene(
      "matched-gallery-turn", canvas: .size(MatchedGalleryGrid.canvasSize), script: script, duration: .untilScriptEnds
    ) { MatchedGalleryGrid() }
    let sixtieths = (0...84).map { 0.3 + Double($0) / 60 }
    func largestStep(_ boxes: [PixelBox]) -> Int {
      zip(boxes, boxes.dropFirst()).map { a, b in zip(a.edges, b.edges).map { abs($1 - $0) }.max()! }.max()!
    }
    let plain = BuiltInScenes.matchedGalleryGrid.pixmaps(at: Array(sixtieths.prefix(19)), scale: 1)
    let normal = largestStep(plain.compactMap { inkComponents($0, isWarm).first })

    let frames = scene.pixmaps(at: sixtieths, scale: 1)
    let seen = frames.map { inkComponents($0, isWarm) }
    #expect(seen.allSatisfy { $0.count == 1 }, "objects: \(seen.map(\.count))")
    let boxes = seen.compactMap(\.first)
    #expect(largestStep(boxes) <= normal, "a step of \(largestStep(boxes)) px, the plain flight's largest is \(normal)")
    let widths = boxes.map { $0.maxX - $0.minX }
    let turn = widths.firstIndex(of: widths.max()!)!
    #expect(zip(widths[...turn], widths[...turn].dropFirst()).allSatisfy { $1 >= $0 }, "out: \(widths[...turn])")
    #expect(zip(widths[turn...], widths[turn...].dropFirst()).allSatisfy { $1 <= $0 }, "back: \(widths[turn...])")
    #expect(widths[turn] > 64 + 40 && widths[turn] < 240 - 20, "turned at width \(widths[turn])")
    #expect(boxes.last == PixelBox(minX: 88, minY: 88, maxX: 152, maxY: 152), "home at \(boxes.last!)")
    for (k, (frame, box)) in zip(frames, boxes).enumerated() {
      let seeThrough = pixelsNotThePhotos(frame, inside: box)
      #expect(seeThrough == 0, "frame \(k): \(seeThrough) pixels not the photo's")
    }
  }

  /// The card opens (tap at 0.3 s) and closes (1.8 s): its picture is one blue object in
  /// every frame, every edge of its box moving one way between the card's picture and the
  /// article's.
  ///
  /// The card is padded 16 pt: its picture is x 16…224 (240 − 16), y 16…136 (120 pt tall).
  /// The article's picture is edge to edge at the top: x 0…240, y 0…220.
  @Test func thePictureFliesAsOneObjectBetweenCardAndArticle() {
    let scene = BuiltInScenes.matchedArticleCard
    let card = PixelBox(minX: 16, minY: 16, maxX: 224, maxY: 136)
    let article = PixelBox(minX: 0, minY: 0, maxX: 240, maxY: 220)
    for (start, from, to) in [(0.3, card, article), (1.8, article, card)] {
      let frames = scene.pixmaps(at: times(start, 1.4), scale: 1)
      dumpStrip(frames, to: "/tmp/matched-article-\(start).png")
      let seen = frames.map { inkComponents($0, isBlue) }
      #expect(seen.allSatisfy { $0.count == 1 }, "objects: \(seen.map(\.count))")
      let boxes = seen.compactMap(\.first)
      #expect(boxes.first == from && boxes.last == to, "\(boxes.first!) → \(boxes.last!)")
      #expect(edgesMoveOneWay(boxes), "\(boxes)")
      #expect(edgesStepNoFurtherThanTheSpring(boxes, response: 0.55), "a jump: \(boxes)")
    }
  }

  /// The title flies with the picture: in every frame one line of grey ink, as tall as the
  /// resting title's, whose box moves one way from the card's title to the article's and
  /// back, 88 pt in all.
  ///
  /// The card's title line starts 12 pt under its picture, at y 16 + 120 + 12 = 148; the
  /// article's 16 pt under its picture, at 220 + 16 = 236: 88 pt lower, at the same x (16).
  /// A 17-pt line is 17 × 2444 / 2048 ≈ 20.3 pt, so the title's ink lies in rows 148…169 on
  /// the card and 236…257 in the article; the body text's line starts 12 pt under the
  /// title's, at 268.3. The title is looked for in rows 137…<266, between the card's picture
  /// and the body text, where the only grey ink is the title's.
  @Test func theTitleMovesOneWayAsOneLine() {
    let scene = BuiltInScenes.matchedArticleCard
    for (start, forward) in [(0.3, true), (1.8, false)] {
      let frames = scene.pixmaps(at: times(start, 1.4), scale: 1)
      let boxes = frames.compactMap { inkBox($0, rows: 137..<266, isGreyInk) }
      #expect(boxes.count == frames.count, "a frame without the title")
      let (cardTitle, articleTitle) = forward ? (boxes.first!, boxes.last!) : (boxes.last!, boxes.first!)
      #expect(cardTitle.minX >= 16 && cardTitle.minY >= 148 && cardTitle.maxY <= 169, "card title \(cardTitle)")
      let moved = PixelBox(
        minX: cardTitle.minX, minY: cardTitle.minY + 88, maxX: cardTitle.maxX, maxY: cardTitle.maxY + 88)
      #expect(articleTitle == moved, "article title \(articleTitle), the card's 88 pt lower is \(moved)")
      let height = cardTitle.maxY - cardTitle.minY
      #expect(boxes.allSatisfy { abs(($0.maxY - $0.minY) - height) <= 1 }, "not one line: \(boxes)")
      #expect(edgesMoveOneWay(boxes), "\(boxes)")
      #expect(edgesStepNoFurtherThanTheSpring(boxes, response: 0.55), "a jump: \(boxes)")
    }
  }
}
