import Dispatch
import Flipbook
import Foundation
import Inspect
import Media
import Raster

/// `render bench [SCENE]`: times each stage of rendering a scene (by default the catalog's
/// first, its `fixed` variant when it has one: the hero morph) and prints medians.
///
/// Stages are timed separately on one thread so they do not disturb each other: layout and
/// animation (display lists), rasterizing into one reused pixmap, PNG encoding, H.264 encoding.
/// Then the full pipeline runs end to end (parallel raster, H.264 to a temporary file) for the
/// video frames per second a user sees. First, unless `--no-memory`, the peak memory of the
/// real pipeline and of x264 alone is measured in child processes (``PeakMemory``).
struct BenchCommand {
  let scale: Double
  let frames: Int
  let json: Bool
  let memory: Bool
  let sceneName: String?

  init(_ args: inout Arguments) throws(CLIError) {
    scale = try args.number("--scale", default: 3.0, in: 0.25...8)
    frames = try args.number("--frames", default: 60, in: 2...10_000)
    json = args.flag("--json")
    memory = !args.flag("--no-memory")
    sceneName = args.popCommand()
    try args.finish()
  }

  /// The scene `NAME` or `NAME:VARIANT` of `catalog` and its variant; without one, `fixed`
  /// when the scene has it, else its first.
  static func benched(_ reference: String, in catalog: SceneCatalog) throws(CLIError) -> (FlipbookScene, String?) {
    let parts = reference.split(separator: ":", maxSplits: 1).map(String.init)
    guard let scene = catalog.scene(named: parts.first ?? "") else {
      throw .usage("unknown scene '\(reference)' to bench (see render list)")
    }
    let variant: String? = parts.count == 2 ? parts[1] : scene.variants.contains("fixed") ? "fixed" : scene.variants.first
    if let variant, !scene.variants.contains(variant) { throw .usage("scene \(scene.name) has no variant '\(variant)'") }
    return (scene, variant)
  }

  /// The scene and variant timed: its script moved so its first event is at 0 and the frames
  /// span what follows (for the hero, the flight), one frame per 1/60 s.
  func scene(_ catalog: SceneCatalog) throws(CLIError) -> (FlipbookScene, String?) {
    var (scene, variant) = try Self.benched(sceneName ?? catalog.scenes.first?.name ?? "", in: catalog)
    if let first = scene.script.events.first?.time { scene.script = scene.script.shifted(by: -first) }
    scene.duration = .seconds(Double(frames) / 60)
    return (scene, variant)
  }

