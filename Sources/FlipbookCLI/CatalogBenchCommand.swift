// `render bench --catalog`: what every scene of the catalog costs to draw.
//
// What: for each scene (its `fixed` variant when it has one, else its first, as `render bench`
// picks), every video frame of the scene's own duration is evaluated in order (layout and
// animation: display lists), as a render does, and N frames sampled evenly over it are
// rasterized at `--scale` on one thread into one reused pixmap. Evaluating only the samples
// would charge each one with the simulation between it and the previous sample (scroll
// physics, springs): hundreds of ms that a render spreads over the frames in between.
// Each round visits every scene once, in catalog order, and the rounds repeat: machine noise
// (another process, a frequency step) lands on all scenes alike instead of on whichever scene
// ran at that moment. Per scene, each round gives the mean ms per video frame; the table shows
// the median of the rounds and their range.
// Why separate from BenchCommand: that one times every stage of one scene; this one times the
// two stages that differ between scenes, across all of them, and stays cheap enough (a few
// rasterized frames each) to run the whole catalog in a few minutes.

import Dispatch
import Flipbook
import Foundation
import Raster

/// `render bench --catalog [SCENE[:VARIANT]…] [--scale N] [--frames N] [--rounds N] [--json]`.
struct CatalogBenchCommand {
  let scale: Double
  /// Video frames sampled per scene and round.
  let frames: Int
  /// Interleaved rounds over the whole catalog.
  let rounds: Int
  let json: Bool
  /// The scenes named on the command line (`NAME` or `NAME:VARIANT`); empty: the whole catalog.
  let sceneNames: [String]

  init(_ args: inout Arguments) throws(CLIError) {
    scale = try args.number("--scale", default: 3.0, in: 0.25...8)
    frames = try args.number("--frames", default: 8, in: 1...1_000)
    rounds = try args.number("--rounds", default: 3, in: 3...50)
    json = args.flag("--json")
    sceneNames = args.popPositionals()
    try args.finish()
  }

  /// One scene's numbers, in ms per video frame: one value a round.
  struct Row {
    let scene: FlipbookScene
    let variant: String?
    let size: PixelSize
    let duration: Double
    /// Video frames (at 60 fps) over the duration, all evaluated.
    let frameCount: Int
    /// Video frame numbers rasterized.
    let samples: [Int]
    var evaluate: [Double] = []
    var raster: [Double] = []
  }

  /// The scenes timed, each with its variant: those named, in the order given, else every
  /// scene of the catalog with its `fixed` variant or its first.
  func selection(_ catalog: SceneCatalog) throws(CLIError) -> [(FlipbookScene, String?)] {
    let names = sceneNames.isEmpty ? catalog.scenes.map(\.name) : sceneNames
    var chosen: [(FlipbookScene, String?)] = []
    for name in names { chosen.append(try BenchCommand.benched(name, in: catalog)) }
    return chosen
  }

  func run(_ catalog: SceneCatalog) throws(CLIError) {
    guard !catalog.scenes.isEmpty else { throw .usage("bench --catalog: the catalog has no scenes") }
    let selection = try selection(catalog)
    Interrupt.install()
    var rows: [Row] = []
    for (scene, variant) in selection {
      try Interrupt.check()
      let duration = ScenePlayer.duration(of: scene, variant: variant, fps: 60).seconds
      let timeline = Timeline(fps: 60, duration: duration)
      let count = min(frames, timeline.frameCount)
      // Evenly over the video: frame ⌊k · total / count⌋ for k = 0 ..< count.
      let samples = (0..<count).map { k in k * timeline.frameCount / count }
      let size = PixelSize(points: scene.canvasSize(variant: variant), scale: scale, even: true)
      rows.append(
        Row(scene: scene, variant: variant, size: size, duration: duration, frameCount: timeline.frameCount,
          samples: samples))
    }
    let showsProgress = isatty(STDERR_FILENO) == 1
    for round in 0..<rounds {
      for k in rows.indices {
        try Interrupt.check()
        if showsProgress {
          let line = "\rbench --catalog: round \(round + 1)/\(rounds), scene \(k + 1)/\(rows.count) \(rows[k].scene.name)\u{1B}[K"
          FileHandle.standardError.write(Data(line.utf8))
        }
        let (evaluate, raster) = time(rows[k])
        rows[k].evaluate.append(evaluate)
        rows[k].raster.append(raster)
      }
    }
    if showsProgress { FileHandle.standardError.write(Data("\r\u{1B}[K".utf8)) }
    if json {
      for row in rows { print(jsonLine(row)) }
    } else {
      for line in table(rows) { print(line) }
    }
  }

