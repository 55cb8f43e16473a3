import Flipbook
import Foundation
import Media

/// `render [SCENE…] [-o PATH] …`: renders one scene, or two side by side, to an MP4, a ProRes
/// MOV, an animated PNG or GIF, or PNGs, or one still picture of them to a PNG.
struct RenderCommand {
  let scenes: SceneOptions
  let output: String?
  let fps: Int
  let scale: Double
  let draft: Bool
  /// `--codec`: the MP4's codec; `nil` when not given (H.264).
  let codec: VideoCodec?
  let review: ReviewOptions

  init(_ args: inout Arguments) throws(CLIError) {
    output = try args.value("-o", "--output")
    fps = try args.number("--fps", default: 60, in: 1...240)
    scale = try args.number("--scale", default: 3.0, in: 0.25...8)
    draft = args.flag("--draft")
    codec = try Self.codec(args.value("--codec"))
    review = try ReviewOptions(&args)
    var scenes = try SceneOptions(&args)
    scenes.references = args.popPositionals()
    self.scenes = scenes
    try args.finish()
  }

  func run(_ catalog: SceneCatalog, _ context: CLIContext) throws(CLIError) {
    let panels = try catalog.panels(scenes, playgrounds: context.playgrounds)
    guard panels.count <= 2 else {
      throw .usage("a review shows two panels side by side; \(panels.count) were named (\(panels.map(\.title).joined(separator: ", ")))")
    }
    let stem = panels.count == 2 ? "review" : panels[0].fileStem
    let path = output ?? stem + (review.still == nil ? ".mp4" : ".png")
    var target: RenderOutput?
    if review.still == nil {
      do { target = try RenderOutput(path) } catch { throw .usage(error.description) }
    } else {
      try ReviewOptions.checkStill(path: path)
      target = nil
    }
    if let codec {
      guard target?.kind == .mp4 else {
        throw .usage("--codec \(codec.rawValue) chooses an MP4's codec; \(path) is not NAME.mp4 (a NAME.mov is always ProRes 4444)")
      }
      do { target = try RenderOutput(path, codec: codec) } catch { throw .usage(error.description) }
    }
    if scenes.transparent {
      if let target, target.kind == .mp4 || target.kind == .gif {
        throw .usage("--transparent needs an output that keeps alpha (NAME.mov, NAME.apng, PNGs); \(path) has none")
      }
      if panels.count == 2 { throw .usage("--transparent renders one scene; side by side, the panels sit on an opaque backdrop") }
    }
    try target?.checkRate(fps, context)
    let timeline = try review.timeline(fps: fps, sceneDuration: { () throws(CLIError) in
      try Self.sceneDuration(panels, fps: fps, options: scenes, context)
    }, context)
    let source = review.burnedIn(
      try Self.source(
        panels, timeline: timeline, scale: scale, even: target?.needsEvenSize ?? false, showsFrameNumbers: review.still == nil,
        options: scenes),
      scale: scale)
    Interrupt.install()
    let sink: VideoFrameSink
    do {
      if let target {
        sink = try target.makeSink(
          size: source.pixelSize, fps: fps, frameCount: timeline.frameCount, preset: draft ? .veryfast : .medium)
      } else {
        sink = try StillSink(path: path)
      }
    } catch {
      throw .failure("cannot write \(path): \(error)")
    }
    if let warning = (sink as? MP4Sink)?.fallbackWarning { context.warn(warning) }
    let progress = ProgressReporter(total: timeline.frameCount, label: path)
    Interrupt.removeOnForcedExit(sink.temporaryPath)
    let timings: VideoRenderer.Timings
    do {
      timings = try VideoRenderer().render(source, to: sink, isCancelled: Interrupt.isRequested) { progress.update($0) }
    } catch RenderError.cancelled {
      progress.abandon()
      throw CLIError(.interrupted, "interrupted; nothing was written to \(path)")
    } catch let error as CLIError {
      progress.abandon()
      throw error
    } catch {
      progress.abandon()
      throw .failure("\(error)")
    }
    progress.finish()
    let size = source.pixelSize
    if let still = review.still {
      context.say("wrote \(path): the scene at \(still) s, \(size.width)×\(size.height) px, in " + String(format: "%.1f s", timings.wallSeconds))
      return
    }
    let rate = Double(timeline.frameCount) / max(timings.wallSeconds, 1e-9)
    context.say(
      "wrote \(path): \(timeline.frameCount) video frame\(timeline.frameCount == 1 ? "" : "s")"
        + (review.frames == nil ? "" : " (\(timeline.firstFrame)–\(timeline.number(ofFrame: timeline.frameCount - 1)))")
        + ", \(size.width)×\(size.height) px, \(fps) fps" + (timeline.speed == 1 ? "" : ", speed \(timeline.speed)") + ", "
        + String(format: "%.2f s of video in %.1f s (%.1f video frames/s)", timeline.duration, timings.wallSeconds, rate))
  }

  /// `--codec h264|hevc`, or `nil` when the flag is absent.
  private static func codec(_ text: String?) throws(CLIError) -> VideoCodec? {
    guard let text else { return nil }
    switch text {
    case "h264": return .h264
    case "hevc": return .hevc
    default: throw .usage("--codec must be h264 or hevc, got '\(text)'")
    }
  }

  /// How long one clock for every panel runs, in scene seconds: `--duration`, or the longest
  /// of their automatic durations.
  static func sceneDuration(_ panels: [ScenePanel], fps: Int, options: SceneOptions, _ context: CLIContext) throws(CLIError) -> Double {
    var seconds = 0.0
    for panel in panels {
      let (duration, warning) = try panel.duration(fps: fps, options: options)
      if let warning { context.warn(warning) }
      seconds = max(seconds, duration)
    }
    return seconds
  }

  /// The frames of one panel, or of two side by side (under headers with the time, and the
  /// video frame number when `showsFrameNumbers`).
  static func source(
    _ panels: [ScenePanel], timeline: Timeline, scale: Double, even: Bool, showsFrameNumbers: Bool, options: SceneOptions
  ) throws(CLIError) -> any VideoFrameSource {
    if panels.count == 1 { return try panels[0].source(timeline: timeline, scale: scale, even: even, options: options) }
    let sides = try panels.map { panel throws(CLIError) in
      SideBySideSource.Panel(title: panel.title, source: try panel.source(timeline: timeline, scale: scale, even: false, options: options))
    }
    return SideBySideSource(left: sides[0], right: sides[1], scale: scale, evenDimensions: even, showsFrameNumbers: showsFrameNumbers)
  }
}
