import Flipbook
import FlipbookTesting
import Foundation
import FuzzSupport
import Media
import Raster
import Scenes
import Testing

// The run's HTML report, opened in a real browser: Debian's Chromium, headless, loads the page
// a still, a flight and a geometry failure wrote, runs its script, and the DOM it ends with is
// checked: one section per failure, the still's comparison modes, the flight's scrubber over
// every frame with the differing ones marked, the geometry's curves.

private func occurrences(of needle: String, in text: String) -> Int { HeadlessChromium.occurrences(of: needle, in: text) }

@Suite struct FailureReportTests {
  /// A package whose run had three failures: the naive hero's still, flight and geometry
  /// against the fixed hero's goldens.
  static func failedRun() throws -> GoldenStoreTests.ScratchPackage {
    let package = try GoldenStoreTests.ScratchPackage()
    let store = package.store(.missing)
    let hero = BuiltInScenes.restTimer
    for variant in ["fixed", "naive"] {
      _ = store.check(hero.pixmap(at: 0.7, variant: variant, scale: 0.5), scene: "rest-timer", mode: "fixed", time: 0.7)
      _ = AnimationGoldenTests.check(store, AnimationGoldenTests.flight(variant))
      _ = GeometryGoldenTests.check(store, GeometryGoldenTests.track(variant))
    }
    return package
  }

  @Test func theReportRendersInChromium() throws {
    let package = try Self.failedRun()
    defer { package.remove() }
    let page = package.root + "/.build/golden-failures/report.html"
    let html = try String(contentsOfFile: page, encoding: .utf8)
    // One data element per failure, each appended once.
    #expect(occurrences(of: "<script class=\"report-entry\"", in: html) == 3)
    // Nothing is fetched: no external scripts, styles or pictures (the SVG namespace URI is a name).
    for fetch in ["src=\"http", "href=\"http", "<link", "@import", "url(http", "fetch("] {
      #expect(!html.contains(fetch), "the report must not need the network: \(fetch)")
    }
    let dom = try HeadlessChromium.run(["--dump-dom"], page: page)
    #expect(dom.contains("data-ready=\"3\""), "the page's script did not finish: \(dom.prefix(300))")
    #expect(dom.contains(">3 goldens failed</h1>") && dom.contains("<title>Flipbook: 3 goldens failed</title>"))
    #expect(occurrences(of: "<section class=\"failure ", in: dom) == 3)
    // The still: its four modes, shown swiping at first.
    #expect(dom.contains("data-kind=\"still\" data-mode=\"swipe\""))
    for mode in ["side-by-side", "swipe", "onion", "flicker"] { #expect(dom.contains("<button data-mode=\"\(mode)\"")) }
    #expect(dom.contains("<button data-mode=\"swipe\" class=\"on\">"))
    // The flight: 7 frames (0.5…1.1 s at 10 fps), the scrubber over them, at the first; the
    // frames after the tap differ (0.5 s is the same full ring in both).
    #expect(dom.contains("class=\"scrubber\"") && dom.contains("max=\"6\""))
    #expect(dom.contains("data-kind=\"flight\" data-frame=\"0\""))
    #expect(occurrences(of: "<span title=\"t = ", in: dom) == 7)
    #expect(occurrences(of: "class=\"differs\"", in: dom) == 6)
    // The geometry: four curves, each with an expected and an actual line.
    #expect(occurrences(of: "<svg class=\"curve\"", in: dom) == 4)
    #expect(occurrences(of: "class=\"expected\"", in: dom) == 4 && occurrences(of: "class=\"actual\"", in: dom) == 4)
  }

  /// A screenshot of the page is not blank: the pictures decoded and drew.
  @Test func theReportsScreenshotShowsThePictures() throws {
    let package = try Self.failedRun()
    defer { package.remove() }
    let page = package.root + "/.build/golden-failures/report.html"
    let shot = package.root + "/report.png"
    _ = try HeadlessChromium.run(["--screenshot=\(shot)", "--window-size=1000,1400", "--hide-scrollbars"], page: page)
    let picture = try PNGCodec.read(contentsOf: shot)
    #expect(picture.width == 1000 && picture.height == 1400)
    // The hero's dark scrim (40 % black over the grouped background) shows in the pictures.
    var dark = 0
    for y in stride(from: 0, to: picture.height, by: 2) {
      for x in stride(from: 0, to: picture.width, by: 2) where picture[x, y][0] < 150 && picture[x, y][1] < 150 {
        dark += 1
      }
    }
    #expect(dark > 5_000, "\(dark) dark samples")
  }
}
