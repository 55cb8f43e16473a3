import Foundation
import Inspect
import Media
import Raster

/// `render inspect [INPUT…] [--mode …] [segmentation] [--csv|--json|--plot|--sheet PATH]`:
/// measures the blobs of every video frame from the pixels and summarizes them.
struct InspectCommand {
  let options: InspectOptions
  let outputs: InspectOutputs
  let sheetFrames: Int

  init(_ args: inout Arguments, catalog: SceneCatalog, context: CLIContext) throws(CLIError) {
    outputs = try InspectOutputs(&args)
    sheetFrames = try args.number("--sheet-frames", default: 8, in: 1...60)
    options = try InspectOptions(&args, catalog: catalog, context: context)
    try args.finish()
    try outputs.validate(against: options.inputFiles())
  }

  func run() throws(CLIError) {
    // With `--csv -` or `--json -` standard output carries the data alone.
    let report = { (line: String) in
      if outputs.usesStandardOutput { FileHandle.standardError.write(Data((line + "\n").utf8)) } else { print(line) }
    }
    Interrupt.install()
    FreedPages.keepForReuse()
    var tracks: [Track] = []
    var sheets: [SheetRow] = []
    for input in options.inputs {
      var row = SheetRow()
      let picks = try outputs[.sheet] == nil ? nil : SheetRow.evenlySpaced(sheetFrames, of: frameCount(input))
      let (track, timing) = try options.measure(input) { index, pixmap, measurement in
        if picks?.contains(index) == true { row.add(pixmap, measurement) }
      }
      tracks.append(track)
      sheets.append(row)
      for line in track.summary() { report(line) }
      report(
        "  read in \(fmtCLI(timing.readMS, 2)) and measured in \(fmtCLI(timing.measureMS, 2)) ms per video frame: "
          + "\(fmtCLI(timing.framesPerSecond)) video frames/s (\(ProcessInfo.processInfo.activeProcessorCount) cores)")
    }
    if let csv = outputs[.csv] { try write(Array(Track.csv(tracks).utf8), to: csv, report) }
    if let json = outputs[.json] { try write(Array(Track.json(tracks).utf8), to: json, report) }
    if let plot = outputs[.plot] { try write(encodePNG(PicturesCLI.plot(tracks)), to: plot, report) }
    if let sheet = outputs[.sheet] { try write(encodePNG(PicturesCLI.sheet(sheets, tracks: tracks)), to: sheet, report) }
  }

  /// The number of video frames of `input`: as declared, or counted by decoding when a video
  /// does not say (so the sheet keeps only the frames it shows, however long the video).
  private func frameCount(_ input: InspectOptions.Input) throws(CLIError) -> Int {
    let stream = try options.open(input)
    if let count = stream.expectedCount { return count }
    var count = 0
    while true {
      try Interrupt.check()
      let batch = try stream.nextBatch(limit: 8)
      if batch.isEmpty { return count }
      count += batch.count
    }
  }
}

/// Writes `bytes` to `path` (atomically), or to standard output for `-`; `report` tells
/// where it went.
func write(_ bytes: [UInt8], to path: String, _ report: (String) -> Void) throws(CLIError) {
  if path == "-" {
    FileHandle.standardOutput.write(Data(bytes))
    return
  }
  do {
    try AtomicFile.write(bytes, to: path)
  } catch {
    throw .failure("cannot write \(path): \(error)")
  }
  report("wrote \(path)")
}

func encodePNG(_ pixmap: Pixmap) throws(CLIError) -> [UInt8] {
  do {
    return try PNGCodec.encode(pixmap)
  } catch {
    throw .failure("cannot encode the picture: \(error)")
  }
}
