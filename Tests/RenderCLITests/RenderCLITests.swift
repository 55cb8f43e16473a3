import Foundation
import Media
import Testing

/// The command line as a user meets it: exit codes, messages, and what is left on disk.
@Suite struct RenderCLITests {
  @Test(arguments: [
    (["--bogus"], "unknown option '--bogus'"),
    (["--mode", "wobbly"], "scene rest-timer has no variant 'wobbly' (variants: naive, fixed)"),
    (["rest-timer:wobbly"], "scene rest-timer has no variant 'wobbly'"),
    (["no-such-scene"], "unknown command or scene 'no-such-scene'"),
    (["--tap", "195,350"], "--tap takes X,Y@SECONDS or LABEL@SECONDS"),
    (["--tap", "195,350@soon"], "'soon' is not a time"),
    (["--drag", "1,2@0.5"], "--drag takes X,Y:X,Y@START[+DURATION]"),
    (["--device", "nokia-3310"], "unknown device 'nokia-3310' (devices: iphone-se,"),
    (["--color-scheme", "sepia"], "--color-scheme must be light or dark, got 'sepia'"),
    (["--duration", "2", "--hold", "1"], "give --duration or --hold, not both"),
    (["rest-timer", "shapes-gallery", "text-gallery"], "a review shows two panels side by side; 3 were named"),
    (["--fps", "0"], "--fps must be between 1 and 240, got 0"),
    (["--fps", "sixty"], "--fps must be a number, got 'sixty'"),
    (["--scale", "1000"], "--scale must be between 0.25 and 8.0, got 1000"),
    (["--hold", "-1"], "--hold must be between 0.0 and 3600.0 s, got -1"),
    (["-o", "out.webm"], "cannot tell what to write to 'out.webm'"),
    (["-o", "out.gif", "--fps", "120"], "use --fps 100 or less, got 120"),
    (["-o", "frames/%d_%d.png"], "must hold exactly one %d-style number"),
    (["frobnicate"], "unknown command or scene 'frobnicate'"),
    (["--fps"], "--fps needs a value"),
  ])
  func badInputIsAUsageErrorThatLeavesNothing(arguments: [String], message: String) throws {
    let dir = try RenderProcess.scratch()
    let result = try RenderProcess.run(arguments, in: dir)
    #expect(result.status == 64)
    #expect(result.stderr.hasPrefix("error: "))
    #expect(result.stderr.contains(message), "stderr: \(result.stderr)")
    #expect(result.stderr.split(separator: "\n").count == 1)
    #expect(RenderProcess.listing(dir).isEmpty)
  }

  /// MP4 (H.264) and MOV (ProRes 4444) are written by the same atomic writer.
  @Test(arguments: ["mp4", "mov"])
  func anUnwritablePathFailsWithExitCode1AndLeavesNothing(container: String) throws {
    let dir = try RenderProcess.scratch()
    let result = try RenderProcess.run(["--mode", "fixed", "--scale", "0.25", "-o", "missing/dir/out.\(container)"], in: dir)
    #expect(result.status == 1)
    #expect(result.stderr.contains("cannot write missing/dir/out.\(container)"), "stderr: \(result.stderr)")
    #expect(RenderProcess.listing(dir).isEmpty)
  }

  @Test(arguments: ["mp4", "mov"])
  func anInterruptedRenderKeepsTheFileThatWasThere(container: String) throws {
    let dir = try RenderProcess.scratch()
    let name = "review.\(container)"
    let old = Array("the previous review video".utf8)
    try Data(old).write(to: URL(fileURLWithPath: dir + "/" + name))
    // Interrupted while the video is being written: its temporary beside the old file.
    let result = try RenderProcess.run(
      ["--mode", "side-by-side", "--scale", "1", "--hold", "8", "-o", name], in: dir, sending: [SIGINT],
      once: { _ in RenderProcess.isStaging(dir) })
    #expect(result.status == 130, "stderr: \(result.stderr)")
    #expect(result.stderr.contains("interrupted; nothing was written to \(name)"))
    #expect(FileManager.default.contents(atPath: dir + "/" + name) == Data(old))
    #expect(RenderProcess.listing(dir) == [name])
  }

  /// A directory named like a video cannot take the video: said before the first frame (a
  /// 240-fps hour would take hours to render first), and it is left as it was.
  @Test func aDirectoryNamedLikeTheVideoIsRefusedBeforeRendering() throws {
    let dir = try RenderProcess.scratch()
    try FileManager.default.createDirectory(atPath: dir + "/out.mp4/keep", withIntermediateDirectories: true)
    let result = try RenderProcess.run(["--mode", "fixed", "--fps", "240", "--duration", "3600", "-o", "out.mp4"], in: dir)
    #expect(result.status == 1)
    #expect(result.stderr.contains("out.mp4: is a directory"), "stderr: \(result.stderr)")
    #expect(RenderProcess.listing(dir) == ["out.mp4"])
    #expect(RenderProcess.listing(dir + "/out.mp4") == ["keep"])
  }

  @Test func rendersAnMP4AndSaysWhereItWrote() throws {
    let dir = try RenderProcess.scratch()
    let result = try RenderProcess.run(
      ["--mode", "side-by-side", "--scale", "0.5", "--fps", "12", "--tap-at", "0.25", "--hold", "0.5", "-o", "review.mp4"], in: dir)
    #expect(result.status == 0, "stderr: \(result.stderr)")
    #expect(result.stdout.contains("wrote review.mp4: 9 video frames"), "stdout: \(result.stdout)")
    let probe = try VideoProbe.probe(path: dir + "/review.mp4")
    #expect(probe.frameCount == 9)
    #expect(probe.frameRate == VideoFrameRate(numerator: 12, denominator: 1))
    #expect(RenderProcess.listing(dir) == ["review.mp4"])
  }

