import Foundation
import Testing

/// Arguments that used to be read loosely: a flag given twice, a user pattern reaching
/// `String(format:)`, numbers that overflow once scaled, lists with empty or malformed parts,
/// colours that were half-guessed. Each is one `error: …` line, exit code 64, and nothing on disk.
@Suite struct ArgumentsCLITests {
  @Test(arguments: [
    // A flag that takes one value, given twice: never last-wins.
    (["-o", "a.mp4", "-o", "b.mp4"], "-o given twice: a.mp4 and b.mp4"),
    (["-o", "a.mp4", "--output", "b.mp4"], "-o given twice: a.mp4 and b.mp4"),
    (["--fps", "10", "--fps", "12"], "--fps given twice: 10 and 12"),
    (["--scale", "1", "--scale=2"], "--scale given twice: 1 and 2"),
    (["--mode", "naive", "--variant", "fixed"], "--mode given twice: naive and fixed"),
    (["--duration", "1", "--duration", "2"], "--duration given twice: 1 and 2"),
    (["--hold", "1", "--hold", "1"], "--hold given twice: 1 and 1"),
    (["--color-scheme", "dark", "--color-scheme", "light"], "--color-scheme given twice: dark and light"),
    (["--tap-at", "0.5", "--tap-at", "1"], "--tap-at given twice: 0.5 and 1"),
    // Output patterns: one %d-style number, width at most 9, no other conversion.
    (["-o", "frames/x_%s.png"], "PNG pattern 'x_%s.png' must hold exactly one %d-style number"),
    (["-o", "frames/x_%d%@.png"], "PNG pattern 'x_%d%@.png' must hold exactly one"),
    (["-o", "frames/x_%99d.png"], "PNG pattern 'x_%99d.png' must hold exactly one"),
    (["-o", "frames/x_%0d.png"], "PNG pattern 'x_%0d.png' must hold exactly one"),
    (["-o", "frames/x_%ld.png"], "PNG pattern 'x_%ld.png' must hold exactly one"),
    (["-o", "frames/x_%.png"], "PNG pattern 'x_%.png' must hold exactly one"),
    // Numbers are finite.
    (["--scale", "nan"], "--scale must be a number, got 'nan'"),
    (["--duration", "inf"], "--duration must be between 0.001 and 3600.0 s, got inf"),
    (["--tap-at", "nan"], "--tap-at must be a number, got 'nan'"),
    (["--tap", "nan,1@0.5"], "--tap 'nan,1@0.5': the point nan,1 must be two numbers between -100000 and 100000 points"),
    (["--tap", "1e400,2@0.5"], "--tap '1e400,2@0.5': the point 1e400,2 must be two numbers between"),
    (["--drag", "0,0:inf,0@0.5"], "--drag '0,0:inf,0@0.5': the point inf,0 must be two numbers between"),
    // Lists: no empty list, no empty or dropped component.
    (["--mode", ""], "--variant takes one variant name, two as 'a,b', or 'side-by-side', got ''"),
    (["--mode", ","], "--variant takes one variant name, two as 'a,b', or 'side-by-side', got ','"),
    (["--mode", "naive,"], "--variant takes one variant name, two as 'a,b', or 'side-by-side', got 'naive,'"),
  ])
  func renderRejectsTheArgumentAndLeavesNothing(arguments: [String], message: String) throws {
    let dir = try RenderProcess.scratch()
    let result = try RenderProcess.run(arguments, in: dir)
    #expect(result.status == 64, "stderr: \(result.stderr)")
    #expect(result.stderr.hasPrefix("error: ") && result.stderr.contains(message), "stderr: \(result.stderr)")
    #expect(result.stderr.split(separator: "\n").count == 1)
    #expect(RenderProcess.listing(dir).isEmpty)
  }