  func run(_ catalog: SceneCatalog) throws(CLIError) {
    let (scene, variant) = try self.scene(catalog)
    Interrupt.install()
    // Every file the bench writes goes in a fresh directory, removed at the end, on an error,
    // on Ctrl-C, and by a second Ctrl-C's forced exit.
    var template = Array((NSTemporaryDirectory() + "flipbook-bench.XXXXXX").utf8CString)
    guard let made = mkdtemp(&template) else {
      throw .failure("bench: cannot create a temporary directory in \(NSTemporaryDirectory()): \(String(cString: strerror(errno)))")
    }
    let directory = String(cString: made)
    Interrupt.removeOnForcedExit(directory)
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let timeline = Timeline(fps: 60, frameCount: frames)
    let player = ScenePlayer(scene, variant: variant)
    let size = PixelSize(points: player.canvasSize, scale: scale, even: true)
    let (width, height) = (size.width, size.height)
    var peaks: PeakMemory?
    if memory {
      peaks = try PeakMemory.measure(
        reference: scene.name + (variant.map { ":" + $0 } ?? ""), sceneFlags: scene.script.events.isEmpty ? [] : ["--tap-at", "0"],
        scale: scale, frames: frames, size: size, in: directory
      ) { k, pixmap in pixmap.render(player.displayList(at: timeline.time(ofFrame: k)), scale: scale) }
    }
    var layout: [Double] = []
    var lists: [DisplayListBox] = []
    for k in 0..<frames {
      try Interrupt.check()
      let t0 = DispatchTime.now()
      lists.append(DisplayListBox(list: player.displayList(at: timeline.time(ofFrame: k))))
      layout.append(ms(since: t0))
    }
    var pixmap = Pixmap(width: width, height: height)
    // Raster: three passes over all frames; per pass the mean, as the peer harness does.
    var passMeans: [Double] = []
    var raster: [Double] = []
    for _ in 0..<3 {
      try Interrupt.check()
      let p0 = DispatchTime.now()
      for box in lists {
        let t0 = DispatchTime.now()
        pixmap.render(box.list, scale: scale)
        raster.append(ms(since: t0))
      }
      passMeans.append(ms(since: p0) / Double(frames))
    }
    // The memory-fill limit in the same run: writing every pixel of the frame once (best of 20),
    // the floor no rasterizer can go below.
    var fillLimit = Double.infinity
    for _ in 0..<20 {
      let t0 = DispatchTime.now()
      pixmap.fill(color: .black)
      fillLimit = min(fillLimit, ms(since: t0))
    }
    // Inspect: segmenting and measuring a rendered frame (border background, cyan key, as
    // `render check --key '#32ADE6'` does).
    var inspect: [Double] = []
    let segmenter = Segmenter(key: SIMD4(0x32, 0xAD, 0xE6, 0xFF))
    for box in lists.prefix(min(frames, 30)) {
      pixmap.render(box.list, scale: scale)
      let t0 = DispatchTime.now()
      _ = segmenter.blobs(in: pixmap)
      inspect.append(ms(since: t0))
    }
    var png: [Double] = []
    var pngBytes: [Int] = []
    var encodeH264: [Double] = []
    let temp = directory + "/bench.mp4"
    try Interrupt.check()
    do {
      // PNG: every frame, as the peer harness encodes all of its frames.
      for box in lists {
        try Interrupt.check()
        pixmap.render(box.list, scale: scale)
        let t0 = DispatchTime.now()
        let count = try PNGCodec.encode(pixmap).count
        png.append(ms(since: t0))
        pngBytes.append(count)
      }
      let writer = try VideoWriter(path: temp, width: width, height: height, fps: 60)
      for box in lists {
        guard !Interrupt.isRequested() else { break }
        pixmap.render(box.list, scale: scale)
        let t0 = DispatchTime.now()
        try writer.append(pixmap)
        encodeH264.append(ms(since: t0))
      }
      let t0 = DispatchTime.now()
      try Interrupt.check()
      try writer.finish()
      let flush = ms(since: t0)
      encodeH264 = encodeH264.map { $0 + flush / Double(frames) }
    } catch let error as CLIError {
      throw error
    } catch {
      throw .failure("bench: \(error)")
    }
    // End to end: the real pipeline.
    let endToEnd: VideoRenderer.Timings
    do {
      let sink = try MP4Sink(path: temp, size: size, fps: 60, preset: .medium)
      let source = SceneFrameSource(scene, variant: variant, timeline: timeline, scale: scale, evenDimensions: true)
      endToEnd = try VideoRenderer().render(source, to: sink, isCancelled: Interrupt.isRequested)
    } catch RenderError.cancelled {
      throw CLIError(.interrupted, "interrupted; nothing was written")
    } catch {
      throw .failure("bench: \(error)")
    }
    let videoFPS = Double(frames) / endToEnd.wallSeconds

    if json {
      let fields: [(String, String)] = [
        ("lib", "\"flipbook\""), ("version", "\"\(FlipbookCLI.version)\""), ("scale", "\(scale)"),
        ("width", "\(width)"), ("height", "\(height)"), ("frames", "\(frames)"),
        ("raster_ms_per_frame", jsonNumber(median(passMeans))),
        ("raster_ms_per_frame_passes", "[" + passMeans.map(jsonNumber).joined(separator: ", ") + "]"),
        ("fill_limit_ms", jsonNumber(fillLimit)),
        ("raster_to_fill_limit", jsonNumber(median(passMeans) / fillLimit)),
        ("layout_ms_per_frame", jsonNumber(median(layout))),
        ("png_ms_per_frame", jsonNumber(median(png))),
        ("inspect_ms_per_frame", jsonNumber(median(inspect))),
        ("png_bytes_per_frame", "\(pngBytes.reduce(0, +) / max(pngBytes.count, 1))"),
        ("png_ms_per_frame_range", "[\(jsonNumber(png.min() ?? 0)), \(jsonNumber(png.max() ?? 0))]"),
        ("png_bytes_per_frame_range", "[\(pngBytes.min() ?? 0), \(pngBytes.max() ?? 0)]"),
        ("h264_ms_per_frame", jsonNumber(median(encodeH264))),
        ("video_frames_per_second", jsonNumber(videoFPS)),
      ] + (peaks.map { peaks in
        let x264 = peaks.x264Alone.map { jsonNumber(megabytes($0)) } ?? "null"
        return [
          ("peak_rss_mp4_mb", jsonNumber(megabytes(peaks.mp4))), ("peak_rss_mp4_long_mb", jsonNumber(megabytes(peaks.mp4Long))),
          ("peak_rss_png_mb", jsonNumber(megabytes(peaks.png))), ("peak_rss_x264_alone_mb", x264),
          ("mp4_to_x264_memory", peaks.x264Alone.map { jsonNumber(Double(peaks.mp4) / Double($0)) } ?? "null"),
        ]
      } ?? [])
      print("{" + fields.map { "\"\($0.0)\": \($0.1)" }.joined(separator: ", ") + "}")
      return
    }
    print("Flipbook \(FlipbookCLI.version) bench: \(scene.name)\(variant.map { " (\($0))" } ?? ""), \(frames) video frames at \(width)×\(height) px (scale \(fmt(scale)))")
    print("  medians in ms per video frame")
    print("    layout + animation  \(fmt(median(layout)))")
    print("    raster (1 thread)   \(fmt(median(raster)))   (pass means: \(passMeans.map(fmt).joined(separator: ", ")))")
    print("    memory-fill limit   \(fmt(fillLimit))   (one write of every pixel; raster is \(fmt(median(passMeans) / fillLimit))× it)")
    let kb = pngBytes.map { Double($0) / 1000 }
    print("    PNG encode          \(fmt(median(png)))   (range \(fmt(png.min() ?? 0))–\(fmt(png.max() ?? 0)); \(fmt(kb.reduce(0, +) / Double(max(kb.count, 1)))) KB mean per frame, range \(fmt(kb.min() ?? 0))–\(fmt(kb.max() ?? 0)))")
    print("    H.264 encode        \(fmt(median(encodeH264)))")
    print("    inspect (measure)   \(fmt(median(inspect)))   (segment + blobs, border background, cyan key)")
    print("  end to end to MP4     \(fmt(videoFPS)) video frames/s (\(fmt(endToEnd.wallSeconds * 1000 / Double(frames))) ms per video frame)")
    guard let peaks else { return }
    let mb = { (bytes: Int) in String(format: "%7.1f", megabytes(bytes)) }
    print("  peak memory in MB (10^6 bytes), the peak resident set of a child process each")
    print("    render to MP4       \(mb(peaks.mp4))   (\(frames) video frames)")
    print("    render to MP4       \(mb(peaks.mp4Long))   (\(4 * frames) video frames)")
    print("    render to PNGs      \(mb(peaks.png))   (\(frames) video frames)")
    if let x264 = peaks.x264Alone {
      print("    x264 alone          \(mb(x264))   (ffmpeg, the same \(frames) frames raw on its input; MP4 is \(fmt(Double(peaks.mp4) / Double(x264)))× it)")
    } else {
      print("    x264 alone          not measured: \(peaks.x264Missing ?? "")")
    }
    print("    x264 settings of both: \(PeakMemory.x264Options.joined(separator: " "))")
  }
}

private struct DisplayListBox { let list: DisplayList }

func ms(since start: DispatchTime) -> Double {
  Double(DispatchTime.now().uptimeNanoseconds - start.uptimeNanoseconds) / 1e6
}

func median(_ values: [Double]) -> Double {
  guard !values.isEmpty else { return 0 }
  let s = values.sorted()
  return s.count % 2 == 1 ? s[s.count / 2] : (s[s.count / 2 - 1] + s[s.count / 2]) / 2
}

func fmt(_ v: Double) -> String { String(format: "%.3f", v) }

/// Bytes in MB of 10^6 bytes.
func megabytes(_ bytes: Int) -> Double { Double(bytes) / 1e6 }

/// Six significant digits: a 0.002-ms fill limit at small scales keeps its precision, so
/// ratios computed from the JSON agree with the ones printed.
func jsonNumber(_ v: Double) -> String { String(format: "%.6g", v) }
