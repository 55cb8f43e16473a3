import Dispatch
import Foundation
import Media
import Raster
import Flipbook

/// `render compare A B [-o review.html] [--tolerance N]`: compares two renders frame by frame
/// and writes a review page of them.
///
/// A and B are anything `render inspect` reads (scenes and variants, playground files, videos,
/// PNG sequences, one PNG) and animated PNGs (a flight golden). One frame each makes a still to
/// compare side by side, by swiping, as an onion skin or flickering; more make a flight to
/// scrub or play, each differing frame marked. The page is the failure report's, one
/// self-contained HTML file. Exits 0 when every frame matches within the tolerance, 1 when
/// they differ (after writing the page), 64 for bad arguments.
struct CompareCommand {
  let options: InspectOptions
  let output: String
  let tolerance: Int

  init(_ args: inout Arguments, catalog: SceneCatalog, context: CLIContext) throws(CLIError) {
    output = try args.value("-o", "--output") ?? "compare.html"
    tolerance = try args.number("--tolerance", default: 0, in: 0...255)
    options = try InspectOptions(&args, catalog: catalog, context: context)
    try args.finish()
    guard options.inputs.count == 2 else {
      throw .usage("compare needs two inputs (scenes, files, or --mode A,B), got \(options.inputs.count)")
    }
    guard output.lowercased().hasSuffix(".html") else {
      throw .usage("compare writes an HTML page: -o must end in .html, got '\(output)'")
    }
    let outputPath = URL(fileURLWithPath: output).standardizedFileURL.path
    for file in try options.inputFiles() where URL(fileURLWithPath: file).standardizedFileURL.path == outputPath {
      throw .usage("-o \(output) is one of the inputs")
    }
  }

  /// One side of the comparison, read in batches.
  private struct Side {
    let stream: FrameStream
    var pending: [Pixmap] = []
    var done = false

    mutating func next() throws(CLIError) -> Pixmap? {
      if pending.isEmpty && !done {
        pending = try stream.nextBatch(limit: 8)
        done = pending.isEmpty
        pending.reverse()
      }
      return pending.popLast()
    }
  }

  func run() throws(CLIError) {
    Interrupt.install()
    var a = Side(stream: try open(options.inputs[0]))
    var b = Side(stream: try open(options.inputs[1]))
    let (nameA, nameB) = (a.stream.name, b.stream.name)
    let fps = a.stream.fps
    var framesA: [String] = [], framesB: [String] = [], differs: [Bool] = []
    // Per compared pair: nil when the frames match within the tolerance.
    var summaries: [ImageDifference?] = []
    var sizes: (a: PixelSize, b: PixelSize)?
    while true {
      try Interrupt.check()
      // A batch of pairs, compared and encoded on every core.
      var pairs: [(Pixmap?, Pixmap?)] = []
      while pairs.count < 8 {
        let (x, y) = (try a.next(), try b.next())
        if x == nil && y == nil { break }
        pairs.append((x, y))
      }
      if pairs.isEmpty { break }
      if sizes == nil, let x = pairs[0].0, let y = pairs[0].1 {
        sizes = (PixelSize(width: x.width, height: x.height), PixelSize(width: y.width, height: y.height))
      }
      let batch = pairs
      let results = ConcurrentResults<(String?, String?, ImageDifference?, Bool)>(count: batch.count)
      DispatchQueue.concurrentPerform(iterations: batch.count) { i in
        let (x, y) = batch[i]
        let difference = x.flatMap { x in y.flatMap { y in ImageDifference(expected: x, actual: y, tolerance: tolerance) } }
        // A frame only one input has differs.
        let differs = x == nil || y == nil || difference != nil
        results.set(i, (x.map(ReviewPage.encoded), y.map(ReviewPage.encoded), difference, differs))
      }
      for (x, y, difference, differ) in results.values {
        if let x { framesA.append(x) }
        if let y { framesB.append(y) }
        summaries.append(difference)
        differs.append(differ)
      }
    }
    guard !framesA.isEmpty, !framesB.isEmpty else { throw .failure("\(framesA.isEmpty ? nameA : nameB) has no frames") }

    let count = min(framesA.count, framesB.count)
    let differing = differs.indices.filter { differs[$0] }
    var message: String
    if let sizes, sizes.a != sizes.b {
      message = "the frames differ in size: \(nameA) is \(sizes.a.width)×\(sizes.a.height) px, \(nameB) \(sizes.b.width)×\(sizes.b.height)"
    } else if differing.isEmpty {
      let within = tolerance == 0 ? "" : " within \(tolerance)"
      message = count == 1 ? "the same\(within)" : "all \(count) frames the same\(within)"
    } else if count == 1 && framesA.count == framesB.count, let difference = summaries[0] {
      message = difference.summary(tolerance: tolerance)
    } else {
      let compared = summaries.prefix(count).enumerated().compactMap { entry in entry.element.map { (entry.offset, $0) } }
      message = "\(compared.count) of \(count) frames differ"
      if let first = compared.first, let worst = compared.max(by: { $0.1.differingPixels < $1.1.differingPixels }) {
        message += ", first at t = \(seconds(Double(first.0) / fps)), worst at t = \(seconds(Double(worst.0) / fps)) ("
          + worst.1.summary(tolerance: tolerance) + ")"
      }
    }
    if framesA.count != framesB.count {
      message += "; \(nameA) has \(framesA.count) frames, \(nameB) \(framesB.count)"
    }
    let entry: ReviewEntry
    if framesA.count == 1 && framesB.count == 1 {
      entry = ReviewEntry(
        kind: .still, title: "\(nameA) ↔ \(nameB)", message: message, expected: framesA, actual: framesB, labels: [nameA, nameB])
    } else {
      let times = (0..<max(framesA.count, framesB.count)).map { Double($0) / fps }
      entry = ReviewEntry(
        kind: .flight, title: "\(nameA) ↔ \(nameB)", message: message, expected: framesA, actual: framesB, times: times,
        differs: differs, labels: [nameA, nameB])
    }
    let page = ReviewPage.page([entry], title: "\(nameA) ↔ \(nameB)")
    do {
      try AtomicFile.write(Array(page.utf8), to: output)
    } catch {
      throw .failure("cannot write \(output): \(error)")
    }
    print("\(nameA) ↔ \(nameB): \(message)")
    print("wrote \(output)")
    if !differing.isEmpty || framesA.count != framesB.count { throw .failure("the inputs differ") }
  }

