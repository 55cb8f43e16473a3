import Flipbook
import FlipbookTesting
import Foundation
import Scenes
import Testing

// The production rest timer, measured from pixels at one pixel per point. The ring's arc is
// the only cyan on the canvas: its blue is more than 12 levels above its red even where it is
// faint (in flight the popup's ring fades out as the slot's fades in on the same frame),
// while the greys, whites and the dimmed backdrop are within 5. So a frame's rings are the
// connected components of its cyan pixels. The arc runs clockwise from 12 o'clock through
// 6 o'clock to 223°, so its top, right and bottom edges are the ring's, and the ring's
// diameter is its height. The slot's well is the faint disc in the header's corner: the
// pixels of the corner that are darker than the header's background there.

/// A connected set of cyan pixels: its bounding box, in points.
private struct CyanRing {
  var minX: Int, minY: Int, maxX: Int, maxY: Int
  /// Its strongest pixel's blue-over-red, 0…255: how opaque the ring is drawn.
  var strength = 0
  /// Outer diameter: the arc's height (it reaches 12 and 6 o'clock).
  var diameter: Int { maxY - minY + 1 }
  var top: Int { minY }
  var bottom: Int { maxY + 1 }
  var right: Int { maxX + 1 }
}

private func cyanRings(_ pixmap: Pixmap) -> [CyanRing] {
  let (w, h) = (pixmap.width, pixmap.height)
  var mask = [Bool](repeating: false, count: w * h)
  for y in 0..<h {
    for x in 0..<w {
      let p = pixmap[x, y]
      mask[y * w + x] = Int(p[2]) - Int(p[0]) > 12
    }
  }
  var seen = [Bool](repeating: false, count: w * h)
  var rings: [CyanRing] = []
  for start in 0..<(w * h) where mask[start] && !seen[start] {
    var ring = CyanRing(minX: w, minY: h, maxX: -1, maxY: -1)
    var stack = [start]
    seen[start] = true
    var count = 0
    while let i = stack.popLast() {
      count += 1
      let (x, y) = (i % w, i / w)
      ring.strength = max(ring.strength, Int(pixmap[x, y][2]) - Int(pixmap[x, y][0]))
      ring.minX = min(ring.minX, x)
      ring.maxX = max(ring.maxX, x)
      ring.minY = min(ring.minY, y)
      ring.maxY = max(ring.maxY, y)
      for (dx, dy) in [(-1, 0), (1, 0), (0, -1), (0, 1), (-1, -1), (1, 1), (-1, 1), (1, -1)] {
        let (nx, ny) = (x + dx, y + dy)
        guard nx >= 0, ny >= 0, nx < w, ny < h else { continue }
        let j = ny * w + nx
        if mask[j] && !seen[j] {
          seen[j] = true
          stack.append(j)
        }
      }
    }
    if count >= 6 { rings.append(ring) }
  }
  return rings.sorted { $0.diameter > $1.diameter }
}

/// The well's box in the header's top trailing 100-pt corner: pixels darker than the corner's
/// background (its bottom-left pixel) by more than 4 levels.
private func well(_ pixmap: Pixmap) -> (minX: Int, minY: Int, maxX: Int, maxY: Int) {
  let background = Int(pixmap[pixmap.width - 100, 99][0])
  var box = (minX: Int.max, minY: Int.max, maxX: -1, maxY: -1)
  for y in 0..<100 {
    for x in (pixmap.width - 100)..<pixmap.width where background - Int(pixmap[x, y][0]) > 4 {
      box = (min(box.minX, x), min(box.minY, y), max(box.maxX, x), max(box.maxY, y))
    }
  }
  return box
}

@Suite struct ProductionHeroTests {
  private static let collapse = Array(stride(from: 0.5, through: 1.6, by: 1.0 / 30))
  private static let expand = Array(stride(from: 2.5, through: 3.6, by: 1.0 / 30))