  @Test func rendersAPNGSequenceIntoADirectoryOrAPattern() throws {
    let dir = try RenderProcess.scratch()
    let a = try RenderProcess.run(["--mode", "naive", "--scale", "0.25", "--fps", "4", "--hold", "0.5", "-o", "frames/"], in: dir)
    #expect(a.status == 0, "stderr: \(a.stderr)")
    #expect(RenderProcess.listing(dir + "/frames") == (0..<4).map { String(format: "frame_%04d.png", $0) })
    // The pattern's folder is created like a DIR/ target (its parent must exist).
    let c = try RenderProcess.run(["--mode", "fixed", "--scale", "0.25", "--fps", "4", "--hold", "0.5", "-o", "seq/ring_%03d.png"], in: dir)
    #expect(c.status == 0, "stderr: \(c.stderr)")
    #expect(RenderProcess.listing(dir + "/seq") == (0..<4).map { String(format: "ring_%03d.png", $0) })
    let frame = try PNGCodec.read(contentsOf: dir + "/seq/ring_000.png")
    #expect(frame.width == 98 && frame.height == 175)
  }

  @Test func aShorterReRenderLeavesExactlyTheNewFramesAndKeepsOtherFiles() throws {
    let dir = try RenderProcess.scratch()
    let long = try RenderProcess.run(["--mode", "fixed", "--scale", "0.25", "--fps", "4", "--hold", "2", "-o", "frames/"], in: dir)
    #expect(long.status == 0, "stderr: \(long.stderr)")
    let longCount = RenderProcess.listing(dir + "/frames").count
    #expect(longCount > 4)
    try Data("mine".utf8).write(to: URL(fileURLWithPath: dir + "/frames/notes.txt"))
    let short = try RenderProcess.run(["--mode", "fixed", "--scale", "0.25", "--fps", "4", "--hold", "0.5", "-o", "frames/"], in: dir)
    #expect(short.status == 0, "stderr: \(short.stderr)")
    #expect(RenderProcess.listing(dir + "/frames") == (0..<4).map { String(format: "frame_%04d.png", $0) } + ["notes.txt"])
    #expect(FileManager.default.contents(atPath: dir + "/frames/notes.txt") == Data("mine".utf8))
    #expect(RenderProcess.listing(dir) == ["frames"])
  }

  @Test func stagingLeftByAKilledRunIsRemovedByTheNextRun() throws {
    let dir = try RenderProcess.scratch()
    // pid_max itself is never a pid: this staging's owner is certainly dead.
    let pidMax = try String(contentsOfFile: "/proc/sys/kernel/pid_max", encoding: .utf8)
      .trimmingCharacters(in: .whitespacesAndNewlines)
    let stale = dir + "/.frames.partial-\(pidMax)-1f2e3d4c"
    try FileManager.default.createDirectory(atPath: stale, withIntermediateDirectories: false)
    try Data([1, 2, 3]).write(to: URL(fileURLWithPath: stale + "/frame_0000.png"))
    let result = try RenderProcess.run(["--mode", "fixed", "--scale", "0.25", "--fps", "4", "--hold", "0.5", "-o", "frames/"], in: dir)
    #expect(result.status == 0, "stderr: \(result.stderr)")
    #expect(RenderProcess.listing(dir) == ["frames"])
  }

  @Test(arguments: [[SIGHUP], [SIGQUIT], [SIGTERM], [SIGINT, SIGINT]])
  func aSignalledPNGRenderKeepsTheOldFramesAndLeavesNothingNew(signals: [Int32]) throws {
    let dir = try RenderProcess.scratch()
    try FileManager.default.createDirectory(atPath: dir + "/frames", withIntermediateDirectories: false)
    let old = Data("an old frame".utf8)
    try old.write(to: URL(fileURLWithPath: dir + "/frames/frame_0000.png"))
    let result = try RenderProcess.run(
      ["--scale", "4", "--hold", "8", "-o", "frames/"], in: dir, sending: signals,
      once: { _ in RenderProcess.isStaging(dir) && RenderProcess.listing(dir).count == 2 })
    #expect(result.status == 130, "stderr: \(result.stderr)")
    #expect(RenderProcess.listing(dir) == ["frames"])
    #expect(RenderProcess.listing(dir + "/frames") == ["frame_0000.png"])
    #expect(FileManager.default.contents(atPath: dir + "/frames/frame_0000.png") == old)
  }

  @Test func helpDocumentsEveryFlagAndDefault() throws {
    let result = try RenderProcess.run(["--help"], in: NSTemporaryDirectory())
    #expect(result.status == 0)
    for flag in [
      "--mode", "--variant", "-o, --output", "--fps", "--scale", "--tap X,Y@S", "--tap LABEL@S", "--drag", "--tap-at",
      "--hold", "--duration", "--device", "--color-scheme", "--draft", "--reduce-motion", "list", "bench", "--frames",
      "--json", "FILE.swift", "--still T", "--frames A..B", "--speed S", "--codec C", "--transparent", "NAME.mov",
    ] {
      #expect(result.stdout.contains(flag), "help lacks \(flag)")
    }
    for fact in [
      "review.mp4", "default 60", "default 3", "plus 0.5 s", "side by side", "64 usage error", "iphone-16-pro",
      "Without a scene it renders rest-timer", "any other flag given twice is a usage error", "%% for a literal %",
      "'#RRGGBBAA'",
      "exactly the new frames", "its other files are kept", "ProRes 4444 with alpha", "h264 (default) or hevc",
    ] {
      #expect(result.stdout.contains(fact), "help lacks '\(fact)'")
    }
  }
}
