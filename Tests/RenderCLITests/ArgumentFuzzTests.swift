import Foundation
import Testing

/// Careless and hostile command lines, generated from a fixed seed and bounded by count (not
/// by time, so every run tries the same cases): `render` must answer each with one of its exit
/// codes (0, 1, 64) and never crash, hang or leave a file it did not announce. A case that
/// ever fails here is kept below as a regression line of its own.
@Suite struct ArgumentFuzzTests {
  /// SplitMix64: a tiny, well-known generator, so the cases are the same on every machine.
  struct Generator {
    var state: UInt64
    mutating func next() -> UInt64 {
      state &+= 0x9E37_79B9_7F4A_7C15
      var z = state
      z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
      z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
      return z ^ (z >> 31)
    }
    mutating func pick<T>(_ items: [T]) -> T { items[Int(next() % UInt64(items.count))] }
  }

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
    var generator = Generator(state: 0x5EED_F11B)
    var failures: [String] = []
    for _ in 0..<60 {
      var arguments: [String] = []
      let command = generator.pick(Self.commands)
      if !command.isEmpty { arguments.append(command) }
      let scene = generator.pick(Self.scenes)
      if !scene.isEmpty { arguments.append(scene) }
      if command == "inspect" || command == "check" {
        let input = generator.pick(Self.inputs)
        if !input.isEmpty { arguments.append(input) }
      }
      for _ in 0..<Int(generator.next() % 4) {
        let (flag, values) = generator.pick(Self.flags)
        arguments += [flag, generator.pick(values)]
      }
      // Keep the renders that do start small, so the cases stay quick.
      arguments += ["--scale", "0.25", "--fps", "2", "--duration", "0.5"].filter { _ in command.isEmpty || command == "inspect" || command == "check" }
      let dir = try RenderProcess.scratch()
      let result = try Self.run(arguments, in: dir, timeout: 30)
      if result.timedOut {
        failures.append("render \(arguments.joined(separator: " ")) hung (killed after 30 s)")
      } else if !Self.exitCodes.contains(result.status) {
        failures.append("render \(arguments.joined(separator: " ")) → status \(result.status): \(result.stderr.prefix(200))")
      }
      if result.status != 0, !RenderProcess.listing(dir).isEmpty {
        failures.append("render \(arguments.joined(separator: " ")) failed (\(result.status)) and left \(RenderProcess.listing(dir))")
      }
      try? FileManager.default.removeItem(atPath: dir)
    }
    let report = failures.joined(separator: "\n")
    // Found by this harness and fixed: `-o %999999999d.png` asked String(format:) for a
    // billion-character number (3 GB and minutes); frame patterns are now read by FramePattern.
    #expect(failures.isEmpty, "\(failures.count) failures:\n\(report)")
  }

  /// Runs `render` like `RenderProcess.run`, but kills it after `timeout` seconds.
  static func run(_ arguments: [String], in directory: String, timeout: Double) throws -> (status: Int32, stderr: String, timedOut: Bool) {
    let process = Process()
    process.executableURL = RenderProcess.executable
    process.arguments = arguments
    process.currentDirectoryURL = URL(fileURLWithPath: directory)
    let err = Pipe()
    process.standardOutput = FileHandle.nullDevice
    process.standardError = err
    let finished = DispatchSemaphore(value: 0)
    process.terminationHandler = { _ in finished.signal() }
    try process.run()
    let timedOut = finished.wait(timeout: .now() + timeout) == .timedOut
    if timedOut {
      process.terminate()
      process.waitUntilExit()
    }
    let stderr = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    return (process.terminationStatus, stderr, timedOut)
  }
}
