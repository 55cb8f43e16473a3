import Drawing
import Dispatch
import Foundation
import Inspect
import Media
import Raster
import Rendering
import Scenes
import SceneGraph

/// `render bench`: times each stage of rendering the fixed hero morph and prints medians.
///
/// Stages are timed separately on one thread so they do not disturb each other: layout and
/// animation (display lists), rasterizing into one reused pixmap, PNG encoding, H.264 encoding.
/// Then the full pipeline runs end to end (parallel raster, H.264 to a temporary file) for the
/// video frames per second a user sees.
struct BenchCommand {
  let scale: Double
  let frames: Int
  let json: Bool

  init(_ args: inout Arguments) throws(CLIError) {
    scale = try args.number("--scale", default: 3.0, in: 0.25...8)
    frames = try args.number("--frames", default: 60, in: 2...10_000)
    json = args.flag("--json")
    try args.finish()
  }

  /// The flight spans the frames: tap at 0, one frame per 1/60 s.
  func source() -> SceneFrameSource {
    let fps = 60
    let runtime = SceneRuntime(
      RestTimerHero(mode: .fixed), canvasSize: RestTimerHero.canvasSize,
      script: RestTimerHero.collapseScript(tapAt: 0, hold: Double(frames) / Double(fps)))
    return SceneFrameSource(runtime: runtime, fps: fps, duration: Double(frames) / Double(fps))
  }

  func run() throws(CLIError) {
    var layout: [Double] = []
    var lists: [DisplayListBox] = []
    var src = source()
    for k in 0..<frames {
      let t0 = DispatchTime.now()
      lists.append(DisplayListBox(list: src.displayList(forFrame: k)))
      layout.append(ms(since: t0))
    }
    let (width, height) = pixelSize(of: RestTimerHero.canvasSize, scale: scale, even: true)
    var pixmap = Pixmap(width: width, height: height)
    // Raster: three passes over all frames; per pass the mean, as the peer harness does.
    var passMeans: [Double] = []
    var raster: [Double] = []
    for _ in 0..<3 {
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
    var pngBytes = 0
    var encodeH264: [Double] = []
    let temp = NSTemporaryDirectory() + "flipbook-bench-\(getpid()).mp4"
    do {
      for box in lists.prefix(min(frames, 30)) {
        pixmap.render(box.list, scale: scale)
        let t0 = DispatchTime.now()
        pngBytes += try PNGCodec.encode(pixmap).count
        png.append(ms(since: t0))
      }
      let writer = try VideoWriter(path: temp, width: width, height: height, fps: 60)
      for box in lists {
        pixmap.render(box.list, scale: scale)
        let t0 = DispatchTime.now()
        try writer.append(pixmap)
        encodeH264.append(ms(since: t0))
      }
      let t0 = DispatchTime.now()
      try writer.finish()
      let flush = ms(since: t0)
      encodeH264 = encodeH264.map { $0 + flush / Double(frames) }
    } catch {
      throw .failure("bench: \(error)")
    }
    // End to end: the real pipeline.
    let endToEnd: VideoRenderer.Timings
    do {
      let sink = try MP4Sink(path: temp, width: width, height: height, fps: 60, preset: .medium)
      endToEnd = try VideoRenderer(scale: scale).render(source(), to: sink)
    } catch {
      throw .failure("bench: \(error)")
    }
    try? FileManager.default.removeItem(atPath: temp)
    let videoFPS = Double(frames) / endToEnd.wallSeconds

    if json {
      let fields: [(String, String)] = [
        ("lib", "\"flipbook\""), ("version", "\"\(RenderCLI.version)\""), ("scale", "\(scale)"),
        ("width", "\(width)"), ("height", "\(height)"), ("frames", "\(frames)"),
        ("raster_ms_per_frame", fmt(median(passMeans))),
        ("raster_ms_per_frame_passes", "[" + passMeans.map(fmt).joined(separator: ", ") + "]"),
        ("fill_limit_ms", fmt(fillLimit)),
        ("raster_to_fill_limit", fmt(median(passMeans) / fillLimit)),
        ("layout_ms_per_frame", fmt(median(layout))),
        ("png_ms_per_frame", fmt(median(png))),
        ("inspect_ms_per_frame", fmt(median(inspect))),
        ("png_bytes_per_frame", "\(pngBytes / max(png.count, 1))"),
        ("h264_ms_per_frame", fmt(median(encodeH264))),
        ("video_frames_per_second", fmt(videoFPS)),
      ]
      print("{" + fields.map { "\"\($0.0)\": \($0.1)" }.joined(separator: ", ") + "}")
      return
    }
    print("Flipbook \(RenderCLI.version) bench: fixed hero morph, \(frames) video frames at \(width)×\(height) px (scale \(fmt(scale)))")
    print("  medians in ms per video frame")
    print("    layout + animation  \(fmt(median(layout)))")
    print("    raster (1 thread)   \(fmt(median(raster)))   (pass means: \(passMeans.map(fmt).joined(separator: ", ")))")
    print("    memory-fill limit   \(fmt(fillLimit))   (one write of every pixel; raster is \(fmt(median(passMeans) / fillLimit))× it)")
    print("    PNG encode          \(fmt(median(png)))   (\(pngBytes / max(png.count, 1) / 1024) KiB per frame)")
    print("    H.264 encode        \(fmt(median(encodeH264)))")
    print("    inspect (measure)   \(fmt(median(inspect)))   (segment + blobs, border background, cyan key)")
    print("  end to end to MP4     \(fmt(videoFPS)) video frames/s (\(fmt(endToEnd.wallSeconds * 1000 / Double(frames))) ms per video frame)")
  }
}

private struct DisplayListBox { let list: DisplayList }

private func ms(since start: DispatchTime) -> Double {
  Double(DispatchTime.now().uptimeNanoseconds - start.uptimeNanoseconds) / 1e6
}

private func median(_ values: [Double]) -> Double {
  guard !values.isEmpty else { return 0 }
  let s = values.sorted()
  return s.count % 2 == 1 ? s[s.count / 2] : (s[s.count / 2 - 1] + s[s.count / 2]) / 2
}

private func fmt(_ v: Double) -> String { String(format: "%.3f", v) }
