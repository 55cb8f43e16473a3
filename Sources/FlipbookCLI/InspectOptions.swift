import Dispatch
import Flipbook
import Foundation
import Inspect
import Raster

/// What `render inspect` and `render check` share: the inputs, the segmentation and the
/// measuring loop.
struct InspectOptions {
  /// An input to measure.
  enum Input {
    case scene(ScenePanel)
    case path(String)
  }

  let inputs: [Input]
  let scale: Double
  let fps: Int?
  let scenes: SceneOptions
  let segmenter: Segmenter
  /// Region of interest in points.
  let roi: (x: Double, y: Double, width: Double, height: Double)?
  /// Minimum blob area in square points.
  let minimumArea: Double
  let platePath: String?
  /// Decoder threads for video inputs (`--decode-threads`); `nil`: one per core. The pixels,
  /// and so the measurements, are the same with any number.
  let decodeThreads: Int?

  /// Parses the shared options, then takes the inputs (the positionals left): scene names,
  /// playground files, videos and PNG sequences. Without inputs, the catalog's first scene.
  init(_ args: inout Arguments, catalog: SceneCatalog, context: CLIContext) throws(CLIError) {
    let scaleText = try args.value("--scale")
    fps = try args.value("--fps").map { text throws(CLIError) in
      guard let n = Int(text), (1...240).contains(n) else { throw .usage("--fps must be between 1 and 240, got \(text)") }
      return n
    }
    var scenes = try SceneOptions(&args)

    let threshold = try args.number("--threshold", default: 24, in: 0...255)
    let keyTolerance = try args.number("--key-tolerance", default: 10, in: 0...255)
    var reference = Segmenter.Reference.border
    if let text = try args.value("--background"), text != "auto" {
      guard let colour = parseHexColor(text) else {
        throw .usage("--background must be auto or a colour #RRGGBB or #RRGGBBAA, like '#F2F2F7', got '\(text)'")
      }
      reference = .solid(colour)
    }
    platePath = try args.value("--plate")
    decodeThreads = try args.optionalNumber("--decode-threads", in: 1...16)
    if let platePath { _ = try pngPattern(platePath) }
    if platePath != nil {
      if case .solid = reference { throw .usage("--plate and --background are alternatives; give one") }
      reference = .plate
    }
    var key: SIMD4<UInt8>?
    if let text = try args.value("--key") {
      guard let colour = parseHexColor(text) else { throw .usage("--key must be a colour #RRGGBB or #RRGGBBAA, like '#32ADE6', got '\(text)'") }
      key = colour
    }
    if let text = try args.value("--roi") {
      let parts = try coordinates(text, count: 4, flag: "--roi", shape: "x,y,width,height")
      let (x, y, w, h) = (parts[0], parts[1], parts[2], parts[3])
      guard w > 0, h > 0 else { throw .usage("--roi \(text) is empty: width and height must be > 0 points") }
      roi = (x, y, w, h)
    } else {
      roi = nil
    }
    minimumArea = try args.number("--min-area", default: 4.0, in: 0...1_000_000, unit: " pt²")
    segmenter = Segmenter(reference: reference, threshold: threshold, key: key, keyTolerance: keyTolerance)

    var inputs: [Input] = []
    let named = args.popPositionals()
    let isScene = { (name: String) in
      name.lowercased().hasSuffix(".swift") || catalog.scene(named: String(name.split(separator: ":").first ?? "")) != nil
    }
    if named.isEmpty || named.contains(where: isScene) {
      scenes.references = named.filter(isScene)
      for panel in try catalog.panels(scenes, playgrounds: context.playgrounds) { inputs.append(.scene(panel)) }
    }
    for path in named where !isScene(path) {
      _ = try pngPattern(path)  // a bad pattern is a usage error before anything is measured
      inputs.append(.path(path))
    }
    self.inputs = inputs
    self.scenes = scenes
    if case .scene = inputs[0], platePath != nil { throw .usage("--plate needs a video or PNG input, not a scene") }
    // Flipbook renders default to @3x; other inputs are in pixels unless told.
    let defaultScale: Double = if case .scene = inputs[0] { 3 } else { 1 }
    guard let scale = scaleText.map(Double.init) ?? defaultScale, (0.25...8).contains(scale) else {
      throw .usage("--scale must be between 0.25 and 8, got \(scaleText ?? "")")
    }
    self.scale = scale
  }

