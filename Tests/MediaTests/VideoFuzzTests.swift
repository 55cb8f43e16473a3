import Foundation
import FuzzSupport
import Media
import Raster
import Testing

/// Damaged videos fed to `VideoProbe` and `VideoReader` in this process: each must be probed
/// or refused, and decoded (the first ``framesRead`` frames, each within the pixel budget) or
/// refused, with errors naming the file, never a trap, never a hang
/// (``FuzzTally/hangSeconds``). Seeded and bounded by count (FuzzRun); the in-process half of
/// the video fuzz (RenderCLITests' InputFuzzCLITests runs a subset through `render inspect`
/// and measures its memory).
@Suite struct VideoFuzzTests {
  /// Frames decoded per case: every seed has 4, a damaged index can claim millions.
  static let framesRead = 16

  /// The seeds: the corpus's containers and codecs, and an MP4 of Flipbook's own writer.
  static func seeds() throws -> [(name: String, bytes: [UInt8])] {
    let scratch = ScratchDirectory()
    defer { scratch.remove() }
    let path = scratch.path + "/writer.mp4"
    let writer = try VideoWriter(path: path, width: 16, height: 16, fps: 10, preset: .veryfast)
    for index in 0..<4 { try writer.append(Scene.movingSquare(index: index, width: 16, height: 16, origin: (-30, -30), step: (4, 4))) }
    try writer.finish()
    return [("writer.mp4", [UInt8](try Data(contentsOf: URL(fileURLWithPath: path))))] + (try FuzzCorpus.videoSeeds())
  }

  /// Probes and decodes `bytes` (a file named like `name`, whose extension libavformat may
  /// use) in `scratch`, recording in `tally` what is wrong.
  static func read(_ bytes: [UInt8], as name: String, _ what: String, case index: Int, in scratch: ScratchDirectory, into tally: inout FuzzTally) {
    let path = scratch.path + "/case." + (name.split(separator: ".").last.map(String.init) ?? "bin")
    _ = FileManager.default.createFile(atPath: path, contents: Data(bytes))
    defer { unlink(path) }
    let start = Date()
    /// Records an error that does not name the file.
    func named(_ error: MediaError) {
      if !error.description.contains(path) { tally.record(.failed, case: index, "\(what): the error does not name the file: \(error)") }
    }
    do { _ = try VideoProbe.probe(path: path) } catch { named(error) }
    do {
      let reader = try VideoReader(path: path)
      for _ in 0..<framesRead {
        guard let frame = try reader.nextFrame() else { break }
        if frame.width * frame.height > VideoReader.maximumPixels {
          tally.record(.overMemory, case: index, "\(what): a \(frame.width)×\(frame.height) frame")
        }
      }
    } catch {
      named(error)
    }
    let seconds = Date().timeIntervalSince(start)
    if seconds > FuzzTally.hangSeconds { tally.record(.hung, case: index, "\(what): took \(seconds) s") }
  }

  @Test func everySeedProbesAndDecodesItsFourFrames() throws {
    for (name, bytes) in try Self.seeds() {
      let scratch = ScratchDirectory()
      defer { scratch.remove() }
      let path = scratch.path + "/" + name
      try Data(bytes).write(to: URL(fileURLWithPath: path))
      let probe = try VideoProbe.probe(path: path)
      let reader = try VideoReader(path: path)
      var frames = 0
      while let frame = try reader.nextFrame() {
        #expect(frame.width == probe.width && frame.height == probe.height, "\(name)")
        frames += 1
      }
      #expect(frames == 4, "\(name)")
    }
  }

  @Test func mutatedVideosProbeAndDecodeOrThrowNamingTheFile() throws {
    let seeds = try Self.seeds()
    let scratch = ScratchDirectory()
    defer { scratch.remove() }
    let run = try FuzzRun(family: "video-decode", seed: 0x5EED_0002, count: 300)
    let tally = run.forEachCase { index, generator, tally in
      let seed = generator.pick(seeds)
      let (bytes, applied) = VideoMutation.mutate(seed.bytes, using: &generator)
      Self.read(bytes, as: seed.name, "\(seed.name) + \(applied)", case: index, in: scratch, into: &tally)
    }
    print(tally.summary)
    #expect(tally.isClean, "\(tally.report())")
  }
}