  /// One round of one scene: mean ms per video frame to evaluate (all of them, in order), and
  /// per sampled video frame to rasterize. A fresh player each round, so every round
  /// evaluates from time 0 alike.
  private func time(_ row: Row) -> (evaluate: Double, raster: Double) {
    let player = ScenePlayer(row.scene, variant: row.variant, displayScale: scale)
    var lists: [DisplayList] = []
    var next = row.samples.startIndex
    let e0 = DispatchTime.now()
    for frame in 0..<row.frameCount {
      let list = player.displayList(at: Double(frame) / 60)
      if next < row.samples.endIndex, row.samples[next] == frame {
        lists.append(list)
        next += 1
      }
    }
    let evaluate = ms(since: e0)
    var pixmap = Pixmap(width: row.size.width, height: row.size.height)
    let r0 = DispatchTime.now()
    for list in lists { pixmap.render(list, scale: scale) }
    let raster = ms(since: r0)
    return (evaluate / Double(row.frameCount), raster / Double(lists.count))
  }

  /// The readable table: one line a scene, in catalog order.
  private func table(_ rows: [Row]) -> [String] {
    let nameWidth = max(5, rows.map { $0.scene.name.count + ($0.variant.map { $0.count + 1 } ?? 0) }.max() ?? 0)
    func cell(_ values: [Double]) -> String {
      let (lo, hi) = (values.min() ?? 0, values.max() ?? 0)
      return "\(fmt(median(values))) (\(fmt(lo))–\(fmt(hi)))"
    }
    func pad(_ s: String, _ n: Int) -> String { s.count >= n ? s : s + String(repeating: " ", count: n - s.count) }
    let evaluateCells = rows.map { cell($0.evaluate) }, rasterCells = rows.map { cell($0.raster) }
    let ew = max(18, evaluateCells.map(\.count).max() ?? 0), rw = max(22, rasterCells.map(\.count).max() ?? 0)
    var lines = [
      "Flipbook \(FlipbookCLI.version) bench --catalog: \(rows.count) scenes at scale \(fmtCLI(scale, 2)), every video "
        + "frame evaluated, up to \(frames) rasterized, \(rounds) interleaved rounds, 1 thread",
      "  ms per video frame: median of the rounds (range)",
      "  " + pad("scene", nameWidth) + "  " + pad("size px", 11) + "  " + pad("evaluate", ew) + "  " + pad("raster", rw) + "  stresses",
    ]
    for (k, row) in rows.enumerated() {
      let name = row.scene.name + (row.variant.map { ":" + $0 } ?? "")
      let size = "\(row.size.width)×\(row.size.height)"
      lines.append(
        "  " + pad(name, nameWidth) + "  " + pad(size, 11) + "  " + pad(evaluateCells[k], ew) + "  " + pad(rasterCells[k], rw)
          + "  " + row.scene.summary)
    }
    return lines
  }

  /// One JSON object a scene, on one line.
  private func jsonLine(_ row: Row) -> String {
    func list(_ values: [Double]) -> String { "[" + values.map(jsonNumber).joined(separator: ", ") + "]" }
    let fields: [(String, String)] = [
      ("lib", "\"flipbook\""), ("version", "\"\(FlipbookCLI.version)\""),
      ("scene", jsonString(row.scene.name)), ("variant", row.variant.map(jsonString) ?? "null"),
      ("scale", jsonNumber(scale)), ("width", "\(row.size.width)"), ("height", "\(row.size.height)"),
      ("duration_s", jsonNumber(row.duration)), ("frames", "\(row.frameCount)"), ("raster_frames", "\(row.samples.count)"), ("rounds", "\(rounds)"),
      ("raster_ms_per_frame", jsonNumber(median(row.raster))),
      ("raster_ms_per_frame_min", jsonNumber(row.raster.min() ?? 0)),
      ("raster_ms_per_frame_max", jsonNumber(row.raster.max() ?? 0)),
      ("raster_ms_per_frame_rounds", list(row.raster)),
      ("evaluate_ms_per_frame", jsonNumber(median(row.evaluate))),
      ("evaluate_ms_per_frame_rounds", list(row.evaluate)),
      ("summary", jsonString(row.scene.summary)),
    ]
    return "{" + fields.map { "\"\($0.0)\": \($0.1)" }.joined(separator: ", ") + "}"
  }
}

/// `s` as a JSON string literal.
func jsonString(_ s: String) -> String {
  var out = "\""
  for scalar in s.unicodeScalars {
    switch scalar {
    case "\"": out += "\\\""
    case "\\": out += "\\\\"
    case _ where scalar.value < 0x20: out += String(format: "\\u%04x", scalar.value)
    default: out.unicodeScalars.append(scalar)
    }
  }
  return out + "\""
}