  /// Every file the inputs read (video files, PNG frames, the plate's frames, playground
  /// files), for the check that no output replaces one of them.
  func inputFiles() throws(CLIError) -> [String] {
    var files = scenes.references.filter { $0.lowercased().hasSuffix(".swift") }
    for input in inputs {
      if case .path(let path) = input { files += try filesRead(byInput: path) }
    }
    if let platePath { files += try filesRead(byInput: platePath) }
    return files
  }

  /// Opens input `input`.
  func open(_ input: Input) throws(CLIError) -> FrameStream {
    switch input {
    case .scene(let panel):
      let fps = self.fps ?? 60
      let timeline: Timeline
      if let duration = scenes.duration {
        timeline = Timeline(fps: fps, duration: duration)
      } else {
        timeline = Timeline(fps: fps, duration: try panel.duration(fps: fps, options: scenes).seconds)
      }
      // Even, as `render -o x.mp4` makes them, so the scene, the MP4 and the PNG sequence of
      // one render measure the same canvas.
      let source = try panel.source(timeline: timeline, scale: scale, even: true, options: scenes)
      return SourceStream(name: panel.title, source: source)
    case .path(let path):
      return try openFrameStream(path: path, fps: fps.map(Double.init), threads: decodeThreads)
    }
  }

  /// Measures every video frame of `input`.
  ///
  /// - Parameter visit: called in order with each video frame and its measurement (for sheets).
  func measure(
    _ input: Input, visit: (Int, Pixmap, FrameMeasurement) -> Void = { _, _, _ in }
  ) throws(CLIError) -> (track: Track, timing: InspectTiming) {
    let start = DispatchTime.now()
    let stream = try open(input)
    let plate = try platePath.map { path throws(CLIError) in try openFrameStream(path: path, fps: stream.fps, threads: decodeThreads) }
    if let plate, let a = plate.expectedCount, let b = stream.expectedCount, a != b {
      throw .usage("the plate \(plate.name) has \(a) video frames, \(stream.name) has \(b): they must match")
    }
    // Batches for the cores; each stream also stops a batch at FrameBatch.maximumBytes.
    let batchSize = 2 * ProcessInfo.processInfo.activeProcessorCount
    var track = Track(name: stream.name, scale: scale, fps: stream.fps, pixelWidth: 0, pixelHeight: 0)
    var measureMS = 0.0, readMS = 0.0
    var ahead: BatchReadAhead?
    while true {
      try Interrupt.check()
      let frames: [Pixmap]
      if let pending = ahead {
        (frames, readMS) = (try pending.wait(), readMS + pending.ms)
        ahead = nil
      } else {
        let r0 = DispatchTime.now()
        frames = try stream.nextBatch(limit: batchSize)
        readMS += Double(DispatchTime.now().uptimeNanoseconds - r0.uptimeNanoseconds) / 1e6
      }
      // The next batch is read while this one is measured, when two fit the batch budget.
      if !frames.isEmpty, frames.reduce(0, { $0 + $1.data.count }) <= FrameBatch.maximumBytes / 2 {
        ahead = BatchReadAhead(stream, limit: batchSize)
      }
      // A stream may return fewer frames than asked (PNGs bound a batch by memory): the plate
      // is read until it matches.
      var plates: [Pixmap] = []
      while let plate, plates.count < frames.count {
        let more = try plate.nextBatch(limit: frames.count - plates.count)
        if more.isEmpty { break }
        plates += more
      }
      guard let first = frames.first else { break }
      if track.frames.isEmpty {
        track.pixelWidth = first.width
        track.pixelHeight = first.height
      }
      for (k, frame) in frames.enumerated() {
        guard frame.width == track.pixelWidth, frame.height == track.pixelHeight else {
          throw .failure("\(stream.name): video frame \(track.frames.count + k) is \(frame.width)×\(frame.height), the first was \(track.pixelWidth)×\(track.pixelHeight)")
        }
        if k < plates.count, plates[k].width != frame.width || plates[k].height != frame.height {
          throw .usage("the plate is \(plates[k].width)×\(plates[k].height) px, \(stream.name) is \(frame.width)×\(frame.height): they must match")
        }
      }
      // After the sizes, so a plate of other frames is named as such, not as a shorter one.
      if let plate, plates.count != frames.count {
        throw .usage(
          "the plate \(plate.name) ended after \(track.frames.count + plates.count) video frames; "
            + "\(stream.name) has more: they must match")
      }
      let segmenter = try pixelSegmenter(width: first.width, height: first.height)
      let t0 = DispatchTime.now()
      let blobs = parallelMap(Array(frames.indices)) { k in
        segmenter.blobs(in: frames[k], plate: k < plates.count ? plates[k] : nil)
      }
      measureMS += Double(DispatchTime.now().uptimeNanoseconds - t0.uptimeNanoseconds) / 1e6
      for (k, found) in blobs.enumerated() {
        let index = track.frames.count
        let measurement = FrameMeasurement(
          index: index, time: Double(index) / stream.fps, blobs: found.map { MeasuredBlob($0, scale: scale) })
        track.frames.append(measurement)
        visit(index, frames[k], measurement)
      }
    }
    guard !track.frames.isEmpty else { throw .failure("\(stream.name): no video frames") }
    let n = Double(track.frames.count)
    let wallMS = Double(DispatchTime.now().uptimeNanoseconds - start.uptimeNanoseconds) / 1e6
    return (track, InspectTiming(frames: track.frames.count, readMS: readMS / n, measureMS: measureMS / n, wallMS: wallMS))
  }

