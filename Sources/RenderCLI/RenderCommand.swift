import Foundation
import Media
import Raster
import Rendering
import Scenes
import SceneGraph

/// `render [--mode …] [-o PATH] …`: renders the hero morph to an MP4 or PNG frames.
struct RenderCommand {
  enum Mode: String, CaseIterable {
    case naive, fixed
    case sideBySide = "side-by-side"
  }

  let mode: Mode
  let output: OutputTarget
  let fps: Int
  let scale: Double
  let tapAt: Double
  let hold: Double
  let draft: Bool
  let reduceMotion: Bool

  init(_ args: inout Arguments) throws(CLIError) {
    let modeText = try args.value("--mode") ?? Mode.sideBySide.rawValue
    guard let mode = Mode(rawValue: modeText) else {
      throw .usage("unknown mode '\(modeText)' (modes: \(Mode.allCases.map(\.rawValue).joined(separator: ", ")))")
    }
    self.mode = mode
    output = try OutputTarget(try args.value("-o", "--output") ?? "review.mp4")
    fps = try args.number("--fps", default: 60, in: 1...240)
    scale = try args.number("--scale", default: 3.0, in: 0.25...8)
    tapAt = try args.number("--tap-at", default: 0.5, in: 0...60, unit: " s")
    hold = try args.number("--hold", default: 2.0, in: 0.05...60, unit: " s")
    draft = args.flag("--draft")
    reduceMotion = args.flag("--reduce-motion")
    try args.finish()
  }

  func run() throws(CLIError) {
    let duration = tapAt + hold
    let script = RestTimerHero.collapseScript(tapAt: tapAt, hold: hold)
    var environment = EnvironmentValues()
    environment.accessibilityReduceMotion = reduceMotion
    func runtime(_ mode: RestTimerHero.Mode) -> SceneRuntime {
      SceneRuntime(RestTimerHero(mode: mode), canvasSize: RestTimerHero.canvasSize, script: script, environment: environment)
    }
    let renderer = VideoRenderer(scale: scale, evenDimensions: output.isVideo)
    switch mode {
    case .naive, .fixed:
      let source = SceneFrameSource(runtime: runtime(mode == .naive ? .naive : .fixed), fps: fps, duration: duration)
      try render(source, renderer)
    case .sideBySide:
      let source = SideBySideSource(
        left: .init(title: "naive", runtime: runtime(.naive)),
        right: .init(title: "fixed", runtime: runtime(.fixed)), fps: fps, duration: duration)
      try render(source, renderer)
    }
  }

  private func render<S: VideoFrameSource>(_ source: S, _ renderer: VideoRenderer) throws(CLIError) {
    let (width, height) = renderer.pixelSize(of: source)
    let sink = try output.makeSink(width: width, height: height, fps: fps, preset: draft ? .veryfast : .medium)
    let progress = ProgressReporter(total: source.frameCount, label: output.path)
    Interrupt.install()
    let timings: VideoRenderer.Timings
    do {
      timings = try renderer.render(source, to: sink, isCancelled: Interrupt.isRequested) { progress.update($0) }
    } catch RenderError.cancelled {
      progress.abandon()
      throw CLIError(.interrupted, "interrupted; nothing was written to \(output.path)")
    } catch {
      progress.abandon()
      throw .failure("\(error)")
    }
    progress.finish()
    let fpsDone = Double(source.frameCount) / max(timings.wallSeconds, 1e-9)
    print(
      "wrote \(output.path): \(source.frameCount) video frames, \(width)×\(height) px, \(fps) fps, "
        + String(format: "%.2f s of video in %.1f s (%.1f video frames/s)", Double(source.frameCount) / Double(fps), timings.wallSeconds, fpsDone))
  }
}

/// Where a render goes, decided from the path's shape.
struct OutputTarget {
  enum Kind {
    case mp4
    case pngDirectory(directory: String, pattern: String)
  }

  let path: String
  let kind: Kind

  var isVideo: Bool { if case .mp4 = kind { true } else { false } }

  init(_ path: String) throws(CLIError) {
    guard !path.isEmpty else { throw .usage("-o needs a path") }
    self.path = path
    let lower = path.lowercased()
    var isDirectory: ObjCBool = false
    if lower.hasSuffix(".mp4") {
      kind = .mp4
    } else if lower.hasSuffix(".png") && path.contains("%") {
      let name = (path as NSString).lastPathComponent
      guard name.range(of: #"^[^%]*%0?[0-9]*d[^%]*$"#, options: .regularExpression) != nil else {
        throw .usage("PNG pattern '\(name)' must hold exactly one %d-style number, like frame_%04d.png")
      }
      let directory = (path as NSString).deletingLastPathComponent
      kind = .pngDirectory(directory: directory.isEmpty ? "." : directory, pattern: name)
    } else if path.hasSuffix("/") || (FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue) {
      let directory = path.hasSuffix("/") && path.count > 1 ? String(path.dropLast()) : path
      kind = .pngDirectory(directory: directory, pattern: "frame_%04d.png")
    } else {
      throw .usage("cannot tell what to write to '\(path)': use NAME.mp4, a directory ending in '/', or a pattern like frames/frame_%04d.png")
    }
  }

  /// Opens the sink, failing early (before any rendering) when the place is not writable.
  func makeSink(width: Int, height: Int, fps: Int, preset: VideoPreset) throws(CLIError) -> VideoFrameSink {
    do {
      switch kind {
      case .mp4:
        return try MP4Sink(path: path, width: width, height: height, fps: fps, preset: preset)
      case .pngDirectory(let directory, let pattern):
        return try PNGSequenceSink(directory: directory, pattern: pattern)
      }
    } catch {
      throw .failure("cannot write \(path): \(error)")
    }
  }
}
