import Foundation
import FuzzSupport
import Testing

/// Careless and hostile command lines, generated from a fixed seed and bounded by count (not
/// by time, so every run tries the same cases): `render` must answer each with one of its exit
/// codes (0, 1, 64) and never crash, hang, take more than ``InputFuzz/memoryLimit`` or leave a
/// file it did not announce. A case that ever fails here is kept below as a regression test
/// of its own.
@Suite struct ArgumentFuzzTests {
  // `bench` is left out: it times 60 frames at @3x, which a debug build takes minutes over.
  static let commands = ["", "", "inspect", "check", "list"]
  static let scenes = ["", "rest-timer", "rest-timer:fixed", "rest-timer:nope", "shapes-gallery", "nope", "Missing.swift", "-"]
  static let flags: [(String, [String])] = [
    ("--fps", ["1", "0", "-3", "240", "241", "1e9", "nan", "", "sixty"]),
    ("--scale", ["0.25", "0", "-1", "9", "inf", "nan", "1e308", "0x10"]),
    ("--duration", ["0.1", "0", "-1", "1e12", "nan", ""]),
    ("--hold", ["0.1", "-1", "inf"]),
    ("--tap-at", ["0.1", "-1", "9999"]),
    ("--tap", ["1,1@0.1", "1,1", "@", "x@y", "1e400,1@0", "Label@0.1", "\"\"@0.1", "1,1@-1"]),
    ("--drag", ["1,1:2,2@0.1", "1,1@0.1", "1,1:2,2@0.1+-1", "a:b@c", ":@"]),
    ("--variant", ["naive", "", ",", "a,b,c", "side-by-side", "fixed,naive"]),
    ("--device", ["iphone-se", "", "nokia"]),
    ("--color-scheme", ["dark", "sepia", ""]),
    ("-o", ["out.mp4", "out.gif", "", "frames/", "f_%04d.png", "x/%d_%d.png", "%s.png", "%n.png", "%999999999d.png"]),
    ("--key", ["#32ADE6", "#12345G", "red", ""]),
    ("--roi", ["0,0,10,10", "0,0,1e19,10", "1,2,3", "a,b,c,d", "0,0,0,0"]),
    ("--threshold", ["24", "-1", "256", "nan"]),
    ("--expect", ["one-blob", "", ",", "bogus", "one-blob,monotonic-size"]),
    ("--to-centre", ["1,2", "1,abc,2", ""]),
  ]
  /// Inputs for inspect and check besides scenes: missing files, patterns, special files.
  static let inputs = ["", "", "in/f_%04d.png", "in/f_%s.png", "in/%@.png", "/dev/null", ".", "in/", "x.mp4"]
  static let exitCodes: Set<Int32> = [0, 1, 64]

  @Test func generatedCommandLinesGetAnExitCodeNeverACrash() throws {
    let run = try FuzzRun(family: "cli-arguments", seed: 0x5EED_F11B, count: 60)
    let tally = try run.forEachCase { index, generator, tally in
      var arguments: [String] = []
      let command = generator.pick(Self.commands)
      if !command.isEmpty { arguments.append(command) }
      let scene = generator.pick(Self.scenes)
      if !scene.isEmpty { arguments.append(scene) }
      if command == "inspect" || command == "check" {
        let input = generator.pick(Self.inputs)
        if !input.isEmpty { arguments.append(input) }
      }
      for _ in 0..<generator.below(4) {
        let (flag, values) = generator.pick(Self.flags)
        arguments += [flag, generator.pick(values)]
      }
      // Keep the renders that do start small, so the cases stay quick.
      arguments += ["--scale", "0.25", "--fps", "2", "--duration", "0.5"].filter { _ in command.isEmpty || command == "inspect" || command == "check" }
      let dir = try RenderProcess.scratch()
      defer { try? FileManager.default.removeItem(atPath: dir) }
      let result = try InputFuzz.render(arguments.map { Array($0.utf8) }, in: dir)
      let line = "render \(arguments.joined(separator: " "))"
      InputFuzz.check(result, line, case: index, into: &tally)
      if result.status != 0, !RenderProcess.listing(dir).isEmpty {
        tally.record(.failed, case: index, "\(line) failed and left \(RenderProcess.listing(dir))")
      }
    }
    print(tally.summary)
    #expect(tally.isClean, "\(tally.report())")
  }

  /// Found by the generated command lines: `-o %999999999d.png` asked String(format:) for a
  /// billion-character number (3 GB and minutes); frame patterns are now read by FramePattern.
  @Test func aFramePatternOfABillionDigitsIsAUsageError() throws {
    let dir = try RenderProcess.scratch()
    defer { try? FileManager.default.removeItem(atPath: dir) }
    let arguments = ["-o", "%999999999d.png", "--scale", "0.25", "--fps", "2", "--duration", "0.5"]
    let result = try InputFuzz.render(arguments.map { Array($0.utf8) }, in: dir)
    #expect(result.status == 64 && !result.timedOut, "\(result.errorText)")
    #expect(result.peakMemory < InputFuzz.memoryLimit)
    #expect(RenderProcess.listing(dir).isEmpty)
  }
}
