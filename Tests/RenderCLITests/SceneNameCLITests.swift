import Foundation
import Media
import Raster
import Testing

/// Catalog scenes named on the command line (`render NAME`, `NAME:VARIANT`), for `render`,
/// `inspect` and `check`. Sizes are worked out from the canvases the scenes document:
/// rest-timer is 390 × 700 pt, shapes-gallery 390 × 900 pt.
@Suite struct SceneNameCLITests {
  /// `--fps 1 --duration 1`: round(1 × 1) = 1 video frame, so one PNG.
  static let onePicture = ["--scale", "0.25", "--fps", "1", "--duration", "1", "-o", "out/"]

  @Test func aStillGalleryByNameWritesOnePNG() throws {
    let dir = try RenderProcess.scratch()
    let result = try RenderProcess.run(["shapes-gallery"] + Self.onePicture, in: dir)
    #expect(result.status == 0, "stderr: \(result.stderr)")
    #expect(RenderProcess.listing(dir + "/out") == ["frame_0000.png"])
    // 390 × 0.25 = 97.5 px, rounded up to whole pixels that cover the canvas: 98; 900 × 0.25 = 225.
    let frames = try pngFrames(in: dir + "/out")
    #expect(frames.map { [$0.width, $0.height] } == [[98, 225]])
  }

  /// A scene with variants named alone shows its first two side by side: two 390-pt panels at
  /// scale 0.25 are 97.5 px each, rounded up to 98, with an 8-pt gutter, 2 px, between them:
  /// 2 × 98 + 2 = 198 px. Above them a 44-pt header, 11 px, on the 700-pt panels, 175 px: 186.
  @Test func aSceneWithVariantsNamedAloneRendersThemSideBySide() throws {
    let dir = try RenderProcess.scratch()
    let result = try RenderProcess.run(["rest-timer"] + Self.onePicture, in: dir)
    #expect(result.status == 0, "stderr: \(result.stderr)")
    let frames = try pngFrames(in: dir + "/out")
    #expect(frames.map { [$0.width, $0.height] } == [[198, 186]])
  }

  /// `NAME:VARIANT` is one panel: 98 × 175 px at scale 0.25 (as above, without header or gutter).
  @Test func aNamedVariantRendersOnePanel() throws {
    let dir = try RenderProcess.scratch()
    let result = try RenderProcess.run(["rest-timer:fixed"] + Self.onePicture, in: dir)
    #expect(result.status == 0, "stderr: \(result.stderr)")
    let frames = try pngFrames(in: dir + "/out")
    #expect(frames.map { [$0.width, $0.height] } == [[98, 175]])
  }

  /// A one-letter output directory is as good as any other, named as `DIR/` or in a pattern.
  @Test(arguments: [("g/", "frame_0000.png"), ("g/f_%02d.png", "f_00.png")])
  func aOneLetterOutputDirectoryWorks(output: String, file: String) throws {
    let dir = try RenderProcess.scratch()
    let result = try RenderProcess.run(["rest-timer:fixed", "--scale", "0.25", "--fps", "1", "--duration", "1", "-o", output], in: dir)
    #expect(result.status == 0, "status \(result.status), stderr: \(result.stderr.prefix(300))")
    #expect(RenderProcess.listing(dir + "/g") == [file])
  }

  /// shapes-gallery has no tap actions anywhere, so a tap at (3, 3) hits nothing: the render
  /// goes on, and one warning names the point and the time.
  @Test func aTapThatHitsNothingWarnsWithThePointAndTime() throws {
    let dir = try RenderProcess.scratch()
    let result = try RenderProcess.run(
      ["shapes-gallery", "--tap", "3,3@0.2", "--scale", "0.25", "--fps", "10", "--duration", "0.5", "-o", "out/"], in: dir)
    #expect(result.status == 0, "stderr: \(result.stderr)")
    let warnings = result.stderr.split(separator: "\n").filter { $0.hasPrefix("warning: ") }
    #expect(warnings.count == 1, "stderr: \(result.stderr)")
    #expect(warnings.allSatisfy { $0.contains("(3, 3)") && $0.contains("0.200 s") }, "stderr: \(result.stderr)")
  }

  /// The inspect options every run below shares: follow the cyan arc (iOS's `systemCyan`,
  /// #32ADE6 = (50, 173, 230)) at scale 1 and 10 fps.
  static let followCyan = ["--key", "#32ADE6", "--scale", "1", "--fps", "10"]

  /// `inspect rest-timer:fixed` measures what `inspect --mode fixed` did: the same per-frame
  /// CSV. And that is the fixed ring: its stroke straddles the circle, so it spans the ring's
  /// size plus one line width, 220 + 12 = 232 pt at rest and 50 + 4 = 54 pt in the corner.
  @Test func inspectTakesASceneNameAsModeDid() throws {
    let dir = try RenderProcess.scratch()
    let named = try RenderProcess.run(["inspect", "rest-timer:fixed", "--csv", "-"] + Self.followCyan, in: dir)
    let mode = try RenderProcess.run(["inspect", "--mode", "fixed", "--csv", "-"] + Self.followCyan, in: dir)
    #expect(named.status == 0 && mode.status == 0, "stderr: \(named.stderr) \(mode.stderr)")
    #expect(named.stdout == mode.stdout)
    // With the CSV on standard output, the summary is on standard error.
    #expect(named.stderr.contains("diameter: 232.0 pt at 0.000 s → 54.0 pt"), "stderr: \(named.stderr)")
  }

  /// `check NAME:VARIANT`: the fixed ring is one blob shrinking from 232 to 54 pt (see above) and
  /// passes; the naive one cross-fades two rings in flight (the bug it shows) and fails.
  @Test(arguments: [("fixed", Int32(0)), ("naive", Int32(1))])
  func checkTakesASceneName(variant: String, status: Int32) throws {
    let dir = try RenderProcess.scratch()
    let result = try RenderProcess.run(
      ["check", "rest-timer:\(variant)", "--expect", "one-blob,monotonic-size", "--from", "232", "--to", "54"] + Self.followCyan,
      in: dir)
    #expect(result.status == status, "stdout: \(result.stdout) stderr: \(result.stderr)")
    #expect(result.stdout.hasPrefix("\(variant): one-blob: "), "stdout: \(result.stdout)")
  }
}