  @Test(arguments: [
    // A flag that takes one value, given twice.
    (["inspect", "seq/", "--csv", "a.csv", "--csv", "b.csv"], "--csv given twice: a.csv and b.csv"),
    (["inspect", "seq/", "--json", "a.json", "--json=b.json"], "--json given twice: a.json and b.json"),
    (["inspect", "seq/", "--plot", "a.png", "--plot", "b.png"], "--plot given twice: a.png and b.png"),
    (["inspect", "seq/", "--sheet", "a.png", "--sheet", "b.png"], "--sheet given twice: a.png and b.png"),
    (["inspect", "seq/", "--csv", "a.csv", "--fps", "10", "--fps", "20"], "--fps given twice: 10 and 20"),
    (["inspect", "seq/", "--csv", "a.csv", "--scale", "1", "--scale", "2"], "--scale given twice: 1 and 2"),
    (["inspect", "seq/", "--csv", "a.csv", "--key", "#000000", "--key", "#FFFFFF"], "--key given twice: #000000 and #FFFFFF"),
    (["check", "seq/", "--expect", "one-blob", "--tolerance", "1", "--tolerance", "2"], "--tolerance given twice: 1 and 2"),
    // Input patterns never reach String(format:).
    (["inspect", "seq/frame_%s.png", "--csv", "a.csv"], "seq/frame_%s.png: PNG pattern 'frame_%s.png' must hold exactly one"),
    (["inspect", "seq/frame_%@.png", "--csv", "a.csv"], "PNG pattern 'frame_%@.png' must hold exactly one"),
    (["inspect", "seq/frame_%04d_%d.png"], "PNG pattern 'frame_%04d_%d.png' must hold exactly one"),
    (["inspect", "seq/frame_%99d.png"], "PNG pattern 'frame_%99d.png' must hold exactly one"),
    (["inspect", "seq/", "--plate", "short/frame_%s.png"], "PNG pattern 'frame_%s.png' must hold exactly one"),
    (["check", "seq/frame_%n.png", "--expect", "one-blob"], "PNG pattern 'frame_%n.png' must hold exactly one"),
    // Numbers that overflow once scaled to pixels, and numbers that are not finite.
    (["inspect", "seq/", "--roi", "0,0,1e19,10"], "--roi 0,0,1e19,10: every value must be a number between -100000 and 100000"),
    (["inspect", "seq/", "--scale", "8", "--roi", "-1e300,0,10,10"], "--roi -1e300,0,10,10: every value must be a number between"),
    (["inspect", "seq/", "--roi", "0,0,nan,10"], "--roi 0,0,nan,10: every value must be a number between"),
    (["inspect", "seq/", "--min-area", "nan"], "--min-area must be a number, got 'nan'"),
    (["inspect", "seq/", "--scale", "inf"], "--scale must be between 0.25 and 8, got inf"),
    (["check", "seq/", "--expect", "monotonic-size", "--from", "1e300", "--to", "1"], "--from must be a size between 0 and 100000 points, got '1e300'"),
    (["check", "seq/", "--expect", "monotonic-size", "--from", "10", "--to", "inf"], "--to must be a size between 0 and 100000 points, got 'inf'"),
    (["check", "seq/", "--expect", "centre-path", "--to-centre", "nan,1"], "--to-centre nan,1: every value must be a number between"),
    (["check", "seq/", "--expect", "monotonic-size", "--tolerance", "inf"], "--tolerance must be between 0.0 and 10000.0 pt, got inf"),
    // Lists: empty ones, and malformed components that used to be dropped.
    (["check", "seq/", "--expect", ""], "--expect '' names no expectation"),
    (["check", "seq/", "--expect", ","], "--expect ',' names no expectation"),
    (["check", "seq/", "--expect", "one-blob,"], "unknown expectation '' in --expect 'one-blob,'"),
    (["check", "seq/", "--expect", "one-blob", "--expect", ""], "--expect '' names no expectation"),
    (["inspect", "seq/", "--mode", ","], "--variant takes one variant name"),
    (["check", "seq/", "--expect", "centre-path", "--to-centre", "1,abc,2"], "--to-centre must be x,y in points, got '1,abc,2'"),
    (["check", "seq/", "--expect", "centre-path", "--to-centre", "1,,2"], "--to-centre must be x,y in points, got '1,,2'"),
    (["inspect", "seq/", "--roi", "1,2,3"], "--roi must be x,y,width,height in points, got '1,2,3'"),
    (["inspect", "seq/", "--roi", "1,2,,3,4"], "--roi must be x,y,width,height in points, got '1,2,,3,4'"),
    // Colours: `#RRGGBB` or `#RRGGBBAA` only.
    (["inspect", "seq/", "--key", "#12345G"], "--key must be a colour #RRGGBB or #RRGGBBAA"),
    (["inspect", "seq/", "--key", "#1234"], "--key must be a colour #RRGGBB or #RRGGBBAA"),
    (["inspect", "seq/", "--key", "32ADE6"], "--key must be a colour #RRGGBB or #RRGGBBAA"),
    (["inspect", "seq/", "--key", "#+12345"], "--key must be a colour #RRGGBB or #RRGGBBAA"),
    (["inspect", "seq/", "--background", "#fff"], "--background must be auto or a colour #RRGGBB or #RRGGBBAA"),
  ])
  func inspectRejectsTheArgumentAndLeavesNothing(arguments: [String], message: String) throws {
    let dir = try RenderProcess.scratch()
    try InspectCLITests().writeSequence(dir + "/seq", count: 4)
    try InspectCLITests().writeSequence(dir + "/short", count: 2)
    let result = try RenderProcess.run(arguments, in: dir)
    #expect(result.status == 64, "stderr: \(result.stderr)")
    #expect(result.stderr.hasPrefix("error: ") && result.stderr.contains(message), "stderr: \(result.stderr)")
    #expect(result.stderr.split(separator: "\n").count == 1)
    #expect(RenderProcess.listing(dir) == ["seq", "short"])
    #expect(RenderProcess.listing(dir + "/seq").count == 4)
  }

