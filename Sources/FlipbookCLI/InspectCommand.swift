import Foundation
import Inspect
import Media
import Raster

/// `render inspect [INPUT…] [--mode …] [segmentation] [--csv|--json|--plot|--sheet PATH]`:
/// measures the blobs of every video frame from the pixels and summarizes them.
struct InspectCommand {
  let options: InspectOptions
  let csv: String?
  let json: String?
  let plot: String?
  let sheet: String?
  let sheetFrames: Int

  init(_ args: inout Arguments, catalog: SceneCatalog, context: CLIContext) throws(CLIError) {
    csv = try args.value("--csv")
    json = try args.value("--json")
    plot = try args.value("--plot")
    sheet = try args.value("--sheet")
    sheetFrames = try args.number("--sheet-frames", default: 8, in: 1...60)
    options = try InspectOptions(&args, catalog: catalog, context: context)
    try args.finish()
    for path in [csv, json, plot, sheet].compactMap({ $0 }) where path.isEmpty {
      throw .usage("an output path is empty")
    }
  }

  func run() throws(CLIError) {
    var tracks: [Track] = []
    var sheets: [SheetRow] = []
    for input in options.inputs {
      var row = SheetRow()
      let count = try sheet == nil ? nil : options.open(input).expectedCount
      let picks = count.map { SheetRow.evenlySpaced(sheetFrames, of: $0) }
      let (track, ms) = try options.measure(input) { index, pixmap, measurement in
        guard sheet != nil, picks?.contains(index) ?? true else { return }
        row.add(pixmap, measurement)
      }
      if picks == nil { row.keepEvenlySpaced(sheetFrames) }
      tracks.append(track)
      sheets.append(row)
      for line in track.summary() { print(line) }
      print("  measured in \(fmtCLI(ms, 2)) ms per video frame (\(ProcessInfo.processInfo.activeProcessorCount) cores)")
    }
    if let csv { try write(Array(Track.csv(tracks).utf8), to: csv) }
    if let json { try write(Array(Track.json(tracks).utf8), to: json) }
    if let plot { try writePNG(try PicturesCLI.plot(tracks), to: plot) }
    if let sheet { try writePNG(try PicturesCLI.sheet(sheets, tracks: tracks), to: sheet) }
  }
}

/// Writes `bytes` to `path` (atomically), or to standard output for `-`.
func write(_ bytes: [UInt8], to path: String) throws(CLIError) {
  if path == "-" {
    FileHandle.standardOutput.write(Data(bytes))
    return
  }
  do {
    try AtomicFile.write(bytes, to: path)
  } catch {
    throw .failure("cannot write \(path): \(error)")
  }
  print("wrote \(path)")
}

func writePNG(_ pixmap: Pixmap, to path: String) throws(CLIError) {
  do {
    try PNGCodec.write(pixmap, to: path)
  } catch {
    throw .failure("cannot write \(path): \(error)")
  }
  print("wrote \(path)")
}