  private func open(_ input: InspectOptions.Input) throws(CLIError) -> FrameStream {
    if case .path(let path) = input, path.lowercased().hasSuffix(".png"), !path.contains("%"),
      let animation = try APNGStream.open(path, fps: options.fps.map(Double.init))
    {
      return animation
    }
    return try options.open(input)
  }
}

extension ImageDifference {
  /// The page's and the summary's wording: "6 of 14400 pixels differ by up to 50 at (10, 40)".
  func summary(tolerance: Int) -> String {
    let beyond = tolerance == 0 ? "" : " by more than \(tolerance),"
    return "\(differingPixels) of \(totalPixels) pixels differ\(beyond) by up to \(maxChannelDifference) at (\(worst.x), \(worst.y))"
  }
}

/// Results written from `concurrentPerform`'s iterations, one slot each.
final class ConcurrentResults<Value>: @unchecked Sendable {
  private var slots: [Value?]
  private let lock = NSLock()
  init(count: Int) { slots = Array(repeating: nil, count: count) }
  func set(_ index: Int, _ value: Value) {
    lock.lock()
    slots[index] = value
    lock.unlock()
  }
  var values: [Value] { slots.map { $0! } }
}

/// The frames of an animated PNG (a flight golden), as a frame stream.
final class APNGStream: FrameStream {
  let name: String
  let fps: Double
  private var frames: [Pixmap]
  var expectedCount: Int? { frames.count }

  private init(name: String, fps: Double, frames: [Pixmap]) {
    self.name = name
    self.fps = fps
    self.frames = frames.reversed()
  }

  /// The animation in the PNG at `path`, or `nil` for a still PNG. Its frame rate is `fps`
  /// when given, else one over the first frame's delay.
  static func open(_ path: String, fps: Double?) throws(CLIError) -> APNGStream? {
    guard let bytes = FileManager.default.contents(atPath: path).map(Array.init) else {
      throw .failure("cannot read \(path): no such file or it is unreadable")
    }
    guard APNGCodec.isAnimated(bytes) else { return nil }
    let animation: APNGAnimation
    do { animation = try APNGCodec.decode(bytes, path: path) } catch { throw .failure("\(error)") }
    let rate = fps ?? animation.delays.first.map { $0 > 0 ? 1 / $0 : 60 } ?? 60
    return APNGStream(name: path, fps: rate, frames: animation.frames)
  }

  func nextBatch(limit: Int) throws(CLIError) -> [Pixmap] {
    var batch: [Pixmap] = []
    while batch.count < limit, let frame = frames.popLast() { batch.append(frame) }
    return batch
  }
}

private func seconds(_ value: Double) -> String { String(format: "%.3f s", value) }
