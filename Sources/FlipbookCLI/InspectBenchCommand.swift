// `render bench --inspect INPUT`: how fast `render inspect` reads and measures an input.
//
// What: runs inspect's own measuring loop (InspectOptions.measure: decode or read, convert,
// segment, blobs, on all cores) over the whole input `--rounds` times and prints the median
// and range of video frames per second end to end, and of ms per video frame reading and
// measuring. Why here: `render inspect` prints one run; a speed worth quoting needs the
// spread of several, measured the same way every time.

import Foundation

/// `render bench --inspect INPUT [--rounds N] [--json] [inspect's segmentation options]`.
struct InspectBenchCommand {
  let options: InspectOptions
  let rounds: Int
  let json: Bool
  let input: String

  init(_ args: inout Arguments, catalog: SceneCatalog, context: CLIContext) throws(CLIError) {
    guard let input = try args.value("--inspect") else { throw .usage("--inspect needs an input") }
    self.input = input
    rounds = try args.number("--rounds", default: 3, in: 3...50)
    json = args.flag("--json")
    // The rest are inspect's options; the input is its one positional.
    var rest = Arguments(args.rest + [input])
    options = try InspectOptions(&rest, catalog: catalog, context: context)
    try rest.finish()
    guard options.inputs.count == 1 else { throw .usage("bench --inspect takes one input, got '\(input)'") }
    args = rest
  }

  func run() throws(CLIError) {
    Interrupt.install()
    FreedPages.keepForReuse()
    var timings: [InspectTiming] = []
    var frames = 0, width = 0, height = 0
    for _ in 0..<rounds {
      let (track, timing) = try options.measure(options.inputs[0])
      (frames, width, height) = (track.frames.count, track.pixelWidth, track.pixelHeight)
      timings.append(timing)
    }
    let fps = timings.map(\.framesPerSecond), read = timings.map(\.readMS), measure = timings.map(\.measureMS)
    let cores = ProcessInfo.processInfo.activeProcessorCount
    if json {
      func list(_ values: [Double]) -> String { "[" + values.map(jsonNumber).joined(separator: ", ") + "]" }
      let fields: [(String, String)] = [
        ("lib", "\"flipbook\""), ("version", "\"\(FlipbookCLI.version)\""), ("input", jsonString(input)),
        ("width", "\(width)"), ("height", "\(height)"), ("frames", "\(frames)"), ("rounds", "\(rounds)"), ("cores", "\(cores)"),
        ("inspect_frames_per_second", jsonNumber(median(fps))), ("inspect_frames_per_second_rounds", list(fps)),
        ("inspect_read_ms_per_frame", jsonNumber(median(read))), ("inspect_measure_ms_per_frame", jsonNumber(median(measure))),
      ]
      print("{" + fields.map { "\"\($0.0)\": \($0.1)" }.joined(separator: ", ") + "}")
      return
    }
    func cell(_ values: [Double]) -> String { "\(fmt(median(values))) (\(fmt(values.min() ?? 0))–\(fmt(values.max() ?? 0)))" }
    print("Flipbook \(FlipbookCLI.version) bench --inspect \(input): \(frames) video frames at \(width)×\(height) px, \(rounds) rounds, \(cores) cores")
    print("  median (range)")
    print("    inspect end to end   \(cell(fps)) video frames/s")
    print("    read (decode)        \(cell(read)) ms per video frame")
    print("    measure              \(cell(measure)) ms per video frame")
  }
}
