import Flipbook
import Foundation
import Media

/// `render sheet [SCENE|FILE.swift] [--from T --to T | --times a,b,c] [--count N] [--onion]
/// [-o PATH]`: one flight of one scene as one picture to review.
///
/// By default a filmstrip (``Filmstrip``, as `render catalog --page` draws them): `--count`
/// pictures evenly spaced from `--from` to `--to`, both ends included, left to right and
/// wrapped into rows of at most ``maximumColumns``, each labelled with its time. With
/// `--onion`, the same pictures as one onion skin (``OnionSkin``): the flight's moving parts as
/// ghosts over one background, the oldest faintest. The span defaults to the render's: from 0
/// to the duration `render SCENE` plays (the scene's own, or what `--duration`, `--hold` or a
/// script flag make it), the span a catalog filmstrip shows too.
struct SheetCommand {
  let scenes: SceneOptions
  let output: String?
  let scale: Double
  let from: Double?
  let to: Double?
  let times: [Double]?
  let count: Int
  let onion: Bool

  /// Pictures in a sheet by default.
  static let defaultCount = 8
  /// The most pictures a sheet shows.
  static let maximumCount = 100
  /// The most pictures in one row of a filmstrip; more wrap into rows of equal length.
  static let maximumColumns = 8
  /// The frame rate the span's automatic duration is found at (as `render`'s default).
  static let fps = 60

  init(_ args: inout Arguments) throws(CLIError) {
    output = try args.value("-o", "--output")
    scale = try args.number("--scale", default: 1.0, in: 0.25...8)
    from = try args.optionalNumber("--from", in: 0...3600, unit: " s")
    to = try args.optionalNumber("--to", in: 0...3600, unit: " s")
    let countGiven = args.rest.contains { $0 == "--count" || $0.hasPrefix("--count=") }
    count = try args.number("--count", default: Self.defaultCount, in: 1...Self.maximumCount)
    times = try args.value("--times").map { text throws(CLIError) in try Self.times(text) }
    onion = args.flag("--onion")
    var scenes = try SceneOptions(&args)
    scenes.references = args.popPositionals()
    self.scenes = scenes
    try args.finish()
    if times != nil && (from != nil || to != nil || countGiven) {
      throw .usage("--times names the moments itself; give it without --from, --to or --count")
    }
    if let from, let to, from > to { throw .usage("--from \(from) s comes after --to \(to) s: the span runs forward") }
    if let path = output, !path.lowercased().hasSuffix(".png") {
      throw .usage("sheet writes one PNG picture: give -o NAME.png, got '\(path)'")
    }
  }

  /// `a,b,c`: scene times in seconds, each 0–3600, in any order, at most ``maximumCount``.
  static func times(_ text: String) throws(CLIError) -> [Double] {
    let parts = text.split(separator: ",", omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: .whitespaces) }
    var times: [Double] = []
    for part in parts {
      guard let time = Double(part), time.isFinite, (0...3600).contains(time) else {
        throw .usage("--times takes scene times in seconds between 0 and 3600, like 0.5,0.8,1.2; '\(part)' in '\(text)' is not one")
      }
      times.append(time)
    }
    guard times.count <= maximumCount else { throw .usage("--times names \(times.count) moments; a sheet shows at most \(maximumCount)") }
    return times
  }

  func run(_ catalog: SceneCatalog, _ context: CLIContext) throws(CLIError) {
    let panels = try catalog.panels(scenes, playgrounds: context.playgrounds)
    guard panels.count == 1, let panel = panels.first else {
      throw .usage(
        "a sheet shows one flight; \(panels.count) were named (\(panels.map(\.title).joined(separator: ", "))): "
          + "name one scene, or one variant as NAME:VARIANT or with --mode")
    }
    let path = output ?? panel.fileStem + (onion ? "-onion.png" : "-sheet.png")
    let times: [Double]
    if let chosen = self.times { times = chosen } else { times = try span(of: panel, context) }
    // The handlers go first (before the temporary exists); the file is opened before any
    // rendering, so an unwritable place fails at once and leaves nothing.
    Interrupt.install()
    let file: AtomicFile
    do { file = try AtomicFile(path: path) } catch { throw .failure("cannot write \(path): \(error)") }
    Interrupt.removeOnForcedExit(file.temporaryPath)
    let frames = try panel.pixmaps(at: times, scale: scale, options: scenes)
    try Interrupt.check()
    let picture: Pixmap
    if onion {
      picture = OnionSkin.composite(zip(times, frames).sorted { $0.0 < $1.0 }.map(\.1))
    } else {
      let columns = Self.columns(for: frames.count)
      picture = Filmstrip.compose(frames, labels: times.map { "t = " + String(format: "%.2f", $0) + " s" }, scale: scale, columns: columns)
    }
    try Interrupt.check()
    do {
      try file.write(try PNGCodec.encode(picture))
      try file.commit()
    } catch {
      file.discard()
      throw .failure("cannot write \(path): \(error)")
    }
    let shown = times.count <= 4 ? times.map { fmtCLI($0, 2) }.joined(separator: ", ") + " s"
      : "\(fmtCLI(times.min() ?? 0, 2))–\(fmtCLI(times.max() ?? 0, 2)) s"
    context.say(
      "wrote \(path): \(onion ? "an onion skin of" : "a filmstrip of") \(times.count) picture\(times.count == 1 ? "" : "s") "
        + "of \(panel.fileStem) at \(shown), \(picture.width)×\(picture.height) px")
  }

  /// `count` times evenly spaced from `--from` (default 0) to `--to` (default the render's
  /// duration), both ends included; one picture is at `--from`.
  private func span(of panel: ScenePanel, _ context: CLIContext) throws(CLIError) -> [Double] {
    let start = from ?? 0
    let end: Double
    if let to {
      end = to
    } else {
      let (seconds, warning) = try panel.duration(fps: Self.fps, options: scenes)
      if let warning { context.warn(warning) }
      end = seconds
      guard start <= end else {
        throw .usage("--from \(start) s comes after the end of \(panel.fileStem) (\(fmtCLI(end, 3)) s); give --to as well")
      }
    }
    guard count > 1 else { return [start] }
    return (0..<count).map { start + (end - start) * Double($0) / Double(count - 1) }
  }

  /// Columns of a filmstrip of `count` pictures: all in one row up to ``maximumColumns``, else
  /// as few rows as that allows, of equal length (10 pictures: two rows of 5).
  static func columns(for count: Int) -> Int {
    let rows = (count + maximumColumns - 1) / maximumColumns
    return (count + rows - 1) / max(rows, 1)
  }
}

extension ScenePanel {
  /// The panel's pictures at `times` (scene seconds, in any order), in the order of `times`:
  /// a scene's drawn here, a playground file's each one still of its program.
  func pixmaps(at times: [Double], scale: Double, options: SceneOptions) throws(CLIError) -> [Pixmap] {
    switch content {
    case .scene(let scene, let variant):
      return scene.pixmaps(at: times, variant: variant, scale: scale)
    case .playground:
      var pictures: [Pixmap] = []
      for time in times {
        try Interrupt.check()
        var source = try self.source(timeline: Timeline(fps: SheetCommand.fps, frameCount: 1, start: time), scale: scale, even: false, options: options)
        var frame = [Pixmap(width: source.pixelSize.width, height: source.pixelSize.height)]
        do { try source.render(0..<1, into: &frame) } catch let error as CLIError { throw error } catch { throw .failure("\(error)") }
        pictures.append(frame[0])
      }
      return pictures
    }
  }
}