  @Test func expectGivenTwiceRunsBothChecks() throws {
    let dir = try RenderProcess.scratch()
    try InspectCLITests().writeSequence(dir + "/seq", count: 4)
    let result = try RenderProcess.run(
      ["check", "seq/", "--expect", "one-blob", "--expect", "centre-path", "--to-centre", "16,15"], in: dir)
    #expect(result.status == 0, "stderr: \(result.stderr)")
    #expect(result.stdout.contains("seq/: one-blob: ok") && result.stdout.contains("seq/: centre-path: ok"), "stdout: \(result.stdout)")
  }

  /// Our own formatting of the number: `%%` is a literal percent, `%3d` pads with spaces.
  /// Names worked out by hand from the pattern (4 video frames: 0…3).
  @Test func aPatternWithALiteralPercentAndSpacePaddingNamesTheFrames() throws {
    let dir = try RenderProcess.scratch()
    let result = try RenderProcess.run(
      ["--mode", "fixed", "--scale", "0.25", "--fps", "4", "--hold", "0.5", "-o", "seq/100%%_%3d.png"], in: dir)
    #expect(result.status == 0, "stderr: \(result.stderr)")
    #expect(RenderProcess.listing(dir + "/seq") == ["100%_  0.png", "100%_  1.png", "100%_  2.png", "100%_  3.png"])
  }

  @Test func inspectReadsAPatternWithALiteralPercent() throws {
    let dir = try RenderProcess.scratch()
    try InspectCLITests().writeSequence(dir + "/seq", count: 3)
    for k in 0..<3 {
      try FileManager.default.moveItem(atPath: dir + "/seq/frame_000\(k).png", toPath: dir + "/seq/100%_\(k).png")
    }
    let result = try RenderProcess.run(["inspect", "seq/100%%_%d.png", "--fps", "10", "--csv", "-"], in: dir)
    #expect(result.status == 0, "stderr: \(result.stderr)")
    #expect(result.stdout.contains("seq/100%%_%d.png,2,0.2000,1,"), "stdout: \(result.stdout)")
  }
}