  private func frames(_ variant: String, at times: [Double], reduceMotion: Bool = false) -> [Pixmap] {
    var scene = BuiltInScenes.restTimerProduction
    scene.reduceMotion = reduceMotion
    return scene.pixmaps(at: times, variant: variant, scale: 1)
  }

  /// Tapped, the ring is one blob that shrinks from 232 pt (220 + the 12-pt line) to 54 pt
  /// (50 + 4) without ever growing; tapped small, one blob that grows back without shrinking.
  @Test func oneRingShrinksIntoTheSlotAndGrowsBack() {
    for (times, shrinks) in [(Self.collapse, true), (Self.expand, false)] {
      let diameters = frames("frame", at: times).enumerated().map { index, frame -> Int in
        let rings = cyanRings(frame)
        #expect(rings.count == 1, "\(rings.count) rings at \(times[index]) s")
        return rings.first?.diameter ?? 0
      }
      let (from, to) = shrinks ? (232, 54) : (54, 232)
      #expect(abs(diameters.first! - from) <= 2 && abs(diameters.last! - to) <= 2, "\(diameters)")
      for (a, b) in zip(diameters, diameters.dropFirst()) {
        #expect(shrinks ? b <= a + 1 : b >= a - 1, "\(shrinks ? "grew" : "shrank"): \(a) → \(b)")
      }
    }
  }

  /// The ring lands on its slot: at rest after the flight its box is the well's (both 54 pt,
  /// within a pixel on each side). The `.offset` inset lands 24 pt off it, which this catches.
  @Test func theRingLandsOnTheSlotAndTheOffsetInsetDoesNot() {
    for variant in ["frame", "offset"] {
      let shots = frames(variant, at: [0, 2.4])
      let slot = well(shots[0])
      let ring = cyanRings(shots[1])
      #expect(ring.count == 1)
      guard let ring = ring.first else { continue }
      let lands =
        abs(ring.top - slot.minY) <= 1 && abs(ring.bottom - (slot.maxY + 1)) <= 1
        && abs(ring.right - (slot.maxX + 1)) <= 1
      #expect(lands == (variant == "frame"), "\(variant): ring \(ring), well \(slot)")
      if variant == "frame" { #expect(abs(slot.maxX + 1 - slot.minX - 54) <= 1, "well \(slot)") }
    }
  }

  /// Under Reduce Motion there is no flight: every frame's rings are the popup's at 232 pt
  /// and the slot's at 54 pt, never one in between, the big one never moves, and it fades out
  /// while the small one fades in.
  @Test func reduceMotionCrossFades() {
    let shots = frames("frame", at: Self.collapse, reduceMotion: true)
    var sawBoth = false
    let big = cyanRings(shots[0])[0]
    for (time, frame) in zip(Self.collapse, shots) {
      // A ring faded below a tenth of its opacity is only its strongest pixels: not judged.
      let rings = cyanRings(frame).filter { $0.strength > 20 }
      for ring in rings {
        #expect(abs(ring.diameter - 232) <= 2 || abs(ring.diameter - 54) <= 2, "a \(ring.diameter)-pt ring at \(time) s")
        if abs(ring.diameter - 232) <= 2 {
          #expect(abs(ring.top - big.top) <= 1 && abs(ring.right - big.right) <= 1, "the big ring moved at \(time) s")
        }
      }
      if rings.count == 2 { sawBoth = true }
    }
    #expect(sawBoth, "never both rings: not a cross-fade")
    let first = cyanRings(shots[0]), last = cyanRings(shots.last!)
    #expect(first.count == 1 && abs(first[0].diameter - 232) <= 2)
    #expect(last.count == 1 && abs(last[0].diameter - 54) <= 2)
  }

  @Test func productionFrames() {
    expectGolden(BuiltInScenes.restTimerProduction, at: [0.7, 1.0, 2.7])
  }
}
