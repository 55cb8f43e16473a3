import Foundation
import Media
import Raster
import Testing

/// `render FILE.swift`: playground files as a user writes them for Xcode, compiled and rendered
/// by the command line. Every test writes its files into its own scratch directory, with its
/// own build cache, and renders at low scales and frame rates.
@Suite struct PlaygroundCLITests {
  /// The first lines of every playground file here.
  static let header = "import PlaygroundSupport\nimport SwiftUI\n\n"

  /// Renders `arguments` after the file; fails the test (with `render`'s messages) unless it
  /// exits 0.
  @discardableResult
  func renderOK(_ fixture: PlaygroundFixture, _ arguments: [String], sourceLocation: SourceLocation = #_sourceLocation) throws
    -> RenderProcess.Result
  {
    let result = try fixture.render(arguments)
    #expect(result.status == 0, "stdout: \(result.stdout) stderr: \(result.stderr)", sourceLocation: sourceLocation)
    return result
  }

  /// The one video frame of `inputs` (the playground files) rendered for 1 s at 1 fps with
  /// `options` (a scale at least); fails the test unless `render` exits 0 with exactly one frame.
  func still(
    _ fixture: PlaygroundFixture, _ inputs: [String], _ options: [String], sourceLocation: SourceLocation = #_sourceLocation
  ) throws -> Pixmap {
    try renderOK(fixture, inputs + options + ["--fps", "1", "--duration", "1", "-o", "out/"], sourceLocation: sourceLocation)
    let frames = try fixture.frames("out")
    try #require(frames.count == 1, sourceLocation: sourceLocation)
    return frames[0]
  }

  /// `render --help`: the window behind the view is iOS's systemBackground, white in light
  /// mode (the default) and black in dark mode. The text sits in the middle of its 40 × 20 pt
  /// frame, so the corners show only the window.
  @Test(arguments: [([String](), whitePixel), (["--color-scheme", "dark"], blackPixel)])
  func aViewWithoutABackgroundShowsTheWindowColour(scheme: [String], window: SIMD3<UInt8>) throws {
    let fixture = try PlaygroundFixture()
    try fixture.write("Hi.swift", Self.header + #"PlaygroundPage.current.setLiveView(Text("hi").frame(width: 40, height: 20))"#)
    let frame = try still(fixture, ["Hi.swift"], ["--scale", "1"] + scheme)
    #expect(frame.corners == Array(repeating: window, count: 4))
  }

  /// A live view is rendered at its own size: a 40 × 20 pt frame at scale 2 is 80 × 40 px.
  @Test func aLiveViewRendersAtItsOwnSize() throws {
    let fixture = try PlaygroundFixture()
    try fixture.write("Hi.swift", Self.header + #"PlaygroundPage.current.setLiveView(Text("hi").frame(width: 40, height: 20))"#)
    let frame = try still(fixture, ["Hi.swift"], ["--scale", "2"])
    #expect(frame.width == 80 && frame.height == 40)
  }

  /// Xcode's playground template begins with `import UIKit`; a SwiftUI page keeps it, and
  /// uses `UIHostingController` for the live view.
  @Test func aPageInXcodesTemplateWithUIKitAndAHostingControllerRenders() throws {
    let fixture = try PlaygroundFixture()
    try fixture.write("Template.swift", """
      import UIKit
      import SwiftUI
      import PlaygroundSupport

      struct Badge: View {
        var body: some View { Color(uiColor: .systemRed).frame(width: 30, height: 10) }
      }

      PlaygroundPage.current.liveView = UIHostingController(rootView: Badge())
      """)
    let frame = try still(fixture, ["Template.swift"], ["--scale", "1"])
    // 30 × 10 pt at scale 1, filled with UIKit's systemRed (255, 59, 48).
    #expect(frame.width == 30 && frame.height == 10)
    #expect(frame[15, 5] == SIMD4(255, 59, 48, 255))
  }

  /// A button-like text and a red bar whose width its tap changes, with no animation.
  static let grower = header + """
    struct Grower: View {
      @State private var big = false

      var body: some View {
        VStack(spacing: 0) {
          Text("Grow")
            .onTapGesture { withAnimation(nil) { big = true } }
          Rectangle()
            .fill(Color.red)
            .frame(width: big ? 40 : 10, height: 10)
        }
        .frame(width: 60, height: 50)
      }
    }

    PlaygroundPage.current.setLiveView(Grower())
    """

  /// `--tap Grow@0.5` at 4 fps for 1 s: video frames at 0, 0.25, 0.5 and 0.75 s. Before the tap
  /// the bar is 10 pt wide, after it 40 pt: at scale 1, 10 and 40 red pixels.
  @Test func aTapOnALabelRunsTheTappedViewsAction() throws {
    let fixture = try PlaygroundFixture()
    try fixture.write("Grow.swift", Self.grower)
    try renderOK(fixture, ["Grow.swift", "--tap", "Grow@0.5", "--scale", "1", "--fps", "4", "--duration", "1", "-o", "out/"])
    let frames = try fixture.frames("out")
    try #require(frames.count == 4)
    #expect(frames[0].extent(where: isSystemRed).width == 10)
    #expect(frames[3].extent(where: isSystemRed).width == 40)
  }

  /// A label no view shows: the render goes on, and one warning names the label and the time.
  @Test func aTapOnALabelNothingShowsWarnsWithTheLabelAndTime() throws {
    let fixture = try PlaygroundFixture()
    try fixture.write("Grow.swift", Self.grower)
    let result = try renderOK(
      fixture, ["Grow.swift", "--tap", "Nope@0.3", "--scale", "1", "--fps", "10", "--duration", "0.5", "-o", "out/"])
    let warnings = result.stderr.split(separator: "\n").filter { $0.hasPrefix("warning: ") }
    #expect(warnings.count == 1, "stderr: \(result.stderr)")
    #expect(warnings.allSatisfy { $0.contains("'Nope'") && $0.contains("0.300 s") }, "stderr: \(result.stderr)")
    // The bar did not grow: the tap went nowhere.
    #expect(try fixture.frames("out").last?.extent(where: isSystemRed).width == 10)
  }

  /// The iPhone 16 Pro screen is 402 × 874 pt with safe-area insets of 62 pt at the top and
  /// 34 pt at the bottom (UIKit's values on the device in portrait). `Color.red` fills the
  /// safe area: at scale 1, rows 62 through 839 (874 − 34 = 840) are red, the 62 rows above and
  /// 34 below are the white window.
  @Test func aDeviceCanvasKeepsTheViewInsideTheSafeArea() throws {
    let fixture = try PlaygroundFixture()
    try fixture.write("Safe.swift", Self.header + "PlaygroundPage.current.setLiveView(Color.red)")
    let frame = try still(fixture, ["Safe.swift"], ["--device", "iphone-16-pro", "--scale", "1"])
    try #require(frame.width == 402 && frame.height == 874)
    let wrongRows = (0..<874).filter { y in
      let red = (62..<840).contains(y)
      return !(0..<402).allSatisfy { x in red ? isSystemRed(frame.rgb(x, y)) : frame.rgb(x, y) == whitePixel }
    }
    #expect(wrongRows.isEmpty, "rows not as expected: \(wrongRows.prefix(10))…")
  }

  /// `.ignoresSafeArea()` lets the colour fill the whole 402 × 874 pt screen.
  @Test func ignoringTheSafeAreaFillsTheWholeDevice() throws {
    let fixture = try PlaygroundFixture()
    try fixture.write("Full.swift", Self.header + "PlaygroundPage.current.setLiveView(Color.red.ignoresSafeArea())")
    let frame = try still(fixture, ["Full.swift"], ["--device", "iphone-16-pro", "--scale", "1"])
    try #require(frame.width == 402 && frame.height == 874)
    #expect(frame.extent(where: { !isSystemRed($0) }) == (0, 0))
  }

  /// The compiler's own diagnostic, on the user's file and line (line 4: the header is three
  /// lines), then one `error:` line; exit code 1.
  @Test func aFileThatDoesNotCompileFailsWithTheCompilersDiagnostic() throws {
    let fixture = try PlaygroundFixture()
    try fixture.write("Broken.swift", Self.header + "let count: Int = \"three\"\nPlaygroundPage.current.setLiveView(Text(\"x\"))\n")
    let result = try fixture.render(["Broken.swift", "--scale", "0.25", "--fps", "1", "-o", "out/"])
    #expect(result.status == 1)
    #expect(result.stderr.contains("Broken.swift:4:"), "stderr: \(result.stderr)")
    #expect(result.stderr.contains("error: cannot convert value of type 'String' to specified type 'Int'"), "stderr: \(result.stderr)")
    #expect(!FileManager.default.fileExists(atPath: fixture.directory + "/out"))
  }

  /// A file whose code ends without a live view exits 1 and says what to call.
  @Test func aFileThatSetsNoLiveViewFailsSayingSo() throws {
    let fixture = try PlaygroundFixture()
    try fixture.write("NoLiveView.swift", Self.header + "let greeting = Text(\"hi\")\n")
    let result = try fixture.render(["NoLiveView.swift", "--scale", "0.25", "--fps", "1", "-o", "out/"])
    #expect(result.status == 1)
    #expect(result.stderr.contains("error: NoLiveView.swift ended without a live view"), "stderr: \(result.stderr)")
    #expect(result.stderr.contains("setLiveView"), "stderr: \(result.stderr)")
  }

  /// What the file printed before it ended reaches standard output, as in a playground's
  /// console, even when the file then fails for want of a live view.
  @Test func whatAFileWithoutALiveViewPrintedIsKept() throws {
    let fixture = try PlaygroundFixture()
    try fixture.write("Talk.swift", Self.header + "print(\"hello from the page\")\n")
    let result = try fixture.render(["Talk.swift", "--scale", "0.25", "--fps", "1", "-o", "out/"])
    #expect(result.status == 1)
    #expect(result.stdout.contains("hello from the page"), "stdout: \(result.stdout)")
  }

  /// Two files render side by side, each panel titled with its file's name. Each live view is
  /// 300 × 40 pt, so at scale 1 the picture is 2 × 300 + 8 (gutter) = 608 px wide and
  /// 44 (header) + 40 = 84 px high. The titles are white text 14 pt from each header's left;
  /// the time beside them is grey (0.75 white), so the white ink measures the title alone:
  /// "Mmmmmm" in 20-pt semibold is about six M widths of ~0.8 em, some 90 pt, and "i" about
  /// 0.25 em, 5 pt.
  @Test func twoFilesRenderSideBySideTitledByTheirNames() throws {
    let fixture = try PlaygroundFixture()
    let page = Self.header + #"PlaygroundPage.current.setLiveView(Text("x").frame(width: 300, height: 40))"#
    try fixture.write("Mmmmmm.swift", page)
    try fixture.write("i.swift", page)
    let frame = try still(fixture, ["Mmmmmm.swift", "i.swift"], ["--scale", "1"])
    try #require(frame.width == 608 && frame.height == 84)
    let isTitleInk = { (c: SIMD3<UInt8>) in c.x > 220 && c.y > 220 && c.z > 220 }
    let left = frame.extent(x: 0..<300, y: 0..<44, where: isTitleInk).width
    let right = frame.extent(x: 308..<608, y: 0..<44, where: isTitleInk).width
    #expect((60...130).contains(left), "left title ink is \(left) px wide")
    #expect((1...15).contains(right), "right title ink is \(right) px wide")
  }

  /// The first render of a file compiles it; the second, of the same bytes, says it uses the
  /// cached build.
  @Test func theSecondRenderOfAFileUsesTheCachedBuild() throws {
    let fixture = try PlaygroundFixture()
    try fixture.write("Twice.swift", Self.header + #"PlaygroundPage.current.setLiveView(Text("x").frame(width: 20, height: 20))"#)
    let arguments = ["Twice.swift", "--scale", "0.25", "--fps", "1", "--duration", "1", "-o", "out/"]
    let first = try renderOK(fixture, arguments)
    let second = try renderOK(fixture, arguments)
    #expect(!first.stderr.contains("cached build"), "first stderr: \(first.stderr)")
    #expect(second.stderr.contains("Twice.swift: cached build"), "second stderr: \(second.stderr)")
  }

  /// Editing the file is a new build: the cache is keyed by the file's bytes.
  @Test func anEditedFileIsBuiltAgain() throws {
    let fixture = try PlaygroundFixture()
    let arguments = ["Edited.swift", "--scale", "0.25", "--fps", "1", "--duration", "1", "-o", "out/"]
    try fixture.write("Edited.swift", Self.header + #"PlaygroundPage.current.setLiveView(Text("x").frame(width: 20, height: 20))"#)
    try renderOK(fixture, arguments)
    try fixture.write("Edited.swift", Self.header + #"PlaygroundPage.current.setLiveView(Text("y").frame(width: 20, height: 20))"#)
    let second = try renderOK(fixture, arguments)
    #expect(!second.stderr.contains("cached build"), "stderr: \(second.stderr)")
  }

  /// Builds go to `FLIPBOOK_CACHE_DIR`: the executable appears there, named after the file, and
  /// a render with another cache directory does not find it.
  @Test func buildsAreCachedInFlipbookCacheDir() throws {
    let fixture = try PlaygroundFixture()
    try fixture.write("Kept.swift", Self.header + #"PlaygroundPage.current.setLiveView(Text("x").frame(width: 20, height: 20))"#)
    let arguments = ["Kept.swift", "--scale", "0.25", "--fps", "1", "--duration", "1", "-o", "out/"]
    try renderOK(fixture, arguments)
    let builds = RenderProcess.listing(fixture.cache + "/playgrounds")
    #expect(builds.count == 1)
    #expect(builds.allSatisfy { FileManager.default.isExecutableFile(atPath: fixture.cache + "/playgrounds/\($0)/Kept") })
    let elsewhere = try RenderProcess.run(
      arguments, in: fixture.directory, environment: ["FLIPBOOK_CACHE_DIR": fixture.directory + "/other-cache"])
    #expect(elsewhere.status == 0, "stderr: \(elsewhere.stderr)")
    #expect(!elsewhere.stderr.contains("cached build"), "stderr: \(elsewhere.stderr)")
  }

  /// The automatic duration (`render --help`): until every animation has settled after the
  /// script's last event, plus 0.5 s. The tap at 0.2 s starts the file's only animation, linear
  /// and 0.5 s long, so the scene settles at 0.2 + 0.5 = 0.7 s and the video lasts
  /// 0.7 + 0.5 = 1.2 s: round(1.2 × 10) = 12 video frames at 10 fps. The duration is found by
  /// playing the scene at the video's frame times and taking the first one at or after settling,
  /// so if the animation counts as still running at its exact end (0.7 s), the next frame time,
  /// 0.8 s, is taken and the video has 13 frames; fewer than 12 would end it before the
  /// animation did (without the animation it would be 0.2 + 0.5 = 0.7 s, 7 frames).
  @Test func theAutomaticDurationWaitsForTheAnimationAndHoldsHalfASecond() throws {
    let fixture = try PlaygroundFixture()
    try fixture.write("Slide.swift", Self.header + """
      struct Slider: View {
        @State private var wide = false

        var body: some View {
          Rectangle()
            .fill(Color.blue)
            .frame(width: wide ? 60 : 20, height: 20)
            .onTapGesture { withAnimation(.linear(duration: 0.5)) { wide = true } }
            .frame(width: 60, height: 20, alignment: .leading)
        }
      }

      PlaygroundPage.current.setLiveView(Slider())
      """)
    try renderOK(fixture, ["Slide.swift", "--tap", "5,10@0.2", "--scale", "0.25", "--fps", "10", "-o", "out/"])
    let count = RenderProcess.listing(fixture.directory + "/out").count
    #expect((12...13).contains(count), "\(count) video frames")
  }

  /// Main-queue work a page sends from `.onAppear` runs on the scene clock: a bar widened by
  /// `asyncAfter(deadline: .now() + 0.5)` over a linear second is 100 pt wide until 0.5 s and
  /// 200 halfway, at 1 s (frames at 4 fps, the 100 → 300 pt bar centred in 320).
  @Test func mainQueueWorkRunsOnTheSceneClock() throws {
    let fixture = try PlaygroundFixture()
    try fixture.write("Delay.swift", Self.header + """
      struct Delayed: View {
        @State private var wide = false
        var body: some View {
          Color.blue.frame(width: wide ? 300 : 100, height: 20)
            .frame(width: 320, height: 20)
            .onAppear {
              DispatchQueue.main.asyncAfter(deadline: .now() + 0.5) {
                withAnimation(.linear(duration: 1)) { wide = true }
              }
            }
        }
      }
      PlaygroundPage.current.setLiveView(Delayed())
      """)
    try renderOK(fixture, ["Delay.swift", "--scale", "1", "--fps", "4", "--duration", "1.5", "-o", "out/"])
    let frames = try fixture.frames("out")
    try #require(frames.count == 6)
    func width(_ frame: Pixmap) -> Int { (0..<frame.width).filter { frame[$0, 10].z > 200 && frame[$0, 10].x < 60 }.count }
    #expect(width(frames[2]) == 100)
    #expect(width(frames[4]) == 200)
  }
}