  /// The segmenter in pixels for video frames of `width` × `height` pixels.
  private func pixelSegmenter(width: Int, height: Int) throws(CLIError) -> Segmenter {
    var segmenter = self.segmenter
    segmenter.minimumArea = max(1, Int((minimumArea * scale * scale).rounded()))
    if let roi {
      let x0 = Int((roi.x * scale).rounded(.down)), y0 = Int((roi.y * scale).rounded(.down))
      let x1 = Int(((roi.x + roi.width) * scale).rounded(.up)), y1 = Int(((roi.y + roi.height) * scale).rounded(.up))
      let rect = PixelRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
      guard let clipped = rect.clipped(width: width, height: height) else {
        throw .usage(
          "--roi \(fmtCLI(roi.x)),\(fmtCLI(roi.y)),\(fmtCLI(roi.width)),\(fmtCLI(roi.height)) pt lies outside the "
            + "\(fmtCLI(Double(width) / scale))×\(fmtCLI(Double(height) / scale)) pt video frame")
      }
      segmenter.region = clipped
    }
    return segmenter
  }
}

func fmtCLI(_ v: Double, _ digits: Int = 1) -> String { String(format: "%.\(digits)f", v) }

/// How long measuring an input took: per video frame, reading (decoding a video or PNGs,
/// rendering a scene) and measuring (segmenting, blobs), and the whole, opening included.
struct InspectTiming {
  let frames: Int
  /// Ms per video frame spent reading frames (a plate's included).
  let readMS: Double
  /// Ms per video frame spent measuring them.
  let measureMS: Double
  /// Ms from opening the input to its last measurement.
  let wallMS: Double

  /// Video frames read and measured a second, end to end.
  var framesPerSecond: Double { wallMS > 0 ? Double(frames) * 1000 / wallMS : 0 }
}

/// The next batch of a stream, read on another thread while the caller measures the current
/// one. Only that thread touches the stream until ``wait()`` returns.
final class BatchReadAhead: @unchecked Sendable {
  private var result: Result<[Pixmap], CLIError> = .success([])
  private let done = DispatchSemaphore(value: 0)
  /// Ms the read took (valid after ``wait()``).
  private(set) var ms = 0.0

  init(_ stream: FrameStream, limit: Int) {
    let box = StreamBox(stream: stream)
    DispatchQueue.global().async {
      let t0 = DispatchTime.now()
      do throws(CLIError) { self.result = .success(try box.stream.nextBatch(limit: limit)) } catch { self.result = .failure(error) }
      self.ms = Double(DispatchTime.now().uptimeNanoseconds - t0.uptimeNanoseconds) / 1e6
      self.done.signal()
    }
  }

  /// The batch, once read.
  func wait() throws(CLIError) -> [Pixmap] {
    done.wait()
    return try result.get()
  }
}

/// Hands a stream to the reading thread (the caller leaves it alone meanwhile).
private struct StreamBox: @unchecked Sendable { let stream: FrameStream }
