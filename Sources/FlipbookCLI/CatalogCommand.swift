import Flipbook
import Foundation
import Media

/// `render catalog [-o reel.mp4] [--page DIR] [--fps N] [--scale S] [--draft]`: every scene of
/// the catalog, in `render list`'s order, played one after another in one labelled review reel
/// (each scene's first variant, its own script and duration); with `--page DIR`, instead a page
/// `DIR/catalog.md` with a filmstrip of each scene drawn by Flipbook (`DIR/catalog/NAME.png`).
struct CatalogCommand {
  let output: String?
  let page: String?
  let fps: Int
  let scale: Double
  let draft: Bool
  let frames: Int

  /// How many frames a filmstrip shows by default, from the scene's start to its end.
  static let filmstripFrames = 6

  init(_ args: inout Arguments) throws(CLIError) {
    output = try args.value("-o", "--output")
    page = try args.value("--page")
    fps = try args.number("--fps", default: 30, in: 1...240)
    scale = try args.number("--scale", default: 1.0, in: 0.25...4)
    draft = args.flag("--draft")
    frames = try args.number("--frames", default: Self.filmstripFrames, in: 2...24)
    try args.finish()
    if output != nil && page != nil { throw .usage("catalog writes a reel (-o) or a page (--page), not both at once") }
  }

  func run(_ catalog: SceneCatalog, _ context: CLIContext) throws(CLIError) {
    guard !catalog.scenes.isEmpty else { throw .usage("the catalog is empty: nothing to put in a reel") }
    Interrupt.install()
    if let page { try writePage(catalog, directory: page, context) } else { try writeReel(catalog, context) }
  }

  private func writeReel(_ catalog: SceneCatalog, _ context: CLIContext) throws(CLIError) {
    let path = output ?? "catalog.mp4"
    let target: RenderOutput
    do { target = try RenderOutput(path) } catch { throw .usage(error.description) }
    try target.checkRate(fps, context)
    var segments: [ReelSource.Segment] = []
    for scene in catalog.scenes {
      let variant = scene.variants.first
      let (seconds, warning) = ScenePlayer.duration(of: scene, variant: variant, fps: fps)
      if let warning { context.warn(warning) }
      let source = SceneFrameSource(scene, variant: variant, timeline: Timeline(fps: fps, duration: seconds), scale: scale)
      segments.append(ReelSource.Segment(title: scene.name + (variant.map { " · \($0)" } ?? ""), source: source))
    }
    let reel = ReelSource(segments, scale: scale, evenDimensions: target.needsEvenSize)
    let sink: VideoFrameSink
    do {
      sink = try target.makeSink(
        size: reel.pixelSize, fps: fps, frameCount: reel.timeline.frameCount, preset: draft ? .veryfast : .medium)
    } catch {
      throw .failure("cannot write \(path): \(error)")
    }
    if let warning = (sink as? MP4Sink)?.fallbackWarning { context.warn(warning) }
    let progress = ProgressReporter(total: reel.timeline.frameCount, label: path)
    Interrupt.removeOnForcedExit(sink.temporaryPath)
    do {
      _ = try VideoRenderer().render(reel, to: sink, isCancelled: Interrupt.isRequested) { progress.update($0) }
    } catch RenderError.cancelled {
      progress.abandon()
      throw CLIError(.interrupted, "interrupted; nothing was written to \(path)")
    } catch {
      progress.abandon()
      throw .failure("\(error)")
    }
    progress.finish()
    context.say(
      "wrote \(path): \(catalog.scenes.count) scenes, \(reel.timeline.frameCount) video frames, "
        + "\(reel.pixelSize.width)×\(reel.pixelSize.height) px, \(fps) fps, \(fmtCLI(reel.timeline.duration, 1)) s")
  }

  /// Writes a filmstrip per scene, then the page that shows them. Each file is written whole
  /// (to a temporary file, then renamed), so an interrupted run leaves the old ones intact.
  private func writePage(_ catalog: SceneCatalog, directory: String, _ context: CLIContext) throws(CLIError) {
    let folder = URL(fileURLWithPath: directory)
    let strips = folder.appendingPathComponent("catalog")
    do {
      try FileManager.default.createDirectory(at: strips, withIntermediateDirectories: true)
    } catch {
      throw .failure("cannot create \(strips.path): \(error.localizedDescription)")
    }
    var lines = [
      "# The catalog", "",
      "Every built-in scene, in `render list`'s order: its name (render it with `render NAME`), what it",
      "shows, and \(frames) frames from its start to its end, drawn by Flipbook at \(fmtCLI(scale, 0)) px per point.",
      "Regenerate it from `Golden/Assets` (the compositing gallery's pictures are there) with",
      "`render catalog --page ../../docs`; `render catalog` plays every scene in one reel (`docs/catalog.mp4`).",
      "",
    ]
    for scene in catalog.scenes {
      try Interrupt.check()
      let variant = scene.variants.first
      let (seconds, _) = ScenePlayer.duration(of: scene, variant: variant, fps: fps)
      let times = (0..<frames).map { seconds * Double($0) / Double(frames - 1) }
      let strip = scene.filmstrip(at: times, variant: variant, scale: scale)
      let file = strips.appendingPathComponent(scene.name + ".png")
      do {
        try Data(PNGCodec.encode(strip)).write(to: file, options: .atomic)
      } catch {
        throw .failure("cannot write \(file.path): \(error)")
      }
      let shown = times.map { fmtCLI($0, 2) + " s" }.joined(separator: ", ")
      lines += [
        "## \(scene.name)", "",
        scene.summary + (variant.map { " (shown: variant `\($0)`)" } ?? "") + ".", "",
        "![\(scene.name) at \(shown)](catalog/\(scene.name).png)", "",
      ]
    }
    let pagePath = folder.appendingPathComponent("catalog.md")
    do {
      try Data(lines.joined(separator: "\n").utf8).write(to: pagePath, options: .atomic)
    } catch {
      throw .failure("cannot write \(pagePath.path): \(error.localizedDescription)")
    }
    context.say("wrote \(pagePath.path) and \(catalog.scenes.count) filmstrips in \(strips.path)")
  }
}
